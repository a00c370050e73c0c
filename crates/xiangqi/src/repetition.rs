//! The automatic repetition adjudicator: on the third occurrence of a position (same side to move), every move of
//! the cycle is classified as attacking or not, and a side that attacked on all of its moves, alone, loses.
//!
//! # What "attacking" means here
//!
//! A move is **attacking** if it gives check or if it **chases** at least one enemy piece. A move by side S chases
//! the enemy piece X on point t when all of the following hold (checked in [`chased_pieces`]):
//!
//! 1. **Threat.** After the move, S — if it were S's turn again — could capture X with a *legal* move by some piece
//!    A. A pinned attacker (whose capture would expose its own king, flying general included) threatens nothing.
//! 2. **New.** The threat did not exist before the move: A, standing where it stood before the move (its starting
//!    point if A is the moved piece), could not capture on t — a capture counting as possible there when it was
//!    legal *but for the check S may have been in*: pseudo-legal, and opening S's king to no attacker but those
//!    already checking it. Threats revealed by moving another piece (discovered chases, a pin released) are new;
//!    keeping up an old threat is not — in particular a king stepping out of check does not "newly" threaten what
//!    its side was already aiming at, or every perpetual check would be answered by a mutual attack and drawn.
//! 3. **Unprotected.** After A takes X, X's side has no legal move onto t. A protector that is pinned, or whose
//!    recapture would leave the kings facing, does not protect.
//! 4. **Not an exchange offer.** A and X are not of the same kind with X able to legally capture A right away (a
//!    horse facing a horse whose leg is blocked is chased, a chariot facing a chariot is offered an exchange).
//! 5. **Chaser and target kinds.** Kings and soldiers never chase (their threats are part of normal play, as in
//!    the Asian rules), though their moves may reveal another piece's threat, which is that piece's chase. Kings
//!    are never "chased" (threatening one is a check), and neither are soldiers that have not crossed the river.
//!
//! # Where the repetition stands among the other ends
//!
//! After each move the ends are looked for in the order of [`crate::GameState`]: a side with no legal move loses first
//! (a mate on the 120th quiet ply wins, it is not drawn by the 60-move rule), then the third occurrence is judged
//! here (one on the 120th quiet ply is a repetition, so a perpetual checker or chaser still loses), then the 60-move
//! rule and bare material.

use crate::{Color, DrawReason, GameEnd, Kind, Move, Piece, Position, Square, WinReason};

/// Whether `mv`, legal in `before`, gives check or chases an enemy piece.
#[must_use]
pub fn is_attacking(before: &Position, mv: Move) -> bool {
    gives_check(before, mv) || !chased_pieces(before, mv).is_empty()
}

/// Whether `mv`, legal in `before`, leaves the opponent in check.
#[must_use]
pub fn gives_check(before: &Position, mv: Move) -> bool {
    let mut after = before.clone();
    after.make_move(mv);
    after.in_check()
}

/// The points of the enemy pieces that `mv` (legal in `before`) chases, by the definition in the module docs.
#[must_use]
pub fn chased_pieces(before: &Position, mv: Move) -> Vec<Square> {
    let mut after = before.clone();
    after.make_move(mv);
    // The mover's threats: what it could capture if it were its turn again.
    let threats = after.with_side_flipped();
    let mut chased = Vec::new();
    for &capture in &threats.legal_captures() {
        let (from, to) = (capture.from(), capture.to());
        let (Some(attacker), Some(target)) = (threats.piece_at(from), threats.piece_at(to)) else {
            continue;
        };
        if !can_chase(attacker) || !can_be_chased(target, to) || chased.contains(&to) {
            continue;
        }
        let from_before = if from == mv.to() { mv.from() } else { from };
        let existed = could_capture_but_for_check(before, Move::new(from_before, to));
        let exchange_offer = attacker.kind == target.kind && after.is_legal(Move::new(to, from));
        if !existed && !exchange_offer && !is_protected(&threats, capture) {
            chased.push(to);
        }
    }
    chased
}

/// Whether `capture` (by a piece other than the king) was a threat in `before`: a pseudo-legal capture that exposes
/// the mover's king to no attacker but those already checking it. Out of check that is a legal capture; in check it
/// is one the check alone forbids, so a king stepping out of check keeps its side's threats up instead of making
/// them new.
fn could_capture_but_for_check(before: &Position, capture: Move) -> bool {
    if !before.is_pseudo_legal(capture) {
        return false;
    }
    let us = before.side_to_move();
    let checkers = before.king_attackers(us);
    let mut after = before.clone();
    after.make_move(capture);
    after
        .king_attackers(us)
        .iter()
        .all(|attacker| checkers.contains(attacker))
}

fn can_chase(attacker: Piece) -> bool {
    !matches!(attacker.kind, Kind::King | Kind::Soldier)
}

fn can_be_chased(target: Piece, on: Square) -> bool {
    match target.kind {
        Kind::King => false,
        Kind::Soldier => on.half() != target.color,
        _ => true,
    }
}

/// Whether, after `capture` (legal in `threats`), the captured piece's side could legally recapture on its point.
fn is_protected(threats: &Position, capture: Move) -> bool {
    let mut after = threats.clone();
    after.make_move(capture);
    after.legal_moves().iter().any(|m| m.to() == capture.to())
}

/// The verdict on a cycle: `plies` are the (position before, move) pairs from the first occurrence of the repeated
/// position up to the move that repeated it the third time.
pub(crate) fn adjudicate(plies: &[(Position, Move)]) -> GameEnd {
    let mut all_attacking = [true; 2];
    let mut all_checks = [true; 2];
    for (before, mv) in plies {
        let side = before.side_to_move().index();
        let check = gives_check(before, *mv);
        all_checks[side] &= check;
        all_attacking[side] &= check || !chased_pieces(before, *mv).is_empty();
    }
    let loser = match all_attacking {
        [true, false] => Color::Red,
        [false, true] => Color::Black,
        _ => {
            return GameEnd::Draw {
                reason: DrawReason::Repetition,
            };
        }
    };
    let reason = if all_checks[loser.index()] {
        WinReason::PerpetualCheck
    } else {
        WinReason::PerpetualChase
    };
    GameEnd::Win {
        winner: loser.opponent(),
        reason,
    }
}
