//! A fake Discord for end-to-end tests: a REST server and a gateway websocket on 127.0.0.1 that
//! a real serenity/poise bot connects to through `DISCORD_API_URL`.
//!
//! Always: every REST body the bot sends is checked against Discord's OpenAPI spec
//! (`../shared/discord-api-spec/openapi.json`) and against Discord's own rules (`rules.rs`);
//! what Discord refuses is refused with Discord's status and JSON error (`{"message", "code"}`,
//! for 50035 with an `errors` object) AND recorded as a violation, so `assert_no_violations`
//! fails; unknown routes too. Each interaction's time to first response is measured from its
//! creation to the callback's arrival, on the fake's clock.
//!
//! # What the fake refuses, as Discord does
//! - Components (callbacks 4/7, modals 9, follow-ups, webhook edits, channel create/edit):
//!   custom_id unique in the message and ≤ 100; ≤ 5 rows of ≤ 5 buttons or one select;
//!   selects with 1–25 options, distinct values, min ≤ max ≤ options; labels ≤ 80 (button),
//!   ≤ 100 (option label/value/description), placeholder ≤ 150; modals of 1–5 text inputs.
//! - Content ≤ 2000 characters; an empty message (50006); a file over 10 MiB (413 / 40005).
//! - Interactions: a first response later than 3 s after creation (404 / 10062), a second one
//!   (40060; except the unchanged retry of one taken and then answered 5xx by
//!   `fail_after_next`, which gets 40060 without being a violation); follow-ups and webhook
//!   edits after 15 minutes (401 / 50027). Interaction ids are snowflakes of their creation
//!   time on the fake's clock.
//! - Channel messages without the bot's permissions there (50001 without VIEW_CHANNEL, else
//!   50013: SEND_MESSAGES, or SEND_MESSAGES_IN_THREADS in a thread, ATTACH_FILES, EMBED_LINKS);
//!   interaction responses need none. Threads need CREATE_PUBLIC/PRIVATE_THREADS; a thread
//!   started without `type` is private (Discord's default). A message that never was, or
//!   was deleted, is 404 / 10008 and a violation, except a DELETE or PATCH of one the bot
//!   already deleted (a fail-over's stale repeat, harmless: not an invalid request), which is
//!   counted in `requests_on_deleted`.
//! - More than 5 new messages, or 5 edits, per channel per 5 s: 429 with `retry_after` and the
//!   X-RateLimit-* headers (counted by `rate_limited()`, not a violation). A request into a
//!   bucket before a 429's `retry_after` has passed (or into any route but interaction answers
//!   after a global 429) is answered 429 again AND is a violation: Discord counts it as an
//!   invalid request, and 10,000 of those in 10 minutes ban the bot's IP. More than 50
//!   requests in one second (interaction answers apart: Discord's global limit) is answered
//!   429 with `global: true` and is a violation too.
//! - Guild command registration for a guild the bot is not in, or any with
//!   `refuse_command_registration`.
//! - Gateway (gateway.mdx, opcodes-and-status-codes.mdx): IDENTIFY with a wrong token (close
//!   4004), with a `shard` that is not `[shard_id, num_shards]` with `shard_id < num_shards`
//!   (close 4010), or as a shard that would hold more than 2500 guilds (close 4011); an
//!   IDENTIFY less than 5 s after the last session start in its `max_concurrency` bucket (1:
//!   every shard, every process of the bot) gets Invalid Session (op 9, `d: false`). All but
//!   4004 are violations.
//!
//! # Shards and guilds
//! A guild's events and interactions go only to the sessions identified as the shard that
//! owns it (`shard_id = (guild_id >> 22) % num_shards`), events without a guild to shard 0;
//! every session of a shard gets them. What a shard misses while none of its sessions is
//! connected waits for its RESUME; an IDENTIFY of that shard drops it.
//!
//! # Use
//! ```ignore
//! mod fake_discord;
//! use fake_discord::{perm, FakeDiscord, Opt};
//!
//! let fake = FakeDiscord::start().await;
//! // Bot config: HttpBuilder::new(token).proxy(fake.api_url()).ratelimiter_disabled(true),
//! // poise FrameworkOptions { initialize_owners: false, .. } (or let it call /oauth2/applications/@me).
//! std::env::set_var("DISCORD_API_URL", fake.api_url());      // or pass it to your bot's config
//! fake.wait_ready(Duration::from_secs(10)).await;             // gateway identified (READY sent)
//! fake.wait_commands(1, Duration::from_secs(10)).await;        // commands registered
//! let [ada, bea, ..] = &fake.users()[..] else { unreachable!() }; // Ada, Bea, Cy, Dee, then hostile names
//! fake.hostile_users();                                        // Mallory, Trent, Oscar: 32-char nicks with markdown/@everyone/<@&role>
//! fake.roles();                                                // the mentionable "Catan Players" role
//! let h = fake.slash(&ada, "catan", "new", &[("players", Opt::Int(3))]);
//! let r = h.response().await;                                  // panics after 10 s without one
//! assert_eq!(r.kind, 4); assert!(!r.ephemeral);
//! let msg = h.message().await;                                 // the response message, edits applied
//! let join = msg.button("Join").unwrap();                      // custom_id of the button labelled Join
//! let r2 = fake.click(&bea, &msg, &join).response().await;     // kinds 4,5,6,7,8,9
//! fake.select(&ada, &msg, "pick", &["2"]);                     // panics on values the menu would not send
//! fake.submit_modal(&ada, "form", &[("word", "x")]);           // only a modal the bot showed ada; carries its message
//! let choices = fake.autocomplete(&ada, "catan", "build", &[("what", Opt::Str("road".into()))], "at", "1").await;
//! fake.messages(fake.channel().id);                            // every message in a channel (incl. ephemeral, see visible_to)
//! fake.wait_message(channel, |m| m.content.contains("rolled"), timeout).await;
//! msg.allowed_mentions;                                        // as the bot sent it (None: never sent)
//! fake.notifications(ada.id);                                  // Vec<Notification>: new messages that pinged ada
//! fake.advance_clock(Duration::from_secs(15 * 60));            // expire tokens / pass rate windows without sleeping
//! fake.set_bot_permissions(channel, perm::VIEW_CHANNEL | perm::SEND_MESSAGES);
//! fake.channel_named("read-only");                             // also "no-files", "no-threads"
//! fake.threads(); fake.use_channel(thread_id);                 // threads the bot made; act in one
//! fake.set_rate_limits(false); fake.rate_limited();            // per-channel limits (on by default); 429s served
//! fake.fail_next("POST", "/messages", 503, 2);                 // injected 5xx, not violations
//! fake.fail_after_next("POST", "/callback", 503, 1);          // 5xx after acting; an unchanged retry of an answer gets 40060, not a violation
//! fake.redeliver(&h); fake.replay_after_resume(&h);           // the same interaction delivered again
//! fake.rate_limit_next("PATCH", "/messages/", Duration::from_millis(2_500), false); // a 429; early retries are violations
//! fake.request_times();                                        // (ms, "METHOD /path") of every request
//! let a = fake.spawn_bot_tagged(&db, &[], "a"); fake.requests_from("a"); // tell processes apart
//! let h = fake.click_during_outage(&bea, &msg, &join, Duration::from_secs(5)); // replayed after RESUME, too old
//! fake.queue_for_resume("CHANNEL_UPDATE", json!({..}));        // any event for the next RESUME
//! fake.refuse_command_registration(true);                      // registration answers 403 / 50001
//! fake.assert_no_violations();                                 // refusals, spec violations, unknown routes
//! fake.take_violations();                                      // the list, cleared (for tests that provoke some)
//! fake.assert_response_times();                                // prints p50/p99, fails on any >= 3 s or unanswered
//! // Load runs: one user and one channel per table, commands from a given channel, and
//! // uploads not kept whole in memory.
//! let fake = FakeDiscord::start_with_players(200).await;       // + "Player 1".."Player 200": fake.players()
//! let tables = fake.add_channels("table", 200);                // channels where the bot may do anything
//! fake.slash_in(tables[0].id, &fake.players()[0], "catan", "new", &[]);
//! fake.keep_file_bytes(false);                                 // uploads keep their first 8 bytes
//! // Several guilds and shards.
//! let fake = FakeDiscord::start_with_guilds(12).await;         // "Catan Club" + "Catan Club 2".."12"
//! let g = fake.guilds()[1].id; shard_of(g, 6);                 // (g >> 22) % 6; 12 guilds cover 6 and 8 shards
//! let ch = fake.guild_channel(g);                              // "general-2": the bot may do anything there
//! fake.slash_in(ch.id, &ada, "catan", "new", &[]);             // carries guild_id g; reaches g's shard only
//! fake.guild_of(ch.id); fake.guild_channels(g); fake.add_channels_in(g, "table", 3);
//! fake.set_recommended_shards(6);                              // GET /gateway/bot "shards"
//! fake.identifies();                                           // Vec<Identify { at_ms, shard, started }>
//! fake.live_shards(); fake.drop_shard(1, 6, 4000);             // sessions' [shard_id, num_shards]; close one shard
//! ```
//! Serenity facts this relies on (0.12.5): REST URLs are `https://discord.com/api/v10/...` with the
//! host replaced by the proxy, so the fake serves `/api/v10/...`; the client asks
//! `GET /api/v10/gateway` for the websocket URL and connects to `{url}?v=10` (plain `ws://` works,
//! JSON text frames; `compress: true` in IDENTIFY only means payloads *may* be zlib'd, the fake
//! sends text); the interaction callback answers 204 with no body. With `DISCORD_API_URL` set
//! the product disables serenity's rate limiter, so a 429 or 5xx reaches the bot's own code.

