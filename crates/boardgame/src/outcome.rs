use serde::{Deserialize, Serialize};

use crate::Seat;

/// How a game ended by its rules: who won, or a draw. Each game explains *why* with its own reason type; this is
/// the part generic code (arena, ranking) needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The seat won.
    Win(Seat),
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Win(seat) => Some(seat),
            Outcome::Draw => None,
        }
    }

    /// Points for `seat` on the usual 1 / ½ / 0 scale, in half points (2, 1, 0) to stay in integers.
    #[must_use]
    pub fn half_points(self, seat: Seat) -> u32 {
        match self {
            Outcome::Win(winner) if winner == seat => 2,
            Outcome::Win(_) => 0,
            Outcome::Draw => 1,
        }
    }
}
