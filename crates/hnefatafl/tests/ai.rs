//! The computer player: tactics it must see, determinism, the node-count signature, and (ignored, run by hand)
//! CPU time per move and matches with the computer on each side.

use boardgame::{GameRng, Level};
use hnefatafl::ai::{self, bench};
use hnefatafl::{GameState, Move, Position, Side, notation};

fn game(text: &str) -> GameState {
    GameState::from_position(text.parse::<Position>().expect("valid position"))
}

fn text(game: &GameState, mv: Move) -> String {
    notation::format_move(game.position(), mv)
}

#[test]
fn every_level_takes_a_free_corner_as_defender() {
    // King on f11 with the top edge open: a11 and k11 are both one move away.
    let game = game("/3t7/11/11/11/11/4t6/11/11/11/11/5K5/ d");
    for level in Level::ALL {
        let mv = ai::choose(&game, level, 3);
        assert!(mv.to.is_corner(), "{level:?} played {}", text(&game, mv));
    }
    // The search finds it on its own too, as a win.
    let report = ai::search(&game, ai::Limits::for_level(Level::Expert));
    assert!(report.best.to.is_corner());
    assert!(report.score > ai::WIN_BOUND);
}

#[test]
fn expert_attacker_blocks_a_one_move_escape() {
    // King on a5: a1 is open down the a-file, a11 is closed by the attacker on a8. d3 can block on a3, c2 on a2...
    let game = game("/11/2t8/3t7/11/K10/11/11/t10/11/11/5t5/ a");
    assert_eq!(game.position().open_corners().len(), 1);
    for level in [Level::Normal, Level::Expert] {
        let mv = ai::choose(&game, level, 0);
        let mut next = *game.position();
        next.play_unchecked(mv);
        assert!(
            next.open_corners().is_empty(),
            "{level:?} played {} and left the corner open",
            text(&game, mv)
        );
    }
}

#[test]
fn every_level_captures_the_king_when_it_can() {
    let game = game("/11/11/11/11/6t4/6Kt3/11/6t4/11/11/11/ a");
    for level in Level::ALL {
        let mv = ai::choose(&game, level, 9);
        assert_eq!(text(&game, mv), "g8-g7xg6", "{level:?}");
    }
}

#[test]
fn expert_defender_makes_a_double_threat() {
    // The king on c3 cannot reach a corner yet, but c1 (or a3) opens two at once.
    let game = game("/11/11/2K8/11/11/4t6/11/11/1t9/11/1t1t3t3/ d");
    let mv = ai::choose(&game, Level::Expert, 1);
    let mut next = *game.position();
    next.play_unchecked(mv);
    assert_eq!(next.open_corners().len(), 2, "played {}", text(&game, mv));
}

#[test]
fn the_search_avoids_a_third_repetition() {
    // King and attacker shuffle back and forth; the start has occurred twice, so the attackers' d5-d4 would make
    // its third occurrence and lose.
    let mut game = game("/11/11/11/3t7/11/5K5/11/11/11/7t3/11/ d");
    let shuffle = [
        "f6-g6", "d4-d5", "g6-f6", "d5-d4", "f6-g6", "d4-d5", "g6-f6",
    ];
    for mv in shuffle {
        let parsed = notation::parse_move(game.position(), mv).unwrap();
        game.play(parsed).unwrap();
    }
    assert!(game.outcome().is_none());
    for level in [Level::Normal, Level::Expert] {
        let mv = ai::choose(&game, level, 0);
        let mut after = game.clone();
        after.play(mv).unwrap();
        assert_ne!(
            after.outcome().map(|w| w.winner()),
            Some(Side::Defenders),
            "{level:?} played {} into a repetition loss",
            text(&game, mv)
        );
    }
}

#[test]
fn the_same_game_level_and_seed_give_the_same_move() {
    for (i, game) in bench::positions().iter().enumerate().step_by(4) {
        for level in Level::ALL {
            let seed = i as u64;
            let first = ai::choose(game, level, seed);
            assert!(game.legal_moves().contains(&first));
            assert_eq!(ai::choose(game, level, seed), first, "{level:?} #{i}");
        }
    }
}

/// The determinism signature ([`ai::bench::signature`]): any change to the search, the evaluation or the ordering
/// changes it, and it must be the same on every platform.
#[test]
fn node_signature() {
    let total = bench::signature();
    assert_eq!(total, SIGNATURE);
    // The AI's version must name its determinism signature: a change in what the AI plays changes its version.
    boardgame::check_version(ai::VERSION, &total.to_string()).unwrap();
}

const SIGNATURE: u64 = 355_414;

