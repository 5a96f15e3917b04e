//! Several bot processes on one PostgreSQL database, sharing Discord's gateway shards: each
//! shard (`shard_of`: Discord's `(guild_id >> 22) % shards`) is held by at most one process
//! at a time under a lease, and whoever holds a shard owns the tables of its guilds. A
//! shard's epoch rises with every change of holder (never with a renewal). A store that
//! writes as a shard holder (`Store::fenced_by`) checks, inside each write transaction about
//! a table, that it still holds that table's shard under the epoch it took and that the
//! lease has not run out (by the database's clock, the one clock all processes share); the
//! check locks the shard's row `FOR KEY SHARE`, so a change of holder (which locks the row
//! `FOR UPDATE` first) waits for the commits under way and every later commit of the old
//! holder is refused (`StoreError::ShardLost`), while renewals pass them.
//!
//! Processes share the shards evenly: each announces itself (`bot_processes`, renewed with
//! its leases) and holds its fair share, ceil(shards / live processes). A round renews the
//! leases on their own first (`renew_shards`), then, under the shards' lock
//! (`rebalance_shards`), takes free or expired shards up to the share and claims the rest
//! from the holders over their share (`shard_claims`); a holder hands a claimed shard over
//! once the claimant's session for it is up (`claim_ready`), so that one of the two always
//! answers its servers. No statement of a round waits more than `ROUND_LOCK_WAIT` for a
//! lock, and a take skips a row a frozen process's transaction still locks. SQLite keeps
//! the one-process lease (`lease`).

use super::{serialize, Backend, Store, StoreError, LOCK_IDENTIFY, LOCK_SHARDS};
use sqlx::{Any, Transaction};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// The database's clock in unix milliseconds, as SQL (a macro, so that the queries using it
/// are `concat!`ed static strings, built at compile time).
macro_rules! now_ms {
    () => {
        "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"
    };
}

mod round;

use round::bound_lock_waits;

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

/// What renewing this process's leases (`Store::renew_shards`) found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Renewal {
    /// Every shard still held, renewed.
    pub held: Vec<HeldShard>,
    /// Shards this process thought it held but another took (or that ran out).
    pub lost: Vec<u32>,
}

/// What one round of `Store::balance_shards` changed for this process.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Balance {
    /// Shards taken in this round: free, or expired (their holder died or froze).
    pub taken: Vec<HeldShard>,
    /// Shards their last holder handed over to this process (it had claimed them and its
    /// session for them was up): they are fenced for this process but not served until
    /// the keeper has made their moves left unmade (`ShardSet::serve`).
    pub handed_in: Vec<HeldShard>,
    /// Shards handed over to the process that claimed them, this process holding more
    /// than its share.
    pub handed_out: Vec<u32>,
    /// Shards given back to nobody: held beyond the share, and claimed by a process whose
    /// session for them did not come up within `CLAIM_PATIENCE` leases.
    pub released: Vec<u32>,
    /// Shards this process thought it held but another took (or that ran out).
    pub lost: Vec<u32>,
    /// Shards this process has claimed from a holder over its share, and waits for.
    pub claimed: Vec<u32>,
    /// Every shard this process holds after the round.
    pub held: Vec<HeldShard>,
    /// Processes alive, this one included.
    pub processes: u32,
}

/// How many leases a holder over its share waits for its taker's session before it gives
/// the shard back to nobody (the taker then takes it as a free shard).
const CLAIM_PATIENCE: u32 = 4;

/// How long a round's statements wait for a row or the shards' lock before the round gives
/// up (it is tried again at the next): a frozen process's transaction holds its rows until
/// the server ends it (`PG_IDLE_IN_TRANSACTION`), and no round may wait that long, or the
/// leases it renews would run out meanwhile.
const ROUND_LOCK_WAIT: &str = "1000";

/// How this process holds one shard.
#[derive(Debug, Clone, Copy)]
struct Holding {
    epoch: i64,
    /// Whether it answers the shard's interactions and shows its tables: false while a
    /// shard handed in has its moves left unmade recovered.
    serving: bool,
}

/// The shards a process holds, shared between its shard keeper (which changes them) and
/// its store (which fences each commit by them).
#[derive(Debug)]
pub struct ShardSet {
    /// This process's run, as in `bot_processes.holder`.
    pub holder: String,
    /// How many shards the bot runs in all.
    pub shards: u32,
    held: RwLock<BTreeMap<u32, Holding>>,
    /// Shards being handed over to this process: its session for them is up and their
    /// holder is about to hand them in, or they are in and not served yet.
    taking: RwLock<BTreeSet<u32>>,
    /// Shards this process handed over to a claimant, and when: it still answers the
    /// interactions it took before (`handed_out`).
    handed: RwLock<BTreeMap<u32, std::time::Instant>>,
}

