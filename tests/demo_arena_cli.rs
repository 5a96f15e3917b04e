//! `catan-bot demo` and `catan-bot arena` as a user runs them: a whole stored AI game with
//! its board images, record and summary; win rates for a list of levels; and one sentence
//! for a table of the wrong size.

use std::process::{Command, Output};

/// Runs the binary with `args` in `dir`, the strong AI limited to a few playouts per
/// search so that a seed always gives the same game, quickly.
fn catan_bot(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_catan-bot"))
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env("CATAN_AI_PLAYOUTS", "3")
        .output()
        .expect("run catan-bot")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn demo_plays_stores_and_draws_a_whole_game_the_same_for_a_seed() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["demo", "--players", "3", "--seed", "5", "--out", "out"];
    let out = catan_bot(dir.path(), &args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Demo game, seed 5: Ada (strong), Bea (heuristic), Cy (heuristic)\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Stored as game 1 in sqlite://out/demo.db"),
        "{stdout}"
    );
    assert!(stdout.contains("\nWinner: "), "{stdout}");
    let folder = dir.path().join("out");
    for file in [
        "demo.db",
        "record.json",
        "summary.txt",
        "board-000-turn-001.png",
    ] {
        assert!(folder.join(file).exists(), "{file}");
    }
    // The same seed plays the same game again, in a database that already holds one.
    let again = catan_bot(dir.path(), &args);
    assert!(again.status.success(), "{}", text(&again.stderr));
    let again = text(&again.stdout).replace("Stored as game 2", "Stored as game 1");
    assert_eq!(again, stdout);

    let out = catan_bot(dir.path(), &["demo", "--players", "5"]);
    assert!(!out.status.success());
    assert_eq!(
        text(&out.stderr),
        "catan-bot: A demo game has 3 or 4 players, not 5.\n"
    );
}

#[test]
fn arena_prints_each_players_win_rate() {
    let dir = tempfile::tempdir().unwrap();
    let out = catan_bot(
        dir.path(),
        &[
            "arena",
            "--players",
            "heuristic,random,random",
            "--games",
            "6",
            "--seed",
            "3",
            "--threads",
            "1",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("arena: 6 games of heuristic,random,random, seed 3, 1 threads"),
        "{stdout}"
    );
    assert!(
        stdout.contains("player 1 (heuristic) won    6/6 = 100.0%  (95% CI 61.0–100.0%)"),
        "{stdout}"
    );
    let out = catan_bot(dir.path(), &["arena", "--players", "random,random"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("An arena game has 3 or 4 players, not 2"),
        "{}",
        text(&out.stderr)
    );
}
