//! A game in progress: the board, the colour on roll, and where the turn stands.

use thiserror::Error;

use crate::{
    Color, Dice, GameEnd, MatchId, MatchIdError, Play, Position, PositionIdError, WinKind,
    legal_plays,
};

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Before the opening roll: each player rolls one die.
    Opening,
    /// The player on roll must roll the dice.
    Roll,
    /// The player on roll has rolled and must play.
    Move(Dice),
    /// Someone has borne off all fifteen checkers.
    Over(GameEnd),
}

/// A whole game state: the board from the on-roll player's view, their colour, and the phase of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameState {
    position: Position,
    on_roll: Color,
    phase: Phase,
}

/// Why an action cannot be applied now.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalActionError {
    /// The opening roll was a tie (ties are re-rolled), or came after the opening.
    #[error("not a valid opening roll now")]
    Opening,
    /// Rolling when the turn is not waiting for a roll.
    #[error("the dice cannot be rolled now")]
    Roll,
    /// Playing when no dice have been rolled, or the game is over.
    #[error("no play is possible now")]
    NotMoving,
    /// The play is not among the legal plays.
    #[error("illegal play")]
    IllegalPlay,
}

/// Why a GNUbgID (`PositionID:MatchID`) was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GnubgIdError {
    /// The Position ID part.
    #[error(transparent)]
    Position(#[from] PositionIdError),
    /// The Match ID part.
    #[error(transparent)]
    Match(#[from] MatchIdError),
    /// The Match ID says the game is over but nobody has borne off fifteen, or the reverse.
    #[error("the Match ID's game state does not fit the board")]
    State,
}

impl Default for GameState {
    fn default() -> Self {
        GameState::new()
    }
}

impl GameState {
    /// A new game at the opening roll.
    #[must_use]
    pub fn new() -> GameState {
        GameState {
            position: Position::START,
            on_roll: Color::White,
            phase: Phase::Opening,
        }
    }

    /// `position` (seen by `on_roll`) with `on_roll` about to roll.
    #[must_use]
    pub fn from_position(position: Position, on_roll: Color) -> GameState {
        GameState {
            position,
            on_roll,
            phase: Phase::Roll,
        }
    }

    /// The board from the view of the player on roll (the winner's, once the game is over).
    #[must_use]
    pub fn position(&self) -> Position {
        self.position
    }

    /// The board from `color`'s view.
    #[must_use]
    pub fn board(&self, color: Color) -> Position {
        if color == self.on_roll {
            self.position
        } else {
            self.position.switch_sides()
        }
    }

    /// The colour on roll (the winner once the game is over).
    #[must_use]
    pub fn on_roll(&self) -> Color {
        self.on_roll
    }

    /// Where the turn stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// `color`'s pip count.
    #[must_use]
    pub fn pip_count(&self, color: Color) -> u32 {
        self.board(color).pip_count()
    }

    /// The size of the win `loser`'s resignation concedes to the other colour (see [`Position::conceded_kind`]).
    #[must_use]
    pub fn resignation(&self, loser: Color) -> WinKind {
        self.board(loser.opponent()).conceded_kind()
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<GameEnd> {
        match self.phase {
            Phase::Over(win) => Some(win),
            _ => None,
        }
    }

    /// The legal plays after a roll (a single dance when nothing moves); empty in other phases.
    #[must_use]
    pub fn legal_plays(&self) -> Vec<Play> {
        match self.phase {
            Phase::Move(dice) => legal_plays(&self.position, dice),
            _ => Vec::new(),
        }
    }

    /// The opening roll: one die each; the higher die moves first and plays both dice.
    pub fn apply_opening(&mut self, white: u8, black: u8) -> Result<(), IllegalActionError> {
        if self.phase != Phase::Opening || white == black {
            return Err(IllegalActionError::Opening);
        }
        let dice = Dice::new(white, black).map_err(|_| IllegalActionError::Opening)?;
        let first = crate::opening_winner(white, black);
        self.position = self.board(first);
        self.on_roll = first;
        self.phase = Phase::Move(dice);
        Ok(())
    }

    /// The player on roll rolls `dice`.
    pub fn apply_roll(&mut self, dice: Dice) -> Result<(), IllegalActionError> {
        if self.phase != Phase::Roll {
            return Err(IllegalActionError::Roll);
        }
        self.phase = Phase::Move(dice);
        Ok(())
    }

    /// Plays one of [`GameState::legal_plays`]; the turn passes, or the game ends.
    pub fn play(&mut self, play: &Play) -> Result<(), IllegalActionError> {
        if !matches!(self.phase, Phase::Move(_)) {
            return Err(IllegalActionError::NotMoving);
        }
        if !self.legal_plays().contains(play) {
            return Err(IllegalActionError::IllegalPlay);
        }
        self.play_unchecked(play);
        Ok(())
    }

    /// Plays `play` without checking it is legal (the caller took it from [`GameState::legal_plays`] for this
    /// state); for search and simulation, where the check would double the cost.
    pub fn play_unchecked(&mut self, play: &Play) {
        let after = play.result();
        match after.win_kind() {
            Some(kind) => {
                self.position = after;
                self.phase = Phase::Over(GameEnd::Win {
                    winner: self.on_roll,
                    kind,
                });
            }
            None => {
                self.position = after.switch_sides();
                self.on_roll = self.on_roll.opponent();
                self.phase = Phase::Roll;
            }
        }
    }

    /// The GNUbgID `PositionID:MatchID`: the board with the player on roll as the key's second half, and the Match
    /// ID's turn and dice (White is GNU Backgammon's player 1).
    #[must_use]
    pub fn gnubg_id(&self) -> String {
        let (dice, state) = match self.phase {
            Phase::Opening => (None, 0),
            Phase::Roll => (None, 1),
            Phase::Move(dice) => (Some(dice), 1),
            Phase::Over(_) => (None, 2),
        };
        let match_id = MatchId {
            on_roll: self.on_roll,
            dice,
            state,
        };
        format!("{}:{}", self.position.position_id(), match_id.encode())
    }

    /// Reads a GNUbgID (`PositionID:MatchID`), or a lone Position ID with White to roll — unless the board it shows
    /// is a finished game, which is then over and the winner's (whose view a finished game's ID always takes).
    pub fn from_gnubg_id(text: &str) -> Result<GameState, GnubgIdError> {
        let text = text.trim();
        let Some((position_id, match_id)) = text.split_once(':') else {
            let position = Position::from_position_id(text)?;
            let over = |position: Position, winner: Color, kind| GameState {
                position,
                on_roll: winner,
                phase: Phase::Over(GameEnd::Win { winner, kind }),
            };
            return match (position.win_kind(), position.switch_sides().win_kind()) {
                (None, None) => Ok(GameState::from_position(position, Color::White)),
                (Some(kind), None) => Ok(over(position, Color::White, kind)),
                (None, Some(kind)) => Ok(over(position.switch_sides(), Color::Black, kind)),
                (Some(_), Some(_)) => Err(GnubgIdError::State),
            };
        };
        let position = Position::from_position_id(position_id)?;
        let id = MatchId::decode(match_id)?;
        // A finished game's ID is its winner's: a board where the player not on roll has won fits no state.
        if position.switch_sides().win_kind().is_some() {
            return Err(GnubgIdError::State);
        }
        let win = position.win_kind();
        let phase = match (id.state, id.dice, win) {
            (0, _, None) => Phase::Opening,
            (1, None, None) => Phase::Roll,
            (1, Some(dice), None) => Phase::Move(dice),
            (2, _, Some(kind)) => Phase::Over(GameEnd::Win {
                winner: id.on_roll,
                kind,
            }),
            _ => return Err(GnubgIdError::State),
        };
        Ok(GameState {
            position,
            on_roll: id.on_roll,
            phase,
        })
    }
}
