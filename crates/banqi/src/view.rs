//! The public view: everything a player may know, and nothing more.

use boardgame::Seat;

use crate::action::Action;
use crate::board::{Board, Occupant};
use crate::counts::PieceCounts;
use crate::movegen;
use crate::outcome::{DrawReason, GameEnd, WinReason};
use crate::piece::{Color, Piece};
use crate::square::Square;

/// Plies without a flip or a capture after which the game is drawn.
pub const NO_PROGRESS_LIMIT: u8 = 20;

/// What a player may know of a position: the public board (face-down squares without identities), the captured
/// pieces, whose turn it is, the colour assignment and the no-progress counter.
///
/// The hidden layout is not in this type at all, so code holding only a `View` cannot learn a hidden identity; the
/// bag of still-hidden pieces is public ([`View::hidden_bag`]). A [`crate::Position`] is a `View` plus the hidden
/// layout, and [`crate::Position::view`] copies the public part out.
///
/// A view plays on by itself for search: [`View::apply_move`] for steps and captures, [`View::apply_flip`] with a
/// supposed result for flips.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    pub(crate) board: Board,
    pub(crate) to_move: Seat,
    /// The colour of [`Seat::First`], fixed by the first flip.
    pub(crate) first_color: Option<Color>,
    pub(crate) captured: PieceCounts,
    pub(crate) no_progress: u8,
}

impl View {
    /// The public board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whose turn it is (the game may be over: see [`View::outcome`]).
    #[must_use]
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// The colour `seat` plays, once the first flip has assigned colours.
    #[must_use]
    pub fn color_of(&self, seat: Seat) -> Option<Color> {
        self.first_color.map(|first| match seat {
            Seat::First => first,
            Seat::Second => first.opponent(),
        })
    }

    /// The seat playing `color`, once colours are assigned.
    #[must_use]
    pub fn seat_of(&self, color: Color) -> Option<Seat> {
        Seat::BOTH
            .into_iter()
            .find(|&seat| self.color_of(seat) == Some(color))
    }

    /// The captured pieces of both colours (the graveyard).
    #[must_use]
    pub fn captured(&self) -> &PieceCounts {
        &self.captured
    }

    /// Consecutive plies without a flip or a capture; the game is drawn when it reaches [`NO_PROGRESS_LIMIT`].
    #[must_use]
    pub fn no_progress(&self) -> u8 {
        self.no_progress
    }

    /// The pieces still face down, by colour and role: the full set minus the revealed and the captured pieces.
    #[must_use]
    pub fn hidden_bag(&self) -> PieceCounts {
        let mut bag = PieceCounts::full_set();
        for piece in self
            .board
            .face_up_pieces()
            .map(|(_, p)| p)
            .chain(self.captured.pieces())
        {
            bag.remove(piece);
        }
        bag
    }

    /// The rules' end, checked in the rules' order: a colour with all sixteen pieces captured loses; then the
    /// no-progress draw; then the player to move loses if they have no legal action.
    #[must_use]
    pub fn outcome(&self) -> Option<GameEnd> {
        self.decided().or_else(|| {
            (!movegen::has_any(&self.board, self.color_of(self.to_move))).then_some(GameEnd::Win {
                winner: self.to_move.opponent(),
                reason: WinReason::NoLegalAction,
            })
        })
    }

    /// The ends that do not need move generation: all captured, or the no-progress draw.
    fn decided(&self) -> Option<GameEnd> {
        let wiped_out = Seat::BOTH.into_iter().find(|&seat| {
            self.color_of(seat)
                .is_some_and(|color| self.captured.of_color(color) == 16)
        });
        if let Some(loser) = wiped_out {
            return Some(GameEnd::Win {
                winner: loser.opponent(),
                reason: WinReason::AllCaptured,
            });
        }
        (self.no_progress >= NO_PROGRESS_LIMIT).then_some(GameEnd::Draw {
            reason: DrawReason::NoProgress,
        })
    }

    /// Every legal action of the player to move (empty once the game is over). Flips name squares only: a view
    /// cannot know what they reveal.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(64);
        self.legal_actions_into(&mut out);
        out
    }

    /// Like [`View::legal_actions`], into a reused buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.decided().is_none() {
            movegen::generate(&self.board, self.color_of(self.to_move), out);
        }
    }

    /// Whether `action` is legal for the player to move, checked from the rules rather than the generator.
    #[must_use]
    pub fn is_legal(&self, action: Action) -> bool {
        self.decided().is_none()
            && movegen::is_legal(&self.board, self.color_of(self.to_move), action)
    }

    /// The squares of `by`'s pieces that could capture `target` standing on `square` (see [`Board::attackers`]).
    #[must_use]
    pub fn attackers(&self, square: Square, target: Piece, by: Color) -> Vec<Square> {
        self.board.attackers(square, target, by).collect()
    }

    /// Plays a flip of `square` that reveals `piece` (the first flip gives its colour to the flipper). The caller
    /// guarantees legality; search uses this to play a flip's possible results from the hidden bag.
    pub fn apply_flip(&mut self, square: Square, piece: Piece) {
        debug_assert_eq!(self.board.get(square), Occupant::FaceDown);
        self.board.set(square, Occupant::FaceUp(piece));
        if self.first_color.is_none() {
            // Only the first seat can make the first flip, so its colour is the revealed one.
            self.first_color = Some(match self.to_move {
                Seat::First => piece.color,
                Seat::Second => piece.color.opponent(),
            });
        }
        self.no_progress = 0;
        self.to_move = self.to_move.opponent();
    }

    /// Plays a legal step or capture from `from` to `to`.
    pub fn apply_move(&mut self, from: Square, to: Square) {
        let mover = self.board.get(from);
        debug_assert!(mover.face_up().is_some());
        if let Some(captured) = self.board.piece_at(to) {
            self.captured.add(captured);
            self.no_progress = 0;
        } else {
            self.no_progress += 1;
        }
        self.board.set(to, mover);
        self.board.set(from, Occupant::Empty);
        self.to_move = self.to_move.opponent();
    }
}
