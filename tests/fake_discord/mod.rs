//! A fake Discord for end-to-end tests: a REST server and a gateway websocket on 127.0.0.1 that
//! a real serenity/poise bot connects to through `DISCORD_API_URL`.
//!
//! Always: every REST body the bot sends is checked against Discord's OpenAPI spec
//! (`../shared/discord-api-spec/openapi.json`), violations and unknown routes are recorded
//! (never silently accepted), and each interaction's time to first response is measured from
//! injection to the callback's arrival.
//!
//! # Use
//! ```ignore
//! mod fake_discord;
//! use fake_discord::{FakeDiscord, Opt};
//!
//! let fake = FakeDiscord::start().await;
//! // Bot config: HttpBuilder::new(token).proxy(fake.api_url()).ratelimiter_disabled(true),
//! // poise FrameworkOptions { initialize_owners: false, .. } (or let it call /oauth2/applications/@me).
//! std::env::set_var("DISCORD_API_URL", fake.api_url());      // or pass it to your bot's config
//! fake.wait_ready(Duration::from_secs(10)).await;             // gateway identified (READY sent)
//! fake.wait_commands(1, Duration::from_secs(10)).await;        // commands registered
//! let [ada, bea, ..] = fake.users() else { unreachable!() };   // Ada, Bea, Cy, Dee
//! let h = fake.slash(&ada, "catan", "new", &[("players", Opt::Int(3))]);
//! let r = h.response().await;                                  // panics after 10 s without one
//! assert_eq!(r.kind, 4); assert!(!r.ephemeral);
//! let msg = h.message().await;                                 // the response message, edits applied
//! let join = msg.button("Join").unwrap();                      // custom_id of the button labelled Join
//! let r2 = fake.click(&bea, &msg, &join).response().await;     // kinds 4,5,6,7,8,9
//! let choices = fake.autocomplete(&ada, "catan", "build", &[("what", Opt::Str("road".into()))], "at", "1").await;
//! fake.messages(fake.channel().id);                            // every message in a channel (incl. ephemeral, see visible_to)
//! fake.wait_message(channel, |m| m.content.contains("rolled"), timeout).await;
//! fake.assert_no_violations();                                 // spec violations, unknown routes, double acks
//! fake.assert_response_times();                                // prints p50/p99, fails on any >= 3 s or unanswered
//! ```
//! Serenity facts this relies on (0.12.5): REST URLs are `https://discord.com/api/v10/...` with the
//! host replaced by the proxy, so the fake serves `/api/v10/...`; the client asks
//! `GET /api/v10/gateway` for the websocket URL and connects to `{url}?v=10` (plain `ws://` works,
//! JSON text frames; `compress: true` in IDENTIFY only means payloads *may* be zlib'd, the fake
//! sends text); the interaction callback answers 204 with no body.

#![allow(dead_code)]

pub mod payloads;
pub mod schema;
mod server;

pub use payloads::{FakeChannel, FakeUser};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch};

/// Discord's EPHEMERAL message flag.
pub const EPHEMERAL: u64 = 64;
/// How long `response()` / `message()` wait before failing the test.
pub const WAIT: Duration = Duration::from_secs(10);

/// The fake Discord; cheap to clone (all clones share one world).
#[derive(Clone)]
pub struct FakeDiscord {
    pub(crate) inner: Arc<Inner>,
}

/// The only bot token the fake accepts; any other gets 401 on REST and close code 4004
/// ("Authentication failed") on IDENTIFY, as Discord answers a wrong token.
pub const TOKEN: &str = "fake-token";

/// A fresh SQLite database URL in its own temporary folder, which lasts as long as the
/// returned guard.
pub fn temp_db() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = format!("sqlite://{}", dir.path().join("catan.db").display());
    (dir, url)
}

pub(crate) struct Inner {
    pub api_url: String,
    pub gateway_url: String,
    pub app_id: u64,
    pub bot: FakeUser,
    pub guild_id: u64,
    pub channels: Vec<FakeChannel>,
    pub users: Vec<FakeUser>,
    pub current_channel: AtomicU64,
    pub next_id: AtomicU64,
    pub state: Mutex<State>,
    pub changed: watch::Sender<u64>,
    pub sessions: Mutex<Vec<mpsc::UnboundedSender<GatewayCommand>>>,
}

