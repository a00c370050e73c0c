//! The thin [`boardgame::Game`] adapter: Red is [`boardgame::Seat::First`], actions are [`Move`]s written in ICCS.

use boardgame::{GameKind, GameRng, Outcome, Seat, Turn};
use thiserror::Error;

use crate::{GameState, Move, MoveTextError, ParseFenError, Position};

/// Xiangqi for generic code (arena, record replay, the server's verifier).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Xiangqi;

/// A rejected position or action text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// The position string is not a valid FEN.
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    /// The action text is not a legal ICCS move.
    #[error(transparent)]
    Move(#[from] MoveTextError),
}

impl boardgame::Game for Xiangqi {
    const KIND: GameKind = GameKind::Xiangqi;
    type Position = GameState;
    type Action = Move;
    type View = GameState;
    type Error = NotationError;

    fn start(_rng: &mut GameRng) -> GameState {
        GameState::new()
    }

    fn turn(game: &GameState) -> Turn {
        match game.outcome() {
            Some(_) => Turn::Over,
            None => Turn::Player(game.position().side_to_move().seat()),
        }
    }

    fn legal_actions(game: &GameState) -> Vec<Move> {
        game.legal_moves().to_vec()
    }

    /// Never called: [`Xiangqi::turn`](boardgame::Game::turn) is never [`Turn::Chance`].
    fn chance(_game: &GameState, _rng: &mut GameRng) -> Move {
        unreachable!("xiangqi has no chance turns")
    }

    fn apply(game: &mut GameState, action: &Move) {
        game.play_unchecked(*action);
    }

    fn outcome(game: &GameState) -> Option<Outcome> {
        game.outcome().map(|end| end.outcome())
    }

    /// Perfect information: every seat sees the whole game.
    fn view(game: &GameState, _seat: Seat) -> GameState {
        game.clone()
    }

    fn parse_action(game: &GameState, text: &str) -> Result<Move, NotationError> {
        Ok(game.position().parse_move(text)?)
    }

    fn format_action(_game: &GameState, action: &Move) -> String {
        action.to_string()
    }

    fn parse_position(text: &str) -> Result<GameState, NotationError> {
        Ok(GameState::from_position(text.parse::<Position>()?))
    }

    fn format_position(game: &GameState) -> String {
        game.position().to_string()
    }
}
