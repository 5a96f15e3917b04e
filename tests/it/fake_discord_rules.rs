//! The fake Discord refuses what Discord refuses (and accepts what Discord accepts): one test
//! per rule, driven with raw HTTP and a raw gateway client so that no bot library smooths
//! anything over. Each refusal must carry Discord's status and JSON error and be recorded as
//! a violation; each accepted request must record none.

use crate::fake_discord;

use fake_discord::{perm, FakeDiscord, FakeUser, Opt};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message as WsMessage;

// ------------------------------------------------------------------ raw HTTP

/// An answer of the fake's REST server.
#[derive(Debug)]
struct Resp {
    status: u16,
    headers: Vec<(String, String)>,
    body: Value,
}

impl Resp {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
    /// The `_errors[0].code` at the dotted `path` of a 50035 answer.
    fn form_error(&self, path: &str) -> Option<String> {
        let mut v = &self.body["errors"];
        for seg in path.split('.') {
            v = &v[seg];
        }
        v["_errors"][0]["code"].as_str().map(str::to_owned)
    }
    #[track_caller]
    fn assert_error(&self, status: u16, code: u64) {
        assert_eq!(
            (self.status, self.body["code"].as_u64()),
            (status, Some(code)),
            "{self:?}"
        );
        assert!(self.body["message"].is_string(), "{self:?}");
    }
    #[track_caller]
    fn assert_ok(&self) {
        assert!((200..300).contains(&self.status), "{self:?}");
    }
}

/// One HTTP/1.1 request to the fake (`path` below `/api/v10`), body as given.
async fn raw(fake: &FakeDiscord, method: &str, path: &str, ctype: &str, body: &[u8]) -> Resp {
    let addr = fake.api_url().trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "{method} /api/v10{path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot {}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        fake_discord::TOKEN,
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    let split = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete answer");
    let head = String::from_utf8_lossy(&out[..split]).to_string();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
    let body = serde_json::from_slice(&out[split + 4..]).unwrap_or(Value::Null);
    Resp {
        status,
        headers,
        body,
    }
}

async fn send(fake: &FakeDiscord, method: &str, path: &str, body: Value) -> Resp {
    let bytes = if body.is_null() {
        vec![]
    } else {
        body.to_string().into_bytes()
    };
    raw(fake, method, path, "application/json", &bytes).await
}

/// A multipart request: `payload_json` plus `files[i]`.
async fn send_files(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    payload: Value,
    files: &[(&str, Vec<u8>)],
) -> Resp {
    let boundary = "fakeboundary0123456789";
    let mut body = Vec::new();
    body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n{payload}\r\n").as_bytes());
    for (i, (name, bytes)) in files.iter().enumerate() {
        body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"files[{i}]\"; filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n").as_bytes());
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    raw(
        fake,
        method,
        path,
        &format!("multipart/form-data; boundary={boundary}"),
        &body,
    )
    .await
}

fn post_path(channel: u64) -> String {
    format!("/channels/{channel}/messages")
}

async fn post(fake: &FakeDiscord, channel: u64, body: Value) -> Resp {
    send(fake, "POST", &post_path(channel), body).await
}

// ------------------------------------------------------------------ raw gateway

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A bare gateway client: IDENTIFY with `intents`, then read dispatches.
struct Gateway {
    ws: Ws,
    session_id: String,
    seq: u64,
}

