//! The board, seen from the side to move.

use thiserror::Error;

/// Checkers per side.
pub const CHECKERS: u8 = 15;
/// Index of the side to move's bar in [`Position::raw`] (it is 25 pips from home).
pub const BAR: usize = 25;
/// Index of the opponent's bar in [`Position::raw`].
pub const OPPONENT_BAR: usize = 0;

/// A board from the point of view of the side to move ("me"), as GNU Backgammon and wildbg keep it.
///
/// `raw()[p]` for `p` in 1..=24 is the number of checkers on my point `p`: positive for mine, negative for the
/// opponent's (my point `p` is their point `25 - p`). `raw()[25]` is my bar (≥ 0) and `raw()[0]` the opponent's
/// bar (≤ 0). Borne-off checkers are what is missing from 15. The array is small and `Copy`, and `Ord`/`Hash` make
/// plays easy to deduplicate; [`Position::switch_sides`] turns the board round for the other player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    points: [i8; 26],
}

/// Why a set of checker counts is not a backgammon position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// A point index outside 1..=25 for the side to move (25 = bar) or 0..=24 for the opponent (0 = bar).
    #[error("point {0} does not exist for this side")]
    NoSuchPoint(usize),
    /// One side has more than 15 checkers on the board.
    #[error("{0} checkers on the board for one side; at most 15")]
    TooManyCheckers(u32),
    /// Both sides have checkers on the same point.
    #[error("both sides have checkers on point {0}")]
    SharedPoint(usize),
}

impl Position {
    /// The standard opening set-up: 2 on the 24-point, 5 on the 13, 3 on the 8 and 5 on the 6, for both sides.
    pub const START: Position = {
        let mut points = [0i8; 26];
        points[24] = 2;
        points[13] = 5;
        points[8] = 3;
        points[6] = 5;
        points[1] = -2;
        points[12] = -5;
        points[17] = -3;
        points[19] = -5;
        Position { points }
    };

    /// A position from `(point, count)` lists, both numbered from the side to move's view: `mine` uses 1..=24 and
    /// 25 for my bar, `theirs` uses 1..=24 and 0 for their bar. Missing checkers are borne off.
    pub fn from_points(
        mine: &[(usize, u8)],
        theirs: &[(usize, u8)],
    ) -> Result<Position, PositionError> {
        let mut points = [0i8; 26];
        let mut totals = [0u32; 2];
        for (side, list) in [mine, theirs].into_iter().enumerate() {
            for &(point, count) in list {
                let exists = if side == 0 {
                    (1..=25).contains(&point)
                } else {
                    point <= 24
                };
                if !exists {
                    return Err(PositionError::NoSuchPoint(point));
                }
                totals[side] += u32::from(count);
                if totals[side] > u32::from(CHECKERS) {
                    return Err(PositionError::TooManyCheckers(totals[side]));
                }
                let signed = if side == 0 {
                    count as i8
                } else {
                    -(count as i8)
                };
                // In i16: fifteen checkers of each side on one point overflow an i8's product.
                if count > 0 && i16::from(points[point]) * i16::from(signed) < 0 {
                    return Err(PositionError::SharedPoint(point));
                }
                points[point] += signed;
            }
        }
        Ok(Position { points })
    }

    /// The raw signed counts (see the type's docs for the layout).
    #[must_use]
    pub fn raw(&self) -> &[i8; 26] {
        &self.points
    }

    /// The same board seen by the other player: their checkers become "mine", point `p` becomes `25 - p`.
    #[must_use]
    pub fn switch_sides(&self) -> Position {
        let mut points = [0i8; 26];
        for (i, p) in points.iter_mut().enumerate() {
            *p = -self.points[25 - i];
        }
        Position { points }
    }

    /// My checkers on my point `point` (25 = my bar).
    #[must_use]
    pub fn mine(&self, point: usize) -> u8 {
        self.points[point].max(0) as u8
    }

    /// The opponent's checkers on my point `point` (0 = their bar).
    #[must_use]
    pub fn theirs(&self, point: usize) -> u8 {
        (-self.points[point]).max(0) as u8
    }

