//! Store tests on temporary SQLite files: round trip, version checks, concurrency, damaged
//! data, upgrading a database created with only the first migration, and the lease.

use super::*;
use crate::engine::{Action, Game, Options, Phase, Record, Seat, SeatAction};
use crate::engine::{BoardSpec, GameRng, GameSetup};
use crate::i18n::Lang;
use sqlx::sqlite::SqlitePoolOptions;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

fn person(user_id: u64, name: &str) -> SeatInfo {
    SeatInfo {
        user_id,
        name: name.to_string(),
        ai: None,
    }
}

fn table() -> Vec<SeatInfo> {
    vec![
        person(1_000_000_000_000_000_001, "Ann"),
        person(2, "Bea"),
        SeatInfo {
            user_id: 3,
            name: "Cy".into(),
            ai: Some(crate::ai::Level::Heuristic),
        },
        person(4, "Dan"),
    ]
}

/// A started game with four seats in `channel`: (id, version, game, rng for outcomes).
async fn started_game(store: &Store, channel: u64, seed: u64) -> (GameId, i64, Game, GameRng) {
    started_game_with(store, channel, seed, table()).await
}

/// A started game with `seats` (3–6) in `channel`.
async fn started_game_with(
    store: &Store,
    channel: u64,
    seed: u64,
    seats: Vec<SeatInfo>,
) -> (GameId, i64, Game, GameRng) {
    let options = Options {
        players: seats.len() as u8,
        ..Options::default()
    };
    let id = store
        .create_lobby(
            NewTable {
                guild: Some(7),
                channel,
                options,
                map: crate::engine::MapKind::Random,
                turn_timer_minutes: Some(5),
                language: Lang::De,
            },
            seats[0].clone(),
        )
        .await
        .unwrap();
    let v = store.set_seats(id, 0, &seats).await.unwrap();
    let mut rng = GameRng::new(seed);
    let spec = BoardSpec::Random(seed ^ 0xB0A2D);
    let island = crate::engine::Island::for_players(options.players);
    let setup = GameSetup::random(options, spec.build_for(island).unwrap(), &mut rng);
    let mut header = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
    header.names = Some(seats.iter().map(|s| s.name.clone()).collect());
    let (game, _) = header.start().unwrap();
    let v = store.start_game(id, v, &header, &game).await.unwrap();
    (id, v, game, rng)
}

/// Applies one random legal action (outcome drawn) and returns it.
/// A lobby in `channel` opened by `host`, with the default options on the beginner map.
async fn open_lobby(
    store: &Store,
    guild: Option<u64>,
    channel: u64,
    host: SeatInfo,
) -> Result<GameId, StoreError> {
    store
        .create_lobby(
            NewTable {
                guild,
                channel,
                options: Options::default(),
                map: crate::engine::MapKind::Beginner,
                turn_timer_minutes: None,
                language: Lang::En,
            },
            host,
        )
        .await
}

fn random_step(game: &mut Game, rng: &mut GameRng) -> (Seat, Action) {
    let seat = game.seat_to_move();
    let legal = game.legal_actions(seat);
    let pick = legal[rng.below(legal.len() as u32) as usize];
    let action = game.complete(pick, rng);
    game.apply(seat, action).expect("a listed action applies");
    (seat, action)
}

on_both! {
#[tokio::test]
async fn full_random_game_round_trips(store, url) {
    let (id, mut version, mut game, mut rng) = started_game(&store, 10, 42).await;
    let mut log = Vec::new();
    while game.phase() != Phase::GameOver && game.turn() <= 400 {
        let (seat, action) = random_step(&mut game, &mut rng);
        version = store
            .commit_action(id, version, seat, &action, &game)
            .await
            .unwrap();
        log.push(SeatAction { p: seat, action });
    }
    assert!(log.len() > 100, "only {} actions", log.len());
    store.close().await;

    // A fresh process would open the file anew.
    let store = Store::open(&url).await.unwrap();
    let loaded = store.load(id).await.unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(loaded.row.version, version);
    assert_eq!(loaded.log_len, log.len() as i64);
    assert_eq!(loaded.row.seats, table());
    assert_eq!(loaded.row.turn_timer_minutes, Some(5));
    assert_eq!(loaded.row.guild_id, Some(7));
    let expected_status = if game.phase() == Phase::GameOver {
        GameStatus::Finished
    } else {
        GameStatus::Active
    };
    assert_eq!(loaded.row.status, expected_status);

    let record = store.record(id).await.unwrap();
    assert_eq!(record.actions, log);
    assert_eq!(record.final_state().unwrap(), game);
    // The export is a docs/RECORD.md document that parses back to itself.
    let json = serde_json::to_string(&record).unwrap();
    assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), record);

    let recent = store.recent_actions(id, 5).await.unwrap();
    assert_eq!(recent, log[log.len() - 5..]);
    // A reader that has the first n actions catches up with the rest, and only the rest.
    for from in [0, 1, log.len() - 3, log.len()] {
        let since = store.actions_from(id, from as u32).await.unwrap();
        assert_eq!(since, log[from..], "from {from}");
    }
    assert_eq!(store.actions_from(id, u32::MAX).await.unwrap(), vec![]);
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
}
}

on_both! {
#[tokio::test]
async fn a_games_review_is_kept_once_and_read_back_after_a_restart(store, url) {
    let (id, _, _, _) = started_game(&store, 11, 5).await;
    assert_eq!(store.review(id).await.unwrap(), None);
    assert!(store.save_review(id, "[[],[]]").await.unwrap());
    // A second process that made it too keeps the first.
    assert!(!store.save_review(id, "[[{}]]").await.unwrap());
    store.close().await;
    let store = Store::open(&url).await.unwrap();
    assert_eq!(store.review(id).await.unwrap().as_deref(), Some("[[],[]]"));
    assert_eq!(store.review(id + 1000).await.unwrap(), None);
}
}

on_both! {
#[tokio::test]
async fn a_six_player_game_with_special_build_phases_round_trips(store, url) {
    let mut seats = table();
    seats.push(person(5, "Eve"));
    seats.push(person(6, "Fay"));
    let (id, mut version, mut game, mut rng) = started_game_with(&store, 11, 7, seats).await;
    let mut special_builds = 0;
    while game.phase() != Phase::GameOver && game.turn() <= 60 {
        // Now and then another seat asks for a Special Build Phase.
        let other = Seat(rng.below(6) as u8);
        if game.legal_actions(other).contains(&Action::AskSpecialBuild) && rng.below(4) == 0 {
            game.apply(other, Action::AskSpecialBuild).unwrap();
            version = store
                .commit_action(id, version, other, &Action::AskSpecialBuild, &game)
                .await
                .unwrap();
        }
        let (seat, action) = random_step(&mut game, &mut rng);
        special_builds += (game.phase() == Phase::SpecialBuild) as u32;
        version = store
            .commit_action(id, version, seat, &action, &game)
            .await
            .unwrap();
    }
    assert!(special_builds > 0, "no Special Build Phase happened");
    store.close().await;
    let store = Store::open(&url).await.unwrap();
    let loaded = store.load(id).await.unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(loaded.game.players_count(), 6);
    let record = store.record(id).await.unwrap();
    assert_eq!(record.final_state().unwrap(), game);
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
}
}

