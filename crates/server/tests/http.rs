//! The application in-process: health, API errors, and the front-end's deep links.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use server::{Config, router};
use tower::ServiceExt;

fn config(site_dir: &std::path::Path) -> Config {
    Config {
        listen: ([127, 0, 0, 1], 0).into(),
        data_dir: site_dir.join("data"),
        site: server::Site::Dir(site_dir.to_owned()),
    }
}

async fn get(app: axum::Router, uri: &str) -> (StatusCode, String) {
    let response = app
        .oneshot(Request::get(uri).body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

#[tokio::test]
async fn healthz_answers_ok() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        get(router(&config(dir.path())), "/healthz").await,
        (StatusCode::OK, "ok".into())
    );
}

#[tokio::test]
async fn unknown_api_path_is_a_json_404() {
    let dir = tempfile::tempdir().unwrap();
    for path in ["/api/nope", "/api/"] {
        let (status, body) = get(router(&config(dir.path())), path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["error"], "not_found", "{path}");
    }
}

#[tokio::test]
async fn deep_links_load_the_app_and_files_are_served() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "<html>app</html>").unwrap();
    std::fs::write(dir.path().join("app.js"), "console.log(1)").unwrap();
    let app = router(&config(dir.path()));
    assert_eq!(
        get(app.clone(), "/xiangqi/rules").await,
        (StatusCode::OK, "<html>app</html>".into())
    );
    assert_eq!(
        get(app, "/app.js").await,
        (StatusCode::OK, "console.log(1)".into())
    );
}

#[tokio::test]
async fn a_missing_bundle_says_how_to_build_it() {
    let dir = tempfile::tempdir().unwrap();
    let (status, body) = get(router(&config(dir.path())), "/").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(body.contains("cargo xtask dist"), "{body}");
}
