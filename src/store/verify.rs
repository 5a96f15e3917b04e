//! `catan-bot db verify`: replays every started game's event log and checks that it is
//! accepted action by action and ends in exactly the stored snapshot. Never stops at a
//! damaged game: each problem becomes one line naming the game.

use super::{decode_snapshot, GameId, Store, StoreError, DEFAULT_DATABASE_URL};
use sqlx::Row;
use std::process::ExitCode;

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
    Ok(VerifyReport {
        games: ids.len(),
        mismatches,
    })
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

/// `catan-bot db verify`: checks the database named by `DATABASE_URL` (default
/// `sqlite://catan.db`), prints one line per mismatch and a summary; fails on mismatches.
pub fn verify_from_env() -> anyhow::Result<ExitCode> {
    let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_string());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let report = runtime.block_on(async {
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
        let report = store.verify_report().await?;
        store.close().await;
        anyhow::Ok(report)
    })?;
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
