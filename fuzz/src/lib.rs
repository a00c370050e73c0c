//! What the fuzz targets share: each game's text in and out, checked to round-trip.
//!
//! A target hands arbitrary text to a parser; whatever parses must format back into text that parses to the same
//! thing, and nothing may panic. The first byte of the input picks the game where a target covers all four.

use boardgame::Game;

/// Runs `check::<G>(text)` for the game the first byte names.
pub fn for_game(data: &[u8], check: &impl GameCheck) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    match which % 4 {
        0 => check.run::<xiangqi::Xiangqi>(text),
        1 => check.run::<banqi::Banqi>(text),
        2 => check.run::<backgammon::Backgammon>(text),
        _ => check.run::<hnefatafl::Hnefatafl>(text),
    }
}

/// A check generic over the game.
pub trait GameCheck {
    /// Checks `text` as game `G`'s.
    fn run<G: Game>(&self, text: &str);
}

/// Position strings: what parses formats back to a string that parses to the same position; the position's legal
/// actions each format and parse back to themselves.
pub struct Positions;

impl GameCheck for Positions {
    fn run<G: Game>(&self, text: &str) {
        let Ok(position) = G::parse_position(text) else {
            return;
        };
        let written = G::format_position(&position);
        let again = G::parse_position(&written)
            .unwrap_or_else(|e| panic!("{written:?} (from {text:?}) does not parse: {e}"));
        assert_eq!(G::format_position(&again), written, "from {text:?}");
        if G::turn(&position) == boardgame::Turn::Over {
            return;
        }
        for action in G::legal_actions(&position).iter().take(64) {
            let text = G::format_action(&position, action);
            let back = G::parse_action(&position, &text)
                .unwrap_or_else(|e| panic!("{text:?} in {written:?} does not parse: {e}"));
            assert_eq!(&back, action, "{text:?} in {written:?}");
        }
    }
}

/// Action text in the standard start: what parses is legal there and formats back to itself.
pub struct Actions;

impl GameCheck for Actions {
    fn run<G: Game>(&self, text: &str) {
        let position = G::start(&mut boardgame::GameRng::from_seed(7));
        let Ok(action) = G::parse_action(&position, text) else {
            return;
        };
        let written = G::format_action(&position, &action);
        let back = G::parse_action(&position, &written)
            .unwrap_or_else(|e| panic!("{written:?} (from {text:?}) does not parse: {e}"));
        assert_eq!(back, action, "from {text:?}");
    }
}
