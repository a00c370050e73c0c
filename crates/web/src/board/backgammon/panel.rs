//! Under the backgammon board: the pip counts, what the person must know of the turn (a dance, a forced play), the
//! take-back and confirm buttons while a play is being built, the opening roll and the GNU Backgammon ID.

use backgammon::{Color, GameState, Recent};
use leptos::prelude::*;

use super::turn::Turn;
use super::{dice_text, side_name};
use crate::i18n::{number, t, t_args};

/// The pip counts, the turn's notice and the turn's buttons.
pub(super) fn turn_bar(
    turn: Turn,
    position: Signal<GameState>,
    recent: Signal<Recent>,
    interactive: Signal<bool>,
) -> impl IntoView {
    let notice = move || {
        if let Some((dancer, dice)) = recent.with(|r| r.dance) {
            return Some(t_args(
                "backgammon-dance",
                &[
                    ("side", side_name(dancer).into()),
                    ("dice", dice_text(dice).into()),
                ],
            ));
        }
        let forced = interactive.get() && position.with(|s| s.legal_plays().len() == 1);
        forced.then(|| t("backgammon-forced"))
    };
    let pips = move || {
        let shown = turn.shown.get();
        let pips = |color: Color| match color {
            Color::White => shown.pip_count(),
            Color::Black => shown.opponent_pip_count(),
        };
        [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                view! {
                    <span class="pip" data-color=color.to_string()>
                        {side_name(color)} ": " <b>{number(i64::from(pips(color)))}</b>
                    </span>
                }
            })
            .collect_view()
    };
    let nothing_made = move || {
        turn.builder
            .with(|b| b.as_ref().is_none_or(|b| b.moves().next().is_none()))
    };
    view! {
        <div class="turn-bar">
            <p class="pips" aria-label=t("backgammon-pips")>{t("backgammon-pips")} " — " {pips}</p>
            {move || notice().map(|n| view! { <p class="notice" role="status">{n}</p> })}
            {move || turn.builder.with(Option::is_some).then(|| view! {
                <div class="turn-buttons">
                    <button class="take-back" on:click=move |_| turn.take_back() disabled=nothing_made>
                        {t("backgammon-take-back")}
                    </button>
                    <button class="confirm" on:click=move |_| turn.confirm()
                        disabled=move || turn.finished.get().is_none()>{t("backgammon-confirm")}</button>
                </div>
            })}
        </div>
    }
}

/// The opening roll and the position's GNU Backgammon ID (Position ID:Match ID), under the board.
pub(super) fn facts(position: Signal<GameState>, recent: Signal<Recent>) -> impl IntoView {
    view! {
        {move || recent.with(Recent::opening_roll).map(|(white, black, first)| {
            view! {
                <p class="opening">{t_args("backgammon-opening", &[
                    ("white", white.into()),
                    ("black", black.into()),
                    ("side", side_name(first).into()),
                ])}</p>
            }
        })}
        <p class="gnubg-id">{t("backgammon-id")} ": " <code>{move || position.with(GameState::gnubg_id)}</code></p>
    }
}
