//! The full state: the public view plus the hidden layout.

use boardgame::{GameRng, Seat};
use thiserror::Error;

use crate::action::Action;
use crate::board::{Board, Occupant};
use crate::counts::PieceCounts;
use crate::outcome::GameEnd;
use crate::piece::{Color, Piece};
use crate::square::Square;
use crate::view::View;

/// A whole Banqi position: the public [`View`] and the identities of the face-down pieces.
///
/// Cheap to clone (about 100 bytes, no heap). Holds no history: the no-progress counter is all the rules need.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) public: View,
    /// The identity of each face-down piece; `None` on every other square.
    pub(crate) hidden: [Option<Piece>; 32],
}

/// Why [`Position::reveal`] could not put a piece in place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RevealError {
    /// The square holds no face-down piece.
    #[error("{0} is not face down")]
    NotFaceDown(Square),
    /// No face-down piece is of that kind: it cannot be revealed.
    #[error("no face-down piece is {0}")]
    NotHidden(Piece),
}

/// An action that is not legal in the position it was played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("illegal action {action}")]
pub struct IllegalActionError {
    /// The rejected action.
    pub action: Action,
}

impl Position {
    /// A new game: the 32 pieces in [`PieceCounts::full_set`] order (Red then Black, strongest first), shuffled
    /// by `rng` and laid face down on `a1, b1, …, h1, a2, …, h4`. This layout for a seed is part of the ranked
    /// contract: never change how it is drawn.
    #[must_use]
    pub fn shuffled(rng: &mut GameRng) -> Position {
        let mut pieces: Vec<Piece> = PieceCounts::full_set().pieces().collect();
        rng.shuffle(&mut pieces);
        let mut hidden = [None; 32];
        for (slot, piece) in hidden.iter_mut().zip(pieces) {
            *slot = Some(piece);
        }
        Position {
            public: View {
                board: Board::from_occupants([Occupant::FaceDown; 32]),
                to_move: Seat::First,
                first_color: None,
                captured: PieceCounts::empty(),
                no_progress: 0,
            },
            hidden,
        }
    }

    /// A whole position for what a player sees: the face-down squares get the pieces of `view`'s hidden bag, in
    /// [`PieceCounts::pieces`] order shuffled by `rng`, laid on the face-down squares in square order. For a game set
    /// up from a view (a pasted position), where the hidden layout is not known and is dealt anew.
    #[must_use]
    pub fn deal(view: &View, rng: &mut GameRng) -> Position {
        let mut pieces: Vec<Piece> = view.hidden_bag().pieces().collect();
        rng.shuffle(&mut pieces);
        let mut hidden = [None; 32];
        for (square, piece) in view.board.face_down_squares().zip(pieces) {
            hidden[square.index()] = Some(piece);
        }
        Position {
            public: view.clone(),
            hidden,
        }
    }

    /// The start position shuffled by the generator seeded with `seed`.
    #[must_use]
    pub fn from_seed(seed: u64) -> Position {
        Position::shuffled(&mut GameRng::from_seed(seed))
    }

    /// Makes the face-down piece on `square` be `piece`, by trading identities with another face-down square that
    /// holds one (the public facts and the hidden bag are unchanged); answers that other square, if a trade was
    /// needed. Only for a position whose layout is a stand-in: a client that follows a game dealt by someone else (the
    /// server) learns each identity from a flip's recorded result and moves it into place before playing the flip.
    pub fn reveal(&mut self, square: Square, piece: Piece) -> Result<Option<Square>, RevealError> {
        let here = self.hidden[square.index()].ok_or(RevealError::NotFaceDown(square))?;
        if here == piece {
            return Ok(None);
        }
        let other = Square::all()
            .find(|other| self.hidden[other.index()] == Some(piece))
            .ok_or(RevealError::NotHidden(piece))?;
        self.swap_hidden(square, other);
        Ok(Some(other))
    }

    /// Trades the hidden identities of two squares (for a stand-in layout; see [`Position::reveal`]).
    pub fn swap_hidden(&mut self, a: Square, b: Square) {
        self.hidden.swap(a.index(), b.index());
    }

    /// What a player may know: a copy of the public facts only.
    #[must_use]
    pub fn view(&self) -> View {
        self.public.clone()
    }

    /// The public board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.public.board
    }

    /// The identity of the face-down piece on `square` (`None` if the square is not face down).
    #[must_use]
    pub fn hidden_piece(&self, square: Square) -> Option<Piece> {
        self.hidden[square.index()]
    }

    /// Whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Seat {
        self.public.to_move
    }

    /// The colour `seat` plays, once the first flip has assigned colours.
    #[must_use]
    pub fn color_of(&self, seat: Seat) -> Option<Color> {
        self.public.color_of(seat)
    }

    /// The captured pieces.
    #[must_use]
    pub fn captured(&self) -> &PieceCounts {
        &self.public.captured
    }

    /// Consecutive plies without a flip or a capture.
    #[must_use]
    pub fn no_progress(&self) -> u8 {
        self.public.no_progress
    }

    /// The rules' end, if the game is over (see [`View::outcome`]).
    #[must_use]
    pub fn outcome(&self) -> Option<GameEnd> {
        self.public.outcome()
    }

    /// Every legal action (empty once the game is over).
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        self.public.legal_actions()
    }

    /// Whether `action` is legal here.
    #[must_use]
    pub fn is_legal(&self, action: Action) -> bool {
        self.public.is_legal(action)
    }

    /// Plays `action` if it is legal.
    pub fn play(&mut self, action: Action) -> Result<(), IllegalActionError> {
        if !self.is_legal(action) {
            return Err(IllegalActionError { action });
        }
        self.play_unchecked(action);
        Ok(())
    }

    /// Plays a legal action without checking it; a flip reveals the hidden piece on its square.
    pub fn play_unchecked(&mut self, action: Action) {
        match action {
            Action::Flip(square) => {
                let piece = self.hidden[square.index()]
                    .take()
                    .expect("a legal flip names a face-down square");
                self.public.apply_flip(square, piece);
            }
            Action::Move { from, to } | Action::Capture { from, to } => {
                self.public.apply_move(from, to)
            }
        }
    }
}
