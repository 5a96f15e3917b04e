//! Start-up failures of `catan-bot run`: each bad configuration stops the bot with one
//! sentence that says what to set (never a panic or a wall of logs), and a non-zero exit.
//! A wrong token is tried against the fake Discord, which answers it as Discord does.

#![recursion_limit = "256"]

mod fake_discord;

use fake_discord::{temp_db, FakeDiscord};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs the binary in `dir` (no `.env` there) with only `env` set, for at most `limit`.
fn run_bot(dir: &Path, env: &[(&str, &str)], limit: Duration) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_catan-bot"));
    cmd.arg("run")
        .current_dir(dir)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env(
            "RUST_LOG",
            std::env::var("STARTUP_LOG").as_deref().unwrap_or("off"),
        )
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("start the bot binary");
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            child.kill().ok();
            let out = child.wait_with_output().unwrap();
            panic!(
                "the bot did not stop within {limit:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The one sentence the bot printed, after checking it failed without a panic.
fn one_sentence(out: &Output) -> String {
    assert!(!out.status.success(), "a bad configuration fails");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one line: {stderr}");
    let line = lines[0];
    assert!(line.starts_with("catan-bot: "), "{line}");
    assert!(line.ends_with('.'), "a sentence: {line}");
    assert!(!line.contains(".."), "{line}");
    line.to_string()
}

#[test]
fn a_missing_token_says_what_to_set() {
    let dir = tempfile::tempdir().unwrap();
    let line = one_sentence(&run_bot(dir.path(), &[], Duration::from_secs(20)));
    assert!(line.contains("DISCORD_TOKEN is not set"), "{line}");
    assert!(line.contains(".env"), "{line}");
}

#[test]
fn an_unusable_database_says_what_to_set() {
    let dir = tempfile::tempdir().unwrap();
    let garbage: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(dir.path().join("not-a-db.db"), garbage).unwrap();
    std::fs::create_dir(dir.path().join("a-folder")).unwrap();
    let cases = [
        ("postgres://localhost/catan", "must start with sqlite://"),
        ("sqlite://no/such/folder/catan.db", "does not exist"),
        ("sqlite://a-folder", "is a folder"),
        ("sqlite://not-a-db.db", "is not a SQLite database"),
    ];
    for (url, says) in cases {
        let out = run_bot(
            dir.path(),
            &[("DISCORD_TOKEN", "x"), ("DATABASE_URL", url)],
            Duration::from_secs(20),
        );
        let line = one_sentence(&out);
        assert!(line.contains(says), "{url}: {line}");
        assert!(line.contains("DATABASE_URL"), "{url}: {line}");
    }
    // Nothing was created on the way.
    assert!(!dir.path().join("no").exists());
    let garbage_now = std::fs::read(dir.path().join("not-a-db.db")).unwrap();
    assert_eq!(garbage_now.len(), 4096, "the file was left as it was");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_says_what_to_check() {
    let fake = FakeDiscord::start().await;
    let (dir, db) = temp_db();
    let api = fake.api_url();
    let cwd = dir.path().to_path_buf();
    let out = tokio::task::spawn_blocking(move || {
        run_bot(
            &cwd,
            &[
                ("DISCORD_TOKEN", "not-the-token"),
                ("DATABASE_URL", &db),
                ("DISCORD_API_URL", &api),
            ],
            Duration::from_secs(60),
        )
    })
    .await
    .unwrap();
    let line = one_sentence(&out);
    assert!(line.contains("DISCORD_TOKEN"), "{line}");
    assert!(
        !line.contains("not-the-token"),
        "the token is never printed: {line}"
    );
    assert_eq!(fake.sessions_started().0, 0, "no session was opened");
}

#[test]
fn an_unreachable_discord_says_what_to_check() {
    let (dir, db) = temp_db();
    // A port nothing listens on: bind one, then let it go.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let api = format!("http://127.0.0.1:{port}");
    let out = run_bot(
        dir.path(),
        &[
            ("DISCORD_TOKEN", "x"),
            ("DATABASE_URL", &db),
            ("DISCORD_API_URL", &api),
        ],
        Duration::from_secs(60),
    );
    let line = one_sentence(&out);
    assert!(line.contains("could not be reached"), "{line}");
    assert!(
        line.contains(&api) && line.contains("DISCORD_API_URL"),
        "{line}"
    );
}
