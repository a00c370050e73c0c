//! A load test, run by hand (loopback only, bounded in time):
//!
//! ```sh
//! cargo test -p server --release --test load -- --ignored --nocapture --test-threads 1
//! ```
//!
//! It fills the database with 500 players and 10 000 ranked games, measures leaderboard throughput and latency
//! over HTTP with 8 concurrent clients, then floods the verification pool with expensive checks (Expert Xiangqi
//! computer moves) and measures the same requests again while the flood is being checked. A second test measures
//! the CPU the server spends checking one Expert game of each kind.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use boardgame::{GameKind, Level, Player, Seat};
use common::{Backend, TestApp};
use protocol::live::ClientMessage;
use protocol::ranked::RankedResult;
use serde_json::json;
use server::db::Db;
use server::results::{Finished, count_alone};
use testkit::live::{Guest, command, ranked_move};

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
        options.limits.ranked_per_day = 10_000;
    })
    .await
    else {
        return;
    };
    fill(&app).await;
    let base = app.serve_http().await;
    println!(
        "== {backend:?}: 500 players, 10 000 ranked games, {CLIENTS} clients, verify_workers = 1"
    );

    let quiet = measure(&base, PHASE).await;
    println!("leaderboard, idle verifier:   {quiet}");
    for query in ["game=all", "game=xiangqi&period=month"] {
        let base = base.clone();
        tokio::task::spawn_blocking(move || wrk(&base, query))
            .await
            .unwrap();
    }

    // A flood of Expert Xiangqi checks: each game's device sends one legal computer move (not the AI's, so each
    // game ends forfeited), and the server runs Expert on it before it can say so.
    let started = Instant::now();
    let mut games = Vec::new();
    for n in 0..FLOOD {
        // One ranked game in progress per player and game: a flooder per game.
        let mut flooder = Guest::sign_up(&base, &format!("flooder{n}")).await;
        let (_, mut socket) = flooder
            .ranked(&base, GameKind::Xiangqi, Level::Expert, Seat::First)
            .await;
        let next = ranked_move(GameKind::Xiangqi, &socket.state, Seat::First, Level::Easy).unwrap();
        let message = command(&socket, next);
        socket.command(message).await.unwrap();
        games.push(socket);
    }
    let checks: Vec<_> = games
        .into_iter()
        .map(|mut socket| {
            tokio::spawn(async move {
                let message = ClientMessage::Computer {
                    id: socket.id(),
                    action: "a9a8".into(),
                };
                socket.command(message).await.unwrap();
                started.elapsed()
            })
        })
        .collect();
    let busy = measure(&base, PHASE).await;
    println!("leaderboard, flooded verifier: {busy}");
    let mut done = Vec::new();
    for check in checks {
        done.push(check.await.unwrap());
    }
    println!(
        "flood: {FLOOD} Expert checks answered in {:.1?} (one pool thread)",
        done.iter().max().unwrap()
    );
    assert!(
        busy.p99 < Duration::from_secs(1),
        "the API stays responsive under a verification flood"
    );
}

/// What the server spends checking the computer's side of one Expert game of each kind (the person played by
/// Normal): the CPU time of the Expert moves it recomputes, and so how many such games one core checks an hour.
#[test]
#[ignore = "measurement: run by hand"]
fn check_cost_of_an_expert_game() {
    fn game<G: games::Live + games::Computer>(seed: u64) -> (usize, Duration) {
        let dealer = games::Dealer::Seeded(seed);
        let mut session = games::Session::<G>::new([Player::Human, Player::Human], &dealer);
        let (mut moves, mut spent) = (0, Duration::ZERO);
        while session.plies() < 600 {
            session.settle(&dealer);
            let boardgame::Turn::Player(seat) = session.turn() else {
                break;
            };
            let position = session.position();
            let level = if seat == Seat::First {
                Level::Normal
            } else {
                Level::Expert
            };
            let started = cpu();
            let action = G::choose(position, level, dealer.ply_seed(session.plies()));
            if level == Level::Expert {
                spent += cpu() - started;
                moves += 1;
            }
            session.play(action);
        }
        (moves, spent)
    }
    for kind in GameKind::ALL {
        let (mut moves, mut spent) = (0, Duration::ZERO);
        for seed in 0..3 {
            let (m, s) = match kind {
                GameKind::Xiangqi => game::<xiangqi::Xiangqi>(seed),
                GameKind::Hnefatafl => game::<hnefatafl::Hnefatafl>(seed),
                GameKind::Banqi => game::<banqi::Banqi>(seed),
                GameKind::Backgammon => game::<backgammon::Backgammon>(seed),
            };
            moves += m;
            spent += s;
        }
        let per_game = spent / 3;
        println!(
            "{kind}: {} Expert moves a game, {per_game:.2?} CPU to check one game, {:.0} games an hour per core",
            moves / 3,
            3600.0 / per_game.as_secs_f64()
        );
    }
}

