//! Several processes of one bot on one PostgreSQL database (`CATAN_SHARDS`). Discord sends
//! every event of a server, its interactions included, to the gateway shard
//! `(guild_id >> 22) % shards`; whoever runs a shard owns that server's tables. Each process
//! is a `Keeper`: every third of `SHARD_TTL` it renews the leases of its shards and takes,
//! claims or hands over shards so that the live processes share them evenly
//! (`Store::renew_shards`, `Store::rebalance_shards`), then brings its gateway in line: it
//! stops the sessions of shards it neither holds nor claims and starts those of shards it
//! took or claimed, one session start per `identify_spacing` across all processes
//! (`Store::reserve_identify`, through the identify gate). A claimed shard's session comes up
//! while its holder still serves it; the holder hands it over at its next round, and this
//! process serves it once the moves its last holder left unmade are made (`take_in`).
//!
//! Its store is fenced by the shards it holds, and every request it sends Discord asks the
//! watch at that moment, so a process paused past its leases, whose shards were taken over,
//! has its next commit refused and sends nothing for their tables; the moment it wakes, the
//! identify gate drops every session it can no longer vouch for (`vouches`) at its first
//! frame, and its next round finds the shards lost and says so.
//!
//! A process that died is replaced within `SHARD_TTL` and a round (≤ 20 s); one that stops
//! cleanly gives its shards back at once and the others take them at their next round.

use super::context::Bot;
use super::lease::{LeaseWatch, Reading};
use super::ops::METRICS;
use crate::store::{Balance, LeaseHolder, ShardSet, Store, StoreError};
use serenity::all::{ConnectionStage, ShardId, ShardManager};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::Notify;

/// How long a shard's lease lasts unless renewed; it is renewed every third of it.
pub(super) const SHARD_TTL: Duration = Duration::from_secs(15);

/// Discord starts one gateway session of the bot per 5 s (`max_concurrency` 1)…
pub(super) const IDENTIFY_WINDOW: Duration = Duration::from_secs(5);

/// … and a start sends its IDENTIFY a moment after it is reserved, so the bot's session
/// starts across all its processes are spaced this much more.
const IDENTIFY_MARGIN: Duration = Duration::from_millis(500);

/// The spacing of the bot's gateway session starts across all its processes when Discord's
/// windows pass `rate_scale` times faster (1 but under test; see `Config::rate_scale`); the
/// margin stays as it is.
pub(super) fn identify_spacing(rate_scale: u32) -> Duration {
    IDENTIFY_WINDOW / rate_scale.max(1) + IDENTIFY_MARGIN
}

/// How long the sessions of shards taken over wait for the recovery of the moves their last
/// host left unmade (`pending::recover_all`).
const RECOVERY_WAIT: Duration = Duration::from_secs(10);

/// How often the gateway's keeper looks at the sessions between rounds: for a pause just
/// ended (sessions to stop at once), a claimed shard's session come up, and a handover.
const TICK: Duration = Duration::from_millis(100);

/// A shard this process claimed from a holder over its share (`Store::rebalance_shards`).
#[derive(Debug, Clone, Copy, Default)]
struct Claim {
    /// Its holder was told that this process's session for it is up (`claim_ready`).
    ready: bool,
}

/// This process's part in sharing the bot's shards.
pub(super) struct Keeper {
    /// The store the rounds go through (not fenced: the rounds are what keep the fence).
    store: Store,
    set: Arc<ShardSet>,
    ttl: Duration,
    watch: LeaseWatch,
    /// The bot, once the first session is ready: a shard taken later resumes its tables.
    ready: Arc<OnceLock<Bot>>,
    /// Rung after every round, for the gateway to follow the shards held.
    changed: Notify,
    /// How far apart the bot's session starts are (`identify_spacing`).
    spacing: Duration,
    /// The shards this process claimed in its last round, and how far each got.
    claims: Mutex<BTreeMap<u32, Claim>>,
}

impl Keeper {
    /// Joins the bot's processes for a bot of `shards` shards whose leases last `ttl`,
    /// starting gateway sessions `spacing` apart (`identify_spacing`).
    pub(super) async fn join(
        store: Store,
        shards: u32,
        ttl: Duration,
        spacing: Duration,
    ) -> Result<Keeper, StoreError> {
        let me = LeaseHolder::this_process();
        let holder = format!("{me}, run {}", me.token);
        store.join_shards(&holder, shards, ttl).await?;
        tracing::info!(%holder, shards, "joined the bot's processes");
        let set = ShardSet::new(holder, shards);
        Ok(Keeper {
            store,
            watch: LeaseWatch::of_shards(set.clone()),
            set,
            ttl,
            ready: Arc::new(OnceLock::new()),
            changed: Notify::new(),
            spacing,
            claims: Mutex::new(BTreeMap::new()),
        })
    }

