//! The operator's view: a health endpoint and Prometheus metrics on a local port
//! (`CATAN_METRICS_ADDR`, e.g. `127.0.0.1:9100`; unset: off).
//!
//! - `GET /healthz`: `200 ok` while this process holds its database lease (it serves its
//!   tables), or, as one of several processes (`CATAN_SHARDS`), while its last round of
//!   shard leases is fresh (a process standing by with no shard is healthy too); `503` with
//!   the reason otherwise.
//! - `GET /metrics`: Prometheus' text format (version 0.0.4): tables by state (read from
//!   the database at each scrape), interactions by kind and their first-response latency
//!   (from Discord's creation of the interaction, the time a player waits), the waits before
//!   a handler runs (reaching this process, and being claimed by it), commits and
//!   their conflicts, Discord requests of the publisher with the 429s and 5xx among them,
//!   lease renewals, and the shards this process runs.
//!
//! The counters are one static set of atomics (`METRICS`), as the `metrics` crates keep a
//! global recorder; a scrape formats them. The server answers one request per connection.

use crate::store::Store;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Upper bounds (milliseconds) of the first-response histogram's buckets; +Inf follows.
const LATENCY_BUCKETS_MS: [u64; 10] = [10, 25, 50, 100, 250, 500, 1_000, 2_500, 3_000, 5_000];

/// The kinds of interaction counted, as Discord names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Command,
    Component,
    Modal,
    Autocomplete,
}

impl Kind {
    const ALL: [Kind; 4] = [
        Kind::Command,
        Kind::Component,
        Kind::Modal,
        Kind::Autocomplete,
    ];

    /// This kind's place in the per-kind arrays (`ALL`'s order).
    fn slot(self) -> usize {
        self as usize
    }

    fn label(self) -> &'static str {
        match self {
            Kind::Command => "command",
            Kind::Component => "component",
            Kind::Modal => "modal",
            Kind::Autocomplete => "autocomplete",
        }
    }
}

/// A latency histogram: counts per bucket (not cumulative; summed when formatted), the
/// number of observations and their sum.
struct Histogram {
    buckets: [AtomicU64; LATENCY_BUCKETS_MS.len() + 1],
    count: AtomicU64,
    sum_ms: AtomicU64,
}

impl Histogram {
    const fn new() -> Histogram {
        Histogram {
            buckets: [const { AtomicU64::new(0) }; LATENCY_BUCKETS_MS.len() + 1],
            count: AtomicU64::new(0),
            sum_ms: AtomicU64::new(0),
        }
    }

    fn observe(&self, ms: u64) {
        let i = LATENCY_BUCKETS_MS
            .iter()
            .position(|&b| ms <= b)
            .unwrap_or(LATENCY_BUCKETS_MS.len());
        self.buckets[i].fetch_add(1, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_ms.fetch_add(ms, Ordering::Relaxed);
    }

    /// This histogram's samples in Prometheus' text format, as series `name` with `label`
    /// (`key="value"`): cumulative buckets, their sum and count.
    fn render(&self, out: &mut String, name: &str, label: &str) {
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let mut cumulative = 0;
        for (i, b) in self.buckets.iter().enumerate() {
            cumulative += get(b);
            let le = match LATENCY_BUCKETS_MS.get(i) {
                Some(ms) => format!("{}", *ms as f64 / 1000.0),
                None => "+Inf".into(),
            };
            let _ = writeln!(out, "{name}_bucket{{{label},le=\"{le}\"}} {cumulative}");
        }
        let _ = writeln!(
            out,
            "{name}_sum{{{label}}} {}\n{name}_count{{{label}}} {}",
            get(&self.sum_ms) as f64 / 1000.0,
            get(&self.count)
        );
    }
}

/// Where an interaction's wait is measured before its handler runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stage {
    /// It reached this process (the gateway's delivery, and the wait for a task to run it).
    Arrived,
    /// This process took it as its own (on a shared database, once its claim is written).
    Admitted,
}

impl Stage {
    const ALL: [Stage; 2] = [Stage::Arrived, Stage::Admitted];

    fn label(self) -> &'static str {
        match self {
            Stage::Arrived => "arrived",
            Stage::Admitted => "admitted",
        }
    }
}

/// Every counter of this process.
pub(super) struct Metrics {
    interactions: [AtomicU64; 4],
    first_response: [Histogram; 4],
    waits: [Histogram; 2],
    commits: AtomicU64,
    conflicts: AtomicU64,
    requests: AtomicU64,
    rate_limited: AtomicU64,
    server_errors: AtomicU64,
    renewals: AtomicU64,
    renewal_failures: AtomicU64,
    shards: AtomicU64,
}

/// This process's counters.
pub(super) static METRICS: Metrics = Metrics::new();

/// Milliseconds since Discord made the interaction with this id (a snowflake's time).
pub(crate) fn age_ms(interaction_id: u64) -> u64 {
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    let created = (interaction_id >> 22) + DISCORD_EPOCH_MS;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(created);
    now.saturating_sub(created)
}

