//! The lobby over real HTTP and WebSockets, on both backends: the contracts, every refusal's code, the rate limits,
//! a seek's end (its player leaves, withdraws it, or starts another game), quick pairing as ranges widen, and two
//! instances sharing the lobby through PostgreSQL.

mod common;

use std::time::Duration;

use common::TestApp;
use protocol::lobby::LobbyMessage;
use serde_json::{Value, json};
use testkit::lobby::Visitor;

on_both_backends!(
    the_contracts_hold_and_a_join_seats_both_players,
    every_refusal_has_its_code,
    a_seek_ends_when_its_player_leaves_withdraws_or_starts_another_game,
    quick_pairing_pairs_near_ratings_at_once_and_far_ones_as_the_range_widens,
);

/// Both players' view of the room a join made: each holds a seat, on the seek's terms.
async fn both_seated(base: &str, room: &str, players: [&mut Visitor; 2]) -> Vec<Value> {
    let mut seats = Vec::new();
    for player in players {
        let (status, info) = player
            .send(base, "GET", &format!("/api/rooms/{room}"), None)
            .await;
        assert_eq!(status, 200, "{info}");
        assert_eq!(info["you"]["role"], "player", "{info}");
        seats.push(info["you"]["seat"].clone());
        seats.push(info["options"].clone());
    }
    assert_ne!(seats[0], seats[2], "two seats");
    seats
}

fn paired_room(message: &LobbyMessage) -> Option<String> {
    match message {
        LobbyMessage::Paired { room, .. } => Some(room.clone()),
        _ => None,
    }
}

