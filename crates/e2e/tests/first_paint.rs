//! Each game's page comes from the server with the game's starting board drawn in it (`<game>.html`, made by `cargo
//! xtask site` from `crates/web/prerender/<game>.svg`), so a slow link shows the board at the first paint while the
//! module loads; the module then draws its own in its place. The drawings are the module's own, taken from the page:
//! `TABULA_BLESS=1 cargo test -p e2e --test first_paint` writes them anew, and without it the test fails when the
//! module's starting board no longer matches the one the page is sent with. Needs the bundle (`cargo xtask site`).

use std::path::PathBuf;

use e2e::run;

/// The module's starting board as the page is sent with it: no hit areas, names or data (the module's board is the
/// one a person plays and a screen reader reads), the stand-in's class.
const DRAWING: &str = r#"
    const svg = document.querySelector('svg.board').cloneNode(true);
    svg.querySelectorAll('rect.cell, rect.spot, title').forEach((e) => e.remove());
    for (const e of [svg, ...svg.querySelectorAll('*')]) {
      for (const a of [...e.attributes]) {
        if (a.name.startsWith('aria-') || a.name.startsWith('data-') || a.name === 'role'
            || a.name === 'tabindex') e.removeAttribute(a.name);
      }
    }
    svg.setAttribute('class', 'board-preview');
    svg.setAttribute('aria-hidden', 'true');
    return svg.outerHTML.replace(/<!--[^]*?-->/g, '');"#;

fn drawing_file(game: &str) -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../web/prerender"))
        .join(format!("{game}.svg"))
}

#[tokio::test]
async fn each_game_page_is_sent_with_its_starting_board() {
    let bless = std::env::var_os("TABULA_BLESS").is_some();
    run(move |page| async move {
        for game in ["banqi", "backgammon", "xiangqi", "hnefatafl"] {
            // A first visit: the new-game form open, the board at the start.
            page.open(&format!("/{game}")).await;
            page.wait_for("details.new-game[open]").await;
            page.wait_for("svg.board").await;
            let drawn = page.eval(DRAWING).await.as_str().unwrap().to_owned();
            let file = drawing_file(game);
            if bless {
                // The page the server sends has it once `cargo xtask site` has run again.
                std::fs::write(&file, format!("{drawn}\n")).unwrap();
                continue;
            }
            let kept = std::fs::read_to_string(&file).unwrap_or_default();
            assert_eq!(
                kept.trim(),
                drawn,
                "{game}: the module's starting board differs from {} (TABULA_BLESS=1 writes it)",
                file.display()
            );
            // The page the server sends holds it, in place of the loading spinner; the module's page does not.
            let sent = page
                .eval(&format!("return fetch('/{game}').then((r) => r.text());"))
                .await;
            let sent = sent.as_str().unwrap();
            assert!(sent.contains(&drawn), "{game}: {sent}");
            assert!(!sent.contains("boot-spinner\"></div>"), "{game}");
            assert_eq!(
                page.eval("return document.getElementById('boot');").await,
                serde_json::Value::Null
            );
            let rules = page
                .eval(&format!(
                    "return fetch('/{game}/rules').then((r) => r.text());"
                ))
                .await;
            // (The inline stylesheet names the class; no element carries it.)
            assert!(
                !rules.as_str().unwrap().contains(r#"class="board-preview""#),
                "{game}/rules"
            );
        }
        page
    })
    .await;
}
