//! Every gateway session start (IDENTIFY) of a process that shares the bot's shards waits for
//! its slot in the database (`Keeper::identify_slot`), so the bot's starts across all its
//! processes keep Discord's `max_concurrency` window — serenity's own as well: it identifies
//! again by itself after an Invalid Session or a failed resume, outside any call of ours.
//!
//! serenity connects to the gateway URL it is given; a sharded process gives it this gate's
//! local address (`ws://127.0.0.1:…`). The gate opens the same connection to Discord's
//! gateway for each session and passes every frame through unchanged, but holds an
//! IDENTIFY (op 2), and what the client sends after it, until the slot reserved for it has
//! come. Heartbeats pass a held IDENTIFY; resumes and Discord's events pass at once.

use super::shards::Keeper;
use futures_util::{SinkExt, StreamExt};
use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

/// Starts the gate in front of `upstream` (the gateway URL Discord gave) and returns the
/// address serenity is to connect to instead.
pub(super) async fn start(upstream: String, keeper: Arc<Keeper>) -> std::io::Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let local = format!("ws://{}", listener.local_addr()?);
    tokio::spawn(async move {
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    tracing::warn!(error = %e, "the gateway gate could not take a connection");
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    continue;
                }
            };
            let (upstream, keeper) = (upstream.clone(), keeper.clone());
            tokio::spawn(async move {
                if let Err(e) = pass(stream, &upstream, &keeper).await {
                    tracing::info!(error = %e, "a gateway connection through the gate ended");
                }
            });
        }
    });
    Ok(local)
}

/// How often a session with nothing to pass is asked whether this process still vouches for
/// it (`Keeper::vouches`).
const VOUCH_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// No limit on a message's size, as serenity asks of its own connections (a GUILD_CREATE
/// can be large).
fn config() -> WebSocketConfig {
    WebSocketConfig {
        max_message_size: None,
        max_frame_size: None,
        ..Default::default()
    }
}

/// One gateway connection: serenity's, passed on to `upstream` with the same query
/// (`?v=10`), an IDENTIFY held until its slot.
#[allow(clippy::result_large_err)] // the handshake callback's type is tungstenite's
async fn pass(stream: TcpStream, upstream: &str, keeper: &Keeper) -> Result<(), WsError> {
    let mut query = None;
    let client = tokio_tungstenite::accept_hdr_async_with_config(
        stream,
        |req: &Request, resp: Response| {
            query = req.uri().query().map(str::to_string);
            Ok(resp)
        },
        Some(config()),
    )
    .await?;
    let url = upstream_url(upstream, query.as_deref());

    let (server, _) =
        tokio_tungstenite::connect_async_with_config(url, Some(config()), false).await?;
    let (mut to_client, mut from_client) = client.split();
    let (mut to_server, mut from_server) = server.split();
    // The shard of this connection's session, once its IDENTIFY or RESUME says (-1: not yet).
    let shard = AtomicI64::new(-1);
    let shard_now = || u32::try_from(shard.load(Ordering::SeqCst)).ok();
    let down = async {
        while let Some(m) = from_server.next().await {
            let m = m?;
            // Nothing of a session this process cannot vouch for reaches serenity: woken
            // from a pause past its leases, it drops every session at its first frame,
            // before any event of a shard another process may now serve is handled.
            if !keeper.vouches(shard_now()) {
                tracing::warn!(shard = ?shard_now(), "a gateway session is dropped: this process does not hold or claim its shard now (its leases ran out, or the shard is another's)");
                return Ok(());
            }
            if let Some((session, s)) = ready_of(&m) {
                sessions().insert(session, s);
            }
            to_client.send(m).await?;
        }
        Ok::<_, WsError>(())
    };
    let up = async {
        // Frames behind an IDENTIFY that waits for its slot, in order; heartbeats pass
        // them (Discord wants them from its Hello on, and a wait may be long).
        let mut held: VecDeque<Message> = VecDeque::new();
        let mut slot: Option<Pin<Box<dyn Future<Output = ()> + Send + '_>>> = None;
        loop {
            tokio::select! {
                m = from_client.next() => {
                    let Some(m) = m else { break };
                    let m = m?;
                    if let Some(s) = shard_of_start(&m) {
                        shard.store(i64::from(s), Ordering::SeqCst);
                        if !keeper.vouches(Some(s)) {
                            tracing::info!(shard = s, "a gateway session start is refused: this process does not hold or claim the shard now");
                            break;
                        }
                    }
                    if slot.is_some() && !is_op(&m, 1) {
                        held.push_back(m);
                    } else if is_op(&m, 2) {
                        held.push_back(m);
                        slot = Some(Box::pin(keeper.identify_slot()));
                    } else {
                        to_server.send(m).await?;
                    }
                }
                () = async { slot.as_mut().expect("a slot awaited").await }, if slot.is_some() => {
                    slot = None;
                    // The IDENTIFY first, then what came behind it, up to another one.
                    if let Some(identify) = held.pop_front() {
                        to_server.send(identify).await?;
                    }
                    while let Some(m) = held.pop_front() {
                        if is_op(&m, 2) {
                            held.push_front(m);
                            slot = Some(Box::pin(keeper.identify_slot()));
                            break;
                        }
                        to_server.send(m).await?;
                    }
                }
            }
        }
        Ok::<_, WsError>(())
    };
    // A session with nothing to pass is looked at too, so that a pause ending drops it at
    // once all the same.
    let vouched = async {
        while keeper.vouches(shard_now()) {
            tokio::time::sleep(VOUCH_EVERY).await;
        }
        tracing::warn!(shard = ?shard_now(), "a gateway session is dropped: this process does not hold or claim its shard now (its leases ran out, or the shard is another's)");
    };
    // Either side ending (a close passed on, or a lost connection) ends both.
    tokio::select! {
        r = down => r,
        r = up => r,
        () = vouched => Ok(()),
    }
}

