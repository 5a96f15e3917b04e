//! `catan-bot db copy --to URL`: every game (lobbies, running games mid-turn, finished
//! ones), with its seats, log, snapshot, published messages and thread pointer, and every
//! result, rating and taken interaction, copied from one database into a new one, SQLite
//! or PostgreSQL either way. The two backends hold the same tables and columns; this copies
//! them column by column in one transaction of the target, so a copy is whole or not made.
//! The leases are not copied: they belong to the processes of each database.

use super::{Backend, Store, StoreError};
use sqlx::{Any, AssertSqlSafe, Row};
use std::sync::Arc;

/// A column's type, the same on both backends.
#[derive(Debug, Clone, Copy)]
enum Kind {
    Int,
    Real,
    Text,
}
use Kind::{Int, Real, Text};

/// The tables copied, parents first, with their columns.
const TABLES: &[(&str, &[(&str, Kind)])] = &[
    (
        "games",
        &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("host_id", Int),
            ("options", Text),
            ("map", Text),
            ("turn_timer_minutes", Int),
            ("status", Text),
            ("version", Int),
            ("header", Text),
            ("created_at", Int),
            ("updated_at", Int),
            ("deadline", Int),
            ("reminded", Int),
            ("offer_deadline", Int),
            ("ended_at", Int),
            ("finish_seq", Int),
            ("fair_seed", Text),
            ("fair_entropy", Text),
            ("rematch_of", Int),
            ("rematch_waiting", Text),
            ("language", Text),
        ],
    ),
    (
        "seats",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("user_id", Int),
            ("name", Text),
            ("ai", Text),
        ],
    ),
    (
        "events",
        &[
            ("game_id", Int),
            ("seq", Int),
            ("seat", Int),
            ("action", Text),
            ("created_at", Int),
        ],
    ),
    (
        "snapshots",
        &[("game_id", Int), ("seq", Int), ("state", Text)],
    ),
    (
        "messages",
        &[
            ("game_id", Int),
            ("kind", Text),
            ("message_id", Int),
            ("stamp", Int),
            ("state", Text),
            ("content_digest", Text),
            ("board_digest", Text),
            ("first_page", Int),
        ],
    ),
    (
        "notify_prefs",
        &[
            ("user_id", Int),
            ("dm", Int),
            ("quiet_from", Int),
            ("quiet_to", Int),
            ("time_zone", Text),
            ("dm_refused", Int),
            ("dm_notice", Int),
            ("heads_up", Int),
        ],
    ),
    (
        "watchers",
        &[("game_id", Int), ("user_id", Int), ("ping_at_end", Int)],
    ),
    (
        "pointers",
        &[("game_id", Int), ("channel_id", Int), ("message_id", Int)],
    ),
    (
        "seat_results",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("guild", Int),
            ("finish_seq", Int),
            ("player", Text),
            ("name", Text),
            ("points", Int),
            ("place", Int),
            ("won", Int),
            ("road_length", Int),
            ("first_settlement", Int),
            ("first_brick", Int),
            ("first_lumber", Int),
            ("first_wool", Int),
            ("first_grain", Int),
            ("first_ore", Int),
        ],
    ),
    (
        "ratings",
        &[
            ("guild", Int),
            ("player", Text),
            ("mu", Real),
            ("sigma", Real),
            ("games", Int),
            ("wins", Int),
        ],
    ),
    (
        "rating_history",
        &[
            ("game_id", Int),
            ("player", Text),
            ("guild", Int),
            ("finish_seq", Int),
            ("mu_before", Real),
            ("sigma_before", Real),
            ("mu", Real),
            ("sigma", Real),
        ],
    ),
    ("reviews", &[("game_id", Int), ("seats", Text)]),
    (
        "seasons",
        &[
            ("id", Int),
            ("guild", Int),
            ("name", Text),
            ("channel_id", Int),
            ("started_by", Int),
            ("language", Text),
            ("started_at", Int),
            ("ends_at", Int),
            ("ended_at", Int),
            ("posted", Int),
        ],
    ),
    (
        "tournaments",
        &[
            ("id", Int),
            ("guild", Int),
            ("channel_id", Int),
            ("organiser", Int),
            ("name", Text),
            ("language", Text),
            ("rounds", Int),
            ("final_table", Int),
            ("points_to_win", Int),
            ("turn_timer_minutes", Int),
            ("status", Text),
            ("round", Int),
            ("signup_message", Int),
            ("seed", Int),
            ("created_at", Int),
        ],
    ),
    (
        "tournament_players",
        &[
            ("tournament_id", Int),
            ("user_id", Int),
            ("name", Text),
            ("joined", Int),
            ("dropped", Int),
        ],
    ),
    (
        "tournament_tables",
        &[
            ("tournament_id", Int),
            ("round", Int),
            ("table_no", Int),
            ("players", Text),
            ("game_id", Int),
            ("result", Text),
        ],
    ),
    (
        "interactions",
        &[
            ("id", Int),
            ("taken_at", Int),
            ("game_id", Int),
            ("pending", Text),
        ],
    ),
];

/// What a copy copied: each table and its rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyReport {
    pub tables: Vec<(&'static str, u64)>,
}

impl Store {
    /// Copies every game, result, rating and taken interaction of this database into
    /// `target`, which must hold no game yet (`CopyTarget` otherwise). One transaction of
    /// the target: all of it or nothing.
    pub async fn copy_into(&self, target: &Store) -> Result<CopyReport, StoreError> {
        let mut tx = target.begin_write().await?;
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut *tx)
            .await?;
        if games > 0 {
            return Err(StoreError::CopyTarget { games });
        }
        let mut report = CopyReport { tables: Vec::new() };
        for (table, columns) in TABLES {
            let names: Vec<&str> = columns.iter().map(|(n, _)| *n).collect();
            let select = format!(
                "SELECT {} FROM {table} ORDER BY {}",
                names.join(", "),
                names[0]
            );
            let params: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
            let insert: Arc<str> = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                params.join(", ")
            )
            .into();
            // Built only from the names in `TABLES`, never from data.
            let rows = sqlx::query(AssertSqlSafe(select))
                .fetch_all(&self.pool)
                .await?;
            for row in &rows {
                let mut q = sqlx::query::<Any>(AssertSqlSafe(insert.clone()));
                for (i, (_, kind)) in columns.iter().enumerate() {
                    q = match kind {
                        Int => q.bind(row.try_get::<Option<i64>, _>(i)?),
                        Real => q.bind(row.try_get::<Option<f64>, _>(i)?),
                        Text => q.bind(row.try_get::<Option<String>, _>(i)?),
                    };
                }
                q.execute(&mut *tx).await?;
            }
            report.tables.push((table, rows.len() as u64));
        }
        if target.backend == Backend::Postgres {
            // New games go on from the highest id copied.
            sqlx::query(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), \
                 COALESCE((SELECT MAX(id) FROM games), 0) + 1, false)",
            )
            .execute(&mut *tx)
            .await?;
            for table in ["seasons", "tournaments"] {
                let q = match table {
                    "seasons" => {
                        "SELECT setval(pg_get_serial_sequence('seasons', 'id'), \
                         COALESCE((SELECT MAX(id) FROM seasons), 0) + 1, false)"
                    }
                    _ => {
                        "SELECT setval(pg_get_serial_sequence('tournaments', 'id'), \
                         COALESCE((SELECT MAX(id) FROM tournaments), 0) + 1, false)"
                    }
                };
                sqlx::query(q).execute(&mut *tx).await?;
            }
        }
        tx.commit().await?;
        Ok(report)
    }
}
