//! The real `tabula serve` process: killed with SIGKILL in the middle of games, or stopped with SIGTERM, and started
//! again on the same data, it loses no acknowledged action; the players reconnect, resume and finish their games.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use boardgame::GameKind;
use serde_json::json;
use testkit::live::{Guest, Socket, play_out, step, table, texts};

/// The `tabula` binary the workspace's tests built.
fn tabula() -> PathBuf {
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target")));
    let binary = target.join("debug/tabula");
    assert!(
        binary.is_file(),
        "{} is missing: `cargo build -p tabula` (cargo xtask test builds it)",
        binary.display()
    );
    binary
}

/// `tabula serve` with its data in `data`, on `port` or, for `None`, on a port the system gives it, once it
/// listens: answers the process and its port. The server names its address when it listens; a port picked here and
/// handed over instead could be taken by another test's server in between, and this test would then talk to that one.
fn serve(port: Option<u16>, data: &Path) -> (Child, u16) {
    listening(
        Command::new(tabula())
            .args([
                "serve",
                "--port",
                &port.unwrap_or(0).to_string(),
                "--data-dir",
            ])
            .arg(data),
    )
}

/// Starts `command` (a `tabula serve`) and waits for the line that says where it listens.
fn listening(command: &mut Command) -> (Child, u16) {
    let mut child = command
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("starting tabula serve");
    let mut lines = BufReader::new(child.stdout.take().expect("piped")).lines();
    let port = loop {
        let Some(Ok(line)) = lines.next() else {
            panic!("tabula serve ended before it listened: {:?}", child.wait());
        };
        if let Some((_, rest)) = line.split_once("Tabula is serving http://") {
            let address: String = rest
                .chars()
                .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ':'))
                .collect();
            break address.parse::<SocketAddr>().expect("an address").port();
        }
    };
    // The rest of its log is read and dropped, so a full pipe never blocks the server.
    std::thread::spawn(move || lines.for_each(drop));
    (child, port)
}

/// Kills the process at once, as `kill -9` does: nothing is flushed, nothing shut down.
fn kill(mut child: Child) {
    child.kill().expect("SIGKILL");
    child.wait().expect("the process ends");
}

#[tokio::test]
async fn a_killed_server_loses_no_acknowledged_action_and_the_games_go_on() {
    let data = tempfile::tempdir().unwrap();
    let (server, port) = serve(None, data.path());
    let base = format!("http://127.0.0.1:{port}");
    let mut games = Vec::new();
    for game in [GameKind::Xiangqi, GameKind::Backgammon, GameKind::Banqi] {
        let (id, guests, mut players) = table(&base, game, json!({})).await;
        for turn in 0..8 {
            step(game, &mut players, &mut [], turn).await;
        }
        games.push((game, id, guests, players));
    }
    // One more command each, sent as the server dies: acknowledged or not, nothing acknowledged may be lost.
    for (game, _, _, players) in &mut games {
        let actions = texts(&players[0].state);
        for seat in boardgame::Seat::BOTH {
            if let Some(next) = testkit::live::next_move(*game, &actions, seat, 99) {
                let socket = &mut players[seat.index()];
                let message = testkit::live::command(socket, next);
                socket.send(&message).await;
            }
        }
    }
    kill(server);
    let acknowledged: Vec<Vec<String>> = games
        .iter()
        .map(|(_, _, _, players)| texts(&players[0].state))
        .collect();

    let (server, _) = serve(Some(port), data.path());
    for ((game, id, guests, players), before) in games.iter().zip(&acknowledged) {
        resume_and_finish(&base, *game, id, guests, players, before).await;
    }
    kill(server);
}

/// Each player comes back from what they had (the events they missed follow); the stored game begins with every
/// action acknowledged before the server went; then they play it to its end.
async fn resume_and_finish(
    base: &str,
    game: GameKind,
    id: &str,
    guests: &[Guest; 2],
    players: &[Socket; 2],
    acknowledged: &[String],
) {
    let mut again: [Socket; 2] = [
        guests[0].resume(base, id, players[0].state.clone()).await,
        guests[1].resume(base, id, players[1].state.clone()).await,
    ];
    let stored = guests[0].connect(base, id, None).await.state;
    assert!(
        texts(&stored).starts_with(acknowledged),
        "{game}: every acknowledged action survived"
    );
    for socket in &mut again {
        socket.until_seq(stored.seq).await;
        assert_eq!(socket.state, stored, "{game}");
    }
    play_out(game, &mut again, &mut []).await;
    assert!(again[0].state.end.is_some(), "{game}");
}

