//! Tuning matches between player configurations (ignored tests, run by hand, on one thread; `tabula arena` plays
//! the shipped levels in parallel):
//! `LAB_A=expert:nodes=50000 LAB_B=normal LAB_PAIRS=20 cargo test --release -p banqi lab -- --ignored --nocapture`.

use boardgame::{GameRng, Level, Outcome, Seat};

use super::{Player, play};
use crate::Position;

fn player(spec: &str) -> Player {
    let (name, tweaks) = spec.split_once(':').unwrap_or((spec, ""));
    let mut player = Player::for_level(name.parse::<Level>().expect("a level"));
    for tweak in tweaks.split(',').filter(|t| !t.is_empty()) {
        let (key, value) = tweak.split_once('=').expect("key=value");
        let n: i64 = value.parse().expect("a number");
        let (limits, slack) = match &mut player {
            Player::Loose => panic!("easy has no limits"),
            Player::Sampling { limits, slack } => (limits, Some(slack)),
            Player::Searching(limits) => (limits, None),
        };
        match key {
            "nodes" => limits.nodes = n as u64,
            "depth" => limits.max_depth = n as i32,
            "qp" => limits.quiescence_plies = n as i32,
            "flips" => limits.inner_flips = n as usize,
            "fr" => limits.flip_reduction = n as i32,
            "slack" => *slack.expect("normal") = n as i32,
            "star1" => limits.star1 = n != 0,
            "contempt" => limits.contempt = n as i32,
            _ => panic!("unknown tweak {key}"),
        }
    }
    player
}

#[derive(Default, Clone, Copy)]
struct Stats {
    moves: u64,
    nodes: u64,
    micros: u64,
    max_micros: u64,
}

/// CPU time of this thread (Linux), so other load on the machine does not count.
fn thread_cpu_micros() -> u64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    text.split(' ')
        .next()
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0)
        / 1000
}

/// One game; A's half points, the plies, and each side's stats.
fn game(layout: u64, a_seat: Seat, a: Player, b: Player) -> (u32, usize, [Stats; 2]) {
    let mut position = Position::from_seed(layout);
    let mut stats = [Stats::default(); 2];
    let mut plies = 0;
    while position.outcome().is_none() && plies < 2000 {
        let seat = position.to_move();
        let side = usize::from(seat != a_seat);
        let who = if side == 0 { a } else { b };
        let start = thread_cpu_micros();
        let analysis = play(
            &position.view(),
            who,
            layout.wrapping_mul(1000).wrapping_add(plies as u64),
        );
        let micros = thread_cpu_micros() - start;
        let s = &mut stats[side];
        s.moves += 1;
        s.nodes += analysis.nodes;
        s.micros += micros;
        s.max_micros = s.max_micros.max(micros);
        position.play_unchecked(analysis.action);
        plies += 1;
    }
    if std::env::var("LAB_SHOW").is_ok()
        && !matches!(
            position.outcome().map(|e| e.outcome()),
            Some(Outcome::Win(_))
        )
    {
        println!("draw, A = seat {a_seat:?}: {}", position.view());
    }
    let points = match position.outcome().map(|end| end.outcome()) {
        Some(Outcome::Win(seat)) if seat == a_seat => 2,
        Some(Outcome::Win(_)) => 0,
        _ => 1,
    };
    (points, plies, stats)
}

