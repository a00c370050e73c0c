use std::fmt::Debug;

use crate::{GameKind, GameRng, Outcome, Seat};

/// Whose decision comes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// A player chooses an action.
    Player(Seat),
    /// Chance decides (a dice roll). The authority — the server, or the client's seeded generator — draws it with
    /// [`Game::chance`]; the result is recorded as an action like any other, so records replay without a generator.
    Chance,
    /// The game is over.
    Over,
}

/// The thin adapter generic code needs: the arena, record replay and the server's verifier.
///
/// Each game crate has a richer API of its own; this trait only maps onto it. Platform ends (resignation, agreed
/// draws) are deliberately absent: they are never actions, and live in [`crate::RecordEnd`].
pub trait Game {
    /// Which game this is.
    const KIND: GameKind;
    /// Everything the rules need to continue the game, history included (repetition rules depend on it).
    type Position: Clone + Debug;
    /// One action: a move, a flip, a dice roll.
    type Action: Clone + PartialEq + Debug;
    /// What a player may know of a position (the whole position in perfect-information games).
    type View;
    /// Why a position or action text was rejected.
    type Error: std::error::Error + Send + Sync + 'static;

    /// Whether [`Game::start`] deals a hidden set-up from its generator (Banqi): a record of such a game replays only
    /// with the seed it was dealt from (or an explicit start position).
    const DEALT: bool = false;

    /// The start of a new game; games with a hidden set-up (Banqi) draw it from `rng`.
    fn start(rng: &mut GameRng) -> Self::Position;
    /// Whose decision comes next.
    fn turn(position: &Self::Position) -> Turn;
    /// Every legal action; at a [`Turn::Chance`] every possible chance result; empty when the game is over.
    fn legal_actions(position: &Self::Position) -> Vec<Self::Action>;
    /// At a [`Turn::Chance`], the result drawn from `rng` (one of `legal_actions`).
    fn chance(position: &Self::Position, rng: &mut GameRng) -> Self::Action;
    /// Plays a legal action (as returned by `legal_actions`).
    fn apply(position: &mut Self::Position, action: &Self::Action);
    /// The rules' result, once the game is over.
    fn outcome(position: &Self::Position) -> Option<Outcome>;
    /// What `seat` may see of the position.
    fn view(position: &Self::Position, seat: Seat) -> Self::View;
    /// Reads an action in the game's text notation, in the context of `position`.
    fn parse_action(position: &Self::Position, text: &str) -> Result<Self::Action, Self::Error>;
    /// Writes an action (legal in `position`) in the game's text notation.
    fn format_action(position: &Self::Position, action: &Self::Action) -> String;
    /// Reads a position string.
    fn parse_position(text: &str) -> Result<Self::Position, Self::Error>;
    /// Writes a position string.
    fn format_position(position: &Self::Position) -> String;
}