/// What the gateway task for one connection is told to do.
pub(crate) enum GatewayCommand {
    Dispatch(&'static str, Value),
    Close(u16),
}

/// Everything the fake has seen.
#[derive(Default)]
pub(crate) struct State {
    pub messages: Vec<Message>,
    pub interactions: Vec<InteractionRec>,
    pub global_commands: Vec<Value>,
    pub guild_commands: Vec<Value>,
    pub violations: Vec<String>,
    pub requests: Vec<String>,
    pub ready_count: u32,
    pub resume_count: u32,
    /// Answers to `GET …/messages/@original` wait this long (a slow Discord).
    pub slow_original: Option<std::time::Duration>,
    /// Answers to posting a message (in a channel or as a follow-up) wait this long after
    /// the message is already there for users to see and click.
    pub slow_posts: Option<std::time::Duration>,
}

/// A file attached to a message.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// A message as the fake stores it (created by REST, a callback or a follow-up; edits applied).
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    pub author_id: u64,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    pub flags: u64,
    /// How many edits were applied after creation.
    pub edits: u32,
    pub deleted: bool,
    /// The interaction this message answers (response, deferred response or follow-up).
    pub interaction_id: Option<u64>,
    /// `Some(user)` for an ephemeral message: only that user sees it.
    pub visible_to: Option<u64>,
    /// A deferred ("thinking…") response not yet filled.
    pub deferred: bool,
}

/// A button found on a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub custom_id: Option<String>,
    pub style: u64,
    pub disabled: bool,
}

/// A select menu found on a message, with its options as (label, value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub custom_id: String,
    pub kind: u64,
    pub options: Vec<(String, String)>,
}

impl Message {
    pub fn is_ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    fn all_components(&self) -> Vec<&Value> {
        let mut out = Vec::new();
        for row in &self.components {
            match row["components"].as_array() {
                Some(inner) => out.extend(inner.iter()),
                None => out.push(row),
            }
        }
        out
    }

    /// Every button, row by row.
    pub fn buttons(&self) -> Vec<Button> {
        self.all_components()
            .into_iter()
            .filter(|c| c["type"] == 2)
            .map(|c| Button {
                label: c["label"].as_str().unwrap_or_default().to_owned(),
                custom_id: c["custom_id"].as_str().map(str::to_owned),
                style: c["style"].as_u64().unwrap_or(0),
                disabled: c["disabled"].as_bool().unwrap_or(false),
            })
            .collect()
    }

    /// The custom_id of the (first) button with this label.
    pub fn button(&self, label: &str) -> Option<String> {
        self.buttons()
            .into_iter()
            .find(|b| b.label == label)
            .and_then(|b| b.custom_id)
    }

    /// Every select menu.
    pub fn selects(&self) -> Vec<Select> {
        self.all_components()
            .into_iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8)))
            .map(|c| Select {
                custom_id: c["custom_id"].as_str().unwrap_or_default().to_owned(),
                kind: c["type"].as_u64().unwrap_or(3),
                options: c["options"]
                    .as_array()
                    .map(|os| {
                        os.iter()
                            .map(|o| {
                                (
                                    o["label"].as_str().unwrap_or_default().to_owned(),
                                    o["value"].as_str().unwrap_or_default().to_owned(),
                                )
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
            })
            .collect()
    }

    /// The attachment with this file name.
    pub fn attachment(&self, filename: &str) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }

    /// Discord's JSON for this message (as REST answers and as `message` in a component interaction).
    pub fn to_json(&self, fake: &Inner) -> Value {
        let author = if self.author_id == fake.bot.id {
            fake.bot.clone()
        } else {
            fake.users
                .iter()
                .find(|u| u.id == self.author_id)
                .cloned()
                .unwrap_or_else(|| fake.bot.clone())
        };
        let mut v = json!({
            "id": self.id.to_string(),
            "channel_id": self.channel_id.to_string(),
            "guild_id": fake.guild_id.to_string(),
            "author": payloads::user(&author),
            "content": self.content,
            "timestamp": payloads::TIMESTAMP,
            "edited_timestamp": if self.edits > 0 { json!(payloads::TIMESTAMP) } else { Value::Null },
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().map(|a| json!({
                "id": a.id.to_string(),
                "filename": a.filename,
                "size": a.bytes.len(),
                "url": format!("{}/attachments/{}/{}", fake.api_url, a.id, a.filename),
                "proxy_url": format!("{}/attachments/{}/{}", fake.api_url, a.id, a.filename),
                "content_type": a.content_type,
            })).collect::<Vec<_>>(),
            "embeds": self.embeds,
            "reactions": [],
            "pinned": false,
            "type": if self.interaction_id.is_some() { 20 } else { 0 },
            "flags": self.flags,
            "components": self.components,
        });
        if self.interaction_id.is_some() {
            v["application_id"] = json!(fake.app_id.to_string());
            v["webhook_id"] = json!(fake.app_id.to_string());
        }
        v
    }
}

/// A choice offered by an autocomplete answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub name: String,
    pub value: Value,
}

