//! Online rooms over real WebSockets, on both backends: every game played to its end by two players while a
//! spectator watches, refusals that store nothing, resends applied once, reconnects, resignation, draws, abort,
//! rematch, the opponent-gone claim and loss on time (with the clock injected, not slept), expiry, and a look at
//! every byte sent for anything secret.

mod common;

use std::collections::BTreeSet;

use banqi::Banqi;
use boardgame::{GameKind, Outcome, Player, RecordEnd, Seat};
use common::TestApp;
use games::{Dealer, Session};
use protocol::ErrorCode;
use protocol::live::{Claim, ClientMessage, Event, Role, RoomStatus, ServerMessage};
use serde_json::{Value, json};
use testkit::live::{
    Guest, Socket, claims_tell_nothing, command, illegal, is_end, next_move, play_out, step, table,
    texts,
};

on_both_backends!(
    every_game_plays_to_its_end_seen_alike_by_both_players_and_a_spectator,
    refused_actions_store_nothing_and_a_resend_is_applied_once,
    a_reconnect_gets_the_missed_events_or_a_snapshot,
    resignation_and_abort,
    draw_offers_follow_the_rules_where_the_game_has_draws,
    a_rematch_swaps_the_seats,
    the_opponent_gone_claim_waits_a_minute_on_their_turn,
    a_fallen_flag_loses_on_time,
    no_secret_reaches_a_player_or_a_spectator,
    a_claim_about_a_face_down_piece_is_refused_alike_whatever_lies_there,
    an_address_holds_a_few_sockets_and_is_told_why_past_them,
    a_command_sent_to_two_instances_at_once_is_acknowledged_alike,
    invitations_expire_and_later_visitors_watch,
    a_flooding_client_learns_which_commands_were_dropped_then_is_closed,
);

/// Two instances on one PostgreSQL, a player connected to each, play a game to its end: events cross by NOTIFY and
/// the events table, even when the listener's connection is cut mid-game (the NOTIFYs sent meanwhile are lost; the
/// catch-up after it reconnects fills the gap). A third client joins late on the other instance and catches up.
#[tokio::test]
async fn two_instances_share_rooms_through_postgres() {
    let Some(app) = TestApp::start(common::Backend::Postgres).await else {
        return;
    };
    let one = app.serve_http().await;
    let two = TestApp::serve_router(app.another_instance().await).await;
    let game = GameKind::Backgammon;
    let mut ann = Guest::named("Ann");
    let mut bob = Guest::named("Bob");
    let id = ann.create(&one, game, json!({"seat": "first"})).await;
    bob.join(&two, &id).await.unwrap();
    let mut players = [
        ann.connect(&one, &id, None).await,
        bob.connect(&two, &id, None).await,
    ];
    for turn in 0..6 {
        step(game, &mut players, &mut [], turn).await;
    }
    let db = app.db().await;
    let cut: Vec<i32> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid)::int FROM pg_stat_activity \
         WHERE datname = current_database() AND query ILIKE 'LISTEN%tabula_live%'",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(cut.len(), 2, "each instance listens");
    play_out(game, &mut players, &mut []).await;
    let seq = players[0].state.seq;
    let mut late = Guest::named("Carol")
        .connect(&two, &id, Some(seq - 5))
        .await;
    late.until_seq(seq).await;
    assert_eq!(
        late.frames
            .iter()
            .filter(|f| f.contains("\"event\""))
            .count(),
        5
    );
    let full = Guest::named("Dan").connect(&one, &id, None).await;
    assert_eq!(full.state, players[0].state);
}