impl Gateway {
    async fn connect(fake: &FakeDiscord, intents: u64) -> Gateway {
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("{}/?v=10", fake.gateway_url()))
            .await
            .unwrap();
        let hello = next_frame(&mut ws).await;
        assert_eq!(hello["op"], 10);
        let identify = json!({"op": 2, "d": {"token": fake_discord::TOKEN, "intents": intents,
            "properties": {"os": "linux", "browser": "raw", "device": "raw"}}});
        ws.send(WsMessage::Text(identify.to_string()))
            .await
            .unwrap();
        let mut g = Gateway {
            ws,
            session_id: String::new(),
            seq: 0,
        };
        let ready = g.event("READY").await;
        g.session_id = ready["session_id"].as_str().unwrap().to_owned();
        g.event("GUILD_CREATE").await;
        g
    }

    /// The next frame (skipping nothing); panics after 5 s.
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

    /// Whether a dispatch named `t` comes within `wait`.
    async fn gets(&mut self, t: &str, wait: Duration) -> bool {
        tokio::time::timeout(wait, self.event(t)).await.is_ok()
    }

    /// After the fake closed the connection: a new one that RESUMEs this session. Returns
    /// the dispatch names and data received up to and including RESUMED.
    async fn resume(&mut self, fake: &FakeDiscord) -> Vec<(String, Value)> {
        // The old connection ends with a close frame.
        loop {
            match tokio::time::timeout(Duration::from_secs(5), self.ws.next()).await {
                Ok(Some(Ok(WsMessage::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => break,
                Ok(Some(Ok(_))) => continue,
                Err(_) => panic!("the fake did not close the gateway"),
            }
        }
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("{}/?v=10", fake.gateway_url()))
            .await
            .unwrap();
        assert_eq!(next_frame(&mut ws).await["op"], 10);
        let resume = json!({"op": 6, "d": {"token": fake_discord::TOKEN,
            "session_id": self.session_id, "seq": self.seq}});
        ws.send(WsMessage::Text(resume.to_string())).await.unwrap();
        self.ws = ws;
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

/// A fake with one raw gateway session (GUILDS intent) ready to receive interactions.
async fn world() -> (FakeDiscord, Gateway) {
    let fake = FakeDiscord::start().await;
    let gw = Gateway::connect(&fake, 1).await;
    fake.wait_ready(Duration::from_secs(5)).await;
    (fake, gw)
}

fn callback_path(id: u64, token: &str) -> String {
    format!("/interactions/{id}/{token}/callback")
}

fn followup_path(fake: &FakeDiscord, token: &str) -> String {
    format!("/webhooks/{}/{token}", fake.app_id())
}

fn row(components: Vec<Value>) -> Value {
    json!({"type": 1, "components": components})
}

fn button(id: &str) -> Value {
    json!({"type": 2, "style": 1, "label": "Go", "custom_id": id})
}

fn select_menu(id: &str, values: &[&str]) -> Value {
    let options: Vec<Value> = values
        .iter()
        .map(|v| json!({"label": format!("Option {v}"), "value": v}))
        .collect();
    json!({"type": 3, "custom_id": id, "options": options})
}

/// Asserts exactly `n` violations were recorded since the last call, and clears them.
#[track_caller]
fn violations(fake: &FakeDiscord, n: usize) -> Vec<String> {
    let v = fake.take_violations();
    assert_eq!(v.len(), n, "expected {n} violation(s), got {v:#?}");
    v
}

fn ms_of(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).unwrap().as_millis() as u64
}

// ------------------------------------------------------------------ 1. components

#[tokio::test]
async fn rule_1_components_are_checked_wherever_they_are_sent() {
    let (fake, _gw) = world().await;
    let ch = fake.channel().id;
    let x = "x";
    // (components, field path of the error, Discord's error code)
    let bad: Vec<(Vec<Value>, &str, &str)> = vec![
        (
            vec![row(vec![button("a"), button("b")]), row(vec![button("a")])],
            "components.1.components.0.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
        (
            (0..6)
                .map(|i| row(vec![button(&format!("r{i}"))]))
                .collect(),
            "components",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            vec![row((0..6).map(|i| button(&format!("b{i}"))).collect())],
            "components.0.components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            vec![row(vec![select_menu("s", &["1"]), button("b")])],
            "components.0.components",
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        (
            vec![row(vec![select_menu("s", &[]).clone()])],
            "components.0.components.0.options",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            vec![row(vec![select_menu(
                "s",
                &(0..26)
                    .map(|i| i.to_string())
                    .collect::<Vec<_>>()
                    .iter()
                    .map(String::as_str)
                    .collect::<Vec<_>>(),
            )])],
            "components.0.components.0.options",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            vec![row(vec![select_menu("s", &["1", "1"])])],
            "components.0.components.0.options.1.value",
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
        ),
        (
            vec![row(vec![{
                let mut s = select_menu("s", &["1", "2"]);
                s["max_values"] = json!(3);
                s
            }])],
            "components.0.components.0.max_values",
            "NUMBER_TYPE_MAX",
        ),
        (
            vec![row(vec![{
                let mut s = select_menu("s", &["1", "2", "3"]);
                s["min_values"] = json!(3);
                s["max_values"] = json!(2);
                s
            }])],
            "components.0.components.0.min_values",
            "NUMBER_TYPE_MAX",
        ),
        (
            vec![row(vec![button(&x.repeat(101))])],
            "components.0.components.0.custom_id",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            vec![row(vec![{
                let mut b = button("b");
                b["label"] = json!(x.repeat(81));
                b
            }])],
            "components.0.components.0.label",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            vec![row(vec![{
                let mut s = select_menu("s", &["1"]);
                s["options"][0]["label"] = json!(x.repeat(101));
                s
            }])],
            "components.0.components.0.options.0.label",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            vec![row(vec![{
                let mut s = select_menu("s", &["1"]);
                s["options"][0]["description"] = json!(x.repeat(101));
                s
            }])],
            "components.0.components.0.options.0.description",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            vec![row(vec![{
                let mut s = select_menu("s", &["1"]);
                s["placeholder"] = json!(x.repeat(151));
                s
            }])],
            "components.0.components.0.placeholder",
            "BASE_TYPE_MAX_LENGTH",
        ),
    ];
    for (components, path, code) in &bad {
        let r = post(
            &fake,
            ch,
            json!({"content": "hi", "components": components}),
        )
        .await;
        r.assert_error(400, 50035);
        assert_eq!(r.form_error(path).as_deref(), Some(*code), "{path}: {r:?}");
        violations(&fake, 1);
    }
    // What Discord accepts: 5 rows, 5 buttons, a select alone with 25 options, limits met.
    let full = {
        let mut rows: Vec<Value> = (0..4)
            .map(|r| row((0..5).map(|b| button(&format!("{r}:{b}"))).collect()))
            .collect();
        let values: Vec<String> = (0..25).map(|i| i.to_string()).collect();
        let mut menu = select_menu(
            "menu",
            &values.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        menu["max_values"] = json!(25);
        menu["placeholder"] = json!(x.repeat(150));
        rows.push(row(vec![menu]));
        rows
    };
    let r = post(&fake, ch, json!({"content": "ok", "components": full})).await;
    r.assert_ok();
    let mid: u64 = r.body["id"].as_str().unwrap().parse().unwrap();
    violations(&fake, 0);

    // The same checks on a channel edit, an interaction callback (4 and 7), a follow-up, a
    // webhook edit and a modal.
    let dup = vec![row(vec![button("a"), button("a")])];
    let r = send(
        &fake,
        "PATCH",
        &format!("/channels/{ch}/messages/{mid}"),
        json!({"components": dup}),
    )
    .await;
    r.assert_error(400, 50035);
    violations(&fake, 1);

    let ada = fake.user("Ada");
    let h = fake.slash(&ada, "demo", "", &[]);
    let r = send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"content": "x", "components": dup}}),
    )
    .await;
    r.assert_error(400, 50035);
    assert_eq!(
        r.form_error("data.components.0.components.1.custom_id")
            .as_deref(),
        Some("COMPONENT_CUSTOM_ID_DUPLICATED")
    );
    violations(&fake, 1);
    // A refused callback leaves the interaction unanswered: a good one is still accepted.
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"content": "x", "components": [row(vec![button("a")])]}}),
    )
    .await
    .assert_ok();
    let r = send(
        &fake,
        "POST",
        &followup_path(&fake, &h.token),
        json!({"content": "more", "components": dup}),
    )
    .await;
    r.assert_error(400, 50035);
    let r = send(
        &fake,
        "PATCH",
        &format!("{}/messages/@original", followup_path(&fake, &h.token)),
        json!({"components": dup}),
    )
    .await;
    r.assert_error(400, 50035);
    violations(&fake, 2);

    let msg = fake.message(mid).unwrap();
    let click = fake.click(&ada, &msg, "0:0");
    let r = send(
        &fake,
        "POST",
        &callback_path(click.id, &click.token),
        json!({"type": 7, "data": {"components": dup}}),
    )
    .await;
    r.assert_error(400, 50035);
    violations(&fake, 1);
    let input = |id: &str| {
        row(vec![
            json!({"type": 4, "custom_id": id, "style": 1, "label": "Word"}),
        ])
    };
    let r = send(
        &fake,
        "POST",
        &callback_path(click.id, &click.token),
        json!({"type": 9, "data": {"custom_id": "m", "title": "Six rows",
            "components": (0..6).map(|i| input(&format!("w{i}"))).collect::<Vec<_>>()}}),
    )
    .await;
    r.assert_error(400, 50035);
    assert_eq!(
        r.form_error("data.components").as_deref(),
        Some("BASE_TYPE_BAD_LENGTH")
    );
    let r = send(
        &fake,
        "POST",
        &callback_path(click.id, &click.token),
        json!({"type": 9, "data": {"custom_id": "m", "title": "Twice",
            "components": [input("w"), input("w")]}}),
    )
    .await;
    assert_eq!(
        r.form_error("data.components.1.components.0.custom_id")
            .as_deref(),
        Some("COMPONENT_CUSTOM_ID_DUPLICATED")
    );
    violations(&fake, 2);
    send(
        &fake,
        "POST",
        &callback_path(click.id, &click.token),
        json!({"type": 9, "data": {"custom_id": "m", "title": "Five rows",
            "components": (0..5).map(|i| input(&format!("w{i}"))).collect::<Vec<_>>()}}),
    )
    .await
    .assert_ok();
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 2. content, empty, files

