//! Zobrist keys: one random 64-bit number per (piece byte, point) and one for Black to move, XOR-ed together.
//! Fixed at compile time (SplitMix64 from a constant seed), so keys agree on every platform and every run.

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// Keys indexed by board byte (0–15; 0 and 8 unused) and point.
pub(crate) static PIECE_KEYS: [[u64; 90]; 16] = {
    let mut table = [[0; 90]; 16];
    let mut state = 0x5851_f42d_4c95_7f2d;
    let mut code = 0;
    while code < 16 {
        let mut sq = 0;
        while sq < 90 {
            let (next, value) = splitmix(state);
            state = next;
            if code & 7 != 0 {
                table[code][sq] = value;
            }
            sq += 1;
        }
        code += 1;
    }
    table
};

/// XOR-ed in when Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = splitmix(0x2545_f491_4f6c_dd1d).1;
