//! `catan-bot hint FILE --seat N` as a user runs it: one docs/RECORD.md JSON line on stdout that
//! is legal in the position after the record's last action, the why on stderr; and one
//! sentence with a non-zero exit for a malformed record, a seat not at the table, a seat
//! with no move now and a game that is over.

use catan_bot::ai::{play_game, AiRefused};
use catan_bot::ai::{Level, StrongConfig};
use catan_bot::engine::*;
use std::path::Path;
use std::process::Command;

/// Runs `catan-bot hint ARGS`, the strong AI limited to a few playouts per search so that a
/// seed always gives the same hint, quickly. Returns (exit code, stdout, stderr).
fn hint(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_catan-bot"))
        .arg("hint")
        .args(args)
        .env("CATAN_AI_PLAYOUTS", "4")
        .env("CATAN_AI_HORIZON", "24")
        .output()
        .expect("run catan-bot");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn record_file(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records")
        .join(name)
        .display()
        .to_string()
}

/// A whole game of `players` heuristic AIs as a record (every action with its outcome).
fn played(players: u8, seed: u64) -> Record {
    let options = Options {
        players,
        ..Options::default()
    };
    let mut rng = GameRng::new(seed);
    let spec = BoardSpec::Random(seed);
    let board = spec.build_for(Island::for_players(players)).unwrap();
    let setup = GameSetup::random(options, board, &mut rng);
    let mut record = Record::new(options, spec, setup.first_player, setup.dev_deck.clone());
    let mut game = Game::new(setup).unwrap();
    let levels = vec![Level::Heuristic; players as usize];
    let mut actions = Vec::new();
    play_game::<AiRefused>(
        &mut game,
        &levels,
        &mut rng,
        &StrongConfig::default(),
        |_, p, action, _| {
            actions.push(SeatAction { p, action: *action });
            Ok(())
        },
    )
    .unwrap();
    assert_eq!(game.phase(), Phase::GameOver);
    record.actions = actions;
    record
}

/// `record` cut after its first `k` actions, written to `dir`.
fn write_prefix(dir: &Path, record: &Record, k: usize) -> String {
    let mut r = record.clone();
    r.actions.truncate(k);
    let path = dir.join(format!("prefix-{k}.json"));
    std::fs::write(&path, serde_json::to_string_pretty(&r).unwrap()).unwrap();
    path.display().to_string()
}

/// The seats the game waits for: the discarders, the addressees of an open offer who have
/// not answered, or the seat to move.
fn waited_for(g: &Game) -> Vec<Seat> {
    if g.phase() == Phase::Discard {
        return g.discarding_seats().collect();
    }
    match g.offer() {
        Some(o) if o.to.iter().any(|s| o.responses[s.index()].is_none()) => {
            o.to.iter()
                .filter(|s| o.responses[s.index()].is_none())
                .collect()
        }
        _ => vec![g.seat_to_move()],
    }
}

#[test]
fn a_record_gives_one_json_line_that_is_legal_after_its_last_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut kinds = std::collections::BTreeSet::new();
    for (players, seed, every) in [(4, 3, 37), (5, 4, 53)] {
        let record = played(players, seed);
        // The set-up's first settlement and road, the first roll, and every so often.
        let first_roll = record
            .actions
            .iter()
            .position(|a| matches!(a.action, Action::Roll { .. }))
            .unwrap();
        let mut ks: Vec<usize> = (0..record.actions.len()).step_by(every).collect();
        ks.extend([1, first_roll]);
        for k in ks {
            let file = write_prefix(dir.path(), &record, k);
            let mut prefix = record.clone();
            prefix.actions.truncate(k);
            let game = prefix.final_state().unwrap();
            for seat in waited_for(&game) {
                for level in ["strong", "heuristic"] {
                    let n = seat.0.to_string();
                    let (code, out, err) = hint(&[&file, "--seat", &n, "--level", level]);
                    assert_eq!(code, 0, "{level} at action {k}, seat {n}: {err}");
                    // Exactly one line: a record's action entry, for that seat.
                    assert_eq!(out.lines().count(), 1, "{out}");
                    assert!(out.ends_with('\n'));
                    let sa: SeatAction = serde_json::from_str(out.trim_end()).unwrap();
                    assert_eq!(sa.p, seat);
                    assert_eq!(serde_json::to_string(&sa).unwrap(), out.trim_end());
                    // Legal there: the engine accepts it (random outcomes drawn now).
                    let mut g = game.clone();
                    let a = g.complete(sa.action, &mut GameRng::new(9));
                    g.apply(seat, a).unwrap_or_else(|e| {
                        panic!("{out} refused at action {k}: {e}");
                    });
                    // The why: one line for the player.
                    assert_eq!(err.lines().count(), 1, "{err}");
                    assert!(err.trim_end().chars().count() <= 300, "{err}");
                    assert!(err.trim_end().ends_with('.'), "{err}");
                    kinds.insert(sa.action.name());
                }
            }
        }
    }
    for kind in ["place_settlement", "place_road", "roll", "end_turn"] {
        assert!(kinds.contains(kind), "{kind} never hinted: {kinds:?}");
    }
}

