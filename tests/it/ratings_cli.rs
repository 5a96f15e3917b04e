//! `catan-bot db ratings --check | --rebuild` as an operator runs them on a database of
//! finished and abandoned games: a clean check, lost ratings found (also by `db verify`)
//! and rebuilt to exactly what the games had stored, a damaged finished game that stops a
//! rebuild without changing anything, and one sentence for a missing flag or database.

use crate::cli::catan_bot;
use catan_bot::engine::random_playout;
use catan_bot::engine::{BoardSpec, GameRng, GameSetup, Island, Options, Record, SeatAction};
use catan_bot::store::{GameId, GameStatus, SeatInfo, Store};

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn seat(user_id: u64, name: &str, ai: Option<&str>) -> SeatInfo {
    SeatInfo {
        user_id,
        name: name.into(),
        ai: ai.map(|l| l.parse().expect("a level")),
    }
}

/// A game played with random legal actions: stored with all but its last action, then the
/// last one committed (finishing and rating it) or the game abandoned instead.
async fn game(
    store: &Store,
    guild: Option<u64>,
    channel: u64,
    seats: &[SeatInfo],
    seed: u64,
    finish: bool,
) -> GameId {
    let options = Options {
        players: seats.len() as u8,
        ..Options::default()
    };
    let id = store
        .create_lobby(
            catan_bot::store::NewTable {
                guild,
                channel,
                options,
                map: catan_bot::engine::MapKind::Random,
                turn_timer_minutes: None,
                language: catan_bot::i18n::Lang::En,
            },
            seats[0].clone(),
        )
        .await
        .unwrap();
    let v = store.set_seats(id, 0, seats).await.unwrap();
    let mut rng = GameRng::new(seed);
    let spec = BoardSpec::Random(seed);
    let board = spec
        .build_for(Island::for_players(options.players))
        .unwrap();
    let setup = GameSetup::random(options, board, &mut rng);
    let mut header = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
    header.names = Some(seats.iter().map(|s| s.name.clone()).collect());
    let (mut end, _) = header.start().unwrap();
    let mut log: Vec<SeatAction> = Vec::new();
    let played = random_playout(&mut end, &mut rng, 5_000, |_, p, a| {
        log.push(SeatAction { p, action: *a })
    });
    assert!(!played.capped);
    let last = log.pop().unwrap();
    header.actions = log;
    let before = header.final_state().unwrap();
    let v = store.start_game(id, v, &header, &before).await.unwrap();
    if finish {
        store
            .commit_action(id, v, last.p, &last.action, &end)
            .await
            .unwrap();
    } else {
        store.set_status(id, GameStatus::Abandoned).await.unwrap();
    }
    id
}

/// Every derived row, as text, in key order.
async fn derived(store: &Store) -> Vec<String> {
    let mut rows = Vec::new();
    for sql in [
        "SELECT game_id || ' ' || seat || ' ' || player || ' ' || points || ' ' || place \
         FROM seat_results ORDER BY game_id, seat",
        "SELECT guild || ' ' || player || ' ' || printf('%!.17g %!.17g', mu, sigma) || ' ' || \
         games || ' ' || wins FROM ratings ORDER BY guild, player",
        "SELECT game_id || ' ' || player || ' ' || printf('%!.17g %!.17g', mu, sigma) \
         FROM rating_history ORDER BY game_id, player",
    ] {
        let part: Vec<String> = sqlx::query_scalar(sql)
            .fetch_all(store.pool())
            .await
            .unwrap();
        rows.extend(part);
    }
    rows
}

#[test]
fn db_ratings_checks_rebuilds_and_refuses_to_rebuild_from_a_damaged_game() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("catan.db").display());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (stored, damaged) = rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let ada = seat(11, "Ada", None);
        let bo = seat(12, "Bo", None);
        let strong = seat(0, "Sam", Some("strong"));
        let table = [ada.clone(), bo.clone(), strong.clone()];
        game(&store, Some(1), 1, &table, 1, true).await;
        game(&store, Some(1), 1, &table, 2, false).await;
        let last = game(
            &store,
            Some(1),
            2,
            &[bo, ada, strong.clone(), strong],
            3,
            true,
        )
        .await;
        game(&store, None, 3, &table, 4, true).await;
        let rows = derived(&store).await;
        store.close().await;
        (rows, last)
    });
    assert!(stored.len() > 10, "{stored:#?}");

    let out = catan_bot(&url, &["db", "ratings", "--check"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "3 finished games checked, 0 differences\n"
    );

    // The ratings are lost (say, a table emptied by hand).
    rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        sqlx::query("DELETE FROM ratings")
            .execute(store.pool())
            .await
            .unwrap();
        store.close().await;
    });
    let out = catan_bot(&url, &["db", "ratings", "--check"]);
    assert!(!out.status.success());
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("server 1, user:11: no stored rating\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("games outside any server, ai:strong: no stored rating\n"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("3 finished games checked, 6 differences\n"),
        "{stdout}"
    );
    let out = catan_bot(&url, &["db", "verify"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stdout).contains("ratings: server 1, ai:strong: no stored rating\n"),
        "{}",
        text(&out.stdout)
    );

    let out = catan_bot(&url, &["db", "ratings", "--rebuild"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let prefix = "Rebuilt the ratings: 3 games, 6 players rated (2 servers in ";
    assert!(
        stdout.starts_with(prefix) && stdout.ends_with(" ms).\n"),
        "{stdout}"
    );
    eprintln!("{}", stdout.trim_end());
    let after = rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let rows = derived(&store).await;
        store.close().await;
        rows
    });
    assert_eq!(after, stored);
    for args in [&["db", "ratings", "--check"][..], &["db", "verify"][..]] {
        let out = catan_bot(&url, args);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stdout));
    }

    // A finished game whose state cannot be read: the rebuild changes nothing and says why.
    rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        sqlx::query("UPDATE snapshots SET state = 'not json' WHERE game_id = ?")
            .bind(damaged)
            .execute(store.pool())
            .await
            .unwrap();
        store.close().await;
    });
    let out = catan_bot(&url, &["db", "ratings", "--rebuild"]);
    assert!(!out.status.success());
    assert_eq!(
        text(&out.stderr),
        format!(
            "catan-bot: The ratings were left as they were, because finished games cannot be \
             read: game {damaged}: damaged: the snapshot has no format version (expected \
             ident at line 1 column 2). Repair or delete those games, then rebuild again.\n"
        )
    );
    let unchanged = rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let rows = derived(&store).await;
        store.close().await;
        rows
    });
    assert_eq!(unchanged, stored);

    // Which of the two, and which database.
    let out = catan_bot(&url, &["db", "ratings"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--rebuild"),
        "{}",
        text(&out.stderr)
    );
    let missing = format!("sqlite://{}", dir.path().join("nope.db").display());
    let out = catan_bot(&missing, &["db", "ratings", "--check"]);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with(&format!(
            "catan-bot: could not open the database at {missing}: "
        )) && stderr.ends_with("Is DATABASE_URL right?\n"),
        "{stderr}"
    );
}
