//! The pieces each seat has lost, as each game counts them: what a table shows beside the board, and what makes a
//! move a capture (its sound).

use std::convert::Infallible;

use backgammon::Backgammon;
use banqi::Banqi;
use boardgame::{Game, Seat};
use hnefatafl::Hnefatafl;
use xiangqi::Xiangqi;

/// A game whose seats lose pieces for good.
pub trait Captures: Game {
    /// A lost piece, as the game names it.
    type Piece: Copy;

    /// The pieces each seat has lost by `position`, in seat order.
    fn captured(position: &Self::Position) -> [Vec<Self::Piece>; 2];

    /// Whether the move from `before` to `after` took a piece.
    fn is_capture(before: &Self::Position, after: &Self::Position) -> bool {
        let lost = |position| Self::captured(position).iter().map(Vec::len).sum::<usize>();
        lost(after) > lost(before)
    }
}

impl Captures for Xiangqi {
    type Piece = xiangqi::Piece;

    fn captured(game: &<Xiangqi as Game>::Position) -> [Vec<xiangqi::Piece>; 2] {
        xiangqi::captured(game.start_position(), game.position())
    }
}

impl Captures for Hnefatafl {
    type Piece = hnefatafl::Piece;

    fn captured(game: &hnefatafl::GameState) -> [Vec<hnefatafl::Piece>; 2] {
        hnefatafl::captured(game.start_position(), game.position())
    }
}

impl Captures for Banqi {
    type Piece = banqi::Piece;

    /// Each seat's graveyard: the captured pieces of its colour (none before the first flip gives it one).
    fn captured(position: &banqi::Position) -> [Vec<banqi::Piece>; 2] {
        Seat::BOTH.map(|seat| {
            position.color_of(seat).map_or_else(Vec::new, |color| {
                position
                    .captured()
                    .pieces()
                    .filter(|piece| piece.color == color)
                    .collect()
            })
        })
    }
}

/// A hit checker goes to the bar and comes back: backgammon loses nothing for good.
impl Captures for Backgammon {
    type Piece = Infallible;

    fn captured(_state: &backgammon::GameState) -> [Vec<Infallible>; 2] {
        [Vec::new(), Vec::new()]
    }
}

#[cfg(test)]
mod tests {
    use boardgame::GameRng;

    use super::*;

    /// Plays `moves` from the start of `G`, answering whether each was a capture.
    fn captures<G: Captures>(moves: &[&str]) -> Vec<bool> {
        let mut position = G::start(&mut GameRng::from_seed(0));
        moves
            .iter()
            .map(|text| {
                let before = position.clone();
                let action = G::parse_action(&position, text).unwrap();
                G::apply(&mut position, &action);
                G::is_capture(&before, &position)
            })
            .collect()
    }

    #[test]
    fn a_move_that_takes_a_piece_is_a_capture() {
        // The cannon takes the horse; the chariot takes the cannon back.
        assert_eq!(
            captures::<Xiangqi>(&["h2h9", "i9h9"]),
            [true, true],
            "cannon and chariot capture"
        );
        assert_eq!(captures::<Xiangqi>(&["h2e2", "h9g7"]), [false, false]);
        assert_eq!(
            Xiangqi::captured(&Xiangqi::start(&mut GameRng::from_seed(0))),
            [vec![], vec![]],
            "nothing is lost at the start"
        );
    }

    #[test]
    fn backgammon_loses_nothing_for_good() {
        assert_eq!(
            captures::<Backgammon>(&["opening 3 1", "8/5 6/5"]),
            [false, false]
        );
    }
}