/// `upstream` with the `query` serenity connected with, and a path (`/`) when it has none,
/// as a URL's request line needs one (`wss://gateway.discord.gg` → `…discord.gg/?v=10`).
fn upstream_url(upstream: &str, query: Option<&str>) -> String {
    let has_path = upstream
        .split_once("://")
        .is_some_and(|(_, rest)| rest.contains('/'));
    let base = match has_path {
        true => upstream.to_string(),
        false => format!("{upstream}/"),
    };
    match query {
        Some(q) => format!("{base}?{q}"),
        None => base,
    }
}

/// The shard of each session this process's connections started (from its READY), for the
/// RESUMEs that name only the session.
fn sessions() -> std::sync::MutexGuard<'static, HashMap<String, u32>> {
    static SESSIONS: OnceLock<Mutex<HashMap<String, u32>>> = OnceLock::new();
    SESSIONS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// A READY's session id and shard.
fn ready_of(m: &Message) -> Option<(String, u32)> {
    let Message::Text(t) = m else { return None };
    if !t.contains("\"READY\"") {
        return None;
    }
    let v: serde_json::Value = serde_json::from_str(t).ok()?;
    (v["t"] == "READY").then_some(())?;
    let session = v["d"]["session_id"].as_str()?.to_string();
    let shard = u32::try_from(v["d"]["shard"][0].as_u64()?).ok()?;
    Some((session, shard))
}

/// The shard a session start names: an IDENTIFY's `shard`, or the shard of the session a
/// RESUME resumes.
fn shard_of_start(m: &Message) -> Option<u32> {
    let Message::Text(t) = m else { return None };
    let v: serde_json::Value = match serde_json::from_str(t) {
        Ok(v) => v,
        Err(_) => return None,
    };
    match v["op"].as_u64()? {
        2 => u32::try_from(v["d"]["shard"][0].as_u64().unwrap_or(0)).ok(),
        6 => sessions().get(v["d"]["session_id"].as_str()?).copied(),
        _ => None,
    }
}

