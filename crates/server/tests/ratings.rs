//! Ratings for games between people, over real WebSockets on both backends: a rated room game played to its end
//! changes both players' ratings exactly as `server::ratings` computes (one rating period per game, from 1500 /
//! 350 / 0.06), and the next game goes on from there; an aborted game, or one ended before each player moved,
//! changes nothing; guests can neither make nor join a rated room; profiles and the rating board show the ratings.

mod common;

use axum::http::StatusCode;
use boardgame::{GameKind, Outcome, Seat};
use common::{Client, TestApp};
use protocol::live::{ClientMessage, Role, RoomInfo, RoomStatus};
use protocol::rating::{RatingChange, provisional};
use serde_json::{Value, json};
use server::ratings::{self, Rating, START};
use testkit::live::{Guest, Socket, is_end, play_out, step};

on_both_backends!(
    a_rated_room_game_changes_both_ratings_as_the_rating_code_computes,
    an_aborted_rated_game_changes_nothing,
    a_guest_can_neither_make_nor_join_a_rated_room,
    the_rating_board_lists_players_active_in_the_last_30_days_highest_first,
);

/// A rated room of `game` made by `first` (first seat) and joined by `second`, both connected.
async fn rated_table(
    base: &str,
    game: GameKind,
    first: &Client,
    second: &Client,
) -> (String, [Socket; 2]) {
    let mut ann = first.device("ann");
    let mut bob = second.device("bob");
    let id = ann
        .create(base, game, json!({"seat": "first", "rated": true}))
        .await;
    let info = bob.join(base, &id).await.unwrap();
    assert_eq!(info.you, Role::Player { seat: Seat::Second });
    assert!(info.options.rated);
    let sockets = [
        ann.connect(base, &id, None).await,
        bob.connect(base, &id, None).await,
    ];
    (id, sockets)
}

/// Plays until each seat has made a choice, then `resigning` resigns; answers the outcome.
async fn both_move_then_resign(
    game: GameKind,
    players: &mut [Socket; 2],
    resigning: Seat,
) -> Outcome {
    let mut turn = 0;
    while !Seat::BOTH.iter().all(|&s| players[0].state.has_moved(s)) {
        step(game, players, &mut [], turn).await;
        turn += 1;
    }
    let socket = &mut players[resigning.index()];
    let resign = ClientMessage::Resign { id: socket.id() };
    socket.command(resign).await.unwrap();
    players[resigning.opponent().index()].until(is_end).await;
    players[0].state.end.as_ref().unwrap().outcome().unwrap()
}

/// `name`'s rating in `game` as their profile shows it (`null` when they have none).
async fn profile_rating(client: &mut Client, name: &str, game: GameKind) -> Value {
    let (status, profile) = client.get(&format!("/api/players/{name}")).await;
    assert_eq!(status, StatusCode::OK, "{profile}");
    profile["ratings"][game.name()].clone()
}

/// Checks that a profile's rating is `expected` after `games` rated games, to the last bit of the float.
fn assert_rating(shown: &Value, expected: &Rating, games: i64) {
    let keys: Vec<&str> = shown
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        ["deviation", "games", "provisional", "rating", "volatility"],
        "{shown}"
    );
    assert_eq!(
        shown["rating"].as_f64().unwrap(),
        expected.rating,
        "{shown}"
    );
    assert_eq!(
        shown["deviation"].as_f64().unwrap(),
        expected.deviation,
        "{shown}"
    );
    assert_eq!(
        shown["volatility"].as_f64().unwrap(),
        expected.volatility,
        "{shown}"
    );
    assert_eq!(shown["games"], games, "{shown}");
    assert_eq!(
        shown["provisional"],
        provisional(expected.deviation),
        "{shown}"
    );
}

fn change(before: &Rating, after: &Rating) -> RatingChange {
    RatingChange {
        before: before.rating.round() as i64,
        after: after.rating.round() as i64,
        provisional: provisional(after.deviation),
    }
}

async fn a_rated_room_game_changes_both_ratings_as_the_rating_code_computes(app: TestApp) {
    let base = app.serve_http().await;
    let (mut ann, bob) = (app.user("ann").await, app.user("bob").await);
    let game = GameKind::Backgammon;

    // A first game played to its end by the rules.
    let (id, mut players) = rated_table(&base, game, &ann, &bob).await;
    play_out(game, &mut players, &mut []).await;
    let outcome = players[0].state.end.as_ref().unwrap().outcome().unwrap();
    let first = ratings::game([START, START], outcome);
    assert_ne!(first[0].rating, START.rating, "the game was rated");
    assert_rating(&profile_rating(&mut ann, "ann", game).await, &first[0], 1);
    assert_rating(&profile_rating(&mut ann, "bob", game).await, &first[1], 1);
    assert!(
        profile_rating(&mut ann, "ann", GameKind::Xiangqi)
            .await
            .is_null(),
        "a rating per game"
    );
    // Both players see the change in the room, a new connection in its welcome.
    let changes = [change(&START, &first[0]), change(&START, &first[1])];
    for device in [ann.device("ann"), bob.device("bob")] {
        let info: RoomInfo = device.clone().join(&base, &id).await.unwrap();
        assert_eq!(info.status, RoomStatus::Finished);
        assert_eq!(info.ratings, Some(changes));
        let socket = device.connect(&base, &id, None).await;
        assert_eq!(socket.room.as_ref().unwrap().ratings, Some(changes));
    }
    let spectator = Guest::named("Carol").join(&base, &id).await.unwrap();
    assert_eq!(spectator.ratings, Some(changes), "anyone may see them");

    // The next game starts from there: its own rating period, the second seat resigning.
    let (_, mut players) = rated_table(&base, game, &ann, &bob).await;
    let outcome = both_move_then_resign(game, &mut players, Seat::Second).await;
    assert_eq!(outcome, Outcome::Win(Seat::First));
    let second = ratings::game(first, outcome);
    assert_rating(&profile_rating(&mut ann, "ann", game).await, &second[0], 2);
    assert_rating(&profile_rating(&mut ann, "bob", game).await, &second[1], 2);

    let db = app.db().await;
    let history: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rating_history")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(history, 4, "a history row per player and rated game");
}

