//! The [`boardgame::Game`] adapter.

use boardgame::{Game, GameKind, GameRng, Outcome, Seat, Turn};
use thiserror::Error;

use crate::action::Action;
use crate::notation::{ActionTextError, ParsePositionError};
use crate::position::Position;
use crate::view::View;

/// Banqi for generic code (arena, record replay, the server's verifier).
///
/// [`Seat::First`] is whoever acts first, i.e. makes the first flip; that flip gives them its colour. Record actions
/// are the text notation, flips with their result (`flip c4 = C`). Banqi has no chance turns: the layout is drawn
/// once by [`Game::start`] and each flip reveals what the layout holds.
pub struct Banqi;

/// Any Banqi notation error: a position string or an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// A bad position string.
    #[error(transparent)]
    Position(#[from] ParsePositionError),
    /// Bad or illegal action text.
    #[error(transparent)]
    Action(#[from] ActionTextError),
}

impl Game for Banqi {
    const KIND: GameKind = GameKind::Banqi;
    type Position = Position;
    type Action = Action;
    type View = View;
    type Error = NotationError;

    const DEALT: bool = true;

    fn start(rng: &mut GameRng) -> Position {
        Position::shuffled(rng)
    }

    fn turn(position: &Position) -> Turn {
        match position.outcome() {
            Some(_) => Turn::Over,
            None => Turn::Player(position.to_move()),
        }
    }

    fn legal_actions(position: &Position) -> Vec<Action> {
        position.legal_actions()
    }

    /// Never called: [`Game::turn`] never answers [`Turn::Chance`] for Banqi.
    fn chance(_position: &Position, _rng: &mut GameRng) -> Action {
        panic!("banqi has no chance turns: flips are player actions that reveal the drawn layout")
    }

    fn apply(position: &mut Position, action: &Action) {
        position.play_unchecked(*action);
    }

    fn outcome(position: &Position) -> Option<Outcome> {
        position.outcome().map(|end| end.outcome())
    }

    /// The same public view for both seats: everything face up, the graveyard, the counter.
    fn view(position: &Position, _seat: Seat) -> View {
        position.view()
    }

    fn parse_action(position: &Position, text: &str) -> Result<Action, NotationError> {
        Ok(position.parse_action(text)?)
    }

    fn format_action(position: &Position, action: &Action) -> String {
        position.format_action(*action)
    }

    fn parse_position(text: &str) -> Result<Position, NotationError> {
        Ok(text.parse()?)
    }

    fn format_position(position: &Position) -> String {
        position.to_string()
    }
}