#[test]
fn the_same_seed_and_playout_count_give_the_same_hint() {
    let dir = tempfile::tempdir().unwrap();
    let record = played(4, 11);
    // The first set-up settlement: a search among several spots.
    let file = write_prefix(dir.path(), &record, 0);
    let first = record.actions[0].p.0.to_string();
    let a = hint(&[&file, "--seat", &first, "--seed", "5"]);
    let b = hint(&[&file, "--seat", &first, "--seed", "5"]);
    assert_eq!(a.0, 0, "{}", a.2);
    assert_eq!(a, b);
    assert!(a.1.contains("\"do\":\"place_settlement\""), "{}", a.1);
    assert!(a.2.starts_with("Place a settlement at "), "{}", a.2);
    // What the search made of the move: the seat's chance now and after it.
    assert!(
        a.2.contains("Your chance to win: ") && a.2.contains("% after this move"),
        "{}",
        a.2
    );
}

#[test]
fn the_player_to_roll_is_told_to_roll_and_the_others_have_no_move() {
    let file = record_file("setup_and_first_turn.json");
    let (code, out, err) = hint(&[&file, "--seat", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "{\"p\":2,\"do\":\"roll\"}\n");
    // One move, no search: the line says so, then the seat's chance to win now.
    assert!(
        err.starts_with("Roll the dice: it is your only move. Your chance to win now: ")
            && err.ends_with("%.\n"),
        "{err}"
    );
    for seat in ["0", "1"] {
        let (code, out, err) = hint(&[&file, "--seat", seat, "--level", "heuristic"]);
        assert_ne!(code, 0);
        assert!(out.is_empty(), "{out}");
        assert_eq!(
            err,
            format!("catan-bot: It is Cy's turn, not yours — seat {seat} has no move now.\n")
        );
    }
}

#[test]
fn a_seat_not_at_the_table_is_refused_with_the_numbering() {
    let file = record_file("setup_and_first_turn.json");
    let (code, out, err) = hint(&[&file, "--seat", "3"]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "catan-bot: Seat 3 is not at this table: its seats are 0 to 2 (numbered from 0, as a \
         record's \"p\").\n"
    );
    let (code, out, err) = hint(&[&file, "--seat", "2", "--level", "random"]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert!(
        err.contains("\"random\" is not a hint level; choose strong or heuristic."),
        "{err}"
    );
}

#[test]
fn a_game_that_is_over_has_no_move_for_anyone() {
    let dir = tempfile::tempdir().unwrap();
    let record = played(3, 6);
    let game = record.final_state().unwrap();
    let winner = game.name(game.winner().unwrap()).to_string();
    let file = write_prefix(dir.path(), &record, record.actions.len());
    for seat in ["0", "1", "2"] {
        let (code, out, err) = hint(&[&file, "--seat", seat]);
        assert_ne!(code, 0);
        assert!(out.is_empty());
        assert_eq!(
            err,
            format!("catan-bot: The game is over: {winner} won — seat {seat} has no move now.\n")
        );
    }
}

#[test]
fn malformed_records_get_the_replay_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"actions\": [{\"p\": 0, \"do\": \"fly\"}]}", "unknown variant `fly`"),
        ("{\"format\": \"catan-record/2\", \"board\": \"beginner\"}", "catan-record/1"),
        ("{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"options\": {\"players\": 6}}", "The beginner map is for 2 to 4 players"),
        ("not json", "line 1"),
    ];
    for (k, (text, want)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("bad{k}.json"));
        std::fs::write(&path, text).unwrap();
        let (code, out, err) = hint(&[path.to_str().unwrap(), "--seat", "0"]);
        assert_ne!(code, 0, "case {k} accepted");
        assert!(out.is_empty());
        assert!(
            err.contains("is not a valid game record"),
            "case {k}: {err}"
        );
        assert!(
            err.contains(want),
            "case {k}: {err:?} does not mention {want:?}"
        );
        assert!(err.contains(&format!("bad{k}.json")), "case {k}: {err}");
        assert_eq!(err.lines().count(), 1, "case {k}: {err}");
    }
    let (code, out, err) = hint(&["/nonexistent/record.json", "--seat", "0"]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert!(
        err.contains("cannot read /nonexistent/record.json"),
        "{err}"
    );
}
