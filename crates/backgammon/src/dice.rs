//! A roll of two dice.

use std::fmt;

use boardgame::GameRng;
use thiserror::Error;

/// Two dice, kept larger first: 5-3 and 3-5 are the same roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dice {
    high: u8,
    low: u8,
}

/// A die value outside 1–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("die value {0} is not between 1 and 6")]
pub struct DieError(pub u8);

impl Dice {
    /// The roll of `a` and `b`, in either order.
    pub fn new(a: u8, b: u8) -> Result<Dice, DieError> {
        for d in [a, b] {
            if !(1..=6).contains(&d) {
                return Err(DieError(d));
            }
        }
        Ok(Dice {
            high: a.max(b),
            low: a.min(b),
        })
    }

    /// The 21 distinct rolls: the 6 doubles and the 15 mixed rolls, larger die first, in a fixed order.
    #[must_use]
    pub fn all() -> Vec<Dice> {
        (1..=6)
            .flat_map(|high| (1..=high).map(move |low| Dice { high, low }))
            .collect()
    }

    /// Two dice drawn from `rng` (first die, then second).
    pub fn roll(rng: &mut GameRng) -> Dice {
        let a = rng.die();
        let b = rng.die();
        Dice {
            high: a.max(b),
            low: a.min(b),
        }
    }

    /// The larger die.
    #[must_use]
    pub fn high(self) -> u8 {
        self.high
    }

    /// The smaller die.
    #[must_use]
    pub fn low(self) -> u8 {
        self.low
    }

    /// Both dice show the same number (played four times).
    #[must_use]
    pub fn is_double(self) -> bool {
        self.high == self.low
    }

    /// How many of the 36 ordered outcomes give this roll: 1 for a double, 2 otherwise.
    #[must_use]
    pub fn weight(self) -> u32 {
        if self.is_double() { 1 } else { 2 }
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.high, self.low)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_21_distinct_rolls_covering_36_outcomes() {
        let all = Dice::all();
        assert_eq!(all.len(), 21);
        assert_eq!(all.iter().map(|d| d.weight()).sum::<u32>(), 36);
    }

    #[test]
    fn dice_are_unordered_and_checked() {
        assert_eq!(Dice::new(3, 5), Dice::new(5, 3));
        assert_eq!(Dice::new(0, 5), Err(DieError(0)));
        assert_eq!(Dice::new(5, 7), Err(DieError(7)));
    }
}
