//! The one-sided bear-off database: the exact expected number of rolls to bear off, for every position of up to
//! 15 checkers on the six home points (C(21, 6) = 54 264 positions).
//!
//! Built at first use in integer fixed point (1/65 536 of a roll), lowest pip count first, so every value is the
//! same on every platform; nothing is stored in git. Bearing off with every checker home can always use all the
//! dice, so each roll's best play is simply the minimum over the ways of playing it.

use std::sync::OnceLock;

use crate::Position;

/// One roll in the database's fixed point.
pub const ONE_ROLL: u32 = 1 << 16;

/// Checkers on points 1..=6 (index 0 is the 1-point).
pub type Home = [u8; 6];

/// Positions in the table.
pub const SIZE: usize = 54_264;

/// Vectors of `k` counts summing to at most `n`: C(n + k, k), tabulated for k ≤ 5, n ≤ 15.
const COMBOS: [[usize; 16]; 6] = {
    let mut table = [[0; 16]; 6];
    let mut n = 0;
    while n < 16 {
        let mut acc = 1;
        table[0][n] = 1;
        let mut k = 1;
        while k < 6 {
            acc = acc * (n + k) / k;
            table[k][n] = acc;
            k += 1;
        }
        n += 1;
    }
    table
};

/// The index of a home board in the table (a ranking of the count vectors with sum ≤ 15).
#[must_use]
pub fn index(home: &Home) -> usize {
    let mut budget = 15usize;
    let mut rank = 0;
    for (i, &count) in home.iter().enumerate() {
        for v in 0..usize::from(count) {
            rank += COMBOS[5 - i][budget - v];
        }
        budget -= usize::from(count);
    }
    rank
}

fn table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// Expected rolls to bear off `home` (fixed point, [`ONE_ROLL`] = 1 roll).
#[must_use]
pub fn expected_rolls(home: &Home) -> u32 {
    table()[index(home)]
}

/// My home board when all my checkers are on points 1..=6 (none on the bar or further out).
#[must_use]
pub fn home_of(position: &Position) -> Option<Home> {
    if position.highest_point() > 6 {
        return None;
    }
    Some(std::array::from_fn(|i| position.mine(i + 1)))
}

fn pips(home: &Home) -> u32 {
    home.iter().zip(1..).map(|(&c, p)| u32::from(c) * p).sum()
}

/// The table, position by position in order of pip count, so every position a roll leads to is already solved.
fn build() -> Vec<u32> {
    let mut all = Vec::with_capacity(SIZE);
    enumerate(&mut [0; 6], 0, 15, &mut all);
    all.sort_by_key(|home| (pips(home), index(home)));
    let mut table = vec![0u32; SIZE];
    // `after[i][k][d]`: the smallest table value reachable from position `i` by playing die `d + 1` `k + 1` times
    // (zero once everything is off). Built alongside the table, it makes a double one lookup and a mixed roll a
    // few, where searching every order of moves again for each position would take seconds in the browser.
    let mut after = vec![[[0u32; 6]; 4]; SIZE];
    for home in all.iter().skip(1) {
        let i = index(home);
        for die in 1..=6 {
            let mut best = [u32::MAX; 4];
            for next in moves(home, die) {
                let j = index(&next);
                best[0] = best[0].min(table[j]);
                for k in 1..4 {
                    best[k] = best[k].min(after[j][k - 1][die - 1]);
                }
            }
            for (k, value) in best.into_iter().enumerate() {
                after[i][k][die - 1] = value;
            }
        }
        table[i] = solve(&after, home, i);
    }
    table
}

fn enumerate(home: &mut Home, point: usize, budget: u8, out: &mut Vec<Home>) {
    if point == 6 {
        out.push(*home);
        return;
    }
    for count in 0..=budget {
        home[point] = count;
        enumerate(home, point + 1, budget - count, out);
    }
    home[point] = 0;
}

/// The boards one die can lead to: a checker moves down by `die`, or bears off from the die's point, or from the
/// highest point when the die is larger than it.
fn moves(home: &Home, die: usize) -> impl Iterator<Item = Home> + '_ {
    let highest = home.iter().rposition(|&c| c > 0).map_or(0, |p| p + 1);
    (1..=6)
        .filter(move |&point| home[point - 1] > 0 && (point >= die || point == highest))
        .map(move |point| {
            let mut next = *home;
            next[point - 1] -= 1;
            if point > die {
                next[point - die - 1] += 1;
            }
            next
        })
}

