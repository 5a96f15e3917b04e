//! Load benchmark of the Discord bot against the strict fake Discord (issue 11, "Load and
//! speed"): `cargo bench --bench discord_load` (`LOAD_TABLES=50 cargo bench --bench
//! discord_load` for a smaller run).
//!
//! The fake Discord (`tests/it/fake_discord`, per-channel rate limits ON: 5 new messages and 5
//! edits per channel per 5 s, a 429 beyond) gets `LOAD_TABLES` channels (default 200) and one
//! member per channel. ONE bot process (`catan-bot run`, release build, production settings:
//! no test hooks, so dice and draws are random) plays on a fresh SQLite database. In every
//! channel, its member opens a table (`/catan new players:4 points:5 thread:False`), adds
//! three AI seats (**Add AI** → **Heuristic (quick)**), clicks **Start** and plays the whole
//! game by buttons only, reading the current turn message (the one the store notes as
//! published for the turn, checked to show the game as it stands): in set-up **Build…** and
//! the first place offered; then **Roll**; a city, a settlement or (with no settlement spot
//! left) a road through **Build…** and its select when affordable, else **Buy card** (up to
//! three cards), else **End turn**; **Discard** (its select, or the typed form beyond 25
//! cards), **Move robber** (first hex, first victim), and **Decline** on an AI's trade offer.
//! The run ends when every game is over, or after `LOAD_TIMEOUT_SECS` (default 1200).
//!
//! **The opening.** The tables open one after another, `LOAD_OPEN_PER_SEC` a second
//! (default 20: 200 tables over 10 s, 1,000 over 50 s), and before each click of its lobby
//! (Add AI, the AI's kind, Start) a member reads what it was shown for a time drawn from
//! `LOAD_THINK_MS` (default `300-1200`; one number for a fixed time; seeded by the channel,
//! so every run pauses alike). People neither open tables in the same millisecond nor answer
//! a chooser in none. In play a driver acts as soon as it sees its turn.
//! `LOAD_OPEN_PER_SEC=0 LOAD_THINK_MS=0` is the synchronized opening of earlier runs: every
//! member with no time to think makes a closed loop whose answers take, at p99, about what
//! one interaction per table costs the whole machine (bots, PostgreSQL, the fake and the
//! drivers on two cores), so it measures capacity more than responsiveness.
//!
//! It prints one table:
//! - games finished, wall time, and how long the games took (first click on Start to the
//!   game-over message);
//! - interactions answered (and unanswered), time to first response as the fake measures it
//!   (from the interaction's creation to the callback's arrival) at p50/p90/p99/max, and how
//!   many took 3 s or more (Discord's deadline);
//! - 429s the fake served (the bot retries every one; warnings it logged are counted too);
//! - public messages per game (and edits per game);
//! - actions the human drivers saw acknowledged (callback 6) and how many of those are
//!   missing from the game's stored log ("lost"), plus logged human actions that were never
//!   acknowledged; clicks the bot refused (a private sentence);
//! - the bot's peak RSS (VmHWM) and CPU time, the harness's own CPU time (the fake and the
//!   200 drivers share the machine with the bot), and any violation the fake recorded.
//!
//! - where the first responses' time went: by kind of answer, and (from each bot's
//!   `/metrics`, `catan_interaction_wait_seconds`) how long interactions took to reach a bot
//!   and to be claimed by it, as bucket bounds.
//!
//! It exits non-zero when a game did not finish, an acknowledged action is not in the log,
//! or an interaction went unanswered. The bot's log (RUST_LOG, default warn; `LOAD_BOT_LOG`
//! changes it) and its database are kept in `target/tmp/discord_load/`, with
//! `interactions.csv`: every interaction (what was used, the callback, its time to first
//! response, its delivery). With `LOAD_BOT_LOG=warn,catan_bot::bot::flow=debug` each bot logs
//! every first answer (`first answer interaction=… ready_ms=… sent_in_ms=…`: the
//! interaction's age when the answer was ready, and how long sending it took), to split a
//! response time between the bot's work and the answer's trip.
//!
//! **Several processes on PostgreSQL** (issue 22): `LOAD_DATABASE=postgres` plays on a
//! throwaway PostgreSQL server the harness starts (as the tests do, `tests/it/pg.rs`), and
//! `LOAD_PROCESSES=N` (N > 1, PostgreSQL only) starts N bot processes of one bot sharing
//! `LOAD_SHARDS` gateway shards (default 8, `CATAN_SHARDS`); the tables are then spread over
//! twice as many servers as shards, so every process owns some. The measurement starts once
//! every shard has its session. Peak RSS and CPU are given per process. For example
//! `LOAD_DATABASE=postgres LOAD_PROCESSES=4 LOAD_TABLES=400 cargo bench --bench
//! discord_load`.
//!
//! **Fail-over** (issue 22): `LOAD_KILL_AFTER_SECS=T` (several processes) kills the first
//! process with SIGKILL T seconds into the games. Its shards' sessions close; their players
//! click again once another process has taken the shard over (as players do when Discord
//! says an interaction failed), and the report says when that was, how many interactions
//! died with the killed process, and whether every game still reached its winner with no
//! acknowledged action lost and every log replaying to its snapshot (`db verify`). For
//! example `LOAD_DATABASE=postgres LOAD_PROCESSES=3 LOAD_SHARDS=6 LOAD_TABLES=60
//! LOAD_KILL_AFTER_SECS=60 cargo bench --bench discord_load`.
//!
//! **A pause** (issue 42): `LOAD_PAUSE_AFTER_SECS=T` (several processes; three with a kill) freezes the
//! second process with SIGSTOP T seconds into the games for `LOAD_PAUSE_SECS` (default 45,
//! past its 15 s leases) and wakes it with SIGCONT. The report says when the others served
//! its shards again, how soon, woken, it closed the sessions of the shards it lost, and every
//! request it sent Discord for their tables after waking (none is allowed); every other
//! interaction must still be answered within 3 s. Each process reaches the fake under a tag
//! of its own (`bot1`, `bot2`, …), so what each sent is told apart.

