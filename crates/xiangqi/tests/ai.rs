//! The computer player: tactics it must find, the repetition rule it must respect, and determinism.

use boardgame::Level;
use xiangqi::ai::bench::{self, POSITIONS};
use xiangqi::ai::{self, Evaluation, Limits};
use xiangqi::{Color, GameEnd, GameState, Position, WinReason};

fn game(fen: &str) -> GameState {
    GameState::from_position(fen.parse::<Position>().expect("valid FEN"))
}

/// Whether the side to move (`us`) wins by the rules within `n` of its own moves, whatever the opponent does.
fn wins_within(game: &mut GameState, us: Color, n: u32) -> bool {
    game.legal_moves().iter().any(|&mv| {
        game.play_unchecked(mv);
        let wins = match game.outcome() {
            Some(end) => end.winner() == Some(us),
            None => n > 1 && every_reply_loses(game, us, n - 1),
        };
        game.undo();
        wins
    })
}

/// Whether every reply of the side to move lets `us` win within `n` more moves.
fn every_reply_loses(game: &mut GameState, us: Color, n: u32) -> bool {
    game.legal_moves().iter().all(|&reply| {
        game.play_unchecked(reply);
        let lost = match game.outcome() {
            Some(end) => end.winner() == Some(us),
            None => wins_within(game, us, n),
        };
        game.undo();
        lost
    })
}

/// Forced wins in two moves (no win in one), found by a random search and verified here by brute force.
const MATES_IN_TWO: [&str; 6] = [
    "9/4k4/2R1r4/9/R8/9/9/8p/5K3/9 w - - 0 1",
    "2r6/4a4/3k5/4N4/R5C2/9/8p/9/4K4/9 w - - 0 1",
    "3a1a3/7R1/3k5/8C/7r1/9/9/4K4/4p4/9 w - - 0 1",
    "5a3/4ak3/9/1C2R4/9/9/6r2/9/2r6/4K4 w - - 0 1",
    "1N7/9/4k1NR1/9/9/9/9/r8/5K3/3p5 w - - 0 1",
    "5k3/9/1R3a3/9/4C1N2/9/2p6/8r/9/5K3 w - - 0 1",
];

#[test]
fn the_mate_in_two_positions_are_what_they_claim() {
    for fen in MATES_IN_TWO {
        let mut game = game(fen);
        assert!(!wins_within(&mut game, Color::Red, 1), "{fen}: mate in one");
        assert!(
            wins_within(&mut game, Color::Red, 2),
            "{fen}: no mate in two"
        );
    }
}

#[test]
fn expert_finds_every_mate_in_two() {
    for fen in MATES_IN_TWO {
        let mut game = game(fen);
        let mv = ai::choose(&game, Level::Expert, 1);
        game.play(mv).expect("the AI plays legal moves");
        let forced = match game.outcome() {
            Some(end) => end.winner() == Some(Color::Red),
            None => every_reply_loses(&mut game, Color::Red, 1),
        };
        assert!(forced, "{fen}: {mv} does not force the win");
    }
}

/// Red has checked on every move: Ra7-a9+ Kf8, Ra8+ Kf9, Ra9+ Kf8, Ra8+ Kf9. Ra9+ again would be the third
/// occurrence, and Red loses by perpetual check; Black's two chariots make a draw look welcome. In the second start
/// Black's chariot on g5 also aims at the unprotected horse on g1 all along (issue 42: that once made each step out of
/// check a "chase" and the cycle a draw, which the computer then played into).
const PERPETUAL_CHECK_STARTS: [&str; 2] = [
    "5k3/9/R8/9/6rr1/9/9/9/9/3K5 w - - 0 1",
    "5k3/9/R8/9/6rr1/9/9/9/6N2/3K5 w - - 0 1",
];

fn perpetual_check_game(start: &str) -> GameState {
    let mut game = game(start);
    for text in [
        "a7a9", "f9f8", "a9a8", "f8f9", "a8a9", "f9f8", "a9a8", "f8f9",
    ] {
        game.play_iccs(text).expect("the cycle is legal");
    }
    assert_eq!(game.outcome(), None);
    game
}

#[test]
fn the_repeated_check_would_lose_by_the_rules() {
    for start in PERPETUAL_CHECK_STARTS {
        let mut game = perpetual_check_game(start);
        game.play_iccs("a8a9").expect("legal");
        assert_eq!(
            game.outcome(),
            Some(GameEnd::Win {
                winner: Color::Black,
                reason: WinReason::PerpetualCheck
            }),
            "{start}"
        );
    }
}

#[test]
fn no_level_walks_into_a_perpetual_check_loss() {
    for start in PERPETUAL_CHECK_STARTS {
        let game = perpetual_check_game(start);
        let losing = game.position().parse_move("a8a9").expect("legal");
        for level in Level::ALL {
            for seed in 0..4 {
                assert_ne!(
                    ai::choose(&game, level, seed),
                    losing,
                    "{start}: {level} seed {seed}"
                );
            }
        }
    }
}

