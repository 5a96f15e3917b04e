//! `catan-bot db verify`: replays every started game's event log and checks that it is
//! accepted action by action and ends in exactly the stored snapshot, and that the stored
//! results and ratings equal a recomputation from the finished games. Never stops at a
//! damaged game: each problem becomes one line naming the game. Also `catan-bot db ratings
//! --check | --rebuild`.

use super::{decode_snapshot, GameId, Store, StoreError, DEFAULT_DATABASE_URL};
use sqlx::Row;
use std::process::ExitCode;

/// At most this many lines about ratings in `db verify` and `db ratings --check`.
const RATING_LINES: usize = 20;

/// What `verify_all` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyReport {
    pub games: usize,
    pub mismatches: Vec<String>,
}

pub(super) async fn verify_all(store: &Store) -> Result<VerifyReport, StoreError> {
    let ids: Vec<GameId> =
        sqlx::query_scalar("SELECT id FROM games WHERE header IS NOT NULL ORDER BY id")
            .fetch_all(store.pool())
            .await?;
    let mut mismatches = Vec::new();
    for &id in &ids {
        match verify_game(store, id).await {
            Ok(lines) => mismatches.extend(lines),
            Err(StoreError::Database(e)) => return Err(StoreError::Database(e)),
            Err(StoreError::Corrupt { detail, .. }) => {
                mismatches.push(format!("game {id}: damaged: {detail}"))
            }
            Err(e) => mismatches.push(format!("game {id}: {e}")),
        }
    }
    let ratings = store.check_ratings().await?;
    mismatches.extend(
        capped(&ratings.mismatches)
            .into_iter()
            .map(|l| format!("ratings: {l}")),
    );
    Ok(VerifyReport {
        games: ids.len(),
        mismatches,
    })
}

/// The first `RATING_LINES` lines, then one saying how many more there are and what fixes
/// them.
fn capped(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = lines.iter().take(RATING_LINES).cloned().collect();
    if lines.len() > RATING_LINES {
        out.push(format!(
            "… and {} more differences; `catan-bot db ratings --rebuild` recomputes the ratings",
            lines.len() - RATING_LINES
        ));
    }
    out
}

/// The mismatches of one game (empty when its log replays to its snapshot).
async fn verify_game(store: &Store, id: GameId) -> Result<Vec<String>, StoreError> {
    let record = store.record(id).await?;
    let snap = sqlx::query("SELECT seq, state FROM snapshots WHERE game_id = ?")
        .bind(id)
        .fetch_optional(store.pool())
        .await?;
    let Some(snap) = snap else {
        return Ok(vec![format!(
            "game {id}: it has started but has no snapshot"
        )]);
    };
    let covered: i64 = snap.try_get("seq")?;
    let state: String = snap.try_get("state")?;
    let snapshot = decode_snapshot(id, &state)?;
    let mut lines = Vec::new();
    if covered != record.actions.len() as i64 {
        lines.push(format!(
            "game {id}: the snapshot covers {covered} actions but the log holds {}",
            record.actions.len()
        ));
    }
    let (game, steps) = match record.replay() {
        Ok(r) => r,
        Err(e) => {
            lines.push(format!("game {id}: its record does not start: {e}"));
            return Ok(lines);
        }
    };
    for step in &steps {
        if let Err(e) = &step.result {
            lines.push(format!(
                "game {id}: logged action {} ({} by seat {}) is refused on replay: {e}",
                step.i,
                step.action.name(),
                step.seat.0
            ));
        }
    }
    if game != snapshot {
        lines.push(format!(
            "game {id}: the log replays to a different state than the snapshot \
             (replay: {} phase, turn {}; snapshot: {} phase, turn {})",
            game.phase().name(),
            game.turn(),
            snapshot.phase().name(),
            snapshot.turn()
        ));
    }
    Ok(lines)
}

/// Runs `work` on the existing database named by `DATABASE_URL` (default
/// `sqlite://catan.db`), on a runtime of its own.
fn with_store_from_env<T>(
    work: impl AsyncFnOnce(&Store) -> Result<T, StoreError>,
) -> anyhow::Result<T> {
    let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_string());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let config = super::StoreConfig {
            create_if_missing: false,
            ..Default::default()
        };
        let store = Store::open_with(&url, config).await.map_err(|e| match e {
            StoreError::Database(inner) => anyhow::anyhow!(
                "could not open the database at {url}: {inner}. Is DATABASE_URL right?"
            ),
            other => anyhow::anyhow!("{other}"),
        })?;
        let done = work(&store).await;
        store.close().await;
        Ok(done?)
    })
}

/// `catan-bot db verify`: checks the database named by `DATABASE_URL` (default
/// `sqlite://catan.db`), prints one line per mismatch and a summary; fails on mismatches.
pub fn verify_from_env() -> anyhow::Result<ExitCode> {
    let report = with_store_from_env(async |store| store.verify_report().await)?;
    for line in &report.mismatches {
        println!("{line}");
    }
    println!(
        "{} games verified, {} mismatches",
        report.games,
        report.mismatches.len()
    );
    Ok(if report.mismatches.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `catan-bot db ratings --rebuild`: recomputes every result and rating of the database
/// named by `DATABASE_URL` from its finished games and prints what it did. `--check`
/// (`rebuild` false) changes nothing: it prints each difference between the stored ratings
/// and a recomputation, and fails when there is one.
pub fn ratings_from_env(rebuild: bool) -> anyhow::Result<ExitCode> {
    if rebuild {
        let r = with_store_from_env(async |store| store.rebuild_ratings().await)?;
        println!(
            "Rebuilt the ratings: {} games, {} players rated ({} in {} ms).",
            r.games,
            r.players,
            match r.servers {
                1 => "1 server".to_string(),
                n => format!("{n} servers"),
            },
            r.millis
        );
        return Ok(ExitCode::SUCCESS);
    }
    let check = with_store_from_env(async |store| store.check_ratings().await)?;
    for line in capped(&check.mismatches) {
        println!("{line}");
    }
    println!(
        "{} finished games checked, {} differences",
        check.games,
        check.mismatches.len()
    );
    Ok(if check.mismatches.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
