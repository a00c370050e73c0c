//! The line of play beside the board: what the board shows of it (the latest ply, or an earlier one while the person
//! looks back), and the move list that steps through it.

use boardgame::Seat;
use leptos::prelude::*;

use super::WebGame;
use crate::i18n::t;

/// How the move list writes every action of `line`, for `reader` (see [`WebGame::move_text`]).
pub fn move_texts<G: WebGame>(line: &games::Line<G>, reader: Seat) -> Vec<String> {
    let mut texts = Vec::new();
    line.visit(|before, action| texts.push(G::move_text(before, action, reader)));
    texts
}

/// The seat at the bottom of the board: the first, unless the board is flipped.
pub fn bottom_seat(flipped: bool) -> Seat {
    if flipped { Seat::Second } else { Seat::First }
}

/// What the board shows of a game's line: the ply on screen (the latest, or an earlier one while the person looks
/// back through the move list), its position, the action that led there and every action before it.
pub struct Shown<G: WebGame> {
    /// The ply on screen.
    pub ply: Memo<usize>,
    /// The position at that ply.
    pub position: Signal<G::Position>,
    /// The action that led to it.
    pub last: Signal<Option<G::Action>>,
    /// What the board shows of the game's past up to it.
    pub recent: Memo<G::Recent>,
}

/// [`Shown`] of the line `line` reads from `source` (the local table, or a room's session), at `viewing` if set.
pub fn shown<G: WebGame, T: Send + Sync + 'static>(
    source: RwSignal<T>,
    line: fn(&T) -> &games::Line<G>,
    viewing: RwSignal<Option<usize>>,
) -> Shown<G> {
    let plies = Memo::new(move |_| source.with(|s| line(s).len()));
    let ply = Memo::new(move |_| viewing.get().map_or(plies.get(), |v| v.min(plies.get())));
    let position = Signal::derive(move || source.with(|s| line(s).position_at(ply.get())));
    let last = Signal::derive(move || {
        let ply = ply.get();
        (ply > 0).then(|| source.with(|s| line(s).actions()[ply - 1]))
    });
    let recent = Memo::new(move |_| source.with(|s| G::recent(line(s), ply.get())));
    Shown {
        ply,
        position,
        last,
        recent,
    }
}

/// The moves so far, two to a line; a click shows the position after that move, the arrows step through them.
pub fn move_list(
    texts: Memo<Vec<String>>,
    shown: Memo<usize>,
    viewing: RwSignal<Option<usize>>,
) -> impl IntoView {
    let texts = move || texts.get();
    let count = move || texts().len();
    let go = move |ply: usize| viewing.set((ply < count()).then_some(ply));
    let entry = move |ply: usize, text: String| {
        view! {
            <button class="ply" class:current=move || shown.get() == ply on:click=move |_| go(ply)>{text}</button>
        }
    };
    let rows = move || {
        let texts = texts();
        texts
            .chunks(2)
            .enumerate()
            .map(|(row, pair)| {
                let first = entry(row * 2 + 1, pair[0].clone());
                let second = pair.get(1).map(|text| entry(row * 2 + 2, text.clone()));
                view! { <li><span class="number">{row + 1}"."</span>{first}{second}</li> }
            })
            .collect_view()
    };
    view! {
        <div class="moves-box">
            <ol class="moves" aria-label=t("play-moves")>{rows}</ol>
            <div class="replay" role="group" aria-label=t("play-replay")>
                <button class="first" aria-label=t("play-first") on:click=move |_| go(0)>"«"</button>
                <button class="back" aria-label=t("play-back")
                    on:click=move |_| go(shown.get_untracked().saturating_sub(1))>"‹"</button>
                <button class="forward" aria-label=t("play-forward")
                    on:click=move |_| go(shown.get_untracked() + 1)>"›"</button>
                <button class="latest" aria-label=t("play-latest") on:click=move |_| viewing.set(None)>"»"</button>
            </div>
            {move || viewing.get().map(|ply| {
                view! { <p class="viewing">{t("play-viewing")} " " {ply} " / " {count()}</p> }
            })}
        </div>
    }
}
