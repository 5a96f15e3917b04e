//! The fake's REST server (hyper, `/api/v10/...`) and gateway (tokio-tungstenite, JSON text frames).
//!
//! Always: every request is logged and body-validated before it is handled; an unknown route
//! answers 404 with a JSON error and is recorded as a violation; state changes bump the
//! `changed` counter so waiters wake.

use super::payloads;
use super::{Attachment, GatewayCommand, Inner, Message, Response, State, EPHEMERAL};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, StatusCode};
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

type Reply = hyper::Response<Full<Bytes>>;

pub(crate) fn spawn_rest(listener: TcpListener, inner: Arc<Inner>) {
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let inner = inner.clone();
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |req| {
                    let inner = inner.clone();
                    async move { Ok::<_, std::convert::Infallible>(handle(inner, req).await) }
                });
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                    .await;
            });
        }
    });
}

fn reply(status: StatusCode, body: Value) -> Reply {
    hyper::Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_string())))
        .unwrap()
}

fn ok(body: Value) -> Reply {
    reply(StatusCode::OK, body)
}

fn no_content() -> Reply {
    hyper::Response::builder()
        .status(StatusCode::NO_CONTENT)
        .body(Full::new(Bytes::new()))
        .unwrap()
}

fn error(status: StatusCode, code: u32, message: &str) -> Reply {
    reply(status, json!({"message": message, "code": code}))
}

/// A parsed request body: JSON (maybe from `payload_json`) plus uploaded files by index.
#[derive(Default)]
struct Body {
    json: Option<Value>,
    files: Vec<(usize, String, Option<String>, Vec<u8>)>,
}

fn parse_body(content_type: &str, bytes: &[u8]) -> Result<Body, String> {
    if bytes.is_empty() {
        return Ok(Body::default());
    }
    if let Some(b) = content_type.split("boundary=").nth(1) {
        let boundary = format!("--{}", b.trim_matches('"'));
        return parse_multipart(bytes, boundary.as_bytes());
    }
    serde_json::from_slice(bytes)
        .map(|v| Body {
            json: Some(v),
            files: vec![],
        })
        .map_err(|e| format!("body is not JSON: {e}"))
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn parse_multipart(bytes: &[u8], boundary: &[u8]) -> Result<Body, String> {
    let mut body = Body::default();
    let mut pos =
        find(bytes, boundary, 0).ok_or("multipart body without its boundary")? + boundary.len();
    loop {
        if bytes.get(pos..pos + 2) == Some(b"--") {
            break;
        }
        let head_start = pos + 2; // skip CRLF
        let head_end =
            find(bytes, b"\r\n\r\n", head_start).ok_or("multipart part without headers")?;
        let headers = String::from_utf8_lossy(&bytes[head_start..head_end]).to_string();
        let data_start = head_end + 4;
        let next = find(bytes, boundary, data_start).ok_or("unterminated multipart part")?;
        let data = &bytes[data_start..next.saturating_sub(2)];
        let param = |key: &str| -> Option<String> {
            let pat = format!("{key}=\"");
            let start = headers.find(&pat)? + pat.len();
            let end = headers[start..].find('"')? + start;
            Some(headers[start..end].to_owned())
        };
        let name = param(" name").or_else(|| param("name")).unwrap_or_default();
        let content_type = headers
            .lines()
            .find_map(|l| {
                l.strip_prefix("Content-Type:")
                    .or_else(|| l.strip_prefix("content-type:"))
            })
            .map(|s| s.trim().to_owned());
        if name == "payload_json" {
            body.json = Some(
                serde_json::from_slice(data)
                    .map_err(|e| format!("payload_json is not JSON: {e}"))?,
            );
        } else if let Some(idx) = name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            let idx = idx
                .parse()
                .map_err(|_| format!("bad file part name {name:?}"))?;
            body.files.push((
                idx,
                param("filename").unwrap_or_default(),
                content_type,
                data.to_vec(),
            ));
        } else if name == "file" {
            body.files.push((
                0,
                param("filename").unwrap_or_default(),
                content_type,
                data.to_vec(),
            ));
        } else {
            return Err(format!("unexpected multipart field {name:?}"));
        }
        pos = next + boundary.len();
    }
    Ok(body)
}

