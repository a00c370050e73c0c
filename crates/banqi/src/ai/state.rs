//! The search's own compact copy of a [`View`]: one byte per square, the bag and the living pieces by type, and a
//! Zobrist key. Built only from public information, so nothing below it can know a hidden identity.

use crate::board::Occupant;
use crate::piece::{Color, Piece};
use crate::square::{Direction, Square};
use crate::view::{NO_PROGRESS_LIMIT, View};

/// An empty square.
pub(crate) const EMPTY: u8 = 0;
/// A face-down square that may still be flipped.
pub(crate) const HIDDEN: u8 = 1;
/// A face-down square the search has "flipped" without choosing what it showed (see `Searcher::pass_flip`): a wall
/// and a screen like any other piece, but no longer flippable, movable or capturable.
pub(crate) const INERT: u8 = 16;
/// Codes `2..16` are face-up pieces: `2 + 7 * colour + role`.
pub(crate) const FIRST_PIECE: u8 = 2;
/// Piece types (colour × role), the index of the per-type arrays.
pub(crate) const TYPES: usize = 14;

/// The type index (`7 * colour + role`) of a piece.
#[inline]
pub(crate) fn type_of(piece: Piece) -> usize {
    piece.color.index() * 7 + piece.role.index()
}

/// The cell code of a face-up piece type.
#[inline]
pub(crate) fn code_of(t: usize) -> u8 {
    FIRST_PIECE + t as u8
}

/// The piece type on a cell, if it holds a face-up piece.
#[inline]
pub(crate) fn type_at(code: u8) -> Option<usize> {
    (FIRST_PIECE..INERT)
        .contains(&code)
        .then(|| usize::from(code - FIRST_PIECE))
}

/// Colour (0 red, 1 black) of a type index.
#[inline]
pub(crate) fn color_of_type(t: usize) -> usize {
    t / 7
}

/// Role index (0 general … 6 soldier) of a type index.
#[inline]
pub(crate) fn role_of_type(t: usize) -> usize {
    t % 7
}

/// Role index of the cannon.
pub(crate) const CANNON: usize = 5;
/// Role index of the soldier.
pub(crate) const SOLDIER: usize = 6;
/// Role index of the general.
pub(crate) const GENERAL: usize = 0;

/// `STEP_CAPTURES[a][t]`: whether role `a` takes role `t` by a step (the capture table).
pub(crate) const STEP_CAPTURES: [[bool; 7]; 7] = {
    let mut table = [[false; 7]; 7];
    let mut a = 0;
    while a < 7 {
        let mut t = 0;
        while t < 7 {
            table[a][t] = match (a, t) {
                (CANNON, _) | (GENERAL, SOLDIER) => false,
                (SOLDIER, t) => t == GENERAL || t == SOLDIER,
                (a, t) => a <= t,
            };
            t += 1;
        }
        a += 1;
    }
    table
};

/// The board's geometry: neighbours and rays of every square.
pub(crate) struct Geometry {
    /// Orthogonal neighbours; `neighbour_count` of them are valid.
    pub neighbours: [[u8; 4]; 32],
    pub neighbour_count: [u8; 32],
    /// Rays in the four directions, nearest first; `ray_len` squares are valid.
    pub rays: [[[u8; 7]; 4]; 32],
    pub ray_len: [[u8; 4]; 32],
}

/// The one geometry table, built at compile time.
pub(crate) static GEOMETRY: Geometry = {
    let mut g = Geometry {
        neighbours: [[0; 4]; 32],
        neighbour_count: [0; 32],
        rays: [[[0; 7]; 4]; 32],
        ray_len: [[0; 4]; 32],
    };
    // Up, down, left, right, as in `Direction::ALL`.
    let deltas: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];
    let mut sq = 0;
    while sq < 32 {
        let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = deltas[d];
            let (mut f, mut r) = (file + df, rank + dr);
            let mut len = 0;
            while f >= 0 && f < 8 && r >= 0 && r < 4 {
                let target = (r * 8 + f) as u8;
                g.rays[sq][d][len] = target;
                if len == 0 {
                    g.neighbours[sq][g.neighbour_count[sq] as usize] = target;
                    g.neighbour_count[sq] += 1;
                }
                len += 1;
                f += df;
                r += dr;
            }
            g.ray_len[sq][d] = len as u8;
            d += 1;
        }
        sq += 1;
    }
    g
};