impl ShardSet {
    pub fn new(holder: String, shards: u32) -> Arc<ShardSet> {
        Arc::new(ShardSet {
            holder,
            shards,
            held: RwLock::new(BTreeMap::new()),
            taking: RwLock::new(BTreeSet::new()),
            handed: RwLock::new(BTreeMap::new()),
        })
    }

    /// Whether this process handed `shard` over to the process that claimed it (rather
    /// than lost it) less than `within` ago.
    pub fn handed_out(&self, shard: u32, within: std::time::Duration) -> bool {
        self.handed
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&shard)
            .is_some_and(|at| at.elapsed() < within)
    }

    /// The epoch this process holds `shard` under, if it holds it.
    pub fn epoch(&self, shard: u32) -> Option<i64> {
        self.held
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&shard)
            .map(|h| h.epoch)
    }

    /// Whether this process holds the shard of `guild`: its writes about the guild's tables
    /// pass the fence.
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.epoch(shard_of(guild, self.shards)).is_some()
    }

    /// Whether this process serves the tables of `guild`: it holds their shard and, for one
    /// handed in, has made the moves its last holder left unmade.
    pub fn serves(&self, guild: Option<u64>) -> bool {
        self.serves_shard(shard_of(guild, self.shards))
    }

    /// Whether this process serves `shard` (see `serves`).
    pub fn serves_shard(&self, shard: u32) -> bool {
        self.held
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&shard)
            .is_some_and(|h| h.serving)
    }

    /// Whether the shard of `guild` is being handed over to this process (see `taking`).
    pub fn taking_over(&self, guild: Option<u64>) -> bool {
        self.taking
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&shard_of(guild, self.shards))
    }

    /// Notes whether `shard` is being handed over to this process.
    pub fn set_taking(&self, shard: u32, taking: bool) {
        let mut t = self.taking.write().unwrap_or_else(|e| e.into_inner());
        match taking {
            true => t.insert(shard),
            false => t.remove(&shard),
        };
    }

    pub fn held(&self) -> Vec<HeldShard> {
        self.held
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|(&shard, h)| HeldShard {
                shard,
                epoch: h.epoch,
            })
            .collect()
    }

    /// This process holds exactly `held`: a shard it held already under the same epoch
    /// keeps whether it is served; a new one is served at once.
    fn set(&self, held: &[HeldShard]) {
        let mut map = self.held.write().unwrap_or_else(|e| e.into_inner());
        let old = std::mem::take(&mut *map);
        for h in held {
            let serving = old
                .get(&h.shard)
                .filter(|o| o.epoch == h.epoch)
                .is_none_or(|o| o.serving);
            map.insert(
                h.shard,
                Holding {
                    epoch: h.epoch,
                    serving,
                },
            );
        }
    }

    /// `shard`, handed in under `epoch`, is this process's: fenced for it, not yet served.
    pub fn adopt(&self, shard: u32, epoch: i64) {
        let mut map = self.held.write().unwrap_or_else(|e| e.into_inner());
        if map.get(&shard).is_none_or(|h| h.epoch != epoch) {
            map.insert(
                shard,
                Holding {
                    epoch,
                    serving: false,
                },
            );
        }
    }

    /// This process serves `shard` from now on (if it still holds it).
    pub fn serve(&self, shard: u32) {
        if let Some(h) = self
            .held
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .get_mut(&shard)
        {
            h.serving = true;
        }
        self.set_taking(shard, false);
    }
}

fn ms(d: Duration) -> i64 {
    d.as_millis().min(i64::MAX as u128) as i64
}