/// SIGTERM mid-game: the server tells the games' sockets it is restarting (close code 1012, so clients reconnect)
/// and exits promptly, instead of waiting on connections that never end by themselves.
#[tokio::test]
async fn a_terminated_server_says_goodbye_and_the_games_go_on() {
    let data = tempfile::tempdir().unwrap();
    let (mut server, port) = serve(None, data.path());
    let base = format!("http://127.0.0.1:{port}");
    let game = GameKind::Xiangqi;
    let (id, guests, mut players) = table(&base, game, json!({})).await;
    for turn in 0..6 {
        step(game, &mut players, &mut [], turn).await;
    }
    let acknowledged = texts(&players[0].state);
    let terminated = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .expect("running kill");
    assert!(terminated.success());
    for socket in &mut players {
        assert_eq!(
            socket.closed().await,
            Some(1012),
            "a goodbye that asks to reconnect"
        );
    }
    let started = Instant::now();
    let status = loop {
        if let Some(status) = server.try_wait().expect("waiting for tabula serve") {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "tabula serve did not exit after SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "a clean exit: {status}");
    let (server, _) = serve(Some(port), data.path());
    resume_and_finish(&base, game, &id, &guests, &players, &acknowledged).await;
    kill(server);
}

/// SIGTERM as the server checks a ranked game's computer move: the device hears the goodbye, the server exits,
/// and after the restart the device sends the move again (the same command); it is checked and played once, and
/// the game goes on from everything stored before.
#[tokio::test]
async fn a_ranked_game_survives_a_sigterm_in_the_middle_of_a_check() {
    use boardgame::{Level, Seat};
    use protocol::live::ClientMessage;
    use testkit::live::{Next, command, ranked_move};

    let data = tempfile::tempdir().unwrap();
    let (mut server, port) = serve(None, data.path());
    let base = format!("http://127.0.0.1:{port}");
    let game = GameKind::Xiangqi;
    let mut alice = Guest::sign_up(&base, "alice").await;
    let (id, mut device) = alice.ranked(&base, game, Level::Expert, Seat::First).await;
    let person = |device: &Socket| ranked_move(game, &device.state, Seat::First, Level::Easy);
    let first = command(&device, person(&device).unwrap());
    device.command(first).await.unwrap();
    let Some(Next::Computer(reply)) = person(&device) else {
        panic!("the computer is to move")
    };
    let acknowledged = texts(&device.state);
    // The signal comes right after the move is sent: with its Expert check under way, or just done — stored and
    // acknowledged before the goodbye, or not at all.
    let check = ClientMessage::Computer {
        id: device.id(),
        action: reply.clone(),
    };
    device.send(&check).await;
    tokio::time::sleep(Duration::from_millis(20)).await;
    let terminated = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .expect("running kill");
    assert!(terminated.success());
    assert_eq!(
        device.closed().await,
        Some(1012),
        "a goodbye that asks to reconnect"
    );
    let started = Instant::now();
    while server
        .try_wait()
        .expect("waiting for tabula serve")
        .is_none()
    {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "tabula serve did not exit"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (server, _) = serve(Some(port), data.path());
    let mut device = alice.connect_device(&base, &id, None, game).await;
    assert!(
        texts(&device.state).starts_with(&acknowledged),
        "nothing stored was lost"
    );
    // The device sends what it had not seen acknowledged, as the web app does: played once, whichever way it went.
    device.command(check).await.unwrap();
    let replies = texts(&device.state).iter().filter(|a| **a == reply).count();
    assert_eq!(replies, 1, "the computer's move is played once");
    assert!(
        device.state.end.is_none(),
        "not a forfeit: {:?}",
        device.state.end
    );
    let next = person(&device).expect("the person is to move again");
    assert!(matches!(next, Next::Act(_)));
    let message = command(&device, next);
    device.command(message).await.unwrap();
    kill(server);
}

/// The binary alone serves the site: copied into an empty directory, with no bundle anywhere beside it, `tabula
/// serve` answers the pages, the modules (compressed where asked) and a deep link from what it carries.
#[tokio::test]
async fn the_binary_alone_serves_the_site() {
    let alone = tempfile::tempdir().unwrap();
    let binary = alone.path().join("tabula");
    std::fs::copy(tabula(), &binary).unwrap();
    let (mut child, port) = listening(
        Command::new(&binary)
            .args(["serve", "--port", "0", "--data-dir", "data"])
            .current_dir(alone.path())
            .env_remove("TABULA_SITE_DIR"),
    );
    let http = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}");
    let built = std::fs::read(e2e::site_dir().join("pkg/web.js")).expect("the bundle was built");
    let served = http.get(format!("{base}/pkg/web.js")).send().await.unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(
        served.bytes().await.unwrap().to_vec(),
        built,
        "the bundle it was built with"
    );
    let wasm = http
        .get(format!("{base}/pkg/worker_bg.wasm"))
        .header("accept-encoding", "br")
        .send()
        .await
        .unwrap();
    assert_eq!(wasm.status(), 200);
    assert_eq!(wasm.headers()["content-encoding"], "br");
    let page = http
        .get(format!("{base}/backgammon/rules"))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("/pkg/web.js"));
    child.kill().unwrap();
    child.wait().unwrap();
}
