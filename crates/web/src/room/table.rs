//! A live game on the page: the game's own board and panel parts, fed by the room's connection. The device follows
//! the referee's actions in a [`Session`] of its own (a Banqi layout it does not know starts as a stand-in), so the
//! board, legal moves and move list are the game page's; what the person does is sent as a command. In a ranked
//! game the device also plays the computer: when the server reveals the seed of the computer's move, the worker
//! chooses it and the device sends it for the server to check.

use boardgame::{GameRecord, Level, Outcome, Player, Seat, Turn};
use games::Session;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use protocol::live::{CLAIM_AFTER_MS, Claim, ClientMessage, LiveKind, Role, RoomInfo, Snapshot};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use super::connection::{Connection, Link, now_ms};
use crate::i18n::{t, t_args};
use crate::play::{BoardProps, WebGame, computer, controls, end_text};

/// Whether the room is rated.
fn info_rated(connection: &Connection) -> bool {
    connection
        .info
        .with_untracked(|info| info.as_ref().is_some_and(|i| i.options.rated))
}

/// What a rated game did to `seat`'s rating, as ` (+12)` or ` (−12)`, once the room says.
fn rating_change(connection: &Connection, seat: Seat) -> Option<String> {
    let change = connection
        .info
        .with(|info| info.as_ref()?.ratings.map(|r| r[seat.index()]))?;
    let delta = change.after - change.before;
    let sign = if delta < 0 { '\u{2212}' } else { '+' };
    Some(format!(" ({sign}{})", delta.abs()))
}

/// Takes in the actions `state` has beyond what `session` followed (or starts over if they disagree).
fn follow<G: WebGame>(session: &mut Session<G>, state: &Snapshot) {
    let known = &session.record().actions;
    let agrees = known.len() <= state.actions.len()
        && known
            .iter()
            .zip(&state.actions)
            .all(|(mine, played)| *mine == played.action);
    if !agrees {
        *session = Session::follow([Player::Human, Player::Human]);
    }
    for played in &state.actions[session.plies()..] {
        if session.accept(&played.action).is_err() {
            break;
        }
    }
    if let Some(seed) = state.seed {
        session.set_seed(seed);
    }
    session.set_end(state.end.clone());
}

/// The record the worker replays to choose the computer's move: the followed game from its start (a Banqi
/// stand-in layout written out, since the device never learns the real one; the computer sees only what is face up).
fn worker_record<G: WebGame>(session: &Session<G>) -> GameRecord {
    let mut record = session.record().clone();
    record.start = G::DEALT.then(|| G::format_position(session.line().start()));
    record.end = None;
    record
}