#![allow(dead_code)]

pub mod payloads;
pub mod rules;
pub mod schema;
mod server;

pub use payloads::{shard_of, FakeChannel, FakeGuild, FakeRole, FakeUser};
pub use rules::perm;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, watch};

/// Discord's EPHEMERAL message flag.
pub const EPHEMERAL: u64 = 64;
/// How long `response()` / `message()` wait before failing the test.
pub const WAIT: Duration = Duration::from_secs(10);
/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake is `(ms - this) << 22 | …`.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
/// An interaction's first response must come within this time of its creation.
pub const INITIAL_RESPONSE_WINDOW: Duration = Duration::from_secs(3);
/// An interaction token (follow-ups, webhook edits) lives this long.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// Discord's global limit: this many requests per second per bot (interaction answers apart).
pub const GLOBAL_LIMIT: usize = 50;
/// Per-channel rate limit: this many new messages (and, separately, edits) …
pub const RATE_LIMIT: u32 = 5;
/// … per this window.
pub const RATE_WINDOW: Duration = Duration::from_secs(5);
/// How many times faster than Discord's the rate windows of [`FakeDiscord::start_fast`] pass.
pub const FAST_RATE_SCALE: u32 = 20;

/// Discord's `session_start_limit`: this many IDENTIFYs a day (gateway.mdx, "Identifying":
/// "Clients are limited to 1000 `IDENTIFY` calls to the websocket in a 24-hour period")…
pub const SESSION_START_TOTAL: u64 = 1000;
/// … and this many per [`IDENTIFY_WINDOW`] in each rate-limit bucket (`max_concurrency`, 1
/// for every bot that was not moved to large bot sharding).
pub const MAX_CONCURRENCY: u64 = 1;
/// The window of `max_concurrency` (gateway.mdx, "Session Start Limit Object": "Number of
/// identify requests allowed per 5 seconds"), on the fake's clock; like the rate windows, it
/// passes as many times faster as they do ([`FakeDiscord::set_rate_scale`], `identify_window`).
pub const IDENTIFY_WINDOW: Duration = Duration::from_secs(5);
/// A session that would handle more guilds than this is closed with 4011 (gateway.mdx,
/// "Sharding": "Each shard can only support a maximum of 2500 guilds").
pub const MAX_GUILDS_PER_SHARD: usize = 2500;

/// Where the ids of `start_with_players`' members and of `add_channels`' channels start,
/// above the fixed world's ids.
const PLAYER_IDS: u64 = 10_000;
const ADDED_CHANNEL_IDS: u64 = 1_000_000;

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

/// The write lock of the bot's database, held as another writer would hold it: the bot's
/// writes wait out their busy timeout and fail; its reads go on.
pub struct DbLock(sqlx::SqliteConnection);

impl DbLock {
    pub async fn take(db: &str) -> DbLock {
        use sqlx::Connection;
        let mut conn = sqlx::SqliteConnection::connect(db)
            .await
            .expect("open the bot's database");
        sqlx::query("BEGIN IMMEDIATE")
            .execute(&mut conn)
            .await
            .expect("take the write lock");
        DbLock(conn)
    }

    /// Gives the lock back at once (not when the connection happens to close).
    pub async fn release(mut self) {
        sqlx::query("ROLLBACK")
            .execute(&mut self.0)
            .await
            .expect("give the write lock back");
    }
}

/// The Unix time in milliseconds that a snowflake encodes.
pub fn snowflake_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

pub(crate) struct Inner {
    pub api_url: String,
    pub gateway_url: String,
    pub app_id: u64,
    pub bot: FakeUser,
    /// The first guild ("Catan Club"), the one `DISCORD_GUILD_ID` names.
    pub guild_id: u64,
    /// Every guild, the first one first.
    pub guilds: Vec<FakeGuild>,
    /// The guild of each channel and thread. Apart from `state` (and never held while taking
    /// it) so that message JSON can name its guild wherever it is built.
    pub channel_guilds: RwLock<HashMap<u64, u64>>,
    /// Each guild's language where it is not "en-US" (`preferred_locale`, and the
    /// `guild_locale` of its interactions).
    pub guild_locales: RwLock<HashMap<u64, &'static str>>,
    pub users: Vec<FakeUser>,
    pub roles: Vec<FakeRole>,
    pub current_channel: AtomicU64,
    /// Low bits of the next snowflake.
    pub next_id: AtomicU64,
    /// How far the fake's clock is ahead of the real one, in milliseconds.
    pub clock_offset_ms: AtomicU64,
    pub state: Mutex<State>,
    pub changed: watch::Sender<u64>,
    pub sessions: Mutex<Vec<Session>>,
    /// Whether any gateway session ever identified (a shard without a session since is a
    /// bot process gone, not a test that forgot `wait_ready`).
    pub ever_connected: AtomicBool,
    /// Uploaded files keep only their first bytes (`keep_file_bytes(false)`).
    pub drop_file_bytes: AtomicBool,
}

impl Inner {
    /// The guild a channel or thread is in (the first guild for an id the fake never made).
    /// The guild's language (`preferred_locale`), as a Discord locale.
    pub fn guild_locale(&self, guild: u64) -> &'static str {
        self.guild_locales
            .read()
            .unwrap()
            .get(&guild)
            .copied()
            .unwrap_or("en-US")
    }

    pub fn guild_of(&self, channel: u64) -> u64 {
        self.channel_guilds
            .read()
            .unwrap()
            .get(&channel)
            .copied()
            .unwrap_or(self.guild_id)
    }

    /// Puts a new channel or thread in `guild`.
    pub fn place_channel(&self, channel: u64, guild: u64) {
        self.channel_guilds.write().unwrap().insert(channel, guild);
    }

    pub fn is_guild(&self, id: u64) -> bool {
        self.guilds.iter().any(|g| g.id == id)
    }
}

/// A live gateway connection that identified (or resumed) as `shard`.
pub(crate) struct Session {
    /// [shard_id, num_shards].
    pub shard: [u64; 2],
    pub tx: mpsc::UnboundedSender<GatewayCommand>,
    /// The tag of the bot process it belongs to (`spawn_bot_tagged`), if any.
    pub tag: Option<String>,
    /// Its session id (READY's `session_id`, or the one a RESUME named).
    pub id: String,
}

/// The guild a dispatch (or command) is about: its `guild_id`; `None` for DMs and the like.
pub(crate) fn guild_id_in(data: &Value) -> Option<u64> {
    data["guild_id"].as_str().and_then(|g| g.parse().ok())
}

/// Whether a session identified as `shard` gets an event of `guild`: a guild's events go to
/// the shard of the sharding formula, and "Gateway events that do not contain a `guild_id`
/// will only be sent to the first shard (`shard_id: 0`)" (gateway.mdx, "Sharding").
pub(crate) fn routes_to(guild: Option<u64>, shard: [u64; 2]) -> bool {
    match guild {
        Some(g) => shard_of(g, shard[1]) == shard[0],
        None => shard[0] == 0,
    }
}

/// The rate-limit bucket of a shard's IDENTIFYs (gateway.mdx, "Max Concurrency":
/// `rate_limit_key = shard_id % max_concurrency`).
pub fn rate_limit_key(shard_id: u64, max_concurrency: u64) -> u64 {
    shard_id % max_concurrency.max(1)
}

/// One IDENTIFY the gateway received with a valid token and shard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identify {
    /// When, in milliseconds on the fake's clock.
    pub at_ms: u64,
    /// [shard_id, num_shards] (`[0, 1]` when the IDENTIFY had no `shard`).
    pub shard: [u64; 2],
    /// Whether it started a session (READY); false when refused (rate limit, 4011).
    pub started: bool,
}

/// What the gateway task for one connection is told to do.
pub(crate) enum GatewayCommand {
    Dispatch(&'static str, Value),
    Close(u16),
    /// Invalid Session (op 9) with `d: false`: the session is over, and the client must
    /// identify anew.
    Invalidate,
}

/// A `fail_next` order: answer matching requests with a server error.
#[derive(Clone, Debug)]
pub(crate) struct Failure {
    pub method: String,
    pub path_contains: String,
    pub status: u16,
    pub remaining: usize,
    /// Served after the request was acted on (`fail_after_next`).
    pub after: bool,
}

/// A rate-limit bucket: requests counted in the window that started at `start_ms`; after a
/// 429, limited until `limited_until_ms` (the 429's `retry_after`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Bucket {
    pub start_ms: u64,
    pub count: u32,
    pub limited_until_ms: u64,
}

/// A `rate_limit_next` order: answer the next matching request 429 with this `retry_after`.
#[derive(Clone, Debug)]
pub(crate) struct Limit {
    pub method: String,
    pub path_contains: String,
    pub retry_after: Duration,
    pub global: bool,
}

/// A modal the bot showed a user, waiting to be submitted.
#[derive(Clone, Debug)]
pub(crate) struct OpenModal {
    pub user_id: u64,
    pub channel_id: u64,
    pub source_message: Option<u64>,
    pub data: Value,
}

