//! `/play`, the lobby: the open games people offer, live over the lobby's socket; offering one, joining one, and
//! quick pairing. A seek taken (ours by someone, or theirs by us) goes straight to its room.

use std::cell::RefCell;
use std::rc::Rc;

use boardgame::GameKind;
use leptos::prelude::*;
use leptos::task::spawn_local;
use protocol::lobby::{
    LobbyMessage, LobbyRequest, NewSeek, QuickAnswer, Seek, SeekClock, SeekCreated, SeekJoined,
    SocketQuery,
};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::api;
use crate::i18n::t;

/// The clocks offered, as (minutes, increment): quick pairing has one button per game and clock.
const CLOCKS: [Option<(u32, u32)>; 4] = [None, Some((3, 2)), Some((5, 3)), Some((10, 5))];

fn clock_of(choice: Option<(u32, u32)>) -> Option<SeekClock> {
    choice.map(|(minutes, increment)| SeekClock {
        initial_s: minutes * 60,
        increment_s: increment,
    })
}

fn clock_text(clock: Option<SeekClock>) -> String {
    match clock {
        None => t("lobby-untimed"),
        Some(c) if c.initial_s % 60 == 0 => format!("{} + {}", c.initial_s / 60, c.increment_s),
        Some(c) => format!("{}s + {}", c.initial_s, c.increment_s),
    }
}

/// The lobby's socket and the closures it calls; dropped with the page.
#[derive(Default)]
struct Link {
    socket: Option<web_sys::WebSocket>,
    closed: bool,
    handlers: Vec<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    on_close: Option<Closure<dyn FnMut(web_sys::CloseEvent)>>,
    ping: Option<(i32, Closure<dyn FnMut()>)>,
}

fn socket_url() -> Option<String> {
    let query = SocketQuery {
        protocol: Some(protocol::VERSION),
    };
    crate::api::socket_url("/api/lobby/socket", &query)
}

/// Opens the socket (again after a loss, a second later) and feeds `receive`.
fn connect(link: Rc<RefCell<Link>>, receive: Rc<dyn Fn(LobbyMessage)>) {
    if link.borrow().closed {
        return;
    }
    let Some(socket) = socket_url().and_then(|url| web_sys::WebSocket::new(&url).ok()) else {
        return;
    };
    let on_message = {
        let receive = Rc::clone(&receive);
        Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
            if let Some(message) = event
                .data()
                .as_string()
                .and_then(|text| serde_json::from_str::<LobbyMessage>(&text).ok())
            {
                receive(message);
            }
        })
    };
    let on_close = {
        let link = Rc::clone(&link);
        Closure::<dyn FnMut(_)>::new(move |_: web_sys::CloseEvent| {
            let (link, receive) = (Rc::clone(&link), Rc::clone(&receive));
            let again = Closure::once_into_js(move || connect(link, receive));
            if let Some(window) = web_sys::window() {
                let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                    again.unchecked_ref(),
                    1000,
                );
            }
        })
    };
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let mut inner = link.borrow_mut();
    if inner.ping.is_none() {
        let pinger = Rc::clone(&link);
        let tick = Closure::<dyn FnMut()>::new(move || {
            if let Some(socket) = &pinger.borrow().socket
                && socket.ready_state() == web_sys::WebSocket::OPEN
            {
                let ping = serde_json::to_string(&LobbyRequest::Ping).expect("serialises");
                let _ = socket.send_with_str(&ping);
            }
        });
        if let Some(window) = web_sys::window()
            && let Ok(handle) = window.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                20_000,
            )
        {
            inner.ping = Some((handle, tick));
        }
    }
    inner.socket = Some(socket);
    inner.handlers = vec![on_message];
    inner.on_close = Some(on_close);
}

/// Closes the socket for good (the page is gone): the server ends our seeks.
fn close(link: &Rc<RefCell<Link>>) {
    let mut inner = link.borrow_mut();
    inner.closed = true;
    if let Some(socket) = inner.socket.take() {
        socket.set_onclose(None);
        socket.set_onmessage(None);
        let _ = socket.close_with_code_and_reason(1000, "the page is going away");
    }
    if let Some((handle, _)) = inner.ping.take()
        && let Some(window) = web_sys::window()
    {
        window.clear_interval_with_handle(handle);
    }
}