/// Whether `m` is a gateway payload of opcode `op` (2 IDENTIFY, 1 heartbeat), as serenity
/// sends them: JSON text frames.
fn is_op(m: &Message, op: u8) -> bool {
    #[derive(serde::Deserialize)]
    struct Op {
        op: u8,
    }
    match m {
        Message::Text(t) => serde_json::from_str::<Op>(t).is_ok_and(|o| o.op == op),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::shards::{identify_spacing, SHARD_TTL};
    use crate::store::{test_store, Backend};
    use std::time::{Duration, Instant};
    use tokio::sync::mpsc;

    /// A gateway that says hello, and notes each frame it gets, with the query it was
    /// reached with and when.
    #[allow(clippy::result_large_err)] // the handshake callback's type is tungstenite's
    async fn gateway() -> (
        String,
        mpsc::UnboundedReceiver<(Option<String>, String, Instant)>,
    ) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let tx = tx.clone();
                tokio::spawn(async move {
                    let mut query = None;
                    let cb = |req: &Request, resp: Response| {
                        query = req.uri().query().map(str::to_string);
                        Ok(resp)
                    };
                    let mut ws = tokio_tungstenite::accept_hdr_async(stream, cb)
                        .await
                        .unwrap();
                    ws.send(Message::Text(r#"{"op":10}"#.into())).await.unwrap();
                    while let Some(Ok(Message::Text(t))) = ws.next().await {
                        let _ = tx.send((query.clone(), t, Instant::now()));
                    }
                });
            }
        });
        (url, rx)
    }

    /// Two processes' sessions start at once: their IDENTIFYs reach Discord a spacing
    /// apart (0.75 s at the tests' rate scale), while heartbeats sent behind them pass at
    /// once; Discord's frames and the URL's query pass through unchanged.
    #[tokio::test]
    async fn identifies_through_the_gates_of_two_processes_go_a_spacing_apart() {
        let (_dir, store, _) = test_store(Backend::Postgres).await;
        let (upstream, mut seen) = gateway().await;
        let mut clients = Vec::new();
        for _ in 0..2 {
            let keeper = Keeper::join(store.clone(), 2, SHARD_TTL, identify_spacing(20))
                .await
                .unwrap();
            // A round: the first process holds both shards, the second claims one.
            keeper.round().await.unwrap();
            let gate = start(upstream.clone(), Arc::new(keeper)).await.unwrap();
            let (mut ws, _) = tokio_tungstenite::connect_async(format!("{gate}/?v=10"))
                .await
                .unwrap();
            let hello = ws.next().await.unwrap().unwrap();
            assert_eq!(hello, Message::Text(r#"{"op":10}"#.into()));
            clients.push(ws);
        }
        let t0 = Instant::now();
        for (shard, ws) in clients.iter_mut().enumerate() {
            let identify = format!(r#"{{"op":2,"d":{{"shard":[{shard},2]}}}}"#);
            ws.send(Message::Text(identify)).await.unwrap();
        }
        for ws in &mut clients {
            ws.send(Message::Text(r#"{"op":1,"d":null}"#.into()))
                .await
                .unwrap();
        }
        let mut frames = Vec::new();
        while frames.len() < 4 {
            frames.push(seen.recv().await.unwrap());
        }
        assert!(
            frames.iter().all(|f| f.0.as_deref() == Some("v=10")),
            "{frames:?}"
        );
        let at = |op: &str| -> Vec<Duration> {
            frames
                .iter()
                .filter(|f| f.1.contains(op))
                .map(|f| f.2 - t0)
                .collect()
        };
        let (identifies, heartbeats) = (at(r#""op":2"#), at(r#""op":1"#));
        assert_eq!(identifies.len(), 2, "{frames:?}");
        assert!(
            identifies[1] - identifies[0] >= Duration::from_millis(700),
            "{identifies:?}"
        );
        // Both heartbeats, the held IDENTIFY's connection's too, before the second IDENTIFY.
        assert!(
            heartbeats.len() == 2 && heartbeats.iter().all(|h| *h < identifies[1]),
            "{frames:?}"
        );
    }

    /// Issue 42: a process whose leases ran out (woken from a pause past them) drops its
    /// gateway sessions at once, even one with nothing to pass; nothing of them reaches
    /// serenity meanwhile.
    #[tokio::test]
    async fn a_session_the_process_cannot_vouch_for_is_dropped_at_once() {
        let (_dir, store, _) = test_store(Backend::Postgres).await;
        let (upstream, _seen) = gateway().await;
        let keeper = Keeper::join(store, 1, SHARD_TTL, identify_spacing(20))
            .await
            .unwrap();
        keeper.round().await.unwrap();
        let watch = keeper.watch();
        let gate = start(upstream, Arc::new(keeper)).await.unwrap();
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("{gate}/?v=10"))
            .await
            .unwrap();
        assert_eq!(
            ws.next().await.unwrap().unwrap(),
            Message::Text(r#"{"op":10}"#.into())
        );
        watch.end();
        let t0 = Instant::now();
        let next = tokio::time::timeout(Duration::from_secs(2), ws.next())
            .await
            .expect("the session ends");
        assert!(!matches!(next, Some(Ok(Message::Text(_)))), "{next:?}");
        assert!(
            t0.elapsed() < Duration::from_millis(500),
            "{:?}",
            t0.elapsed()
        );
    }

    #[test]
    fn the_gateway_is_asked_with_serenitys_query() {
        let url = |u, q| upstream_url(u, q);
        assert_eq!(
            url("wss://gateway.discord.gg", Some("v=10")),
            "wss://gateway.discord.gg/?v=10"
        );
        assert_eq!(
            url("ws://127.0.0.1:9/gw", Some("v=10")),
            "ws://127.0.0.1:9/gw?v=10"
        );
        assert_eq!(url("ws://127.0.0.1:9/", None), "ws://127.0.0.1:9/");
    }

    #[test]
    fn an_identify_is_told_from_other_payloads() {
        let identify = r#"{"op":2,"d":{"token":"t","shard":[0,2]}}"#;
        assert!(is_op(&Message::Text(identify.into()), 2));
        for other in [
            r#"{"op":1,"d":7}"#,
            r#"{"op":6,"d":{"session_id":"s","seq":3}}"#,
            "not json",
        ] {
            assert!(!is_op(&Message::Text(other.into()), 2), "{other}");
        }
        assert!(is_op(&Message::Text(r#"{"op":1,"d":7}"#.into()), 1));
        assert!(!is_op(&Message::Binary(identify.as_bytes().to_vec()), 2));
    }
}
