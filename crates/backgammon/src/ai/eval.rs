//! The evaluations, in thousandths of a point of equity, for the side that has just moved (the opponent is on
//! roll).
//!
//! - **Normal** is hand-built, integer only: contact positions add a pip term, each side's structure (made points,
//!   home board, primes, anchors, stacks) and the risk of my blots against the opponent's coming roll; races turn
//!   an effective pip count into winning chances.
//! - **Expert** asks the trained networks ([`net`](super::net)) — the contact network about contact positions, the
//!   race network about races with a checker still outside a home board; once both sides are bearing off, the
//!   bear-off database gives the winning chances and the race network adds what gammons are worth, until each side
//!   has a checker off. (Until AI version 6 the race formula judged every race; knowing only who wins, it let gammons
//!   go and conceded them, the largest share of Expert's errors: `docs/ai/experiments.md`, Backgammon #18.)

use crate::{Dice, Position, WinKind};

use super::bearoff::{self, ONE_ROLL};
use super::{net, shots};

/// A won game (for Normal, gammons score a little more, so a sure win still prefers the bigger one; for Expert, a
/// gammon is worth two and a backgammon three, as the network counts them).
pub const WIN: i32 = 1000;

/// Which evaluation to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The hand-built evaluation; races judged by an effective pip count (Keith's).
    Normal,
    /// The network, but in bear-offs the bear-off database plus the network's gammons.
    Expert,
}

/// The value of `position` for the side whose view it is, with the opponent to roll.
#[must_use]
pub fn evaluate(position: &Position, style: Style) -> i32 {
    if let Some(kind) = position.win_kind() {
        return match style {
            Style::Normal => {
                WIN + match kind {
                    WinKind::Single => 0,
                    WinKind::Gammon => 50,
                    WinKind::Backgammon => 100,
                }
            }
            Style::Expert => WIN * i32::from(kind.multiplier()),
        };
    }
    match style {
        Style::Normal if is_race(position) => race(position, style),
        Style::Normal => contact(position),
        Style::Expert if is_bear_off(position) => race(position, style) + gammons(position),
        Style::Expert => net::Networks::shipped()
            .judge(position)
            .estimate(position)
            .equity(),
    }
}

/// The chance that the side whose view `position` is (the opponent to roll) wins the game, for the coach's review:
/// the network's in contact, the race formula's in races (whose equity is a single game's, `2p − 1`).
#[must_use]
pub fn win_chance(position: &Position) -> f32 {
    if position.win_kind().is_some() {
        return 1.0;
    }
    if is_race(position) {
        return (race(position, Style::Expert) + WIN) as f32 / (2 * WIN) as f32;
    }
    net::shipped().estimate(position).win
}

/// No checker of mine still has an opponent checker in front of it (mine move down, theirs up).
#[must_use]
pub fn is_race(position: &Position) -> bool {
    let their_rearmost = (0..=24).find(|&p| position.theirs(p) > 0).unwrap_or(25);
    position.highest_point() < their_rearmost
}

/// A race that can only end in a single game: both sides have borne a checker off, so the bear-off database's
/// winning chances are the whole equity.
#[must_use]
pub fn is_settled_race(position: &Position) -> bool {
    position.off() > 0 && position.opponent_off() > 0 && is_race(position)
}

/// A race with every checker of both sides in its home board, where the bear-off database's count is exact.
#[must_use]
pub fn is_bear_off(position: &Position) -> bool {
    position.highest_point() <= 6 && position.switch_sides().highest_point() <= 6
}

/// What gammons add to a bear-off's equity by the network (gammons won less gammons lost): the race formula gives
/// who wins, the network what a gammon adds, and nothing once neither side can lose one.
fn gammons(position: &Position) -> i32 {
    if is_settled_race(position) {
        return 0;
    }
    let estimate = net::shipped_race().estimate(position);
    (f64::from(estimate.win_gammon - estimate.lose_gammon) * f64::from(WIN)) as i32
}

/// Expected rolls to bear off (fixed point) for my side.
fn rolls(position: &Position, style: Style) -> i64 {
    match style {
        Style::Expert => i64::from(bearoff::race_rolls(position)),
        Style::Normal => i64::from(keith(position)) * i64::from(ONE_ROLL) * 100 / 817,
    }
}

