//! Ranked games in a real browser, live with the server: sign up, start a ranked game from a game page's new-game
//! form, and play it on its page — the person's moves by clicks (chosen by the native Normal, the script reading
//! the game as a WebSocket spectator), the computer's by the page's own worker with the seeds the server reveals.
//! Wins in all four games are counted and reach the leaderboard; a resignation and an abandoned game are losses; a
//! cut connection pauses the game and it resumes by itself; two ranked games in a row and a record opened during
//! one work without a panic; an outdated page updates itself before any game starts. Needs the bundle and Debian's
//! `chromium` + `chromium-driver`.

use std::time::Instant;

use boardgame::{GameKind, Level, Outcome, RecordEnd, Seat};
use e2e::drive::{dance_due, perform, until_more};
use e2e::{Browser, Page, run};
use protocol::live::Snapshot;
use testkit::live::{Guest, Next, Socket, ranked_move, texts, winning_secret};

/// Signs up a new account through the account page; answers its name.
async fn sign_up(page: &Page, name: &str) {
    page.open("/account").await;
    page.click("button.mode.sign-up").await;
    for (field, text) in [("username", name), ("password", "correct horse battery")] {
        page.wait_for(&format!("input[name='{field}']"))
            .await
            .send_keys(text)
            .await
            .unwrap();
    }
    page.click("button.submit").await;
    page.wait_for(".account .me").await;
}

/// The side radio's value for `seat` of `game`, where the game lets the person choose.
fn side_key(game: GameKind, seat: Seat) -> Option<&'static str> {
    match (game, seat) {
        (GameKind::Xiangqi, Seat::First) => Some("xiangqi-seat-red"),
        (GameKind::Xiangqi, Seat::Second) => Some("xiangqi-seat-black"),
        (GameKind::Hnefatafl, Seat::First) => Some("hnefatafl-seat-attackers"),
        (GameKind::Hnefatafl, Seat::Second) => Some("hnefatafl-seat-defenders"),
        (GameKind::Backgammon, Seat::First) => Some("backgammon-seat-white"),
        (GameKind::Backgammon, Seat::Second) => Some("backgammon-seat-black"),
        (GameKind::Banqi, _) => None,
    }
}

/// Starts a ranked game of `game` against Easy in `seat` from the game page's form; answers the game's id once its
/// page shows it, with the script's eyes on it.
async fn start_ranked(browser: &Browser, game: GameKind, seat: Seat) -> (String, Socket) {
    browser.open(&format!("/{game}")).await;
    browser.wait_for("svg.board").await;
    browser.open_panel("details.new-game").await;
    browser
        .click("input[name='opponent'][value='level-easy']")
        .await;
    if let Some(side) = side_key(game, seat) {
        browser
            .click(&format!("input[name='side'][value='{side}']"))
            .await;
    }
    let ranked = browser.wait_for("input[name='ranked']").await;
    assert_eq!(
        ranked.prop("checked").await.unwrap().as_deref(),
        Some("false"),
        "a ranked game is chosen each time: the box arrives unticked"
    );
    browser.click("input[name='ranked']").await;
    assert_eq!(
        ranked.prop("checked").await.unwrap().as_deref(),
        Some("true")
    );
    assert!(
        browser
            .text(".ranked-choice")
            .await
            .contains("needs a connection at every move"),
        "the form says a ranked game needs the network"
    );
    browser.click("button.start").await;
    let id = live_game(browser).await;
    let eyes = Guest::named("Script")
        .connect(&browser.base, &id, None)
        .await;
    (id, eyes)
}

/// The live game the page shows, once it does (a ranked game's page, with its badge).
async fn live_game(browser: &Browser) -> String {
    browser.wait_for(".play.live .ranked-badge").await;
    // The computer coaches in casual games only.
    let coached = browser
        .eval("return document.querySelector('button.hint') !== null;")
        .await;
    assert_eq!(coached, false, "a ranked game offers no hint");
    let id = browser
        .eval("return document.querySelector('.play.live').dataset.room;")
        .await;
    id.as_str().expect("the live game's id").to_owned()
}

/// The person's level: strong enough to beat Easy, quick enough for a debug build (the script plays each of the
/// person's moves twice: once to find a winning deal, once on the page).
const PERSON: Level = Level::Normal;

