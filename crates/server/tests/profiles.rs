//! Player profiles' archive and rating history, on both backends: a rated room game, a casual one and a ranked
//! game against the computer, each ended, are listed newest first with opponent, result, reason, rating change and
//! the whole record; a game in progress is not; pages follow each other by cursor; the rating history has a point
//! per rated game; refusals are typed.

mod common;

use axum::http::StatusCode;
use boardgame::{GameKind, Level, Seat};
use common::{Client, TestApp};
use protocol::live::ClientMessage;
use protocol::profile::{ArchivePage, ArchiveResult, RatingHistory};
use serde_json::{Value, json};
use testkit::live::{Socket, is_end, step};

on_both_backends!(the_archive_lists_finished_games_newest_first_a_page_at_a_time);

/// A room of `game` between two accounts, `first` in the first seat, both connected.
async fn table(
    base: &str,
    game: GameKind,
    first: &Client,
    second: &Client,
    rated: bool,
) -> (String, [Socket; 2]) {
    let mut ann = first.device("ann");
    let mut bob = second.device("bob");
    let id = ann
        .create(base, game, json!({"seat": "first", "rated": rated}))
        .await;
    bob.join(base, &id).await.unwrap();
    let sockets = [
        ann.connect(base, &id, None).await,
        bob.connect(base, &id, None).await,
    ];
    (id, sockets)
}

/// Both seats move, then `resigning` resigns.
async fn both_move_then_resign(game: GameKind, players: &mut [Socket; 2], resigning: Seat) {
    let mut turn = 0;
    while !Seat::BOTH.iter().all(|&s| players[0].state.has_moved(s)) {
        step(game, players, &mut [], turn).await;
        turn += 1;
    }
    let socket = &mut players[resigning.index()];
    let resign = ClientMessage::Resign { id: socket.id() };
    socket.command(resign).await.unwrap();
    players[resigning.opponent().index()].until(is_end).await;
}

async fn page(client: &mut Client, uri: &str) -> ArchivePage {
    let (status, body) = client.get(uri).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    serde_json::from_value(body).unwrap()
}