/// Keith's count: pips plus penalties for wasteful stacks low in the board and gaps on 4, 5 and 6.
fn keith(position: &Position) -> u32 {
    let c = |p| u32::from(position.mine(p));
    let empty = (4..=6).filter(|&p| c(p) == 0).count() as u32;
    position.pip_count()
        + 2 * c(1).saturating_sub(1)
        + c(2).saturating_sub(1)
        + c(3).saturating_sub(3)
        + empty
}

/// Race equity: the roll lead (the opponent, on roll, wins ties: half a roll) over a spread that grows with the
/// length of the race, squashed into a winning chance.
fn race(position: &Position, style: Style) -> i32 {
    let mine = rolls(position, style);
    let theirs = rolls(&position.switch_sides(), style);
    let lead = theirs - mine - i64::from(ONE_ROLL) / 2;
    let spread = i64::from(ONE_ROLL) * 2 / 3 + (mine + theirs) / 14;
    (i64::from(WIN) * lead / (lead.abs() + spread)) as i32
}

/// Made-point values by point (index = my point number), home board and bar point highest, anchors deep in the
/// opponent's board (points 18–21) next.
const POINT_VALUE: [i32; 25] = [
    0, 10, 30, 50, 70, 85, 75, 70, 40, 25, 18, 10, 8, 8, 5, 5, 10, 20, 40, 45, 60, 55, 30, 20, 15,
];

/// Bonus for my longest run of made points, by length, when some opponent checker is behind it.
const PRIME: [i32; 7] = [0, 0, 15, 45, 100, 180, 300];

/// Pip values in contact: a pip is worth less than in a race, where it decides everything.
const PIP: i32 = 8;

fn contact(position: &Position) -> i32 {
    let them = position.switch_sides();
    let pips = (position.opponent_pip_count() as i32 - position.pip_count() as i32) * PIP;
    pips + structure(position) - structure(&them) - blot_risk(position) + blot_risk_later(&them) / 3
}

/// Points, primes, anchors, stacks and checkers on the bar, for the side whose view `position` is.
fn structure(position: &Position) -> i32 {
    let mut score = 0;
    for (point, value) in POINT_VALUE.iter().enumerate().skip(1) {
        let count = i32::from(position.mine(point));
        if count >= 2 {
            score += value;
        }
        if count > 3 && point <= 12 {
            score -= 6 * (count - 3);
        }
    }
    score += prime_bonus(position);
    // Opponent checkers on the bar against my home board: the more points closed, the longer they stay out.
    let home = home_points(position);
    score += i32::from(position.opponent_bar()) * (30 + 20 * home);
    score
}

fn home_points(position: &Position) -> i32 {
    (1..=6).filter(|&p| position.mine(p) >= 2).count() as i32
}

fn prime_bonus(position: &Position) -> i32 {
    let (mut best, mut best_start, mut run) = (0, 0, 0);
    for point in 1..=24 {
        if position.mine(point) >= 2 {
            run += 1;
            if run > best {
                best = run;
                best_start = point + 1 - run;
            }
        } else {
            run = 0;
        }
    }
    let trapped = (0..best_start).any(|p| position.theirs(p) > 0);
    if trapped { PRIME[best.min(6)] } else { 0 }
}

/// The expected cost of my blots against the opponent's coming roll: the rolls that hit the worst-exposed blot,
/// times what a hit costs (the pips lost, a tempo, more against a strong home board), plus a share for the rest.
pub(crate) fn blot_risk(position: &Position) -> i32 {
    let blots = shots::blot_mask(position);
    if blots == 0 {
        return 0;
    }
    let their_board = home_points(&position.switch_sides());
    let shooters = shots::Shooters::new(position);
    let mut union = 0;
    let mut counts = [0i32; 25];
    for dice in Dice::all() {
        let hit = shooters.hits(dice) & blots;
        if hit != 0 {
            let weight = dice.weight() as i32;
            union += weight;
            let mut rest = hit;
            while rest != 0 {
                counts[rest.trailing_zeros() as usize] += weight;
                rest &= rest - 1;
            }
        }
    }
    let cost = |p: usize| (25 - p as i32) * PIP + 60 + 25 * their_board;
    let (mut worst, mut rest, mut worst_cost) = (0, 0, 0);
    let mut mask = blots;
    while mask != 0 {
        let p = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let x = counts[p] * cost(p);
        if x > worst {
            rest += worst;
            worst = x;
        } else {
            rest += x;
        }
        if counts[p] > 0 {
            worst_cost = worst_cost.max(cost(p));
        }
    }
    (union * worst_cost + rest / 4).max(worst) / 36
}