#![recursion_limit = "256"]

#[path = "../tests/it/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../tests/it/pg.rs"]
mod pg;
#[path = "../tests/it/table.rs"]
mod table;

#[path = "../tests/it/load.rs"]
mod load;

use load::{Opening, Pause, Setup};
use std::time::Duration;

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a whole number, not {v:?}")),
        Err(_) => default,
    }
}

/// The run's settings from `LOAD_*` (see above).
fn setup_from_env(tables: usize) -> Setup {
    let processes = env_number("LOAD_PROCESSES", 1).max(1) as usize;
    let postgres = match std::env::var("LOAD_DATABASE").as_deref() {
        Ok("postgres") => true,
        Ok("sqlite") | Err(_) => false,
        Ok(other) => panic!("LOAD_DATABASE is sqlite or postgres, not {other:?}"),
    };
    assert!(
        postgres || processes == 1,
        "several bot processes share a PostgreSQL database: set LOAD_DATABASE=postgres"
    );
    let shards = match processes {
        1 => 0,
        _ => env_number("LOAD_SHARDS", 8).max(1) as u32,
    };
    let kill_after = std::env::var("LOAD_KILL_AFTER_SECS")
        .is_ok()
        .then(|| Duration::from_secs(env_number("LOAD_KILL_AFTER_SECS", 0)));
    assert!(
        kill_after.is_none() || processes > 1,
        "a fail-over needs another process to take over: set LOAD_PROCESSES"
    );
    let pause = std::env::var("LOAD_PAUSE_AFTER_SECS")
        .is_ok()
        .then(|| Pause {
            after: Duration::from_secs(env_number("LOAD_PAUSE_AFTER_SECS", 0)),
            length: Duration::from_secs(env_number("LOAD_PAUSE_SECS", 45)),
        });
    assert!(
        pause.is_none() || processes > 1 + usize::from(kill_after.is_some()),
        "a pause needs another live process to take over: set LOAD_PROCESSES (3 with a kill)"
    );
    Setup {
        postgres,
        processes,
        shards,
        kill_after,
        pause,
        points: 5,
        players: 4,
        fast: false,
        lease_secs: None,
        name: "discord_load",
        opening: opening_from_env(tables),
    }
}

/// `LOAD_OPEN_PER_SEC` (default 20; 0 opens every table at once) and `LOAD_THINK_MS` (a
/// range `300-1200`, the default, or one number; 0 clicks at once).
fn opening_from_env(tables: usize) -> Opening {
    let over = match env_number("LOAD_OPEN_PER_SEC", 20) {
        0 => Duration::ZERO,
        rate => Duration::from_secs_f64(tables as f64 / rate as f64),
    };
    let think = std::env::var("LOAD_THINK_MS").unwrap_or_else(|_| "300-1200".into());
    let ms = |v: &str| -> Duration {
        Duration::from_millis(v.trim().parse().unwrap_or_else(|_| {
            panic!("LOAD_THINK_MS is milliseconds (`500`) or a range (`300-1200`), not {think:?}")
        }))
    };
    let think = match think.split_once('-') {
        Some((lo, hi)) => (ms(lo), ms(hi)),
        None => (ms(&think), ms(&think)),
    };
    assert!(
        think.0 <= think.1,
        "LOAD_THINK_MS: the range's start comes first, as in 300-1200"
    );
    Opening { over, think }
}

fn main() {
    let tables = env_number("LOAD_TABLES", 200) as usize;
    let timeout = Duration::from_secs(env_number("LOAD_TIMEOUT_SECS", 1200));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let ok = runtime.block_on(load::run(tables, timeout, setup_from_env(tables)));
    std::process::exit(if ok { 0 } else { 1 });
}
