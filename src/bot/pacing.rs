//! What the publisher remembers between calls, and how one call reaches Discord: per-game
//! coalescing slots, per-channel pacing under Discord's limits (5 new messages and 5 edits
//! per 5 s), retries of 429s and 5xx, and the games whose last publish failed. It knows
//! nothing of games or of the bot: `publish` decides what to show, this module gets it there.

use super::lease::LeaseWatch;
use super::story::Story;
use crate::i18n::Lang;
use crate::store::{GameId, StoreError};
use reqwest::header::HeaderMap;
use reqwest::Method;
use serenity::all::{ChannelId, CreateAttachment, ErrorResponse, Http, HttpError};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Discord's limit on a bot message's content.
pub(super) const MAX_CONTENT: usize = 2_000;
/// Messages (and, separately, edits) per channel per window.
const PER_WINDOW: usize = 5;
/// Discord's per-channel window, and the margin the pacer adds to it for requests that reach
/// Discord a little later or earlier than they left.
const DISCORD_WINDOW: Duration = Duration::from_secs(5);
const MARGIN: Duration = Duration::from_millis(100);
const WINDOW: Duration = DISCORD_WINDOW.saturating_add(MARGIN);
/// Tries of one call to Discord before the publish is left to the watchdog.
const TRIES: u32 = 6;

/// Where one of the publisher's requests goes: a channel, and the server whose tables it
/// is about (None: a direct message, or a channel outside any server). Nothing is sent
/// there unless this process serves that server's tables at the moment it sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Target {
    pub channel: ChannelId,
    pub guild: Option<u64>,
}

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
    /// A newer state of the game was shown, or waits to be: this one gives way to it.
    #[error("the state at version {version} gave way to version {newer}")]
    Superseded { version: i64, newer: i64 },
    /// This process no longer holds the database lease, or the shard of the table's server
    /// (paused past it, or taken over): nothing was sent.
    #[error("this process no longer serves the table (its lease or its shard is another's); the process that does shows it")]
    NoLease,
    #[error("the publishing task stopped: {0}")]
    Stopped(String),
    #[error("Discord's answer was not understood: {0}")]
    Answer(String),
    #[error("rendering the board failed: {0}")]
    Render(#[from] tokio::task::JoinError),
}

impl PublishError {
    /// What a player is told, in `lang`, when the table cannot be shown.
    pub fn for_players(&self, lang: Lang) -> Option<crate::i18n::Words> {
        let id = match self {
            PublishError::Forbidden { code: 50001, .. } => "cannot-see-channel",
            PublishError::Forbidden { .. } => "cannot-post",
            _ => return None,
        };
        Some(crate::i18n::words(lang, id, &[]))
    }
}

/// Publishing state shared by the bot: per-game coalescing, per-channel pacing, and the
/// games whose last publish failed (retried by the watchdog).
#[derive(Default)]
pub(super) struct Publisher {
    slots: Mutex<HashMap<GameId, Arc<Slot>>>,
    pub pacer: Pacer,
    failed: Mutex<HashMap<GameId, String>>,
    /// What Discord's 429s and X-RateLimit-* headers said: who waits until when.
    pub limits: Limits,
    /// Calls answered 429 or 5xx and retried.
    pub retried: AtomicU64,
    client: reqwest::Client,
    /// Whether this process holds the database lease: nothing is sent without it.
    lease: LeaseWatch,
}

#[derive(Default)]
pub(super) struct Slot {
    pub wanted: AtomicU64,
    pub done: tokio::sync::Mutex<u64>,
    /// The newest version of the game whose state Discord accepted (any of its messages).
    pub shown: AtomicI64,
    /// The newest version of the game known to be committed.
    pub newest: AtomicI64,
    /// The game's story as the last publish left it, for the next to go on from (one
    /// publish of a game at a time holds it: `done` is locked meanwhile).
    story: Mutex<Option<Story>>,
}

impl Slot {
    /// The story the last publish kept, if any (the slot keeps none meanwhile).
    pub(super) fn take_story(&self) -> Option<Story> {
        self.story.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
    /// Keeps `story` for the next publish of the game.
    pub(super) fn keep_story(&self, story: Story) {
        *self.story.lock().unwrap_or_else(|e| e.into_inner()) = Some(story);
    }
}

/// The state of a game one publish shows: its requests never replace a newer state with
/// this one (checked before each try), and a retry gives way to a newer committed state
/// rather than sending this one late (after a 429's wait, say).
#[derive(Clone, Copy)]
pub(super) struct Guard<'a> {
    pub slot: &'a Slot,
    pub version: i64,
}

