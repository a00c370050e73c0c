//! The pieces each side has lost in a game: what stood at its start and stands no more.

use crate::{Color, Kind, Piece, Position};

/// The pieces Red and Black (in that order) have lost between `start` and `now`: each lost piece once, by kind in
/// [`Kind::ALL`]'s order.
pub fn captured(start: &Position, now: &Position) -> [Vec<Piece>; 2] {
    let count =
        |position: &Position, piece: Piece| position.pieces().filter(|&(_, p)| p == piece).count();
    [Color::Red, Color::Black].map(|color| {
        Kind::ALL
            .into_iter()
            .map(|kind| Piece::new(color, kind))
            .flat_map(|piece| {
                let lost = count(start, piece).saturating_sub(count(now, piece));
                std::iter::repeat_n(piece, lost)
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pieces_gone_since_the_start_are_captured() {
        let start = Position::start();
        assert_eq!(captured(&start, &start), [vec![], vec![]]);
        // Red has lost a chariot, Black both cannons and a soldier.
        let now: Position = "1nbakabnr/9/9/p1p1p1p2/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1"
            .parse()
            .unwrap();
        let [red, black] = captured(&start, &now);
        assert_eq!(red, [Piece::new(Color::Red, Kind::Chariot)]);
        assert_eq!(
            black,
            [
                Piece::new(Color::Black, Kind::Chariot),
                Piece::new(Color::Black, Kind::Cannon),
                Piece::new(Color::Black, Kind::Cannon),
                Piece::new(Color::Black, Kind::Soldier),
            ]
        );
    }
}