async fn the_archive_lists_finished_games_newest_first_a_page_at_a_time(app: TestApp) {
    let base = app.serve_http().await;
    let (mut ann, bob) = (app.user("ann").await, app.user("bob").await);

    // A rated Xiangqi game Ann resigns.
    let (rated, mut players) = table(&base, GameKind::Xiangqi, &ann, &bob, true).await;
    both_move_then_resign(GameKind::Xiangqi, &mut players, Seat::First).await;
    let rated_plies = players[0].state.actions.len();
    app.clock.advance(10);
    // A casual Backgammon game Bob resigns.
    let (casual, mut players) = table(&base, GameKind::Backgammon, &ann, &bob, false).await;
    both_move_then_resign(GameKind::Backgammon, &mut players, Seat::Second).await;
    app.clock.advance(10);
    // A ranked Banqi game Ann resigns at once.
    let (ranked, mut socket) = ann
        .device("ann")
        .ranked(&base, GameKind::Banqi, Level::Normal, Seat::First)
        .await;
    socket
        .command(ClientMessage::Resign { id: socket.id() })
        .await
        .unwrap();
    // The end comes before the acknowledgement.
    assert!(socket.state.end.is_some());
    app.clock.advance(10);
    // A game in progress is not listed.
    let (_, mut players) = table(&base, GameKind::Hnefatafl, &ann, &bob, false).await;
    step(GameKind::Hnefatafl, &mut players, &mut [], 0).await;

    let all = page(&mut ann, "/api/players/ANN/games").await;
    assert_eq!(all.next, None);
    let kinds: Vec<_> = all
        .games
        .iter()
        .map(|g| (g.game, g.result, g.reason.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            (GameKind::Banqi, ArchiveResult::Loss, "resigned"),
            (GameKind::Backgammon, ArchiveResult::Win, "resigned"),
            (GameKind::Xiangqi, ArchiveResult::Loss, "resigned"),
        ],
        "newest first"
    );
    let [newest, middle, oldest] = &all.games[..] else {
        unreachable!()
    };
    assert_eq!(newest.room.as_deref(), Some(ranked.as_str()));
    assert_eq!(newest.opponent.computer, Some(Level::Normal));
    assert_eq!(newest.points, Some(0));
    assert!(newest.ranked_game.is_some() && !newest.rated && newest.rating.is_none());
    assert_eq!(middle.room.as_deref(), Some(casual.as_str()));
    assert_eq!(
        (middle.opponent.name.as_str(), middle.opponent.account),
        ("bob", true)
    );
    assert!(!middle.rated && middle.rating.is_none());
    assert_eq!(oldest.room.as_deref(), Some(rated.as_str()));
    assert_eq!(oldest.seat, Seat::First);
    let change = oldest.rating.expect("a rated game's change");
    assert!(
        oldest.rated && change.before == 1500 && change.after < 1500,
        "{change:?}"
    );
    // The whole record, to replay and export: it replays to the same end.
    assert_eq!(oldest.record.actions.len(), rated_plies);
    let line = games::replay::<xiangqi::Xiangqi>(&oldest.record).expect("the record replays");
    assert_eq!(line.len(), rated_plies);
    assert_eq!(
        oldest.record.end,
        Some(boardgame::RecordEnd::Resigned { seat: Seat::First })
    );
    // Bob's archive: the two room games, from his side.
    let bobs = page(&mut ann, "/api/players/bob/games").await;
    let bobs: Vec<_> = bobs
        .games
        .iter()
        .map(|g| (g.seat, g.result, g.rating.map(|r| r.after > r.before)))
        .collect();
    assert_eq!(
        bobs,
        [
            (Seat::Second, ArchiveResult::Loss, None),
            (Seat::Second, ArchiveResult::Win, Some(true)),
        ]
    );

    // Paged: one at a time, each page's `next` leading to the next, to the end.
    let mut keys = Vec::new();
    let mut uri = "/api/players/ann/games?limit=1".to_owned();
    loop {
        let one = page(&mut ann, &uri).await;
        assert_eq!(one.games.len(), 1);
        keys.push(one.games[0].key.clone());
        match one.next {
            Some(next) => uri = format!("/api/players/ann/games?limit=1&before={next}"),
            None => break,
        }
    }
    let every: Vec<_> = all.games.iter().map(|g| g.key.clone()).collect();
    assert_eq!(keys, every);

    // The rating history: a point per rated game.
    let (status, body) = ann.get("/api/players/ann/ratings/xiangqi").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let history: RatingHistory = serde_json::from_value(body).unwrap();
    assert_eq!(history.points.len(), 1);
    assert_eq!(history.points[0].room, rated);
    assert_eq!(history.points[0].before, 1500.0);
    assert_eq!(history.points[0].rating.round() as i64, change.after);
    let (_, body) = ann.get("/api/players/ann/ratings/banqi").await;
    assert_eq!(body["points"], json!([]));

    // Typed refusals.
    for (uri, status, code) in [
        ("/api/players/nobody/games", 404, "not_found"),
        ("/api/players/nobody/ratings/xiangqi", 404, "not_found"),
        ("/api/players/ann/ratings/chess", 400, "unknown_game"),
        ("/api/players/ann/games?limit=0", 400, "invalid_input"),
        ("/api/players/ann/games?limit=51", 400, "invalid_input"),
        (
            "/api/players/ann/games?before=yesterday",
            400,
            "invalid_input",
        ),
    ] {
        let (got, body): (StatusCode, Value) = ann.get(uri).await;
        assert_eq!(got.as_u16(), status, "{uri}: {body}");
        assert_eq!(body["error"], code, "{uri}: {body}");
    }
}

/// The archive and the rating history are in the OpenAPI description, with their parameters and bodies.
#[tokio::test]
async fn the_archive_is_in_the_openapi_description() {
    let app = TestApp::start(common::Backend::Sqlite).await.unwrap();
    let (status, doc) = app.client().get("/api/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    let games = &doc["paths"]["/api/players/{name}/games"]["get"];
    let names: Vec<&str> = games["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["name", "before", "limit"]);
    assert!(games["responses"]["200"].is_object() && games["responses"]["404"].is_object());
    let ratings = &doc["paths"]["/api/players/{name}/ratings/{game}"]["get"];
    assert!(ratings["responses"]["200"].is_object(), "{ratings}");
    for schema in [
        "ArchivePage",
        "ArchivedGame",
        "RatingHistory",
        "RatingPoint",
    ] {
        assert!(
            doc["components"]["schemas"][schema].is_object(),
            "{schema} missing"
        );
    }
}