async fn an_aborted_rated_game_changes_nothing(app: TestApp) {
    let base = app.serve_http().await;
    let (mut ann, bob) = (app.user("ann").await, app.user("bob").await);
    for game in [GameKind::Xiangqi, GameKind::Hnefatafl] {
        // Aborted before anyone moved.
        let (id, [mut a, mut b]) = rated_table(&base, game, &ann, &bob).await;
        let abort = ClientMessage::Abort { id: b.id() };
        b.command(abort).await.unwrap();
        a.until(is_end).await;
        let info = ann.device("ann").join(&base, &id).await.unwrap();
        assert_eq!(info.status, RoomStatus::Finished);
        assert_eq!(info.ratings, None, "{game}");

        // Resigned after the first player's move, before the second's: no result between them yet.
        let (id, mut players) = rated_table(&base, game, &ann, &bob).await;
        step(game, &mut players, &mut [], 0).await;
        let socket = &mut players[1];
        let resign = ClientMessage::Resign { id: socket.id() };
        socket.command(resign).await.unwrap();
        players[0].until(is_end).await;
        assert!(!players[0].state.has_moved(Seat::Second), "{game}");
        let info = ann.device("ann").join(&base, &id).await.unwrap();
        assert_eq!(info.ratings, None, "{game}");
    }
    for name in ["ann", "bob"] {
        let (_, profile) = ann.get(&format!("/api/players/{name}")).await;
        assert_eq!(profile["ratings"], json!({}), "{name}");
    }
    let (_, board) = ann.get("/api/leaderboard/ratings?game=xiangqi").await;
    assert_eq!(board["entries"], json!([]));
}

async fn a_guest_can_neither_make_nor_join_a_rated_room(app: TestApp) {
    let base = app.serve_http().await;
    let game = GameKind::Xiangqi;
    let (status, body) = app
        .client()
        .post(
            "/api/rooms",
            json!({"game": game, "options": {"rated": true}, "name": "Gus"}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"], "account_required");

    let ann = app.user("ann").await;
    let mut device = ann.device("ann");
    let id = device
        .create(&base, game, json!({"seat": "first", "rated": true}))
        .await;
    let (status, body) = Guest::named("Gus").join(&base, &id).await.unwrap_err();
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["error"], "account_required");
    // The seat is still free for an account; once it is taken, a guest may watch.
    let bob = app.user("bob").await;
    let info = bob.device("bob").join(&base, &id).await.unwrap();
    assert_eq!(info.you, Role::Player { seat: Seat::Second });
    let watcher = Guest::named("Gus").join(&base, &id).await.unwrap();
    assert_eq!(watcher.you, Role::Spectator);
    // A casual room still seats guests.
    let mut guest = Guest::named("Gus");
    let casual = guest.create(&base, game, json!({})).await;
    assert!(Guest::named("Hal").join(&base, &casual).await.is_ok());
}

async fn the_rating_board_lists_players_active_in_the_last_30_days_highest_first(app: TestApp) {
    let base = app.serve_http().await;
    let (mut ann, bob) = (app.user("ann").await, app.user("bob").await);
    let game = GameKind::Hnefatafl;
    let (_, mut players) = rated_table(&base, game, &ann, &bob).await;
    let outcome = both_move_then_resign(game, &mut players, Seat::First).await;
    let [a, b] = ratings::game([START, START], outcome);
    assert!(b.rating > a.rating);

    let (status, board) = ann
        .get("/api/leaderboard/ratings?game=hnefatafl&limit=10")
        .await;
    assert_eq!(status, StatusCode::OK, "{board}");
    assert_eq!(board["game"], "hnefatafl");
    let entries = board["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 2, "{board}");
    assert_eq!(
        (&entries[0]["rank"], &entries[0]["username"]),
        (&json!(1), &json!("bob"))
    );
    assert_eq!(
        (&entries[1]["rank"], &entries[1]["username"]),
        (&json!(2), &json!("ann"))
    );
    assert_eq!(entries[0]["rating"].as_f64().unwrap(), b.rating);
    assert_eq!(entries[1]["rating"].as_f64().unwrap(), a.rating);
    assert_eq!(entries[0]["provisional"], true);
    assert_eq!(entries[0]["games"], 1);
    let (_, one) = ann
        .get("/api/leaderboard/ratings?game=hnefatafl&limit=1")
        .await;
    assert_eq!(one["entries"].as_array().unwrap().len(), 1);
    let (_, other) = ann.get("/api/leaderboard/ratings?game=banqi").await;
    assert_eq!(other["entries"], json!([]), "a board per game");

    for (query, code) in [
        ("game=chess", "unknown_game"),
        ("", "invalid_query"),
        ("game=banqi&limit=0", "invalid_input"),
    ] {
        let (status, body) = ann.get(&format!("/api/leaderboard/ratings?{query}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {body}");
        assert_eq!(body["error"], code, "{query}");
    }

    // Thirty days without a rated game: off the board, the rating kept.
    app.clock.advance(30 * 86_400 + 1);
    let (_, board) = ann.get("/api/leaderboard/ratings?game=hnefatafl").await;
    assert_eq!(board["entries"], json!([]));
    assert_rating(&profile_rating(&mut ann, "ann", game).await, &a, 1);
}
