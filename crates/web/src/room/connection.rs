//! The room's WebSocket as the page sees it: signals for the room, its state and who is connected, and commands
//! that are resent until acknowledged.
//!
//! Every command carries an id; it stays pending until the server acknowledges or refuses it, and every pending
//! command is sent again after a reconnect (the server applies a resend once). A lost connection is retried with a
//! growing pause, asking for the events since the last one seen; a gap in the numbers reconnects too.

use std::cell::RefCell;
use std::rc::Rc;

use boardgame::Seat;
use leptos::prelude::*;
use protocol::ErrorCode;
use protocol::live::{
    ClientMessage, Greeting, Presence, RoomInfo, ServerMessage, Snapshot, SocketQuery,
};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// How long a command the server dropped for coming too fast waits before it goes again: a few of the socket's
/// allowance of ten a second.
const RESEND_MS: i32 = 300;

/// The state of the link to the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// Connecting (or reconnecting).
    Connecting,
    /// Connected and up to date.
    Open,
    /// Lost; a retry is scheduled.
    Lost,
}

/// A room as the page follows it.
#[derive(Clone, Copy)]
pub struct Connection {
    /// The room, as the server last described it (our role included).
    pub info: RwSignal<Option<RoomInfo>>,
    /// The folded events.
    pub state: RwSignal<Snapshot>,
    /// Who is connected.
    pub presence: RwSignal<Presence>,
    /// When `presence` and the clocks in `state` were received (`performance.now()`, ms).
    pub received: RwSignal<f64>,
    /// The link's state.
    pub link: RwSignal<Link>,
    /// The last refusal, to show the person.
    pub problem: RwSignal<Option<ErrorCode>>,
    /// Commands sent but not yet answered.
    pub pending: RwSignal<usize>,
    /// The greetings heard since the page opened, oldest first, each with a number of its own (for the list's keys).
    pub greetings: RwSignal<Vec<(u32, Seat, Greeting)>>,
    inner: StoredValue<Rc<RefCell<Inner>>, LocalStorage>,
}

struct Inner {
    room: String,
    /// The game's AI version, which a ranked game's server checks the device's against.
    ai: &'static str,
    socket: Option<web_sys::WebSocket>,
    pending: Vec<ClientMessage>,
    next_id: u32,
    prefix: String,
    retry_ms: i32,
    closed: bool,
    handlers: Vec<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    on_close: Option<Closure<dyn FnMut(web_sys::CloseEvent)>>,
    ping: Option<(i32, Closure<dyn FnMut()>)>,
    /// The page's `pagehide` and `pageshow` listeners.
    page: Vec<(&'static str, Listener)>,
}

/// A listener of the page's events.
type Listener = Closure<dyn FnMut(web_sys::Event)>;

/// `performance.now()`.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn socket_url(room: &str, ai: &str, since: u64) -> Option<String> {
    let query = SocketQuery {
        protocol: Some(protocol::VERSION),
        ai: Some(ai.to_owned()),
        since: (since > 0).then_some(since),
    };
    crate::api::socket_url(&format!("/api/rooms/{room}/socket"), &query)
}

impl Connection {
    /// Opens the socket of room `room`, a game of `game`; it closes when the owner is cleaned up.
    pub fn open(room: String, game: boardgame::GameKind) -> Connection {
        let prefix = format!("{:x}", (js_sys::Math::random() * 4_294_967_296.0) as u64);
        let connection = Connection {
            info: RwSignal::new(None),
            state: RwSignal::new(Snapshot::default()),
            presence: RwSignal::new(Presence::default()),
            received: RwSignal::new(now_ms()),
            link: RwSignal::new(Link::Connecting),
            problem: RwSignal::new(None),
            pending: RwSignal::new(0),
            greetings: RwSignal::new(Vec::new()),
            inner: StoredValue::new_local(Rc::new(RefCell::new(Inner {
                room,
                ai: games::ai_version(game),
                socket: None,
                pending: Vec::new(),
                next_id: 0,
                prefix,
                retry_ms: 500,
                closed: false,
                handlers: Vec::new(),
                on_close: None,
                ping: None,
                page: Vec::new(),
            }))),
        };
        connection.connect();
        connection.follow_the_page();
        on_cleanup(move || connection.close());
        connection
    }

    fn with<R>(&self, f: impl FnOnce(&mut Inner) -> R) -> R {
        self.inner.with_value(|inner| f(&mut inner.borrow_mut()))
    }

