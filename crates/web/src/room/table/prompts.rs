//! What a room's panel asks of the players and tells them: draw offers, an opponent gone, a rematch, resigning, the
//! game's buttons, the link's state, a ranked game's terms and result, who is watching.

use boardgame::{Outcome, Seat};
use leptos::prelude::*;
use protocol::live::{CLAIM_AFTER_MS, Claim, ClientMessage};

use super::Room;
use crate::i18n::{t, t_args};
use crate::play::WebGame;
use crate::room::connection::Link;

/// The link lost: a room reconnects, a ranked game is paused.
pub(super) fn link<G: WebGame>(room: Room<G>) -> impl IntoView {
    move || {
        let text = if room.ranked {
            t("ranked-paused")
        } else {
            t("room-reconnecting")
        };
        (room.connection.link.get() == Link::Lost && !room.over.get())
            .then(|| view! { <p class="problem link-lost" role="status">{text}</p> })
    }
}

/// A command the server refused, or `trouble` on this device.
pub(super) fn problem<G: WebGame>(
    room: Room<G>,
    trouble: RwSignal<Option<String>>,
) -> impl IntoView {
    move || {
        let refused = room
            .connection
            .problem
            .get()
            .map(|code| t(&format!("error-{}", code.as_str())));
        refused
            .or_else(|| trouble.get())
            .map(|text| view! { <p class="problem" role="alert">{text}</p> })
    }
}

/// A ranked game's terms, then what it counted for.
pub(super) fn badge<G: WebGame>(room: Room<G>) -> impl IntoView {
    move || {
        let (_, level) = room.computer.get()?;
        let mine = room.me.get()?;
        let terms = t_args(
            "ranked-game",
            &[
                ("level", t(&format!("level-{}", level.name())).into()),
                ("points", level.points().into()),
            ],
        );
        let result = room
            .connection
            .state
            .with(|s| s.end.as_ref().map(|end| end.outcome()))
            .map(|outcome| match outcome {
                Some(Outcome::Win(seat)) if seat == mine => {
                    t_args("ranked-won", &[("points", level.points().into())])
                }
                Some(Outcome::Draw) => t("ranked-drawn"),
                _ => t("ranked-lost"),
            });
        Some(view! {
            <div class="ranked-badge">
                <p>{terms}</p>
                {result.map(|r| view! { <p class="ranked-result" role="status">{r}</p> })}
            </div>
        })
    }
}

/// A draw offer: the opponent's to answer; the person's own, waiting and then declined (until the next action).
pub(super) fn draw<G: WebGame>(room: Room<G>) -> impl IntoView {
    let Room {
        connection, me, on, ..
    } = room;
    let state = connection.state;
    let incoming = move || {
        let offer = state.with(|s| s.draw_offer)?;
        let mine = me.get()?;
        (on.get() && offer.seat != mine).then(|| {
            view! {
                <div class="prompt draw-offer" role="alert">
                    <p>{t("room-draw-incoming")}</p>
                    <button class="accept-draw" on:click=move |_| connection.send(|id| ClientMessage::AnswerDraw { id, accept: true })>{t("room-accept")}</button>
                    <button class="decline-draw" on:click=move |_| connection.send(|id| ClientMessage::AnswerDraw { id, accept: false })>{t("room-decline")}</button>
                </div>
            }
        })
    };
    let declined_at = RwSignal::new(None::<usize>);
    Effect::new(move |before: Option<Option<Seat>>| {
        let offer = state.with(|s| s.draw_offer.map(|o| o.seat));
        if let (Some(Some(seat)), None) = (before, offer)
            && Some(seat) == me.get_untracked()
            && !room.over.get_untracked()
        {
            declined_at.set(Some(state.with_untracked(|s| s.actions.len())));
        }
        offer
    });
    let sent = move || {
        let mine = me.get()?;
        let offer = state.with(|s| s.draw_offer)?;
        (on.get() && offer.seat == mine)
            .then(|| view! { <p class="status draw-sent" role="status">{t("room-draw-sent")}</p> })
    };
    let declined = move || {
        let plies = declined_at.get()?;
        (on.get() && state.with(|s| s.actions.len()) == plies)
            .then(|| view! { <p class="status draw-declined" role="status">{t("room-draw-declined")}</p> })
    };
    view! { {incoming}{sent}{declined} }
}

