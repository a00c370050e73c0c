//! Who the client is, by address, for the rate limits: the socket's peer — or, when the peer is a trusted proxy
//! (`tabula serve --trusted-proxy CIDR`), the address the proxies say they forwarded for.
//!
//! Behind a proxy every connection comes from the proxy, so without this every visitor would share one address and
//! one visitor's failures would close the site to all. The forwarding headers are believed only from a trusted
//! peer, and only as far back as the chain is trusted: a client cannot name an address of its choosing.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use ipnet::IpNet;

use crate::App;

/// The client's address: `None` in-process or when served without connect info, and then only the per-username
/// limits apply.
#[derive(Clone, Copy, Debug)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<Arc<App>> for ClientIp {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<ClientIp, Infallible> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|info| info.0.ip());
        Ok(ClientIp(peer.map(|peer| {
            client_address(peer, &parts.headers, &app.options.trusted_proxies)
        })))
    }
}

/// Walks the forwarding chain back from the peer: the first hop that is not a trusted proxy is the client. A hop
/// that does not parse (`unknown`, an obfuscated name) ends the walk at the last trusted hop.
pub(crate) fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[IpNet]) -> IpAddr {
    let is_trusted = |ip: IpAddr| trusted.iter().any(|net| net.contains(&ip));
    let mut client = peer;
    let mut hops = forwarded_for(headers).into_iter().rev();
    while is_trusted(client) {
        match hops.next() {
            Some(Some(hop)) => client = hop,
            Some(None) | None => break,
        }
    }
    client
}

/// The `for` addresses of `Forwarded` (RFC 7239) if the request has one, else of `X-Forwarded-For`, nearest last;
/// `None` for a hop that is not an address.
fn forwarded_for(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let values = |name: &str| {
        headers
            .get_all(name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect::<Vec<_>>()
    };
    let forwarded = values("forwarded");
    if !forwarded.is_empty() {
        return forwarded
            .into_iter()
            .map(|element| {
                element
                    .split(';')
                    .filter_map(|pair| pair.trim().split_once('='))
                    .find(|(key, _)| key.eq_ignore_ascii_case("for"))
                    .and_then(|(_, node)| address(node))
            })
            .collect();
    }
    values("x-forwarded-for").into_iter().map(address).collect()
}

/// An address as proxies write it: `192.0.2.1`, `192.0.2.1:4711`, `2001:db8::1`, `"[2001:db8::1]:4711"`.
fn address(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"');
    node.parse::<IpAddr>()
        .ok()
        .or_else(|| node.parse::<SocketAddr>().ok().map(|s| s.ip()))
        .or_else(|| {
            node.strip_prefix('[')?
                .strip_suffix(']')?
                .parse::<IpAddr>()
                .ok()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn forwarding_headers_count_only_from_trusted_proxies() {
        let trusted: Vec<IpNet> = vec!["10.0.0.0/8".parse().unwrap(), "::1/128".parse().unwrap()];
        let spoofed = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            client_address(ip("198.51.100.7"), &spoofed, &trusted),
            ip("198.51.100.7")
        );
        assert_eq!(
            client_address(ip("10.1.2.3"), &spoofed, &trusted),
            ip("203.0.113.9")
        );
        // The client wrote the first entry itself; the proxy appended the address it saw.
        let chain = headers(&[("x-forwarded-for", "1.2.3.4, 198.51.100.7, 10.0.0.5")]);
        assert_eq!(
            client_address(ip("10.0.0.1"), &chain, &trusted),
            ip("198.51.100.7")
        );
        let unknown = headers(&[("x-forwarded-for", "1.2.3.4, unknown")]);
        assert_eq!(
            client_address(ip("10.0.0.1"), &unknown, &trusted),
            ip("10.0.0.1")
        );
        assert_eq!(
            client_address(ip("10.0.0.1"), &HeaderMap::new(), &trusted),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn forwarded_is_read_before_x_forwarded_for() {
        let trusted: Vec<IpNet> = vec!["127.0.0.0/8".parse().unwrap()];
        let both = headers(&[
            ("x-forwarded-for", "203.0.113.1"),
            (
                "forwarded",
                "for=192.0.2.60;proto=https, For=\"[2001:db8:cafe::17]:4711\"",
            ),
        ]);
        assert_eq!(
            client_address(ip("127.0.0.1"), &both, &trusted),
            ip("2001:db8:cafe::17")
        );
        let port = headers(&[("forwarded", "for=192.0.2.60:8080")]);
        assert_eq!(
            client_address(ip("127.0.0.1"), &port, &trusted),
            ip("192.0.2.60")
        );
    }
}
