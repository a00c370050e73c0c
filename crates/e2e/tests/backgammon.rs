//! Backgammon in a real browser: only legal moves offered and taken, a dance announced and skipped, bearing off to a
//! gammon banner, pip counts equal to the engine's, hot-seat undo, reload, and the computer's play (the native
//! engine's, with the page responsive while the worker thinks).

use std::time::Duration;

use backgammon::{Backgammon, Color, GameState, Move, Phase, PlayBuilder, Position};
use boardgame::{Game, GameKind, GameRecord, Level, Player, RecordEnd, Seat, Turn};
use e2e::{Page, run};
use games::{computer_move, replay};

/// A spot's `data-point` on the board: points in White's numbering, `bar`, `off`.
fn spot(mover: Color, point: u8) -> String {
    match point {
        25 => "bar".into(),
        0 => "off".into(),
        p if mover == Color::White => p.to_string(),
        p => (25 - p).to_string(),
    }
}

fn spot_css(name: &str) -> String {
    format!("svg.board rect.spot[data-point='{name}']")
}

/// The game on the page, replayed by the native engine (once the saved record has caught up with the move list).
async fn state(page: &Page) -> (GameRecord, GameState) {
    page.wait_until(
        "the saved game to match the move list",
        "JSON.parse(localStorage.getItem('tabula.game.backgammon')).actions.length
            === document.querySelectorAll('.moves .ply').length",
    )
    .await;
    let record = page.saved_record(GameKind::Backgammon).await;
    let state = *replay::<Backgammon>(&record)
        .expect("the page's record is legal")
        .position();
    (record, state)
}

async fn ply_count_is(page: &Page, plies: usize) {
    page.wait_until(
        &format!("{plies} entries in the move list"),
        &format!("document.querySelectorAll('.moves .ply').length === {plies}"),
    )
    .await;
}

/// The pip counts shown under the board equal the engine's.
async fn assert_pips(page: &Page, state: &GameState) {
    for color in [Color::White, Color::Black] {
        let shown = page.text(&format!(".pip[data-color='{color}'] b")).await;
        assert_eq!(shown, state.pip_count(color).to_string(), "{color} pips");
    }
}

/// Plays `moves` (the mover's numbering) by clicks, then confirms.
async fn click_play(page: &Page, mover: Color, moves: &[Move]) {
    for m in moves {
        page.click(&spot_css(&spot(mover, m.from))).await;
        page.click(&spot_css(&spot(mover, m.to))).await;
    }
    page.click("button.confirm").await;
}

fn hot_seat_record(seed: u64, start: Option<String>) -> GameRecord {
    GameRecord {
        game: GameKind::Backgammon,
        seed: Some(seed),
        start,
        players: [Player::Human, Player::Human],
        actions: Vec::new(),
        end: None,
    }
}

fn start_id(mine: &[(usize, u8)], theirs: &[(usize, u8)]) -> String {
    let position = Position::from_points(mine, theirs).expect("a valid position");
    GameState::from_position(position, Color::White).gnubg_id()
}

