//! Which interactions this process answers: each interaction once, whatever delivers it
//! again (a gateway RESUME replaying it, a second delivery, a restarted bot), and none that
//! it will not see through. Ids taken are kept in memory and noted in the store
//! (`interactions`, 15 minutes); a process that is stopping (SIGTERM, or its lease lost)
//! starts no more moves, and waits for those under way to be committed or answered.

use super::lease::LeaseWatch;
use super::ops::{Kind, Stage, METRICS};
use crate::store::{now_unix, Backend, Store, INTERACTION_MEMORY};
use serenity::all::{Client, Context, FullEvent, Interaction};
use serenity::framework::Framework;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The interactions taken by this process, and the moves under way.
#[derive(Default)]
pub(super) struct Answers {
    /// Interaction ids taken, with when; pruned past `INTERACTION_MEMORY`.
    taken: Mutex<Taken>,
    stopping: AtomicBool,
    under_way: AtomicUsize,
    idle: tokio::sync::Notify,
    /// The interactions whose moves this process has noted and is seeing through
    /// (`pending::Note`): no recovery of left-over moves takes them for its own.
    noted: Mutex<std::collections::HashSet<u64>>,
}

#[derive(Default)]
struct Taken {
    ids: HashMap<u64, Instant>,
    pruned: Option<Instant>,
}

impl Answers {
    /// Whether interaction `id` is delivered for the first time: false when this process, or
    /// an earlier bot on the same database, already took it (then it must not be answered
    /// again). The store is only read here (a held write lock does not delay the answer);
    /// the id is noted in the background, and a clean stop waits for the note.
    pub(super) async fn first_delivery(self: &Arc<Self>, store: &Store, id: u64) -> bool {
        {
            let mut taken = self.taken.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            if taken.ids.contains_key(&id) {
                tracing::info!(
                    interaction = id,
                    "a second delivery of an interaction was skipped"
                );
                return false;
            }
            if taken
                .pruned
                .is_none_or(|t| now.duration_since(t) > Duration::from_secs(60))
            {
                taken
                    .ids
                    .retain(|_, at| now.duration_since(*at) < INTERACTION_MEMORY);
                taken.pruned = Some(now);
            }
            taken.ids.insert(id, now);
        }
        if store.backend() == Backend::Postgres {
            // A shared database: processes may get the same interaction, so it is claimed
            // (one write) before it is answered, and only its claimant answers it.
            return match store.claim_interaction(id, now_unix()).await {
                Ok(claimed) => {
                    if !claimed {
                        tracing::info!(
                            interaction = id,
                            "an interaction another delivery took was delivered again; skipped"
                        );
                    }
                    claimed
                }
                Err(e) => {
                    tracing::warn!(interaction = id, error = %e, "could not claim an interaction; answering it");
                    true
                }
            };
        }
        match store.interaction_taken(id).await {
            Ok(true) => {
                tracing::info!(
                    interaction = id,
                    "an interaction an earlier bot took was delivered again; skipped"
                );
                return false;
            }
            Ok(false) => {}
            Err(e) => {
                tracing::warn!(interaction = id, error = %e, "could not check whether an interaction was taken")
            }
        }
        let store = store.clone();
        let note = self.hold();
        tokio::spawn(async move {
            let _note = note;
            if let Err(e) = store.note_interaction(id, now_unix()).await {
                tracing::warn!(interaction = id, error = %e, "could not note an interaction as taken");
            }
        });
        true
    }

    /// A move about to be acknowledged and committed: None when this process is stopping
    /// (then it must not acknowledge it); the move counts as under way while the answer
    /// lives.
    pub(super) fn begin(self: &Arc<Self>) -> Option<UnderWay> {
        self.under_way.fetch_add(1, Ordering::SeqCst);
        let w = UnderWay(self.clone());
        match self.stopping.load(Ordering::SeqCst) {
            true => None,
            false => Some(w),
        }
    }

