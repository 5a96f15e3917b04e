//! Results and ratings in SQLite, and the queries behind `/catan stats`, `leaderboard` and
//! `history`. Always: a game is Finished exactly when its seat results and rating changes
//! are stored, because the transaction that finishes it writes them (`on_finish`); and
//! everything in `seat_results`, `ratings` and `rating_history` can be recomputed from the
//! stored games (`rebuild_ratings`), in the order they finished (`games.finish_seq`).
//! Servers are buckets: a game's `guild_id`, or 0 for a game outside any server. The
//! arithmetic (places, rating updates, standings) is `crate::ratings`'s; this file holds
//! the SQL that feeds it and stores what it returns.

mod rebuild;

use super::{
    decode_snapshot, id_in, id_out, now_unix, Backend, GameId, GameStatus, Store, StoreError,
};
use crate::engine::{Action, Game, Resource, Seat, SeatAction};
use crate::ratings::{self, Identity, Rating, RatingChange, SeatPlayer, SeatResult};
use sqlx::AnyConnection;
use std::collections::HashMap;

/// How many games `player_stats` follows the rating through.
pub const STATS_TREND_GAMES: u32 = 20;

/// A condition on a `seat_results` row named `s`: it is the seat that counts for its player
/// in its game (`ratings::rated_seats`): the player's only seat, or the best placed of
/// several (two `strong` AIs), the first on a tie. Statistics count a game once, by it.
macro_rules! rated_seat {
    () => {
        "s.seat = (SELECT b.seat FROM seat_results b \
         WHERE b.game_id = s.game_id AND b.player = s.player ORDER BY b.place, b.seat LIMIT 1)"
    };
}

/// What `/catan stats` shows about one player in one server. Each finished game counts once,
/// by the seat that rated the player in it (an AI level with several seats at a table: its
/// best placed seat, see `ratings::rated_seats`).
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerStats {
    pub player: Identity,
    /// The name the player had in their latest game here ("Strong AI" for an AI level).
    pub name: String,
    /// Finished games played and won here (abandoned games do not count).
    pub games: u32,
    pub wins: u32,
    /// `wins / games`, from 0 to 1.
    pub win_rate: f64,
    /// Final points per game, victory point cards included.
    pub average_points: f64,
    /// The current rating; None only in a database whose ratings need a rebuild.
    pub rating: Option<Rating>,
    /// The rating before and after each of the last `STATS_TREND_GAMES` games, oldest first.
    pub trend: Vec<TrendPoint>,
    /// The resources around the player's first set-up settlements, most frequent first
    /// (resources that never touched one are left out).
    pub first_settlements: Vec<ResourceTally>,
    /// The longest road the player ended a game with, and the first game where they did.
    pub longest_road: u8,
    pub longest_road_game: GameId,
}

/// One game of a player's rating trend.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrendPoint {
    pub game: GameId,
    pub ended_at: i64,
    pub before: Rating,
    pub after: Rating,
}

/// How often a resource lay around a player's first set-up settlement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceTally {
    pub resource: Resource,
    /// First settlements that touched at least one hex of it.
    pub settlements: u32,
    /// Hexes of it around those settlements, in all.
    pub hexes: u32,
}

/// One line of a server's leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderboardRow {
    /// 1-based position on the whole leaderboard (not the page).
    pub rank: u32,
    pub player: Identity,
    /// The latest name the player had in this server's games ("Strong AI" for an AI level).
    pub name: String,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
}

/// One ended game of a server's or channel's history.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryGame {
    pub game: GameId,
    pub channel: u64,
    /// Finished or Abandoned.
    pub status: GameStatus,
    /// When it finished or was abandoned (unix seconds).
    pub ended_at: i64,
    pub winner: Option<Seat>,
    pub players: Vec<HistoryPlayer>,
}

impl HistoryGame {
    /// The winner's name, for a finished game.
    pub fn winner_name(&self) -> Option<&str> {
        let w = self.winner?;
        self.players
            .iter()
            .find(|p| p.seat == w)
            .map(|p| p.name.as_str())
    }
}