/// The first response (callback) to an interaction.
#[derive(Clone, Debug)]
pub struct Response {
    /// 4 message, 5 deferred message, 6 deferred update, 7 update message, 8 autocomplete, 9 modal.
    pub kind: u64,
    pub content: String,
    pub ephemeral: bool,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    pub choices: Vec<Choice>,
    /// The modal (custom_id, title, components) for kind 9.
    pub modal: Option<Value>,
    /// From injection to the callback's arrival.
    pub elapsed: Duration,
    /// The callback's `data` as sent.
    pub data: Value,
}

impl Response {
    pub fn is_deferred(&self) -> bool {
        matches!(self.kind, 5 | 6)
    }
    /// A view of the callback's components, for `button` / `buttons` / `selects`.
    pub fn as_message(&self) -> Message {
        Message {
            id: 0,
            channel_id: 0,
            author_id: 0,
            content: self.content.clone(),
            embeds: self.embeds.clone(),
            components: self.components.clone(),
            attachments: self.attachments.clone(),
            flags: if self.ephemeral { EPHEMERAL } else { 0 },
            edits: 0,
            deleted: false,
            interaction_id: None,
            visible_to: None,
            deferred: false,
        }
    }
    pub fn button(&self, label: &str) -> Option<String> {
        self.as_message().button(label)
    }
}

/// One injected interaction and what the bot did with it.
#[derive(Clone, Debug)]
pub struct InteractionRec {
    pub id: u64,
    pub token: String,
    pub kind: u8,
    pub user_id: u64,
    pub channel_id: u64,
    /// The message a component was on.
    pub source_message: Option<u64>,
    pub injected: Instant,
    pub response: Option<Response>,
    /// The message created by the response (kinds 4/5), or the source message (kinds 6/7).
    pub original: Option<u64>,
    pub followups: Vec<u64>,
}

/// An option value for `slash` / `autocomplete`.
#[derive(Clone, Debug)]
pub enum Opt {
    Str(String),
    Int(i64),
    Num(f64),
    Bool(bool),
    User(u64),
}

impl Opt {
    fn kind(&self) -> u8 {
        match self {
            Opt::Str(_) => 3,
            Opt::Int(_) => 4,
            Opt::Bool(_) => 5,
            Opt::User(_) => 6,
            Opt::Num(_) => 10,
        }
    }
    fn value(&self) -> Value {
        match self {
            Opt::Str(s) => json!(s),
            Opt::Int(i) => json!(i),
            Opt::Num(n) => json!(n),
            Opt::Bool(b) => json!(b),
            Opt::User(u) => json!(u.to_string()),
        }
    }
}

/// A handle on an injected interaction.
#[derive(Clone)]
pub struct InteractionHandle {
    fake: FakeDiscord,
    pub id: u64,
    pub token: String,
}

impl InteractionHandle {
    /// The first response; panics if none arrives within [`WAIT`].
    pub async fn response(&self) -> Response {
        self.response_within(WAIT)
            .await
            .unwrap_or_else(|| panic!("no response to interaction {} within {WAIT:?}", self.id))
    }

    pub async fn response_within(&self, timeout: Duration) -> Option<Response> {
        let id = self.id;
        self.fake
            .wait_until(timeout, move |s| {
                s.interaction(id).and_then(|r| r.response.clone())
            })
            .await
    }