/// The lobby page.
#[component]
pub fn LobbyPage() -> impl IntoView {
    let seeks = RwSignal::new(Vec::<Seek>::new());
    let mine = RwSignal::new(Vec::<String>::new());
    let problem = RwSignal::new(None::<String>);
    let connected = RwSignal::new(false);
    let navigate = StoredValue::new_local(leptos_router::hooks::use_navigate());
    let go = move |link: String| navigate.with_value(|go| go(&link, Default::default()));
    let receive: Rc<dyn Fn(LobbyMessage)> = Rc::new(move |message| match message {
        LobbyMessage::Seeks { seeks: all } => {
            connected.set(true);
            mine.update(|ids| ids.retain(|id| all.iter().any(|s| &s.id == id)));
            seeks.set(all);
        }
        LobbyMessage::Added { seek } => seeks.update(|all| {
            all.retain(|s| s.id != seek.id);
            all.push(seek);
        }),
        LobbyMessage::Removed { id } => seeks.update(|all| all.retain(|s| s.id != id)),
        LobbyMessage::Paired { link, .. } => go(link),
        LobbyMessage::Error { code, .. } => {
            problem.set(Some(t(&format!("error-{}", code.as_str()))))
        }
        LobbyMessage::Pong => {}
    });
    let link = Rc::new(RefCell::new(Link::default()));
    connect(Rc::clone(&link), receive);
    let kept = StoredValue::new_local(link);
    on_cleanup(move || kept.with_value(close));

    let game = RwSignal::new(GameKind::Xiangqi);
    let clock = RwSignal::new(2usize);
    let rated = RwSignal::new(false);
    let account = crate::account::use_account();
    let logged_in = move || account.me.with(Option::is_some);
    let refused = move |p: api::Problem| problem.set(Some(p.text()));
    let create = move |_| {
        problem.set(None);
        let body = NewSeek {
            game: game.get_untracked(),
            clock: clock_of(CLOCKS[clock.get_untracked()]),
            rated: rated.get_untracked() && logged_in(),
            name: None,
        };
        spawn_local(async move {
            match api::post::<SeekCreated>("/api/lobby/seeks", &body).await {
                Ok(created) => mine.update(|ids| ids.push(created.id)),
                Err(p) => refused(p),
            }
        });
    };
    let quick = move |game: GameKind, choice: Option<(u32, u32)>| {
        problem.set(None);
        let body = NewSeek {
            game,
            clock: clock_of(choice),
            rated: rated.get_untracked() && logged_in(),
            name: None,
        };
        spawn_local(async move {
            match api::post::<QuickAnswer>("/api/lobby/quick", &body).await {
                Ok(QuickAnswer::Paired { link, .. }) => go(link),
                Ok(QuickAnswer::Waiting { id }) => mine.update(|ids| ids.push(id)),
                Err(p) => refused(p),
            }
        });
    };
    let join = move |id: String| {
        problem.set(None);
        spawn_local(async move {
            let path = format!("/api/lobby/seeks/{id}/join");
            match api::post::<SeekJoined>(&path, &serde_json::json!({})).await {
                Ok(joined) => go(joined.link),
                Err(p) => refused(p),
            }
        });
    };
    let cancel = move |id: String| {
        spawn_local(async move {
            match api::delete::<()>(&format!("/api/lobby/seeks/{id}")).await {
                Ok(()) => mine.update(|ids| ids.retain(|m| m != &id)),
                Err(p) => refused(p),
            }
        });
    };

    // Rated or casual, for quick pairing and for an offer alike (one choice, shown in both places).
    let rated_box = move |name: &'static str| {
        view! {
            <label title=t("lobby-rated-hint")>
                <input type="checkbox" name=name prop:disabled=move || !logged_in()
                    prop:checked=move || rated.get() on:change=move |ev| rated.set(event_target_checked(&ev)) />
                {t("lobby-rated")}
            </label>
        }
    };
    let game_options = GameKind::ALL
        .into_iter()
        .map(|g| {
            view! { <option value=g.name() selected=move || game.get() == g>{t(&format!("game-{}", g.name()))}</option> }
        })
        .collect_view();
    let clock_options = CLOCKS
        .iter()
        .enumerate()
        .map(|(index, &choice)| {
            view! { <option value=index.to_string() selected=move || clock.get() == index>{clock_text(clock_of(choice))}</option> }
        })
        .collect_view();
    view! {
        <section class="lobby" class:connected=move || connected.get()>
            <h1>{t("lobby-title")}</h1>
            <p class="lead">{t("lobby-lead")}</p>
            {move || problem.get().map(|text| view! { <p class="problem" role="alert">{text}</p> })}
            <h2>{t("lobby-quick")}</h2>
            {rated_box("quick-rated")}
            <ul class="quick">{quick_buttons(quick)}</ul>
            <h2>{t("lobby-create")}</h2>
            <div class="lobby-create">
                <label>{t("lobby-game")}
                    <select name="game" on:change=move |ev| {
                        if let Ok(g) = event_target_value(&ev).parse() { game.set(g) }
                    }>{game_options}</select>
                </label>
                <label>{t("lobby-clock")}
                    <select name="clock" on:change=move |ev| clock.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {clock_options}
                    </select>
                </label>
                {rated_box("rated")}
                <button class="create" on:click=create>{t("lobby-create-button")}</button>
            </div>
            <h2>{t("lobby-open")}</h2>
            {move || seeks.with(Vec::is_empty).then(|| view! { <p class="lobby-empty">{t("lobby-none")}</p> })}
            <table class="seeks">
                <thead><tr>
                    <th>{t("lobby-game")}</th><th>{t("lobby-clock")}</th><th>{t("lobby-kind")}</th>
                    <th>{t("lobby-player")}</th><th>{t("lobby-rating")}</th><th></th>
                </tr></thead>
                <tbody>{seek_rows(seeks, mine, join, cancel)}</tbody>
            </table>
        </section>
    }
}

