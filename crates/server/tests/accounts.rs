//! Accounts in-process, on SQLite and PostgreSQL: sign-up, log-in, log-out, sessions and their expiry, CSRF,
//! rate limits, password change, the account's language and account deletion.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::{PASSWORD, TestApp};
use serde_json::json;

on_both_backends!(
    sign_up_log_out_log_in,
    sign_up_rules,
    sessions_expire,
    cross_site_requests_are_refused,
    log_in_is_rate_limited,
    changing_the_password_ends_other_sessions,
    a_deleted_account_is_gone,
    the_account_keeps_its_language,
    password_checks_of_a_session_are_limited,
    junk_log_ins_do_not_lock_out_a_name,
);

async fn sign_up_log_out_log_in(app: TestApp) {
    let mut alice = app.client();
    let (status, body) = alice
        .post(
            "/api/auth/signup",
            json!({"username": "Alice", "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(alice.cookie.is_some());
    let (status, me) = alice.get("/api/me").await;
    assert_eq!(
        (status, me["username"].as_str()),
        (StatusCode::OK, Some("Alice"))
    );

    let (status, _) = alice.post("/api/auth/logout", json!({})).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(alice.cookie, None);
    assert_eq!(alice.get("/api/me").await.0, StatusCode::UNAUTHORIZED);

    // Wrong password and unknown name: the same answer.
    let (status, wrong) = alice
        .post(
            "/api/auth/login",
            json!({"username": "alice", "password": "not the password"}),
        )
        .await;
    let (status2, unknown) = alice
        .post(
            "/api/auth/login",
            json!({"username": "nobody", "password": PASSWORD}),
        )
        .await;
    assert_eq!(
        (status, status2),
        (StatusCode::UNAUTHORIZED, StatusCode::UNAUTHORIZED)
    );
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["error"], "invalid_credentials");

    let (status, body) = alice
        .post(
            "/api/auth/login",
            json!({"username": "alice", "password": PASSWORD}),
        )
        .await;
    assert_eq!(
        (status, body["username"].as_str()),
        (StatusCode::OK, Some("Alice"))
    );
    assert_eq!(alice.get("/api/me").await.0, StatusCode::OK);
}

async fn sign_up_rules(app: TestApp) {
    let mut client = app.client();
    for (username, password, code) in [
        ("a", PASSWORD, "invalid_username"),
        ("has space", PASSWORD, "invalid_username"),
        ("Алия", PASSWORD, "invalid_username"),
        ("bob", "short", "weak_password"),
        ("bob", "bobbobbobbob1", "weak_password"),
        ("bob", "aaaaaaaaaaaaaaa", "weak_password"),
    ] {
        let (status, body) = client
            .post(
                "/api/auth/signup",
                json!({"username": username, "password": password}),
            )
            .await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(code))
        );
        if code == "invalid_username" {
            // Someone who typed their name in their own script is told which letters are taken.
            assert!(
                body["message"].as_str().unwrap().contains("Latin"),
                "{body}"
            );
        }
    }
    app.user("bob").await;
    let (status, body) = client
        .post(
            "/api/auth/signup",
            json!({"username": "BOB", "password": PASSWORD}),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("username_taken"))
    );
}

async fn sessions_expire(app: TestApp) {
    let mut carol = app.user("carol").await;
    app.clock.advance(29 * 86_400);
    assert_eq!(carol.get("/api/me").await.0, StatusCode::OK);
    app.clock.advance(86_400);
    let (status, body) = carol.get("/api/me").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("unauthorized"))
    );
    // A forged cookie is no session either.
    carol.cookie = Some("00".repeat(32));
    assert_eq!(carol.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}

