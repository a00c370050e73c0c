//! Bad input answers a JSON `{error, message}` with the right 4xx status, never a 500 or a panic; the OpenAPI
//! description is served.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::TestApp;
use serde_json::json;

on_both_backends!(
    bad_input_is_a_json_client_error,
    the_openapi_description_is_served,
    log_out_needs_no_body,
);

async fn bad_input_is_a_json_client_error(app: TestApp) {
    let mut alice = app.user("alice").await;
    let post = |uri: &str, body: &str| {
        Request::post(uri)
            .header("content-type", "application/json")
            .body(Body::from(body.to_owned()))
            .unwrap()
    };
    let cases = [
        (
            post("/api/auth/login", "{not json"),
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        (
            post("/api/auth/login", r#"{"username": 5, "password": "x"}"#),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
        ),
        (
            post("/api/auth/login", r#"{"username": "a"}"#),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
        ),
        (
            post(
                "/api/ranked/games",
                r#"{"game": "chess", "level": "easy", "side": "first", "ai": "1.0"}"#,
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
        ),
        (
            post(
                "/api/ranked/games",
                r#"{"game": "banqi", "level": "hard", "side": "first", "ai": "1.0"}"#,
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
        ),
        (
            post("/api/ranked/games", r#"[1, 2]"#),
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        // A body is an object: serde alone read `[]` as a join with no name.
        (
            post("/api/rooms/abc/join", "[]"),
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        (
            post(
                "/api/ranked/games",
                r#"{"game": "banqi", "level": "easy", "side": "first"}"#,
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
        ),
        (
            post(
                "/api/rooms",
                &format!(r#"{{"game": "{}"}}"#, "x".repeat(300_000)),
            ),
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
        ),
        (
            Request::post("/api/auth/login")
                .body(Body::from("{}"))
                .unwrap(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
        (
            Request::get("/api/leaderboard?game=chess")
                .body(Body::empty())
                .unwrap(),
            StatusCode::BAD_REQUEST,
            "unknown_game",
        ),
        (
            Request::get("/api/leaderboard?period=week")
                .body(Body::empty())
                .unwrap(),
            StatusCode::BAD_REQUEST,
            "invalid_input",
        ),
        (
            Request::get("/api/leaderboard?limit=0")
                .body(Body::empty())
                .unwrap(),
            StatusCode::BAD_REQUEST,
            "invalid_input",
        ),
        (
            Request::get("/api/leaderboard?limit=1000")
                .body(Body::empty())
                .unwrap(),
            StatusCode::BAD_REQUEST,
            "invalid_input",
        ),
        (
            Request::get("/api/leaderboard?limit=ten")
                .body(Body::empty())
                .unwrap(),
            StatusCode::BAD_REQUEST,
            "invalid_query",
        ),
        (
            Request::get("/api/leaderboard?colour=red")
                .body(Body::empty())
                .unwrap(),
            StatusCode::BAD_REQUEST,
            "invalid_query",
        ),
        (
            Request::get("/api/games/abc").body(Body::empty()).unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/api/games/99999999999999999999")
                .body(Body::empty())
                .unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/api/games/7").body(Body::empty()).unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/api/players/nobody")
                .body(Body::empty())
                .unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/api/ranked/results/nothing")
                .body(Body::empty())
                .unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/api/rooms/nothing")
                .body(Body::empty())
                .unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/api/auth/login").body(Body::empty()).unwrap(),
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        ),
        (
            Request::get("/api/nope").body(Body::empty()).unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        // Routing answers before the CSRF guard asks for a JSON body, and `/api/` is the API's.
        (
            Request::post("/api/nope").body(Body::empty()).unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::put("/api/leaderboard")
                .header("content-type", "text/plain")
                .body(Body::from("x"))
                .unwrap(),
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        ),
        (
            Request::get("/api/").body(Body::empty()).unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
    ];
    for (request, status, code) in cases {
        let what = format!("{} {}", request.method(), request.uri());
        let (got, body) = alice.send(request).await;
        assert_eq!(
            (got, body["error"].as_str()),
            (status, Some(code)),
            "{what}: {body}"
        );
        assert!(body["message"].is_string(), "{what}");
    }
    // A ranked game of an unknown level is still a clean answer.
    let (status, body) = alice
        .post(
            "/api/ranked/games",
            json!({"game": "xiangqi", "level": "robot", "side": "first", "ai": xiangqi::ai::VERSION}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
}

async fn the_openapi_description_is_served(app: TestApp) {
    let (status, doc) = app.client().get("/api/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for path in [
        "/api/auth/signup",
        "/api/auth/login",
        "/api/auth/logout",
        "/api/me",
        "/api/ranked/games",
        "/api/ranked/tickets",
        "/api/ranked/results",
        "/api/leaderboard",
        "/api/leaderboard/ratings",
        "/api/players/{name}",
        "/api/games/{id}",
        "/api/rooms",
        "/api/rooms/{id}",
        "/api/rooms/{id}/join",
        "/api/rooms/{id}/socket",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} missing");
    }
    // Rated rooms: guests are refused with a typed body; the rating board's game is required.
    for path in ["/api/rooms", "/api/rooms/{id}/join"] {
        let refusal = &doc["paths"][path]["post"]["responses"]["403"];
        assert!(
            refusal["description"]
                .as_str()
                .unwrap()
                .contains("account_required"),
            "{path}"
        );
        assert!(refusal["content"]["application/json"].is_object(), "{path}");
    }
    let board = &doc["paths"]["/api/leaderboard/ratings"]["get"];
    assert_eq!(board["parameters"][0]["name"], "game");
    assert_eq!(board["parameters"][0]["required"], true);
    // Every refusal the parsers and guards can give is described, with its body.
    let signup = &doc["paths"]["/api/auth/signup"]["post"]["responses"];
    for status in ["400", "403", "413", "415", "422", "429"] {
        assert!(
            signup[status].is_object(),
            "signup lacks {status}: {signup}"
        );
    }
    let error = &signup["415"]["content"]["application/json"]["schema"]["$ref"];
    assert_eq!(error, "#/components/schemas/ErrorBody");
    assert!(doc["components"]["schemas"]["ErrorBody"].is_object());
    let leaderboard = &doc["paths"]["/api/leaderboard"]["get"]["responses"];
    assert!(
        leaderboard["400"].is_object() && leaderboard["415"].is_null(),
        "{leaderboard}"
    );
}

/// Log-out has no body, so it needs no content type; a cross-site one is still refused.
async fn log_out_needs_no_body(app: TestApp) {
    let mut alice = app.user("alice").await;
    let logout = |origin: Option<&str>| {
        let mut request = Request::post("/api/auth/logout").header("content-length", "0");
        if let Some(origin) = origin {
            request = request
                .header("origin", origin)
                .header("host", "tabula.example");
        }
        request.body(Body::empty()).unwrap()
    };
    let (status, body) = alice.send(logout(Some("https://evil.example"))).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("cross_site"))
    );
    assert_eq!(alice.get("/api/me").await.0, StatusCode::OK);
    let (status, _) = alice.send(logout(None)).await;
    assert!(status.is_success(), "{status}");
    assert_eq!(alice.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}
