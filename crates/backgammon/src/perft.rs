//! Perft for backgammon: the size of the tree of distinct plays over all 21 rolls.

use crate::{Dice, Position, legal_plays};

/// Leaf count of the play tree from `position` (the side to move about to roll).
///
/// `perft(p, 0) = 1`; otherwise the sum over the 21 distinct rolls (unweighted) of, for every distinct resulting
/// position, the perft of that position with the opponent to move at `depth - 1`. A dance is one play (the pass),
/// and a play that wins ends its branch as one leaf.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    Dice::all()
        .into_iter()
        .map(|dice| perft_roll(position, dice, depth))
        .sum()
}

/// Leaf count below one roll: the plays for `dice`, each expanded to `depth - 1`.
#[must_use]
pub fn perft_roll(position: &Position, dice: Dice, depth: u32) -> u64 {
    legal_plays(position, dice)
        .iter()
        .map(|play| {
            let after = play.result();
            if depth == 1 || after.win_kind().is_some() {
                1
            } else {
                perft(&after.switch_sides(), depth - 1)
            }
        })
        .sum()
}
