//! A game's past as its board shows it: the opening roll and who it sent first, the latest play that moved checkers
//! and a dance since, and a play written in either player's point numbering.

use crate::{Action, Color, Dice, GameState, Phase, Play, format_play};

/// Who moves first after an opening roll of `white` and `black` (two different dice): the higher die's side.
pub fn opening_winner(white: u8, black: u8) -> Color {
    if white > black {
        Color::White
    } else {
        Color::Black
    }
}

/// What a game's past shows on its board, followed from the start one action at a time ([`Recent::follow`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Recent {
    /// The opening roll: White's die and Black's die.
    pub opening: Option<(u8, u8)>,
    /// The latest play that moved checkers, and who played it.
    pub play: Option<(Color, Play)>,
    /// A dance since that play, the latest: who danced, and on which roll.
    pub dance: Option<(Color, Dice)>,
}

impl Recent {
    /// Takes in `action`, played in `before`.
    pub fn follow(&mut self, before: &GameState, action: &Action) {
        match action {
            Action::Opening { white, black } => self.opening = Some((*white, *black)),
            Action::Roll(_) => {}
            Action::Play(play) if play.is_dance() => {
                if let Phase::Move(dice) = before.phase() {
                    self.dance = Some((before.on_roll(), dice));
                }
            }
            Action::Play(play) => {
                self.play = Some((before.on_roll(), *play));
                self.dance = None;
            }
        }
    }

    /// The opening roll, White's die first, and the side it sent first.
    pub fn opening_roll(&self) -> Option<(u8, u8, Color)> {
        self.opening
            .map(|(white, black)| (white, black, opening_winner(white, black)))
    }
}

/// `play`, played in `before`, as gnubg writes it (`24/18 13/9*`, `bar/22`, `6/off`, `6/4(2)`) but with the points
/// numbered from `reader`'s side: the mover's point n is the other player's 25 − n.
pub fn format_play_for(before: &GameState, play: &Play, reader: Color) -> String {
    let text = format_play(&before.position(), play);
    if before.on_roll() == reader {
        text
    } else {
        from_other_side(&text)
    }
}

/// A play's text with every point numbered from the other side; `bar`, `off` and the repeat counts in brackets stay
/// as they are.
fn from_other_side(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut in_count = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() && !in_count {
            let mut number = c.to_digit(10).unwrap_or(0);
            while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                number = number * 10 + digit;
                chars.next();
            }
            out.push_str(&(25 - number.min(24)).to_string());
        } else {
            in_count = match c {
                '(' => true,
                ')' => false,
                _ => in_count,
            };
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use boardgame::Game;

    use super::*;
    use crate::{Backgammon, pos};

    /// Plays `texts` from `state`, following each action into `recent`.
    fn play(state: &mut GameState, recent: &mut Recent, texts: &[&str]) {
        for text in texts {
            let action = Backgammon::parse_action(state, text).unwrap();
            recent.follow(state, &action);
            Backgammon::apply(state, &action);
        }
    }

    #[test]
    fn the_higher_opening_die_moves_first() {
        assert_eq!(opening_winner(5, 3), Color::White);
        assert_eq!(opening_winner(2, 6), Color::Black);
    }

    #[test]
    fn the_opening_roll_and_the_latest_play_are_remembered() {
        let (mut state, mut recent) = (GameState::new(), Recent::default());
        play(&mut state, &mut recent, &["opening 3 1", "8/5 6/5"]);
        assert_eq!(recent.opening_roll(), Some((3, 1, Color::White)));
        let (mover, latest) = recent.play.unwrap();
        assert_eq!(mover, Color::White);
        assert_eq!(format_play(&crate::Position::START, &latest), "8/5 6/5");
        assert_eq!(recent.dance, None);
    }

    #[test]
    fn a_dance_is_shown_until_the_next_real_play() {
        let closed = pos!(x 25:1, 6:14; o 19:2, 20:2, 21:2, 22:2, 23:2, 24:2);
        let mut state = GameState::from_position(closed, Color::White);
        let mut recent = Recent::default();
        play(&mut state, &mut recent, &["roll 6 5", "dance"]);
        assert_eq!(recent.dance, Some((Color::White, Dice::new(6, 5).unwrap())));
        play(&mut state, &mut recent, &["roll 2 1"]);
        assert!(
            recent.dance.is_some(),
            "a roll does not end the dance's notice"
        );
        let text = Backgammon::format_action(&state, &Backgammon::legal_actions(&state)[0]);
        play(&mut state, &mut recent, &[&text]);
        assert_eq!(recent.dance, None);
        assert_eq!(recent.play.map(|(mover, _)| mover), Some(Color::Black));
    }

    #[test]
    fn a_play_reads_in_the_readers_numbering() {
        let mut state = GameState::new();
        Backgammon::apply(&mut state, &Action::Opening { white: 1, black: 3 });
        let dice = Dice::new(3, 1).unwrap();
        let play = crate::parse_play(&state.position(), dice, "8/5 6/5").unwrap();
        assert_eq!(format_play_for(&state, &play, Color::Black), "8/5 6/5");
        assert_eq!(format_play_for(&state, &play, Color::White), "17/20 19/20");
        assert_eq!(
            from_other_side("bar/22 6/off 6/4(2)"),
            "bar/3 19/off 19/21(2)"
        );
    }
}
