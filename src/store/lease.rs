//! The lease that keeps two `catan-bot run` processes from acting on one database at once
//! (an overlapping deploy, a second start by mistake). Always: at most one holder, whose
//! lease runs until `expires` unless renewed; another process takes it only once it has
//! expired, or at once when its holder is a process of this machine that has exited. Each
//! take by a new holder raises the lease's number (its epoch); a renewal keeps it. A store
//! that writes as a holder (`Store::writing_as`) checks, inside each write transaction, that
//! the lease still carries the epoch it took and has not expired by the clock at the check,
//! so a process that lost it, or that was paused past its lease and has not renewed yet,
//! changes nothing.

use super::{Backend, Store, StoreError};
use sqlx::{Any, Transaction};
use std::fmt;
use std::time::Duration;

/// How long a taken or renewed lease lasts.
pub const LEASE_TTL: Duration = Duration::from_secs(30);

/// One run of one process that holds, or wants, the lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaseHolder {
    /// Random, so no two runs share it even with the same process id.
    pub token: String,
    pub pid: u32,
    pub host: String,
    /// The process-id namespace (`pid:[4026531836]` on Linux): process ids are compared
    /// only within one. None where it cannot be read.
    pub pid_space: Option<String>,
}

impl LeaseHolder {
    /// This process, with a fresh token.
    pub fn this_process() -> LeaseHolder {
        LeaseHolder {
            token: format!("{:016x}", rand::random::<u64>()),
            pid: std::process::id(),
            host: host_name(),
            pid_space: pid_space(),
        }
    }

    /// Whether the holder is known to have exited: a process of this host and process-id
    /// namespace that no longer runs (or is a zombie), or whose id this process now has.
    /// Anything else — another machine, another namespace, an unreadable /proc — may still
    /// run, and its lease is left to expire.
    pub fn has_exited(&self) -> bool {
        let here = LeaseHolder::this_process();
        if self.pid_space.is_none() || self.pid_space != here.pid_space || self.host != here.host {
            return false;
        }
        if self.pid == here.pid {
            return true;
        }
        match std::fs::read_to_string(format!("/proc/{}/stat", self.pid)) {
            Ok(stat) => stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with(['Z', 'X'])),
            Err(e) => e.kind() == std::io::ErrorKind::NotFound,
        }
    }
}

impl fmt::Display for LeaseHolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "process {} on {}", self.pid, self.host)
    }
}

/// The lease as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub holder: LeaseHolder,
    /// When the holder took it, and until when it lasts unless renewed (unix seconds).
    pub since: i64,
    pub expires: i64,
    /// The lease's number: one more than the last holder's whenever a new holder takes it.
    pub epoch: i64,
}

/// The holder a store writes as, with the epoch it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Writer {
    pub holder: LeaseHolder,
    pub epoch: i64,
}

/// Who holds the lease, for `StoreError::LeaseHeld`: the lease and the time it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldBy {
    pub lease: Lease,
    pub now: i64,
}

impl fmt::Display for HeldBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Another catan-bot ({}) has been running on this database for {}; stop it first, \
             or wait {} s if it has just stopped.",
            self.lease.holder,
            span(self.now - self.lease.since),
            (self.lease.expires - self.now).max(1)
        )
    }
}

/// Who took the lease from this process, for `StoreError::LeaseLost`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LostTo(pub Option<LeaseHolder>);

impl fmt::Display for LostTo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(other) => write!(
                f,
                "This catan-bot stops because another catan-bot ({other}) took over the database \
                 while this one had not renewed its lease in time; only one may act on the games."
            ),
            None => write!(
                f,
                "This catan-bot stops because its lease on the database was removed; only one \
                 catan-bot may act on the games, so start it again."
            ),
        }
    }
}

/// This process's own lease ran out at `expires` (unix seconds) without a renewal, and
/// nobody has taken it yet (`now` is when a write was refused), for
/// `StoreError::LeaseExpired`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expired {
    pub expires: i64,
    pub now: i64,
}

impl fmt::Display for Expired {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "This catan-bot's lease on the database ran out {} ago without a renewal (the \
             process was paused or too slow), so its change was refused; it writes again once \
             it has renewed the lease.",
            span((self.now - self.expires).max(1))
        )
    }
}