#[tokio::test]
async fn hot_seat_offers_only_legal_moves_and_undoes_whole_turns() {
    run(|page| async move {
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        page.new_game("play-friend", None).await;
        ply_count_is(&page, 1).await; // the opening roll, made at once
        assert!(
            page.console_errors().await.is_empty(),
            "{:?}",
            page.console_errors().await
        );
        let (_, before) = state(&page).await;
        let Phase::Move(dice) = before.phase() else {
            panic!("a player should be on roll after the opening");
        };
        let mover = before.on_roll();
        assert_pips(&page, &before).await;
        assert!(page.text(".opening").await.contains("Opening roll"));

        // Selecting a checker lights exactly the engine's destinations for it (single dice and combined).
        let builder = PlayBuilder::new(before.position(), dice);
        let play = before.legal_plays()[0];
        let first = play.moves()[0];
        page.click(&spot_css(&spot(mover, first.from))).await;
        let mut expected: Vec<String> = builder
            .destinations(first.from)
            .into_iter()
            .map(|(to, _)| spot(mover, to))
            .collect();
        expected.sort();
        assert_eq!(page.destinations().await, expected);

        // An illegal target: a point the opponent holds. Dragging there is refused and nothing moves.
        let blocked = (1..=24u8)
            .find(|&p| before.position().theirs(usize::from(p)) >= 2 && p < first.from)
            .expect("the opponent holds a point ahead");
        page.click(&spot_css(&spot(mover, first.from))).await; // deselect
        page.drag_between(
            &spot_css(&spot(mover, first.from)),
            &spot_css(&spot(mover, blocked)),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(page.text(".sr-only").await.contains("not allowed"));
        assert_eq!(
            page.eval("return document.querySelector('button.take-back').disabled;")
                .await,
            true,
            "no move was made"
        );

        // The engine's first legal play, clicked move by move, then confirmed.
        click_play(&page, mover, play.moves()).await;
        ply_count_is(&page, 3).await; // the play and the next roll
        let (record, after) = state(&page).await;
        assert_eq!(
            record.actions[1],
            Backgammon::format_action(&before, &backgammon::Action::Play(play))
        );
        assert_pips(&page, &after).await;

        // Reload resumes; undo takes the whole turn back (the roll after it too), keeping the opening roll.
        page.reload().await;
        ply_count_is(&page, 3).await;
        page.screenshot("backgammon-hot-seat").await;
        page.click("button.undo").await;
        ply_count_is(&page, 1).await;
        let (_, undone) = state(&page).await;
        assert_eq!(undone, before);
        assert!(page.console_errors().await.is_empty());
        page
    })
    .await;
}

#[tokio::test]
async fn a_dance_is_announced_and_skipped() {
    run(|page| async move {
        // White on the bar against a closed board: whatever the roll, White cannot enter.
        let start = start_id(
            &[(25, 1), (6, 14)],
            &[
                (19, 2),
                (20, 2),
                (21, 2),
                (22, 2),
                (23, 2),
                (24, 2),
                (18, 3),
            ],
        );
        page.resume_record(&hot_seat_record(4, Some(start))).await;
        page.wait_for(".notice").await;
        let notice = page.text(".notice").await;
        assert!(
            notice.contains("White rolled") && notice.contains("cannot move"),
            "{notice}"
        );
        let (record, state) = state(&page).await;
        assert_eq!(
            record.actions.len(),
            3,
            "roll, dance, Black's roll: {record:?}"
        );
        assert_eq!(
            Backgammon::turn(&state),
            Turn::Player(boardgame::Seat::Second)
        );
        assert!(page.text(".status").await.contains("Black"));
        page.screenshot("backgammon-dance").await;
        page
    })
    .await;
}

#[tokio::test]
async fn bearing_off_the_last_checkers_wins_a_gammon() {
    run(|page| async move {
        // White bears off its last two checkers; Black has borne off none: a gammon.
        let start = start_id(&[(1, 2)], &[(20, 15)]);
        page.resume_record(&hot_seat_record(9, Some(start))).await;
        page.wait_for("button.confirm").await;
        let (_, before) = state(&page).await;
        let play = before.legal_plays()[0];
        assert!(play.moves().iter().all(|m| m.to == 0 || m.to == 1));
        click_play(&page, Color::White, play.moves()).await;
        let banner = page.wait_for(".banner").await.text().await.unwrap();
        let (_, after) = state(&page).await;
        let win = after.outcome().expect("the engine ends the game");
        assert_eq!(win.kind().name(), "gammon");
        assert!(
            banner.contains("White won") && banner.contains("gammon"),
            "{banner}"
        );
        assert_eq!(
            page.eval(
                "return document.querySelector(\"g.off[data-color='white']\").dataset.count;"
            )
            .await,
            "15"
        );
        page.screenshot("backgammon-gammon").await;
        page
    })
    .await;
}

/// Every computer action in `record` is the one the native engine plays at `level`.
fn computer_plays_match(record: &GameRecord, level: Level) -> usize {
    let line = replay::<Backgammon>(record).unwrap();
    let (mut ply, mut checked) = (0, 0);
    line.visit(|before, _| {
        if let Turn::Player(seat) = Backgammon::turn(before)
            && record.players[seat.index()] != Player::Human
        {
            let mut earlier = record.clone();
            earlier.actions.truncate(ply);
            assert_eq!(
                computer_move(&earlier, level, None).unwrap(),
                record.actions[ply],
                "ply {ply}: wasm and native disagree"
            );
            checked += 1;
        }
        ply += 1;
    });
    checked
}

/// The spots the latest play of `record` (not a dance) went from and to, as the board names them, sorted.
fn latest_play(record: &GameRecord) -> Option<(Vec<String>, Vec<String>)> {
    let mut latest = None;
    replay::<Backgammon>(record)
        .unwrap()
        .visit(|before, action| {
            if let backgammon::Action::Play(play) = action
                && !play.is_dance()
            {
                let mover = before.on_roll();
                let names = |point: fn(&Move) -> u8| {
                    let mut names: Vec<String> =
                        play.moves().iter().map(|m| spot(mover, point(m))).collect();
                    names.sort();
                    names.dedup();
                    names
                };
                latest = Some((names(|m| m.from), names(|m| m.to)));
            }
        });
    latest
}

/// The `data-point`s of the board's marks matching `class` (`.last`, ...), sorted.
async fn marks(page: &Page, class: &str) -> Vec<String> {
    let script = format!(
        "return [...new Set(Array.from(document.querySelectorAll('.marks rect{class}')).map(r => r.dataset.point))];"
    );
    let mut names: Vec<String> = serde_json::from_value(page.eval(&script).await).unwrap();
    names.sort();
    names
}

#[tokio::test]
async fn the_computer_plays_the_native_engines_moves_and_the_page_stays_responsive() {
    run(|page| async move {
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        page.new_game("level-expert", Some("backgammon-seat-white"))
            .await;
        let mut marked = 0;
        for _turn in 0..2 {
            // Wait for the person's turn (the computer may have opened).
            page.wait_for("button.confirm").await;
            let (record, state) = state(&page).await;
            // The computer's play stays marked after the person's roll: where its checkers went, and came from.
            if let Some((from, to)) = latest_play(&record) {
                assert_eq!(marks(&page, ".last:not(.from)").await, to, "{record:?}");
                assert_eq!(marks(&page, ".last.from").await, from, "{record:?}");
                marked += 1;
            }
            let play = state.legal_plays()[0];
            click_play(&page, Color::White, play.moves()).await;
            let frames = page
                .client
                .execute_async(
                    "const done = arguments[arguments.length - 1]; let n = 0; const t = performance.now();
                     (function tick() { n++; if (performance.now() - t < 500) requestAnimationFrame(tick); else done(n); })();",
                    vec![],
                )
                .await
                .unwrap();
            assert!(frames.as_u64().unwrap() >= 10, "only {frames} frames in 500 ms");
        }
        page.wait_for("button.confirm").await;
        let (record, _) = state(&page).await;
        let checked = computer_plays_match(&record, Level::Expert);
        assert!(checked >= 2, "the computer played {checked} times");
        assert!(marked >= 1, "the computer's play was seen marked {marked} times");
        page.screenshot("backgammon-computer").await;
        page
    })
    .await;
}

#[tokio::test]
async fn the_move_list_says_whose_turn_each_line_is_and_numbers_points_from_the_bottom() {
    let mut record = hot_seat_record(5, None);
    record.actions = ["opening 3 1", "8/5 6/5", "roll 6 4", "24/18 13/9"]
        .map(String::from)
        .to_vec();
    replay::<Backgammon>(&record).expect("a legal game");
    run(|page| async move {
        page.resume_record(&record).await;
        // The record, and White's roll that the table makes next by itself.
        ply_count_is(&page, 5).await;
        let moves = page.moves().await;
        // White at the bottom: Black's 24/18 13/9 is White's 1/7 12/16.
        assert_eq!(
            moves[..4],
            ["White 3-1", "8/5 6/5", "Black 6-4", "1/7 12/16"]
        );
        assert!(moves[4].starts_with("White "), "{moves:?}");
        // Flipped, the list reads from Black's side, as the board's numbers then do.
        page.click("button.flip").await;
        page.wait_until(
            "the list renumbered",
            "document.querySelectorAll('.moves .ply')[1].textContent === '17/20 19/20'",
        )
        .await;
        assert_eq!(
            page.moves().await[..4],
            ["White 3-1", "17/20 19/20", "Black 6-4", "24/18 13/9"]
        );
        page
    })
    .await;
}

/// A resigned game says what the resignation conceded (here a backgammon: the loser had borne off nothing and still
/// has its back checkers in the winner's home board), and the move list says whose point numbering it reads in.
#[tokio::test]
async fn a_resignation_says_what_it_conceded_and_the_moves_their_numbering() {
    let record = GameRecord {
        game: GameKind::Backgammon,
        seed: None,
        start: None,
        players: [Player::Human, Player::Human],
        actions: vec!["opening 3 1".to_owned(), "8/5 6/5".to_owned()],
        end: Some(RecordEnd::Resigned { seat: Seat::Second }),
    };
    run(|page| async move {
        page.open("/").await;
        page.wait_for("main").await;
        let script = format!(
            "localStorage.setItem('tabula.history.backgammon', {}); return null;",
            serde_json::Value::String(serde_json::to_string(&[record]).unwrap())
        );
        page.eval(&script).await;
        page.open("/backgammon").await;
        page.wait_for(".history li.finished").await;
        let result = page.text(".history li.finished .result").await;
        assert!(
            result.contains("Black resigned, conceding a backgammon"),
            "{result}"
        );
        assert_eq!(
            page.text(".numbering").await,
            "Points are numbered from White's side, as on the board (exported records number each play from its \
             mover's side)."
        );
        page
    })
    .await;
}
