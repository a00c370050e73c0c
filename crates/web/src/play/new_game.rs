//! The new-game form: a friend here or online, or the computer at a level; the side; an online room's clock; a ranked
//! game.

use boardgame::{Level, Seat};
use leptos::prelude::*;
use protocol::live::ClockSetting;
use serde::{Deserialize, Serialize};

use super::WebGame;
use crate::i18n::t;
use crate::storage;

/// Who the person plays in a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// A friend on this screen.
    Here,
    /// A friend on another device, in an online room.
    Online,
    /// The computer at a level.
    Computer(Level),
}

/// The clocks an online room may have: none, or a Fischer clock (minutes + seconds per move).
const CLOCKS: [Option<(u32, u32)>; 4] = [None, Some((3, 2)), Some((10, 5)), Some((30, 0))];

/// An online room's clock from its (minutes, seconds per move).
fn clock_setting(choice: Option<(u32, u32)>) -> Option<ClockSetting> {
    choice.map(|(minutes, increment)| ClockSetting {
        initial_secs: minutes * 60,
        increment_secs: increment,
    })
}

/// What a new game is to be; the last one started is remembered per game, and the form opens on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// Who the person plays.
    pub opponent: Opponent,
    /// The person's seat.
    pub side: Seat,
    /// A ranked game against the computer.
    pub ranked: bool,
    /// An online room's clock.
    pub clock: Option<ClockSetting>,
}

/// Choosing the opponent (a friend here or online, or the computer at a level), the side and, online, a clock; then
/// starting.
pub fn new_game<G: WebGame>(
    open: bool,
    start: impl Fn(Choice) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let key = format!("tabula.choice.{}", G::KIND.name());
    let last = storage::load(&key)
        .and_then(|json| serde_json::from_str::<Choice>(&json).ok())
        .unwrap_or(Choice {
            opponent: Opponent::Computer(Level::Easy),
            side: Seat::First,
            ranked: false,
            clock: None,
        });
    let opponent = RwSignal::new(last.opponent);
    let side = RwSignal::new(last.side);
    // Unticked on arrival: a ranked game is a choice made each time, never carried over from the last game.
    let ranked = RwSignal::new(false);
    let clock = RwSignal::new(
        CLOCKS
            .iter()
            .position(|&c| clock_setting(c) == last.clock)
            .unwrap_or(0),
    );
    let account = crate::account::use_account();
    let can_rank =
        move || account.me.with(Option::is_some) && matches!(opponent.get(), Opponent::Computer(_));
    let opponents = [
        (Opponent::Here, "play-friend"),
        (Opponent::Online, "room-online"),
        (Opponent::Computer(Level::Easy), "level-easy"),
        (Opponent::Computer(Level::Normal), "level-normal"),
        (Opponent::Computer(Level::Expert), "level-expert"),
    ];
    let opponent_choices = opponents
        .into_iter()
        .map(|(choice, key)| {
            view! {
                <label>
                    <input type="radio" name="opponent" value=key
                        prop:checked=move || opponent.get() == choice
                        on:change=move |_| opponent.set(choice) />
                    {t(key)}
                </label>
            }
        })
        .collect_view();
    let side_choices = [Seat::First, Seat::Second]
        .into_iter()
        .map(|seat| {
            view! {
                <label>
                    <input type="radio" name="side" value=G::seat_key(seat)
                        prop:checked=move || side.get() == seat
                        on:change=move |_| side.set(seat) />
                    {t(G::seat_key(seat))}
                </label>
            }
        })
        .collect_view();
    let clock_choices = move || {
        CLOCKS
            .iter()
            .enumerate()
            .map(|(index, choice)| {
                let label = match choice {
                    None => t("room-untimed"),
                    Some((minutes, increment)) => format!("{minutes} + {increment}"),
                };
                view! { <option value=index.to_string() selected=move || clock.get() == index>{label}</option> }
            })
            .collect_view()
    };
    let choose = move || Choice {
        opponent: opponent.get_untracked(),
        side: side.get_untracked(),
        ranked: can_rank() && ranked.get_untracked(),
        clock: clock_setting(CLOCKS[clock.get_untracked()]),
    };
    let begin = move || {
        let choice = choose();
        let remembered = Choice {
            // A ranked game is chosen each time: the box arrives unticked, whatever the last game was.
            ranked: false,
            ..choice
        };
        storage::save(
            &key,
            &serde_json::to_string(&remembered).expect("choices serialise"),
        );
        start(choice);
    };
    view! {
        <details class="new-game" open=open>
            <summary>{t("play-new-game")}</summary>
            <fieldset>
                <legend>{t("play-opponent")}</legend>
                {opponent_choices}
            </fieldset>
            {G::CHOOSE_SIDE.then(|| view! {
                <fieldset disabled=move || opponent.get() == Opponent::Here>
                    <legend>{t("play-side")}</legend>
                    {side_choices}
                </fieldset>
            })}
            {move || (opponent.get() == Opponent::Online).then(|| view! {
                <label class="clock-choice">{t("room-clock")}
                    <select name="clock" on:change=move |ev| clock.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {clock_choices()}
                    </select>
                </label>
            })}
            {move || can_rank().then(|| view! {
                <label class="ranked-choice">
                    <input type="checkbox" name="ranked" prop:checked=move || ranked.get()
                        on:change=move |ev| ranked.set(event_target_checked(&ev)) />
                    {t("ranked-choice")}
                    <span class="ranked-hint">{t("ranked-hint")}</span>
                </label>
            })}
            <button class="start" on:click=move |_| begin()>
                {t("play-start")}
            </button>
        </details>
    }
}
