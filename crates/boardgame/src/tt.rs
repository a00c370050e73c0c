//! The transposition table the searching AIs share: a fixed number of slots indexed by the Zobrist key's high bits,
//! so the same key lands in the same slot on 32- and 64-bit targets. A game creates one for each search and never
//! lets it outlive the search, so nothing leaks from one decision into the next. Generic over the game's move type.
//!
//! Scores of won and lost games shrink with the distance to the end (a quicker win scores higher), but a stored
//! position may be reached again at another distance from the root. So the table stores such scores counted from
//! the position itself and turns them back into root distances on the way out: callers give the ply they are at
//! and always see scores from their own point of view.

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

impl Bound {
    /// What a node's best score `score` says of its true score, for a search with the window `(alpha, beta)`
    /// (`alpha` as it was on entry): a fail high is a lower bound, a fail low an upper bound, anything between exact.
    #[must_use]
    pub fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
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

impl<M> Entry<M> {
    /// The stored score, if it settles a node searched with the window `(alpha, beta)`.
    #[must_use]
    pub fn cutoff(&self, alpha: i32, beta: i32) -> Option<i32> {
        match self.bound {
            Bound::Exact => Some(self.score),
            Bound::Lower if self.score >= beta => Some(self.score),
            Bound::Upper if self.score <= alpha => Some(self.score),
            _ => None,
        }
    }
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
    decisive: i32,
}

impl<M: Copy> Table<M> {
    /// An empty table of `2^bits` slots, for a search whose scores beyond ±`decisive` are won or lost games
    /// (their distance from the root taken off).
    #[must_use]
    pub fn new(bits: u32, decisive: i32) -> Table<M> {
        Table {
            slots: vec![None; 1 << bits],
            shift: 64 - bits,
            decisive,
        }
    }

    fn index(&self, key: u64) -> usize {
        // Shift in u64 first, then a value below 2^bits: identical on every pointer width.
        (key >> self.shift) as usize
    }

    /// The entry stored for `key`, its score seen from a node `ply` plies below the root.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry<M>> {
        match self.slots[self.index(key)] {
            Some(slot) if slot.key == key => Some(Entry {
                score: self.seen_from(slot.entry.score, ply),
                ..slot.entry
            }),
            _ => None,
        }
    }

    /// Stores `entry` for `key`, found at a node `ply` plies below the root, keeping the old best move of the same
    /// position if the new entry has none.
    #[inline]
    pub fn store(&mut self, key: u64, ply: usize, mut entry: Entry<M>) {
        let index = self.index(key);
        if let Some(old) = self.slots[index]
            && old.key == key
            && entry.mv.is_none()
        {
            entry.mv = old.entry.mv;
        }
        entry.score = self.counted_from_node(entry.score, ply);
        self.slots[index] = Some(Slot { key, entry });
    }

    /// A root-relative score as stored: a won or lost game counted from this node.
    fn counted_from_node(&self, score: i32, ply: usize) -> i32 {
        let ply = ply as i32;
        if score >= self.decisive {
            score + ply
        } else if score <= -self.decisive {
            score - ply
        } else {
            score
        }
    }

    /// A stored score seen from a node `ply` plies below the root.
    fn seen_from(&self, score: i32, ply: usize) -> i32 {
        let ply = ply as i32;
        if score >= self.decisive {
            score - ply
        } else if score <= -self.decisive {
            score + ply
        } else {
            score
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WIN: i32 = 30_000;
    const WIN_BOUND: i32 = WIN - 1_000;

    fn entry<M>(mv: Option<M>, score: i32, bound: Bound) -> Entry<M> {
        Entry {
            mv,
            score,
            depth: 1,
            bound,
        }
    }

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut table = Table::<u16>::new(4, WIN_BOUND);
        table.store(0xabcd_0000_0000_0001, 0, entry(None, 42, Bound::Exact));
        assert_eq!(
            table.probe(0xabcd_0000_0000_0001, 0).map(|e| e.score),
            Some(42)
        );
        // Same slot (same high bits), another key: no false hit.
        assert!(table.probe(0xabcd_0000_0000_0002, 0).is_none());
    }

    #[test]
    fn keeps_the_old_move_when_the_new_entry_has_none() {
        let mut table = Table::new(4, WIN_BOUND);
        table.store(7, 0, entry(Some(5u16), 0, Bound::Lower));
        table.store(7, 0, entry(None, 0, Bound::Lower));
        assert_eq!(table.probe(7, 0).and_then(|e| e.mv), Some(5));
    }

    #[test]
    fn a_win_keeps_its_distance_from_the_node_that_stored_it() {
        let mut table = Table::<u16>::new(4, WIN_BOUND);
        // Found 3 plies below the root: a win 5 plies from the root, so 2 from this node.
        table.store(9, 3, entry(None, WIN - 5, Bound::Exact));
        // Reached again 7 plies below the root: still 2 plies to go, so 9 from the root.
        assert_eq!(table.probe(9, 7).map(|e| e.score), Some(WIN - 9));
        table.store(9, 4, entry(None, -(WIN - 6), Bound::Exact));
        assert_eq!(table.probe(9, 1).map(|e| e.score), Some(-(WIN - 3)));
        // Ordinary scores do not move.
        table.store(9, 4, entry(None, 250, Bound::Exact));
        assert_eq!(table.probe(9, 1).map(|e| e.score), Some(250));
    }

    #[test]
    fn an_entry_settles_only_the_windows_its_bound_decides() {
        let lower = entry::<u16>(None, 50, Bound::Lower);
        assert_eq!(lower.cutoff(0, 40), Some(50));
        assert_eq!(lower.cutoff(0, 60), None);
        let upper = entry::<u16>(None, -10, Bound::Upper);
        assert_eq!(upper.cutoff(0, 40), Some(-10));
        assert_eq!(upper.cutoff(-20, 40), None);
        assert_eq!(entry::<u16>(None, 7, Bound::Exact).cutoff(10, 20), Some(7));
    }

    #[test]
    fn a_score_at_or_beyond_the_window_is_a_bound_inside_it_exact() {
        assert_eq!(Bound::of(40, 0, 40), Bound::Lower);
        assert_eq!(Bound::of(39, 0, 40), Bound::Exact);
        assert_eq!(Bound::of(0, 0, 40), Bound::Upper);
        assert_eq!(Bound::of(-5, 0, 40), Bound::Upper);
    }
}
