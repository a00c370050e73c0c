//! Sets of up to 128 points in a `u128` (bit `i` for point `i`): Xiangqi's 90 points, Hnefatafl's 121 squares.

/// The set of point `index` alone (`index` < 128), read from a table because wasm has no 128-bit shift: there
/// `1u128 << index` is a call into the compiler's runtime that returns its result through memory, and move
/// generation, make/unmake and the attack tests build such sets at every node (the Xiangqi worker's search ran 1.15
/// times as long with the shift).
#[inline]
#[must_use]
pub const fn bit(index: usize) -> u128 {
    const BITS: [u128; 128] = {
        let mut table = [0; 128];
        let mut i = 0;
        while i < 128 {
            table[i] = 1 << i;
            i += 1;
        }
        table
    };
    BITS[index]
}

#[cfg(test)]
mod tests {
    use super::bit;

    #[test]
    fn each_bit_is_the_shift_it_replaces() {
        for i in 0..128 {
            assert_eq!(bit(i), 1u128 << i, "point {i}");
        }
    }
}