async fn the_contracts_hold_and_a_join_seats_both_players(app: TestApp) {
    let base = app.serve_http().await;
    let mut ann = Visitor::account(&base, "ann").await;
    let mut ann_socket = ann.watch(&base).await;
    let id = ann
        .offered(
            &base,
            json!({"game": "xiangqi", "clock": {"initial_s": 300, "increment_s": 3}, "rated": true}),
        )
        .await;
    let mut bob = Visitor::guest("Bob");
    let banqi = bob
        .offered(
            &base,
            json!({"game": "banqi", "clock": null, "rated": false, "name": "Bob"}),
        )
        .await;
    let listed: Value = reqwest::get(format!("{base}/api/lobby/seeks"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        listed,
        json!([
            {"id": id, "game": "xiangqi", "clock": {"initial_s": 300, "increment_s": 3}, "rated": true,
             "player": {"name": "ann", "rating": 1500}},
            {"id": banqi, "game": "banqi", "clock": null, "rated": false,
             "player": {"name": "Bob", "rating": null}},
        ])
    );
    let mut dan = Visitor::account(&base, "dan").await;
    let (status, joined) = dan.join(&base, &id).await;
    assert_eq!(status, 200, "{joined}");
    let room = joined["room"].as_str().unwrap().to_owned();
    assert_eq!(joined, json!({"room": room, "link": format!("/r/{room}")}));
    // The offerer is told where to go, and only them: a stranger's socket hears the seek go, not the room.
    let told = ann_socket.until(|m| paired_room(m).is_some()).await;
    assert_eq!(paired_room(&told).as_deref(), Some(room.as_str()));
    assert!(ann_socket.seeks.iter().all(|s| s.id != id));
    let seats = both_seated(&base, &room, [&mut ann, &mut dan]).await;
    assert_eq!(
        seats[1],
        json!({"seat": "random", "clock": {"initial_secs": 300, "increment_secs": 3}, "rated": true})
    );
    // Withdrawing: 204, and the list is empty.
    let (status, body) = bob
        .send(&base, "DELETE", &format!("/api/lobby/seeks/{banqi}"), None)
        .await;
    assert_eq!(status, 204, "{body}");
    assert!(Visitor::seeks(&base).await.is_empty());
    let mut carol = Visitor::guest("Carol");
    let mut watching = carol.watch(&base).await;
    assert!(watching.seeks.is_empty());
    let next = bob.offered(&base, json!({"game": "banqi"})).await;
    watching.until_listed(&next, true).await;
    // A guest joins a casual seek and is seated (the token the lobby gave serves the room).
    let (status, joined) = carol.join(&base, &next).await;
    assert_eq!(status, 200, "{joined}");
    let room = joined["room"].as_str().unwrap().to_owned();
    both_seated(&base, &room, [&mut bob, &mut carol]).await;
    watching.until_listed(&next, false).await;
    assert!(
        watching.frames.iter().all(|f| !f.contains("paired")),
        "a viewer hears only public news: {:?}",
        watching.frames
    );
    watching.close().await;
    ann_socket.close().await;
}

async fn every_refusal_has_its_code(app: TestApp) {
    let base = app.serve_http().await;
    let mut ann = Visitor::account(&base, "ann").await;
    let code =
        |(status, body): (u16, Value)| (status, body["error"].as_str().unwrap_or("").to_owned());
    let id = ann.offered(&base, json!({"game": "xiangqi"})).await;
    assert_eq!(code(ann.join(&base, &id).await), (409, "own_seek".into()));
    assert_eq!(
        code(
            ann.offer(&base, json!({"game": "xiangqi", "rated": true}))
                .await
        ),
        (409, "seek_exists".into())
    );
    ann.offered(&base, json!({"game": "banqi"})).await;
    ann.offered(&base, json!({"game": "backgammon"})).await;
    assert_eq!(
        code(ann.offer(&base, json!({"game": "hnefatafl"})).await),
        (409, "too_many_seeks".into())
    );
    let mut guest = Visitor::guest("Gus");
    assert_eq!(
        code(
            guest
                .offer(&base, json!({"game": "hnefatafl", "rated": true}))
                .await
        ),
        (403, "account_required".into())
    );
    let rated = Visitor::seeks(&base).await;
    assert_eq!(rated.len(), 3);
    let mut bob = Visitor::account(&base, "bob").await;
    let rated_id = bob
        .offered(&base, json!({"game": "hnefatafl", "rated": true}))
        .await;
    assert_eq!(
        code(guest.join(&base, &rated_id).await),
        (403, "account_required".into())
    );
    assert_eq!(
        code(guest.join(&base, "nosuchseek").await),
        (404, "not_found".into())
    );
    assert_eq!(
        code(
            guest
                .send(&base, "DELETE", "/api/lobby/seeks/nosuchseek", None)
                .await
        ),
        (404, "not_found".into())
    );
    assert_eq!(
        code(
            guest
                .send(&base, "DELETE", &format!("/api/lobby/seeks/{id}"), None)
                .await
        ),
        (404, "not_found".into()),
        "nobody withdraws another's seek"
    );
    assert_eq!(
        code(
            guest
                .offer(
                    &base,
                    json!({"game": "banqi", "clock": {"initial_s": 0, "increment_s": 0}})
                )
                .await
        ),
        (400, "invalid_input".into())
    );
    assert_eq!(
        Visitor::seeks(&base).await.len(),
        4,
        "no refusal stored a seek"
    );
}

/// Offers and joins are limited per account (in-process requests have no address) and per address.
#[tokio::test]
async fn offers_and_joins_are_rate_limited_per_account_and_per_address() {
    let app = TestApp::start_with(common::Backend::Sqlite, |options| {
        options.limits.lobby_per_minute = server::Rule { max: 3, window: 60 };
    })
    .await
    .unwrap();
    let mut ann = app.user("ann").await;
    for game in ["xiangqi", "banqi"] {
        let (status, body) = ann.post("/api/lobby/seeks", json!({"game": game})).await;
        assert_eq!(status, 201, "{body}");
    }
    let (status, body) = ann
        .send_json("POST", "/api/lobby/seeks/nosuchseek/join", json!({}))
        .await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = ann
        .post("/api/lobby/seeks", json!({"game": "hnefatafl"}))
        .await;
    assert_eq!(
        status, 201,
        "an unknown seek is refused before it counts: {body}"
    );
    let (status, body) = ann
        .post("/api/lobby/seeks", json!({"game": "backgammon"}))
        .await;
    assert_eq!(
        (status.as_u16(), body["error"].as_str()),
        (429, Some("rate_limited")),
        "{body}"
    );
    // Over HTTP every visitor here shares 127.0.0.1.
    let base = app.serve_http().await;
    let mut one = Visitor::guest("One");
    let mut two = Visitor::guest("Two");
    one.offered(&base, json!({"game": "xiangqi"})).await;
    one.offered(&base, json!({"game": "banqi"})).await;
    two.offered(&base, json!({"game": "xiangqi"})).await;
    let (status, body) = two.offer(&base, json!({"game": "banqi"})).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (429, Some("rate_limited")),
        "{body}"
    );
}

