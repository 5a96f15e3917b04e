//! Several bot processes on one PostgreSQL database, sharing Discord's gateway shards: each
//! shard (`shard_of`: Discord's `(guild_id >> 22) % shards`) is held by at most one process
//! at a time under a lease, and whoever holds a shard owns the tables of its guilds. A
//! shard's epoch rises with every takeover (never with a renewal). A store that writes as a
//! shard holder (`Store::fenced_by`) checks, inside each write transaction about a table,
//! that it still holds that table's shard under the epoch it took and that the lease has not
//! run out (by the database's clock, the one clock all processes share); the check
//! share-locks the shard's row, so a takeover waits for the commits under way and every
//! later commit of the old holder is refused (`StoreError::ShardLost`).
//!
//! Processes share the shards evenly: each announces itself (`bot_processes`, renewed with
//! its leases), and takes free or expired shards up to its fair share, ceil(shards / live
//! processes); one that holds more than its share gives the excess back. SQLite keeps the
//! one-process lease (`lease`).

use super::{serialize, Backend, Store, StoreError, LOCK_SHARDS};
use sqlx::{Any, Transaction};
use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// The database's clock in unix milliseconds, as SQL (a macro, so that the queries using it
/// are `concat!`ed static strings, built at compile time).
macro_rules! now_ms {
    () => {
        "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"
    };
}

/// The gateway shard of a guild's events (DMs, `None`, are shard 0's), as Discord computes it.
pub fn shard_of(guild: Option<u64>, shards: u32) -> u32 {
    match guild {
        Some(g) if shards > 0 => ((g >> 22) % u64::from(shards)) as u32,
        _ => 0,
    }
}

/// A shard held by this process: its number and the epoch it was taken under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeldShard {
    pub shard: u32,
    pub epoch: i64,
}

/// What one round of `Store::balance_shards` changed for this process.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Balance {
    /// Shards taken in this round (free, expired, or given back by another process).
    pub taken: Vec<HeldShard>,
    /// Shards given back because this process held more than its share.
    pub released: Vec<u32>,
    /// Shards this process thought it held but another took (or that ran out).
    pub lost: Vec<u32>,
    /// Every shard this process holds after the round.
    pub held: Vec<HeldShard>,
    /// Processes alive, this one included.
    pub processes: u32,
}

/// The shards a process holds, shared between its shard keeper (which changes them) and
/// its store (which fences each commit by them).
#[derive(Debug)]
pub struct ShardSet {
    /// This process's run, as in `bot_processes.holder`.
    pub holder: String,
    /// How many shards the bot runs in all.
    pub shards: u32,
    held: RwLock<BTreeMap<u32, i64>>,
}

impl ShardSet {
    pub fn new(holder: String, shards: u32) -> Arc<ShardSet> {
        Arc::new(ShardSet {
            holder,
            shards,
            held: RwLock::new(BTreeMap::new()),
        })
    }

    /// The epoch this process holds `shard` under, if it holds it.
    pub fn epoch(&self, shard: u32) -> Option<i64> {
        self.held
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&shard)
            .copied()
    }

    /// Whether this process holds the shard of `guild`.
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.epoch(shard_of(guild, self.shards)).is_some()
    }

    pub fn held(&self) -> Vec<HeldShard> {
        self.held
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|(&shard, &epoch)| HeldShard { shard, epoch })
            .collect()
    }

    fn set(&self, held: &[HeldShard]) {
        *self.held.write().unwrap_or_else(|e| e.into_inner()) =
            held.iter().map(|h| (h.shard, h.epoch)).collect();
    }
}

fn ms(d: Duration) -> i64 {
    d.as_millis().min(i64::MAX as u128) as i64
}

/// Inside a write transaction about a table of `guild`: `ShardLost` unless `me` holds the
/// guild's shard under the epoch it took and the lease has not run out. The shard's row is
/// share-locked until the commit.
pub(super) async fn check_shard(
    tx: &mut Transaction<'static, Any>,
    me: &ShardSet,
    guild: Option<u64>,
) -> Result<(), StoreError> {
    let shard = shard_of(guild, me.shards);
    let lost = || StoreError::ShardLost { shard };
    let Some(epoch) = me.epoch(shard) else {
        return Err(lost());
    };
    let row: Option<(i64, i64)> = sqlx::query_as(concat!(
        "SELECT epoch, expires - ",
        now_ms!(),
        " FROM shard_leases \
         WHERE shard = $1 AND holder = $2 FOR SHARE"
    ))
    .bind(i64::from(shard))
    .bind(&me.holder)
    .fetch_optional(&mut **tx)
    .await?;
    match row {
        Some((e, left)) if e == epoch && left > 0 => Ok(()),
        _ => Err(lost()),
    }
}

