//! Profiles and the game archive in a real browser: a rated room game between two accounts ends (played over the
//! scripted WebSocket clients), and so do twenty ranked games against the computer; both players' profiles
//! (`/@/{name}`, the old `/players/{name}` leading there) list the room game with opponent, result, reason and rating
//! change, the rating chart is an SVG with a point per rated game, the archive is paged newest first, and the room
//! game opens as a replay on its board, stepped through move by move, with its export. Needs the bundle
//! (`cargo xtask site`) and Debian's `chromium` + `chromium-driver`.

use boardgame::{GameKind, Level, Seat};
use e2e::{Page, run};
use protocol::live::ClientMessage;
use serde_json::json;
use testkit::live::{Guest, is_end, step};

/// An English message.
fn english(key: &str) -> String {
    include_str!("../../web/locales/en.ftl")
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key} = ")))
        .unwrap_or_else(|| panic!("no {key} in en.ftl"))
        .to_owned()
}

/// The archive's entries on the page: each one's result and text.
async fn entries(page: &Page) -> Vec<(String, String)> {
    let list = page
        .eval(
            "return Array.from(document.querySelectorAll('li.archived-game'))\
             .map(li => [li.dataset.result, li.textContent]);",
        )
        .await;
    serde_json::from_value(list).unwrap()
}

#[tokio::test]
async fn both_profiles_list_a_rated_game_with_its_replay_chart_and_pages() {
    run(|page| async move {
        let base = page.server.base.clone();
        let mut ann = Guest::sign_up(&base, "ann").await;
        let mut bob = Guest::sign_up(&base, "bob").await;
        let game = GameKind::Xiangqi;
        let id = ann
            .create(&base, game, json!({"seat": "first", "rated": true}))
            .await;
        bob.join(&base, &id).await.unwrap();
        let mut players = [
            ann.connect(&base, &id, None).await,
            bob.connect(&base, &id, None).await,
        ];
        for turn in 0..4 {
            step(game, &mut players, &mut [], turn).await;
        }
        let plies = players[0].state.actions.len();
        let resign = ClientMessage::Resign {
            id: players[0].id(),
        };
        players[0].command(resign).await.unwrap();
        players[1].until(is_end).await;
        // The room's page, the game over, says what it did to both ratings: one up, one down.
        page.open(&format!("/r/{id}")).await;
        page.wait_until(
            "both rating changes",
            "document.querySelectorAll('.rating-change').length === 2",
        )
        .await;
        let changes = page
            .eval("return [...document.querySelectorAll('.rating-change')].map(e => e.textContent).join(' ');")
            .await;
        let changes = changes.as_str().unwrap_or_default();
        assert!(
            changes.contains('+') && changes.contains('\u{2212}'),
            "{changes}"
        );
        page.server.advance(5);
        // Twenty ranked games, each resigned at once: a page's worth, newer than the room game.
        for _ in 0..20 {
            let (_, mut socket) = ann
                .ranked(&base, GameKind::Banqi, Level::Easy, Seat::First)
                .await;
            socket
                .command(ClientMessage::Resign { id: socket.id() })
                .await
                .unwrap();
            // The end comes before the acknowledgement.
            assert!(socket.state.end.is_some());
            page.server.advance(1);
        }

        // Bob's profile, by its old address.
        page.open("/players/bob").await;
        page.wait_for("li.archived-game").await;
        assert!(
            page.client
                .current_url()
                .await
                .unwrap()
                .as_str()
                .ends_with("/@/bob"),
            "the old address leads to /@/"
        );
        let bobs = entries(&page).await;
        assert_eq!(bobs.len(), 1, "{bobs:?}");
        let (result, text) = &bobs[0];
        assert_eq!(result, "win");
        assert!(text.contains("ann"), "{text}");
        assert!(text.contains(&english("profile-reason-resigned")), "{text}");
        assert!(text.contains(&english("profile-rated")), "{text}");
        let change = page.text("li.archived-game .rating-change").await;
        assert!(change.contains('+'), "{change}");
        page.wait_for("svg.rating-chart circle.rating-point").await;
        assert_eq!(
            page.eval(
                "return document.querySelectorAll('svg.rating-chart circle.rating-point').length;"
            )
            .await,
            1,
            "a point per rated game"
        );
        page.screenshot("profile-bob").await;

        // Ann's: a page of twenty ranked games, newest first, then the older room game.
        page.open("/@/ann").await;
        page.wait_for("li.archived-game").await;
        let first = entries(&page).await;
        assert_eq!(first.len(), 20);
        assert!(first.iter().all(|(result, _)| result == "loss"));
        assert_eq!(
            page.eval("return document.querySelectorAll('li.archived-game.ranked-game').length;")
                .await,
            20
        );
        page.click("button.older-games").await;
        page.wait_until(
            "the next page",
            "document.querySelectorAll('li.archived-game').length === 21",
        )
        .await;
        let all = entries(&page).await;
        let (result, text) = &all[20];
        assert_eq!(result, "loss");
        assert!(text.contains("bob"), "{text}");
        let change = page
            .text("li.archived-game:last-child .rating-change")
            .await;
        assert!(change.contains('\u{2212}'), "{change}");
        assert_eq!(
            page.eval("return !!document.querySelector('button.older-games');")
                .await,
            false,
            "no older page"
        );
        assert_eq!(
            page.eval(
                "return document.querySelectorAll('svg.rating-chart circle.rating-point').length;"
            )
            .await,
            1
        );
        page.screenshot("profile-ann").await;

        // The room game as a replay on its board: step through it, and its export.
        page.click("li.archived-game:last-child button.replay-game")
            .await;
        page.wait_for_plies(plies).await;
        assert!(
            page.client
                .current_url()
                .await
                .unwrap()
                .as_str()
                .ends_with("/xiangqi")
        );
        page.click(".replay button.first").await;
        page.wait_until(
            "the start of the game",
            "document.querySelector('.viewing')?.textContent.includes('0 / ')",
        )
        .await;
        page.click(".replay button.forward").await;
        page.wait_until(
            "the first move",
            "document.querySelector('.viewing')?.textContent.includes('1 / ')",
        )
        .await;
        page.open_panel("details.record").await;
        page.wait_until(
            "the export",
            "(document.querySelector('.export-text')?.value ?? '').length > 0",
        )
        .await;
        page
    })
    .await;
}
