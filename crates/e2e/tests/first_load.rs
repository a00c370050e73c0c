//! The first load on a slow link, measured by hand (`cargo test -p e2e --release --test first_load -- --ignored
//! --nocapture`): a fresh browser behind DevTools' network throttling (1.6 Mbit/s down, 750 kbit/s up, 150 ms
//! latency) opens a game page; the test prints the first paint (the page is sent with the game's starting board
//! drawn in it), the time to an interactive hot-seat Backgammon board, and for a
//! game against Expert the time until the computer's first move is on the board (the worker's module loads only
//! then). The bytes of the page's shell, of the parts the backgammon page loads with it, and of the worker's module
//! come from the built bundle, with the stream a first visit gets them in.

use std::time::{Duration, Instant};

use e2e::{Browser, run};
use serde_json::json;

/// Throttles the page's network like a phone on a slow link.
async fn throttle(browser: &Browser) {
    browser.devtools("Network.enable", json!({})).await;
    browser
        .devtools(
            "Network.emulateNetworkConditions",
            json!({
                "offline": false,
                "latency": 150,
                "downloadThroughput": 1_600_000 / 8,
                "uploadThroughput": 750_000 / 8,
            }),
        )
        .await;
}

/// Opens `/backgammon` with `record` as the saved game (set on another page of the site first, so the first visit
/// of the game page is the measured one); answers when the page began loading. The page itself notes when `ready`
/// (a script's condition) first holds (`window.readyAt`, milliseconds from the navigation's start): polling from here
/// would add its own delay.
async fn open_with(browser: &Browser, record: serde_json::Value, ready: &str) -> Instant {
    browser.open("/healthz").await;
    let note = format!(
        "new MutationObserver((_, observer) => {{
           if ({ready}) {{ window.readyAt = performance.now(); observer.disconnect(); }}
         }}).observe(document, {{ subtree: true, childList: true }});
         new MutationObserver((_, observer) => {{
           if ({DRAWN}) {{ window.drawnAt = performance.now(); observer.disconnect(); }}
         }}).observe(document, {{ subtree: true, childList: true }});"
    );
    browser
        .devtools(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": note }),
        )
        .await;
    let script = format!(
        "localStorage.setItem('tabula.game.backgammon', {}); return null;",
        serde_json::Value::String(record.to_string())
    );
    browser.eval(&script).await;
    throttle(browser).await;
    let started = Instant::now();
    browser.open("/backgammon").await;
    started
}

/// A hot-seat backgammon board a player can use: its points and the button that confirms a play.
const INTERACTIVE: &str = "document.querySelector('svg.board rect.spot') && document.querySelector('.play button.confirm')";
/// The board drawn.
const BOARD: &str = "document.querySelector('svg.board rect.spot')";
/// A board in the page, the module's or the one the page is sent with (`<game>.html`).
const DRAWN: &str = "document.querySelector('svg.board, svg.board-preview')";

/// Whether the opening roll of a game with `seed` gives the first move to the second seat (Black).
fn computer_first(seed: u64) -> bool {
    use boardgame::{Game, GameKind, GameRecord, Player, Seat, Turn};
    let mut record = GameRecord {
        game: GameKind::Backgammon,
        seed: Some(seed),
        start: None,
        players: [Player::Human, Player::Human],
        actions: Vec::new(),
        end: None,
    };
    record.actions.push(games::chance_move(&record).unwrap());
    let line = games::replay::<backgammon::Backgammon>(&record).unwrap();
    backgammon::Backgammon::turn(line.position()) == Turn::Player(Seat::Second)
}

/// The sizes, raw, gzip and brotli, of the files `names` in the bundle's `pkg/`, summed.
fn sizes(what: &str, names: &[String]) -> String {
    let pkg = e2e::site_dir().join("pkg");
    let size = |suffix: &str| -> u64 {
        names
            .iter()
            .map(|name| {
                std::fs::metadata(pkg.join(format!("{name}{suffix}"))).map_or(0, |m| m.len())
            })
            .sum()
    };
    format!(
        "{what}: {} raw, {} gzip, {} brotli",
        size(""),
        size(".gz"),
        size(".br")
    )
}

/// What the page fetched, when (milliseconds from the navigation's start) and how many bytes came over the wire,
/// then when the page first painted and when the board became interactive: where a slow first load spends its time.
async fn timeline(page: &Browser) {
    let entries = page
        .eval(
            "const ms = (t) => String(Math.round(t)).padStart(6);
             const rows = [performance.getEntriesByType('navigation')[0],
                           ...performance.getEntriesByType('resource')].map((e) =>
               ms(e.startTime) + ms(e.responseStart) + ms(e.responseEnd)
                 + String(e.transferSize).padStart(8) + '  ' + new URL(e.name).pathname);
             const paint = performance.getEntriesByName('first-contentful-paint')[0];
             if (paint) rows.push(ms(paint.startTime) + '  first paint');
             rows.push(ms(window.drawnAt) + '  a board in the page');
             return [' start  first    end   bytes', ...rows, ms(window.readyAt) + '  interactive']
               .join('\\n');",
        )
        .await;
    println!("{}", entries.as_str().unwrap_or_default());
}

#[tokio::test]
#[ignore = "measurement: run by hand"]
async fn first_load_on_a_slow_link() {
    let shell = vec!["web_bg.wasm".to_owned()];
    println!("{}", sizes("the page's shell", &shell));
    println!(
        "{}",
        sizes(
            "the backgammon table's parts",
            &e2e::part_files("backgammon")
        )
    );
    println!(
        "{}",
        sizes("the computer players", &["worker_bg.wasm".to_owned()])
    );
    println!(
        "{}",
        sizes(
            "the backgammon route's stream (shell and parts)",
            &["route_backgammon.bin".to_owned()]
        )
    );
    run(|page| async move {
        let hot_seat = json!({"game": "backgammon", "seed": 5, "players": [{"kind": "human"}, {"kind": "human"}],
            "actions": []});
        open_with(&page, hot_seat, INTERACTIVE).await;
        page.wait_until("an interactive hot-seat board", "window.readyAt !== undefined")
            .await;
        let at = page.eval("return window.readyAt;").await;
        println!(
            "hot-seat Backgammon: an interactive board after {:.2} s",
            at.as_f64().expect("a time") / 1000.0
        );
        timeline(&page).await;
        page
    })
    .await;
    run(|page| async move {
        // Against Expert, with a seed whose opening roll has the computer (Black) move first.
        let seed = (0..)
            .find(|&seed| computer_first(seed))
            .expect("a seed where Black opens");
        let expert = json!({"game": "backgammon", "seed": seed, "players": [{"kind": "human"},
            {"kind": "computer", "level": "expert"}], "actions": []});
        let started = open_with(&page, expert, BOARD).await;
        page.wait_until("the board", "window.readyAt !== undefined").await;
        let board = page.eval("return window.readyAt;").await.as_f64().expect("a time") / 1000.0;
        let deadline = Instant::now() + Duration::from_secs(60);
        while page.saved_record(boardgame::GameKind::Backgammon).await.actions.len() < 2 {
            assert!(Instant::now() < deadline, "the computer did not move");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        println!(
            "against Expert: the board after {board:.2} s, the computer's first move on it after {:.2?} (polled)",
            started.elapsed()
        );
        page
    })
    .await;
}