async fn handle(inner: Arc<Inner>, req: Request<Incoming>) -> Reply {
    let method = req.method().as_str().to_owned();
    let path = req.uri().path().to_owned();
    let authorization = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let content_type = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let bytes = match req.into_body().collect().await {
        Ok(b) => b.to_bytes(),
        Err(e) => return error(StatusCode::BAD_REQUEST, 0, &format!("unreadable body: {e}")),
    };
    let fake = super::FakeDiscord {
        inner: inner.clone(),
    };
    let (slow_original, slow_posts) = fake.with_state(|s| {
        s.requests.push(format!("{method} {path}"));
        (s.slow_original, s.slow_posts)
    });
    let fetches_original = method == "GET" && path.ends_with("/messages/@original");
    if let Some(delay) = slow_original.filter(|_| fetches_original) {
        tokio::time::sleep(delay).await;
    }
    // Like Discord: a wrong bot token gets 401, except where no token is needed.
    let open_route = path == "/api/v10/gateway";
    if !open_route && authorization.is_some_and(|a| a != format!("Bot {}", super::TOKEN)) {
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    }
    let Some(rel) = path.strip_prefix("/api/v10") else {
        return unknown(&fake, &method, &path, "path does not start with /api/v10");
    };
    let body = match parse_body(&content_type, &bytes) {
        Ok(b) => b,
        Err(e) => {
            fake.violation(format!("{method} {path}: {e}"));
            return error(StatusCode::BAD_REQUEST, 50109, &e);
        }
    };
    match super::schema::spec().validate_request(&method, rel, body.json.as_ref()) {
        Some(errs) => {
            if !errs.is_empty() {
                let shown = body
                    .json
                    .as_ref()
                    .map(|j| j.to_string())
                    .unwrap_or_default();
                eprintln!(
                    "fake discord: the body that broke the spec: {}",
                    &shown[..shown.len().min(3000)]
                );
            }
            for e in errs {
                fake.violation(e);
            }
        }
        None => return unknown(&fake, &method, &path, "not in Discord's OpenAPI spec"),
    }
    let segs: Vec<&str> = rel.trim_start_matches('/').split('/').collect();
    let reply = route(&fake, &method, &segs, body);
    inner.changed.send_modify(|v| *v += 1);
    let posts_message = method == "POST"
        && matches!(
            segs.as_slice(),
            ["channels", _, "messages"] | ["webhooks", _, _]
        );
    if let Some(delay) = slow_posts.filter(|_| posts_message) {
        tokio::time::sleep(delay).await;
    }
    reply.unwrap_or_else(|| unknown(&fake, &method, &path, "not served by the fake"))
}

fn unknown(fake: &super::FakeDiscord, method: &str, path: &str, why: &str) -> Reply {
    let line = format!("{method} {path}: unknown route ({why})");
    eprintln!("fake discord: {line}");
    fake.violation(line);
    error(StatusCode::NOT_FOUND, 0, "404: Not Found (fake Discord)")
}

impl super::FakeDiscord {
    pub(crate) fn violation(&self, v: String) {
        eprintln!("fake discord violation: {v}");
        self.with_state(|s| s.violations.push(v));
    }
}

fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok()
}