#[test]
fn expert_takes_a_free_chariot() {
    // The black chariot on a5 attacks Red's on e5 and nothing defends it.
    let game = game("3k5/9/9/9/r3R4/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(ai::choose(&game, Level::Expert, 0).to_string(), "e5a5");
}

#[test]
fn every_level_answers_the_same_for_the_same_input() {
    for fen in POSITIONS.iter().step_by(4) {
        let game = game(fen);
        for level in Level::ALL {
            let first = ai::choose(&game, level, 9);
            assert_eq!(ai::choose(&game, level, 9), first, "{level} {fen}");
            assert!(game.position().is_legal(first));
        }
    }
}

#[test]
fn easy_varies_with_the_seed() {
    let game = GameState::new();
    let moves: std::collections::BTreeSet<String> = (0..12)
        .map(|seed| ai::choose(&game, Level::Easy, seed).to_string())
        .collect();
    assert!(moves.len() > 1, "{moves:?}");
}

/// A search with [`Limits::settling`] stops at the first completed iteration past the settle point whose best move
/// the three iterations before it chose too; one with [`Limits::nodes`] spends its whole budget.
#[test]
fn a_settled_best_move_ends_the_search_early() {
    let settling = Limits::settling(60_000);
    let mut early = 0;
    for fen in POSITIONS.iter().step_by(2) {
        let game = game(fen);
        let mut iterations = Vec::new();
        let report = ai::search_with(&game, settling, &Evaluation::Handcrafted, |iteration| {
            iterations.push((iteration.nodes, iteration.pv[0], iteration.score));
        });
        let settled_at = |i: usize| {
            i >= 3
                && iterations[i].0 >= settling.settle
                && iterations[i - 3..i]
                    .iter()
                    .all(|it| it.1 == iterations[i].1)
        };
        let first_settled = (0..iterations.len()).find(|&i| settled_at(i));
        let last = iterations.last().expect("an iteration completed");
        if last.2.abs() >= ai::WIN_BOUND {
            continue;
        }
        match first_settled {
            Some(i) => {
                assert_eq!(i, iterations.len() - 1, "{fen}: went on after settling");
                assert_eq!((report.best, report.nodes), (last.1, last.0), "{fen}");
                assert!(report.nodes < settling.nodes, "{fen}");
                early += 1;
            }
            None => assert!(report.nodes >= settling.nodes, "{fen}: stopped unsettled"),
        }
        let full = ai::search_with(
            &game,
            Limits::nodes(60_000),
            &Evaluation::Handcrafted,
            |_| {},
        );
        assert!(full.nodes >= 60_000, "{fen}");
    }
    assert!(early > 0, "no search settled early");
}

/// The determinism signatures of both evaluations the levels play (handcrafted; Expert's, with the shipped
/// correction): nodes searched over the benchmark set at a fixed depth, and the moves chosen. They change only when
/// the search or an evaluation changes; update them on purpose, never by accident.
#[test]
fn determinism_signature() {
    let handcrafted = bench::signature(&Evaluation::Handcrafted);
    let expert = bench::signature(&Evaluation::for_level(Level::Expert));
    assert_eq!(
        handcrafted,
        "75147 b2e2 i5c5 e8f6 i2i1 g3c3 e4h4 b9c7 c3c2 g4g3 g3g2 e5e4 b9a7 c6e5 e8d9 g5g4 e3e4 e5c5 d5b5 c7d5 e9e8"
    );
    assert_eq!(
        expert,
        "81617 b2e2 i5c5 d8d3 d8d6 g3c3 e4h4 c6c5 c3c2 e7e3 g3g2 e5e4 a9a7 c6e5 e8d9 g5g4 e3e5 e5c5 d5c5 c7d5 e9e8"
    );
    // The AI's version must name its determinism signature: a change in what the AI plays changes its version.
    boardgame::check_version(ai::VERSION, &format!("{handcrafted} {expert}")).unwrap();
}

/// CPU time of the calling thread in nanoseconds (the machine is shared, so wall time would mislead).
#[cfg(target_os = "linux")]
fn thread_cpu_ns() -> u64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec (two 64-bit fields on 64-bit Linux) into `time`.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(status, 0);
    time.sec as u64 * 1_000_000_000 + time.nsec as u64
}

/// Time per move per level over the benchmark set, and the search speed. Run it in release:
/// `cargo test --release -p xiangqi --test ai -- --ignored --nocapture`.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "a benchmark: run in release with --nocapture"]
fn time_per_move_and_nodes_per_second() {
    for level in Level::ALL {
        let mut times: Vec<u64> = POSITIONS
            .iter()
            .enumerate()
            .map(|(seed, fen)| {
                let game = game(fen);
                let start = thread_cpu_ns();
                let _ = ai::choose(&game, level, seed as u64);
                thread_cpu_ns() - start
            })
            .collect();
        times.sort_unstable();
        let ms = |ns: u64| ns as f64 / 1e6;
        let p95 = times[(times.len() * 95).div_ceil(100) - 1];
        // The mean is what an equal-time match gives the other engine (`versus_fairy.py --movetime`).
        let mean = times.iter().sum::<u64>() / times.len() as u64;
        println!(
            "{level}: CPU per move mean {:.1} ms, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
            ms(mean),
            ms(times[times.len() / 2]),
            ms(p95),
            ms(times[times.len() - 1])
        );
    }
    let (limits, evaluation) = (
        Limits::for_level(Level::Expert),
        Evaluation::for_level(Level::Expert),
    );
    let (mut nodes, mut ns) = (0, 0);
    for fen in POSITIONS {
        let game = game(fen);
        let start = thread_cpu_ns();
        nodes += ai::search_with(&game, limits, &evaluation, |_| {}).nodes;
        ns += thread_cpu_ns() - start;
    }
    println!(
        "Expert's search speed: {:.2} M nodes/s (CPU time)",
        nodes as f64 * 1e3 / ns as f64
    );
}
