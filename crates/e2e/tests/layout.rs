//! The pages fit the screen: at every width from a small phone to a wide desktop, in portrait and landscape, no
//! game page scrolls sideways, the board is wholly inside the window, and its file letters are not cut off.

use e2e::run;

/// Window sizes, phone to desktop.
const SIZES: [(u32, u32); 6] = [
    (320, 568),
    (390, 844),
    (844, 390),
    (768, 1024),
    (1280, 900),
    (1920, 1080),
];

#[tokio::test]
async fn every_game_page_fits_every_window() {
    run(|page| async move {
        let mut problems = Vec::new();
        for (width, height) in SIZES {
            page.client
                .set_window_size(width, height)
                .await
                .expect("resizing the window");
            for game in ["xiangqi", "banqi", "backgammon", "hnefatafl"] {
                page.open(&format!("/{game}")).await;
                page.wait_for("svg.board").await;
                let report = page
                    .eval(
                        "const doc = document.documentElement;
                         const board = document.querySelector('svg.board').getBoundingClientRect();
                         const clipped = Array.from(document.querySelectorAll('svg.board .coord')).filter(t => {
                           const r = t.getBoundingClientRect();
                           return r.left < board.left - 0.5 || r.right > board.right + 0.5
                             || r.top < board.top - 0.5 || r.bottom > board.bottom + 0.5;
                         }).length;
                         return {
                           sideways: doc.scrollWidth - window.innerWidth,
                           left: board.left, right: board.right, width: window.innerWidth,
                           bottom: board.bottom + window.scrollY, height: window.innerHeight,
                           clipped,
                         };",
                    )
                    .await;
                let sideways = report["sideways"].as_f64().unwrap();
                let right = report["right"].as_f64().unwrap();
                let left = report["left"].as_f64().unwrap();
                let inner = report["width"].as_f64().unwrap();
                let clipped = report["clipped"].as_u64().unwrap();
                assert!((inner - f64::from(width)).abs() < 20.0, "the window is {inner} wide, not {width}");
                // Beside its panel (a desktop's window), the whole board is in the window without scrolling.
                let bottom = report["bottom"].as_f64().unwrap();
                let below = width >= 1280 && bottom > report["height"].as_f64().unwrap() + 0.5;
                if sideways > 0.5 || left < -0.5 || right > inner + 0.5 || clipped > 0 || below {
                    problems.push(format!("{game} at {width}×{height}: {report}"));
                }
            }
            page.screenshot(&format!("layout-{width}x{height}")).await;
        }
        assert!(problems.is_empty(), "{problems:#?}");
        page
    })
    .await;
}

/// No square of a board is cut by the board's rounded corners (Hnefatafl's k11 corner was), on a desktop and on a
/// phone; on a phone the backgammon board spans the window's width and its point numbers are at least 10 px tall.
#[tokio::test]
async fn corners_are_whole_and_phone_numbers_readable() {
    run(|page| async move {
        let mut problems = Vec::new();
        for (width, height) in [(1280, 900), (390, 844)] {
            page.client
                .set_window_size(width, height)
                .await
                .expect("resizing the window");
            for game in ["banqi", "hnefatafl"] {
                page.open(&format!("/{game}")).await;
                page.wait_for("svg.board").await;
                let cut = page
                    .eval(
                        "const svg = document.querySelector('svg.board');
                         const b = svg.getBoundingClientRect();
                         const r = parseFloat(getComputedStyle(svg).borderTopLeftRadius) || 0;
                         const outside = (x, y) => {
                           const cx = Math.min(Math.max(x, b.left + r), b.right - r);
                           const cy = Math.min(Math.max(y, b.top + r), b.bottom - r);
                           return Math.hypot(x - cx, y - cy) > r + 0.5
                             || x < b.left - 0.5 || x > b.right + 0.5 || y < b.top - 0.5 || y > b.bottom + 0.5;
                         };
                         return Array.from(svg.querySelectorAll('.square, .grid rect')).filter(e => {
                           const s = e.getBoundingClientRect();
                           return [[s.left, s.top], [s.right, s.top], [s.left, s.bottom], [s.right, s.bottom]]
                             .some(([x, y]) => outside(x, y));
                         }).map(e => e.dataset.cell || e.getAttribute('x') + ',' + e.getAttribute('y'));",
                    )
                    .await;
                if cut.as_array().is_none_or(|cut| !cut.is_empty()) {
                    problems.push(format!("{game} at {width}×{height}: squares cut {cut}"));
                }
            }
            page.open("/backgammon").await;
            page.wait_for("svg.board rect.spot").await;
            let report = page
                .eval(
                    "const svg = document.querySelector('svg.board').getBoundingClientRect();
                     const numbers = Array.from(document.querySelectorAll('svg.board .coord'))
                       .map(t => t.getBoundingClientRect().height);
                     return { board: svg.width, window: document.documentElement.clientWidth,
                              smallest: Math.min(...numbers), count: numbers.length };",
                )
                .await;
            let board = report["board"].as_f64().unwrap();
            let window = report["window"].as_f64().unwrap();
            let smallest = report["smallest"].as_f64().unwrap();
            assert_eq!(report["count"], 24, "{report}");
            if smallest < 10.0 || (width < 480 && board < window - 1.0) {
                problems.push(format!("backgammon at {width}×{height}: {report}"));
            }
            page.screenshot(&format!("corners-{width}x{height}")).await;
        }
        assert!(problems.is_empty(), "{problems:#?}");
        page
    })
    .await;
}
