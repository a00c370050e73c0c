//! Perft counts agree with GNU Backgammon (`data/gnubg_perft.txt`, from `tools/backgammon/gnubg_data.py --perft`).

use backgammon::{Position, perft};

#[test]
fn perft_matches_gnubg() {
    let data = include_str!("data/gnubg_perft.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        let position = Position::from_position_id(fields[0]).unwrap();
        let depth: u32 = fields[1].parse().unwrap();
        let expected: u64 = fields[2].parse().unwrap();
        assert_eq!(perft(&position, depth), expected, "{line}");
        checked += 1;
    }
    assert_eq!(checked, 5);
}

#[test]
fn perft_zero_is_one_and_a_dance_is_one_leaf() {
    assert_eq!(perft(&Position::START, 0), 1);
    // Closed out with a checker on the bar: every roll dances.
    let closed = backgammon::pos!(x 25:1, 6:14; o 19:2, 20:2, 21:2, 22:2, 23:2, 24:2);
    assert_eq!(perft(&closed, 1), 21);
}