async fn every_game_plays_to_its_end_seen_alike_by_both_players_and_a_spectator(app: TestApp) {
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let (id, _, mut players) = table(&base, game, json!({})).await;
        let mut carol = Guest::named("Carol");
        assert_eq!(carol.join(&base, &id).await.unwrap().you, Role::Spectator);
        let mut watcher = carol.connect(&base, &id, None).await;
        assert_eq!(watcher.room.as_ref().unwrap().you, Role::Spectator);
        let refused = watcher
            .command(ClientMessage::Resign { id: "w".into() })
            .await;
        assert_eq!(refused, Err(ErrorCode::NotAPlayer), "{game}");
        let mut watchers = [watcher];
        play_out(game, &mut players, &mut watchers).await;
        let end = players[0].state.end.clone().unwrap();
        assert!(
            matches!(end, RecordEnd::Rules { .. } | RecordEnd::Resigned { .. }),
            "{game}: {end:?}"
        );
        // The revealed seed replays the whole game.
        let record = boardgame::GameRecord {
            game,
            seed: players[0].state.seed,
            start: None,
            players: [boardgame::Player::Human, boardgame::Player::Human],
            actions: texts(&players[0].state),
            end: Some(end),
        };
        assert!(record.seed.is_some(), "{game}");
        let replayed = match game {
            GameKind::Xiangqi => games::replay::<xiangqi::Xiangqi>(&record).map(|_| ()),
            GameKind::Hnefatafl => games::replay::<hnefatafl::Hnefatafl>(&record).map(|_| ()),
            GameKind::Banqi => games::replay::<banqi::Banqi>(&record).map(|_| ()),
            GameKind::Backgammon => games::replay::<backgammon::Backgammon>(&record).map(|_| ()),
        };
        replayed.unwrap_or_else(|e| panic!("{game}: {e}"));
        let info = Guest::default().join(&base, &id).await.unwrap();
        assert_eq!(info.status, RoomStatus::Finished);
    }
}

async fn refused_actions_store_nothing_and_a_resend_is_applied_once(app: TestApp) {
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let (_, _, mut players) = table(&base, game, json!({})).await;
        let actions = texts(&players[0].state);
        let mover = Seat::BOTH
            .into_iter()
            .find(|&seat| next_move(game, &actions, seat, 0).is_some())
            .unwrap();
        let next = next_move(game, &actions, mover, 0).unwrap();
        let [first, second] = &mut players;
        let (moving, waiting) = match mover {
            Seat::First => (first, second),
            Seat::Second => (second, first),
        };
        let before = moving.state.seq;
        let illegal = ClientMessage::Act {
            id: moving.id(),
            action: illegal(game).into(),
        };
        assert_eq!(
            moving.command(illegal).await,
            Err(ErrorCode::IllegalAction),
            "{game}"
        );
        assert_eq!(moving.state.seq, before, "{game}: nothing stored");
        let out_of_turn = command(waiting, next.clone());
        assert_eq!(
            waiting.command(out_of_turn).await,
            Err(ErrorCode::NotYourTurn),
            "{game}"
        );
        waiting.send_text("{\"type\":\"act\"").await;
        let error = waiting
            .until(|m| matches!(m, ServerMessage::Error { .. }))
            .await;
        assert!(
            matches!(
                error,
                ServerMessage::Error {
                    code: ErrorCode::BadMessage,
                    ..
                }
            ),
            "{error:?}"
        );
        // The same command twice: one event, the same acknowledgement.
        let message = command(moving, next);
        let first_ack = moving.command(message.clone()).await.unwrap();
        let seq = moving.state.seq;
        let again = moving.command(message).await.unwrap();
        assert_eq!(again, first_ack, "{game}");
        assert_eq!(moving.state.seq, seq, "{game}: applied once");
        waiting.until_seq(seq).await;
        assert_eq!(waiting.state, moving.state);
    }
}

