//! Store benchmark (`cargo bench --bench store`): durable commits per second and commit
//! latency (p50/p99) for single actions with synchronous=FULL and NORMAL, then start-up
//! time and peak memory on a database of 10,000 games (100 active), measured in a fresh
//! child process; last, what the publisher reads of a game's log after a move: the whole
//! record (as it did before it kept each game's story) against the actions since its last
//! publish (`actions_from`), at several lengths of game. Databases live in a temporary
//! folder; figures go to stdout.

use catan_bot::engine::{
    Action, BoardSpec, Game, GameRng, GameSetup, Options, Phase, Record, Seat,
};
use catan_bot::store::{GameId, GameStatus, SeatInfo, Store, StoreConfig};
use sqlx::sqlite::SqliteSynchronous;
use std::time::{Duration, Instant};

const COMMITS: usize = 2000;
const GAMES: usize = 10_000;
const ACTIVE: usize = 100;
const TEMPLATES: usize = 20;
const STARTUP_ARG: &str = "--startup-child";

fn random_step(game: &mut Game, rng: &mut GameRng) -> (Seat, Action) {
    let seat = game.seat_to_move();
    let legal = game.legal_actions(seat);
    let pick = legal[rng.below(legal.len() as u32) as usize];
    let action = game.complete(pick, rng);
    game.apply(seat, action).expect("a listed action applies");
    (seat, action)
}

async fn new_game(store: &Store, channel: u64, rng: &mut GameRng) -> (GameId, i64, Game) {
    let options = Options::default();
    let seats: Vec<SeatInfo> = (0..4)
        .map(|i| SeatInfo {
            user_id: 200_000_000_000_000_000 + i,
            name: format!("Player {i}"),
            ai: None,
        })
        .collect();
    let id = store
        .create_lobby(
            catan_bot::store::NewTable {
                guild: Some(1),
                channel,
                options,
                map: catan_bot::engine::MapKind::Random,
                turn_timer_minutes: Some(10),
                language: catan_bot::i18n::Lang::En,
            },
            seats[0].clone(),
        )
        .await
        .unwrap();
    let v = store.set_seats(id, 0, &seats).await.unwrap();
    let spec = BoardSpec::Random(rng.below(u32::MAX) as u64);
    let setup = GameSetup::random(options, spec.build(), rng);
    let mut header = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
    header.names = Some(seats.iter().map(|s| s.name.clone()).collect());
    let (game, _) = header.start().unwrap();
    let v = store.start_game(id, v, &header, &game).await.unwrap();
    (id, v, game)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

async fn commit_bench(mode: SqliteSynchronous, label: &str) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let store = Store::open_with(
        &url,
        StoreConfig {
            synchronous: mode,
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let mut rng = GameRng::new(7);
    let mut channel = 1;
    let (mut id, mut version, mut game) = new_game(&store, channel, &mut rng).await;
    let mut latencies = Vec::with_capacity(COMMITS);
    let started = Instant::now();
    for _ in 0..COMMITS {
        if game.phase() == Phase::GameOver || game.turn() > 150 {
            if game.phase() != Phase::GameOver {
                store.set_status(id, GameStatus::Abandoned).await.unwrap();
            }
            channel += 1;
            (id, version, game) = new_game(&store, channel, &mut rng).await;
        }
        let (seat, action) = random_step(&mut game, &mut rng);
        let t = Instant::now();
        version = store
            .commit_action(id, version, seat, &action, &game)
            .await
            .unwrap();
        latencies.push(t.elapsed());
    }
    let total = started.elapsed();
    latencies.sort();
    println!(
        "commit synchronous={label:<6}  {COMMITS} commits  {:>7.0} commits/s  p50 {:.3} ms  p99 {:.3} ms  max {:.3} ms",
        COMMITS as f64 / total.as_secs_f64(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies.last().unwrap().as_secs_f64() * 1000.0,
    );
    store.close().await;
}

/// Fills a database with `GAMES` games, `ACTIVE` of them active: `TEMPLATES` games are
/// played through the store, the rest are copies of them made inside SQLite.
async fn build_many(url: &str) {
    let store = Store::open(url).await.unwrap();
    let mut rng = GameRng::new(11);
    let mut finished = Vec::new();
    let mut active = Vec::new();
    for t in 0..TEMPLATES {
        let (id, mut v, mut game) = new_game(&store, t as u64 + 1, &mut rng).await;
        let cap = if t % 2 == 0 { 400 } else { 200 };
        for _ in 0..cap {
            if game.phase() == Phase::GameOver {
                break;
            }
            let (seat, action) = random_step(&mut game, &mut rng);
            v = store
                .commit_action(id, v, seat, &action, &game)
                .await
                .unwrap();
        }
        if t % 2 == 0 {
            // Ended either way: a game finishes only by its last action, so one cut short
            // ends abandoned.
            if game.phase() != Phase::GameOver {
                store.set_status(id, GameStatus::Abandoned).await.unwrap();
            }
            finished.push(id);
        } else {
            active.push(id);
        }
    }
    let pool = store.pool();
    let mut tx = pool.begin().await.unwrap();
    for i in TEMPLATES..GAMES {
        let from = if i < ACTIVE + TEMPLATES / 2 {
            active[i % active.len()]
        } else {
            finished[i % finished.len()]
        };
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, options, map, turn_timer_minutes, \
             status, version, header, created_at, updated_at) SELECT guild_id, ?, host_id, options, \
             map, turn_timer_minutes, status, version, header, created_at, updated_at \
             FROM games WHERE id = ? RETURNING id",
        )
        .bind(1_000_000 + i as i64)
        .bind(from)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
        for sql in [
            "INSERT INTO seats SELECT ?, seat, user_id, name, ai FROM seats WHERE game_id = ?",
            "INSERT INTO events SELECT ?, seq, seat, action, created_at FROM events WHERE game_id = ?",
            "INSERT INTO snapshots SELECT ?, seq, state FROM snapshots WHERE game_id = ?",
        ] {
            sqlx::query(sql)
                .bind(id)
                .bind(from)
                .execute(&mut *tx)
                .await
                .unwrap();
        }
    }
    tx.commit().await.unwrap();
    let counts: (i64, i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), SUM(status = 'active'), (SELECT COUNT(*) FROM events) FROM games",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    println!(
        "start-up database: {} games, {} active, {} logged actions",
        counts.0, counts.1, counts.2
    );
    store.close().await;
}

fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// In a fresh process: open + migrate + list active games; then load all of them.
fn startup_child(url: &str) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let t = Instant::now();
        let store = Store::open(url).await.unwrap();
        let listed = store.active_games().await.unwrap();
        let listed_ms = t.elapsed().as_secs_f64() * 1000.0;
        let rss_listed = peak_rss_kib();
        let loaded = store.load_active().await.unwrap();
        let loaded_ms = t.elapsed().as_secs_f64() * 1000.0;
        assert!(loaded.iter().all(|(_, g)| g.is_ok()));
        println!(
            "start-up: open+migrate+list {} active games {listed_ms:.1} ms (peak RSS {:.1} MiB); \
             + load all {} snapshots {loaded_ms:.1} ms (peak RSS {:.1} MiB)",
            listed.len(),
            rss_listed as f64 / 1024.0,
            loaded.len(),
            peak_rss_kib() as f64 / 1024.0,
        );
        store.close().await;
    });
}

/// Median time (ms) of `reps` runs of `read`.
async fn median_ms<F, Fut>(reps: usize, mut read: F) -> f64
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = usize>,
{
    let mut times = Vec::with_capacity(reps);
    for _ in 0..reps {
        let t = Instant::now();
        std::hint::black_box(read().await);
        times.push(t.elapsed());
    }
    times.sort();
    percentile(&times, 0.5)
}

/// One long game, read back at several lengths: its whole record, and the last three
/// actions (what a publish that kept the story reads after a move).
async fn log_read_bench() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("log.db").display());
    let store = Store::open(&url).await.unwrap();
    let mut rng = GameRng::new(23);
    let mut channel = 1;
    let (mut id, mut v, mut game) = new_game(&store, channel, &mut rng).await;
    let mut logged = 0u32;
    for length in [100u32, 400, 1000] {
        while logged < length {
            if game.phase() == Phase::GameOver {
                // A finished game is too short: start again, longer luck next time.
                channel += 1;
                (id, v, game) = new_game(&store, channel, &mut rng).await;
                logged = 0;
                continue;
            }
            let (seat, action) = random_step(&mut game, &mut rng);
            v = store
                .commit_action(id, v, seat, &action, &game)
                .await
                .unwrap();
            logged += 1;
        }
        let (store, from) = (&store, length - 3);
        let whole = median_ms(50, || async move {
            store.record(id).await.unwrap().actions.len()
        })
        .await;
        let since = median_ms(50, || async move {
            store.actions_from(id, from).await.unwrap().len()
        })
        .await;
        println!(
            "log read after a move, game of {length:>4} actions: whole record {whole:.3} ms, \
             actions since the last publish (3) {since:.3} ms"
        );
    }
    store.close().await;
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == STARTUP_ARG) {
        startup_child(&args[i + 1]);
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        commit_bench(SqliteSynchronous::Full, "FULL").await;
        commit_bench(SqliteSynchronous::Normal, "NORMAL").await;
    });
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.db");
    let url = format!("sqlite://{}", path.display());
    let t = Instant::now();
    runtime.block_on(build_many(&url));
    println!(
        "built in {:.1} s; file {:.1} MiB",
        t.elapsed().as_secs_f64(),
        std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) as f64 / 1048576.0
    );
    for _ in 0..2 {
        let status = std::process::Command::new(std::env::current_exe().unwrap())
            .args([STARTUP_ARG, &url])
            .status()
            .unwrap();
        assert!(status.success());
    }
    runtime.block_on(log_read_bench());
}
