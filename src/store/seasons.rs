//! Seasons (README, "Seasons"): a server's run of rated games with a leaderboard of its own.
//! A season is a name, the channel it was started from, the language its standings are
//! posted in, and a span of time; its standings are the server's finished games of that
//! span rated from scratch (`ratings::Ledger`, everyone starting new), so they never touch
//! the ratings outside seasons. At most one season runs in a server; its standings are
//! posted once (`claim_season_post`), by whichever process gets there first.

use super::{id_in, id_out, GameId, Scope, Store, StoreError};
use crate::engine::{ResourceCounts, Seat};
use crate::i18n::Lang;
use crate::ratings::{Identity, Ledger, Rating, SeatResult};

/// Rated games in a season before a player's season rating is shown (placement games).
pub const PLACEMENT_GAMES: u32 = 5;

/// A season of a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Season {
    pub id: i64,
    pub guild: u64,
    pub name: String,
    /// Where it was started: its standings are posted there.
    pub channel_id: u64,
    pub started_by: u64,
    pub language: Lang,
    pub started_at: i64,
    /// When its time runs out.
    pub ends_at: i64,
    /// When it ended (its time ran out, or a manager ended it); None while it runs.
    pub ended_at: Option<i64>,
    /// Whether its final standings were posted.
    pub posted: bool,
}

impl Season {
    /// The end of its span: when it ended, or when it will.
    pub fn end(&self) -> i64 {
        self.ended_at.unwrap_or(self.ends_at)
    }
}

/// Why a season could not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeasonRefusal {
    /// This season runs in the server already.
    Running(String),
    /// The server had a season of that name.
    NameTaken,
}

/// One line of a season's standings.
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonRow {
    /// 1, 2, … among players past their placement games; None while in placement.
    pub rank: Option<u32>,
    pub player: Identity,
    /// The name of the player's latest seat in the season (an AI level's label).
    pub name: String,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
}

type SeasonRecord = (
    i64,
    i64,
    String,
    i64,
    i64,
    String,
    i64,
    i64,
    Option<i64>,
    i64,
);

/// A query of whole seasons: their columns, then `$rest`.
macro_rules! select_seasons {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild, name, channel_id, started_by, language, started_at, ends_at, \
             ended_at, posted FROM seasons ",
            $rest
        )
    };
}

fn season_of(r: SeasonRecord) -> Season {
    let (id, guild, name, channel, by, language, started_at, ends_at, ended_at, posted) = r;
    Season {
        id,
        guild: id_out(guild),
        name,
        channel_id: id_out(channel),
        started_by: id_out(by),
        language: Lang::from_code(&language).unwrap_or(Lang::En),
        started_at,
        ends_at,
        ended_at,
        posted: posted != 0,
    }
}

/// A stored seat result, as a season rates it.
type SeatRecord = (GameId, i64, String, String, i64, i64, i64, i64);

impl Store {
    /// Starts season `name` in `guild` from `channel`, running from `now` for `secs`
    /// seconds; refused while another runs there, or when the name was used.
    #[allow(clippy::too_many_arguments)]
    pub async fn start_season(
        &self,
        guild: u64,
        name: &str,
        channel: u64,
        by: u64,
        language: Lang,
        now: i64,
        secs: i64,
    ) -> Result<Result<Season, SeasonRefusal>, StoreError> {
        if let Some(running) = self.running_season(guild).await? {
            return Ok(Err(SeasonRefusal::Running(running.name)));
        }
        if self.season_named(guild, name).await?.is_some() {
            return Ok(Err(SeasonRefusal::NameTaken));
        }
        let q = sqlx::query(
            "INSERT INTO seasons (guild, name, channel_id, started_by, language, started_at, \
             ends_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
        )
        .bind(id_in(guild))
        .bind(name.to_string())
        .bind(id_in(channel))
        .bind(id_in(by))
        .bind(language.code().to_string())
        .bind(now)
        .bind(now + secs);
        // Two managers at once: the unique indexes let one in; the other is told why.
        if self
            .write_one(Scope::Guild(Some(guild)), q)
            .await?
            .rows_affected()
            == 0
        {
            return Ok(Err(match self.running_season(guild).await? {
                Some(s) => SeasonRefusal::Running(s.name),
                None => SeasonRefusal::NameTaken,
            }));
        }
        let season = self.season_named(guild, name).await?;
        Ok(season.ok_or(SeasonRefusal::NameTaken))
    }

    /// The season running in `guild`, if any (its time may have run out: it ends when the
    /// ticker gets to it).
    pub async fn running_season(&self, guild: u64) -> Result<Option<Season>, StoreError> {
        let q = select_seasons!("WHERE guild = $1 AND ended_at IS NULL");
        let r: Option<SeasonRecord> = sqlx::query_as(q)
            .bind(id_in(guild))
            .fetch_optional(&self.pool)
            .await?;
        Ok(r.map(season_of))
    }

    /// `guild`'s season called `name` (names compare without regard to case).
    pub async fn season_named(&self, guild: u64, name: &str) -> Result<Option<Season>, StoreError> {
        let q = select_seasons!("WHERE guild = $1 AND LOWER(name) = LOWER($2)");
        let r: Option<SeasonRecord> = sqlx::query_as(q)
            .bind(id_in(guild))
            .bind(name.to_string())
            .fetch_optional(&self.pool)
            .await?;
        Ok(r.map(season_of))
    }