async fn a_reconnect_gets_the_missed_events_or_a_snapshot(app: TestApp) {
    let mut app = app;
    app.restart(|options| options.limits.live_backlog = 2).await;
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let (id, [_, bob], [mut a, b]) = table(&base, game, json!({})).await;
        let seen = b.state.seq;
        b.close().await;
        // Play on while Bob is away until he has missed three events (Bob's own decisions from a second tab).
        let mut moved = 0;
        let mut bob_socket = None;
        while a.state.seq < seen + 3 && a.state.end.is_none() {
            let actions = texts(&a.state);
            if let Some(next) = next_move(game, &actions, Seat::First, moved) {
                let message = command(&a, next);
                a.command(message).await.unwrap();
            } else {
                let mut socket = match bob_socket.take() {
                    Some(socket) => socket,
                    None => bob.connect(&base, &id, Some(a.state.seq)).await,
                };
                let next = next_move(game, &actions, Seat::Second, moved).unwrap();
                let message = command(&socket, next);
                socket.command(message).await.unwrap();
                a.until_seq(socket.state.seq).await;
                socket.close().await;
            }
            moved += 1;
        }
        let missed = a.state.seq - seen;
        assert!(missed > 2, "{game}: {missed}");
        let mut near = bob.connect(&base, &id, Some(a.state.seq - 1)).await;
        assert!(
            near.frames[0].contains("\"welcome\"") && !near.frames[0].contains("snapshot"),
            "{game}"
        );
        near.until_seq(a.state.seq).await;
        let events = near
            .frames
            .iter()
            .filter(|f| f.contains("\"event\""))
            .count();
        assert_eq!(
            events, 1,
            "{game}: only the missed event was sent, not the whole game"
        );
        let far = bob.connect(&base, &id, Some(seen)).await;
        assert!(
            far.frames[0].contains("snapshot"),
            "{game}: far behind gets a snapshot"
        );
        assert_eq!(far.state, a.state, "{game}");
    }
}

async fn resignation_and_abort(app: TestApp) {
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let (_, _, [mut a, mut b]) = table(&base, game, json!({})).await;
        let resign = ClientMessage::Resign { id: b.id() };
        b.command(resign).await.unwrap();
        assert_eq!(
            b.state.end,
            Some(RecordEnd::Resigned { seat: Seat::Second }),
            "{game}"
        );
        a.until(is_end).await;
        let late = ClientMessage::Resign { id: a.id() };
        assert_eq!(a.command(late).await, Err(ErrorCode::GameOver));

        let (_, _, [mut a, mut b]) = table(&base, game, json!({})).await;
        let abort = ClientMessage::Abort { id: b.id() };
        b.command(abort).await.unwrap();
        assert_eq!(
            b.state.end,
            Some(RecordEnd::Aborted),
            "{game}: nobody has moved"
        );
        a.until(is_end).await;

        // Once each has made a choice, it is too late.
        let (_, _, mut players) = table(&base, game, json!({})).await;
        while !Seat::BOTH.iter().all(|&s| players[0].state.has_moved(s)) {
            let actions = texts(&players[0].state);
            let (seat, next) = Seat::BOTH
                .into_iter()
                .find_map(|seat| next_move(game, &actions, seat, 1).map(|n| (seat, n)))
                .unwrap();
            let socket = &mut players[seat.index()];
            let message = command(socket, next);
            socket.command(message).await.unwrap();
            let seq = socket.state.seq;
            players[seat.opponent().index()].until_seq(seq).await;
        }
        let abort = ClientMessage::Abort {
            id: players[0].id(),
        };
        assert_eq!(
            players[0].command(abort).await,
            Err(ErrorCode::TooLateToAbort),
            "{game}"
        );
    }
}

async fn draw_offers_follow_the_rules_where_the_game_has_draws(app: TestApp) {
    let base = app.serve_http().await;
    for game in [GameKind::Backgammon, GameKind::Hnefatafl] {
        let (_, _, [mut a, _]) = table(&base, game, json!({})).await;
        let offer = ClientMessage::OfferDraw { id: a.id() };
        assert_eq!(
            a.command(offer).await,
            Err(ErrorCode::DrawsNotAllowed),
            "{game}"
        );
    }
    for game in [GameKind::Xiangqi, GameKind::Banqi] {
        let (_, _, mut players) = table(&base, game, json!({})).await;
        let offer = ClientMessage::OfferDraw {
            id: players[0].id(),
        };
        players[0].command(offer).await.unwrap();
        let seq = players[0].state.seq;
        players[1].until_seq(seq).await;
        assert!(matches!(players[1].state.draw_offer, Some(o) if o.seat == Seat::First));
        let decline = ClientMessage::AnswerDraw {
            id: players[1].id(),
            accept: false,
        };
        players[1].command(decline).await.unwrap();
        assert_eq!(players[1].state.draw_offer, None);
        let again = ClientMessage::OfferDraw {
            id: players[0].id(),
        };
        assert_eq!(
            players[0].command(again).await,
            Err(ErrorCode::DrawOfferTooSoon),
            "{game}: 20 plies"
        );
        // Twenty plies later the first seat may offer again; a move by the offered-to player declines.
        let mut turn = 0;
        while players[0].state.actions.len() < 20 && players[0].state.end.is_none() {
            let actions = texts(&players[0].state);
            let (seat, next) = Seat::BOTH
                .into_iter()
                .find_map(|seat| next_move(game, &actions, seat, turn).map(|n| (seat, n)))
                .unwrap();
            let socket = &mut players[seat.index()];
            let message = command(socket, next);
            socket.command(message).await.unwrap();
            let seq = socket.state.seq;
            players[seat.opponent().index()].until_seq(seq).await;
            turn += 1;
        }
        if players[0].state.end.is_some() {
            continue;
        }
        let offer = ClientMessage::OfferDraw {
            id: players[0].id(),
        };
        players[0].command(offer).await.unwrap();
        let seq = players[0].state.seq;
        players[1].until_seq(seq).await;
        let accept = ClientMessage::AnswerDraw {
            id: players[1].id(),
            accept: true,
        };
        players[1].command(accept).await.unwrap();
        assert_eq!(players[1].state.end, Some(RecordEnd::DrawAgreed), "{game}");
    }
}

