//! Crash safety of the store: a child process (this test binary, re-executed) applies
//! actions to several games in a loop and prints each one after its commit; it is killed
//! with SIGKILL at random moments. After every kill the database must pass
//! `PRAGMA integrity_check`, hold every action printed before the kill, and every game's
//! log must replay to its snapshot. Games are played to 5 points, so many finish: a game
//! must be rated exactly when it is finished, whenever the kill came.

use catan_bot::engine::{
    Action, BoardSpec, Game, GameRng, GameSetup, Options, Phase, Record, Seat,
};
use catan_bot::store::{GameId, GameStatus, SeatInfo, Store};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Set (to the database URL) in the child process only.
const CHILD_ENV: &str = "CATAN_STORE_CRASH_CHILD";
const SEED_ENV: &str = "CATAN_STORE_CRASH_SEED";
const ROUNDS: u64 = 24;
const GAMES_AT_ONCE: usize = 4;

fn random_step(game: &mut Game, rng: &mut GameRng) -> (Seat, Action) {
    let seat = game.seat_to_move();
    let legal = game.legal_actions(seat);
    let pick = legal[rng.below(legal.len() as u32) as usize];
    let action = game.complete(pick, rng);
    game.apply(seat, action).expect("a listed action applies");
    (seat, action)
}

async fn new_game(store: &Store, rng: &mut GameRng) -> (GameId, i64, Game, i64) {
    let options = Options {
        points_to_win: 5,
        ..Options::default()
    };
    let seats: Vec<SeatInfo> = (0..4)
        .map(|i| SeatInfo {
            user_id: 100 + i,
            name: format!("P{i}"),
            ai: Some(catan_bot::ai::Level::Random),
        })
        .collect();
    let channel = u64::from(rng.below(u32::MAX)) + 1;
    let id = store
        .create_lobby(
            catan_bot::store::NewTable {
                guild: None,
                channel,
                options,
                map: catan_bot::engine::MapKind::Random,
                turn_timer_minutes: None,
                language: catan_bot::i18n::Lang::En,
            },
            seats[0].clone(),
        )
        .await
        .expect("create lobby");
    let v = store.set_seats(id, 0, &seats).await.expect("seats");
    let spec = BoardSpec::Random(u64::from(rng.below(u32::MAX)));
    let setup = GameSetup::random(options, spec.build(), rng);
    let mut header = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
    header.names = Some(seats.iter().map(|s| s.name.clone()).collect());
    let (game, _) = header.start().expect("header starts");
    let v = store
        .start_game(id, v, &header, &game)
        .await
        .expect("start");
    (id, v, game, 0)
}

async fn child_loop(url: &str, seed: u64) {
    let store = Store::open(url).await.expect("child opens the store");
    let mut rng = GameRng::new(seed);
    let mut games = Vec::new();
    for (id, loaded) in store.load_active().await.expect("list active games") {
        let loaded = loaded.expect("an active game loads");
        assert_eq!(loaded.row.id, id);
        games.push((id, loaded.row.version, loaded.game, loaded.log_len));
    }
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    // Killed long before this; the limit only keeps a lost child from running forever.
    while started.elapsed() < Duration::from_secs(30) {
        while games.len() < GAMES_AT_ONCE {
            games.push(new_game(&store, &mut rng).await);
        }
        let k = rng.below(games.len() as u32) as usize;
        let (id, version, game, log_len) = &mut games[k];
        let mut next = game.clone();
        let (seat, action) = random_step(&mut next, &mut rng);
        *version = store
            .commit_action(*id, *version, seat, &action, &next)
            .await
            .expect("commit");
        let json = serde_json::to_string(&catan_bot::engine::SeatAction { p: seat, action })
            .expect("json");
        writeln!(out, "committed {id} {log_len} {json}").expect("stdout");
        out.flush().expect("flush");
        *log_len += 1;
        *game = next;
        if game.phase() == Phase::GameOver || game.turn() > 150 {
            if game.phase() != Phase::GameOver {
                store
                    .set_status(*id, GameStatus::Abandoned)
                    .await
                    .expect("abandon");
            }
            games.swap_remove(k);
        }
    }
}

