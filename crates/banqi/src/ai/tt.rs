//! A small transposition table: one slot per key, filled in a fixed order, so the search stays deterministic.

use super::movegen::Mv;

/// How a stored score bounds the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Bound {
    /// Nothing stored.
    #[default]
    None,
    /// The exact value.
    Exact,
    /// The value is at least the score.
    Lower,
    /// The value is at most the score.
    Upper,
}

#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    key: u64,
    pub score: i32,
    pub depth: i8,
    pub bound: Bound,
    from: u8,
    to: u8,
}

impl Entry {
    /// The best move stored with the entry.
    pub fn mv(&self) -> Mv {
        Mv {
            from: self.from,
            to: self.to,
        }
    }
}

pub(crate) struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![Entry::default(); 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.slots[key as usize & self.mask];
        (entry.bound != Bound::None && entry.key == key).then_some(entry)
    }

    /// Stores a result, keeping a deeper result for the same key.
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, mv: Mv) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key && i32::from(slot.depth) > depth && slot.bound != Bound::None {
            return;
        }
        *slot = Entry {
            key,
            score,
            depth: depth.clamp(-1, 127) as i8,
            bound,
            from: mv.from,
            to: mv.to,
        };
    }
}
