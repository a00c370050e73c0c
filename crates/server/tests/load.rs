//! A load test, run by hand (loopback only, bounded in time):
//!
//! ```sh
//! cargo test -p server --release --test load -- --ignored --nocapture --test-threads 1
//! ```
//!
//! It fills the database with 500 players and 10 000 credited games, measures leaderboard throughput and latency
//! over HTTP with 8 concurrent clients, then floods the verifier with expensive submissions (Expert Xiangqi games,
//! a few seconds of CPU each) and measures the same requests again while the flood is being verified.

mod common;

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use boardgame::{GameKind, Level, Seat};
use common::{Backend, PASSWORD, TestApp};
use games::ranked::{Terms, self_play};
use serde_json::{Value, json};
use server::db::Db;

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load test: run by hand"]
async fn load_sqlite() {
    load(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load test: run by hand"]
async fn load_postgres() {
    load(Backend::Postgres).await;
}

const CLIENTS: usize = 8;
const PHASE: Duration = Duration::from_secs(10);
const FLOOD: usize = 40;

async fn load(backend: Backend) {
    let Some(app) = TestApp::start_with(backend, |options| {
        options.verify_workers = 1;
        options.limits.signup_per_ip.max = 10_000;
        options.limits.tickets_per_game = 10_000;
        options.limits.pending_per_user = 10_000;
    })
    .await
    else {
        return;
    };
    fill(&app).await;
    let base = app.serve_http().await;
    println!(
        "== {backend:?}: 500 players, 10 000 credited games, {CLIENTS} clients, verify_workers = 1"
    );

    let quiet = measure(&base, PHASE).await;
    println!("leaderboard, idle verifier:   {quiet}");

    // An expensive record: the computer plays Expert Xiangqi (the human, Easy, loses; the verifier replays every
    // Expert move before it can say so).
    let terms = Terms {
        game: GameKind::Xiangqi,
        level: Level::Expert,
        side: Seat::First,
        seed: 7,
    };
    let started = Instant::now();
    let record = self_play(&terms, Level::Easy, 1);
    let made = started.elapsed();
    let started = Instant::now();
    let verdict = games::ranked::verify(&record, &terms);
    println!(
        "flood record: {} plies, made in {made:.2?}, one verification {:.2?} ({})",
        record.actions.len(),
        started.elapsed(),
        verdict
            .err()
            .map_or("credited".into(), |r| r.code().to_owned())
    );

    let http = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    http.post(format!("{base}/api/auth/signup"))
        .json(&json!({"username": "flooder", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    app.seed.store(7, Ordering::SeqCst);
    let started = Instant::now();
    let mut urls = Vec::new();
    for _ in 0..FLOOD {
        let ticket: Value = http
            .post(format!("{base}/api/ranked/tickets"))
            .json(&json!({"game": "xiangqi", "level": "expert", "side": "first"}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let accepted: Value = http
            .post(format!("{base}/api/ranked/results"))
            .json(&json!({"ticket": ticket["ticket"], "record": record}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        urls.push(accepted["status_url"].as_str().unwrap().to_owned());
    }
    println!(
        "flood: {FLOOD} tickets + submissions accepted in {:.2?}",
        started.elapsed()
    );
    let busy = measure(&base, PHASE).await;
    println!("leaderboard, flooded verifier: {busy}");
    let decided = count_decided(&http, &base, &urls).await;
    println!(
        "after {:.0?} of flood: {decided} of {FLOOD} verified, the rest still pending",
        started.elapsed()
    );
    // The flood goes on being verified, one at a time; wait (bounded) for the first verdicts.
    while started.elapsed() < Duration::from_secs(60)
        && count_decided(&http, &base, &urls).await < 2
    {
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let decided = count_decided(&http, &base, &urls).await;
    println!(
        "after {:.0?}: {decided} of {FLOOD} verified",
        started.elapsed()
    );
    assert!(
        busy.p99 < Duration::from_secs(1),
        "the API stays responsive under a verification flood"
    );
}

async fn count_decided(http: &reqwest::Client, base: &str, urls: &[String]) -> usize {
    let mut decided = 0;
    for url in urls {
        let status: Value = http
            .get(format!("{base}{url}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        if status["status"] != "pending" {
            decided += 1;
        }
    }
    decided
}

/// 500 players with 20 credited games each, written straight into the database.
async fn fill(app: &TestApp) {
    let db = Db::open(app.database(), app.data_dir()).await.unwrap();
    let mut tx = db.pool.begin().await.unwrap();
    let record = json!({"game": "banqi", "players": [{"kind": "human"}, {"kind": "computer", "level": "easy"}], "actions": []}).to_string();
    let games = ["banqi", "backgammon", "xiangqi", "hnefatafl"];
    let levels = [("easy", 1, 10), ("normal", 2, 30), ("expert", 3, 100)];
    for user in 0..500i64 {
        let id: i64 = sqlx::Row::get(
            &sqlx::query("INSERT INTO users (username, username_key, password_hash, created_at) VALUES ($1, $1, 'x', 0) RETURNING id")
                .bind(format!("player{user}"))
                .fetch_one(&mut *tx)
                .await
                .unwrap(),
            "id",
        );
        for game in 0..20i64 {
            let (level, rank, points) = levels[((user * 7 + game * 3) % 11 % 3) as usize];
            let ticket = format!("fill-{user}-{game}");
            sqlx::query(
                "INSERT INTO ranked_games (user_id, ticket, submission, game, level, level_rank, side, points, plies, \
                 record, finished_at) VALUES ($1, $2, $2, $3, $4, $5, 'first', $6, 0, $7, $8)",
            )
            .bind(id)
            .bind(&ticket)
            .bind(games[((user + game) % 4) as usize])
            .bind(level)
            .bind(rank)
            .bind(points)
            .bind(&record)
            .bind(common::START - (user * 20 + game) * 3_600)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
    }
    tx.commit().await.unwrap();
}

struct Stats {
    requests: usize,
    elapsed: Duration,
    p50: Duration,
    p95: Duration,
    p99: Duration,
    max: Duration,
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} requests in {:.1?} = {:.0} req/s; latency p50 {:.1?}, p95 {:.1?}, p99 {:.1?}, max {:.1?}",
            self.requests,
            self.elapsed,
            self.requests as f64 / self.elapsed.as_secs_f64(),
            self.p50,
            self.p95,
            self.p99,
            self.max
        )
    }
}

/// `CLIENTS` clients asking for leaderboards (every game and period in turn) for `phase`.
async fn measure(base: &str, phase: Duration) -> Stats {
    let queries = Arc::new(
        ["all", "banqi", "backgammon", "xiangqi", "hnefatafl"]
            .iter()
            .flat_map(|game| {
                ["all", "month"].map(|period| {
                    format!("{base}/api/leaderboard?game={game}&period={period}&limit=20")
                })
            })
            .collect::<Vec<_>>(),
    );
    let started = Instant::now();
    let mut tasks = Vec::new();
    for client in 0..CLIENTS {
        let queries = queries.clone();
        tasks.push(tokio::spawn(async move {
            let http = reqwest::Client::new();
            let mut latencies = Vec::new();
            let mut i = client;
            while started.elapsed() < phase {
                let asked = Instant::now();
                let response = http.get(&queries[i % queries.len()]).send().await.unwrap();
                assert!(response.status().is_success());
                response.bytes().await.unwrap();
                latencies.push(asked.elapsed());
                i += 1;
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.unwrap());
    }
    let elapsed = started.elapsed();
    latencies.sort_unstable();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    Stats {
        requests: latencies.len(),
        elapsed,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: *latencies.last().unwrap(),
    }
}
