use std::fmt;

use crate::piece::code;
use boardgame::bits::bit;

use crate::zobrist::{BLACK_TO_MOVE, PIECE_KEYS};
use crate::{Color, Kind, Move, Piece, Square};

/// A position: the pieces, the side to move and the two FEN counters — about as much as a FEN holds, no history.
///
/// Moves are played with [`Position::make_move`] and taken back with [`Position::unmake_move`]; both update the
/// Zobrist [`key`](Position::key) incrementally. History-dependent rules (repetition, perpetual check and chase) live
/// one level up in [`crate::GameState`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [u8; 90],
    /// Each side's occupied points (bit `sq` for point `sq`, Red's first), kept beside the board so that move
    /// generation and the evaluation visit the pieces instead of scanning all 90 points.
    occupied_by: [u128; 2],
    pub(crate) side: Color,
    pub(crate) kings: [u8; 2],
    pub(crate) plies_since_capture: u32,
    pub(crate) fullmoves: u32,
    pub(crate) key: u64,
}

/// What [`Position::make_move`] returns so [`Position::unmake_move`] can restore the position exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: u8,
    plies_since_capture: u32,
    key: u64,
}

impl Undo {
    /// The piece the move captured, if any.
    #[must_use]
    pub fn captured(self) -> Option<Piece> {
        (self.captured != code::EMPTY).then(|| Piece::from_code(self.captured))
    }
}

impl Position {
    /// The standard start position, Red to move.
    #[must_use]
    pub fn start() -> Position {
        crate::fen::START_FEN
            .parse()
            .expect("the start FEN is valid")
    }

    /// Builds a position from raw parts; the FEN parser validates them first.
    pub(crate) fn from_parts(
        board: [u8; 90],
        side: Color,
        plies_since_capture: u32,
        fullmoves: u32,
    ) -> Position {
        let mut kings = [0; 2];
        let mut occupied_by = [0; 2];
        let mut key = if side == Color::Black {
            BLACK_TO_MOVE
        } else {
            0
        };
        for (sq, &c) in board.iter().enumerate() {
            if c == code::EMPTY {
                continue;
            }
            key ^= PIECE_KEYS[c as usize][sq];
            let piece = Piece::from_code(c);
            occupied_by[piece.color.index()] |= bit(sq);
            if piece.kind == Kind::King {
                kings[piece.color.index()] = sq as u8;
            }
        }
        Position {
            board,
            occupied_by,
            side,
            kings,
            plies_since_capture,
            fullmoves,
            key,
        }
    }

