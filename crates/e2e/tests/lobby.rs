//! The lobby in real browsers: three Chromium sessions, each a guest with a profile of its own. A offers a game, B
//! sees it appear and joins, both land in the room and play a move each; C sees the seek vanish. Then quick
//! pairing: two people press the same button and meet in a room. Needs the bundle (`cargo xtask site`) and Debian's
//! `chromium` + `chromium-driver`.

use boardgame::{GameKind, Seat};
use e2e::drive::{perform, until_more};
use e2e::{Browser, run_sessions};
use protocol::live::Role;
use testkit::live::{Guest, next_move, texts};

/// Opens the lobby and waits for its socket's first list.
async fn enter(page: &Browser) {
    page.open("/play").await;
    page.wait_for(".lobby.connected").await;
}

/// The room page a browser is on, once it is on one.
async fn room_of(page: &Browser) -> String {
    page.wait_until(
        "the page to move to a room",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    let path = page.eval("return location.pathname;").await;
    path.as_str().unwrap().trim_start_matches("/r/").to_owned()
}

/// The seat the room page shows as its person's.
async fn seat_of(page: &Browser) -> Seat {
    page.wait_for(".play.live li.seat.mine").await;
    let name = page
        .eval("return document.querySelector('.play.live li.seat.mine').dataset.seat;")
        .await;
    match name.as_str() {
        Some("first") => Seat::First,
        Some("second") => Seat::Second,
        other => panic!("a seat named {other:?}"),
    }
}

#[tokio::test]
async fn a_seek_offered_is_seen_joined_and_played_and_vanishes_for_the_others() {
    run_sessions(3, |browsers| async move {
        let [a, b, c] = &browsers[..] else {
            unreachable!()
        };
        for page in [a, b, c] {
            enter(page).await;
        }
        // A offers Xiangqi (the form's default game) and sees it as theirs.
        a.click(".lobby-create button.create").await;
        a.wait_for("tr.seek.mine").await;
        let id = a
            .eval("return document.querySelector('tr.seek.mine').dataset.seek;")
            .await;
        let id = id.as_str().unwrap().to_owned();
        let row = format!("tr.seek[data-seek='{id}']");
        // B and C see it appear, live.
        b.wait_for(&row).await;
        c.wait_for(&row).await;
        assert_eq!(
            b.eval(&format!(
                "return document.querySelector(\"{row} button.join\") !== null;"
            ))
            .await,
            true,
            "a stranger's seek offers Join"
        );
        b.click(&format!("{row} button.join")).await;
        let (room_a, room_b) = (room_of(a).await, room_of(b).await);
        assert_eq!(room_a, room_b, "both land in the same room");
        // C sees the seek vanish.
        c.wait_until(
            "the taken seek to vanish",
            &format!("document.querySelector(\"{row}\") === null"),
        )
        .await;
        // Both are seated, and play a move each on the room page as it is today.
        let (seat_a, seat_b) = (seat_of(a).await, seat_of(b).await);
        assert_eq!(seat_b, seat_a.opponent());
        let pages = if seat_a == Seat::First {
            [a, b]
        } else {
            [b, a]
        };
        let mut script = Guest::named("Script");
        let info = script
            .join(&a.base, &room_a)
            .await
            .expect("joining to watch");
        assert_eq!(info.you, Role::Spectator, "both seats are taken");
        let mut eyes = script.connect(&a.base, &room_a, None).await;
        for seat in Seat::BOTH {
            let played = texts(&eyes.state);
            let next = next_move(GameKind::Xiangqi, &played, seat, 7).expect("a move to make");
            perform(pages[seat.index()], GameKind::Xiangqi, &played, &next).await;
            until_more(&mut eyes, played.len(), &format!("{seat:?}'s move")).await;
            assert_eq!(eyes.state.actions[played.len()].seat, Some(seat));
        }
        assert_eq!(eyes.state.actions.len(), 2);
        eyes.close().await;
    })
    .await;
}

#[tokio::test]
async fn quick_pairing_pairs_two_waiting_people() {
    run_sessions(2, |browsers| async move {
        let [a, b] = &browsers[..] else {
            unreachable!()
        };
        for page in [a, b] {
            enter(page).await;
        }
        let button = ".quick li[data-game='banqi'] button.quick-pair";
        a.click(button).await;
        // Nobody waits yet: A's seek waits, and B sees it.
        a.wait_for("tr.seek.mine[data-game='banqi']").await;
        b.wait_for("tr.seek[data-game='banqi']").await;
        b.click(button).await;
        let (room_a, room_b) = (room_of(a).await, room_of(b).await);
        assert_eq!(room_a, room_b, "quick pairing seats both in one room");
        assert_eq!(seat_of(b).await, seat_of(a).await.opponent());
    })
    .await;
}