async fn a_rematch_swaps_the_seats(app: TestApp) {
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let (_, [ann, bob], [mut a, mut b]) = table(&base, game, json!({})).await;
        let early = ClientMessage::Rematch { id: a.id() };
        assert_eq!(a.command(early).await, Err(ErrorCode::NoRematch), "{game}");
        let resign = ClientMessage::Resign { id: a.id() };
        a.command(resign).await.unwrap();
        let offer = ClientMessage::Rematch { id: a.id() };
        a.command(offer).await.unwrap();
        b.until_seq(a.state.seq).await;
        assert_eq!(b.state.rematch_offer, Some(Seat::First), "{game}");
        let accept = ClientMessage::Rematch { id: b.id() };
        b.command(accept).await.unwrap();
        let room = b.state.rematch.clone().expect("the rematch's room");
        a.until_seq(b.state.seq).await;
        assert_eq!(a.state.rematch.as_deref(), Some(room.as_str()), "{game}");
        let a2 = ann.connect(&base, &room, None).await;
        let b2 = bob.connect(&base, &room, None).await;
        assert_eq!(
            a2.room.as_ref().unwrap().you,
            Role::Player { seat: Seat::Second },
            "{game}: seats swapped"
        );
        assert_eq!(
            b2.room.as_ref().unwrap().you,
            Role::Player { seat: Seat::First },
            "{game}"
        );
        assert!(a2.state.started, "{game}");
        assert_eq!(a2.state.players[0].as_ref().unwrap().name, "Bob", "{game}");
    }
}

/// The seat whose decision the game waits for now.
fn mover(game: GameKind, socket: &Socket) -> Seat {
    let actions = texts(&socket.state);
    Seat::BOTH
        .into_iter()
        .find(|&seat| next_move(game, &actions, seat, 0).is_some())
        .unwrap()
}

async fn the_opponent_gone_claim_waits_a_minute_on_their_turn(app: TestApp) {
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let (id, guests, sockets) = table(&base, game, json!({})).await;
        let mover = mover(game, &sockets[0]);
        let [first, second] = sockets;
        let (leaving, mut staying) = match mover {
            Seat::First => (first, second),
            Seat::Second => (second, first),
        };
        // The player to move leaves.
        leaving.close().await;
        staying
            .until(
                |m| matches!(m, ServerMessage::Presence(p) if p.away_ms[mover.index()].is_some()),
            )
            .await;
        let early = ClientMessage::Claim {
            id: staying.id(),
            outcome: Claim::Win,
        };
        assert_eq!(
            staying.command(early).await,
            Err(ErrorCode::ClaimTooEarly),
            "{game}"
        );
        app.clock.advance(30);
        // They come back within the minute and simply go on.
        let mut back = guests[mover.index()].connect(&base, &id, None).await;
        app.clock.advance(40);
        let claim = ClientMessage::Claim {
            id: staying.id(),
            outcome: Claim::Win,
        };
        assert_eq!(
            staying.command(claim).await,
            Err(ErrorCode::ClaimTooEarly),
            "{game}: they are back"
        );
        let next = next_move(game, &texts(&back.state), mover, 0).unwrap();
        let message = command(&back, next);
        back.command(message).await.unwrap();
        staying.until_seq(back.state.seq).await;
        // Whoever must decide now leaves; a minute later the other claims.
        let now = self::mover(game, &back);
        let (gone, mut claimer) = if now == mover {
            (back, staying)
        } else {
            (staying, back)
        };
        gone.close().await;
        claimer
            .until(|m| matches!(m, ServerMessage::Presence(p) if p.away_ms[now.index()].is_some()))
            .await;
        app.clock.advance(61);
        let claim = ClientMessage::Claim {
            id: claimer.id(),
            outcome: Claim::Win,
        };
        claimer.command(claim).await.unwrap();
        assert_eq!(
            claimer.state.end,
            Some(RecordEnd::Abandoned {
                seat: now,
                outcome: Outcome::Win(now.opponent())
            }),
            "{game}"
        );
    }
}

