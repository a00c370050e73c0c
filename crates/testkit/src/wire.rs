//! The WebSocket under both kinds of scripted client: opening it with the client's cookie, and reading its next
//! JSON message.

use std::time::Duration;

use futures_util::StreamExt;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::handshake::client::Response;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub(crate) type Stream = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Opens the socket at `url` (`ws://…`) sending `cookie`; answers it with the server's handshake response, or the
/// status and body of the server's refusal.
pub(crate) async fn open(
    url: &str,
    cookie: Option<String>,
) -> Result<(Stream, Response), (u16, String)> {
    let mut request = url.into_client_request().unwrap();
    if let Some(cookie) = cookie {
        request
            .headers_mut()
            .insert("cookie", cookie.parse().unwrap());
    }
    // A small read buffer, as the server's: the load tests run thousands of these in one process.
    let config = WebSocketConfig::default().read_buffer_size(8192);
    match tokio_tungstenite::connect_async_with_config(request, Some(config), false).await {
        Ok(opened) => Ok(opened),
        Err(Error::Http(response)) => {
            let body = response.body().as_deref().unwrap_or_default();
            Err((
                response.status().as_u16(),
                String::from_utf8_lossy(body).into_owned(),
            ))
        }
        Err(error) => panic!("opening the socket: {error}"),
    }
}

/// The next message, read within 20 s; its text is kept in `frames`.
pub(crate) async fn next<T: serde::de::DeserializeOwned>(
    stream: &mut Stream,
    frames: &mut Vec<String>,
) -> T {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(20), stream.next())
            .await
            .expect("a message within 20 s")
            .expect("the socket is open")
            .unwrap();
        let Message::Text(text) = frame else { continue };
        frames.push(text.to_string());
        return serde_json::from_str(&text).unwrap();
    }
}