impl Guard<'_> {
    /// Why this state must not be sent now, if it must not.
    fn stale(&self, retry: bool) -> Option<PublishError> {
        let shown = self.slot.shown.load(Ordering::SeqCst);
        let newest = self.slot.newest.load(Ordering::SeqCst);
        match shown > self.version || (retry && newest > self.version) {
            true => Some(PublishError::Superseded {
                version: self.version,
                newer: shown.max(newest),
            }),
            false => None,
        }
    }
}

impl Publisher {
    /// A publisher that sends only while `lease` is valid: a process paused past its lease
    /// sends nothing when it wakes (the bot that took over shows the tables).
    ///
    /// `rate_scale` divides Discord's rate windows (1 in production; a test setting, see
    /// `Config::rate_scale`); the margins stay as they are.
    pub(super) fn holding(lease: LeaseWatch, rate_scale: u32) -> Publisher {
        let scale = rate_scale.max(1);
        Publisher {
            lease,
            pacer: Pacer {
                window: DISCORD_WINDOW / scale + MARGIN,
                ..Pacer::default()
            },
            limits: Limits {
                global_window: Duration::from_secs(1) / scale + GLOBAL_MARGIN,
                ..Limits::default()
            },
            ..Publisher::default()
        }
    }

    pub(super) fn slot(&self, game: GameId) -> Arc<Slot> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        slots.entry(game).or_default().clone()
    }
    /// Notes that `version` of `game` is committed: a publish of an older state that has
    /// to retry gives way to it.
    pub(super) fn moved(&self, game: GameId, version: i64) {
        self.slot(game).newest.fetch_max(version, Ordering::SeqCst);
    }
    pub(super) fn forget(&self, game: GameId) {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        slots.remove(&game);
    }
    /// The games whose last publish failed, with why (for the log).
    pub(super) fn failed(&self) -> Vec<(GameId, String)> {
        let failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        failed.iter().map(|(g, w)| (*g, w.clone())).collect()
    }
    /// Remembers how the last publish of `game` went (`failure`: why it did not complete).
    pub(super) fn note(&self, game: GameId, failure: Option<&PublishError>) {
        let mut failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        match failure {
            None => {
                failed.remove(&game);
            }
            Some(e) => {
                failed.insert(game, e.to_string());
            }
        }
    }
}

pub(super) fn unknown_message(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.error.code == 10008)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Bucket {
    Create,
    Edit,
    /// New threads under a channel.
    Thread,
    /// A new message whose slot was taken in advance (`Pacer::wait` on `Create`): its first
    /// try goes at once, a retry waits like any new message.
    Reserved,
}

impl Bucket {
    /// The bucket Discord counts the request in: a reserved new message is a new message.
    fn limit_key(self) -> Bucket {
        match self {
            Bucket::Reserved => Bucket::Create,
            b => b,
        }
    }
}