#[tokio::test]
async fn rule_2_content_length_empty_messages_and_file_size() {
    let (fake, _gw) = world().await;
    fake.set_rate_limits(false);
    let ch = fake.channel().id;
    let r = post(&fake, ch, json!({"content": "é".repeat(2001)})).await;
    r.assert_error(400, 50035);
    assert_eq!(
        r.form_error("content").as_deref(),
        Some("BASE_TYPE_MAX_LENGTH")
    );
    violations(&fake, 1);
    let r = post(&fake, ch, json!({"content": "é".repeat(2000)})).await;
    r.assert_ok();
    let mid = r.body["id"].as_str().unwrap().to_owned();

    for empty in [
        json!({}),
        json!({"content": ""}),
        json!({"content": "  ", "embeds": [], "components": []}),
    ] {
        post(&fake, ch, empty).await.assert_error(400, 50006);
    }
    violations(&fake, 3);
    // An edit that would leave nothing to show is refused too.
    let r = send(
        &fake,
        "PATCH",
        &format!("/channels/{ch}/messages/{mid}"),
        json!({"content": ""}),
    )
    .await;
    r.assert_error(400, 50006);
    violations(&fake, 1);
    // Embeds only, components only, a file only: each is something to show.
    post(&fake, ch, json!({"embeds": [{"title": "t"}]}))
        .await
        .assert_ok();
    post(&fake, ch, json!({"components": [row(vec![button("b")])]}))
        .await
        .assert_ok();
    send_files(
        &fake,
        "POST",
        &post_path(ch),
        json!({}),
        &[("a.txt", b"hi".to_vec())],
    )
    .await
    .assert_ok();
    violations(&fake, 0);

    // Interaction responses and follow-ups obey the same rules.
    let h = fake.slash(&fake.user("Ada"), "demo", "", &[]);
    let r = send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"flags": 64}}),
    )
    .await;
    r.assert_error(400, 50006);
    let r = send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"content": "x".repeat(2001)}}),
    )
    .await;
    r.assert_error(400, 50035);
    violations(&fake, 2);
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 5}),
    )
    .await
    .assert_ok();
    let r = send(
        &fake,
        "POST",
        &followup_path(&fake, &h.token),
        json!({"content": ""}),
    )
    .await;
    r.assert_error(400, 50006);
    violations(&fake, 1);

    // Files: 10 MiB each at most (413 / 40005 beyond).
    let limit = 10 * 1024 * 1024;
    let r = send_files(
        &fake,
        "POST",
        &post_path(ch),
        json!({"content": "big"}),
        &[("big.bin", vec![7; limit + 1])],
    )
    .await;
    r.assert_error(413, 40005);
    violations(&fake, 1);
    send_files(
        &fake,
        "POST",
        &post_path(ch),
        json!({"content": "big"}),
        &[("big.bin", vec![7; limit])],
    )
    .await
    .assert_ok();
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 3. the select helper

#[tokio::test]
async fn rule_3_select_helper_refuses_values_discord_never_sends() {
    let (fake, _gw) = world().await;
    let ch = fake.channel().id;
    let mut multi = select_menu("multi", &["a", "b", "c"]);
    multi["min_values"] = json!(2);
    multi["max_values"] = json!(3);
    let r = post(
        &fake,
        ch,
        json!({"content": "pick", "components": [row(vec![select_menu("one", &["a", "b"])]), row(vec![multi])]}),
    )
    .await;
    r.assert_ok();
    let msg = fake
        .message(r.body["id"].as_str().unwrap().parse().unwrap())
        .unwrap();
    let ada = fake.user("Ada");
    let panics = |id: &str, values: &[&str]| {
        catch_unwind(AssertUnwindSafe(|| {
            fake.select(&ada, &msg, id, values);
        }))
        .is_err()
    };
    assert!(panics("one", &["z"]), "a value not offered");
    assert!(
        panics("one", &["a", "b"]),
        "more than max_values (default 1)"
    );
    assert!(panics("one", &[]), "fewer than min_values (default 1)");
    assert!(panics("multi", &["a"]), "fewer than min_values 2");
    assert!(panics("multi", &["a", "a"]), "a value twice");
    assert!(!panics("one", &["b"]));
    assert!(!panics("multi", &["a", "c"]));
    assert!(!panics("multi", &["a", "b", "c"]));
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 4. interaction tokens

#[tokio::test]
async fn rule_4_interaction_deadlines_single_ack_and_token_lifetime() {
    let (fake, mut gw) = world().await;
    let ada = fake.user("Ada");

    // Interaction ids are snowflakes of their creation time.
    let before = ms_of(fake.now());
    let h = fake.slash(&ada, "demo", "", &[]);
    let event = gw.event("INTERACTION_CREATE").await;
    assert_eq!(event["id"], h.id.to_string());
    let created = fake_discord::snowflake_ms(h.id);
    assert!(
        (before..=ms_of(fake.now())).contains(&created),
        "{created} not in the injection window"
    );

    // Within 3 s: one initial response; a second gets 40060.
    let cb = callback_path(h.id, &h.token);
    send(
        &fake,
        "POST",
        &cb,
        json!({"type": 4, "data": {"content": "hi"}}),
    )
    .await
    .assert_ok();
    violations(&fake, 0);
    let r = send(
        &fake,
        "POST",
        &cb,
        json!({"type": 4, "data": {"content": "again"}}),
    )
    .await;
    r.assert_error(400, 40060);
    violations(&fake, 1);

    // Follow-ups and edits for 15 minutes, then 401 / 50027.
    let f = followup_path(&fake, &h.token);
    fake.advance_clock(Duration::from_secs(14 * 60));
    send(&fake, "POST", &f, json!({"content": "later"}))
        .await
        .assert_ok();
    send(
        &fake,
        "PATCH",
        &format!("{f}/messages/@original"),
        json!({"content": "edited"}),
    )
    .await
    .assert_ok();
    violations(&fake, 0);
    fake.advance_clock(Duration::from_secs(61));
    send(&fake, "POST", &f, json!({"content": "too late"}))
        .await
        .assert_error(401, 50027);
    send(
        &fake,
        "PATCH",
        &format!("{f}/messages/@original"),
        json!({"content": "x"}),
    )
    .await
    .assert_error(401, 50027);
    violations(&fake, 2);

    // After 3 s (on the fake's clock) the first response is refused: 404 / 10062, and the
    // token takes no follow-up.
    let late = fake.slash(&ada, "demo", "", &[]);
    fake.advance_clock(Duration::from_millis(3000));
    let r = send(
        &fake,
        "POST",
        &callback_path(late.id, &late.token),
        json!({"type": 5}),
    )
    .await;
    r.assert_error(404, 10062);
    violations(&fake, 1);
    send(
        &fake,
        "POST",
        &followup_path(&fake, &late.token),
        json!({"content": "x"}),
    )
    .await
    .assert_error(404, 10015);
    violations(&fake, 1);
    // Interactions made after the clock moved encode the moved clock.
    let next = fake.slash(&ada, "demo", "", &[]);
    assert!(fake_discord::snowflake_ms(next.id) >= ms_of(SystemTime::now()) + 15 * 60 * 1000);
    send(
        &fake,
        "POST",
        &callback_path(next.id, &next.token),
        json!({"type": 4, "data": {"content": "ok"}}),
    )
    .await
    .assert_ok();
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 5. notifications

#[tokio::test]
async fn rule_5_only_new_allowed_mentions_notify() {
    let (fake, _gw) = world().await;
    fake.set_rate_limits(false);
    let ch = fake.channel().id;
    let users = fake.users();
    let [ada, bea, cy, dee, ..] = &users[..] else {
        unreachable!()
    };
    let role = fake.roles()[0].id;
    let count = |u: &FakeUser| fake.notifications(u.id).len();

    // A channel message without allowed_mentions parses everything in its content.
    let r = post(
        &fake,
        ch,
        json!({"content": format!("hi <@{}> and <@!{}>", ada.id, bea.id)}),
    )
    .await;
    r.assert_ok();
    let mid: u64 = r.body["id"].as_str().unwrap().parse().unwrap();
    assert_eq!((count(ada), count(bea), count(cy)), (1, 1, 0));
    let n = &fake.notifications(ada.id)[0];
    assert_eq!((n.message_id, n.channel_id), (mid, ch));
    assert_eq!(fake.message(mid).unwrap().allowed_mentions, None);
    // An edit notifies nobody, whatever it mentions.
    send(
        &fake,
        "PATCH",
        &format!("/channels/{ch}/messages/{mid}"),
        json!({"content": format!("<@{}>", cy.id)}),
    )
    .await
    .assert_ok();
    assert_eq!(count(cy), 0);
    // allowed_mentions: parse [] silences, users [id] lets only that user through.
    let am = json!({"parse": []});
    let r = post(
        &fake,
        ch,
        json!({"content": format!("<@{}>", cy.id), "allowed_mentions": am}),
    )
    .await;
    assert_eq!(count(cy), 0);
    let kept = fake
        .message(r.body["id"].as_str().unwrap().parse().unwrap())
        .unwrap();
    assert_eq!(kept.allowed_mentions, Some(am));
    post(&fake, ch, json!({"content": format!("<@{}> <@{}>", cy.id, dee.id), "allowed_mentions": {"users": [dee.id.to_string()]}})).await.assert_ok();
    assert_eq!((count(cy), count(dee)), (0, 1));
    // parse ["users"] together with users [ids] is refused.
    let r = post(&fake, ch, json!({"content": "x", "allowed_mentions": {"parse": ["users"], "users": [ada.id.to_string()]}})).await;
    r.assert_error(400, 50035);
    violations(&fake, 1);

    // @everyone and roles: the bot has MENTION_EVERYONE here.
    let everyone = fake.users().len();
    let before = fake.all_notifications().len();
    post(&fake, ch, json!({"content": "@everyone wake up"}))
        .await
        .assert_ok();
    assert_eq!(fake.all_notifications().len() - before, everyone);
    post(
        &fake,
        ch,
        json!({"content": "@here", "allowed_mentions": {"parse": ["users", "roles"]}}),
    )
    .await
    .assert_ok();
    assert_eq!(
        fake.all_notifications().len() - before,
        everyone,
        "everyone not allowed"
    );
    let holders = fake
        .users()
        .iter()
        .filter(|u| u.roles.contains(&role))
        .count();
    post(&fake, ch, json!({"content": format!("<@&{role}>")}))
        .await
        .assert_ok();
    assert_eq!(fake.all_notifications().len() - before, everyone + holders);
    // Without MENTION_EVERYONE: @everyone pings nobody, a mentionable role still does.
    fake.set_bot_permissions(
        ch,
        perm::ALL & !perm::ADMINISTRATOR & !perm::MENTION_EVERYONE,
    );
    let before = fake.all_notifications().len();
    post(&fake, ch, json!({"content": "@everyone"}))
        .await
        .assert_ok();
    assert_eq!(fake.all_notifications().len(), before);
    post(&fake, ch, json!({"content": format!("<@&{role}>")}))
        .await
        .assert_ok();
    assert_eq!(fake.all_notifications().len() - before, holders);
    fake.set_bot_permissions(ch, perm::ALL);

    // Interaction responses: a public type 4 notifies (users only by default), an ephemeral
    // one does not; a deferred response's first follow-up is an edit and notifies nobody,
    // the next follow-up is a new message.
    let before = count(bea);
    let cy_before = count(cy);
    let h = fake.slash(ada, "demo", "", &[]);
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"content": format!("@everyone <@{}>", bea.id)}}),
    )
    .await
    .assert_ok();
    assert_eq!(count(bea), before + 1);
    assert_eq!(
        count(cy),
        cy_before,
        "@everyone is not parsed by default in an interaction response"
    );
    let h = fake.slash(ada, "demo", "", &[]);
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"content": format!("<@{}>", bea.id), "flags": 64}}),
    )
    .await
    .assert_ok();
    assert_eq!(count(bea), before + 1, "ephemeral");
    let h = fake.slash(ada, "demo", "", &[]);
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 5}),
    )
    .await
    .assert_ok();
    let f = followup_path(&fake, &h.token);
    send(
        &fake,
        "POST",
        &f,
        json!({"content": format!("<@{}>", bea.id)}),
    )
    .await
    .assert_ok();
    assert_eq!(
        count(bea),
        before + 1,
        "the first follow-up fills the deferred response"
    );
    send(
        &fake,
        "POST",
        &f,
        json!({"content": format!("<@{}>", bea.id)}),
    )
    .await
    .assert_ok();
    assert_eq!(
        count(bea),
        before + 2,
        "the second follow-up is a new message"
    );
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 6. permissions

