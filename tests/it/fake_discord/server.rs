//! The fake's REST server (hyper, `/api/v10/...`) and gateway (tokio-tungstenite, JSON text frames).
//!
//! Always: every request is logged and body-validated before it is handled; an unknown route
//! answers 404 with a JSON error and is recorded as a violation; state changes bump the
//! `changed` counter so waiters wake.

use super::payloads::{self, shard_of, FakeChannel, FakeGuild};
use super::rules::{self, perm, Files, Refusal};
use super::{Attachment, Bucket, GatewayCommand, Inner, Message, Response, State, EPHEMERAL};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, StatusCode};
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::UNIX_EPOCH;
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
                // Each request is handled to its end even when the client goes away meanwhile:
                // Discord acts on a request it received whether or not its answer is read.
                let service = hyper::service::service_fn(move |req| {
                    let inner = inner.clone();
                    async move {
                        let handled = tokio::spawn(handle(inner, req)).await;
                        Ok::<_, std::convert::Infallible>(handled.unwrap_or_else(|e| {
                            error(StatusCode::INTERNAL_SERVER_ERROR, 0, &format!("fake: {e}"))
                        }))
                    }
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

/// An injected server error (`fail_next`, `fail_after_next`), worded as Discord's.
fn server_error(status: u16) -> Reply {
    let status = StatusCode::from_u16(status).expect("a valid status");
    let text = format!(
        "{}: {}",
        status.as_u16(),
        status.canonical_reason().unwrap_or("Server Error")
    );
    error(status, 0, &text)
}

fn error(status: StatusCode, code: u32, message: &str) -> Reply {
    reply(status, json!({"message": message, "code": code}))
}

/// A parsed request body: JSON (maybe from `payload_json`) plus uploaded files by index.
#[derive(Default)]
struct Body {
    json: Option<Value>,
    files: Files,
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

/// Where `needle` first occurs in `hay` from `from` (memchr's search: a board's upload is a
/// few hundred kilobytes, searched for its boundary at every part).
fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    memchr::memmem::find(hay.get(from..)?, needle).map(|p| p + from)
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
    // A bot started with `spawn_bot_tagged` reaches the API under `/p-{tag}`: its requests
    // are noted under its tag, then served like any other.
    let (tag, path) = match path.strip_prefix("/p-").and_then(|r| r.split_once('/')) {
        Some((tag, rest)) => (Some(tag.to_owned()), format!("/{rest}")),
        None => (None, path),
    };
    let Some(tag) = tag else {
        return serve(inner, req, method, path).await;
    };
    let fake = super::FakeDiscord {
        inner: inner.clone(),
    };
    let now = fake.now_ms();
    fake.with_state(|s| {
        s.tagged_requests
            .push((now, tag.clone(), format!("{method} {path}")))
    });
    // A violation found while serving it names the process that sent it.
    REQUEST_FROM
        .scope(tag, serve(inner, req, method, path))
        .await
}

tokio::task_local! {
    /// The tag of the process whose request is being served (`spawn_bot_tagged`).
    static REQUEST_FROM: String;
}

async fn serve(inner: Arc<Inner>, req: Request<Incoming>, method: String, path: String) -> Reply {
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
    if let Some(limited) = rate_limit_check(&fake, &method, &path) {
        return limited;
    }
    let (slow_original, slow_posts, failure) = fake.with_state(|s| {
        s.requests.push(format!("{method} {path}"));
        let failure = s
            .failures
            .iter_mut()
            .find(|f| f.remaining > 0 && f.method == method && path.contains(&f.path_contains))
            .map(|f| {
                f.remaining -= 1;
                (f.status, f.after)
            });
        if let Some((status, _)) = failure {
            s.failures_served.push(format!("{status} {method} {path}"));
        }
        s.failures.retain(|f| f.remaining > 0);
        (s.slow_original, s.slow_posts, failure)
    });
    // A failure served after acting (`fail_after_next`) replaces the answer below.
    let (failure, fail_after) = match failure {
        Some((status, true)) => (None, Some(status)),
        Some((status, false)) => (Some(status), None),
        None => (None, None),
    };
    if let Some(status) = failure {
        return server_error(status);
    }
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
    let ctx = format!("{method} {path}");
    let segs: Vec<&str> = rel.trim_start_matches('/').split('/').collect();
    if let Err(r) = precheck(&method, &segs, body.json.as_ref(), &body.files) {
        return refuse(&fake, &ctx, r);
    }
    match super::schema::spec().validate_request(&method, rel, body.json.as_ref()) {
        Some(errs) if !errs.is_empty() => {
            let shown = body
                .json
                .as_ref()
                .map(|j| j.to_string())
                .unwrap_or_default();
            eprintln!(
                "fake discord: the body that broke the spec: {}",
                &shown[..shown.floor_char_boundary(3000)]
            );
            for e in &errs[1..] {
                fake.violation(e.clone());
            }
            // Discord refuses a body that breaks its schema: 400 / 50035 at the first field.
            let first = &errs[0];
            let field = first
                .split(": ")
                .find(|p| p.starts_with('$'))
                .map(rules::dotted)
                .unwrap_or_default();
            let max = first
                .rsplit_once(" longer than ")
                .or_else(|| first.rsplit_once(" items, more than "))
                .map(|(_, n)| n.to_owned());
            let mut r = match max {
                Some(n) => Refusal::form(
                    &field,
                    "BASE_TYPE_MAX_LENGTH",
                    &format!("Must be {n} or fewer in length."),
                ),
                None => Refusal::form(&field, "BASE_TYPE_INVALID", first),
            };
            r.why = first.clone();
            return refuse(&fake, &ctx, r);
        }
        Some(_) => {}
        None => return unknown(&fake, &method, &path, "not in Discord's OpenAPI spec"),
    }
    // An interaction answer taken and then reported failed: its identical retry is expected.
    if let (Some(_), ["interactions", id, _, "callback"]) = (fail_after, segs.as_slice()) {
        if let (Ok(id), Some(json)) = (id.parse::<u64>(), body.json.clone()) {
            fake.with_state(|s| s.answers_failed_after.insert(id, json));
        }
    }
    let reply = route(&fake, &ctx, &method, &segs, body);
    inner.changed.send_modify(|v| *v += 1);
    let posts_message = method == "POST"
        && matches!(
            segs.as_slice(),
            ["channels", _, "messages"] | ["webhooks", _, _]
        );
    if let Some(delay) = slow_posts.filter(|_| posts_message) {
        tokio::time::sleep(delay).await;
    }
    if let Some(status) = fail_after {
        return server_error(status);
    }
    reply.unwrap_or_else(|| unknown(&fake, &method, &path, "not served by the fake"))
}

/// Discord's own checks of a message body (field limits, components, modals, file sizes),
/// made before the schema's so that the answer carries Discord's error codes.
fn precheck(
    method: &str,
    segs: &[&str],
    json: Option<&Value>,
    files: &Files,
) -> Result<(), Refusal> {
    let null = Value::Null;
    let json = json.unwrap_or(&null);
    match (method, segs) {
        ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _]) => {
            rules::files(files)?;
            rules::message_fields("", json, 0)
        }
        ("POST", ["interactions", _, _, "callback"]) => match json["type"].as_u64() {
            Some(4 | 7) => {
                rules::files(files)?;
                rules::message_fields("data", &json["data"], 0)
            }
            Some(9) => rules::modal("data", &json["data"]),
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

fn unknown(fake: &super::FakeDiscord, method: &str, path: &str, why: &str) -> Reply {
    let line = format!("{method} {path}: unknown route ({why})");
    eprintln!("fake discord: {line}");
    fake.violation(line);
    error(StatusCode::NOT_FOUND, 0, "404: Not Found (fake Discord)")
}

/// Answers a refused request as Discord does and records it as a violation.
fn refuse(fake: &super::FakeDiscord, ctx: &str, r: Refusal) -> Reply {
    fake.violation(format!("{ctx}: refused {}", r.why));
    reply(r.status, r.body)
}

impl super::FakeDiscord {
    pub(crate) fn violation(&self, v: String) {
        let v = match REQUEST_FROM.try_with(|tag| tag.clone()) {
            Ok(tag) => format!(
                "{v} (sent by the bot process \"{tag}\", {} ms)",
                self.now_ms()
            ),
            Err(_) => v,
        };
        eprintln!("fake discord violation: {v}");
        self.with_state(|s| s.violations.push(v));
    }

    /// Notes an IDENTIFY of `shard` and whether it may start a session: not when the last
    /// session start in its rate-limit bucket (`shard_id % max_concurrency`, gateway.mdx
    /// "Max Concurrency") is less than [`IDENTIFY_WINDOW`](super::IDENTIFY_WINDOW) ago
    /// (`Err` says how long ago). The buckets are the bot's, shared by all its processes.
    fn start_session(&self, shard: [u64; 2]) -> Result<(), u64> {
        let now = self.now_ms();
        let bucket = |shard_id| super::rate_limit_key(shard_id, super::MAX_CONCURRENCY);
        let key = bucket(shard[0]);
        let window = self.identify_window().as_millis() as u64;
        self.with_state(|s| {
            let too_soon = s
                .identifies
                .iter()
                .rev()
                .find(|i| i.started && bucket(i.shard[0]) == key)
                .map(|i| now.saturating_sub(i.at_ms))
                .filter(|ago| *ago < window);
            s.identifies.push(super::Identify {
                at_ms: now,
                shard,
                started: too_soon.is_none(),
            });
            too_soon.map_or(Ok(()), Err)
        })
    }

    /// Notes an IDENTIFY of `shard` refused before it could start a session.
    fn note_refused_identify(&self, shard: [u64; 2]) {
        let at_ms = self.now_ms();
        self.with_state(|s| {
            s.identifies.push(super::Identify {
                at_ms,
                shard,
                started: false,
            })
        });
    }

    /// Milliseconds since the Unix epoch on the fake's clock.
    pub(crate) fn now_ms(&self) -> u64 {
        self.now().duration_since(UNIX_EPOCH).unwrap().as_millis() as u64
    }
}

fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok()
}

/// Adds headers to a reply.
fn with_headers(mut r: Reply, headers: &[(&'static str, String)]) -> Reply {
    for (k, v) in headers {
        r.headers_mut()
            .insert(*k, hyper::header::HeaderValue::from_str(v).unwrap());
    }
    r
}

/// The rate-limit bucket of a request: (channel, what), as `take_rate` counts them; None for
/// interaction answers (`/interactions/…/callback`, follow-ups and webhook edits), which
/// Discord keeps apart from the bot's limits.
fn bucket_of(method: &str, path: &str) -> Option<(u64, &'static str)> {
    let rel = path.strip_prefix("/api/v10")?.trim_start_matches('/');
    let segs: Vec<&str> = rel.split('/').collect();
    match (method, segs.as_slice()) {
        (_, ["interactions", ..]) | (_, ["webhooks", ..]) => None,
        ("POST", ["channels", c, "messages"]) => Some((parse_id(c)?, "messages-create")),
        ("PATCH", ["channels", c, "messages", _]) => Some((parse_id(c)?, "messages-edit")),
        ("POST", ["channels", c, "threads"]) => Some((parse_id(c)?, "threads")),
        (_, ["channels", c, ..]) => Some((parse_id(c)?, "channel-other")),
        _ => Some((0, "other")),
    }
}

/// Before anything else: a request into a bucket that is still limited after a 429 (or into
/// any bucket after a global 429) is a violation, answered 429 again as Discord does; an
/// injected 429 (`rate_limit_next`) is served and limits its bucket. Every request that
/// reaches here is noted with its time.
fn rate_limit_check(fake: &super::FakeDiscord, method: &str, path: &str) -> Option<Reply> {
    let now = fake.now_ms();
    let key = bucket_of(method, path);
    let ctx = format!("{method} {path}");
    let (early, injected) = fake
        .with_state(|s| {
            s.request_times.push((now, ctx.clone()));
            let key = key?;
            let bucket_until = s.buckets.get(&key).map_or(0, |b| b.limited_until_ms);
            let until = bucket_until.max(s.global_limited_until_ms);
            if now < until {
                s.rate_limited += 1;
                let global = s.global_limited_until_ms > bucket_until;
                let why = "sent into a rate-limited bucket";
                return Some((Some((until - now, global, why)), None));
            }
            let second = s.rate_windows_ms().1;
            while !s.rate_limits_off && s.global_window.front().is_some_and(|t| now >= t + second) {
                s.global_window.pop_front();
            }
            if !s.rate_limits_off && s.global_window.len() >= super::GLOBAL_LIMIT {
                // Over the global limit: 429 until the oldest request of the second is a
                // second old, and every request meanwhile is early.
                let until = s.global_window[0] + second;
                s.global_limited_until_ms = until;
                s.rate_limited += 1;
                let why = "over Discord's global limit (50 requests a second)";
                return Some((Some((until - now, true, why)), None));
            }
            if !s.rate_limits_off {
                s.global_window.push_back(now);
            }
            let at = s
                .limits
                .iter()
                .position(|l| l.method == method && path.contains(&l.path_contains))?;
            let l = s.limits.remove(at);
            let until = now + l.retry_after.as_millis() as u64;
            match l.global {
                true => s.global_limited_until_ms = until,
                false => s.buckets.entry(key).or_default().limited_until_ms = until,
            }
            s.rate_limited += 1;
            Some((None, Some((l.retry_after.as_millis() as u64, l.global))))
        })
        .unwrap_or((None, None));
    if let Some((left, _, why)) = early {
        fake.violation(format!("{ctx}: {why}, {left} ms before the limit ended"));
    }
    let (left_ms, global) = early.map(|(l, g, _)| (l, g)).or(injected)?;
    Some(too_many(left_ms, global))
}

/// A 429 as Discord sends it: `retry_after` (seconds) in the body and the headers.
fn too_many(left_ms: u64, global: bool) -> Reply {
    let after = left_ms as f64 / 1000.0;
    let mut headers = vec![
        ("retry-after", (after.ceil() as u64).max(1).to_string()),
        (
            "x-ratelimit-scope",
            (if global { "global" } else { "user" }).to_string(),
        ),
    ];
    if global {
        headers.push(("x-ratelimit-global", "true".to_string()));
    } else {
        headers.push(("x-ratelimit-remaining", "0".to_string()));
        headers.push(("x-ratelimit-reset-after", format!("{after:.3}")));
    }
    with_headers(
        reply(
            StatusCode::TOO_MANY_REQUESTS,
            json!({"message": "You are being rate limited.", "retry_after": after, "global": global, "code": 0}),
        ),
        &headers,
    )
}

/// Counts a request against the channel's `bucket` (5 per 5 s on the fake's clock): the
/// X-RateLimit-* headers for the answer, or the 429 Discord sends when the bucket is empty.
fn take_rate(
    fake: &super::FakeDiscord,
    channel: u64,
    bucket: &'static str,
) -> Result<Vec<(&'static str, String)>, Box<Reply>> {
    let now = fake.now_ms();
    let window = fake.rate_windows_ms().0;
    let limit = super::RATE_LIMIT;
    let taken = fake.with_state(|s| {
        if s.rate_limits_off {
            return None;
        }
        let b = s.buckets.entry((channel, bucket)).or_default();
        if now >= b.start_ms + window {
            *b = Bucket {
                start_ms: now,
                count: 0,
                limited_until_ms: b.limited_until_ms,
            };
        }
        let ok = b.count < limit;
        if ok {
            b.count += 1;
        } else {
            s.rate_limited += 1;
            b.limited_until_ms = b.start_ms + window;
        }
        Some((ok, limit - b.count, b.start_ms + window))
    });
    let Some((ok, remaining, reset_ms)) = taken else {
        return Ok(vec![]);
    };
    let after = (reset_ms - now) as f64 / 1000.0;
    let mut headers = vec![
        ("x-ratelimit-limit", limit.to_string()),
        ("x-ratelimit-remaining", remaining.to_string()),
        (
            "x-ratelimit-reset",
            format!("{:.3}", reset_ms as f64 / 1000.0),
        ),
        ("x-ratelimit-reset-after", format!("{after:.3}")),
        ("x-ratelimit-bucket", format!("fake-{bucket}")),
    ];
    if ok {
        return Ok(headers);
    }
    headers.push(("x-ratelimit-scope", "user".into()));
    headers.push(("retry-after", (after.ceil() as u64).max(1).to_string()));
    eprintln!("fake discord: 429 on {bucket} in channel {channel} (retry after {after:.3} s)");
    Err(Box::new(with_headers(
        reply(
            StatusCode::TOO_MANY_REQUESTS,
            json!({"message": "You are being rate limited.", "retry_after": after, "global": false}),
        ),
        &headers,
    )))
}

fn route(
    fake: &super::FakeDiscord,
    ctx: &str,
    method: &str,
    segs: &[&str],
    body: Body,
) -> Option<Reply> {
    let inner = &fake.inner;
    let app = inner.app_id.to_string();
    let json = body.json.clone().unwrap_or(Value::Null);
    Some(match (method, segs) {
        ("GET", ["gateway"]) => ok(json!({"url": tagged_gateway_url(inner)})),
        ("GET", ["gateway", "bot"]) => ok(gateway_bot(fake)),
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
        ("POST", ["users", "@me", "channels"]) => open_dm(fake, ctx, &json)?,
        (_, ["applications", a, rest @ ..]) if *a == app => {
            return commands(fake, ctx, method, rest, json);
        }
        ("POST", ["interactions", _id, token, "callback"]) => {
            callback(fake, ctx, token, json, body.files)
        }
        (_, ["webhooks", a, token, rest @ ..]) if *a == app => {
            webhook(fake, ctx, method, token, rest, json, body.files)?
        }
        (_, ["channels", cid, rest @ ..]) => {
            let cid = parse_id(cid)?;
            let Some(ch) = fake.with_state(|s| s.channel(cid).cloned()) else {
                return Some(refuse(
                    fake,
                    ctx,
                    Refusal::error(StatusCode::NOT_FOUND, 10003, "Unknown Channel"),
                ));
            };
            let bits = fake.bot_permissions(cid);
            if !perm::has(bits, perm::VIEW_CHANNEL) {
                return Some(refuse(fake, ctx, Refusal::missing_access()));
            }
            match (method, rest) {
                ("GET", []) => ok(payloads::channel(&ch, inner.guild_of(ch.id), 0)),
                ("POST", ["threads"]) => start_thread(fake, ctx, &ch, None, &json),
                ("POST", ["messages", mid, "threads"]) => {
                    start_thread(fake, ctx, &ch, Some(parse_id(mid)?), &json)
                }
                (_, ["thread-members", rest @ ..]) => thread_members(fake, ctx, method, &ch, rest)?,
                (_, ["messages", rest @ ..]) => {
                    channel_messages(fake, ctx, method, &ch, rest, json, body.files)?
                }
                _ => return None,
            }
        }
        ("GET", ["guilds", gid, rest @ ..]) => {
            let gid = parse_id(gid).filter(|g| inner.is_guild(*g))?;
            guild_route(fake, gid, rest)?
        }
        _ => return None,
    })
}

/// `GET /gateway/bot`: the recommended shard count and the session start limit, whose
/// `remaining` falls with each IDENTIFY that started a session, as Discord's does.
fn gateway_bot(fake: &super::FakeDiscord) -> Value {
    let now = fake.now_ms();
    let day = 24 * 60 * 60 * 1000;
    let (shards, started, first) = fake.with_state(|s| {
        let started: Vec<u64> = s
            .identifies
            .iter()
            .filter(|i| i.started)
            .map(|i| i.at_ms)
            .collect();
        (
            s.recommended_shards.max(1),
            started.len() as u64,
            started.first().copied(),
        )
    });
    // The day of the limit runs from the first session start.
    let reset_after = first.map_or(day, |t| (t + day).saturating_sub(now));
    json!({
        "url": tagged_gateway_url(&fake.inner),
        "shards": shards,
        "session_start_limit": {
            "total": super::SESSION_START_TOTAL,
            "remaining": super::SESSION_START_TOTAL.saturating_sub(started),
            "reset_after": reset_after,
            "max_concurrency": super::MAX_CONCURRENCY,
        },
    })
}

/// `GET /guilds/{gid}/…` of a guild the bot is in.
fn guild_route(fake: &super::FakeDiscord, gid: u64, rest: &[&str]) -> Option<Reply> {
    let inner = &fake.inner;
    let guild = inner.guilds.iter().find(|g| g.id == gid)?;
    Some(match rest {
        [] => {
            let channels = fake.with_state(|s| s.channels.clone());
            let channels: Vec<FakeChannel> = channels
                .into_iter()
                .filter(|c| inner.guild_of(c.id) == gid)
                .collect();
            let mut g = payloads::guild(
                gid,
                &guild.name,
                inner.users[0].id,
                &channels,
                &inner.users,
                &inner.roles,
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
            g["preferred_locale"] = json!(inner.guild_locale(gid));
            ok(g)
        }
        ["channels"] => ok(json!(fake
            .guild_channels(gid)
            .iter()
            .enumerate()
            .map(|(i, c)| payloads::channel(c, gid, i))
            .collect::<Vec<_>>())),
        ["threads", "active"] => ok(json!({
            "threads": fake
                .threads()
                .iter()
                .filter(|c| inner.guild_of(c.id) == gid)
                .map(|c| payloads::channel(c, gid, 0))
                .collect::<Vec<_>>(),
            "members": [],
        })),
        ["members"] => ok(json!(inner
            .users
            .iter()
            .map(payloads::member)
            .collect::<Vec<_>>())),
        ["members", uid] => {
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

fn command_out(inner: &Inner, id: u64, guild: Option<u64>, c: &Value) -> Value {
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
    if let Some(g) = guild {
        c["guild_id"] = json!(g.to_string());
    }
    c
}

fn commands(
    fake: &super::FakeDiscord,
    ctx: &str,
    method: &str,
    rest: &[&str],
    body: Value,
) -> Option<Reply> {
    let inner = &fake.inner;
    // None: global commands; Some(guild): that guild's.
    let guild = match rest {
        ["commands", ..] => None,
        ["guilds", g, "commands", ..] if parse_id(g).is_some_and(|g| inner.is_guild(g)) => {
            parse_id(g)
        }
        // Discord answers so for a guild the bot is not in (or was not invited to with the
        // applications.commands scope).
        ["guilds", _, "commands", ..] => return Some(refuse(fake, ctx, Refusal::missing_access())),
        _ => return None,
    };
    let registers = matches!(method, "PUT" | "POST" | "PATCH");
    if registers && fake.with_state(|s| s.refuse_commands) {
        return Some(refuse(fake, ctx, Refusal::missing_access()));
    }
    if registers {
        // A list (PUT) or one command.
        let bad = match body.as_array() {
            Some(list) => list
                .iter()
                .enumerate()
                .find_map(|(i, c)| super::rules::command_locale_error(c, &format!("{i}.")))
                .or_else(|| super::rules::commands_error(list, true)),
            // (A PATCH may leave the name as it is.)
            None if body.get("name").is_none() => super::rules::command_locale_error(&body, ""),
            None => super::rules::command_locale_error(&body, "")
                .or_else(|| super::rules::commands_error(std::slice::from_ref(&body), false)),
        };
        if let Some(r) = bad {
            return Some(refuse(fake, ctx, r));
        }
    }
    let tail = if guild.is_some() {
        &rest[3..]
    } else {
        &rest[1..]
    };
    // The guild commands of every guild share one list, each naming its guild.
    fn pick(s: &mut State, guild: Option<u64>) -> &mut Vec<Value> {
        match guild {
            Some(_) => &mut s.guild_commands,
            None => &mut s.global_commands,
        }
    }
    let mine = |c: &Value| guild.is_none_or(|g| super::guild_id_in(c) == Some(g));
    Some(match (method, tail) {
        ("GET", []) => ok(json!(fake.with_state(|s| pick(s, guild)
            .iter()
            .filter(|c| mine(c))
            .cloned()
            .collect::<Vec<_>>()))),
        ("PUT", []) => {
            let cmds: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .map(|c| command_out(inner, fake.fresh_id(), guild, c))
                .collect();
            fake.with_state(|s| {
                let l = pick(s, guild);
                l.retain(|c| !mine(c));
                l.extend(cmds.iter().cloned());
            });
            ok(json!(cmds))
        }
        ("POST", []) => {
            let c = command_out(inner, fake.fresh_id(), guild, &body);
            fake.with_state(|s| {
                let l = pick(s, guild);
                l.retain(|x| !(mine(x) && x["name"] == c["name"]));
                l.push(c.clone());
            });
            ok(c)
        }
        (_, [cid]) => {
            let found = fake.with_state(|s| {
                pick(s, guild)
                    .iter()
                    .position(|c| mine(c) && c["id"] == *cid)
            });
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
        let kept = match fake.inner.drop_file_bytes.load(Ordering::Relaxed) {
            true => &bytes[..bytes.len().min(8)],
            false => &bytes[..],
        };
        out.push(Attachment {
            id: fake.fresh_id(),
            filename: name,
            content_type: ct.clone(),
            bytes: kept.to_vec(),
            size: bytes.len(),
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
    if let Some(am) = data.get("allowed_mentions").filter(|v| !v.is_null()) {
        m.allowed_mentions = Some(am.clone());
    }
    if m.deferred {
        m.deferred = false;
    } else {
        m.edits += 1;
        m.history
            .push((m.content.clone(), !m.components.is_empty()));
    }
}

/// The edit `data` applied to `m`, or Discord's refusal: field limits, files, and a message
/// that would be left with nothing to show.
fn edited(
    fake: &super::FakeDiscord,
    m: &Message,
    prefix: &str,
    data: &Value,
    files: &Files,
) -> Result<Message, Refusal> {
    rules::files(files)?;
    rules::message_fields(prefix, data, m.flags)?;
    fake.note_said(m.channel_id, m.visible_to, data);
    let mut out = m.clone();
    apply_edit(fake, &mut out, data, files);
    rules::not_empty(
        &out.content,
        out.embeds.len(),
        out.attachments.len(),
        out.components.len(),
        data,
    )?;
    Ok(out)
}

/// A new message from `data`, or Discord's refusal.
fn created(
    fake: &super::FakeDiscord,
    channel: u64,
    prefix: &str,
    data: &Value,
    files: &Files,
) -> Result<Message, Refusal> {
    rules::files(files)?;
    rules::message_fields(prefix, data, 0)?;
    fake.note_said(channel, None, data);
    let m = new_message(fake, channel, data, files);
    rules::not_empty(
        &m.content,
        m.embeds.len(),
        m.attachments.len(),
        m.components.len(),
        data,
    )?;
    Ok(m)
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
        history: vec![],
        deleted: false,
        interaction_id: None,
        visible_to: None,
        deferred: false,
        allowed_mentions: data
            .get("allowed_mentions")
            .filter(|v| !v.is_null())
            .cloned(),
        reply_to: data["message_reference"]["message_id"]
            .as_str()
            .and_then(parse_id),
        nonce: nonce_of(data),
    }
}

/// A create's `nonce`: a string, or an integer as its digits.
fn nonce_of(data: &Value) -> Option<String> {
    match &data["nonce"] {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// How long Discord keeps a nonce for `enforce_nonce` ("the past few minutes").
const NONCE_WINDOW_MS: u64 = 5 * 60 * 1000;

/// Records who a new message notifies (see [`super::Notification`]); an ephemeral message
/// notifies nobody. Users it notifies in a private thread join it.
fn notify(fake: &super::FakeDiscord, s: &mut State, m: &Message, interaction: bool) {
    if m.visible_to.is_some() || m.flags & EPHEMERAL != 0 {
        return;
    }
    let inner = &fake.inner;
    let found = rules::mentions(&m.content);
    let allowed = rules::allowed(m.allowed_mentions.as_ref(), interaction);
    let can_everyone = perm::has(s.bot_permissions_in(m.channel_id), perm::MENTION_EVERYONE);
    let mut pinged: Vec<(u64, String)> = Vec::new();
    let mut ping = |uid: u64, why: String| {
        if !pinged.iter().any(|(u, _)| *u == uid) {
            pinged.push((uid, why));
        }
    };
    for uid in &found.users {
        if (allowed.users || allowed.user_ids.contains(uid))
            && inner.users.iter().any(|u| u.id == *uid)
        {
            ping(*uid, "user".into());
        }
    }
    for rid in &found.roles {
        let Some(role) = inner.roles.iter().find(|r| r.id == *rid) else {
            continue;
        };
        if (allowed.roles || allowed.role_ids.contains(rid)) && (role.mentionable || can_everyone) {
            for u in inner.users.iter().filter(|u| u.roles.contains(rid)) {
                ping(u.id, format!("role {rid}"));
            }
        }
    }
    if found.everyone && allowed.everyone && can_everyone {
        for u in &inner.users {
            ping(u.id, "everyone".into());
        }
    }
    if let Some(author) = m
        .reply_to
        .and_then(|r| s.message(r))
        .map(|r| r.author_id)
        .filter(|a| *a != inner.bot.id)
    {
        if allowed.replied_user {
            ping(author, "reply".into());
        }
    }
    // A direct message notifies its recipient, mention or not.
    if let Some(ch) = s
        .channels
        .iter()
        .find(|c| c.id == m.channel_id && c.kind == 1)
    {
        for &uid in &ch.members {
            ping(uid, "dm".into());
        }
    }
    if let Some(ch) = s
        .channels
        .iter_mut()
        .find(|c| c.id == m.channel_id && c.kind == 12)
    {
        for (uid, _) in &pinged {
            if !ch.members.contains(uid) {
                ch.members.push(*uid);
            }
        }
    }
    for (uid, reason) in pinged {
        s.notifications.push((
            uid,
            super::Notification {
                message_id: m.id,
                channel_id: m.channel_id,
                content: m.content.clone(),
                reason,
            },
        ));
    }
}

fn callback(fake: &super::FakeDiscord, ctx: &str, token: &str, body: Value, files: Files) -> Reply {
    let now = fake.now();
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let Some(rec) = fake.with_state(|s| s.interaction_by_token(token).cloned()) else {
        return refuse(
            fake,
            ctx,
            Refusal::error(StatusCode::NOT_FOUND, 10062, "Unknown interaction"),
        );
    };
    let elapsed = now.duration_since(rec.created).unwrap_or_default();
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
    if elapsed >= super::INITIAL_RESPONSE_WINDOW {
        // Discord forgets the interaction after 3 s; the answer is kept for the report.
        fake.with_state(|s| {
            let r = s.interaction_by_token(token).unwrap();
            if r.response.is_none() {
                r.response = Some(response);
            }
        });
        let mut r = Refusal::error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        r.why = format!(
            "404 10062 Unknown interaction: interaction {} answered {elapsed:?} after it was made",
            rec.id
        );
        return refuse(fake, ctx, r);
    }
    if rec.acknowledged {
        // The retry, unchanged, of an answer Discord took and reported failed
        // (`fail_after_next`): refused as Discord does, but the bot could not know better.
        let retry = fake
            .with_state(|s| s.answers_failed_after.remove(&rec.id))
            .is_some_and(|first| first == body);
        if retry {
            return error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged.",
            );
        }
        return refuse(
            fake,
            ctx,
            Refusal::error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged.",
            ),
        );
    }
    let allowed = match rec.kind {
        2 => matches!(kind, 4 | 5 | 9),
        3 => matches!(kind, 4 | 5 | 6 | 7 | 9),
        4 => kind == 8,
        5 => matches!(kind, 4..=7),
        _ => false,
    };
    if !allowed {
        let mut r = Refusal::form(
            "type",
            "INTERACTION_RESPONSE_TYPE_INVALID",
            "Invalid interaction response type",
        );
        r.why = format!(
            "callback type {kind} is not valid for interaction type {}",
            rec.kind
        );
        return refuse(fake, ctx, r);
    }
    if matches!(kind, 6 | 7) && rec.source_message.is_none() {
        let mut r = Refusal::form(
            "type",
            "INTERACTION_RESPONSE_TYPE_INVALID",
            "Invalid interaction response type",
        );
        r.why = format!("callback type {kind} for an interaction without a message");
        return refuse(fake, ctx, r);
    }
    // What the callback makes, checked before anything is recorded (a refused callback
    // leaves the interaction unanswered; the bot may try again within the 3 s).
    let made: Result<Option<Message>, Refusal> = match kind {
        4 => created(fake, rec.channel_id, "data", &data, &files).map(Some),
        5 => Ok(Some(new_message(
            fake,
            rec.channel_id,
            &json!({"flags": data["flags"]}),
            &vec![],
        ))),
        7 => {
            let src = fake
                .with_state(|s| s.message(rec.source_message.unwrap()).cloned())
                .expect("source message");
            edited(fake, &src, "data", &data, &files).map(Some)
        }
        9 => rules::modal("data", &data).map(|_| None),
        _ => Ok(None),
    };
    let made = match made {
        Ok(m) => m,
        Err(r) => return refuse(fake, ctx, r),
    };
    fake.note_said(rec.channel_id, Some(rec.user_id), &data);
    fake.with_state(|s| {
        let mut response = response;
        let original = match kind {
            4 | 5 => {
                let mut m = made.clone().unwrap();
                m.interaction_id = Some(rec.id);
                m.deferred = kind == 5;
                if ephemeral {
                    m.visible_to = Some(rec.user_id);
                    m.flags |= EPHEMERAL;
                }
                response.attachments = m.attachments.clone();
                s.push_message(m.clone());
                if kind == 4 {
                    notify(fake, s, &m, true);
                }
                Some(m.id)
            }
            6 => rec.source_message,
            7 => {
                let m = made.clone().unwrap();
                response.attachments = m.attachments.clone();
                let id = m.id;
                *s.message_mut(id).unwrap() = m;
                rec.source_message
            }
            9 => {
                s.open_modals.push(super::OpenModal {
                    user_id: rec.user_id,
                    channel_id: rec.channel_id,
                    source_message: rec.source_message,
                    data: data.clone(),
                });
                None
            }
            _ => None,
        };
        let r = s.interaction_by_token(token).unwrap();
        r.response = Some(response);
        r.acknowledged = true;
        if original.is_some() {
            r.original = original;
        }
    });
    no_content()
}

fn webhook(
    fake: &super::FakeDiscord,
    ctx: &str,
    method: &str,
    token: &str,
    rest: &[&str],
    data: Value,
    files: Files,
) -> Option<Reply> {
    let Some(rec) = fake.with_state(|s| s.interaction_by_token(token).cloned()) else {
        return Some(refuse(
            fake,
            ctx,
            Refusal::error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"),
        ));
    };
    let age = fake.now().duration_since(rec.created).unwrap_or_default();
    if age > super::TOKEN_LIFETIME {
        let mut r = Refusal::error(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token");
        r.why = format!(
            "401 50027 Invalid Webhook Token: the token of interaction {} is {age:?} old (it lives 15 minutes)",
            rec.id
        );
        return Some(refuse(fake, ctx, r));
    }
    if !rec.acknowledged {
        let mut r = Refusal::error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
        r.why = format!(
            "404 10015 Unknown Webhook: interaction {} has no accepted first response",
            rec.id
        );
        return Some(refuse(fake, ctx, r));
    }
    let inner = &fake.inner;
    Some(match (method, rest) {
        ("POST", []) => {
            // The first follow-up after a deferred response fills the "thinking…" message:
            // an edit, which notifies nobody.
            let deferred = rec
                .original
                .and_then(|o| fake.with_state(|s| s.message(o).filter(|m| m.deferred).cloned()));
            let made = match &deferred {
                Some(thinking) => edited(fake, thinking, "", &data, &files),
                None => created(fake, rec.channel_id, "", &data, &files).map(|mut m| {
                    m.interaction_id = Some(rec.id);
                    if m.flags & EPHEMERAL != 0 {
                        m.visible_to = Some(rec.user_id);
                    }
                    m
                }),
            };
            let m = match made {
                Ok(m) => m,
                Err(r) => return Some(refuse(fake, ctx, r)),
            };
            fake.with_state(|s| {
                if deferred.is_some() {
                    *s.message_mut(m.id).unwrap() = m.clone();
                } else {
                    s.push_message(m.clone());
                    notify(fake, s, &m, true);
                }
                s.interaction_by_token(token).unwrap().followups.push(m.id);
            });
            ok(m.to_json(inner))
        }
        (_, ["messages", which]) => {
            let target = if *which == "@original" {
                rec.original
            } else {
                parse_id(which)
            };
            let Some(mid) = target else {
                let mut r = Refusal::error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
                r.why = format!("webhook message {which}: the interaction has no such message");
                return Some(refuse(fake, ctx, r));
            };
            let m = fake.with_state(|s| s.message(mid).cloned());
            let Some(m) = m.filter(|m| !m.deleted) else {
                return Some(error(StatusCode::NOT_FOUND, 10008, "Unknown Message"));
            };
            match method {
                "GET" => ok(m.to_json(inner)),
                "PATCH" => {
                    let m = match edited(fake, &m, "", &data, &files) {
                        Ok(m) => m,
                        Err(r) => return Some(refuse(fake, ctx, r)),
                    };
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

/// The bot's permissions a new or edited channel message needs (VIEW_CHANNEL was checked).
fn message_permissions(
    ch: &FakeChannel,
    bits: u64,
    data: &Value,
    files: &Files,
    create: bool,
) -> Result<(), Refusal> {
    let send = if ch.is_thread() {
        perm::SEND_MESSAGES_IN_THREADS
    } else {
        perm::SEND_MESSAGES
    };
    let mut needs = Vec::new();
    if create {
        needs.push(send);
    }
    if !files.is_empty() {
        needs.push(perm::ATTACH_FILES);
    }
    if data["embeds"].as_array().is_some_and(|e| !e.is_empty()) {
        needs.push(perm::EMBED_LINKS);
    }
    if create && data.get("message_reference").is_some_and(|r| !r.is_null()) {
        needs.push(perm::READ_MESSAGE_HISTORY);
    }
    if needs.iter().all(|p| perm::has(bits, *p)) {
        Ok(())
    } else {
        Err(Refusal::missing_permissions())
    }
}

fn channel_messages(
    fake: &super::FakeDiscord,
    ctx: &str,
    method: &str,
    ch: &FakeChannel,
    rest: &[&str],
    data: Value,
    files: Files,
) -> Option<Reply> {
    let inner = &fake.inner;
    let cid = ch.id;
    let bits = fake.bot_permissions(cid);
    Some(match (method, rest) {
        ("POST", []) => {
            let headers = match take_rate(fake, cid, "messages-create") {
                Ok(h) => h,
                Err(r) => return Some(*r),
            };
            if let Err(r) = message_permissions(ch, bits, &data, &files, true) {
                return Some(refuse(fake, ctx, r));
            }
            if ch.kind == 1
                && fake.with_state(|s| ch.members.iter().any(|u| s.dms_closed.contains(u)))
            {
                // What Discord answers for closed DMs: the bot could not know before.
                let r = Refusal::error(
                    StatusCode::FORBIDDEN,
                    50007,
                    "Cannot send messages to this user",
                );
                return Some(reply(r.status, r.body));
            }
            if data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0 {
                fake.violation(format!(
                    "{ctx} with the EPHEMERAL flag (only interaction responses can be ephemeral)"
                ));
            }
            // message.mdx, Create Message: "If enforce_nonce is true and nonce is present, it
            // will be checked for uniqueness in the past few minutes. If another message was
            // created by the same author with the same nonce, that message will be returned
            // and no new message will be created."
            if let (Some(true), Some(nonce)) = (data["enforce_nonce"].as_bool(), nonce_of(&data)) {
                let since = fake.now_ms().saturating_sub(NONCE_WINDOW_MS);
                let same = fake.with_state(|s| s.message_with_nonce(cid, &nonce, since).cloned());
                if let Some(m) = same {
                    fake.with_state(|s| s.nonce_repeats += 1);
                    return Some(with_headers(ok(m.to_json(inner)), &headers));
                }
            }
            let m = match created(fake, cid, "", &data, &files) {
                Ok(m) => m,
                Err(r) => return Some(refuse(fake, ctx, r)),
            };
            fake.with_state(|s| {
                s.push_message(m.clone());
                notify(fake, s, &m, false);
            });
            with_headers(ok(m.to_json(inner)), &headers)
        }
        ("GET", []) => {
            if !perm::has(bits, perm::READ_MESSAGE_HISTORY) {
                return Some(ok(json!([])));
            }
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
            // Deleting or editing a message the bot already deleted (another process
            // deleted it, then was killed or frozen before it could note so) is answered
            // 404 as Discord does, and is harmless: only 401, 403 and 429 are invalid
            // requests (rate-limits.mdx). Counted, not a violation.
            let deleted_before = m
                .as_ref()
                .is_some_and(|m| m.channel_id == cid && m.deleted && m.visible_to.is_none());
            if matches!(method, "DELETE" | "PATCH") && deleted_before {
                eprintln!("fake discord: {method} of message {mid}, deleted before: 404");
                fake.with_state(|s| s.requests_on_deleted += 1);
                return Some(error(StatusCode::NOT_FOUND, 10008, "Unknown Message"));
            }
            let Some(m) = m.filter(|m| m.channel_id == cid && !m.deleted && m.visible_to.is_none())
            else {
                return Some(refuse(
                    fake,
                    ctx,
                    Refusal::error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
                ));
            };
            match method {
                "GET" => {
                    if !perm::has(bits, perm::READ_MESSAGE_HISTORY) {
                        return Some(refuse(fake, ctx, Refusal::missing_permissions()));
                    }
                    ok(m.to_json(inner))
                }
                "PATCH" => {
                    if m.author_id != inner.bot.id {
                        return Some(refuse(
                            fake,
                            ctx,
                            Refusal::error(
                                StatusCode::FORBIDDEN,
                                50005,
                                "Cannot edit a message authored by another user",
                            ),
                        ));
                    }
                    let headers = match take_rate(fake, cid, "messages-edit") {
                        Ok(h) => h,
                        Err(r) => return Some(*r),
                    };
                    if let Err(r) = message_permissions(ch, bits, &data, &files, false) {
                        return Some(refuse(fake, ctx, r));
                    }
                    let m = match edited(fake, &m, "", &data, &files) {
                        Ok(m) => m,
                        Err(r) => return Some(refuse(fake, ctx, r)),
                    };
                    fake.with_state(|s| *s.message_mut(mid).unwrap() = m.clone());
                    with_headers(ok(m.to_json(inner)), &headers)
                }
                "DELETE" => {
                    if m.author_id != inner.bot.id && !perm::has(bits, perm::MANAGE_MESSAGES) {
                        return Some(refuse(fake, ctx, Refusal::missing_permissions()));
                    }
                    fake.with_state(|s| s.message_mut(mid).unwrap().deleted = true);
                    no_content()
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// Starts a thread in `parent`: from its message `from` (a public thread whose id is the
/// message's), or without one (`type` 11 public, 12 private; absent means private, as
/// Discord's documentation says).
fn start_thread(
    fake: &super::FakeDiscord,
    ctx: &str,
    parent: &FakeChannel,
    from: Option<u64>,
    data: &Value,
) -> Reply {
    if parent.is_thread() {
        return refuse(
            fake,
            ctx,
            Refusal::error(
                StatusCode::BAD_REQUEST,
                50024,
                "Cannot execute action on this channel type",
            ),
        );
    }
    let name = data["name"].as_str().unwrap_or_default();
    let kind = match from {
        Some(_) => 11,
        None => data["type"].as_u64().unwrap_or(12),
    };
    let needs = match kind {
        11 => perm::CREATE_PUBLIC_THREADS,
        12 => perm::CREATE_PRIVATE_THREADS,
        _ => {
            return refuse(
                fake,
                ctx,
                Refusal::error(
                    StatusCode::BAD_REQUEST,
                    50024,
                    "Cannot execute action on this channel type",
                ),
            )
        }
    };
    if !perm::has(fake.bot_permissions(parent.id), needs) {
        return refuse(fake, ctx, Refusal::missing_permissions());
    }
    let n = name.chars().count();
    if !(1..=100).contains(&n) {
        return refuse(
            fake,
            ctx,
            Refusal::form(
                "name",
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 100 in length.",
            ),
        );
    }
    let id = match from {
        Some(mid) => {
            let found = fake.with_state(|s| {
                s.message(mid)
                    .filter(|m| m.channel_id == parent.id && !m.deleted && m.visible_to.is_none())
                    .is_some()
            });
            if !found {
                return refuse(
                    fake,
                    ctx,
                    Refusal::error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
                );
            }
            if fake.with_state(|s| s.channel(mid).is_some()) {
                return refuse(
                    fake,
                    ctx,
                    Refusal::error(
                        StatusCode::BAD_REQUEST,
                        160004,
                        "A thread has already been created for this message",
                    ),
                );
            }
            mid
        }
        None => fake.fresh_id(),
    };
    let thread = FakeChannel {
        id,
        name: name.to_owned(),
        kind: kind as u8,
        parent_id: Some(parent.id),
        members: vec![fake.inner.bot.id],
    };
    // A thread is in its parent's guild (placed before anyone can see it).
    let guild = fake.inner.guild_of(parent.id);
    fake.inner.place_channel(thread.id, guild);
    fake.with_state(|s| {
        s.channels.push(thread.clone());
        if let Some(m) = from.and_then(|mid| s.message_mut(mid)) {
            m.flags |= 1 << 5; // HAS_THREAD
        }
    });
    let mut event = payloads::channel(&thread, guild, 0);
    event["newly_created"] = json!(true);
    fake.dispatch("THREAD_CREATE", event);
    reply(StatusCode::CREATED, payloads::channel(&thread, guild, 0))
}

/// `POST /users/@me/channels`: the bot's DM channel with `recipient_id` (the same one each
/// time), where it may post as in a channel; the recipient is notified of every message.
fn open_dm(fake: &super::FakeDiscord, ctx: &str, json: &Value) -> Option<Reply> {
    let Some(uid) = json["recipient_id"]
        .as_str()
        .and_then(parse_id)
        .or_else(|| json["recipient_id"].as_u64())
    else {
        return Some(refuse(
            fake,
            ctx,
            Refusal::error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body"),
        ));
    };
    let Some(user) = fake.inner.users.iter().find(|u| u.id == uid) else {
        return Some(refuse(
            fake,
            ctx,
            Refusal::error(StatusCode::BAD_REQUEST, 50033, "Invalid Recipient(s)"),
        ));
    };
    let existing = fake.with_state(|s| {
        s.channels
            .iter()
            .find(|c| c.kind == 1 && c.members == [uid])
            .map(|c| c.id)
    });
    let id = match existing {
        Some(id) => id,
        None => {
            let id = fake.fresh_id();
            fake.with_state(|s| {
                s.channels.push(FakeChannel {
                    id,
                    name: String::new(),
                    kind: 1,
                    parent_id: None,
                    members: vec![uid],
                });
                s.bot_permissions.insert(
                    id,
                    perm::VIEW_CHANNEL
                        | perm::SEND_MESSAGES
                        | perm::READ_MESSAGE_HISTORY
                        | perm::ATTACH_FILES
                        | perm::EMBED_LINKS,
                );
            });
            id
        }
    };
    Some(ok(json!({
        "id": id.to_string(),
        "type": 1,
        "last_message_id": null,
        "flags": 0,
        "recipients": [payloads::user(user)],
    })))
}

/// Thread membership: list, add (a user or `@me`), remove.
fn thread_members(
    fake: &super::FakeDiscord,
    ctx: &str,
    method: &str,
    ch: &FakeChannel,
    rest: &[&str],
) -> Option<Reply> {
    if !ch.is_thread() {
        return Some(refuse(
            fake,
            ctx,
            Refusal::error(
                StatusCode::BAD_REQUEST,
                50024,
                "Cannot execute action on this channel type",
            ),
        ));
    }
    let bot = fake.inner.bot.id;
    let who = |s: &str| -> Option<u64> {
        if s == "@me" {
            Some(bot)
        } else {
            parse_id(s)
        }
    };
    Some(match (method, rest) {
        ("GET", []) => ok(json!(ch
            .members
            .iter()
            .map(|u| json!({"id": ch.id.to_string(), "user_id": u.to_string(), "join_timestamp": payloads::TIMESTAMP, "flags": 0}))
            .collect::<Vec<_>>())),
        ("PUT", [u]) => {
            let uid = who(u)?;
            if uid != bot && !fake.inner.users.iter().any(|x| x.id == uid) {
                return Some(refuse(
                    fake,
                    ctx,
                    Refusal::error(StatusCode::NOT_FOUND, 10013, "Unknown User"),
                ));
            }
            fake.with_state(|s| {
                let c = s.channels.iter_mut().find(|c| c.id == ch.id).unwrap();
                if !c.members.contains(&uid) {
                    c.members.push(uid);
                }
            });
            no_content()
        }
        ("DELETE", [u]) => {
            let uid = who(u)?;
            fake.with_state(|s| {
                let c = s.channels.iter_mut().find(|c| c.id == ch.id).unwrap();
                c.members.retain(|m| *m != uid);
            });
            no_content()
        }
        _ => return None,
    })
}

// ---------------------------------------------------------------- gateway

/// The gateway's URL as the process being served reaches it: a process started with
/// `spawn_bot_tagged` connects under `/p-{tag}`, so that its sessions are told apart too
/// (`FakeDiscord::live_sessions`).
fn tagged_gateway_url(inner: &Inner) -> String {
    match REQUEST_FROM.try_with(|tag| tag.clone()) {
        Ok(tag) => format!("{}/p-{tag}", inner.gateway_url),
        Err(_) => inner.gateway_url.clone(),
    }
}

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

type Ws = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;
type GatewayResult<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// One gateway connection and the session it carries.
struct Conn {
    ws: Ws,
    /// The last sequence number sent.
    seq: u64,
    intents: u64,
    /// [shard_id, num_shards] of the session.
    shard: [u64; 2],
    /// How the fake reaches this connection once it identified or resumed.
    tx: mpsc::UnboundedSender<GatewayCommand>,
    /// The tag of the bot process that connected (`spawn_bot_tagged`), from its URL.
    tag: Option<String>,
    /// The session it carries, once identified or resumed.
    sid: String,
}

impl Conn {
    async fn dispatch(&mut self, t: &str, d: Value) -> GatewayResult<()> {
        self.seq += 1;
        let frame = json!({"op": 0, "s": self.seq, "t": t, "d": d});
        self.ws.send(WsMessage::Text(frame.to_string())).await?;
        Ok(())
    }

    async fn close(&mut self, code: u16, reason: &str) {
        let frame = CloseFrame {
            code: CloseCode::from(code),
            reason: reason.to_owned().into(),
        };
        let _ = self.ws.send(WsMessage::Close(Some(frame))).await;
    }

    /// Lets the fake reach this connection as a session of `self.shard` (once: a second
    /// IDENTIFY on one connection only changes its shard).
    fn register(&self, inner: &Inner) {
        inner.ever_connected.store(true, Ordering::SeqCst);
        let mut sessions = inner.sessions.lock().unwrap();
        sessions.retain(|s| !s.tx.same_channel(&self.tx));
        sessions.push(super::Session {
            shard: self.shard,
            tx: self.tx.clone(),
            tag: self.tag.clone(),
            id: self.sid.clone(),
        });
    }
}

async fn session(inner: Arc<Inner>, stream: tokio::net::TcpStream) -> GatewayResult<()> {
    let mut tag = None;
    #[allow(clippy::result_large_err)] // the handshake callback's type is tungstenite's
    let read_tag =
        |req: &tokio_tungstenite::tungstenite::handshake::server::Request,
         resp: tokio_tungstenite::tungstenite::handshake::server::Response| {
            tag = req
                .uri()
                .path()
                .strip_prefix("/p-")
                .map(|t| t.trim_end_matches('/').to_owned());
            Ok(resp)
        };
    let ws = tokio_tungstenite::accept_hdr_async(stream, read_tag).await?;
    let (tx, mut rx) = mpsc::unbounded_channel::<GatewayCommand>();
    let mut conn = Conn {
        ws,
        seq: 0,
        intents: 0,
        shard: [0, 1],
        tx,
        tag,
        sid: String::new(),
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    conn.ws.send(WsMessage::Text(hello.to_string())).await?;
    loop {
        tokio::select! {
            msg = conn.ws.next() => {
                let Some(msg) = msg else { return Ok(()) };
                let text = match msg? {
                    WsMessage::Text(t) => t,
                    WsMessage::Close(_) => return Ok(()),
                    _ => continue,
                };
                let v: Value = serde_json::from_str(&text)?;
                let open = match v["op"].as_u64() {
                    Some(1) => {
                        conn.ws.send(WsMessage::Text(json!({"op": 11}).to_string())).await?;
                        true
                    }
                    Some(2) => identify(&inner, &mut conn, &v["d"]).await?,
                    Some(6) => resume(&inner, &mut conn, &v["d"]).await?,
                    _ => true,
                };
                if !open {
                    return Ok(());
                }
            }
            cmd = rx.recv() => match cmd {
                Some(GatewayCommand::Dispatch(t, d)) => {
                    // Events behind an intent reach only sessions that asked for it.
                    if required_intent(t).is_none_or(|i| conn.intents & i != 0) {
                        conn.dispatch(t, d).await?
                    }
                }
                Some(GatewayCommand::Close(code)) => {
                    conn.close(code, "fake discord closed the session").await;
                    return Ok(());
                }
                Some(GatewayCommand::Invalidate) => {
                    // gateway-events.mdx, "Invalid Session": the connection is left for the
                    // client to close, and nothing more goes to it.
                    conn.ws
                        .send(WsMessage::Text(json!({"op": 9, "d": false}).to_string()))
                        .await?;
                }
                None => return Ok(()),
            }
        }
    }
}

/// The `shard` of an IDENTIFY: absent means `[0, 1]`; anything but two integers
/// `[shard_id, num_shards]` with `shard_id < num_shards` is invalid.
fn parse_shard(v: &Value) -> Option<[u64; 2]> {
    if v.is_null() {
        return Some([0, 1]);
    }
    match v.as_array()?.as_slice() {
        [id, n] => {
            let (id, n) = (id.as_u64()?, n.as_u64()?);
            (id < n).then_some([id, n])
        }
        _ => None,
    }
}

/// IDENTIFY (op 2). Refused as Discord refuses it: a wrong token closes with 4004, an
/// invalid shard with 4010, a shard that would hold more than 2500 guilds with 4011 (the
/// close codes of opcodes-and-status-codes.mdx), and one IDENTIFY too many in the
/// `max_concurrency` window gets Invalid Session (op 9). Else READY (echoing the shard)
/// and a GUILD_CREATE for each guild of the shard. Returns whether the connection stays
/// open.
async fn identify(inner: &Arc<Inner>, conn: &mut Conn, d: &Value) -> GatewayResult<bool> {
    // Discord takes the token with or without serenity's "Bot " prefix.
    if d["token"].as_str().map(|t| t.trim_start_matches("Bot ")) != Some(super::TOKEN) {
        conn.close(4004, "Authentication failed.").await;
        return Ok(false);
    }
    let fake = super::FakeDiscord {
        inner: inner.clone(),
    };
    let Some(shard) = parse_shard(&d["shard"]) else {
        fake.violation(format!(
            "IDENTIFY: invalid shard {}: closed with 4010",
            d["shard"]
        ));
        conn.close(4010, "Invalid shard.").await;
        return Ok(false);
    };
    let guilds: Vec<&FakeGuild> = inner
        .guilds
        .iter()
        .filter(|g| shard_of(g.id, shard[1]) == shard[0])
        .collect();
    if guilds.len() > super::MAX_GUILDS_PER_SHARD {
        fake.note_refused_identify(shard);
        fake.violation(format!(
            "IDENTIFY as shard {shard:?}: {} guilds, more than {} per shard: closed with 4011",
            guilds.len(),
            super::MAX_GUILDS_PER_SHARD
        ));
        conn.close(4011, "Sharding required.").await;
        return Ok(false);
    }
    if let Err(last_ms) = fake.start_session(shard) {
        // gateway.mdx, "Rate Limiting": "Apps also have a limit for concurrent Identify
        // requests allowed per 5 seconds. If you hit this limit, the Gateway will respond
        // with an Invalid Session (opcode 9)." `d: false`: the client must identify anew
        // (gateway-events.mdx, "Invalid Session"); the connection is left for it to close.
        fake.violation(format!(
            "IDENTIFY as shard {shard:?} {last_ms} ms after the last session start in its \
             bucket, within max_concurrency's 5 s: answered Invalid Session (op 9)"
        ));
        conn.ws
            .send(WsMessage::Text(json!({"op": 9, "d": false}).to_string()))
            .await?;
        return Ok(true);
    }
    conn.shard = shard;
    conn.intents = d["intents"].as_u64().unwrap_or(0);
    let sid = format!(
        "fake-session-{}",
        SESSION_SEQ.fetch_add(1, Ordering::SeqCst)
    );
    conn.sid = sid.clone();
    let ids: Vec<u64> = guilds.iter().map(|g| g.id).collect();
    let resume_url = match &conn.tag {
        Some(tag) => format!("{}/p-{tag}", inner.gateway_url),
        None => inner.gateway_url.clone(),
    };
    let ready = payloads::ready_sharded(&inner.bot, inner.app_id, &ids, &sid, &resume_url, shard);
    conn.dispatch("READY", ready).await?;
    let channels = inner.state.lock().unwrap().channels.clone();
    for g in guilds {
        let own: Vec<FakeChannel> = channels
            .iter()
            .filter(|c| inner.guild_of(c.id) == g.id)
            .cloned()
            .collect();
        let owner = inner.users[0].id;
        let mut create = payloads::guild(g.id, &g.name, owner, &own, &inner.users, &inner.roles);
        create["preferred_locale"] = json!(inner.guild_locale(g.id));
        conn.dispatch("GUILD_CREATE", create).await?;
    }
    conn.register(inner);
    {
        let mut s = inner.state.lock().unwrap();
        s.session_intents.insert(sid.clone(), conn.intents);
        // The shard's first session: what was queued before had no session to miss it (the
        // fake's own setup, before any bot connected), as Discord keeps nothing for a shard
        // never connected.
        let first = !s.session_shards.values().any(|&sh| sh == shard);
        s.session_shards.insert(sid, shard);
        // A new session gets nothing of what an old one of its shard missed.
        let before = s.resume_queue.len();
        s.resume_queue
            .retain(|(_, d, _)| !super::routes_to(super::guild_id_in(d), shard));
        let lost = before - s.resume_queue.len();
        if lost > 0 && !first {
            eprintln!("fake discord: IDENTIFY instead of RESUME: {lost} queued event(s) of shard {shard:?} are lost");
        }
        s.ready_count += 1;
    }
    inner.changed.send_modify(|c| *c += 1);
    Ok(true)
}

/// RESUME (op 6): the session keeps its intents and shard; Discord replays what it missed
/// (the queued events its shard gets), then says RESUMED.
async fn resume(inner: &Arc<Inner>, conn: &mut Conn, d: &Value) -> GatewayResult<bool> {
    conn.seq = d["seq"].as_u64().unwrap_or(conn.seq);
    let sid = d["session_id"].as_str().unwrap_or_default();
    conn.sid = sid.to_string();
    let missed = {
        let mut s = inner.state.lock().unwrap();
        conn.intents = s.session_intents.get(sid).copied().unwrap_or(0);
        conn.shard = s.session_shards.get(sid).copied().unwrap_or([0, 1]);
        let shard = conn.shard;
        let (missed, kept) = std::mem::take(&mut s.resume_queue)
            .into_iter()
            .partition(|(_, d, _)| super::routes_to(super::guild_id_in(d), shard));
        s.resume_queue = kept;
        s.resume_count += 1;
        missed
    };
    let missed: Vec<(&'static str, Value, Option<u64>)> = missed;
    conn.register(inner);
    let fake = super::FakeDiscord {
        inner: inner.clone(),
    };
    for (t, d, interaction) in missed {
        if let Some(iid) = interaction.or_else(|| replayed_interaction(t, &d)) {
            let now = fake.now();
            fake.with_state(|s| {
                if let Some(r) = s.interaction_mut(iid) {
                    r.delivered = Some(now);
                }
            });
        }
        conn.dispatch(t, d).await?;
    }
    conn.dispatch("RESUMED", json!({})).await?;
    inner.changed.send_modify(|c| *c += 1);
    Ok(true)
}

/// The id of the interaction an INTERACTION_CREATE carries (one queued by `dispatch` while
/// its shard had no session, whose delivery is noted when it is replayed).
fn replayed_interaction(t: &str, d: &Value) -> Option<u64> {
    (t == "INTERACTION_CREATE").then(|| d["id"].as_str()?.parse().ok())?
}

/// The gateway intent an event needs (GUILDS for guild, channel and thread events,
/// GUILD_MESSAGES for message events); `None` for events every session gets.
fn required_intent(event: &str) -> Option<u64> {
    if event.starts_with("THREAD_") || event.starts_with("CHANNEL_") || event.starts_with("GUILD_")
    {
        Some(1)
    } else if event.starts_with("MESSAGE_") {
        Some(1 << 9)
    } else {
        None
    }
}
