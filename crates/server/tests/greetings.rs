//! Greetings in rooms, on both backends: a preset phrase reaches the other player and the spectators as a code
//! (never text), spectators cannot greet, a made-up code or a text field is refused, a burst is refused past the
//! limit with its own code and allowed again once the window has passed; on PostgreSQL a greeting crosses to a
//! player connected to another instance, once.

mod common;

use boardgame::{GameKind, Seat};
use common::TestApp;
use protocol::ErrorCode;
use protocol::live::{ClientMessage, Greeting, ServerMessage};
use serde_json::json;
use testkit::live::{Guest, Socket, table};

on_both_backends!(
    a_greeting_reaches_the_other_player_and_spectators_as_a_code,
    a_greeting_is_a_preset_code_and_a_burst_is_refused,
);

fn greet(socket: &Socket, greeting: Greeting) -> ClientMessage {
    ClientMessage::Greet {
        id: socket.id(),
        greeting,
    }
}

/// How many times `socket` has received `seat`'s `greeting` (a command's own echo comes before its acknowledgement,
/// so it is read along the way).
fn heard(socket: &Socket, seat: Seat, greeting: Greeting) -> usize {
    let frame = serde_json::to_string(&ServerMessage::Greeting { seat, greeting }).unwrap();
    socket.frames.iter().filter(|f| **f == frame).count()
}

/// Reads until `socket` has received `seat`'s `greeting` `times` times.
async fn hear(socket: &mut Socket, seat: Seat, greeting: Greeting, times: usize) {
    while heard(socket, seat, greeting) < times {
        socket.next().await;
    }
}

async fn a_greeting_reaches_the_other_player_and_spectators_as_a_code(app: TestApp) {
    let base = app.serve_http().await;
    let (id, _, [mut ann, mut bob]) = table(&base, GameKind::Xiangqi, json!({})).await;
    let mut carol = Guest::named("Carol").connect(&base, &id, None).await;
    ann.command(greet(&ann, Greeting::GoodLuck)).await.unwrap();
    assert_eq!(heard(&ann, Seat::First, Greeting::GoodLuck), 1);
    hear(&mut bob, Seat::First, Greeting::GoodLuck, 1).await;
    hear(&mut carol, Seat::First, Greeting::GoodLuck, 1).await;
    // A code on the wire: each page says it in its reader's language.
    let frame = bob.frames.iter().find(|f| f.contains("greeting")).unwrap();
    assert_eq!(
        frame,
        r#"{"type":"greeting","seat":"first","greeting":"good_luck"}"#
    );
    bob.command(greet(&bob, Greeting::HaveFun)).await.unwrap();
    hear(&mut ann, Seat::Second, Greeting::HaveFun, 1).await;
    // Spectators watch: they do not greet.
    assert_eq!(
        carol.command(greet(&carol, Greeting::Hello)).await,
        Err(ErrorCode::NotAPlayer)
    );
    // Nothing was stored as an event of the game.
    assert_eq!(ann.state.seq, bob.state.seq);
    assert!(ann.state.actions.is_empty());
}

async fn a_greeting_is_a_preset_code_and_a_burst_is_refused(app: TestApp) {
    let base = app.serve_http().await;
    let (_, _, [mut ann, mut bob]) = table(&base, GameKind::Banqi, json!({})).await;
    // A made-up code is refused with its own code (the id is kept, so the page knows which).
    ann.send_text(r#"{"type":"greet","id":"made-up","greeting":"you are bad"}"#)
        .await;
    let refused = ann
        .until(|m| matches!(m, ServerMessage::Error { id: Some(id), .. } if id == "made-up"))
        .await;
    assert!(
        matches!(
            refused,
            ServerMessage::Error {
                code: ErrorCode::UnknownGreeting,
                ..
            }
        ),
        "{refused:?}"
    );
    // No free text rides along either.
    ann.send_text(r#"{"type":"greet","id":"text","greeting":"hello","text":"hi"}"#)
        .await;
    let refused = ann
        .until(|m| matches!(m, ServerMessage::Error { .. }))
        .await;
    assert!(
        matches!(
            refused,
            ServerMessage::Error {
                code: ErrorCode::BadMessage,
                ..
            }
        ),
        "{refused:?}"
    );
    // A burst: the limit's worth goes, the next is refused with a code of its own.
    let limit = server::Limits::default().greetings;
    for _ in 0..limit.max {
        ann.command(greet(&ann, Greeting::Hello)).await.unwrap();
    }
    assert_eq!(
        ann.command(greet(&ann, Greeting::Hello)).await,
        Err(ErrorCode::TooManyGreetings)
    );
    // Per seat: the opponent may still answer; the refused one reached nobody.
    bob.command(greet(&bob, Greeting::ThankYou)).await.unwrap();
    assert_eq!(
        heard(&bob, Seat::First, Greeting::Hello),
        limit.max as usize
    );
    // Once the window has passed, greetings go again.
    app.clock.advance(limit.window);
    ann.command(greet(&ann, Greeting::GoodGame)).await.unwrap();
    hear(&mut bob, Seat::First, Greeting::GoodGame, 1).await;
}

/// Two instances on one PostgreSQL: a greeting sent on one reaches a player on the other, and its sender hears it
/// once (its own instance does not relay its NOTIFY again).
#[tokio::test]
async fn a_greeting_crosses_instances_once() {
    let Some(app) = TestApp::start(common::Backend::Postgres).await else {
        return;
    };
    let one = app.serve_http().await;
    let two = TestApp::serve_router(app.another_instance().await).await;
    let mut ann = Guest::named("Ann");
    let mut bob = Guest::named("Bob");
    let id = ann
        .create(&one, GameKind::Hnefatafl, json!({"seat": "first"}))
        .await;
    bob.join(&two, &id).await.unwrap();
    let mut ann = ann.connect(&one, &id, None).await;
    let mut bob = bob.connect(&two, &id, None).await;
    ann.command(greet(&ann, Greeting::Hello)).await.unwrap();
    hear(&mut bob, Seat::First, Greeting::Hello, 1).await;
    bob.command(greet(&bob, Greeting::Oops)).await.unwrap();
    hear(&mut ann, Seat::Second, Greeting::Oops, 1).await;
    bob.command(greet(&bob, Greeting::Sorry)).await.unwrap();
    hear(&mut ann, Seat::Second, Greeting::Sorry, 1).await;
    // Ann's own NOTIFY came back to her instance before Bob's: it was not relayed to her again.
    assert_eq!(
        heard(&ann, Seat::First, Greeting::Hello),
        1,
        "{:?}",
        ann.frames
    );
    assert_eq!(
        heard(&bob, Seat::Second, Greeting::Oops),
        1,
        "{:?}",
        bob.frames
    );
}