/// The neighbours of `sq`.
#[inline]
pub(crate) fn neighbours(sq: u8) -> &'static [u8] {
    let i = usize::from(sq);
    &GEOMETRY.neighbours[i][..usize::from(GEOMETRY.neighbour_count[i])]
}

/// The ray from `sq` in direction `d` (index into `Direction::ALL`), nearest first.
#[inline]
pub(crate) fn ray(sq: u8, d: usize) -> &'static [u8] {
    let i = usize::from(sq);
    &GEOMETRY.rays[i][d][..usize::from(GEOMETRY.ray_len[i][d])]
}

/// Zobrist keys from a fixed splitmix64 stream: the same on every platform.
struct Keys {
    cells: [[u64; 32]; 17],
    black_to_move: u64,
    no_progress: [u64; 21],
    bag: [[u64; 6]; TYPES],
    alive: [[u64; 6]; TYPES],
}

static KEYS: Keys = {
    let mut state: u64 = 0x0bad_5eed_ba9c_0001;
    let mut keys = Keys {
        cells: [[0; 32]; 17],
        black_to_move: 0,
        no_progress: [0; 21],
        bag: [[0; 6]; TYPES],
        alive: [[0; 6]; TYPES],
    };
    // Code 0 (empty) keeps zero keys so empty squares cost nothing.
    let mut code = 1;
    while code < 17 {
        let mut sq = 0;
        while sq < 32 {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            keys.cells[code][sq] = mix(state);
            sq += 1;
        }
        code += 1;
    }
    state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    keys.black_to_move = mix(state);
    let mut n = 0;
    while n < 21 {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        keys.no_progress[n] = mix(state);
        n += 1;
    }
    let mut t = 0;
    while t < TYPES {
        let mut c = 0;
        while c < 6 {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            keys.bag[t][c] = mix(state);
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            keys.alive[t][c] = mix(state);
            c += 1;
        }
        t += 1;
    }
    keys
};

const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A search position. Copied on every move (about 80 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    /// One code per square: [`EMPTY`], [`HIDDEN`], [`INERT`] or a face-up piece.
    pub cells: [u8; 32],
    /// The colour to move: 0 red, 1 black.
    pub stm: usize,
    /// Plies since the last flip or capture.
    pub no_progress: u8,
    /// Face-down pieces by type (including the ones under [`INERT`] squares).
    pub bag: [u8; TYPES],
    /// Squares still [`HIDDEN`] (flippable).
    pub flippable: u8,
    /// Pieces not captured, by type (face up or face down).
    pub alive: [u8; TYPES],
    /// Pieces not captured, by colour.
    pub alive_count: [u8; 2],
    /// Zobrist key of everything above but the counts derived from the board.
    pub key: u64,
    /// Zobrist key of `alive` alone: what the piece values depend on.
    pub material_key: u64,
    /// Face-up pieces of each colour, a bit per square.
    pub pieces: [u32; 2],
    /// Every non-empty square.
    pub occupied: u32,
}

impl State {
    /// The public facts of `view` with `color` to move.
    pub fn from_view(view: &View, color: Color) -> State {
        let mut cells = [EMPTY; 32];
        let mut alive = [0u8; TYPES];
        for sq in Square::all() {
            cells[sq.index()] = match view.board().get(sq) {
                Occupant::Empty => EMPTY,
                Occupant::FaceDown => HIDDEN,
                Occupant::FaceUp(piece) => {
                    alive[type_of(piece)] += 1;
                    code_of(type_of(piece))
                }
            };
        }
        let mut bag = [0u8; TYPES];
        for (piece, n) in view.hidden_bag().iter() {
            bag[type_of(piece)] = n;
            alive[type_of(piece)] += n;
        }
        let mut state = State {
            cells,
            stm: color.index(),
            no_progress: view.no_progress().min(NO_PROGRESS_LIMIT),
            bag,
            flippable: cells.iter().filter(|&&c| c == HIDDEN).count() as u8,
            alive,
            alive_count: [0; 2],
            key: 0,
            material_key: 0,
            pieces: [0; 2],
            occupied: 0,
        };
        for (sq, &code) in cells.iter().enumerate() {
            state.mark(sq, code);
        }
        for (t, &n) in alive.iter().enumerate() {
            state.alive_count[color_of_type(t)] += n;
            state.material_key ^= KEYS.alive[t][usize::from(n)];
        }
        state.key = state.compute_key();
        state
    }

