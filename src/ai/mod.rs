//! AI players (scaffold: to be written in the ai branch).
pub mod demo {
    use std::path::Path;
    use std::process::ExitCode;
    pub fn run(_players: u8, _seed: Option<u64>, _out: &Path) -> anyhow::Result<ExitCode> {
        anyhow::bail!("demo is being written")
    }
}
pub mod arena {
    use std::process::ExitCode;
    pub fn run(_players: &str, _games: u32, _seed: Option<u64>) -> anyhow::Result<ExitCode> {
        anyhow::bail!("arena is being written")
    }
}
