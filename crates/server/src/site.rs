//! The front-end: the web bundle's files — compiled into the binary ([`Site::Embedded`], what `tabula serve` uses,
//! so a rebuild on disk can never blank a running site) or read from a directory ([`Site::Dir`], for development and
//! the tests) — with every other path answered by `index.html` so client-side routes (`/xiangqi`, `/r/<id>`) load
//! from a deep link. A page of its own for a route (`backgammon.html` for `/backgammon`: the game's starting board
//! drawn in the page, seen at the first paint) is answered instead where the bundle has one. Compressed copies
//! (`.br`, `.gz`, made by `cargo xtask site`) go to browsers that take them.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use tower_http::services::{ServeDir, ServeFile};

/// Where the web bundle comes from.
#[derive(Clone)]
pub enum Site {
    /// A built bundle's directory (`cargo xtask site` writes `target/site`).
    Dir(PathBuf),
    /// A bundle compiled into the binary.
    Embedded(Arc<dyn Bundle>),
}

impl std::fmt::Debug for Site {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Site::Dir(dir) => f.debug_tuple("Dir").field(dir).finish(),
            Site::Embedded(_) => f.write_str("Embedded"),
        }
    }
}

/// A web bundle compiled into the binary.
pub trait Bundle: Send + Sync + 'static {
    /// The file at `path` (relative to the bundle's root: `index.html`, `pkg/web.js`), if the bundle has it.
    fn file(&self, path: &str) -> Option<File>;
}

/// A file of a compiled-in bundle.
pub struct File {
    /// Its bytes.
    pub data: Cow<'static, [u8]>,
    /// A digest of them (the entity tag a browser revalidates with).
    pub digest: [u8; 32],
}

pub(crate) fn router(site: &Site) -> Router {
    match site {
        Site::Dir(dir) => directory(dir),
        Site::Embedded(bundle) if bundle.file("index.html").is_some() => {
            let bundle = Arc::clone(bundle);
            Router::new().fallback(move |request: Request| {
                let bundle = Arc::clone(&bundle);
                async move { embedded(bundle.as_ref(), request.uri().path(), request.headers()) }
            })
        }
        Site::Embedded(_) => missing("the binary was built without its web bundle"),
    }
}

fn directory(site_dir: &Path) -> Router {
    let index = site_dir.join("index.html");
    if !index.is_file() {
        return missing(&format!("no web bundle at {}", site_dir.display()));
    }
    let files = ServeDir::new(site_dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(
            ServeFile::new(index)
                .precompressed_br()
                .precompressed_gzip(),
        );
    let mut router = Router::new();
    // The routes with a page of their own: `<route>.html` beside `index.html`.
    for entry in std::fs::read_dir(site_dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let Some(route) = path
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_suffix(".html"))
            .filter(|&route| route != "index")
        else {
            continue;
        };
        router = router.route_service(
            &format!("/{route}"),
            ServeFile::new(&path)
                .precompressed_br()
                .precompressed_gzip(),
        );
    }
    router.fallback_service(files)
}

fn missing(why: &str) -> Router {
    tracing::warn!("{why}: run `cargo xtask dist`");
    Router::new().fallback(missing_bundle)
}

/// The compiled-in file for `path` (or `index.html`), in the best encoding the request accepts.
fn embedded(bundle: &dyn Bundle, path: &str, headers: &HeaderMap) -> Response {
    let path = path.trim_start_matches('/');
    // A route's own page (`backgammon.html` for `/backgammon`), else the one page of every route.
    let page = format!("{path}.html");
    let (name, file) = match bundle.file(path).filter(|_| !path.is_empty()) {
        Some(file) => (path, file),
        None => match bundle.file(&page).filter(|_| !path.contains(['/', '.'])) {
            Some(file) => (page.as_str(), file),
            None => (
                "index.html",
                bundle.file("index.html").expect("the router checked"),
            ),
        },
    };
    let tag = format!(
        "\"{}\"",
        file.digest[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|seen| seen.as_bytes() == tag.as_bytes())
    {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, tag)]).into_response();
    }
    let accepts = |coding: &str| {
        headers
            .get_all(header::ACCEPT_ENCODING)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .any(|c| c.trim().split(';').next() == Some(coding))
    };
    let (data, coding) = ["br", "gzip"]
        .into_iter()
        .filter(|&coding| accepts(coding))
        .find_map(|coding| {
            let suffix = if coding == "br" { "br" } else { "gz" };
            bundle
                .file(&format!("{name}.{suffix}"))
                .map(|f| (f.data, Some(coding)))
        })
        .unwrap_or((file.data, None));
    let mut response = Response::new(Body::from(data));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(name)),
    );
    headers.insert(header::ETAG, HeaderValue::from_str(&tag).expect("hex"));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(coding) = coding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    response
}

/// The media type of a bundle file, by its extension.
fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "ftl" | "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

