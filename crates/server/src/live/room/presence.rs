//! Who is connected to a room: the connections on this instance, the leases other instances keep in the database,
//! and the presence message every connection is told when they change.

use std::sync::Arc;

use boardgame::Seat;
use protocol::live::{Presence, Role, ServerMessage};

use super::{Outgoing, Room};
use crate::App;
use crate::live::state::Away;
use crate::live::store::{self, Seen};

/// A presence lease older than this means the instance that held the connection is gone (ms).
const LEASE_MS: i64 = 25_000;

/// Connections on this instance, and what the database said of the others.
#[derive(Debug, Default)]
pub(super) struct Local {
    connections: [u32; 2],
    left_ms: [Option<i64>; 2],
    spectators: u32,
    remote: Seen,
}

impl Room {
    /// A connection of `role` came; answers `false` when the room already has as many spectators as it takes.
    pub(crate) fn connect(self: &Arc<Self>, app: &Arc<App>, role: Role) -> bool {
        let mut local = self.local.lock().unwrap_or_else(|e| e.into_inner());
        match role {
            Role::Spectator if local.spectators >= app.options.limits.spectators_per_room => {
                return false;
            }
            Role::Spectator => local.spectators += 1,
            Role::Player { seat } => {
                local.connections[seat.index()] += 1;
                local.left_ms[seat.index()] = None;
                if local.connections[seat.index()] == 1 {
                    self.mark(app, seat, None);
                }
            }
        }
        drop(local);
        self.announce_presence(app);
        true
    }

    /// A connection of `role` left.
    pub(crate) fn disconnect(self: &Arc<Self>, app: &Arc<App>, role: Role) {
        let mut local = self.local.lock().unwrap_or_else(|e| e.into_inner());
        match role {
            Role::Spectator => local.spectators = local.spectators.saturating_sub(1),
            Role::Player { seat } => {
                let count = &mut local.connections[seat.index()];
                *count = count.saturating_sub(1);
                if *count == 0 {
                    let now = app.options.clock.now_ms();
                    local.left_ms[seat.index()] = Some(now);
                    self.mark(app, seat, Some(now));
                }
            }
        }
        drop(local);
        self.announce_presence(app);
    }

    /// Writes a seat's presence change to the database, so other instances (and a claim judged there) know it.
    fn mark(self: &Arc<Self>, app: &Arc<App>, seat: Seat, left: Option<i64>) {
        let (room, app) = (Arc::clone(self), Arc::clone(app));
        tokio::spawn(async move {
            let now = app.options.clock.now_ms();
            if let Err(error) = store::mark_presence(&app.db, &room.id, seat, now, left).await {
                tracing::warn!(room = %room.id, "recording presence: {error}");
            }
            crate::live::notify_presence(&app, &room.id).await;
        });
    }

    /// Seats with connections here (for the lease renewal).
    pub(crate) fn connected_here(&self) -> Vec<Seat> {
        let local = self.local.lock().unwrap_or_else(|e| e.into_inner());
        Seat::BOTH
            .into_iter()
            .filter(|seat| local.connections[seat.index()] > 0)
            .collect()
    }

    /// Reads what the database says of presence (other instances' connections) and tells this instance's clients.
    pub(crate) async fn refresh_presence(
        self: &Arc<Self>,
        app: &Arc<App>,
    ) -> Result<(), sqlx::Error> {
        let seen = store::seen(&app.db, &self.id).await?;
        let changed = {
            let mut local = self.local.lock().unwrap_or_else(|e| e.into_inner());
            std::mem::replace(&mut local.remote, seen) != seen
        };
        if changed {
            self.announce_presence(app);
        }
        Ok(())
    }

    /// How long each seated player has been gone (`None`: connected here or, by a fresh lease, elsewhere).
    pub(super) async fn away(&self, app: &App, now: i64, fresh: bool) -> Away {
        if fresh && let Ok(seen) = store::seen(&app.db, &self.id).await {
            self.local.lock().unwrap_or_else(|e| e.into_inner()).remote = seen;
        }
        let holders = self
            .holders
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let local = self.local.lock().unwrap_or_else(|e| e.into_inner());
        Seat::BOTH.map(|seat| {
            let i = seat.index();
            holders[i].as_ref()?;
            if local.connections[i] > 0 {
                return None;
            }
            let (seen, left) = local.remote[i];
            if left.is_none() && seen.is_some_and(|at| now - at < LEASE_MS) {
                return None;
            }
            let since = [local.left_ms[i], left, seen]
                .into_iter()
                .flatten()
                .max()
                .unwrap_or(self.loaded_ms);
            Some((now - since).max(0) as u64)
        })
    }

    /// The presence message for this room now.
    pub(crate) async fn presence(&self, app: &App) -> ServerMessage {
        let away = self.away(app, app.options.clock.now_ms(), false).await;
        let spectators = self
            .local
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .spectators;
        let clocks = self
            .state
            .lock()
            .await
            .clocks_at(app.options.clock.now_ms());
        ServerMessage::Presence(Presence {
            away_ms: away,
            spectators,
            clocks,
        })
    }

    fn announce_presence(self: &Arc<Self>, app: &Arc<App>) {
        let (room, app) = (Arc::clone(self), Arc::clone(app));
        tokio::spawn(async move {
            let text =
                serde_json::to_string(&room.presence(&app).await).expect("presence serialises");
            let _ = room.events.send(Arc::new(Outgoing { seq: None, text }));
        });
    }
}
