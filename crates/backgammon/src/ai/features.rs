//! What the network is told besides the raw board: counts one hidden layer finds hard to learn from the checkers
//! alone — how many rolls hit me, how many let my last checker escape, my longest prime, my closed home points, my
//! anchors, my checkers still in contact, and how hard it is for a checker of theirs on the bar to come in.
//!
//! Each is in `0..=1`, for the side whose view `position` is (the opponent is on roll).

use crate::{Dice, Position};

use super::shots;

/// Features per side.
pub const COUNT: usize = 7;

/// The features of `position` for its "me" side.
#[must_use]
pub fn of(position: &Position) -> [f32; COUNT] {
    let home = (1..=6).filter(|&p| position.mine(p) >= 2).count();
    let anchors = (19..=24).filter(|&p| position.mine(p) >= 2).count();
    let their_rearmost = (0..=24).find(|&p| position.theirs(p) > 0).unwrap_or(25);
    let in_contact: u8 = (their_rearmost + 1..=25).map(|p| position.mine(p)).sum();
    let shut_out = if position.opponent_bar() > 0 {
        (home * home) as f32 / 36.0
    } else {
        0.0
    };
    [
        shots::hitting_rolls(position) as f32 / 36.0,
        escapes(position) as f32 / 36.0,
        longest_prime(position) as f32 / 6.0,
        home as f32 / 6.0,
        anchors.min(2) as f32 / 2.0,
        f32::from(in_contact) / 15.0,
        shut_out,
    ]
}

/// My longest run of made points.
fn longest_prime(position: &Position) -> usize {
    let (mut best, mut run) = (0, 0);
    for point in 1..=24 {
        if position.mine(point) >= 2 {
            run += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    best
}

/// Of the 36 rolls, those that take my rearmost checker past every point the opponent has made within twelve pips
/// in front of it (landing only where they have not made a point); all 36 when nothing blocks it.
fn escapes(position: &Position) -> u32 {
    let rear = position.highest_point();
    let made = |p: usize| position.theirs(p) >= 2;
    let Some(last_block) = (rear.saturating_sub(12).max(1)..rear).find(|&p| made(p)) else {
        return 36;
    };
    Dice::all()
        .into_iter()
        .filter(|dice| {
            let (a, b) = (usize::from(dice.high()), usize::from(dice.low()));
            let past = |at: usize| at < last_block;
            let open = |at: usize| at >= 1 && !made(at);
            let step = |from: usize, by: usize| from.checked_sub(by).filter(|&to| open(to));
            if a == b {
                let mut at = rear;
                for _ in 0..4 {
                    match step(at, a) {
                        Some(to) => at = to,
                        None => return false,
                    }
                    if past(at) {
                        return true;
                    }
                }
                false
            } else {
                [(a, b), (b, a)].into_iter().any(|(first, second)| {
                    step(rear, first)
                        .is_some_and(|mid| past(mid) || step(mid, second).is_some_and(past))
                })
            }
        })
        .map(Dice::weight)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos;

    #[test]
    fn an_unblocked_checker_always_escapes() {
        assert_eq!(escapes(&pos!(x 24:1, 6:5; o 1:2)), 36);
    }

    #[test]
    fn a_full_prime_lets_nothing_escape() {
        // Their points on my 18 to 23 in front of my checker on 24.
        let primed = pos!(x 24:1; o 18:2, 19:2, 20:2, 21:2, 22:2, 23:2);
        assert_eq!(escapes(&primed), 0);
        assert_eq!(longest_prime(&primed.switch_sides()), 6);
    }

    #[test]
    fn one_point_in_front_blocks_only_the_rolls_that_land_on_it() {
        // Their point on my 20: from 24, escaping means landing below 20 without stopping on it. Failing: 1-1
        // (never below 20), 2-2 and 4-4 (stopped on 20), 2-1 (too short) and 3-1 (both ways end on 20).
        let blocked = pos!(x 24:1; o 20:2);
        assert_eq!(escapes(&blocked), 36 - 3 - 2 - 2);
    }

    #[test]
    fn features_are_fractions() {
        for position in [
            Position::START,
            pos!(x 1:2, 2:2, 3:2, 4:2, 5:2, 6:2, 24:3; o 0:1, 13:14),
        ] {
            for value in of(&position) {
                assert!((0.0..=1.0).contains(&value), "{value}");
            }
        }
        let closed = pos!(x 1:2, 2:2, 3:2, 4:2, 5:2, 6:2, 24:3; o 0:1, 13:14);
        assert_eq!(
            of(&closed)[6],
            1.0,
            "a closed board shuts a checker on the bar out"
        );
    }
}