#[test]
#[ignore = "the child process of sigkill_never_loses_a_committed_action"]
fn child_main() {
    let Ok(url) = std::env::var(CHILD_ENV) else {
        return;
    };
    let seed = std::env::var(SEED_ENV)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(child_loop(&url, seed));
}

struct Printed {
    game: GameId,
    seq: i64,
    json: String,
}

fn parse(line: &str) -> Option<Printed> {
    let rest = line.strip_prefix("committed ")?;
    let mut parts = rest.splitn(3, ' ');
    Some(Printed {
        game: parts.next()?.parse().ok()?,
        seq: parts.next()?.parse().ok()?,
        json: parts.next()?.to_string(),
    })
}

#[test]
fn sigkill_never_loses_a_committed_action() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("crash.db").display());
    let exe = std::env::current_exe().unwrap();
    let time_seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    eprintln!("crash test seed {time_seed}");
    let mut rng = GameRng::new(time_seed);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut printed: Vec<Printed> = Vec::new();
    let mut rounds_with_commits = 0;
    let mut finished: i64 = 0;
    for round in 0..ROUNDS {
        let mut child = Command::new(&exe)
            .args([
                // The child's test by its path in the test binary (`store_crash::child_main`).
                &format!("{}::child_main", module_path!().split_once("::").unwrap().1),
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, &url)
            .env(SEED_ENV, (time_seed ^ round).to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("spawn the child");
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| parse(&l))
                .collect::<Vec<_>>()
        });
        std::thread::sleep(Duration::from_millis(150 + u64::from(rng.below(350))));
        child.kill().expect("SIGKILL the child");
        let status = child.wait().unwrap();
        assert!(
            status.code().is_none(),
            "the child ended by itself: {status}"
        );
        let new = reader.join().unwrap();
        if !new.is_empty() {
            rounds_with_commits += 1;
        }
        printed.extend(new);

        runtime.block_on(async {
            let store = Store::open(&url).await.expect("reopen after the kill");
            let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
                .fetch_one(store.pool())
                .await
                .unwrap();
            assert_eq!(integrity, "ok", "round {round}");
            for p in &printed {
                let stored: Option<String> =
                    sqlx::query_scalar("SELECT action FROM events WHERE game_id = ? AND seq = ?")
                        .bind(p.game)
                        .bind(p.seq)
                        .fetch_optional(store.pool())
                        .await
                        .unwrap();
                assert_eq!(
                    stored.as_deref(),
                    Some(p.json.as_str()),
                    "round {round}: game {} action {} was printed as committed",
                    p.game,
                    p.seq
                );
            }
            let mismatches = store.verify_all().await.unwrap();
            assert!(mismatches.is_empty(), "round {round}: {mismatches:#?}");
            let unrated: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM games g WHERE (g.status = 'finished') != \
                 EXISTS (SELECT 1 FROM seat_results r WHERE r.game_id = g.id)",
            )
            .fetch_one(store.pool())
            .await
            .unwrap();
            assert_eq!(
                unrated, 0,
                "round {round}: a game is finished exactly when rated"
            );
            finished = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = 'finished'")
                .fetch_one(store.pool())
                .await
                .unwrap();
            store.close().await;
        });
    }
    eprintln!(
        "{} committed actions printed over {ROUNDS} kills, {finished} games finished",
        printed.len()
    );
    assert!(finished > 0, "no game finished, so none was rated");
    assert!(
        rounds_with_commits >= ROUNDS / 2,
        "only {rounds_with_commits} rounds committed anything"
    );
    assert!(printed.len() >= 200, "only {} commits", printed.len());
}