/// CPU time this thread has run (Linux: `/proc/thread-self/schedstat`): the machine may be busy with other work.
fn cpu() -> Duration {
    let ns = std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0);
    Duration::from_nanos(ns)
}

/// 500 players with 20 won ranked games each, counted as live games count them (the games and the totals).
async fn fill(app: &TestApp) {
    let db = Db::open(app.database(), app.data_dir()).await.unwrap();
    let record = json!({"game": "banqi", "players": [{"kind": "human"}, {"kind": "computer", "level": "easy"}], "actions": []}).to_string();
    let levels = [Level::Easy, Level::Normal, Level::Expert];
    for user in 0..500i64 {
        let id: i64 = sqlx::Row::get(
            &sqlx::query("INSERT INTO users (username, username_key, password_hash, created_at) VALUES ($1, $1, 'x', 0) RETURNING id")
                .bind(format!("player{user}"))
                .fetch_one(&db.pool)
                .await
                .unwrap(),
            "id",
        );
        for game in 0..20i64 {
            let finished = Finished {
                user: id,
                live_game: format!("fill-{user}-{game}"),
                game: GameKind::ALL[((user + game) % 4) as usize],
                level: levels[((user * 7 + game * 3) % 11 % 3) as usize],
                side: Seat::First,
                result: RankedResult::Win,
                plies: 0,
                record: record.clone(),
                finished_at: common::START - (user * 20 + game) * 3_600,
            };
            count_alone(&db, &finished).await.unwrap();
        }
    }
}

/// The leaderboard under `wrk` (when it is installed): its own summary, printed.
fn wrk(base: &str, query: &str) {
    let url = format!("{base}/api/leaderboard?{query}");
    match std::process::Command::new("wrk")
        .args(["-t2", "-c32", "-d10s", "--latency", &url])
        .output()
    {
        Ok(out) => println!(
            "wrk -t2 -c32 -d10s {url}\n{}",
            String::from_utf8_lossy(&out.stdout)
        ),
        Err(_) => println!("(wrk is not installed: apt install wrk)"),
    }
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

/// A flood of password checks (the attack a stolen session could make on `POST /api/me/password`) with the per-account
/// limit lifted, so that every request reaches Argon2: six waves of 48 wrong passwords at once. Argon2 runs one
/// check per core, on threads of its own, so the process's peak memory is reached in the first wave and does not grow
/// with the flood (it grew by a hash's 19 MiB per blocking thread before, to gigabytes).
#[tokio::test(flavor = "multi_thread")]
#[ignore = "measurement: run by hand"]
async fn a_flood_of_password_checks_keeps_memory_bounded() {
    let Some(app) = TestApp::start_with(Backend::Sqlite, |options| {
        options.limits.password_per_user.max = 10_000;
    })
    .await
    else {
        return;
    };
    let base = app.serve_http().await;
    let peak = || -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches(" kB").parse().ok())
            .unwrap_or(0)
    };
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let signed_up = http
        .post(format!("{base}/api/auth/signup"))
        .json(&json!({"username": "victim", "password": common::PASSWORD}))
        .send()
        .await
        .unwrap();
    assert!(signed_up.status().is_success());
    let before = peak();
    let started = Instant::now();
    let mut statuses = std::collections::BTreeMap::new();
    let mut after_first = 0;
    for round in 0..6 {
        let wave: Vec<_> = (0..48)
            .map(|i| {
                let (http, base) = (http.clone(), base.clone());
                tokio::spawn(async move {
                    http.post(format!("{base}/api/me/password"))
                        .json(&json!({"current_password": format!("wrong guess {i}"), "new_password": "another long one"}))
                        .send()
                        .await
                        .unwrap()
                        .status()
                        .as_u16()
                })
            })
            .collect();
        for request in wave {
            *statuses.entry(request.await.unwrap()).or_insert(0) += 1;
        }
        if round == 0 {
            after_first = peak();
        }
    }
    println!(
        "288 wrong passwords, 48 at a time, in {:.1?}: answers {statuses:?}; peak memory {} MiB before, {} MiB after \
         the first 48, {} MiB after all",
        started.elapsed(),
        before / 1024,
        after_first / 1024,
        peak() / 1024
    );
    assert!(
        peak() < after_first + 32 * 1024,
        "memory does not grow with the flood"
    );
}