/// CPU time this thread has run, in nanoseconds (Linux: the first field of `/proc/thread-self/schedstat`); CPU
/// time rather than wall time because the machine may be busy with other work.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn percentile(sorted: &[u64], p: usize) -> f64 {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)] as f64 / 1e6
}

/// Time per move (CPU) and nodes per second at each level over the position set, both sides to move.
/// `cargo test --release -p hnefatafl --test ai -- --ignored timing --nocapture`
#[test]
#[ignore = "a measurement, run by hand in release"]
fn timing() {
    let mut set = bench::positions();
    // Also every position with the other side to move, where legal, for 40 positions.
    set.extend(bench::positions().into_iter().filter_map(|game| {
        let mut moves = game.legal_moves().to_vec();
        moves.sort();
        let mut next = game.clone();
        next.play(moves[moves.len() / 2]).ok()?;
        next.outcome().is_none().then_some(next)
    }));
    for level in Level::ALL {
        let mut times = Vec::new();
        let mut nodes = 0;
        for (i, game) in set.iter().enumerate() {
            let start = cpu_ns();
            let _ = ai::choose(game, level, i as u64);
            times.push(cpu_ns() - start);
            if level != Level::Easy {
                nodes += ai::search(game, ai::Limits::for_level(level)).nodes;
            }
        }
        let total: u64 = times.iter().sum();
        times.sort_unstable();
        println!(
            "{level:?}: {} positions, CPU per move p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms; {:.0} nodes/s",
            set.len(),
            percentile(&times, 50),
            percentile(&times, 95),
            percentile(&times, 100),
            nodes as f64 / (total as f64 / 1e9),
        );
    }
}

/// Plays one game from two seeded random opening plies; `true` if level `a` on `a_side` wins. With `HNEF_SHOW` set,
/// prints how each game A lost ended.
fn play(seed: u64, a: Level, a_side: Side, b: Level) -> bool {
    let mut rng = GameRng::from_seed(seed);
    let mut game = GameState::new();
    let mut plies = 0;
    for ply in 0..600u64 {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let mv = if ply < 2 {
            moves[rng.below(moves.len() as u32) as usize]
        } else {
            let side = game.position().side_to_move();
            let level = if side == a_side { a } else { b };
            ai::choose(&game, level, seed.wrapping_add(ply))
        };
        game.play(mv).unwrap();
        plies += 1;
    }
    let won = game.outcome().is_some_and(|win| win.winner() == a_side);
    if !won && std::env::var_os("HNEF_SHOW").is_some() {
        println!(
            "A lost after {plies} plies: {:?} {}",
            game.outcome(),
            game.position()
        );
    }
    won
}

/// `arena_by_side`: level A against level B with A on each side separately (the CLI arena mixes both sides).
/// `HNEF_A=expert HNEF_B=normal HNEF_GAMES=100 [HNEF_SIDES=attackers] [HNEF_THREADS=1] [HNEF_FIRST=0] cargo test
/// --release -p hnefatafl --test ai -- --ignored arena_by_side --nocapture` (`HNEF_FIRST` skips to later seeds).
#[test]
#[ignore = "a long match, run by hand in release"]
fn arena_by_side() {
    let level = |var: &str, default: &str| -> Level {
        std::env::var(var)
            .unwrap_or_else(|_| default.to_owned())
            .parse()
            .expect("a level name")
    };
    let (a, b) = (level("HNEF_A", "expert"), level("HNEF_B", "normal"));
    let games: u64 = std::env::var("HNEF_GAMES").map_or(20, |g| g.parse().expect("a count"));
    let threads: usize = std::env::var("HNEF_THREADS").map_or(1, |t| t.parse().expect("a count"));
    let first: u64 = std::env::var("HNEF_FIRST").map_or(0, |f| f.parse().expect("a game number"));
    let sides = match std::env::var("HNEF_SIDES").as_deref() {
        Ok("attackers") => vec![Side::Attackers],
        Ok("defenders") => vec![Side::Defenders],
        _ => vec![Side::Attackers, Side::Defenders],
    };
    for a_side in sides {
        let next = std::sync::atomic::AtomicU64::new(0);
        let wins = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= games {
                            break;
                        }
                        let i = first + i;
                        let seed =
                            GameRng::from_seed(0x5eed ^ i.wrapping_mul(0x9e37_79b9)).next_u64();
                        if play(seed, a, a_side, b) {
                            wins.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        let w = wins.into_inner();
        let score = w as f64 / games as f64;
        let margin = 1.96 * (score * (1.0 - score) / games as f64).sqrt();
        println!(
            "{a:?} as {a_side} vs {b:?}: {games} games, W/L {w}/{}, score {:.1}% ± {:.1}%",
            games - w,
            100.0 * score,
            100.0 * margin
        );
    }
}