/// One roll plus the weighted average over the 36 rolls of the best continuation from `home` (at index `i`).
/// Bearing off with every checker home can always use all the dice, so a roll's best play is the minimum over the
/// ways of playing it.
fn solve(after: &[[[u32; 6]; 4]], home: &Home, i: usize) -> u32 {
    let mut total: u64 = 0;
    for high in 1..=6usize {
        for low in 1..=high {
            total += if high == low {
                u64::from(after[i][3][high - 1])
            } else {
                let first = |a: usize, b: usize| {
                    moves(home, a)
                        .map(|next| after[index(&next)][0][b - 1])
                        .min()
                        .expect("every die moves a checker")
                };
                2 * u64::from(first(high, low).min(first(low, high)))
            };
        }
    }
    ONE_ROLL + (total / 36) as u32
}

/// Expected rolls to finish a race from `position`, my side only: exact from the table when I am all home;
/// otherwise the checkers outside count as on the 6-point plus their extra pips at 8.17 pips a roll.
#[must_use]
pub fn race_rolls(position: &Position) -> u32 {
    let mut home: Home = std::array::from_fn(|i| position.mine(i + 1));
    let mut extra = 0u64;
    for point in 7..=25 {
        let count = position.mine(point);
        home[5] += count;
        extra += u64::from(count) * (point as u64 - 6);
    }
    expected_rolls(&home) + (extra * u64::from(ONE_ROLL) * 100 / 817) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain recursion over every order of moves, as a reference for the table.
    fn reference(table: &[u32], home: &Home) -> u32 {
        let mut total: u64 = 0;
        for high in 1..=6u8 {
            for low in 1..=high {
                let best = if high == low {
                    best_after(table, home, &[high; 4])
                } else {
                    2 * best_after(table, home, &[high, low]).min(best_after(
                        table,
                        home,
                        &[low, high],
                    ))
                };
                total += u64::from(best);
            }
        }
        ONE_ROLL + (total / 36) as u32
    }

    fn best_after(table: &[u32], home: &Home, dice: &[u8]) -> u32 {
        let Some((&die, rest)) = dice.split_first() else {
            return table[index(home)];
        };
        if home.iter().all(|&c| c == 0) {
            return 0;
        }
        moves(home, usize::from(die))
            .map(|next| best_after(table, &next, rest))
            .min()
            .unwrap()
    }

    #[test]
    fn the_table_agrees_with_the_plain_recursion() {
        let table = table();
        let mut all = Vec::new();
        enumerate(&mut [0; 6], 0, 15, &mut all);
        for home in all.iter().filter(|h| pips(h) > 0).step_by(53) {
            assert_eq!(table[index(home)], reference(table, home), "{home:?}");
        }
    }

    #[test]
    fn the_index_is_a_perfect_ranking() {
        let mut all = Vec::new();
        enumerate(&mut [0; 6], 0, 15, &mut all);
        assert_eq!(all.len(), SIZE);
        let mut seen = vec![false; SIZE];
        for home in &all {
            assert!(!seen[index(home)]);
            seen[index(home)] = true;
        }
    }

    #[test]
    fn known_small_positions() {
        assert_eq!(expected_rolls(&[0; 6]), 0);
        assert_eq!(expected_rolls(&[1, 0, 0, 0, 0, 0]), ONE_ROLL);
        assert_eq!(expected_rolls(&[2, 0, 0, 0, 0, 0]), ONE_ROLL);
        // A lone checker on the 6-point misses only with 1-1, 2-1, 3-1, 4-1 and 3-2 (9 of 36), then always
        // finishes: 1 + 9/36 rolls.
        assert_eq!(expected_rolls(&[0, 0, 0, 0, 0, 1]), ONE_ROLL + ONE_ROLL / 4);
        // Four checkers on the 1-point: a double takes them all, otherwise two rolls.
        let four = expected_rolls(&[4, 0, 0, 0, 0, 0]);
        assert_eq!(four, ONE_ROLL + ONE_ROLL * 30 / 36);
    }

    #[test]
    fn more_checkers_never_take_fewer_rolls() {
        let mut home = [0u8; 6];
        let mut last = 0;
        for _ in 0..15 {
            home[5] += 1;
            let now = expected_rolls(&home);
            assert!(now >= last);
            last = now;
        }
        // Fifteen on the 6-point need well over seven rolls.
        assert!(
            last > 7 * ONE_ROLL && last < 13 * ONE_ROLL,
            "{}",
            f64::from(last) / f64::from(ONE_ROLL)
        );
    }
}
