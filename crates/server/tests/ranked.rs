//! Ranked games in-process, on SQLite and PostgreSQL: real games won by letting a stronger level of the AI play
//! the human's side are credited exactly once; forged ones are rejected with the first bad ply and why.

mod common;

use std::sync::atomic::Ordering;

use axum::http::StatusCode;
use boardgame::{GameKind, GameRecord, Level, Player, Seat};
use common::{Client, TestApp};
use games::ranked::{Terms, self_play};
use serde_json::{Value, json};

on_both_backends!(
    an_honest_win_is_credited_exactly_once,
    forged_records_are_rejected_with_the_reason,
    tickets_belong_to_their_owner_and_expire,
    pending_results_survive_a_restart,
    leaderboards_rank_by_points_and_period,
    junk_records_cost_little_and_tickets_have_a_daily_quota,
);

/// Asks for a ticket whose seed is `seed`.
async fn ticket(
    app: &TestApp,
    client: &mut Client,
    game: GameKind,
    level: Level,
    side: Seat,
    seed: u64,
) -> String {
    app.seed.store(seed, Ordering::SeqCst);
    let (status, body) = client
        .post(
            "/api/ranked/tickets",
            json!({"game": game, "level": level, "side": side}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["seed"], seed);
    body["ticket"].as_str().unwrap().to_owned()
}

/// A game the human (Normal playing for them) wins against Easy: the seeds are those `games::ranked`'s tests use.
fn win(game: GameKind, side: Seat, seed: u64) -> GameRecord {
    let terms = Terms {
        game,
        level: Level::Easy,
        side,
        seed,
    };
    self_play(&terms, Level::Normal, seed + 100)
}

async fn submit(client: &mut Client, ticket: &str, record: &GameRecord) -> (StatusCode, Value) {
    client
        .post(
            "/api/ranked/results",
            json!({"ticket": ticket, "record": record}),
        )
        .await
}

/// Submits and waits for the verdict.
async fn verdict(client: &mut Client, ticket: &str, record: &GameRecord) -> Value {
    let (status, body) = submit(client, ticket, record).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    client.verdict(body["status_url"].as_str().unwrap()).await
}

async fn an_honest_win_is_credited_exactly_once(app: TestApp) {
    let mut alice = app.user("alice").await;
    let ticket = ticket(
        &app,
        &mut alice,
        GameKind::Backgammon,
        Level::Easy,
        Seat::First,
        0,
    )
    .await;
    let record = win(GameKind::Backgammon, Seat::First, 0);
    // Two submissions of the same ticket at once: exactly one pays. Each is accepted for verification, unless the
    // other was already verified and paid before it reached the door (then it is refused as spent).
    let (mut a, mut b) = (alice.clone(), alice.clone());
    let (answer_a, answer_b) = tokio::join!(
        submit(&mut a, &ticket, &record),
        submit(&mut b, &ticket, &record)
    );
    let mut verdicts = Vec::new();
    for (status, body) in [answer_a, answer_b] {
        match status {
            StatusCode::ACCEPTED => {
                verdicts.push(alice.verdict(body["status_url"].as_str().unwrap()).await);
            }
            StatusCode::CONFLICT => assert_eq!(body["error"], "ticket_spent", "{body}"),
            other => panic!("{other}: {body}"),
        }
    }
    let (credited, spent): (Vec<_>, Vec<_>) = verdicts
        .into_iter()
        .partition(|v| v["status"] == "credited");
    assert_eq!(credited.len(), 1, "{credited:?} {spent:?}");
    let credited = &credited[0];
    assert_eq!(credited["points"], 10);
    for spent in &spent {
        assert_eq!(spent["status"], "rejected", "{spent}");
        assert_eq!(spent["reason"]["code"], "ticket_spent");
    }
    // Once spent, the ticket is refused at the door.
    let (status, body) = submit(&mut alice, &ticket, &record).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("ticket_spent"))
    );

    let (_, board) = alice.get("/api/leaderboard?game=backgammon").await;
    assert_eq!(board["entries"].as_array().unwrap().len(), 1, "{board}");
    let entry = &board["entries"][0];
    assert_eq!(entry["username"], "alice");
    assert_eq!(entry["points"], 10);
    assert_eq!(entry["wins"], json!({"easy": 1, "normal": 0, "expert": 0}));
    assert_eq!(entry["best_level"], "easy");

    let (status, profile) = app.client().get("/api/players/ALICE").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(profile["points"], 10);
    let games = profile["games"].as_array().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["id"], credited["game_id"]);
    let (status, game) = app
        .client()
        .get(&format!("/api/games/{}", games[0]["id"]))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(game["username"], "alice");
    assert_eq!(
        serde_json::from_value::<GameRecord>(game["record"].clone()).unwrap(),
        record
    );
}