/// Keeps each channel under Discord's limits: at most 5 new messages and 5 edits per
/// 5 seconds, waiting (never dropping) when a burst would pass them.
pub(super) struct Pacer {
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
    pub(super) async fn wait(&self, channel: ChannelId, bucket: Bucket) {
        let at = {
            let mut sent = self.sent.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            let q = sent.entry((channel, bucket)).or_default();
            while q
                .front()
                .is_some_and(|t| now.duration_since(*t) >= self.window && *t <= now)
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

/// One request of the publisher to Discord's REST API: made anew for each try (a multipart
/// body cannot be sent twice).
pub(super) struct Rest {
    pub method: Method,
    /// The path after the API's base, e.g. `/channels/1/messages`.
    pub path: String,
    /// The JSON body: a message, an edit, a thread.
    pub json: serde_json::Value,
    /// Files to upload with it; the JSON's `attachments` names them (`id` = their index).
    pub files: Vec<CreateAttachment>,
}

impl Rest {
    pub(super) fn new(method: Method, path: String, json: serde_json::Value) -> Rest {
        Rest {
            method,
            path,
            json,
            files: vec![],
        }
    }

    /// Uploads `files` with the request; they replace the message's attachments.
    pub(super) fn with_files(mut self, files: Vec<CreateAttachment>) -> Rest {
        if !files.is_empty() {
            let listed: Vec<serde_json::Value> = files
                .iter()
                .enumerate()
                .map(|(i, f)| serde_json::json!({"id": i, "filename": f.filename}))
                .collect();
            self.json["attachments"] = listed.into();
        }
        self.files = files;
        self
    }
}

/// What Discord's rate limits told the publisher: a bucket (a channel's new messages, its
/// edits, its threads) that may not be sent to before a moment, or the whole bot (a global
/// 429). Every task waits for these before its request, so a 429 is never answered by
/// another request into the same bucket before Discord's `retry_after` has passed.
pub(super) struct Limits {
    until: Mutex<HashMap<(ChannelId, Bucket), Instant>>,
    global: Mutex<Option<Instant>>,
    /// The global budget: a permit per request on its way or answered less than a window
    /// ago. Tokio's semaphore serves its waiters first come, first served, so a burst of
    /// tables cannot starve one request (a lobby's edit) behind later ones.
    permits: Arc<tokio::sync::Semaphore>,
    /// How many permits exist (the budget, which follows `sharing`: a permit beyond it is
    /// retired when it comes back).
    minted: AtomicUsize,
    /// The global budget's window (`GLOBAL_WINDOW`, shorter under a test's rate scale).
    global_window: Duration,
    /// How many processes of the bot share Discord's global limit (1 but with
    /// `CATAN_SHARDS`): each takes an even part of the budget.
    sharing: AtomicUsize,
}

/// A request's place in the global budget, from before it leaves until its answer is in
/// (or it is given up): then it counts for one more window.
#[must_use = "the slot counts while its request is on its way: keep it until the answer"]
pub(super) struct GlobalSlot<'a> {
    limits: &'a Limits,
    permit: Option<tokio::sync::OwnedSemaphorePermit>,
    /// Whether a request went with it (one that did not counts no further).
    sent: bool,
}

impl GlobalSlot<'_> {
    /// Gives the slot back without sending anything (the channel met a 429 meanwhile).
    fn unsent(mut self) {
        self.sent = false;
    }
}

impl Drop for GlobalSlot<'_> {
    fn drop(&mut self) {
        let Some(permit) = self.permit.take() else {
            return;
        };
        let limits = self.limits;
        // More processes share the limit than when the permit was made: it retires.
        let budget = limits.global_budget();
        if limits
            .minted
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |m| {
                (m > budget).then(|| m - 1)
            })
            .is_ok()
        {
            permit.forget();
            return;
        }
        let window = limits.global_window;
        match (self.sent, tokio::runtime::Handle::try_current()) {
            // Counted for a window after the answer.
            (true, Ok(runtime)) => {
                runtime.spawn(async move {
                    tokio::time::sleep(window).await;
                    drop(permit);
                });
            }
            _ => drop(permit),
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            until: Mutex::default(),
            global: Mutex::default(),
            permits: Arc::new(tokio::sync::Semaphore::new(0)),
            minted: AtomicUsize::new(0),
            global_window: GLOBAL_WINDOW,
            sharing: AtomicUsize::new(1),
        }
    }
}

/// The publisher's share of Discord's global limit (50 requests per second per bot token,
/// interaction answers apart: `rate-limits.mdx`): 45, leaving room for the bot's other
/// requests (through serenity) and for requests that reach Discord a little later than
/// they left (a 24-table load run with all 50 went over twice in 97 s).
pub(super) const GLOBAL_PER_SECOND: usize = 45;
/// The budget's window: a second, and a little for the clocks' differences.
const GLOBAL_MARGIN: Duration = Duration::from_millis(50);
const GLOBAL_WINDOW: Duration = Duration::from_secs(1).saturating_add(GLOBAL_MARGIN);

impl Limits {
    /// The global limit is per bot, whichever process sends: with `processes` live, this
    /// one keeps to its even part of `GLOBAL_PER_SECOND` (at least one request a second).
    pub(super) fn share_global(&self, processes: u32) {
        self.sharing
            .store(processes.max(1) as usize, Ordering::Relaxed);
    }

    /// This process's part of the global budget, per window.
    fn global_budget(&self) -> usize {
        (GLOBAL_PER_SECOND / self.sharing.load(Ordering::Relaxed).max(1)).max(1)
    }