async fn a_seek_ends_when_its_player_leaves_withdraws_or_starts_another_game(app: TestApp) {
    let base = app.serve_http().await;
    let mut viewer = Visitor::guest("Vic");
    let mut watching = viewer.watch(&base).await;
    // Leaving: the player's last lobby socket closes.
    let mut ann = Visitor::guest("Ann");
    let ann_socket = ann.watch(&base).await;
    assert!(
        ann.who.token.is_some(),
        "the lobby socket gives a guest a token"
    );
    let id = ann.offered(&base, json!({"game": "banqi"})).await;
    watching.until_listed(&id, true).await;
    ann_socket.close().await;
    watching.until_listed(&id, false).await;
    // Withdrawing.
    let id = ann.offered(&base, json!({"game": "banqi"})).await;
    watching.until_listed(&id, true).await;
    let (status, _) = ann
        .send(&base, "DELETE", &format!("/api/lobby/seeks/{id}"), None)
        .await;
    assert_eq!(status, 204);
    watching.until_listed(&id, false).await;
    // Starting another game: joining someone's seek ends one's other seeks, and so does creating a room.
    let mut bob = Visitor::guest("Bob");
    let xiangqi = bob.offered(&base, json!({"game": "xiangqi"})).await;
    let backgammon = bob.offered(&base, json!({"game": "backgammon"})).await;
    let carol_seek = Visitor::guest("Carol")
        .offered(&base, json!({"game": "hnefatafl"}))
        .await;
    watching.until_listed(&carol_seek, true).await;
    let (status, body) = bob.join(&base, &carol_seek).await;
    assert_eq!(status, 200, "{body}");
    for id in [&xiangqi, &backgammon, &carol_seek] {
        watching.until_listed(id, false).await;
    }
    let banqi = bob.offered(&base, json!({"game": "banqi"})).await;
    watching.until_listed(&banqi, true).await;
    let (status, body) = bob
        .send(
            &base,
            "POST",
            "/api/rooms",
            Some(json!({"game": "xiangqi"})),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    watching.until_listed(&banqi, false).await;
    // And so does starting a ranked game against the computer.
    let mut dee = Visitor::account(&base, "dee").await;
    let seek = dee.offered(&base, json!({"game": "hnefatafl"})).await;
    watching.until_listed(&seek, true).await;
    let ranked = json!({"game": "banqi", "level": "easy", "side": "first",
        "ai": games::ai_version(boardgame::GameKind::Banqi)});
    let (status, body) = dee
        .send(&base, "POST", "/api/ranked/games", Some(ranked))
        .await;
    assert_eq!(status, 201, "{body}");
    watching.until_listed(&seek, false).await;
    assert!(Visitor::seeks(&base).await.is_empty());
    watching.close().await;
}

async fn quick_pairing_pairs_near_ratings_at_once_and_far_ones_as_the_range_widens(app: TestApp) {
    let base = app.serve_http().await;
    let mut ann = Visitor::account(&base, "ann").await;
    let mut ann_socket = ann.watch(&base).await;
    let terms = json!({"game": "backgammon", "clock": {"initial_s": 180, "increment_s": 2}});
    let (status, waiting) = ann.quick(&base, terms.clone()).await;
    assert_eq!(
        (status, waiting["status"].as_str()),
        (201, Some("waiting")),
        "{waiting}"
    );
    let mut bob = Visitor::account(&base, "bob").await;
    // Other terms do not pair.
    let (status, other) = bob.quick(&base, json!({"game": "backgammon"})).await;
    assert_eq!(status, 201, "{other}");
    let (status, paired) = bob
        .quick(
            &base,
            json!({"game": "xiangqi", "clock": {"initial_s": 180, "increment_s": 2}}),
        )
        .await;
    assert_eq!(status, 201, "{paired}");
    let (status, paired) = Visitor::account(&base, "cat")
        .await
        .quick(&base, terms.clone())
        .await;
    assert_eq!(
        (status, paired["status"].as_str()),
        (200, Some("paired")),
        "{paired}"
    );
    let told = ann_socket.until(|m| paired_room(m).is_some()).await;
    assert_eq!(paired_room(&told).as_deref(), paired["room"].as_str());
    // A 2000 and a 1500: too far apart at first, paired once the older has waited long enough (10 s: ±600).
    let db = app.db().await;
    let mut dee = Visitor::account(&base, "dee").await;
    let dee_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'dee'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO ratings (user_id, game, rating, deviation, volatility, games, updated_at) \
         VALUES ($1, 'hnefatafl', 2000.0, 60.0, 0.06, 20, 0)",
    )
    .bind(dee_id)
    .execute(&db.pool)
    .await
    .unwrap();
    let mut dee_socket = dee.watch(&base).await;
    let (status, body) = dee.quick(&base, json!({"game": "hnefatafl"})).await;
    assert_eq!(status, 201, "{body}");
    let mut eve = Visitor::account(&base, "eve").await;
    let (status, body) = eve.quick(&base, json!({"game": "hnefatafl"})).await;
    assert_eq!(status, 201, "a 500 gap is too wide at first: {body}");
    let added = dee_socket
        .until(|m| matches!(m, LobbyMessage::Added { seek } if seek.player.name == "dee"))
        .await;
    let LobbyMessage::Added { seek } = added else {
        unreachable!()
    };
    assert_eq!(
        seek.player.rating,
        Some(2000),
        "the offerer's rating in that game"
    );
    // The sweep compares them every second: still apart.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let waiting = Visitor::seeks(&base).await;
    assert_eq!(
        waiting
            .iter()
            .filter(|s| s.game == boardgame::GameKind::Hnefatafl)
            .count(),
        2
    );
    app.clock.advance(10);
    let told = dee_socket.until(|m| paired_room(m).is_some()).await;
    let room = paired_room(&told).unwrap();
    both_seated(&base, &room, [&mut dee, &mut eve]).await;
    ann_socket.close().await;
    dee_socket.close().await;
}

