//! Banqi in a real browser: the first flip deciding the colours and the hidden-piece counts, a cannon's jump
//! capture, refused actions, undo and reload, the computer in its worker (and its reply against the native engine's),
//! a game from a set-up position to its banner, and the wasm AI against the native one. Needs the bundle
//! (`cargo xtask site`) and Debian's `chromium` + `chromium-driver`.

use std::collections::BTreeMap;
use std::time::Duration;

use banqi::{Banqi, PieceCounts};
use boardgame::{Game, GameKind, GameRecord, Level, Outcome, Player, Seat};
use e2e::{Page, run};
use games::{computer_move, replay};
use serde_json::json;

/// Red to move: the cannon on a1 can jump the face-down b1 onto Black's horse on c1; the soldier on a2 may step to
/// a3 only (Black's chariot on b2 outranks it); twelve plies without progress so far.
const CANNON_JUMP: &str = "8/8/Pr6/C?Ph1k3 1 r 12";

/// Near the end: Red's general and chariot against Black's last horse and a soldier still face down.
const ENDGAME: &str = "8/2h5/1?p2K3/1R6 1 r 0";

fn record(seed: u64, start: Option<&str>, players: [Player; 2]) -> GameRecord {
    GameRecord {
        game: GameKind::Banqi,
        seed: Some(seed),
        start: start.map(str::to_owned),
        players,
        actions: Vec::new(),
        end: None,
    }
}

const HOT_SEAT: [Player; 2] = [Player::Human, Player::Human];

/// The panel's still-hidden counts: piece letter → count.
async fn hidden_counts(page: &Page) -> BTreeMap<String, u32> {
    let value = page
        .eval(
            "return Array.from(document.querySelectorAll('.hidden-counts [data-piece]'))
                .map(e => [e.dataset.piece, Number(e.textContent)]);",
        )
        .await;
    let pairs: Vec<(String, u32)> = serde_json::from_value(value).expect("counts as pairs");
    pairs.into_iter().collect()
}

/// The counts the panel should show for a bag.
fn counts_of(bag: PieceCounts) -> BTreeMap<String, u32> {
    PieceCounts::full_set()
        .iter()
        .map(|(piece, _)| (piece.letter().to_string(), u32::from(bag.get(piece))))
        .collect()
}

/// The cells to press for an action in record notation: `flip c4 = C` is one press, `a1-a2` / `a1xc1` two.
fn presses(action: &str) -> Vec<String> {
    if let Some(rest) = action.strip_prefix("flip ") {
        return vec![rest[..2].to_owned()];
    }
    vec![action[..2].to_owned(), action[3..5].to_owned()]
}

async fn play_by_clicks(page: &Page, action: &str, ply: usize) {
    for cell in presses(action) {
        page.click_cell(&cell).await;
    }
    page.wait_for_plies(ply).await;
}

async fn open_fresh(page: &Page, opponent: &str) {
    page.open("/banqi").await;
    page.wait_for("svg.board rect.cell").await;
    page.new_game(opponent, None).await;
    page.wait_for_plies(0).await;
}

async fn assert_no_console_errors(page: &Page) {
    let errors = page.console_errors().await;
    assert!(errors.is_empty(), "{errors:?}");
}

