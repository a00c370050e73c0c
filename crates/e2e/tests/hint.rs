//! The computer as a coach in casual games: the Hint button shows the Expert's move on the board and in words, until
//! the person moves (a ranked game offers none: `ranked.rs`). Needs the bundle (`cargo xtask dist`) and Debian's
//! `chromium` + `chromium-driver`.

use boardgame::Game;
use e2e::{Page, run};
use serde_json::Value;
use xiangqi::Xiangqi;

/// The cells (or backgammon spots) the hint marks, where it starts first.
async fn hinted(page: &Page) -> Vec<String> {
    page.wait_for("svg.board rect.hint").await;
    let marks = page
        .eval(
            "return [...document.querySelectorAll('svg.board rect.hint')]\
             .map(r => r.dataset.cell ?? r.dataset.point);",
        )
        .await;
    serde_json::from_value(marks).unwrap()
}

#[tokio::test]
async fn a_hint_is_a_legal_move_shown_until_the_person_moves() {
    run(|page| async move {
        page.open("/xiangqi").await;
        page.wait_for("svg.board").await;
        page.new_game("play-friend", None).await;
        page.click("button.hint").await;
        let cells = hinted(&page).await;
        let [from, to] = cells.as_slice() else {
            panic!("a hint marks where a piece goes from and to: {cells:?}");
        };
        let start = xiangqi::Game::new();
        let mv = <Xiangqi as Game>::parse_action(&start, &format!("{from}{to}")).expect("a move");
        assert!(<Xiangqi as Game>::legal_actions(&start).contains(&mv));
        let words = page.text(".hint-text").await;
        assert_eq!(
            words,
            format!("Hint: {}", xiangqi::to_wxf(start.position(), mv))
        );

        // Played, the hint has done its work.
        page.click_cell(from).await;
        page.click_cell(to).await;
        page.wait_for_plies(1).await;
        let left = page
            .eval("return document.querySelectorAll('svg.board rect.hint, .hint-text').length;")
            .await;
        assert_eq!(left, Value::from(0));

        // Backgammon: the hint marks the checkers of a whole play.
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        page.new_game("play-friend", None).await;
        page.wait_for("button.hint").await;
        page.click("button.hint").await;
        let spots = hinted(&page).await;
        assert!(!spots.is_empty() && spots.len() % 2 == 0, "{spots:?}");
        assert!(page.text(".hint-text").await.starts_with("Hint: "));
        page
    })
    .await;
}