/// Everything the fake has seen.
#[derive(Default)]
pub(crate) struct State {
    /// Text channels and threads.
    pub channels: Vec<FakeChannel>,
    /// The bot's permission bits per channel (a thread without an entry takes its parent's).
    pub bot_permissions: HashMap<u64, u64>,
    pub messages: Vec<Message>,
    pub interactions: Vec<InteractionRec>,
    pub global_commands: Vec<Value>,
    pub guild_commands: Vec<Value>,
    pub violations: Vec<String>,
    pub requests: Vec<String>,
    pub ready_count: u32,
    pub resume_count: u32,
    /// Creates answered with the message made earlier under the same nonce
    /// (`enforce_nonce`): a retry of a post that reached Discord.
    pub nonce_repeats: u32,
    /// Answers to `GET …/messages/@original` wait this long (a slow Discord).
    pub slow_original: Option<std::time::Duration>,
    /// Answers to posting a message (in a channel or as a follow-up) wait this long after
    /// the message is already there for users to see and click.
    pub slow_posts: Option<std::time::Duration>,
    /// DELETEs and PATCHes of channel messages the bot had already deleted (404, harmless).
    pub requests_on_deleted: usize,
    /// (user id, notification), in the order they happened.
    pub notifications: Vec<(u64, Notification)>,
    pub rate_limits_off: bool,
    /// Discord's rate windows pass this many times faster (0 and 1: as Discord's).
    pub rate_scale: u64,
    pub buckets: HashMap<(u64, &'static str), Bucket>,
    pub rate_limited: usize,
    /// Injected 429s still to serve.
    pub limits: Vec<Limit>,
    /// After a global 429: no request but interaction answers until then.
    pub global_limited_until_ms: u64,
    /// (ms, tag, "METHOD /path") of each request from a bot started with `spawn_bot_tagged`.
    pub tagged_requests: Vec<(u64, String, String)>,
    /// When the requests of the last second that count against the global limit came.
    pub global_window: std::collections::VecDeque<u64>,
    /// (when on the fake's clock, "METHOD /path") of every request that reached Discord.
    pub request_times: Vec<(u64, String)>,
    pub failures: Vec<Failure>,
    /// "STATUS METHOD /path" of every injected server error served.
    pub failures_served: Vec<String>,
    /// Dispatches (and the interaction each carries) held for the next RESUME of the shard
    /// their guild routes to (see [`routes_to`]): queued by hand, or sent while no session of
    /// that shard was connected.
    pub resume_queue: Vec<(&'static str, Value, Option<u64>)>,
    /// The INTERACTION_CREATE payload of each injected interaction (for `redeliver`).
    pub interaction_payloads: HashMap<u64, Value>,
    /// Users who do not take direct messages from the bot (Discord answers 50007).
    pub dms_closed: Vec<u64>,
    /// Interaction answers taken and then answered 5xx (`fail_after_next`), by interaction:
    /// the body, whose identical retry gets 40060 without counting as a violation.
    pub answers_failed_after: HashMap<u64, Value>,
    /// Intents each gateway session identified with, by session id.
    pub session_intents: HashMap<String, u64>,
    /// The [shard_id, num_shards] each gateway session identified as, by session id.
    pub session_shards: HashMap<String, [u64; 2]>,
    /// Every IDENTIFY with a valid token and shard, in order.
    pub identifies: Vec<Identify>,
    /// `shards` of `GET /gateway/bot` (0 is taken as 1).
    pub recommended_shards: u64,
    pub open_modals: Vec<OpenModal>,
    pub refuse_commands: bool,
    /// Where each message / interaction is in `messages` / `interactions`, by id (and by
    /// token), so that lookups stay quick with many tables; kept by `push_message` and
    /// `push_interaction` (a lookup the index misses falls back to a scan).
    pub message_index: HashMap<u64, usize>,
    pub interaction_index: HashMap<u64, usize>,
    pub token_index: HashMap<String, usize>,
    /// Where each channel's messages are in `messages`, oldest first.
    pub channel_index: HashMap<u64, Vec<usize>>,
    /// Channels made by `add_channels` so far.
    pub added_channels: u64,
    /// Every text the bot sent (see [`FakeDiscord::said`]).
    pub said: Vec<Said>,
}

/// One text the bot sent for people to read: a message's content, an embed's text, a
/// button's label, a select's placeholder or option, a modal's title or field.
#[derive(Clone, Debug)]
pub struct Said {
    pub channel: u64,
    /// The user an interaction answer went to (None: a message posted or edited by REST,
    /// follow-ups and edits of an answer included).
    pub to: Option<u64>,
    pub text: String,
}

/// The texts of a message or modal body, as people read them.
fn texts_of(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                match (k.as_str(), x) {
                    // Ids, urls and file names are not read by people.
                    ("custom_id" | "url" | "filename" | "value" | "id" | "emoji", _) => {}
                    (
                        "content" | "label" | "placeholder" | "title" | "description" | "name",
                        Value::String(s),
                    ) if !s.is_empty() => out.push(s.clone()),
                    _ => texts_of(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| texts_of(x, out)),
        _ => {}
    }
}

impl State {
    /// The per-channel window and the global one (a second), at this fake's rate scale.
    pub fn rate_windows_ms(&self) -> (u64, u64) {
        let k = self.rate_scale.max(1);
        (RATE_WINDOW.as_millis() as u64 / k, 1_000 / k)
    }
}

/// A notification a user got: a new, non-ephemeral message that mentions them (or a role of
/// theirs, or @everyone/@here) and that its `allowed_mentions` and the bot's permissions let
/// ping them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notification {
    pub message_id: u64,
    pub channel_id: u64,
    pub content: String,
    /// "user", "role <id>", "everyone" or "reply".
    pub reason: String,
}

/// A file attached to a message.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
    /// The uploaded size (`bytes` may hold only the start: `keep_file_bytes`).
    pub size: usize,
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
    /// What each applied edit left: (content, whether it had components), oldest first.
    pub history: Vec<(String, bool)>,
    pub deleted: bool,
    /// The interaction this message answers (response, deferred response or follow-up).
    pub interaction_id: Option<u64>,
    /// `Some(user)` for an ephemeral message: only that user sees it.
    pub visible_to: Option<u64>,
    /// A deferred ("thinking…") response not yet filled.
    pub deferred: bool,
    /// The `allowed_mentions` sent when the message was created (or by its latest edit that
    /// set one); `None` when never sent.
    pub allowed_mentions: Option<Value>,
    /// The message this one replies to (`message_reference`).
    pub reply_to: Option<u64>,
    /// The `nonce` it was created with (a string; an integer as its digits).
    pub nonce: Option<String>,
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
            "guild_id": fake.guild_of(self.channel_id).to_string(),
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
                "size": a.size,
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
            history: vec![],
            deleted: false,
            interaction_id: None,
            visible_to: None,
            deferred: false,
            allowed_mentions: None,
            reply_to: None,
            nonce: None,
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
    /// What was used: a component's or a form's custom id, a command's name.
    pub what: String,
    pub injected: Instant,
    /// When the user acted, on the fake's clock (the id's snowflake time).
    pub created: SystemTime,
    /// When the gateway delivered it to the bot, on the fake's clock (later than `created`
    /// for an interaction replayed after a RESUME).
    pub delivered: Option<SystemTime>,
    /// The first response (recorded even when Discord refused it as too late).
    pub response: Option<Response>,
    /// Discord accepted an initial response: the token now takes follow-ups.
    pub acknowledged: bool,
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

    /// How a deferred answer ended: the message its "thinking…" became, or `None` when the
    /// bot took the "thinking…" away (a move with nothing private to say: the table shows
    /// it). Panics if it is still thinking after [`WAIT`].
    pub async fn settled(&self) -> Option<Message> {
        let id = self.id;
        self.fake
            .wait_until(WAIT, move |s| {
                let rec = s.interaction(id)?;
                let m = s.message(rec.original?)?;
                match (m.deleted, m.deferred) {
                    (true, _) => Some(None),
                    (false, false) => Some(Some(m.clone())),
                    (false, true) => None,
                }
            })
            .await
            .unwrap_or_else(|| panic!("interaction {} still thinking after {WAIT:?}", self.id))
    }

    /// The answer of a move with nothing private to say: its "thinking…" is taken away.
    pub async fn quietly_done(&self) {
        if let Some(m) = self.settled().await {
            panic!("a private copy of what the table shows: {:?}", m.content);
        }
    }