on_both! {
#[tokio::test]
async fn lobby_seats_messages_and_deadlines(store, _url) {
    let host = person(99, "Host");
    let id = open_lobby(&store, None, 5, host.clone()).await
        .unwrap();
    assert!(matches!(
        open_lobby(&store, None, 5, host.clone()).await,
        Err(StoreError::ChannelBusy)
    ));
    let row = store.open_game_in_channel(5).await.unwrap().unwrap();
    assert_eq!(row.id, id);
    assert_eq!(row.status, GameStatus::Lobby);
    assert_eq!(row.seats, vec![host.clone()]);
    assert_eq!(row.version, 0);
    assert!(store.open_game_in_channel(6).await.unwrap().is_none());
    assert!(matches!(store.load(id).await, Err(StoreError::NotStarted(g)) if g == id));
    assert!(matches!(
        store.record(id).await,
        Err(StoreError::NotStarted(_))
    ));

    let v = store.set_seats(id, 0, &table()).await.unwrap();
    assert_eq!(v, 1);
    assert!(matches!(
        store.set_seats(id, 0, std::slice::from_ref(&host)).await,
        Err(StoreError::Conflict(g)) if g == id
    ));
    assert_eq!(store.game_row(id).await.unwrap().seats, table());
    assert!(matches!(
        store.set_seats(12345, 0, &[]).await,
        Err(StoreError::NotFound(12345))
    ));

    let d = MessageState::Shows {
        content: Some(Digest(0xd)),
        board: None,
        first_page: None,
    };
    let noted = |kind, message_id| Published {
        kind,
        message: Some(message_id),
        stamp: 7,
        state: d,
    };
    store
        .set_published(id, MessageKind::Lobby, Some(111), 7, d)
        .await
        .unwrap();
    store
        .set_published(id, MessageKind::Turn, Some(222), 7, d)
        .await
        .unwrap();
    store
        .set_published(id, MessageKind::Turn, Some(333), 7, d)
        .await
        .unwrap();
    let mut shown = store.published(id).await.unwrap();
    shown.sort_by_key(|p| p.message);
    assert_eq!(
        shown,
        vec![
            noted(MessageKind::Lobby, 111),
            noted(MessageKind::Turn, 333)
        ]
    );
    store.clear_published(id, MessageKind::Lobby).await.unwrap();
    assert_eq!(
        store.published(id).await.unwrap(),
        vec![noted(MessageKind::Turn, 333)]
    );
    assert!(matches!(
        store
            .set_published(4242, MessageKind::Turn, Some(1), 0, MessageState::POSTED)
            .await,
        Err(StoreError::NotFound(4242))
    ));
    // Every kind reads back as itself.
    for kind in [
        MessageKind::Lobby,
        MessageKind::Turn,
        MessageKind::Discard,
        MessageKind::Offer,
        MessageKind::Over,
    ] {
        assert_eq!(MessageKind::parse(kind.as_str()), Some(kind));
    }

    // Deadlines are only due for active games.
    store.set_deadline(id, Some(100), false).await.unwrap();
    assert!(store.due_deadlines(200).await.unwrap().is_empty());
    let (active, ..) = started_game(&store, 8, 1).await;
    store.set_deadline(active, Some(100), true).await.unwrap();
    assert_eq!(store.due_deadlines(99).await.unwrap(), vec![]);
    assert_eq!(
        store.due_deadlines(100).await.unwrap(),
        vec![(active, 100, true)]
    );
    store.set_deadline(active, None, false).await.unwrap();
    assert!(store.due_deadlines(1000).await.unwrap().is_empty());

    // Abandoning frees the channel; reopening it while another game is open is refused.
    store.set_status(id, GameStatus::Abandoned).await.unwrap();
    assert!(store.open_game_in_channel(5).await.unwrap().is_none());
    let second = open_lobby(&store, None, 5, host).await
        .unwrap();
    assert_ne!(second, id);
    assert!(matches!(
        store.set_status(id, GameStatus::Lobby).await,
        Err(StoreError::ChannelBusy)
    ));
    assert_eq!(store.active_games().await.unwrap(), vec![(active, 8)]);
}
}

on_both! {
#[tokio::test]
async fn a_lobbys_options_change_once_per_version_and_never_after_its_start(store, _url) {
    let (id, v, ..) = started_game(&store, 41, 3).await;
    let options = Options { points_to_win: 12, ..Options::default() };
    assert!(matches!(
        store.set_options(id, v, &options).await,
        Err(StoreError::NotInLobby(g)) if g == id
    ));
    assert_eq!(store.game_row(id).await.unwrap().options, Options::default());

    let lobby = open_lobby(&store, None, 42, person(1, "Ada")).await.unwrap();
    let v = store.set_options(lobby, 0, &options).await.unwrap();
    assert_eq!(v, 1);
    let other = Options { friendly_robber: true, ..Options::default() };
    assert!(matches!(
        store.set_options(lobby, 0, &other).await,
        Err(StoreError::Conflict(g)) if g == lobby
    ));
    let row = store.game_row(lobby).await.unwrap();
    assert_eq!((row.options, row.version), (options, 1));
}
}

on_both! {
#[tokio::test]
async fn stale_versions_open_outcomes_and_inactive_games_are_refused(store, _url) {
    let (id, v, mut game, mut rng) = started_game(&store, 1, 9).await;
    let before = game.clone();
    let (seat, action) = random_step(&mut game, &mut rng);
    let v2 = store
        .commit_action(id, v, seat, &action, &game)
        .await
        .unwrap();
    assert_eq!(v2, v + 1);

    // A second action computed from the old version conflicts and leaves no trace.
    let mut other = before.clone();
    let (s2, a2) = random_step(&mut other, &mut rng);
    let err = store
        .commit_action(id, v, s2, &a2, &other)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict(g) if g == id));
    assert_eq!(
        err.to_string(),
        "Someone else acted at the same moment; please try again."
    );
    let loaded = store.load(id).await.unwrap();
    assert_eq!(
        (loaded.game, loaded.log_len, loaded.row.version),
        (game.clone(), 1, v2)
    );

    let open_roll = Action::Roll { dice: None };
    assert!(matches!(
        store.commit_action(id, v2, seat, &open_roll, &game).await,
        Err(StoreError::OpenOutcome { action: "roll" })
    ));
    assert!(matches!(
        store.commit_action(777, 0, seat, &action, &game).await,
        Err(StoreError::NotFound(777))
    ));
    store.set_status(id, GameStatus::Abandoned).await.unwrap();
    let v3 = store.game_row(id).await.unwrap().version;
    assert!(matches!(
        store.commit_action(id, v3, seat, &action, &game).await,
        Err(StoreError::NotActive(g)) if g == id
    ));
    assert_eq!(store.record(id).await.unwrap().actions.len(), 1);
}
}

/// Game `id`'s turn clock (until, reminded) and offer window.
async fn timers_of(store: &Store, id: GameId) -> (Option<(i64, bool)>, Option<i64>) {
    let clock = store
        .due_deadlines(i64::MAX)
        .await
        .unwrap()
        .into_iter()
        .find(|d| d.0 == id)
        .map(|(_, until, reminded)| (until, reminded));
    assert_eq!(store.deadline(id).await.unwrap(), clock.map(|c| c.0));
    (clock, store.offer_deadline(id).await.unwrap())
}

on_both! {
#[tokio::test]
async fn a_commit_writes_its_timers_with_it_and_a_refused_one_writes_none(store, _url) {
    let (id, mut v, mut game, mut rng) = started_game(&store, 1, 9).await;
    let timers = |clock, close_offer| CommitAlso {
        clock,
        close_offer,
        settles: None,
    };
    store.set_deadline(id, Some(100), true).await.unwrap();
    store.set_offer_deadline(id, Some(50)).await.unwrap();
    let mut step = async |store: &Store, v: i64, t: CommitAlso| {
        let (seat, action) = random_step(&mut game, &mut rng);
        store.commit_timed(id, v, seat, &action, &game, t).await
    };

    // Kept, then a running clock is not started again.
    v = step(&store, v, timers(ClockChange::Keep, false)).await.unwrap();
    assert_eq!(timers_of(&store, id).await, (Some((100, true)), Some(50)));
    v = step(&store, v, timers(ClockChange::StartIfStopped(500), false)).await.unwrap();
    assert_eq!(timers_of(&store, id).await, (Some((100, true)), Some(50)));
    // A new clock (not reminded), and the offer's window closes.
    v = step(&store, v, timers(ClockChange::Set(Some(300)), true)).await.unwrap();
    assert_eq!(timers_of(&store, id).await, (Some((300, false)), None));

    // A refused commit changes no timer either.
    store.set_offer_deadline(id, Some(60)).await.unwrap();
    let stale = step(&store, v - 1, timers(ClockChange::Set(None), true)).await;
    assert!(matches!(stale, Err(StoreError::Conflict(g)) if g == id));
    assert_eq!(timers_of(&store, id).await, (Some((300, false)), Some(60)));

    // A stopped clock starts; then it stops.
    store.set_deadline(id, None, true).await.unwrap();
    v = step(&store, v, timers(ClockChange::StartIfStopped(700), false)).await.unwrap();
    assert_eq!(timers_of(&store, id).await, (Some((700, false)), Some(60)));
    step(&store, v, timers(ClockChange::Set(None), false)).await.unwrap();
    assert_eq!(timers_of(&store, id).await, (None, Some(60)));
}
}

