//! Expert: the best few plays by the one-ply evaluation, each judged again by averaging over the opponent's 21
//! rolls with their best reply (by the same evaluation).

use crate::{Dice, Play, Position, legal_plays};

use super::eval::{self, Style};

/// Candidates kept for the two-ply look (the rest are clearly worse at one ply).
pub const CANDIDATES: usize = 6;

/// The index in `plays` of Expert's choice.
#[must_use]
pub fn choose(plays: &[Play]) -> usize {
    let scored = super::scored(plays, Style::Expert);
    let first = &plays[scored[0].1];
    // In a race the bear-off database already plays exactly; looking further only costs time.
    if eval::is_race(&first.result()) || first.result().win_kind().is_some() {
        return scored[0].1;
    }
    let mut best = (i64::MIN, scored[0].1);
    for &(_, index) in scored.iter().take(CANDIDATES) {
        let value = two_ply(&plays[index].result());
        if value > best.0 {
            best = (value, index);
        }
    }
    best.1
}

/// My average value (×36) after each opponent roll and their best reply.
#[must_use]
pub fn two_ply(after: &Position) -> i64 {
    if after.win_kind().is_some() {
        return 36 * i64::from(eval::evaluate(after, Style::Expert));
    }
    let them = after.switch_sides();
    Dice::all()
        .into_iter()
        .map(|dice| {
            let reply = legal_plays(&them, dice)
                .iter()
                .map(|p| eval::evaluate(&p.result(), Style::Expert))
                .max()
                .unwrap_or(0);
            -i64::from(reply) * i64::from(dice.weight())
        })
        .sum()
}
