//! Tournaments (README, "Tournaments"): a server's tournament, its entrants and its tables.
//! The rules (table sizes, pairing, points, standings) are `table::tournament`'s; this file
//! keeps what they decide. A round starts once (`start_round` moves the round number on
//! from the one expected, in the transaction that stores its tables), and a table is scored
//! once (`set_table_result` keeps the first result), so several processes, or a restarted
//! one catching up, never start a round twice nor score a table twice.

use super::{id_in, id_out, GameId, Scope, Store, StoreError};
use crate::i18n::Lang;
use crate::table::tournament::TableResult;

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Open for sign-ups; not started.
    Signup,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    fn name(self) -> &'static str {
        match self {
            TournamentStatus::Signup => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    fn parse(s: &str) -> TournamentStatus {
        match s {
            "signup" => TournamentStatus::Signup,
            "running" => TournamentStatus::Running,
            "finished" => TournamentStatus::Finished,
            _ => TournamentStatus::Cancelled,
        }
    }
}

/// A tournament as it is created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTournament {
    pub guild: u64,
    pub channel_id: u64,
    pub organiser: u64,
    pub name: String,
    pub language: Lang,
    /// Swiss rounds.
    pub rounds: u32,
    /// A final table of the best after the rounds.
    pub final_table: bool,
    pub points_to_win: u8,
    pub turn_timer_minutes: Option<u32>,
    /// Draws round 1's order.
    pub seed: u64,
    pub now: i64,
}

/// A stored tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    pub id: i64,
    pub guild: u64,
    pub channel_id: u64,
    pub organiser: u64,
    pub name: String,
    pub language: Lang,
    pub rounds: u32,
    pub final_table: bool,
    pub points_to_win: u8,
    pub turn_timer_minutes: Option<u32>,
    pub status: TournamentStatus,
    /// The round being played (1, 2, …; `rounds + 1` is the final); 0 before the start.
    pub round: u32,
    pub signup_message: Option<u64>,
    pub seed: u64,
}

/// A signed-up player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub user_id: u64,
    pub name: String,
    /// Left, or removed by the organiser: no later round seats them.
    pub dropped: bool,
}

/// One table of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentTable {
    pub round: u32,
    /// 1, 2, … within the round.
    pub table_no: u32,
    /// Its players' user ids, in seat order.
    pub players: Vec<u64>,
    /// Its game, once opened.
    pub game_id: Option<GameId>,
    /// Its players' results, once it finished or was ended.
    pub result: Option<Vec<TableResult>>,
}

type TournamentRecord = (
    i64,
    i64,
    i64,
    i64,
    String,
    String,
    i64,
    i64,
    i64,
    Option<i64>,
    String,
    i64,
    Option<i64>,
    i64,
);

macro_rules! select_tournaments {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild, channel_id, organiser, name, language, rounds, final_table, \
             points_to_win, turn_timer_minutes, status, round, signup_message, seed \
             FROM tournaments ",
            $rest
        )
    };
}

fn tournament_of(r: TournamentRecord) -> Tournament {
    let (id, guild, channel, organiser, name, language, rounds, final_table, points) =
        (r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8);
    Tournament {
        id,
        guild: id_out(guild),
        channel_id: id_out(channel),
        organiser: id_out(organiser),
        name,
        language: Lang::from_code(&language).unwrap_or(Lang::En),
        rounds: rounds as u32,
        final_table: final_table != 0,
        points_to_win: points as u8,
        turn_timer_minutes: r.9.map(|m| m as u32),
        status: TournamentStatus::parse(&r.10),
        round: r.11 as u32,
        signup_message: r.12.map(id_out),
        seed: id_out(r.13),
    }
}

