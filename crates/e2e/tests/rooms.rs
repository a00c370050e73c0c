//! Online rooms in real browsers: two Chromium sessions, each with a profile of its own (two guests), meet in a room
//! made from a game page's new-game form and play each of the four games to its end by the rules, by clicks on the
//! board (and the Roll button in Backgammon). A script chooses each side's moves (the Easy computer's choice) from
//! the room's actions as a WebSocket spectator sees them; the pages must show the same moves and the same result.
//! In Hnefatafl a third browser watches; in Xiangqi a player reloads mid-game and goes on from their seat, and in
//! Backgammon between a roll and the play. Needs the bundle (`cargo xtask site`) and Debian's `chromium` +
//! `chromium-driver`.

use std::time::Instant;

use backgammon::{Action, Backgammon, Color, GameState};
use boardgame::{Game, GameKind, Outcome, Player, RecordEnd, Seat};
use e2e::drive::{backgammon_state, dance_due, perform, until_more};
use e2e::{Browser, run_sessions};
use games::{Live, Session};
use protocol::live::{Played, Role};
use testkit::live::{Guest, Next, Socket, next_move, texts};
use xiangqi::Xiangqi;

/// The longest game the tests let a script play (the server stops a live game at 600 actions).
const MOST_PLIES: usize = 590;

/// Player A makes a room of `game` from the game page's form (as `side`, where the game lets one choose); answers the
/// invitation link the room page shows.
async fn create_room(a: &Browser, game: GameKind, side: Option<&str>) -> String {
    a.open(&format!("/{game}")).await;
    a.wait_for("svg.board").await;
    a.new_game("room-online", side).await;
    a.wait_for(".play.live .invite-link").await;
    let link = a
        .eval("return document.querySelector('.invite-link').value;")
        .await;
    let link = link.as_str().expect("the invitation link").to_owned();
    // The whole link shows, the room's id at its end, at the window's width (a phone's too: the layout test).
    assert_eq!(invite_overflow(a).await, 0.0, "the invitation is cut");
    a.client.set_window_size(390, 844).await.unwrap();
    assert_eq!(
        invite_overflow(a).await,
        0.0,
        "the invitation is cut on a phone"
    );
    a.client.set_window_size(1280, 1000).await.unwrap();
    let prefix = format!("{}/r/", a.base);
    assert!(
        link.starts_with(&prefix),
        "the invitation {link:?} is not a room link on {prefix}"
    );
    assert_eq!(
        a.client.current_url().await.unwrap().as_str(),
        link,
        "the creator is taken to the room"
    );
    assert!(
        a.text(".play.live .status")
            .await
            .contains("Waiting for your friend"),
        "{}",
        a.text(".play.live .status").await
    );
    link
}

/// How far the invitation's text overflows its box (0 when all of it shows).
async fn invite_overflow(page: &Browser) -> f64 {
    page.eval(
        "const area = document.querySelector('.play.live .invite-link');
         return Math.max(0, area.scrollHeight - area.clientHeight, area.scrollWidth - area.clientWidth);",
    )
    .await
    .as_f64()
    .unwrap()
}

/// The seat the page shows as its person's (`li.seat.mine`).
async fn seat_of(browser: &Browser) -> Seat {
    browser.wait_for(".play.live li.seat.mine").await;
    let name = browser
        .eval("return document.querySelector('.play.live li.seat.mine').dataset.seat;")
        .await;
    match name.as_str() {
        Some("first") => Seat::First,
        Some("second") => Seat::Second,
        other => panic!("a seat named {other:?}"),
    }
}

/// The room's id from its link.
fn room_id(link: &str) -> &str {
    link.rsplit('/').next().unwrap()
}