#[tokio::test]
async fn first_flip_assigns_colours_and_counts_then_reload_and_undo() {
    run(|page| async move {
        page.open("/banqi").await;
        page.wait_for("svg.board rect.cell").await;
        let ready = page.eval("return performance.now();").await;
        println!(
            "banqi: board interactive {:.0} ms after navigation (cold)",
            ready.as_f64().unwrap()
        );
        open_fresh(&page, "play-friend").await;
        assert_no_console_errors(&page).await;

        let start = page.pieces().await;
        assert_eq!(start.len(), 32);
        assert!(
            start.iter().all(|(_, class)| class.contains("hidden")),
            "{start:?}"
        );
        assert!(page.text(".status").await.contains("First player to move"));
        assert_eq!(
            page.text(".you-are").await,
            "",
            "no colour to announce in hot-seat play"
        );
        let full = counts_of(PieceCounts::full_set());
        assert_eq!(hidden_counts(&page).await, full);
        assert!(page.text(".hidden-counts").await.contains("32"));

        // One press flips; the revealed piece gives the first player its colour.
        page.click_cell("c2").await;
        page.wait_for_plies(1).await;
        let saved = page.saved_record(GameKind::Banqi).await;
        let flip = &saved.actions[0];
        let letter = flip
            .strip_prefix("flip c2 = ")
            .expect("a flip of c2 with its result");
        let revealed = banqi::Piece::from_letter(letter.chars().next().unwrap()).unwrap();
        let red = revealed.color == banqi::Color::Red;
        let class = page.piece_on("c2").await.expect("the flipped piece");
        assert!(
            !class.contains("hidden") && class.contains(if red { "red" } else { "black" }),
            "{class}"
        );
        let second = if red { "Black" } else { "Red" };
        assert!(
            page.text(".status")
                .await
                .contains(&format!("{second} to move")),
            "{}",
            page.text(".status").await
        );
        assert!(page.moves().await[0].starts_with("c2="));
        let mut expected = full.clone();
        *expected.get_mut(letter).unwrap() -= 1;
        assert_eq!(
            hidden_counts(&page).await,
            expected,
            "exactly the flipped piece left the counts"
        );
        page.screenshot("banqi-first-flip").await;

        // Reload: the same flip is still there.
        let after = page.pieces().await;
        page.reload().await;
        page.wait_for_plies(1).await;
        assert_eq!(page.pieces().await, after);

        // Undo: everything face down again, nobody has a colour.
        page.click("button.undo").await;
        page.wait_for_plies(0).await;
        assert!(
            page.pieces()
                .await
                .iter()
                .all(|(_, class)| class.contains("hidden"))
        );
        assert!(page.text(".status").await.contains("First player to move"));
        assert_eq!(hidden_counts(&page).await, full);
        assert_no_console_errors(&page).await;
        page
    })
    .await;
}

/// The record panel's "Position and moves" text, read once the panel is open.
async fn exported(page: &Page) -> String {
    page.click("details.record summary").await;
    page.wait_until(
        "the panel's text",
        "document.querySelector('.export-text').value.length > 0",
    )
    .await;
    let text = page
        .eval("return document.querySelector('.export-text').value;")
        .await;
    page.click("details.record summary").await;
    text.as_str().unwrap().to_owned()
}

/// While a game is in progress nothing on the page tells a face-down piece: the Hint names the square to turn over,
/// and the record panel writes the position as the players see it (the whole position once the game is over: the
/// endgame test).
#[tokio::test]
async fn hint_and_record_panel_show_only_what_the_players_see() {
    run(|page| async move {
        open_fresh(&page, "play-friend").await;
        for ply in 0..2 {
            page.click("button.hint").await;
            let hint = page.wait_for(".hint-text").await.text().await.unwrap();
            let square = hint
                .strip_prefix("Hint: turn over ")
                .unwrap_or_else(|| panic!("{hint:?} is not a flip's square alone"));
            let square: banqi::Square = square.parse().expect("a square");
            let line = replay::<Banqi>(&page.saved_record(GameKind::Banqi).await).unwrap();
            let position = line.position();
            assert!(
                position.hidden_piece(square).is_some(),
                "{square} is face down"
            );
            let text = exported(&page).await;
            let (written, _) = text.split_once('\n').unwrap_or((&text, ""));
            assert_eq!(written, position.view().to_string(), "ply {ply}");
            assert!(!text.contains(&Banqi::format_position(position)));
            play_by_clicks(&page, &format!("flip {square}"), ply + 1).await;
        }
        assert_no_console_errors(&page).await;
        page
    })
    .await;
}

