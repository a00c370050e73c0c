//! Sound: off until the player turns it on, remembered across visits; a move, a capture, check, the dice and the end
//! of the game each have their own. The test listens at Web Audio's oscillators: every tone started, by pitch (the
//! first pitch of each sound: move 660 Hz, capture 330, check 880, dice 1200, end 523.25). Needs the bundle
//! (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use boardgame::{GameKind, GameRecord, Player};
use e2e::{Page, run};
use games::replay;
use serde_json::Value;
use xiangqi::Xiangqi;

/// Red's chariots against a lone general, and a black soldier to take.
const START: &str = "4k4/R8/9/9/p8/9/9/9/9/1R1K5 w";

/// Red takes, Black steps aside, Red checks, Black goes back, Red mates.
const MOVES: [&str; 5] = ["a8a5", "e9e8", "a5a8", "e8e9", "b0b9"];

/// Starts recording the pitch of every tone the page starts, from now on.
async fn listen(page: &Page) {
    page.eval(
        "window.tones = [];\
         const start = OscillatorNode.prototype.start;\
         OscillatorNode.prototype.start = function (...when) {\
             window.tones.push(this.frequency.value); return start.apply(this, when); };\
         return null;",
    )
    .await;
}

/// The pitches heard since the last call.
async fn heard(page: &Page) -> Vec<f64> {
    let tones = page
        .eval("const t = window.tones; window.tones = []; return t;")
        .await;
    tones
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_f64().unwrap())
        .collect()
}

/// Plays `mv` on the board by two clicks and returns the first pitch heard for it.
async fn play(page: &Page, mv: &str) -> f64 {
    let plies = page.moves().await.len();
    page.click_cell(&mv[..2]).await;
    page.click_cell(&mv[2..]).await;
    page.wait_for_plies(plies + 1).await;
    page.wait_until("a tone", "window.tones.length > 0").await;
    heard(page).await[0]
}

#[tokio::test]
async fn sound_is_off_until_turned_on_and_each_event_has_its_own() {
    // The game really goes take, move, check, move, mate.
    let mut record = GameRecord {
        game: GameKind::Xiangqi,
        seed: Some(1),
        start: Some(START.to_owned()),
        players: [Player::Human, Player::Human],
        actions: Vec::new(),
        end: None,
    };
    record.actions = MOVES.iter().map(|m| (*m).to_owned()).collect();
    let line = replay::<Xiangqi>(&record).expect("a legal game");
    assert!(line.position().outcome().is_some(), "the last move mates");
    record.actions.clear();

    run(|page| async move {
        page.resume_record(&record).await;
        page.wait_for("svg.board .piece").await;
        listen(&page).await;
        assert_eq!(page.text("button.sound").await, "Sound: off");

        // Off: a move makes no sound.
        let plies = page.moves().await.len();
        page.click_cell("a8").await;
        page.click_cell("a5").await;
        page.wait_for_plies(plies + 1).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert!(heard(&page).await.is_empty(), "sound is off by default");
        page.click("button.undo").await;
        page.wait_for_plies(plies).await;

        // Turned on, it says so with a move's tone; and it stays on after a reload.
        page.click("button.sound").await;
        assert_eq!(page.text("button.sound").await, "Sound: on");
        page.wait_until("a tone", "window.tones.length > 0").await;
        assert_eq!(heard(&page).await[0], 660.0);
        page.reload().await;
        page.wait_for("svg.board .piece").await;
        listen(&page).await;
        assert_eq!(page.text("button.sound").await, "Sound: on");

        let expected = [330.0, 660.0, 880.0, 660.0, 523.25];
        for (mv, pitch) in MOVES.iter().zip(expected) {
            assert_eq!(play(&page, mv).await, pitch, "the sound of {mv}");
        }

        // Backgammon's opening roll sounds like dice.
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        listen(&page).await;
        page.new_game("play-friend", None).await;
        page.wait_until("a tone", "window.tones.length > 0").await;
        assert_eq!(heard(&page).await[0], 1200.0);
        let saved: Value = page
            .eval("return localStorage.getItem('tabula.sound');")
            .await;
        assert_eq!(saved, "on");
        page
    })
    .await;
}