fn players_text(players: &[u64]) -> String {
    players
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// A stored table: round, number, players, game, result.
type TableRecord = (i64, i64, String, Option<GameId>, Option<String>);

fn table_of(
    (round, table_no, players, game, result): TableRecord,
) -> Result<TournamentTable, StoreError> {
    let damaged = |what: &str| StoreError::RatingsDamaged(format!("a tournament table's {what}"));
    let players = players
        .split(',')
        .filter(|p| !p.is_empty())
        .map(|p| p.parse::<u64>().map_err(|_| damaged("players")))
        .collect::<Result<Vec<_>, _>>()?;
    let result = match result {
        Some(json) => Some(serde_json::from_str(&json).map_err(|_| damaged("result"))?),
        None => None,
    };
    Ok(TournamentTable {
        round: round as u32,
        table_no: table_no as u32,
        players,
        game_id: game,
        result,
    })
}

impl Store {
    /// Creates a tournament open for sign-ups; None when `guild` has one open or running
    /// already (a server runs one at a time).
    pub async fn create_tournament(
        &self,
        t: &NewTournament,
    ) -> Result<Result<Tournament, String>, StoreError> {
        if let Some(open) = self.open_tournament(t.guild).await? {
            return Ok(Err(open.name));
        }
        let q = sqlx::query(
            "INSERT INTO tournaments (guild, channel_id, organiser, name, language, rounds, \
             final_table, points_to_win, turn_timer_minutes, status, round, seed, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'signup', 0, $10, $11)",
        )
        .bind(id_in(t.guild))
        .bind(id_in(t.channel_id))
        .bind(id_in(t.organiser))
        .bind(t.name.clone())
        .bind(t.language.code().to_string())
        .bind(i64::from(t.rounds))
        .bind(i64::from(t.final_table))
        .bind(i64::from(t.points_to_win))
        .bind(t.turn_timer_minutes.map(i64::from))
        .bind(id_in(t.seed))
        .bind(t.now);
        self.write_one(Scope::Guild(Some(t.guild)), q).await?;
        let made = self.open_tournament(t.guild).await?;
        Ok(made.ok_or_else(|| t.name.clone()))
    }

    /// `guild`'s tournament open for sign-ups or running, if any.
    pub async fn open_tournament(&self, guild: u64) -> Result<Option<Tournament>, StoreError> {
        let r: Option<TournamentRecord> = sqlx::query_as(select_tournaments!(
            "WHERE guild = $1 AND status IN ('signup', 'running') ORDER BY id DESC LIMIT 1"
        ))
        .bind(id_in(guild))
        .fetch_optional(&self.pool)
        .await?;
        Ok(r.map(tournament_of))
    }

    pub async fn tournament(&self, id: i64) -> Result<Option<Tournament>, StoreError> {
        let r: Option<TournamentRecord> = sqlx::query_as(select_tournaments!("WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(r.map(tournament_of))
    }

    /// Every running tournament (for a process catching up after a restart).
    pub async fn running_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let rows: Vec<TournamentRecord> =
            sqlx::query_as(select_tournaments!("WHERE status = 'running' ORDER BY id"))
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().map(tournament_of).collect())
    }

    pub async fn set_signup_message(&self, t: &Tournament, message: u64) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE tournaments SET signup_message = $1 WHERE id = $2")
            .bind(id_in(message))
            .bind(t.id);
        self.write_one(Scope::Guild(Some(t.guild)), q).await?;
        Ok(())
    }

    pub async fn set_tournament_status(
        &self,
        t: &Tournament,
        status: TournamentStatus,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE tournaments SET status = $1 WHERE id = $2")
            .bind(status.name())
            .bind(t.id);
        self.write_one(Scope::Guild(Some(t.guild)), q).await?;
        Ok(())
    }

    /// Signs `user` up (while sign-ups are open); false when they were already.
    pub async fn sign_up(
        &self,
        t: &Tournament,
        user: u64,
        name: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, user_id, name, joined) \
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
        )
        .bind(t.id)
        .bind(id_in(user))
        .bind(name.to_string())
        .bind(now);
        Ok(self
            .write_one(Scope::Guild(Some(t.guild)), q)
            .await?
            .rows_affected()
            == 1)
    }

    /// Takes `user`'s sign-up back (before the start); false when they had none.
    pub async fn withdraw(&self, t: &Tournament, user: u64) -> Result<bool, StoreError> {
        let q =
            sqlx::query("DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2")
                .bind(t.id)
                .bind(id_in(user));
        Ok(self
            .write_one(Scope::Guild(Some(t.guild)), q)
            .await?
            .rows_affected()
            == 1)
    }

    /// Drops `user` from later rounds (they left, or the organiser removed them); false
    /// when they were not in, or dropped already.
    pub async fn drop_entrant(&self, t: &Tournament, user: u64) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_players SET dropped = 1 \
             WHERE tournament_id = $1 AND user_id = $2 AND dropped = 0",
        )
        .bind(t.id)
        .bind(id_in(user));
        Ok(self
            .write_one(Scope::Guild(Some(t.guild)), q)
            .await?
            .rows_affected()
            == 1)
    }

    /// The entrants in sign-up order.
    pub async fn entrants(&self, t: &Tournament) -> Result<Vec<Entrant>, StoreError> {
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT user_id, name, dropped FROM tournament_players WHERE tournament_id = $1 \
             ORDER BY joined, user_id",
        )
        .bind(t.id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(u, name, dropped)| Entrant {
                user_id: id_out(u),
                name,
                dropped: dropped != 0,
            })
            .collect())
    }

    /// Starts round `round` with `tables` (players in seat order), if the tournament is at
    /// round `round - 1`: true for the one caller that moves it on.
    pub async fn start_round(
        &self,
        t: &Tournament,
        round: u32,
        tables: &[Vec<u64>],
    ) -> Result<bool, StoreError> {
        let mut tx = self.write_tx(Scope::Guild(Some(t.guild))).await?;
        let moved = sqlx::query(
            "UPDATE tournaments SET round = $1, status = 'running' \
             WHERE id = $2 AND round = $3 AND status IN ('signup', 'running')",
        )
        .bind(i64::from(round))
        .bind(t.id)
        .bind(i64::from(round - 1))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Ok(false);
        }
        for (k, players) in tables.iter().enumerate() {
            sqlx::query(
                "INSERT INTO tournament_tables (tournament_id, round, table_no, players) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(t.id)
            .bind(i64::from(round))
            .bind(k as i64 + 1)
            .bind(players_text(players))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Notes the game a table plays.
    pub async fn set_table_game(
        &self,
        t: &Tournament,
        round: u32,
        table_no: u32,
        game: GameId,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_tables SET game_id = $1 \
             WHERE tournament_id = $2 AND round = $3 AND table_no = $4",
        )
        .bind(game)
        .bind(t.id)
        .bind(i64::from(round))
        .bind(i64::from(table_no));
        self.write_one(Scope::Guild(Some(t.guild)), q).await?;
        Ok(())
    }

    /// Scores a table with `results`: true for the first score; a table keeps it.
    pub async fn set_table_result(
        &self,
        t: &Tournament,
        round: u32,
        table_no: u32,
        results: &[TableResult],
    ) -> Result<bool, StoreError> {
        let json = serde_json::to_string(results).expect("results serialize");
        let q = sqlx::query(
            "UPDATE tournament_tables SET result = $1 \
             WHERE tournament_id = $2 AND round = $3 AND table_no = $4 AND result IS NULL",
        )
        .bind(json)
        .bind(t.id)
        .bind(i64::from(round))
        .bind(i64::from(table_no));
        Ok(self
            .write_one(Scope::Guild(Some(t.guild)), q)
            .await?
            .rows_affected()
            == 1)
    }

    /// Every table of the tournament, round by round.
    pub async fn tournament_tables(
        &self,
        t: &Tournament,
    ) -> Result<Vec<TournamentTable>, StoreError> {
        let rows: Vec<TableRecord> = sqlx::query_as(
            "SELECT round, table_no, players, game_id, result FROM tournament_tables \
             WHERE tournament_id = $1 ORDER BY round, table_no",
        )
        .bind(t.id)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(table_of).collect()
    }

    /// The tournament and table that `game` is, if it is one.
    pub async fn tournament_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<(Tournament, TournamentTable)>, StoreError> {
        let id: Option<i64> =
            sqlx::query_scalar("SELECT tournament_id FROM tournament_tables WHERE game_id = $1")
                .bind(game)
                .fetch_optional(&self.pool)
                .await?;
        let Some(t) = (match id {
            Some(id) => self.tournament(id).await?,
            None => None,
        }) else {
            return Ok(None);
        };
        let row: Option<TableRecord> = sqlx::query_as(
            "SELECT round, table_no, players, game_id, result FROM tournament_tables \
             WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(r) => Ok(Some((t, table_of(r)?))),
            None => Ok(None),
        }
    }

    /// Ends a running tournament: true for the one caller that ends it (who announces it).
    pub async fn finish_tournament(&self, t: &Tournament) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE tournaments SET status = 'finished' WHERE id = $1 AND status = 'running'",
        )
        .bind(t.id);
        Ok(self
            .write_one(Scope::Guild(Some(t.guild)), q)
            .await?
            .rows_affected()
            == 1)
    }
}