on_both! {
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_actions_never_lose_or_duplicate_an_update(store, _url) {
    let (id, v0, _game, _) = started_game(&store, 3, 77).await;
    let successes = Arc::new(AtomicUsize::new(0));
    let conflicts = Arc::new(AtomicUsize::new(0));
    const TARGET: usize = 150;
    let mut tasks = Vec::new();
    for t in 0..12u64 {
        let store = store.clone();
        let successes = successes.clone();
        let conflicts = conflicts.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = GameRng::new(1000 + t);
            while successes.load(Ordering::SeqCst) < TARGET {
                let LoadedGame { row, mut game, .. } = store.load(id).await.unwrap();
                if game.phase() == Phase::GameOver {
                    break;
                }
                let (seat, action) = random_step(&mut game, &mut rng);
                tokio::task::yield_now().await;
                match store
                    .commit_action(id, row.version, seat, &action, &game)
                    .await
                {
                    Ok(v) => {
                        assert_eq!(v, row.version + 1);
                        successes.fetch_add(1, Ordering::SeqCst);
                    }
                    Err(StoreError::Conflict(g)) => {
                        assert_eq!(g, id);
                        conflicts.fetch_add(1, Ordering::SeqCst);
                    }
                    Err(e) => panic!("unexpected error: {e}"),
                }
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let ok = successes.load(Ordering::SeqCst) as i64;
    let loaded = store.load(id).await.unwrap();
    assert_eq!(loaded.log_len, ok);
    assert_eq!(loaded.row.version, v0 + ok);
    let record = store.record(id).await.unwrap();
    assert_eq!(record.actions.len() as i64, ok);
    // Every logged action was legal where it stands, and the log ends in the snapshot.
    let (replayed, steps) = record.replay().unwrap();
    assert!(steps.iter().all(|s| s.result.is_ok()));
    assert_eq!(replayed, loaded.game);
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
    eprintln!(
        "{ok} commits, {} conflicts",
        conflicts.load(Ordering::SeqCst)
    );
}
}

on_both! {
#[tokio::test]
async fn damaged_games_are_named_and_do_not_stop_the_others(store, _url) {
    let mut ids = Vec::new();
    for (ch, seed) in [(1u64, 1u64), (2, 2), (3, 3), (4, 4)] {
        let (id, mut v, mut game, mut rng) = started_game(&store, ch, seed).await;
        for _ in 0..30 {
            let (seat, action) = random_step(&mut game, &mut rng);
            v = store
                .commit_action(id, v, seat, &action, &game)
                .await
                .unwrap();
        }
        ids.push(id);
    }
    let [good, bad_snapshot, bad_event, future] = ids[..] else {
        unreachable!()
    };
    sqlx::query("UPDATE snapshots SET state = '{\"v\":1,\"game\":{\"n\":4}}' WHERE game_id = $1")
        .bind(bad_snapshot)
        .execute(store.pool())
        .await
        .unwrap();
    sqlx::query("UPDATE events SET action = '{\"p\":0,\"do\":\"fly_dragon\"}' WHERE game_id = $1 AND seq = 3")
        .bind(bad_event)
        .execute(store.pool())
        .await
        .unwrap();
    sqlx::query("UPDATE snapshots SET state = '{\"v\":99,\"game\":{}}' WHERE game_id = $1")
        .bind(future)
        .execute(store.pool())
        .await
        .unwrap();

    assert_eq!(store.active_games().await.unwrap().len(), 4);
    let loaded = store.load_active().await.unwrap();
    assert_eq!(loaded.len(), 4);
    for (id, result) in &loaded {
        match result {
            Ok(_) => assert!(*id == good || *id == bad_event),
            Err(e @ StoreError::Corrupt { game, .. }) => {
                assert!(*game == bad_snapshot || *game == future);
                assert!(e.to_string().contains(&format!("game {game}")), "{e}");
            }
            Err(e) => panic!("unexpected {e}"),
        }
    }
    let err = store.load(future).await.unwrap_err();
    assert!(err.to_string().contains("format version 99"), "{err}");
    let err = store.record(bad_event).await.unwrap_err();
    assert!(
        matches!(&err, StoreError::Corrupt { game, detail } if *game == bad_event && detail.contains("logged action 3")),
        "{err}"
    );

    let report = store.verify_report().await.unwrap();
    assert_eq!(report.games, 4);
    assert_eq!(report.mismatches.len(), 3, "{:#?}", report.mismatches);
    for id in [bad_snapshot, bad_event, future] {
        let prefix = format!("game {id}");
        assert!(
            report.mismatches.iter().any(|l| l.contains(&prefix)),
            "{:#?}",
            report.mismatches
        );
    }
    assert!(!report
        .mismatches
        .iter()
        .any(|l| l.contains(&format!("game {good}:"))));
}
}

on_both! {
#[tokio::test]
async fn verify_reports_a_log_that_does_not_reach_its_snapshot(store, _url) {
    let (id, mut v, mut game, mut rng) = started_game(&store, 1, 5).await;
    for _ in 0..20 {
        let (seat, action) = random_step(&mut game, &mut rng);
        v = store
            .commit_action(id, v, seat, &action, &game)
            .await
            .unwrap();
    }
    sqlx::query("DELETE FROM events WHERE game_id = $1 AND seq = 19")
        .bind(id)
        .execute(store.pool())
        .await
        .unwrap();
    let lines = store.verify_all().await.unwrap();
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert!(lines[0].contains("covers 20 actions but the log holds 19"));
    assert!(lines[1].contains("different state"));
}
}

#[tokio::test]
async fn a_database_from_the_first_migration_upgrades_with_its_data() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("old.db").display());
    let (id, game) = {
        let options = SqliteConnectOptions::from_str(&url)
            .unwrap()
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .connect_with(options)
            .await
            .unwrap();
        MIGRATOR.run_to(1, &pool).await.unwrap();
        // What the first version of the bot wrote: a started game, one action in.
        let spec = BoardSpec::Beginner;
        let mut rng = GameRng::new(3);
        let setup = GameSetup::random(Options::default(), spec.build(), &mut rng);
        let header = Record::new(
            Options::default(),
            spec,
            setup.first_player,
            setup.dev_deck.to_vec(),
        );
        let (mut game, _) = header.start().unwrap();
        let (seat, action) = random_step(&mut game, &mut rng);
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (channel_id, host_id, options, map, status, version, header, \
             created_at, updated_at) VALUES (55, 66, $1, 'beginner', 'active', 3, $2, 1, 1) RETURNING id",
        )
        .bind(serde_json::to_string(&Options::default()).unwrap())
        .bind(serde_json::to_string(&header).unwrap())
        .fetch_one(&pool)
        .await
        .unwrap();
        sqlx::query("INSERT INTO seats VALUES ($1, 0, 66, 'Host', NULL)")
            .bind(id)
            .execute(&pool)
            .await
            .unwrap();
        sqlx::query("INSERT INTO events VALUES ($1, 0, $2, $3, 1)")
            .bind(id)
            .bind(seat.0 as i64)
            .bind(serde_json::to_string(&SeatAction { p: seat, action }).unwrap())
            .execute(&pool)
            .await
            .unwrap();
        sqlx::query("INSERT INTO snapshots VALUES ($1, 1, $2)")
            .bind(id)
            .bind(encode_snapshot(&game))
            .execute(&pool)
            .await
            .unwrap();
        let has_deadline: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'deadline'",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!(has_deadline, 0);
        pool.close().await;
        (id, game)
    };

    let store = Store::open(&url).await.unwrap();
    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version")
            .fetch_all(store.pool())
            .await
            .unwrap();
    assert_eq!(applied, (1..=20).collect::<Vec<i64>>());
    assert_eq!(store.lease().await.unwrap(), None);
    assert_eq!(store.offer_deadline(id).await.unwrap(), None);
    store.set_offer_deadline(id, Some(20)).await.unwrap();
    assert_eq!(store.offer_deadline(id).await.unwrap(), Some(20));
    assert_eq!(
        store.due_offer_deadlines(19).await.unwrap(),
        Vec::<i64>::new()
    );
    assert_eq!(store.due_offer_deadlines(20).await.unwrap(), vec![id]);
    store.set_offer_deadline(id, None).await.unwrap();
    assert!(store.due_offer_deadlines(99).await.unwrap().is_empty());
    let loaded = store.load(id).await.unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(loaded.row.version, 3);
    assert_eq!(loaded.row.channel_id, 55);
    store.set_deadline(id, Some(10), false).await.unwrap();
    assert_eq!(
        store.due_deadlines(10).await.unwrap(),
        vec![(id, 10, false)]
    );
    let mut game = loaded.game;
    let mut rng = GameRng::new(4);
    let (seat, action) = random_step(&mut game, &mut rng);
    assert_eq!(
        store
            .commit_action(id, 3, seat, &action, &game)
            .await
            .unwrap(),
        4
    );
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
}