impl Metrics {
    /// Every counter at zero.
    const fn new() -> Metrics {
        Metrics {
            interactions: [const { AtomicU64::new(0) }; 4],
            first_response: [const { Histogram::new() }; 4],
            waits: [const { Histogram::new() }; 2],
            commits: AtomicU64::new(0),
            conflicts: AtomicU64::new(0),
            requests: AtomicU64::new(0),
            rate_limited: AtomicU64::new(0),
            server_errors: AtomicU64::new(0),
            renewals: AtomicU64::new(0),
            renewal_failures: AtomicU64::new(0),
            shards: AtomicU64::new(0),
        }
    }

    /// An interaction reached this process (after the door that drops second deliveries).
    pub(super) fn interaction(&self, kind: Kind) {
        self.interactions[kind.slot()].fetch_add(1, Ordering::Relaxed);
    }

    /// The first answer to interaction `id` was taken by Discord now.
    pub(super) fn first_response(&self, kind: Kind, id: u64) {
        self.first_response[kind.slot()].observe(age_ms(id));
    }

    /// Interaction `id` reached `stage` now (see [`Stage`]).
    pub(super) fn wait(&self, stage: Stage, id: u64) {
        self.waits[stage as usize].observe(age_ms(id));
    }

    /// A move was committed (`conflict`: it lost a race and nothing was written).
    pub(super) fn commit(&self, conflict: bool) {
        match conflict {
            false => self.commits.fetch_add(1, Ordering::Relaxed),
            true => self.conflicts.fetch_add(1, Ordering::Relaxed),
        };
    }

    /// The publisher sent a request to Discord, answered with `status` (None: no answer).
    pub(super) fn request(&self, status: Option<u16>) {
        self.requests.fetch_add(1, Ordering::Relaxed);
        match status {
            Some(429) => self.rate_limited.fetch_add(1, Ordering::Relaxed),
            Some(s) if s >= 500 => self.server_errors.fetch_add(1, Ordering::Relaxed),
            _ => 0,
        };
    }

    /// The lease was renewed, or a renewal failed.
    pub(super) fn renewal(&self, ok: bool) {
        match ok {
            true => self.renewals.fetch_add(1, Ordering::Relaxed),
            false => self.renewal_failures.fetch_add(1, Ordering::Relaxed),
        };
    }

    /// How many of the bot's gateway shards this process runs now.
    pub(super) fn shards_owned(&self, n: u64) {
        self.shards.store(n, Ordering::Relaxed);
    }

    /// The text a scrape returns, with `tables` (state, count) read from the database.
    pub(super) fn render(&self, tables: &[(String, i64)]) -> String {
        let mut out = String::new();
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        family(
            &mut out,
            "catan_tables",
            "gauge",
            "Tables in the database by state.",
        );
        for (state, n) in tables {
            let _ = writeln!(out, "catan_tables{{state=\"{state}\"}} {n}");
        }
        family(
            &mut out,
            "catan_interactions_total",
            "counter",
            "Interactions taken by this process, by kind.",
        );
        for k in Kind::ALL {
            let n = get(&self.interactions[k.slot()]);
            let _ = writeln!(
                out,
                "catan_interactions_total{{kind=\"{}\"}} {n}",
                k.label()
            );
        }
        family(
            &mut out,
            "catan_first_response_seconds",
            "histogram",
            "From Discord's creation of an interaction to its first answer, by kind.",
        );
        for k in Kind::ALL {
            let label = format!("kind=\"{}\"", k.label());
            self.first_response[k.slot()].render(&mut out, "catan_first_response_seconds", &label);
        }
        family(
            &mut out,
            "catan_interaction_wait_seconds",
            "histogram",
            "From Discord's creation of an interaction to its arrival in this process, and to \
             its admission (claimed as this process's own), before any handler runs.",
        );
        for s in Stage::ALL {
            let label = format!("stage=\"{}\"", s.label());
            self.waits[s as usize].render(&mut out, "catan_interaction_wait_seconds", &label);
        }
        for (name, kind, help, value) in [
            (
                "catan_commits_total",
                "counter",
                "Moves committed.",
                get(&self.commits),
            ),
            (
                "catan_commit_conflicts_total",
                "counter",
                "Moves that lost a race with another and were not written.",
                get(&self.conflicts),
            ),
            (
                "catan_discord_requests_total",
                "counter",
                "Requests the publisher sent to Discord.",
                get(&self.requests),
            ),
            (
                "catan_discord_429_total",
                "counter",
                "Publisher requests Discord answered 429 (rate limited).",
                get(&self.rate_limited),
            ),
            (
                "catan_discord_5xx_total",
                "counter",
                "Publisher requests Discord answered with a server error.",
                get(&self.server_errors),
            ),
            (
                "catan_lease_renewals_total",
                "counter",
                "Renewals of this process's database lease.",
                get(&self.renewals),
            ),
            (
                "catan_lease_renewal_failures_total",
                "counter",
                "Renewals of the lease that failed (tried again at the next tick).",
                get(&self.renewal_failures),
            ),
            (
                "catan_shards_owned",
                "gauge",
                "Gateway shards this process runs.",
                get(&self.shards),
            ),
        ] {
            family(&mut out, name, kind, help);
            let _ = writeln!(out, "{name} {value}");
        }
        out
    }
}