/// Player B opens the invitation and takes the free seat; the script's eyes (a WebSocket spectator) join after
/// them. Answers the pages by seat and the eyes.
async fn meet<'a>(a: &'a Browser, b: &'a Browser, link: &str) -> ([&'a Browser; 2], Socket) {
    b.client.goto(link).await.expect("opening the invitation");
    let (seat_a, seat_b) = (seat_of(a).await, seat_of(b).await);
    assert_eq!(
        seat_b,
        seat_a.opponent(),
        "the second browser is another guest and takes the other seat"
    );
    let by_seat = if seat_a == Seat::First {
        [a, b]
    } else {
        [b, a]
    };
    let mut script = Guest::named("Script");
    let id = room_id(link);
    let info = script.join(&a.base, id).await.expect("joining to watch");
    assert_eq!(info.you, Role::Spectator, "both seats are taken");
    let eyes = script.connect(&a.base, id, None).await;
    assert!(
        eyes.state.started,
        "the game starts once both have sat down"
    );
    for page in by_seat {
        page.wait_until(
            "the game to start on the page",
            "!document.querySelector('.play.live .status').textContent.includes('Waiting')",
        )
        .await;
        assert_eq!(
            page.eval("return document.querySelector('.play.live .invite-link') === null;")
                .await,
            true,
            "the invitation is gone once the seat is taken"
        );
    }
    (by_seat, eyes)
}

/// Plays on by the pages (each seat's moves chosen by the Easy computer, seeded by `seed` and the ply) until the
/// room has `stop` actions or the game ends; checks each action was recorded as the mover's page sent it.
async fn play(game: GameKind, pages: [&Browser; 2], eyes: &mut Socket, seed: u64, stop: usize) {
    while eyes.state.end.is_none() && eyes.state.actions.len() < stop {
        let played = texts(&eyes.state);
        let plies = played.len();
        assert!(plies < MOST_PLIES, "{game}: no end after {plies} actions");
        if dance_due(game, &played) {
            until_more(eyes, plies, "the server's pass for a dance").await;
            continue;
        }
        let Some((seat, next)) = Seat::BOTH.into_iter().find_map(|seat| {
            next_move(game, &played, seat, seed + plies as u64).map(|n| (seat, n))
        }) else {
            // Nobody to decide: the rules ended the game, and the server's end follows the last action.
            until_more(eyes, usize::MAX, "the end of the game").await;
            break;
        };
        perform(pages[seat.index()], game, &played, &next).await;
        until_more(
            eyes,
            plies,
            &format!("{seat:?}'s {next:?} after {plies} actions"),
        )
        .await;
        let recorded = &eyes.state.actions[plies];
        match &next {
            Next::Act(sent) => {
                assert_eq!(recorded.seat, Some(seat), "{game}: {recorded:?}");
                // A Banqi flip is recorded with the piece it revealed.
                let revealed = recorded
                    .action
                    .strip_prefix(sent.as_str())
                    .is_some_and(|rest| sent.starts_with("flip ") && rest.starts_with(" = "));
                assert!(
                    recorded.action == *sent || revealed,
                    "{game}: the page sent {:?} for the script's {sent:?}",
                    recorded.action
                );
            }
            Next::Roll => assert!(
                recorded.action.starts_with("roll"),
                "{game}: {recorded:?} for a roll"
            ),
            Next::Computer(_) => unreachable!("no computer plays in a room"),
        }
    }
}

/// The message `key` of the English catalogue.
fn english(key: &str) -> String {
    let catalogue = include_str!("../../web/locales/en.ftl");
    catalogue
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key} = ")))
        .unwrap_or_else(|| panic!("no {key} in en.ftl"))
        .to_owned()
}

/// What the move list must show for each of the room's actions: the whole entry, or how it begins where chance
/// decided (a flip shows its square and the piece, a roll its dice in brackets). Xiangqi's list is in WXF.
fn entries(game: GameKind, played: &[Played], reader: Seat) -> Vec<(String, bool)> {
    if game == GameKind::Backgammon {
        let mut session = Session::<Backgammon>::follow([Player::Human, Player::Human]);
        for p in played {
            session.accept(&p.action).unwrap();
        }
        let mut shown = Vec::new();
        session
            .line()
            .visit(|before, action| shown.push((backgammon_entry(before, action, reader), true)));
        return shown;
    }
    if game == GameKind::Xiangqi {
        let mut session = Session::<Xiangqi>::follow([Player::Human, Player::Human]);
        for p in played {
            session.accept(&p.action).unwrap();
        }
        let mut wxf = Vec::new();
        session
            .line()
            .visit(|before, action| wxf.push((xiangqi::to_wxf(before.position(), *action), true)));
        return wxf;
    }
    played
        .iter()
        .map(|p| match (game, p.seat, p.action.as_str()) {
            (GameKind::Banqi, _, flip) if flip.starts_with("flip ") => {
                (format!("{}=", &flip[5..7]), false)
            }
            (_, _, action) => (action.to_owned(), true),
        })
        .collect()
}

