//! A game in progress: the position plus the history that repetition and undo need.

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::outcome::{GameEnd, WinReason};
use crate::position::Position;
use crate::side::Side;

/// The position, every earlier position with the move played from it, and the result once there is one.
///
/// This is what the rules of a whole game need: the repetition rule looks back through the history, and
/// [`GameState::undo`] steps back through it exactly (the hot-seat board's Undo button).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    position: Position,
    history: Vec<(Position, Move)>,
    outcome: Option<GameEnd>,
}

/// Why [`GameState::play`] refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game is already over.
    #[error("the game is over: {0}")]
    GameOver(GameEnd),
    /// The move is not legal in the current position.
    #[error("{0} is not a legal move here")]
    Illegal(Move),
}

impl GameState {
    /// A new game from the Copenhagen start.
    #[must_use]
    pub fn new() -> GameState {
        GameState::from_position(Position::start())
    }

    /// A game continuing from `position`, with no history (a position already won, or without a legal move, starts
    /// over).
    #[must_use]
    pub fn from_position(position: Position) -> GameState {
        let outcome = decided(&position).or_else(|| stalemate(&position));
        GameState {
            position,
            history: Vec::new(),
            outcome,
        }
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        self.history
            .first()
            .map_or(&self.position, |(start, _)| start)
    }

    /// The result, once the game is over.
    #[must_use]
    pub const fn outcome(&self) -> Option<GameEnd> {
        self.outcome
    }

    /// The moves played so far, oldest first.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.history.iter().map(|&(_, mv)| mv)
    }

    /// The earlier positions, oldest first (each one a move was played from); the search needs them to see
    /// repetitions coming.
    pub fn earlier_positions(&self) -> impl ExactSizeIterator<Item = &Position> + '_ {
        self.history.iter().map(|(position, _)| position)
    }

    /// The legal moves (none once the game is over).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// Plays `mv` if it is legal, returning the squares it captured.
    pub fn play(&mut self, mv: Move) -> Result<Bitboard, PlayError> {
        if let Some(win) = self.outcome {
            return Err(PlayError::GameOver(win));
        }
        if !self.position.is_legal(mv) {
            return Err(PlayError::Illegal(mv));
        }
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move known to be legal (from [`GameState::legal_moves`]) and settles the outcome, checking in the
    /// rules' order: king captured or escaped; then the mover's third repetition; then whether the side now to move
    /// has any move.
    pub fn play_unchecked(&mut self, mv: Move) -> Bitboard {
        let before = self.position;
        let mover = before.side_to_move();
        let captured = self.position.play_unchecked(mv);
        self.history.push((before, mv));
        self.outcome = decided(&self.position)
            .or_else(|| {
                (self.occurrences() >= 3).then_some(GameEnd::Win {
                    winner: mover.opponent(),
                    reason: WinReason::Repetition,
                })
            })
            .or_else(|| stalemate(&self.position));
        captured
    }

    /// Takes back the last move, restoring the exact previous state; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let (position, mv) = self.history.pop()?;
        self.position = position;
        // A move was played from that position, so the game was not over there.
        self.outcome = None;
        Some(mv)
    }

    /// How often the current position (pieces and side to move) has occurred, this time included.
    #[must_use]
    pub fn occurrences(&self) -> usize {
        let current = &self.position;
        let pieces = current.occupied().len();
        // Captures never undo, so the search can stop at the first position with more pieces.
        1 + self
            .history
            .iter()
            .rev()
            .map(|(position, _)| position)
            .take_while(|position| position.occupied().len() == pieces)
            .filter(|position| position.hash() == current.hash() && *position == current)
            .count()
    }
}

impl Default for GameState {
    fn default() -> GameState {
        GameState::new()
    }
}

/// The result the board alone shows: the king escaped or captured.
fn decided(position: &Position) -> Option<GameEnd> {
    if position.king_captured() {
        Some(GameEnd::Win {
            winner: Side::Attackers,
            reason: WinReason::KingCaptured,
        })
    } else if position.king_escaped() {
        Some(GameEnd::Win {
            winner: Side::Defenders,
            reason: WinReason::KingEscaped,
        })
    } else {
        None
    }
}

/// The side to move loses when it has no legal move.
fn stalemate(position: &Position) -> Option<GameEnd> {
    (!position.has_legal_move()).then(|| GameEnd::Win {
        winner: position.side_to_move().opponent(),
        reason: WinReason::NoLegalMove,
    })
}
