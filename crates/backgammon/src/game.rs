//! The [`boardgame::Game`] adapter.

use boardgame::{GameKind, GameRng, Outcome, Seat, Turn};
use thiserror::Error;

use crate::{
    Dice, GameState, GnubgIdError, IllegalActionError, Phase, Play, PlayTextError, format_play,
    parse_play,
};

/// Backgammon for generic code (arena, record replay, the server's verifier).
///
/// Seats are fixed colours: White is [`Seat::First`], Black [`Seat::Second`]; the opening roll decides who moves
/// first. Record actions: `opening W B` (White's die, then Black's; never a tie), `roll H L` (larger die first),
/// and plays in GNU Backgammon notation, with `dance` when nothing can move.
pub struct Backgammon;

/// One recorded action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The opening roll: White's die and Black's die (different).
    Opening {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
    },
    /// A turn's roll.
    Roll(Dice),
    /// A play (or a dance).
    Play(Play),
}

/// Why a record's text was rejected.
#[derive(Debug, Error)]
pub enum NotationError {
    /// A position string.
    #[error(transparent)]
    Position(#[from] GnubgIdError),
    /// A play's notation.
    #[error(transparent)]
    Play(#[from] PlayTextError),
    /// A roll that is not `roll A B` or `opening W B` with dice 1–6.
    #[error("{0:?} is not a roll like `roll 5 3` or `opening 5 3`")]
    Roll(String),
    /// An action that does not fit the phase of the game.
    #[error(transparent)]
    Action(#[from] IllegalActionError),
}

impl GameState {
    /// Applies a recorded action.
    pub fn apply(&mut self, action: &Action) -> Result<(), IllegalActionError> {
        match *action {
            Action::Opening { white, black } => self.apply_opening(white, black),
            Action::Roll(dice) => self.apply_roll(dice),
            Action::Play(play) => self.play(&play),
        }
    }
}

fn parse_two_dice(text: &str, rest: &str) -> Result<(u8, u8), NotationError> {
    let bad = || NotationError::Roll(text.to_owned());
    let mut dice = rest
        .split_whitespace()
        .map(|d| d.parse::<u8>().ok().filter(|d| (1..=6).contains(d)));
    match (dice.next(), dice.next(), dice.next()) {
        (Some(Some(a)), Some(Some(b)), None) => Ok((a, b)),
        _ => Err(bad()),
    }
}

impl boardgame::Game for Backgammon {
    const KIND: GameKind = GameKind::Backgammon;
    type Position = GameState;
    type Action = Action;
    type View = GameState;
    type Error = NotationError;

    fn start(_rng: &mut GameRng) -> GameState {
        GameState::new()
    }

    fn turn(state: &GameState) -> Turn {
        match state.phase() {
            Phase::Opening | Phase::Roll => Turn::Chance,
            Phase::Move(_) => Turn::Player(state.on_roll().seat()),
            Phase::Over(_) => Turn::Over,
        }
    }

    fn legal_actions(state: &GameState) -> Vec<Action> {
        match state.phase() {
            Phase::Opening => (1..=6)
                .flat_map(|white| (1..=6).map(move |black| (white, black)))
                .filter(|(white, black)| white != black)
                .map(|(white, black)| Action::Opening { white, black })
                .collect(),
            Phase::Roll => Dice::all().into_iter().map(Action::Roll).collect(),
            Phase::Move(_) => state.legal_plays().into_iter().map(Action::Play).collect(),
            Phase::Over(_) => Vec::new(),
        }
    }

    fn chance(state: &GameState, rng: &mut GameRng) -> Action {
        match state.phase() {
            Phase::Opening => loop {
                // Ties are re-rolled.
                let (white, black) = (rng.die(), rng.die());
                if white != black {
                    break Action::Opening { white, black };
                }
            },
            _ => Action::Roll(Dice::roll(rng)),
        }
    }

    fn apply(state: &mut GameState, action: &Action) {
        state
            .apply(action)
            .expect("Game::apply needs a legal action");
    }

    fn outcome(state: &GameState) -> Option<Outcome> {
        state.outcome().map(|win| Outcome::Win(win.winner().seat()))
    }

    fn view(state: &GameState, _seat: Seat) -> GameState {
        *state
    }

    fn parse_action(state: &GameState, text: &str) -> Result<Action, NotationError> {
        let text = text.trim();
        if let Some(rest) = text.strip_prefix("opening ") {
            let (white, black) = parse_two_dice(text, rest)?;
            return Ok(Action::Opening { white, black });
        }
        if let Some(rest) = text.strip_prefix("roll ") {
            let (a, b) = parse_two_dice(text, rest)?;
            return Ok(Action::Roll(
                Dice::new(a, b).map_err(|_| NotationError::Roll(text.to_owned()))?,
            ));
        }
        match state.phase() {
            Phase::Move(dice) => Ok(Action::Play(parse_play(&state.position(), dice, text)?)),
            _ => Err(IllegalActionError::NotMoving.into()),
        }
    }

    fn format_action(state: &GameState, action: &Action) -> String {
        match action {
            Action::Opening { white, black } => format!("opening {white} {black}"),
            Action::Roll(dice) => format!("roll {dice}"),
            Action::Play(play) => format_play(&state.position(), play),
        }
    }

    fn parse_position(text: &str) -> Result<GameState, NotationError> {
        Ok(GameState::from_gnubg_id(text)?)
    }

    fn format_position(state: &GameState) -> String {
        state.gnubg_id()
    }
}
