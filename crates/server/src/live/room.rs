//! A live game loaded on this instance: its state behind one lock (the writer that serialises the game's commands
//! here), the broadcast its connections listen to, and who is connected.
//!
//! A command is tried on a copy of the state; the events it makes are stored (advancing the game's sequence number
//! only if nobody else did — see [`super::store::append`]) and only then kept, acknowledged and broadcast. When
//! another instance wrote first, the room catches up from the database and tries again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use boardgame::Seat;
use protocol::ErrorCode;
use protocol::live::{ClientMessage, Role, RoomInfo, RoomStatus, ServerMessage, Snapshot};
use protocol::rating::RatingChange;
use tokio::sync::{broadcast, watch};

use super::state::{LiveState, Stored};
use super::store::{self, Holder};
use super::{LoadError, Refusal};
use crate::{App, ratings};
use presence::Local;

mod presence;

/// A message for every connection of a room: an event (with its number) or a presence update, serialised once.
#[derive(Debug)]
pub(crate) struct Outgoing {
    /// The event's number, if it is one.
    pub seq: Option<u64>,
    /// The JSON text.
    pub text: String,
}

/// A live game loaded on this instance.
pub(crate) struct Room {
    pub id: String,
    /// A room or a ranked game.
    pub kind: super::state::Kind,
    /// Its game.
    pub game: boardgame::GameKind,
    state: tokio::sync::Mutex<LiveState>,
    holders: Mutex<[Option<Holder>; 2]>,
    local: Mutex<Local>,
    events: broadcast::Sender<Arc<Outgoing>>,
    /// When the running clock falls, for the flag timer.
    flag: watch::Sender<Option<i64>>,
    loaded_ms: i64,
}

impl std::fmt::Debug for Room {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Room").field("id", &self.id).finish()
    }
}

/// The rooms loaded on this instance, by id. A room stays loaded while something holds it (a connection, a
/// request); the next one loads it again from the database.
#[derive(Debug, Default)]
pub(crate) struct Hub {
    rooms: Mutex<HashMap<String, Weak<Room>>>,
}

impl Hub {
    /// The room `id`, loading it if needed; `None` if there is no such game.
    pub(crate) async fn open(
        &self,
        app: &Arc<App>,
        id: &str,
    ) -> Result<Option<Arc<Room>>, LoadError> {
        if let Some(room) = self.loaded(id) {
            return Ok(Some(room));
        }
        let Some((row, events)) = store::load(&app.db, id).await? else {
            return Ok(None);
        };
        let state = LiveState::restore(row.terms, &events).map_err(|e| LoadError::fold(id, e))?;
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        // Another request may have loaded it meanwhile: one room per game per instance.
        if let Some(room) = rooms.get(id).and_then(Weak::upgrade) {
            return Ok(Some(room));
        }
        rooms.retain(|_, room| room.strong_count() > 0);
        let (events_tx, _) = broadcast::channel(64);
        let room = Arc::new(Room {
            id: id.to_owned(),
            kind: state.kind,
            game: state.game,
            flag: watch::channel(state.flag_due()).0,
            state: tokio::sync::Mutex::new(state),
            holders: Mutex::new(row.holders),
            local: Mutex::new(Local::default()),
            events: events_tx,
            loaded_ms: app.options.clock.now_ms(),
        });
        rooms.insert(id.to_owned(), Arc::downgrade(&room));
        drop(rooms);
        tokio::spawn(flag_timer(
            Arc::downgrade(&room),
            Arc::downgrade(app),
            room.flag.subscribe(),
        ));
        Ok(Some(room))
    }

    /// The room `id` if it is loaded here.
    pub(crate) fn loaded(&self, id: &str) -> Option<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .and_then(Weak::upgrade)
    }

    /// Every room loaded here.
    pub(crate) fn all(&self) -> Vec<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .filter_map(Weak::upgrade)
            .collect()
    }
}

