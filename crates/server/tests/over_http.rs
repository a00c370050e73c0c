//! The API over a real socket (reqwest with a cookie store), on SQLite and PostgreSQL: accounts, CSRF, limits per
//! address. (Ranked games over a real socket are `tests/ranked.rs`'s.)

mod common;

use common::{PASSWORD, TestApp};
use reqwest::StatusCode;
use serde_json::{Value, json};

on_both_backends!(
    accounts_over_http,
    cross_site_over_http,
    sign_up_and_log_in_are_rate_limited_per_address,
);

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap()
}

async fn accounts_over_http(app: TestApp) {
    let base = app.serve_http().await;
    let http = client();
    assert_eq!(
        http.get(format!("{base}/healthz"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap(),
        "ok"
    );
    let signup = http
        .post(format!("{base}/api/auth/signup"))
        .json(&json!({"username": "alice", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(signup.status(), StatusCode::CREATED);
    let cookie = signup.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(!cookie.contains("Secure"), "{cookie}");
    let me: Value = http
        .get(format!("{base}/api/me"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["username"], "alice");
    let logout = http
        .post(format!("{base}/api/auth/logout"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(logout.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        http.get(format!("{base}/api/me"))
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::UNAUTHORIZED
    );
    let login = http
        .post(format!("{base}/api/auth/login"))
        .header("x-forwarded-proto", "https")
        .json(&json!({"username": "alice", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), StatusCode::OK);
    // Behind a TLS proxy the cookie is Secure.
    assert!(
        login.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .contains("; Secure")
    );
}

async fn cross_site_over_http(app: TestApp) {
    let base = app.serve_http().await;
    let http = client();
    let forged = http
        .post(format!("{base}/api/auth/signup"))
        .header("origin", "https://evil.example")
        .json(&json!({"username": "carol", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), StatusCode::FORBIDDEN);
    assert_eq!(forged.json::<Value>().await.unwrap()["error"], "cross_site");
    let form = http
        .post(format!("{base}/api/auth/signup"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("username=carol&password=x")
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let same_origin = http
        .post(format!("{base}/api/auth/signup"))
        .header("origin", base.clone())
        .json(&json!({"username": "carol", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(same_origin.status(), StatusCode::CREATED);
}

async fn sign_up_and_log_in_are_rate_limited_per_address(app: TestApp) {
    let base = app.serve_http().await;
    let http = client();
    // Refused sign-ups (a weak password, a bad name) do not count against the address.
    for (username, password) in [("weak", "short"), ("bad name!", PASSWORD)].repeat(6) {
        let refused = http
            .post(format!("{base}/api/auth/signup"))
            .json(&json!({"username": username, "password": password}))
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    }
    for n in 0..10 {
        let signup = http
            .post(format!("{base}/api/auth/signup"))
            .json(&json!({"username": format!("user{n}"), "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(signup.status(), StatusCode::CREATED);
    }
    let limited = http
        .post(format!("{base}/api/auth/signup"))
        .json(&json!({"username": "user10", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(limited.headers().contains_key("retry-after"));
    // Log-ins from one address, spread over many names, hit the address's limit.
    let mut statuses = Vec::new();
    for n in 0..31 {
        let login = http
            .post(format!("{base}/api/auth/login"))
            .json(&json!({"username": format!("user{}", n % 10), "password": "wrong password"}))
            .send()
            .await
            .unwrap();
        statuses.push(login.status());
    }
    assert!(
        statuses[..30]
            .iter()
            .all(|s| *s == StatusCode::UNAUTHORIZED),
        "{statuses:?}"
    );
    assert_eq!(statuses[30], StatusCode::TOO_MANY_REQUESTS);
    app.clock.advance(3600);
    let signup = http
        .post(format!("{base}/api/auth/signup"))
        .json(&json!({"username": "user10", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(signup.status(), StatusCode::CREATED);
}