#[tokio::test]
async fn cannon_jumps_a_screen_and_illegal_actions_are_refused() {
    run(|page| async move {
        let game = record(1, Some(CANNON_JUMP), HOT_SEAT);
        page.resume_record(&game).await;
        page.wait_for("svg.board rect.cell").await;
        page.wait_until(
            "the set-up position",
            "document.querySelector(\"svg.board g.piece[data-cell='a1']\")?.classList.contains('red')",
        )
        .await;
        assert!(page.text(".status").await.contains("Red to move"));
        assert!(page.text(".no-progress").await.contains("12"), "the counter shows from 10");
        let mut only_soldier = counts_of(PieceCounts::empty());
        only_soldier.insert("P".into(), 1);
        assert_eq!(hidden_counts(&page).await, only_soldier);
        let before = page.pieces().await;

        // A soldier may not step onto the chariot, which outranks it.
        page.click_cell("a2").await;
        assert_eq!(page.destinations().await, ["a3"]);
        page.click_cell("b2").await;
        // The opponent's piece cannot be picked up.
        page.click_cell("b2").await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(page.destinations().await, Vec::<String>::new());
        page.drag("a2", "b2").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(page.text(".sr-only").await.contains("not allowed"), "the refusal is announced");
        assert_eq!(page.pieces().await, before, "a refused action changed the board");
        assert!(page.moves().await.is_empty());

        // The cannon's only destination is the jump over the face-down screen.
        page.click_cell("a1").await;
        assert_eq!(page.destinations().await, ["c1"]);
        page.wait_for("svg.board .dest.capture[data-dest='c1']").await;
        let cannon = page.piece_on("a1").await.unwrap();
        page.click_cell("c1").await;
        page.wait_for_plies(1).await;
        assert_eq!(page.moves().await, ["a1xc1"]);
        assert_eq!(page.piece_on("a1").await, None);
        assert_eq!(page.piece_on("c1").await, Some(cannon));
        assert!(page.piece_on("b1").await.unwrap().contains("hidden"), "the screen stays");
        let horses = page
            .eval("return document.querySelectorAll('.captured svg[aria-label=\"black horse\"]').length;")
            .await;
        assert_eq!(horses, json!(2), "the horse joins Black's graveyard");
        assert_eq!(page.text(".no-progress").await, "", "a capture resets the counter");
        assert!(page.text(".status").await.contains("Black to move"));
        page.screenshot("banqi-cannon-light").await;
        page.click("button.theme").await;
        page.wait_until(
            "the dark theme",
            "document.documentElement.dataset.theme === 'dark'",
        )
        .await;
        page.screenshot("banqi-cannon-dark").await;
        assert_no_console_errors(&page).await;
        page
    })
    .await;
}

#[tokio::test]
async fn computer_reply_keeps_page_responsive_matches_native_and_resumes() {
    run(|page| async move {
        open_fresh(&page, "level-expert").await;
        assert!(page.text(".you-are").await.contains("You flip first"));
        let started = std::time::Instant::now();
        page.click_cell("d2").await;
        let frames = page
            .client
            .execute_async(
                "const done = arguments[arguments.length - 1]; let n = 0; const t = performance.now();
                 (function tick() { n++; if (performance.now() - t < 500) requestAnimationFrame(tick); else done(n); })();",
                vec![],
            )
            .await
            .unwrap();
        let flip_before = page
            .eval("return document.querySelector('svg.board g.piece').getAttribute('transform');")
            .await;
        page.click("button.flip").await;
        let flip_after = page
            .eval("return document.querySelector('svg.board g.piece').getAttribute('transform');")
            .await;
        page.wait_for_plies(2).await;
        println!("banqi: Expert's first reply within {:?} of the flip", started.elapsed());
        assert!(frames.as_u64().unwrap() >= 10, "only {frames} animation frames in 500 ms");
        assert_ne!(flip_before, flip_after, "the flip-board click was not handled");

        let mut saved = page.saved_record(GameKind::Banqi).await;
        let reply = saved.actions.pop().unwrap();
        assert_eq!(computer_move(&saved, Level::Expert, None).unwrap(), reply, "wasm and native disagree");
        saved.actions.push(reply);
        let line = replay::<Banqi>(&saved).unwrap();
        let mine = line.position().color_of(Seat::First).unwrap();
        let you = format!("You are {}", if mine == banqi::Color::Red { "Red" } else { "Black" });
        assert_eq!(page.text(".you-are").await, you);

        page.reload().await;
        page.wait_for_plies(2).await;
        assert_eq!(page.text(".you-are").await, you);
        assert_eq!(page.saved_record(GameKind::Banqi).await.actions, saved.actions);
        page.screenshot("banqi-computer").await;
        assert_no_console_errors(&page).await;
        page
    })
    .await;
}

