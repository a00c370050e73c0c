//! Connections as `tabula serve` accepts them, on SQLite and PostgreSQL: half-sent headers and idle keep-alive
//! connections are closed after the header timeout, a request body must arrive in time, and one address holds at
//! most so many connections at once.

mod common;

use std::time::{Duration, Instant};

use common::TestApp;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

on_both_backends!(
    slow_and_idle_clients_are_closed_and_an_address_holds_few_connections,
    an_idle_http2_connection_is_closed_too,
);

/// Reads until the server closes the connection; answers what it sent and how long that took (`None` if it is still
/// open after `patience`).
async fn closed_within(
    stream: &mut (impl AsyncRead + Unpin),
    patience: Duration,
) -> Option<(String, Duration)> {
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
        request_timeout: Duration::from_millis(600),
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

    // A body that never finishes, and one that trickles in a byte at a time, each byte well within the time: both
    // answered 408 once the request's time is up, and closed.
    const HEAD: &[u8] =
        b"POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n";
    let mut silent = connect().await.unwrap();
    silent.write_all(HEAD).await.unwrap();
    silent.write_all(b"{\"user").await.unwrap();
    let (mut answers, mut trickle) = connect().await.unwrap().into_split();
    trickle.write_all(HEAD).await.unwrap();
    let trickling = tokio::spawn(async move {
        for byte in b"{\"username\": \"alice\", \"password\": \"a long enough password\"" {
            if trickle.write_all(&[*byte]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    let closed = tokio::join!(
        closed_within(&mut silent, Duration::from_secs(5)),
        closed_within(&mut answers, Duration::from_secs(5))
    );
    trickling.abort();
    for (answer, after) in <[_; 2]>::from(closed).map(|closed| closed.expect("closed")) {
        assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
        assert!(answer.contains("\"request_timeout\""), "{answer}");
        assert!(
            after >= Duration::from_millis(500) && after < Duration::from_millis(2500),
            "refused after {after:?}"
        );
    }

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

/// HTTP/2 has no header timeout between requests, and a client answering pings looks alive: an idle connection is
/// closed after the same time as an idle HTTP/1 one all the same.
async fn an_idle_http2_connection_is_closed_too(app: TestApp) {
    let limits = server::Limits {
        header_timeout: Duration::from_millis(600),
        ..server::Limits::default()
    };
    let base = TestApp::serve_with(app.router.clone(), limits).await;
    let stream = TcpStream::connect(base.trim_start_matches("http://"))
        .await
        .unwrap();
    let (mut sender, connection) = hyper::client::conn::http2::Builder::new(TokioExecutor::new())
        .timer(TokioTimer::new())
        .keep_alive_interval(Duration::from_millis(100))
        .keep_alive_while_idle(true)
        .handshake(TokioIo::new(stream))
        .await
        .unwrap();
    let connection = tokio::spawn(connection);
    for _ in 0..3 {
        let request = hyper::Request::get(format!("{base}/healthz"))
            .body(http_body_util::Empty::<axum::body::Bytes>::new())
            .unwrap();
        let response = sender.send_request(request).await.unwrap();
        assert_eq!(response.status(), 200);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    // Requests every 300 ms kept it open; from the last one it is idle, pings and all.
    let idle = Instant::now();
    tokio::time::timeout(Duration::from_secs(5), connection)
        .await
        .expect("closed once idle")
        .unwrap()
        .ok();
    let after = idle.elapsed();
    assert!(
        after >= Duration::from_millis(250) && after < Duration::from_millis(1500),
        "closed {after:?} after the last request"
    );
}
