//! Exact direct and indirect shot counts: how many of the 36 rolls let the opponent (on roll) hit my blots.
//!
//! The opponent's checkers sit on my points (0 = their bar) and move toward my point 24, so a checker on my point
//! `q` hits my blot on `p > q` at distance `p - q`. Combination shots need a landing spot that is not one of my
//! made points, and a checker on their bar must enter first — both are what the counts below respect.

use crate::{Dice, Position};

/// How many of the 36 rolls let the opponent hit my checker on my point `point` (1..=24).
///
/// Returns 0 when `point` is not a blot of mine.
#[must_use]
pub fn shots_at(position: &Position, point: usize) -> u32 {
    if !(1..=24).contains(&point) || position.mine(point) != 1 {
        return 0;
    }
    let shooters = Shooters::new(position);
    Dice::all()
        .into_iter()
        .filter(|&dice| shooters.hits(dice) & (1 << point) != 0)
        .map(Dice::weight)
        .sum()
}

/// How many of the 36 rolls hit at least one of my blots (what the opponent's next roll threatens).
#[must_use]
pub fn hitting_rolls(position: &Position) -> u32 {
    let blots = blot_mask(position);
    if blots == 0 {
        return 0;
    }
    let shooters = Shooters::new(position);
    Dice::all()
        .into_iter()
        .filter(|&dice| shooters.hits(dice) & blots != 0)
        .map(Dice::weight)
        .sum()
}

/// My blots on points 1..=24 as a bit mask.
pub(crate) fn blot_mask(position: &Position) -> u64 {
    (1..=24)
        .filter(|&p| position.mine(p) == 1)
        .fold(0, |mask, p| mask | 1 << p)
}

/// My made points (two or more checkers), where no opponent checker may land.
#[cfg(test)]
fn blocked_points(position: &Position) -> [bool; 26] {
    let mut blocked = [false; 26];
    for (p, b) in blocked.iter_mut().enumerate().take(25).skip(1) {
        *b = position.mine(p) >= 2;
    }
    blocked
}

/// What the opponent's hitting power depends on, as bit masks over my points (bit `p` = point `p`), so one roll's
/// every hit is a few shifts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shooters {
    /// Points 1..=24 holding opponent checkers.
    sources: u64,
    /// Points 1..=24 they may stop on (not my made points).
    open: u64,
    /// Their checkers on the bar.
    on_bar: usize,
}

impl Shooters {
    pub(crate) fn new(position: &Position) -> Shooters {
        let (mut sources, mut open) = (0u64, 0u64);
        for p in 1..=24 {
            if position.theirs(p) > 0 {
                sources |= 1 << p;
            }
            if position.mine(p) < 2 {
                open |= 1 << p;
            }
        }
        Shooters {
            sources,
            open,
            on_bar: usize::from(position.opponent_bar()),
        }
    }

    fn is_open(&self, point: usize) -> bool {
        self.open & (1 << point) != 0
    }

    /// Checkers on `from` moved `steps` times by `d`, stopping only on open points: every landing spot.
    fn chain(&self, from: u64, d: usize, steps: usize) -> u64 {
        let (mut at, mut hits) = (from, 0);
        for step in 0..steps {
            if step > 0 {
                at &= self.open;
            }
            at <<= d;
            hits |= at;
        }
        hits
    }

    /// The points where `dice` lets the opponent land (and so hit a blot of mine there); only blots' bits count.
    pub(crate) fn hits(&self, dice: Dice) -> u64 {
        let (a, b) = (usize::from(dice.high()), usize::from(dice.low()));
        if self.on_bar == 0 {
            return if a == b {
                self.chain(self.sources, a, 4)
            } else {
                let s = self.sources;
                (s << a) | (s << b) | (((s << a) & self.open) << b) | (((s << b) & self.open) << a)
            };
        }
        if a == b {
            // Each entering checker uses one die; whatever dice remain move any checker.
            if !self.is_open(a) {
                return 0;
            }
            let left = 4usize.saturating_sub(self.on_bar);
            return (1 << a) | self.chain(self.sources | (1 << a), a, left);
        }
        // Non-double with checkers on the bar: enter with one die, then (one on the bar) play the other freely.
        let mut hits = 0;
        for (enter, other) in [(a, b), (b, a)] {
            if !self.is_open(enter) {
                continue;
            }
            hits |= 1 << enter;
            if self.on_bar >= 2 {
                if self.is_open(other) {
                    hits |= 1 << other;
                }
            } else {
                hits |= (self.sources | (1 << enter)) << other;
            }
        }
        hits
    }
}

