//! The transposition table the searching AIs share: a fixed number of slots indexed by the Zobrist key's high bits,
//! so the same key lands in the same slot on 32- and 64-bit targets. A game creates one for each search and never
//! lets it outlive the search, so nothing leaks from one decision into the next. Generic over the game's move type.

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// The best move found, if the search got one.
    pub mv: Option<M>,
    /// The score, with [`Entry::bound`] saying how it bounds the true one.
    pub score: i32,
    /// The depth searched.
    pub depth: i32,
    /// What the score means.
    pub bound: Bound,
}

#[derive(Clone, Copy)]
struct Slot<M> {
    key: u64,
    entry: Entry<M>,
}

/// A table of `2^bits` slots; a new result always replaces the old one (one search per table, so no ageing).
pub struct Table<M> {
    slots: Vec<Option<Slot<M>>>,
    shift: u32,
}

impl<M: Copy> Table<M> {
    /// An empty table of `2^bits` slots.
    #[must_use]
    pub fn new(bits: u32) -> Table<M> {
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
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        match self.slots[self.index(key)] {
            Some(slot) if slot.key == key => Some(slot.entry),
            _ => None,
        }
    }

    /// Stores `entry` for `key`, keeping the old best move of the same position if the new entry has none.
    #[inline]
    pub fn store(&mut self, key: u64, mut entry: Entry<M>) {
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
        let mut table = Table::<u16>::new(4);
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

    #[test]
    fn keeps_the_old_move_when_the_new_entry_has_none() {
        let mut table = Table::new(4);
        let entry = |mv| Entry {
            mv,
            score: 0,
            depth: 1,
            bound: Bound::Lower,
        };
        table.store(7, entry(Some(5u16)));
        table.store(7, entry(None));
        assert_eq!(table.probe(7).and_then(|e| e.mv), Some(5));
    }
}
