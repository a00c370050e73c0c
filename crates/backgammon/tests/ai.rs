//! The computer player: determinism signature, tactics, and (ignored) CPU time per move.

use backgammon::ai::{self, bearoff, bench};
use backgammon::{Dice, Position, legal_plays, pos};
use boardgame::Level;

/// The checksums of the plays each level chooses on the signature set. A change means the AI plays differently:
/// update them only on purpose.
const SIGNATURES: [(Level, u64); 3] = [
    (Level::Easy, 0xad4b_060c_96ea_6c41),
    (Level::Normal, 0xc888_e003_160c_ea12),
    (Level::Expert, 0x8d89_4468_f8ea_28b9),
];

#[test]
fn signatures_are_stable() {
    let set = bench::positions(bench::SIGNATURE_SET);
    let got = SIGNATURES.map(|(level, _)| (level, bench::checksum(&set, level)));
    assert_eq!(got, SIGNATURES, "signatures {got:#x?}");
    // The same three in one number, the signature every game's AI has.
    assert_eq!(bench::signature(), 0xc8b3_1942_97f1_2d52);
    // The AI's version must name its determinism signature: a change in what the AI plays changes its version.
    let signature = format!("{got:x?}");
    boardgame::check_version(ai::VERSION, &signature).unwrap();
}

#[test]
fn the_shipped_network_is_the_recorded_one() {
    // Network g for contact positions, network r for races (AI version 9); update only with a new network, and the
    // version with it.
    let set = bench::positions(bench::SIGNATURE_SET);
    assert_eq!(bench::network_checksum(&set), 0xaaa9_2634_79f4_ddce);
}

#[test]
fn same_call_same_play() {
    let set = bench::positions(6);
    for (position, dice) in &set {
        for level in Level::ALL {
            let first = ai::choose(position, *dice, level, 7);
            assert_eq!(ai::choose(position, *dice, level, 7), first);
        }
    }
}

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).unwrap()
}

#[test]
fn expert_bears_off_two_checkers_rather_than_moving() {
    // 6-5 with checkers on 6 and 5: taking two off beats 6/1 6/off and friends.
    let p = pos!(x 6:3, 5:2, 2:2; o 19:5, 20:5, 24:5);
    let play = ai::choose(&p, dice(6, 5), Level::Expert, 0);
    assert_eq!(play.result().off(), 10);
    assert_eq!((play.result().mine(6), play.result().mine(5)), (2, 1));
}

#[test]
fn expert_races_by_the_bear_off_database() {
    // In bear-offs where each side has a checker off (no gammon left to play for) Expert's result always has the
    // fewest expected rolls among the legal plays.
    let positions = [
        pos!(x 6:2, 5:1, 4:3, 2:1, 1:2; o 24:14),
        pos!(x 6:4, 3:1, 1:1; o 20:3, 21:4),
        pos!(x 5:1, 4:1, 2:2; o 22:2),
    ];
    for p in positions {
        for d in Dice::all() {
            let rolls = |q: &Position| bearoff::expected_rolls(&bearoff::home_of(q).unwrap());
            let best = legal_plays(&p, d)
                .iter()
                .map(|play| rolls(&play.result()))
                .min()
                .unwrap();
            let chosen = ai::choose(&p, d, Level::Expert, 0);
            assert_eq!(rolls(&chosen.result()), best, "{d}");
        }
    }
}

#[test]
fn expert_hits_and_makes_the_point() {
    // The opponent's checker sits alone on my 5-point; 3-1 points on it: 8/5* 6/5.
    let p = pos!(x 6:5, 8:3, 13:5, 24:2; o 5:1, 1:1, 12:5, 17:3, 19:5);
    for level in [Level::Normal, Level::Expert] {
        let play = ai::choose(&p, dice(3, 1), level, 0);
        assert_eq!(play.result().opponent_bar(), 1, "{level:?}");
        assert_eq!(play.result().mine(5), 2, "{level:?}");
    }
}

#[test]
fn expert_hits_a_blot_in_a_race_it_would_lose() {
    // Far behind in the race, with a shot at the last straggler: hitting is the only chance.
    let p = pos!(x 24:2, 13:3, 8:2, 6:3; o 10:1, 19:5, 20:5, 21:4);
    let play = ai::choose(&p, dice(3, 2), Level::Expert, 0);
    assert_eq!(play.result().opponent_bar(), 1);
}

/// This thread's CPU time in nanoseconds (Linux scheduler statistics), so a loaded machine does not inflate it.
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

#[test]
#[ignore = "timing: run with --release -- --ignored --nocapture"]
fn time_per_move() {
    let set = bench::positions(200);
    // Build the bear-off database first: its one-off cost is not a move's.
    let _ = bearoff::expected_rolls(&[1, 0, 0, 0, 0, 0]);
    for level in Level::ALL {
        // The scheduler's clock ticks coarsely: repeat each call and take the mean.
        let reps = if level == Level::Expert { 2 } else { 50 };
        let mut times: Vec<u64> = set
            .iter()
            .enumerate()
            .map(|(seed, (position, dice))| {
                let start = thread_cpu_ns();
                for _ in 0..reps {
                    std::hint::black_box(ai::choose(position, *dice, level, seed as u64));
                }
                (thread_cpu_ns() - start) / reps
            })
            .collect();
        times.sort_unstable();
        let at = |q: usize| times[(times.len() - 1) * q / 100] as f64 / 1e6;
        println!(
            "{level:?}: {} positions, CPU ms per move p50 {:.2} p95 {:.2} max {:.2}",
            times.len(),
            at(50),
            at(95),
            at(100)
        );
    }
}