    /// Interaction `id`'s move is noted, and this process sees it through: false when it
    /// already does (a recovery of the note under way, say).
    pub(super) fn noting(&self, id: u64) -> bool {
        self.noted
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id)
    }

    /// Interaction `id`'s move is committed, or the player told it was not (or this
    /// process gave it up): a left-over note of it is another's to recover.
    pub(super) fn noted_done(&self, id: u64) {
        self.noted
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&id);
    }

    /// Work that a clean stop waits for whatever happens (noting an interaction as taken).
    fn hold(self: &Arc<Self>) -> UnderWay {
        self.under_way.fetch_add(1, Ordering::SeqCst);
        UnderWay(self.clone())
    }

    /// From now on no move is started; those under way go on.
    pub(super) fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    /// Stops starting moves, then waits (at most `within`) for those under way to be
    /// committed or answered.
    pub(super) async fn drain(&self, within: Duration) {
        self.stop();
        let settled = async {
            loop {
                let idle = self.idle.notified();
                if self.under_way.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        if tokio::time::timeout(within, settled).await.is_err() {
            tracing::warn!(
                moves = self.under_way.load(Ordering::SeqCst),
                "stopping with moves still under way"
            );
        }
    }
}

/// A move under way (see `Answers::begin`).
pub(super) struct UnderWay(Arc<Answers>);

impl Drop for UnderWay {
    fn drop(&mut self) {
        if self.0.under_way.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// How old an interaction may be when this process, taking its shard over, still waits for
/// the handover to answer it (Discord wants a first answer within 3 s).
const HANDOVER_WAIT: Duration = Duration::from_millis(2_000);

/// The framework behind a door that lets each interaction (command, click, modal) through
/// once: a second delivery of one already taken never reaches the commands or the handler.
/// Autocomplete and other events pass as they come; nothing passes while the lease is not
/// held.
pub(super) struct Once<F> {
    inner: F,
    answers: Arc<Answers>,
    store: Store,
    lease: LeaseWatch,
}

impl<F> Once<F> {
    pub(super) fn new(inner: F, answers: Arc<Answers>, store: Store, lease: LeaseWatch) -> Once<F> {
        Once {
            inner,
            answers,
            store,
            lease,
        }
    }
}

#[serenity::async_trait]
impl<F: Framework> Framework for Once<F> {
    async fn init(&mut self, client: &Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: Context, event: FullEvent) {
        if let FullEvent::InteractionCreate { interaction } = &event {
            // A process whose lease ran out (paused past it, say) leaves every interaction
            // to the bot that holds the lease now: it answers none, not even autocomplete.
            // With several processes, one whose shard moved on leaves its interactions to
            // the new holder (both may briefly be connected to the shard).
            let guild = match interaction {
                Interaction::Command(i) | Interaction::Autocomplete(i) => i.guild_id,
                Interaction::Component(i) => i.guild_id,
                Interaction::Modal(i) => i.guild_id,
                _ => None,
            };
            // A shard being handed over to this process is served by its old holder until
            // the handover and by this one right after: an interaction of the moment
            // between waits for it, while it is young enough to be answered.
            let age = Duration::from_millis(super::ops::age_ms(interaction.id().get()));
            let wait = HANDOVER_WAIT.saturating_sub(age);
            if !self
                .lease
                .valid_for_within(guild.map(|g| g.get()), wait)
                .await
            {
                tracing::warn!(
                    interaction = %interaction.id(),
                    "an interaction left unanswered: this process no longer holds the lease \
                     of its server's tables"
                );
                return;
            }
            let (id, kind) = match interaction {
                Interaction::Command(i) => (Some(i.id), Kind::Command),
                Interaction::Component(i) => (Some(i.id), Kind::Component),
                Interaction::Modal(i) => (Some(i.id), Kind::Modal),
                _ => (None, Kind::Autocomplete),
            };
            if let Some(id) = id {
                METRICS.wait(Stage::Arrived, id.get());
                if !self.answers.first_delivery(&self.store, id.get()).await {
                    return;
                }
                METRICS.wait(Stage::Admitted, id.get());
            }
            METRICS.interaction(kind);
        }
        self.inner.dispatch(ctx, event).await;
    }
}
