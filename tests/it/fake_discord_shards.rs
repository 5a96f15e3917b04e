//! The fake Discord's gateway sharding and several guilds, driven with a raw websocket client
//! (as `fake_discord_rules`): which guilds and events each shard gets, what IDENTIFYs Discord
//! refuses (close codes 4010 and 4011, Invalid Session within `max_concurrency`'s window),
//! `GET /gateway/bot`, RESUME per shard, the global REST limit shared by every process of the
//! bot; and the real bot, on one shard, answering in a second guild.

use crate::fake_discord;

use catan_bot::store::Store;
use fake_discord::{shard_of, FakeDiscord, Opt, IDENTIFY_WINDOW};
use futures_util::{SinkExt, StreamExt};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message as WsMessage;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// How long a test waits to be sure that an event does not come.
const QUIET: Duration = Duration::from_millis(300);

// ------------------------------------------------------------------ raw gateway

/// A connection past HELLO.
async fn open(fake: &FakeDiscord) -> Ws {
    let url = format!("{}/?v=10", fake.gateway_url());
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    assert_eq!(next_frame(&mut ws).await["op"], 10, "HELLO first");
    ws
}

/// Sends IDENTIFY with the GUILDS intent and `shard` as given (`Value::Null`: no `shard`).
async fn send_identify(ws: &mut Ws, shard: Value) {
    let mut d = json!({"token": fake_discord::TOKEN, "intents": 1,
        "properties": {"os": "linux", "browser": "raw", "device": "raw"}});
    if !shard.is_null() {
        d["shard"] = shard;
    }
    let frame = json!({"op": 2, "d": d});
    ws.send(WsMessage::Text(frame.to_string())).await.unwrap();
}

