//! A live game on the page: the game's own board and panel parts, fed by the room's connection. The device follows
//! the referee's actions in a [`Session`] of its own (a Banqi layout it does not know starts as a stand-in), so the
//! board, legal moves and move list are the game page's; what the person does is sent as a command. In a ranked
//! game the device also plays the computer: when the server reveals the seed of the computer's move, the worker
//! chooses it and the device sends it for the server to check ([`follow`]). The panel's seats are [`seats`]', its
//! questions and buttons [`prompts`]'.

mod follow;
mod invite;
mod prompts;
mod seats;

use boardgame::{Level, Player, Seat, Turn};
use games::Session;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use protocol::live::{ClientMessage, LiveKind, Role, RoomInfo};

use super::connection::{Connection, Link};
use crate::i18n::t;
use crate::play::panel::{self, Status};
use crate::play::{BoardProps, WebGame, end_text, moves};

/// What the parts of a room's table read: the connection and the game the device follows.
struct Room<G: WebGame> {
    connection: Connection,
    /// The person's seat, unless they watch.
    me: Memo<Option<Seat>>,
    session: RwSignal<Session<G>>,
    /// The computer's seat and level, in a ranked game.
    computer: Memo<Option<(Seat, Level)>>,
    started: Memo<bool>,
    over: Memo<bool>,
    /// Started and not over.
    on: Memo<bool>,
    ranked: bool,
    /// Ticks four times a second (clocks and countdowns).
    tick: RwSignal<f64>,
}

impl<G: WebGame> Clone for Room<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: WebGame> Copy for Room<G> {}

impl<G: WebGame> Room<G> {
    /// Follows `info`'s room.
    fn open(info: RoomInfo) -> Self {
        let ranked = info.kind == LiveKind::Ranked;
        let connection = Connection::open(info.id.clone(), info.game);
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
        Effect::new(move |_| state.with(|state| session.update(|s| follow::follow(s, state))));
        let over = Memo::new(move |_| state.with(|s| s.end.is_some()));
        let started = Memo::new(move |_| state.with(|s| s.started));
        Room {
            connection,
            me,
            session,
            computer: Memo::new(move |_| state.with(follow::computer_seat)),
            started,
            over,
            on: Memo::new(move |_| started.get() && !over.get()),
            ranked,
            tick: seats::ticking(),
        }
    }
}

/// A rated game over: its room now says what it did to both ratings (stored with its end), asked once.
fn ask_ratings(connection: Connection, room_id: &str) {
    let rated = connection
        .info
        .with_untracked(|info| info.as_ref().is_some_and(|i| i.options.rated));
    let asked = StoredValue::new(false);
    let path = format!("/api/rooms/{room_id}");
    Effect::new(move |_| {
        if !rated || asked.get_value() || !connection.state.with(|s| s.end.is_some()) {
            return;
        }
        asked.set_value(true);
        let path = path.clone();
        leptos::task::spawn_local(async move {
            if let Ok(info) = crate::api::get::<RoomInfo>(&path).await {
                connection.info.set(Some(info));
            }
        });
    });
}

/// A rematch agreed: both go to its room.
fn follow_rematch(connection: Connection) {
    let navigate = use_navigate();
    Effect::new(move |_| {
        if let Some(room) = connection.state.with(|s| s.rematch.clone()) {
            navigate(&format!("/r/{room}"), Default::default());
        }
    });
}

/// The status line: the end, waiting for the other player, the computer thinking, or whose move it is.
fn status<G: WebGame>(
    room: Room<G>,
    position: Signal<G::Position>,
    thinking: RwSignal<bool>,
) -> impl IntoView {
    move || {
        let live = position.get();
        let person = room.computer.get().and(room.me.get());
        let end = room
            .connection
            .state
            .with(|s| end_text::<G>(&live, s.end.as_ref(), person))
            .filter(|_| room.over.get());
        let status = if let Some(text) = end {
            Status::Over(text)
        } else if !room.started.get() {
            Status::Waiting("room-waiting")
        } else if thinking.get() {
            Status::Thinking
        } else {
            Status::ToMove(room.session.with(|s| s.awaited()))
        };
        panel::status::<G>(&live, status)
    }
}

/// The table of a live game in room `info`.
pub fn live<G: WebGame>(info: RoomInfo) -> impl IntoView {
    let room_id = info.id.clone();
    let room = Room::<G>::open(info);
    let Room {
        connection,
        me,
        session,
        on,
        over,
        started,
        ..
    } = room;
    let viewing = RwSignal::new(None::<usize>);
    let animate = RwSignal::new(true);
    let flipped = RwSignal::new(me.get_untracked() == Some(Seat::Second));
    ask_ratings(connection, &room_id);
    follow_rematch(connection);
    let thinking = RwSignal::new(false);
    let trouble = RwSignal::new(None::<String>);
    follow::play_computer(room, thinking, trouble);
    seats::watch_flags(room);

    let moves::Shown {
        ply: shown,
        position,
        last,
        recent,
    } = moves::shown(session, Session::line, viewing);
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
        recent: recent.into(),
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
    let link_text = room_id.clone();
    let invite = move || {
        (me.get().is_some() && !started.get() && !over.get()).then(|| {
            let url = web_sys::window()
                .and_then(|w| w.location().origin().ok())
                .map(|origin| format!("{origin}/r/{link_text}"))
                .unwrap_or_default();
            invite::invite_box(url)
        })
    };
    let (resign_prompt, buttons) = prompts::buttons(room, my_roll, ready);
    let reader = Signal::derive(move || moves::bottom_seat(flipped.get()));

    view! {
        <section class="play live" class:yours=move || interactive.get() data-game=G::KIND.name() data-room=room_id>
            <div class="table">
                <div class="board-area">{board}</div>
                <aside class="panel">
                    <ul class="seats">{seats::seat_row(room, position, Seat::First)}{seats::seat_row(room, position, Seat::Second)}</ul>
                    {prompts::badge(room)}
                    {status(room, position, thinking)}
                    {prompts::link(room)}
                    {prompts::problem(room, trouble)}
                    {invite}
                    {prompts::draw(room)}
                    {resign_prompt}
                    {prompts::gone(room)}
                    {prompts::rematch(room)}
                    {buttons}
                    <div class="buttons">
                        <button class="flip" on:click=move |_| flipped.update(|f| *f = !*f)>{t("play-flip")}</button>
                        {crate::sound::toggle()}
                    </div>
                    {prompts::watching(room)}
                    {(!room.ranked).then(|| super::greetings::row(connection, me))}
                    {info}
                    {panel::line_of_play(session, Session::line, (shown, position), viewing, reader)}
                    {panel::announcer(session, Session::line, reader)}
                </aside>
            </div>
        </section>
    }
}