/// Inside a write transaction about a table of `guild`: `ShardLost` unless `me` holds the
/// guild's shard under the epoch it took and the lease has not run out. The shard's row is
/// locked `FOR KEY SHARE` until the commit: a takeover, a handover or a release (which lock
/// it `FOR UPDATE` first) waits for the commits under way, while a renewal (an update of
/// `expires` alone) does not, so a commit held up (a row lock, an advisory lock a frozen
/// process holds) never holds up its own process's leases.
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
         WHERE shard = $1 AND holder = $2 FOR KEY SHARE"
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

    /// A whole round of sharing: `renew_shards`, then `rebalance_shards`.
    pub async fn balance_shards(
        &self,
        me: &ShardSet,
        ttl: Duration,
    ) -> Result<Balance, StoreError> {
        let renewal = self.renew_shards(me, ttl).await?;
        let mut b = self.rebalance_shards(me, ttl).await?;
        b.lost = renewal.lost;
        Ok(b)
    }

    /// The first half of a round: notes `me`'s process alive and renews the leases of the
    /// shards it holds (for `ttl` more) in a transaction of its own, which takes no lock but
    /// the rows it renews, so that nothing another process holds (a frozen one's
    /// transaction) can keep a live process's leases from being renewed. `me`'s `ShardSet`
    /// loses the shards another process took.
    pub async fn renew_shards(&self, me: &ShardSet, ttl: Duration) -> Result<Renewal, StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        bound_lock_waits(&mut tx).await?;
        heartbeat(&mut tx, &me.holder, ttl).await?;
        let mut out = Renewal::default();
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
                _ => out.held.push(h),
            }
        }
        tx.commit().await?;
        me.set(&out.held);
        Ok(out)
    }

    /// `me`'s session for `shard`, which it claimed, is up: its holder may hand it over.
    /// False when the claim is gone (the holder gave the shard back, or died).
    pub async fn claim_ready(&self, me: &ShardSet, shard: u32) -> Result<bool, StoreError> {
        self.needs_postgres()?;
        let done = sqlx::query("UPDATE shard_claims SET ready = 1 WHERE shard = $1 AND taker = $2")
            .bind(i64::from(shard))
            .bind(&me.holder)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Whether `shard`, which `me` claimed, was handed over to it: the epoch it now holds
    /// it under (the shard is then fenced for `me`, not yet served: `ShardSet::adopt`).
    pub async fn handed_in(&self, me: &ShardSet, shard: u32) -> Result<Option<i64>, StoreError> {
        self.needs_postgres()?;
        let epoch: Option<i64> = sqlx::query_scalar(concat!(
            "SELECT epoch FROM shard_leases WHERE shard = $1 AND holder = $2 AND expires > ",
            now_ms!()
        ))
        .bind(i64::from(shard))
        .bind(&me.holder)
        .fetch_optional(&self.pool)
        .await?;
        if let Some(e) = epoch {
            me.adopt(shard, e);
        }
        Ok(epoch)
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
        bound_lock_waits(&mut tx).await?;
        serialize(&mut tx, self.backend, LOCK_IDENTIFY).await?;
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

    /// A clean stop: gives back every shard `me` holds, drops its claims and leaves the
    /// processes, so the others take the shards at their next round.
    pub async fn leave_shards(&self, me: &ShardSet) -> Result<(), StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        serialize(&mut tx, self.backend, LOCK_SHARDS).await?;
        // The commits under way end first (`check_shard`).
        sqlx::query("SELECT shard FROM shard_leases WHERE holder = $1 FOR UPDATE")
            .bind(&me.holder)
            .fetch_all(&mut *tx)
            .await?;
        sqlx::query("UPDATE shard_leases SET holder = NULL, expires = 0 WHERE holder = $1")
            .bind(&me.holder)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM shard_claims WHERE taker = $1")
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
    /// `FOR SHARE` until the server ends its idle transaction (`PG_IDLE_IN_TRANSACTION`,
    /// 3 s here). Another process's round neither waits for it nor lets its own leases run
    /// out meanwhile: it takes at once what it can, and the frozen process's shard at a
    /// round after the server ended that transaction.
    #[tokio::test]
    async fn a_transaction_left_open_by_a_frozen_process_does_not_stop_a_takeover() {
        let (_dir, store, url) = test_store(Backend::Postgres).await;
        let (a, b) = (ShardSet::new("a".into(), 3), ShardSet::new("b".into(), 3));
        let sa = Store::open(&url).await.unwrap().fenced_by(a.clone());
        store.join_shards("a", 3, TTL).await.unwrap();
        store.balance_shards(&a, TTL).await.unwrap();
        // A's write about a table of shard 0 stops half-way, as a frozen process's would.
        let mut frozen = sa
            .write_tx(super::super::Scope::Guild(Some(guild_on(0, 3))))
            .await
            .unwrap();
        sqlx::query("SET idle_in_transaction_session_timeout = '3s'")
            .execute(&mut *frozen)
            .await
            .unwrap();
        let frozen_at = tokio::time::Instant::now();
        store.join_shards("b", 3, TTL).await.unwrap();
        tokio::time::sleep(TTL + Duration::from_millis(300)).await;
        // B takes the two shards it can, without waiting for the frozen transaction …
        let round = tokio::time::Instant::now();
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert!(
            round.elapsed() < Duration::from_millis(900),
            "{:?}",
            round.elapsed()
        );
        assert_eq!(shards_of(&r.taken), vec![1, 2], "{r:?}");
        // … and keeps them, renewing every third of a lease while the frozen one waits.
        while frozen_at.elapsed() < Duration::from_secs(3) + TTL / 3 {
            tokio::time::sleep(TTL / 3).await;
            let r = tokio::time::timeout(Duration::from_secs(1), store.balance_shards(&b, TTL))
                .await
                .expect("a round never waits for a frozen process")
                .unwrap();
            assert!(r.lost.is_empty(), "{r:?}");
            if r.taken.iter().any(|h| h.shard == 0) {
                assert!(frozen_at.elapsed() >= Duration::from_secs(3), "{r:?}");
            }
        }
        assert!(
            b.epoch(0).is_some(),
            "shard 0 taken once the server ended A's transaction"
        );
        assert!(frozen.commit().await.is_err(), "A's transaction was ended");
    }

    /// A commit under way holds its shard's lease row `FOR KEY SHARE`: its own process's
    /// renewals pass it (a commit held up never lets its process's leases run out), while a
    /// change of holder (here a clean stop's release) waits for it.
    #[tokio::test]
    async fn a_commit_under_way_holds_up_a_change_of_holder_but_not_a_renewal() {
        let (_dir, store, url) = test_store(Backend::Postgres).await;
        let a = ShardSet::new("a".into(), 1);
        let sa = Store::open(&url).await.unwrap().fenced_by(a.clone());
        store.join_shards("a", 1, TTL).await.unwrap();
        store.balance_shards(&a, TTL).await.unwrap();
        let under_way = sa
            .write_tx(super::super::Scope::Guild(Some(guild_on(0, 1))))
            .await
            .unwrap();
        let renewed = tokio::time::timeout(Duration::from_millis(500), store.renew_shards(&a, TTL))
            .await
            .expect("a renewal does not wait for the commit under way")
            .unwrap();
        assert_eq!(shards_of(&renewed.held), vec![0]);
        let leaving = {
            let (store, a) = (store.clone(), a.clone());
            tokio::spawn(async move { store.leave_shards(&a).await })
        };
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert!(
            !leaving.is_finished(),
            "the release waits for the commit under way"
        );
        under_way.commit().await.unwrap();
        leaving.await.unwrap().unwrap();
        let holders = store.shard_holders().await.unwrap();
        assert_eq!(holders[0].1, None);
    }

    /// A process under its share claims a shard from one over it; if the claimant's
    /// session for it never comes up, the holder gives it back after `CLAIM_PATIENCE`
    /// leases, and the claimant takes it as a free shard.
    #[tokio::test]
    async fn a_claim_whose_session_never_comes_up_gives_way() {
        let (_dir, store, _url) = test_store(Backend::Postgres).await;
        let (a, b) = (ShardSet::new("a".into(), 2), ShardSet::new("b".into(), 2));
        store.join_shards("a", 2, TTL).await.unwrap();
        store.balance_shards(&a, TTL).await.unwrap();
        store.join_shards("b", 2, TTL).await.unwrap();
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert_eq!(r.claimed, vec![1]);
        let claimed = tokio::time::Instant::now();
        let patience = TTL * CLAIM_PATIENCE;
        loop {
            tokio::time::sleep(TTL / 3).await;
            store.balance_shards(&b, TTL).await.unwrap();
            let r = store.balance_shards(&a, TTL).await.unwrap();
            if r.released == [1] {
                assert!(claimed.elapsed() >= patience, "{:?}", claimed.elapsed());
                break;
            }
            assert!(r.held.len() == 2 && r.handed_out.is_empty(), "{r:?}");
            assert!(claimed.elapsed() < patience + TTL, "never released");
        }
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert_eq!(shards_of(&r.taken), vec![1]);
        assert!(r.claimed.is_empty());
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

        // B joins and claims A's highest three. A keeps serving them until B's sessions for
        // them are up; then A hands them over, and B holds them under the next epoch.
        store.join_shards("b", 6, TTL).await.unwrap();
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert!(r.taken.is_empty(), "{r:?}");
        assert_eq!((r.claimed.clone(), r.processes), (vec![3, 4, 5], 2));
        let r = store.balance_shards(&a, TTL).await.unwrap();
        assert!(r.released.is_empty() && r.handed_out.is_empty(), "{r:?}");
        assert_eq!(shards_of(&r.held), vec![0, 1, 2, 3, 4, 5]);
        for shard in [3, 4, 5] {
            assert!(store.claim_ready(&b, shard).await.unwrap());
        }
        let r = store.balance_shards(&a, TTL).await.unwrap();
        assert_eq!((r.handed_out.clone(), r.processes), (vec![5, 4, 3], 2));
        assert!(a.epoch(4).is_none() && !a.owns(Some(guild_on(4, 6))));
        let r = store.balance_shards(&b, TTL).await.unwrap();
        assert!(r.taken.is_empty() && r.claimed.is_empty(), "{r:?}");
        assert_eq!(shards_of(&r.handed_in), vec![3, 4, 5]);
        assert!(r.handed_in.iter().all(|h| h.epoch == 2));
        // Handed in, they are B's to write (the fence) but not yet to serve.
        assert!(b.owns(Some(guild_on(4, 6))) && !b.serves(Some(guild_on(4, 6))));
        b.serve(4);
        assert!(b.serves(Some(guild_on(4, 6))));
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
