//! Zobrist keys: a 64-bit hash of the pieces and the side to move, updated incrementally by every move.

use crate::side::Piece;
use crate::square::Square;

/// splitmix64: a fixed, well-mixed sequence, computed at compile time so every build agrees on the keys.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn piece_keys() -> [[u64; Square::COUNT]; 3] {
    let mut keys = [[0; Square::COUNT]; 3];
    let mut state = 0x7AF1_u64;
    let mut piece = 0;
    while piece < 3 {
        let mut square = 0;
        while square < Square::COUNT {
            let (next, key) = splitmix(state);
            state = next;
            keys[piece][square] = key;
            square += 1;
        }
        piece += 1;
    }
    keys
}

static PIECE_KEYS: [[u64; Square::COUNT]; 3] = piece_keys();

/// Toggled when the defenders are to move.
pub const DEFENDERS_TO_MOVE: u64 = splitmix(0xD3FE_4D3E).1;

/// The key of `piece` standing on `square`.
#[must_use]
pub fn piece_key(piece: Piece, square: Square) -> u64 {
    PIECE_KEYS[piece as usize][square.index()]
}
