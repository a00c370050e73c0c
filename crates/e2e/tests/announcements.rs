//! What a screen reader hears: every move, the person's and the opponent's, announced once in words; backgammon's
//! points read as they stand and walked by Tab in screen order. Needs the bundle (`cargo xtask dist`) and Debian's
//! `chromium` + `chromium-driver`.

use e2e::{Page, run};

/// The live region's words once it says something other than `before`.
async fn announced_after(page: &Page, before: &str) -> String {
    let script = format!(
        "(a => a !== null && a.textContent !== '' && a.textContent !== {before:?})(document.querySelector('.announce'))"
    );
    page.wait_until("an announcement", &script).await;
    page.text(".announce").await
}

/// Whether the backgammon spots come in screen order in the page: top row first, each row left to right.
const SCREEN_ORDER: &str =
    "const boxes = Array.from(document.querySelectorAll('rect.spot')).map(r => r.getBoundingClientRect());
     return boxes.every((b, i) => i === 0 || boxes[i - 1].top < b.top - 1
         || (Math.abs(boxes[i - 1].top - b.top) <= 1 && boxes[i - 1].left < b.left));";

async fn fresh(page: &Page, game: &str) {
    page.open(&format!("/{game}")).await;
    page.wait_for("svg.board").await;
    page.new_game("play-friend", None).await;
}

#[tokio::test]
async fn each_move_is_announced_once_in_words() {
    run(|page| async move {
        fresh(&page, "xiangqi").await;
        page.click_cell("h2").await;
        page.click_cell("e2").await;
        let said = announced_after(&page, "").await;
        assert_eq!(said, "Red: red cannon from h2 to e2");
        page.click_cell("h9").await;
        page.click_cell("g7").await;
        let said = announced_after(&page, &said).await;
        assert_eq!(said, "Black: black horse from h9 to g7");
        page.click_cell("e2").await;
        page.click_cell("e6").await;
        let said = announced_after(&page, &said).await;
        assert_eq!(said, "Red: red cannon from e2 to e6, takes black soldier");
        // Taking a move back, and looking back through the moves, announce nothing.
        page.click("button.undo").await;
        page.wait_for_plies(2).await;
        page.click("button.first").await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(page.text(".announce").await, said);

        // Hnefatafl: the engine's first legal move, played by clicks.
        fresh(&page, "hnefatafl").await;
        let game = hnefatafl::GameState::new();
        let first = game.legal_moves()[0];
        let text = hnefatafl::notation::format_move(game.position(), first);
        let (from, to) = text.split_once('-').unwrap();
        page.click_cell(from).await;
        page.click_cell(to).await;
        let said = announced_after(&page, "").await;
        assert_eq!(said, format!("Attackers: attacker from {from} to {to}"));

        // Banqi: a flip names what it revealed, and the side it made the flipper.
        fresh(&page, "banqi").await;
        page.click_cell("c2").await;
        let said = announced_after(&page, "").await;
        let (side, words) = said.split_once(": ").unwrap();
        assert!(["Red", "Black"].contains(&side), "{said}");
        let piece = words.strip_prefix("c2 turned over: ").expect(&said);
        assert!(piece.starts_with(&side.to_lowercase()), "{said}");
        page
    })
    .await;
}

#[tokio::test]
async fn backgammon_points_read_as_they_stand_in_screen_order() {
    run(|page| async move {
        fresh(&page, "backgammon").await;
        // The opening roll, announced.
        let said = announced_after(&page, "").await;
        assert!(said.starts_with("Opening roll: White "), "{said}");
        // Point 2 is empty at the start; point 1 holds two Black checkers (White's numbering, White at the bottom).
        let label = |point: &str| {
            format!("return document.querySelector(\"rect.spot[data-point='{point}']\").getAttribute('aria-label');")
        };
        assert_eq!(page.eval(&label("2")).await, "2: empty");
        assert_eq!(page.eval(&label("1")).await, "1: 2 Black");
        // Tab follows the screen: the spots come top row first, each row left to right.
        let in_order = page.eval(SCREEN_ORDER).await;
        assert_eq!(in_order, true);
        page.click("button.flip").await;
        let in_order = page.eval(SCREEN_ORDER).await;
        assert_eq!(in_order, true, "and still when the board is flipped");
        page
    })
    .await;
}