#[tokio::test]
async fn urls_memory_and_snapshot_formats() {
    let err = Store::open("mysql://nope").await.unwrap_err();
    assert!(matches!(err, StoreError::Url { .. }), "{err}");
    assert!(err.to_string().starts_with("DATABASE_URL \"mysql://nope\""));

    let store = Store::open("sqlite::memory:").await.unwrap();
    let (id, ..) = started_game(&store, 1, 1).await;
    assert_eq!(store.active_games().await.unwrap(), vec![(id, 1)]);

    let game = store.load(id).await.unwrap().game;
    let text = encode_snapshot(&game);
    assert!(text.starts_with("{\"v\":1,"));
    assert_eq!(decode_snapshot(1, &text).unwrap(), game);
    assert!(matches!(
        decode_snapshot(8, "not json"),
        Err(StoreError::Corrupt { game: 8, .. })
    ));
}

/// A holder on another machine: whether it still runs cannot be told from here.
fn remote(pid: u32) -> LeaseHolder {
    LeaseHolder {
        pid,
        host: "other-host".into(),
        pid_space: None,
        ..LeaseHolder::this_process()
    }
}

on_both! {
#[tokio::test]
async fn the_lease_is_refused_while_held_renewed_taken_after_expiry_and_released(store, _url) {
    let ttl = Duration::from_secs(30);
    let (a, b) = (remote(4242), LeaseHolder::this_process());
    let a_epoch = store.take_lease(&a, 1_000, ttl).await.unwrap();
    let held = store.lease().await.unwrap().unwrap();
    assert_eq!(
        (held.holder, held.since, held.expires),
        (a.clone(), 1_000, 1_030)
    );

    let refused = store.take_lease(&b, 1_010, ttl).await.unwrap_err();
    assert!(matches!(refused, StoreError::LeaseHeld(_)), "{refused}");
    assert_eq!(
        refused.to_string(),
        "Another catan-bot (process 4242 on other-host) has been running on this database \
         for 10 s; stop it first, or wait 20 s if it has just stopped."
    );

    // Renewed, it outlives its first term; taking it again keeps its start.
    store.renew_lease(&a, a_epoch, 1_020, ttl).await.unwrap();
    assert!(store.take_lease(&b, 1_040, ttl).await.is_err());
    store.take_lease(&a, 1_045, ttl).await.unwrap();
    let held = store.lease().await.unwrap().unwrap();
    assert_eq!((held.since, held.expires), (1_000, 1_075));

    // Expired, it goes to the next bot, and the old holder learns it lost it.
    let b_epoch = store.take_lease(&b, 1_075, ttl).await.unwrap();
    let held = store.lease().await.unwrap().unwrap();
    assert_eq!((&held.holder, held.since), (&b, 1_075));
    let lost = store
        .renew_lease(&a, a_epoch, 1_076, ttl)
        .await
        .unwrap_err();
    assert!(
        matches!(&lost, StoreError::LeaseLost(LostTo(Some(h))) if *h == b),
        "{lost}"
    );
    assert!(lost
        .to_string()
        .contains(&format!("another catan-bot ({b}) took over")));

    // Only the holder can release it; once released, anyone may take it at once.
    assert!(!store.release_lease(&a).await.unwrap());
    assert!(store.lease().await.unwrap().is_some());
    assert!(store.release_lease(&b).await.unwrap());
    assert_eq!(store.lease().await.unwrap(), None);
    let gone = store
        .renew_lease(&b, b_epoch, 1_077, ttl)
        .await
        .unwrap_err();
    assert!(
        matches!(gone, StoreError::LeaseLost(LostTo(None))),
        "{gone}"
    );
    store.take_lease(&a, 1_078, ttl).await.unwrap();
}
}

on_both! {
#[tokio::test]
async fn the_lease_of_a_bot_that_exited_on_this_machine_is_taken_at_once(store, _url) {
    let mut child = std::process::Command::new("true").spawn().unwrap();
    child.wait().unwrap();
    let exited = LeaseHolder {
        pid: child.id(),
        ..LeaseHolder::this_process()
    };
    let me = LeaseHolder::this_process();
    let now = now_unix();
    store.take_lease(&exited, now, LEASE_TTL).await.unwrap();
    store.take_lease(&me, now + 1, LEASE_TTL).await.unwrap();
    assert_eq!(store.lease().await.unwrap().unwrap().holder, me);
}
}

on_both! {
#[tokio::test]
async fn a_store_that_lost_its_lease_changes_nothing(store, _url) {
    let me = remote(1);
    let now = now_unix();
    let epoch = store.take_lease(&me, now, LEASE_TTL).await.unwrap();
    let mine = store.clone().writing_as(me, epoch);
    let (id, v, mut game, mut rng) = started_game(&mine, 1, 5).await;
    let (seat, action) = random_step(&mut game, &mut rng);
    let v = mine
        .commit_action(id, v, seat, &action, &game)
        .await
        .unwrap();
    mine.set_deadline(id, Some(now + 60), false).await.unwrap();

    // After a freeze longer than the lease, another bot took it.
    let other = remote(2);
    store.take_lease(&other, now + 31, LEASE_TTL).await.unwrap();
    let lost = |r: Result<(), StoreError>| matches!(r, Err(StoreError::LeaseLost(LostTo(Some(h)))) if h == other);
    let (seat, action) = random_step(&mut game, &mut rng);
    assert!(lost(
        mine.commit_action(id, v, seat, &action, &game)
            .await
            .map(|_| ())
    ));
    assert!(lost(mine.set_deadline(id, None, false).await));
    assert!(lost(mine.set_offer_deadline(id, Some(now)).await));
    assert!(lost(
        mine.set_published(id, MessageKind::Turn, Some(7), 0, MessageState::POSTED)
            .await
    ));
    assert!(lost(mine.clear_published(id, MessageKind::Turn).await));
    assert!(lost(mine.set_status(id, GameStatus::Abandoned).await));
    assert!(lost(mine.set_seats(id, v, &table()).await.map(|_| ())));
    assert!(lost(
        open_lobby(&mine, None, 2, person(9, "Eve")).await
        .map(|_| ())
    ));
    let loaded = store.load(id).await.unwrap();
    assert_eq!((loaded.row.version, loaded.log_len), (v, 1));
    assert_eq!(loaded.row.status, GameStatus::Active);
    assert_eq!(store.deadline(id).await.unwrap(), Some(now + 60));
    assert!(store.open_game_in_channel(2).await.unwrap().is_none());
    // A store that writes as nobody in particular (the demo, `db verify`) is not held back.
    store.set_deadline(id, None, false).await.unwrap();
}
}