    /// Every season of `guild`, latest first.
    pub async fn seasons(&self, guild: u64) -> Result<Vec<Season>, StoreError> {
        let q = select_seasons!("WHERE guild = $1 ORDER BY started_at DESC, id DESC");
        let rows: Vec<SeasonRecord> = sqlx::query_as(q)
            .bind(id_in(guild))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(season_of).collect())
    }

    /// Ends `guild`'s running season at `now` (a manager's `/catan-hub season end`); the
    /// season ended, or None when none ran.
    pub async fn end_season(&self, guild: u64, now: i64) -> Result<Option<Season>, StoreError> {
        let Some(s) = self.running_season(guild).await? else {
            return Ok(None);
        };
        let q = sqlx::query(
            "UPDATE seasons SET ended_at = CASE WHEN ends_at < $1 THEN ends_at ELSE $1 END \
             WHERE id = $2 AND ended_at IS NULL",
        )
        .bind(now)
        .bind(s.id);
        self.write_one(Scope::Guild(Some(guild)), q).await?;
        self.season_named(guild, &s.name).await
    }

    /// Seasons whose standings are due: their time ran out by `now`, or they ended, and
    /// their standings were not posted yet.
    pub async fn due_seasons(&self, now: i64) -> Result<Vec<Season>, StoreError> {
        let q = select_seasons!(
            "WHERE posted = 0 \
             AND (ended_at IS NOT NULL OR ends_at <= $1) ORDER BY id"
        );
        let rows: Vec<SeasonRecord> = sqlx::query_as(q).bind(now).fetch_all(&self.pool).await?;
        Ok(rows.into_iter().map(season_of).collect())
    }

    /// Takes the posting of `season`'s final standings (and ends it at its time, if it still
    /// ran): true for the one caller that gets it, so they are posted once.
    pub async fn claim_season_post(&self, season: &Season) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE seasons SET posted = 1, ended_at = COALESCE(ended_at, ends_at) \
             WHERE id = $1 AND posted = 0",
        )
        .bind(season.id);
        let done = self.write_one(Scope::Guild(Some(season.guild)), q).await?;
        Ok(done.rows_affected() == 1)
    }

    /// Gives the posting of `season`'s standings back (the post failed), for a later tick.
    pub async fn unclaim_season_post(&self, season: &Season) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE seasons SET posted = 0 WHERE id = $1").bind(season.id);
        self.write_one(Scope::Guild(Some(season.guild)), q).await?;
        Ok(())
    }

    /// `season`'s standings: the server's games that finished in its span, rated in the
    /// order they finished, every player starting new. Players past their placement games
    /// first, by rating (as the leaderboard orders them), then those still placing, by
    /// games played.
    pub async fn season_standings(&self, season: &Season) -> Result<Vec<SeasonRow>, StoreError> {
        let rows: Vec<SeatRecord> = sqlx::query_as(
            "SELECT s.game_id, s.seat, s.player, s.name, s.points, s.place, s.won, s.road_length \
             FROM seat_results s JOIN games g ON g.id = s.game_id \
             WHERE g.guild_id = $1 AND g.status = 'finished' \
             AND g.ended_at >= $2 AND g.ended_at <= $3 \
             ORDER BY g.finish_seq, s.game_id, s.seat",
        )
        .bind(id_in(season.guild))
        .bind(season.started_at)
        .bind(season.end())
        .fetch_all(&self.pool)
        .await?;
        let bucket = season.guild;
        let mut ledger = Ledger::new();
        let mut names: std::collections::HashMap<Identity, String> = Default::default();
        let mut game: Vec<SeatResult> = Vec::new();
        let mut current = None;
        let flush = |ledger: &mut Ledger, game: &mut Vec<SeatResult>| {
            if !game.is_empty() {
                ledger.rate_game(bucket, game);
                game.clear();
            }
        };
        for (id, seat, player, name, points, place, won, road) in rows {
            let Some(identity) = Identity::parse_key(&player) else {
                return Err(StoreError::RatingsDamaged(format!(
                    "they name an unknown player \"{player}\""
                )));
            };
            if current != Some(id) {
                flush(&mut ledger, &mut game);
                current = Some(id);
            }
            names.insert(
                identity.clone(),
                identity.ai_label().unwrap_or(name.clone()),
            );
            game.push(SeatResult {
                seat: Seat(seat as u8),
                identity,
                name,
                points: points as u8,
                place: place as u8,
                won: won != 0,
                road_length: road as u8,
                first_settlement: None,
                first_resources: ResourceCounts::ZERO,
            });
        }
        flush(&mut ledger, &mut game);
        let mut out: Vec<SeasonRow> = ledger
            .standings()
            .map(|((_, who), st)| SeasonRow {
                rank: None,
                player: who.clone(),
                name: names.get(who).cloned().unwrap_or_else(|| who.key()),
                rating: st.rating,
                games: st.games,
                wins: st.wins,
            })
            .collect();
        let placed = |r: &SeasonRow| r.games >= PLACEMENT_GAMES;
        out.sort_by(|a, b| {
            placed(b)
                .cmp(&placed(a))
                .then(match placed(a) {
                    true => b.rating.conservative().total_cmp(&a.rating.conservative()),
                    false => std::cmp::Ordering::Equal,
                })
                .then(b.games.cmp(&a.games))
                .then(b.wins.cmp(&a.wins))
                .then(a.player.key().cmp(&b.player.key()))
        });
        for (i, r) in out.iter_mut().enumerate().filter(|(_, r)| placed(r)) {
            r.rank = Some(i as u32 + 1);
        }
        Ok(out)
    }
}