/// Quick pairing: a button per game and clock; `quick` pairs or waits.
fn quick_buttons(
    quick: impl Fn(GameKind, Option<(u32, u32)>) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    GameKind::ALL
        .into_iter()
        .map(|g| {
            let buttons = CLOCKS
                .iter()
                .map(|&choice| {
                    view! {
                        <button class="quick-pair" data-game=g.name() data-clock=clock_text(clock_of(choice))
                            on:click=move |_| quick(g, choice)>
                            {clock_text(clock_of(choice))}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <li data-game=g.name()>
                    <span class="quick-game">{t(&format!("game-{}", g.name()))}</span>
                    {buttons}
                </li>
            }
        })
        .collect_view()
}

/// The open offers, each to join or, the person's own, to cancel.
fn seek_rows(
    seeks: RwSignal<Vec<Seek>>,
    mine: RwSignal<Vec<String>>,
    join: impl Fn(String) + Copy + Send + Sync + 'static,
    cancel: impl Fn(String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    move || {
        seeks
            .get()
            .into_iter()
            .map(|seek| {
                let id = seek.id.clone();
                let ours = mine.with(|ids| ids.contains(&id));
                let action = if ours {
                    let id = id.clone();
                    view! { <button class="cancel" on:click=move |_| cancel(id.clone())>{t("lobby-cancel")}</button> }
                        .into_any()
                } else {
                    let id = id.clone();
                    view! { <button class="join" on:click=move |_| join(id.clone())>{t("lobby-join")}</button> }
                        .into_any()
                };
                view! {
                    <tr class="seek" data-seek=id data-game=seek.game.name() class:mine=ours>
                        <td>{t(&format!("game-{}", seek.game.name()))}</td>
                        <td>{clock_text(seek.clock)}</td>
                        <td>{if seek.rated { t("lobby-rated") } else { t("lobby-casual") }}</td>
                        <td class="seek-player">{seek.player.name.clone()}</td>
                        <td>{seek.player.rating.map_or_else(|| "—".to_owned(), |r| r.to_string())}</td>
                        <td>{action}</td>
                    </tr>
                }
            })
            .collect_view()
    }
}
