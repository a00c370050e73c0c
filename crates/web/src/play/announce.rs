//! The moves read out as they are played: a live region for screen readers, and each move's sound.

use boardgame::{Seat, Turn};
use leptos::prelude::*;

use super::WebGame;
use crate::i18n::{t, t_args};
use crate::sound::{self, Sound};

/// How many moves the announcer reads out at once: a move and the roll after it. More new moves at once are a game
/// opened or caught up with, read from the move list instead.
const ANNOUNCED: usize = 2;

/// How many moves `line` holds, and its latest ones (up to [`ANNOUNCED`], oldest first): in words, each saying who
/// played it, as the live region announces them, and the sound each makes.
pub fn latest_words<G: WebGame>(
    line: &games::Line<G>,
    reader: Seat,
) -> (usize, Vec<(String, Sound)>) {
    let count = line.len();
    let first = count.saturating_sub(ANNOUNCED);
    let mut before = line.position_at(first);
    let words = line.actions()[first..]
        .iter()
        .map(|action| {
            let mut after = before.clone();
            G::apply(&mut after, action);
            let words = G::move_words(&before, action, &after, reader);
            let words = match G::alert(&after) {
                Some(alert) => format!("{words}, {}", t(alert)),
                None => words,
            };
            let said = match G::turn(&before) {
                Turn::Player(seat) => t_args(
                    "play-announce",
                    &[
                        ("side", t(G::side_key(&after, seat)).into()),
                        ("move", words.into()),
                    ],
                ),
                Turn::Chance | Turn::Over => words,
            };
            let sound = sound_of::<G>(&before, &after);
            before = after;
            (said, sound)
        })
        .collect();
    (count, words)
}

/// What the move from `before` to `after` sounds like.
fn sound_of<G: WebGame>(before: &G::Position, after: &G::Position) -> Sound {
    if G::outcome(after).is_some() {
        Sound::End
    } else if G::alert(after).is_some() {
        Sound::Check
    } else if G::turn(before) == Turn::Chance {
        Sound::Dice
    } else if G::is_capture(before, after) {
        Sound::Capture
    } else {
        Sound::Move
    }
}

/// A live region that announces each new move once, the person's and the opponent's alike, and plays its sound
/// (when sound is on); stepping back through the moves, taking one back or opening a game announces nothing.
pub fn announcer(latest: Memo<(usize, Vec<(String, Sound)>)>) -> impl IntoView {
    let said = RwSignal::new(String::new());
    let seen = StoredValue::new(latest.with_untracked(|(count, _)| *count));
    Effect::new(move |_| {
        latest.with(|(count, words)| {
            let new = count.saturating_sub(seen.get_value());
            if (1..=ANNOUNCED).contains(&new) {
                let fresh = &words[words.len() - new..];
                let text: Vec<&str> = fresh.iter().map(|(text, _)| text.as_str()).collect();
                said.set(text.join(". "));
                let sounds: Vec<Sound> = fresh.iter().map(|(_, sound)| *sound).collect();
                sound::play(&sounds);
            }
            seen.set_value(*count);
        });
    });
    view! { <p class="sr-only announce" aria-live="polite">{move || said.get()}</p> }
}
