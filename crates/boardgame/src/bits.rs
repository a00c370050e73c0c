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

/// The point of the non-empty `set` nearest the start of a ray: its lowest point if the ray runs towards higher
/// indices (`ascending`), else its highest.
#[inline]
#[must_use]
pub const fn nearest(set: u128, ascending: bool) -> usize {
    if ascending {
        set.trailing_zeros() as usize
    } else {
        127 - set.leading_zeros() as usize
    }
}

#[cfg(test)]
mod tests {
    use super::{bit, nearest};

    #[test]
    fn each_bit_is_the_shift_it_replaces() {
        for i in 0..128 {
            assert_eq!(bit(i), 1u128 << i, "point {i}");
        }
    }

    #[test]
    fn nearest_is_the_first_point_met_along_the_ray() {
        let set = bit(3) | bit(40) | bit(99);
        assert_eq!(nearest(set, true), 3);
        assert_eq!(nearest(set, false), 99);
        assert_eq!(nearest(bit(127), true), 127);
        assert_eq!(nearest(bit(0), false), 0);
    }
}