    /// The key computed from scratch (the incremental updates must agree with it).
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for (sq, &code) in self.cells.iter().enumerate() {
            key ^= KEYS.cells[usize::from(code)][sq];
        }
        if self.stm == 1 {
            key ^= KEYS.black_to_move;
        }
        key ^= KEYS.no_progress[usize::from(self.no_progress)];
        for t in 0..TYPES {
            key ^= KEYS.bag[t][usize::from(self.bag[t])];
        }
        key
    }

    #[inline]
    fn set_cell(&mut self, sq: u8, code: u8) {
        let i = usize::from(sq);
        self.key ^= KEYS.cells[usize::from(self.cells[i])][i] ^ KEYS.cells[usize::from(code)][i];
        let bit = 1u32 << i;
        self.occupied &= !bit;
        self.pieces[0] &= !bit;
        self.pieces[1] &= !bit;
        self.mark(i, code);
        self.cells[i] = code;
    }

    /// Sets the bits of square `i` for `code` (the bits start clear).
    #[inline]
    fn mark(&mut self, i: usize, code: u8) {
        if code != EMPTY {
            self.occupied |= 1 << i;
        }
        if let Some(t) = type_at(code) {
            self.pieces[color_of_type(t)] |= 1 << i;
        }
    }

    #[inline]
    fn set_no_progress(&mut self, n: u8) {
        self.key ^=
            KEYS.no_progress[usize::from(self.no_progress)] ^ KEYS.no_progress[usize::from(n)];
        self.no_progress = n;
    }

    #[inline]
    fn switch_side(&mut self) {
        self.stm ^= 1;
        self.key ^= KEYS.black_to_move;
    }

    /// Plays a step or capture from `from` to `to` (legal, by the side to move).
    pub fn play_move(&mut self, from: u8, to: u8) {
        let mover = self.cells[usize::from(from)];
        if let Some(t) = type_at(self.cells[usize::from(to)]) {
            self.material_key ^= KEYS.alive[t][usize::from(self.alive[t])]
                ^ KEYS.alive[t][usize::from(self.alive[t] - 1)];
            self.alive[t] -= 1;
            self.alive_count[color_of_type(t)] -= 1;
            self.set_no_progress(0);
        } else {
            self.set_no_progress((self.no_progress + 1).min(NO_PROGRESS_LIMIT));
        }
        self.set_cell(to, mover);
        self.set_cell(from, EMPTY);
        self.switch_side();
    }

    /// Plays a flip of `sq` that reveals a piece of type `t` from the bag.
    pub fn play_flip(&mut self, sq: u8, t: usize) {
        debug_assert_eq!(self.cells[usize::from(sq)], HIDDEN);
        debug_assert!(self.bag[t] > 0);
        self.key ^=
            KEYS.bag[t][usize::from(self.bag[t])] ^ KEYS.bag[t][usize::from(self.bag[t] - 1)];
        self.bag[t] -= 1;
        self.flippable -= 1;
        self.set_cell(sq, code_of(t));
        self.set_no_progress(0);
        self.switch_side();
    }

    /// Plays a flip of `sq` whose result stays unknown: the square becomes [`INERT`] and the bag is unchanged.
    pub fn play_blind_flip(&mut self, sq: u8) {
        debug_assert_eq!(self.cells[usize::from(sq)], HIDDEN);
        self.flippable -= 1;
        self.set_cell(sq, INERT);
        self.set_no_progress(0);
        self.switch_side();
    }

    /// Pieces in the bag.
    #[inline]
    pub fn bag_total(&self) -> u32 {
        self.bag.iter().map(|&n| u32::from(n)).sum()
    }

    /// The first piece beyond exactly one screen from `sq` in direction `d`: its square and code.
    #[inline]
    pub fn cannon_target(&self, sq: u8, d: usize) -> Option<(u8, u8)> {
        let mut screens = 0;
        for &s in ray(sq, d) {
            let code = self.cells[usize::from(s)];
            if code != EMPTY {
                if screens == 1 {
                    return Some((s, code));
                }
                screens += 1;
            }
        }
        None
    }

    /// Whether a piece of type `t` standing on `sq` could be captured right away by a face-up piece of the other
    /// colour (by a step or a cannon jump).
    pub fn is_attacked(&self, sq: u8, t: usize) -> bool {
        self.least_attacker(sq, t).is_some()
    }

    /// The cheapest-role attacker (by the caller's ordering, the highest role index) of a piece of type `t` on
    /// `sq`: its type, if any face-up enemy can capture it.
    pub fn least_attacker(&self, sq: u8, t: usize) -> Option<usize> {
        let enemy = 1 - color_of_type(t);
        let mut best: Option<usize> = None;
        let mut consider = |a: usize| {
            if best.is_none_or(|b| role_of_type(a) > role_of_type(b)) {
                best = Some(a);
            }
        };
        for &n in neighbours(sq) {
            if let Some(a) = type_at(self.cells[usize::from(n)])
                && color_of_type(a) == enemy
                && STEP_CAPTURES[role_of_type(a)][role_of_type(t)]
            {
                consider(a);
            }
        }
        for d in 0..4 {
            if let Some((_, code)) = self.cannon_target(sq, d)
                && let Some(a) = type_at(code)
                && color_of_type(a) == enemy
                && role_of_type(a) == CANNON
            {
                consider(a);
            }
        }
        best
    }
}