/// A backgammon move list entry as `reader` (the seat at the bottom of the board) reads it: a roll with the side that
/// rolled it, a play in the reader's point numbers.
fn backgammon_entry(before: &GameState, action: &Action, reader: Seat) -> String {
    let mut after = *before;
    <Backgammon as Game>::apply(&mut after, action);
    let side = |color: Color| english(&format!("backgammon-seat-{color}"));
    match action {
        Action::Opening { white, black } => {
            format!(
                "{} {}-{}",
                side(after.on_roll()),
                white.max(black),
                white.min(black)
            )
        }
        Action::Roll(dice) => format!("{} {}-{}", side(after.on_roll()), dice.high(), dice.low()),
        Action::Play(play) if play.is_dance() => english("backgammon-dance-short"),
        Action::Play(_) => {
            let text = <Backgammon as Game>::format_action(before, action);
            if before.on_roll() == Color::from_seat(reader) {
                text
            } else {
                from_the_other_side(&text)
            }
        }
    }
}

/// A play's text with its points counted from the other side (n becomes 25 − n; `bar`, `off`, hits and repeat
/// counts stay).
fn from_the_other_side(text: &str) -> String {
    let moves: Vec<String> = text
        .split(' ')
        .map(|mv| {
            let (path, count) = mv
                .split_once('(')
                .map_or((mv, String::new()), |(path, count)| {
                    (path, format!("({count}"))
                });
            let steps: Vec<String> = path
                .split('/')
                .map(|step| {
                    let (number, hit) = step.strip_suffix('*').map_or((step, ""), |n| (n, "*"));
                    number
                        .parse::<u8>()
                        .map_or_else(|_| step.to_owned(), |n| format!("{}{hit}", 25 - n))
                })
                .collect();
            format!("{}{count}", steps.join("/"))
        })
        .collect();
    moves.join(" ")
}

/// The English name of `seat`'s side, where it does not depend on the game (a Banqi side's colour comes from the
/// first flip).
fn winner_name(game: GameKind, seat: Seat) -> Option<String> {
    let key = match game {
        GameKind::Xiangqi => format!("xiangqi-seat-{}", xiangqi::Color::from_seat(seat)),
        GameKind::Backgammon => format!("backgammon-seat-{}", Color::from_seat(seat)),
        GameKind::Hnefatafl if seat == Seat::First => "hnefatafl-seat-attackers".to_owned(),
        GameKind::Hnefatafl => "hnefatafl-seat-defenders".to_owned(),
        GameKind::Banqi => return None,
    };
    Some(english(&key))
}

/// After the end: every page shows the same moves as the room and the same result, which names the rules' end.
async fn check_end(game: GameKind, pages: &[&Browser], eyes: &Socket) {
    let end = eyes.state.end.clone().expect("the game ended");
    let RecordEnd::Rules { outcome, reason } = &end else {
        panic!("{game}: ended by {end:?}, not by the rules");
    };
    let plies = eyes.state.actions.len();
    let mut banners = Vec::new();
    let mut lists = Vec::new();
    for page in pages {
        page.wait_for_plies(plies).await;
        banners.push(
            page.wait_for(".play.live .banner")
                .await
                .text()
                .await
                .unwrap(),
        );
        lists.push(page.moves().await);
        let errors = page.console_errors().await;
        assert!(errors.is_empty(), "{game}: {errors:?}");
    }
    // The seats' pages have their own side at the bottom; a spectator's has the first seat's.
    let readers = [Seat::First, Seat::Second, Seat::First];
    for (list, reader) in lists.iter().zip(readers) {
        for (ply, ((entry, whole), shown)) in entries(game, &eyes.state.actions, reader)
            .into_iter()
            .zip(list)
            .enumerate()
        {
            let agrees = if whole {
                *shown == entry
            } else {
                shown.starts_with(&entry)
            };
            assert!(
                agrees,
                "{game}: the move list read from {reader:?}'s side shows {shown:?} for action {ply} ({:?})",
                eyes.state.actions[ply]
            );
        }
    }
    for (banner, list) in banners.iter().zip(&lists) {
        assert_eq!(
            banner, &banners[0],
            "{game}: the pages disagree on the result"
        );
        assert_eq!(
            list.len(),
            lists[0].len(),
            "{game}: the pages disagree on the moves"
        );
    }
    let because = english(&format!("{game}-end-{reason}"));
    let head_ok = match outcome {
        Outcome::Win(seat) => match winner_name(game, *seat) {
            Some(name) => banners[0].starts_with(&format!("{name} won")),
            None => banners[0].contains(" won"),
        },
        Outcome::Draw => banners[0].starts_with("Draw"),
    };
    assert!(
        head_ok && banners[0].ends_with(&because),
        "{game}: the banner {:?} for {end:?}",
        banners[0]
    );
    println!("{game}: {plies} actions, {}", banners[0]);
}

