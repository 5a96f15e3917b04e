//! `catan-bot demo` and `catan-bot arena` as a user runs them: a whole stored AI game with
//! its board images, timelapse GIF, charts, record and summary (3 and 6 players, the record
//! replayed); win rates for a list of levels (3 and 6 seats); and one sentence for a table
//! of the wrong size.

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
    // The table was committed to like one opened by /catan new: the record carries its
    // catan-fair/1 section with the seed revealed, and every draw checks out.
    let record: serde_json::Value =
        serde_json::from_slice(&std::fs::read(folder.join("record.json")).unwrap()).unwrap();
    let fair = &record["fair"];
    assert_eq!(fair["scheme"], "catan-fair/1", "{fair}");
    for field in ["commitment", "entropy", "seed"] {
        assert!(fair[field].is_string(), "{field} in {fair}");
    }
    let verify = catan_bot(dir.path(), &["replay", "out/record.json", "--verify"]);
    assert!(verify.status.success(), "{}", text(&verify.stderr));
    assert!(
        text(&verify.stdout)
            .starts_with("Every draw matches: the seed revealed is the one committed to"),
        "{}",
        text(&verify.stdout)
    );
    // The recap: a timelapse frame per turn plus set-up, and the charts.
    let summary = std::fs::read_to_string(folder.join("summary.txt")).unwrap();
    let turns: usize = summary
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("Final summary after "))
        .and_then(|l| l.strip_suffix(" turns"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{summary}"));
    let gif = std::fs::read(folder.join("timelapse.gif")).unwrap();
    let mut frames = gif::DecodeOptions::new().read_info(&gif[..]).unwrap();
    let mut n = 0;
    while frames.read_next_frame().unwrap().is_some() {
        n += 1;
    }
    assert_eq!(n, turns + 1);
    let charts = image::open(folder.join("charts.png")).unwrap();
    assert_eq!((charts.width(), charts.height()), (1100, 760));
    // The same seed plays the same game again, in a database that already holds one.
    let again = catan_bot(dir.path(), &args);
    assert!(again.status.success(), "{}", text(&again.stderr));
    let again = text(&again.stdout).replace("Stored as game 2", "Stored as game 1");
    assert_eq!(again, stdout);

    for players in ["1", "7"] {
        let out = catan_bot(dir.path(), &["demo", "--players", players]);
        assert!(!out.status.success());
        assert_eq!(
            text(&out.stderr),
            format!("catan-bot: A demo game has 2 to 6 players, not {players}.\n")
        );
    }
}

#[test]
fn demo_plays_a_six_player_game_with_special_builds_and_its_record_replays() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["demo", "--players", "6", "--seed", "11", "--out", "out"];
    let out = catan_bot(dir.path(), &args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(
            "Demo game, seed 11: Ada (strong), Bea (heuristic), Cy (heuristic), Dee (heuristic), Eve (heuristic), Fay (heuristic)\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("\nWinner: "), "{stdout}");
    // The AIs asked for Special Build Phases and built in them, as the log tells.
    assert!(
        stdout.contains(" asks for a Special Build Phase"),
        "{stdout}"
    );
    assert!(stdout.contains("Special Build Phase: "), "{stdout}");
    let folder = dir.path().join("out");
    let summary = std::fs::read_to_string(folder.join("summary.txt")).unwrap();
    assert_eq!(
        summary.lines().filter(|l| l.contains(" points · ")).count(),
        6
    );
    // A board per turn.
    let turns: usize = summary
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("Final summary after "))
        .and_then(|l| l.strip_suffix(" turns"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{summary}"));
    let boards = std::fs::read_dir(&folder)
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            let name = name.to_string_lossy();
            name.starts_with("board-") && name.ends_with(".png")
        })
        .count();
    assert!(boards >= turns, "{boards} boards for {turns} turns");
    let png = std::fs::read(folder.join("board-000-turn-001.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    // The record holds the requests and replays action by action to the same end.
    let record = std::fs::read_to_string(folder.join("record.json")).unwrap();
    assert!(record.contains("ask_special_build"));
    let replay = catan_bot(dir.path(), &["replay", "out/record.json"]);
    assert!(replay.status.success(), "{}", text(&replay.stderr));
    let lines = text(&replay.stdout);
    let last = lines.lines().last().unwrap();
    assert!(last.starts_with("{\"final\":"), "{last}");
    assert!(
        lines.lines().filter(|l| l.contains("\"ok\":false")).count() == 0,
        "a demo action was refused on replay"
    );
    assert!(last.contains("\"winner\""), "{last}");
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
    for (players, n) in [
        ("random", 1),
        ("random,random,random,random,random,random,random", 7),
    ] {
        let out = catan_bot(dir.path(), &["arena", "--players", players]);
        assert!(!out.status.success());
        assert!(
            text(&out.stderr).contains(&format!("An arena game has 2 to 6 players, not {n}")),
            "{}",
            text(&out.stderr)
        );
    }
}

#[test]
fn arena_plays_six_seats_with_special_builds() {
    let dir = tempfile::tempdir().unwrap();
    let players = "strong,heuristic,heuristic,heuristic,heuristic,random";
    let out = catan_bot(
        dir.path(),
        &[
            "arena",
            "--players",
            players,
            "--games",
            "2",
            "--seed",
            "4",
            "--threads",
            "2",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(&format!("arena: 2 games of {players}, seed 4, 2 threads")),
        "{stdout}"
    );
    assert!(stdout.contains("2 games in "), "{stdout}");
    for k in 1..=6 {
        assert!(stdout.contains(&format!("player {k} (")), "{stdout}");
    }
    // Each game finished with a winner: the six win counts add up to 2.
    let wins: u32 = stdout
        .lines()
        .filter(|l| l.starts_with("player "))
        .map(|l| {
            let after = l.split(" won ").nth(1).unwrap();
            after
                .split('/')
                .next()
                .unwrap()
                .trim()
                .parse::<u32>()
                .unwrap()
        })
        .sum();
    assert_eq!(wins, 2, "{stdout}");
    let per_game: f64 = stdout
        .lines()
        .find_map(|l| l.strip_suffix(" Special Build Phases per game"))
        .unwrap_or_else(|| panic!("{stdout}"))
        .parse()
        .unwrap();
    assert!(per_game >= 1.0, "{stdout}");
    assert!(stdout.contains("strong    decisions: "), "{stdout}");
    assert!(stdout.contains(" · p99 "), "{stdout}");
}

/// `catan-bot train` as a user runs it, tiny: two rounds (heuristic self-play, then strong
/// players with the first model, gated by an arena) leave their files in the folder; the
/// same command again finds them done; a run stopped after its self-play picks up the saved
/// positions instead of playing again; a model file loads in the arena.
#[test]
fn train_runs_its_rounds_resumes_from_its_folder_and_its_model_plays() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "train",
        "--dir",
        "run",
        "--rounds",
        "2",
        "--games",
        "100",
        "--every",
        "4",
        "--epochs",
        "3",
        "--hidden",
        "8,4",
        "--selfplay-playouts",
        "1",
        "--arena-games",
        "4",
        "--arena-playouts",
        "1",
        "--threads",
        "2",
    ];
    let out = catan_bot(dir.path(), &args);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}{stdout}", text(&out.stderr));
    assert!(stdout.contains("(0 done)"), "{stdout}");
    assert!(stdout.contains("round 0 accepted"), "{stdout}");
    assert!(
        stdout.contains("  gate: the new model's seats won "),
        "{stdout}"
    );
    let run = dir.path().join("run");
    for f in [
        "round-0.samples",
        "round-1.samples",
        "round-0.txt",
        "round-1.txt",
        "best.txt",
    ] {
        assert!(run.join(f).exists(), "{f}");
    }
    let journal = std::fs::read_to_string(run.join("journal")).unwrap();
    assert_eq!(journal.lines().count(), 2, "{journal}");
    // The same command again: both rounds are done, nothing is played.
    let again = catan_bot(dir.path(), &args);
    let stdout = text(&again.stdout);
    assert!(
        again.status.success() && stdout.contains("(2 done)"),
        "{stdout}"
    );
    assert!(!stdout.contains("round 0:"), "{stdout}");
    // A run stopped after round 1's self-play (its journal line never written) fits again
    // from the saved positions.
    std::fs::write(
        run.join("journal"),
        journal.lines().next().unwrap().to_string() + "\n",
    )
    .unwrap();
    let resumed = catan_bot(dir.path(), &args);
    let stdout = text(&resumed.stdout);
    assert!(resumed.status.success(), "{stdout}");
    assert!(
        stdout.contains("(1 done)") && stdout.contains("positions read back"),
        "{stdout}"
    );
    // The best model plays: the arena's strong seats search with it.
    let model = run.join("best.txt");
    let out = catan_bot(
        dir.path(),
        &[
            "arena",
            "--players",
            "strong,heuristic,heuristic",
            "--games",
            "2",
            "--seed",
            "3",
            "--ai-model",
            model.to_str().unwrap(),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // A file that is not a model is named.
    std::fs::write(dir.path().join("bad.txt"), "hello").unwrap();
    let out = catan_bot(
        dir.path(),
        &["arena", "--games", "1", "--ai-model", "bad.txt"],
    );
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("bad.txt") && err.contains("not a catan-win-model/1 file"),
        "{err}"
    );
}
