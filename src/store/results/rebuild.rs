//! Ratings recomputed from the stored games: `rebuild_ratings` replaces the three tables
//! with what the finished games give, `check_ratings` compares the two and changes nothing.

use super::{
    corrupt, insert_changes, insert_results, load_finished, put_standing, Finished, RatingsCheck,
    RebuildReport, StoredChange, StoredRating,
};
use crate::engine::Resource;
use crate::ratings::{Ledger, Rating, RatingChange, SeatResult};
use crate::store::{decode_snapshot, id_in, id_out, GameId, Scope, Store, StoreError};
use sqlx::AnyConnection;
use std::collections::BTreeMap;
use std::time::Instant;

/// Every finished game rated again from scratch, in finishing order.
struct Recomputed {
    games: Vec<(Finished, Vec<RatingChange>)>,
    ledger: Ledger,
    /// Finished games that could not be read, one sentence each.
    problems: Vec<String>,
}

async fn recompute(conn: &mut AnyConnection) -> Result<Recomputed, StoreError> {
    let rows: Vec<(GameId, Option<String>)> = sqlx::query_as(
        "SELECT g.id, s.state FROM games g LEFT JOIN snapshots s ON s.game_id = g.id \
         WHERE g.status = 'finished' ORDER BY g.finish_seq, g.id",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut out = Recomputed {
        games: Vec::with_capacity(rows.len()),
        ledger: Ledger::new(),
        problems: Vec::new(),
    };
    for (id, state) in rows {
        let loaded = match state {
            None => Err(corrupt(id, "it is finished but has no snapshot")),
            Some(text) => match decode_snapshot(id, &text) {
                Ok(game) => load_finished(conn, id, &game).await,
                Err(e) => Err(e),
            },
        };
        match loaded {
            Ok(f) => {
                let changes = out.ledger.rate_game(f.bucket, &f.results);
                out.games.push((f, changes));
            }
            Err(StoreError::Corrupt { detail, .. }) => {
                out.problems.push(format!("game {id}: damaged: {detail}"))
            }
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

/// A stored or recomputed seat result, as compared by `check_ratings`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SeatRow {
    guild: i64,
    finish_seq: i64,
    player: String,
    name: String,
    points: i64,
    place: i64,
    won: bool,
    road_length: i64,
    first_settlement: Option<i64>,
    first: [i64; 5],
}

impl SeatRow {
    fn of(f: &Finished, r: &SeatResult) -> SeatRow {
        SeatRow {
            guild: id_in(f.bucket),
            finish_seq: f.finish_seq,
            player: r.identity.key(),
            name: r.name.clone(),
            points: r.points.into(),
            place: r.place.into(),
            won: r.won,
            road_length: r.road_length.into(),
            first_settlement: r.first_settlement.map(|i| i64::from(i.number())),
            first: Resource::ALL.map(|x| i64::from(r.first_resources[x])),
        }
    }

    fn describe(&self) -> String {
        format!(
            "{} \"{}\" place {} with {} points, road {}, first settlement {}",
            self.player,
            self.name,
            self.place,
            self.points,
            self.road_length,
            self.first_settlement
                .map_or("unknown".to_string(), |n| n.to_string())
        )
    }
}

/// A `seat_results` row as stored.
#[derive(sqlx::FromRow)]
struct StoredSeatResult {
    game_id: GameId,
    seat: i64,
    guild: i64,
    finish_seq: i64,
    player: String,
    name: String,
    points: i64,
    place: i64,
    won: i64,
    road_length: i64,
    first_settlement: Option<i64>,
    first_brick: i64,
    first_lumber: i64,
    first_wool: i64,
    first_grain: i64,
    first_ore: i64,
}

impl StoredSeatResult {
    /// The row by (game, seat), as `check_ratings` compares it.
    fn keyed(self) -> ((GameId, i64), SeatRow) {
        (
            (self.game_id, self.seat),
            SeatRow {
                guild: self.guild,
                finish_seq: self.finish_seq,
                player: self.player,
                name: self.name,
                points: self.points,
                place: self.place,
                won: self.won != 0,
                road_length: self.road_length,
                first_settlement: self.first_settlement,
                first: [
                    self.first_brick,
                    self.first_lumber,
                    self.first_wool,
                    self.first_grain,
                    self.first_ore,
                ],
            },
        )
    }
}

fn show(r: Rating) -> String {
    format!("mu {:.6}, sigma {:.6}", r.mu, r.sigma)
}

/// The differences between the stored tables and a recomputation: unreadable games, then
/// seat results, rating changes and current ratings.
async fn compare(conn: &mut AnyConnection, fresh: &Recomputed) -> Result<Vec<String>, StoreError> {
    let mut lines = fresh.problems.clone();
    compare_results(conn, fresh, &mut lines).await?;
    compare_changes(conn, fresh, &mut lines).await?;
    compare_ratings(conn, fresh, &mut lines).await?;
    Ok(lines)
}

async fn compare_results(
    conn: &mut AnyConnection,
    fresh: &Recomputed,
    lines: &mut Vec<String>,
) -> Result<(), StoreError> {
    let stored: Vec<StoredSeatResult> = sqlx::query_as(
        "SELECT game_id, seat, guild, finish_seq, player, name, points, place, won, road_length, \
         first_settlement, first_brick, first_lumber, first_wool, first_grain, first_ore \
         FROM seat_results",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut stored: BTreeMap<(GameId, i64), SeatRow> =
        stored.into_iter().map(StoredSeatResult::keyed).collect();
    for (f, _) in &fresh.games {
        let mut missing = 0;
        for r in &f.results {
            let want = SeatRow::of(f, r);
            match stored.remove(&(f.id, i64::from(r.seat.0))) {
                None => missing += 1,
                Some(got) if got != want => lines.push(format!(
                    "game {}, seat {}: stored {} ({:?}); recomputed {} ({:?})",
                    f.id,
                    r.seat.0,
                    got.describe(),
                    got,
                    want.describe(),
                    want
                )),
                Some(_) => {}
            }
        }
        if missing == f.results.len() {
            lines.push(format!(
                "game {}: it is finished but has no stored results",
                f.id
            ));
        } else if missing > 0 {
            lines.push(format!(
                "game {}: {missing} seats have no stored result",
                f.id
            ));
        }
    }
    let extra: std::collections::BTreeSet<GameId> = stored.keys().map(|k| k.0).collect();
    for id in extra {
        lines.push(format!(
            "game {id}: it has stored results but is not a finished game"
        ));
    }

    Ok(())
}

async fn compare_changes(
    conn: &mut AnyConnection,
    fresh: &Recomputed,
    lines: &mut Vec<String>,
) -> Result<(), StoreError> {
    let stored: Vec<StoredChange> = sqlx::query_as(
        "SELECT game_id, player, mu_before, sigma_before, mu, sigma FROM rating_history",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut history: BTreeMap<(GameId, String), (Rating, Rating)> = stored
        .into_iter()
        .map(|c| {
            let (before, after) = (c.before(), c.after());
            ((c.game_id, c.player), (before, after))
        })
        .collect();
    for (f, changes) in &fresh.games {
        for c in changes {
            match history.remove(&(f.id, c.identity.key())) {
                None => lines.push(format!(
                    "game {}: no stored rating change for {}",
                    f.id, c.identity
                )),
                Some((before, after))
                    if !before.agrees_with(&c.before) || !after.agrees_with(&c.after) =>
                {
                    lines.push(format!(
                        "game {}, {}: stored change {} → {}; recomputed {} → {}",
                        f.id,
                        c.identity,
                        show(before),
                        show(after),
                        show(c.before),
                        show(c.after)
                    ))
                }
                Some(_) => {}
            }
        }
    }
    for (game, player) in history.keys() {
        lines.push(format!(
            "game {game}, {player}: a stored rating change that no finished game makes"
        ));
    }

    Ok(())
}

async fn compare_ratings(
    conn: &mut AnyConnection,
    fresh: &Recomputed,
    lines: &mut Vec<String>,
) -> Result<(), StoreError> {
    let stored: Vec<StoredRating> =
        sqlx::query_as("SELECT guild, player, mu, sigma, games, wins FROM ratings")
            .fetch_all(&mut *conn)
            .await?;
    let mut current: BTreeMap<(i64, String), (Rating, i64, i64)> = stored
        .into_iter()
        .map(|r| {
            let rating = r.rating();
            ((r.guild, r.player), (rating, r.games, r.wins))
        })
        .collect();
    for ((bucket, who), s) in fresh.ledger.standings() {
        let server = server_name(*bucket);
        match current.remove(&(id_in(*bucket), who.key())) {
            None => lines.push(format!("{server}, {who}: no stored rating")),
            Some((rating, games, wins))
                if !rating.agrees_with(&s.rating)
                    || games != i64::from(s.games)
                    || wins != i64::from(s.wins) =>
            {
                lines.push(format!(
                    "{server}, {who}: stored {} after {games} games ({wins} won); \
                     recomputed {} after {} games ({} won)",
                    show(rating),
                    show(s.rating),
                    s.games,
                    s.wins
                ))
            }
            Some(_) => {}
        }
    }
    for (bucket, who) in current.keys() {
        lines.push(format!(
            "{}, {who}: a stored rating without a finished game",
            server_name(id_out(*bucket))
        ));
    }
    Ok(())
}

fn server_name(bucket: u64) -> String {
    match bucket {
        0 => "games outside any server".to_string(),
        g => format!("server {g}"),
    }
}

impl Store {
    /// Recomputes every seat result and rating from the stored finished games (their last
    /// snapshot, seats and set-up placements), in the order they finished, and replaces the
    /// three tables with them in one transaction. When a finished game cannot be read,
    /// nothing changes and `Unrated` names it.
    pub async fn rebuild_ratings(&self) -> Result<RebuildReport, StoreError> {
        let started = Instant::now();
        let mut tx = self.write_tx(Scope::Bot).await?;
        crate::store::serialize(&mut tx, self.backend, crate::store::LOCK_FINISH).await?;
        let fresh = recompute(&mut tx).await?;
        if !fresh.problems.is_empty() {
            return Err(StoreError::Unrated(fresh.problems));
        }
        for clear in [
            "DELETE FROM seat_results",
            "DELETE FROM rating_history",
            "DELETE FROM ratings",
        ] {
            sqlx::query(clear).execute(&mut *tx).await?;
        }
        for (f, changes) in &fresh.games {
            insert_results(&mut tx, f).await?;
            insert_changes(&mut tx, f, changes).await?;
        }
        for ((bucket, who), s) in fresh.ledger.standings() {
            put_standing(&mut tx, *bucket, who, s).await?;
        }
        tx.commit().await?;
        let servers = fresh
            .ledger
            .standings()
            .map(|((b, _), _)| *b)
            .collect::<std::collections::BTreeSet<_>>()
            .len();
        Ok(RebuildReport {
            games: fresh.games.len(),
            players: fresh.ledger.len(),
            servers,
            millis: started.elapsed().as_millis(),
        })
    }

    /// Recomputes every result and rating (as `rebuild_ratings` would) and compares them
    /// with the stored ones, changing nothing: one sentence per difference (ratings agree
    /// when mu and sigma differ by less than 1e-9).
    pub async fn check_ratings(&self) -> Result<RatingsCheck, StoreError> {
        let mut tx = self.pool.begin().await?;
        let fresh = recompute(&mut tx).await?;
        let mismatches = compare(&mut tx, &fresh).await?;
        tx.rollback().await?;
        Ok(RatingsCheck {
            games: fresh.games.len() + fresh.problems.len(),
            mismatches,
        })
    }
}