on_both! {
#[tokio::test]
async fn every_takeover_raises_the_lease_epoch_and_a_renewal_keeps_it(store, _url) {
    let ttl = Duration::from_secs(30);
    let (a, b) = (remote(4242), remote(4343));
    let first = store.take_lease(&a, 1_000, ttl).await.unwrap();
    store.renew_lease(&a, first, 1_020, ttl).await.unwrap();
    assert_eq!(store.take_lease(&a, 1_025, ttl).await.unwrap(), first);
    // Expired but not taken: its holder renews it under the same number.
    store.renew_lease(&a, first, 1_100, ttl).await.unwrap();
    assert_eq!(store.lease().await.unwrap().unwrap().epoch, first);

    let second = store.take_lease(&b, 1_200, ttl).await.unwrap();
    assert!(second > first, "{second} > {first}");
    assert_eq!(store.lease().await.unwrap().unwrap().epoch, second);
    let lost = store.renew_lease(&a, first, 1_201, ttl).await.unwrap_err();
    assert!(
        matches!(lost, StoreError::LeaseLost(LostTo(Some(ref h))) if *h == b),
        "{lost}"
    );
    // Released and taken again, even by an earlier holder, the number still rises.
    assert!(store.release_lease(&b).await.unwrap());
    let third = store.take_lease(&a, 1_202, ttl).await.unwrap();
    assert!(third > second, "{third} > {second}");
    let stale = store.renew_lease(&a, first, 1_203, ttl).await.unwrap_err();
    assert!(matches!(stale, StoreError::LeaseLost(_)), "{stale}");
}
}

on_both! {
#[tokio::test]
async fn a_commit_under_an_old_lease_epoch_is_refused_and_changes_nothing(store, _url) {
    let me = remote(1);
    let now = now_unix();
    let (id, v, mut game, mut rng) = started_game(&store, 1, 5).await;
    let old = store.take_lease(&me, now, LEASE_TTL).await.unwrap();
    let stale = store.clone().writing_as(me.clone(), old);

    // The lease went to another bot and back to this very holder: same token, new epoch.
    let other = remote(2);
    store.take_lease(&other, now + 31, LEASE_TTL).await.unwrap();
    assert!(store.release_lease(&other).await.unwrap());
    let new = store.take_lease(&me, now, LEASE_TTL).await.unwrap();
    assert!(new > old);
    let (seat, action) = random_step(&mut game, &mut rng);
    let refused = stale
        .commit_action(id, v, seat, &action, &game)
        .await
        .unwrap_err();
    assert!(matches!(refused, StoreError::LeaseLost(_)), "{refused}");
    let refused = stale
        .set_deadline(id, Some(now + 60), false)
        .await
        .unwrap_err();
    assert!(matches!(refused, StoreError::LeaseLost(_)), "{refused}");
    let loaded = store.load(id).await.unwrap();
    assert_eq!((loaded.row.version, loaded.log_len), (v, 0));
    assert_eq!(store.deadline(id).await.unwrap(), None);

    // Under the epoch it holds now, the same holder commits.
    let current = store.clone().writing_as(me, new);
    let v2 = current
        .commit_action(id, v, seat, &action, &game)
        .await
        .unwrap();
    assert_eq!(store.load(id).await.unwrap().row.version, v2);
}
}

on_both! {
#[tokio::test]
async fn an_expired_lease_nobody_took_refuses_commits_until_it_is_renewed(store, _url) {
    let me = remote(1);
    let (id, v, mut game, mut rng) = started_game(&store, 1, 5).await;
    // Taken 31 s ago for 30 s: the process was frozen past its lease (SIGSTOP), and no
    // other bot has started since.
    let now = now_unix();
    let epoch = store.take_lease(&me, now - 31, LEASE_TTL).await.unwrap();
    let mine = store.clone().writing_as(me.clone(), epoch);
    let (seat, action) = random_step(&mut game, &mut rng);
    let refused = mine
        .commit_action(id, v, seat, &action, &game)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, StoreError::LeaseExpired(Expired { expires, .. }) if expires == now - 1),
        "{refused}"
    );
    // The sentence counts the seconds at the commit, which a slow machine may reach a
    // second or two after `now`.
    let late = now_unix() - (now - 1);
    assert!(
        (1..=late).any(|secs| refused.to_string().starts_with(&format!(
            "This catan-bot's lease on the database ran out {secs} s ago without a renewal"
        ))),
        "{refused}"
    );
    assert!(matches!(
        mine.set_deadline(id, Some(now + 60), false).await,
        Err(StoreError::LeaseExpired(_))
    ));
    let loaded = store.load(id).await.unwrap();
    assert_eq!((loaded.row.version, loaded.log_len), (v, 0));
    assert_eq!(store.deadline(id).await.unwrap(), None);

    // Renewed under the same epoch, it writes again.
    store
        .renew_lease(&me, epoch, now_unix(), LEASE_TTL)
        .await
        .unwrap();
    assert_eq!(store.lease().await.unwrap().unwrap().epoch, epoch);
    mine.commit_action(id, v, seat, &action, &game)
        .await
        .unwrap();
    assert_eq!(store.load(id).await.unwrap().log_len, 1);
}
}

#[tokio::test]
async fn ai_levels_are_stored_by_name_and_an_unknown_one_is_corrupt() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let (id, ..) = started_game(&store, 1, 1).await;
    let row = store.game_row(id).await.unwrap();
    assert_eq!(row.seats, table());
    let stored: Option<String> =
        sqlx::query_scalar("SELECT ai FROM seats WHERE game_id = $1 AND seat = 2")
            .bind(id)
            .fetch_one(&store.pool)
            .await
            .unwrap();
    assert_eq!(stored.as_deref(), Some("heuristic"));

    sqlx::query("UPDATE seats SET ai = 'grandmaster' WHERE game_id = $1 AND seat = 2")
        .bind(id)
        .execute(&store.pool)
        .await
        .unwrap();
    let err = store.game_row(id).await.unwrap_err();
    assert!(
        matches!(&err, StoreError::Corrupt { game, detail } if *game == id && detail.contains("\"grandmaster\"")),
        "{err}"
    );
}

on_both! {
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_processes_claiming_one_interaction_exactly_one_takes_it(store, url) {
    assert!(store.claim_interaction(7, now_unix()).await.unwrap());
    assert!(!store.claim_interaction(7, now_unix()).await.unwrap());
    assert!(store.interaction_taken(7).await.unwrap());
    // Four processes get the same interactions at once.
    let mut others = Vec::new();
    for _ in 0..4 {
        others.push(Store::open(&url).await.unwrap());
    }
    for id in 100..120u64 {
        let claims = others.iter().map(|s| {
            let s = s.clone();
            tokio::spawn(async move { s.claim_interaction(id, now_unix()).await.unwrap() })
        });
        let mut won = 0;
        for c in claims.collect::<Vec<_>>() {
            won += usize::from(c.await.unwrap());
        }
        assert_eq!(won, 1, "interaction {id}");
    }
}
}