/// A metric family's header: its help text and type.
fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

/// Whether this process serves its tables (it holds its lease), for `/healthz`.
pub(super) type Serving = std::sync::Arc<dyn Fn() -> bool + Send + Sync>;

/// Serves `/healthz` and `/metrics` on `listener` until the process ends.
pub(super) async fn serve(listener: tokio::net::TcpListener, store: Store, serving: Serving) {
    loop {
        let Ok((mut conn, _)) = listener.accept().await else {
            continue;
        };
        let (store, serving) = (store.clone(), serving.clone());
        tokio::spawn(async move {
            let answer = tokio::time::timeout(Duration::from_secs(5), async {
                let path = read_request_path(&mut conn).await?;
                let (status, body) = answer(&path, &store, &serving).await;
                let head = format!(
                    "HTTP/1.1 {status}\r\nContent-Type: text/plain; version=0.0.4; charset=utf-8\r\n\
                     Content-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                conn.write_all(head.as_bytes()).await.ok()?;
                conn.write_all(body.as_bytes()).await.ok()?;
                conn.shutdown().await.ok()
            });
            let _ = answer.await;
        });
    }
}

/// The path of a `GET` request read from `conn` (None: not one, or too long).
async fn read_request_path(conn: &mut tokio::net::TcpStream) -> Option<String> {
    let mut buf = Vec::with_capacity(512);
    let mut chunk = [0u8; 512];
    while !buf.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = conn.read(&mut chunk).await.ok()?;
        if n == 0 || buf.len() > 8 * 1024 {
            return None;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    let head = String::from_utf8_lossy(&buf);
    let mut first = head.lines().next()?.split(' ');
    match (first.next(), first.next()) {
        (Some("GET"), Some(path)) => Some(path.to_string()),
        _ => Some(String::new()),
    }
}

async fn answer(path: &str, store: &Store, serving: &Serving) -> (&'static str, String) {
    match path.split('?').next().unwrap_or_default() {
        "/healthz" => match serving() {
            true => ("200 OK", "ok\n".into()),
            false => (
                "503 Service Unavailable",
                "this process does not hold its lease (the database's, or its shards'): it \
                 serves no table\n"
                    .into(),
            ),
        },
        "/metrics" => match store.tables_by_status().await {
            Ok(tables) => ("200 OK", METRICS.render(&tables)),
            Err(e) => (
                "503 Service Unavailable",
                format!("the database could not be read: {e}\n"),
            ),
        },
        "" => ("405 Method Not Allowed", "only GET\n".into()),
        _ => ("404 Not Found", "try /healthz or /metrics\n".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_format_has_every_family_and_cumulative_buckets() {
        let m = Metrics::new();
        for _ in 0..3 {
            m.commit(false);
        }
        m.shards_owned(1);
        m.interaction(Kind::Component);
        m.first_response[Kind::Component.slot()].observe(40);
        m.first_response[Kind::Component.slot()].observe(4_000);
        m.waits[Stage::Admitted as usize].observe(300);
        m.request(Some(429));
        m.request(Some(502));
        m.request(Some(200));
        let text = m.render(&[("active".into(), 2)]);
        for line in [
            "catan_tables{state=\"active\"} 2",
            "catan_interactions_total{kind=\"component\"} 1",
            "catan_first_response_seconds_bucket{kind=\"component\",le=\"0.025\"} 0",
            "catan_first_response_seconds_bucket{kind=\"component\",le=\"0.05\"} 1",
            "catan_first_response_seconds_bucket{kind=\"component\",le=\"3\"} 1",
            "catan_first_response_seconds_bucket{kind=\"component\",le=\"+Inf\"} 2",
            "catan_first_response_seconds_count{kind=\"component\"} 2",
            "catan_first_response_seconds_sum{kind=\"component\"} 4.04",
            "catan_interaction_wait_seconds_bucket{stage=\"admitted\",le=\"0.25\"} 0",
            "catan_interaction_wait_seconds_bucket{stage=\"admitted\",le=\"0.5\"} 1",
            "catan_interaction_wait_seconds_count{stage=\"arrived\"} 0",
            "catan_commits_total 3",
            "catan_discord_requests_total 3",
            "catan_discord_429_total 1",
            "catan_discord_5xx_total 1",
            "catan_shards_owned 1",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        // Every sample belongs to a family declared before it.
        let mut declared = Vec::new();
        for l in text.lines() {
            if let Some(rest) = l.strip_prefix("# TYPE ") {
                declared.push(rest.split(' ').next().unwrap().to_string());
            } else if !l.starts_with('#') {
                let name = l.split(['{', ' ']).next().unwrap();
                assert!(declared.iter().any(|d| name.starts_with(d.as_str())), "{l}");
            }
        }
    }

    #[test]
    fn an_interactions_age_comes_from_its_snowflake() {
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as u64;
        let id = (now_ms - 1_420_070_400_000 - 1_500) << 22;
        let age = age_ms(id);
        assert!((1_500..2_500).contains(&age), "{age}");
    }
}