    /// My checkers on the bar.
    #[must_use]
    pub fn bar(&self) -> u8 {
        self.mine(BAR)
    }

    /// The opponent's checkers on the bar.
    #[must_use]
    pub fn opponent_bar(&self) -> u8 {
        self.theirs(OPPONENT_BAR)
    }

    /// My checkers borne off.
    #[must_use]
    pub fn off(&self) -> u8 {
        CHECKERS - (1..=BAR).map(|p| self.mine(p)).sum::<u8>()
    }

    /// The opponent's checkers borne off.
    #[must_use]
    pub fn opponent_off(&self) -> u8 {
        CHECKERS - (OPPONENT_BAR..=24).map(|p| self.theirs(p)).sum::<u8>()
    }

    /// My pip count: the pips I need to bear everything off (a checker on the bar counts 25).
    #[must_use]
    pub fn pip_count(&self) -> u32 {
        (1..=BAR).map(|p| p as u32 * u32::from(self.mine(p))).sum()
    }

    /// The opponent's pip count.
    #[must_use]
    pub fn opponent_pip_count(&self) -> u32 {
        self.switch_sides().pip_count()
    }

    /// My highest occupied point (25 when on the bar, 0 when all are off).
    #[must_use]
    pub fn highest_point(&self) -> usize {
        (1..=BAR).rev().find(|&p| self.points[p] > 0).unwrap_or(0)
    }

    /// Moves one of my checkers from `from` to `to` (0 = off), hitting a lone opponent checker on `to`.
    /// Returns whether it hit. Legality is the caller's business ([`crate::movegen`] checks it).
    pub(crate) fn shift(&mut self, from: usize, to: usize) -> bool {
        self.points[from] -= 1;
        if to == 0 {
            return false;
        }
        let hit = self.points[to] == -1;
        if hit {
            self.points[to] = 0;
            self.points[OPPONENT_BAR] -= 1;
        }
        self.points[to] += 1;
        hit
    }
}

/// Builds a [`Position`] from the side to move's view, panicking on impossible counts (for tests and examples).
///
/// `x` lists my checkers (`point: count`, 25 = my bar), `o` the opponent's on *my* point numbers (0 = their bar).
///
/// ```
/// use backgammon::pos;
/// let p = pos!(x 25:1, 6:14; o 1:2, 19:1);
/// assert_eq!(p.bar(), 1);
/// assert_eq!(p.theirs(19), 1);
/// assert_eq!(p.opponent_off(), 12);
/// ```
#[macro_export]
macro_rules! pos {
    (x $($xp:literal : $xc:literal),* ; o $($op:literal : $oc:literal),*) => {
        $crate::Position::from_points(&[$(($xp, $xc)),*], &[$(($op, $oc)),*])
            .expect("pos!: not a backgammon position")
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_fifteen_each_and_167_pips() {
        let p = Position::START;
        assert_eq!((p.off(), p.opponent_off()), (0, 0));
        assert_eq!((p.pip_count(), p.opponent_pip_count()), (167, 167));
        assert_eq!(p.switch_sides(), p);
    }

    #[test]
    fn switching_sides_mirrors_points_and_bars() {
        let p = pos!(x 25:1, 3:2; o 0:2, 20:1);
        let q = p.switch_sides();
        assert_eq!((q.bar(), q.opponent_bar()), (2, 1));
        assert_eq!((q.mine(5), q.theirs(22)), (1, 2));
        assert_eq!(q.switch_sides(), p);
        assert_eq!(q.pip_count(), p.opponent_pip_count());
    }

    #[test]
    fn impossible_counts_are_rejected() {
        assert_eq!(
            Position::from_points(&[(6, 16)], &[]),
            Err(PositionError::TooManyCheckers(16))
        );
        assert_eq!(
            Position::from_points(&[(6, 1)], &[(6, 1)]),
            Err(PositionError::SharedPoint(6))
        );
        assert_eq!(
            Position::from_points(&[(0, 1)], &[]),
            Err(PositionError::NoSuchPoint(0))
        );
        assert_eq!(
            Position::from_points(&[], &[(25, 1)]),
            Err(PositionError::NoSuchPoint(25))
        );
    }
}
