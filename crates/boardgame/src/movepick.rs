//! The move picker the searching AIs share: each game scores its moves its own way (table move, captures,
//! killers, history), and the picker hands them out best first by selection, so a node that cuts off early never
//! pays for sorting the rest. Among equal scores the earlier slot wins, so the order depends on nothing but the scores
//! and the order the moves were pushed in.

/// Up to `N` moves (or moves with whatever the search keeps beside them) with their ordering scores.
pub struct Picker<M, const N: usize> {
    moves: [M; N],
    scores: [i32; N],
    len: usize,
    next: usize,
}

impl<M: Copy, const N: usize> Picker<M, N> {
    /// An empty picker; `filler` only fills the unused slots.
    #[must_use]
    pub fn new(filler: M) -> Picker<M, N> {
        Picker {
            moves: [filler; N],
            scores: [0; N],
            len: 0,
            next: 0,
        }
    }

    /// Adds a move with its score.
    ///
    /// # Panics
    /// If the picker already holds `N` moves.
    #[inline]
    pub fn push(&mut self, mv: M, score: i32) {
        self.moves[self.len] = mv;
        self.scores[self.len] = score;
        self.len += 1;
    }

    /// How many moves were pushed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no move was pushed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The best move not handed out yet, with its score.
    #[inline]
    pub fn next_scored(&mut self) -> Option<(M, i32)> {
        if self.next >= self.len {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..self.len {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        self.next += 1;
        Some((self.moves[self.next - 1], self.scores[self.next - 1]))
    }
}

impl<M: Copy, const N: usize> Iterator for Picker<M, N> {
    type Item = M;

    #[inline]
    fn next(&mut self) -> Option<M> {
        self.next_scored().map(|(mv, _)| mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_out_best_first_in_a_fixed_order() {
        let mut picker = Picker::<char, 8>::new(' ');
        for (mv, score) in [('a', 1), ('b', 5), ('c', 3), ('d', 5), ('e', -2)] {
            picker.push(mv, score);
        }
        assert_eq!(picker.len(), 5);
        assert_eq!(picker.next_scored(), Some(('b', 5)));
        assert_eq!(picker.collect::<String>(), "dcae");
    }

    #[test]
    fn an_empty_picker_hands_out_nothing() {
        let mut picker = Picker::<u8, 4>::new(0);
        assert!(picker.is_empty());
        assert_eq!(picker.next(), None);
    }
}
