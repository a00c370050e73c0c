//! A game in progress: the position plus the history that the repetition and 60-move rules need.

use thiserror::Error;

use crate::repetition::adjudicate;
use crate::{
    DrawReason, GameEnd, IllegalMoveError, Move, MoveList, MoveTextError, Position, WinReason,
};

/// Plies without a capture that draw the game: 60 full moves.
pub const SIXTY_MOVE_PLIES: u32 = 120;

/// A game in progress: the current [`Position`] plus the history the repetition and 60-move rules need.
///
/// The end is decided after every move, in this order: no legal move (checkmate or stalemate, both losses), the
/// third occurrence of a position (perpetual check/chase loses, otherwise a draw), 120 plies without a capture,
/// neither side with an attacking piece. Resignation and agreed draws are not moves: they belong to the game record
/// ([`boardgame::RecordEnd`]).
#[derive(Clone, Debug)]
pub struct GameState {
    start: Position,
    position: Position,
    /// Each played move with the position it was played in.
    history: Vec<(Position, Move)>,
    end: Option<GameEnd>,
}

/// Why [`GameState::play`] refused a move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(GameEnd),
    /// The move is not legal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
    /// The move text could not be read or is illegal.
    #[error(transparent)]
    Text(#[from] MoveTextError),
}

impl GameState {
    /// A new game from the standard start.
    #[must_use]
    pub fn new() -> GameState {
        GameState::from_position(Position::start())
    }

    /// A game starting from `position` (no earlier history).
    #[must_use]
    pub fn from_position(position: Position) -> GameState {
        let mut game = GameState {
            start: position.clone(),
            position,
            history: Vec::new(),
            end: None,
        };
        game.end = game.decide_end();
        game
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.history.iter().map(|(_, mv)| *mv)
    }

    /// The Zobrist keys of the positions before each move played, oldest first (for repetition detection in
    /// search: a search position repeating one of these is a repetition of the game).
    pub fn history_keys(&self) -> impl ExactSizeIterator<Item = u64> + '_ {
        self.history.iter().map(|(p, _)| p.key())
    }

    /// Each played move with the position it was played in, oldest first (the AI reads the repetition cycle).
    pub(crate) fn history(&self) -> &[(Position, Move)] {
        &self.history
    }

    /// The legal moves; none once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        if self.end.is_some() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// How the rules ended the game, if they have.
    #[must_use]
    pub fn outcome(&self) -> Option<GameEnd> {
        self.end
    }

    /// Plays a move after checking that the game goes on and the move is legal.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if let Some(end) = self.end {
            return Err(PlayError::GameOver(end));
        }
        crate::IccsMove::from(mv).to_move(&self.position)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Reads an ICCS move (`h2e2`) and plays it; returns the move.
    pub fn play_iccs(&mut self, text: &str) -> Result<Move, PlayError> {
        if let Some(end) = self.end {
            return Err(PlayError::GameOver(end));
        }
        let mv = self.position.parse_move(text)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Plays a move known to be legal (e.g. from [`GameState::legal_moves`]) in a game that is not over.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.history.push((self.position.clone(), mv));
        self.position.make_move(mv);
        self.end = self.decide_end();
    }

    /// Takes back the last move, if any, and returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let (position, mv) = self.history.pop()?;
        self.position = position;
        self.end = self.decide_end();
        Some(mv)
    }

    /// How many times the current position (same side to move) has occurred, this time included.
    #[must_use]
    pub fn occurrences(&self) -> usize {
        1 + self.earlier_occurrences().count()
    }

    /// History indices of earlier occurrences of the current position, latest first. Only plies since the last
    /// capture can repeat it, and only every second one has the same side to move.
    fn earlier_occurrences(&self) -> impl Iterator<Item = usize> + '_ {
        let key = self.position.key();
        let reversible = (self.position.plies_since_capture() as usize).min(self.history.len());
        let oldest = self.history.len() - reversible;
        (oldest..self.history.len())
            .rev()
            .skip(1)
            .step_by(2)
            .filter(move |&i| self.history[i].0.key() == key)
    }

    fn decide_end(&self) -> Option<GameEnd> {
        let position = &self.position;
        if !position.has_legal_move() {
            let reason = if position.in_check() {
                WinReason::Checkmate
            } else {
                WinReason::Stalemate
            };
            return Some(GameEnd::Win {
                winner: position.side_to_move().opponent(),
                reason,
            });
        }
        let earlier: Vec<usize> = self.earlier_occurrences().take(2).collect();
        if let [_, first] = earlier[..] {
            return Some(adjudicate(&self.history[first..]));
        }
        if position.plies_since_capture() >= SIXTY_MOVE_PLIES {
            return Some(GameEnd::Draw {
                reason: DrawReason::SixtyMoves,
            });
        }
        if position.insufficient_material() {
            return Some(GameEnd::Draw {
                reason: DrawReason::InsufficientMaterial,
            });
        }
        None
    }
}

impl Default for GameState {
    fn default() -> Self {
        GameState::new()
    }
}