impl Store {
    fn needs_postgres(&self) -> Result<(), StoreError> {
        match self.backend {
            Backend::Postgres => Ok(()),
            Backend::Sqlite => Err(StoreError::ShardsNeedPostgres),
        }
    }

    /// Joins the bot's processes as `me`, for a bot of `shards` shards: the first process on
    /// a database sets the count; a process configured with another count is refused
    /// (`ShardCount`), since the count decides which process owns which table.
    pub async fn join_shards(
        &self,
        me: &str,
        shards: u32,
        ttl: Duration,
    ) -> Result<(), StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        serialize(&mut tx, self.backend, LOCK_SHARDS).await?;
        let stored: Option<i64> = sqlx::query_scalar("SELECT shards FROM shard_count WHERE id = 1")
            .fetch_optional(&mut *tx)
            .await?;
        match stored {
            Some(n) if n != i64::from(shards) => {
                return Err(StoreError::ShardCount {
                    stored: n,
                    configured: shards,
                })
            }
            Some(_) => {}
            None => {
                sqlx::query("INSERT INTO shard_count (id, shards) VALUES (1, $1)")
                    .bind(i64::from(shards))
                    .execute(&mut *tx)
                    .await?;
                for shard in 0..shards {
                    sqlx::query("INSERT INTO shard_leases (shard) VALUES ($1)")
                        .bind(i64::from(shard))
                        .execute(&mut *tx)
                        .await?;
                }
            }
        }
        heartbeat(&mut tx, me, ttl).await?;
        tx.commit().await?;
        Ok(())
    }

    /// One round of sharing: renews `me`'s process and the leases of the shards it holds
    /// (for `ttl` more), notes those it lost, gives back what it holds beyond its fair share
    /// (its highest shards), and takes free or expired shards up to that share (its lowest
    /// free ones). `me`'s `ShardSet` is brought up to date.
    pub async fn balance_shards(
        &self,
        me: &ShardSet,
        ttl: Duration,
    ) -> Result<Balance, StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        serialize(&mut tx, self.backend, LOCK_SHARDS).await?;
        heartbeat(&mut tx, &me.holder, ttl).await?;
        let processes: i64 = sqlx::query_scalar(concat!(
            "SELECT COUNT(*) FROM bot_processes WHERE seen_until > ",
            now_ms!()
        ))
        .fetch_one(&mut *tx)
        .await?;
        let processes = processes.max(1) as u32;
        let share = me.shards.div_ceil(processes) as usize;

        // Renew what is still ours under the epoch we took it with.
        let mut out = Balance {
            processes,
            ..Balance::default()
        };
        let mut held = Vec::new();
        for h in me.held() {
            let renewed = sqlx::query(concat!(
                "UPDATE shard_leases SET expires = ",
                now_ms!(),
                " + $1 \
                 WHERE shard = $2 AND holder = $3 AND epoch = $4 AND expires > ",
                now_ms!(),
                ""
            ))
            .bind(ms(ttl))
            .bind(i64::from(h.shard))
            .bind(&me.holder)
            .bind(h.epoch)
            .execute(&mut *tx)
            .await?;
            match renewed.rows_affected() {
                0 => out.lost.push(h.shard),
                _ => held.push(h),
            }
        }
        // Give back the excess, highest shards first.
        while held.len() > share {
            let h = held.pop().expect("more than the share");
            sqlx::query("UPDATE shard_leases SET holder = NULL, expires = 0 WHERE shard = $1 AND holder = $2")
                .bind(i64::from(h.shard))
                .bind(&me.holder)
                .execute(&mut *tx)
                .await?;
            out.released.push(h.shard);
        }
        // Take free or expired shards up to the share, lowest first.
        let wanted = share.saturating_sub(held.len()) as i64;
        if wanted > 0 {
            let taken: Vec<(i64, i64)> = sqlx::query_as(concat!(
                "UPDATE shard_leases SET holder = $1, epoch = epoch + 1, expires = ",
                now_ms!(),
                " + $2 \
                 WHERE shard IN (SELECT shard FROM shard_leases \
                   WHERE holder IS NULL OR expires <= ",
                now_ms!(),
                " ORDER BY shard LIMIT $3) \
                 RETURNING shard, epoch"
            ))
            .bind(&me.holder)
            .bind(ms(ttl))
            .bind(wanted)
            .fetch_all(&mut *tx)
            .await?;
            for (shard, epoch) in taken {
                let h = HeldShard {
                    shard: shard as u32,
                    epoch,
                };
                out.taken.push(h);
                held.push(h);
            }
        }
        tx.commit().await?;
        out.taken.sort_by_key(|h| h.shard);
        held.sort_by_key(|h| h.shard);
        me.set(&held);
        out.held = held;
        Ok(out)
    }

    /// How many bot processes are alive on this database (0 on SQLite, which has none of
    /// several processes' tables; its one-process lease is `lease`).
    pub async fn live_processes(&self) -> Result<i64, StoreError> {
        if self.backend == Backend::Sqlite {
            return Ok(0);
        }
        Ok(sqlx::query_scalar(concat!(
            "SELECT COUNT(*) FROM bot_processes WHERE seen_until > ",
            now_ms!()
        ))
        .fetch_one(&self.pool)
        .await?)
    }

    /// Reserves this process's next gateway session start: Discord starts one session per
    /// `spacing` for the whole bot (IDENTIFYs beyond that get Invalid Session), whichever
    /// process sends them. Answers how long to wait before identifying; the reservations of
    /// all processes are at least `spacing` apart.
    pub async fn reserve_identify(&self, spacing: Duration) -> Result<Duration, StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        serialize(&mut tx, self.backend, LOCK_SHARDS).await?;
        let (now, next): (i64, Option<i64>) = sqlx::query_as(concat!(
            "SELECT ",
            now_ms!(),
            ", (SELECT next_at FROM gateway_identify WHERE id = 1)"
        ))
        .fetch_one(&mut *tx)
        .await?;
        let at = next.unwrap_or(now).max(now);
        sqlx::query(
            "INSERT INTO gateway_identify (id, next_at) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET next_at = EXCLUDED.next_at",
        )
        .bind(at + ms(spacing))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Duration::from_millis((at - now) as u64))
    }

    /// A clean stop: gives back every shard `me` holds and leaves the processes, so the
    /// others take the shards at their next round.
    pub async fn leave_shards(&self, me: &ShardSet) -> Result<(), StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        serialize(&mut tx, self.backend, LOCK_SHARDS).await?;
        sqlx::query("UPDATE shard_leases SET holder = NULL, expires = 0 WHERE holder = $1")
            .bind(&me.holder)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM bot_processes WHERE holder = $1")
            .bind(&me.holder)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        me.set(&[]);
        Ok(())
    }

    /// Every shard with its holder (None: free) and epoch, for the operator and the tests.
    pub async fn shard_holders(&self) -> Result<Vec<(u32, Option<String>, i64)>, StoreError> {
        self.needs_postgres()?;
        let rows: Vec<(i64, Option<String>, i64)> =
            sqlx::query_as("SELECT shard, holder, epoch FROM shard_leases ORDER BY shard")
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().map(|(s, h, e)| (s as u32, h, e)).collect())
    }

    /// This store, writing as the holder of `shards`' shards: from now on every write about a
    /// table checks, in its transaction, that this process still holds the table's shard
    /// under the epoch it took (`check_shard`), and changes nothing (`ShardLost`) otherwise.
    pub fn fenced_by(mut self, shards: Arc<ShardSet>) -> Store {
        self.shards = Some(shards);
        self
    }

    /// Whether this store serves the tables of `guild` (a stored guild id): always, unless
    /// it is fenced by shards and this process does not hold the guild's shard. The lists
    /// the timers, the watchdog and a resume go through keep to the tables served.
    pub(super) fn serves(&self, guild: Option<i64>) -> bool {
        self.shards
            .as_ref()
            .is_none_or(|me| me.owns(guild.map(super::rows::id_out)))
    }
}