/// The person's next decision, as [`ranked_move`] has it, except a dance: the server plays that pass itself.
fn person_move(game: GameKind, state: &Snapshot, seat: Seat) -> Option<Next> {
    if dance_due(game, &texts(state)) {
        return None;
    }
    ranked_move(game, state, seat, PERSON)
}

/// Plays the game on the page until it ends: the person's moves (the native [`PERSON`]'s choice) by clicks, the
/// computer's by the page itself. Answers how it ended.
async fn play_out(page: &Browser, game: GameKind, seat: Seat, eyes: &mut Socket) -> RecordEnd {
    while eyes.state.end.is_none() {
        let plies = eyes.state.actions.len();
        assert!(plies < 590, "{game}: no end after {plies} actions");
        match person_move(game, &eyes.state, seat) {
            Some(next @ Next::Act(_)) => {
                perform(page, game, &texts(&eyes.state), &next).await;
                until_more(eyes, plies, &format!("the person's {next:?}")).await;
            }
            // The computer's move (or its seed, first): the page plays it.
            _ => until_more(eyes, plies, "the computer's move from the page").await,
        }
    }
    eyes.state.end.clone().unwrap()
}

/// The page's ranked result, once shown (and no review of the game: the coach is for casual games).
async fn result(browser: &Browser) -> String {
    browser.wait_for(".play.live .ranked-result").await;
    let reviewed = browser
        .eval("return document.querySelector('.review, button.review-start') !== null;")
        .await;
    assert_eq!(reviewed, false, "a ranked game offers no review");
    browser.text(".play.live .ranked-result").await
}

/// No panic notice and no error in the console.
async fn healthy(browser: &Browser, what: &str) {
    assert_eq!(
        browser
            .eval("return document.getElementById('crash').hidden;")
            .await,
        true,
        "{what}: the page panicked"
    );
    let errors = browser.console_errors().await;
    assert!(errors.is_empty(), "{what}: {errors:?}");
}

#[tokio::test]
async fn ranked_wins_in_the_four_games_are_counted_and_reach_the_leaderboard() {
    run(|page| async move {
        sign_up(&page, "winner").await;
        for (game, seat) in [
            (GameKind::Xiangqi, Seat::First),
            (GameKind::Hnefatafl, Seat::Second),
            (GameKind::Banqi, Seat::First),
            (GameKind::Backgammon, Seat::First),
        ] {
            let started = Instant::now();
            *page.server.secret.lock().unwrap() =
                Some(winning_secret(game, Level::Easy, seat, PERSON));
            let (_, mut eyes) = start_ranked(&page, game, seat).await;
            assert!(
                page.text(".play.live .ranked-badge")
                    .await
                    .contains("+10 for a win"),
                "{}",
                page.text(".play.live .ranked-badge").await
            );
            assert!(
                page.text(".play.live li.seat:not(.mine)")
                    .await
                    .contains("Computer, Easy"),
                "{game}: the computer's seat"
            );
            let end = play_out(&page, game, seat, &mut eyes).await;
            assert!(
                matches!(end, RecordEnd::Rules { outcome: Outcome::Win(s), .. } if s == seat),
                "{game}: {end:?}"
            );
            assert_eq!(result(&page).await, "Counted: a win, +10 points.", "{game}");
            page.wait_for(".play.live .banner").await;
            healthy(&page, game.name()).await;
            page.screenshot(&format!("ranked-{game}-won")).await;
            println!(
                "{game}: a ranked win in {:.1?}, {} actions",
                started.elapsed(),
                eyes.state.actions.len()
            );
        }
        page.open("/leaderboard").await;
        let row = "tr.entry[data-player='winner']";
        page.wait_for(row).await;
        assert_eq!(page.text(&format!("{row} .points")).await, "40");
        assert_eq!(page.text(&format!("{row} .wins")).await, "4 / 0 / 0");
        assert_eq!(page.text(&format!("{row} .losses")).await, "0 / 0 / 0");
        page.screenshot("ranked-leaderboard").await;
        page
    })
    .await;
}