    /// The message holding the response once it is not "thinking…" any more (after a deferral:
    /// once the original was edited or a follow-up filled it). For kinds 6/7 the component's message.
    pub async fn message(&self) -> Message {
        let id = self.id;
        self.fake
            .wait_until(WAIT, move |s| {
                let rec = s.interaction(id)?;
                let m = s.message(rec.original?)?;
                let untouched_update = rec.response.as_ref()?.kind == 6 && m.edits == 0;
                (!m.deferred && !untouched_update).then(|| m.clone())
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "no response message for interaction {} within {WAIT:?}",
                    self.id
                )
            })
    }

    /// Waits until the bot sent at least `n` follow-ups and returns them all.
    pub async fn followups(&self, n: usize) -> Vec<Message> {
        let id = self.id;
        self.fake
            .wait_until(WAIT, move |s| {
                let rec = s.interaction(id)?;
                (rec.followups.len() >= n).then(|| {
                    rec.followups
                        .iter()
                        .filter_map(|m| s.message(*m).cloned())
                        .collect()
                })
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "fewer than {n} follow-ups to interaction {} within {WAIT:?}",
                    self.id
                )
            })
    }

    pub fn record(&self) -> InteractionRec {
        self.fake
            .with_state(|s| s.interaction(self.id).cloned().expect("injected"))
    }
}

impl State {
    pub fn interaction(&self, id: u64) -> Option<&InteractionRec> {
        self.interactions.iter().find(|r| r.id == id)
    }
    pub fn interaction_by_token(&mut self, token: &str) -> Option<&mut InteractionRec> {
        self.interactions.iter_mut().find(|r| r.token == token)
    }
    pub fn message(&self, id: u64) -> Option<&Message> {
        self.messages.iter().find(|m| m.id == id)
    }
    pub fn message_mut(&mut self, id: u64) -> Option<&mut Message> {
        self.messages.iter_mut().find(|m| m.id == id)
    }
}

impl FakeDiscord {
    /// Starts REST + gateway on random 127.0.0.1 ports with a world of one guild
    /// ("Catan Club"), channels #general, #games, #lobby and members Ada, Bea, Cy, Dee.
    pub async fn start() -> FakeDiscord {
        // Parse the spec up front (once per binary) so the first request is not slow.
        let _ = schema::spec();
        let api = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind REST");
        let gw = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let base = 1_300_000_000_000_000_000u64;
        let users = ["Ada", "Bea", "Cy", "Dee"]
            .iter()
            .enumerate()
            .map(|(i, n)| FakeUser {
                id: base + 100 + i as u64,
                name: (*n).to_owned(),
                bot: false,
                // Dee moderates the guild; the others are plain members.
                moderator: *n == "Dee",
            })
            .collect();
        let channels = ["general", "games", "lobby"]
            .iter()
            .enumerate()
            .map(|(i, n)| FakeChannel {
                id: base + 200 + i as u64,
                name: (*n).to_owned(),
            })
            .collect::<Vec<_>>();
        let inner = Arc::new(Inner {
            api_url: format!("http://{}", api.local_addr().unwrap()),
            gateway_url: format!("ws://{}", gw.local_addr().unwrap()),
            app_id: base + 1,
            bot: FakeUser {
                id: base + 1,
                name: "Catan".into(),
                bot: true,
                moderator: false,
            },
            guild_id: base + 10,
            current_channel: AtomicU64::new(channels[0].id),
            channels,
            users,
            next_id: AtomicU64::new(base + 1_000_000),
            state: Mutex::new(State::default()),
            changed: watch::channel(0).0,
            sessions: Mutex::new(Vec::new()),
        });
        server::spawn_rest(api, inner.clone());
        server::spawn_gateway(gw, inner.clone());
        FakeDiscord { inner }
    }

    /// The value for `DISCORD_API_URL` (`http://127.0.0.1:PORT`).
    pub fn api_url(&self) -> String {
        self.inner.api_url.clone()
    }
    pub fn gateway_url(&self) -> String {
        self.inner.gateway_url.clone()
    }
    pub fn app_id(&self) -> u64 {
        self.inner.app_id
    }
    pub fn bot_user(&self) -> FakeUser {
        self.inner.bot.clone()
    }
    pub fn guild_id(&self) -> u64 {
        self.inner.guild_id
    }
    /// Ada, Bea, Cy, Dee.
    pub fn users(&self) -> Vec<FakeUser> {
        self.inner.users.clone()
    }
    pub fn user(&self, name: &str) -> FakeUser {
        self.inner
            .users
            .iter()
            .find(|u| u.name == name)
            .cloned()
            .unwrap_or_else(|| panic!("no user {name}"))
    }
    pub fn channels(&self) -> Vec<FakeChannel> {
        self.inner.channels.clone()
    }
    /// The channel new slash commands are sent from (first channel unless changed).
    pub fn channel(&self) -> FakeChannel {
        let id = self.inner.current_channel.load(Ordering::SeqCst);
        self.inner
            .channels
            .iter()
            .find(|c| c.id == id)
            .cloned()
            .expect("known channel")
    }
    pub fn use_channel(&self, id: u64) {
        assert!(
            self.inner.channels.iter().any(|c| c.id == id),
            "unknown channel {id}"
        );
        self.inner.current_channel.store(id, Ordering::SeqCst);
    }