/// Reloads the page of the player in `seat` once it shows `plies` actions: it must come back as that seat's, with
/// the same actions.
async fn resume_after_reload(page: &Browser, seat: Seat, plies: usize) {
    page.wait_for_plies(plies).await;
    page.reload().await;
    assert_eq!(seat_of(page).await, seat, "the reload resumes the seat");
    page.wait_for_plies(plies).await;
    let mine = page.text(".play.live li.seat.mine").await;
    assert!(mine.contains("(you)"), "{mine}");
}

/// One room of `game`: A makes it (as `side`), B takes the other seat, the script plays it out through the pages. In
/// Backgammon a player also reloads between a roll and the play.
async fn room_game(game: GameKind, side: Option<&'static str>, seed: u64) {
    run_sessions(2, move |browsers| async move {
        let started = Instant::now();
        let [a, b] = &browsers[..] else {
            unreachable!()
        };
        let link = create_room(a, game, side).await;
        let (pages, mut eyes) = meet(a, b, &link).await;
        if game == GameKind::Banqi {
            // Each player is told who turns the first piece over.
            for (page, key) in pages
                .iter()
                .zip(["banqi-you-flip-first", "banqi-they-flip-first"])
            {
                assert_eq!(page.text(".play.live .you-are").await, english(key));
            }
        }
        if game == GameKind::Backgammon {
            // Each player reads the points in their own numbering, and is told so.
            for (page, seat) in pages.iter().zip(Seat::BOTH) {
                let side = english(&format!("backgammon-seat-{}", Color::from_seat(seat)));
                let note = english("backgammon-numbering").replace("{ $side }", &side);
                assert_eq!(page.text(".play.live .numbering").await, note);
            }
            // Between the roll and the play, the roller reloads: the dice and the Confirm come back.
            play(game, pages, &mut eyes, seed, 10).await;
            let awaits_play = |eyes: &Socket| {
                let played = texts(&eyes.state);
                played.last().unwrap().starts_with("roll")
                    && <Backgammon as Live>::pass(&backgammon_state(&played)).is_none()
            };
            while eyes.state.end.is_none() && !awaits_play(&eyes) {
                let plies = eyes.state.actions.len();
                play(game, pages, &mut eyes, seed, plies + 1).await;
            }
            if eyes.state.end.is_none() {
                let plies = eyes.state.actions.len();
                let roller = backgammon_state(&texts(&eyes.state)).on_roll().seat();
                resume_after_reload(pages[roller.index()], roller, plies).await;
                pages[roller.index()]
                    .wait_for(".play.live button.confirm")
                    .await;
                play(game, pages, &mut eyes, seed, plies + 1).await;
                assert_eq!(eyes.state.actions[plies].seat, Some(roller));
            }
        }
        play(game, pages, &mut eyes, seed, usize::MAX).await;
        check_end(game, &pages, &eyes).await;
        for page in pages {
            assert_eq!(
                page.text(".play.live .you-are").await,
                "",
                "{game}: nothing about the colours to play once the game is over"
            );
        }
        pages[0].screenshot(&format!("room-{game}-end")).await;
        println!("{game}: the room test took {:.1?}", started.elapsed());
    })
    .await;
}