fn route(fake: &super::FakeDiscord, method: &str, segs: &[&str], body: Body) -> Option<Reply> {
    let inner = &fake.inner;
    let app = inner.app_id.to_string();
    let json = body.json.clone().unwrap_or(Value::Null);
    Some(match (method, segs) {
        ("GET", ["gateway"]) => ok(json!({"url": inner.gateway_url})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": inner.gateway_url, "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            ok(application(inner))
        }
        ("GET", ["users", "@me"]) => ok(payloads::current_user(&inner.bot)),
        ("GET", ["users", uid]) => {
            let uid = parse_id(uid)?;
            match inner.users.iter().chain([&inner.bot]).find(|u| u.id == uid) {
                Some(u) => ok(payloads::user(u)),
                None => error(StatusCode::NOT_FOUND, 10013, "Unknown User"),
            }
        }
        (_, ["applications", a, rest @ ..]) if *a == app => {
            return commands(fake, method, rest, json);
        }
        ("POST", ["interactions", _id, token, "callback"]) => {
            callback(fake, token, json, body.files)
        }
        (_, ["webhooks", a, token, rest @ ..]) if *a == app => {
            webhook(fake, method, token, rest, json, body.files)?
        }
        ("GET", ["channels", cid]) => {
            let c = inner.channels.iter().find(|c| c.id.to_string() == *cid)?;
            ok(payloads::channel(c, inner.guild_id, 0))
        }
        (_, ["channels", cid, "messages", rest @ ..]) => {
            let cid = parse_id(cid)?;
            if !inner.channels.iter().any(|c| c.id == cid) {
                return Some(error(StatusCode::NOT_FOUND, 10003, "Unknown Channel"));
            }
            channel_messages(fake, method, cid, rest, json, body.files)?
        }
        ("GET", ["guilds", gid]) if *gid == inner.guild_id.to_string() => {
            let mut g = payloads::guild(
                inner.guild_id,
                "Catan Club",
                inner.users[0].id,
                &inner.channels,
                &inner.users,
            );
            for k in [
                "members",
                "channels",
                "voice_states",
                "presences",
                "threads",
                "joined_at",
                "large",
                "member_count",
            ] {
                g.as_object_mut().unwrap().remove(k);
            }
            ok(g)
        }
        ("GET", ["guilds", gid, "channels"]) if *gid == inner.guild_id.to_string() => {
            ok(json!(inner
                .channels
                .iter()
                .enumerate()
                .map(|(i, c)| payloads::channel(c, inner.guild_id, i))
                .collect::<Vec<_>>()))
        }
        ("GET", ["guilds", gid, "members"]) if *gid == inner.guild_id.to_string() => {
            ok(json!(inner
                .users
                .iter()
                .map(payloads::member)
                .collect::<Vec<_>>()))
        }
        ("GET", ["guilds", gid, "members", uid]) if *gid == inner.guild_id.to_string() => {
            match inner
                .users
                .iter()
                .chain([&inner.bot])
                .find(|u| u.id.to_string() == *uid)
            {
                Some(u) => ok(payloads::member(u)),
                None => error(StatusCode::NOT_FOUND, 10007, "Unknown Member"),
            }
        }
        _ => return None,
    })
}

fn application(inner: &Inner) -> Value {
    json!({
        "id": inner.app_id.to_string(),
        "name": inner.bot.name,
        "icon": null,
        "description": "Settlers of Catan",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": payloads::user(&inner.users[0]),
        "summary": "",
        "verify_key": "0000",
        "team": null,
        "guild_id": inner.guild_id.to_string(),
        "flags": 0,
        "tags": [],
        "bot": payloads::user(&inner.bot),
    })
}

fn command_out(inner: &Inner, id: u64, guild: bool, c: &Value) -> Value {
    let mut c = c.clone();
    c["id"] = json!(id.to_string());
    c["application_id"] = json!(inner.app_id.to_string());
    c["version"] = json!(id.to_string());
    if c.get("type").is_none_or(Value::is_null) {
        c["type"] = json!(1);
    }
    if c.get("description").is_none_or(Value::is_null) {
        c["description"] = json!("");
    }
    if guild {
        c["guild_id"] = json!(inner.guild_id.to_string());
    }
    c
}

