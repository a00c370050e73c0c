//! What the panel beside the board shows in every game, on this device or in a room: the status line, the line of
//! play (the move list, the captured pieces) and the announcer.

use boardgame::Seat;
use games::Line;
use leptos::prelude::*;

use super::{WebGame, announce, captured, moves};
use crate::i18n::{t, t_args};

/// Where the game stands, as the status line says it.
pub enum Status {
    /// Over: the end's banner.
    Over(String),
    /// Not started: the catalogue key of what it waits for.
    Waiting(&'static str),
    /// The computer is choosing its move.
    Thinking,
    /// The seat whose move it is, if any.
    ToMove(Option<Seat>),
}

/// The status line for `status` in `live`: the banner, a note, or whose move it is and what they must know (check).
pub fn status<G: WebGame>(live: &G::Position, status: Status) -> AnyView {
    match status {
        Status::Over(text) => view! { <p class="banner" role="alert">{text}</p> }.into_any(),
        Status::Waiting(key) => view! { <p class="status" role="status">{t(key)}</p> }.into_any(),
        Status::Thinking => {
            view! { <p class="status thinking" role="status">{t("play-thinking")}</p> }.into_any()
        }
        Status::ToMove(None) => ().into_any(),
        Status::ToMove(Some(seat)) => {
            let mut text = t_args(
                "play-to-move",
                &[("side", t(G::side_key(live, seat)).into())],
            );
            if let Some(alert) = G::alert(live) {
                text = format!("{text} — {}", t(alert));
            }
            view! { <p class="status" role="status">{text}</p> }.into_any()
        }
    }
}

/// The line of play that `line` reads from `source`, for the person whose seat is at the bottom (`reader`): how its
/// moves are numbered where the game says so (Backgammon's points), the move list (at the ply `shown`, stepped through
/// with `viewing`), and the pieces lost in the `position` shown. The announcer ([`announcer`]) is apart: on a game
/// page it comes with the board, the line of play just after it.
pub fn line_of_play<G: WebGame, T: Send + Sync + 'static>(
    source: RwSignal<T>,
    line: fn(&T) -> &Line<G>,
    (shown, position): (Memo<usize>, Signal<G::Position>),
    viewing: RwSignal<Option<usize>>,
    reader: Signal<Seat>,
) -> impl IntoView {
    let texts = Memo::new(move |_| source.with(|s| moves::move_texts::<G>(line(s), reader.get())));
    view! {
        {move || G::numbering(reader.get()).map(|note| view! { <p class="numbering">{note}</p> })}
        {moves::move_list(texts, shown, viewing)}
        {captured::captured::<G>(position)}
    }
}

/// Each new move of the line that `line` reads from `source`, announced for the person whose seat is at the bottom
/// (`reader`) and heard: with the board, so that no move goes unannounced or unheard while the panels load.
pub fn announcer<G: WebGame, T: Send + Sync + 'static>(
    source: RwSignal<T>,
    line: fn(&T) -> &Line<G>,
    reader: Signal<Seat>,
) -> impl IntoView {
    let latest =
        Memo::new(move |_| source.with(|s| announce::latest_words::<G>(line(s), reader.get())));
    announce::announcer(latest)
}
