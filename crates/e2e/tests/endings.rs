//! How a game against the computer ends on the page. Needs the bundle (`cargo xtask dist`) and Debian's `chromium` +
//! `chromium-driver`.

use boardgame::{GameKind, GameRecord, Level, Outcome, Player, Seat};
use e2e::{Page, run};
use games::replay;
use xiangqi::Xiangqi;

/// Red to move and mate in one: the rook on b7 closes rank 9; a8 holds rank 8, and f9 would face Red's king.
const MATE_IN_ONE: &str = "4k4/R8/1R7/9/9/9/9/9/9/5K3 w";

/// A record from [`MATE_IN_ONE`] in which Red has mated, between `players`.
fn mated(players: [Player; 2]) -> GameRecord {
    let start = MATE_IN_ONE.parse::<xiangqi::Position>().unwrap();
    xiangqi::GameState::from_position(start)
        .legal_moves()
        .iter()
        .map(|m| GameRecord {
            game: GameKind::Xiangqi,
            seed: Some(3),
            start: Some(MATE_IN_ONE.to_owned()),
            players: players.clone(),
            actions: vec![m.to_string()],
            end: None,
        })
        .find(|record| {
            let line = replay::<Xiangqi>(record).unwrap();
            line.position().outcome().map(|end| end.outcome()) == Some(Outcome::Win(Seat::First))
        })
        .expect("the position has a mate in one")
}

const COMPUTER: Player = Player::Computer { level: Level::Easy };

async fn banner_and_undo(page: &Page) -> (String, bool) {
    let banner = page.wait_for(".banner").await.text().await.unwrap();
    let undo_off = page
        .eval("return document.querySelector('button.undo').disabled;")
        .await
        .as_bool()
        .unwrap();
    (banner, undo_off)
}

#[tokio::test]
async fn against_the_computer_the_banner_speaks_to_the_person_and_the_game_stays_over() {
    run(|page| async move {
        // The person (Red) mated the computer.
        page.resume_record(&mated([Player::Human, COMPUTER])).await;
        let (banner, undo_off) = banner_and_undo(&page).await;
        assert!(banner.starts_with("You won"), "{banner}");
        assert!(banner.contains("checkmate"), "{banner}");
        assert!(
            undo_off,
            "undo stays off once a game against the computer is over"
        );

        // The computer (Red) mated the person.
        page.resume_record(&mated([COMPUTER, Player::Human])).await;
        let (banner, undo_off) = banner_and_undo(&page).await;
        assert!(banner.starts_with("The computer won"), "{banner}");
        assert!(undo_off);

        // Two people on one screen: the banner names the side, and the mate can be taken back.
        page.resume_record(&mated([Player::Human, Player::Human]))
            .await;
        let (banner, undo_off) = banner_and_undo(&page).await;
        assert!(banner.starts_with("Red won"), "{banner}");
        assert!(!undo_off, "hot-seat undo works after the end too");
        page.screenshot("xiangqi-you-won").await;
        page
    })
    .await;
}
