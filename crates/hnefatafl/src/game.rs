//! The thin [`boardgame::Game`] adapter over this crate's own API.

use boardgame::{Game, GameKind, GameRng, Outcome, Seat, Turn};
use thiserror::Error;

use crate::moves::Move;
use crate::notation::{self, IllegalMoveError, MoveTextError, ParsePositionError};
use crate::state::GameState;

/// Hnefatafl for generic code (arena, replay, verifier). The attackers are [`Seat::First`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Hnefatafl;

/// A position string or move text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// A bad position string.
    #[error(transparent)]
    Position(#[from] ParsePositionError),
    /// Bad or illegal move text.
    #[error(transparent)]
    Move(#[from] MoveTextError),
}

impl Game for Hnefatafl {
    const KIND: GameKind = GameKind::Hnefatafl;
    type Position = GameState;
    type Action = Move;
    /// Perfect information: the whole game, history included (the AI needs it to avoid repetition losses).
    type View = GameState;
    type Error = NotationError;

    fn start(_rng: &mut GameRng) -> GameState {
        GameState::new()
    }

    fn turn(position: &GameState) -> Turn {
        match position.outcome() {
            Some(_) => Turn::Over,
            None => Turn::Player(position.position().side_to_move().seat()),
        }
    }

    fn legal_actions(position: &GameState) -> Vec<Move> {
        position.legal_moves().to_vec()
    }

    fn chance(_position: &GameState, _rng: &mut GameRng) -> Move {
        panic!("hnefatafl has no chance turns; Game::chance is only called at Turn::Chance")
    }

    fn apply(position: &mut GameState, action: &Move) {
        debug_assert!(
            position.legal_moves().contains(action),
            "{action} is not legal"
        );
        position.play_unchecked(*action);
    }

    fn outcome(position: &GameState) -> Option<Outcome> {
        position.outcome().map(|win| win.outcome())
    }

    fn view(position: &GameState, _seat: Seat) -> GameState {
        position.clone()
    }

    fn parse_action(position: &GameState, text: &str) -> Result<Move, NotationError> {
        if position.outcome().is_some() {
            return Err(MoveTextError::from(IllegalMoveError::GameOver).into());
        }
        Ok(notation::parse_move(position.position(), text)?)
    }

    fn format_action(position: &GameState, action: &Move) -> String {
        notation::format_move(position.position(), *action)
    }

    fn parse_position(text: &str) -> Result<GameState, NotationError> {
        Ok(GameState::from_position(notation::parse_position(text)?))
    }

    fn format_position(position: &GameState) -> String {
        notation::format_position(position.position())
    }
}
