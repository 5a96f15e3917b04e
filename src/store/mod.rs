//! SQLite persistence (scaffold: to be written in the store branch).
use std::process::ExitCode;
pub fn verify_from_env() -> anyhow::Result<ExitCode> {
    anyhow::bail!("db verify is being written")
}