#[tokio::test]
async fn banqi_room_is_played_to_its_end_in_two_browsers() {
    room_game(GameKind::Banqi, None, 1).await;
}

#[tokio::test]
async fn backgammon_room_is_played_to_its_end_with_a_reload_mid_turn() {
    room_game(GameKind::Backgammon, Some("backgammon-seat-black"), 1).await;
}

/// Xiangqi, with a reload: the second seat's page reloads mid-game, shows that seat again and plays on.
#[tokio::test]
async fn xiangqi_room_survives_a_reload_mid_game() {
    run_sessions(2, |browsers| async move {
        let started = Instant::now();
        let game = GameKind::Xiangqi;
        let [a, b] = &browsers[..] else {
            unreachable!()
        };
        let link = create_room(a, game, Some("xiangqi-seat-red")).await;
        a.screenshot("room-xiangqi-waiting").await;
        let (pages, mut eyes) = meet(a, b, &link).await;
        assert!(std::ptr::eq(pages[0], a), "Red made the room as Red");
        play(game, pages, &mut eyes, XIANGQI_SEED, 6).await;
        resume_after_reload(pages[1], Seat::Second, 6).await;
        play(game, pages, &mut eyes, XIANGQI_SEED, usize::MAX).await;
        assert!(
            eyes.state.actions[6..]
                .iter()
                .any(|p| p.seat == Some(Seat::Second)),
            "Black moved again after the reload"
        );
        check_end(game, &pages, &eyes).await;
        println!("{game}: the room test took {:.1?}", started.elapsed());
    })
    .await;
}

/// Hnefatafl, watched: a third browser opens the invitation once both seats are taken and sees the same game.
#[tokio::test]
async fn hnefatafl_room_is_watched_by_a_third_browser() {
    run_sessions(3, |browsers| async move {
        let started = Instant::now();
        let game = GameKind::Hnefatafl;
        let [a, b, c] = &browsers[..] else {
            unreachable!()
        };
        let link = create_room(a, game, Some("hnefatafl-seat-defenders")).await;
        let (pages, mut eyes) = meet(a, b, &link).await;
        assert!(std::ptr::eq(pages[1], a), "A made the room as the defenders");
        c.client.goto(&link).await.expect("opening the invitation");
        c.wait_for(".play.live .status.watching").await;
        assert!(
            c.text(".play.live .status.watching").await.contains("watching"),
            "the third browser is told it watches"
        );
        assert_eq!(
            c.eval("return document.querySelectorAll('.play.live li.seat.mine, .play.live button.resign, .play.live button.abort').length;")
                .await,
            0,
            "a spectator has no seat and no player's buttons"
        );
        // The players see two spectators: the third browser and the script's eyes.
        for page in pages {
            page.wait_until(
                "the players to see two spectators",
                "(document.querySelector('.play.live .watchers') || {}).textContent === '2 spectators'",
            )
            .await;
        }
        play(game, pages, &mut eyes, HNEFATAFL_SEED, usize::MAX).await;
        check_end(game, &[pages[0], pages[1], c], &eyes).await;
        c.screenshot("room-hnefatafl-spectator").await;
        println!("{game}: the room test took {:.1?}", started.elapsed());
    })
    .await;
}

/// Seeds that give short games between the Easy computers (checked by the tests' own play: the game must end).
const XIANGQI_SEED: u64 = 3;
const HNEFATAFL_SEED: u64 = 16;

/// Seconds a clock's text shows (`m:ss`, `h:mm:ss`).
fn clock_seconds(text: &str) -> u64 {
    text.split(':')
        .fold(0, |total, part| total * 60 + part.parse::<u64>().unwrap())
}

