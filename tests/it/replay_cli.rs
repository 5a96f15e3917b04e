//! `catan-bot replay FILE` as a user runs it: one JSON line per action with stable error
//! codes, a final summary, exit 0 for a readable record and a clear message otherwise; the
//! timelapse GIF and the charts PNG on request, the lines unchanged.

use std::path::Path;
use std::process::Command;

fn replay(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_catan-bot"))
        .arg("replay")
        .args(args)
        .output()
        .expect("run catan-bot");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn record(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn replays_a_record_line_by_line() {
    let (code, out, err) = replay(&[&record("setup_and_first_turn.json")]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 22);
    assert_eq!(out.lines().next().unwrap(), r#"{"i":0,"ok":true}"#);
    let refused: Vec<(u64, &str)> = lines[..21]
        .iter()
        .filter(|l| l["ok"] == false)
        .map(|l| (l["i"].as_u64().unwrap(), l["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        refused,
        [
            (1, "not_your_turn"),
            (3, "too_close"),
            (14, "roll_first"),
            (16, "cannot_afford")
        ]
    );
    assert_eq!(lines[16]["error"], "You need 1 brick more to build a road.");
    assert_eq!(lines[1]["error"], "It is Ada's turn, not yours.");
    assert_eq!(
        lines[3]["error"],
        "That intersection is too close to Ada's settlement at 19."
    );
    let f = &lines[21]["final"];
    assert_eq!(f["phase"], "roll");
    assert_eq!(
        (f["turn"].as_u64(), f["current"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(f["robber"], "M");
    assert_eq!(f["pending_discards"], serde_json::json!({}));
    let ada = &f["players"][0];
    assert_eq!(ada["settlements"], serde_json::json!([19, 29]));
    assert_eq!(ada["roads"], serde_json::json!(["19-24", "29-34"]));
    assert_eq!(ada["road_length"], 1);
    // 29 (fields 9, forest 11, forest 8) gave 1 grain and 2 lumber, the 8 paid 1 lumber, and
    // Bea's robber took 1 lumber back.
    assert_eq!(
        ada["resources"],
        serde_json::json!({"brick": 0, "lumber": 2, "wool": 0, "grain": 1, "ore": 0})
    );
    assert_eq!(ada["vp"], 2);
    assert_eq!(ada["harbors"], serde_json::json!([]));
    // Bea: 32 gave lumber, ore, wool; the 8 paid 2 ore (21 and 32 on L); she stole 1 lumber.
    let bea = &f["players"][1];
    assert_eq!(
        bea["resources"],
        serde_json::json!({"brick": 0, "lumber": 2, "wool": 1, "grain": 0, "ore": 3})
    );
    assert_eq!(
        f["bank"],
        serde_json::json!({"brick": 19, "lumber": 14, "wool": 17, "grain": 16, "ore": 16})
    );
}

#[test]
fn replays_a_six_player_record_with_a_special_build_phase() {
    let (code, out, err) = replay(&[&record("six_players_special_build.json")]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 38);
    let refused: Vec<(u64, &str)> = lines[..37]
        .iter()
        .filter(|l| l["ok"] == false)
        .map(|l| (l["i"].as_u64().unwrap(), l["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        refused,
        [
            (24, "special_build_own_turn"),
            (31, "no_trade_in_special_build"),
            (32, "special_build_not_now")
        ]
    );
    assert_eq!(
        lines[31]["error"],
        "Only building and buying during a Special Build Phase: no trades."
    );
    let f = &lines[37]["final"];
    // After the Special Build Phases of Cy and Eve, Bea's turn 2 is under way.
    assert_eq!(
        (
            f["phase"].as_str(),
            f["turn"].as_u64(),
            f["current"].as_u64()
        ),
        (Some("main"), Some(2), Some(1))
    );
    assert_eq!(f["dev_deck_left"], 34);
    let players = f["players"].as_array().unwrap();
    assert_eq!(players.len(), 6);
    // Cy built a road in her Special Build Phase: three roads.
    assert_eq!(players[2]["roads"].as_array().unwrap().len(), 3);
    for r in ["brick", "lumber", "wool", "grain", "ore"] {
        let held: u64 = players
            .iter()
            .map(|p| p["resources"][r].as_u64().unwrap())
            .sum();
        assert_eq!(held + f["bank"][r].as_u64().unwrap(), 24, "{r}");
    }
    // The same record renders a board after every action.
    let dir = tempfile::tempdir().unwrap();
    let (code, _, err) = replay(&[
        &record("six_players_special_build.json"),
        "--render",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let pngs = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "png")
        })
        .count();
    assert!(pngs >= 37, "{pngs} boards written");
}

#[test]
fn malformed_records_are_reported_with_what_and_where() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"actions\": [{\"p\": 0, \"do\": \"fly\"}]}", "unknown variant `fly`"),
        ("{\"format\": \"catan-record/2\", \"board\": \"beginner\"}", "catan-record/1"),
        ("{\"format\": \"catan-record/1\", \"board\": \"moon\"}", "unknown board"),
        ("{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"options\": {\"players\": 6}}", "The beginner map is for 2 to 4 players"),
        ("{\"format\": \"catan-record/1\", \"board\": {\"random\": 1}, \"options\": {\"players\": 7}}", "2 to 6 players"),
        ("{\"format\": \"catan-record/1\", \"board\": {\"random\": 1}, \"options\": {\"players\": 5}, \"dev_deck\": [\"knight\"]}", "34 of a 5–6 player game"),
        ("{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"dev_deck\": [\"knight\"]}", "25 cards"),
        ("{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"actions\": [{\"p\": 0, \"do\": \"place_settlement\", \"at\": 99}]}", "99 is not an intersection"),
        ("not json", "line 1"),
    ];
    for (k, (text, want)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("bad{k}.json"));
        std::fs::write(&path, text).unwrap();
        let (code, out, err) = replay(&[path.to_str().unwrap()]);
        assert_ne!(code, 0, "case {k} accepted");
        assert!(out.is_empty());
        assert!(
            err.contains(want),
            "case {k}: {err:?} does not mention {want:?}"
        );
        assert!(
            err.contains(&format!("bad{k}.json")),
            "case {k}: {err:?} does not name the file"
        );
    }
    let (code, _, err) = replay(&["/nonexistent/record.json"]);
    assert_ne!(code, 0);
    assert!(err.contains("cannot read"));
}

#[test]
fn render_writes_the_board_after_every_action() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("frames");
    let (code, stdout, err) = replay(&[
        &record("setup_and_first_turn.json"),
        "--render",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(stdout.lines().count(), 22);
    // The start, then one image per action (refused ones included: the board as it stands).
    for n in 0..=21 {
        let path = out.join(format!("{n:04}.png"));
        let bytes = std::fs::read(&path).unwrap_or_else(|_| panic!("{} missing", path.display()));
        let img = image::load_from_memory(&bytes).expect("a PNG");
        assert!(
            img.width() >= 1000,
            "{} is {} px wide",
            path.display(),
            img.width()
        );
    }
    // The first frame is the empty island; the last differs from it (pieces were placed).
    let first = std::fs::read(out.join("0000.png")).unwrap();
    let last = std::fs::read(out.join("0021.png")).unwrap();
    assert_ne!(first, last);
}

/// Frames in a GIF file.
fn gif_frames(path: &Path) -> usize {
    let bytes = std::fs::read(path).unwrap_or_else(|_| panic!("{} missing", path.display()));
    let mut dec = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    let mut n = 0;
    while dec.read_next_frame().unwrap().is_some() {
        n += 1;
    }
    n
}

#[test]
fn gif_and_charts_are_written_without_changing_the_lines() {
    let file = record("demo_four_players.json");
    let (code, plain, err) = replay(&[&file]);
    assert_eq!(code, 0, "{err}");
    let dir = tempfile::tempdir().unwrap();
    let (gif, charts, frames) = (
        dir.path().join("timelapse.gif"),
        dir.path().join("charts.png"),
        dir.path().join("frames"),
    );
    let (code, out, err) = replay(&[
        &file,
        "--gif",
        gif.to_str().unwrap(),
        "--render",
        frames.to_str().unwrap(),
        "--charts",
        charts.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, plain, "the JSON lines are the same with the images");
    assert!(err.is_empty(), "{err}");
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["final"]["phase"], "game_over");
    let turns = last["final"]["turn"].as_u64().unwrap() as usize;
    assert_eq!(gif_frames(&gif), turns + 1, "a frame per turn and set-up");
    let png = image::open(&charts).unwrap();
    assert_eq!((png.width(), png.height()), (1100, 760));
    let actions = out.lines().count() - 1;
    assert!(frames.join(format!("{actions:04}.png")).exists());

    // Each flag alone, on a record that stops early in the game.
    let gif = dir.path().join("early.gif");
    let (code, out, err) = replay(&[
        &record("setup_and_first_turn.json"),
        "--gif",
        gif.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 22);
    // Set-up, turn 1, turn 2: the record ends as turn 3 begins.
    assert_eq!(gif_frames(&gif), 3);
    let charts = dir.path().join("early.png");
    let (code, _, err) = replay(&[
        &record("six_players_special_build.json"),
        "--charts",
        charts.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(image::open(&charts).is_ok());
}

#[test]
fn gif_and_charts_of_a_malformed_record_keep_its_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(
        &bad,
        "{\"format\": \"catan-record/1\", \"board\": \"beginner\", \"dev_deck\": [\"knight\"]}",
    )
    .unwrap();
    let (code, out, plain_err) = replay(&[bad.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    let (gif, charts) = (dir.path().join("t.gif"), dir.path().join("c.png"));
    let (code, out, err) = replay(&[
        bad.to_str().unwrap(),
        "--gif",
        gif.to_str().unwrap(),
        "--charts",
        charts.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert_eq!(err, plain_err);
    assert!(
        err.contains("bad.json is not a valid game record: dev_deck must list"),
        "{err}"
    );
    assert!(!gif.exists() && !charts.exists());
    // A GIF that cannot be written is named, after the lines.
    let (code, out, err) = replay(&[
        &record("setup_and_first_turn.json"),
        "--gif",
        "/nonexistent/folder/t.gif",
    ]);
    assert_ne!(code, 0);
    assert_eq!(out.lines().count(), 22);
    assert!(
        err.contains("cannot write /nonexistent/folder/t.gif"),
        "{err}"
    );
}

/// A fair record (`catan-fair/1`): 4 seats on a random map, moves picked at random, every
/// draw from the key, the seed revealed.
fn fair_record(actions: usize) -> catan_bot::engine::Record {
    use catan_bot::engine::fair::{self, Key};
    use catan_bot::engine::*;
    use catan_bot::engine::{Fairness, Record};
    let seed: [u8; 32] = std::array::from_fn(|i| (i * 7) as u8);
    let entropy = fair::start_entropy(3, 1_175_000_000_000_000_123, &[0, 0, 0, 42]);
    let key = Key::new(&seed, &entropy);
    let options = Options::default();
    let mut record = Record::new(
        options,
        BoardSpec::Random(key.board_seed()),
        key.first_player(options.players),
        key.dev_deck(Island::Base),
    );
    record.fair = Some(Fairness {
        scheme: fair::SCHEME.into(),
        commitment: fair::to_hex(&fair::commitment(&seed)),
        entropy,
        seed: Some(fair::to_hex(&seed)),
    });
    let (mut game, _) = record.start().unwrap();
    let mut rng = GameRng::new(5);
    while record.actions.len() < actions && game.phase() != Phase::GameOver {
        let seat = game.seat_to_move();
        let legal = game.legal_actions(seat);
        let action = game.complete_fair(legal[rng.below(legal.len() as u32) as usize], &key);
        game.apply(seat, action).unwrap();
        record.actions.push(SeatAction { p: seat, action });
    }
    record
}

#[test]
fn verify_says_in_one_sentence_that_every_draw_matches_or_which_does_not() {
    use catan_bot::engine::Action;
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, r: &catan_bot::engine::Record| {
        let path = dir.path().join(name);
        std::fs::write(&path, serde_json::to_string(r).unwrap()).unwrap();
        path.display().to_string()
    };
    let record = fair_record(500);
    let (code, out, err) = replay(&[&write("fair.json", &record), "--verify"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(
        out.starts_with("Every draw matches: the seed revealed is the one committed to")
            && out.contains("rolls"),
        "{out}"
    );

    // The 4th roll changed: named by its action and turn, with the roll the seed fixes.
    let mut tampered = record.clone();
    let i = tampered
        .actions
        .iter()
        .enumerate()
        .filter(|(_, sa)| matches!(sa.action, Action::Roll { .. }))
        .nth(3)
        .unwrap()
        .0;
    let Action::Roll { dice: Some(want) } = tampered.actions[i].action else {
        unreachable!()
    };
    let other = if want == [1, 2] { [2, 1] } else { [1, 2] };
    tampered.actions[i].action = Action::Roll { dice: Some(other) };
    let (code, out, err) = replay(&[&write("tampered.json", &tampered), "--verify"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!(
            "Action {i} (turn 4): the roll {other:?} is not the one the seed fixes for this turn, {want:?}."
        )),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");

    // A record without a commitment, and one whose seed is not revealed.
    let mut plain = record.clone();
    plain.fair = None;
    let (code, _, err) = replay(&[&write("plain.json", &plain), "--verify"]);
    assert_eq!(code, 1);
    assert!(err.contains("never committed to"), "{err}");
    plain.fair = record.fair.clone();
    plain.fair.as_mut().unwrap().seed = None;
    let (code, _, err) = replay(&[&write("hidden.json", &plain), "--verify"]);
    assert_eq!(code, 1);
    assert!(err.contains("not revealed yet"), "{err}");
    // --verify with images is refused by the command line.
    let (code, _, err) = replay(&[&write("x.json", &record), "--verify", "--gif", "x.gif"]);
    assert_eq!(code, 2, "{err}");
}
