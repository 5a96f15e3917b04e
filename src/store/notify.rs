//! How each player hears of their turn (`/catan notify`, README "Turn pings"): by the
//! channel ping alone (the default, and what a player without a row gets), or by a direct
//! message as well, with quiet hours in their own time zone.

use super::{id_in, id_out, Scope, Store, StoreError};

/// A player's choice, as stored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NotifyPrefs {
    pub user_id: u64,
    /// A direct message as well as the channel ping.
    pub dm: bool,
    /// Quiet hours: from, to (hours of the day) and the IANA time zone.
    pub quiet: Option<(u8, u8, String)>,
    /// Discord refused a DM: none is tried again until the player turns DMs on anew.
    pub dm_refused: bool,
    /// A direct message when the player before them starts their turn (`next:True`).
    pub heads_up: bool,
}

type Row = (i64, i64, Option<i64>, Option<i64>, Option<String>, i64, i64);

impl Store {
    /// `user`'s choice (the default when they never chose).
    pub async fn notify_prefs(&self, user: u64) -> Result<NotifyPrefs, StoreError> {
        Ok(self
            .notify_prefs_of(&[user])
            .await?
            .pop()
            .unwrap_or(NotifyPrefs {
                user_id: user,
                ..NotifyPrefs::default()
            }))
    }

    /// The choices of those of `users` who made one.
    pub async fn notify_prefs_of(&self, users: &[u64]) -> Result<Vec<NotifyPrefs>, StoreError> {
        let mut out = Vec::new();
        for &u in users {
            let row: Option<Row> = sqlx::query_as(
                "SELECT user_id, dm, quiet_from, quiet_to, time_zone, dm_refused, heads_up \
                 FROM notify_prefs WHERE user_id = $1",
            )
            .bind(id_in(u))
            .fetch_optional(&self.pool)
            .await?;
            if let Some((user, dm, from, to, zone, refused, heads_up)) = row {
                let quiet = match (from, to, zone) {
                    (Some(f), Some(t), Some(z)) => Some((f as u8, t as u8, z)),
                    _ => None,
                };
                out.push(NotifyPrefs {
                    user_id: id_out(user),
                    dm: dm != 0,
                    quiet,
                    dm_refused: refused != 0,
                    heads_up: heads_up != 0,
                });
            }
        }
        Ok(out)
    }

    /// Stores `p` as its player's choice; turning DMs on forgets an earlier refusal.
    pub async fn set_notify_prefs(&self, p: &NotifyPrefs) -> Result<(), StoreError> {
        let (from, to, zone) = match &p.quiet {
            Some((f, t, z)) => (Some(i64::from(*f)), Some(i64::from(*t)), Some(z.clone())),
            None => (None, None, None),
        };
        let q = sqlx::query(
            "INSERT INTO notify_prefs (user_id, dm, quiet_from, quiet_to, time_zone, dm_refused, dm_notice, heads_up) \
             VALUES ($1, $2, $3, $4, $5, 0, 0, $6) \
             ON CONFLICT (user_id) DO UPDATE SET dm = excluded.dm, quiet_from = excluded.quiet_from, \
             quiet_to = excluded.quiet_to, time_zone = excluded.time_zone, heads_up = excluded.heads_up, \
             dm_refused = CASE WHEN excluded.dm = 1 THEN 0 ELSE notify_prefs.dm_refused END, \
             dm_notice = CASE WHEN excluded.dm = 1 THEN 0 ELSE notify_prefs.dm_notice END",
        )
        .bind(id_in(p.user_id))
        .bind(i64::from(p.dm))
        .bind(from)
        .bind(to)
        .bind(zone)
        .bind(i64::from(p.heads_up));
        self.write_one(Scope::Bot, q).await.map(|_| ())
    }

    /// Discord refused `user` a DM: no DM is tried again, and they are owed a private word.
    pub async fn dm_refused(&self, user: u64) -> Result<(), StoreError> {
        let q =
            sqlx::query("UPDATE notify_prefs SET dm_refused = 1, dm_notice = 1 WHERE user_id = $1")
                .bind(id_in(user));
        self.write_one(Scope::Bot, q).await.map(|_| ())
    }

    /// The players owed word that their DMs were refused.
    pub async fn dm_notices_due(&self) -> Result<Vec<u64>, StoreError> {
        let users: Vec<i64> =
            sqlx::query_scalar("SELECT user_id FROM notify_prefs WHERE dm_notice = 1")
                .fetch_all(&self.pool)
                .await?;
        Ok(users.into_iter().map(id_out).collect())
    }

    /// Takes `user`'s notice: true for the one call that clears it.
    pub async fn take_dm_notice(&self, user: u64) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE notify_prefs SET dm_notice = 0 WHERE user_id = $1 AND dm_notice = 1",
        )
        .bind(id_in(user));
        Ok(self.write_one(Scope::Bot, q).await?.rows_affected() == 1)
    }
}