/// The opponent's blots, seen from their side, that I may hit after they move (they get to tidy up first, so the
/// caller discounts it).
fn blot_risk_later(them: &Position) -> i32 {
    blot_risk(them)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos;

    #[test]
    fn the_start_is_even() {
        assert_eq!(evaluate(&Position::START, Style::Normal), 0);
    }

    #[test]
    fn races_follow_the_roll_lead() {
        let ahead = pos!(x 6:5, 5:5; o 19:5, 20:5, 21:5);
        let behind = ahead.switch_sides();
        for style in [Style::Normal, Style::Expert] {
            assert!(is_race(&ahead));
            assert!(evaluate(&ahead, style) > 300);
            assert!(evaluate(&behind, style) < -300);
        }
    }

    #[test]
    fn expert_counts_gammons_in_a_race_until_both_sides_have_borne_off() {
        // Far behind with nothing off and checkers still outside the home board against 11 checkers nearly home: a
        // gammon is likely, which the race formula, knowing only who wins, cannot see. The network judges it.
        let gammoned = pos!(x 13:2, 8:6, 6:3, 5:3, 1:1; o 24:1, 23:2, 22:3, 21:3, 20:2);
        assert!(is_race(&gammoned) && !is_bear_off(&gammoned));
        assert!(race(&gammoned, Style::Expert) >= -WIN);
        let expert = evaluate(&gammoned, Style::Expert);
        assert_eq!(expert, net::shipped_race().estimate(&gammoned).equity());
        assert!(expert < -WIN - 200, "{expert}");
        // Both sides bearing off, nothing of mine off, the opponent's last two checkers on their 1-point: a gammon
        // lost for sure, which the bear-off database's "lost" plus the network's gammons tells.
        let lost = pos!(x 6:5, 5:5, 4:5; o 24:2);
        assert!(is_bear_off(&lost) && !is_settled_race(&lost));
        let value = evaluate(&lost, Style::Expert);
        assert!(value < -WIN - 500 && value > -3 * WIN, "{value}");
        // Once each side has a checker off only the winner is left to decide: the bear-off database, within one
        // game's stakes.
        let settled = pos!(x 6:3, 5:3; o 19:5, 20:4);
        assert!(is_settled_race(&settled));
        let value = evaluate(&settled, Style::Expert);
        assert!(value == race(&settled, Style::Expert) && value > 0 && value < WIN);
    }

    #[test]
    fn exposed_blots_cost() {
        let safe = pos!(x 6:2, 8:2; o 1:2, 2:2);
        let exposed = pos!(x 6:2, 8:1, 9:1; o 1:2, 2:2);
        assert!(evaluate(&safe, Style::Normal) > evaluate(&exposed, Style::Normal));
        assert!(blot_risk(&exposed) > 0);
        assert_eq!(blot_risk(&safe), 0);
    }

    #[test]
    fn win_chances_are_probabilities_that_follow_the_game() {
        // The start with the opponent to roll: close to even, a little less for the side that waits.
        let start = win_chance(&Position::START);
        assert!((0.4..0.5).contains(&start), "{start}");
        // A race well ahead is a likely win though the opponent rolls first; well behind, a likely loss.
        let ahead = pos!(x 6:5, 5:5; o 19:5, 20:5, 21:5);
        let (mine, theirs) = (win_chance(&ahead), win_chance(&ahead.switch_sides()));
        assert!(mine > 0.7 && theirs < 0.25, "{mine} {theirs}");
        // A contact position where I have closed my board on two of their checkers.
        let crushing = pos!(x 1:2, 2:2, 3:2, 4:2, 5:2, 6:3, 8:2; o 0:2, 24:2, 23:2, 13:9);
        assert!(win_chance(&crushing) > 0.8, "{}", win_chance(&crushing));
        assert_eq!(win_chance(&pos!(x ; o 1:3)), 1.0);
    }

    #[test]
    fn a_won_game_beats_everything() {
        let won = pos!(x ; o 1:3);
        assert!(evaluate(&won, Style::Normal) >= WIN);
    }
}
