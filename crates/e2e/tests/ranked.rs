//! A ranked game from the browser to the leaderboard: sign up, start a ranked Xiangqi game against Easy, win it (the
//! test drives the person's side with the native Expert), make the winning move while the server is down, see the
//! result wait in the outbox, and see it credited once the server is back — then on the leaderboard page.

use std::time::{Duration, Instant};

use boardgame::{Game, GameKind, Level, Outcome, Seat, Turn};
use e2e::{Page, run};
use games::replay;
use xiangqi::Xiangqi;

async fn type_into(page: &Page, css: &str, text: &str) {
    page.wait_for(css)
        .await
        .send_keys(text)
        .await
        .unwrap_or_else(|e| panic!("typing into {css}: {e}"));
}

async fn ply_count_at_least(page: &Page, plies: usize) {
    page.wait_until(
        &format!("{plies} moves"),
        &format!("document.querySelectorAll('.moves .ply').length >= {plies}"),
    )
    .await;
}

#[tokio::test]
async fn a_ranked_win_made_offline_is_credited_after_reconnecting_and_shows_on_the_leaderboard() {
    run(|mut page| async move {
        // Sign up.
        let name = format!("tester{}", std::process::id());
        page.open("/account").await;
        type_into(&page, "input[name='username']", &name).await;
        type_into(&page, "input[name='password']", "correct horse battery").await;
        page.click("button.sign-up").await;
        page.wait_for(".account .me").await;
        assert!(page.text(".account .me").await.contains(&name));

        // A ranked game against Easy, as Red.
        page.open("/xiangqi").await;
        page.wait_for("svg.board rect.cell").await;
        page.eval("document.querySelector('details.new-game').open = true; return null;")
            .await;
        page.click("input[name='opponent'][value='level-easy']").await;
        page.click("input[name='side'][value='xiangqi-seat-red']").await;
        let ranked = page.wait_for("input[name='ranked']").await;
        assert_eq!(ranked.prop("checked").await.unwrap().as_deref(), Some("true"));
        page.click("button.start").await;
        page.wait_for(".ranked-badge").await;
        assert!(page.text(".ranked-badge").await.contains("+10"));
        assert_eq!(
            page.eval("return document.querySelector('button.undo').disabled;").await,
            true,
            "no undo in a ranked game"
        );

        // Play Red with the native Expert until the game is won; the winning move is made with the server down.
        let started = Instant::now();
        let mut offline = false;
        loop {
            assert!(started.elapsed() < Duration::from_secs(240), "the game took too long");
            let record = page.saved_record(GameKind::Xiangqi).await;
            let line = replay::<Xiangqi>(&record).expect("a legal game");
            let game = line.position();
            match Xiangqi::turn(game) {
                Turn::Over => break,
                Turn::Player(Seat::Second) | Turn::Chance => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
                Turn::Player(Seat::First) => {}
            }
            let mv = xiangqi::ai::choose(game, Level::Expert, record.actions.len() as u64);
            let mut after = game.clone();
            Xiangqi::apply(&mut after, &mv);
            if Xiangqi::outcome(&after) == Some(Outcome::Win(Seat::First)) {
                page.server.cut_off().await;
                offline = true;
            }
            let text = mv.to_string();
            page.click_cell(&text[..2]).await;
            page.click_cell(&text[2..4]).await;
            ply_count_at_least(&page, record.actions.len() + 1).await;
            assert!(
                Xiangqi::outcome(&after).is_none_or(|o| o == Outcome::Win(Seat::First)),
                "Expert should not lose or draw against Easy"
            );
        }
        assert!(offline, "the game ended without Red's winning move");
        page.wait_for(".banner").await;

        // Offline: the result waits, visibly.
        page.wait_for(".ranked-progress").await;
        assert!(
            page.text(".ranked-progress").await.contains("waiting"),
            "{}",
            page.text(".ranked-progress").await
        );
        page.screenshot("ranked-waiting").await;

        // Back online: sent, verified by replay, credited.
        page.server.reconnect().await;
        page.wait_until(
            "the result credited",
            "(document.querySelector('.ranked-progress') || {}).textContent?.includes('Credited: +10')",
        )
        .await;

        // On the leaderboard.
        page.open("/leaderboard").await;
        let row = format!("tr.entry[data-player='{name}'] .points");
        page.wait_for(&row).await;
        assert_eq!(page.text(&row).await, "10");
        page.screenshot("ranked-leaderboard").await;
        page
    })
    .await;
}
