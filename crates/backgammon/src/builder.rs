//! A play assembled one checker move at a time, as a person makes it at the board: each step is offered only if
//! the turn can still be completed into one of the [`legal_plays`], so the rules on using both dice (and the larger
//! one) hold without the person ever being stuck half-way.

use std::collections::BTreeSet;

use crate::{Dice, Move, Play, Position, legal_plays, single_moves};

/// A turn in progress: the roll, the moves made so far and what they lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayBuilder {
    start: Position,
    plays: Vec<Play>,
    results: BTreeSet<Position>,
    /// Each move made, with the die it used and the position after it.
    done: Vec<(Move, u8, Position)>,
    dice: Vec<u8>,
}

impl PlayBuilder {
    /// A fresh turn: `position` seen by the player on roll, who rolled `dice`.
    #[must_use]
    pub fn new(position: Position, dice: Dice) -> PlayBuilder {
        let plays = legal_plays(&position, dice);
        let results = plays.iter().map(Play::result).collect();
        let dice = if dice.is_double() {
            vec![dice.high(); 4]
        } else {
            vec![dice.high(), dice.low()]
        };
        PlayBuilder {
            start: position,
            plays,
            results,
            done: Vec::new(),
            dice,
        }
    }

    /// The board after the moves made so far (from the mover's view).
    #[must_use]
    pub fn position(&self) -> Position {
        self.done.last().map_or(self.start, |&(_, _, after)| after)
    }

    /// The moves made so far, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.done.iter().map(|&(m, _, _)| m)
    }

    /// The dice not used yet (a double shows four).
    #[must_use]
    pub fn unused_dice(&self) -> Vec<u8> {
        let mut left = self.dice.clone();
        for &(_, die, _) in &self.done {
            if let Some(i) = left.iter().position(|&d| d == die) {
                left.remove(i);
            }
        }
        left
    }

    /// Every single move that may come next, with the die it uses.
    #[must_use]
    pub fn next_moves(&self) -> Vec<(Move, u8, Position)> {
        let left = self.unused_dice();
        let mut next = Vec::new();
        for die in distinct(&left) {
            for (m, after) in single_moves(&self.position(), die) {
                if self.completes(after, &without(&left, die)) {
                    next.push((m, die, after));
                }
            }
        }
        next
    }

    /// Where the checker on `from` (25: the bar) can go now, each with the shortest run of moves that takes it there:
    /// one die, or several dice played by that same checker (passing only points it may stop on).
    #[must_use]
    pub fn destinations(&self, from: u8) -> Vec<(u8, Vec<Move>)> {
        let mut found: Vec<(u8, Vec<Move>)> = Vec::new();
        let mut frontier = vec![(self.clone(), from, Vec::new())];
        while !frontier.is_empty() {
            let mut deeper = Vec::new();
            for (builder, at, run) in frontier {
                for (m, _, _) in builder
                    .next_moves()
                    .into_iter()
                    .filter(|(m, ..)| m.from == at)
                {
                    if found.iter().any(|(to, _)| *to == m.to) {
                        continue;
                    }
                    let mut run = run.clone();
                    run.push(m);
                    found.push((m.to, run.clone()));
                    if m.to != 0 {
                        let mut next = builder.clone();
                        next.make(m);
                        deeper.push((next, m.to, run));
                    }
                }
            }
            frontier = deeper;
        }
        found
    }

    /// Makes `m` if it may come next; returns whether it was made.
    pub fn make(&mut self, m: Move) -> bool {
        match self.next_moves().into_iter().find(|&(n, _, _)| n == m) {
            Some(step) => {
                self.done.push(step);
                true
            }
            None => false,
        }
    }

    /// Takes back the latest move made.
    pub fn take_back(&mut self) -> Option<Move> {
        self.done.pop().map(|(m, _, _)| m)
    }

    /// The legal play the moves made so far complete, once nothing more may be moved.
    #[must_use]
    pub fn finished(&self) -> Option<Play> {
        if !self.next_moves().is_empty() {
            return None;
        }
        let after = self.position();
        self.plays.iter().find(|p| p.result() == after).copied()
    }

    /// Whether some way of playing the `left` dice from `position` ends in a legal play's result. Every move bears
    /// off or moves forward, so a line that stops early never reaches the result of a longer one.
    fn completes(&self, position: Position, left: &[u8]) -> bool {
        let mut moved = false;
        for die in distinct(left) {
            for (_, after) in single_moves(&position, die) {
                moved = true;
                if self.completes(after, &without(left, die)) {
                    return true;
                }
            }
        }
        !moved && self.results.contains(&position)
    }
}

