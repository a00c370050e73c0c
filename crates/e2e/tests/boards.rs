//! Xiangqi and Hnefatafl in a real browser: moves by click, drag and keyboard rules of refusal, highlights, undo,
//! reload, the computer in its worker, offline play, a whole game to its banner, and the wasm AI against the native
//! one. Needs the bundle (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use std::time::Duration;

use boardgame::{GameKind, GameRecord, Level, Outcome, Player, Seat};
use e2e::{Page, run};
use games::{chance_move, computer_move, replay};
use hnefatafl::Hnefatafl;

use xiangqi::Xiangqi;

/// What the tests need to know of each game.
#[derive(Clone, Copy)]
struct Spec {
    kind: GameKind,
    /// The first seat's radio value in the new-game form.
    first_seat: &'static str,
    /// A legal first move, played by clicks.
    click_move: (&'static str, &'static str),
    /// A legal reply, played by dragging.
    drag_move: (&'static str, &'static str),
    /// A move that is not legal after those two (the piece must come back).
    illegal: (&'static str, &'static str),
}

const XIANGQI: Spec = Spec {
    kind: GameKind::Xiangqi,
    first_seat: "xiangqi-seat-red",
    click_move: ("h2", "e2"),
    drag_move: ("h9", "g7"),
    illegal: ("a0", "a5"),
};

const HNEFATAFL: Spec = Spec {
    kind: GameKind::Hnefatafl,
    first_seat: "hnefatafl-seat-attackers",
    click_move: ("d1", "d4"),
    drag_move: ("f4", "f3"),
    illegal: ("a4", "a1"),
};

/// The cells a move text names: ICCS `h2e2` or OpenTafl `d1-d4xd5`.
fn cells(kind: GameKind, text: &str) -> (String, String) {
    match kind {
        GameKind::Xiangqi => (text[..2].to_owned(), text[2..4].to_owned()),
        _ => {
            let (from, rest) = text.split_once('-').expect("a tafl move has a dash");
            (from.to_owned(), rest.split('x').next().unwrap().to_owned())
        }
    }
}

/// The destinations the engine allows from `from` at the start.
fn engine_destinations(kind: GameKind, from: &str) -> Vec<String> {
    let texts: Vec<String> = match kind {
        GameKind::Xiangqi => xiangqi::GameState::new()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect(),
        _ => {
            let game = hnefatafl::GameState::new();
            game.legal_moves()
                .iter()
                .map(|&m| hnefatafl::notation::format_move(game.position(), m))
                .collect()
        }
    };
    let mut dests: Vec<String> = texts
        .iter()
        .map(|t| cells(kind, t))
        .filter(|(f, _)| f == from)
        .map(|(_, to)| to)
        .collect();
    dests.sort();
    dests
}

fn record(kind: GameKind, seed: u64, players: [Player; 2]) -> GameRecord {
    GameRecord {
        game: kind,
        seed: Some(seed),
        start: None,
        players,
        actions: Vec::new(),
        end: None,
    }
}

async fn open_fresh(page: &Page, spec: Spec, opponent: &str, side: Option<&str>) {
    page.open(&format!("/{}", spec.kind)).await;
    page.wait_for("svg.board rect.cell").await;
    page.new_game(opponent, side).await;
    page.wait_until(
        "an empty move list",
        "document.querySelectorAll('.moves .ply').length === 0",
    )
    .await;
}