/// Whether `dice` lets the opponent hit my blot on `target`.
#[cfg(test)]
fn hits_point(position: &Position, blocked: &[bool; 26], dice: Dice, target: usize) -> bool {
    let (a, b) = (usize::from(dice.high()), usize::from(dice.low()));
    let dice_list: &[usize] = if a == b { &[a, a, a, a] } else { &[a, b] };
    let on_bar = usize::from(position.opponent_bar());
    if on_bar == 0 {
        return (0..target)
            .any(|q| position.theirs(q) > 0 && reaches(blocked, q, target, dice_list, a == b));
    }
    if a == b {
        if blocked[a] {
            return false;
        }
        let left = 4usize.saturating_sub(on_bar);
        let sources = (0..target).filter(|&q| q == a || (q > 0 && position.theirs(q) > 0));
        return target == a
            || sources
                .into_iter()
                .any(|q| reaches(blocked, q, target, &dice_list[..left], true));
    }
    [(a, b), (b, a)].into_iter().any(|(enter, other)| {
        if blocked[enter] {
            return false;
        }
        if target == enter {
            return true;
        }
        if on_bar >= 2 {
            return !blocked[other] && target == other;
        }
        (0..target)
            .filter(|&q| q == enter || (q > 0 && position.theirs(q) > 0))
            .any(|q| target - q == other)
    })
}

/// Whether a checker on `from` can land on `target` using one die or a run of the dice (in either order for a
/// non-double), never stopping on a blocked point on the way.
#[cfg(test)]
fn reaches(blocked: &[bool; 26], from: usize, target: usize, dice: &[usize], double: bool) -> bool {
    let distance = target - from;
    if double {
        let Some(&d) = dice.first() else { return false };
        let mut at = from;
        for _ in 0..dice.len() {
            at += d;
            if at == target {
                return true;
            }
            if at > target || blocked[at] {
                return false;
            }
        }
        return false;
    }
    let (a, b) = (dice[0], dice[1]);
    distance == a
        || distance == b
        || (distance == a + b && (!blocked[from + a] || !blocked[from + b]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos;

    #[test]
    fn a_blot_six_away_is_hit_by_17_rolls() {
        let p = pos!(x 10:1; o 4:1);
        assert_eq!(shots_at(&p, 10), 17);
    }

    #[test]
    fn a_blot_one_away_is_hit_by_11_rolls() {
        let p = pos!(x 10:1; o 9:1);
        assert_eq!(shots_at(&p, 10), 11);
    }

    #[test]
    fn blocked_points_cut_combination_shots() {
        // 8 away: 6-2, 5-3 (two each), 4-4 (stopping on 6) and 2-2 (stopping on 4, 6, 8).
        let open = pos!(x 10:1; o 2:1);
        assert_eq!(shots_at(&open, 10), 6);
        // My point on 6 stops both doubles; 6-2 (via 8 or 4) and 5-3 (via 7 or 5) still hit.
        let closed = pos!(x 10:1, 6:2; o 2:1);
        assert_eq!(shots_at(&closed, 10), 4);
        // Blocking both stops of 5-3 (7 and 5) leaves 6-2 and the two doubles.
        let primed = pos!(x 10:1, 5:2, 7:2; o 2:1);
        assert_eq!(shots_at(&primed, 10), 2 + 1 + 1);
    }

    #[test]
    fn entering_from_the_bar_hits_in_the_home_board() {
        // Their bar is my point 0: a blot on my 3-point is hit by any 3 (11 rolls) plus 1-2 and 1-1 entering on 1
        // or 2 and moving on.
        let p = pos!(x 3:1, 13:2; o 0:1);
        assert_eq!(shots_at(&p, 3), 11 + 2 + 1);
    }

    #[test]
    fn the_masks_agree_with_the_point_by_point_rule() {
        use boardgame::GameRng;
        let mut rng = GameRng::from_seed(11);
        for _ in 0..3000 {
            let (mut mine, mut theirs) = (Vec::new(), Vec::new());
            let mut left = [15u8, 15u8];
            for point in 0..26usize {
                let n = (rng.below(4) as u8).min(left[0]).min(left[1]);
                match rng.below(3) {
                    0 if point != 0 => {
                        left[0] -= n;
                        mine.push((point, n));
                    }
                    1 if point != 25 => {
                        left[1] -= n;
                        theirs.push((point, n));
                    }
                    _ => {}
                }
            }
            let position = Position::from_points(&mine, &theirs).expect("a valid position");
            let blocked = blocked_points(&position);
            let shooters = Shooters::new(&position);
            for dice in Dice::all() {
                let mask = shooters.hits(dice);
                for target in 1..=24 {
                    if position.mine(target) != 1 {
                        continue;
                    }
                    assert_eq!(
                        mask & (1 << target) != 0,
                        hits_point(&position, &blocked, dice, target),
                        "{position:?} {dice:?} {target}"
                    );
                }
            }
        }
    }

    #[test]
    fn no_blots_no_shots() {
        assert_eq!(hitting_rolls(&Position::START), 0);
        assert_eq!(shots_at(&Position::START, 6), 0);
    }
}