/// Notes `me` alive for `ttl` more.
async fn heartbeat(
    tx: &mut Transaction<'static, Any>,
    me: &str,
    ttl: Duration,
) -> Result<(), StoreError> {
    sqlx::query(concat!(
        "INSERT INTO bot_processes (holder, seen_until) VALUES ($1, ",
        now_ms!(),
        " + $2) \
         ON CONFLICT (holder) DO UPDATE SET seen_until = excluded.seen_until"
    ))
    .bind(me)
    .bind(ms(ttl))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MapKind, Options};
    use crate::i18n::Lang;
    use crate::store::{test_store, NewTable, SeatInfo};

    const TTL: Duration = Duration::from_secs(2);

    /// A guild whose events Discord sends to `shard` of `shards`.
    fn guild_on(shard: u32, shards: u32) -> u64 {
        let g = (u64::from(shard) + 7 * u64::from(shards)) << 22;
        assert_eq!(shard_of(Some(g), shards), shard);
        g
    }

    async fn lobby(store: &Store, guild: u64) -> Result<i64, StoreError> {
        let host = SeatInfo {
            user_id: 1,
            name: "Ann".into(),
            ai: None,
        };
        store
            .create_lobby(
                NewTable {
                    guild: Some(guild),
                    channel: guild + 1,
                    options: Options::default(),
                    map: MapKind::Beginner,
                    turn_timer_minutes: Some(2),
                    language: Lang::En,
                },
                host,
            )
            .await
    }

    fn shards_of(b: &[HeldShard]) -> Vec<u32> {
        b.iter().map(|h| h.shard).collect()
    }

    /// A process frozen inside a write transaction (SIGSTOP) holds its shard's lease row
    /// `FOR SHARE`, which a take-over's update waits for. The server ends a bot's
    /// transaction left idle (`PG_IDLE_IN_TRANSACTION`, shortened here to 1 s), so another
    /// process takes the shard over instead of waiting for the frozen one to wake.
    #[tokio::test]
    async fn a_transaction_left_open_by_a_frozen_process_does_not_stop_a_takeover() {
        let (_dir, store, url) = test_store(Backend::Postgres).await;
        let (a, b) = (ShardSet::new("a".into(), 2), ShardSet::new("b".into(), 2));
        let sa = Store::open(&url).await.unwrap().fenced_by(a.clone());
        store.join_shards("a", 2, TTL).await.unwrap();
        store.balance_shards(&a, TTL).await.unwrap();
        // A's write about a table of shard 0 stops half-way, as a frozen process's would.
        let mut frozen = sa
            .write_tx(super::super::Scope::Guild(Some(guild_on(0, 2))))
            .await
            .unwrap();
        sqlx::query("SET idle_in_transaction_session_timeout = '1s'")
            .execute(&mut *frozen)
            .await
            .unwrap();
        store.join_shards("b", 2, TTL).await.unwrap();
        tokio::time::sleep(TTL + Duration::from_millis(300)).await;
        let r = tokio::time::timeout(Duration::from_secs(8), store.balance_shards(&b, TTL))
            .await
            .expect("B takes the shards over once the server ends A's idle transaction")
            .unwrap();
        assert_eq!(shards_of(&r.taken), vec![0, 1], "{r:?}");
        assert!(frozen.commit().await.is_err(), "A's transaction was ended");
    }

    #[tokio::test]
    async fn processes_share_the_shards_and_a_takeover_fences_the_old_holder() {
        let (_dir, store, url) = test_store(Backend::Postgres).await;
        let (a, b) = (ShardSet::new("a".into(), 6), ShardSet::new("b".into(), 6));
        let sa = Store::open(&url).await.unwrap().fenced_by(a.clone());
        let sb = Store::open(&url).await.unwrap().fenced_by(b.clone());

        // Alone, A takes every shard under epoch 1.
        store.join_shards("a", 6, TTL).await.unwrap();
        let r = store.balance_shards(&a, TTL).await.unwrap();
        assert_eq!(
            (shards_of(&r.taken), r.processes),
            (vec![0, 1, 2, 3, 4, 5], 1)
        );
        assert!(r.held.iter().all(|h| h.epoch == 1));
        let on0 = lobby(&sa, guild_on(0, 6)).await.unwrap();
        let on4 = lobby(&sa, guild_on(4, 6)).await.unwrap();
        // B holds nothing yet: its writes about A's tables change nothing.
        let err = sb.set_deadline(on4, Some(99), false).await.unwrap_err();
        assert!(matches!(err, StoreError::ShardLost { shard: 4 }), "{err}");
        assert!(matches!(
            lobby(&sb, guild_on(5, 6)).await,
            Err(StoreError::ShardLost { shard: 5 })
        ));

        // B joins: A gives its highest three back, B takes them under the next epoch.
        store.join_shards("b", 6, TTL).await.unwrap();
        assert!(store
            .balance_shards(&b, TTL)
            .await
            .unwrap()
            .taken
            .is_empty());
        let r = store.balance_shards(&a, TTL).await.unwrap();
        assert_eq!((r.released.clone(), r.processes), (vec![5, 4, 3], 2));
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert_eq!(shards_of(&r.taken), vec![3, 4, 5]);
        assert!(r.taken.iter().all(|h| h.epoch == 2));
        sb.set_deadline(on4, Some(99), false).await.unwrap();
        let err = sa.set_deadline(on4, Some(1), false).await.unwrap_err();
        assert!(matches!(err, StoreError::ShardLost { shard: 4 }), "{err}");
        assert_eq!(store.deadline(on4).await.unwrap(), Some(99));

        // A is paused past its leases; B takes A's shards, and A's next write is refused and
        // changes nothing, though A still believes it holds shard 0.
        // (B renews as a running process does, every half lease.)
        tokio::time::sleep(TTL / 2).await;
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert_eq!(
            (r.taken.len(), r.lost.len(), r.processes),
            (0, 0, 2),
            "{r:?}"
        );
        tokio::time::sleep(TTL / 2 + Duration::from_millis(300)).await;
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert_eq!((shards_of(&r.taken), r.processes), (vec![0, 1, 2], 1));
        assert!(
            r.taken.iter().all(|h| h.epoch == 2) && r.lost.is_empty(),
            "{r:?}"
        );
        assert_eq!(a.epoch(0), Some(1));
        let err = sa.set_deadline(on0, Some(5), false).await.unwrap_err();
        assert!(matches!(err, StoreError::ShardLost { shard: 0 }), "{err}");
        assert_eq!(
            store.deadline(on0).await.unwrap(),
            None,
            "the refused write left nothing"
        );
        sb.set_deadline(on0, Some(6), false).await.unwrap();
        // A wakes up: its round finds every shard lost.
        let r = store.balance_shards(&a, TTL).await.unwrap();
        assert_eq!((r.lost.clone(), r.processes), (vec![0, 1, 2], 2));
        assert!(r.taken.is_empty() && a.held().is_empty(), "{r:?}");

        // A clean stop gives every shard back at once.
        store.leave_shards(&b).await.unwrap();
        store.leave_shards(&a).await.unwrap();
        let holders = store.shard_holders().await.unwrap();
        assert!(holders.iter().all(|(_, h, _)| h.is_none()), "{holders:?}");
        assert!(b.held().is_empty());
    }

    /// Session starts reserved by any process are at least the spacing apart: the first
    /// at once, each next one a spacing after the one before.
    #[tokio::test]
    async fn gateway_session_starts_are_spaced_across_processes() {
        let (_dir, a, url) = test_store(Backend::Postgres).await;
        let b = Store::open(&url).await.unwrap();
        let spacing = Duration::from_millis(800);
        let first = a.reserve_identify(spacing).await.unwrap();
        let second = b.reserve_identify(spacing).await.unwrap();
        let third = a.reserve_identify(spacing).await.unwrap();
        assert!(first < Duration::from_millis(50), "{first:?}");
        assert!(second > Duration::from_millis(600), "{second:?}");
        assert!(third > second + Duration::from_millis(600), "{third:?}");
        // Once the reserved moments have passed, the next start may go at once.
        tokio::time::sleep(third + spacing).await;
        assert!(b.reserve_identify(spacing).await.unwrap() < Duration::from_millis(50));
        let (_dir, sqlite, _) = test_store(Backend::Sqlite).await;
        assert!(matches!(
            sqlite.reserve_identify(spacing).await,
            Err(StoreError::ShardsNeedPostgres)
        ));
    }

    #[tokio::test]
    async fn the_shard_count_is_the_first_processs_and_sqlite_runs_no_shards() {
        let (_dir, store, _url) = test_store(Backend::Postgres).await;
        store.join_shards("a", 8, TTL).await.unwrap();
        let err = store.join_shards("b", 6, TTL).await.unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::ShardCount {
                    stored: 8,
                    configured: 6
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("CATAN_SHARDS says 6"), "{err}");
        let (_dir, sqlite, _url) = test_store(Backend::Sqlite).await;
        let err = sqlite.join_shards("a", 8, TTL).await.unwrap_err();
        assert!(matches!(err, StoreError::ShardsNeedPostgres), "{err}");
    }

    #[test]
    fn shards_follow_discords_formula() {
        // Discord's example: guild 81384788765712384 on 16 shards... computed here.
        let g: u64 = 81_384_788_765_712_384;
        assert_eq!(shard_of(Some(g), 16), ((g >> 22) % 16) as u32);
        assert_eq!(shard_of(None, 8), 0);
        assert_eq!(shard_of(Some(g), 1), 0);
    }
}
