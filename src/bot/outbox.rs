//! What the publisher remembers between calls, and how one call reaches Discord: per-game
//! coalescing slots, per-channel pacing under Discord's limits (5 new messages and 5 edits
//! per 5 s), retries of 429s and 5xx, and the games whose last publish failed. It knows
//! nothing of games or of the bot: `publish` decides what to show, this module gets it there.

use crate::store::{GameId, StoreError};
use serenity::all::{ChannelId, HttpError};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Discord's limit on a bot message's content.
pub const MAX_CONTENT: usize = 2_000;
/// Messages (and, separately, edits) per channel per window.
const PER_WINDOW: usize = 5;
const WINDOW: Duration = Duration::from_millis(5_100);
/// Tries of one call to Discord before the publish is left to the watchdog.
const TRIES: u32 = 6;

/// Why a publish did not complete.
#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    #[error("the store: {0}")]
    Store(#[from] StoreError),
    /// The bot may not post here (403): the game waits until the permission is back.
    #[error("Discord refused ({code}): {message}")]
    Forbidden { code: isize, message: String },
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error("the game record does not replay: {0}")]
    Record(String),
    #[error("rendering the board failed: {0}")]
    Render(#[from] tokio::task::JoinError),
}

impl PublishError {
    /// What a player is told when the table cannot be shown.
    pub fn for_players(&self) -> Option<String> {
        match self {
            PublishError::Forbidden { code: 50001, .. } => Some(
                "I can no longer see this channel (missing **View Channel**); the game waits, nothing is lost. A server admin can give the permission back.".into(),
            ),
            PublishError::Forbidden { .. } => Some(
                "I am missing a permission to post here (**Send Messages**, **Send Messages in Threads** or **Attach Files**); the game waits, nothing is lost. A server admin can give the permission back.".into(),
            ),
            _ => None,
        }
    }
}

/// Publishing state shared by the bot: per-game coalescing, per-channel pacing, and the
/// games whose last publish failed (retried by the watchdog).
#[derive(Default)]
pub struct Publisher {
    slots: Mutex<HashMap<GameId, Arc<Slot>>>,
    pub pacer: Pacer,
    failed: Mutex<HashMap<GameId, String>>,
    /// Calls answered 429 or 5xx and retried.
    pub retried: AtomicU64,
}

#[derive(Default)]
pub struct Slot {
    pub wanted: AtomicU64,
    pub done: tokio::sync::Mutex<u64>,
}

impl Publisher {
    pub fn slot(&self, game: GameId) -> Arc<Slot> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        slots.entry(game).or_default().clone()
    }
    pub fn forget(&self, game: GameId) {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        slots.remove(&game);
    }
    /// The games whose last publish failed, with why.
    pub fn failed(&self) -> Vec<(GameId, String)> {
        let failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        failed.iter().map(|(g, w)| (*g, w.clone())).collect()
    }
    /// Why the table of `game` could not be shown last time, in a player's words.
    pub fn blocked(&self, game: GameId) -> Option<String> {
        let failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        failed.get(&game).cloned()
    }
    /// Remembers how the last publish of `game` went (`failure`: why it did not complete).
    pub fn note(&self, game: GameId, failure: Option<&PublishError>) {
        let mut failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        match failure {
            None => {
                failed.remove(&game);
            }
            Some(e) => {
                let why = e
                    .for_players()
                    .unwrap_or_else(|| "Discord did not take the last update of this table; I will try again shortly.".into());
                failed.insert(game, why);
            }
        }
    }
}

pub fn unknown_message(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.error.code == 10008)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bucket {
    Create,
    Edit,
    /// A new message whose slot was taken in advance (`Pacer::wait` on `Create`): its first
    /// try goes at once, a retry waits like any new message.
    Reserved,
}

/// Keeps each channel under Discord's limits: at most 5 new messages and 5 edits per
/// 5 seconds, waiting (never dropping) when a burst would pass them.
pub struct Pacer {
    sent: Mutex<HashMap<(ChannelId, Bucket), VecDeque<Instant>>>,
    window: Duration,
}

impl Default for Pacer {
    fn default() -> Pacer {
        Pacer {
            sent: Mutex::default(),
            window: WINDOW,
        }
    }
}

impl Pacer {
    pub async fn wait(&self, channel: ChannelId, bucket: Bucket) {
        let at = {
            let mut sent = self.sent.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            let q = sent.entry((channel, bucket)).or_default();
            while q
                .front()
                .is_some_and(|t| now.duration_since(*t) >= WINDOW && *t <= now)
            {
                q.pop_front();
            }
            let at = match q.len() >= PER_WINDOW {
                true => (q[q.len() - PER_WINDOW] + self.window).max(now),
                false => now,
            };
            q.push_back(at);
            if sent.len() > 10_000 {
                let window = self.window;
                sent.retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < window));
            }
            at
        };
        if at > Instant::now() {
            tokio::time::sleep_until(at.into()).await;
        }
    }
}

impl Publisher {
    /// One call to Discord, paced, and retried on 429, 5xx and network failures.
    pub async fn call<T, F, Fut>(
        &self,
        channel: ChannelId,
        bucket: Bucket,
        f: F,
    ) -> Result<T, PublishError>
    where
        F: Fn() -> Fut,
        Fut: std::future::Future<Output = serenity::Result<T>>,
    {
        let mut delay = Duration::from_millis(250);
        let mut tries = 0;
        loop {
            tries += 1;
            match (bucket, tries) {
                (Bucket::Reserved, 1) => {}
                (Bucket::Reserved, _) => self.pacer.wait(channel, Bucket::Create).await,
                _ => self.pacer.wait(channel, bucket).await,
            }
            match f().await {
                Ok(v) => return Ok(v),
                Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r)))
                    if r.status_code.as_u16() == 403 =>
                {
                    return Err(PublishError::Forbidden {
                        code: r.error.code,
                        message: r.error.message,
                    })
                }
                Err(e) if transient(&e) && tries < TRIES => {
                    self.retried.fetch_add(1, Ordering::Relaxed);
                    tracing::debug!(error = %e, tries, "Discord asked to retry");
                    let wait = match &e {
                        serenity::Error::Http(HttpError::UnsuccessfulRequest(r))
                            if r.status_code.as_u16() == 429 =>
                        {
                            delay.max(Duration::from_secs(1))
                        }
                        _ => delay,
                    };
                    tokio::time::sleep(wait).await;
                    delay = (delay * 2).min(Duration::from_secs(8));
                }
                Err(e) => return Err(e.into()),
            }
        }
    }
}

/// A failure worth trying again: rate limited, Discord's own errors, the network.
pub fn transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let s = r.status_code.as_u16();
            s == 429 || s >= 500
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_pacer_lets_five_through_then_waits_for_the_window() {
        let window = Duration::from_millis(300);
        let pacer = Pacer {
            sent: Mutex::default(),
            window,
        };
        let c = ChannelId::new(1);
        let start = Instant::now();
        for _ in 0..5 {
            pacer.wait(c, Bucket::Create).await;
        }
        assert!(start.elapsed() < window / 2);
        pacer.wait(c, Bucket::Edit).await;
        assert!(start.elapsed() < window / 2, "edits are a separate bucket");
        pacer.wait(ChannelId::new(2), Bucket::Create).await;
        assert!(start.elapsed() < window / 2, "so is another channel");
        pacer.wait(c, Bucket::Create).await;
        assert!(start.elapsed() >= window, "{:?}", start.elapsed());
    }
}