/// A seat of a game in the history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryPlayer {
    pub seat: Seat,
    pub player: Identity,
    pub name: String,
    /// Final points (VP cards included) of a finished game; the public points when an
    /// abandoned game stopped. None when the game's state cannot be read.
    pub points: Option<u8>,
}

/// What `rebuild_ratings` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RebuildReport {
    /// Finished games rated.
    pub games: usize,
    /// Ratings stored: one per player per server.
    pub players: usize,
    /// Servers with at least one finished game (games outside any server count as one).
    pub servers: usize,
    pub millis: u128,
}

/// What `check_ratings` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingsCheck {
    /// Finished games recomputed.
    pub games: usize,
    /// One sentence per difference between the stored tables and the recomputation.
    pub mismatches: Vec<String>,
}

/// A finished game's result, ready to rate.
struct Finished {
    id: GameId,
    bucket: u64,
    finish_seq: i64,
    results: Vec<SeatResult>,
}

fn corrupt(game: GameId, detail: impl Into<String>) -> StoreError {
    StoreError::Corrupt {
        game,
        detail: detail.into(),
    }
}

/// A player's totals over their rated seats in one server: games, wins, the average points
/// and, per resource in `Resource::ALL`'s order, how many first settlements touched it (`s`)
/// and how many of its hexes they touched (`h`). The sums and the average are NULL when there
/// is no such seat.
#[derive(sqlx::FromRow)]
struct StatTotals {
    games: i64,
    wins: i64,
    average_points: Option<f64>,
    h0: Option<i64>,
    h1: Option<i64>,
    h2: Option<i64>,
    h3: Option<i64>,
    h4: Option<i64>,
    s0: Option<i64>,
    s1: Option<i64>,
    s2: Option<i64>,
    s3: Option<i64>,
    s4: Option<i64>,
}

impl StatTotals {
    /// Per resource, in `Resource::ALL`'s order: (first settlements on it, its hexes they
    /// touched).
    fn firsts(&self) -> [(i64, i64); 5] {
        [
            (self.s0, self.h0),
            (self.s1, self.h1),
            (self.s2, self.h2),
            (self.s3, self.h3),
            (self.s4, self.h4),
        ]
        .map(|(s, h)| (s.unwrap_or(0), h.unwrap_or(0)))
    }
}

fn u32_of(x: i64) -> u32 {
    x.clamp(0, u32::MAX as i64) as u32
}

fn u8_of(x: i64) -> u8 {
    x.clamp(0, u8::MAX as i64) as u8
}

/// Who sat in each seat of game `id`, in seat order.
async fn seat_players(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<Vec<(Seat, SeatPlayer)>, StoreError> {
    let rows: Vec<(i64, i64, String, Option<String>)> = sqlx::query_as(
        "SELECT seat, user_id, name, ai FROM seats WHERE game_id = $1 ORDER BY seat",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(seat, user, name, ai)| {
            (
                Seat(u8_of(seat)),
                SeatPlayer {
                    identity: Identity::of_seat(id_out(user), ai.as_deref()),
                    name,
                },
            )
        })
        .collect())
}