async fn hot_seat(spec: Spec) {
    run(move |page| async move {
        // A cold first visit: how long until the board takes input (for the notes; polled every 50 ms).
        page.open(&format!("/{}", spec.kind)).await;
        page.wait_for("svg.board rect.cell").await;
        let ready = page.eval("return performance.now();").await;
        println!(
            "{}: board interactive {:.0} ms after navigation (cold)",
            spec.kind,
            ready.as_f64().unwrap()
        );
        open_fresh(&page, spec, "play-friend", None).await;
        assert!(
            page.console_errors().await.is_empty(),
            "{:?}",
            page.console_errors().await
        );

        // Click a piece: exactly the engine's destinations light up; click one of them: the piece moves.
        let (from, to) = spec.click_move;
        page.click_cell(from).await;
        assert_eq!(
            page.destinations().await,
            engine_destinations(spec.kind, from)
        );
        let mover = page.piece_on(from).await.expect("a piece to move");
        page.click_cell(to).await;
        page.wait_until(
            "the first move",
            "document.querySelectorAll('.moves .ply').length === 1",
        )
        .await;
        assert_eq!(page.piece_on(to).await, Some(mover));
        assert_eq!(page.piece_on(from).await, None);

        // Drag the reply into place.
        let (from, to) = spec.drag_move;
        let dragged = page.piece_on(from).await.expect("a piece to drag");
        page.drag(from, to).await;
        page.wait_until(
            "the dragged move",
            "document.querySelectorAll('.moves .ply').length === 2",
        )
        .await;
        assert_eq!(page.piece_on(to).await, Some(dragged.clone()));

        // An illegal drag is refused and the piece goes back.
        let before = page.pieces().await;
        let (from, to) = spec.illegal;
        page.drag(from, to).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(
            page.pieces().await,
            before,
            "an illegal move changed the board"
        );
        assert_eq!(page.moves().await.len(), 2);
        assert!(
            page.text(".sr-only").await.contains("not allowed"),
            "the refusal is announced"
        );

        // Reload: the game resumes where it was.
        page.reload().await;
        page.wait_until(
            "the resumed game",
            "document.querySelectorAll('.moves .ply').length === 2",
        )
        .await;
        assert_eq!(page.pieces().await, before);
        page.screenshot(&format!("{}-hot-seat", spec.kind)).await;

        // Undo twice: back to the start.
        page.click("button.undo").await;
        page.wait_until(
            "one undo",
            "document.querySelectorAll('.moves .ply').length === 1",
        )
        .await;
        assert_eq!(page.piece_on(spec.drag_move.0).await, Some(dragged));
        page.click("button.undo").await;
        page.wait_until(
            "two undos",
            "document.querySelectorAll('.moves .ply').length === 0",
        )
        .await;
        assert!(
            page.console_errors().await.is_empty(),
            "{:?}",
            page.console_errors().await
        );
        page
    })
    .await;
}

#[tokio::test]
async fn xiangqi_hot_seat_click_drag_refusal_reload_undo() {
    hot_seat(XIANGQI).await;
}

#[tokio::test]
async fn hnefatafl_hot_seat_click_drag_refusal_reload_undo() {
    hot_seat(HNEFATAFL).await;
}

/// Against Expert: while the worker searches, animation frames keep coming and a click is handled; the reply is the
/// native engine's move for the same record.
async fn computer_keeps_page_responsive(spec: Spec) {
    run(move |page| async move {
        open_fresh(&page, spec, "level-expert", Some(spec.first_seat)).await;
        let (from, to) = spec.click_move;
        page.click_cell(from).await;
        page.click_cell(to).await;
        page.wait_for(".status.thinking").await;
        let frames = page
            .client
            .execute_async(
                "const done = arguments[arguments.length - 1]; let n = 0; const t = performance.now();
                 (function tick() { n++; if (performance.now() - t < 500) requestAnimationFrame(tick); else done(n); })();",
                vec![],
            )
            .await
            .unwrap();
        let flip_before = page.eval("return document.querySelector('svg.board g.piece').getAttribute('transform');").await;
        page.click("button.flip").await;
        let flip_after = page.eval("return document.querySelector('svg.board g.piece').getAttribute('transform');").await;
        let still_thinking = !page.text(".status.thinking").await.is_empty();
        page.wait_until("the computer's reply", "document.querySelectorAll('.moves .ply').length === 2").await;
        assert!(frames.as_u64().unwrap() >= 10, "only {frames} animation frames in 500 ms of thinking");
        assert_ne!(flip_before, flip_after, "the flip click was not handled while the computer thought");
        assert!(still_thinking || frames.as_u64().unwrap() >= 10);

        let mut saved = page.saved_record(spec.kind).await;
        let reply = saved.actions.pop().unwrap();
        assert_eq!(computer_move(&saved, Level::Expert, None).unwrap(), reply, "wasm and native disagree");
        page.screenshot(&format!("{}-computer", spec.kind)).await;
        page
    })
    .await;
}