    /// Takes a slot in the global budget (at most `GLOBAL_PER_SECOND` requests per
    /// second, shared among the bot's processes), waiting for one when a burst of tables
    /// has used them all, first come, first served. Keep the slot until the request is
    /// answered.
    ///
    /// Discord counts a request when it arrives, some time after it left (more on a loaded
    /// machine at a burst's start) and before its answer: so a request counts from when it
    /// leaves until a window after its answer. Any two requests that may arrive less than a
    /// window apart are then counted together, however long each took on its way.
    pub(super) async fn take_global(&self) -> GlobalSlot<'_> {
        // Permits up to the budget (it grows when fewer processes share the limit).
        let budget = self.global_budget();
        let minted = self.minted.fetch_max(budget, Ordering::SeqCst);
        if minted < budget {
            self.permits.add_permits(budget - minted);
        }
        let permit = self
            .permits
            .clone()
            .acquire_owned()
            .await
            .expect("the global budget is never closed");
        GlobalSlot {
            limits: self,
            permit: Some(permit),
            sent: true,
        }
    }

    /// When a request into `bucket` of `channel` may go, if that is later than now.
    pub(super) fn held_until(&self, channel: ChannelId, bucket: Bucket) -> Option<Instant> {
        let now = Instant::now();
        let global = *self.global.lock().unwrap_or_else(|e| e.into_inner());
        let own = self
            .until
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(channel, bucket.limit_key()))
            .copied();
        global.max(own).filter(|t| *t > now)
    }

    /// Waits until Discord lets a request into `bucket` of `channel` go.
    pub(super) async fn wait(&self, channel: ChannelId, bucket: Bucket) {
        while let Some(at) = self.held_until(channel, bucket) {
            tokio::time::sleep_until(at.into()).await;
        }
    }

    /// Holds `bucket` of `channel` (or, with `global`, every request) until `until`.
    pub(super) fn hold(&self, channel: ChannelId, bucket: Bucket, global: bool, until: Instant) {
        if global {
            let mut g = self.global.lock().unwrap_or_else(|e| e.into_inner());
            *g = (*g).max(Some(until));
            return;
        }
        let mut all = self.until.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if all.len() > 10_000 {
            all.retain(|_, t| *t > now);
        }
        let t = all.entry((channel, bucket.limit_key())).or_insert(until);
        *t = (*t).max(until);
    }
}

/// What Discord said of its rate limits in one answer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct RateWord {
    /// The bucket is empty until this long from now (`X-RateLimit-Remaining: 0`).
    pub empty_for: Option<Duration>,
    /// A 429: wait this long (`retry_after`), for the whole bot when `global`.
    pub retry_after: Option<Duration>,
    pub global: bool,
}

impl RateWord {
    /// Reads the X-RateLimit-* and Retry-After headers and, for a 429, its JSON body
    /// (`retry_after` in seconds, more precise than the header; `global`).
    pub(super) fn read(status: u16, headers: &HeaderMap, body: &[u8]) -> RateWord {
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::trim)
        };
        let secs = |name: &str| {
            header(name)
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map(Duration::from_secs_f64)
        };
        let reset_after = secs("x-ratelimit-reset-after");
        let empty_for = match header("x-ratelimit-remaining") {
            Some("0") => reset_after,
            _ => None,
        };
        if status != 429 {
            return RateWord {
                empty_for,
                retry_after: None,
                global: false,
            };
        }
        let json: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
        let from_body = json["retry_after"]
            .as_f64()
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(Duration::from_secs_f64);
        let global = json["global"].as_bool() == Some(true)
            || header("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"))
            || header("x-ratelimit-scope") == Some("global");
        // Without any word of how long, a second (Discord always sends one).
        let retry_after = from_body
            .or_else(|| secs("retry-after"))
            .or(reset_after)
            .unwrap_or(Duration::from_secs(1));
        RateWord {
            empty_for,
            retry_after: Some(retry_after),
            global,
        }
    }
}

