//! The position: where the pieces stand and whose turn it is, with its Zobrist hash.

use crate::bitboard::Bitboard;
use crate::capture;
use crate::moves::Move;
use crate::side::{Piece, Side};
use crate::square::Square;
use crate::zobrist;

/// The Copenhagen start position as an OpenTafl record plus the side to move (see [`crate::notation`]).
pub const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a";

/// The pieces on the board and the side to move — everything the rules need except the history that repetition
/// looks at (that lives in [`crate::GameState`]).
///
/// Small and `Copy` (about 64 bytes), so a search can copy it instead of undoing moves. A position without a king
/// is one where the attackers have just captured him.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    attackers: Bitboard,
    defenders: Bitboard,
    king: Bitboard,
    side_to_move: Side,
    hash: u64,
}

impl Position {
    /// The Copenhagen start: king on the throne, attackers to move.
    #[must_use]
    pub fn start() -> Position {
        START
            .parse()
            .expect("the built-in start position string is valid")
    }

    /// An empty board with `side_to_move` to play; add pieces with [`Position::put`].
    #[must_use]
    pub fn empty(side_to_move: Side) -> Position {
        let hash = match side_to_move {
            Side::Attackers => 0,
            Side::Defenders => zobrist::DEFENDERS_TO_MOVE,
        };
        Position {
            attackers: Bitboard::EMPTY,
            defenders: Bitboard::EMPTY,
            king: Bitboard::EMPTY,
            side_to_move,
            hash,
        }
    }

    /// Puts `piece` on the empty `square` (for setting up positions; a second king replaces the first).
    pub fn put(&mut self, piece: Piece, square: Square) {
        debug_assert!(self.piece_at(square).is_none(), "{square} is occupied");
        if piece == Piece::King
            && let Some(old) = self.king()
        {
            self.toggle(Piece::King, old);
        }
        self.toggle(piece, square);
    }

    /// The side whose turn it is.
    #[must_use]
    pub const fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The attackers' squares.
    #[must_use]
    pub const fn attackers(&self) -> Bitboard {
        self.attackers
    }

    /// The ordinary defenders' squares (without the king).
    #[must_use]
    pub const fn defenders(&self) -> Bitboard {
        self.defenders
    }

    /// The king's square, or `None` once he has been captured.
    #[must_use]
    pub const fn king(&self) -> Option<Square> {
        self.king.first()
    }

    /// Every piece of `side` (the defenders' include the king).
    #[must_use]
    pub fn pieces(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders | self.king,
        }
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.attackers | self.defenders | self.king
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        if self.attackers.contains(square) {
            Some(Piece::Attacker)
        } else if self.defenders.contains(square) {
            Some(Piece::Defender)
        } else if self.king.contains(square) {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// The Zobrist hash of the pieces and the side to move, kept up to date by every move.
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (what [`Position::hash`] must always equal).
    #[must_use]
    pub fn hash_from_scratch(&self) -> u64 {
        let mut hash = match self.side_to_move {
            Side::Attackers => 0,
            Side::Defenders => zobrist::DEFENDERS_TO_MOVE,
        };
        for (piece, set) in [
            (Piece::Attacker, self.attackers),
            (Piece::Defender, self.defenders),
            (Piece::King, self.king),
        ] {
            hash = set.fold(hash, |h, square| h ^ zobrist::piece_key(piece, square));
        }
        hash
    }

    /// Squares that stand in for a capturing piece: the corners always, the throne while it is empty.
    #[must_use]
    pub fn hostile_squares(&self) -> Bitboard {
        if self.king.contains(Square::THRONE) {
            Bitboard::CORNERS
        } else {
            Bitboard::CORNERS | Bitboard::THRONE
        }
    }

    /// Whether the king stands on a corner (the defenders have won).
    #[must_use]
    pub fn king_escaped(&self) -> bool {
        !(self.king & Bitboard::CORNERS).is_empty()
    }

    /// Whether the king has been captured (the attackers have won).
    #[must_use]
    pub fn king_captured(&self) -> bool {
        self.king.is_empty()
    }

    /// Plays `mv` without checking that it is legal, and returns the squares of the pieces it captured (the king's
    /// included). The side to move passes to the opponent.
    pub fn play_unchecked(&mut self, mv: Move) -> Bitboard {
        let piece = self
            .piece_at(mv.from)
            .expect("play_unchecked: a legal move starts on a piece");
        self.toggle(piece, mv.from);
        self.toggle(piece, mv.to);
        let captured = capture::captured_by(self, mv.to, piece.side());
        for square in captured {
            let victim = self.piece_at(square).expect("captured squares hold pieces");
            self.toggle(victim, square);
        }
        self.side_to_move = self.side_to_move.opponent();
        self.hash ^= zobrist::DEFENDERS_TO_MOVE;
        captured
    }

    /// Adds or removes `piece` on `square`, keeping the hash in step.
    fn toggle(&mut self, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        let set = match piece {
            Piece::Attacker => &mut self.attackers,
            Piece::Defender => &mut self.defenders,
            Piece::King => &mut self.king,
        };
        *set = *set ^ bit;
        self.hash ^= zobrist::piece_key(piece, square);
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}
