//! End-to-end: paired turns for five (`/catan new players:5 build_phase:paired`) through the
//! real bot binary and the fake Discord. Ada opens a table of five with four heuristic AIs;
//! the lobby names paired turns. Every turn is shared: Settler 1 rolls and plays, then
//! Settler 2 (the third player to their left) builds and trades with the bank. Ada is pinged
//! when her part as Settler 2 starts (its clock counted from then), her message is headed as
//! Settler 2's, an offer to the
//! players from her part is refused with a sentence (and changes nothing), and the AI seats
//! play their parts (building as Settler 2 too) until one wins. The record carries the option
//! and replays; its seed verifies every roll and steal.

use crate::bot_ai_e2e::{add_ai, play_simply};
use crate::fake_discord::{temp_db, FakeDiscord, Opt};
use catan_bot::engine::*;
use catan_bot::store::{GameStatus, Store};
use std::time::{Duration, Instant};

const POINTS: u8 = 7;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paired_turn_game_of_five_with_ai_seats_plays_to_its_winner() {
    let started = Instant::now();
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let env = [
        ("CATAN_TEST_SEED", "35".to_string()),
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
    let store = Store::open(&db).await.unwrap();

    // Paired turns are for five and six: at four they are refused, and nothing opens.
    let r = fake
        .slash(
            &ada,
            "catan",
            "new",
            &[
                ("players", Opt::Int(4)),
                ("build_phase", Opt::Int(1)),
                ("thread", Opt::Bool(false)),
            ],
        )
        .response()
        .await;
    assert!(
        r.ephemeral && r.content == "Paired turns are for 5 or 6 players, not 4.",
        "{r:?}"
    );
    assert!(store.open_game_in_channel(channel).await.unwrap().is_none());

    let lobby = fake
        .slash(
            &ada,
            "catan",
            "new",
            &[
                ("players", Opt::Int(5)),
                ("build_phase", Opt::Int(1)),
                ("points", Opt::Int(i64::from(POINTS))),
                // A clock of two test minutes (4 s) a part: Ada answers within a moment.
                ("turn_timer", Opt::Str("2".into())),
                ("thread", Opt::Bool(false)),
            ],
        )
        .public_answer()
        .await;
    assert!(
        lobby
            .content
            .contains("paired turns (Settler 2 builds after Settler 1")
            && !lobby.content.contains("Special Build"),
        "{}",
        lobby.content
    );
    for _ in 0..4 {
        add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
    }
    let lobby = fake.message(lobby.id).unwrap();
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let id = store.active_games().await.unwrap()[0].0;

    let me = Seat(0);
    let (mut my_parts, mut refused) = (0, false);
    let mut last_part = None;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(110),
            "the game did not end"
        );
        let g = store.load(id).await.unwrap().game;
        if g.phase() == Phase::GameOver {
            break;
        }
        let my_part = g.settler_two_part().is_some()
            && g.current() == me
            && g.phase() == Phase::Main
            && g.pending_discard(me) == 0;
        if my_part && last_part != Some(g.turn()) {
            last_part = Some(g.turn());
            my_parts += 1;
            if !refused {
                // Settler 2 trades with the bank only: an offer to the players is refused.
                let hand = g.player(me).resources;
                let give = hand.nonzero().map(|(r, _)| r).next();
                if let Some(give) = give {
                    let get = Resource::ALL.into_iter().find(|&r| r != give).unwrap();
                    let r = fake
                        .slash(
                            &ada,
                            "catan",
                            "trade",
                            &[
                                ("give", Opt::Str(format!("1 {give}"))),
                                ("get", Opt::Str(format!("1 {get}"))),
                            ],
                        )
                        .response()
                        .await;
                    assert!(
                        r.content
                            .contains("As Settler 2 you trade with the bank and harbors only"),
                        "{r:?}"
                    );
                    let after = store.load(id).await.unwrap().game;
                    assert_eq!(after, g, "a refused offer changes nothing");
                    refused = true;
                }
            }
        }
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
    assert!(over.content.contains(g.name(winner)), "{}", over.content);
    assert!(
        my_parts >= 3 && refused,
        "Ada's parts: {my_parts}, refused {refused}"
    );

    // Ada was pinged for her part as Settler 2, by a message of its own headed so.
    let public = fake.public_messages(channel);
    let pings: Vec<String> = fake
        .notifications(ada.id)
        .into_iter()
        .map(|n| n.content)
        .collect();
    // Her part has a clock of its own, counted from that ping.
    assert!(
        pings
            .iter()
            .any(|p| p.starts_with("🔨 Ada, your part as Settler 2 in turn ")
                && p.contains("An AI steps in <t:")),
        "{pings:?}"
    );
    assert!(
        public
            .iter()
            .all(|m| !m.content.contains("Time is up for Ada")),
        "Ada answered every part in time"
    );
    let public = fake.public_messages(channel);
    assert!(
        public
            .iter()
            .any(|m| m.content.contains("· Ada, Settler 2 (after ")),
        "a page of Ada's part"
    );
    assert!(public.iter().all(|m| !m.content.contains("Special Build")));

    // The record: the option, Settler 2 parts in every turn, AI seats building in theirs.
    let record = store.record(id).await.unwrap();
    assert_eq!(record.options.build_phase, BuildPhase::Paired);
    let (mut replay, mut rng) = record.start().unwrap();
    let (mut parts, mut ai_second_builds) = (0, 0);
    for sa in &record.actions {
        let second = replay.settler_two_part().is_some() && sa.p == replay.current();
        if second && sa.p != me && !matches!(sa.action, Action::EndTurn) {
            ai_second_builds += u32::from(matches!(
                sa.action,
                Action::BuildRoad { .. }
                    | Action::BuildSettlement { .. }
                    | Action::BuildCity { .. }
                    | Action::BuyDevCard
                    | Action::BankTrade { .. }
            ));
        }
        let a = replay.complete(sa.action, &mut rng);
        for e in replay.apply(sa.p, a).expect("the record replays") {
            parts += u32::from(matches!(e, Event::SettlerTwoStarted { .. }));
            assert!(!matches!(e, Event::SpecialBuildStarted { .. }));
        }
    }
    assert_eq!(&replay, g);
    assert!(parts + 1 >= g.turn(), "{parts} parts in {} turns", g.turn());
    assert!(
        ai_second_builds > 0,
        "the AI seats never built as Settler 2"
    );
    fair::verify(&record).expect("every draw matches");
    eprintln!(
        "paired: {} turns, {parts} Settler 2 parts (Ada {my_parts}), AI builds as Settler 2 {ai_second_builds}, {:.0?}",
        g.turn(),
        started.elapsed()
    );
    fake.dump_transcript(channel, "paired");
    fake.assert_no_violations();
    crate::cli::assert_db_checks(&db);
}
