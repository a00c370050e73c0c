//! Accepting connections, with the limits a public server needs and `axum::serve` has not: a client that sends its
//! request headers too slowly, or leaves a keep-alive connection idle, is closed after `header_timeout` (hyper
//! starts that timer again while a connection waits for its next request); a request body must arrive within
//! `body_timeout`; and one address may hold at most `connections_per_address` connections at once (trusted proxies
//! aside: every visitor behind one comes from its address). Upgraded connections (live games' WebSockets) are the
//! socket's to time out.
//!
//! On shutdown the loop stops accepting and lets the connections in flight finish their requests (for at most the
//! patience given).

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::extract::Request;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use ipnet::IpNet;
use tokio::net::TcpListener;
use tower::ServiceExt;

use crate::limit::Limits;

/// Open connections per address.
#[derive(Debug, Default)]
struct Open(Mutex<HashMap<IpAddr, usize>>);

/// One connection counted against its address; uncounted when dropped.
struct Counted {
    open: Arc<Open>,
    ip: IpAddr,
}

impl Open {
    /// Counts a connection from `ip`, unless it already has `cap` of them.
    fn admit(self: &Arc<Self>, ip: IpAddr, cap: usize) -> Option<Counted> {
        let mut open = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(ip).or_default();
        if *count >= cap {
            return None;
        }
        *count += 1;
        Some(Counted {
            open: Arc::clone(self),
            ip,
        })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.open.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.ip) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

/// Serves `router` on `listener` with `limits` (the connection limits; `trusted_proxies` are exempt from the cap)
/// until `shutdown` resolves, then waits up to `patience` for the requests in flight.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: &Limits,
    trusted_proxies: &[IpNet],
    shutdown: impl Future<Output = ()>,
    patience: Duration,
) {
    let router = router.layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
        limits.body_timeout,
    ));
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(limits.header_timeout);
    let graceful = GracefulShutdown::new();
    let open = Arc::new(Open::default());
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: pause rather than spin.
                    tracing::warn!("accepting a connection: {error}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // A live game answers a command with several small frames (its events, then the acknowledgement): with
        // Nagle's algorithm each one after the first would wait for the client's delayed ACK (40 ms on Linux).
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY on a connection: {error}");
        }
        let ip = peer.ip();
        let counted = if trusted_proxies.iter().any(|net| net.contains(&ip)) {
            None
        } else {
            match open.admit(ip, limits.connections_per_address) {
                Some(counted) => Some(counted),
                None => {
                    tracing::debug!(%ip, "too many connections from one address: refused");
                    continue;
                }
            }
        };
        let service = TowerToHyperService::new(router.clone().map_request(
            move |mut request: Request<hyper::body::Incoming>| {
                request
                    .extensions_mut()
                    .insert(ConnectInfo::<SocketAddr>(peer));
                request.map(axum::body::Body::new)
            },
        ));
        let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
        let connection = graceful.watch(connection.into_owned());
        tokio::spawn(async move {
            // Refused headers, timeouts and resets end a connection; none of them is the server's failure.
            let _ = connection.await;
            drop(counted);
        });
    }
    drop(listener);
    if tokio::time::timeout(patience, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("connections still open after {patience:?}: closing them");
    }
}