    /// The store to act through: every write about a table checks this process still holds
    /// the table's shard.
    pub(super) fn store(&self) -> Store {
        self.store.clone().fenced_by(self.set.clone())
    }

    /// Whether this process may act for a server's tables (no I/O).
    pub(super) fn watch(&self) -> LeaseWatch {
        self.watch.clone()
    }

    /// Where the bot is put once it is ready.
    pub(super) fn ready(&self) -> Arc<OnceLock<Bot>> {
        self.ready.clone()
    }

    /// How many shards the bot runs in all.
    pub(super) fn shards(&self) -> u32 {
        self.set.shards
    }

    fn claims(&self) -> std::sync::MutexGuard<'_, BTreeMap<u32, Claim>> {
        self.claims.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// One round of sharing (see the module): the leases renewed first, on their own, and
    /// the watch with them; then the shards shared out. The metrics follow.
    pub(super) async fn round(&self) -> Result<Balance, StoreError> {
        let read = Reading::now();
        let renewal = match self.store.renew_shards(&self.set, self.ttl).await {
            Ok(r) => r,
            Err(e) => {
                METRICS.renewal(false);
                return Err(e);
            }
        };
        self.watch.held_from(read, self.ttl);
        METRICS.renewal(true);
        for shard in &renewal.lost {
            tracing::warn!(
                shard,
                "lost shard {shard}: another process took it over while this one could not \
                 renew its lease (paused or cut off); its session stops and its tables are \
                 left to that process"
            );
        }
        let mut b = match self.store.rebalance_shards(&self.set, self.ttl).await {
            Ok(b) => b,
            Err(e) => {
                // Its leases are renewed: the sharing waits for the next round.
                tracing::info!(error = %e, "the shards could not be shared out this round");
                Balance {
                    held: self.set.held(),
                    claimed: self.claims().keys().copied().collect(),
                    ..Balance::default()
                }
            }
        };
        b.lost = renewal.lost;
        if !(b.taken.is_empty() && b.lost.is_empty() && b.handed_in.is_empty()) {
            // Tables of a shard that changed hands may have been written by another process.
            self.store.forget_cached();
        }
        if let (Some(bot), true) = (self.ready.get(), b.processes > 0) {
            bot.publisher.limits.share_global(b.processes);
        }
        METRICS.shards_owned(b.held.len() as u64);
        {
            let mut claims = self.claims();
            claims.retain(|s, _| b.claimed.contains(s));
            for &s in &b.claimed {
                claims.entry(s).or_default();
            }
            for s in 0..self.set.shards {
                if !claims.contains_key(&s) && self.set.epoch(s).is_none() {
                    self.set.set_taking(s, false);
                }
            }
        }
        for shard in b.released.iter().chain(&b.handed_out) {
            tracing::info!(
                shard,
                processes = b.processes,
                "gave shard {shard} to the process that claimed it, to share the shards evenly"
            );
        }
        for h in &b.taken {
            tracing::info!(shard = h.shard, epoch = h.epoch, "took shard {}", h.shard);
        }
        for h in &b.handed_in {
            tracing::info!(
                shard = h.shard,
                epoch = h.epoch,
                "shard {} was handed over",
                h.shard
            );
        }
        for s in &b.claimed {
            tracing::debug!(shard = s, "claimed shard {s} from a process over its share");
        }
        Ok(b)
    }

    /// Waits until this process holds or has claimed a shard (the rounds of `renew`), and
    /// answers the lowest: the session serenity starts first. A process started when every
    /// shard is held evenly stands by until one is free or claimable.
    pub(super) async fn first_shard(&self) -> u32 {
        let mut said = false;
        loop {
            let held = self.set.held().first().map(|h| h.shard);
            let claimed = self.claims().keys().next().copied();
            if let Some(first) = held.into_iter().chain(claimed).min() {
                return first;
            }
            if !said && self.watch.valid() {
                said = true;
                tracing::info!("every shard is held by another process; this one stands by");
            }
            self.changed.notified().await;
        }
    }