impl Publisher {
    /// One request to Discord, paced (per channel, and within the bot's global budget), and
    /// retried on 429 (after Discord's `retry_after`, for every task that would send into
    /// the same bucket, or into any with a global 429), 5xx and network failures. Answers
    /// the JSON Discord returned.
    pub(super) async fn call(
        &self,
        http: &Http,
        to: Target,
        bucket: Bucket,
        guard: Option<Guard<'_>>,
        rest: impl Fn() -> Rest,
    ) -> Result<serde_json::Value, PublishError> {
        let channel = to.channel;
        let mut delay = Duration::from_millis(250);
        let mut tries = 0;
        // A try Discord may have acted on though it failed (a 5xx, a lost connection; not a
        // 429): a retry that then gives way says so, rather than that nothing was sent.
        let mut unsure: Option<serenity::Error> = None;
        loop {
            tries += 1;
            let stale = || guard.and_then(|g| g.stale(tries > 1));
            // Discord's word first, then our own pacing, then Discord's again: another
            // task may have met a 429 while this one waited for its slot.
            self.limits.wait(channel, bucket).await;
            match (bucket, tries) {
                (Bucket::Reserved, 1) => {}
                (Bucket::Reserved, _) => self.pacer.wait(channel, Bucket::Create).await,
                _ => self.pacer.wait(channel, bucket).await,
            }
            // The slot is held until the answer: if another task met a 429 on this channel
            // while this one waited for it, it is given back for the wait.
            let slot = loop {
                let slot = self.limits.take_global().await;
                if self.limits.held_until(channel, bucket).is_none() {
                    break slot;
                }
                slot.unsent();
                self.limits.wait(channel, bucket).await;
            };
            if let Some(e) = stale() {
                return Err(unsure.map_or(e, PublishError::from));
            }
            // Whether this process serves the table is asked before the request goes, and
            // again as its body is written (`request`): a process frozen since an earlier
            // check (SIGSTOP, a paused VM) and woken after another took the table over
            // sends nothing.
            if !self.lease.valid_for(to.guild) {
                return Err(PublishError::NoLease);
            }
            let rest = rest();
            let method = rest.method.clone();
            let sent = self
                .send(self.request(http, rest, to), method, channel, bucket)
                .await;
            if sent.is_err() && !self.lease.valid_for(to.guild) {
                return Err(PublishError::NoLease);
            }
            drop(slot);
            super::ops::METRICS.request(match &sent {
                Ok(_) => Some(200),
                Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) => {
                    Some(r.status_code.as_u16())
                }
                Err(_) => None,
            });
            match sent {
                Ok(v) => {
                    if let Some(g) = guard {
                        g.slot.shown.fetch_max(g.version, Ordering::SeqCst);
                    }
                    return Ok(v);
                }
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
                    // A 429's wait is held in `limits` and waited for above.
                    if !rate_limited(&e) {
                        tokio::time::sleep(delay).await;
                        delay = (delay * 2).min(Duration::from_secs(8));
                        unsure = Some(e);
                    }
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Takes the channel's next slot for a new message ahead of it (`Bucket::Reserved`),
    /// once Discord's limits let one go.
    pub(super) async fn reserve(&self, channel: ChannelId) {
        self.limits.wait(channel, Bucket::Create).await;
        self.pacer.wait(channel, Bucket::Create).await;
    }

    /// `rest` as a request to Discord about the tables of `to`, ready to go. Its body leaves
    /// only if this process still serves them when the connection takes the body's bytes
    /// (`guarded_body`), the last moment before they are written to the socket.
    fn request(&self, http: &Http, rest: Rest, to: Target) -> reqwest::RequestBuilder {
        let base = http
            .proxy
            .as_deref()
            .unwrap_or("https://discord.com")
            .trim_end_matches('/');
        let url = format!("{base}/api/v10{}", rest.path);
        let req = self
            .client
            .request(rest.method.clone(), url)
            .header(reqwest::header::USER_AGENT, serenity::constants::USER_AGENT)
            .header(reqwest::header::AUTHORIZATION, http.token());
        let (content_type, body) = match rest.files.is_empty() {
            // A request without a body (a DELETE).
            true if rest.json.is_null() => ("application/json".to_string(), Vec::new()),
            true => (
                "application/json".to_string(),
                rest.json.to_string().into_bytes(),
            ),
            false => multipart(&rest),
        };
        let lease = self.lease.clone();
        req.header(reqwest::header::CONTENT_TYPE, content_type)
            .header(reqwest::header::CONTENT_LENGTH, body.len())
            .body(guarded_body(body, move || lease.valid_for(to.guild)))
    }

    /// Sends `req` once and notes what Discord said of the bucket's limits.
    async fn send(
        &self,
        req: reqwest::RequestBuilder,
        method: Method,
        channel: ChannelId,
        bucket: Bucket,
    ) -> serenity::Result<serde_json::Value> {
        let answer = req.send().await.map_err(HttpError::Request)?;
        let status = answer.status();
        let headers = answer.headers().clone();
        let body = answer.bytes().await.map_err(HttpError::Request)?;
        let word = RateWord::read(status.as_u16(), &headers, &body);
        let now = Instant::now();
        if let Some(empty) = word.empty_for {
            self.limits.hold(channel, bucket, false, now + empty);
        }
        if let Some(wait) = word.retry_after {
            tracing::info!(
                %channel,
                ?bucket,
                global = word.global,
                retry_after_ms = wait.as_millis() as u64,
                "Discord rate limited a request; waiting as long as it asked"
            );
            self.limits.hold(channel, bucket, word.global, now + wait);
        }
        if status.is_success() {
            return Ok(serde_json::from_slice(&body).unwrap_or_default());
        }
        // Discord's error, as serenity reads it (status, JSON code and message).
        let mut raw = http::Response::new(body);
        *raw.status_mut() = status;
        *raw.headers_mut() = headers;
        let e = ErrorResponse::from_response(reqwest::Response::from(raw), method).await;
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e)))
    }
}