/// A game from [`ENDGAME`], the native computer (Normal for Red, Easy for Black) choosing every action, clicked on a
/// hot-seat board: the banner names the engine's winner and reason.
#[tokio::test]
async fn endgame_played_by_clicks_ends_with_the_right_banner() {
    let mut game = record(5, Some(ENDGAME), HOT_SEAT);
    while game.actions.len() < 40 {
        let level = if game.actions.len().is_multiple_of(2) {
            Level::Normal
        } else {
            Level::Easy
        };
        match computer_move(&game, level, None) {
            Ok(action) => game.actions.push(action),
            Err(_) => break,
        }
    }
    let line = replay::<Banqi>(&game).unwrap();
    let end = line.position().outcome().expect("the endgame ends");
    let winner = match end.outcome() {
        Outcome::Win(seat) => match line.position().color_of(seat).unwrap() {
            banqi::Color::Red => "Red won",
            banqi::Color::Black => "Black won",
        },
        Outcome::Draw => panic!("the endgame was meant to be won: {:?}", game.actions),
    };
    let reason = match end.reason() {
        "all_captured" => "all sixteen pieces captured",
        "no_legal_action" => "no legal action left",
        other => panic!("unexpected end {other}"),
    };
    println!(
        "banqi endgame: {} plies, {winner} — {reason}",
        game.actions.len()
    );
    let actions = game.actions.clone();
    let whole = Banqi::format_position(line.position());
    game.actions.clear();
    run(move |page| async move {
        page.resume_record(&game).await;
        page.wait_for("svg.board rect.cell").await;
        page.wait_for_plies(0).await;
        for (ply, action) in actions.iter().enumerate() {
            play_by_clicks(&page, action, ply + 1).await;
        }
        let banner = page.wait_for(".banner").await.text().await.unwrap();
        assert!(
            banner.contains(winner) && banner.contains(reason),
            "banner {banner:?}: expected {winner} / {reason}"
        );
        assert_eq!(page.saved_record(GameKind::Banqi).await.actions, actions);
        let text = exported(&page).await;
        assert!(
            text.starts_with(&whole),
            "the whole position once the game is over: {text}"
        );
        page.screenshot("banqi-result").await;
        page
    })
    .await;
}

/// The worker's answers for a fixed set of Banqi records equal the native engine's; Expert's time per move in the
/// browser is printed for the notes.
#[tokio::test]
async fn wasm_ai_matches_native_ai() {
    let mut games = Vec::new();
    for seed in 0..4u64 {
        // Easy self-play from a fresh layout gives varied positions, flips and first captures.
        let mut game = record(seed, None, HOT_SEAT);
        for _ in 0..(3 + 5 * seed) {
            let action = computer_move(&game, Level::Easy, None).unwrap();
            game.actions.push(action);
        }
        games.push(game);
    }
    games.push(record(0, Some(CANNON_JUMP), HOT_SEAT));
    games.push(record(0, Some(ENDGAME), HOT_SEAT));
    let (mut questions, mut natives) = (Vec::new(), Vec::new());
    for game in &games {
        for level in [Level::Easy, Level::Normal, Level::Expert] {
            let native = computer_move(game, level, None).unwrap();
            questions.push((game.clone(), level));
            natives.push(native);
        }
    }
    let answers = e2e::worker_answers(&questions).await;
    let mut expert_ms = Vec::new();
    for (((game, level), native), (wasm, ms)) in questions.iter().zip(&natives).zip(answers) {
        assert_eq!(
            &wasm, native,
            "{level:?} {:?}: wasm played {wasm}, native {native}",
            game.actions
        );
        if *level == Level::Expert {
            expert_ms.push(ms);
        }
    }
    expert_ms.sort_by(f64::total_cmp);
    println!(
        "banqi: Expert in the browser, {} moves, median {:.0} ms, max {:.0} ms",
        expert_ms.len(),
        expert_ms[expert_ms.len() / 2],
        expert_ms.last().unwrap()
    );
}