/// The computer's seat and level, in a ranked game.
fn computer_seat(state: &Snapshot) -> Option<(Seat, Level)> {
    Seat::BOTH
        .into_iter()
        .find_map(|seat| Some((seat, state.players[seat.index()].as_ref()?.computer?)))
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
fn ticking() -> RwSignal<f64> {
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

/// The table of a live game in room `info`.
pub fn live<G: WebGame>(info: RoomInfo) -> impl IntoView {
    let ranked = info.kind == LiveKind::Ranked;
    let connection = Connection::open(info.id.clone(), info.game);
    let room_id = info.id.clone();
    connection.info.set(Some(info));
    let state = connection.state;
    let me = Memo::new(move |_| {
        connection
            .info
            .with(|info| match info.as_ref().map(|i| i.you) {
                Some(Role::Player { seat }) => Some(seat),
                _ => None,
            })
    });
    let session = RwSignal::new(Session::<G>::follow([Player::Human, Player::Human]));
    Effect::new(move |_| state.with(|state| session.update(|s| follow(s, state))));
    let tick = ticking();
    let viewing = RwSignal::new(None::<usize>);
    let animate = RwSignal::new(true);
    let flipped = RwSignal::new(me.get_untracked() == Some(Seat::Second));

    // A rated game over: its room now says what it did to both ratings (stored with its end), asked once.
    let rated = info_rated(&connection);
    let asked_ratings = StoredValue::new(false);
    let room_path = format!("/api/rooms/{room_id}");
    Effect::new(move |_| {
        if !rated || asked_ratings.get_value() || !state.with(|s| s.end.is_some()) {
            return;
        }
        asked_ratings.set_value(true);
        let path = room_path.clone();
        leptos::task::spawn_local(async move {
            if let Ok(info) = crate::api::get::<RoomInfo>(&path).await {
                connection.info.set(Some(info));
            }
        });
    });

    // A rematch agreed: both go to its room.
    let navigate = use_navigate();
    Effect::new(move |_| {
        if let Some(room) = state.with(|s| s.rematch.clone()) {
            navigate(&format!("/r/{room}"), Default::default());
        }
    });

    // A ranked game: this device plays the computer, once the server has revealed the seed of its move and the page
    // has followed every action before it. Each revealed seed is worked on once (a reconnect resends the answer).
    let computer = Memo::new(move |_| state.with(computer_seat));
    let thinking = RwSignal::new(false);
    let worked_on = StoredValue::new(None::<u64>);
    let trouble = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let (Some(_), Some((seat, level))) = (me.get(), computer.get()) else {
            return;
        };
        let Some((seed, plies, seq)) =
            state.with(|s| s.computer_seed.map(|seed| (seed, s.actions.len(), s.seq)))
        else {
            thinking.set(false);
            return;
        };
        let caught_up = session.with(|s| s.plies() == plies && s.turn() == Turn::Player(seat));
        if !caught_up || worked_on.get_value() == Some(seq) {
            return;
        }
        worked_on.set_value(Some(seq));
        thinking.set(true);
        let record = session.with_untracked(worker_record);
        computer::ask(record, level, Some(seed), move |answer| {
            if state.with_untracked(|s| s.seq) != seq {
                return;
            }
            thinking.set(false);
            let request = answer.and_then(|text| {
                session.with_untracked(|s| {
                    let position = s.position();
                    games::legal_action::<G>(position, &text, games::Reading::Notation)
                        .map(|action| G::request(position, &action))
                        .ok_or_else(|| format!("the computer answered an illegal move: {text}"))
                })
            });
            match request {
                Ok(action) => connection.send(|id| ClientMessage::Computer { id, action }),
                Err(e) => trouble.set(Some(e)),
            }
        });
    });

    let controls::Shown {
        ply: shown,
        position,
        last,
        history,
    } = controls::shown(session, Session::line, viewing);
    let over = Memo::new(move |_| state.with(|s| s.end.is_some()));
    let started = Memo::new(move |_| state.with(|s| s.started));
    let on = Memo::new(move |_| started.get() && !over.get());
    let my_move = Memo::new(move |_| {
        on.get()
            && me
                .get()
                .is_some_and(|seat| session.with(|s| s.turn() == Turn::Player(seat)))
    });
    let my_roll = Memo::new(move |_| {
        on.get()
            && session
                .with(|s| s.turn() == Turn::Chance && me.get().is_some() && s.awaited() == me.get())
    });
    let ready =
        Memo::new(move |_| connection.link.get() == Link::Open && connection.pending.get() == 0);
    let interactive =
        Signal::derive(move || viewing.get().is_none() && my_move.get() && ready.get());
    let on_move = Callback::new(move |(action, dragged): (G::Action, bool)| {
        if !interactive.get_untracked() {
            return;
        }
        animate.set(!dragged);
        let request = session.with_untracked(|s| G::request(s.position(), &action));
        connection.send(|id| ClientMessage::Act {
            id,
            action: request,
        });
    });

    let board = G::board(BoardProps {
        position,
        last,
        hint: Signal::derive(|| None),
        history,
        interactive,
        flipped: flipped.into(),
        animate: animate.into(),
        on_move,
    });
    // Who flips first, or which colour the player has, is for a game in play: not after its end.
    let info = G::info(
        position,
        Signal::derive(move || me.get().filter(|_| !over.get())),
    );

    // Time left on `seat`'s clock now.
    let left = move |seat: Seat| {
        state.with(|s| {
            s.clocks.map(|clocks| {
                let mut ms = clocks.remaining_ms[seat.index()] as f64;
                if clocks.running == Some(seat) && s.end.is_none() {
                    ms -= tick.get() - connection.received.get();
                }
                ms.max(0.0) as u64
            })
        })
    };
    // The server keeps the clocks; a flag the page sees fall is checked there at once.
    let flagged = StoredValue::new(None::<u64>);
    Effect::new(move |_| {
        let running = state.with(|s| s.clocks.and_then(|c| c.running));
        if let Some(seat) = running
            && on.get()
            && left(seat) == Some(0)
            && flagged.get_value() != Some(state.with_untracked(|s| s.seq))
        {
            flagged.set_value(Some(state.with_untracked(|s| s.seq)));
            connection.send(|id| ClientMessage::Flag { id });
        }
    });

    let seat_row = move |seat: Seat| {
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
            left(seat).map(|ms| view! { <span class="clock" class:running=move || state.with(|s| s.clocks.and_then(|c| c.running)) == Some(seat)>{clock_text(ms)}</span> })
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
    };

    let status = move || {
        let live = position.get();
        if let Some(text) = state
            .with(|s| end_text::<G>(&live, s.end.as_ref(), computer.get().and(me.get())))
            .filter(|_| over.get())
        {
            return view! { <p class="banner" role="alert">{text}</p> }.into_any();
        }
        if !started.get() {
            return view! { <p class="status" role="status">{t("room-waiting")}</p> }.into_any();
        }
        if thinking.get() {
            return view! { <p class="status thinking" role="status">{t("play-thinking")}</p> }
                .into_any();
        }
        let Some(seat) = session.with(|s| s.awaited()) else {
            return ().into_any();
        };
        let mut text = t_args(
            "play-to-move",
            &[("side", t(G::side_key(&live, seat)).into())],
        );
        if let Some(alert) = G::alert(&live) {
            text = format!("{text} — {}", t(alert));
        }
        view! { <p class="status" role="status">{text}</p> }.into_any()
    };

    let link_text = room_id.clone();
    let invite = move || {
        (me.get().is_some() && !started.get() && !over.get()).then(|| {
            let url = web_sys::window()
                .and_then(|w| w.location().origin().ok())
                .map(|origin| format!("{origin}/r/{link_text}"))
                .unwrap_or_default();
            invite_box(url)
        })
    };

    let link = move || {
        let text = if ranked {
            t("ranked-paused")
        } else {
            t("room-reconnecting")
        };
        (connection.link.get() == Link::Lost && !over.get())
            .then(|| view! { <p class="problem link-lost" role="status">{text}</p> })
    };
    let problem = move || {
        let refused = connection
            .problem
            .get()
            .map(|code| t(&format!("error-{}", code.as_str())));
        refused
            .or_else(|| trouble.get())
            .map(|text| view! { <p class="problem" role="alert">{text}</p> })
    };
    // A ranked game's terms, then what it counted for.
    let badge = move || {
        let (_, level) = computer.get()?;
        let mine = me.get()?;
        let terms = t_args(
            "ranked-game",
            &[
                ("level", t(&format!("level-{}", level.name())).into()),
                ("points", level.points().into()),
            ],
        );
        let result = state
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
    };

    let opponent = move || me.get().map(Seat::opponent);
    let draw_prompt = move || {
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
    // The sender's side of a draw offer: waiting, then declined (until the next action is played).
    let declined_at = RwSignal::new(None::<usize>);
    Effect::new(move |before: Option<Option<Seat>>| {
        let offer = state.with(|s| s.draw_offer.map(|o| o.seat));
        if let (Some(Some(seat)), None) = (before, offer)
            && Some(seat) == me.get_untracked()
            && !over.get_untracked()
        {
            declined_at.set(Some(state.with_untracked(|s| s.actions.len())));
        }
        offer
    });
    let draw_sent = move || {
        let mine = me.get()?;
        let offer = state.with(|s| s.draw_offer)?;
        (on.get() && offer.seat == mine)
            .then(|| view! { <p class="status draw-sent" role="status">{t("room-draw-sent")}</p> })
    };
    let draw_declined = move || {
        let plies = declined_at.get()?;
        (on.get() && state.with(|s| s.actions.len()) == plies)
            .then(|| view! { <p class="status draw-declined" role="status">{t("room-draw-declined")}</p> })
    };
    let gone_prompt = move || {
        if ranked {
            return None;
        }
        let other = opponent()?;
        let away = connection.presence.with(|p| p.away_ms[other.index()])?;
        let theirs = session.with(|s| s.awaited()) == Some(other);
        let untimed = state.with(|s| s.clocks.is_none());
        (on.get() && theirs && untimed).then(|| {
            let gone = away as f64 + tick.get() - connection.received.get();
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
    };
    let rematch = move || {
        let mine = me.get()?;
        // A room nobody joined has no opponent to play again.
        if !over.get() || !started.get() {
            return None;
        }
        if ranked {
            return Some(view! {
                <button class="rematch" on:click=move |_| connection.send(|id| ClientMessage::Rematch { id })>{t("ranked-again")}</button>
            }.into_any());
        }
        let offer = state.with(|s| s.rematch_offer);
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
    };
    let both_moved =
        Memo::new(move |_| state.with(|s| Seat::BOTH.iter().all(|&seat| s.has_moved(seat))));
    // Resigning asks once: a game is not lost to a stray click.
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
    let watching = move || {
        let count = connection.presence.with(|p| p.spectators);
        view! {
            {me.get().is_none().then(|| view! { <p class="status watching">{t("room-watching")}</p> })}
            {(count > 0).then(|| view! { <p class="watchers">{t_args("room-watchers", &[("count", count.into())])}</p> })}
        }
    };
    let reader = move || controls::bottom_seat(flipped.get());
    let texts = Memo::new(move |_| session.with(|s| controls::move_texts::<G>(s.line(), reader())));

    view! {
        <section class="play live" class:yours=move || interactive.get() data-game=G::KIND.name() data-room=room_id>
            <div class="table">
                <div class="board-area">{board}</div>
                <aside class="panel">
                    <ul class="seats">{seat_row(Seat::First)}{seat_row(Seat::Second)}</ul>
                    {badge}
                    {status}
                    {link}
                    {problem}
                    {invite}
                    {draw_prompt}
                    {draw_sent}
                    {draw_declined}
                    {resign_prompt}
                    {gone_prompt}
                    {rematch}
                    {buttons}
                    <div class="buttons">
                        <button class="flip" on:click=move |_| flipped.update(|f| *f = !*f)>{t("play-flip")}</button>
                        {crate::sound::toggle()}
                    </div>
                    {watching}
                    {(!ranked).then(|| super::greetings::row(connection, me))}
                    {info}
                    {controls::move_list(texts, shown, viewing)}
                    {controls::announcer(Memo::new(move |_| session.with(|s| controls::latest_words::<G>(s.line(), reader()))))}
                    {controls::captured::<G>(position)}
                </aside>
            </div>
        </section>
    }
}

/// The invitation while the seat is free: the link to copy or share.
fn invite_box(url: String) -> impl IntoView {
    let copied = RwSignal::new(false);
    let copy_url = url.clone();
    let share_url = url.clone();
    let can_share = web_sys::window()
        .map(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false))
        .unwrap_or(false);
    let copy = move |_| {
        if let Some(window) = web_sys::window()
            && let Ok(clipboard) = js_sys::Reflect::get(&window.navigator(), &"clipboard".into())
            && let Ok(write) = js_sys::Reflect::get(&clipboard, &"writeText".into())
            && let Some(write) = write.dyn_ref::<js_sys::Function>()
        {
            let _ = write.call1(&clipboard, &copy_url.clone().into());
            copied.set(true);
        }
    };
    let share = move |_| {
        if let Some(window) = web_sys::window()
            && let Ok(share) = js_sys::Reflect::get(&window.navigator(), &"share".into())
            && let Some(share) = share.dyn_ref::<js_sys::Function>()
        {
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"url".into(), &share_url.clone().into());
            let _ = share.call1(&window.navigator(), &data);
        }
    };
    view! {
        <div class="invite">
            <label>{t("room-invite")}
                // A text area, so the whole link (the room's id at its end) shows on any width, wrapped if need be.
                <textarea class="invite-link" readonly rows="2" spellcheck="false" prop:value=url.clone()
                    on:focus=move |ev| {
                        if let Some(area) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                            area.select();
                        }
                    }></textarea>
            </label>
            <button class="copy-link" on:click=copy>{move || if copied.get() { t("room-copied") } else { t("room-copy") }}</button>
            {can_share.then(|| view! { <button class="share-link" on:click=share>{t("room-share")}</button> })}
        </div>
    }
}