/// Ends a timed game on time when its clock falls, even if nobody says anything.
async fn flag_timer(room: Weak<Room>, app: Weak<App>, mut due: watch::Receiver<Option<i64>>) {
    loop {
        let deadline = *due.borrow_and_update();
        let wait = match (deadline, app.upgrade()) {
            (Some(at), Some(app)) => Some((at - app.options.clock.now_ms()).max(0) as u64),
            (None, Some(_)) => None,
            (_, None) => return,
        };
        match wait {
            Some(ms) => {
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(ms + 5)) => {
                        let (Some(room), Some(app)) = (room.upgrade(), app.upgrade()) else { return };
                        room.tick(&app).await;
                        // Nothing changed (a manual clock in tests): wait for news rather than spin.
                        if *due.borrow() == deadline && due.changed().await.is_err() {
                            return;
                        }
                    }
                    changed = due.changed() => if changed.is_err() { return },
                }
            }
            None => {
                if due.changed().await.is_err() {
                    return;
                }
            }
        }
    }
}

impl Room {
    /// The seat `holder` holds, if any.
    pub(crate) fn seat_of(&self, candidates: &[Holder]) -> Option<Seat> {
        let holders = self.holders.lock().unwrap_or_else(|e| e.into_inner());
        Seat::BOTH.into_iter().find(|seat| {
            holders[seat.index()]
                .as_ref()
                .is_some_and(|h| candidates.contains(h))
        })
    }

    /// The room as `role` sees it.
    pub(crate) async fn info(&self, app: &App, role: Role) -> RoomInfo {
        let state = self.state.lock().await;
        let ratings = self.ratings(app, &state).await;
        info(&state, role, app.now(), ratings)
    }

    /// What a rated game that has ended did to both ratings (stored with its end, so there once it is known here).
    async fn ratings(&self, app: &App, state: &LiveState) -> Option<[RatingChange; 2]> {
        if !state.options.rated || state.snapshot.end.is_none() {
            return None;
        }
        ratings::changes(&app.db, &self.id)
            .await
            .inspect_err(|error| tracing::warn!(room = %self.id, "reading rating changes: {error}"))
            .ok()
            .flatten()
    }

    /// The welcome of a new connection, and the events it missed since `since` (all of them in a snapshot when
    /// it is too far behind or new), with a subscription taken under the same lock so nothing falls between.
    pub(crate) async fn welcome(
        &self,
        app: &App,
        role: Role,
        since: Option<u64>,
    ) -> Result<
        (
            ServerMessage,
            Vec<Stored>,
            u64,
            broadcast::Receiver<Arc<Outgoing>>,
        ),
        sqlx::Error,
    > {
        let state = self.state.lock().await;
        let receiver = self.events.subscribe();
        let seq = state.seq();
        let ratings = self.ratings(app, &state).await;
        let room = info(&state, role, app.now(), ratings);
        let (snapshot, backlog) = match since {
            Some(since) if since <= seq && seq - since <= app.options.limits.live_backlog => {
                (None, store::since(&app.db, &self.id, since).await?)
            }
            _ => (
                Some(Box::new(state.snapshot_at(app.options.clock.now_ms()))),
                Vec::new(),
            ),
        };
        Ok((
            ServerMessage::Welcome { room, snapshot },
            backlog,
            seq,
            receiver,
        ))
    }

    /// A snapshot for a connection that fell behind the broadcast.
    pub(crate) async fn snapshot(&self, app: &App) -> Snapshot {
        self.state
            .lock()
            .await
            .snapshot_at(app.options.clock.now_ms())
    }

