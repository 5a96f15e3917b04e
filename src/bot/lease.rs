//! The running bot's hold on its database (`store::Lease`): taken at start-up before
//! Discord is contacted, renewed in the background, given up on a clean shutdown. Every
//! write of the bot goes through a store that checks the hold (the epoch it took, and that
//! the lease has not run out), and losing the hold ends the process, so two bot processes
//! never both act on the same games. `LeaseWatch` tells the rest of the bot, without any
//! I/O, whether the hold is still good, so nothing is sent to Discord by a process that
//! was paused past its lease.

use crate::store::{shard_of, LeaseHolder, ShardSet, Store, StoreError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How long before the lease runs out `LeaseWatch::valid` already says no (at most a
/// quarter of the lease): room for a write that starts just before the end and for the
/// lease's whole-second expiry in the database.
pub(super) const LEASE_MARGIN: Duration = Duration::from_secs(2);

/// The lease this process holds, and the store that writes only while it does.
pub(super) struct Held {
    store: Store,
    me: LeaseHolder,
    epoch: i64,
    ttl: Duration,
    watch: LeaseWatch,
}

impl Held {
    /// Takes the lease for this process for `ttl` (`store::LEASE_TTL` but in tests);
    /// `StoreError::LeaseHeld` when another live bot holds it.
    pub(super) async fn take(store: Store, ttl: Duration) -> Result<Held, StoreError> {
        let me = LeaseHolder::this_process();
        let read = Reading::now();
        let epoch = store.take_lease(&me, read.unix, ttl).await?;
        let watch = LeaseWatch::new();
        watch.held_from(read, ttl);
        tracing::info!(holder = %me, epoch, "took the database lease");
        // With the one-process lease, this process runs the bot's only shard.
        super::ops::METRICS.shards_owned(1);
        Ok(Held {
            store: store.writing_as(me.clone(), epoch),
            me,
            epoch,
            ttl,
            watch,
        })
    }

    /// The store to act through: its writes fail once the lease is lost or has run out.
    pub(super) fn store(&self) -> Store {
        self.store.clone()
    }

    /// Whether the lease is still good, kept up to date by `lost`.
    pub(super) fn watch(&self) -> LeaseWatch {
        self.watch.clone()
    }

    /// Renews the lease every third of its length; returns only once another process has
    /// taken it (`StoreError::LeaseLost`). A renewal that fails for another reason is
    /// tried again at the next tick: until someone else takes the lease, it is still ours,
    /// and a lease that ran out (a long pause) but was not taken is renewed under the same
    /// epoch.
    pub(super) async fn lost(&self) -> StoreError {
        loop {
            tokio::time::sleep(self.ttl / 3).await;
            let read = Reading::now();
            match self
                .store
                .renew_lease(&self.me, self.epoch, read.unix, self.ttl)
                .await
            {
                Ok(()) => {
                    super::ops::METRICS.renewal(true);
                    self.watch.held_from(read, self.ttl)
                }
                Err(e @ StoreError::LeaseLost(_)) => {
                    super::ops::METRICS.renewal(false);
                    super::ops::METRICS.shards_owned(0);
                    self.watch.end();
                    return e;
                }
                Err(e) => {
                    super::ops::METRICS.renewal(false);
                    tracing::warn!(error = %e, "could not renew the database lease")
                }
            }
        }
    }

    /// Gives the lease up (if still held), so the next bot may start at once.
    pub(super) async fn release(&self) {
        self.watch.end();
        super::ops::METRICS.shards_owned(0);
        match self.store.release_lease(&self.me).await {
            Ok(true) => tracing::info!("gave up the database lease"),
            Ok(false) => {}
            Err(e) => tracing::warn!(error = %e, "could not give up the database lease"),
        }
    }
}

/// How long after handing a shard over a process still finishes the answers to the
/// interactions of its servers it took before: an interaction's token lasts 15 minutes,
/// but what is under way ends within seconds.
const ANSWER_AFTER_HANDOVER: Duration = Duration::from_secs(30);

/// The clocks read together just before a take or a renewal.
#[derive(Debug, Clone, Copy)]
pub(super) struct Reading {
    /// Unix seconds (what the database's expiry counts from) …
    unix: i64,
    /// … and the monotonic instant of that whole second (the fraction taken off).
    at: Instant,
}

impl Reading {
    pub(super) fn now() -> Reading {
        let at = Instant::now();
        let since = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let fraction = Duration::from_nanos(u64::from(since.subsec_nanos()));
        Reading {
            unix: since.as_secs() as i64,
            at: at.checked_sub(fraction).unwrap_or(at),
        }
    }
}

/// Until when the lease is good on both clocks.
#[derive(Debug, Clone, Copy)]
struct Until {
    mono: Instant,
    unix_ms: i64,
}

/// Whether this process still holds the database lease, answered without any I/O: true
/// until a safety margin (`LEASE_MARGIN`) before the expiry of the last successful take or
/// renewal, measured on the monotonic clock (which runs on while the process is stopped,
/// e.g. by SIGSTOP) and on the wall clock (which catches up after a paused virtual
/// machine). Cheap to clone; every clone sees each renewal. Check `valid()` right before
/// each Discord write: a process paused past its lease must not write until it has renewed.
///
/// With several processes (`bot::shards`) the leases are the shards', all renewed together
/// in each round: `valid()` says the last round is fresh, and `valid_for(guild)` that this
/// process also holds the guild's shard.
#[derive(Debug, Clone)]
pub(super) struct LeaseWatch {
    until: Option<Arc<Mutex<Until>>>,
    shards: Option<Arc<ShardSet>>,
}

/// Always valid: what a publisher or a `Bot` without a lease (benches, tests) uses.
impl Default for LeaseWatch {
    fn default() -> LeaseWatch {
        LeaseWatch::always()
    }
}

impl LeaseWatch {
    /// A watch that is always valid: for a `Bot` that holds no lease (benches, tests).
    pub(super) fn always() -> LeaseWatch {
        LeaseWatch {
            until: None,
            shards: None,
        }
    }

    /// Not valid until the first `held_from`.
    fn new() -> LeaseWatch {
        LeaseWatch {
            until: Some(Arc::new(Mutex::new(Until {
                mono: Instant::now(),
                unix_ms: 0,
            }))),
            shards: None,
        }
    }

    /// The watch of a process holding the shards in `set`: not valid until the first round.
    pub(super) fn of_shards(set: Arc<ShardSet>) -> LeaseWatch {
        LeaseWatch {
            shards: Some(set),
            ..LeaseWatch::new()
        }
    }

    /// Whether this process may act for the tables of `guild` now: the lease is good and,
    /// with several processes, it holds the guild's shard.
    pub(super) fn valid_for(&self, guild: Option<u64>) -> bool {
        self.valid() && self.serves(guild)
    }

    /// Whether the tables of `guild` are this process's (always, with one process): with
    /// several, whether it holds and serves the guild's shard (however fresh its lease).
    pub(super) fn serves(&self, guild: Option<u64>) -> bool {
        self.shards.as_ref().is_none_or(|set| set.serves(guild))
    }

    /// Whether this process may send an answer to an interaction of `guild` it took: while
    /// it serves the guild; and, for a while after handing the guild's shard over to the
    /// process that claimed it, to finish what it took before (never after losing it,
    /// paused past its leases). No interaction is taken for a shard handed over
    /// (`valid_for` says no from the handover on), so what it answers then it took before.
    pub(super) fn may_answer(&self, guild: Option<u64>) -> bool {
        if self.valid_for(guild) {
            return true;
        }
        let handed = self
            .shards
            .as_ref()
            .is_some_and(|set| set.handed_out(shard_of(guild, set.shards), ANSWER_AFTER_HANDOVER));
        handed && self.valid()
    }

    /// Whether this process holds `guild`'s tables now, served yet or not (a shard handed
    /// over is held while its moves left unmade are made, before it is served).
    pub(super) fn holds(&self, guild: Option<u64>) -> bool {
        self.valid() && self.shards.as_ref().is_none_or(|set| set.owns(guild))
    }

    /// Whether the shard of `guild` is being handed over to this process from another
    /// (`store::ShardSet::taking_over`): it serves the shard's tables in a moment.
    pub(super) fn taking_over(&self, guild: Option<u64>) -> bool {
        self.shards
            .as_ref()
            .is_some_and(|set| set.taking_over(guild))
    }

    /// Whether this process may act for `guild`'s tables now or, the guild's shard being
    /// handed over to it, within `within`: an interaction that reaches both the shard's
    /// old holder and its new one in the moment between is answered by the new one.
    pub(super) async fn valid_for_within(&self, guild: Option<u64>, within: Duration) -> bool {
        let until = Instant::now() + within;
        loop {
            if self.valid_for(guild) {
                return true;
            }
            if !self.taking_over(guild) || Instant::now() >= until {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Whether the lease is good now (see the type).
    pub(super) fn valid(&self) -> bool {
        let Some(until) = &self.until else {
            return true;
        };
        let until = *until.lock().unwrap_or_else(|e| e.into_inner());
        let unix_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        Instant::now() < until.mono && unix_ms < until.unix_ms
    }

    /// A take or renewal read at `read` succeeded: the lease runs until `read + ttl`.
    pub(super) fn held_from(&self, read: Reading, ttl: Duration) {
        let Some(until) = &self.until else { return };
        let margin = LEASE_MARGIN.min(ttl / 4);
        let fresh = Until {
            mono: read.at + ttl.saturating_sub(margin),
            unix_ms: (read.unix.saturating_add(ttl.as_secs() as i64)).saturating_mul(1000)
                - margin.as_millis() as i64,
        };
        let mut held = until.lock().unwrap_or_else(|e| e.into_inner());
        if fresh.mono > held.mono {
            *held = fresh;
        }
    }

    /// The lease is gone (taken by another process, or given up).
    pub(super) fn end(&self) {
        let Some(until) = &self.until else { return };
        *until.lock().unwrap_or_else(|e| e.into_inner()) = Until {
            mono: Instant::now(),
            unix_ms: 0,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_watch_is_valid_from_a_take_until_the_margin_before_expiry() {
        assert!(LeaseWatch::always().valid());
        let watch = LeaseWatch::new();
        let seen_elsewhere = watch.clone();
        assert!(!watch.valid(), "nothing taken yet");

        watch.held_from(Reading::now(), Duration::from_secs(30));
        assert!(watch.valid() && seen_elsewhere.valid());

        // A lease read 29 s ago for 30 s: inside the last 2 s, no longer valid … but an
        // older reading never shortens a newer one.
        let old = Reading {
            unix: Reading::now().unix - 29,
            at: Instant::now() - Duration::from_secs(29),
        };
        watch.held_from(old, Duration::from_secs(30));
        assert!(watch.valid());
        let fresh = LeaseWatch::new();
        fresh.held_from(old, Duration::from_secs(30));
        assert!(!fresh.valid());

        // A short test lease keeps three quarters of itself.
        let short = LeaseWatch::new();
        short.held_from(Reading::now(), Duration::from_secs(4));
        assert!(short.valid());
        let until = *short.until.as_ref().unwrap().lock().unwrap();
        let left = until.mono.saturating_duration_since(Instant::now());
        assert!(left <= Duration::from_secs(3), "{left:?}");
        assert!(left > Duration::from_secs(1), "{left:?}");

        watch.end();
        assert!(!watch.valid() && !seen_elsewhere.valid());
    }

    #[test]
    fn a_wall_clock_past_the_expiry_is_not_valid_even_if_the_monotonic_clock_says_so() {
        let watch = LeaseWatch::new();
        let read = Reading {
            unix: Reading::now().unix - 60,
            at: Instant::now(),
        };
        watch.held_from(read, Duration::from_secs(30));
        assert!(!watch.valid());
    }
}