async fn a_fallen_flag_loses_on_time(app: TestApp) {
    let base = app.serve_http().await;
    for game in GameKind::ALL {
        let clock = json!({"clock": {"initial_secs": 60, "increment_secs": 2}});
        let (_, _, mut players) = table(&base, game, clock).await;
        let first = mover(game, &players[0]);
        let clocks = players[0]
            .state
            .clocks
            .expect("a timed room shows its clocks");
        assert_eq!(clocks.remaining_ms, [60_000, 60_000], "{game}");
        assert_eq!(clocks.running, Some(first), "{game}");
        app.clock.advance(10);
        let socket = &mut players[first.index()];
        let next = next_move(game, &texts(&socket.state), first, 0).unwrap();
        let message = command(socket, next);
        socket.command(message).await.unwrap();
        let clocks = socket.state.clocks.unwrap();
        assert_eq!(
            clocks.remaining_ms[first.index()],
            52_000,
            "{game}: ten seconds spent, two gained"
        );
        assert_eq!(clocks.running, Some(first.opponent()), "{game}");
        app.clock.advance(59);
        let flag = ClientMessage::Flag { id: socket.id() };
        socket.command(flag).await.unwrap();
        assert_eq!(socket.state.end, None, "{game}: one second left");
        app.clock.advance(1);
        let flag = ClientMessage::Flag { id: socket.id() };
        socket.command(flag).await.unwrap();
        let late = first.opponent();
        assert_eq!(
            socket.state.end,
            Some(RecordEnd::Timeout {
                seat: late,
                outcome: Outcome::Win(first)
            }),
            "{game}"
        );
        let other = &mut players[late.index()];
        other.until(is_end).await;
        assert_eq!(
            other.state.clocks.unwrap().remaining_ms[late.index()],
            0,
            "{game}"
        );
    }
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

fn has_key(value: &Value, wanted: &str) -> bool {
    match value {
        Value::Array(items) => items.iter().any(|item| has_key(item, wanted)),
        Value::Object(map) => map.iter().any(|(k, v)| k == wanted || has_key(v, wanted)),
        _ => false,
    }
}

async fn no_secret_reaches_a_player_or_a_spectator(app: TestApp) {
    let base = app.serve_http().await;
    let db = app.db().await;
    for game in [GameKind::Banqi, GameKind::Backgammon] {
        let (id, _, mut players) = table(&base, game, json!({})).await;
        let mut watcher = Guest::named("Eve").connect(&base, &id, None).await;
        let secret: String = sqlx::query_scalar("SELECT secret FROM live_games WHERE id = $1")
            .bind(&id)
            .fetch_one(&db.pool)
            .await
            .unwrap();
        let mut bytes = [0u8; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&secret[2 * i..2 * i + 2], 16).unwrap();
        }
        let start_seed = games::Dealer::Secret(bytes).start_seed().to_string();
        let mut watchers = [watcher];
        play_out(game, &mut players, &mut watchers).await;
        [watcher] = watchers;
        for socket in players.iter().chain([&watcher]) {
            let ended = socket
                .frames
                .iter()
                .position(|f| f.contains("\"ended\""))
                .expect("the end was sent");
            for (index, frame) in socket.frames.iter().enumerate() {
                assert!(!frame.contains(&secret), "{game}: the secret in {frame}");
                let value: Value = serde_json::from_str(frame).unwrap();
                if index < ended {
                    assert!(
                        !frame.contains(&start_seed),
                        "{game}: the deal's seed before the end: {frame}"
                    );
                    assert!(
                        !has_key(&value, "seed"),
                        "{game}: a seed before the end: {frame}"
                    );
                }
                // A piece's identity and a roll appear only in the action that reveals it.
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
            }
            // Each revealing action arrives once, in the event that plays it, never earlier.
            let mut revealed = BTreeSet::new();
            for frame in &socket.frames[1..] {
                if let Ok(ServerMessage::Event {
                    event: Event::Played { played, .. },
                    ..
                }) = serde_json::from_str(frame)
                {
                    revealed.insert(played.action.clone());
                }
            }
            let actions: BTreeSet<String> = texts(&socket.state).into_iter().collect();
            assert!(revealed.is_subset(&actions));
        }
    }
}

