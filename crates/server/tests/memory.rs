//! Password checks (Argon2id, 19 MiB each) reuse their threads' working memory: hundreds of log-ins leave the
//! process about as large as the first few did. Alone in its test binary, so nothing else moves the figure.

mod common;

use axum::http::StatusCode;
use common::{Backend, TestApp};
use serde_json::json;

/// This process's resident memory in KiB (Linux's `VmRSS`).
fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status
        .lines()
        .find(|line| line.starts_with("VmRSS:"))
        .unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// `count` log-ins at once, each for a name nobody has (checked against the dummy hash all the same).
async fn log_ins(app: &TestApp, round: usize, count: usize) {
    let mut checks = tokio::task::JoinSet::new();
    for n in 0..count {
        let mut client = app.client();
        checks.spawn(async move {
            let body =
                json!({"username": format!("nobody{round}x{n}"), "password": "not a password"});
            client.post("/api/auth/login", body).await.0
        });
    }
    while let Some(status) = checks.join_next().await {
        assert_eq!(status.unwrap(), StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn password_checks_reuse_their_memory() {
    let app = TestApp::start(Backend::Sqlite).await.unwrap();
    // Every Argon2 thread takes its working memory in the first checks.
    log_ins(&app, 0, 8).await;
    let before = resident_kib();
    for round in 1..=25 {
        log_ins(&app, round, 8).await;
    }
    let grown = resident_kib().saturating_sub(before);
    println!("200 password checks grew the process by {grown} KiB (from {before} KiB)");
    assert!(grown < 16 * 1024, "grew by {grown} KiB");
}