#[tokio::test]
async fn a_resigned_and_an_abandoned_ranked_game_are_losses() {
    run(|page| async move {
        sign_up(&page, "quitter").await;
        let (_, _eyes) = start_ranked(&page, GameKind::Xiangqi, Seat::First).await;
        // Resigning asks once, and a second thought keeps the game on.
        page.click(".play.live button.resign").await;
        assert_eq!(
            page.text(".play.live .resign-confirm p").await,
            "Resign this game? It counts as a loss."
        );
        page.click(".play.live button.cancel-resign").await;
        page.wait_for(".play.live button.resign").await;
        assert_eq!(page.text(".play.live .ranked-result").await, "");
        page.click(".play.live button.resign").await;
        page.click(".play.live button.confirm-resign").await;
        assert_eq!(result(&page).await, "Counted as a loss.");
        healthy(&page, "resigned").await;

        // Another one, left: the page goes elsewhere, and ten minutes pass without a move.
        let (id, mut eyes) = start_ranked(&page, GameKind::Hnefatafl, Seat::Second).await;
        page.open("/").await;
        page.wait_for("main").await;
        page.server.advance(10 * 60 + 1);
        until_more(&mut eyes, usize::MAX, "the abandonment").await;
        assert!(
            matches!(eyes.state.end, Some(RecordEnd::Abandoned { seat: Seat::Second, .. })),
            "{:?}",
            eyes.state.end
        );
        page.open(&format!("/r/{id}")).await;
        assert_eq!(result(&page).await, "Counted as a loss.");

        page.open("/players/quitter").await;
        page.wait_for(".profile .losses").await;
        assert_eq!(page.text(".profile .losses").await, "2 / 0 / 0");
        assert_eq!(page.text(".profile .points").await, "0");
        let results = page
            .eval("return Array.from(document.querySelectorAll('li.ranked-game')).map(li => li.dataset.result);")
            .await;
        assert_eq!(results, serde_json::json!(["loss", "loss"]));
        page.screenshot("ranked-losses").await;
        page
    })
    .await;
}

#[tokio::test]
async fn a_cut_connection_pauses_the_ranked_game_and_it_resumes_by_itself() {
    run(|mut page| async move {
        sign_up(&page, "traveller").await;
        let game = GameKind::Backgammon;
        let seat = Seat::First;
        *page.server.secret.lock().unwrap() = Some(winning_secret(game, Level::Easy, seat, PERSON));
        let (id, mut eyes) = start_ranked(&page, game, seat).await;
        // A few moves, then the connection goes while the person is to move.
        while eyes
            .state
            .actions
            .iter()
            .filter(|p| p.seat == Some(seat))
            .count()
            < 3
        {
            let plies = eyes.state.actions.len();
            if let Some(next @ Next::Act(_)) = person_move(game, &eyes.state, seat) {
                perform(&page, game, &texts(&eyes.state), &next).await;
            }
            until_more(&mut eyes, plies, "a move").await;
        }
        while !matches!(person_move(game, &eyes.state, seat), Some(Next::Act(_))) {
            let plies = eyes.state.actions.len();
            until_more(&mut eyes, plies, "the computer's move").await;
        }
        page.wait_for(".play.live.yours").await;
        let before = eyes.state.clone();
        drop(eyes);
        page.server.cut_off().await;
        page.wait_for(".play.live .link-lost").await;
        assert!(
            page.text(".play.live .link-lost").await.contains("paused"),
            "{}",
            page.text(".play.live .link-lost").await
        );
        assert_eq!(
            page.eval("return document.querySelector('.play.live.yours') === null;")
                .await,
            true,
            "no move while paused"
        );
        page.screenshot("ranked-paused").await;

        // Back: the game resumes on its own, from where it was, and plays to its end.
        page.server.reconnect().await;
        page.wait_for(".play.live.yours").await;
        assert_eq!(
            page.eval("return document.querySelector('.play.live .link-lost') === null;")
                .await,
            true
        );
        let mut eyes = Guest::named("Script").connect(&page.base, &id, None).await;
        assert_eq!(
            texts(&eyes.state),
            texts(&before),
            "nothing was lost or added"
        );
        let end = play_out(&page, game, seat, &mut eyes).await;
        assert_eq!(end.outcome(), Some(Outcome::Win(seat)));
        assert_eq!(result(&page).await, "Counted: a win, +10 points.");
        healthy(&page, "after the cut").await;
        page
    })
    .await;
}

