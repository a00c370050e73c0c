//! Expert: a pruned three-ply look. The best [`CANDIDATES`] plays by the one-ply evaluation are averaged over the
//! opponent's 21 rolls with their best reply (two ply); the best [`FINALISTS`] of those are judged once more with
//! my best answer to every one of my 21 next rolls after each reply (three ply). Each stage ranks only the plays
//! that survived the cheaper one before it, so the work stays bounded.

use crate::{Dice, Play, Position, legal_plays};

use super::eval::{self, Style};

/// Candidates kept for the two-ply look (the rest are clearly worse at one ply).
pub const CANDIDATES: usize = 8;
/// Candidates kept for the three-ply look.
pub const FINALISTS: usize = 3;

/// The index in `plays` of Expert's choice.
#[must_use]
pub fn choose(plays: &[Play]) -> usize {
    let scored = super::scored(plays, Style::Expert);
    let first = plays[scored[0].1].result();
    // Once no gammon is possible the bear-off database judges the race well enough; looking further only costs
    // time.
    if eval::is_settled_race(&first) || first.win_kind().is_some() {
        return scored[0].1;
    }
    let mut two: Vec<(i64, usize)> = scored
        .iter()
        .take(CANDIDATES)
        .map(|&(_, index)| (two_ply(&plays[index].result()), index))
        .collect();
    two.sort_by_key(|&(value, index)| (std::cmp::Reverse(value), index));
    let mut best = (i64::MIN, two[0].1);
    for &(_, index) in two.iter().take(FINALISTS) {
        let value = three_ply(&plays[index].result());
        if value > best.0 {
            best = (value, index);
        }
    }
    best.1
}

/// The opponent's best reply by the one-ply evaluation from their side.
fn best_reply(them: &Position, dice: Dice) -> (i32, Position) {
    legal_plays(them, dice)
        .iter()
        .map(|p| (eval::evaluate(&p.result(), Style::Expert), p.result()))
        .fold(
            (i32::MIN, *them),
            |best, next| if next.0 > best.0 { next } else { best },
        )
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
        .map(|dice| -i64::from(best_reply(&them, dice).0) * i64::from(dice.weight()))
        .sum()
}

/// My average value (×36×36) after each opponent roll and reply, then each of my rolls and my best answer.
#[must_use]
pub fn three_ply(after: &Position) -> i64 {
    if after.win_kind().is_some() {
        return 36 * 36 * i64::from(eval::evaluate(after, Style::Expert));
    }
    let them = after.switch_sides();
    Dice::all()
        .into_iter()
        .map(|dice| {
            let (value, reply) = best_reply(&them, dice);
            let mine = if reply.win_kind().is_some() {
                -36 * i64::from(value)
            } else {
                -two_ply(&reply)
            };
            mine * i64::from(dice.weight())
        })
        .sum()
}
