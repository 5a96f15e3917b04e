//! The Discord bot (scaffold: to be written in the bot branch).
use std::process::ExitCode;
pub fn run_from_env() -> anyhow::Result<ExitCode> {
    anyhow::bail!("the Discord bot is being written")
}