#[tokio::test]
async fn rule_6_channel_permissions_and_app_permissions() {
    let (fake, mut gw) = world().await;
    fake.set_rate_limits(false);
    let read_only = fake.channel_named("read-only").id;
    let no_files = fake.channel_named("no-files").id;
    let general = fake.channel().id;

    post(&fake, read_only, json!({"content": "hi"}))
        .await
        .assert_error(403, 50013);
    violations(&fake, 1);
    post(&fake, no_files, json!({"content": "hi"}))
        .await
        .assert_ok();
    send_files(
        &fake,
        "POST",
        &post_path(no_files),
        json!({"content": "f"}),
        &[("a.png", vec![1])],
    )
    .await
    .assert_error(403, 50013);
    post(&fake, no_files, json!({"embeds": [{"title": "t"}]}))
        .await
        .assert_error(403, 50013);
    violations(&fake, 2);

    // Without VIEW_CHANNEL: Missing Access, for reading too.
    let r = post(&fake, general, json!({"content": "mine"})).await;
    let mid = r.body["id"].as_str().unwrap().to_owned();
    fake.set_bot_permissions(general, perm::SEND_MESSAGES);
    post(&fake, general, json!({"content": "hi"}))
        .await
        .assert_error(403, 50001);
    send(&fake, "GET", &format!("/channels/{general}"), Value::Null)
        .await
        .assert_error(403, 50001);
    send(
        &fake,
        "DELETE",
        &format!("/channels/{general}/messages/{mid}"),
        Value::Null,
    )
    .await
    .assert_error(403, 50001);
    violations(&fake, 3);
    // Exactly the bits needed are enough.
    fake.set_bot_permissions(general, perm::VIEW_CHANNEL | perm::SEND_MESSAGES);
    post(&fake, general, json!({"content": "hi"}))
        .await
        .assert_ok();
    send(
        &fake,
        "PATCH",
        &format!("/channels/{general}/messages/{mid}"),
        json!({"content": "edited"}),
    )
    .await
    .assert_ok();
    violations(&fake, 0);

    // Interactions carry the bot's bits there as app_permissions, and their responses and
    // follow-ups need no channel permission.
    fake.use_channel(read_only);
    let h = fake.slash(&fake.user("Ada"), "demo", "", &[]);
    let event = gw.event("INTERACTION_CREATE").await;
    assert_eq!(
        event["app_permissions"],
        fake.bot_permissions(read_only).to_string()
    );
    assert_eq!(event["channel_id"], read_only.to_string());
    assert_eq!(event["channel"]["id"], read_only.to_string());
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 4, "data": {"content": "answer"}}),
    )
    .await
    .assert_ok();
    send(
        &fake,
        "POST",
        &followup_path(&fake, &h.token),
        json!({"content": "more", "embeds": [{"title": "e"}]}),
    )
    .await
    .assert_ok();
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 7. threads