    /// The public message a command answered with: its first answer (kind 4), or the public
    /// "thinking…" (kind 5) it replaced (`/catan new` when the store is slow to take the
    /// lobby).
    pub async fn public_answer(&self) -> Message {
        let r = self.response().await;
        assert!(
            matches!(r.kind, 4 | 5) && !r.ephemeral,
            "not a public answer: {r:?}"
        );
        self.message().await
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

impl InteractionRec {
    /// Delivered to the bot (after a RESUME) already past the 3 s window for a first response.
    pub fn dead_on_arrival(&self) -> bool {
        self.delivered
            .and_then(|d| d.duration_since(self.created).ok())
            .is_some_and(|age| age >= INITIAL_RESPONSE_WINDOW)
    }
}

impl State {
    fn interaction_at(&self, id: u64) -> Option<usize> {
        self.interaction_index
            .get(&id)
            .copied()
            .filter(|&i| self.interactions.get(i).is_some_and(|r| r.id == id))
            .or_else(|| self.interactions.iter().position(|r| r.id == id))
    }
    fn message_at(&self, id: u64) -> Option<usize> {
        self.message_index
            .get(&id)
            .copied()
            .filter(|&i| self.messages.get(i).is_some_and(|m| m.id == id))
            .or_else(|| self.messages.iter().position(|m| m.id == id))
    }
    pub fn interaction(&self, id: u64) -> Option<&InteractionRec> {
        self.interaction_at(id).map(|i| &self.interactions[i])
    }
    pub fn interaction_mut(&mut self, id: u64) -> Option<&mut InteractionRec> {
        self.interaction_at(id).map(|i| &mut self.interactions[i])
    }
    pub fn interaction_by_token(&mut self, token: &str) -> Option<&mut InteractionRec> {
        let at = self
            .token_index
            .get(token)
            .copied()
            .filter(|&i| self.interactions.get(i).is_some_and(|r| r.token == token))
            .or_else(|| self.interactions.iter().position(|r| r.token == token));
        at.map(|i| &mut self.interactions[i])
    }
    pub fn message(&self, id: u64) -> Option<&Message> {
        self.message_at(id).map(|i| &self.messages[i])
    }
    pub fn message_mut(&mut self, id: u64) -> Option<&mut Message> {
        self.message_at(id).map(|i| &mut self.messages[i])
    }
    /// Stores a new message (indexed by id).
    pub fn push_message(&mut self, m: Message) {
        self.message_index.insert(m.id, self.messages.len());
        self.channel_index
            .entry(m.channel_id)
            .or_default()
            .push(self.messages.len());
        self.messages.push(m);
    }
    /// The bot's message in `channel` created with `nonce` at or after `since_ms` (the
    /// fake's clock), the newest first: what a create with `enforce_nonce` returns.
    pub fn message_with_nonce(&self, channel: u64, nonce: &str, since_ms: u64) -> Option<&Message> {
        self.channel_index
            .get(&channel)?
            .iter()
            .rev()
            .find_map(|&i| {
                let m = &self.messages[i];
                (m.nonce.as_deref() == Some(nonce) && !m.deleted && snowflake_ms(m.id) >= since_ms)
                    .then_some(m)
            })
    }
    /// Records a new interaction (indexed by id and token).
    pub fn push_interaction(&mut self, r: InteractionRec) {
        self.interaction_index.insert(r.id, self.interactions.len());
        self.token_index
            .insert(r.token.clone(), self.interactions.len());
        self.interactions.push(r);
    }
    pub fn channel(&self, id: u64) -> Option<&FakeChannel> {
        self.channels.iter().find(|c| c.id == id)
    }
    /// The bot's bits in a channel; a thread without its own entry takes its parent's.
    pub fn bot_permissions_in(&self, id: u64) -> u64 {
        if let Some(bits) = self.bot_permissions.get(&id) {
            return *bits;
        }
        match self.channel(id).and_then(|c| c.parent_id) {
            Some(parent) => self.bot_permissions_in(parent),
            None => 0,
        }
    }
}

/// `n` guilds (at least one): "Catan Club" with id `first`, then "Catan Club 2"…, each one
/// step of the sharding formula after the last: `id >> 22` takes consecutive values, so the
/// guilds fall on consecutive shards of any count (12 guilds cover all 6 shards of 6 and all
/// 8 of 8). The step is 2^22, far above the ids of the first guild's members and channels.
fn world_guilds(first: u64, n: usize) -> Vec<FakeGuild> {
    (0..n.max(1) as u64)
        .map(|i| FakeGuild {
            id: first + (i << 22),
            name: match i {
                0 => "Catan Club".to_owned(),
                _ => format!("Catan Club {}", i + 1),
            },
        })
        .collect()
}

impl FakeDiscord {
    /// Starts REST + gateway on random 127.0.0.1 ports with a world of one guild
    /// ("Catan Club"): channels #general, #games, #lobby (the bot may do anything there),
    /// #read-only (the bot may read but not send), #no-files (no Attach Files / Embed Links),
    /// #no-threads (no Create Public/Private Threads); members Ada, Bea, Cy, Dee (Dee
    /// moderates) and three users with hostile 32-character nicknames (see [`hostile_users`]);
    /// a mentionable role "Catan Players" (Ada, Bea and the hostile users have it).
    ///
    /// [`hostile_users`]: FakeDiscord::hostile_users
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with_players(0).await
    }

    /// [`start`](Self::start), with Discord's rate limits enforced over windows
    /// [`FAST_RATE_SCALE`] times shorter (and the bots it spawns pacing themselves to match):
    /// for whole games, which Discord's own pace would stretch over minutes.
    pub async fn start_fast() -> FakeDiscord {
        let fake = FakeDiscord::start().await;
        fake.set_rate_scale(FAST_RATE_SCALE);
        fake
    }

    /// [`start`](Self::start) with `n` more plain members, "Player 1" … "Player n" (no
    /// roles, no nickname), listed by [`players`](Self::players) and after the others in
    /// [`users`](Self::users): for load runs that need one user per table.
    pub async fn start_with_players(n: usize) -> FakeDiscord {
        FakeDiscord::launch(n, 1).await
    }

    /// [`start`](Self::start) with `n` guilds (at least one): "Catan Club" as always, then
    /// "Catan Club 2" … "Catan Club n", each with the same members and roles and one text
    /// channel `general-2` … `general-n` where the bot may do anything (as in #general).
    /// Their ids spread over shards by Discord's formula: any `k <= n` shards each own at
    /// least one guild (see [`guilds`](Self::guilds), [`shard_of`]).
    pub async fn start_with_guilds(n: usize) -> FakeDiscord {
        FakeDiscord::launch(0, n).await
    }

    /// [`start_with_players`](Self::start_with_players) and
    /// [`start_with_guilds`](Self::start_with_guilds) at once: `n` more members, `guilds`
    /// guilds.
    #[allow(dead_code)]
    pub async fn start_with_players_and_guilds(n: usize, guilds: usize) -> FakeDiscord {
        FakeDiscord::launch(n, guilds).await
    }

    async fn launch(n: usize, guild_count: usize) -> FakeDiscord {
        // Parse the spec up front (once per binary) so the first request is not slow.
        let _ = schema::spec();
        let api = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind REST");
        let gw = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let base = 1_300_000_000_000_000_000u64;
        let role = FakeRole {
            id: base + 300,
            name: "Catan Players".into(),
            mentionable: true,
        };
        let plain = |i: u64, name: &str, roles: Vec<u64>| FakeUser {
            id: base + 100 + i,
            name: name.to_owned(),
            bot: false,
            // Dee moderates the guild; the others are plain members.
            moderator: name == "Dee",
            global_name: None,
            nick: None,
            roles,
            locale: "en-US",
        };
        let mut users = vec![
            plain(0, "Ada", vec![role.id]),
            plain(1, "Bea", vec![role.id]),
            plain(2, "Cy", vec![]),
            plain(3, "Dee", vec![]),
        ];
        // Nicknames as hostile as Discord allows: 32 characters of markdown and mentions.
        let ada = users[0].id;
        let hostile = [
            (
                "Mallory",
                format!("**@here**<@&{}>", role.id),
                "# @everyone ~~gone~~",
            ),
            (
                "Trent",
                "**@everyone**__~~x~~__ `y` ||z||".to_owned(),
                "<@&1> *Trent* `@here`",
            ),
            (
                "Oscar",
                format!("@everyone <@{ada}>"),
                "> **Oscar** _@here_",
            ),
        ];
        for (i, (name, nick, global)) in hostile.into_iter().enumerate() {
            assert_eq!(
                nick.chars().count(),
                32,
                "{nick:?} is Discord's longest nickname"
            );
            let mut u = plain(4 + i as u64, name, vec![role.id]);
            u.nick = Some(nick);
            u.global_name = Some(global.to_owned());
            users.push(u);
        }
        for i in 0..n as u64 {
            users.push(FakeUser {
                id: base + PLAYER_IDS + i,
                ..plain(0, &format!("Player {}", i + 1), vec![])
            });
        }
        let channel = |i: u64, name: &str| FakeChannel {
            id: base + 200 + i,
            name: name.to_owned(),
            kind: 0,
            parent_id: None,
            members: vec![],
        };
        let mut channels = vec![
            channel(0, "general"),
            channel(1, "games"),
            channel(2, "lobby"),
            channel(3, "read-only"),
            channel(4, "no-files"),
            channel(5, "no-threads"),
        ];
        let guilds = world_guilds(base + 10, guild_count);
        let mut channel_guilds: HashMap<u64, u64> =
            channels.iter().map(|c| (c.id, guilds[0].id)).collect();
        for (i, g) in guilds.iter().enumerate().skip(1) {
            let c = FakeChannel {
                id: g.id + 200,
                name: format!("general-{}", i + 1),
                ..channel(0, "")
            };
            channel_guilds.insert(c.id, g.id);
            channels.push(c);
        }
        use perm::*;
        let everything_but = |missing: u64| ALL & !ADMINISTRATOR & !missing;
        // Everything, as in #general, unless taken away below.
        let mut bot_permissions: HashMap<u64, u64> = channels.iter().map(|c| (c.id, ALL)).collect();
        bot_permissions.insert(
            channels[3].id,
            everything_but(SEND_MESSAGES | SEND_MESSAGES_IN_THREADS),
        );
        bot_permissions.insert(channels[4].id, everything_but(ATTACH_FILES | EMBED_LINKS));
        bot_permissions.insert(
            channels[5].id,
            everything_but(CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS),
        );
        let state = State {
            channels,
            bot_permissions,
            ..State::default()
        };
        let inner = Arc::new(Inner {
            api_url: format!("http://{}", api.local_addr().unwrap()),
            gateway_url: format!("ws://{}", gw.local_addr().unwrap()),
            app_id: base + 1,
            bot: FakeUser {
                id: base + 1,
                name: "Catan".into(),
                bot: true,
                moderator: false,
                global_name: None,
                nick: None,
                roles: vec![],
                locale: "en-US",
            },
            guild_id: guilds[0].id,
            guilds,
            channel_guilds: RwLock::new(channel_guilds),
            guild_locales: RwLock::new(HashMap::new()),
            current_channel: AtomicU64::new(base + 200),
            users,
            roles: vec![role],
            next_id: AtomicU64::new(0),
            clock_offset_ms: AtomicU64::new(0),
            state: Mutex::new(state),
            changed: watch::channel(0).0,
            sessions: Mutex::new(Vec::new()),
            ever_connected: AtomicBool::new(false),
            drop_file_bytes: AtomicBool::new(false),
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
    /// The first guild's id ("Catan Club", the one `spawn_bot` passes as `DISCORD_GUILD_ID`).
    pub fn guild_id(&self) -> u64 {
        self.inner.guild_id
    }
    /// Every guild, the first one first (one unless started by
    /// [`start_with_guilds`](Self::start_with_guilds)).
    pub fn guilds(&self) -> Vec<FakeGuild> {
        self.inner.guilds.clone()
    }
    /// The guild a channel or thread is in.
    pub fn guild_of(&self, channel: u64) -> u64 {
        self.inner.guild_of(channel)
    }
    /// Sets a guild's language (its `preferred_locale`, which Discord sends with every
    /// interaction in it as `guild_locale`), e.g. "de".
    pub fn set_guild_locale(&self, guild: u64, locale: &'static str) {
        assert!(self.inner.is_guild(guild), "unknown guild {guild}");
        assert!(
            schema::spec().locales().contains(&locale),
            "{locale} is not one of Discord's locales"
        );
        self.inner
            .guild_locales
            .write()
            .unwrap()
            .insert(guild, locale);
    }
    /// A guild's text channels (threads apart), oldest first.
    pub fn guild_channels(&self, guild: u64) -> Vec<FakeChannel> {
        assert!(self.inner.is_guild(guild), "unknown guild {guild}");
        self.with_state(|s| {
            s.channels
                .iter()
                .filter(|c| !c.is_thread() && self.inner.guild_of(c.id) == guild)
                .cloned()
                .collect()
        })
    }
    /// A guild's first text channel (#general, `general-2`, …): where a test acts in it.
    pub fn guild_channel(&self, guild: u64) -> FakeChannel {
        self.guild_channels(guild)
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("guild {guild} has no text channel"))
    }
    /// Ada, Bea, Cy, Dee, then the hostile users Mallory, Trent, Oscar.
    pub fn users(&self) -> Vec<FakeUser> {
        self.inner.users.clone()
    }
    /// The users whose nicknames (and global names) are full of markdown and mentions.
    pub fn hostile_users(&self) -> Vec<FakeUser> {
        self.inner.users[4..7].to_vec()
    }
    /// The extra members of [`start_with_players`](Self::start_with_players).
    pub fn players(&self) -> Vec<FakeUser> {
        self.inner.users[7..].to_vec()
    }
    pub fn user(&self, name: &str) -> FakeUser {
        self.inner
            .users
            .iter()
            .find(|u| u.name == name)
            .cloned()
            .unwrap_or_else(|| panic!("no user {name}"))
    }
    /// The guild's roles besides @everyone ("Catan Players").
    pub fn roles(&self) -> Vec<FakeRole> {
        self.inner.roles.clone()
    }
    /// The first guild's text channels (threads: [`threads`](Self::threads); other guilds:
    /// [`guild_channels`](Self::guild_channels)).
    pub fn channels(&self) -> Vec<FakeChannel> {
        self.guild_channels(self.guild_id())
    }
    /// Every thread created so far, oldest first.
    pub fn threads(&self) -> Vec<FakeChannel> {
        self.with_state(|s| {
            s.channels
                .iter()
                .filter(|c| c.is_thread())
                .cloned()
                .collect()
        })
    }
    /// The channel (or thread) with this name.
    pub fn channel_named(&self, name: &str) -> FakeChannel {
        self.with_state(|s| s.channels.iter().find(|c| c.name == name).cloned())
            .unwrap_or_else(|| panic!("no channel {name}"))
    }
    /// The channel new slash commands are sent from (first channel unless changed).
    pub fn channel(&self) -> FakeChannel {
        let id = self.inner.current_channel.load(Ordering::SeqCst);
        self.channel_by_id(id)
    }
    /// Sends later slash commands (and modal submits not tied to a message) from this
    /// channel or thread.
    pub fn use_channel(&self, id: u64) {
        assert!(
            self.with_state(|s| s.channel(id).is_some()),
            "unknown channel {id}"
        );
        self.inner.current_channel.store(id, Ordering::SeqCst);
    }

    /// The bot's permission bits in a channel (a thread inherits its parent's unless set).
    pub fn bot_permissions(&self, channel: u64) -> u64 {
        self.with_state(|s| s.bot_permissions_in(channel))
    }
    /// Sets the bot's permission bits in a channel or thread (see [`perm`]).
    pub fn set_bot_permissions(&self, channel: u64, bits: u64) {
        self.with_state(|s| {
            assert!(s.channel(channel).is_some(), "unknown channel {channel}");
            s.bot_permissions.insert(channel, bits);
        });
    }

    /// Adds `n` text channels, `{prefix}-1`, `{prefix}-2`, … (numbered on across calls),
    /// where the bot may do anything (as in #general); a connected bot is told by
    /// CHANNEL_CREATE. For load runs: one table per channel.
    pub fn add_channels(&self, prefix: &str, n: usize) -> Vec<FakeChannel> {
        self.add_channels_in(self.guild_id(), prefix, n)
    }

    /// [`add_channels`](Self::add_channels) in `guild`.
    pub fn add_channels_in(&self, guild: u64, prefix: &str, n: usize) -> Vec<FakeChannel> {
        assert!(self.inner.is_guild(guild), "unknown guild {guild}");
        let base = self.inner.guild_id - 10 + ADDED_CHANNEL_IDS;
        let made: Vec<FakeChannel> = self.with_state(|s| {
            (0..n)
                .map(|_| {
                    s.added_channels += 1;
                    let c = FakeChannel {
                        id: base + s.added_channels,
                        name: format!("{prefix}-{}", s.added_channels),
                        kind: 0,
                        parent_id: None,
                        members: vec![],
                    };
                    s.bot_permissions.insert(c.id, perm::ALL);
                    self.inner.place_channel(c.id, guild);
                    s.channels.push(c.clone());
                    c
                })
                .collect()
        });
        for c in &made {
            self.dispatch("CHANNEL_CREATE", payloads::channel(c, guild, 0));
        }
        self.inner.changed.send_modify(|v| *v += 1);
        made
    }

    /// With `false`, files the bot uploads keep only their first 8 bytes (a PNG still
    /// starts with its signature; `size` stays the uploaded size), so a long load run does
    /// not hold every board image in memory. Limits are checked on the whole upload first.
    pub fn keep_file_bytes(&self, keep: bool) {
        self.inner.drop_file_bytes.store(!keep, Ordering::Relaxed);
    }

    /// The fake's clock: the real one plus every [`advance_clock`](Self::advance_clock).
    pub fn now(&self) -> SystemTime {
        SystemTime::now() + Duration::from_millis(self.inner.clock_offset_ms.load(Ordering::SeqCst))
    }
    /// Moves the fake's clock forward: interaction deadlines (3 s, 15 min) and rate-limit
    /// windows pass without sleeping. Ids made later encode the moved clock.
    pub fn advance_clock(&self, by: Duration) {
        self.inner
            .clock_offset_ms
            .fetch_add(by.as_millis() as u64, Ordering::SeqCst);
    }

    /// Everyone notified so far, in order, as (user id, notification).
    pub fn all_notifications(&self) -> Vec<(u64, Notification)> {
        self.with_state(|s| s.notifications.clone())
    }
    /// The notifications `user` got, oldest first.
    /// `user` takes no direct message from the bot: posting in their DM channel is refused
    /// with 50007 "Cannot send messages to this user", as Discord does for closed DMs.
    pub fn close_dms(&self, user: u64) {
        self.with_state(|s| s.dms_closed.push(user));
    }

    /// The direct messages the bot sent `user`, oldest first.
    pub fn dms(&self, user: u64) -> Vec<Message> {
        self.with_state(|s| {
            let dm: Vec<u64> = s
                .channels
                .iter()
                .filter(|c| c.kind == 1 && c.members == [user])
                .map(|c| c.id)
                .collect();
            s.messages
                .iter()
                .filter(|m| dm.contains(&m.channel_id))
                .cloned()
                .collect()
        })
    }

    pub fn notifications(&self, user: u64) -> Vec<Notification> {
        self.with_state(|s| {
            s.notifications
                .iter()
                .filter(|(u, _)| *u == user)
                .map(|(_, n)| n.clone())
                .collect()
        })
    }

    /// Turns the per-channel rate limits (5 new messages and 5 edits per 5 s) on or off
    /// (on by default).
    pub fn set_rate_limits(&self, on: bool) {
        self.with_state(|s| s.rate_limits_off = !on);
    }
    /// Discord's limits (5 new messages and 5 edits per channel per 5 s, 50 requests a
    /// second) over windows `k` times shorter, for tests that should not wait on Discord's
    /// pace; bots started afterwards by [`spawn_bot`](Self::spawn_bot) pace themselves to
    /// match (`CATAN_TEST_RATE_SCALE`).
    pub fn set_rate_scale(&self, k: u32) {
        self.with_state(|s| s.rate_scale = u64::from(k.max(1)));
    }
    /// The per-channel window and the global one (a second), as this fake counts them.
    pub fn rate_windows_ms(&self) -> (u64, u64) {
        self.with_state(|s| s.rate_windows_ms())
    }
    /// How many requests were answered 429.
    pub fn rate_limited(&self) -> usize {
        self.with_state(|s| s.rate_limited)
    }

    /// Answers the next request whose method is `method` and whose path contains
    /// `path_contains` with a 429 as Discord sends it (`retry_after` in the JSON body and the
    /// headers; `global: true` for the bot's global limit), without acting on it. The bucket
    /// (or, when global, every route but interaction answers) is limited until `retry_after`
    /// has passed: a request sent into it before then is a violation.
    pub fn rate_limit_next(
        &self,
        method: &str,
        path_contains: &str,
        retry_after: Duration,
        global: bool,
    ) {
        self.with_state(|s| {
            s.limits.push(Limit {
                method: method.to_ascii_uppercase(),
                path_contains: path_contains.to_owned(),
                retry_after,
                global,
            })
        });
    }
    /// When (ms on the fake's clock) and what each request of the bot started with
    /// `spawn_bot_tagged(…, tag)` was, in order.
    pub fn requests_from(&self, tag: &str) -> Vec<(u64, String)> {
        self.with_state(|s| {
            s.tagged_requests
                .iter()
                .filter(|(_, t, _)| t == tag)
                .map(|(ms, _, r)| (*ms, r.clone()))
                .collect()
        })
    }
    /// When (ms on the fake's clock) and what each request to the REST API was, in order.
    pub fn request_times(&self) -> Vec<(u64, String)> {
        self.with_state(|s| s.request_times.clone())
    }

    /// Answers the next `times` requests whose method is `method` and whose path contains
    /// `path_contains` with `status` (500, 502, 503, …) and a Discord-style body, without
    /// acting on them. Served failures are recorded ([`failures_served`](Self::failures_served)),
    /// not counted as violations.
    pub fn fail_next(&self, method: &str, path_contains: &str, status: u16, times: usize) {
        self.inject_failure(method, path_contains, status, times, false);
    }

    /// Like [`fail_next`](Self::fail_next), but Discord acts on the request first (creates
    /// the message, takes the interaction's answer…) and only then answers `status`, as it
    /// sometimes does: a client that tries again meets what the first try did. An
    /// interaction answer tried again unchanged gets 40060 (already answered) without
    /// counting as a violation (the bot could not know); any other second answer is one.
    pub fn fail_after_next(&self, method: &str, path_contains: &str, status: u16, times: usize) {
        self.inject_failure(method, path_contains, status, times, true);
    }

    fn inject_failure(
        &self,
        method: &str,
        path_contains: &str,
        status: u16,
        times: usize,
        after: bool,
    ) {
        assert!(
            (500..600).contains(&status),
            "injected failures are server errors (5xx), not {status}"
        );
        self.with_state(|s| {
            s.failures.push(Failure {
                method: method.to_ascii_uppercase(),
                path_contains: path_contains.to_owned(),
                status,
                remaining: times,
                after,
            })
        });
    }
    /// "STATUS METHOD /path" of every injected failure served so far.
    pub fn failures_served(&self) -> Vec<String> {
        self.with_state(|s| s.failures_served.clone())
    }

    /// Makes every command registration (global or guild) answer 403 Missing Access, as
    /// Discord does when the bot was invited without the `applications.commands` scope.
    pub fn refuse_command_registration(&self, refuse: bool) {
        self.with_state(|s| s.refuse_commands = refuse);
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

    /// Waits until a gateway session identified and got READY + its GUILD_CREATEs.
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

    /// How many times READY / RESUMED were sent (a session counts once it receives its
    /// shard's events).
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
    /// The newest `n` messages everyone in `channel` sees (not deleted), oldest first; quick
    /// however many channels and messages there are.
    pub fn last_public_messages(&self, channel: u64, n: usize) -> Vec<Message> {
        self.with_state(|s| {
            let mut out: Vec<Message> = s
                .channel_index
                .get(&channel)
                .into_iter()
                .flatten()
                .rev()
                .map(|&i| &s.messages[i])
                .filter(|m| m.visible_to.is_none() && !m.deleted)
                .take(n)
                .cloned()
                .collect();
            out.reverse();
            out
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
    /// The violations recorded so far, clearing the list (for a test that provokes some).
    pub fn take_violations(&self) -> Vec<String> {
        self.with_state(|s| std::mem::take(&mut s.violations))
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

    /// Notes the texts of a message or modal body the bot sent in `channel` (`to`: the user
    /// an interaction answer went to).
    pub(crate) fn note_said(&self, channel: u64, to: Option<u64>, body: &Value) {
        let mut texts = Vec::new();
        texts_of(body, &mut texts);
        self.with_state(|s| {
            s.said
                .extend(texts.into_iter().map(|text| Said { channel, to, text }))
        });
    }

    /// Every text the bot sent in `channel` for people to read, in order: each message's
    /// content and each edit of it, embeds, button labels, select placeholders and options,
    /// modals' titles and fields.
    pub fn said(&self, channel: u64) -> Vec<Said> {
        self.with_state(|s| {
            s.said
                .iter()
                .filter(|x| x.channel == channel)
                .cloned()
                .collect()
        })
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
    /// Prints p50/p99 of the response times; fails on any >= 3 s or any interaction
    /// unanswered (except those delivered already too old to answer, after a RESUME).
    pub fn assert_response_times(&self) {
        let unanswered: Vec<u64> = self.with_state(|s| {
            s.interactions
                .iter()
                .filter(|r| r.response.is_none() && !r.dead_on_arrival())
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
            .filter(|t| **t >= INITIAL_RESPONSE_WINDOW)
            .collect();
        assert!(
            slow.is_empty(),
            "interactions answered after Discord's 3 s deadline: {slow:?}"
        );
    }

    /// A new snowflake made now on the fake's clock.
    pub(crate) fn fresh_id(&self) -> u64 {
        self.snowflake_at(self.now())
    }

    /// A new snowflake encoding `time` (its low 22 bits keep ids unique).
    pub(crate) fn snowflake_at(&self, time: SystemTime) -> u64 {
        let ms = time.duration_since(UNIX_EPOCH).unwrap().as_millis() as u64;
        let seq = self.inner.next_id.fetch_add(1, Ordering::SeqCst) & 0x3F_FFFF;
        ((ms - DISCORD_EPOCH_MS) << 22) | seq
    }

    fn channel_by_id(&self, id: u64) -> FakeChannel {
        self.with_state(|s| s.channel(id).cloned())
            .unwrap_or_else(|| panic!("unknown channel {id}"))
    }

    /// Sends an interaction to the live gateway sessions of its guild's shard and records it.
    fn inject(
        &self,
        kind: u8,
        data: Value,
        user: &FakeUser,
        channel: u64,
        message: Option<&Message>,
    ) -> InteractionHandle {
        self.inject_with(kind, data, user, channel, message, None)
    }

    /// Records an interaction made by `user` and delivers it: at once, or with
    /// `outage = Some(d)` as made `d` ago while the bot was disconnected, held for the next
    /// RESUME.
    fn inject_with(
        &self,
        kind: u8,
        data: Value,
        user: &FakeUser,
        channel: u64,
        message: Option<&Message>,
        outage: Option<Duration>,
    ) -> InteractionHandle {
        let created = self.now() - outage.unwrap_or_default();
        let id = self.snowflake_at(created);
        let token = format!("fake-token-{id}-{}", "x".repeat(40));
        let ch = self.channel_by_id(channel);
        if ch.kind == 12 {
            assert!(
                ch.members.contains(&user.id),
                "{} is not in the private thread {} ({}), so cannot see it or act there",
                user.name,
                ch.name,
                ch.id
            );
        }
        let what = data["custom_id"]
            .as_str()
            .or(data["name"].as_str())
            .unwrap_or_default()
            .to_string();
        let mut payload = payloads::interaction(
            id,
            self.inner.app_id,
            kind,
            data,
            self.inner.guild_of(ch.id),
            &ch,
            user,
            &token,
        );
        payload["app_permissions"] = json!(self.bot_permissions(ch.id).to_string());
        payload["guild_locale"] = json!(self.inner.guild_locale(self.inner.guild_of(ch.id)));
        if let Some(m) = message {
            payload["message"] = m.to_json(&self.inner);
        }
        let now = self.now();
        self.with_state(|s| {
            s.push_interaction(InteractionRec {
                id,
                token: token.clone(),
                kind,
                user_id: user.id,
                channel_id: ch.id,
                source_message: message.map(|m| m.id),
                what,
                injected: Instant::now() - outage.unwrap_or_default(),
                created,
                delivered: outage.is_none().then_some(now),
                response: None,
                acknowledged: false,
                original: None,
                followups: Vec::new(),
            });
            s.interaction_payloads.insert(id, payload.clone());
            if outage.is_some() {
                s.resume_queue
                    .push(("INTERACTION_CREATE", payload.clone(), Some(id)));
            }
        });
        if outage.is_none() {
            let sent = self.dispatch("INTERACTION_CREATE", payload);
            assert!(
                sent > 0 || self.inner.ever_connected.load(Ordering::SeqCst),
                "no gateway session of this guild's shard to inject the interaction into (call wait_ready first)"
            );
            if sent == 0 {
                // The shard's process is gone (killed, or between sessions): nobody got the
                // click, which Discord shows as failed unless a RESUME replays it.
                self.with_state(|s| {
                    if let Some(r) = s.interaction_by_token(&token) {
                        r.delivered = None;
                    }
                    // Queued by `dispatch` as any event: a RESUME that replays it delivers it.
                    let this = Value::String(id.to_string());
                    for q in s.resume_queue.iter_mut() {
                        if q.0 == "INTERACTION_CREATE" && q.1.get("id") == Some(&this) {
                            q.2 = Some(id);
                        }
                    }
                });
            }
        }
        InteractionHandle {
            fake: self.clone(),
            id,
            token,
        }
    }

    /// Delivers interaction `h` again, as it was first sent (same id and token), to every
    /// live gateway session of its shard: a second delivery, or what a restarted bot may get.
    pub fn redeliver(&self, h: &InteractionHandle) -> usize {
        let payload = self
            .with_state(|s| s.interaction_payloads.get(&h.id).cloned())
            .expect("an injected interaction");
        self.dispatch("INTERACTION_CREATE", payload)
    }

    /// Drops the gateway (close 4000) and replays interaction `h`, already delivered, when
    /// the bot RESUMEs, as Discord may replay what it is unsure a session received.
    pub fn replay_after_resume(&self, h: &InteractionHandle) {
        let payload = self
            .with_state(|s| s.interaction_payloads.get(&h.id).cloned())
            .expect("an injected interaction");
        self.with_state(|s| {
            s.resume_queue
                .push(("INTERACTION_CREATE", payload, Some(h.id)))
        });
        self.drop_gateway(4000);
    }

    /// Holds a dispatch event for the next RESUME: Discord replays what a session missed
    /// (before RESUMED) when it resumes; a new session (IDENTIFY) gets none of it.
    pub fn queue_for_resume(&self, event: &'static str, data: Value) {
        self.with_state(|s| s.resume_queue.push((event, data, None)));
    }

    /// `user` clicks `custom_id` on `message` while the bot's gateway is down: the click is
    /// made `outage` ago (its id says so), then the gateway is dropped (close 4000) and the
    /// click replayed when the bot RESUMEs. With `outage` ≥ 3 s it arrives too old to answer
    /// (a callback then gets 404 / 10062); the bot must act on nothing.
    pub fn click_during_outage(
        &self,
        user: &FakeUser,
        message: &Message,
        custom_id: &str,
        outage: Duration,
    ) -> InteractionHandle {
        let message = self.usable(user, message, custom_id);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let h = self.inject_with(
            3,
            data,
            user,
            message.channel_id,
            Some(&message),
            Some(outage),
        );
        self.drop_gateway(4000);
        h
    }

    /// Sends a dispatch event to every live session of the shard its guild routes to (see
    /// [`shard_of`]; an event without `guild_id` goes to shard 0); returns how many got it.
    /// Discord sends a shard's events to every session identified with that shard, so two
    /// sessions on one shard both get each event (gateway.mdx, "Sharding": "You can establish
    /// multiple sessions with the same `[shard_id, num_shards]`"). When no session of that
    /// shard is connected the event waits for its RESUME, as Discord keeps what a session
    /// missed; an IDENTIFY of that shard drops it.
    pub fn dispatch(&self, event: &'static str, data: Value) -> usize {
        let guild = guild_id_in(&data);
        let sent = {
            let mut sessions = self.inner.sessions.lock().unwrap();
            sessions.retain(|s| !s.tx.is_closed());
            sessions
                .iter()
                .filter(|s| routes_to(guild, s.shard))
                .filter(|s| {
                    s.tx.send(GatewayCommand::Dispatch(event, data.clone()))
                        .is_ok()
                })
                .count()
        };
        if sent == 0 {
            self.with_state(|s| s.resume_queue.push((event, data, None)));
        }
        sent
    }

    /// Closes every gateway connection with `code` (4000 = unknown error: serenity resumes).
    pub fn drop_gateway(&self, code: u16) {
        self.drop_sessions(code, |_| true);
    }

    /// Closes the gateway connections identified as `[shard_id, num_shards]` with `code`;
    /// the others stay. Returns how many were closed.
    pub fn drop_shard(&self, shard_id: u64, num_shards: u64, code: u16) -> usize {
        self.drop_sessions(code, |shard| shard == [shard_id, num_shards])
    }

    /// Ends the sessions of `[shard_id, num_shards]` with Invalid Session (op 9, `d: false`),
    /// as Discord may at any time: serenity then identifies again by itself, outside the
    /// bot's own session starts. Returns how many sessions got it.
    pub fn invalidate_shard(&self, shard_id: u64, num_shards: u64) -> usize {
        let ended: Vec<Session> = {
            let mut sessions = self.inner.sessions.lock().unwrap();
            let (ended, kept): (Vec<Session>, Vec<Session>) = std::mem::take(&mut *sessions)
                .into_iter()
                .partition(|s| s.shard == [shard_id, num_shards]);
            *sessions = kept;
            ended
        };
        ended
            .iter()
            .filter(|s| s.tx.send(GatewayCommand::Invalidate).is_ok())
            .count()
    }

    fn drop_sessions(&self, code: u16, which: impl Fn([u64; 2]) -> bool) -> usize {
        let dropped: Vec<Session> = {
            let mut sessions = self.inner.sessions.lock().unwrap();
            let (dropped, kept): (Vec<Session>, Vec<Session>) = std::mem::take(&mut *sessions)
                .into_iter()
                .partition(|s| which(s.shard));
            *sessions = kept;
            dropped
        };
        dropped
            .iter()
            .filter(|s| s.tx.send(GatewayCommand::Close(code)).is_ok())
            .count()
    }

    /// Sets `shards` of `GET /gateway/bot`, the number of shards Discord recommends (1
    /// unless set).
    pub fn set_recommended_shards(&self, n: u64) {
        self.with_state(|s| s.recommended_shards = n.max(1));
    }

    /// How long until a new gateway session may start: [`IDENTIFY_WINDOW`] after the last
    /// session start (on the fake's clock); zero once that has passed.
    pub fn identify_wait(&self) -> Duration {
        let now = self.now_ms();
        self.with_state(|s| {
            s.identifies
                .iter()
                .rev()
                .find(|i| i.started)
                .map_or(Duration::ZERO, |i| {
                    let window = IDENTIFY_WINDOW / s.rate_scale.max(1) as u32;
                    window.saturating_sub(Duration::from_millis(now - i.at_ms.min(now)))
                })
        })
    }

    /// The window of `max_concurrency` as this fake counts it: [`IDENTIFY_WINDOW`],
    /// `rate_scale` times shorter.
    pub fn identify_window(&self) -> Duration {
        IDENTIFY_WINDOW / self.with_state(|s| s.rate_scale.max(1)) as u32
    }

    /// Sleeps until a new gateway session may start (see [`identify_wait`](Self::identify_wait)):
    /// for tests that start bot processes themselves.
    pub async fn wait_identify_window(&self) {
        tokio::time::sleep(self.identify_wait()).await;
    }

    /// Every IDENTIFY with a valid token and shard so far, in order: when (on the fake's
    /// clock), as which shard, and whether it started a session.
    pub fn identifies(&self) -> Vec<Identify> {
        self.with_state(|s| s.identifies.clone())
    }

    /// The `[shard_id, num_shards]` of each live gateway session, in the order they
    /// identified or resumed.
    pub fn live_shards(&self) -> Vec<[u64; 2]> {
        self.live_sessions()
            .into_iter()
            .map(|(_, s, _)| s)
            .collect()
    }

    /// Each live gateway session: the tag of the process it belongs to (a process started
    /// with `spawn_bot_tagged` connects under its tag), its `[shard_id, num_shards]` and
    /// its session id.
    pub fn live_sessions(&self) -> Vec<(Option<String>, [u64; 2], String)> {
        let mut sessions = self.inner.sessions.lock().unwrap();
        sessions.retain(|s| !s.tx.is_closed());
        sessions
            .iter()
            .map(|s| (s.tag.clone(), s.shard, s.id.clone()))
            .collect()
    }

    /// The `data` of a command interaction from `channel`: the command as registered in the
    /// channel's guild, else globally.
    fn command_data(
        &self,
        channel: u64,
        command: &str,
        sub: &str,
        opts: &[(&str, Opt)],
        focused: Option<(&str, &str)>,
    ) -> Value {
        let guild_id = self.guild_of(channel);
        let (cmd_id, guild) = self.with_state(|s| {
            let id_of = |c: &Value| c["id"].as_str()?.parse::<u64>().ok();
            let in_guild = s
                .guild_commands
                .iter()
                .find(|c| c["name"] == command && guild_id_in(c) == Some(guild_id));
            match in_guild.and_then(id_of) {
                Some(id) => (Some(id), true),
                None => {
                    let global = s.global_commands.iter().find(|c| c["name"] == command);
                    (global.and_then(id_of), false)
                }
            }
        });
        self.check_option_values(command, sub, opts);
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
            data["guild_id"] = json!(guild_id.to_string());
        }
        data
    }

    /// Panics (a test bug) on an option value Discord's client would never send for the
    /// registered command: an integer outside its `min_value`/`max_value`, or a value that
    /// is not one of its `choices`.
    fn check_option_values(&self, command: &str, sub: &str, opts: &[(&str, Opt)]) {
        let registered = self.with_state(|s| {
            s.guild_commands
                .iter()
                .chain(&s.global_commands)
                .find(|c| c["name"] == command)
                .cloned()
        });
        let Some(mut def) = registered else {
            return;
        };
        for part in sub.split_whitespace() {
            let inner = def["options"]
                .as_array()
                .and_then(|os| os.iter().find(|o| o["name"] == part))
                .cloned();
            match inner {
                Some(d) => def = d,
                None => return,
            }
        }
        for (name, value) in opts {
            let Some(o) = def["options"]
                .as_array()
                .and_then(|os| os.iter().find(|o| o["name"] == *name))
            else {
                continue;
            };
            if let Some(choices) = o["choices"].as_array().filter(|c| !c.is_empty()) {
                assert!(
                    choices.iter().any(|c| c["value"] == value.value()),
                    "/{command} {sub}: {name} takes one of {choices:?}, the test sent {value:?}"
                );
            }
            if let Opt::Int(v) = value {
                // Discord sends the bounds as JSON numbers, integral or not.
                let (min, max) = (o["min_value"].as_f64(), o["max_value"].as_f64());
                let v = *v as f64;
                assert!(
                    min.is_none_or(|m| v >= m) && max.is_none_or(|m| v <= m),
                    "/{command} {sub}: Discord does not let a user send {name}:{v} (min {min:?}, max {max:?})"
                );
            }
        }
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
        self.slash_in(self.channel().id, user, command, sub, opts)
    }

    /// [`slash`](Self::slash) from `channel` (for many tables at once, where the current
    /// channel of `use_channel` would be shared).
    pub fn slash_in(
        &self,
        channel: u64,
        user: &FakeUser,
        command: &str,
        sub: &str,
        opts: &[(&str, Opt)],
    ) -> InteractionHandle {
        let data = self.command_data(channel, command, sub, opts, None);
        self.inject(2, data, user, channel, None)
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
        let channel = self.channel().id;
        let data = self.command_data(channel, command, sub, opts, Some((focused, typed)));
        let r = self.inject(4, data, user, channel, None).response().await;
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

    /// Picks `values` in the select `custom_id` on `message`. Panics (a test bug) on values
    /// Discord would never send: not among the menu's options, repeated, or fewer than its
    /// `min_values` (default 1) / more than its `max_values` (default 1).
    pub fn select(
        &self,
        user: &FakeUser,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        let message = self.usable(user, message, custom_id);
        let menu = message
            .all_components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
            .cloned()
            .expect("usable checked it");
        let kind = menu["type"].as_u64().unwrap_or(0);
        assert!(
            matches!(kind, 3 | 5 | 6 | 7 | 8),
            "{custom_id} on message {} is not a select menu",
            message.id
        );
        let min = menu["min_values"].as_u64().unwrap_or(1) as usize;
        let max = menu["max_values"].as_u64().unwrap_or(1) as usize;
        assert!(
            (min..=max).contains(&values.len()),
            "select {custom_id} takes {min}..={max} values, the test picked {values:?}"
        );
        let mut distinct = values.to_vec();
        distinct.sort();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            values.len(),
            "select {custom_id}: a value picked twice in {values:?}"
        );
        if kind == 3 {
            let offered: Vec<&str> = menu["options"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|o| o["value"].as_str())
                .collect();
            for v in values {
                assert!(
                    offered.contains(v),
                    "select {custom_id} does not offer {v:?} (it offers {offered:?})"
                );
            }
        }
        let data = json!({"custom_id": custom_id, "component_type": kind, "values": values});
        self.inject(3, data, user, message.channel_id, Some(&message))
    }

    /// Submits the modal `custom_id` that the bot showed `user`, with text inputs
    /// (custom_id, value); inputs left out are sent empty, as Discord does. The submit comes
    /// from where the modal was opened and carries the message when it was opened from a
    /// component on one. Panics (a test bug) when the bot showed `user` no such modal, on an
    /// unknown input, or on a value the modal's text input would not take (required but
    /// empty, shorter than `min_length`, longer than `max_length`).
    pub fn submit_modal(
        &self,
        user: &FakeUser,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> InteractionHandle {
        let open = self
            .with_state(|s| {
                s.open_modals
                    .iter()
                    .rev()
                    .find(|m| m.user_id == user.id && m.data["custom_id"] == custom_id)
                    .cloned()
            })
            .unwrap_or_else(|| {
                panic!(
                    "the bot showed {} no modal {custom_id:?} to submit",
                    user.name
                )
            });
        let inputs: Vec<Value> = open.data["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| match row["type"].as_u64() {
                Some(18) => vec![row["component"].clone()],
                _ => row["components"].as_array().cloned().unwrap_or_default(),
            })
            .filter(|c| c["type"] == 4)
            .collect();
        for (id, _) in fields {
            assert!(
                inputs.iter().any(|c| c["custom_id"] == *id),
                "modal {custom_id} has no text input {id:?}"
            );
        }
        let rows: Vec<Value> = inputs
            .iter()
            .map(|c| {
                let id = c["custom_id"].as_str().unwrap_or_default();
                let value = fields
                    .iter()
                    .find(|(f, _)| *f == id)
                    .map(|(_, v)| *v)
                    .unwrap_or("");
                let n = value.chars().count() as u64;
                let required = c["required"].as_bool().unwrap_or(true);
                let min = c["min_length"].as_u64().unwrap_or(0);
                let max = c["max_length"].as_u64().unwrap_or(4000);
                assert!(
                    (n == 0 && !required) || (n >= min.max(u64::from(required)) && n <= max),
                    "modal {custom_id}: input {id} (required {required}, {min}..={max} characters) does not take {value:?}"
                );
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": value}]})
            })
            .collect();
        let data = json!({"custom_id": custom_id, "components": rows});
        // Submitted: the modal closes.
        self.with_state(|s| {
            if let Some(i) = s
                .open_modals
                .iter()
                .rposition(|m| m.user_id == user.id && m.data["custom_id"] == custom_id)
            {
                s.open_modals.remove(i);
            }
        });
        let message = open.source_message.and_then(|m| self.message(m));
        self.inject(5, data, user, open.channel_id, message.as_ref())
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
            history: vec![],
            deleted: false,
            interaction_id: None,
            visible_to: None,
            deferred: false,
            allowed_mentions: None,
            reply_to: None,
            nonce: None,
        };
        self.with_state(|s| s.push_message(m.clone()));
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
        self.spawn_bot_at(db, env, self.api_url())
    }

    /// `spawn_bot`, with the REST requests of this process noted under `tag`
    /// (`requests_from`): several bot processes told apart.
    #[allow(dead_code)]
    pub fn spawn_bot_tagged(&self, db: &str, env: &[(&str, String)], tag: &str) -> BotProcess {
        let url = format!("{}/p-{tag}", self.api_url().trim_end_matches('/'));
        self.spawn_bot_at(db, env, url)
    }

    fn spawn_bot_at(&self, db: &str, env: &[(&str, String)], api_url: String) -> BotProcess {
        let bin = env!("CARGO_BIN_EXE_catan-bot");
        let wait = self.identify_wait();
        // Discord starts one session per 5 s for the whole bot (max_concurrency 1, every
        // process): a bot restarted sooner would get Invalid Session, a violation. Like a
        // deployment that restarts it, the harness waits the window out; the process sleeps
        // first and then becomes the bot (`exec`: the same pid, for tests that signal it).
        let mut cmd = if wait.is_zero() {
            let mut cmd = std::process::Command::new(bin);
            cmd.arg("run");
            cmd
        } else {
            let mut cmd = std::process::Command::new("sh");
            let script = format!("sleep {:.3}; exec \"$0\" run", wait.as_secs_f64());
            cmd.args(["-c", &script, bin]);
            cmd
        };
        cmd.env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", db)
            .env("DISCORD_GUILD_ID", self.guild_id().to_string())
            .env("DISCORD_API_URL", api_url)
            .env("CATAN_TEST_HOOKS", "1")
            .env("RUST_LOG", "warn")
            .env(
                "CATAN_TEST_RATE_SCALE",
                self.with_state(|s| s.rate_scale.max(1)).to_string(),
            )
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::inherit());
        for (k, v) in env {
            cmd.env(k, v);
        }
        BotProcess(cmd.spawn().expect("start the bot binary"))
    }
}
