//! Connections as `tabula serve` accepts them, on SQLite and PostgreSQL: half-sent headers and idle keep-alive
//! connections are closed after the header timeout, a request body must arrive in time, and one address holds at
//! most so many connections at once.

mod common;

use std::time::{Duration, Instant};

use common::TestApp;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

on_both_backends!(slow_and_idle_clients_are_closed_and_an_address_holds_few_connections,);

/// Reads until the server closes the connection; answers what it sent and how long that took (`None` if it is still
/// open after `patience`).
async fn closed_within(stream: &mut TcpStream, patience: Duration) -> Option<(String, Duration)> {
    let started = Instant::now();
    let mut seen = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(
            tokio::time::Instant::from_std(started + patience),
            stream.read(&mut buffer),
        )
        .await
        {
            Err(_) => return None,
            Ok(Ok(0) | Err(_)) => {
                return Some((
                    String::from_utf8_lossy(&seen).into_owned(),
                    started.elapsed(),
                ));
            }
            Ok(Ok(n)) => seen.extend_from_slice(&buffer[..n]),
        }
    }
}

async fn slow_and_idle_clients_are_closed_and_an_address_holds_few_connections(app: TestApp) {
    let limits = server::Limits {
        header_timeout: Duration::from_millis(600),
        body_timeout: Duration::from_millis(600),
        ..server::Limits::default()
    };
    let base = TestApp::serve_with(app.router.clone(), limits).await;
    let address = base.trim_start_matches("http://").to_owned();
    let connect = || TcpStream::connect(address.clone());

    // Half-sent headers: closed after the timeout, with nothing answered.
    let mut half = connect().await.unwrap();
    half.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let (answer, after) = closed_within(&mut half, Duration::from_secs(5))
        .await
        .expect("closed");
    assert!(
        after >= Duration::from_millis(500),
        "closed after {after:?}"
    );
    assert!(!answer.contains("200 OK"), "{answer}");

    // A complete request is answered; then the idle keep-alive connection is closed too.
    let mut idle = connect().await.unwrap();
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let (answer, _) = closed_within(&mut idle, Duration::from_secs(5))
        .await
        .expect("closed once idle");
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");

    // A body that never finishes: refused once its time is up.
    let mut slow = connect().await.unwrap();
    slow.write_all(
        b"POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"user",
    )
    .await
    .unwrap();
    let (answer, after) = closed_within(&mut slow, Duration::from_secs(5))
        .await
        .expect("closed");
    assert!(
        answer.starts_with("HTTP/1.1 408") || answer.starts_with("HTTP/1.1 400"),
        "{answer}"
    );
    assert!(
        after >= Duration::from_millis(500),
        "refused after {after:?}"
    );

    // Four connections from one address are held (on a server whose timeouts leave them be); a fifth is closed at
    // once; when one goes, another may come.
    let capped = server::Limits {
        connections_per_address: 4,
        ..server::Limits::default()
    };
    let address = TestApp::serve_with(app.router.clone(), capped)
        .await
        .trim_start_matches("http://")
        .to_owned();
    let connect = || TcpStream::connect(address.clone());
    let mut held = Vec::new();
    for _ in 0..4 {
        let mut stream = connect().await.unwrap();
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        held.push(stream);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut fifth = connect().await.unwrap();
    let (answer, after) = closed_within(&mut fifth, Duration::from_secs(5))
        .await
        .expect("refused");
    assert!(
        answer.is_empty() && after < Duration::from_millis(400),
        "{answer:?} after {after:?}"
    );
    drop(held.pop());
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut again = connect().await.unwrap();
    again
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let (answer, _) = closed_within(&mut again, Duration::from_secs(5))
        .await
        .expect("answered");
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
}