async fn forged_records_are_rejected_with_the_reason(app: TestApp) {
    let mut mallory = app.user("mallory").await;
    let mut check =
        async |game, side, seed, level, record: &GameRecord, code: &str, ply: Option<usize>| {
            let ticket = ticket(&app, &mut mallory, game, level, side, seed).await;
            let verdict = verdict(&mut mallory, &ticket, record).await;
            assert_eq!(verdict["status"], "rejected", "{verdict}");
            assert_eq!(verdict["reason"]["code"], code, "{verdict}");
            assert_eq!(
                verdict["reason"]["ply"].as_u64(),
                ply.map(|p| p as u64),
                "{verdict}"
            );
            assert!(verdict["reason"]["message"].as_str().unwrap().len() > 10);
            verdict
        };
    let honest = win(GameKind::Backgammon, Seat::First, 0);

    // An illegal move.
    let mut illegal = honest.clone();
    let index = illegal
        .actions
        .iter()
        .position(|a| !a.starts_with("roll") && !a.starts_with("opening"))
        .unwrap();
    illegal.actions[index] = "13/30".into();
    check(
        GameKind::Backgammon,
        Seat::First,
        0,
        Level::Easy,
        &illegal,
        "illegal_action",
        Some(index + 1),
    )
    .await;

    // A changed dice roll.
    let mut loaded = honest.clone();
    let index = loaded
        .actions
        .iter()
        .position(|a| a.starts_with("roll "))
        .unwrap();
    loaded.actions[index] = if loaded.actions[index] == "roll 6 6" {
        "roll 5 5"
    } else {
        "roll 6 6"
    }
    .into();
    let verdict = check(
        GameKind::Backgammon,
        Seat::First,
        0,
        Level::Easy,
        &loaded,
        "wrong_roll",
        Some(index + 1),
    )
    .await;
    assert!(
        verdict["reason"]["message"]
            .as_str()
            .unwrap()
            .contains("seed rolls"),
        "{verdict}"
    );

    // A changed Banqi flip.
    let mut flipped = win(GameKind::Banqi, Seat::First, 1);
    let index = flipped
        .actions
        .iter()
        .position(|a| a.starts_with("flip "))
        .unwrap();
    let (square, piece) = flipped.actions[index].rsplit_once(" = ").unwrap();
    flipped.actions[index] = format!("{square} = {}", if piece == "P" { "p" } else { "P" });
    let verdict = check(
        GameKind::Banqi,
        Seat::First,
        1,
        Level::Easy,
        &flipped,
        "illegal_action",
        Some(index + 1),
    )
    .await;
    assert!(
        verdict["reason"]["message"]
            .as_str()
            .unwrap()
            .contains("reveals"),
        "{verdict}"
    );

    // A computer move the AI at that level would not play: Black's move where Normal would differ from Easy.
    let mut swapped = win(GameKind::Xiangqi, Seat::First, 2);
    let (index, other) = (1..swapped.actions.len())
        .step_by(2)
        .find_map(|index| {
            let mut prefix = swapped.clone();
            prefix.actions.truncate(index);
            let other = games::computer_move(&prefix, Level::Normal).unwrap();
            (other != swapped.actions[index]).then_some((index, other))
        })
        .unwrap();
    swapped.actions[index] = other;
    swapped.actions.truncate(index + 1);
    check(
        GameKind::Xiangqi,
        Seat::First,
        2,
        Level::Easy,
        &swapped,
        "wrong_computer_move",
        Some(index + 1),
    )
    .await;

    // A game the human lost.
    let lost = win(GameKind::Backgammon, Seat::Second, 3);
    check(
        GameKind::Backgammon,
        Seat::Second,
        3,
        Level::Easy,
        &lost,
        "not_a_win",
        None,
    )
    .await;

    // A tampered level: the ticket said Normal, the game was against Easy — and the record claims Normal.
    check(
        GameKind::Backgammon,
        Seat::First,
        0,
        Level::Normal,
        &honest,
        "wrong_players",
        None,
    )
    .await;
    let mut claimed = honest.clone();
    claimed.players[1] = Player::Computer {
        level: Level::Expert,
    };
    check(
        GameKind::Backgammon,
        Seat::First,
        0,
        Level::Easy,
        &claimed,
        "wrong_players",
        None,
    )
    .await;

    // Nothing was credited, and each rejected ticket is spent.
    let (_, profile) = mallory.get("/api/players/mallory").await;
    assert_eq!(profile["points"], 0, "{profile}");
    let (status, tickets) = mallory
        .post(
            "/api/ranked/tickets",
            json!({"game": "backgammon", "level": "easy", "side": "first"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{tickets}");
}

async fn tickets_belong_to_their_owner_and_expire(app: TestApp) {
    let ask = json!({"game": "banqi", "level": "easy", "side": "first"});
    let (status, body) = app.client().post("/api/ranked/tickets", ask.clone()).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("unauthorized"))
    );

    let mut alice = app.user("alice").await;
    let mut bob = app.user("bob").await;
    let record = win(GameKind::Banqi, Seat::First, 1);
    let alices = ticket(
        &app,
        &mut alice,
        GameKind::Banqi,
        Level::Easy,
        Seat::First,
        1,
    )
    .await;
    let (status, body) = submit(&mut bob, &alices, &record).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("unknown_ticket"))
    );
    let (status, body) = submit(&mut bob, "no-such-ticket", &record).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("unknown_ticket"))
    );

    // A few unused tickets per game, then no more.
    for _ in 0..4 {
        assert_eq!(
            alice.post("/api/ranked/tickets", ask.clone()).await.0,
            StatusCode::CREATED
        );
    }
    let (status, body) = alice.post("/api/ranked/tickets", ask.clone()).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("too_many_tickets"))
    );
    let other_game = json!({"game": "xiangqi", "level": "expert", "side": "second"});
    assert_eq!(
        alice.post("/api/ranked/tickets", other_game).await.0,
        StatusCode::CREATED
    );

    // Thirty days later the ticket is refused, and new ones can be had (the session lapsed too: log in again).
    app.clock.advance(30 * 86_400);
    let login = json!({"username": "alice", "password": common::PASSWORD});
    assert_eq!(alice.post("/api/auth/login", login).await.0, StatusCode::OK);
    let (status, body) = submit(&mut alice, &alices, &record).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::GONE, Some("ticket_expired"))
    );
    assert_eq!(
        alice.post("/api/ranked/tickets", ask).await.0,
        StatusCode::CREATED
    );
}