    fn connect(self) {
        let since = self.state.with_untracked(|s| s.seq);
        let Some(url) = self.with(|inner| socket_url(&inner.room, inner.ai, since)) else {
            return;
        };
        let Ok(socket) = web_sys::WebSocket::new(&url) else {
            self.retry();
            return;
        };
        self.link.set(Link::Connecting);
        let on_message = Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
            if let Some(text) = event.data().as_string() {
                self.receive(&text);
            }
        });
        let on_close = Closure::<dyn FnMut(_)>::new(move |_: web_sys::CloseEvent| {
            self.link.set(Link::Lost);
            self.with(|inner| inner.socket = None);
            self.retry();
        });
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        self.with(|inner| {
            inner.socket = Some(socket);
            inner.handlers = vec![on_message];
            inner.on_close = Some(on_close);
        });
        self.start_ping();
    }

    /// Leaving the page by typing another address (or into the back-forward cache) closes the socket at once, so
    /// the opponent sees this player gone then, not when the browser gets round to it; a page brought back from
    /// the cache opens it again and catches up.
    fn follow_the_page(self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let hide = Closure::<dyn FnMut(_)>::new(move |_: web_sys::Event| self.drop_socket());
        let show = Closure::<dyn FnMut(_)>::new(move |event: web_sys::Event| {
            let restored = js_sys::Reflect::get(&event, &"persisted".into())
                .ok()
                .and_then(|persisted| persisted.as_bool())
                .unwrap_or(false);
            if restored && self.with(|inner| !inner.closed && inner.socket.is_none()) {
                self.connect();
            }
        });
        for (name, listener) in [("pagehide", &hide), ("pageshow", &show)] {
            let _ =
                window.add_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
        }
        self.with(|inner| inner.page = vec![("pagehide", hide), ("pageshow", show)]);
    }

    /// Closes the socket without reconnecting (the page is going away).
    fn drop_socket(self) {
        self.with(|inner| {
            if let Some(socket) = inner.socket.take() {
                socket.set_onclose(None);
                socket.set_onmessage(None);
                // A page may close with 1000 or 3000–4999 only (1001 "going away" is the browser's to send).
                let _ = socket.close_with_code_and_reason(1000, "the page is going away");
            }
        });
    }

    /// Schedules a reconnect, waiting longer after each failure (up to 8 s).
    fn retry(self) {
        let (wait, closed) = self.with(|inner| {
            let wait = inner.retry_ms;
            inner.retry_ms = (inner.retry_ms * 2).min(8000);
            (wait, inner.closed)
        });
        if closed {
            return;
        }
        let again = Closure::once_into_js(move || self.connect());
        if let Some(window) = web_sys::window() {
            let _ = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(again.unchecked_ref(), wait);
        }
    }

    /// Pings every 20 s, so the server (and proxies) keep the connection.
    fn start_ping(self) {
        if self.with(|inner| inner.ping.is_some()) {
            return;
        }
        let tick = Closure::<dyn FnMut()>::new(move || self.raw(&ClientMessage::Ping));
        if let Some(window) = web_sys::window()
            && let Ok(handle) = window.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                20_000,
            )
        {
            self.with(|inner| inner.ping = Some((handle, tick)));
        }
    }

    fn raw(&self, message: &ClientMessage) {
        let text = serde_json::to_string(message).expect("messages serialise");
        self.with(|inner| {
            if let Some(socket) = &inner.socket
                && socket.ready_state() == web_sys::WebSocket::OPEN
            {
                let _ = socket.send_with_str(&text);
            }
        });
    }

    fn receive(self, text: &str) {
        let Ok(message) = serde_json::from_str::<ServerMessage>(text) else {
            return;
        };
        match message {
            ServerMessage::Welcome { room, snapshot } => {
                self.info.set(Some(room));
                if let Some(snapshot) = snapshot {
                    self.state.set(*snapshot);
                    self.received.set(now_ms());
                }
                self.link.set(Link::Open);
                let pending = self.with(|inner| {
                    inner.retry_ms = 500;
                    inner.pending.clone()
                });
                for message in &pending {
                    self.raw(message);
                }
            }
            ServerMessage::Event { seq, event } => {
                let next = self.state.with_untracked(|s| s.seq + 1);
                if seq > next {
                    // A gap: start again from the last event we have.
                    self.with(|inner| {
                        if let Some(socket) = &inner.socket {
                            let _ = socket.close();
                        }
                    });
                    return;
                }
                let clocked = matches!(
                    &event,
                    protocol::live::Event::Played {
                        clocks: Some(_),
                        ..
                    } | protocol::live::Event::Started { clocks: Some(_) }
                        | protocol::live::Event::Ended {
                            clocks: Some(_),
                            ..
                        }
                );
                self.state.update(|s| {
                    s.apply(seq, &event);
                });
                if clocked {
                    self.received.set(now_ms());
                }
                if let protocol::live::Event::Joined { .. } = event {
                    // The room's status changed: ask again how it stands.
                    self.refresh_info();
                }
            }
            ServerMessage::Ack { id, .. } => self.settle(&id),
            // Sent faster than the socket's allowance (the computer answering at once, say): the command was
            // dropped, not refused. It stays pending and goes again once the allowance has refilled.
            ServerMessage::Error {
                id: Some(id),
                code: ErrorCode::RateLimited,
                ..
            } => self.resend_later(id),
            ServerMessage::Error { id, code, .. } => {
                if let Some(id) = id {
                    self.settle(&id);
                }
                // The server is newer than this page: update it (the game waits on the server meanwhile).
                if code == ErrorCode::UpdateRequired && crate::update::now() {
                    self.close();
                }
                self.problem.set(Some(code));
            }
            ServerMessage::Presence(presence) => {
                // The clocks as of now: the presence's moment is the clocks' too, so the shown time never jumps.
                if let Some(clocks) = presence.clocks {
                    self.state.update(|s| s.clocks = Some(clocks));
                }
                self.presence.set(presence);
                self.received.set(now_ms());
            }
            ServerMessage::Greeting { seat, greeting } => self.greetings.update(|heard| {
                let number = heard.last().map_or(0, |(n, _, _)| n + 1);
                heard.push((number, seat, greeting));
                // A few are enough to read: the oldest go.
                if heard.len() > 3 {
                    heard.remove(0);
                }
            }),
            ServerMessage::Pong => {}
        }
    }

    fn refresh_info(self) {
        let room = self.with(|inner| inner.room.clone());
        leptos::task::spawn_local(async move {
            if let Ok(info) = crate::api::get::<RoomInfo>(&format!("/api/rooms/{room}")).await {
                self.info.set(Some(info));
            }
        });
    }

    /// Sends the pending command `id` again after a pause, if it is still pending then.
    fn resend_later(self, id: String) {
        let again = Closure::once_into_js(move || {
            let message =
                self.with(|inner| inner.pending.iter().find(|m| m.id() == Some(&id)).cloned());
            if let Some(message) = message {
                self.raw(&message);
            }
        });
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                again.unchecked_ref(),
                RESEND_MS,
            );
        }
    }

    fn settle(&self, id: &str) {
        let left = self.with(|inner| {
            inner.pending.retain(|m| m.id() != Some(id));
            inner.pending.len()
        });
        self.pending.set(left);
    }

    /// Sends a command made from a fresh id; it is resent until answered.
    pub fn send(&self, make: impl FnOnce(String) -> ClientMessage) {
        let message = self.with(|inner| {
            inner.next_id += 1;
            let message = make(format!("{}-{}", inner.prefix, inner.next_id));
            inner.pending.push(message.clone());
            message
        });
        self.problem.set(None);
        self.pending.update(|n| *n += 1);
        self.raw(&message);
    }

    /// Greets the room. A greeting is not kept pending: said while the connection is down, it is not said later.
    pub fn greet(&self, greeting: Greeting) {
        let message = self.with(|inner| {
            inner.next_id += 1;
            ClientMessage::Greet {
                id: format!("{}-{}", inner.prefix, inner.next_id),
                greeting,
            }
        });
        self.problem.set(None);
        self.raw(&message);
    }

    /// Closes the socket for good.
    pub fn close(&self) {
        let _ = self.inner.try_with_value(|inner| {
            let mut inner = inner.borrow_mut();
            inner.closed = true;
            if let Some(socket) = inner.socket.take() {
                socket.set_onclose(None);
                socket.set_onmessage(None);
                let _ = socket.close();
            }
            if let (Some(window), Some((handle, _))) = (web_sys::window(), inner.ping.take()) {
                window.clear_interval_with_handle(handle);
            }
            if let Some(window) = web_sys::window() {
                for (name, listener) in inner.page.drain(..) {
                    let _ = window.remove_event_listener_with_callback(
                        name,
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
}
