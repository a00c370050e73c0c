//! The transposition table: a fixed number of slots indexed by the Zobrist key's high bits, so the same key lands
//! in the same slot on 32- and 64-bit targets. It is created for each call of [`super::choose`] and never outlives
//! it, so nothing leaks from one decision into the next.

use crate::Move;

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

#[derive(Clone, Copy)]
struct Slot {
    key: u64,
    entry: Entry,
}

/// A table of `2^bits` slots; a new result always replaces the old one (one search per table, so no ageing).
pub(crate) struct Table {
    slots: Vec<Option<Slot>>,
    shift: u32,
}

impl Table {
    /// An empty table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![None; 1 << bits],
            shift: 64 - bits,
        }
    }

    fn index(&self, key: u64) -> usize {
        // Shift in u64 first, then a value below 2^bits: identical on every pointer width.
        (key >> self.shift) as usize
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        match self.slots[self.index(key)] {
            Some(slot) if slot.key == key => Some(slot.entry),
            _ => None,
        }
    }

    /// Stores `entry` for `key`, keeping the old best move of the same position if the new entry has none.
    pub fn store(&mut self, key: u64, mut entry: Entry) {
        let index = self.index(key);
        if let Some(old) = self.slots[index]
            && old.key == key
            && entry.mv.is_none()
        {
            entry.mv = old.entry.mv;
        }
        self.slots[index] = Some(Slot { key, entry });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut table = Table::new(4);
        let entry = Entry {
            mv: None,
            score: 42,
            depth: 3,
            bound: Bound::Exact,
        };
        table.store(0xabcd_0000_0000_0001, entry);
        assert_eq!(
            table.probe(0xabcd_0000_0000_0001).map(|e| e.score),
            Some(42)
        );
        // Same slot (same high bits), another key: no false hit.
        assert!(table.probe(0xabcd_0000_0000_0002).is_none());
    }
}