#[tokio::test]
async fn xiangqi_computer_reply_keeps_page_responsive() {
    computer_keeps_page_responsive(XIANGQI).await;
}

#[tokio::test]
async fn hnefatafl_computer_reply_keeps_page_responsive() {
    computer_keeps_page_responsive(HNEFATAFL).await;
}

/// Once loaded, the app works with the server gone: the service worker serves it and the computer still answers.
async fn offline(spec: Spec) {
    run(move |mut page| async move {
        page.open(&format!("/{}", spec.kind)).await;
        page.wait_for("svg.board rect.cell").await;
        page.wait_until(
            "the service worker in control",
            "navigator.serviceWorker.controller !== null",
        )
        .await;
        page.server.cut_off().await;
        page.reload().await;
        page.wait_for("svg.board rect.cell").await;
        open_fresh(&page, spec, "level-easy", Some(spec.first_seat)).await;
        let (from, to) = spec.click_move;
        page.click_cell(from).await;
        page.click_cell(to).await;
        page.wait_until(
            "the computer's reply offline",
            "document.querySelectorAll('.moves .ply').length === 2",
        )
        .await;
        page
    })
    .await;
}

#[tokio::test]
async fn xiangqi_plays_offline() {
    offline(XIANGQI).await;
}

#[tokio::test]
async fn hnefatafl_plays_offline() {
    offline(HNEFATAFL).await;
}

/// A whole game (the native computer's Normal against its Easy, seed fixed) clicked move by move on a hot-seat
/// board ends with the banner naming the winner and the reason the engine gives.
async fn whole_game(spec: Spec, seed: u64) {
    let mut game = record(spec.kind, seed, [Player::Human, Player::Human]);
    let level = |ply: usize| {
        if ply.is_multiple_of(2) {
            Level::Normal
        } else {
            Level::Easy
        }
    };
    while game.actions.len() < 400 {
        match computer_move(&game, level(game.actions.len()), None) {
            Ok(action) => game.actions.push(action),
            Err(_) => break,
        }
    }
    let (winner, reason) = ending(&game);
    run(move |page| async move {
        open_fresh(&page, spec, "play-friend", None).await;
        for (ply, action) in game.actions.iter().enumerate() {
            let (from, to) = cells(spec.kind, action);
            page.click_cell(&from).await;
            page.click_cell(&to).await;
            let script = format!(
                "document.querySelectorAll('.moves .ply').length === {}",
                ply + 1
            );
            page.wait_until(&format!("move {} ({action})", ply + 1), &script)
                .await;
        }
        let banner = page.wait_for(".banner").await.text().await.unwrap();
        assert!(
            banner.contains(&winner) && banner.contains(&reason),
            "banner {banner:?}: expected {winner} / {reason}"
        );
        page.screenshot(&format!("{}-result", spec.kind)).await;
        page
    })
    .await;
}