on_both! {
/// A move noted as pending before its acknowledgement stays until the commit that makes it
/// (which clears it in its own transaction) or `drop_move`; a refused commit leaves it, and
/// the note of a claimed interaction keeps the claim.
#[tokio::test]
async fn a_pending_move_stays_until_its_commit_or_its_drop(store, _url) {
    let (id, v, mut game, mut rng) = started_game(&store, 1, 9).await;
    assert!(store.claim_interaction(41, now_unix()).await.unwrap());
    let (seat, action) = random_step(&mut game, &mut rng);
    let pending = |interaction| PendingMove {
        interaction,
        game: id,
        seat,
        action,
        token: format!("token-{interaction}"),
        thinking: interaction == 42,
        acked: false,
        lang: if interaction == 42 { Lang::De } else { Lang::En },
    };
    store.note_move(&pending(41), Duration::from_secs(1)).await.unwrap();
    store.note_move(&pending(42), Duration::from_secs(1)).await.unwrap();
    assert!(!store.claim_interaction(41, now_unix()).await.unwrap(), "still claimed");
    assert!(!store.claim_interaction(42, now_unix()).await.unwrap(), "noted is claimed");
    assert_eq!(store.pending_moves(id).await.unwrap(), [pending(41), pending(42)]);

    let settles = |interaction| CommitAlso {
        settles: Some(interaction),
        ..CommitAlso::default()
    };
    // Refused by the version check: nothing is cleared.
    let stale = store.commit_timed(id, v - 1, seat, &action, &game, settles(41)).await;
    assert!(matches!(stale, Err(StoreError::Conflict(_))), "{stale:?}");
    assert_eq!(store.pending_moves(id).await.unwrap().len(), 2);
    // Discord took 42's acknowledgement: its note says so (the player may be told).
    store.move_acked(&pending(42)).await.unwrap();
    let acked = PendingMove {
        acked: true,
        ..pending(42)
    };
    assert_eq!(store.pending_moves(id).await.unwrap(), [pending(41), acked.clone()]);
    store.commit_timed(id, v, seat, &action, &game, settles(41)).await.unwrap();
    assert_eq!(store.pending_moves(id).await.unwrap(), [acked]);
    // A move committed before its acknowledgement is noted stays gone.
    store.move_acked(&pending(41)).await.unwrap();
    assert_eq!(store.pending_moves(id).await.unwrap().len(), 1);
    store.drop_move(42).await.unwrap();
    assert!(store.pending_moves(id).await.unwrap().is_empty());
    assert!(store.interaction_taken(42).await.unwrap(), "the claim stays");
}
}

on_both! {
/// The owner's copy (`caching`): after every commit and seat change it equals a fresh read;
/// it answers without reading (a change made behind its back is not seen until the owner
/// forgets its copies); a write refused by the version check leaves no stale copy.
#[tokio::test]
async fn the_owner_answers_from_its_copy_and_its_writes_keep_it_true(store, url) {
    let owner = store.clone().caching();
    let (id, mut version, mut game, mut rng) = started_game(&owner, 20, 7).await;
    for _ in 0..30 {
        let (seat, action) = random_step(&mut game, &mut rng);
        version = owner
            .commit_action(id, version, seat, &action, &game)
            .await
            .unwrap();
        let copy = owner.load(id).await.unwrap();
        let read = store.load(id).await.unwrap();
        assert_eq!(copy.row, read.row);
        assert_eq!((copy.game, copy.log_len), (read.game, read.log_len));
        assert_eq!(copy.row.version, version);
    }

    // Behind the owner's back (no other process may write while it owns the table).
    sqlx::query("UPDATE games SET turn_timer_minutes = 9 WHERE id = $1")
        .bind(id)
        .execute(store.pool())
        .await
        .unwrap();
    assert_eq!(owner.load(id).await.unwrap().row.turn_timer_minutes, Some(5));
    assert_eq!(owner.game_row(id).await.unwrap().turn_timer_minutes, Some(5));
    owner.forget_cached();
    assert_eq!(owner.load(id).await.unwrap().row.turn_timer_minutes, Some(9));

    // Another writer moves the game on; the owner's stale commit is refused, and its next
    // load is the other's state.
    let other = Store::open(&url).await.unwrap();
    let (seat, action) = random_step(&mut game, &mut rng);
    let moved = other
        .commit_action(id, version, seat, &action, &game)
        .await
        .unwrap();
    let mut stale = game.clone();
    let (seat, action) = random_step(&mut stale, &mut rng);
    let refused = owner.commit_action(id, version, seat, &action, &stale).await;
    assert!(matches!(refused, Err(StoreError::Conflict(_))), "{refused:?}");
    let copy = owner.load(id).await.unwrap();
    assert_eq!((copy.row.version, copy.game), (moved, game));

    // A lobby's seats: the copy follows each change.
    let lobby = open_lobby(&owner, Some(7), 21, person(1, "Ann")).await
        .unwrap();
    let row = owner.game_row(lobby).await.unwrap();
    let seats = vec![person(1, "Ann"), person(2, "Bea")];
    owner.set_seats(lobby, row.version, &seats).await.unwrap();
    assert_eq!(owner.game_row(lobby).await.unwrap(), store.game_row(lobby).await.unwrap());
    assert_eq!(owner.game_row(lobby).await.unwrap().seats, seats);
}
}

on_both! {
/// `/catan` finds the table of its channel in the owner's copy too: the open table of a
/// channel, no active game where a lobby is open; a table that ends leaves the copy, and
/// the channel's next table is found again.
#[tokio::test]
async fn the_owner_finds_a_channels_table_in_its_copy(store, _url) {
    let owner = store.clone().caching();
    let (id, _, game, _) = started_game(&owner, 30, 3).await;
    let lobby = open_lobby(&owner, Some(7), 31, person(1, "Ann")).await
        .unwrap();
    assert_eq!(owner.load_in_channel(30).await.unwrap().unwrap().game, game);
    assert_eq!(owner.open_game_in_channel(31).await.unwrap().unwrap().id, lobby);
    assert!(owner.load_in_channel(31).await.unwrap().is_none(), "a lobby is not a game");
    assert!(owner.open_game_in_channel(32).await.unwrap().is_none());

    // Answered from the copies, with no read: both tables moved behind the owner's back
    // (no other process may write while it owns them) are still found where it left them.
    let shift = "UPDATE games SET channel_id = channel_id + $1 WHERE id IN ($2, $3)";
    for by in [100i64, -100] {
        sqlx::query(shift)
            .bind(by)
            .bind(id)
            .bind(lobby)
            .execute(store.pool())
            .await
            .unwrap();
        assert_eq!(owner.load_in_channel(30).await.unwrap().unwrap().row.id, id);
        assert_eq!(owner.open_game_in_channel(31).await.unwrap().unwrap().id, lobby);
        assert!(owner.load_in_channel(31).await.unwrap().is_none());
        owner.forget_cached();
        let here = by == -100;
        assert_eq!(owner.open_game_in_channel(30).await.unwrap().is_some(), here);
        assert_eq!(owner.open_game_in_channel(31).await.unwrap().is_some(), here);
    }

    // The table ends: the channel has none, then its next one.
    owner.set_status(id, GameStatus::Abandoned).await.unwrap();
    assert!(owner.open_game_in_channel(30).await.unwrap().is_none());
    assert!(owner.load_in_channel(30).await.unwrap().is_none());
    let next = open_lobby(&owner, Some(7), 30, person(2, "Bea")).await
        .unwrap();
    assert_eq!(owner.open_game_in_channel(30).await.unwrap().unwrap().id, next);
    assert!(owner.load_in_channel(30).await.unwrap().is_none());
}
}