/// Reads what rating game `id` needs, its final state being `game`: its server, its place
/// in the finishing order, its seats and its set-up settlements (from the log: the final
/// state no longer says which settlement came first).
async fn load_finished(
    conn: &mut AnyConnection,
    id: GameId,
    game: &Game,
) -> Result<Finished, StoreError> {
    let (guild, finish_seq): (Option<i64>, Option<i64>) =
        sqlx::query_as("SELECT guild_id, finish_seq FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?
            .ok_or(StoreError::NotFound(id))?;
    let finish_seq = finish_seq
        .ok_or_else(|| corrupt(id, "it is finished but has no place in the finishing order"))?;
    let seats = seat_players(conn, id).await?;
    if seats.iter().enumerate().any(|(i, (s, _))| s.index() != i) {
        return Err(corrupt(id, "its seats are not numbered 0, 1, 2, …"));
    }
    let seats: Vec<SeatPlayer> = seats.into_iter().map(|(_, p)| p).collect();
    let placed: Vec<String> = sqlx::query_scalar(
        "SELECT action FROM events WHERE game_id = $1 AND action LIKE '%\"place_settlement\"%' \
         ORDER BY seq",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let mut placements = Vec::with_capacity(placed.len());
    for text in &placed {
        let sa: SeatAction = serde_json::from_str(text).map_err(|e| {
            corrupt(
                id,
                format!("a logged set-up placement does not parse ({e})"),
            )
        })?;
        if let Action::PlaceSettlement { at } = sa.action {
            placements.push((sa.p, at));
        }
    }
    let results = ratings::seat_results(game, &seats, placements)
        .map_err(|e| corrupt(id, format!("its result cannot be worked out: {e}")))?;
    Ok(Finished {
        id,
        bucket: ratings::bucket(guild.map(id_out)),
        finish_seq,
        results,
    })
}

async fn insert_results(conn: &mut AnyConnection, f: &Finished) -> Result<(), StoreError> {
    for r in &f.results {
        let c = r.first_resources;
        sqlx::query(
            "INSERT INTO seat_results (game_id, seat, guild, finish_seq, player, name, points, \
             place, won, road_length, first_settlement, first_brick, first_lumber, first_wool, \
             first_grain, first_ore) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
        )
        .bind(f.id)
        .bind(i64::from(r.seat.0))
        .bind(id_in(f.bucket))
        .bind(f.finish_seq)
        .bind(r.identity.key())
        .bind(&r.name)
        .bind(i64::from(r.points))
        .bind(i64::from(r.place))
        .bind(i64::from(r.won))
        .bind(i64::from(r.road_length))
        .bind(r.first_settlement.map(|i| i64::from(i.number())))
        .bind(i64::from(c[Resource::Brick]))
        .bind(i64::from(c[Resource::Lumber]))
        .bind(i64::from(c[Resource::Wool]))
        .bind(i64::from(c[Resource::Grain]))
        .bind(i64::from(c[Resource::Ore]))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

async fn insert_changes(
    conn: &mut AnyConnection,
    f: &Finished,
    changes: &[RatingChange],
) -> Result<(), StoreError> {
    for c in changes {
        sqlx::query(
            "INSERT INTO rating_history (game_id, player, guild, finish_seq, mu_before, \
             sigma_before, mu, sigma) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(f.id)
        .bind(c.identity.key())
        .bind(id_in(f.bucket))
        .bind(f.finish_seq)
        .bind(c.before.mu)
        .bind(c.before.sigma)
        .bind(c.after.mu)
        .bind(c.after.sigma)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

async fn put_standing(
    conn: &mut AnyConnection,
    bucket: u64,
    player: &Identity,
    s: &ratings::Standing,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO ratings (guild, player, mu, sigma, games, wins) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (guild, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, \
         games = excluded.games, wins = excluded.wins",
    )
    .bind(id_in(bucket))
    .bind(player.key())
    .bind(s.rating.mu)
    .bind(s.rating.sigma)
    .bind(i64::from(s.games))
    .bind(i64::from(s.wins))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Inside the transaction that makes game `id` Finished with final state `game`: notes when
/// and in which order it finished, stores each seat's result, and rates the game against
/// the ratings stored so far. An error here undoes the whole transaction.
pub(super) async fn on_finish(
    conn: &mut AnyConnection,
    backend: Backend,
    id: GameId,
    game: &Game,
) -> Result<(), StoreError> {
    super::serialize(conn, backend, super::LOCK_FINISH).await?;
    sqlx::query(
        "UPDATE games SET ended_at = $1, \
         finish_seq = (SELECT COALESCE(MAX(finish_seq), 0) + 1 FROM games \
         WHERE finish_seq IS NOT NULL) WHERE id = $2",
    )
    .bind(now_unix())
    .bind(id)
    .execute(&mut *conn)
    .await?;
    let f = load_finished(conn, id, game).await?;
    let mut before: HashMap<Identity, ratings::Standing> = HashMap::new();
    for r in &f.results {
        if before.contains_key(&r.identity) {
            continue;
        }
        let row: Option<(f64, f64, i64, i64)> = sqlx::query_as(
            "SELECT mu, sigma, games, wins FROM ratings WHERE guild = $1 AND player = $2",
        )
        .bind(id_in(f.bucket))
        .bind(r.identity.key())
        .fetch_optional(&mut *conn)
        .await?;
        let standing = row.map_or(ratings::Standing::NEW, |(mu, sigma, games, wins)| {
            ratings::Standing {
                rating: Rating { mu, sigma },
                games: u32_of(games),
                wins: u32_of(wins),
            }
        });
        before.insert(r.identity.clone(), standing);
    }
    let (changes, after): (Vec<RatingChange>, Vec<ratings::Standing>) =
        ratings::rate_results(&f.results, |who| before[who])
            .into_iter()
            .unzip();
    insert_results(conn, &f).await?;
    insert_changes(conn, &f, &changes).await?;
    for (c, now) in changes.iter().zip(&after) {
        put_standing(conn, f.bucket, &c.identity, now).await?;
    }
    Ok(())
}

/// A `rating_history` row as stored (with its game's end time where the query joins it).
#[derive(sqlx::FromRow)]
struct StoredChange {
    game_id: GameId,
    player: String,
    #[sqlx(default)]
    ended_at: Option<i64>,
    mu_before: f64,
    sigma_before: f64,
    mu: f64,
    sigma: f64,
}

impl StoredChange {
    fn before(&self) -> Rating {
        Rating {
            mu: self.mu_before,
            sigma: self.sigma_before,
        }
    }

    fn after(&self) -> Rating {
        Rating {
            mu: self.mu,
            sigma: self.sigma,
        }
    }
}

/// A `ratings` row as stored (with the player's latest name where the query adds it).
#[derive(sqlx::FromRow)]
struct StoredRating {
    guild: i64,
    player: String,
    mu: f64,
    sigma: f64,
    games: i64,
    wins: i64,
    #[sqlx(default)]
    name: Option<String>,
}

impl StoredRating {
    fn rating(&self) -> Rating {
        Rating {
            mu: self.mu,
            sigma: self.sigma,
        }
    }
}

impl Store {
    /// How finished game `id` changed each of its players' ratings: (player, before,
    /// after), one row per player. Empty for a game that is not finished.
    pub async fn game_rating_changes(
        &self,
        id: GameId,
    ) -> Result<Vec<(Identity, Rating, Rating)>, StoreError> {
        let rows: Vec<(String, f64, f64, f64, f64)> = sqlx::query_as(
            "SELECT player, mu_before, sigma_before, mu, sigma FROM rating_history \
             WHERE game_id = $1 ORDER BY player",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(player, mu0, s0, mu, s)| {
                Some((
                    Identity::parse_key(&player)?,
                    Rating { mu: mu0, sigma: s0 },
                    Rating { mu, sigma: s },
                ))
            })
            .collect())
    }

    /// A player's statistics in a server (`guild` None: games outside any server). None
    /// when they finished no game there.
    pub async fn player_stats(
        &self,
        guild: Option<u64>,
        player: &Identity,
    ) -> Result<Option<PlayerStats>, StoreError> {
        let bucket = id_in(ratings::bucket(guild));
        let key = player.key();
        let mut conn = self.pool.acquire().await?;
        let totals: StatTotals = sqlx::query_as(concat!(
            "SELECT COUNT(DISTINCT game_id) AS games, \
             COUNT(DISTINCT CASE WHEN won <> 0 THEN game_id END) AS wins, \
             CAST(AVG(points) AS DOUBLE PRECISION) AS average_points, \
             CAST(SUM(first_brick) AS BIGINT) AS h0, CAST(SUM(first_lumber) AS BIGINT) AS h1, \
             CAST(SUM(first_wool) AS BIGINT) AS h2, CAST(SUM(first_grain) AS BIGINT) AS h3, \
             CAST(SUM(first_ore) AS BIGINT) AS h4, \
             CAST(SUM(CASE WHEN first_brick > 0 THEN 1 ELSE 0 END) AS BIGINT) AS s0, \
             CAST(SUM(CASE WHEN first_lumber > 0 THEN 1 ELSE 0 END) AS BIGINT) AS s1, \
             CAST(SUM(CASE WHEN first_wool > 0 THEN 1 ELSE 0 END) AS BIGINT) AS s2, \
             CAST(SUM(CASE WHEN first_grain > 0 THEN 1 ELSE 0 END) AS BIGINT) AS s3, \
             CAST(SUM(CASE WHEN first_ore > 0 THEN 1 ELSE 0 END) AS BIGINT) AS s4 \
             FROM seat_results s WHERE guild = $1 AND player = $2 AND ",
            rated_seat!()
        ))
        .bind(bucket)
        .bind(&key)
        .fetch_one(&mut *conn)
        .await?;
        let games = u32_of(totals.games);
        if games == 0 {
            return Ok(None);
        }
        let wins = u32_of(totals.wins);
        let mut first_settlements = Vec::new();
        for (resource, (settlements, hexes)) in Resource::ALL.into_iter().zip(totals.firsts()) {
            let (settlements, hexes) = (u32_of(settlements), u32_of(hexes));
            if settlements > 0 {
                first_settlements.push(ResourceTally {
                    resource,
                    settlements,
                    hexes,
                });
            }
        }
        first_settlements.sort_by(|a, b| {
            (b.settlements, b.hexes, a.resource).cmp(&(a.settlements, a.hexes, b.resource))
        });
        let (name,): (String,) = sqlx::query_as(
            "SELECT name FROM seat_results WHERE guild = $1 AND player = $2 \
             ORDER BY finish_seq DESC, seat LIMIT 1",
        )
        .bind(bucket)
        .bind(&key)
        .fetch_one(&mut *conn)
        .await?;
        let (longest_road, longest_road_game): (i64, GameId) = sqlx::query_as(concat!(
            "SELECT road_length, game_id FROM seat_results s WHERE guild = $1 AND player = $2 AND ",
            rated_seat!(),
            " ORDER BY road_length DESC, finish_seq LIMIT 1"
        ))
        .bind(bucket)
        .bind(&key)
        .fetch_one(&mut *conn)
        .await?;
        let rating: Option<(f64, f64)> =
            sqlx::query_as("SELECT mu, sigma FROM ratings WHERE guild = $1 AND player = $2")
                .bind(bucket)
                .bind(&key)
                .fetch_optional(&mut *conn)
                .await?;
        let rows: Vec<StoredChange> = sqlx::query_as(
            "SELECT h.game_id, h.player, g.ended_at, h.mu_before, h.sigma_before, h.mu, h.sigma \
             FROM rating_history h JOIN games g ON g.id = h.game_id \
             WHERE h.guild = $1 AND h.player = $2 ORDER BY h.finish_seq DESC LIMIT $3",
        )
        .bind(bucket)
        .bind(&key)
        .bind(i64::from(STATS_TREND_GAMES))
        .fetch_all(&mut *conn)
        .await?;
        let mut trend: Vec<TrendPoint> = rows
            .iter()
            .map(|r| TrendPoint {
                game: r.game_id,
                ended_at: r.ended_at.unwrap_or(0),
                before: r.before(),
                after: r.after(),
            })
            .collect();
        trend.reverse();
        Ok(Some(PlayerStats {
            name: player.ai_label().unwrap_or(name),
            player: player.clone(),
            games,
            wins,
            win_rate: f64::from(wins) / f64::from(games),
            average_points: totals.average_points.unwrap_or(0.0),
            rating: rating.map(|(mu, sigma)| Rating { mu, sigma }),
            trend,
            first_settlements,
            longest_road: u8_of(longest_road),
            longest_road_game,
        }))
    }

    /// A page of a server's leaderboard (`guild` None: games outside any server): players
    /// with at least `min_games` finished games, by shown rating (`mu − 3·sigma`), then more
    /// games, more wins; and how many players the whole leaderboard has.
    pub async fn leaderboard(
        &self,
        guild: Option<u64>,
        min_games: u32,
        offset: u32,
        limit: u32,
    ) -> Result<(Vec<LeaderboardRow>, u32), StoreError> {
        let bucket = id_in(ratings::bucket(guild));
        let mut conn = self.pool.acquire().await?;
        let total: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM ratings WHERE guild = $1 AND games >= $2")
                .bind(bucket)
                .bind(i64::from(min_games))
                .fetch_one(&mut *conn)
                .await?;
        let rows: Vec<StoredRating> = sqlx::query_as(
            "SELECT r.guild, r.player, r.mu, r.sigma, r.games, r.wins, \
             (SELECT s.name FROM seat_results s WHERE s.guild = r.guild AND s.player = r.player \
              ORDER BY s.finish_seq DESC, s.seat LIMIT 1) AS name \
             FROM ratings r WHERE r.guild = $1 AND r.games >= $2 \
             ORDER BY r.mu - 3 * r.sigma DESC, r.games DESC, r.wins DESC, r.player \
             LIMIT $3 OFFSET $4",
        )
        .bind(bucket)
        .bind(i64::from(min_games))
        .bind(i64::from(limit))
        .bind(i64::from(offset))
        .fetch_all(&mut *conn)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for (i, r) in rows.into_iter().enumerate() {
            let key = &r.player;
            let player = Identity::parse_key(key).ok_or_else(|| {
                StoreError::RatingsDamaged(format!("they name an unknown player \"{key}\""))
            })?;
            out.push(LeaderboardRow {
                rank: offset + i as u32 + 1,
                name: player
                    .ai_label()
                    .or(r.name.clone())
                    .unwrap_or_else(|| key.clone()),
                player,
                rating: r.rating(),
                games: u32_of(r.games),
                wins: u32_of(r.wins),
            });
        }
        Ok((out, u32_of(total)))
    }

    /// A page of the games that ended in a server (`guild` None: outside any server), or in
    /// one of its channels, latest first: finished games, and games abandoned after they
    /// started (a lobby cancelled before the start is not a game); and how many there are.
    pub async fn history(
        &self,
        guild: Option<u64>,
        channel: Option<u64>,
        offset: u32,
        limit: u32,
    ) -> Result<(Vec<HistoryGame>, u32), StoreError> {
        macro_rules! ended {
            () => {
                "FROM games WHERE guild_id IS NOT DISTINCT FROM $1 AND ($2 IS NULL OR channel_id = $3) \
                 AND status IN ('finished', 'abandoned') AND header IS NOT NULL \
                 AND ended_at IS NOT NULL"
            };
        }
        let guild = guild.map(id_in);
        let channel = channel.map(id_in);
        let mut conn = self.pool.acquire().await?;
        let total: i64 = sqlx::query_scalar(concat!("SELECT COUNT(*) ", ended!()))
            .bind(guild)
            .bind(channel)
            .bind(channel)
            .fetch_one(&mut *conn)
            .await?;
        let rows: Vec<(GameId, i64, String, i64)> = sqlx::query_as(concat!(
            "SELECT id, channel_id, status, ended_at ",
            ended!(),
            " ORDER BY ended_at DESC, id DESC LIMIT $4 OFFSET $5"
        ))
        .bind(guild)
        .bind(channel)
        .bind(channel)
        .bind(i64::from(limit))
        .bind(i64::from(offset))
        .fetch_all(&mut *conn)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for (id, channel, status, ended_at) in rows {
            let status = GameStatus::stored(id, &status)?;
            let state: Option<String> =
                sqlx::query_scalar("SELECT state FROM snapshots WHERE game_id = $1")
                    .bind(id)
                    .fetch_optional(&mut *conn)
                    .await?;
            let game = state.and_then(|s| decode_snapshot(id, &s).ok());
            let points = |seat: Seat| -> Option<u8> {
                let g = game.as_ref().filter(|g| seat.index() < g.players_count())?;
                Some(match status {
                    GameStatus::Finished => g.total_vp(seat),
                    _ => g.public_vp(seat),
                })
            };
            let players = seat_players(&mut conn, id)
                .await?
                .into_iter()
                .map(|(seat, p)| HistoryPlayer {
                    seat,
                    points: points(seat),
                    player: p.identity,
                    name: p.name,
                })
                .collect();
            out.push(HistoryGame {
                game: id,
                channel: id_out(channel),
                status,
                ended_at,
                winner: game.as_ref().and_then(Game::winner),
                players,
            });
        }
        Ok((out, u32_of(total)))
    }
}

#[cfg(test)]
mod tests;