async fn pending_results_survive_a_restart(mut app: TestApp) {
    app.restart(|options| options.verify_workers = 0).await;
    let mut alice = app.user("alice").await;
    let ticket = ticket(
        &app,
        &mut alice,
        GameKind::Banqi,
        Level::Easy,
        Seat::First,
        1,
    )
    .await;
    let (status, body) = submit(&mut alice, &ticket, &win(GameKind::Banqi, Seat::First, 1)).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let url = body["status_url"].as_str().unwrap().to_owned();
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_eq!(alice.get(&url).await.1["status"], "pending");

    app.restart(|_| {}).await;
    let mut alice = app.client();
    let (status, _) = alice
        .post(
            "/api/auth/login",
            json!({"username": "alice", "password": common::PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let verdict = alice.verdict(&url).await;
    assert_eq!(
        (verdict["status"].as_str(), verdict["points"].as_u64()),
        (Some("credited"), Some(10)),
        "{verdict}"
    );
}

async fn leaderboards_rank_by_points_and_period(app: TestApp) {
    let mut alice = app.user("alice").await;
    let mut bob = app.user("bob").await;
    let backgammon = win(GameKind::Backgammon, Seat::First, 0);
    let banqi = win(GameKind::Banqi, Seat::First, 1);
    let t = ticket(
        &app,
        &mut alice,
        GameKind::Backgammon,
        Level::Easy,
        Seat::First,
        0,
    )
    .await;
    assert_eq!(
        verdict(&mut alice, &t, &backgammon).await["status"],
        "credited"
    );
    for (game, seed, record) in [
        (GameKind::Backgammon, 0, &backgammon),
        (GameKind::Banqi, 1, &banqi),
    ] {
        let t = ticket(&app, &mut bob, game, Level::Easy, Seat::First, seed).await;
        assert_eq!(verdict(&mut bob, &t, record).await["status"], "credited");
    }
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
    let mut anyone = app.client();
    let (status, all) = anyone.get("/api/leaderboard").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        names(&all),
        [("bob".to_owned(), 20), ("alice".to_owned(), 10)]
    );
    assert_eq!(all["entries"][0]["rank"], 1);
    let (_, banqi_board) = anyone.get("/api/leaderboard?game=banqi&period=month").await;
    assert_eq!(names(&banqi_board), [("bob".to_owned(), 10)]);
    let (_, top) = anyone.get("/api/leaderboard?game=all&limit=1").await;
    assert_eq!(names(&top), [("bob".to_owned(), 20)]);

    // Next month the monthly board starts empty; the all-time board keeps everything.
    app.clock.advance(20 * 86_400);
    let (_, month) = anyone.get("/api/leaderboard?period=month").await;
    assert_eq!(names(&month), []);
    let t = ticket(
        &app,
        &mut alice,
        GameKind::Banqi,
        Level::Easy,
        Seat::First,
        1,
    )
    .await;
    assert_eq!(verdict(&mut alice, &t, &banqi).await["status"], "credited");
    let (_, month) = anyone.get("/api/leaderboard?period=month").await;
    assert_eq!(names(&month), [("alice".to_owned(), 10)]);
    let (_, all) = anyone.get("/api/leaderboard?period=all").await;
    assert_eq!(
        names(&all),
        [("alice".to_owned(), 20), ("bob".to_owned(), 20)]
    );
}

/// The disk-filling loop (a ticket, a 200 KB junk record, an instant rejection, again) keeps only what explains each
/// rejection, and stops at the daily ticket quota.
async fn junk_records_cost_little_and_tickets_have_a_daily_quota(app: TestApp) {
    let mut app = app;
    app.restart(|options| options.limits.tickets_per_day = 3)
        .await;
    let mut mallory = app.user("mallory").await;
    let mut junk = win(GameKind::Xiangqi, Seat::First, 1);
    junk.actions = vec!["z".repeat(200); 1000];
    for seed in 0..3 {
        let ticket = ticket(
            &app,
            &mut mallory,
            GameKind::Xiangqi,
            Level::Easy,
            Seat::First,
            seed,
        )
        .await;
        junk.seed = Some(seed);
        let verdict = verdict(&mut mallory, &ticket, &junk).await;
        assert_eq!(verdict["status"], "rejected", "{verdict}");
        assert_eq!(verdict["reason"]["ply"], 1, "{verdict}");
    }
    let db = app.db().await;
    let stored: Vec<(String, Option<String>)> =
        sqlx::query_as("SELECT record, reason FROM submissions")
            .fetch_all(&db.pool)
            .await
            .unwrap();
    assert_eq!(stored.len(), 3);
    for (record, reason) in stored {
        assert!(
            record.len() < 1024,
            "a rejected record keeps {} bytes",
            record.len()
        );
        let record: GameRecord = serde_json::from_str(&record).unwrap();
        assert_eq!(
            record.actions,
            vec!["z".repeat(32)],
            "the refused action, clipped"
        );
        assert!(reason.unwrap().len() <= 200);
    }
    let (status, body) = mallory
        .post(
            "/api/ranked/tickets",
            json!({"game": "banqi", "level": "easy", "side": "first"}),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("rate_limited"))
    );
    app.clock.advance(86_401);
    ticket(
        &app,
        &mut mallory,
        GameKind::Banqi,
        Level::Easy,
        Seat::First,
        9,
    )
    .await;
}