/// A Banqi player names only the square they turn over: a flip that claims what lies under it is refused in one way
/// whatever it claims and whatever is there (a refusal that said "reveals E, not K" read the whole layout out).
async fn a_claim_about_a_face_down_piece_is_refused_alike_whatever_lies_there(app: TestApp) {
    let secret = [7u8; 32];
    *app.secret.lock().unwrap() = Some(secret);
    let base = app.serve_http().await;
    let (_, _, [mut ann, _]) = table(&base, GameKind::Banqi, json!({})).await;
    let start = Session::<Banqi>::new([Player::Human, Player::Human], &Dealer::Secret(secret))
        .position()
        .clone();
    claims_tell_nothing(&mut ann, &start, false).await;
    // The square alone is played, and the referee tells what it revealed.
    let ack = ann
        .command(ClientMessage::Act {
            id: ann.id(),
            action: "flip a1".into(),
        })
        .await
        .unwrap();
    ann.until_seq(ack).await;
    let truth = start.hidden_piece("a1".parse().unwrap()).unwrap();
    assert_eq!(texts(&ann.state), [format!("flip a1 = {truth}")]);
}

/// Live sockets count per address (once upgraded, a socket is no longer its connection's): past its share an address
/// is refused with a code that says why, and everyone else is still served.
async fn an_address_holds_a_few_sockets_and_is_told_why_past_them(mut app: TestApp) {
    app.restart(|options| options.limits.sockets_per_address = 3)
        .await;
    let base = app.serve_http().await;
    let (id, _, _players) = table(&base, GameKind::Xiangqi, json!({})).await;
    let watcher = Guest::named("Carol").connect(&base, &id, None).await;
    let dan = Guest::named("Dan");
    let (status, body) = dan
        .try_open(&base, &id, None, None)
        .await
        .err()
        .expect("refused");
    assert_eq!(status, 429, "{body}");
    assert_eq!(
        serde_json::from_str::<Value>(&body).unwrap()["error"],
        "too_many_connections"
    );
    let health = reqwest::get(format!("{base}/healthz")).await.unwrap();
    assert_eq!(health.status().as_u16(), 200);
    drop(watcher);
    for attempt in 0.. {
        match dan.try_open(&base, &id, None, None).await {
            Ok(_) => break,
            Err(refused) if attempt < 50 => {
                assert_eq!(refused.0, 429);
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            Err(refused) => panic!("a closed socket still counts: {refused:?}"),
        }
    }
}

/// A device that resends a command to another instance (it reconnected there) while the first applies it: both
/// answer with the same acknowledgement, whichever stored it, and the move is played once.
async fn a_command_sent_to_two_instances_at_once_is_acknowledged_alike(app: TestApp) {
    let one = app.serve_http().await;
    let two = TestApp::serve_router(app.another_instance().await).await;
    let game = GameKind::Hnefatafl;
    let (id, [ann, bob], [mut ann_one, mut bob_one]) = table(&one, game, json!({})).await;
    let mut ann_two = ann.connect(&two, &id, None).await;
    let mut bob_two = bob.connect(&two, &id, None).await;
    for turn in 0..8 {
        let actions = texts(&ann_one.state);
        let mover = mover(game, &ann_one);
        let next = next_move(game, &actions, mover, turn).unwrap();
        let (on_one, on_two) = match mover {
            Seat::First => (&mut ann_one, &mut ann_two),
            Seat::Second => (&mut bob_one, &mut bob_two),
        };
        let message = command(on_one, next);
        let (first, second) = tokio::join!(
            on_one.command(message.clone()),
            on_two.command(message.clone())
        );
        assert_eq!(first, second, "turn {turn}");
        let seq = first.unwrap();
        for socket in [&mut ann_one, &mut bob_one, &mut ann_two, &mut bob_two] {
            socket.until_seq(seq).await;
        }
        assert_eq!(
            texts(&ann_two.state).len(),
            actions.len() + 1,
            "played once"
        );
        assert_eq!(ann_one.state, bob_two.state);
    }
}

async fn invitations_expire_and_later_visitors_watch(app: TestApp) {
    let base = app.serve_http().await;
    let mut ann = Guest::named("Ann");
    let id = ann
        .create(&base, GameKind::Banqi, json!({"seat": "random"}))
        .await;
    let mine = ann.join(&base, &id).await.unwrap();
    assert!(
        matches!(mine.you, Role::Player { .. }),
        "the creator keeps her seat"
    );
    assert_eq!(mine.status, RoomStatus::Waiting);
    assert!(mine.expires_at.is_some());
    app.clock.advance(7 * 86_400 + 1);
    let (status, body) = Guest::named("Late").join(&base, &id).await.unwrap_err();
    assert_eq!(status, 410);
    assert_eq!(body["error"], "room_expired");
    assert_eq!(
        ann.join(&base, &id).await.unwrap().status,
        RoomStatus::Expired
    );
    let (status, body) = Guest::named("Nobody")
        .join(&base, "0000000000")
        .await
        .unwrap_err();
    assert_eq!((status, body["error"].as_str()), (404, Some("not_found")));

    let (id, _, _) = table(&base, GameKind::Xiangqi, json!({})).await;
    let info = Guest::named("Carol").join(&base, &id).await.unwrap();
    assert_eq!(info.you, Role::Spectator);
    assert_eq!(info.players[0].as_ref().unwrap().name, "Ann");
    let response = reqwest::Client::new()
        .post(format!("{base}/api/rooms"))
        .json(&json!({"game": "xiangqi", "options": {"clock": {"initial_secs": 0, "increment_secs": 0}}}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "invalid_input");
}

async fn a_flooding_client_learns_which_commands_were_dropped_then_is_closed(mut app: TestApp) {
    app.restart(|options| {
        options.limits.socket_messages = server::Limits::default().socket_messages
    })
    .await;
    let base = app.serve_http().await;
    let game = GameKind::Xiangqi;
    let (_, _, [mut first, _second]) = table(&base, game, json!({})).await;
    // One move sent 40 times at once: past the burst the copies are dropped, each error naming the command, and
    // the move is applied once.
    let next = next_move(game, &[], Seat::First, 0).unwrap();
    let message = command(&first, next);
    let id = message.id().unwrap().to_owned();
    for _ in 0..40 {
        first.send(&message).await;
    }
    let (mut acks, mut dropped) = (0, 0);
    while acks + dropped < 40 {
        match first.next().await {
            ServerMessage::Ack { id: acked, .. } if acked == id => acks += 1,
            ServerMessage::Error {
                id: Some(refused),
                code: ErrorCode::RateLimited,
                ..
            } if refused == id => dropped += 1,
            ServerMessage::Event { .. } | ServerMessage::Presence(_) => {}
            other => panic!("{other:?}"),
        }
    }
    assert!(
        dropped > 0 && acks >= 20,
        "{acks} acknowledged, {dropped} dropped"
    );
    assert_eq!(first.state.actions.len(), 1, "the move is applied once");
    // A client that keeps on is closed with a reason.
    for _ in 0..100 {
        first.send(&ClientMessage::Ping).await;
    }
    assert_eq!(first.closed().await, Some(4002));
}
