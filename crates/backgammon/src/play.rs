//! Checker moves and whole plays.

use crate::Position;

/// One checker moving by one die, numbered from the mover's view: `from` 25 is the bar, `to` 0 is off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The point left (25 = bar).
    pub from: u8,
    /// The point reached (0 = borne off).
    pub to: u8,
}

/// A whole turn's play: up to four moves, in the order played, and the position they lead to.
///
/// The result is still seen by the player who moved (call [`Position::switch_sides`] to hand the turn over). A play
/// with no moves is a dance: nothing could be moved and the turn passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    moves: [Move; 4],
    len: u8,
    result: Position,
}

impl Play {
    pub(crate) fn new(moves: &[Move], result: Position) -> Play {
        let mut all = [Move { from: 0, to: 0 }; 4];
        all[..moves.len()].copy_from_slice(moves);
        Play {
            moves: all,
            len: moves.len() as u8,
            result,
        }
    }

    /// The pass of a player who cannot move.
    #[must_use]
    pub fn dance(position: Position) -> Play {
        Play::new(&[], position)
    }

    /// The moves in the order they are played.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves[..usize::from(self.len)]
    }

    /// The board after the play, from the mover's view.
    #[must_use]
    pub fn result(&self) -> Position {
        self.result
    }

    /// Nothing could be moved: the turn is lost.
    #[must_use]
    pub fn is_dance(&self) -> bool {
        self.len == 0
    }
}