async fn missing_bundle() -> impl IntoResponse {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CACHE_CONTROL, "no-store")],
        Html(
            "<!doctype html><title>Tabula</title><h1>Tabula</h1>\
             <p>The web bundle has not been built. Run <code>cargo xtask dist</code>.</p>",
        ),
    )
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use tower::ServiceExt;

    use super::*;

    struct Files(HashMap<&'static str, &'static [u8]>);

    impl Bundle for Files {
        fn file(&self, path: &str) -> Option<File> {
            let data = *self.0.get(path)?;
            let mut digest = [0u8; 32];
            digest[0] = data.len() as u8;
            Some(File {
                data: Cow::Borrowed(data),
                digest,
            })
        }
    }

    async fn get(router: &Router, path: &str, headers: &[(&str, &str)]) -> Response {
        let mut request = Request::get(path);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        router
            .clone()
            .oneshot(request.body(Body::empty()).unwrap())
            .await
            .unwrap()
    }

    async fn text(response: Response) -> String {
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    #[tokio::test]
    async fn a_compiled_in_bundle_is_served_compressed_with_deep_links_and_revalidation() {
        let files = Files(HashMap::from([
            ("index.html", b"<html>app</html>".as_slice()),
            ("pkg/web.js", b"export default 1;".as_slice()),
            ("pkg/web.js.br", b"BROTLI".as_slice()),
            ("backgammon.html", b"<html>board</html>".as_slice()),
            ("backgammon.html.br", b"BOARD".as_slice()),
        ]));
        let router = router(&Site::Embedded(Arc::new(files)));
        let js = get(
            &router,
            "/pkg/web.js",
            &[("accept-encoding", "gzip, br;q=1")],
        )
        .await;
        assert_eq!(js.headers()[header::CONTENT_ENCODING], "br");
        assert_eq!(
            js.headers()[header::CONTENT_TYPE],
            "text/javascript; charset=utf-8"
        );
        let tag = js.headers()[header::ETAG].clone();
        assert_eq!(text(js).await, "BROTLI");
        let plain = get(&router, "/pkg/web.js", &[]).await;
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        assert_eq!(text(plain).await, "export default 1;");
        let again = get(
            &router,
            "/pkg/web.js",
            &[("if-none-match", tag.to_str().unwrap())],
        )
        .await;
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
        for deep in [
            "/",
            "/xiangqi/rules",
            "/r/abc",
            "/@/alice",
            "/players/alice",
            "/play",
        ] {
            let page = get(&router, deep, &[]).await;
            assert_eq!(page.status(), StatusCode::OK, "{deep}");
            assert_eq!(
                page.headers()[header::CONTENT_TYPE],
                "text/html; charset=utf-8"
            );
            assert_eq!(text(page).await, "<html>app</html>");
        }
        // A route with a page of its own gets it, compressed where the browser takes it; its sub-routes do not.
        let own = get(&router, "/backgammon", &[]).await;
        assert_eq!(
            own.headers()[header::CONTENT_TYPE],
            "text/html; charset=utf-8"
        );
        assert_eq!(text(own).await, "<html>board</html>");
        let packed = get(&router, "/backgammon", &[("accept-encoding", "br")]).await;
        assert_eq!(text(packed).await, "BOARD");
        assert_eq!(
            text(get(&router, "/backgammon/rules", &[]).await).await,
            "<html>app</html>"
        );
        let empty = router_of_nothing();
        assert_eq!(
            get(&empty, "/", &[]).await.status(),
            StatusCode::SERVICE_UNAVAILABLE
        );
    }

    #[tokio::test]
    async fn a_bundle_on_disk_answers_deep_links_with_its_compressed_page() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<html>app</html>").unwrap();
        std::fs::write(dir.path().join("index.html.br"), "BROTLI").unwrap();
        let router = router(&Site::Dir(dir.path().to_owned()));
        let page = get(&router, "/backgammon", &[("accept-encoding", "gzip, br")]).await;
        assert_eq!(page.status(), StatusCode::OK);
        assert_eq!(page.headers()[header::CONTENT_ENCODING], "br");
        assert_eq!(text(page).await, "BROTLI");
        let plain = get(&router, "/backgammon", &[]).await;
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        assert_eq!(text(plain).await, "<html>app</html>");
        // A profile's address is the page too.
        let profile = get(&router, "/@/alice", &[]).await;
        assert_eq!(profile.status(), StatusCode::OK);
        assert_eq!(text(profile).await, "<html>app</html>");
        // A route with a page of its own (the game's board drawn in it) gets that page.
        std::fs::write(dir.path().join("xiangqi.html"), "<html>board</html>").unwrap();
        let router = super::router(&Site::Dir(dir.path().to_owned()));
        assert_eq!(
            text(get(&router, "/xiangqi", &[]).await).await,
            "<html>board</html>"
        );
        assert_eq!(
            text(get(&router, "/backgammon", &[]).await).await,
            "<html>app</html>"
        );
    }

    fn router_of_nothing() -> Router {
        router(&Site::Embedded(Arc::new(Files(HashMap::new()))))
    }
}
