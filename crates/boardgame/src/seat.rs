use serde::{Deserialize, Serialize};

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
}