    pub(crate) fn with_state<T>(&self, f: impl FnOnce(&mut State) -> T) -> T {
        f(&mut self.inner.state.lock().unwrap())
    }

    /// Waits until `f` answers `Some` (re-checked on every state change) or the timeout passes.
    pub async fn wait_until<T>(
        &self,
        timeout: Duration,
        f: impl Fn(&State) -> Option<T>,
    ) -> Option<T> {
        let mut rx = self.inner.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            rx.borrow_and_update();
            if let Some(v) = f(&self.inner.state.lock().unwrap()) {
                return Some(v);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                _ => return f(&self.inner.state.lock().unwrap()),
            }
        }
    }

    /// Waits until a gateway session identified and got READY + GUILD_CREATE.
    pub async fn wait_ready(&self, timeout: Duration) {
        self.wait_until(timeout, |s| (s.ready_count > 0).then_some(()))
            .await
            .unwrap_or_else(|| {
                panic!("the bot did not identify on the gateway within {timeout:?}")
            });
    }

    /// Waits (30 s at most for each) until a started bot is online: its gateway session is
    /// ready and its `/catan` command registered. Returns the registered commands.
    pub async fn wait_online(&self) -> Vec<Value> {
        self.wait_ready(Duration::from_secs(30)).await;
        self.wait_commands(1, Duration::from_secs(30)).await
    }

    /// Waits until at least `n` commands are registered (global + guild).
    pub async fn wait_commands(&self, n: usize, timeout: Duration) -> Vec<Value> {
        self.wait_until(timeout, |s| {
            let all: Vec<Value> = s
                .global_commands
                .iter()
                .chain(&s.guild_commands)
                .cloned()
                .collect();
            (all.len() >= n).then_some(all)
        })
        .await
        .unwrap_or_else(|| panic!("fewer than {n} commands registered within {timeout:?}"))
    }

    pub fn global_commands(&self) -> Vec<Value> {
        self.with_state(|s| s.global_commands.clone())
    }
    pub fn guild_commands(&self) -> Vec<Value> {
        self.with_state(|s| s.guild_commands.clone())
    }
    /// Makes Discord slow to answer `GET …/messages/@original`, so that users can click a
    /// freshly posted message before the bot has learnt its id.
    pub fn slow_original_fetches(&self, delay: Option<Duration>) {
        self.with_state(|s| s.slow_original = delay);
    }

    /// Makes Discord slow to answer a posted message: users see it (and may act) before the
    /// bot learns its id.
    pub fn slow_posts(&self, delay: Option<Duration>) {
        self.with_state(|s| s.slow_posts = delay);
    }

    /// How many times READY / RESUMED were sent.
    pub fn sessions_started(&self) -> (u32, u32) {
        self.with_state(|s| (s.ready_count, s.resume_count))
    }

    /// Every message in a channel, oldest first (ephemeral ones included; see `visible_to`).
    pub fn messages(&self, channel: u64) -> Vec<Message> {
        self.with_state(|s| {
            s.messages
                .iter()
                .filter(|m| m.channel_id == channel && !m.deleted)
                .cloned()
                .collect()
        })
    }
    /// Messages everyone in the channel sees.
    pub fn public_messages(&self, channel: u64) -> Vec<Message> {
        self.messages(channel)
            .into_iter()
            .filter(|m| m.visible_to.is_none())
            .collect()
    }
    pub fn message(&self, id: u64) -> Option<Message> {
        self.with_state(|s| s.message(id).cloned())
    }
    /// Waits for a (non-deleted, non-deferred) message in `channel` matching `pred`.
    pub async fn wait_message(
        &self,
        channel: u64,
        pred: impl Fn(&Message) -> bool,
        timeout: Duration,
    ) -> Option<Message> {
        self.wait_until(timeout, |s| {
            s.messages
                .iter()
                .find(|m| m.channel_id == channel && !m.deleted && !m.deferred && pred(m))
                .cloned()
        })
        .await
    }
    /// How many messages exist now; pair with `wait_new_message` to see the next one.
    pub fn message_count(&self) -> usize {
        self.with_state(|s| s.messages.len())
    }
    /// Waits for a message created after `count` (from `message_count`) in `channel`.
    pub async fn wait_new_message(
        &self,
        channel: u64,
        count: usize,
        timeout: Duration,
    ) -> Option<Message> {
        self.wait_until(timeout, |s| {
            s.messages
                .iter()
                .skip(count)
                .find(|m| m.channel_id == channel && !m.deleted && !m.deferred)
                .cloned()
        })
        .await
    }

    pub fn interactions(&self) -> Vec<InteractionRec> {
        self.with_state(|s| s.interactions.clone())
    }
    /// Every REST request seen, as "METHOD /path".
    pub fn requests(&self) -> Vec<String> {
        self.with_state(|s| s.requests.clone())
    }
    pub fn violations(&self) -> Vec<String> {
        self.with_state(|s| s.violations.clone())
    }
    /// Fails listing every schema violation, unknown route and protocol misuse seen.
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        assert!(
            v.is_empty(),
            "{} Discord API violation(s):\n  {}",
            v.len(),
            v.join("\n  ")
        );
    }

    /// Writes what a reader of `channel` saw to `dir` when the environment variable
    /// `E2E_TRANSCRIPT_DIR` names one: `transcript.md` (every message, ephemeral ones marked
    /// with their reader, with button labels) and each attachment as `NNNN-name`. For
    /// looking at what the bot produced; does nothing otherwise.
    #[allow(dead_code)]
    pub fn dump_transcript(&self, channel: u64, test: &str) {
        let Some(dir) = std::env::var_os("E2E_TRANSCRIPT_DIR") else {
            return;
        };
        let dir = std::path::Path::new(&dir).join(test);
        std::fs::create_dir_all(&dir).expect("transcript directory");
        let mut md = String::new();
        for (i, m) in self.messages(channel).iter().enumerate() {
            let who = match m.visible_to {
                Some(u) => format!(" (only <@{u}> sees this)"),
                None => String::new(),
            };
            md.push_str(&format!("### {i:04}{who}\n{}\n", m.content));
            let labels: Vec<String> = m.buttons().into_iter().map(|b| b.label).collect();
            if !labels.is_empty() {
                md.push_str(&format!("\n[{}]\n", labels.join("] [")));
            }
            for sel in m.selects() {
                md.push_str(&format!("\n<select: {} options>\n", sel.options.len()));
            }
            for a in &m.attachments {
                let name = format!("{i:04}-{}", a.filename);
                std::fs::write(dir.join(&name), &a.bytes).expect("write attachment");
                md.push_str(&format!("\n![{name}]({name})\n"));
            }
            md.push('\n');
        }
        std::fs::write(dir.join("transcript.md"), md).expect("write transcript");
    }

    /// Time to first response of every answered interaction, in injection order.
    pub fn response_times(&self) -> Vec<Duration> {
        self.with_state(|s| {
            s.interactions
                .iter()
                .filter_map(|r| r.response.as_ref().map(|x| x.elapsed))
                .collect()
        })
    }
    /// Prints p50/p99 of the response times; fails on any >= 3 s or any interaction unanswered.
    pub fn assert_response_times(&self) {
        let unanswered: Vec<u64> = self.with_state(|s| {
            s.interactions
                .iter()
                .filter(|r| r.response.is_none())
                .map(|r| r.id)
                .collect()
        });
        let mut times = self.response_times();
        times.sort();
        let pct = |p: f64| -> Duration {
            if times.is_empty() {
                Duration::ZERO
            } else {
                times[((times.len() - 1) as f64 * p).round() as usize]
            }
        };
        println!(
            "interaction response times: n={} p50={:?} p99={:?} max={:?}",
            times.len(),
            pct(0.5),
            pct(0.99),
            times.last().copied().unwrap_or_default()
        );
        assert!(
            unanswered.is_empty(),
            "interactions never answered: {unanswered:?}"
        );
        let slow: Vec<_> = times
            .iter()
            .filter(|t| **t >= Duration::from_secs(3))
            .collect();
        assert!(
            slow.is_empty(),
            "interactions answered after Discord's 3 s deadline: {slow:?}"
        );
    }

    pub(crate) fn fresh_id(&self) -> u64 {
        self.inner.next_id.fetch_add(1, Ordering::SeqCst)
    }

    fn channel_by_id(&self, id: u64) -> FakeChannel {
        self.inner
            .channels
            .iter()
            .find(|c| c.id == id)
            .cloned()
            .unwrap_or_else(|| self.channel())
    }

    /// Sends an interaction to every live gateway session and records it.
    fn inject(
        &self,
        kind: u8,
        data: Value,
        user: &FakeUser,
        channel: u64,
        message: Option<&Message>,
    ) -> InteractionHandle {
        let id = self.fresh_id();
        let token = format!("fake-token-{id}-{}", "x".repeat(40));
        let ch = self.channel_by_id(channel);
        let mut payload = payloads::interaction(
            id,
            self.inner.app_id,
            kind,
            data,
            self.inner.guild_id,
            &ch,
            user,
            &token,
        );
        if let Some(m) = message {
            payload["message"] = m.to_json(&self.inner);
        }
        self.with_state(|s| {
            s.interactions.push(InteractionRec {
                id,
                token: token.clone(),
                kind,
                user_id: user.id,
                channel_id: ch.id,
                source_message: message.map(|m| m.id),
                injected: Instant::now(),
                response: None,
                original: None,
                followups: Vec::new(),
            })
        });
        let sent = self.dispatch("INTERACTION_CREATE", payload);
        assert!(
            sent > 0,
            "no gateway session to inject the interaction into (call wait_ready first)"
        );
        InteractionHandle {
            fake: self.clone(),
            id,
            token,
        }
    }

    /// Sends a dispatch event to every live session; returns how many got it.
    pub fn dispatch(&self, event: &'static str, data: Value) -> usize {
        let mut sessions = self.inner.sessions.lock().unwrap();
        sessions.retain(|tx| {
            tx.send(GatewayCommand::Dispatch(event, data.clone()))
                .is_ok()
        });
        sessions.len()
    }

    /// Closes every gateway connection with `code` (4000 = unknown error: serenity resumes).
    pub fn drop_gateway(&self, code: u16) {
        let sessions = std::mem::take(&mut *self.inner.sessions.lock().unwrap());
        for tx in sessions {
            let _ = tx.send(GatewayCommand::Close(code));
        }
    }

    fn command_data(
        &self,
        command: &str,
        sub: &str,
        opts: &[(&str, Opt)],
        focused: Option<(&str, &str)>,
    ) -> Value {
        let (cmd_id, guild) = self.with_state(|s| {
            let find = |list: &[Value]| {
                list.iter()
                    .find(|c| c["name"] == command)
                    .and_then(|c| c["id"].as_str()?.parse::<u64>().ok())
            };
            match find(&s.guild_commands) {
                Some(id) => (Some(id), true),
                None => (find(&s.global_commands), false),
            }
        });
        let mut options: Vec<Value> = opts
            .iter()
            .map(|(name, o)| json!({"name": name, "type": o.kind(), "value": o.value()}))
            .collect();
        if let Some((name, typed)) = focused {
            options.push(json!({"name": name, "type": 3, "value": typed, "focused": true}));
        }
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        for (_, o) in opts {
            if let Opt::User(uid) = o {
                if let Some(u) = self
                    .inner
                    .users
                    .iter()
                    .chain([&self.inner.bot])
                    .find(|u| u.id == *uid)
                {
                    users.insert(uid.to_string(), payloads::user(u));
                    members.insert(uid.to_string(), payloads::member_core(u));
                }
            }
        }
        let options = if sub.is_empty() {
            options
        } else {
            let parts: Vec<&str> = sub.split_whitespace().collect();
            match parts.as_slice() {
                [group, s] => vec![
                    json!({"name": group, "type": 2, "options": [{"name": s, "type": 1, "options": options}]}),
                ],
                _ => vec![json!({"name": sub, "type": 1, "options": options})],
            }
        };
        let mut data = json!({
            "id": cmd_id.unwrap_or_else(|| self.fresh_id()).to_string(),
            "name": command,
            "type": 1,
            "options": options,
        });
        if !users.is_empty() {
            data["resolved"] = json!({"users": users, "members": members});
        }
        if guild {
            data["guild_id"] = json!(self.inner.guild_id.to_string());
        }
        data
    }

    /// Injects `/command sub opts…` (sub "" for none, "group sub" for a group) from `user`
    /// in the current channel.
    pub fn slash(
        &self,
        user: &FakeUser,
        command: &str,
        sub: &str,
        opts: &[(&str, Opt)],
    ) -> InteractionHandle {
        let data = self.command_data(command, sub, opts, None);
        self.inject(2, data, user, self.channel().id, None)
    }

    /// Injects an autocomplete request with `focused` being typed as `typed`; returns the choices.
    pub async fn autocomplete(
        &self,
        user: &FakeUser,
        command: &str,
        sub: &str,
        opts: &[(&str, Opt)],
        focused: &str,
        typed: &str,
    ) -> Vec<Choice> {
        let data = self.command_data(command, sub, opts, Some((focused, typed)));
        let r = self
            .inject(4, data, user, self.channel().id, None)
            .response()
            .await;
        assert_eq!(
            r.kind, 8,
            "autocomplete answered with callback type {} instead of 8",
            r.kind
        );
        r.choices
    }

    /// Clicks the button `custom_id` on `message`.
    pub fn click(&self, user: &FakeUser, message: &Message, custom_id: &str) -> InteractionHandle {
        let message = self.usable(user, message, custom_id);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.inject(3, data, user, message.channel_id, Some(&message))
    }

    /// The message as Discord shows it now, after checking that `user` can use the component
    /// `custom_id` on it: Discord only lets a user click what is on the message as it stands
    /// (an edit that removed or disabled it takes effect at once), and an ephemeral message
    /// only for the user who sees it.
    fn usable(&self, user: &FakeUser, message: &Message, custom_id: &str) -> Message {
        let now = self
            .with_state(|s| s.message(message.id).cloned())
            .unwrap_or_else(|| message.clone());
        assert!(!now.deleted, "message {} was deleted", now.id);
        if let Some(viewer) = now.visible_to {
            assert_eq!(viewer, user.id, "only its user sees an ephemeral message");
        }
        let component = now
            .all_components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
            .cloned()
            .unwrap_or_else(|| {
                panic!(
                    "{custom_id} is not on message {} as it stands now ({:?}), so nobody can click it",
                    now.id,
                    now.content
                )
            });
        assert!(
            !component["disabled"].as_bool().unwrap_or(false),
            "{custom_id} is disabled on message {}, so nobody can click it",
            now.id
        );
        now
    }

    /// Picks `values` in the string select `custom_id` on `message`.
    pub fn select(
        &self,
        user: &FakeUser,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        let message = self.usable(user, message, custom_id);
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        self.inject(3, data, user, message.channel_id, Some(&message))
    }

    /// Submits the modal `custom_id` with text inputs (custom_id, value), from the current channel.
    pub fn submit_modal(
        &self,
        user: &FakeUser,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> InteractionHandle {
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, v)| json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": v}]}))
            .collect();
        let data = json!({"custom_id": custom_id, "components": rows});
        self.inject(5, data, user, self.channel().id, None)
    }

    /// Posts a message as `user` (a MESSAGE_CREATE the bot may not even listen to) — stored only.
    pub fn post_as(&self, user: &FakeUser, channel: u64, content: &str) -> Message {
        let m = Message {
            id: self.fresh_id(),
            channel_id: channel,
            author_id: user.id,
            content: content.to_owned(),
            embeds: vec![],
            components: vec![],
            attachments: vec![],
            flags: 0,
            edits: 0,
            deleted: false,
            interaction_id: None,
            visible_to: None,
            deferred: false,
        };
        self.with_state(|s| s.messages.push(m.clone()));
        self.inner.changed.send_modify(|v| *v += 1);
        m
    }
}

/// The bot binary started against a fake Discord; killed when dropped, so a failing test
/// leaves no bot behind.
#[allow(dead_code)]
pub struct BotProcess(pub std::process::Child);

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl FakeDiscord {
    /// Starts `catan-bot run` on database `db` against this fake, with the test hooks on and
    /// the extra variables `env` (e.g. `CATAN_TEST_SEED`).
    #[allow(dead_code)]
    pub fn spawn_bot(&self, db: &str, env: &[(&str, String)]) -> BotProcess {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_catan-bot"));
        cmd.arg("run")
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", db)
            .env("DISCORD_GUILD_ID", self.guild_id().to_string())
            .env("DISCORD_API_URL", self.api_url())
            .env("CATAN_TEST_HOOKS", "1")
            .env("RUST_LOG", "warn")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::inherit());
        for (k, v) in env {
            cmd.env(k, v);
        }
        BotProcess(cmd.spawn().expect("start the bot binary"))
    }
}