    /// Whether this process may run a gateway session of `shard` now (None: not known yet):
    /// its leases are good, and it holds or claims the shard. The identify gate drops a
    /// session it cannot vouch for.
    pub(super) fn vouches(&self, shard: Option<u32>) -> bool {
        self.watch.valid()
            && shard.is_none_or(|s| self.set.epoch(s).is_some() || self.claims().contains_key(&s))
    }

    /// Waits for this process's turn to start a gateway session (`identify_spacing`): the
    /// identify gate calls it for each IDENTIFY, as it goes out.
    pub(super) async fn identify_slot(&self) {
        for _ in 0..3 {
            match self.store.reserve_identify(self.spacing).await {
                Ok(wait) => {
                    tokio::time::sleep(wait).await;
                    return;
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not reserve a gateway session start");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
        // Without the database, waiting one spacing keeps this process's own starts apart.
        tokio::time::sleep(self.spacing).await;
    }

    /// Keeps the shards for good: a round now and every third of the lease after.
    pub(super) async fn renew(&self) {
        loop {
            if let Err(e) = self.round().await {
                tracing::warn!(error = %e, "could not renew the shards' leases");
            }
            self.changed.notify_one();
            tokio::time::sleep(self.ttl / 3).await;
        }
    }

    /// Keeps the gateway of `manager` (running `first` already) in line with the shards
    /// held and claimed, after every round and every `TICK`.
    pub(super) async fn follow_gateway(&self, manager: Arc<ShardManager>, first: u32) {
        // serenity learns the bot's count of shards as it starts the first one: a shard
        // restarted before would identify as one of 0.
        while !manager.has(ShardId(first)).await {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mut running = BTreeSet::from([first]);
        loop {
            self.follow(&manager, &mut running).await;
            self.follow_claims(&manager, &running).await;
            tokio::select! {
                () = self.changed.notified() => {}
                () = tokio::time::sleep(TICK) => {}
            }
        }
    }

    /// Stops the sessions of shards neither held nor claimed and starts those of shards
    /// taken or claimed.
    async fn follow(&self, manager: &ShardManager, running: &mut BTreeSet<u32>) {
        if !self.watch.valid() {
            return;
        }
        let held = || -> BTreeSet<u32> { self.set.held().iter().map(|h| h.shard).collect() };
        let wanted = || -> BTreeSet<u32> {
            let mut w = held();
            w.extend(self.claims().keys().copied());
            w
        };
        for shard in running.difference(&wanted()).copied().collect::<Vec<_>>() {
            tracing::info!(shard, "stopping the session of shard {shard}");
            manager.shutdown(ShardId(shard), 1000).await;
            running.remove(&shard);
        }
        // A shard handed in arrives with its session running: it is served once the moves
        // its last holder left unmade are made.
        let handed: Vec<u32> = held()
            .into_iter()
            .filter(|&s| running.contains(&s) && !self.set.serves_shard(s))
            .collect();
        for shard in handed {
            self.take_in(shard).await;
        }
        // The moves that the taken shards' last host acknowledged and never committed are
        // made (or refused, and their players told) before the shards' sessions bring new
        // clicks, which could pass them: a player clicking again on a move that seemed stuck
        // would have the second click made and the first refused. A recovery held up (a lock
        // on a game's row) is waited for at most `RECOVERY_WAIT`, and goes on after.
        if held().difference(running).next().is_some() {
            self.recover().await;
        }
        let mut started = false;
        while let Some(shard) = wanted().difference(running).next().copied() {
            // A runner left from an earlier session of the shard stops first (it may take
            // seconds). The new session's IDENTIFY waits for its slot in the identify gate.
            if manager.has(ShardId(shard)).await {
                manager.shutdown(ShardId(shard), 1000).await;
            }
            if !wanted().contains(&shard) {
                continue;
            }
            let claimed = !held().contains(&shard);
            tracing::info!(shard, claimed, "starting the session of shard {shard}");
            // Discord's count of shards is the manager's; a shard with no runner has no
            // shutdown to wait for (restart would otherwise wait 5 s for it).
            if !manager.has(ShardId(shard)).await {
                manager.shutdown_finished(ShardId(shard));
            }
            manager.restart(ShardId(shard)).await;
            running.insert(shard);
            self.set.serve(shard);
            started |= !claimed;
        }
        if started {
            if let Some(bot) = self.ready.get() {
                // The tables of the shards taken catch up: their messages, AI seats, timers
                // (their moves left unmade were recovered above).
                super::autoplay::catch_up_all(bot).await;
            }
        }
    }

    /// Makes the moves left unmade in the tables of every shard this process holds
    /// (`pending::recover_all`), waiting at most `RECOVERY_WAIT`.
    async fn recover(&self) {
        let Some(bot) = self.ready.get() else { return };
        let bot = bot.clone();
        let round = tokio::spawn(async move { super::pending::recover_all(&bot).await });
        if tokio::time::timeout(RECOVERY_WAIT, round).await.is_err() {
            tracing::warn!(
                "the moves left unmade in the shards taken are not all recovered after {} s; their sessions start meanwhile",
                RECOVERY_WAIT.as_secs()
            );
        }
    }

    /// A shard handed in (its session already running): its moves left unmade are made,
    /// then it is served and its tables catch up.
    async fn take_in(&self, shard: u32) {
        self.store.forget_cached();
        self.recover().await;
        self.set.serve(shard);
        self.claims().remove(&shard);
        tracing::info!(shard, "serving shard {shard}, handed over");
        if let Some(bot) = self.ready.get() {
            super::autoplay::catch_up_all(bot).await;
        }
    }

    /// Moves the claims on: once a claimed shard's session is up, its holder is told (and
    /// interactions of the shard wait for the handover, `LeaseWatch::taking_over`); once the
    /// holder has handed it over, it is taken in.
    async fn follow_claims(&self, manager: &ShardManager, running: &BTreeSet<u32>) {
        let claims: Vec<(u32, Claim)> = self.claims().iter().map(|(s, c)| (*s, *c)).collect();
        for (shard, claim) in claims {
            if self.set.epoch(shard).is_some() || !running.contains(&shard) {
                continue;
            }
            if !claim.ready {
                let up = manager
                    .runners
                    .lock()
                    .await
                    .get(&ShardId(shard))
                    .is_some_and(|r| r.stage == ConnectionStage::Connected);
                if !up {
                    continue;
                }
                match self.store.claim_ready(&self.set, shard).await {
                    Ok(true) => {
                        tracing::debug!(shard, "the session of claimed shard {shard} is up");
                        self.set.set_taking(shard, true);
                        if let Some(c) = self.claims().get_mut(&shard) {
                            c.ready = true;
                        }
                    }
                    Ok(false) => {
                        self.claims().remove(&shard);
                    }
                    Err(e) => {
                        tracing::warn!(shard, error = %e, "could not say a claimed shard's session is up")
                    }
                }
                continue;
            }
            match self.store.handed_in(&self.set, shard).await {
                Ok(Some(epoch)) => {
                    tracing::info!(shard, epoch, "shard {shard} was handed over");
                    self.take_in(shard).await;
                }
                Ok(None) => {}
                Err(e) => tracing::debug!(shard, error = %e, "could not look for a handover"),
            }
        }
    }

    /// A clean stop: gives every shard back, so the others take them at their next round.
    pub(super) async fn leave(&self) {
        self.watch.end();
        METRICS.shards_owned(0);
        match self.store.leave_shards(&self.set).await {
            Ok(()) => tracing::info!("gave every shard back"),
            Err(e) => {
                tracing::warn!(error = %e, "could not give the shards back; they run out within {} s", self.ttl.as_secs())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{test_store, Backend};

    /// The bot's session starts are `identify_spacing` apart across its processes: the
    /// window Discord's `max_concurrency` sets, a rate scale times shorter under test, and
    /// a margin.
    #[tokio::test]
    async fn two_processes_reserve_session_starts_a_spacing_apart() {
        let (_dir, store, _) = test_store(Backend::Postgres).await;
        assert_eq!(identify_spacing(20), Duration::from_millis(750));
        assert_eq!(identify_spacing(1), Duration::from_millis(5_500));
        let a = Keeper::join(store.clone(), 2, SHARD_TTL, identify_spacing(20))
            .await
            .unwrap();
        let b = Keeper::join(store, 2, SHARD_TTL, identify_spacing(20))
            .await
            .unwrap();
        let t0 = tokio::time::Instant::now();
        a.identify_slot().await;
        let first = t0.elapsed();
        b.identify_slot().await;
        let second = t0.elapsed();
        assert!(first < Duration::from_millis(500), "{first:?}");
        assert!(second >= Duration::from_millis(700), "{second:?}");
    }
}
