//! Piece-square tables: the value of each piece on each point, material included, from Red's side.
//!
//! The numbers follow the shape of ElephantEye's middlegame tables (soldiers grow as they near the palace, horses
//! like the squares in front of the enemy palace, chariots the open ribs and the enemy's second rank, cannons their
//! home rank and the central file), scaled by three to centipawns: a chariot is worth about 600–700, a horse or
//! cannon about 270–320, an advisor or elephant 60, a soldier 20–45 before and 40–130 after the river.
//! Rows are written as the board is drawn: Black's back rank (rank 9) first.

use crate::{Color, Kind};

/// Each table value is multiplied by this to give centipawns.
const SCALE: i16 = 3;

#[rustfmt::skip]
const SOLDIER: [i16; 90] = [
     9,  9,  9, 11, 13, 11,  9,  9,  9,
    19, 24, 34, 42, 44, 42, 34, 24, 19,
    19, 24, 32, 37, 37, 37, 32, 24, 19,
    19, 23, 27, 29, 30, 29, 27, 23, 19,
    14, 18, 20, 27, 29, 27, 20, 18, 14,
     7,  0, 13,  0, 16,  0, 13,  0,  7,
     7,  0,  7,  0, 15,  0,  7,  0,  7,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
];

#[rustfmt::skip]
const HORSE: [i16; 90] = [
    90, 90, 90, 96, 90, 96, 90, 90, 90,
    90, 96,103, 97, 94, 97,103, 96, 90,
    92, 98, 99,103, 99,103, 99, 98, 92,
    93,108,100,107,100,107,100,108, 93,
    90,100, 99,103,104,103, 99,100, 90,
    90, 98,101,102,103,102,101, 98, 90,
    92, 94, 98, 95, 98, 95, 98, 94, 92,
    93, 92, 94, 95, 92, 95, 94, 92, 93,
    85, 90, 92, 93, 78, 93, 92, 90, 85,
    88, 85, 90, 88, 90, 88, 90, 85, 88,
];

#[rustfmt::skip]
const CHARIOT: [i16; 90] = [
    206,208,207,213,214,213,207,208,206,
    206,212,209,216,233,216,209,212,206,
    206,208,207,214,216,214,207,208,206,
    206,213,213,216,216,216,213,213,206,
    208,211,211,214,215,214,211,211,208,
    208,212,212,214,215,214,212,212,208,
    204,209,204,212,214,212,204,209,204,
    198,208,204,212,212,212,204,208,198,
    200,208,206,212,200,212,206,208,200,
    194,206,204,212,200,212,204,206,194,
];

#[rustfmt::skip]
const CANNON: [i16; 90] = [
    100,100, 96, 91, 90, 91, 96,100,100,
     98, 98, 96, 92, 89, 92, 96, 98, 98,
     97, 97, 96, 91, 92, 91, 96, 97, 97,
     96, 99, 99, 98,100, 98, 99, 99, 96,
     96, 96, 96, 96,100, 96, 96, 96, 96,
     95, 96, 99, 96,100, 96, 99, 96, 95,
     96, 96, 96, 96, 96, 96, 96, 96, 96,
     97, 96,100, 99,101, 99,100, 96, 97,
     96, 97, 98, 98, 98, 98, 98, 97, 96,
     96, 96, 97, 99, 99, 99, 97, 96, 96,
];

#[rustfmt::skip]
const GUARD: [i16; 90] = [
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0, 20,  0,  0,  0, 20,  0,  0,
     0,  0, 18,  0,  0,  0, 18,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
    18,  0,  0, 20, 23, 20,  0,  0, 18,
     0,  0,  0,  0, 23,  0,  0,  0,  0,
     0,  0, 20, 20,  0, 20, 20,  0,  0,
];

#[rustfmt::skip]
const KING: [i16; 90] = [
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0, -3, -3, -3,  0,  0,  0,
     0,  0,  0,  0,  1,  0,  0,  0,  0,
     0,  0,  0,  3,  5,  3,  0,  0,  0,
];

/// `[colour][kind code & 7][point]`: centipawns for that piece on that point, from its owner's side.
pub(crate) static TABLE: [[[i16; 90]; 8]; 2] = build();

const fn build() -> [[[i16; 90]; 8]; 2] {
    let mut out = [[[0; 90]; 8]; 2];
    let tables: [(Kind, &[i16; 90]); 7] = [
        (Kind::King, &KING),
        (Kind::Advisor, &GUARD),
        (Kind::Elephant, &GUARD),
        (Kind::Horse, &HORSE),
        (Kind::Chariot, &CHARIOT),
        (Kind::Cannon, &CANNON),
        (Kind::Soldier, &SOLDIER),
    ];
    let mut t = 0;
    while t < tables.len() {
        let (kind, table) = tables[t];
        let mut sq = 0;
        while sq < 90 {
            let (file, rank) = (sq % 9, sq / 9);
            // Row 0 of a table is the far (enemy) back rank: rank 9 for Red, rank 0 for Black (mirrored).
            let red_row = 9 - rank;
            let black_row = rank;
            out[Color::Red as usize][kind as usize][sq] = table[red_row * 9 + file] * SCALE;
            out[Color::Black as usize][kind as usize][sq] =
                table[black_row * 9 + (8 - file)] * SCALE;
            sq += 1;
        }
        t += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_mirror_images_for_the_two_sides() {
        for kind in Kind::ALL {
            for (sq, &red) in TABLE[0][kind as usize].iter().enumerate() {
                let (file, rank) = (sq % 9, sq / 9);
                let mirror = (9 - rank) * 9 + (8 - file);
                assert_eq!(red, TABLE[1][kind as usize][mirror]);
            }
        }
    }

    #[test]
    fn a_crossed_soldier_is_worth_more_than_one_at_home() {
        let red = &TABLE[Color::Red as usize][Kind::Soldier as usize];
        // e3 (Red's start) versus e6 (just across the river).
        assert!(red[6 * 9 + 4] > red[3 * 9 + 4]);
    }
}