fn commands(fake: &super::FakeDiscord, method: &str, rest: &[&str], body: Value) -> Option<Reply> {
    let inner = &fake.inner;
    let guild = match rest {
        ["commands", ..] => false,
        ["guilds", g, "commands", ..] if *g == inner.guild_id.to_string() => true,
        _ => return None,
    };
    let tail = if guild { &rest[3..] } else { &rest[1..] };
    fn pick(s: &mut State, guild: bool) -> &mut Vec<Value> {
        if guild {
            &mut s.guild_commands
        } else {
            &mut s.global_commands
        }
    }
    Some(match (method, tail) {
        ("GET", []) => ok(json!(fake.with_state(|s| pick(s, guild).clone()))),
        ("PUT", []) => {
            let cmds: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .map(|c| command_out(inner, fake.fresh_id(), guild, c))
                .collect();
            fake.with_state(|s| *pick(s, guild) = cmds.clone());
            ok(json!(cmds))
        }
        ("POST", []) => {
            let c = command_out(inner, fake.fresh_id(), guild, &body);
            fake.with_state(|s| {
                let l = pick(s, guild);
                l.retain(|x| x["name"] != c["name"]);
                l.push(c.clone());
            });
            ok(c)
        }
        (_, [cid]) => {
            let found = fake.with_state(|s| pick(s, guild).iter().position(|c| c["id"] == *cid));
            let Some(i) = found else {
                return Some(error(
                    StatusCode::NOT_FOUND,
                    10063,
                    "Unknown application command",
                ));
            };
            match method {
                "GET" => ok(fake.with_state(|s| pick(s, guild)[i].clone())),
                "DELETE" => {
                    fake.with_state(|s| pick(s, guild).remove(i));
                    no_content()
                }
                "PATCH" => ok(fake.with_state(|s| {
                    let l = pick(s, guild);
                    if let (Some(dst), Some(src)) = (l[i].as_object_mut(), body.as_object()) {
                        for (k, v) in src {
                            dst.insert(k.clone(), v.clone());
                        }
                    }
                    l[i].clone()
                })),
                _ => return None,
            }
        }
        _ => return None,
    })
}

type Files = Vec<(usize, String, Option<String>, Vec<u8>)>;

/// New attachments from the payload's `attachments` list plus uploaded files; `keep` = old ones listed.
fn attachments_from(
    fake: &super::FakeDiscord,
    data: &Value,
    files: &Files,
    old: &[Attachment],
) -> Vec<Attachment> {
    let listed = data.get("attachments").and_then(Value::as_array);
    let mut out: Vec<Attachment> = match listed {
        Some(list) => old
            .iter()
            .filter(|a| {
                list.iter()
                    .any(|e| e["id"].as_str() == Some(&a.id.to_string()) || e["id"] == json!(a.id))
            })
            .cloned()
            .collect(),
        None => old.to_vec(),
    };
    for (idx, filename, ct, bytes) in files {
        let entry = listed.and_then(|l| {
            l.iter()
                .find(|e| e["id"] == json!(idx) || e["id"].as_str() == Some(&idx.to_string()))
        });
        let name = entry
            .and_then(|e| e["filename"].as_str())
            .map(str::to_owned)
            .unwrap_or_else(|| filename.clone());
        out.push(Attachment {
            id: fake.fresh_id(),
            filename: name,
            content_type: ct.clone(),
            bytes: bytes.clone(),
        });
    }
    out
}

/// Applies an edit/update payload to a stored message.
fn apply_edit(fake: &super::FakeDiscord, m: &mut Message, data: &Value, files: &Files) {
    if let Some(c) = data.get("content") {
        m.content = c.as_str().unwrap_or_default().to_owned();
    }
    if let Some(e) = data.get("embeds") {
        m.embeds = e.as_array().cloned().unwrap_or_default();
    }
    if let Some(c) = data.get("components") {
        m.components = c.as_array().cloned().unwrap_or_default();
    }
    if data.get("attachments").is_some() || !files.is_empty() {
        m.attachments = attachments_from(fake, data, files, &m.attachments);
    }
    if let Some(f) = data.get("flags").and_then(Value::as_u64) {
        // EPHEMERAL cannot be changed by an edit.
        m.flags = (f & !EPHEMERAL) | (m.flags & EPHEMERAL);
    }
    if m.deferred {
        m.deferred = false;
    } else {
        m.edits += 1;
    }
}

fn new_message(fake: &super::FakeDiscord, channel: u64, data: &Value, files: &Files) -> Message {
    Message {
        id: fake.fresh_id(),
        channel_id: channel,
        author_id: fake.inner.bot.id,
        content: data["content"].as_str().unwrap_or_default().to_owned(),
        embeds: data["embeds"].as_array().cloned().unwrap_or_default(),
        components: data["components"].as_array().cloned().unwrap_or_default(),
        attachments: attachments_from(fake, data, files, &[]),
        flags: data["flags"].as_u64().unwrap_or(0),
        edits: 0,
        deleted: false,
        interaction_id: None,
        visible_to: None,
        deferred: false,
    }
}

