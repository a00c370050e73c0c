//! Accepting connections, with the limits a public server needs and `axum::serve` has not: a client that sends its
//! request headers too slowly, or leaves a connection idle (HTTP/1 or HTTP/2), is closed after `header_timeout`; a
//! request is answered within `request_timeout` of its arrival, its body included (else `408`); and one address may
//! hold at most `connections_per_address` connections at once (trusted proxies aside: every visitor behind one comes
//! from its address). Upgraded connections (live games' WebSockets) are the socket's to time out, and are counted
//! by the socket ([`crate::tally`]).
//!
//! On shutdown the loop stops accepting and lets the connections in flight finish their requests (for at most the
//! patience given).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use ipnet::IpNet;
use tokio::net::TcpListener;
use tower::ServiceExt;

use crate::ApiError;
use crate::limit::Limits;
use crate::tally::Tally;
use protocol::ErrorCode;

/// A connection's requests in flight, and when it last had none: an HTTP/2 client answering pings would otherwise
/// hold an idle connection for good (hyper's HTTP/1 header timeout closes idle ones; HTTP/2 has none).
#[derive(Debug)]
struct Activity {
    in_flight: AtomicUsize,
    quiet_since: Mutex<Instant>,
}

/// One request in flight on a connection; its end starts the connection's quiet time.
struct Busy(Arc<Activity>);

impl Activity {
    fn new() -> Arc<Activity> {
        Arc::new(Activity {
            in_flight: AtomicUsize::new(0),
            quiet_since: Mutex::new(Instant::now()),
        })
    }

    fn begin(self: &Arc<Self>) -> Busy {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        Busy(Arc::clone(self))
    }

    /// Resolves once the connection has had no request in flight for `limit`.
    async fn idle(&self, limit: Duration) {
        loop {
            let quiet = *self.quiet_since.lock().unwrap_or_else(|e| e.into_inner());
            if self.in_flight.load(Ordering::SeqCst) == 0 && quiet.elapsed() >= limit {
                return;
            }
            tokio::time::sleep_until((quiet + limit).max(Instant::now() + limit / 4).into()).await;
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        *self.0.quiet_since.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Answers `request` within `deadline` from its arrival, its body included, or answers `408 request_timeout` and
/// closes the connection: a body's idle timeout alone let a client that sends a byte every few seconds hold a
/// request open for good.
async fn within(deadline: Duration, request: Request, next: Next) -> Response {
    match tokio::time::timeout(deadline, next.run(request)).await {
        Ok(response) => response,
        Err(_) => {
            let mut response = ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                ErrorCode::RequestTimeout,
                format!(
                    "the request did not arrive within {} s",
                    deadline.as_secs_f32()
                ),
            )
            .into_response();
            response
                .headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
            response
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
    let deadline = limits.request_timeout;
    let router = router.layer(axum::middleware::from_fn(move |request, next| {
        within(deadline, request, next)
    }));
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
    let open = Arc::new(Tally::default());
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
            match open.admit(Some(ip), limits.connections_per_address, usize::MAX) {
                Ok(counted) => Some(counted),
                Err(_) => {
                    tracing::debug!(%ip, "too many connections from one address: refused");
                    continue;
                }
            }
        };
        let activity = Activity::new();
        let watched = Arc::clone(&activity);
        let service = TowerToHyperService::new(
            router
                .clone()
                .map_request(move |mut request: Request<hyper::body::Incoming>| {
                    request
                        .extensions_mut()
                        .insert(ConnectInfo::<SocketAddr>(peer));
                    request.map(axum::body::Body::new)
                })
                .map_future(move |answer| {
                    let busy = activity.begin();
                    async move {
                        let answer = answer.await;
                        drop(busy);
                        answer
                    }
                }),
        );
        let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
        let connection = graceful.watch(connection.into_owned());
        let idle_limit = limits.header_timeout;
        tokio::spawn(async move {
            // Refused headers, timeouts and resets end a connection; none of them is the server's failure. An idle
            // connection is dropped, which closes it.
            tokio::select! {
                _ = connection => {}
                () = watched.idle(idle_limit) => {}
            }
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