impl Publisher {
    /// The HTTP client the publisher's requests go through, for answers to interactions sent
    /// the same way (`flow::answer`'s `send_answer`).
    pub(super) fn client(&self) -> reqwest::Client {
        self.client.clone()
    }
}

/// What a body refused by `guarded_body` fails with.
const NOT_SERVED: &str = "this process no longer serves the table";

/// A request body that is handed over only if `may_send` says so at that moment: the HTTP
/// connection asks for it as it writes the request, so a request made before the process was
/// frozen (SIGSTOP, a paused VM) and written after it woke is dropped unsent when the
/// process no longer serves the table. (What is left is the instant between this check and
/// the write to the socket, in one poll of the connection.)
pub(super) fn guarded_body(
    bytes: Vec<u8>,
    may_send: impl Fn() -> bool + Send + Sync + 'static,
) -> reqwest::Body {
    let once = futures_util::stream::once(async move {
        match may_send() {
            true => Ok(bytes),
            false => Err(std::io::Error::other(NOT_SERVED)),
        }
    });
    reqwest::Body::wrap_stream(once)
}

/// A request with files as `multipart/form-data`, as Discord takes uploads: each file a
/// part `files[i]`, then the JSON as `payload_json`. Its content type, and its bytes.
pub(super) fn multipart(rest: &Rest) -> (String, Vec<u8>) {
    let boundary = format!(
        "catan{:016x}{:08x}",
        rand::random::<u64>(),
        rest.files.len()
    );
    let mut body = Vec::new();
    for (i, f) in rest.files.iter().enumerate() {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"files[{i}]\"; filename=\"{}\"\r\nContent-Type: {}\r\n\r\n",
                f.filename.replace(['"', '\r', '\n'], "_"),
                mime_of(&f.filename)
            )
            .as_bytes(),
        );
        body.extend_from_slice(&f.data);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n{}\r\n--{boundary}--\r\n",
            rest.json
        )
        .as_bytes(),
    );
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// The content type of an uploaded file, by its name.
fn mime_of(filename: &str) -> &'static str {
    match filename
        .rsplit('.')
        .next()
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        Some("json") => "application/json",
        Some("txt") => "text/plain",
        _ => "application/octet-stream",
    }
}

/// A 429.
fn rate_limited(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 429)
}

