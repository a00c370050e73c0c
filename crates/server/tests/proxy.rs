//! Behind a reverse proxy, over a real socket, on SQLite and PostgreSQL: each client keeps its own limits when the
//! proxy is trusted (and only then), a username under attack stays open to its owner, and a public origin refuses
//! other hosts and other origins.

mod common;

use common::{PASSWORD, TestApp};
use reqwest::StatusCode;
use serde_json::json;

on_both_backends!(
    behind_a_trusted_proxy_each_client_has_its_own_limits,
    forwarding_headers_from_an_untrusted_peer_are_ignored,
    a_public_origin_refuses_other_hosts_and_origins,
    without_a_public_origin_the_origin_must_match_host_and_scheme,
);

async fn post(base: &str, path: &str, client: &str, body: serde_json::Value) -> reqwest::Response {
    reqwest::Client::new()
        .post(format!("{base}{path}"))
        .header("x-forwarded-for", client)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn behind_a_trusted_proxy_each_client_has_its_own_limits(app: TestApp) {
    let mut app = app;
    app.restart(|options| options.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()])
        .await;
    let base = app.serve_http().await;
    let (one, other) = ("203.0.113.1", "198.51.100.2");
    for n in 0..10 {
        let body = json!({"username": format!("user{n}"), "password": PASSWORD});
        assert_eq!(
            post(&base, "/api/auth/signup", one, body).await.status(),
            StatusCode::CREATED
        );
    }
    let body = json!({"username": "user10", "password": PASSWORD});
    let limited = post(&base, "/api/auth/signup", one, body.clone()).await;
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        post(&base, "/api/auth/signup", other, body).await.status(),
        StatusCode::CREATED,
        "another client behind the same proxy still signs up"
    );
    // Ten wrong passwords for user0 from one client close the name to that client, not to its owner elsewhere.
    let wrong = json!({"username": "user0", "password": "not the password"});
    for _ in 0..10 {
        assert_eq!(
            post(&base, "/api/auth/login", one, wrong.clone())
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let right = json!({"username": "user0", "password": PASSWORD});
    assert_eq!(
        post(&base, "/api/auth/login", one, right.clone())
            .await
            .status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        post(&base, "/api/auth/login", other, right.clone())
            .await
            .status(),
        StatusCode::OK
    );
    // Once the owner's address fails too, it waits like the others.
    assert_eq!(
        post(&base, "/api/auth/login", other, wrong).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        post(&base, "/api/auth/login", other, right.clone())
            .await
            .status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    app.clock.advance(301);
    assert_eq!(
        post(&base, "/api/auth/login", one, right).await.status(),
        StatusCode::OK
    );
}

async fn forwarding_headers_from_an_untrusted_peer_are_ignored(app: TestApp) {
    let base = app.serve_http().await;
    for n in 0..10 {
        let body = json!({"username": format!("user{n}"), "password": PASSWORD});
        let client = format!("203.0.113.{n}");
        assert_eq!(
            post(&base, "/api/auth/signup", &client, body)
                .await
                .status(),
            StatusCode::CREATED
        );
    }
    let body = json!({"username": "user10", "password": PASSWORD});
    assert_eq!(
        post(&base, "/api/auth/signup", "198.51.100.99", body)
            .await
            .status(),
        StatusCode::TOO_MANY_REQUESTS,
        "a client cannot name itself a fresh address"
    );
}

async fn a_public_origin_refuses_other_hosts_and_origins(app: TestApp) {
    let mut app = app;
    app.restart(|options| options.public_origin = Some("https://tabula.example".parse().unwrap()))
        .await;
    let base = app.serve_http().await;
    let http = reqwest::Client::new();
    // The socket's own address (a DNS-rebinding page, a stray virtual host) is not the site's name.
    let stray = http
        .get(format!("{base}/api/leaderboard?game=all"))
        .send()
        .await
        .unwrap();
    assert_eq!(stray.status(), StatusCode::MISDIRECTED_REQUEST);
    let body: serde_json::Value = stray.json().await.unwrap();
    assert_eq!(body["error"], "wrong_host");
    let page = http
        .get(format!("{base}/"))
        .header("host", "evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::MISDIRECTED_REQUEST);
    assert_eq!(
        http.get(format!("{base}/healthz"))
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::OK,
        "probes pass"
    );
    let named = http
        .get(format!("{base}/api/leaderboard?game=all"))
        .header("host", "Tabula.Example")
        .send()
        .await
        .unwrap();
    assert_eq!(named.status(), StatusCode::OK);
    let signup = |origin: &'static str| {
        http.post(format!("{base}/api/auth/signup"))
            .header("host", "tabula.example")
            .header("origin", origin)
            .json(&json!({"username": "ivy", "password": PASSWORD}))
            .send()
    };
    for origin in [
        "http://tabula.example",
        "https://tabula.example:8443",
        "https://evil.example",
    ] {
        let refused = signup(origin).await.unwrap();
        assert_eq!(refused.status(), StatusCode::FORBIDDEN, "{origin}");
    }
    let created = signup("https://tabula.example").await.unwrap();
    assert_eq!(created.status(), StatusCode::CREATED);
    let cookie = created.headers()["set-cookie"].to_str().unwrap();
    assert!(cookie.contains("; Secure"), "{cookie}");
}

async fn without_a_public_origin_the_origin_must_match_host_and_scheme(app: TestApp) {
    let base = app.serve_http().await;
    let host = base.trim_start_matches("http://").to_owned();
    let signup = |origin: String, name: &'static str| {
        reqwest::Client::new()
            .post(format!("{base}/api/auth/signup"))
            .header("origin", origin)
            .json(&json!({"username": name, "password": PASSWORD}))
            .send()
    };
    let https = signup(format!("https://{host}"), "jack").await.unwrap();
    assert_eq!(
        https.status(),
        StatusCode::FORBIDDEN,
        "an https page is not this http site"
    );
    let same = signup(format!("http://{host}"), "jack").await.unwrap();
    assert_eq!(same.status(), StatusCode::CREATED);
    assert!(
        !same.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .contains("Secure")
    );
}
