//! The room's two seats beside the board: who sits there (or that it is free), whether they are connected, their
//! side, what a rated game did to their rating, and their clock.

use boardgame::Seat;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use super::Room;
use crate::i18n::t;
use crate::play::WebGame;
use crate::room::connection::{Connection, now_ms};

/// What a rated game did to `seat`'s rating, as ` (+12)` or ` (−12)`, once the room says.
fn rating_change(connection: &Connection, seat: Seat) -> Option<String> {
    let change = connection
        .info
        .with(|info| info.as_ref()?.ratings.map(|r| r[seat.index()]))?;
    let delta = change.after - change.before;
    let sign = if delta < 0 { '\u{2212}' } else { '+' };
    Some(format!(" ({sign}{})", delta.abs()))
}

/// `ms` as `m:ss`, or `h:mm:ss` from an hour up.
fn clock_text(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A signal that ticks four times a second while the page is up (clocks and countdowns).
pub(super) fn ticking() -> RwSignal<f64> {
    let tick = RwSignal::new(now_ms());
    let beat = Closure::<dyn FnMut()>::new(move || tick.set(now_ms()));
    if let Some(window) = web_sys::window()
        && let Ok(handle) = window.set_interval_with_callback_and_timeout_and_arguments_0(
            beat.as_ref().unchecked_ref(),
            250,
        )
    {
        let beat = StoredValue::new_local(Some(beat));
        on_cleanup(move || {
            if let Some(window) = web_sys::window() {
                window.clear_interval_with_handle(handle);
            }
            beat.set_value(None);
        });
    }
    tick
}

/// Time left on `seat`'s clock now, in a timed game.
pub(super) fn left<G: WebGame>(room: Room<G>, seat: Seat) -> Option<u64> {
    let connection = room.connection;
    connection.state.with(|s| {
        s.clocks.map(|clocks| {
            let mut ms = clocks.remaining_ms[seat.index()] as f64;
            if clocks.running == Some(seat) && s.end.is_none() {
                ms -= room.tick.get() - connection.received.get();
            }
            ms.max(0.0) as u64
        })
    })
}

/// The server keeps the clocks; a flag the page sees fall is checked there at once.
pub(super) fn watch_flags<G: WebGame>(room: Room<G>) {
    let state = room.connection.state;
    let flagged = StoredValue::new(None::<u64>);
    Effect::new(move |_| {
        let running = state.with(|s| s.clocks.and_then(|c| c.running));
        if let Some(seat) = running
            && room.on.get()
            && left(room, seat) == Some(0)
            && flagged.get_value() != Some(state.with_untracked(|s| s.seq))
        {
            flagged.set_value(Some(state.with_untracked(|s| s.seq)));
            room.connection
                .send(|id| protocol::live::ClientMessage::Flag { id });
        }
    });
}

/// `seat`'s row: presence, side, name, rating change and clock.
pub(super) fn seat_row<G: WebGame>(
    room: Room<G>,
    position: Signal<G::Position>,
    seat: Seat,
) -> impl IntoView {
    let Room { connection, me, .. } = room;
    let state = connection.state;
    let name = move || {
        state
            .with(|s| {
                s.players[seat.index()].as_ref().map(|p| match p.computer {
                    Some(level) => t(&format!("level-{}", level.name())),
                    None => p.name.clone(),
                })
            })
            .unwrap_or_else(|| t("room-free-seat"))
    };
    let mine = move || me.get() == Some(seat);
    let away = move || {
        connection
            .presence
            .with(|p| p.away_ms[seat.index()].is_some())
    };
    let side = move || position.with(|p| t(G::side_key(p, seat)));
    let clock = move || {
        left(room, seat).map(|ms| view! { <span class="clock" class:running=move || state.with(|s| s.clocks.and_then(|c| c.running)) == Some(seat)>{clock_text(ms)}</span> })
    };
    view! {
        <li class="seat" data-seat=seat.name() class:mine=mine>
            <span class="presence" class:away=away
                title=move || if away() { t("room-away") } else { t("room-connected") }></span>
            <span class="side">{side}</span>
            <span class="name">{name}{move || mine().then(|| format!(" ({})", t("room-you")))}</span>
            {move || rating_change(&connection, seat).map(|change| view! { <span class="rating-change">{change}</span> })}
            {clock}
        </li>
    }
}
