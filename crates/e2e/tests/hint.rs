//! The computer as a coach in casual games: the Hint button shows the Expert's move on the board and in words, until
//! the person moves; a finished game's review draws the chances and marks the mistakes (a ranked game offers
//! neither: `ranked.rs`). Needs the bundle (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use boardgame::{Game, GameKind, GameRecord, Player};
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
        let start = xiangqi::GameState::new();
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

/// Red to move has one mate (c6e6); the king's step d2d1 instead lets Black mate with g3d3.
const MATE_MISSED: &str = "9/4k4/9/2R2R3/9/9/6r2/3K5/9/9 w";

#[tokio::test]
async fn the_review_of_a_finished_game_marks_the_mate_given_away() {
    run(|page| async move {
        let record = GameRecord {
            game: GameKind::Xiangqi,
            seed: Some(5),
            start: Some(MATE_MISSED.to_owned()),
            players: [Player::Human, Player::Human],
            actions: vec!["d2d1".into(), "g3d3".into()],
            end: None,
        };
        let line = games::replay::<Xiangqi>(&record).unwrap();
        assert!(line.position().outcome().is_some(), "Black has mated");
        page.resume_record(&record).await;
        page.wait_for("svg.board rect.cell").await;
        page.click("button.review-start").await;

        // The chart: a point for each ply and a mark on the move that lost.
        page.wait_for("svg.review-chart circle.mistake").await;
        let points = page
            .eval("return document.querySelector('svg.review-chart polyline.chances').getAttribute('points');")
            .await;
        let points: Vec<(f32, f32)> = points
            .as_str()
            .unwrap()
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert_eq!(points.len(), 3, "{points:?}");
        // Red's chance (drawn for the seat at the bottom) starts high, with a mate in hand, and ends at nothing.
        assert!(points[0].1 < 25.0 && points[2].1 == 100.0, "{points:?}");
        let marked = page
            .eval("return [...document.querySelectorAll('svg.review-chart circle.mistake')].map(c => c.dataset.ply);")
            .await;
        assert_eq!(marked, serde_json::json!(["0"]));
        let words = page.text("button.mistake-move").await;
        assert!(words.starts_with("Move 1, Red: ") && words.contains("better"), "{words}");

        // A click shows the position before the mistake, with the mate framed on the board.
        page.click("button.mistake-move").await;
        let mut cells = hinted(&page).await;
        cells.sort();
        assert_eq!(cells, ["c6", "e6"]);
        assert!(page.piece_on("d2").await.is_some() && page.piece_on("d1").await.is_none());
        page
    })
    .await;
}

/// The chart's points, in its own units (the chance of the seat drawn runs from y 100, nothing, to y 0, a sure win).
async fn chart_points(page: &Page) -> Vec<(f32, f32)> {
    let points = page
        .eval("return document.querySelector('svg.review-chart polyline.chances').getAttribute('points');")
        .await;
    points
        .as_str()
        .unwrap()
        .split(' ')
        .map(|p| {
            let (x, y) = p.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

/// Black's last soldier has one step (a4-a3), into the chariot's reach: a won game for Red from the start. The chart
/// once dropped to exactly 50 % on such a forced action, two moves before the end; it stays high all along.
#[tokio::test]
async fn the_review_of_a_won_banqi_game_has_no_drop_on_a_forced_action() {
    run(|page| async move {
        let record = GameRecord {
            game: GameKind::Banqi,
            seed: Some(3),
            start: Some("pR6/1R6/8/8 2 r 0".to_owned()),
            players: [Player::Human, Player::Human],
            actions: vec!["a4-a3".into(), "b3xa3".into()],
            end: None,
        };
        let line = games::replay::<banqi::Banqi>(&record).unwrap();
        assert_eq!(
            banqi::Banqi::outcome(line.position()),
            Some(boardgame::Outcome::Win(boardgame::Seat::First))
        );
        assert_eq!(
            banqi::Banqi::legal_actions(line.start()).len(),
            1,
            "the first action is forced"
        );
        page.resume_record(&record).await;
        page.wait_for("svg.board rect.cell").await;
        page.click("button.review-start").await;
        page.wait_for("svg.review-chart polyline.chances").await;
        let points = chart_points(&page).await;
        assert_eq!(points.len(), 3, "{points:?}");
        // Drawn for Red, the seat at the bottom: better than 3 to 1 at every ply, never the even 50.
        assert!(points.iter().all(|&(_, y)| y < 25.0), "{points:?}");
        page
    })
    .await;
}