#[test]
#[ignore = "a tuning match, run by hand"]
fn lab_match() {
    let a_spec = std::env::var("LAB_A").unwrap_or_else(|_| "expert".into());
    let b_spec = std::env::var("LAB_B").unwrap_or_else(|_| "normal".into());
    let pairs: usize = std::env::var("LAB_PAIRS").map_or(10, |p| p.parse().unwrap());
    let seed: u64 = std::env::var("LAB_SEED").map_or(1, |p| p.parse().unwrap());
    let (a, b) = (player(&a_spec), player(&b_spec));
    // One pair after another on this thread: `tabula arena` is the parallel runner for the levels as shipped; this
    // lab only adds the tweaked configurations, which are compared on small samples.
    let mut results = Vec::with_capacity(2 * pairs);
    for pair in 0..pairs {
        let layout = GameRng::from_seed(seed * 7919 + pair as u64).next_u64();
        for a_seat in Seat::BOTH {
            results.push(game(layout, a_seat, a, b));
        }
    }
    let n = results.len();
    let count = |p| results.iter().filter(|r| r.0 == p).count();
    let score = results.iter().map(|r| f64::from(r.0) / 2.0).sum::<f64>() / n as f64;
    let plies = results.iter().map(|r| r.1).sum::<usize>() as f64 / n as f64;
    println!(
        "{a_spec} vs {b_spec}: {n} games, W/D/L {}/{}/{}, score {:.1}%, mean plies {plies:.0}",
        count(2),
        count(1),
        count(0),
        100.0 * score
    );
    for (side, name) in [(0, &a_spec), (1, &b_spec)] {
        let total = results.iter().fold(Stats::default(), |acc, r| {
            let s = r.2[side];
            Stats {
                moves: acc.moves + s.moves,
                nodes: acc.nodes + s.nodes,
                micros: acc.micros + s.micros,
                max_micros: acc.max_micros.max(s.max_micros),
            }
        });
        println!(
            "  {name}: {} moves, {:.0} nodes/move, {:.1} ms/move, max {:.0} ms, {:.0} knodes/s",
            total.moves,
            total.nodes as f64 / total.moves as f64,
            total.micros as f64 / total.moves as f64 / 1000.0,
            total.max_micros as f64 / 1000.0,
            total.nodes as f64 / total.micros.max(1) as f64 * 1000.0,
        );
    }
}

#[test]
#[ignore = "a measurement, run by hand"]
fn lab_star1() {
    use super::search::Searcher;
    use super::state::State;
    let Player::Searching(base) = Player::for_level(Level::Expert) else {
        unreachable!()
    };
    let depth: i32 = std::env::var("LAB_DEPTH").map_or(3, |d| d.parse().unwrap());
    let mut totals = [0u64; 2];
    let mut same = 0;
    let mut count = 0;
    for seed in 0..6 {
        let mut position = Position::from_seed(500 + seed);
        for ply in 0..200u64 {
            if position.outcome().is_some() {
                break;
            }
            let view = position.view();
            if ply % 7 == 3
                && let Some(color) = view.color_of(view.to_move())
            {
                let state = State::from_view(&view, color);
                let mut best = Vec::new();
                for (i, star1) in [true, false].into_iter().enumerate() {
                    let limits = super::search::Limits {
                        max_depth: depth,
                        nodes: u64::MAX,
                        star1,
                        ..base
                    };
                    let report = Searcher::new(limits).run(&state, 0);
                    totals[i] += report.nodes;
                    best.push((report.best, report.score));
                }
                same += usize::from(best[0] == best[1]);
                count += 1;
            }
            position.play_unchecked(play(&view, Player::for_level(Level::Normal), ply).action);
        }
    }
    println!(
        "depth {depth}: {count} positions, nodes with Star1 {}, without {}, same result {same}",
        totals[0], totals[1]
    );
}

#[test]
#[ignore = "a look at one position, run by hand"]
fn lab_show() {
    let text = std::env::var("LAB_VIEW").expect("LAB_VIEW");
    let a = player(&std::env::var("LAB_A").unwrap_or_else(|_| "expert".into()));
    let b = player(&std::env::var("LAB_B").unwrap_or_else(|_| "normal".into()));
    let mut view: crate::View = text.parse().unwrap();
    // Play it out as far as views allow: captures and steps only (no flips).
    for ply in 0..60u64 {
        if view.outcome().is_some() {
            println!("{:?}", view.outcome());
            break;
        }
        let who = if ply % 2 == 0 { a } else { b };
        let analysis = play(&view, who, ply);
        println!(
            "{view}  {} depth {} score {} nodes {}",
            analysis.action, analysis.depth, analysis.score, analysis.nodes
        );
        match analysis.action {
            crate::Action::Move { from, to } | crate::Action::Capture { from, to } => {
                view.apply_move(from, to)
            }
            crate::Action::Flip(_) => break,
        }
    }
}
