//! Legal action generation and the independent legality check, on the public board.

use crate::action::Action;
use crate::board::{Board, Occupant};
use crate::piece::{Color, Role};
use crate::square::{Direction, Square};

/// Pushes every action available to the player of `color` (`None` before the first flip) onto `out`: flips of
/// every face-down square (a1 first), then each own face-up piece's steps and captures. Ignores game end.
pub(crate) fn generate(board: &Board, color: Option<Color>, out: &mut Vec<Action>) {
    out.extend(board.face_down_squares().map(Action::Flip));
    let Some(color) = color else { return };
    for (from, piece) in board.face_up_pieces() {
        if piece.color != color {
            continue;
        }
        for to in from.neighbours() {
            match board.get(to) {
                Occupant::Empty => out.push(Action::Move { from, to }),
                Occupant::FaceUp(target) if piece.captures_by_step(target) => {
                    out.push(Action::Capture { from, to });
                }
                _ => {}
            }
        }
        if piece.role == Role::Cannon {
            for direction in Direction::ALL {
                if let Some(to) = board.cannon_target(from, direction)
                    && board.piece_at(to).is_some_and(|t| t.color != color)
                {
                    out.push(Action::Capture { from, to });
                }
            }
        }
    }
}

/// Whether the player of `color` has any action: cheaper than generating them all.
pub(crate) fn has_any(board: &Board, color: Option<Color>) -> bool {
    if board.face_down_squares().next().is_some() {
        return true;
    }
    let mut out = Vec::new();
    generate(board, color, &mut out);
    !out.is_empty()
}

/// Whether `action` obeys the rules for the player of `color`, checked from the rules directly rather than by
/// generating (so tests can hold the generator against it). Ignores game end.
pub(crate) fn is_legal(board: &Board, color: Option<Color>, action: Action) -> bool {
    let (from, to) = match action {
        Action::Flip(square) => return board.get(square) == Occupant::FaceDown,
        Action::Move { from, to } | Action::Capture { from, to } => (from, to),
    };
    let Some(piece) = board.piece_at(from).filter(|p| Some(p.color) == color) else {
        return false;
    };
    match (action, board.get(to)) {
        (Action::Move { .. }, Occupant::Empty) => adjacent(from, to),
        (Action::Capture { .. }, Occupant::FaceUp(target)) if target.color != piece.color => {
            if piece.role == Role::Cannon {
                pieces_between(board, from, to) == Some(1)
            } else {
                adjacent(from, to) && piece.role.captures_by_step(target.role)
            }
        }
        _ => false,
    }
}

fn adjacent(a: Square, b: Square) -> bool {
    a.file().abs_diff(b.file()) + a.rank().abs_diff(b.rank()) == 1
}

/// How many occupied squares lie strictly between `a` and `b`, if they share a rank or a file.
fn pieces_between(board: &Board, a: Square, b: Square) -> Option<usize> {
    let direction = Direction::ALL
        .into_iter()
        .find(|&d| a.ray(d).any(|sq| sq == b))?;
    Some(
        a.ray(direction)
            .take_while(|&sq| sq != b)
            .filter(|&sq| board.get(sq).is_occupied())
            .count(),
    )
}
