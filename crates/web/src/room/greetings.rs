//! Greetings in a room: a row of preset phrases a player sends as codes, the last few heard shown in the reader's
//! own language (a Khmer player's "hello" reads in Kazakh on a Kazakh page), and a switch that mutes them, kept
//! across visits.

use boardgame::Seat;
use leptos::prelude::*;
use protocol::live::Greeting;

use super::connection::Connection;
use crate::i18n::{t, t_args};
use crate::storage;

/// The catalogue key of a greeting's phrase (none for a code this page does not know).
fn phrase(greeting: Greeting) -> Option<&'static str> {
    Some(match greeting {
        Greeting::Hello => "greeting-hello",
        Greeting::GoodLuck => "greeting-good_luck",
        Greeting::HaveFun => "greeting-have_fun",
        Greeting::WellPlayed => "greeting-well_played",
        Greeting::GoodGame => "greeting-good_game",
        Greeting::ThankYou => "greeting-thank_you",
        Greeting::Sorry => "greeting-sorry",
        Greeting::Oops => "greeting-oops",
        Greeting::Rematch => "greeting-rematch",
        Greeting::HaveToGo => "greeting-have_to_go",
        Greeting::Unknown => return None,
    })
}

/// Where the mute switch is kept.
const MUTED: &str = "tabula-greetings-muted";

/// The greetings part of a room's panel: the phrases (players only), what was heard, and the mute switch.
pub fn row(connection: Connection, me: Memo<Option<Seat>>) -> impl IntoView {
    let muted = RwSignal::new(storage::load(MUTED).as_deref() == Some("on"));
    let flip = move |_| {
        muted.update(|m| *m = !*m);
        storage::save(MUTED, if muted.get_untracked() { "on" } else { "off" });
    };
    let name = move |seat: Seat| {
        connection
            .state
            .with(|s| s.players[seat.index()].as_ref().map(|p| p.name.clone()))
            .unwrap_or_default()
    };
    let heard = move || {
        (!muted.get()).then(|| {
            view! {
                <ul class="greetings-heard" aria-live="polite">
                    <For
                        each=move || connection.greetings.get().into_iter().filter(|(_, _, g)| phrase(*g).is_some())
                        key=|(n, _, _)| *n
                        children=move |(_, seat, greeting)| view! {
                            <li class="greeting" data-seat=seat.name() data-greeting=greeting.code()>
                                {move || t_args("greetings-said", &[
                                    ("name", name(seat).into()),
                                    ("phrase", phrase(greeting).map(t).unwrap_or_default().into()),
                                ])}
                            </li>
                        }
                    />
                </ul>
            }
        })
    };
    let phrases = move || {
        (me.get().is_some() && !muted.get()).then(|| {
            view! {
                <div class="greetings-row" role="group" aria-label=move || t("greetings-label")>
                    {Greeting::ALL.into_iter().map(|greeting| view! {
                        <button class="greet" data-greeting=greeting.code()
                            on:click=move |_| connection.greet(greeting)>
                            {move || phrase(greeting).map(t).unwrap_or_default()}
                        </button>
                    }).collect_view()}
                </div>
            }
        })
    };
    view! {
        <div class="greetings">
            {phrases}
            {heard}
            <button class="mute-greetings" aria-pressed=move || muted.get().to_string() on:click=flip>
                {move || if muted.get() { t("greetings-unmute") } else { t("greetings-mute") }}
            </button>
        </div>
    }
}
