//! End-to-end: a duel (`/catan new players:2`) through the real bot binary and the fake
//! Discord. Ada opens a table of two: the lobby names the duel's settings (15 points, a
//! discard limit of 9, the friendly robber, balanced dice with balanced sevens); a setting
//! that cannot be (balanced sevens without the deck) is refused with a sentence and opens
//! nothing. She seats a heuristic AI, starts, and plays simply (rolls and ends her turns,
//! discards when a 7 finds her above nine cards) until the AI wins at 15 points. The record
//! carries the duel's options and its seed verifies every roll, balanced sevens included.

use crate::bot_ai_e2e::{add_ai, play_simply};
use crate::fake_discord::{temp_db, FakeDiscord, Opt};
use catan_bot::engine::*;
use catan_bot::store::{GameStatus, Store};
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duel_with_an_ai_plays_to_fifteen_points_with_balanced_sevens() {
    let started = Instant::now();
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    // A "minute" of 2 s: an AI's offer waits a second for Ada, who never answers one.
    let env = [
        ("CATAN_TEST_SEED", "21".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "2".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let ada = fake.users()[0].clone();
    let channel = fake.channel().id;

    // Balanced sevens are dealt from the balanced dice's deck: without it, no table.
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(2)),
            ("balanced_dice", Opt::Bool(false)),
            ("balanced_sevens", Opt::Bool(true)),
            ("thread", Opt::Bool(false)),
        ],
    );
    let r = h.response().await;
    assert!(
        r.ephemeral && r.content.contains("choose balanced dice too"),
        "{r:?}"
    );
    let store = Store::open(&db).await.unwrap();
    assert!(store.open_game_in_channel(channel).await.unwrap().is_none());

    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[("players", Opt::Int(2)), ("thread", Opt::Bool(false))],
    );
    let lobby = h.public_answer().await;
    for part in [
        "a new game for two players, a duel, on the random map, 15 points to win",
        "discard above 9",
        "friendly robber",
        "balanced dice",
        "sevens balanced between the players",
        "Seats (1/2)",
    ] {
        assert!(lobby.content.contains(part), "{part}: {}", lobby.content);
    }
    add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
    let lobby = fake.message(lobby.id).unwrap();
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let id = store.active_games().await.unwrap()[0].0;

    // Ada plays simply: she never builds, so the AI wins.
    let me = Seat(0);
    let mut discards = 0;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(100),
            "the duel did not end"
        );
        let g = store.load(id).await.unwrap().game;
        if g.phase() == Phase::GameOver {
            break;
        }
        discards += usize::from(g.pending_discard(me) > 0);
        play_simply(&fake, &ada, &g, me, None).await;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let over = fake
        .wait_message(
            channel,
            |m| m.content.contains("Game over"),
            Duration::from_secs(30),
        )
        .await
        .expect("the game-over message");
    let loaded = store.load(id).await.unwrap();
    assert_eq!(loaded.row.status, GameStatus::Finished);
    let g = &loaded.game;
    let winner = g.winner().expect("a winner");
    assert_eq!(winner, Seat(1), "the AI, since Ada never builds");
    assert!(g.total_vp(winner) >= 15 && g.total_vp(me) < 15);
    assert!(over.content.contains(g.name(winner)), "{}", over.content);

    // The record holds the duel's settings, and its seed fixed every roll: the sevens
    // were dealt by the balance, and stayed even between the two.
    let record = store.record(id).await.unwrap();
    assert_eq!(record.options, Options::for_players(2));
    let verified = fair::verify(&record).expect("every draw matches");
    let rolls: Vec<[u8; 2]> = record
        .actions
        .iter()
        .filter_map(|sa| match sa.action {
            Action::Roll { dice } => dice,
            _ => None,
        })
        .collect();
    assert_eq!(verified.rolls, rolls.len());
    assert!(rolls.len() > 30, "{} rolls", rolls.len());
    let mut sevens = [0u32; 2];
    for (t, [a, b]) in rolls.iter().enumerate() {
        if a + b == 7 {
            sevens[t % 2] += 1;
        }
    }
    assert!(
        sevens[0].abs_diff(sevens[1]) <= 3 && sevens[0] + sevens[1] > 0,
        "sevens {sevens:?}"
    );
    eprintln!(
        "duel: {} turns, sevens {sevens:?}, Ada discarded {discards} times, {:.0?}",
        g.turn(),
        started.elapsed()
    );
    fake.dump_transcript(channel, "duel");
    fake.assert_no_violations();
    crate::cli::assert_db_checks(&db);
}