    /// Applies `seat`'s command; answers the number of the event that carries its result (for the acknowledgement).
    pub(crate) async fn command(
        self: &Arc<Self>,
        app: &Arc<App>,
        seat: Seat,
        message: &ClientMessage,
    ) -> Result<u64, Refusal> {
        let id = message.id().unwrap_or_default().to_owned();
        let mut state = self.state.lock().await;
        let claim = matches!(message, ClientMessage::Claim { .. });
        for _ in 0..4 {
            // A resend of a command already applied, here or on another instance (once caught up), is answered
            // with the same acknowledgement.
            if let Some(seq) = state.answered(seat, &id) {
                return Ok(seq);
            }
            let now = app.options.clock.now_ms();
            let away = if claim {
                self.away(app, now, true).await
            } else {
                [None; 2]
            };
            // A computer move is checked against the server's own AI, in the pool, before it is tried.
            let checked = match message {
                ClientMessage::Computer { action, .. } => {
                    let (level, check) = state.computer_check(action)?;
                    let verdict = app
                        .verifier
                        .run(level, check)
                        .await
                        .map_err(|e| Refusal::internal(&e))?;
                    Some(verdict?)
                }
                _ => None,
            };
            let mut next = state.clone();
            next.pending.clear();
            next.check_flag(now);
            let result =
                if matches!(message, ClientMessage::Rematch { .. }) && next.accepts_rematch(seat) {
                    let room = super::rematch(app, &next).await?;
                    next.rematch(seat, &id, room, now);
                    Ok(())
                } else {
                    next.command(seat, message, away, checked, now)
                };
            match self.persist(app, &mut state, next, None).await {
                Ok(true) => {
                    if let Err(refusal) = result {
                        // Refused by what this instance knew: another may have stored more since (this very
                        // command, sent to both), so the refusal stands only once nothing new is found.
                        let seq = state.seq();
                        self.catch_up_locked(app, &mut state)
                            .await
                            .map_err(|e| Refusal::internal(&e))?;
                        if state.seq() != seq {
                            continue;
                        }
                        return Err(refusal);
                    }
                    return Ok(state.answered(seat, &id).unwrap_or(state.seq()));
                }
                Ok(false) => continue,
                Err(error) => return Err(Refusal::internal(&error)),
            }
        }
        Err(Refusal::new(
            ErrorCode::Unavailable,
            "the game is busy: try again",
        ))
    }

    /// Seats `holder` as `player` if a seat is free; answers their role (a spectator when the seats are taken).
    pub(crate) async fn join(
        self: &Arc<Self>,
        app: &Arc<App>,
        holder: Holder,
        player: protocol::live::PlayerInfo,
    ) -> Result<Role, Refusal> {
        let mut state = self.state.lock().await;
        for _ in 0..4 {
            if let Some(seat) = self.seat_of(std::slice::from_ref(&holder)) {
                return Ok(Role::Player { seat });
            }
            let now = app.options.clock.now_ms();
            match state.status(app.now()) {
                RoomStatus::Expired => {
                    return Err(Refusal::new(
                        ErrorCode::RoomExpired,
                        "this invitation has expired",
                    ));
                }
                RoomStatus::Waiting => {}
                _ => return Ok(Role::Spectator),
            }
            let Some(seat) = Seat::BOTH
                .into_iter()
                .find(|seat| state.snapshot.players[seat.index()].is_none())
            else {
                return Ok(Role::Spectator);
            };
            if state.options.rated && !matches!(holder, Holder::User(_)) {
                return Err(Refusal::new(
                    ErrorCode::AccountRequired,
                    "a rated game is between accounts: log in to join it",
                ));
            }
            let mut next = state.clone();
            next.pending.clear();
            next.join(seat, player.clone(), now);
            match self
                .persist(app, &mut state, next, Some((seat, holder.clone())))
                .await
            {
                Ok(true) => return Ok(Role::Player { seat }),
                Ok(false) => continue,
                Err(error) => return Err(Refusal::internal(&error)),
            }
        }
        Err(Refusal::new(
            ErrorCode::Unavailable,
            "the game is busy: try again",
        ))
    }

    /// Whether the game is on: started and not over.
    pub(crate) async fn on(&self) -> bool {
        let state = self.state.lock().await;
        state.snapshot.started && state.snapshot.end.is_none()
    }