/// The squares next to any square of `set`.
#[inline]
pub(crate) fn neighbour_set(set: u32) -> u32 {
    const NOT_FILE_A: u32 = 0xfefe_fefe;
    const NOT_FILE_H: u32 = 0x7f7f_7f7f;
    (set << 8) | (set >> 8) | ((set & NOT_FILE_A) >> 1) | ((set & NOT_FILE_H) << 1)
}

/// Calls `f` with each square of a set, lowest first.
#[inline]
pub(crate) fn for_each_square(mut set: u32, mut f: impl FnMut(u8)) {
    while set != 0 {
        f(set.trailing_zeros() as u8);
        set &= set - 1;
    }
}

/// Converts a square index to a [`Square`].
#[inline]
pub(crate) fn square(sq: u8) -> Square {
    Square::from_index(usize::from(sq)).expect("square indices are below 32")
}

// The geometry table lists directions in the order of `Direction::ALL`.
const _: () = assert!(matches!(Direction::ALL[0], Direction::Up));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use crate::piece::Role;

    #[test]
    fn step_table_matches_the_rules() {
        for a in Role::ALL {
            for t in Role::ALL {
                assert_eq!(
                    STEP_CAPTURES[a.index()][t.index()],
                    a.captures_by_step(t),
                    "{a:?} {t:?}"
                );
            }
        }
    }

    #[test]
    fn geometry_matches_squares() {
        for sq in Square::all() {
            let i = sq.index() as u8;
            let mine: Vec<usize> = neighbours(i).iter().map(|&n| usize::from(n)).collect();
            let theirs: Vec<usize> = sq.neighbours().map(Square::index).collect();
            assert_eq!(mine, theirs);
            for (d, dir) in Direction::ALL.into_iter().enumerate() {
                let mine: Vec<usize> = ray(i, d).iter().map(|&n| usize::from(n)).collect();
                let theirs: Vec<usize> = sq.ray(dir).map(Square::index).collect();
                assert_eq!(mine, theirs);
            }
        }
    }

    #[test]
    fn incremental_key_matches_recomputed_key() {
        let position: Position = "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp"
            .parse()
            .unwrap();
        let view = position.view();
        let mut state = State::from_view(&view, Color::Red);
        assert_eq!(state.key, state.compute_key());
        // b4 (horse) steps to c4, then black flips f3 to the red cannon, then red blind-flips f2.
        state.play_move(25, 26);
        assert_eq!(state.key, state.compute_key());
        state.play_flip(21, type_of(Piece::new(Color::Red, Role::Cannon)));
        assert_eq!(state.key, state.compute_key());
        state.play_blind_flip(13);
        assert_eq!(state.key, state.compute_key());
        assert_eq!(state.flippable, 0);
        let rebuilt = State::from_view(&position.view(), Color::Red);
        let (mut red, mut occupied) = (0u32, 0u32);
        for sq in 0..32 {
            occupied |= u32::from(state.cells[sq] != EMPTY) << sq;
            red |= u32::from(type_at(state.cells[sq]).is_some_and(|t| t < 7)) << sq;
        }
        assert_eq!((state.pieces[0], state.occupied), (red, occupied));
        assert_eq!(
            rebuilt.pieces[0] | rebuilt.pieces[1] | 1 << 21 | 1 << 13,
            rebuilt.occupied
        );
    }
}