/// Each of the duel's settings stays changeable in the lobby: **Settings** opens the host's
/// private chooser (anyone else is told only the host may), each choice is checked like the
/// options of `/catan new` (balanced sevens without the deck are refused with a sentence,
/// changing nothing), the lobby message shows every change at once, and the game starts
/// with what was chosen. Once it has started, the chooser changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duels_settings_change_in_the_lobby_before_it_starts() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let env = [
        ("CATAN_TEST_SEED", "22".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let (ada, bea) = (fake.users()[0].clone(), fake.users()[1].clone());
    let store = Store::open(&db).await.unwrap();
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[("players", Opt::Int(2)), ("thread", Opt::Bool(false))],
    );
    let lobby = h.public_answer().await;
    let id = store
        .open_game_in_channel(fake.channel().id)
        .await
        .unwrap()
        .unwrap()
        .id;

    let settings = lobby.button("Settings").expect("Settings on the lobby");
    let r = fake.click(&bea, &lobby, &settings).response().await;
    assert!(
        r.ephemeral && r.content == "Only the host can change the table's settings.",
        "{r:?}"
    );
    let h = fake.click(&ada, &lobby, &settings);
    let r = h.response().await;
    assert!(r.ephemeral && r.content.contains("Table settings"), "{r:?}");
    let chooser = h.message().await;
    let selects = chooser.selects();
    assert_eq!(selects.len(), 4, "points, discard, undos, rules");
    let (points, discard, undos, rules) = (
        selects[0].custom_id.clone(),
        selects[1].custom_id.clone(),
        selects[2].custom_id.clone(),
        selects[3].custom_id.clone(),
    );
    assert!(selects[0]
        .options
        .contains(&("15 victory points to win".to_string(), "15".to_string())));
    let labels: Vec<&str> = selects[3].options.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels.len(), 3, "no paired turns in a duel: {labels:?}");

    // One choice at a time; the chooser updates in place and the lobby shows it.
    let choose = |custom_id: &str, values: &[&str]| {
        let chooser = fake.message(chooser.id).unwrap();
        let h = fake.select(&ada, &chooser, custom_id, values);
        async move { h.response().await }
    };
    let r = choose(&points, &["12"]).await;
    assert!(r.kind == 7 && r.content.contains("Saved"), "{r:?}");
    let shown = fake
        .wait_message(
            lobby.channel_id,
            |m| m.id == lobby.id && m.content.contains("12 points to win"),
            Duration::from_secs(10),
        )
        .await
        .expect("the lobby shows 12 points");
    assert!(
        shown.content.contains("friendly robber"),
        "{}",
        shown.content
    );

    // Balanced sevens need the deck: refused, nothing changed.
    let r = choose(&rules, &["sevens"]).await;
    assert!(
        r.kind == 7 && r.content.contains("choose balanced dice too"),
        "{r:?}"
    );
    assert_eq!(
        fake.message(chooser.id).unwrap().selects().len(),
        4,
        "the chooser stays"
    );
    let row = store.game_row(id).await.unwrap();
    assert!(row.options.balanced_dice && row.options.friendly_robber);

    let r = choose(&rules, &["dice", "sevens"]).await;
    assert_eq!(r.kind, 7, "{r:?}");
    let r = choose(&discard, &["7"]).await;
    assert_eq!(r.kind, 7, "{r:?}");
    let r = choose(&undos, &["0"]).await;
    assert_eq!(r.kind, 7, "{r:?}");
    let shown = fake
        .wait_message(
            lobby.channel_id,
            |m| m.id == lobby.id && m.content.contains("no undo"),
            Duration::from_secs(10),
        )
        .await
        .expect("the lobby shows no undo");
    for gone in ["friendly robber", "discard above"] {
        assert!(!shown.content.contains(gone), "{gone}: {}", shown.content);
    }
    assert!(shown.content.contains("balanced dice"), "{}", shown.content);
    // The chooser shows what is set now.
    let now = fake.message(chooser.id).unwrap();
    assert!(now.content.contains("Saved"), "{}", now.content);

    add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
    let lobby = fake.message(lobby.id).unwrap();
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let record = store.record(id).await.unwrap();
    assert_eq!(
        record.options,
        Options {
            points_to_win: 12,
            discard_limit: 7,
            friendly_robber: false,
            undo_limit: 0,
            ..Options::for_players(2)
        }
    );
    let r = choose(&points, &["15"]).await;
    // The chooser says so in place of its selects.
    assert!(
        r.kind == 7 && r.content.contains("This lobby is closed") && r.components.is_empty(),
        "{r:?}"
    );
    assert_eq!(store.record(id).await.unwrap().options.points_to_win, 12);
    fake.assert_no_violations();
}
