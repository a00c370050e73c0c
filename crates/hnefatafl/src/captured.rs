//! The pieces each side has lost in a game: what stood at its start and stands no more.

use crate::{Piece, Position};

/// The pieces the attackers and the defenders (in that order, the seats' order) have lost between `start` and
/// `now`. The king is never among them: his capture ends the game, and the board shows him taken.
pub fn captured(start: &Position, now: &Position) -> [Vec<Piece>; 2] {
    let lost = |count: fn(&Position) -> u32| count(start).saturating_sub(count(now)) as usize;
    [
        vec![Piece::Attacker; lost(|p| p.attackers().len())],
        vec![Piece::Defender; lost(|p| p.defenders().len())],
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attackers_and_defenders_taken_are_counted_by_side() {
        // Two attackers and one defender gone.
        let now: Position =
            "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKT2tt/t3TTT3t/t4T4t/11/5t5/3ttt5/ a"
                .parse()
                .unwrap();
        let start = Position::start();
        assert_eq!(
            captured(&start, &now),
            [vec![Piece::Attacker; 2], vec![Piece::Defender]]
        );
        assert!(captured(&now, &now).iter().all(Vec::is_empty));
    }
}
