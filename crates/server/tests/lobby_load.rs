//! A load test of the lobby, run by hand (loopback only, bounded in time):
//!
//! ```sh
//! cargo test -p server --release --test lobby_load -- --ignored --nocapture --test-threads 1
//! ```
//!
//! One instance (SQLite, then PostgreSQL) with [`WATCHERS`] lobby sockets open; [`SEEKS`] guests each offer a seek,
//! [`PACE`] apart. For each seek and each watcher, the latency is from the offer's request leaving the client to the
//! seek's arrival at that watcher; the test reports p50/p99/max over all of them (and fails past a p99 of 200 ms),
//! and the resident memory the watchers added per watcher (the clients live in the same process, so this is an
//! upper bound). The clients and the server share the machine's cores.

mod common;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{Backend, TestApp};
use protocol::lobby::LobbyMessage;
use serde_json::json;
use testkit::lobby::Visitor;

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load test: run by hand"]
async fn lobby_load_sqlite() {
    load(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load test: run by hand"]
async fn lobby_load_postgres() {
    load(Backend::Postgres).await;
}

/// Lobby sockets open.
const WATCHERS: usize = 500;
/// Seeks offered (and left open).
const SEEKS: usize = 1000;
/// The pause between two offers.
const PACE: Duration = Duration::from_millis(5);

async fn load(backend: Backend) {
    let Some(app) = TestApp::start_with(backend, |options| {
        options.limits.lobby_per_minute.max = u32::MAX;
        options.limits.sockets_per_address = usize::MAX;
    })
    .await
    else {
        return;
    };
    let base = app.serve_http().await;
    let rss_before = rss_kib();
    let mut sockets = Vec::with_capacity(WATCHERS);
    for i in 0..WATCHERS {
        sockets.push(Visitor::guest(&format!("W{i}")).watch(&base).await);
    }
    let rss_watching = rss_kib();
    // Each watcher notes when each seek reached it.
    let mut watchers = Vec::new();
    for mut socket in sockets {
        watchers.push(tokio::spawn(async move {
            let mut seen = HashMap::with_capacity(SEEKS);
            while seen.len() < SEEKS {
                if let LobbyMessage::Added { seek } = socket.next().await {
                    seen.insert(seek.id, Instant::now());
                }
            }
            socket.close().await;
            seen
        }));
    }
    let offered = Arc::new(std::sync::Mutex::new(HashMap::with_capacity(SEEKS)));
    let games = ["xiangqi", "banqi", "backgammon", "hnefatafl"];
    let started = Instant::now();
    for i in 0..SEEKS {
        let mut guest = Visitor::guest(&format!("G{i}"));
        let at = Instant::now();
        let id = guest
            .offered(
                &base,
                json!({"game": games[i % 4], "name": format!("G{i}")}),
            )
            .await;
        offered.lock().unwrap().insert(id, at);
        tokio::time::sleep(PACE).await;
    }
    let offering = started.elapsed();
    let mut latencies = Vec::with_capacity(SEEKS * WATCHERS);
    for watcher in watchers {
        let seen = watcher.await.unwrap();
        let offered = offered.lock().unwrap();
        for (id, at) in seen {
            latencies.push(at - offered[&id]);
        }
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "== {backend:?}: {SEEKS} seeks offered in {offering:.1?} to {WATCHERS} watchers: {} arrivals, \
         p50 {:.1?}, p99 {:.1?}, max {:.1?}; {:.1} KiB per watcher",
        latencies.len(),
        at(0.5),
        at(0.99),
        latencies.last().unwrap(),
        (rss_watching - rss_before) as f64 / WATCHERS as f64,
    );
    assert_eq!(latencies.len(), SEEKS * WATCHERS);
    assert!(at(0.99) < Duration::from_millis(200), "p99 {:?}", at(0.99));
}

/// This process's resident memory in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}
