//! The `catan-bot` binary's own subcommands, run on a test's database as an operator runs
//! them (`DATABASE_URL`).

use std::process::{Command, Output};

/// `catan-bot ARGS` on the database at `db`.
pub fn catan_bot(db: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_catan-bot"))
        .args(args)
        .env("DATABASE_URL", db)
        .output()
        .expect("run catan-bot")
}

/// What a run wrote to stdout and stderr, for a failure's message.
pub fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// `db verify` (every log replays to its snapshot, no gap, no duplicate) and `db ratings
/// --check` (the ratings agree with the games) pass on `db`.
pub fn assert_db_checks(db: &str) {
    for check in [&["db", "verify"][..], &["db", "ratings", "--check"]] {
        let out = catan_bot(db, check);
        assert!(out.status.success(), "{check:?}: {}", said(&out));
    }
}
