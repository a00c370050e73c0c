//! A first visit to a game page starts nothing: it asks how to play; the form then remembers the last choice. Before
//! the page's module runs, the page already shows its header in the player's theme; the module comes in one stream,
//! whose files the offline cache then keeps. Needs the bundle
//! (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use std::time::Duration;

use e2e::run;
use serde_json::json;

#[tokio::test]
async fn a_first_visit_asks_how_to_play_and_the_form_remembers_the_choice() {
    run(|page| async move {
        // Backgammon, where the computer would move first half the time.
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        page.wait_for("details.new-game").await;
        let open = page
            .eval("return document.querySelector('details.new-game').open;")
            .await;
        assert_eq!(open, true, "the new-game form is open on a first visit");
        assert!(page.text(".status").await.starts_with("Choose how to play"));
        // Nothing is played meanwhile: no roll, no computer move, and nothing saved to resume.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert!(page.moves().await.is_empty(), "{:?}", page.moves().await);
        let saved = page
            .eval("return localStorage.getItem('tabula.game.backgammon');")
            .await;
        assert!(saved.is_null(), "{saved}");

        page.new_game("level-normal", Some("backgammon-seat-black"))
            .await;
        page.wait_until(
            "the opening roll",
            "document.querySelectorAll('.moves .ply').length > 0",
        )
        .await;
        assert!(!page.text(".status").await.starts_with("Choose"));

        // A returning visit resumes the game, the form closed; opened, it shows the last choice.
        page.reload().await;
        page.wait_for("svg.board rect.spot").await;
        page.wait_for("details.new-game").await;
        page.wait_until(
            "the game resumed",
            "document.querySelectorAll('.moves .ply').length > 0",
        )
        .await;
        let shown = page
            .eval(
                "const form = document.querySelector('details.new-game');
                 const checked = name => form.querySelector(`input[name='${name}']:checked`).value;
                 return [form.open, checked('opponent'), checked('side')];",
            )
            .await;
        assert_eq!(
            shown,
            serde_json::json!([false, "level-normal", "backgammon-seat-black"])
        );

        // Another game's first visit still asks.
        page.open("/hnefatafl").await;
        page.wait_for("svg.board rect.cell").await;
        assert!(page.text(".status").await.starts_with("Choose how to play"));
        page.screenshot("first-visit").await;
        page
    })
    .await;
}

#[tokio::test]
async fn while_the_module_loads_the_page_shows_its_header_in_the_players_theme() {
    run(|page| async move {
        page.open("/healthz").await;
        page.eval("localStorage.setItem('tabula.theme', 'dark'); return null;")
            .await;
        // A module that never arrives: the page as it is before the module runs, then the crash notice.
        page.devtools("Network.enable", json!({})).await;
        page.devtools(
            "Network.setBlockedURLs",
            // The route's stream, then the shell on its own, which the page falls back to.
            json!({"urls": ["*/pkg/route_backgammon.bin", "*/pkg/web_bg.wasm"]}),
        )
        .await;
        page.open("/backgammon").await;
        page.wait_until(
            "the crash notice",
            "!document.getElementById('crash').hidden",
        )
        .await;
        let before = page
            .eval(
                "const boot = document.getElementById('boot');
                 return [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor,
                         boot && boot.querySelector('.brand').textContent,
                         !!boot && boot.getBoundingClientRect().height > 0, !document.querySelector('.boot-spinner')];",
            )
            .await;
        assert_eq!(before, json!(["dark", "rgb(22, 19, 15)", "Tabula", true, true]));
        page.screenshot("loading-failed").await;

        // The module arrives: the app takes the placeholder's place, the theme unchanged.
        page.devtools("Network.setBlockedURLs", json!({"urls": []}))
            .await;
        page.reload().await;
        page.wait_for("svg.board rect.spot").await;
        let after = page
            .eval(
                "return [document.getElementById('boot') === null, document.documentElement.dataset.theme,
                         document.querySelectorAll('header.top').length];",
            )
            .await;
        assert_eq!(after, json!([true, "dark", 1]));
        page
    })
    .await;
}

/// The paths under `/pkg/` the page has fetched (from the network or its service worker, not from the route's
/// stream).
const FETCHED: &str =
    "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
    .filter((path) => path.startsWith('/pkg/'));";

#[tokio::test]
async fn a_first_visit_loads_its_route_in_one_stream_whose_files_the_offline_cache_keeps() {
    run(|page| async move {
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        let fetched = page.eval(FETCHED).await;
        let fetched: Vec<String> = serde_json::from_value(fetched).expect("paths");
        assert!(
            fetched.contains(&"/pkg/route_backgammon.bin".to_owned()),
            "{fetched:?}"
        );
        // The table's own files came in the stream; only its later panels (`lazy.rs`) may follow, file by file.
        let route = e2e::part_files("backgammon");
        assert!(
            !fetched.iter().any(|path| path == "/pkg/web_bg.wasm"
                || route.iter().any(|file| path.ends_with(&format!("/{file}")))),
            "the route's files came one by one: {fetched:?}"
        );

        // Once the service worker keeps the site, a visit takes the files from it, not the stream again; what it
        // keeps of the stream is byte for byte what the server has.
        page.wait_until(
            "the service worker in control",
            "navigator.serviceWorker.controller !== null",
        )
        .await;
        page.reload().await;
        page.wait_for("svg.board rect.spot").await;
        let fetched: Vec<String> =
            serde_json::from_value(page.eval(FETCHED).await).expect("paths");
        assert!(
            !fetched.iter().any(|path| path.contains("route_")),
            "{fetched:?}"
        );
        assert!(
            fetched.contains(&"/pkg/split_backgammon.wasm".to_owned()),
            "{fetched:?}"
        );
        page.eval(
            "window.compared = null;
             (async () => {
               const parts = await (await fetch('/pkg/parts.json?fresh')).json();
               const differ = [];
               for (const stem of ['web_bg', ...parts.backgammon]) {
                 const path = `/pkg/${stem}.wasm`;
                 const kept = await caches.match(path);
                 const served = await fetch(`${path}?fresh`);
                 const [a, b] = await Promise.all([kept, served].map(async (r) => new Uint8Array(await r.arrayBuffer())));
                 if (a.length !== b.length || a.some((byte, i) => byte !== b[i])) differ.push(path);
               }
               window.compared = { files: 1 + parts.backgammon.length, differ };
             })().catch((e) => { window.compared = { error: String(e) }; });
             return null;",
        )
        .await;
        page.wait_until("the comparison", "window.compared !== null").await;
        let compared = page.eval("return window.compared;").await;
        assert_eq!(compared["differ"], json!([]), "{compared}");
        assert!(compared["files"].as_u64() > Some(10), "{compared}");
        page
    })
    .await;
}
