//! Ranked games against the computer, live over real WebSockets, on SQLite and PostgreSQL. The person's device is
//! scripted: the person's moves by a stronger level of the AI, the computer's by the seeds the server reveals. Honest
//! wins count once and climb the leaderboards; every way of farming a win — playing a ply again, starting the same
//! game twice, learning a reveal early, reconnecting to retry, a forged computer move, walking away — gets nothing
//! but a loss; an outdated app is told to update before any game starts.

mod common;

use std::collections::BTreeSet;

use axum::http::StatusCode;
use boardgame::{GameKind, GameRecord, Level, Outcome, RecordEnd, Seat};
use common::TestApp;
use games::Dealer;
use protocol::ErrorCode;
use protocol::live::{ClientMessage, Event, ServerMessage};
use serde_json::{Value, json};
use testkit::live::{
    Guest, Next, Socket, claims_tell_nothing, command, is_end, play_ranked, ranked_move, texts,
    winning_secret,
};

on_both_backends!(
    an_honest_win_counts_once_in_every_game,
    a_ply_cannot_be_played_again,
    the_same_game_cannot_be_started_twice,
    simultaneous_starts_make_one_game,
    nothing_is_revealed_before_the_action_before_it_is_stored,
    a_reconnect_brings_back_the_same_game_not_a_new_deal,
    a_forged_computer_move_forfeits_the_game,
    resignation_and_abandonment_are_losses,
    a_ranked_game_has_no_draw_offer_abort_or_claim,
    nothing_sent_tells_a_hidden_piece_a_future_roll_or_a_future_seed,
    a_claim_about_a_face_down_piece_is_refused_alike_whatever_lies_there,
    an_outdated_app_is_told_to_update_and_starts_no_game,
    leaderboards_rank_by_points_and_period_with_losses,
    ranked_games_have_a_daily_quota,
);

/// The person's level in these tests: strong enough to beat Easy, quick enough for a debug build.
const PERSON: Level = Level::Normal;

/// Deals the next live game so that the person (`PERSON` in `side`) beats Easy at `game`.
fn deal_a_win(app: &TestApp, game: GameKind, side: Seat) {
    *app.secret.lock().unwrap() = Some(winning_secret(game, Level::Easy, side, PERSON));
}

/// The secret the live game `id` was dealt from, read from the database.
async fn secret_of(app: &TestApp, id: &str) -> [u8; 32] {
    let db = app.db().await;
    let hex: String = sqlx::query_scalar("SELECT secret FROM live_games WHERE id = $1")
        .bind(id)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    let mut bytes = [0u8; 32];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
    }
    bytes
}