    /// The piece on a point, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let c = self.board[sq.index()];
        (c != code::EMPTY).then(|| Piece::from_code(c))
    }

    /// The occupied points of the side with colour index `side` (0 Red, 1 Black), in increasing order.
    pub(crate) fn points_of(&self, side: usize) -> impl Iterator<Item = usize> + use<> {
        crate::tables::points(self.occupied_by[side])
    }

    /// Every piece on the board with its point, in point order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// The side to move.
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Where `color`'s king stands.
    #[must_use]
    pub fn king_square(&self, color: Color) -> Square {
        Square::from_index(self.kings[color.index()] as usize).expect("kings are on the board")
    }

    /// Plies played since the last capture (the FEN half-move clock); 120 of them draw the game.
    #[must_use]
    pub fn plies_since_capture(&self) -> u32 {
        self.plies_since_capture
    }

    /// The full-move number: 1 at the start, increased after each Black move.
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist key of pieces and side to move (counters excluded), for repetition and transposition tables.
    #[must_use]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub fn in_check(&self) -> bool {
        self.king_attacked(self.side)
    }

    /// Whether the side to move is in check, `mv` being the move just made: only a move that leaves or reaches one
    /// of the points near the king's lines and attackers ([`crate::tables::CHECK_SETS`]) can have given check, so
    /// only those pay for the attack test.
    #[inline]
    pub(crate) fn in_check_after(&self, mv: Move) -> bool {
        let king = usize::from(self.kings[self.side.index()]);
        let sets = &crate::tables::CHECK_SETS[self.side.opponent().index()][king];
        (sets.origins & bit(mv.origin_index()) != 0 || sets.targets & bit(mv.to_index()) != 0)
            && self.in_check()
    }

    /// Whether `color`'s king could be captured (it is in check, or would be with `color` to move).
    pub(crate) fn king_attacked(&self, color: Color) -> bool {
        crate::attacks::king_attacked(
            &self.board,
            self.occupied(),
            self.kings[color.index()] as usize,
            color,
        )
    }

    /// Both sides' occupied points.
    pub(crate) fn occupied(&self) -> u128 {
        self.occupied_by[0] | self.occupied_by[1]
    }

    /// The points of the pieces attacking `color`'s king (the checkers when `color` is to move; with the kings facing,
    /// the other king).
    pub(crate) fn king_attackers(&self, color: Color) -> Vec<usize> {
        crate::attacks::king_attackers(&self.board, self.kings[color.index()] as usize, color)
    }

    /// Whether `mv` captures (the destination holds a piece). Meaningful for moves legal here.
    #[must_use]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.board[mv.to_index()] != code::EMPTY
    }

    /// Plays a move that is legal in this position, without checking it, and returns what undoes it.
    ///
    /// Playing an illegal move leaves the position in an unspecified (but memory-safe) state.
    #[inline]
    pub fn make_move(&mut self, mv: Move) -> Undo {
        let (from, to) = (mv.origin_index(), mv.to_index());
        let piece = self.board[from];
        let captured = self.board[to];
        let undo = Undo {
            captured,
            plies_since_capture: self.plies_since_capture,
            key: self.key,
        };
        let mut key = self.key
            ^ PIECE_KEYS[piece as usize][from]
            ^ PIECE_KEYS[piece as usize][to]
            ^ BLACK_TO_MOVE;
        let us = self.side.index();
        self.occupied_by[us] ^= bit(from) | bit(to);
        if captured != code::EMPTY {
            key ^= PIECE_KEYS[captured as usize][to];
            self.occupied_by[1 - us] ^= bit(to);
            self.plies_since_capture = 0;
        } else {
            self.plies_since_capture += 1;
        }
        self.key = key;
        self.board[to] = piece;
        self.board[from] = code::EMPTY;
        if piece & 7 == Kind::King as u8 {
            self.kings[self.side.index()] = to as u8;
        }
        if self.side == Color::Black {
            self.fullmoves += 1;
        }
        self.side = self.side.opponent();
        undo
    }

    /// Takes back `mv`, which must be the last move made, with the [`Undo`] its [`make_move`](Self::make_move)
    /// returned.
    #[inline]
    pub fn unmake_move(&mut self, mv: Move, undo: Undo) {
        let (from, to) = (mv.origin_index(), mv.to_index());
        self.side = self.side.opponent();
        if self.side == Color::Black {
            self.fullmoves -= 1;
        }
        let piece = self.board[to];
        self.board[from] = piece;
        self.board[to] = undo.captured;
        let us = self.side.index();
        self.occupied_by[us] ^= bit(from) | bit(to);
        if undo.captured != code::EMPTY {
            self.occupied_by[1 - us] ^= bit(to);
        }
        if piece & 7 == Kind::King as u8 {
            self.kings[self.side.index()] = from as u8;
        }
        self.plies_since_capture = undo.plies_since_capture;
        self.key = undo.key;
    }

    /// The same pieces with the other side to move (counters unchanged). The repetition adjudicator uses it to ask
    /// what the side that just moved would threaten next.
    #[must_use]
    pub(crate) fn with_side_flipped(&self) -> Position {
        let mut flipped = self.clone();
        flipped.side = self.side.opponent();
        flipped.key ^= BLACK_TO_MOVE;
        flipped
    }

    /// Passes the turn (the search's null move); [`unmake_null_move`](Self::unmake_null_move) takes it back.
    pub(crate) fn make_null_move(&mut self) {
        self.side = self.side.opponent();
        self.key ^= BLACK_TO_MOVE;
    }

    /// Takes back [`make_null_move`](Self::make_null_move).
    pub(crate) fn unmake_null_move(&mut self) {
        self.make_null_move();
    }

    /// Whether `color` still has a chariot, horse, cannon or soldier: without one it can never checkmate (so when its
    /// opponent's clock runs out, the game is drawn rather than won).
    #[must_use]
    pub fn has_attackers(&self, color: Color) -> bool {
        self.pieces()
            .any(|(_, p)| p.color == color && p.kind.is_attacker())
    }

    /// Whether neither side has a chariot, horse, cannon or soldier left (an automatic draw).
    #[must_use]
    pub fn insufficient_material(&self) -> bool {
        !self.pieces().any(|(_, p)| p.kind.is_attacker())
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl fmt::Display for Position {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::fen::to_fen(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The occupied points as the board says they are.
    fn occupied_of(board: &[u8; 90]) -> [u128; 2] {
        let mut occupied = [0; 2];
        for (sq, &c) in board.iter().enumerate() {
            if c != code::EMPTY {
                occupied[Piece::from_code(c).color.index()] |= bit(sq);
            }
        }
        occupied
    }

    #[test]
    fn a_move_gives_check_only_from_or_to_the_points_near_the_king() {
        // Every legal move of every position along random games from the benchmark positions: the shortcut agrees
        // with the full test.
        let mut rng = boardgame::GameRng::from_seed(12);
        let mut checks = 0;
        for fen in crate::ai::bench::POSITIONS {
            let mut position: Position = fen.parse().expect("valid FEN");
            for _ in 0..40 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    let undo = position.make_move(mv);
                    assert_eq!(
                        position.in_check_after(mv),
                        position.in_check(),
                        "{mv} gives check: {position}"
                    );
                    checks += usize::from(position.in_check());
                    position.unmake_move(mv, undo);
                }
                position.make_move(moves[rng.below(moves.len() as u32) as usize]);
            }
        }
        assert!(checks > 100, "only {checks} checking moves were tried");
    }

    #[test]
    fn the_occupied_points_follow_the_board_through_moves_and_take_backs() {
        let mut rng = boardgame::GameRng::from_seed(11);
        for fen in crate::ai::bench::POSITIONS {
            let mut position: Position = fen.parse().expect("valid FEN");
            let mut played = Vec::new();
            for _ in 0..60 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len() as u32) as usize];
                let before = position.clone();
                played.push((mv, position.make_move(mv), before));
                assert_eq!(
                    position.occupied_by,
                    occupied_of(&position.board),
                    "{position}"
                );
            }
            // Taking every move back restores each earlier position exactly, its occupied points included.
            while let Some((mv, undo, before)) = played.pop() {
                position.unmake_move(mv, undo);
                assert_eq!(position.occupied_by, before.occupied_by);
                assert_eq!(position, before);
            }
        }
    }
}