async fn cross_site_requests_are_refused(app: TestApp) {
    let mut dave = app.user("dave").await;
    let game = json!({"game": "banqi", "level": "easy", "side": "first", "ai": banqi::ai::VERSION})
        .to_string();
    let request = |headers: &[(&str, &str)]| {
        let mut builder = Request::post("/api/ranked/games").header(header::HOST, "tabula.example");
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        builder.body(Body::from(game.clone())).unwrap()
    };
    let json_type = ("content-type", "application/json");
    for (headers, code) in [
        (
            vec![json_type, ("origin", "https://evil.example")],
            "cross_site",
        ),
        (
            vec![json_type, ("sec-fetch-site", "cross-site")],
            "cross_site",
        ),
        (
            vec![json_type, ("sec-fetch-site", "same-site")],
            "cross_site",
        ),
        (vec![json_type, ("origin", "null")], "cross_site"),
        (vec![], "unsupported_media_type"),
        (
            vec![("content-type", "text/plain")],
            "unsupported_media_type",
        ),
        (
            vec![("content-type", "application/x-www-form-urlencoded")],
            "unsupported_media_type",
        ),
    ] {
        let (status, body) = dave.send(request(&headers)).await;
        assert!(status.is_client_error(), "{headers:?}: {status}");
        assert_eq!(body["error"], code, "{headers:?}");
    }
    // A logged-out cross-site log-out is refused too (login CSRF and logout CSRF).
    let mut stranger = app.client();
    let forged = Request::post("/api/auth/login")
        .header("content-type", "application/json")
        .header("sec-fetch-site", "cross-site")
        .body(Body::from(
            json!({"username": "dave", "password": PASSWORD}).to_string(),
        ))
        .unwrap();
    assert_eq!(stranger.send(forged).await.0, StatusCode::FORBIDDEN);
    // The same request from the site itself passes (behind a TLS proxy that says so).
    let (status, body) = dave
        .send(request(&[
            json_type,
            ("origin", "https://tabula.example"),
            ("x-forwarded-proto", "https"),
            ("sec-fetch-site", "same-origin"),
        ]))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn log_in_is_rate_limited(app: TestApp) {
    app.user("erin").await;
    let mut client = app.client();
    let attempt = |password: &'static str| json!({"username": "erin", "password": password});
    for _ in 0..10 {
        let (status, _) = client
            .post("/api/auth/login", attempt("wrong password!"))
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let mut request = Request::post("/api/auth/login")
        .header("content-type", "application/json")
        .body(Body::from(attempt(PASSWORD).to_string()))
        .unwrap();
    let (status, headers, body) = client.send_raw(&mut request).await;
    assert_eq!(
        status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        String::from_utf8_lossy(&body)
    );
    assert!(headers.contains_key(header::RETRY_AFTER));
    app.clock.advance(301);
    assert_eq!(
        client.post("/api/auth/login", attempt(PASSWORD)).await.0,
        StatusCode::OK
    );
}

async fn changing_the_password_ends_other_sessions(app: TestApp) {
    let mut here = app.user("frank").await;
    let mut elsewhere = app.client();
    let login = |password: &str| json!({"username": "frank", "password": password});
    assert_eq!(
        elsewhere.post("/api/auth/login", login(PASSWORD)).await.0,
        StatusCode::OK
    );
    let new = "a much better passphrase";
    let (status, body) = here
        .post(
            "/api/me/password",
            json!({"current_password": "wrong one!!", "new_password": new}),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_credentials"))
    );
    let (status, body) = here
        .post(
            "/api/me/password",
            json!({"current_password": PASSWORD, "new_password": "weak"}),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("weak_password"))
    );
    let (status, _) = here
        .post(
            "/api/me/password",
            json!({"current_password": PASSWORD, "new_password": new}),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(here.get("/api/me").await.0, StatusCode::OK);
    assert_eq!(elsewhere.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
    let mut again = app.client();
    assert_eq!(
        again.post("/api/auth/login", login(PASSWORD)).await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        again.post("/api/auth/login", login(new)).await.0,
        StatusCode::OK
    );
}

async fn a_deleted_account_is_gone(app: TestApp) {
    let mut grace = app.user("grace").await;
    let (status, _) = grace
        .send_json("DELETE", "/api/me", json!({"password": "nope nope nope"}))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = grace
        .send_json("DELETE", "/api/me", json!({"password": PASSWORD}))
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(grace.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(
        grace.get("/api/players/grace").await.0,
        StatusCode::NOT_FOUND
    );
    let (status, _) = grace
        .post(
            "/api/auth/login",
            json!({"username": "grace", "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // The name is free again.
    app.user("grace").await;
}

async fn the_account_keeps_its_language(app: TestApp) {
    let mut alice = app.client();
    let (status, me) = alice
        .post(
            "/api/auth/signup",
            json!({"username": "alice", "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{me}");
    assert_eq!(me["locale"], serde_json::Value::Null);

    let (status, body) = alice
        .send_json("PUT", "/api/me/locale", json!({"locale": "km"}))
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    assert_eq!(alice.get("/api/me").await.1["locale"], "km");

    // Stored as the tag is written, whatever the case it came in.
    alice
        .send_json("PUT", "/api/me/locale", json!({"locale": "ZH-hant"}))
        .await;
    assert_eq!(alice.get("/api/me").await.1["locale"], "zh-Hant");

    let (status, refused) = alice
        .send_json("PUT", "/api/me/locale", json!({"locale": "ru"}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(refused["error"], "unknown_locale");
    let (status, _) = alice
        .send_json("PUT", "/api/me/locale", json!({"language": "km"}))
        .await;
    assert!(status.is_client_error(), "{status}");
    assert_eq!(alice.get("/api/me").await.1["locale"], "zh-Hant");

    // Another device learns it at log-in.
    let mut phone = app.client();
    let (status, me) = phone
        .post(
            "/api/auth/login",
            json!({"username": "alice", "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["locale"], "zh-Hant");

    phone
        .send_json("PUT", "/api/me/locale", json!({"locale": null}))
        .await;
    assert_eq!(
        alice.get("/api/me").await.1["locale"],
        serde_json::Value::Null
    );

    let mut stranger = app.client();
    let (status, _) = stranger
        .send_json("PUT", "/api/me/locale", json!({"locale": "th"}))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// A stolen session cannot guess the account's password without bound: ten wrong checks, then 429 for a while —
/// for password changes and deletions alike, and without touching log-ins.
async fn password_checks_of_a_session_are_limited(app: TestApp) {
    let mut gina = app.user("gina").await;
    let change =
        |current: &str| json!({"current_password": current, "new_password": "another passphrase"});
    for _ in 0..10 {
        let (status, body) = gina.post("/api/me/password", change("a wrong guess")).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("invalid_credentials"))
        );
    }
    let (status, body) = gina.post("/api/me/password", change(PASSWORD)).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("rate_limited"))
    );
    let (status, _) = gina
        .send_json("DELETE", "/api/me", json!({"password": PASSWORD}))
        .await;
    assert_eq!(
        status,
        StatusCode::TOO_MANY_REQUESTS,
        "deletion shares the limit"
    );
    let mut elsewhere = app.client();
    let login = json!({"username": "gina", "password": PASSWORD});
    assert_eq!(
        elsewhere.post("/api/auth/login", login).await.0,
        StatusCode::OK
    );
    app.clock.advance(901);
    assert_eq!(
        gina.post("/api/me/password", change(PASSWORD)).await.0,
        StatusCode::NO_CONTENT
    );
}

/// Log-ins under names no account can have (too long, odd characters) are refused without counting against
/// anyone, so they cannot lock out a real name or fill the limiter with huge keys.
async fn junk_log_ins_do_not_lock_out_a_name(app: TestApp) {
    app.user("hank").await;
    let mut client = app.client();
    let long = "h".repeat(100_000);
    for name in [long.as_str(), "hank!", "HANK?"]
        .into_iter()
        .cycle()
        .take(30)
    {
        let (status, body) = client
            .post(
                "/api/auth/login",
                json!({"username": name, "password": "wrong password!"}),
            )
            .await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("invalid_credentials"))
        );
    }
    let login = json!({"username": "hank", "password": PASSWORD});
    assert_eq!(
        client.post("/api/auth/login", login).await.0,
        StatusCode::OK
    );
}
