//! Perft counts: the start position against the published numbers, and the positions of `tests/data/perft.txt`,
//! whose counts Fairy-Stockfish computed (see the file's header and `tools/xiangqi/perft_data.py`).

use xiangqi::{Position, perft};

#[test]
fn start_position_matches_published_counts() {
    let mut position = Position::start();
    for (depth, nodes) in [(1, 44), (2, 1_920), (3, 79_666), (4, 3_290_240)] {
        assert_eq!(perft(&mut position, depth), nodes, "depth {depth}");
    }
}

#[test]
#[ignore = "a few seconds in release; run with --release --ignored"]
fn start_position_depth_5() {
    assert_eq!(perft(&mut Position::start(), 5), 133_312_995);
}

/// One entry of the data file.
struct Case {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((key, value)) = line.split_once(' ') else {
            continue;
        };
        match key {
            "id" => cases.push(Case {
                id: value.to_owned(),
                fen: String::new(),
                counts: Vec::new(),
            }),
            "fen" => cases.last_mut().expect("id before fen").fen = value.to_owned(),
            "perft" => {
                let (depth, nodes) = value.split_once(' ').expect("perft DEPTH NODES");
                cases
                    .last_mut()
                    .expect("id before perft")
                    .counts
                    .push((depth.parse().unwrap(), nodes.parse().unwrap()));
            }
            other => panic!("unknown key {other:?} in perft.txt"),
        }
    }
    cases
}

#[test]
fn positions_agree_with_fairy_stockfish() {
    let cases = cases();
    assert!(cases.len() >= 30, "only {} positions", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let mut position: Position = case
            .fen
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for &(depth, expected) in &case.counts {
            let nodes = perft(&mut position, depth);
            if nodes != expected {
                failures.push(format!(
                    "{} depth {depth}: {nodes}, expected {expected}",
                    case.id
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