/// The next text frame; panics after 5 s or when the connection ends.
async fn next_frame(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("a gateway frame within 5 s")
            .expect("the connection is open")
            .expect("a frame");
        if let WsMessage::Text(t) = msg {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

/// The close code the fake ends the connection with (frames before it are skipped).
async fn close_code(ws: &mut Ws) -> u16 {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("the connection closes within 5 s");
        match msg {
            Some(Ok(WsMessage::Close(Some(frame)))) => return frame.code.into(),
            Some(Ok(_)) => continue,
            other => panic!("the connection ended without a close code: {other:?}"),
        }
    }
}

/// A session identified as one shard, with what READY and GUILD_CREATE told it.
struct ShardSession {
    ws: Ws,
    session_id: String,
    seq: u64,
    ready: Value,
    /// The guilds of its GUILD_CREATEs, in order.
    guilds: Vec<u64>,
}

impl ShardSession {
    /// IDENTIFY as `shard` ([shard_id, num_shards], or `Value::Null` for none), then READY
    /// and one GUILD_CREATE per guild READY lists.
    async fn start(fake: &FakeDiscord, shard: Value) -> ShardSession {
        let mut ws = open(fake).await;
        send_identify(&mut ws, shard).await;
        let mut s = ShardSession {
            ws,
            session_id: String::new(),
            seq: 0,
            ready: Value::Null,
            guilds: Vec::new(),
        };
        s.ready = s.event("READY").await;
        s.session_id = s.ready["session_id"].as_str().unwrap().to_owned();
        let listed = s.ready["guilds"].as_array().unwrap().len();
        for _ in 0..listed {
            let g = s.event("GUILD_CREATE").await;
            s.guilds.push(id(&g["id"]));
        }
        s
    }

    async fn frame(&mut self) -> Value {
        let f = next_frame(&mut self.ws).await;
        if let Some(s) = f["s"].as_u64() {
            self.seq = s;
        }
        f
    }

    /// The data of the next dispatch named `t` (others are skipped).
    async fn event(&mut self, t: &str) -> Value {
        loop {
            let f = self.frame().await;
            if f["t"] == t {
                return f["d"].clone();
            }
        }
    }

    /// Every dispatch that comes within [`QUIET`], as (name, data).
    async fn drain(&mut self) -> Vec<(String, Value)> {
        let mut got = Vec::new();
        while let Ok(f) = tokio::time::timeout(QUIET, self.frame()).await {
            got.push((
                f["t"].as_str().unwrap_or_default().to_owned(),
                f["d"].clone(),
            ));
        }
        got
    }

    /// The guilds of the INTERACTION_CREATEs that come within [`QUIET`].
    async fn interaction_guilds(&mut self) -> BTreeSet<u64> {
        self.drain()
            .await
            .into_iter()
            .filter(|(t, _)| t == "INTERACTION_CREATE")
            .map(|(_, d)| id(&d["guild_id"]))
            .collect()
    }

    /// After the fake closed this connection: RESUME on a new one; the dispatches received
    /// up to and including RESUMED.
    async fn resume(&mut self, fake: &FakeDiscord) -> Vec<(String, Value)> {
        close_code(&mut self.ws).await;
        self.ws = open(fake).await;
        let resume = json!({"op": 6, "d": {"token": fake_discord::TOKEN,
            "session_id": self.session_id, "seq": self.seq}});
        self.ws
            .send(WsMessage::Text(resume.to_string()))
            .await
            .unwrap();
        let mut got = Vec::new();
        loop {
            let f = self.frame().await;
            let t = f["t"].as_str().unwrap_or_default().to_owned();
            got.push((t.clone(), f["d"].clone()));
            if t == "RESUMED" {
                return got;
            }
        }
    }
}

fn id(v: &Value) -> u64 {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .expect("a snowflake string")
}

/// The guilds of `fake` that shard `k` of `n` owns, by Discord's formula.
fn guilds_of_shard(fake: &FakeDiscord, k: u64, n: u64) -> Vec<u64> {
    fake.guilds()
        .iter()
        .map(|g| g.id)
        .filter(|g| shard_of(*g, n) == k)
        .collect()
}

/// Lets the next IDENTIFY start a session: `max_concurrency`'s window passes on the fake's
/// clock.
fn next_identify_window(fake: &FakeDiscord) {
    fake.advance_clock(IDENTIFY_WINDOW);
}

// ------------------------------------------------------------------ raw HTTP

/// `GET {prefix}/api/v10{path}` with the bot's token: (status, JSON body). `prefix` is ""
/// or the `/p-{tag}` under which `spawn_bot_tagged` sends a process's requests.
async fn get(fake: &FakeDiscord, prefix: &str, path: &str) -> (u16, Value) {
    let addr = fake.api_url().trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "GET {prefix}/api/v10{path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot {}\r\nConnection: close\r\n\r\n",
        fake_discord::TOKEN
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    let split = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete answer");
    let status_line = String::from_utf8_lossy(&out[..split]).to_string();
    let status = status_line.split(' ').nth(1).unwrap().parse().unwrap();
    let body = serde_json::from_slice(&out[split + 4..]).unwrap_or(Value::Null);
    (status, body)
}

// ------------------------------------------------------------------ guilds

/// Twelve guilds fall on every shard of 6 and of 8 (any count up to 12, in fact); each has a
/// channel where the bot may do anything, and REST serves it as in the first guild.
#[tokio::test]
async fn guilds_spread_over_shards_and_have_usable_channels() {
    let fake = FakeDiscord::start_with_guilds(12).await;
    let guilds = fake.guilds();
    assert_eq!(guilds.len(), 12);
    assert_eq!(
        guilds[0].id,
        fake.guild_id(),
        "the first guild keeps its id"
    );
    assert_eq!(guilds[0].name, "Catan Club");
    for n in 1..=12u64 {
        let covered: BTreeSet<u64> = guilds.iter().map(|g| shard_of(g.id, n)).collect();
        assert_eq!(covered.len() as u64, n, "12 guilds cover all {n} shards");
    }
    let second = &guilds[1];
    let general = fake.guild_channel(second.id);
    assert_eq!(general.name, "general-2");
    assert_eq!(fake.guild_of(general.id), second.id);
    assert_eq!(fake.bot_permissions(general.id), fake_discord::perm::ALL);
    assert_eq!(fake.guild_channel(fake.guild_id()).name, "general");
    assert!(
        fake.channels()
            .iter()
            .all(|c| !c.name.starts_with("general-")),
        "channels() stays the first guild's"
    );
    let (status, ch) = get(&fake, "", &format!("/channels/{}", general.id)).await;
    assert_eq!((status, id(&ch["guild_id"])), (200, second.id));
    let (status, g) = get(&fake, "", &format!("/guilds/{}", second.id)).await;
    assert_eq!((status, g["name"].as_str()), (200, Some("Catan Club 2")));
    let (status, list) = get(&fake, "", &format!("/guilds/{}/channels", second.id)).await;
    assert_eq!(status, 200);
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    let (status, _) = get(&fake, "", "/guilds/12345/channels").await;
    assert_eq!(status, 404, "a guild the bot is not in");
    fake.take_violations();
}

// ------------------------------------------------------------------ GET /gateway/bot

#[tokio::test]
async fn gateway_bot_reports_the_recommended_shards_and_session_starts() {
    let fake = FakeDiscord::start_with_guilds(4).await;
    let (status, b) = get(&fake, "", "/gateway/bot").await;
    assert_eq!(status, 200);
    assert_eq!(b["shards"], 1, "one shard unless set");
    assert_eq!(b["url"], fake.gateway_url());
    let limit = &b["session_start_limit"];
    assert_eq!(
        (
            &limit["total"],
            &limit["remaining"],
            &limit["max_concurrency"]
        ),
        (&json!(1000), &json!(1000), &json!(1))
    );
    fake.set_recommended_shards(2);
    let _s0 = ShardSession::start(&fake, json!([0, 2])).await;
    next_identify_window(&fake);
    let _s1 = ShardSession::start(&fake, json!([1, 2])).await;
    let (_, b) = get(&fake, "", "/gateway/bot").await;
    assert_eq!(b["shards"], 2);
    assert_eq!(
        b["session_start_limit"]["remaining"], 998,
        "each session start counts"
    );
    let reset = b["session_start_limit"]["reset_after"].as_u64().unwrap();
    assert!(reset <= 24 * 3600 * 1000 && reset > 0, "{reset}");
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ routing

/// Each shard of three gets READY with its shard, the GUILD_CREATEs of its guilds only, and
/// the interactions and channel events of its guilds only; events without a guild go to
/// shard 0.
#[tokio::test]
async fn each_shard_gets_only_its_guilds_and_their_events() {
    let fake = FakeDiscord::start_with_guilds(12).await;
    let ada = fake.user("Ada");
    let mut shards = Vec::new();
    for k in 0..3u64 {
        next_identify_window(&fake);
        let s = ShardSession::start(&fake, json!([k, 3])).await;
        assert_eq!(s.ready["shard"], json!([k, 3]), "READY echoes the shard");
        assert_eq!(
            s.guilds,
            guilds_of_shard(&fake, k, 3),
            "GUILD_CREATEs of shard {k}"
        );
        assert_eq!(s.guilds.len(), 4);
        shards.push(s);
    }
    let mut live = fake.live_shards();
    live.sort();
    assert_eq!(live, [[0, 3], [1, 3], [2, 3]]);

    for g in fake.guilds() {
        let channel = fake.guild_channel(g.id);
        let h = fake.slash_in(channel.id, &ada, "catan", "new", &[]);
        assert_eq!(fake.guild_of(h.record().channel_id), g.id);
    }
    for (k, s) in shards.iter_mut().enumerate() {
        let want: BTreeSet<u64> = guilds_of_shard(&fake, k as u64, 3).into_iter().collect();
        assert_eq!(
            s.interaction_guilds().await,
            want,
            "interactions of shard {k}"
        );
    }

    // A channel event goes to its guild's shard; one without a guild to shard 0 only.
    let third = fake.guilds()[2].id;
    let owner = shard_of(third, 3) as usize;
    fake.add_channels_in(third, "table", 1);
    assert_eq!(
        fake.dispatch("CHANNEL_UPDATE", json!({"id": "1", "type": 1})),
        1,
        "a DM channel's event reaches shard 0 alone"
    );
    for (k, s) in shards.iter_mut().enumerate() {
        let names: Vec<String> = s.drain().await.into_iter().map(|(t, _)| t).collect();
        let mut want = Vec::new();
        if k == owner {
            want.push("CHANNEL_CREATE");
        }
        if k == 0 {
            want.push("CHANNEL_UPDATE");
        }
        assert_eq!(names, want, "events of shard {k}");
    }
    fake.assert_no_violations();
}

/// Discord sends a shard's events to every session identified as that shard.
#[tokio::test]
async fn two_sessions_on_one_shard_both_get_its_interactions() {
    let fake = FakeDiscord::start_with_guilds(4).await;
    let mut a = ShardSession::start(&fake, json!([1, 2])).await;
    next_identify_window(&fake);
    let mut b = ShardSession::start(&fake, json!([1, 2])).await;
    next_identify_window(&fake);
    let mut other = ShardSession::start(&fake, json!([0, 2])).await;
    let guild = guilds_of_shard(&fake, 1, 2)[0];
    let h = fake.slash_in(
        fake.guild_channel(guild).id,
        &fake.user("Bea"),
        "catan",
        "new",
        &[],
    );
    for s in [&mut a, &mut b] {
        let ev = s.event("INTERACTION_CREATE").await;
        assert_eq!((id(&ev["id"]), id(&ev["guild_id"])), (h.id, guild));
    }
    assert!(other.interaction_guilds().await.is_empty());
    assert_eq!(
        fake.redeliver(&h),
        2,
        "both sessions of shard 1 get it again"
    );
    fake.assert_no_violations();
}

/// What a shard missed while none of its sessions was connected waits for its RESUME (and
/// only its); the resumed session keeps its shard.
#[tokio::test]
async fn a_shard_resumes_what_it_missed() {
    let fake = FakeDiscord::start_with_guilds(4).await;
    let mut s0 = ShardSession::start(&fake, json!([0, 2])).await;
    next_identify_window(&fake);
    let mut s1 = ShardSession::start(&fake, json!([1, 2])).await;
    let (g0, g1) = (
        guilds_of_shard(&fake, 0, 2)[0],
        guilds_of_shard(&fake, 1, 2)[0],
    );
    assert_eq!(fake.drop_shard(1, 2, 4000), 1);
    let missed = fake.add_channels_in(g1, "missed", 1);
    fake.add_channels_in(g0, "live", 1);
    let got = s0.event("CHANNEL_CREATE").await;
    assert_eq!(id(&got["guild_id"]), g0, "shard 0 stays live");
    let got = s1.resume(&fake).await;
    let names: Vec<&str> = got.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(names, ["CHANNEL_CREATE", "RESUMED"]);
    assert_eq!(id(&got[0].1["id"]), missed[0].id);
    // Resumed as shard 1 of 2: its guilds' interactions reach it, not shard 0.
    let h = fake.slash_in(fake.guild_channel(g1).id, &fake.user("Cy"), "x", "", &[]);
    assert_eq!(id(&s1.event("INTERACTION_CREATE").await["id"]), h.id);
    assert!(s0.interaction_guilds().await.is_empty());
    assert_eq!(fake.sessions_started(), (2, 1));
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ refusals

/// A shard outside `[0, num_shards)`, or not two integers, closes the connection with 4010
/// Invalid shard; a session that would hold more than 2500 guilds with 4011 Sharding
/// required. Both are violations.
#[tokio::test]
async fn invalid_shards_are_closed_with_discords_codes() {
    let fake = FakeDiscord::start_with_guilds(2).await;
    for shard in [
        json!([2, 2]),
        json!([0, 0]),
        json!([1]),
        json!("0"),
        json!([-1, 2]),
    ] {
        let mut ws = open(&fake).await;
        send_identify(&mut ws, shard.clone()).await;
        assert_eq!(close_code(&mut ws).await, 4010, "shard {shard}");
        let v = fake.take_violations();
        assert!(v.len() == 1 && v[0].contains("4010"), "{shard}: {v:?}");
    }
    assert_eq!(fake.sessions_started().0, 0);
    assert!(fake.identifies().is_empty(), "no shard to note");

    let big = FakeDiscord::start_with_guilds(fake_discord::MAX_GUILDS_PER_SHARD + 1).await;
    let mut ws = open(&big).await;
    send_identify(&mut ws, Value::Null).await;
    assert_eq!(close_code(&mut ws).await, 4011);
    let v = big.take_violations();
    assert!(v.len() == 1 && v[0].contains("4011"), "{v:?}");
    // Two shards hold them; the refused IDENTIFY started nothing, so no wait is needed.
    let mut ws = open(&big).await;
    send_identify(&mut ws, json!([0, 2])).await;
    let ready = next_frame(&mut ws).await;
    assert_eq!(ready["t"], "READY");
    let listed = ready["d"]["guilds"].as_array().unwrap().len();
    assert_eq!(listed, guilds_of_shard(&big, 0, 2).len());
    assert!(listed <= fake_discord::MAX_GUILDS_PER_SHARD);
    let starts: Vec<bool> = big.identifies().iter().map(|i| i.started).collect();
    assert_eq!(starts, [false, true]);
    big.assert_no_violations();
}

/// With `max_concurrency` 1 every shard is in one bucket: a second IDENTIFY within 5 s of a
/// session start, from any connection, gets Invalid Session (op 9, not resumable) and is a
/// violation; after the window it starts a session.
#[tokio::test]
async fn identifies_within_five_seconds_get_invalid_session() {
    let fake = FakeDiscord::start_with_guilds(2).await;
    let _first = ShardSession::start(&fake, json!([0, 2])).await;
    let mut ws = open(&fake).await;
    send_identify(&mut ws, json!([1, 2])).await;
    let answer = next_frame(&mut ws).await;
    assert_eq!(answer, json!({"op": 9, "d": false}));
    let v = fake.take_violations();
    assert!(v.len() == 1 && v[0].contains("Invalid Session"), "{v:?}");
    assert_eq!(fake.sessions_started().0, 1, "no second session");
    next_identify_window(&fake);
    send_identify(&mut ws, json!([1, 2])).await;
    assert_eq!(
        next_frame(&mut ws).await["t"],
        "READY",
        "same connection, after the window"
    );

    let history = fake.identifies();
    let shards: Vec<([u64; 2], bool)> = history.iter().map(|i| (i.shard, i.started)).collect();
    assert_eq!(shards, [([0, 2], true), ([1, 2], false), ([1, 2], true)]);
    let spacing = history[2].at_ms - history[0].at_ms;
    assert!(
        spacing >= IDENTIFY_WINDOW.as_millis() as u64,
        "session starts {spacing} ms apart"
    );
    let (_, b) = get(&fake, "", "/gateway/bot").await;
    assert_eq!(
        b["session_start_limit"]["remaining"], 998,
        "a refused IDENTIFY starts no session"
    );
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ REST across processes

/// Discord's global limit (50 requests a second) is the bot's, whichever process sends:
/// requests of two tagged processes and untagged ones count together.
#[tokio::test]
async fn the_global_limit_counts_every_process_of_the_bot() {
    let fake = FakeDiscord::start().await;
    let sends = (0..fake_discord::GLOBAL_LIMIT).map(|i| {
        let prefix = ["/p-a", "/p-b", ""][i % 3];
        let fake = fake.clone();
        async move { get(&fake, prefix, "/users/@me").await.0 }
    });
    let statuses = futures_util::future::join_all(sends).await;
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(fake.requests_from("a").len(), 17);
    assert_eq!(fake.requests_from("b").len(), 17);
    fake.assert_no_violations();
    let (status, body) = get(&fake, "/p-b", "/users/@me").await;
    assert_eq!((status, &body["global"]), (429, &json!(true)), "{body}");
    let v = fake.take_violations();
    assert!(v.len() == 1 && v[0].contains("global limit"), "{v:?}");
}

// ------------------------------------------------------------------ payloads

#[tokio::test]
async fn sharded_ready_deserializes_into_serenity() {
    let fake = FakeDiscord::start_with_guilds(3).await;
    let ids: Vec<u64> = fake.guilds().iter().map(|g| g.id).collect();
    let ready = fake_discord::payloads::ready_sharded(
        &fake.bot_user(),
        fake.app_id(),
        &ids,
        "s",
        "ws://x",
        [1, 3],
    );
    let ready: serenity::Ready = serde_json::from_value(ready).expect("READY");
    let shard = ready.shard.expect("a shard");
    assert_eq!((shard.id.0, shard.total), (1, 3));
    assert_eq!(ready.guilds.len(), 3);
}

// ------------------------------------------------------------------ the real bot

/// The product's bot runs one shard (`[0, 1]`), which owns every guild: with its commands
/// registered globally it answers `/catan new` in a second guild's channel, and the game is
/// that guild's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_single_shard_bot_answers_in_a_second_guild() {
    let (_dir, db) = fake_discord::temp_db();
    let fake = FakeDiscord::start_with_guilds(3).await;
    // No DISCORD_GUILD_ID: global commands, usable in every guild.
    let env = [("DISCORD_GUILD_ID", String::new())];
    let bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    assert!(fake.global_commands().iter().any(|c| c["name"] == "catan"));
    assert!(fake.guild_commands().is_empty());
    let sessions: Vec<([u64; 2], bool)> = fake
        .identifies()
        .iter()
        .map(|i| (i.shard, i.started))
        .collect();
    assert_eq!(sessions, [([0, 1], true)]);
    let second = fake.guilds()[1].id;
    let channel = fake.guild_channel(second);
    let ada = fake.user("Ada");
    let h = fake.slash_in(
        channel.id,
        &ada,
        "catan",
        "new",
        &[("thread", Opt::Bool(false))],
    );
    let lobby = h.public_answer().await;
    assert!(
        lobby.channel_id == channel.id && lobby.content.contains("Seats (1/4)"),
        "a lobby right here: {lobby:?}"
    );
    let store = Store::open(&db).await.unwrap();
    let game = store.open_game_in_channel(channel.id).await.unwrap();
    assert_eq!(game.expect("a lobby").guild_id, Some(second));

    // Restarted at once: the harness holds the new process until Discord lets a session
    // start again, so its IDENTIFY is not refused.
    drop(bot);
    let readies = fake.sessions_started().0;
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_until(Duration::from_secs(30), |s| {
        (s.ready_count > readies).then_some(())
    })
    .await
    .expect("the restarted bot is on the gateway");
    let starts: Vec<u64> = fake
        .identifies()
        .iter()
        .filter(|i| i.started)
        .map(|i| i.at_ms)
        .collect();
    assert_eq!(starts.len(), 2);
    assert!(starts[1] - starts[0] >= IDENTIFY_WINDOW.as_millis() as u64);
    fake.assert_no_violations();
    fake.assert_response_times();
}