on_both! {
/// A rematch opens in the ended game's channel with its seats, options and map, waiting
/// for the players who have not accepted; accepting and declining are versioned like any
/// change of seats, and the owner's copy follows.
#[tokio::test]
async fn a_rematch_lobby_keeps_the_seats_and_who_it_waits_for(store, _url) {
    let owner = store.clone().caching();
    let (id, _, _, _) = started_game(&owner, 40, 5).await;
    let ended = owner.game_row(id).await.unwrap();
    assert_eq!(ended.rematch, None);
    // While the game is open the channel is busy.
    assert!(matches!(
        owner
            .create_rematch(&ended, 2, &[1_000_000_000_000_000_001, 4], &|_| [7; 32])
            .await,
        Err(StoreError::ChannelBusy)
    ));
    owner.set_status(id, GameStatus::Abandoned).await.unwrap();
    let waiting = [1_000_000_000_000_000_001, 4];
    let seed = |id: i64| [id as u8; 32];
    let re = owner
        .create_rematch(&ended, 2, &waiting, &seed)
        .await
        .unwrap();
    let row = owner.game_row(re).await.unwrap();
    // Its seed is fixed with it, from its own id.
    assert_eq!(row.fair.as_ref().map(|f| f.seed), Some([re as u8; 32]));
    assert_eq!(row.status, GameStatus::Lobby);
    assert_eq!((row.host_id, row.channel_id), (2, 40));
    assert_eq!(row.seats, table());
    assert_eq!((row.options, row.map), (ended.options, ended.map));
    assert_eq!((ended.language, row.language), (Lang::De, Lang::De));
    assert_eq!(row.rematch, Some(Rematch { of: id, waiting: waiting.to_vec() }));
    // Ann accepts; Dan declines and leaves his seat: an ordinary lobby of the same game.
    let v = owner.set_rematch(re, row.version, &row.seats, &[4]).await.unwrap();
    assert_eq!(owner.game_row(re).await.unwrap().rematch_waiting(), &[4]);
    assert!(matches!(
        owner.set_rematch(re, row.version, &row.seats, &[]).await,
        Err(StoreError::Conflict(_))
    ));
    let fewer = &table()[..3];
    owner.set_rematch(re, v, fewer, &[]).await.unwrap();
    for s in [&owner, &store] {
        let row = s.game_row(re).await.unwrap();
        assert_eq!(row.seats, fewer);
        assert_eq!(row.rematch, Some(Rematch { of: id, waiting: vec![] }));
        assert!(row.rematch_waiting().is_empty());
    }
}
}

/// `db copy`: a SQLite database with a finished game (rated), a game mid-play and a lobby
/// copied into PostgreSQL and back equals the original everywhere: every game loads the
/// same, every log replays to its snapshot, the ratings agree; new games go on from the
/// highest id; a target that holds games is refused and left as it was.
#[tokio::test]
async fn a_database_copies_into_the_other_backend_and_back() {
    let (_d1, sqlite, _) = test_store(Backend::Sqlite).await;
    let (done, mut v, mut game, mut rng) = started_game(&sqlite, 30, 5).await;
    while game.phase() != Phase::GameOver {
        let (seat, action) = random_step(&mut game, &mut rng);
        v = sqlite
            .commit_action(done, v, seat, &action, &game)
            .await
            .unwrap();
    }
    let (playing, mut v, mut game, mut rng) = started_game(&sqlite, 31, 6).await;
    for _ in 0..40 {
        let (seat, action) = random_step(&mut game, &mut rng);
        v = sqlite
            .commit_action(playing, v, seat, &action, &game)
            .await
            .unwrap();
    }
    let lobby = open_lobby(&sqlite, None, 32, person(1, "Ann"))
        .await
        .unwrap();

    let (_d2, pg, _) = test_store(Backend::Postgres).await;
    let report = sqlite.copy_into(&pg).await.unwrap();
    assert!(report.tables.contains(&("games", 3)), "{report:?}");
    let (_d3, back, _) = test_store(Backend::Sqlite).await;
    pg.copy_into(&back).await.unwrap();
    for copy in [&pg, &back] {
        for id in [done, playing] {
            let (a, b) = (sqlite.load(id).await.unwrap(), copy.load(id).await.unwrap());
            assert_eq!((a.row, a.game, a.log_len), (b.row, b.game, b.log_len));
            assert_eq!(
                sqlite.record(id).await.unwrap(),
                copy.record(id).await.unwrap()
            );
        }
        assert_eq!(
            sqlite.game_row(lobby).await.unwrap(),
            copy.game_row(lobby).await.unwrap()
        );
        let verified = copy.verify_report().await.unwrap();
        assert!(verified.mismatches.is_empty(), "{:?}", verified.mismatches);
        assert_eq!(verified.games, 2);
        assert!(copy.check_ratings().await.unwrap().mismatches.is_empty());
        let next = open_lobby(copy, None, 33, person(2, "Bea")).await.unwrap();
        assert!(next > lobby, "a new game after the copied ones: {next}");
    }
    let err = sqlite.copy_into(&pg).await.unwrap_err();
    assert!(matches!(err, StoreError::CopyTarget { games: 4 }), "{err}");
    assert!(err.to_string().contains("empty database"), "{err}");
}

on_both! {
/// Watchers: a member watches once, asks to be pinged at the end, and stops.
#[tokio::test]
async fn watchers_come_ask_for_a_ping_and_go(store, _url) {
    let (id, _, _, _) = started_game(&store, 50, 2).await;
    assert!(store.watchers(id).await.unwrap().is_empty());
    assert!(store.watch(id, 1_000_000_000_000_000_009).await.unwrap());
    assert!(!store.watch(id, 1_000_000_000_000_000_009).await.unwrap(), "once");
    assert!(store.watch(id, 7).await.unwrap());
    assert!(store.set_watch_ping(id, 7, true).await.unwrap());
    assert!(!store.set_watch_ping(id, 8, true).await.unwrap(), "8 does not watch");
    assert_eq!(
        store.watchers(id).await.unwrap(),
        vec![
            Watcher { user_id: 7, ping_at_end: true },
            Watcher { user_id: 1_000_000_000_000_000_009, ping_at_end: false },
        ]
    );
    assert!(store.unwatch(id, 7).await.unwrap());
    assert!(!store.unwatch(id, 7).await.unwrap());
    assert_eq!(store.watchers(id).await.unwrap().len(), 1);
}
}

on_both! {
/// `/catan notify`: a player without a choice gets the channel ping alone; a choice is kept;
/// a refused DM is remembered and owed a word once; turning DMs on again forgets it.
#[tokio::test]
async fn turn_ping_choices_are_kept_and_a_refused_dm_is_told_once(store, _url) {
    let ann = 1_000_000_000_000_000_001;
    assert_eq!(store.notify_prefs(ann).await.unwrap(), NotifyPrefs { user_id: ann, ..NotifyPrefs::default() });
    let prefs = NotifyPrefs {
        user_id: ann,
        dm: true,
        quiet: Some((22, 7, "Europe/Berlin".into())),
        dm_refused: false,
        heads_up: true,
    };
    store.set_notify_prefs(&prefs).await.unwrap();
    assert_eq!(store.notify_prefs(ann).await.unwrap(), prefs);
    assert!(store.dm_notices_due().await.unwrap().is_empty());
    store.dm_refused(ann).await.unwrap();
    assert!(store.notify_prefs(ann).await.unwrap().dm_refused);
    assert_eq!(store.dm_notices_due().await.unwrap(), vec![ann]);
    assert!(store.take_dm_notice(ann).await.unwrap());
    assert!(!store.take_dm_notice(ann).await.unwrap(), "once");
    // Quiet hours changed without touching DMs: the refusal stays.
    store.set_notify_prefs(&NotifyPrefs { dm: false, quiet: None, ..prefs.clone() }).await.unwrap();
    assert!(store.notify_prefs(ann).await.unwrap().dm_refused);
    store.set_notify_prefs(&prefs).await.unwrap();
    assert_eq!(store.notify_prefs(ann).await.unwrap(), prefs);
    assert_eq!(store.notify_prefs_of(&[ann, 5]).await.unwrap(), vec![prefs]);
}
}

/// A process frozen inside a transaction (SIGSTOP) cannot hold its locks, and with them the
/// other processes' take-over of its shards, until it wakes: the server ends a bot's
/// connection left idle inside a transaction.
#[tokio::test]
async fn postgres_ends_a_bots_transaction_left_idle() {
    let (_dir, store, _) = test_store(Backend::Postgres).await;
    let set: String = sqlx::query_scalar("SHOW idle_in_transaction_session_timeout")
        .fetch_one(&store.pool)
        .await
        .unwrap();
    assert_eq!(set, PG_IDLE_IN_TRANSACTION);
}

