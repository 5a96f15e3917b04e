//! Deadlines: each active game's turn timer (and whether its reminder went out), and how
//! long an AI's open offer waits for human answers.

use super::{found, GameId, Scope, Store, StoreError, TurnDeadline};

impl Store {
    /// Sets (or clears) the turn deadline of a game and whether its reminder went out.
    pub async fn set_deadline(
        &self,
        id: GameId,
        deadline_unix: Option<i64>,
        reminded: bool,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE games SET deadline = $1, reminded = $2 WHERE id = $3")
            .bind(deadline_unix)
            .bind(i64::from(reminded))
            .bind(id);
        found(self.write_one(Scope::Game(id), q).await?, id)
    }

    /// Notes that the reminders up to `stage` (1 half time, 2 the last call) went out for
    /// the clock running until `deadline_unix`; a clock moved meanwhile is left alone.
    pub async fn set_reminded(
        &self,
        id: GameId,
        deadline_unix: i64,
        stage: u8,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE games SET reminded = $1 WHERE id = $2 AND deadline = $3")
            .bind(i64::from(stage))
            .bind(id)
            .bind(deadline_unix);
        self.write_one(Scope::Game(id), q).await?;
        Ok(())
    }

    /// Moves a running turn clock to `deadline_unix` (not yet reminded); a clock that is not
    /// running (cleared by a time-out, or no human must act) stays stopped. True when moved.
    pub async fn restart_deadline(
        &self,
        id: GameId,
        deadline_unix: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE games SET deadline = $1, reminded = 0 WHERE id = $2 AND deadline IS NOT NULL",
        )
        .bind(deadline_unix)
        .bind(id);
        Ok(self.write_one(Scope::Game(id), q).await?.rows_affected() > 0)
    }

    /// Starts a turn clock that is not running at `deadline_unix` (not yet reminded); a
    /// running one keeps its time. True when started.
    pub async fn start_stopped_deadline(
        &self,
        id: GameId,
        deadline_unix: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE games SET deadline = $1, reminded = 0 \
             WHERE id = $2 AND deadline IS NULL AND status = 'active'",
        )
        .bind(deadline_unix)
        .bind(id);
        Ok(self.write_one(Scope::Game(id), q).await?.rows_affected() > 0)
    }

    /// (id, deadline, reminded) of the active games whose deadline is at or before `now_unix`.
    pub async fn due_deadlines(
        &self,
        now_unix: i64,
    ) -> Result<Vec<(GameId, i64, bool)>, StoreError> {
        let rows: Vec<(GameId, i64, i64)> = sqlx::query_as(
            "SELECT id, deadline, reminded FROM games \
             WHERE deadline IS NOT NULL AND deadline <= $1 AND status = 'active' ORDER BY deadline",
        )
        .bind(now_unix)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, deadline, reminded)| (id, deadline, reminded != 0))
            .collect())
    }

    /// The game's turn deadline (unix seconds), if its timer runs.
    pub async fn deadline(&self, id: GameId) -> Result<Option<i64>, StoreError> {
        self.optional_time(id, "SELECT deadline FROM games WHERE id = $1")
            .await
    }

    /// One game's nullable time column, by a query taking the game id.
    async fn optional_time(
        &self,
        id: GameId,
        sql: &'static str,
    ) -> Result<Option<i64>, StoreError> {
        sqlx::query_scalar::<_, Option<i64>>(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NotFound(id))
    }

    /// Sets (or clears) how long an AI's open offer waits for human answers.
    pub async fn set_offer_deadline(
        &self,
        id: GameId,
        deadline_unix: Option<i64>,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE games SET offer_deadline = $1 WHERE id = $2")
            .bind(deadline_unix)
            .bind(id);
        found(self.write_one(Scope::Game(id), q).await?, id)
    }

    /// Until when an AI's open offer waits for human answers (unix seconds), if it does.
    pub async fn offer_deadline(&self, id: GameId) -> Result<Option<i64>, StoreError> {
        self.optional_time(id, "SELECT offer_deadline FROM games WHERE id = $1")
            .await
    }

    /// The active games whose AI offer stops waiting at or before `now_unix`.
    pub async fn due_offer_deadlines(&self, now_unix: i64) -> Result<Vec<GameId>, StoreError> {
        let rows: Vec<(GameId, Option<i64>)> = sqlx::query_as(
            "SELECT id, guild_id FROM games WHERE offer_deadline IS NOT NULL \
             AND offer_deadline <= $1 AND status = 'active' ORDER BY offer_deadline",
        )
        .bind(now_unix)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter(|&(_, guild)| self.serves(guild))
            .map(|(id, _)| id)
            .collect())
    }

    /// Every active game with a turn deadline, soonest first.
    pub async fn turn_deadlines(&self) -> Result<Vec<TurnDeadline>, StoreError> {
        // id, deadline, reminded, minutes, guild
        type Row = (GameId, i64, i64, Option<i64>, Option<i64>);
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT id, deadline, reminded, turn_timer_minutes, guild_id FROM games \
             WHERE deadline IS NOT NULL AND status = 'active' ORDER BY deadline",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter(|&(.., guild)| self.serves(guild))
            .map(|(game, deadline, reminded, minutes, _)| TurnDeadline {
                game,
                deadline,
                reminded: reminded.clamp(0, 2) as u8,
                minutes: minutes.unwrap_or(0).clamp(0, u32::MAX as i64) as u32,
            })
            .collect())
    }
}