/// A player's profile.
async fn profile(app: &TestApp, name: &str) -> Value {
    let (status, body) = app.client().get(&format!("/api/players/{name}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// Makes the next move due, the person's or the computer's.
async fn step(game: GameKind, socket: &mut Socket, side: Seat) {
    let next = ranked_move(game, &socket.state, side, PERSON).expect("a move is due");
    let message = command(socket, next);
    socket.command(message).await.unwrap();
}

/// Plays on until `side` has made `moves` moves (the computer's move after the last is due then).
async fn person_moves(game: GameKind, socket: &mut Socket, side: Seat, moves: usize) {
    while socket
        .state
        .actions
        .iter()
        .filter(|p| p.seat == Some(side))
        .count()
        < moves
    {
        step(game, socket, side).await;
    }
}

/// Plays on while the next move due is the computer's (`true`) or the person's (`false`).
async fn play_while(game: GameKind, socket: &mut Socket, side: Seat, computer: bool) {
    while ranked_move(game, &socket.state, side, PERSON)
        .is_some_and(|next| matches!(next, Next::Computer(_)) == computer)
    {
        step(game, socket, side).await;
    }
}

/// A legal action for the player to move in `state` other than `not`, as a player sends it.
fn another_legal(state: &protocol::live::Snapshot, not: &str) -> String {
    use boardgame::Game;
    let mut session = games::Session::<xiangqi::Xiangqi>::follow([
        boardgame::Player::Human,
        boardgame::Player::Human,
    ]);
    for played in &state.actions {
        session.accept(&played.action).unwrap();
    }
    let position = session.position();
    xiangqi::Xiangqi::legal_actions(position)
        .iter()
        .map(|action| <xiangqi::Xiangqi as games::Live>::request(position, action))
        .find(|text| text != not)
        .unwrap()
}

/// The live game a socket is connected to.
fn room_id(socket: &Socket) -> &str {
    &socket.room.as_ref().unwrap().id
}

async fn an_honest_win_counts_once_in_every_game(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    for (game, side) in [
        (GameKind::Backgammon, Seat::First),
        (GameKind::Banqi, Seat::First),
        (GameKind::Xiangqi, Seat::First),
        (GameKind::Hnefatafl, Seat::Second),
    ] {
        deal_a_win(&app, game, side);
        let (id, mut socket) = alice.ranked(&base, game, Level::Easy, side).await;
        let end = play_ranked(game, &mut socket, side, PERSON).await;
        assert!(
            matches!(end, RecordEnd::Rules { outcome: Outcome::Win(seat), .. } if seat == side),
            "{game}: {end:?}"
        );
        // The last command again is the same acknowledgement, and counts nothing twice.
        let last = socket.state.seq;
        let (status, again) = alice
            .start_ranked(&base, game, Level::Easy, side, games::ai_version(game))
            .await;
        assert_eq!(status, 201, "a finished game is not resumed: {again}");
        assert_ne!(again["id"], id.as_str());
        assert_eq!(socket.state.seq, last);
        let profile = profile(&app, "alice").await;
        let listed: Vec<&Value> = profile["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["game"] == game.name())
            .collect();
        assert_eq!(listed.len(), 1, "{game}: {profile}");
        assert_eq!(
            (listed[0]["result"].as_str(), listed[0]["points"].as_i64()),
            (Some("win"), Some(10))
        );
        // The stored record replays by the rules to the same win.
        let (_, detail) = app
            .client()
            .get(&format!("/api/games/{}", listed[0]["id"]))
            .await;
        let record: GameRecord = serde_json::from_value(detail["record"].clone()).unwrap();
        assert_eq!(record.actions, texts(&socket.state), "{game}");
        assert_eq!(record.seed, socket.state.seed);
        let replayed = match game {
            GameKind::Xiangqi => games::replay::<xiangqi::Xiangqi>(&record).map(|_| ()),
            GameKind::Hnefatafl => games::replay::<hnefatafl::Hnefatafl>(&record).map(|_| ()),
            GameKind::Banqi => games::replay::<banqi::Banqi>(&record).map(|_| ()),
            GameKind::Backgammon => games::replay::<backgammon::Backgammon>(&record).map(|_| ()),
        };
        replayed.unwrap_or_else(|e| panic!("{game}: {e}"));
        // The new game of the call above is resigned, so the next game can start.
        let mut other = alice
            .connect_device(&base, again["id"].as_str().unwrap(), None, game)
            .await;
        let resign = ClientMessage::Resign { id: other.id() };
        other.command(resign).await.unwrap();
    }
    let profile = profile(&app, "alice").await;
    assert_eq!(profile["points"], 40);
    assert_eq!(
        profile["wins"],
        json!({"easy": 4, "normal": 0, "expert": 0})
    );
    assert_eq!(
        profile["losses"],
        json!({"easy": 4, "normal": 0, "expert": 0})
    );
    let (_, board) = app.client().get("/api/leaderboard").await;
    assert_eq!(board["entries"][0]["username"], "alice", "{board}");
    assert_eq!(board["entries"][0]["points"], 40);
    assert_eq!(board["entries"][0]["best_level"], "easy");
}

async fn a_ply_cannot_be_played_again(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    let game = GameKind::Xiangqi;
    let (_, mut socket) = alice.ranked(&base, game, Level::Easy, Seat::First).await;
    person_moves(game, &mut socket, Seat::First, 3).await;
    play_while(game, &mut socket, Seat::First, true).await;
    // The person's move at ply p, stored and acknowledged.
    let Some(Next::Act(mine)) = ranked_move(game, &socket.state, Seat::First, PERSON) else {
        panic!("the person is to move")
    };
    let id = socket.id();
    let play = ClientMessage::Act {
        id: id.clone(),
        action: mine.clone(),
    };
    let acked = socket.command(play.clone()).await.unwrap();
    socket.until_seq(acked).await;
    let after = socket.state.clone();
    // Sent again with its id: the same acknowledgement, and nothing changes.
    assert_eq!(socket.command(play).await, Ok(acked));
    assert_eq!(socket.state, after);
    // Ply p played again (or anything else of the person's) is not theirs to play now: refused, nothing changes.
    for action in [mine, another_legal(&after, "")] {
        let again = ClientMessage::Act {
            id: socket.id(),
            action,
        };
        assert_eq!(socket.command(again).await, Err(ErrorCode::NotYourTurn));
    }
    assert_eq!(socket.state, after);
    // A fresh connection sees exactly the stored game: there is no earlier ply to go back to.
    let fresh = alice
        .connect_device(&base, room_id(&socket), None, game)
        .await;
    assert_eq!(texts(&fresh.state), texts(&after));
    assert_eq!(fresh.state.computer_seed, after.computer_seed);
}

async fn the_same_game_cannot_be_started_twice(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    let game = GameKind::Banqi;
    let (id, mut first) = alice.ranked(&base, game, Level::Easy, Seat::First).await;
    person_moves(game, &mut first, Seat::First, 1).await;
    // Asking again, on the same terms or others, answers the game in progress: no second deal to look at.
    for level in [Level::Easy, Level::Expert] {
        let (status, body) = alice
            .start_ranked(&base, game, level, Seat::First, games::ai_version(game))
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(
            (body["id"].as_str(), body["resumed"].as_bool()),
            (Some(id.as_str()), Some(true))
        );
    }
    // A second device on the same game follows the same moves, and a move on one shows on the other.
    let mut second = alice.connect_device(&base, &id, None, game).await;
    assert_eq!(second.state, first.state);
    let next = ranked_move(game, &first.state, Seat::First, PERSON).unwrap();
    let message = command(&first, next);
    let seq = first.command(message).await.unwrap();
    second.until_seq(seq).await;
    assert_eq!(texts(&second.state), texts(&first.state));
    let db = app.db().await;
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM live_games WHERE kind = 'ranked'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(games, 1);
}

/// Ten starts of one game at the same moment make one game: every answer names it, and the database holds one.
async fn simultaneous_starts_make_one_game(app: TestApp) {
    let base = app.serve_http().await;
    let alice = Guest::sign_up(&base, "alice").await;
    let game = GameKind::Xiangqi;
    let mut starts = tokio::task::JoinSet::new();
    for _ in 0..10 {
        let (mut alice, base) = (alice.clone(), base.clone());
        starts.spawn(async move {
            alice
                .start_ranked(
                    &base,
                    game,
                    Level::Easy,
                    Seat::First,
                    games::ai_version(game),
                )
                .await
        });
    }
    let mut ids = BTreeSet::new();
    let mut created = 0;
    while let Some(answer) = starts.join_next().await {
        let (status, body) = answer.unwrap();
        assert!(status == 200 || status == 201, "{status} {body}");
        created += usize::from(status == 201);
        ids.insert(body["id"].as_str().unwrap().to_owned());
    }
    assert_eq!((ids.len(), created), (1, 1), "{ids:?}");
    let db = app.db().await;
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM live_games WHERE kind = 'ranked'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(games, 1);
}

async fn nothing_is_revealed_before_the_action_before_it_is_stored(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    let game = GameKind::Backgammon;
    let (id, mut socket) = alice.ranked(&base, game, Level::Easy, Seat::First).await;
    let dealer = Dealer::Secret(secret_of(&app, &id).await);
    // The computer's move before it is the computer's turn, and a request for anything else: refused.
    play_while(game, &mut socket, Seat::First, true).await;
    assert!(socket.state.computer_seed.is_none());
    let plies = socket.state.actions.len();
    let early = socket
        .command(ClientMessage::Computer {
            id: socket.id(),
            action: "24/18 13/10".into(),
        })
        .await;
    assert_eq!(early, Err(ErrorCode::NotYourTurn));
    socket
        .send_text(r#"{"type":"reveal","id":"x","ply":9}"#)
        .await;
    let answer = socket
        .until(|m| matches!(m, ServerMessage::Error { .. }))
        .await;
    assert!(
        matches!(
            answer,
            ServerMessage::Error {
                code: ErrorCode::BadMessage,
                ..
            }
        ),
        "{answer:?}"
    );
    assert_eq!(socket.state.actions.len(), plies);
    // Play on; the seed of each ply is never in a frame before every action before it has been stored and sent.
    for _ in 0..6 {
        step(game, &mut socket, Seat::First).await;
    }
    let mut known = 0;
    for frame in &socket.frames {
        if let Ok(ServerMessage::Welcome {
            snapshot: Some(snapshot),
            ..
        }) = serde_json::from_str(frame)
        {
            known = snapshot.actions.len();
        }
        for ply in known + 1..known + 40 {
            assert!(
                !frame.contains(&dealer.ply_seed(ply).to_string()),
                "the seed of ply {ply} is sent when only {known} actions are: {frame}"
            );
        }
        if let Ok(ServerMessage::Event {
            event: Event::Played { .. },
            ..
        }) = serde_json::from_str(frame)
        {
            known += 1;
        }
    }
}

async fn a_reconnect_brings_back_the_same_game_not_a_new_deal(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    let game = GameKind::Backgammon;
    let (id, mut socket) = alice.ranked(&base, game, Level::Easy, Seat::First).await;
    // Leave while the computer's move is due (its seed is out): back, the same seed and the same game.
    play_while(game, &mut socket, Seat::First, false).await;
    let seed = socket
        .state
        .computer_seed
        .expect("the computer's seed is out");
    let left = socket.state.clone();
    socket.close().await;
    let back = alice.connect_device(&base, &id, None, game).await;
    assert_eq!(back.state.computer_seed, Some(seed));
    assert_eq!(texts(&back.state), texts(&left));
    let mut resumed = alice.connect_device(&base, &id, Some(left.seq), game).await;
    resumed.state = left.clone();
    // The game goes on from there, to its end.
    let end = play_ranked(game, &mut resumed, Seat::First, PERSON).await;
    assert!(end.outcome().is_some(), "{end:?}");
    assert_eq!(
        texts(&resumed.state)[..left.actions.len()],
        texts(&left)[..]
    );
}

async fn a_forged_computer_move_forfeits_the_game(app: TestApp) {
    let base = app.serve_http().await;
    let mut mallory = Guest::sign_up(&base, "mallory").await;
    let game = GameKind::Xiangqi;
    let (_, mut socket) = mallory.ranked(&base, game, Level::Easy, Seat::First).await;
    person_moves(game, &mut socket, Seat::First, 1).await;
    let Some(Next::Computer(honest)) = ranked_move(game, &socket.state, Seat::First, PERSON) else {
        panic!("the computer is to move")
    };
    // A legal move for Black that is not the one the AI plays.
    let forged = another_legal(&socket.state, &honest);
    let illegal = socket
        .command(ClientMessage::Computer {
            id: socket.id(),
            action: "a0a9".into(),
        })
        .await;
    assert_eq!(
        illegal,
        Err(ErrorCode::IllegalAction),
        "an illegal move is refused, not played"
    );
    let acked = socket
        .command(ClientMessage::Computer {
            id: socket.id(),
            action: forged.clone(),
        })
        .await
        .unwrap();
    socket.until_seq(acked).await;
    assert_eq!(
        socket.state.end,
        Some(RecordEnd::Forfeited { seat: Seat::First })
    );
    assert!(
        !texts(&socket.state).contains(&forged),
        "the forged move is not played"
    );
    let profile = profile(&app, "mallory").await;
    assert_eq!(profile["points"], 0);
    assert_eq!(profile["losses"]["easy"], 1);
    assert_eq!(profile["games"][0]["result"], "loss");
}

async fn resignation_and_abandonment_are_losses(app: TestApp) {
    let base = app.serve_http().await;
    let mut bob = Guest::sign_up(&base, "bob").await;
    // Resigned before a single move: a loss.
    let (_, mut socket) = bob
        .ranked(&base, GameKind::Hnefatafl, Level::Normal, Seat::First)
        .await;
    let resign = ClientMessage::Resign { id: socket.id() };
    socket.command(resign).await.unwrap();
    assert_eq!(
        socket.state.end,
        Some(RecordEnd::Resigned { seat: Seat::First })
    );
    // Connected but the person's turn left unplayed for ten minutes: abandoned.
    let (_, mut idle) = bob
        .ranked(&base, GameKind::Xiangqi, Level::Easy, Seat::First)
        .await;
    app.clock.advance(9 * 60);
    assert!(idle.state.end.is_none());
    app.clock.advance(61);
    idle.until(is_end).await;
    assert!(
        matches!(
            idle.state.end,
            Some(RecordEnd::Abandoned {
                seat: Seat::First,
                outcome: Outcome::Win(Seat::Second)
            })
        ),
        "{:?}",
        idle.state.end
    );
    // The page closed while the computer's move was due, and nobody back: abandoned, though no instance had the
    // game loaded.
    let (id, mut gone) = bob
        .ranked(&base, GameKind::Banqi, Level::Expert, Seat::First)
        .await;
    person_moves(GameKind::Banqi, &mut gone, Seat::First, 1).await;
    gone.close().await;
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    app.clock.advance(10 * 60 + 1);
    let mut watched = false;
    for _ in 0..100 {
        let (_, room) = app.client().get(&format!("/api/rooms/{id}")).await;
        if room["status"] == "finished" {
            watched = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(watched, "the abandoned game is over");
    let profile = profile(&app, "bob").await;
    assert_eq!(profile["points"], 0);
    assert_eq!(
        profile["losses"],
        json!({"easy": 1, "normal": 1, "expert": 1}),
        "{profile}"
    );
    let results: Vec<&str> = profile["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["result"].as_str().unwrap())
        .collect();
    assert_eq!(results, ["loss"; 3]);
    // Every start counted: no game of his is left open.
    let db = app.db().await;
    let open: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM live_games WHERE status <> 'finished'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(open, 0);
}

async fn a_ranked_game_has_no_draw_offer_abort_or_claim(app: TestApp) {
    let base = app.serve_http().await;
    let mut carol = Guest::sign_up(&base, "carol").await;
    let (_, mut socket) = carol
        .ranked(&base, GameKind::Xiangqi, Level::Easy, Seat::First)
        .await;
    for message in [
        ClientMessage::Abort { id: socket.id() },
        ClientMessage::OfferDraw { id: socket.id() },
        ClientMessage::Claim {
            id: socket.id(),
            outcome: protocol::live::Claim::Win,
        },
    ] {
        assert_eq!(socket.command(message).await, Err(ErrorCode::NotInRanked));
    }
    assert!(socket.state.end.is_none());
    // A spectator watches the public game, and cannot play the computer's moves.
    let mut eve = Guest::named("Eve")
        .connect(&base, room_id(&socket), None)
        .await;
    assert_eq!(
        eve.command(ClientMessage::Computer {
            id: "e".into(),
            action: "h9g7".into()
        })
        .await,
        Err(ErrorCode::NotAPlayer)
    );
}

/// Every string in a JSON value, with the key it stands under.
fn strings<'a>(value: &'a Value, key: &'a str, out: &mut Vec<(&'a str, &'a str)>) {
    match value {
        Value::String(text) => out.push((key, text)),
        Value::Array(items) => items.iter().for_each(|item| strings(item, key, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| strings(v, k, out)),
        _ => {}
    }
}

async fn nothing_sent_tells_a_hidden_piece_a_future_roll_or_a_future_seed(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    for game in [GameKind::Banqi, GameKind::Backgammon] {
        let (id, mut socket) = alice.ranked(&base, game, Level::Normal, Seat::First).await;
        let secret = secret_of(&app, &id).await;
        let dealer = Dealer::Secret(secret);
        let hex: String = secret.iter().map(|b| format!("{b:02x}")).collect();
        let start_seed = dealer.start_seed().to_string();
        play_ranked(game, &mut socket, Seat::First, PERSON).await;
        let ended = socket
            .frames
            .iter()
            .position(|f| f.contains("\"ended\""))
            .expect("the end was sent");
        let mut known = 0usize;
        for (index, frame) in socket.frames.iter().enumerate() {
            assert!(!frame.contains(&hex), "{game}: the secret in {frame}");
            if index < ended {
                assert!(
                    !frame.contains(&start_seed),
                    "{game}: the deal's seed before the end: {frame}"
                );
            }
            let message: ServerMessage = serde_json::from_str(frame).unwrap();
            if let ServerMessage::Welcome {
                snapshot: Some(snapshot),
                ..
            } = &message
            {
                known = snapshot.actions.len();
            }
            let value: Value = serde_json::from_str(frame).unwrap();
            // A roll or a piece's identity only in the action that makes or reveals it.
            let mut found = Vec::new();
            strings(&value, "", &mut found);
            for (key, text) in found {
                let reveals = text.contains(" = ")
                    || text.starts_with("roll ")
                    || text.starts_with("opening ");
                assert!(
                    !reveals || key == "action",
                    "{game}: {text:?} under {key:?} in {frame}"
                );
            }
            // No seed of a ply beyond the next one: from it the roll or the computer's answer could be worked out.
            for ply in known + 1..known + 60 {
                assert!(
                    !frame.contains(&dealer.ply_seed(ply).to_string()),
                    "{game}: the seed of ply {ply} after {known} actions: {frame}"
                );
            }
            match message {
                ServerMessage::Event {
                    event: Event::Played { .. },
                    ..
                } => known += 1,
                ServerMessage::Event {
                    event: Event::ComputerToMove { seed },
                    ..
                } => {
                    assert_eq!(
                        seed,
                        dealer.ply_seed(known),
                        "{game}: the seed of the move due"
                    );
                }
                _ => {}
            }
        }
        let revealed: BTreeSet<String> = socket
            .frames
            .iter()
            .filter_map(|frame| match serde_json::from_str(frame) {
                Ok(ServerMessage::Event {
                    event: Event::Played { played, .. },
                    ..
                }) => Some(played.action),
                _ => None,
            })
            .collect();
        assert!(
            revealed
                .iter()
                .any(|a| a.contains(" = ") || a.starts_with("roll ")),
            "{game}"
        );
    }
}

/// In a ranked Banqi game neither the person's flips nor the computer's (which the device sends) may claim what a
/// face-down square holds: every claim is refused alike, so no refusal reads the layout (nor forfeits the game).
async fn a_claim_about_a_face_down_piece_is_refused_alike_whatever_lies_there(app: TestApp) {
    let base = app.serve_http().await;
    let mut alice = Guest::sign_up(&base, "alice").await;
    let (id, mut socket) = alice
        .ranked(&base, GameKind::Banqi, Level::Easy, Seat::First)
        .await;
    let secret = secret_of(&app, &id).await;
    let start = games::Session::<banqi::Banqi>::new(
        [
            boardgame::Player::Human,
            boardgame::Player::Computer { level: Level::Easy },
        ],
        &Dealer::Secret(secret),
    )
    .position()
    .clone();
    claims_tell_nothing(&mut socket, &start, false).await;
    let ack = socket
        .command(ClientMessage::Act {
            id: socket.id(),
            action: "flip b2".into(),
        })
        .await
        .unwrap();
    socket.until_seq(ack).await;
    claims_tell_nothing(&mut socket, &start, true).await;
    assert_eq!(socket.state.end, None, "a refused claim forfeits nothing");
}

async fn an_outdated_app_is_told_to_update_and_starts_no_game(app: TestApp) {
    let base = app.serve_http().await;
    let mut dave = Guest::sign_up(&base, "dave").await;
    let game = GameKind::Hnefatafl;
    let (status, body) = dave
        .start_ranked(&base, game, Level::Easy, Seat::First, "0.00000000")
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (409, Some("update_required")),
        "{body}"
    );
    let db = app.db().await;
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM live_games")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(games, 0, "no game started");
    // The old app's ticket and result endpoints say the same.
    for path in ["/api/ranked/tickets", "/api/ranked/results"] {
        let (status, body) = app.client().post(path, json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::GONE, Some("update_required")),
            "{path}"
        );
    }
    // A game in progress, reopened by a device with another AI (a deploy happened): told to update, not played.
    let (id, socket) = dave.ranked(&base, game, Level::Easy, Seat::First).await;
    socket.close().await;
    for ai in [None, Some("1.00000000")] {
        let mut old = dave.open(&base, &id, None, ai).await;
        match old.next().await {
            ServerMessage::Error { code, .. } => assert_eq!(code, ErrorCode::UpdateRequired),
            other => panic!("{other:?}"),
        }
        assert_eq!(old.closed().await, Some(4000));
    }
    // A spectator needs no AI.
    let watcher = Guest::named("Eve").connect(&base, &id, None).await;
    assert!(watcher.state.started);
}

/// A ranked game of `game` against Easy that `player` wins.
async fn win(app: &TestApp, base: &str, player: &mut Guest, game: GameKind) {
    deal_a_win(app, game, Seat::First);
    let (_, mut socket) = player.ranked(base, game, Level::Easy, Seat::First).await;
    let end = play_ranked(game, &mut socket, Seat::First, PERSON).await;
    assert_eq!(end.outcome(), Some(Outcome::Win(Seat::First)));
}

async fn leaderboards_rank_by_points_and_period_with_losses(app: TestApp) {
    let base = app.serve_http().await;
    let names = |board: &Value| -> Vec<(String, i64)> {
        board["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["username"].as_str().unwrap().to_owned(),
                    e["points"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    let mut alice = Guest::sign_up(&base, "alice").await;
    let mut bob = Guest::sign_up(&base, "bob").await;
    let mut loser = Guest::sign_up(&base, "loser").await;
    win(&app, &base, &mut alice, GameKind::Backgammon).await;
    win(&app, &base, &mut bob, GameKind::Backgammon).await;
    win(&app, &base, &mut bob, GameKind::Banqi).await;
    let (_, mut socket) = loser
        .ranked(&base, GameKind::Banqi, Level::Expert, Seat::First)
        .await;
    let resign = ClientMessage::Resign { id: socket.id() };
    socket.command(resign).await.unwrap();

    let mut anyone = app.client();
    let (status, all) = anyone.get("/api/leaderboard").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        names(&all),
        [("bob".to_owned(), 20), ("alice".to_owned(), 10)],
        "no points, no place"
    );
    assert_eq!(all["entries"][0]["rank"], 1);
    assert_eq!(all["entries"][0]["wins"]["easy"], 2);
    let (_, banqi) = anyone.get("/api/leaderboard?game=banqi&period=month").await;
    assert_eq!(names(&banqi), [("bob".to_owned(), 10)]);
    let (_, top) = anyone.get("/api/leaderboard?game=all&limit=1").await;
    assert_eq!(names(&top), [("bob".to_owned(), 20)]);
    let loser = profile(&app, "loser").await;
    assert_eq!(loser["losses"]["expert"], 1);
    assert_eq!(
        loser["best_level"],
        Value::Null,
        "a loss is not a level beaten"
    );

    // Next month the monthly board starts empty; the all-time board keeps everything.
    app.clock.advance(20 * 86_400);
    let (_, month) = anyone.get("/api/leaderboard?period=month").await;
    assert_eq!(names(&month), []);
    win(&app, &base, &mut alice, GameKind::Banqi).await;
    let (_, month) = anyone.get("/api/leaderboard?period=month").await;
    assert_eq!(names(&month), [("alice".to_owned(), 10)]);
    let (_, all) = anyone.get("/api/leaderboard?period=all").await;
    assert_eq!(
        names(&all),
        [("alice".to_owned(), 20), ("bob".to_owned(), 20)]
    );
}

async fn ranked_games_have_a_daily_quota(app: TestApp) {
    let mut app = app;
    app.restart(|options| options.limits.ranked_per_day = 2)
        .await;
    let base = app.serve_http().await;
    let mut mallory = Guest::sign_up(&base, "mallory").await;
    for _ in 0..2 {
        let (_, mut socket) = mallory
            .ranked(&base, GameKind::Xiangqi, Level::Easy, Seat::First)
            .await;
        let resign = ClientMessage::Resign { id: socket.id() };
        socket.command(resign).await.unwrap();
    }
    let (status, body) = mallory
        .start_ranked(
            &base,
            GameKind::Xiangqi,
            Level::Easy,
            Seat::First,
            games::ai_version(GameKind::Xiangqi),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (429, Some("rate_limited")),
        "{body}"
    );
    app.clock.advance(86_401);
    mallory
        .ranked(&base, GameKind::Xiangqi, Level::Easy, Seat::First)
        .await;
}

/// Two instances on one PostgreSQL: a ranked game's device moves from one to the other mid-game, and each checks
/// the computer's moves sent to it; the win counted on the second shows on the first one's board, which had the
/// old answer cached (the NOTIFY crosses).
#[tokio::test]
async fn two_instances_check_one_ranked_game_and_share_its_result() {
    let Some(app) = TestApp::start(common::Backend::Postgres).await else {
        return;
    };
    let one = app.serve_http().await;
    let two = TestApp::serve_router(app.another_instance().await).await;
    let game = GameKind::Backgammon;
    let mut alice = Guest::sign_up(&one, "alice").await;
    let (status, before) = app.client().get("/api/leaderboard").await;
    assert_eq!(
        (status, before["entries"].as_array().map(Vec::len)),
        (StatusCode::OK, Some(0))
    );
    deal_a_win(&app, game, Seat::First);
    let (id, mut first) = alice.ranked(&one, game, Level::Easy, Seat::First).await;
    person_moves(game, &mut first, Seat::First, 4).await;
    let computer_moves = |socket: &Socket| {
        socket
            .state
            .actions
            .iter()
            .filter(|p| p.seat == Some(Seat::Second))
            .count()
    };
    let on_one = computer_moves(&first);
    first.close().await;
    let mut second = alice.connect_device(&two, &id, None, game).await;
    let end = play_ranked(game, &mut second, Seat::First, PERSON).await;
    assert_eq!(end.outcome(), Some(Outcome::Win(Seat::First)));
    assert!(
        on_one > 0 && computer_moves(&second) > on_one,
        "both instances checked moves"
    );
    let mut shown = Value::Null;
    for _ in 0..100 {
        shown = app.client().get("/api/leaderboard").await.1;
        if shown["entries"][0]["points"] == 10 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(shown["entries"][0]["username"], "alice", "{shown}");
}