/// `42 s`, `12 min`, `3 h 5 min`.
fn span(seconds: i64) -> String {
    let s = seconds.max(0);
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min", s / 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "an unnamed host".into())
}

fn pid_space() -> Option<String> {
    std::fs::read_link("/proc/self/ns/pid")
        .ok()
        .map(|p| p.display().to_string())
}

/// The `lease` row as stored.
#[derive(sqlx::FromRow)]
struct StoredLease {
    holder: String,
    pid: i64,
    host: String,
    pid_space: Option<String>,
    since: i64,
    expires: i64,
    epoch: i64,
}

impl From<StoredLease> for Lease {
    fn from(r: StoredLease) -> Lease {
        Lease {
            holder: LeaseHolder {
                token: r.holder,
                pid: r.pid.clamp(0, u32::MAX as i64) as u32,
                host: r.host,
                pid_space: r.pid_space,
            },
            since: r.since,
            expires: r.expires,
            epoch: r.epoch,
        }
    }
}

/// The stored lease, read inside a transaction.
async fn stored(tx: &mut Transaction<'static, Any>) -> Result<Option<Lease>, StoreError> {
    let row: Option<StoredLease> = sqlx::query_as(
        "SELECT holder, pid, host, pid_space, since, expires, epoch FROM lease WHERE id = 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(Lease::from))
}

/// Inside a write transaction: the lease's expiry when `me` still holds it under `epoch`,
/// else `LeaseLost` (someone else took it, or it was released).
/// On PostgreSQL the row is share-locked until the end of the transaction, so a takeover
/// (which updates it) waits for the commits under way and every later one sees it.
async fn check_epoch(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    me: &LeaseHolder,
    epoch: i64,
) -> Result<i64, StoreError> {
    let sql = match backend {
        Backend::Sqlite => "SELECT holder, epoch, expires FROM lease WHERE id = 1",
        Backend::Postgres => "SELECT holder, epoch, expires FROM lease WHERE id = 1 FOR SHARE",
    };
    let row: Option<(String, i64, i64)> = sqlx::query_as(sql).fetch_optional(&mut **tx).await?;
    match row {
        Some((holder, e, expires)) if holder == me.token && e == epoch => Ok(expires),
        _ => Err(StoreError::LeaseLost(LostTo(
            stored(tx).await?.map(|l| l.holder),
        ))),
    }
}

/// Inside a write transaction: `LeaseLost` unless `me` still holds the lease under the
/// epoch it took, and `LeaseExpired` when it does but the lease ran out by the clock now
/// (a process paused past its lease that nobody took over yet: it must renew first).
pub(super) async fn check_held(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    me: &Writer,
) -> Result<(), StoreError> {
    let expires = check_epoch(tx, backend, &me.holder, me.epoch).await?;
    let now = super::now_unix();
    if now >= expires {
        return Err(StoreError::LeaseExpired(Expired { expires, now }));
    }
    Ok(())
}

fn ttl_secs(ttl: Duration) -> i64 {
    ttl.as_secs().min(i64::MAX as u64) as i64
}

impl Store {
    /// Takes the lease for `me` at time `now` (unix seconds) for `ttl`: when nobody holds
    /// it, when `me` already does, when it has expired, or when its holder has exited.
    /// Otherwise `LeaseHeld`, saying who holds it. Returns the lease's epoch: the one `me`
    /// already had, or, for a new holder, one more than any before.
    pub async fn take_lease(
        &self,
        me: &LeaseHolder,
        now: i64,
        ttl: Duration,
    ) -> Result<i64, StoreError> {
        let mut tx = self.begin_write().await?;
        super::serialize(&mut tx, self.backend, super::LOCK_LEASE).await?;
        let (since, epoch) = match stored(&mut tx).await? {
            Some(l) if l.holder.token == me.token => (l.since, Some(l.epoch)),
            Some(l) if l.expires > now && !l.holder.has_exited() => {
                return Err(StoreError::LeaseHeld(HeldBy { lease: l, now }));
            }
            Some(l) => {
                tracing::info!(previous = %l.holder, "taking over the lease of a bot that stopped");
                (now, None)
            }
            None => (now, None),
        };
        let epoch = match epoch {
            Some(e) => e,
            None => {
                sqlx::query_scalar(
                    "UPDATE lease_epoch SET epoch = epoch + 1 WHERE id = 1 RETURNING epoch",
                )
                .fetch_one(&mut *tx)
                .await?
            }
        };
        sqlx::query(
            "INSERT INTO lease (id, holder, pid, host, pid_space, since, expires, epoch) \
             VALUES (1, $1, $2, $3, $4, $5, $6, $7) \
             ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, \
             host = excluded.host, pid_space = excluded.pid_space, since = excluded.since, \
             expires = excluded.expires, epoch = excluded.epoch",
        )
        .bind(&me.token)
        .bind(i64::from(me.pid))
        .bind(&me.host)
        .bind(me.pid_space.as_deref())
        .bind(since)
        .bind(now.saturating_add(ttl_secs(ttl)))
        .bind(epoch)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(epoch)
    }

    /// Extends `me`'s lease, taken under `epoch`, to `now + ttl`, also when it has expired
    /// but nobody took it since; `LeaseLost` when `me` no longer holds it (another process
    /// took it, raising the epoch, or it was released).
    pub async fn renew_lease(
        &self,
        me: &LeaseHolder,
        epoch: i64,
        now: i64,
        ttl: Duration,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        super::serialize(&mut tx, self.backend, super::LOCK_LEASE).await?;
        check_epoch(&mut tx, self.backend, me, epoch).await?;
        sqlx::query("UPDATE lease SET expires = $1 WHERE id = 1")
            .bind(now.saturating_add(ttl_secs(ttl)))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Gives the lease up if `me` holds it, so the next bot may start at once; whether it
    /// did.
    pub async fn release_lease(&self, me: &LeaseHolder) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM lease WHERE id = 1 AND holder = $1")
            .bind(&me.token)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The stored lease, if any (it may have expired).
    pub async fn lease(&self) -> Result<Option<Lease>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let lease = stored(&mut tx).await?;
        tx.commit().await?;
        Ok(lease)
    }

    /// This store, writing as `me`, which took the lease under `epoch` (`take_lease`): from
    /// now on every write transaction first checks that the lease still carries that epoch
    /// and has not expired, and changes nothing (`LeaseLost`, `LeaseExpired`) otherwise.
    pub fn writing_as(mut self, me: LeaseHolder, epoch: i64) -> Store {
        self.lease = Some(std::sync::Arc::new(Writer { holder: me, epoch }));
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_read_as_seconds_minutes_or_hours() {
        assert_eq!(span(-3), "0 s");
        assert_eq!(span(42), "42 s");
        assert_eq!(span(60), "1 min");
        assert_eq!(span(3599), "59 min");
        assert_eq!(span(3 * 3600 + 5 * 60 + 9), "3 h 5 min");
    }

    #[test]
    fn this_process_has_not_exited_and_another_host_is_never_judged() {
        let me = LeaseHolder::this_process();
        assert_ne!(me.token, LeaseHolder::this_process().token);
        let parent = LeaseHolder {
            pid: std::os::unix::process::parent_id(),
            ..me.clone()
        };
        assert!(!parent.has_exited());
        let mut child = std::process::Command::new("true").spawn().unwrap();
        child.wait().unwrap();
        let exited = LeaseHolder {
            pid: child.id(),
            ..me.clone()
        };
        assert!(exited.has_exited());
        let elsewhere = LeaseHolder {
            host: format!("not-{}", me.host),
            ..exited.clone()
        };
        assert!(!elsewhere.has_exited());
        // This process's own id held by an earlier run: that run is over.
        assert!(me.has_exited());
    }

    #[test]
    fn the_held_sentence_says_who_for_how_long_and_how_long_to_wait() {
        let held = HeldBy {
            lease: Lease {
                holder: LeaseHolder {
                    token: "t".into(),
                    pid: 4242,
                    host: "web-1".into(),
                    pid_space: None,
                },
                since: 1_000,
                expires: 1_745,
                epoch: 3,
            },
            now: 1_725,
        };
        assert_eq!(
            held.to_string(),
            "Another catan-bot (process 4242 on web-1) has been running on this database for \
             12 min; stop it first, or wait 20 s if it has just stopped."
        );
    }
}
