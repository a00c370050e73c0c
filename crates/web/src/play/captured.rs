//! The pieces each side has lost, drawn as small discs beside the board.

use boardgame::Seat;
use leptos::prelude::*;

use super::WebGame;
use crate::board::PieceLook;
use crate::i18n::{t, t_args};

/// Small discs for the pieces each side has lost.
pub fn captured<G: WebGame>(position: Signal<G::Position>) -> impl IntoView {
    let row = move |seat: Seat| {
        move || {
            let (lost, key) = position.with(|p| (G::captured(p), G::side_key(p, seat)));
            let lost = &lost[seat.index()];
            (!lost.is_empty()).then(|| {
                let discs = lost.iter().map(|&piece| disc(G::look(piece))).collect_view();
                view! {
                    <li>
                        <span class="who">{t_args("play-taken-from", &[("side", t(key).into())])}</span>
                        <span class="lost">{discs}</span>
                    </li>
                }
            })
        }
    };
    view! {
        <ul class="captured" aria-label=t("play-captured")>{row(Seat::First)}{row(Seat::Second)}</ul>
    }
}

/// A piece drawn on its own, outside the board.
pub fn disc(look: PieceLook) -> impl IntoView {
    view! {
        <svg class="disc" viewBox="-50 -50 100 100" role="img" aria-label=look.name>
            <g class=format!("piece {}", look.class)>
                <circle r="43" />
                <text dy="0.35em">{look.glyph}</text>
            </g>
        </svg>
    }
}