    /// Ends the game on time if its clock has fallen (or a ranked game as abandoned, if it waited too long).
    pub(crate) async fn tick(&self, app: &App) {
        let mut state = self.state.lock().await;
        let mut next = state.clone();
        next.pending.clear();
        next.check_flag(app.options.clock.now_ms());
        if let Err(error) = self.persist(app, &mut state, next, None).await {
            tracing::error!(room = %self.id, "storing a flag fall: {error}");
        }
    }

    /// Stores `next`'s pending events after `state`'s and, once stored, makes `next` the state and broadcasts them.
    /// `Ok(false)`: another instance wrote first; `state` has caught up and the caller tries again.
    async fn persist(
        &self,
        app: &App,
        state: &mut LiveState,
        mut next: LiveState,
        seat: Option<(Seat, Holder)>,
    ) -> Result<bool, LoadError> {
        if next.pending.is_empty() {
            return Ok(true);
        }
        let mut holders = self
            .holders
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        if let Some((seat, holder)) = &seat {
            holders[seat.index()] = Some(holder.clone());
        }
        let update = store::update(&next, seat.clone(), &holders);
        if !store::append(&app.db, &self.id, state.seq(), &next.pending, &update).await? {
            self.catch_up_locked(app, state).await?;
            return Ok(false);
        }
        if update.finished.is_some() {
            app.boards.clear();
        }
        if let Some((seat, holder)) = seat {
            self.holders.lock().unwrap_or_else(|e| e.into_inner())[seat.index()] = Some(holder);
        }
        let stored = std::mem::take(&mut next.pending);
        *state = next;
        self.announce(&stored);
        self.flag.send_replace(state.flag_due());
        Ok(true)
    }

    /// Takes in events another instance stored (told by NOTIFY, or found on a conflict).
    pub(crate) async fn catch_up(&self, app: &App) -> Result<(), LoadError> {
        let mut state = self.state.lock().await;
        self.catch_up_locked(app, &mut state).await
    }

    async fn catch_up_locked(&self, app: &App, state: &mut LiveState) -> Result<(), LoadError> {
        let events = store::since(&app.db, &self.id, state.seq()).await?;
        for event in &events {
            state
                .fold(event)
                .map_err(|e| LoadError::fold(&self.id, e))?;
        }
        if !events.is_empty() {
            *self.holders.lock().unwrap_or_else(|e| e.into_inner()) =
                store::holders(&app.db, &self.id).await?;
            self.announce(&events);
            self.flag.send_replace(state.flag_due());
        }
        Ok(())
    }

    fn announce(&self, events: &[Stored]) {
        for stored in events {
            let text = serde_json::to_string(&ServerMessage::Event {
                seq: stored.seq,
                event: stored.event.clone(),
            })
            .expect("events serialise");
            // No receiver is fine: nobody is connected here.
            let _ = self.events.send(Arc::new(Outgoing {
                seq: Some(stored.seq),
                text,
            }));
        }
    }

    /// Sends a message that is not an event (a greeting) to every connection of this room here.
    pub(crate) fn broadcast(&self, text: String) {
        let _ = self.events.send(Arc::new(Outgoing { seq: None, text }));
    }

    /// The number of the last event stored (what a greeting's acknowledgement carries).
    pub(crate) async fn seq(&self) -> u64 {
        self.state.lock().await.seq()
    }
}

/// The room as `role` sees it at `now` (unix seconds).
fn info(state: &LiveState, role: Role, now: i64, ratings: Option<[RatingChange; 2]>) -> RoomInfo {
    let status = state.status(now);
    RoomInfo {
        id: state.id.clone(),
        kind: state.kind.wire(),
        game: state.game,
        options: state.options,
        status,
        players: state.snapshot.players.clone(),
        you: role,
        expires_at: (status == RoomStatus::Waiting).then_some(state.expires_at),
        ratings,
    }
}