fn distinct(dice: &[u8]) -> Vec<u8> {
    let mut values = dice.to_vec();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    values
}

fn without(dice: &[u8], die: u8) -> Vec<u8> {
    let mut left = dice.to_vec();
    if let Some(i) = left.iter().position(|&d| d == die) {
        left.remove(i);
    }
    left
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dice(a: u8, b: u8) -> Dice {
        Dice::new(a, b).unwrap()
    }

    fn mv(from: u8, to: u8) -> Move {
        Move { from, to }
    }

    #[test]
    fn a_play_made_move_by_move_is_one_of_the_legal_plays() {
        let mut builder = PlayBuilder::new(Position::START, dice(3, 1));
        assert!(builder.finished().is_none());
        assert!(builder.make(mv(8, 5)));
        assert!(!builder.make(mv(8, 5)), "the 3 is used up");
        assert!(builder.make(mv(6, 5)));
        let play = builder.finished().expect("both dice are played");
        assert!(legal_plays(&Position::START, dice(3, 1)).contains(&play));
        assert_eq!(builder.take_back(), Some(mv(6, 5)));
        assert!(builder.finished().is_none());
    }

    #[test]
    fn a_checker_can_use_both_dice_through_an_open_point() {
        let builder = PlayBuilder::new(Position::START, dice(6, 5));
        let from_24 = builder.destinations(24);
        let to = |point: u8| {
            from_24
                .iter()
                .find(|(t, _)| *t == point)
                .map(|(_, r)| r.clone())
        };
        assert_eq!(to(18), Some(vec![mv(24, 18)]));
        assert_eq!(to(13), Some(vec![mv(24, 18), mv(18, 13)]), "lover's leap");
        assert_eq!(to(19), None, "the opponent holds the 19-point");
    }

    /// Every way through the builder, to the end of the turn.
    fn finishes(builder: &PlayBuilder, out: &mut BTreeSet<Position>) {
        let next = builder.next_moves();
        if next.is_empty() {
            let play = builder
                .finished()
                .expect("a turn with nothing left to move is a legal play");
            out.insert(play.result());
        }
        for (m, _, _) in next {
            let mut deeper = builder.clone();
            assert!(deeper.make(m));
            finishes(&deeper, out);
        }
    }

    #[test]
    fn move_by_move_reaches_exactly_the_legal_plays() {
        use boardgame::GameRng;
        let mut rng = GameRng::from_seed(21);
        let mut checked = 0;
        for _game in 0..6 {
            let mut position = Position::START;
            for _turn in 0..60 {
                let roll = Dice::roll(&mut rng);
                let plays = legal_plays(&position, roll);
                let legal: BTreeSet<Position> = plays.iter().map(Play::result).collect();
                let mut reached = BTreeSet::new();
                finishes(&PlayBuilder::new(position, roll), &mut reached);
                assert_eq!(reached, legal, "{position:?} {roll}");
                checked += 1;
                let play = plays[rng.below(plays.len() as u32) as usize];
                if play.result().off() == 15 {
                    break;
                }
                position = play.result().switch_sides();
            }
        }
        assert!(checked > 200);
    }

    #[test]
    fn a_dance_offers_nothing_and_is_finished_at_once() {
        let mine = [(25, 1), (6, 14)];
        let theirs = [
            (19, 2),
            (20, 2),
            (21, 2),
            (22, 2),
            (23, 2),
            (24, 2),
            (18, 3),
        ];
        let position = Position::from_points(&mine, &theirs).unwrap();
        let builder = PlayBuilder::new(position, dice(4, 2));
        assert!(builder.next_moves().is_empty());
        assert!(builder.finished().is_some_and(|p| p.is_dance()));
    }

    #[test]
    fn bearing_off_goes_to_point_zero() {
        let mine = [(1, 1), (2, 1)];
        let theirs = [(20, 15)];
        let position = Position::from_points(&mine, &theirs).unwrap();
        let mut builder = PlayBuilder::new(position, dice(6, 5));
        let off: Vec<_> = builder.destinations(2);
        assert!(off.iter().any(|(to, _)| *to == 0), "{off:?}");
        assert!(builder.make(mv(2, 0)));
        assert!(builder.make(mv(1, 0)));
        assert_eq!(builder.position().off(), 15);
        assert!(builder.finished().is_some());
    }
}