/// Two instances on one PostgreSQL: a seek offered on one is seen live on the other and joined there; its player,
/// watching on the first, is told the room.
#[tokio::test]
async fn two_instances_share_the_lobby_through_postgres() {
    let Some(app) = TestApp::start(common::Backend::Postgres).await else {
        return;
    };
    let one = app.serve_http().await;
    let two = TestApp::serve_router(app.another_instance().await).await;
    let mut viewer = Visitor::guest("Vic");
    let mut on_two = viewer.watch(&two).await;
    let mut ann = Visitor::guest("Ann");
    let mut ann_socket = ann.watch(&one).await;
    let id = ann.offered(&one, json!({"game": "xiangqi"})).await;
    let took = on_two.until_listed(&id, true).await;
    assert!(
        took < Duration::from_secs(1),
        "seen on the other instance in {took:?}"
    );
    let mut bob = Visitor::guest("Bob");
    let (status, joined) = bob.join(&two, &id).await;
    assert_eq!(status, 200, "{joined}");
    let told = ann_socket.until(|m| paired_room(m).is_some()).await;
    assert_eq!(paired_room(&told).as_deref(), joined["room"].as_str());
    on_two.until_listed(&id, false).await;
    let room = joined["room"].as_str().unwrap();
    both_seated(&one, room, [&mut ann, &mut bob]).await;
    // The listeners' connections cut: a seek offered meanwhile still arrives, read after they reconnect.
    let db = app.db().await;
    let cut: Vec<i32> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid)::int FROM pg_stat_activity \
         WHERE datname = current_database() AND query ILIKE 'LISTEN%tabula_lobby%'",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(cut.len(), 2, "each instance listens");
    let later = Visitor::guest("Cy")
        .offered(&one, json!({"game": "banqi"}))
        .await;
    on_two.until_listed(&later, true).await;
    on_two.close().await;
    ann_socket.close().await;
}

/// Every lobby route and body is in the OpenAPI file, each refusal with its code.
#[tokio::test]
async fn the_openapi_file_describes_the_lobby() {
    let app = TestApp::start(common::Backend::Sqlite).await.unwrap();
    let (_, doc) = app.client().get("/api/openapi.json").await;
    let paths = &doc["paths"];
    for (path, method) in [
        ("/api/lobby/seeks", "get"),
        ("/api/lobby/seeks", "post"),
        ("/api/lobby/seeks/{id}", "delete"),
        ("/api/lobby/seeks/{id}/join", "post"),
        ("/api/lobby/quick", "post"),
        ("/api/lobby/socket", "get"),
    ] {
        assert!(paths[path][method].is_object(), "{method} {path} missing");
    }
    let offer = &paths["/api/lobby/seeks"]["post"]["responses"];
    for (status, code) in [
        ("403", "account_required"),
        ("409", "seek_exists"),
        ("409", "too_many_seeks"),
        ("429", "rate_limited"),
    ] {
        assert!(
            offer[status]["description"]
                .as_str()
                .unwrap()
                .contains(code),
            "{status} {code}: {offer}"
        );
    }
    let join = &paths["/api/lobby/seeks/{id}/join"]["post"]["responses"];
    assert!(
        join["409"]["description"]
            .as_str()
            .unwrap()
            .contains("own_seek")
    );
    let schemas = &doc["components"]["schemas"];
    for schema in ["Seek", "SeekClock", "NewSeek", "SeekJoined", "LobbyMessage"] {
        assert!(schemas[schema].is_object(), "{schema} missing");
    }
    for field in ["id", "game", "clock", "rated", "player"] {
        assert!(
            schemas["Seek"]["properties"][field].is_object(),
            "Seek.{field}"
        );
    }
}
