//! A game in progress is never replaced without asking, and the finished games stay on the device, each reopenable
//! as a replay. Needs the bundle (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use boardgame::{GameKind, GameRecord, Outcome, Player, Seat};
use e2e::{Page, run};
use games::replay;
use xiangqi::Xiangqi;

/// Red to move and mate in one (as in the endings test).
const MATE_IN_ONE: &str = "4k4/R8/1R7/9/9/9/9/9/9/5K3 w";

/// Red's mating move from [`MATE_IN_ONE`].
fn mate() -> String {
    let start = MATE_IN_ONE.parse::<xiangqi::Position>().unwrap();
    xiangqi::GameState::from_position(start)
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .find(|m| {
            let line = replay::<Xiangqi>(&record(vec![m.clone()])).unwrap();
            line.position().outcome().map(|end| end.outcome()) == Some(Outcome::Win(Seat::First))
        })
        .expect("the position has a mate in one")
}

/// A hot-seat game from [`MATE_IN_ONE`] with `actions` played.
fn record(actions: Vec<String>) -> GameRecord {
    GameRecord {
        game: GameKind::Xiangqi,
        seed: Some(11),
        start: Some(MATE_IN_ONE.to_owned()),
        players: [Player::Human, Player::Human],
        actions,
        end: None,
    }
}

/// Pastes `record` into the record panel and opens it.
async fn import(page: &Page, record: &GameRecord) {
    page.wait_for("textarea.import-text").await;
    page.eval(
        "const box = document.querySelector('textarea.import-text');\
         box.value = ''; box.dispatchEvent(new Event('input', { bubbles: true })); return null;",
    )
    .await;
    let json = serde_json::to_string(record).unwrap();
    page.wait_for("textarea.import-text")
        .await
        .send_keys(&json)
        .await
        .unwrap();
    page.click("button.import").await;
}

async fn finished_games(page: &Page) -> Vec<(String, String)> {
    let rows = page
        .eval(
            "return Array.from(document.querySelectorAll('.history li.finished'))
                 .map(li => [li.querySelector('.result').textContent, li.querySelector('.opponent').textContent]);",
        )
        .await;
    serde_json::from_value(rows).unwrap()
}

#[tokio::test]
async fn opening_a_record_over_a_game_in_progress_asks_first() {
    run(|page| async move {
        page.open("/xiangqi").await;
        page.wait_for("svg.board rect.cell").await;
        page.new_game("play-friend", None).await;
        let cannon = page.piece_on("h2").await.expect("Red's cannon");
        page.click_cell("h2").await;
        page.click_cell("e2").await;
        page.wait_for_plies(1).await;
        page.open_panel("details.record").await;

        // No: the game in progress stays, move and all, and nothing is left asking.
        let opened = record(vec![mate()]);
        import(&page, &opened).await;
        let question = page.wait_for(".replace[role='alertdialog']").await;
        assert!(question.text().await.unwrap().contains("will be lost"));
        let focused = page
            .eval("return document.activeElement.classList.contains('replace-no');")
            .await;
        assert_eq!(
            focused, true,
            "the question takes the focus, on the safe answer"
        );
        page.screenshot("xiangqi-replace-question").await;
        page.click("button.replace-no").await;
        page.wait_until("the question gone", "!document.querySelector('.replace')")
            .await;
        assert_eq!(page.moves().await.len(), 1);
        assert_eq!(page.piece_on("e2").await, Some(cannon));
        assert_eq!(page.piece_on("h2").await, None);

        // Yes: the record replaces it, shown from its start.
        import(&page, &opened).await;
        page.click("button.replace-yes").await;
        page.wait_until(
            "the record opened",
            "document.querySelector('.viewing') !== null",
        )
        .await;
        assert_eq!(page.moves().await.len(), 1);
        assert_eq!(
            page.saved_record(GameKind::Xiangqi).await.actions,
            opened.actions
        );

        // A game nobody has moved in yet is replaced without a question.
        page.new_game("play-friend", None).await;
        page.wait_for_plies(0).await;
        import(&page, &opened).await;
        page.wait_until(
            "the record opened",
            "document.querySelector('.viewing') !== null",
        )
        .await;
        assert!(
            page.eval("return document.querySelector('.replace') === null;")
                .await
                == true
        );
        page
    })
    .await;
}

#[tokio::test]
async fn a_finished_game_is_kept_on_the_device_and_reopens_as_a_replay() {
    run(|page| async move {
        page.resume_record(&record(Vec::new())).await;
        page.wait_for("svg.board rect.cell").await;
        page.wait_for(".history").await;
        assert!(
            page.text(".history")
                .await
                .contains("The games you finish on this device are kept here")
        );
        let mate = mate();
        page.click_cell(&mate[..2]).await;
        page.click_cell(&mate[2..4]).await;
        page.wait_for(".banner").await;
        page.wait_until(
            "the game in the history",
            "document.querySelectorAll('.history li.finished').length === 1",
        )
        .await;
        let games = finished_games(&page).await;
        assert!(games[0].0.starts_with("Red won"), "{games:?}");
        assert_eq!(games[0].1, "A friend on this screen");
        // It says when it ended: today, as the page's language writes a date.
        let date = page.text(".history li.finished .date").await;
        let year = page.eval("return String(new Date().getFullYear());").await;
        assert!(date.contains(year.as_str().unwrap()), "{date:?}");

        // Kept across a reload, once: a game finished and then seen again is not a second game.
        page.reload().await;
        page.wait_for(".history li.finished").await;
        assert_eq!(finished_games(&page).await.len(), 1);

        // A new game, then Replay: the finished game is back on the board, from its start.
        page.new_game("play-friend", None).await;
        page.wait_for_plies(0).await;
        page.open_panel("details.history").await;
        page.click(".history li.finished button.reopen").await;
        page.wait_until("the replay", "document.querySelector('.viewing') !== null")
            .await;
        assert_eq!(page.moves().await.len(), 1);
        assert_eq!(
            page.saved_record(GameKind::Xiangqi).await.actions,
            vec![mate.clone()]
        );
        assert_eq!(
            finished_games(&page).await.len(),
            1,
            "reopening is not finishing again"
        );
        page.screenshot("xiangqi-history").await;
        page
    })
    .await;
}