on_both! {
/// `/catan-hub games`: the open tables a member sits at, in every server, with the message
/// that shows each and since when it waits (its turn's beginning, or the lobby's opening);
/// not a finished game, nor a table where the member is not seated, nor an AI's seat.
#[tokio::test]
async fn a_members_open_tables_in_every_server(store, _url) {
    let bea = 2;
    // A game under way in server 7, played into its third turn.
    let (game, mut v, mut state, mut rng) = started_game(&store, 10, 42).await;
    let mut log = Vec::new();
    while state.turn() < 3 || state.phase() != Phase::Main {
        let (seat, action) = random_step(&mut state, &mut rng);
        v = store.commit_action(game, v, seat, &action, &state).await.unwrap();
        log.push(action);
    }
    sqlx::query("UPDATE events SET created_at = 1000 + seq WHERE game_id = $1")
        .bind(game)
        .execute(&store.pool)
        .await
        .unwrap();
    let began = log
        .iter()
        .rposition(|a| matches!(a, Action::EndTurn | Action::PlaceRoad { .. }))
        .expect("a turn ended") as i64
        + 1000;
    store.set_published(game, MessageKind::Turn, Some(555), 3, MessageState::POSTED).await.unwrap();
    // A lobby in another server that Bea joined, and one she did not.
    let lobby = open_lobby(&store, Some(8), 20, person(9, "Ivy")).await.unwrap();
    store.set_seats(lobby, 0, &[person(9, "Ivy"), person(bea, "Bea")]).await.unwrap();
    store.set_published(lobby, MessageKind::Lobby, Some(777), 0, MessageState::POSTED).await.unwrap();
    open_lobby(&store, Some(8), 21, person(9, "Ivy")).await.unwrap();
    // A game that ended, and a game just started, with no move yet and no message.
    let (over, ..) = started_game(&store, 30, 43).await;
    store.set_status(over, GameStatus::Abandoned).await.unwrap();
    let (fresh, ..) = started_game(&store, 31, 44).await;

    let tables = store.seated_tables(bea).await.unwrap();
    let ids: Vec<GameId> = tables.iter().map(|t| t.row.id).collect();
    assert_eq!(ids, vec![game, lobby, fresh]);
    let t = &tables[0];
    assert_eq!((t.row.guild_id, t.row.channel_id, t.message), (Some(7), 10, Some(555)));
    assert_eq!(t.row.status, GameStatus::Active);
    assert_eq!(t.game.as_ref().map(|g| (g.turn(), g.phase())), Some((state.turn(), state.phase())));
    assert_eq!(t.since, began);
    let l = &tables[1];
    assert_eq!((l.row.guild_id, l.row.status, l.message), (Some(8), GameStatus::Lobby, Some(777)));
    assert!(l.game.is_none());
    assert_eq!(l.since, l.row.created_at);
    assert_eq!(l.row.seats.len(), 2);
    let f = &tables[2];
    assert_eq!((f.message, f.since), (None, f.row.updated_at));
    assert_eq!(f.game.as_ref().map(|g| g.phase()), Some(Phase::Setup));
    // Cy sits at those tables as an AI only; a stranger at none.
    assert!(store.seated_tables(3).await.unwrap().is_empty());
    assert!(store.seated_tables(5).await.unwrap().is_empty());
    // Ivy holds the two lobbies.
    assert_eq!(store.seated_tables(9).await.unwrap().len(), 2);
}
}

/// What the publisher notes of a kept message reads back as it was written, on both
/// backends: every kind of note, with and without a message id.
#[tokio::test]
async fn every_note_of_a_kept_message_reads_back_as_written() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let (_dir, store, _) = test_store(backend).await;
        let notes = [
            (Some(1), MessageState::POSTED),
            (
                Some(2),
                MessageState::Shows {
                    content: Some(Digest(u64::MAX)),
                    board: Some(Digest(0)),
                    first_page: Some(u32::MAX),
                },
            ),
            (
                Some(3),
                MessageState::Folded {
                    content: Digest(0xabc),
                    first_page: 104,
                },
            ),
            (None, MessageState::Posting),
            (None, MessageState::Closed),
            (None, MessageState::Repost),
            (Some(4), MessageState::Started),
        ];
        for (k, (message, note)) in notes.into_iter().enumerate() {
            let id = open_lobby(&store, None, 500 + k as u64, person(1, "Ada"))
                .await
                .unwrap();
            store
                .set_published(id, MessageKind::Turn, message, 9, note)
                .await
                .unwrap();
            let want = Published {
                kind: MessageKind::Turn,
                message,
                stamp: 9,
                state: note,
            };
            assert_eq!(
                store.published(id).await.unwrap(),
                vec![want],
                "{backend:?}"
            );
        }
    }
}

/// The messages a database noted before the publisher's notes had columns (one `digest`
/// text, "content:board:first page", with sentinels, and 0 for no message) read as the
/// same notes after the migration, on both backends.
#[tokio::test]
async fn notes_stored_as_one_digest_text_are_converted_to_columns() {
    let old: [(&str, i64, i64, &str); 8] = [
        ("lobby", 111, 0, ""),
        ("turn", 222, 7, "00000000000000ab:00000000000000cd:105"),
        ("offer", 0, 9, "posting"),
        ("discard", 333, 7, "00000000000000ef"),
        ("turn", 0, 8, "closed"),
        ("lobby", 555, 0, "started"),
        ("turn", 666, 8, "folded-00000000000000aa::106"),
        ("lobby", 0, 8, "repost"),
    ];
    let shows =
        |content: Option<u64>, board: Option<u64>, first_page: Option<u32>| MessageState::Shows {
            content: content.map(Digest),
            board: board.map(Digest),
            first_page,
        };
    let want = [
        (Some(111), shows(None, None, None)),
        (Some(222), shows(Some(0xab), Some(0xcd), Some(105))),
        (None, MessageState::Posting),
        (Some(333), shows(Some(0xef), None, None)),
        (None, MessageState::Closed),
        (Some(555), MessageState::Started),
        (
            Some(666),
            MessageState::Folded {
                content: Digest(0xaa),
                first_page: 106,
            },
        ),
        (None, MessageState::Repost),
    ];
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let dir = tempfile::tempdir().unwrap();
        let url = match backend {
            Backend::Sqlite => format!("sqlite://{}", dir.path().join("old.db").display()),
            Backend::Postgres => pg::database().await,
        };
        // Each row in a game of its own (a game keeps one message of a kind).
        let insert_game = "INSERT INTO games (channel_id, host_id, options, map, status, \
                           version, created_at, updated_at) VALUES ($1, 66, '{}', 'beginner', \
                           'finished', 3, 1, 1) RETURNING id";
        let insert_message =
            "INSERT INTO messages (game_id, kind, message_id, stamp, digest) VALUES ($1, $2, $3, $4, $5)";
        // The database as the migration before the columns left it.
        install_drivers();
        let (at, before) = match backend {
            Backend::Sqlite => (format!("{url}?mode=rwc"), (&MIGRATOR, 16)),
            Backend::Postgres => (url.clone(), (&POSTGRES_MIGRATOR, 11)),
        };
        let pool = AnyPoolOptions::new().connect(&at).await.unwrap();
        before.0.run_to(before.1, &pool).await.unwrap();
        let mut games = Vec::new();
        for (k, &(kind, message, stamp, digest)) in old.iter().enumerate() {
            let id: i64 = sqlx::query_scalar(insert_game)
                .bind(100 + k as i64)
                .fetch_one(&pool)
                .await
                .unwrap();
            sqlx::query(insert_message)
                .bind(id)
                .bind(kind)
                .bind(message)
                .bind(stamp)
                .bind(digest)
                .execute(&pool)
                .await
                .unwrap();
            games.push(id);
        }
        pool.close().await;
        let store = Store::open(&url).await.unwrap();
        for ((id, &(kind, _, stamp, digest)), (message, note)) in games.iter().zip(&old).zip(want) {
            let published = store.published(*id).await.unwrap();
            let want = Published {
                kind: MessageKind::parse(kind).unwrap(),
                message,
                stamp: stamp as u32,
                state: note,
            };
            assert_eq!(published, vec![want], "{digest:?} on {backend:?}");
        }
    }
}
