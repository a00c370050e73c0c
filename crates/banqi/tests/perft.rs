//! Perft counts from tests/data/perft.txt, checked against the engine and against the naive reference
//! implementation in tests/reference/ (which shares no code with the crate).

mod reference;

use banqi::Position;
use reference::Ref;

/// One entry of the data file.
struct Case {
    id: String,
    position: Position,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (key, value) = line.split_once(' ').expect("key value");
        match key {
            "id" => cases.push(Case {
                id: value.to_owned(),
                position: Position::from_seed(0),
                counts: Vec::new(),
            }),
            "seed" => {
                cases.last_mut().unwrap().position = Position::from_seed(value.parse().unwrap())
            }
            "position" => cases.last_mut().unwrap().position = value.parse().unwrap(),
            "perft" => {
                let (depth, nodes) = value.split_once(' ').unwrap();
                let case = cases.last_mut().unwrap();
                case.counts
                    .push((depth.parse().unwrap(), nodes.parse().unwrap()));
            }
            other => panic!("unknown key {other:?} in perft.txt"),
        }
    }
    cases
}

#[test]
fn data_file_covers_several_layouts_at_depths_one_to_four() {
    let cases = cases();
    assert!(cases.len() >= 8);
    for case in &cases {
        let depths: Vec<u32> = case.counts.iter().map(|&(d, _)| d).collect();
        assert_eq!(depths, [1, 2, 3, 4], "{}", case.id);
    }
}

#[test]
fn engine_matches_the_perft_data() {
    for case in cases() {
        for &(depth, nodes) in &case.counts {
            assert_eq!(
                banqi::perft(&case.position, depth),
                nodes,
                "{} depth {depth}",
                case.id
            );
        }
    }
}

#[test]
fn reference_implementation_matches_the_perft_data() {
    for case in cases() {
        let reference = Ref::parse(&case.position.to_string());
        for &(depth, nodes) in &case.counts {
            assert_eq!(reference.perft(depth), nodes, "{} depth {depth}", case.id);
        }
    }
}

#[test]
fn divide_sums_to_perft() {
    let position = cases().swap_remove(3).position;
    let split = banqi::divide(&position, 3);
    assert_eq!(split.len(), position.legal_actions().len());
    assert_eq!(
        split.iter().map(|&(_, n)| n).sum::<u64>(),
        banqi::perft(&position, 3)
    );
}