/// The winner's name and the reason's words as the English catalogue writes them.
fn ending(game: &GameRecord) -> (String, String) {
    let (outcome, reason) = match game.game {
        GameKind::Xiangqi => {
            let line = replay::<Xiangqi>(game).unwrap();
            let end = line.position().outcome().expect("the game ended");
            (end.outcome(), end.reason())
        }
        _ => {
            let line = replay::<Hnefatafl>(game).unwrap();
            let win = line.position().outcome().expect("the game ended");
            (win.outcome(), win.reason())
        }
    };
    let seat = |seat: Seat| match (game.game, seat) {
        (GameKind::Xiangqi, Seat::First) => "Red won",
        (GameKind::Xiangqi, Seat::Second) => "Black won",
        (_, Seat::First) => "Attackers won",
        (_, Seat::Second) => "Defenders won",
    };
    let winner = match outcome {
        Outcome::Win(s) => seat(s).to_owned(),
        Outcome::Draw => "Draw".to_owned(),
    };
    let words = match reason {
        "checkmate" => "checkmate",
        "stalemate" => "stalemate",
        "perpetual_check" => "perpetual check",
        "perpetual_chase" => "perpetual chase",
        "repetition" => "repetition",
        "sixty_moves" => "sixty moves",
        "insufficient_material" => "neither side can attack",
        "king_escaped" => "escaped",
        "king_captured" => "captured",
        "no_legal_move" => "no legal move",
        other => panic!("unexpected end reason {other}"),
    };
    (winner, words.to_owned())
}

#[tokio::test]
async fn xiangqi_whole_game_ends_with_the_right_banner() {
    whole_game(XIANGQI, 3).await;
}

#[tokio::test]
async fn hnefatafl_whole_game_ends_with_the_right_banner() {
    whole_game(HNEFATAFL, 3).await;
}

/// The worker's answers for a fixed set of (record, level) equal the native engine's; Expert's time per move in
/// the browser is printed (p95) for the notes.
#[tokio::test]
async fn wasm_ai_matches_native_ai() {
    let (mut questions, mut natives) = (Vec::new(), Vec::new());
    for kind in [GameKind::Xiangqi, GameKind::Hnefatafl, GameKind::Backgammon] {
        for seed in 0..4u64 {
            // A few plies of Easy self-play (dice drawn from the seed) give varied positions.
            let mut game = record(kind, seed, [Player::Human, Player::Human]);
            let next = |game: &GameRecord| {
                computer_move(game, Level::Easy, None)
                    .or_else(|_| chance_move(game))
                    .unwrap()
            };
            for _ in 0..(4 + 3 * seed) {
                let action = next(&game);
                game.actions.push(action);
            }
            if computer_move(&game, Level::Easy, None).is_err() {
                let roll = next(&game);
                game.actions.push(roll);
            }
            for level in [Level::Easy, Level::Normal, Level::Expert] {
                natives.push(computer_move(&game, level, None).unwrap());
                questions.push((game.clone(), level));
            }
        }
    }
    // Xiangqi's Expert plays a learned correction: its twenty benchmark positions (openings, middlegames and
    // endgames) check that network's integer inference in wasm and give its time a move a fairer p95.
    for fen in xiangqi::ai::bench::POSITIONS {
        let mut game = record(GameKind::Xiangqi, 0, [Player::Human, Player::Human]);
        game.start = Some(fen.to_owned());
        natives.push(computer_move(&game, Level::Expert, None).unwrap());
        questions.push((game, Level::Expert));
    }
    let answers = e2e::worker_answers(&questions).await;
    let mut expert_ms: Vec<(GameKind, f64)> = Vec::new();
    for (((game, level), native), (wasm, ms)) in questions.iter().zip(&natives).zip(answers) {
        let kind = game.game;
        assert_eq!(
            &wasm, native,
            "{kind} {level:?}: wasm played {wasm}, native {native}"
        );
        if *level == Level::Expert {
            expert_ms.push((kind, ms));
        }
    }
    for kind in [GameKind::Xiangqi, GameKind::Hnefatafl, GameKind::Backgammon] {
        let mut times: Vec<f64> = expert_ms
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, t)| *t)
            .collect();
        times.sort_by(f64::total_cmp);
        let p95 = times[((times.len() as f64 * 0.95).ceil() as usize).saturating_sub(1)];
        println!(
            "{kind}: Expert in the browser, {} moves, p95 {p95:.0} ms, max {:.0} ms",
            times.len(),
            times.last().unwrap()
        );
    }
}