fn callback(fake: &super::FakeDiscord, token: &str, body: Value, files: Files) -> Reply {
    let arrived = Instant::now();
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let outcome = fake.with_state(|s| {
        let Some(rec) = s.interaction_by_token(token) else {
            return Err((10062, "Unknown interaction"));
        };
        let elapsed = arrived - rec.injected;
        if rec.response.is_some() {
            return Err((40060, "Interaction has already been acknowledged."));
        }
        let ephemeral = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
        let response = Response {
            kind,
            content: data["content"].as_str().unwrap_or_default().to_owned(),
            ephemeral,
            embeds: data["embeds"].as_array().cloned().unwrap_or_default(),
            components: data["components"].as_array().cloned().unwrap_or_default(),
            attachments: vec![],
            choices: data["choices"]
                .as_array()
                .map(|cs| {
                    cs.iter()
                        .map(|c| super::Choice {
                            name: c["name"].as_str().unwrap_or_default().to_owned(),
                            value: c["value"].clone(),
                        })
                        .collect()
                })
                .unwrap_or_default(),
            modal: (kind == 9).then(|| data.clone()),
            elapsed,
            data: data.clone(),
        };
        rec.response = Some(response);
        let late = elapsed >= Duration::from_secs(3);
        Ok((
            rec.id,
            rec.kind,
            rec.user_id,
            rec.channel_id,
            rec.source_message,
            ephemeral,
            late,
        ))
    });
    let (iid, ikind, user, channel, source, ephemeral, late) = match outcome {
        Ok(v) => v,
        Err((code, msg)) => {
            fake.violation(format!("interaction callback for token {token}: {msg}"));
            let status = if code == 10062 {
                StatusCode::NOT_FOUND
            } else {
                StatusCode::BAD_REQUEST
            };
            return error(status, code, msg);
        }
    };
    if late {
        // Discord forgets the interaction after 3 s; the time is still recorded for the report.
        return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
    }
    let allowed = match ikind {
        2 => matches!(kind, 4 | 5 | 9),
        3 => matches!(kind, 4 | 5 | 6 | 7 | 9),
        4 => kind == 8,
        5 => matches!(kind, 4..=7),
        _ => false,
    };
    if !allowed {
        fake.violation(format!(
            "callback type {kind} is not valid for interaction type {ikind}"
        ));
        return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    match kind {
        4 | 5 => {
            let mut m = new_message(fake, channel, &data, &files);
            m.interaction_id = Some(iid);
            m.deferred = kind == 5;
            if ephemeral {
                m.visible_to = Some(user);
                m.flags |= EPHEMERAL;
            }
            let resp_atts = m.attachments.clone();
            fake.with_state(|s| {
                let mid = m.id;
                s.messages.push(m);
                if let Some(rec) = s.interaction_by_token(token) {
                    rec.original = Some(mid);
                    if let Some(r) = rec.response.as_mut() {
                        r.attachments = resp_atts;
                    }
                }
            });
        }
        6 | 7 => {
            let Some(src) = source else {
                fake.violation(format!(
                    "callback type {kind} for an interaction without a message"
                ));
                return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
            };
            fake.with_state(|s| {
                if kind == 7 {
                    let mut m = s.message(src).cloned().expect("source message");
                    apply_edit(fake, &mut m, &data, &files);
                    let atts = m.attachments.clone();
                    *s.message_mut(src).unwrap() = m;
                    if let Some(r) = s
                        .interaction_by_token(token)
                        .and_then(|r| r.response.as_mut())
                    {
                        r.attachments = atts;
                    }
                }
                if let Some(rec) = s.interaction_by_token(token) {
                    rec.original = Some(src);
                }
            });
        }
        _ => {}
    }
    no_content()
}

fn webhook(
    fake: &super::FakeDiscord,
    method: &str,
    token: &str,
    rest: &[&str],
    data: Value,
    files: Files,
) -> Option<Reply> {
    let known = fake.with_state(|s| {
        s.interaction_by_token(token).map(|r| {
            (
                r.id,
                r.user_id,
                r.channel_id,
                r.original,
                r.response.is_some(),
            )
        })
    });
    let Some((iid, user, channel, original, acked)) = known else {
        fake.violation(format!("{method} webhook with unknown token {token}"));
        return Some(error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"));
    };
    if !acked {
        fake.violation(format!(
            "{method} webhook for interaction {iid} before any callback"
        ));
        return Some(error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"));
    }
    let inner = &fake.inner;
    Some(match (method, rest) {
        ("POST", []) => {
            // The first follow-up after a deferred response fills the "thinking…" message.
            let deferred =
                original.filter(|o| fake.with_state(|s| s.message(*o).is_some_and(|m| m.deferred)));
            let m = fake.with_state(|s| {
                if let Some(o) = deferred {
                    let mut m = s.message(o).cloned().unwrap();
                    apply_edit(fake, &mut m, &data, &files);
                    *s.message_mut(o).unwrap() = m.clone();
                    s.interaction_by_token(token).unwrap().followups.push(o);
                    m
                } else {
                    let mut m = new_message(fake, channel, &data, &files);
                    m.interaction_id = Some(iid);
                    if m.flags & EPHEMERAL != 0 {
                        m.visible_to = Some(user);
                    }
                    s.messages.push(m.clone());
                    s.interaction_by_token(token).unwrap().followups.push(m.id);
                    m
                }
            });
            ok(m.to_json(inner))
        }
        (_, ["messages", which]) => {
            let target = if *which == "@original" {
                original
            } else {
                parse_id(which)
            };
            let Some(mid) = target else {
                fake.violation(format!(
                    "{method} webhook message {which}: the interaction has no such message"
                ));
                return Some(error(StatusCode::NOT_FOUND, 10008, "Unknown Message"));
            };
            let m = fake.with_state(|s| s.message(mid).cloned());
            let Some(mut m) = m.filter(|m| !m.deleted) else {
                return Some(error(StatusCode::NOT_FOUND, 10008, "Unknown Message"));
            };
            match method {
                "GET" => ok(m.to_json(inner)),
                "PATCH" => {
                    apply_edit(fake, &mut m, &data, &files);
                    fake.with_state(|s| *s.message_mut(mid).unwrap() = m.clone());
                    ok(m.to_json(inner))
                }
                "DELETE" => {
                    fake.with_state(|s| s.message_mut(mid).unwrap().deleted = true);
                    no_content()
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}

fn channel_messages(
    fake: &super::FakeDiscord,
    method: &str,
    cid: u64,
    rest: &[&str],
    data: Value,
    files: Files,
) -> Option<Reply> {
    let inner = &fake.inner;
    Some(match (method, rest) {
        ("POST", []) => {
            if data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0 {
                fake.violation("POST /channels/{id}/messages with the EPHEMERAL flag (only interaction responses can be ephemeral)".into());
            }
            let m = new_message(fake, cid, &data, &files);
            fake.with_state(|s| s.messages.push(m.clone()));
            ok(m.to_json(inner))
        }
        ("GET", []) => {
            let mut list: Vec<Value> = fake
                .messages(cid)
                .iter()
                .filter(|m| m.visible_to.is_none() && !m.deferred)
                .map(|m| m.to_json(inner))
                .collect();
            list.reverse(); // newest first, like Discord
            ok(json!(list))
        }
        (_, [mid]) => {
            let mid = parse_id(mid)?;
            let m = fake.with_state(|s| s.message(mid).cloned());
            let Some(mut m) =
                m.filter(|m| m.channel_id == cid && !m.deleted && m.visible_to.is_none())
            else {
                return Some(error(StatusCode::NOT_FOUND, 10008, "Unknown Message"));
            };
            match method {
                "GET" => ok(m.to_json(inner)),
                "PATCH" => {
                    if m.author_id != inner.bot.id {
                        fake.violation(format!("PATCH of message {mid} not authored by the bot"));
                        return Some(error(
                            StatusCode::FORBIDDEN,
                            50005,
                            "Cannot edit a message authored by another user",
                        ));
                    }
                    apply_edit(fake, &mut m, &data, &files);
                    fake.with_state(|s| *s.message_mut(mid).unwrap() = m.clone());
                    ok(m.to_json(inner))
                }
                "DELETE" => {
                    fake.with_state(|s| s.message_mut(mid).unwrap().deleted = true);
                    no_content()
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}

// ---------------------------------------------------------------- gateway

pub(crate) fn spawn_gateway(listener: TcpListener, inner: Arc<Inner>) {
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let inner = inner.clone();
            tokio::spawn(async move {
                if let Err(e) = session(inner, stream).await {
                    eprintln!("fake discord gateway: session ended: {e}");
                }
            });
        }
    });
}

static SESSION_SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

async fn session(
    inner: Arc<Inner>,
    stream: tokio::net::TcpStream,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut ws = tokio_tungstenite::accept_async(stream).await?;
    ws.send(WsMessage::Text(
        json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string(),
    ))
    .await?;
    let (tx, mut rx) = mpsc::unbounded_channel::<GatewayCommand>();
    let mut seq: u64 = 0;
    let mut registered = false;
    let frame = |seq: &mut u64, t: &str, d: Value| {
        *seq += 1;
        WsMessage::Text(json!({"op": 0, "s": *seq, "t": t, "d": d}).to_string())
    };
    loop {
        tokio::select! {
            msg = ws.next() => {
                let Some(msg) = msg else { return Ok(()) };
                let text = match msg? {
                    WsMessage::Text(t) => t,
                    WsMessage::Close(_) => return Ok(()),
                    _ => continue,
                };
                let v: Value = serde_json::from_str(&text)?;
                match v["op"].as_u64() {
                    Some(1) => ws.send(WsMessage::Text(json!({"op": 11}).to_string())).await?,
                    // Discord takes the token with or without serenity's "Bot " prefix.
                    Some(2) if v["d"]["token"].as_str().map(|t| t.trim_start_matches("Bot ")) != Some(super::TOKEN) => {
                        let close = CloseFrame { code: CloseCode::from(4004), reason: "Authentication failed.".into() };
                        let _ = ws.send(WsMessage::Close(Some(close))).await;
                        return Ok(());
                    }
                    Some(2) => {
                        let sid = format!("fake-session-{}", SESSION_SEQ.fetch_add(1, Ordering::SeqCst));
                        let ready = payloads::ready(&inner.bot, inner.app_id, inner.guild_id, &sid, &inner.gateway_url);
                        ws.send(frame(&mut seq, "READY", ready)).await?;
                        let guild = payloads::guild(inner.guild_id, "Catan Club", inner.users[0].id, &inner.channels, &inner.users);
                        ws.send(frame(&mut seq, "GUILD_CREATE", guild)).await?;
                        if !registered {
                            inner.sessions.lock().unwrap().push(tx.clone());
                            registered = true;
                        }
                        inner.state.lock().unwrap().ready_count += 1;
                        inner.changed.send_modify(|c| *c += 1);
                    }
                    Some(6) => {
                        seq = v["d"]["seq"].as_u64().unwrap_or(seq);
                        ws.send(frame(&mut seq, "RESUMED", json!({}))).await?;
                        if !registered {
                            inner.sessions.lock().unwrap().push(tx.clone());
                            registered = true;
                        }
                        inner.state.lock().unwrap().resume_count += 1;
                        inner.changed.send_modify(|c| *c += 1);
                    }
                    _ => {}
                }
            }
            cmd = rx.recv() => match cmd {
                Some(GatewayCommand::Dispatch(t, d)) => ws.send(frame(&mut seq, t, d)).await?,
                Some(GatewayCommand::Close(code)) => {
                    let _ = ws.send(WsMessage::Close(Some(CloseFrame { code: CloseCode::from(code), reason: "fake discord closed the session".into() }))).await;
                    return Ok(());
                }
                None => return Ok(()),
            }
        }
    }
}
