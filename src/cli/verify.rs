//! `catan-bot db verify`, `catan-bot db ratings --check | --rebuild` and `catan-bot db copy
//! --to URL`: opens the database
//! named by `--database-url` (or `DATABASE_URL`), asks the store to check (or rebuild) it, and prints what it
//! found for a terminal. The checking itself is the store's (`Store::verify_report`,
//! `Store::check_ratings`, `Store::rebuild_ratings`).

use crate::store::{capped_rating_lines, Store, StoreConfig, StoreError};
use std::process::ExitCode;

/// Runs `work` on the existing database at `url`, on a runtime of its own.
fn with_store<T>(
    url: &str,
    work: impl AsyncFnOnce(&Store) -> Result<T, StoreError>,
) -> anyhow::Result<T> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let config = StoreConfig {
            create_if_missing: false,
            ..Default::default()
        };
        let store = Store::open_with(url, config).await.map_err(|e| match e {
            StoreError::Database(inner) => anyhow::anyhow!(
                "could not open the database at {}: {inner}. Is DATABASE_URL right?",
                crate::bot::without_password(url)
            ),
            other => anyhow::anyhow!("{other}"),
        })?;
        let done = work(&store).await;
        store.close().await;
        Ok(done?)
    })
}
/// `catan-bot db verify`: checks the database at `url`, prints one line per mismatch and a
/// summary; fails on mismatches.
pub fn verify(url: &str) -> anyhow::Result<ExitCode> {
    let report = with_store(url, async |store| store.verify_report().await)?;
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
/// at `url` from its finished games and prints what it did. `--check`
/// (`rebuild` false) changes nothing: it prints each difference between the stored ratings
/// and a recomputation, and fails when there is one.
pub fn ratings(url: &str, rebuild: bool) -> anyhow::Result<ExitCode> {
    if rebuild {
        let r = with_store(url, async |store| store.rebuild_ratings().await)?;
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
    let check = with_store(url, async |store| store.check_ratings().await)?;
    for line in capped_rating_lines(&check.mismatches) {
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

/// `catan-bot db copy --to URL`: copies the database at `from` into the new one at `to`
/// (migrated first), after checking that no bot runs on `from`, and says what it copied.
pub fn copy(from: &str, to: &str) -> anyhow::Result<ExitCode> {
    if crate::store::Backend::of_url(to).is_err() {
        anyhow::bail!("--to must be a sqlite:// or postgres:// address, not \"{to}\".");
    }
    let report = with_store(from, async |source| {
        if let Some(lease) = source.lease().await? {
            if lease.expires > crate::store::now_unix() {
                return Ok(Err(format!(
                    "A bot is running on {} ({} holds its lease): stop it first, so that the \
                     copy is of tables at rest.",
                    crate::bot::without_password(from),
                    lease.holder
                )));
            }
        }
        let running = source.live_processes().await?;
        if running > 0 {
            return Ok(Err(format!(
                "{running} bot process(es) run on {}: stop them first, so that the copy is of \
                 tables at rest.",
                crate::bot::without_password(from)
            )));
        }
        let target = match Store::open(to).await {
            Ok(t) => t,
            Err(e) => {
                return Ok(Err(format!(
                    "could not open the database to copy into, {}: {e}",
                    crate::bot::without_password(to)
                )))
            }
        };
        let copied = source.copy_into(&target).await;
        target.close().await;
        Ok(copied.map_err(|e| e.to_string()))
    })?
    .map_err(|sentence| anyhow::anyhow!(sentence))?;
    for (table, rows) in &report.tables {
        println!("{table}: {rows} rows");
    }
    println!(
        "copied into {}; point DATABASE_URL there and start the bot",
        crate::bot::without_password(to)
    );
    Ok(ExitCode::SUCCESS)
}