/// A timed room watched by a browser: while the first player's clock runs, the opponent's socket drops and comes
/// back (presence news the page receives), and the shown clock never goes back up; the flag falls only once the
/// clock shows zero.
#[tokio::test]
async fn a_room_clock_never_jumps_and_a_flag_falls_at_zero() {
    run_sessions(1, |browsers| async move {
        let page = &browsers[0];
        let game = GameKind::Xiangqi;
        let mut ann = Guest::named("Ann");
        let mut bob = Guest::named("Bob");
        let options = serde_json::json!({"seat": "first", "clock": {"initial_secs": 8, "increment_secs": 0}});
        let id = ann.create(&page.base, game, options).await;
        bob.join(&page.base, &id).await.unwrap();
        let _ann_socket = ann.connect(&page.base, &id, None).await;
        let bob_socket = bob.connect(&page.base, &id, None).await;
        page.open(&format!("/r/{id}")).await;
        page.wait_for(".play.live li.seat[data-seat='first'] .clock.running")
            .await;
        page.eval(
            "window.samples = [];
             window.sampler = setInterval(() => {
                 const clock = document.querySelector(\".play.live li.seat[data-seat='first'] .clock\");
                 const ended = document.querySelector('.play.live .banner') !== null;
                 window.samples.push([clock ? clock.textContent : '', ended]);
             }, 50);
             return null;",
        )
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        drop(bob_socket);
        page.wait_for(".play.live li.seat[data-seat='second'] .presence.away")
            .await;
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        let _bob_socket = bob.connect(&page.base, &id, None).await;
        page.wait_for(".play.live .banner").await;
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        let samples: Vec<(String, bool)> =
            serde_json::from_value(page.eval("clearInterval(window.sampler); return window.samples;").await)
                .unwrap();
        let running: Vec<u64> = samples
            .iter()
            .take_while(|(_, ended)| !ended)
            .map(|(text, _)| clock_seconds(text))
            .collect();
        assert!(running.len() > 20, "{samples:?}");
        assert!(
            running.windows(2).all(|pair| pair[1] <= pair[0]),
            "the clock went back up: {running:?}"
        );
        assert!(
            *running.last().unwrap() <= 1,
            "the flag fell while the clock showed {running:?}"
        );
        let banner = page.text(".play.live .banner").await;
        assert!(banner.contains("Black won"), "{banner}");
        assert!(
            page.console_errors().await.is_empty(),
            "{:?}",
            page.console_errors().await
        );
    })
    .await;
}

/// Two players in a room: a draw offer tells its sender it was sent, then declined; resigning asks once; a player
/// who leaves by typing another address is seen gone at once.
#[tokio::test]
async fn an_offer_gets_its_answer_resigning_asks_once_and_leaving_is_seen_at_once() {
    run_sessions(2, |browsers| async move {
        let game = GameKind::Xiangqi;
        let [a, b] = &browsers[..] else {
            unreachable!()
        };
        let link = create_room(a, game, Some("xiangqi-seat-red")).await;
        let (pages, mut eyes) = meet(a, b, &link).await;
        play(game, pages, &mut eyes, XIANGQI_SEED, 2).await;
        let [red, black] = pages;
        red.click(".play.live button.offer-draw").await;
        red.wait_for(".play.live .draw-sent").await;
        assert_eq!(
            red.text(".play.live .draw-sent").await,
            english("room-draw-sent")
        );
        black.click(".play.live button.decline-draw").await;
        red.wait_for(".play.live .draw-declined").await;
        assert_eq!(
            red.text(".play.live .draw-declined").await,
            english("room-draw-declined")
        );
        assert_eq!(red.text(".play.live .draw-sent").await, "");

        red.click(".play.live button.resign").await;
        assert_eq!(
            red.text(".play.live .resign-confirm p").await,
            english("room-resign-confirm")
        );
        red.click(".play.live button.cancel-resign").await;
        red.wait_for(".play.live button.resign").await;
        assert!(
            eyes.state.end.is_none(),
            "a second thought keeps the game on"
        );

        black.client.goto("about:blank").await.unwrap();
        let left = Instant::now();
        red.wait_for(".play.live li.seat[data-seat='second'] .presence.away")
            .await;
        assert!(
            left.elapsed() < std::time::Duration::from_secs(3),
            "seen gone after {:?}",
            left.elapsed()
        );
        red.click(".play.live button.resign").await;
        red.click(".play.live button.confirm-resign").await;
        until_more(&mut eyes, usize::MAX, "the resignation").await;
        assert!(
            matches!(
                eyes.state.end,
                Some(RecordEnd::Resigned { seat: Seat::First })
            ),
            "{:?}",
            eyes.state.end
        );
    })
    .await;
}
