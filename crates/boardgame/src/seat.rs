use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One of the two players, named by turn order: `First` moves (or flips, or rolls) first.
///
/// Each game maps its own colours onto seats: Xiangqi Red, Hnefatafl attackers and the Backgammon player who wins the
/// opening roll are `First`; in Banqi the first flipper is `First` whatever colour they turn up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The player who acts first.
    First,
    /// The player who acts second.
    Second,
}

impl Seat {
    /// Both seats, in turn order.
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    /// The other seat.
    #[must_use]
    pub fn opponent(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    /// 0 for `First`, 1 for `Second`: handy for per-seat arrays.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name used in records, the database and the command line: `first` or `second`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Seat::First => "first",
            Seat::Second => "second",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A seat name that is not `first` or `second`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown seat {0:?}: expected first or second")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Seat::BOTH
            .into_iter()
            .find(|seat| seat.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseSeatError(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_match_the_json_form() {
        for seat in Seat::BOTH {
            assert_eq!(seat.name().parse::<Seat>(), Ok(seat));
            assert_eq!(serde_json::to_string(&seat).unwrap(), format!("\"{seat}\""));
        }
        assert!("third".parse::<Seat>().is_err());
    }
}