#[tokio::test]
async fn rule_7_threads_need_permission_and_become_channels() {
    let (fake, mut gw) = world().await;
    fake.set_rate_limits(false);
    // A second session may start only once max_concurrency's window has passed.
    fake.advance_clock(fake_discord::IDENTIFY_WINDOW);
    let mut deaf = Gateway::connect(&fake, 0).await; // no GUILDS intent
    let general = fake.channel().id;
    let no_threads = fake.channel_named("no-threads").id;

    let r = send(
        &fake,
        "POST",
        &format!("/channels/{no_threads}/threads"),
        json!({"name": "game", "type": 11}),
    )
    .await;
    r.assert_error(403, 50013);
    for name in [String::new(), "x".repeat(101)] {
        let r = send(
            &fake,
            "POST",
            &format!("/channels/{general}/threads"),
            json!({"name": name, "type": 11}),
        )
        .await;
        r.assert_error(400, 50035);
    }
    violations(&fake, 3);

    // A public thread without a message: a new channel, announced to GUILDS sessions only.
    let r = send(
        &fake,
        "POST",
        &format!("/channels/{general}/threads"),
        json!({"name": "x".repeat(100), "type": 11}),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(
        (r.body["type"].as_u64(), r.body["parent_id"].as_str()),
        (Some(11), Some(general.to_string().as_str()))
    );
    let thread: u64 = r.body["id"].as_str().unwrap().parse().unwrap();
    let created = gw.event("THREAD_CREATE").await;
    assert_eq!(
        (created["id"].as_str(), created["newly_created"].as_bool()),
        (Some(thread.to_string().as_str()), Some(true))
    );
    assert!(!deaf.gets("THREAD_CREATE", Duration::from_millis(300)).await);
    assert_eq!(
        fake.threads().iter().map(|t| t.id).collect::<Vec<_>>(),
        [thread]
    );
    assert_eq!(
        fake.bot_permissions(thread),
        fake.bot_permissions(general),
        "inherited"
    );

    // Messages in it need SEND_MESSAGES_IN_THREADS, not SEND_MESSAGES.
    post(&fake, thread, json!({"content": "in the thread"}))
        .await
        .assert_ok();
    fake.set_bot_permissions(
        thread,
        perm::ALL & !perm::ADMINISTRATOR & !perm::SEND_MESSAGES_IN_THREADS,
    );
    post(&fake, thread, json!({"content": "no"}))
        .await
        .assert_error(403, 50013);
    violations(&fake, 1);
    fake.set_bot_permissions(thread, perm::VIEW_CHANNEL | perm::SEND_MESSAGES_IN_THREADS);
    post(&fake, thread, json!({"content": "yes"}))
        .await
        .assert_ok();

    // Users interact in the thread.
    fake.use_channel(thread);
    let ada = fake.user("Ada");
    fake.slash(&ada, "demo", "", &[]);
    let event = gw.event("INTERACTION_CREATE").await;
    assert_eq!(event["channel_id"], thread.to_string());
    assert_eq!(
        (
            event["channel"]["type"].as_u64(),
            event["channel"]["parent_id"].as_str()
        ),
        (Some(11), Some(general.to_string().as_str()))
    );
    assert_eq!(
        event["app_permissions"],
        (perm::VIEW_CHANNEL | perm::SEND_MESSAGES_IN_THREADS).to_string()
    );

    // From a message: a public thread with the message's id, only once.
    let r = post(&fake, general, json!({"content": "table"})).await;
    let mid: u64 = r.body["id"].as_str().unwrap().parse().unwrap();
    let path = format!("/channels/{general}/messages/{mid}/threads");
    let r = send(&fake, "POST", &path, json!({"name": "table"})).await;
    assert_eq!(
        (r.status, r.body["id"].as_str()),
        (201, Some(mid.to_string().as_str()))
    );
    send(&fake, "POST", &path, json!({"name": "again"}))
        .await
        .assert_error(400, 160004);
    violations(&fake, 1);

    // Without `type` Discord makes a private thread (needs CREATE_PRIVATE_THREADS); only its
    // members see it, so a user not added cannot act there.
    let r = send(
        &fake,
        "POST",
        &format!("/channels/{general}/threads"),
        json!({"name": "secret"}),
    )
    .await;
    assert_eq!((r.status, r.body["type"].as_u64()), (201, Some(12)));
    let private: u64 = r.body["id"].as_str().unwrap().parse().unwrap();
    fake.use_channel(private);
    assert!(catch_unwind(AssertUnwindSafe(|| {
        fake.slash(&ada, "demo", "", &[]);
    }))
    .is_err());
    send(
        &fake,
        "PUT",
        &format!("/channels/{private}/thread-members/{}", ada.id),
        Value::Null,
    )
    .await
    .assert_ok();
    fake.slash(&ada, "demo", "", &[]);
    assert_eq!(gw.event("INTERACTION_CREATE").await["channel"]["type"], 12);
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 8. rate limits

#[tokio::test]
async fn rule_8_per_channel_rate_limits() {
    let (fake, _gw) = world().await;
    let general = fake.channel().id;
    let games = fake.channel_named("games").id;
    let mut ids = Vec::new();
    for left in (0..5).rev() {
        let r = post(&fake, general, json!({"content": "m"})).await;
        r.assert_ok();
        assert_eq!(r.header("x-ratelimit-limit"), Some("5"));
        assert_eq!(
            r.header("x-ratelimit-remaining"),
            Some(left.to_string().as_str())
        );
        for h in [
            "x-ratelimit-reset",
            "x-ratelimit-reset-after",
            "x-ratelimit-bucket",
        ] {
            assert!(r.header(h).is_some(), "{h}: {r:?}");
        }
        ids.push(r.body["id"].as_str().unwrap().to_owned());
    }
    let r = post(&fake, general, json!({"content": "sixth"})).await;
    assert_eq!(r.status, 429, "{r:?}");
    assert_eq!(r.body["message"], "You are being rate limited.");
    assert_eq!(r.body["global"], false);
    let retry = r.body["retry_after"].as_f64().unwrap();
    assert!(retry > 0.0 && retry <= 5.0, "{retry}");
    assert!(r.header("retry-after").unwrap().parse::<u64>().unwrap() >= 1);
    assert_eq!(r.header("x-ratelimit-remaining"), Some("0"));
    assert_eq!(r.header("x-ratelimit-scope"), Some("user"));
    assert_eq!(fake.rate_limited(), 1);
    // Another channel, and edits, have buckets of their own.
    post(&fake, games, json!({"content": "elsewhere"}))
        .await
        .assert_ok();
    for i in 0..6 {
        let r = send(
            &fake,
            "PATCH",
            &format!("/channels/{general}/messages/{}", ids[0]),
            json!({"content": format!("e{i}")}),
        )
        .await;
        assert_eq!(r.status, if i < 5 { 200 } else { 429 }, "{r:?}");
    }
    assert_eq!(fake.rate_limited(), 2);
    // A 429 is the bot's to handle, not a violation; the window passes on the fake's clock.
    fake.assert_no_violations();
    fake.advance_clock(Duration::from_secs(5));
    post(&fake, general, json!({"content": "after the window"}))
        .await
        .assert_ok();
    fake.set_rate_limits(false);
    for _ in 0..10 {
        post(&fake, general, json!({"content": "unlimited"}))
            .await
            .assert_ok();
    }
    assert_eq!(fake.rate_limited(), 2);
}

/// A request into a bucket before its 429's `retry_after` has passed is answered 429 again
/// and is a violation (Discord counts it as invalid); so is any request but an interaction
/// answer after a global 429, and the 51st request within a second (the global limit).
/// Injected 429s (`rate_limit_next`) carry the wait asked for, in the body and headers.
#[tokio::test]
async fn rule_8_early_requests_and_the_global_limit_are_violations() {
    let (fake, _gw) = world().await;
    let general = fake.channel().id;
    let games = fake.channel_named("games").id;
    for _ in 0..5 {
        post(&fake, general, json!({"content": "m"}))
            .await
            .assert_ok();
    }
    assert_eq!(
        post(&fake, general, json!({"content": "6"})).await.status,
        429
    );
    fake.assert_no_violations();
    let r = post(&fake, general, json!({"content": "7, too early"})).await;
    assert_eq!(r.status, 429, "{r:?}");
    let v = violations(&fake, 1);
    assert!(v[0].contains("rate-limited bucket"), "{v:?}");
    // Other buckets go on.
    post(&fake, games, json!({"content": "elsewhere"}))
        .await
        .assert_ok();
    fake.advance_clock(Duration::from_secs(6));
    // An injected 429 of 2 s on edits in #games.
    let m = post(&fake, games, json!({"content": "to edit"})).await;
    let edit = format!(
        "/channels/{games}/messages/{}",
        m.body["id"].as_str().unwrap()
    );
    fake.rate_limit_next("PATCH", &edit, Duration::from_millis(2_000), false);
    let r = send(&fake, "PATCH", &edit, json!({"content": "e"})).await;
    assert_eq!(r.status, 429, "{r:?}");
    assert_eq!(r.body["retry_after"].as_f64(), Some(2.0));
    assert_eq!(r.body["global"], false);
    assert_eq!(r.header("retry-after"), Some("2"));
    fake.assert_no_violations();
    assert_eq!(
        send(&fake, "PATCH", &edit, json!({"content": "e"}))
            .await
            .status,
        429
    );
    assert_eq!(violations(&fake, 1).len(), 1);
    fake.advance_clock(Duration::from_millis(2_100));
    send(&fake, "PATCH", &edit, json!({"content": "e"}))
        .await
        .assert_ok();
    // A global 429: every route is limited.
    fake.rate_limit_next(
        "POST",
        &post_path(general),
        Duration::from_millis(1_500),
        true,
    );
    let r = post(&fake, general, json!({"content": "g"})).await;
    assert_eq!(
        (r.status, r.body["global"].as_bool()),
        (429, Some(true)),
        "{r:?}"
    );
    assert_eq!(r.header("x-ratelimit-global"), Some("true"));
    fake.assert_no_violations();
    assert_eq!(
        post(&fake, games, json!({"content": "x"})).await.status,
        429
    );
    assert_eq!(violations(&fake, 1).len(), 1);
    fake.advance_clock(Duration::from_secs(6));
    // Fifty requests in a second are fine; the fifty-first is over the global limit.
    let tables = fake.add_channels("busy", 11);
    let burst = (0..50).map(|i| post(&fake, tables[i / 5].id, json!({"content": "b"})));
    for r in futures_util::future::join_all(burst).await {
        r.assert_ok();
    }
    fake.assert_no_violations();
    let r = post(&fake, tables[10].id, json!({"content": "51"})).await;
    assert_eq!(
        (r.status, r.body["global"].as_bool()),
        (429, Some(true)),
        "{r:?}"
    );
    let v = violations(&fake, 1);
    assert!(v[0].contains("global limit"), "{v:?}");
}

/// Channels added for load runs (`add_channels`) are like #general: the bot may post, a
/// connected bot hears of them, and each has its own rate-limit buckets. Extra members
/// (`start_with_players`) can act there. Uploads kept short (`keep_file_bytes(false)`) are
/// still checked whole and keep their size.
#[tokio::test]
async fn rule_8_added_channels_have_their_own_limits() {
    let fake = FakeDiscord::start_with_players(3).await;
    let mut gw = Gateway::connect(&fake, 1).await;
    fake.wait_ready(Duration::from_secs(5)).await;
    let players = fake.players();
    assert_eq!(players.len(), 3);
    assert_eq!(players[2].name, "Player 3");
    assert_eq!(fake.users().len(), 7 + 3);
    assert_eq!(fake.hostile_users().len(), 3);
    let tables = fake.add_channels("table", 2);
    assert_eq!(tables[1].name, "table-2");
    let created = gw.event("CHANNEL_CREATE").await;
    assert_eq!(created["id"], tables[0].id.to_string());
    assert_eq!(fake.bot_permissions(tables[0].id), perm::ALL);
    for _ in 0..5 {
        post(&fake, tables[0].id, json!({"content": "m"}))
            .await
            .assert_ok();
    }
    let r = post(&fake, tables[0].id, json!({"content": "sixth"})).await;
    assert_eq!(r.status, 429, "{r:?}");
    assert_eq!(fake.rate_limited(), 1);
    post(
        &fake,
        tables[1].id,
        json!({"content": "a bucket of its own"}),
    )
    .await
    .assert_ok();
    // A command from an added channel, by an extra member.
    let h = fake.slash_in(tables[1].id, &players[0], "catan", "new", &[]);
    let ev = gw.event("INTERACTION_CREATE").await;
    assert_eq!(ev["channel_id"], tables[1].id.to_string());
    assert_eq!(ev["member"]["user"]["id"], players[0].id.to_string());
    assert_eq!(h.record().channel_id, tables[1].id);
    // Short-kept uploads: the whole file is checked, the size stays.
    fake.keep_file_bytes(false);
    let png: Vec<u8> = b"\x89PNG\r\n\x1a\n"
        .iter()
        .copied()
        .chain([7u8; 2_000])
        .collect();
    let r = send_files(
        &fake,
        "POST",
        &post_path(tables[1].id),
        json!({"content": "board"}),
        &[("board.png", png)],
    )
    .await;
    r.assert_ok();
    assert_eq!(r.body["attachments"][0]["size"], 2_008);
    let id: u64 = r.body["id"].as_str().unwrap().parse().unwrap();
    let a = fake.message(id).unwrap().attachments[0].clone();
    assert_eq!((a.size, a.bytes.len()), (2_008, 8));
    assert!(a.bytes.starts_with(b"\x89PNG"));
    let last = fake.last_public_messages(tables[1].id, 2);
    assert_eq!(last.len(), 2);
    assert_eq!(last[1].id, id);
    assert_eq!(last[0].content, "a bucket of its own");
    let big = vec![0u8; 10 * 1024 * 1024 + 1];
    let r = send_files(
        &fake,
        "POST",
        &post_path(tables[1].id),
        json!({"content": "too big"}),
        &[("big.png", big)],
    )
    .await;
    assert_eq!(r.status, 413, "{r:?}");
    assert_eq!(fake.take_violations().len(), 1);
}

// ------------------------------------------------------------------ 9. injected 5xx

#[tokio::test]
async fn rule_9_injected_server_errors() {
    let (fake, _gw) = world().await;
    let ch = fake.channel().id;
    fake.fail_next("POST", "/messages", 503, 2);
    fake.fail_next("PATCH", "/messages/", 500, 1);
    for _ in 0..2 {
        let r = post(&fake, ch, json!({"content": "m"})).await;
        assert_eq!((r.status, r.body["code"].as_u64()), (503, Some(0)), "{r:?}");
        assert!(r.body["message"].as_str().unwrap().starts_with("503"));
    }
    assert!(fake.messages(ch).is_empty(), "a failed post is not made");
    let r = post(&fake, ch, json!({"content": "third time"})).await;
    r.assert_ok();
    let mid = r.body["id"].as_str().unwrap();
    let path = format!("/channels/{ch}/messages/{mid}");
    assert_eq!(
        send(&fake, "PATCH", &path, json!({"content": "e"}))
            .await
            .status,
        500
    );
    send(&fake, "PATCH", &path, json!({"content": "e"}))
        .await
        .assert_ok();
    assert_eq!(fake.failures_served().len(), 3);
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 10. modal submits

#[tokio::test]
async fn rule_10_modal_submits_carry_their_message() {
    let (fake, mut gw) = world().await;
    let ch = fake.channel().id;
    let ada = fake.user("Ada");
    let r = post(
        &fake,
        ch,
        json!({"content": "offer", "components": [row(vec![button("counter")])]}),
    )
    .await;
    let msg = fake
        .message(r.body["id"].as_str().unwrap().parse().unwrap())
        .unwrap();
    let modal = json!({"type": 9, "data": {"custom_id": "form", "title": "Counter", "components": [
        row(vec![json!({"type": 4, "custom_id": "give", "style": 1, "label": "Give", "max_length": 20})]),
        row(vec![json!({"type": 4, "custom_id": "note", "style": 2, "label": "Note", "required": false})]),
    ]}});

    // Submitting a modal nobody showed is a test bug.
    assert!(catch_unwind(AssertUnwindSafe(|| {
        fake.submit_modal(&ada, "form", &[("give", "1 ore")]);
    }))
    .is_err());

    let h = fake.click(&ada, &msg, "counter");
    gw.event("INTERACTION_CREATE").await;
    send(&fake, "POST", &callback_path(h.id, &h.token), modal.clone())
        .await
        .assert_ok();
    // A value the text input would not take is a test bug too (and the modal stays open).
    assert!(catch_unwind(AssertUnwindSafe(|| {
        fake.submit_modal(&ada, "form", &[("give", &"x".repeat(21))]);
    }))
    .is_err());
    fake.submit_modal(&ada, "form", &[("give", "1 ore")]);
    let submit = gw.event("INTERACTION_CREATE").await;
    assert_eq!(submit["type"], 5);
    assert_eq!(submit["message"]["id"], msg.id.to_string());
    assert_eq!(submit["channel_id"], ch.to_string());
    let values: Vec<(&str, &str)> = submit["data"]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let c = &r["components"][0];
            (
                c["custom_id"].as_str().unwrap(),
                c["value"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(values, [("give", "1 ore"), ("note", "")]);

    // Opened by a slash command: no message.
    let h = fake.slash(&ada, "demo", "", &[]);
    gw.event("INTERACTION_CREATE").await;
    send(&fake, "POST", &callback_path(h.id, &h.token), modal)
        .await
        .assert_ok();
    fake.submit_modal(&ada, "form", &[("give", "2 wool")]);
    let submit = gw.event("INTERACTION_CREATE").await;
    assert!(submit.get("message").is_none(), "{submit}");
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 11. RESUME replay

#[tokio::test]
async fn rule_11_resume_replays_an_interaction_too_old_to_answer() {
    let (fake, mut gw) = world().await;
    let ch = fake.channel().id;
    let r = post(
        &fake,
        ch,
        json!({"content": "turn", "components": [row(vec![button("roll")])]}),
    )
    .await;
    let msg = fake
        .message(r.body["id"].as_str().unwrap().parse().unwrap())
        .unwrap();
    let bea = fake.user("Bea");

    let h = fake.click_during_outage(&bea, &msg, "roll", Duration::from_secs(5));
    let age = ms_of(SystemTime::now()) - fake_discord::snowflake_ms(h.id);
    assert!(
        (5000..6000).contains(&age),
        "the id says it was made 5 s ago: {age} ms"
    );
    let got = gw.resume(&fake).await;
    let names: Vec<&str> = got.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        names,
        ["INTERACTION_CREATE", "RESUMED"],
        "replayed before RESUMED"
    );
    assert_eq!(got[0].1["id"], h.id.to_string());
    assert_eq!(fake.sessions_started().1, 1);

    // A bot that answers it anyway is refused; one that ignores it is fine.
    assert!(h.record().dead_on_arrival());
    fake.assert_response_times();
    let r = send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 6}),
    )
    .await;
    r.assert_error(404, 10062);
    violations(&fake, 1);
    assert!(!h.record().acknowledged);

    // The generic queue replays any event; live interactions flow again after the resume.
    fake.queue_for_resume("CHANNEL_UPDATE", json!({"id": ch.to_string()}));
    fake.drop_gateway(4000);
    let got = gw.resume(&fake).await;
    assert_eq!(got[0].0, "CHANNEL_UPDATE");
    let h = fake.click(&bea, &msg, "roll");
    gw.event("INTERACTION_CREATE").await;
    send(
        &fake,
        "POST",
        &callback_path(h.id, &h.token),
        json!({"type": 6}),
    )
    .await
    .assert_ok();
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 12. command registration

#[tokio::test]
async fn rule_12_command_registration_refusals() {
    let fake = FakeDiscord::start().await;
    let app = fake.app_id();
    let cmds = json!([{"name": "catan", "description": "Play", "type": 1}]);
    let other_guild = fake.guild_id() + 1;
    let r = send(
        &fake,
        "PUT",
        &format!("/applications/{app}/guilds/{other_guild}/commands"),
        cmds.clone(),
    )
    .await;
    r.assert_error(403, 50001);
    assert_eq!(r.body["message"], "Missing Access");
    violations(&fake, 1);
    let mine = format!("/applications/{app}/guilds/{}/commands", fake.guild_id());
    send(&fake, "PUT", &mine, cmds.clone()).await.assert_ok();
    fake.refuse_command_registration(true);
    send(&fake, "PUT", &mine, cmds.clone())
        .await
        .assert_error(403, 50001);
    send(
        &fake,
        "PUT",
        &format!("/applications/{app}/commands"),
        cmds.clone(),
    )
    .await
    .assert_error(403, 50001);
    violations(&fake, 2);
    fake.refuse_command_registration(false);
    send(&fake, "PUT", &mine, cmds).await.assert_ok();
    fake.assert_no_violations();

    // Localizations are keyed by Discord's locales, in options and choices too.
    let localized = |key: &str| {
        json!([{"name": "catan", "description": "Play", "type": 1,
            "description_localizations": {"de": "Spiele"},
            "options": [{"name": "new", "description": "Open", "type": 1,
                "description_localizations": {key: "Ouvrir"}}]}])
    };
    // Every locale of Discord's list (the spec's AvailableLocalesEnum) is taken.
    for locale in ["fr", "he", "ar", "zh-TW"] {
        send(&fake, "PUT", &mine, localized(locale))
            .await
            .assert_ok();
    }
    let r = send(&fake, "PUT", &mine, localized("es")).await;
    r.assert_error(400, 50035);
    assert!(
        r.body["errors"]["0"]["options"]["0"]["description_localizations"]["es"].is_object(),
        "{}",
        r.body
    );
    violations(&fake, 1);

    // Localized names are names: lowercase, and distinct among siblings in each locale.
    let named = |new_de: &str, join_de: &str| {
        json!([{"name": "catan", "description": "Play", "type": 1,
            "options": [
                {"name": "new", "description": "Open", "type": 1,
                    "name_localizations": {"de": new_de}},
                {"name": "join", "description": "Join", "type": 1,
                    "name_localizations": {"de": join_de}}]}])
    };
    send(&fake, "PUT", &mine, named("neu", "beitreten"))
        .await
        .assert_ok();
    // An apostrophe, and Devanagari with its vowel signs, are allowed in names.
    send(&fake, "PUT", &mine, named("l'ouvrir", "जुड़ें"))
        .await
        .assert_ok();
    for (new_de, join_de) in [
        ("Neu", "beitreten"),
        ("neu spiel", "beitreten"),
        ("neu", "neu"),
        ("join", "beitreten"),
    ] {
        send(&fake, "PUT", &mine, named(new_de, join_de))
            .await
            .assert_error(400, 50035);
    }
    violations(&fake, 4);
    // A choice's localized name is a label: anything goes.
    let choice = json!([{"name": "catan", "description": "Play", "type": 1,
        "options": [{"name": "map", "description": "Map", "type": 3,
            "choices": [{"name": "beginner", "value": "beginner",
                "name_localizations": {"de": "Einsteiger (Anfänger)"}}]}]}]);
    send(&fake, "PUT", &mine, choice).await.assert_ok();
    fake.assert_no_violations();

    // Two slash commands side by side (`/catan` and `/catan-hub`), and a user command that
    // shares a name with one: taken.
    let two = json!([
        {"name": "catan", "description": "Play", "type": 1},
        {"name": "catan-hub", "description": "Beyond one table", "type": 1,
            "options": [{"name": "games", "description": "Your tables", "type": 1}]},
        {"name": "catan", "description": "", "type": 2},
    ]);
    send(&fake, "PUT", &mine, two).await.assert_ok();
    assert_eq!(
        send(&fake, "GET", &mine, Value::Null)
            .await
            .body
            .as_array()
            .map(Vec::len),
        Some(3)
    );
    fake.assert_no_violations();
    // Refused: two slash commands under one name; a name with a capital or a space, also
    // an option's without localizations; more than 100 slash commands; a command over
    // 8,000 characters (names, descriptions and values, at their longest localization).
    let r = send(
        &fake,
        "PUT",
        &mine,
        json!([{"name": "catan", "description": "Play"}, {"name": "catan", "description": "Again"}]),
    )
    .await;
    r.assert_error(400, 50035);
    assert!(r.body["errors"]["1"]["name"].is_object(), "{}", r.body);
    for bad in [
        json!([{"name": "Catan-Hub", "description": "Beyond"}]),
        json!([{"name": "catan hub", "description": "Beyond"}]),
        json!([{"name": "catan-hub", "description": "Beyond",
            "options": [{"name": "my games", "description": "Yours", "type": 1}]}]),
    ] {
        send(&fake, "PUT", &mine, bad)
            .await
            .assert_error(400, 50035);
    }
    let many: Vec<Value> = (0..101)
        .map(|i| json!({"name": format!("c{i}"), "description": "x"}))
        .collect();
    send(&fake, "PUT", &mine, json!(many))
        .await
        .assert_error(400, 30032);
    let long = "d".repeat(90);
    let wide =
        |n: usize| {
            let subs: Vec<Value> = (0..n)
            .map(|i| {
                let opts: Vec<Value> = (0..3)
                    .map(|j| json!({"name": format!("o{j}"), "description": long, "type": 3,
                        "description_localizations": {"de": "ü".repeat(100)}}))
                    .collect();
                json!({"name": format!("s{i}"), "description": long, "type": 1, "options": opts})
            })
            .collect();
            json!([{"name": "catan", "description": "Play", "options": subs}])
        };
    // 25 subcommands of three options, each about 2 + 90 + 3 · (2 + 100) characters:
    // nearly 10,000.
    send(&fake, "PUT", &mine, wide(25))
        .await
        .assert_error(400, 50035);
    violations(&fake, 6);
    // 19 of them: about 7,600.
    send(&fake, "PUT", &mine, wide(19)).await.assert_ok();
    fake.assert_no_violations();
}

// ------------------------------------------------------------------ 13. hostile names

#[tokio::test]
async fn rule_13_hostile_display_names() {
    let (fake, mut gw) = world().await;
    let users = fake.users();
    assert_eq!(
        users[..4]
            .iter()
            .map(|u| u.name.as_str())
            .collect::<Vec<_>>(),
        ["Ada", "Bea", "Cy", "Dee"]
    );
    let hostile = fake.hostile_users();
    assert!(hostile.len() >= 3);
    let role = fake.roles()[0].clone();
    assert!(role.mentionable);
    let nicks: Vec<String> = hostile.iter().map(|u| u.nick.clone().unwrap()).collect();
    for n in &nicks {
        assert_eq!(n.chars().count(), 32, "{n}");
    }
    assert!(nicks.iter().any(|n| n.contains("@everyone")));
    assert!(nicks.iter().any(|n| n.contains("**")));
    assert!(nicks
        .iter()
        .any(|n| n.contains(&format!("<@&{}>", role.id))));
    assert!(nicks
        .iter()
        .any(|n| n.contains(&format!("<@{}>", users[0].id))));

    // As Discord sends them: member.nick, user.global_name, in REST, GUILD_CREATE and
    // interactions.
    let mallory = &hostile[0];
    let r = send(
        &fake,
        "GET",
        &format!("/guilds/{}/members/{}", fake.guild_id(), mallory.id),
        Value::Null,
    )
    .await;
    assert_eq!(r.body["nick"], mallory.nick.clone().unwrap());
    assert_eq!(
        r.body["user"]["global_name"],
        mallory.global_name.clone().unwrap()
    );
    assert_eq!(r.body["roles"][0], role.id.to_string());
    let r = send(
        &fake,
        "GET",
        &format!("/guilds/{}", fake.guild_id()),
        Value::Null,
    )
    .await;
    assert!(r.body["roles"]
        .as_array()
        .unwrap()
        .iter()
        .any(
            |x| x["id"].as_str() == Some(role.id.to_string().as_str()) && x["mentionable"] == true
        ));
    fake.slash(mallory, "demo", "", &[("friend", Opt::User(hostile[2].id))]);
    let event = gw.event("INTERACTION_CREATE").await;
    assert_eq!(event["member"]["nick"], mallory.nick.clone().unwrap());
    assert_eq!(
        event["data"]["resolved"]["members"][hostile[2].id.to_string()]["nick"],
        hostile[2].nick.clone().unwrap()
    );

    // Echoing a nickname unescaped pings: a role and a user mention inside names notify.
    let ch = fake.channel().id;
    let content = format!("{} and {} joined", nicks[0], nicks[2]);
    post(&fake, ch, json!({"content": content}))
        .await
        .assert_ok();
    assert!(
        !fake.notifications(users[0].id).is_empty(),
        "Ada pinged through a nickname"
    );
    fake.assert_no_violations();
}

#[test]
fn mention_parsing_and_allowed_mentions_defaults() {
    use fake_discord::rules::{allowed, mentions};
    let m = mentions("<@1> <@!2> <@&3> @here <@x> <@4 <@1>");
    assert_eq!((m.users, m.roles, m.everyone), (vec![1, 2], vec![3], true));
    let channel = allowed(None, false);
    assert!(channel.users && channel.roles && channel.everyone && channel.replied_user);
    let interaction = allowed(None, true);
    assert!(interaction.users && !interaction.roles && !interaction.everyone);
    let a = allowed(Some(&json!({"users": ["7"], "replied_user": true})), false);
    assert!(!a.users && a.user_ids == [7] && a.replied_user);
}