#[tokio::test]
async fn two_ranked_games_in_a_row_and_a_record_opened_meanwhile_work_without_a_panic() {
    run(|page| async move {
        sign_up(&page, "busy").await;
        let (first, _eyes) = start_ranked(&page, GameKind::Xiangqi, Seat::First).await;
        page.click(".play.live button.resign").await;
        page.click(".play.live button.confirm-resign").await;
        result(&page).await;
        // "New ranked game": another game, on the same terms, on the same page.
        page.click(".play.live button.rematch").await;
        page.wait_until(
            "the next ranked game",
            &format!("document.querySelector('.play.live').dataset.room !== '{first}'"),
        )
        .await;
        let second = live_game(&page).await;
        assert_ne!(second, first);
        page.wait_for(".play.live.yours").await;
        healthy(&page, "the second game").await;

        // While it is on, a record is opened on the game page: it opens as a replay, and the ranked game goes on.
        page.open("/xiangqi").await;
        page.wait_for("svg.board").await;
        let record = serde_json::json!({
            "game": "xiangqi", "seed": 1, "players": [{"kind": "human"}, {"kind": "human"}],
            "actions": ["h2e2", "h9g7"]
        });
        page.open_panel("details.record").await;
        page.wait_for("textarea.import-text")
            .await
            .send_keys(&record.to_string())
            .await
            .unwrap();
        page.click("button.import").await;
        page.wait_for_plies(2).await;
        healthy(&page, "the record opened").await;
        // Asking for a ranked game again finds the one in progress.
        page.open_panel("details.new-game").await;
        page.click("input[name='opponent'][value='level-easy']")
            .await;
        page.click("input[name='ranked']").await;
        page.click("button.start").await;
        assert_eq!(
            live_game(&page).await,
            second,
            "the game in progress, resumed"
        );
        page.wait_for(".play.live.yours").await;
        healthy(&page, "resumed").await;
        page
    })
    .await;
}

#[tokio::test]
async fn an_outdated_page_updates_itself_before_a_ranked_game_starts() {
    run(|page| async move {
        sign_up(&page, "oldtimer").await;
        page.open("/hnefatafl").await;
        page.wait_for("svg.board").await;
        // The service worker is in charge first, as on any returning visitor's device.
        page.wait_until("the service worker", "navigator.serviceWorker.controller !== null").await;
        // This page says its AI is an old one, as a page from before a deploy would.
        page.eval(
            "window.beforeTheUpdate = true;
             const real = window.fetch;
             window.fetch = (url, init) => {
               if (init && typeof init.body === 'string') init.body = init.body.replace(/\"ai\":\"[^\"]*\"/, '\"ai\":\"0.00000000\"');
               return real(url, init);
             };
             return null;",
        )
        .await;
        page.open_panel("details.new-game").await;
        page.click("input[name='opponent'][value='level-easy']").await;
        page.click("input[name='ranked']").await;
        page.click("button.start").await;
        // Told to update: the page reloads itself with the current build, and no game was started.
        page.wait_until("the page to reload itself", "window.beforeTheUpdate === undefined").await;
        page.wait_for("svg.board").await;
        let errors = page.console_errors().await;
        assert!(
            errors.iter().all(|e| e.contains("/api/ranked/games") && e.contains("409")),
            "only the refusal itself: {errors:?}"
        );
        let db = page.server.db().await;
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM live_games")
            .fetch_one(&db.pool)
            .await
            .unwrap();
        assert_eq!(games, 0, "no ranked game started for the outdated page");
        // The updated page starts one.
        page.open_panel("details.new-game").await;
        page.click("input[name='opponent'][value='level-easy']").await;
        page.click("input[name='ranked']").await;
        page.click("button.start").await;
        live_game(&page).await;
        healthy(&page, "updated").await;
        page
    })
    .await;
}

/// Asking for a ranked game while one of that game is in progress brings back that one, and the page says so.
#[tokio::test]
async fn a_ranked_game_in_progress_comes_back_and_says_so() {
    run(|page| async move {
        sign_up(&page, "returner").await;
        let (first, _eyes) = start_ranked(&page, GameKind::Hnefatafl, Seat::First).await;
        assert_eq!(page.text(".room-page .resumed").await, "");
        let (again, _eyes) = start_ranked(&page, GameKind::Hnefatafl, Seat::First).await;
        assert_eq!(again, first);
        let words = page
            .wait_for(".room-page .resumed")
            .await
            .text()
            .await
            .unwrap();
        assert!(
            words.starts_with("This is your ranked game in progress"),
            "{words}"
        );
        healthy(&page, "resumed").await;
        page
    })
    .await;
}
