//! The operator's view (`CATAN_METRICS_ADDR`): the bot answers `/healthz` while it holds its
//! lease, and `/metrics` counts what players did, in Prometheus' text format.

use crate::fake_discord;
use crate::table::get;
use fake_discord::{temp_db, FakeDiscord, Opt};
use std::time::Duration;

fn value(metrics: &str, sample: &str) -> Option<f64> {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix(sample)?.strip_prefix(' ')?.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_metrics_on_the_operators_port() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let port = crate::pg::spare_port();
    let _bot = fake.spawn_bot(&db, &[("CATAN_METRICS_ADDR", format!("127.0.0.1:{port}"))]);
    fake.wait_online().await;

    let (status, body) = get(port, "/healthz").await;
    assert_eq!(
        (status.as_str(), body.as_str()),
        ("HTTP/1.1 200 OK", "ok\n")
    );

    let ada = fake.user("Ada");
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
    );
    h.response().await;
    let lobby = h.message().await;
    fake.click(&fake.user("Bea"), &lobby, &lobby.button("Join").unwrap())
        .response()
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    let (status, metrics) = get(port, "/metrics").await;
    assert_eq!(status, "HTTP/1.1 200 OK", "{metrics}");
    for (sample, at_least) in [
        ("catan_tables{state=\"lobby\"}", 1.0),
        ("catan_interactions_total{kind=\"command\"}", 1.0),
        ("catan_interactions_total{kind=\"component\"}", 1.0),
        ("catan_first_response_seconds_count{kind=\"command\"}", 1.0),
        (
            "catan_first_response_seconds_count{kind=\"component\"}",
            1.0,
        ),
        (
            "catan_first_response_seconds_bucket{kind=\"command\",le=\"+Inf\"}",
            1.0,
        ),
        (
            "catan_interaction_wait_seconds_count{stage=\"arrived\"}",
            2.0,
        ),
        (
            "catan_interaction_wait_seconds_count{stage=\"admitted\"}",
            2.0,
        ),
        ("catan_shards_owned", 1.0),
    ] {
        let v = value(&metrics, sample).unwrap_or_else(|| panic!("{sample} in\n{metrics}"));
        assert!(v >= at_least, "{sample} = {v}\n{metrics}");
    }
    assert_eq!(
        value(&metrics, "catan_discord_429_total"),
        Some(0.0),
        "{metrics}"
    );
    // A lobby's first answer is well inside Discord's 3 s.
    assert_eq!(
        value(
            &metrics,
            "catan_first_response_seconds_bucket{kind=\"command\",le=\"3\"}"
        ),
        value(
            &metrics,
            "catan_first_response_seconds_count{kind=\"command\"}"
        ),
        "{metrics}"
    );

    let (status, _) = get(port, "/nothing").await;
    assert_eq!(status, "HTTP/1.1 404 Not Found");
    fake.assert_no_violations();
}