/// An untimed room whose opponent has gone while it is their move: the countdown, then a win or a draw to claim.
pub(super) fn gone<G: WebGame>(room: Room<G>) -> impl IntoView {
    let connection = room.connection;
    move || {
        if room.ranked {
            return None;
        }
        let other = room.me.get()?.opponent();
        let away = connection.presence.with(|p| p.away_ms[other.index()])?;
        let theirs = room.session.with(|s| s.awaited()) == Some(other);
        let untimed = connection.state.with(|s| s.clocks.is_none());
        (room.on.get() && theirs && untimed).then(|| {
            let gone = away as f64 + room.tick.get() - connection.received.get();
            let seconds = ((CLAIM_AFTER_MS as f64 - gone) / 1000.0).ceil().max(0.0) as u64;
            let can_claim = seconds == 0;
            view! {
                <div class="prompt opponent-gone" role="status">
                    <p>{t_args("room-gone", &[("seconds", seconds.into())])}</p>
                    {can_claim.then(|| view! {
                        <button class="claim-win" on:click=move |_| connection.send(|id| ClientMessage::Claim { id, outcome: Claim::Win })>{t("room-claim-win")}</button>
                        <button class="claim-draw" on:click=move |_| connection.send(|id| ClientMessage::Claim { id, outcome: Claim::Draw })>{t("room-claim-draw")}</button>
                    })}
                </div>
            }
        })
    }
}

/// After the end: play again (a ranked game at once; a room once both agree).
pub(super) fn rematch<G: WebGame>(room: Room<G>) -> impl IntoView {
    let connection = room.connection;
    move || {
        let mine = room.me.get()?;
        // A room nobody joined has no opponent to play again.
        if !room.over.get() || !room.started.get() {
            return None;
        }
        if room.ranked {
            return Some(view! {
                <button class="rematch" on:click=move |_| connection.send(|id| ClientMessage::Rematch { id })>{t("ranked-again")}</button>
            }.into_any());
        }
        let offer = connection.state.with(|s| s.rematch_offer);
        Some(match offer {
            Some(seat) if seat == mine => view! { <p class="status rematch-waiting">{t("room-rematch-offered")}</p> }.into_any(),
            Some(_) => view! {
                <div class="prompt rematch-offer" role="alert">
                    <p>{t("room-rematch-incoming")}</p>
                    <button class="rematch" on:click=move |_| connection.send(|id| ClientMessage::Rematch { id })>{t("room-accept")}</button>
                </div>
            }.into_any(),
            None => view! {
                <button class="rematch" on:click=move |_| connection.send(|id| ClientMessage::Rematch { id })>{t("room-rematch")}</button>
            }.into_any(),
        })
    }
}

/// The player's buttons (roll, offer a draw, abort, resign), and the question resigning asks first: a game is not
/// lost to a stray click.
pub(super) fn buttons<G: WebGame>(
    room: Room<G>,
    my_roll: Memo<bool>,
    ready: Memo<bool>,
) -> (impl IntoView, impl IntoView) {
    let Room {
        connection,
        me,
        on,
        over,
        ranked,
        ..
    } = room;
    let state = connection.state;
    let both_moved =
        Memo::new(move |_| state.with(|s| Seat::BOTH.iter().all(|&seat| s.has_moved(seat))));
    let resigning = RwSignal::new(false);
    let resign_prompt = move || {
        (resigning.get() && on.get()).then(|| {
            let question = if ranked { t("ranked-resign-confirm") } else { t("room-resign-confirm") };
            view! {
                <div class="prompt resign-confirm" role="alert">
                    <p>{question}</p>
                    <button class="confirm-resign" on:click=move |_| {
                        resigning.set(false);
                        connection.send(|id| ClientMessage::Resign { id });
                    }>{t("room-resign")}</button>
                    <button class="cancel-resign" on:click=move |_| resigning.set(false)>{t("room-keep-playing")}</button>
                </div>
            }
        })
    };
    let buttons = move || {
        me.get().map(|mine| {
            view! {
                <div class="buttons">
                    {move || my_roll.get().then(|| view! {
                        <button class="roll" disabled=move || !ready.get()
                            on:click=move |_| connection.send(|id| ClientMessage::Roll { id })>{t("room-roll")}</button>
                    })}
                    {move || (on.get() && G::DRAWS && !ranked).then(|| view! {
                        <button class="offer-draw"
                            disabled=move || !state.with(|s| s.may_offer_draw(mine))
                            on:click=move |_| connection.send(|id| ClientMessage::OfferDraw { id })>{t("room-offer-draw")}</button>
                    })}
                    {move || (!over.get() && !both_moved.get() && !ranked).then(|| view! {
                        <button class="abort" on:click=move |_| connection.send(|id| ClientMessage::Abort { id })>{t("room-abort")}</button>
                    })}
                    {move || (on.get() && (both_moved.get() || ranked) && !resigning.get()).then(|| view! {
                        <button class="resign" on:click=move |_| resigning.set(true)>{t("room-resign")}</button>
                    })}
                </div>
            }
        })
    };
    (resign_prompt, buttons)
}

/// A spectator is told so; everyone sees how many watch.
pub(super) fn watching<G: WebGame>(room: Room<G>) -> impl IntoView {
    move || {
        let count = room.connection.presence.with(|p| p.spectators);
        view! {
            {room.me.get().is_none().then(|| view! { <p class="status watching">{t("room-watching")}</p> })}
            {(count > 0).then(|| view! { <p class="watchers">{t_args("room-watchers", &[("count", count.into())])}</p> })}
        }
    }
}
