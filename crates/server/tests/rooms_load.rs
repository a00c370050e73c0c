//! A load test of online rooms, run by hand (loopback only, bounded in time):
//!
//! ```sh
//! cargo test -p server --release --test rooms_load -- --ignored --nocapture --test-threads 1
//! ```
//!
//! Steps up the number of rooms on one instance (SQLite, then PostgreSQL). In each room two scripted players on
//! real WebSockets play Xiangqi, each making a random legal move about once every [`PACE`]; the latency measured is
//! from one player sending an action to the opponent receiving its event (the server checked, stored and broadcast
//! it). It reports p50/p99 per step, and the resident memory the rooms added (the clients live in the same process,
//! so this is an upper bound). The clients and the server share the machine's cores.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use boardgame::{Game, GameKind, GameRng, Seat, Turn};
use common::{Backend, TestApp};
use games::Live;
use protocol::live::ClientMessage;
use serde_json::json;
use testkit::live::{Guest, Socket};
use tokio::sync::Mutex;
use xiangqi::Xiangqi;

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load test: run by hand"]
async fn rooms_load_sqlite() {
    load(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load test: run by hand"]
async fn rooms_load_postgres() {
    load(Backend::Postgres).await;
}

/// Rooms at each step.
const STEPS: [usize; 5] = [100, 250, 500, 1000, 1500];
/// How often each room's player to move sends a move, roughly (a lively human game is far slower).
const PACE: Duration = Duration::from_secs(2);
/// How long each step is measured.
const PHASE: Duration = Duration::from_secs(20);

async fn load(backend: Backend) {
    let Some(app) = TestApp::start_with(backend, |options| {
        options.limits.rooms_per_hour.max = u32::MAX;
        // Every scripted player comes from this one address.
        options.limits.sockets_per_address = usize::MAX;
    })
    .await
    else {
        return;
    };
    let base = app.serve_http().await;
    println!("== {backend:?}: Xiangqi rooms, a move per room every {PACE:?}, {PHASE:?} per step");
    let mut rooms: Vec<Arc<Mutex<Table>>> = Vec::new();
    let rss_before = rss_kib();
    for &target in &STEPS {
        while rooms.len() < target {
            rooms.push(Arc::new(Mutex::new(Table::open(&base, rooms.len()).await)));
        }
        let rss = rss_kib();
        let latencies = Arc::new(std::sync::Mutex::new(Vec::new()));
        let until = Instant::now() + PHASE;
        let mut players = Vec::new();
        for (i, table) in rooms.iter().enumerate() {
            let (table, latencies) = (Arc::clone(table), Arc::clone(&latencies));
            players.push(tokio::spawn(async move {
                // Spread the rooms over the pace so that moves do not come in waves.
                let offset = PACE.mul_f64((i * 7919 % 1000) as f64 / 1000.0);
                tokio::time::sleep(offset).await;
                let mut table = table.lock().await;
                while Instant::now() < until && table.playing() {
                    let started = Instant::now();
                    table.move_once().await;
                    latencies.lock().unwrap().push(started.elapsed());
                    tokio::time::sleep(PACE.saturating_sub(started.elapsed())).await;
                }
            }));
        }
        for player in players {
            player.await.unwrap();
        }
        let mut latencies = std::mem::take(&mut *latencies.lock().unwrap());
        latencies.sort();
        let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
        println!(
            "{target:>5} rooms: {:>6} moves, {:>6.0}/s, p50 {:>7.1?}, p99 {:>7.1?}, max {:>7.1?}, {:.1} KiB per room",
            latencies.len(),
            latencies.len() as f64 / PHASE.as_secs_f64(),
            at(0.5),
            at(0.99),
            latencies.last().unwrap(),
            (rss - rss_before) as f64 / target as f64,
        );
    }
}

/// One room's two players and the game as they know it.
struct Table {
    sockets: [Socket; 2],
    position: <Xiangqi as Game>::Position,
    rng: GameRng,
}

impl Table {
    async fn open(base: &str, index: usize) -> Table {
        let mut ann = Guest::named("Ann");
        let mut bob = Guest::named("Bob");
        let id = ann
            .create(base, GameKind::Xiangqi, json!({"seat": "first"}))
            .await;
        bob.join(base, &id).await.unwrap();
        let sockets = [
            ann.connect(base, &id, None).await,
            bob.connect(base, &id, None).await,
        ];
        Table {
            sockets,
            position: Xiangqi::start(&mut GameRng::from_seed(0)),
            rng: GameRng::from_seed(index as u64),
        }
    }

    fn playing(&self) -> bool {
        self.sockets[0].state.end.is_none()
            && matches!(Xiangqi::turn(&self.position), Turn::Player(_))
    }

    /// The player to move sends a random legal move; answers once the opponent has its event.
    async fn move_once(&mut self) {
        let Turn::Player(seat) = Xiangqi::turn(&self.position) else {
            unreachable!("Xiangqi has no chance")
        };
        let mut actions = Xiangqi::legal_actions(&self.position);
        let action = actions.swap_remove(self.rng.below(actions.len() as u32) as usize);
        let text = Xiangqi::request(&self.position, &action);
        Xiangqi::apply(&mut self.position, &action);
        let [first, second] = &mut self.sockets;
        let (mover, opponent) = match seat {
            Seat::First => (first, second),
            Seat::Second => (second, first),
        };
        let id = mover.id();
        mover.send(&ClientMessage::Act { id, action: text }).await;
        let seq = mover.state.seq + 1;
        opponent.until_seq(seq).await;
        mover.until_seq(seq).await;
    }
}

/// This process's resident memory in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}
