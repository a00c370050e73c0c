//! Move generation: pseudo-legal moves by table look-up and ray scans, then a cheap legality filter that runs the
//! full king-attack test only for moves that could possibly expose the king.

use crate::attacks::king_attacked;
use crate::piece::code;
use boardgame::bits::bit;

use crate::tables::{ADVISOR, ELEPHANT, HORSE, HORSE_LEGS, KING, RAY_SETS, RAYS, SOLDIER, points};
use crate::{Kind, Move, MoveList, Position};

/// What the legality filter knows about the mover's king before looking at single moves. A ray from the king is
/// threatened when an enemy chariot, cannon or king stands somewhere on it: taking a piece off that ray or putting
/// one on it may open an attack.
struct KingSafety {
    king: usize,
    in_check: bool,
    /// The origins of moves that may expose the king: its own point, the legs of the horses that would attack it
    /// and the points of the threatened rays (leaving one may open the line or take a cannon's screen).
    origins: u128,
    /// The empty points a move may not step onto untested: those of the threatened rays (a new piece there may
    /// become a cannon's screen; a capture keeps the count).
    targets: u128,
}

impl Position {
    /// Appends every pseudo-legal move (piece movement rules only, own king safety not checked) to `list`.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        self.generate::<false>(list);
    }

    /// Appends every pseudo-legal capture to `list` (for quiescence search).
    pub fn pseudo_legal_captures(&self, list: &mut MoveList) {
        self.generate::<true>(list);
    }

    /// Every legal move, in generation order.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        self.legal_moves_knowing_check(self.in_check())
    }

    /// [`Position::legal_moves`] for a caller that already knows whether the side to move is in check (the search
    /// does), which spares the attack test.
    pub(crate) fn legal_moves_knowing_check(&self, in_check: bool) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<false>(&mut list);
        self.retain_legal_knowing_check(&mut list, in_check);
        list
    }

    /// Every legal capture, in generation order.
    #[must_use]
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<true>(&mut list);
        self.retain_legal(&mut list);
        list
    }

    /// The number of legal moves (perft's last ply).
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        self.legal_moves().len()
    }

    /// Whether the side to move has any legal move (none means it has lost: checkmate or stalemate).
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        let mut list = MoveList::new();
        self.generate::<false>(&mut list);
        let safety = self.king_safety(self.in_check());
        list.iter().any(|&mv| self.is_safe(mv, &safety))
    }

    /// Whether `mv` is legal here. Accepts any move, e.g. one parsed from text or taken from a hash table.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.is_pseudo_legal(mv) && self.is_safe(mv, &self.king_safety(self.in_check()))
    }

    /// Keeps only the moves of `list` (pseudo-legal here) that leave the mover's king safe.
    pub fn retain_legal(&self, list: &mut MoveList) {
        self.retain_legal_knowing_check(list, self.in_check());
    }

    /// [`Position::retain_legal`] for a caller that already knows whether the side to move is in check.
    pub(crate) fn retain_legal_knowing_check(&self, list: &mut MoveList, in_check: bool) {
        let safety = self.king_safety(in_check);
        list.retain(|mv| self.is_safe(mv, &safety));
    }

    /// Whether `mv` follows the piece movement rules here (own king safety not checked).
    #[must_use]
    pub fn is_pseudo_legal(&self, mv: Move) -> bool {
        let piece = self.board[mv.origin_index()];
        if piece == code::EMPTY || code::side(piece) != self.side_bit() {
            return false;
        }
        let mut list = MoveList::new();
        self.piece_moves::<false>(mv.origin_index(), piece, &mut list);
        list.contains(&mv)
    }

    fn side_bit(&self) -> u8 {
        (self.side as u8) << 3
    }

    fn generate<const CAPTURES: bool>(&self, list: &mut MoveList) {
        for from in self.points_of(self.side.index()) {
            self.piece_moves::<CAPTURES>(from, self.board[from], list);
        }
    }

    /// Pushes `from → to` if the destination is empty (unless only captures are wanted) or holds an enemy piece.
    #[inline]
    fn push_step<const CAPTURES: bool>(&self, from: usize, to: usize, list: &mut MoveList) {
        let target = self.board[to];
        let ok = if target == code::EMPTY {
            !CAPTURES
        } else {
            code::side(target) != self.side_bit()
        };
        if ok {
            list.push(Move::from_indices(from, to));
        }
    }

    #[inline]
    fn piece_moves<const CAPTURES: bool>(&self, from: usize, piece: u8, list: &mut MoveList) {
        match piece & 7 {
            1 => KING[from]
                .iter()
                .for_each(|to| self.push_step::<CAPTURES>(from, to, list)),
            2 => ADVISOR[from]
                .iter()
                .for_each(|to| self.push_step::<CAPTURES>(from, to, list)),
            3 => ELEPHANT[from]
                .iter()
                .filter(|&(eye, _)| self.board[eye] == code::EMPTY)
                .for_each(|(_, to)| self.push_step::<CAPTURES>(from, to, list)),
            4 => HORSE[from]
                .iter()
                .filter(|&(leg, _)| self.board[leg] == code::EMPTY)
                .for_each(|(_, to)| self.push_step::<CAPTURES>(from, to, list)),
            5 => self.chariot_moves::<CAPTURES>(from, list),
            6 => self.cannon_moves::<CAPTURES>(from, list),
            _ => SOLDIER[self.side.index()][from]
                .iter()
                .for_each(|to| self.push_step::<CAPTURES>(from, to, list)),
        }
    }

    fn chariot_moves<const CAPTURES: bool>(&self, from: usize, list: &mut MoveList) {
        for ray in &RAYS[from] {
            for to in ray.iter() {
                let target = self.board[to];
                if target == code::EMPTY {
                    if !CAPTURES {
                        list.push(Move::from_indices(from, to));
                    }
                } else {
                    if code::side(target) != self.side_bit() {
                        list.push(Move::from_indices(from, to));
                    }
                    break;
                }
            }
        }
    }

    fn cannon_moves<const CAPTURES: bool>(&self, from: usize, list: &mut MoveList) {
        for ray in &RAYS[from] {
            let mut points = ray.iter();
            // Quiet moves up to the first piece, which becomes the screen.
            for to in points.by_ref() {
                if self.board[to] != code::EMPTY {
                    break;
                }
                if !CAPTURES {
                    list.push(Move::from_indices(from, to));
                }
            }
            // The first piece beyond the screen can be captured if it is an enemy.
            if let Some(to) = points.find(|&to| self.board[to] != code::EMPTY)
                && code::side(self.board[to]) != self.side_bit()
            {
                list.push(Move::from_indices(from, to));
            }
        }
    }

    fn king_safety(&self, in_check: bool) -> KingSafety {
        let king = self.kings[self.side.index()] as usize;
        let them = self.side_bit() ^ code::BLACK;
        let sliders = [
            code::of(Kind::Chariot, them),
            code::of(Kind::Cannon, them),
            code::of(Kind::King, them),
        ];
        let occupied = self.occupied();
        let targets = RAY_SETS[king]
            .iter()
            .filter(|&ray| points(ray & occupied).any(|sq| sliders.contains(&self.board[sq])))
            .fold(0, |set, ray| set | ray);
        KingSafety {
            king,
            in_check,
            origins: targets | HORSE_LEGS[king] | bit(king),
            targets,
        }
    }

    /// Whether the pseudo-legal `mv` leaves the mover's king unattacked (kings not facing included).
    #[inline]
    fn is_safe(&self, mv: Move, safety: &KingSafety) -> bool {
        let (from, to) = (mv.origin_index(), mv.to_index());
        let king = safety.king;
        let needs_test = safety.in_check
            || safety.origins & bit(from) != 0
            || (safety.targets & bit(to) != 0 && self.board[to] == code::EMPTY);
        if !needs_test {
            return true;
        }
        let mut board = self.board;
        board[to] = board[from];
        board[from] = code::EMPTY;
        let occupied = self.occupied() & !bit(from) | bit(to);
        let king_after = if from == king { to } else { king };
        !king_attacked(&board, occupied, king_after, self.side)
    }
}