/// A failure worth trying again: rate limited, Discord's own errors, the network.
pub(crate) fn transient(e: &serenity::Error) -> bool {
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

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    /// A 429's wait is its body's `retry_after` (more precise than the header's whole
    /// seconds), else `Retry-After`, else `X-RateLimit-Reset-After`; `global` from the body,
    /// `X-RateLimit-Global` or the scope; an empty bucket holds until its reset.
    #[test]
    fn what_discord_says_of_its_limits_is_read() {
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 2.5, "global": false}"#;
        let h = headers(&[("retry-after", "3"), ("x-ratelimit-reset-after", "2.5")]);
        let w = RateWord::read(429, &h, body);
        assert_eq!(w.retry_after, Some(Duration::from_millis(2_500)));
        assert!(!w.global);
        let w = RateWord::read(429, &headers(&[("retry-after", "3")]), b"");
        assert_eq!(w.retry_after, Some(Duration::from_secs(3)));
        let w = RateWord::read(429, &headers(&[("x-ratelimit-global", "true")]), b"{}");
        assert!(w.global);
        assert_eq!(
            w.retry_after,
            Some(Duration::from_secs(1)),
            "never without a wait"
        );
        let w = RateWord::read(429, &headers(&[("x-ratelimit-scope", "global")]), b"{}");
        assert!(w.global);
        let g = br#"{"retry_after": 0.75, "global": true}"#;
        let w = RateWord::read(429, &HeaderMap::new(), g);
        assert_eq!(
            (w.retry_after, w.global),
            (Some(Duration::from_millis(750)), true)
        );
        let h = headers(&[
            ("x-ratelimit-remaining", "0"),
            ("x-ratelimit-reset-after", "1.25"),
        ]);
        let w = RateWord::read(200, &h, b"{}");
        assert_eq!(w.empty_for, Some(Duration::from_millis(1_250)));
        assert_eq!(w.retry_after, None);
        let h = headers(&[
            ("x-ratelimit-remaining", "3"),
            ("x-ratelimit-reset-after", "1.25"),
        ]);
        assert_eq!(RateWord::read(200, &h, b"{}").empty_for, None);
    }

    /// A held bucket holds its own channel's requests of that kind (a reserved new message
    /// is a new message), a global hold holds every one, and both end when they said.
    #[tokio::test]
    async fn limits_hold_their_bucket_or_everything_until_their_time() {
        let limits = Limits::default();
        let (a, b) = (ChannelId::new(1), ChannelId::new(2));
        let start = Instant::now();
        limits.hold(a, Bucket::Edit, false, start + Duration::from_millis(200));
        assert!(limits.held_until(a, Bucket::Edit).is_some());
        assert!(limits.held_until(a, Bucket::Create).is_none());
        assert!(limits.held_until(b, Bucket::Edit).is_none());
        limits.hold(a, Bucket::Create, false, start + Duration::from_millis(100));
        assert!(limits.held_until(a, Bucket::Reserved).is_some());
        limits.wait(a, Bucket::Edit).await;
        assert!(start.elapsed() >= Duration::from_millis(200));
        limits.hold(
            b,
            Bucket::Thread,
            true,
            Instant::now() + Duration::from_millis(150),
        );
        assert!(limits.held_until(a, Bucket::Edit).is_some(), "global");
        let t = Instant::now();
        limits.wait(b, Bucket::Create).await;
        assert!(t.elapsed() >= Duration::from_millis(140));
        assert!(limits.held_until(a, Bucket::Edit).is_none());
    }

    /// The global budget lets 45 requests through at once, then one more only when the
    /// first of them is a second old.
    #[tokio::test]
    async fn the_global_budget_is_45_a_second() {
        let limits = Limits::default();
        let start = Instant::now();
        for _ in 0..GLOBAL_PER_SECOND {
            let _answered_at_once = limits.take_global().await;
        }
        assert!(start.elapsed() < Duration::from_millis(200));
        let _ = limits.take_global().await;
        assert!(
            start.elapsed() >= Duration::from_secs(1),
            "{:?}",
            start.elapsed()
        );
    }

    /// A slot given back unsent (its channel met a 429 meanwhile) counts for nothing, and one
    /// held on its way keeps its place: with the budget on its way, the next waits for an
    /// answer.
    #[tokio::test]
    async fn a_slot_given_back_unsent_counts_for_nothing() {
        let limits = Limits::default();
        let start = Instant::now();
        for _ in 0..3 * GLOBAL_PER_SECOND {
            limits.take_global().await.unsent();
        }
        let on_the_way: Vec<_> = take_slots(&limits, GLOBAL_PER_SECOND).await;
        assert!(start.elapsed() < Duration::from_millis(200));
        let late = tokio::time::timeout(Duration::from_millis(300), limits.take_global()).await;
        assert!(
            late.is_err(),
            "a slot beyond the budget while all were on their way"
        );
        drop(on_the_way);
    }

    async fn take_slots(limits: &Limits, n: usize) -> Vec<GlobalSlot<'_>> {
        let mut slots = Vec::new();
        for _ in 0..n {
            slots.push(limits.take_global().await);
        }
        slots
    }

    /// With the budget used up, waiting requests get their slots in the order they asked:
    /// none waits behind ones that came later.
    #[tokio::test]
    async fn waiting_requests_are_served_in_the_order_they_came() {
        let limits = Arc::new(Limits {
            global_window: Duration::from_millis(100),
            ..Limits::default()
        });
        drop(take_slots(&limits, GLOBAL_PER_SECOND).await);
        let served = Arc::new(Mutex::new(Vec::new()));
        let mut tasks = Vec::new();
        for i in 0..2 * GLOBAL_PER_SECOND {
            let (limits, served) = (limits.clone(), served.clone());
            tasks.push(tokio::spawn(async move {
                let _slot = limits.take_global().await;
                served.lock().unwrap().push(i);
            }));
            // (One thread: the task asks before the next one is made.)
            tokio::task::yield_now().await;
        }
        for t in tasks {
            t.await.unwrap();
        }
        let served = served.lock().unwrap().clone();
        assert_eq!(served, (0..2 * GLOBAL_PER_SECOND).collect::<Vec<_>>());
    }

    /// When more processes come to share the limit, the slots beyond this one's new part
    /// retire as they come back.
    #[tokio::test]
    async fn a_smaller_part_of_the_budget_retires_the_slots_beyond_it() {
        let limits = Limits::default();
        let all = take_slots(&limits, GLOBAL_PER_SECOND).await;
        limits.share_global(3);
        for slot in all {
            slot.unsent();
        }
        let part = take_slots(&limits, GLOBAL_PER_SECOND / 3).await;
        let late = tokio::time::timeout(Duration::from_millis(300), limits.take_global()).await;
        assert!(late.is_err(), "more than a third of the budget");
        drop(part);
    }

    /// Discord counts a request when it arrives. Requests that were slow on their way (the
    /// first burst, on a loaded machine) and quick ones sent a window later must not arrive
    /// more than the budget in one window: a slot counts until its answer.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn slow_requests_and_the_next_burst_keep_to_the_budget_where_discord_counts() {
        let window = Duration::from_millis(200);
        let limits = Arc::new(Limits {
            global_window: window,
            ..Limits::default()
        });
        let arrived = Arc::new(Mutex::new(Vec::new()));
        let taken = Arc::new(AtomicU64::new(0));
        let tasks: Vec<_> = (0..3 * GLOBAL_PER_SECOND)
            .map(|_| {
                let (limits, arrived, taken) = (limits.clone(), arrived.clone(), taken.clone());
                tokio::spawn(async move {
                    let slot = limits.take_global().await;
                    // The first burst takes 150 ms to reach Discord, the others none.
                    if taken.fetch_add(1, Ordering::SeqCst) < GLOBAL_PER_SECOND as u64 {
                        tokio::time::sleep(Duration::from_millis(150)).await;
                    }
                    arrived.lock().unwrap().push(Instant::now());
                    tokio::time::sleep(Duration::from_millis(5)).await;
                    drop(slot);
                })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
        let mut arrived = arrived.lock().unwrap().clone();
        arrived.sort();
        for (i, a) in arrived.iter().enumerate() {
            let within = arrived[i..]
                .iter()
                .take_while(|b| **b < *a + window)
                .count();
            assert!(
                within <= GLOBAL_PER_SECOND,
                "{within} requests arrived within a window from request {i}"
            );
        }
    }

    /// Three processes of one bot keep to a third of the budget each: 15 at once, then one
    /// more only a second later.
    #[tokio::test]
    async fn processes_share_the_global_budget() {
        let limits = Limits::default();
        limits.share_global(3);
        let start = Instant::now();
        for _ in 0..GLOBAL_PER_SECOND / 3 {
            let _answered_at_once = limits.take_global().await;
        }
        assert!(start.elapsed() < Duration::from_millis(200));
        let _ = limits.take_global().await;
        assert!(
            start.elapsed() >= Duration::from_secs(1),
            "{:?}",
            start.elapsed()
        );
        // Far more processes than requests: each still sends one a second.
        limits.share_global(100);
        assert_eq!(limits.global_budget(), 1);
    }

    /// A state older than one Discord already showed is never sent; a retry gives way to
    /// a newer committed state, a first try does not (coalescing publishes what it read).
    #[test]
    fn a_guard_stops_older_states() {
        let slot = Slot::default();
        let g = Guard {
            slot: &slot,
            version: 5,
        };
        assert!(g.stale(false).is_none() && g.stale(true).is_none());
        slot.newest.store(6, Ordering::SeqCst);
        assert!(g.stale(false).is_none());
        assert!(matches!(
            g.stale(true),
            Some(PublishError::Superseded {
                version: 5,
                newer: 6
            })
        ));
        slot.shown.store(7, Ordering::SeqCst);
        assert!(g.stale(false).is_some());
    }

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
