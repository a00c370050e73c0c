//! Greetings: a player's preset phrase, relayed to everyone in the room as a code (each page shows it in its
//! reader's language). Nothing is stored: a greeting is said once, to those connected, like a word across a table.
//!
//! Limited in rate per room and seat ([`crate::Limits::greetings`]), so a player cannot drown the room. Across
//! instances a greeting travels in the `NOTIFY` payload itself (`id:greet:instance:seat:code`, a few dozen bytes);
//! the instance that sent it knows it by its own mark and does not relay it twice. A greeting sent while a listener
//! reconnects is lost, as a word is when nobody listens: nothing depends on it.

use std::sync::{Arc, OnceLock};

use boardgame::Seat;
use protocol::ErrorCode;
use protocol::live::{Greeting, ServerMessage};

use super::Refusal;
use super::room::Room;
use crate::App;
use crate::db::Backend;

/// The mark of this process and `app` in a NOTIFY payload (several apps run in one test process).
fn instance(app: &Arc<App>) -> String {
    static PROCESS: OnceLock<u64> = OnceLock::new();
    let process = PROCESS.get_or_init(crate::session::random_u64);
    format!("{process:x}.{:x}", Arc::as_ptr(app) as usize)
}

/// `seat` greets room `room`: refused for an unknown code, in a ranked game (the computer reads nothing) and past
/// the rate; otherwise relayed to every connection of the room, here and on other instances.
pub(crate) async fn greet(
    app: &Arc<App>,
    room: &Arc<Room>,
    seat: Seat,
    greeting: Greeting,
) -> Result<(), Refusal> {
    if greeting == Greeting::Unknown {
        return Err(Refusal::new(
            ErrorCode::UnknownGreeting,
            "not one of the preset greetings",
        ));
    }
    if room.kind.level().is_some() {
        return Err(Refusal::new(
            ErrorCode::BadMessage,
            "the computer does not read greetings",
        ));
    }
    let key = format!("greet:{}:{}", room.id, seat.name());
    if let Err(wait) = app.limiter.hit(&key, app.limits().greetings, app.now()) {
        return Err(Refusal::new(
            ErrorCode::TooManyGreetings,
            format!("too many greetings: wait {wait} s"),
        ));
    }
    relay(room, seat, greeting);
    if app.db.backend == Backend::Postgres {
        let payload = format!(
            "{}:greet:{}:{}:{}",
            room.id,
            instance(app),
            seat.name(),
            greeting.code()
        );
        let result = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(super::store::CHANNEL)
            .bind(payload)
            .execute(&app.db.pool)
            .await;
        if let Err(error) = result {
            tracing::warn!(room = %room.id, "notifying a greeting: {error}");
        }
    }
    Ok(())
}

/// A greeting another instance relayed (`instance:seat:code`, after `id:greet:`): passed on to this instance's
/// connections, unless this instance sent it.
pub(crate) fn arrived(app: &Arc<App>, room: &Arc<Room>, rest: &str) {
    let mut parts = rest.split(':');
    let (Some(from), Some(seat), Some(code)) = (parts.next(), parts.next(), parts.next()) else {
        return;
    };
    if from == instance(app) {
        return;
    }
    let seat = Seat::BOTH.into_iter().find(|s| s.name() == seat);
    if let (Some(seat), Some(greeting)) = (seat, Greeting::from_code(code)) {
        relay(room, seat, greeting);
    }
}

fn relay(room: &Room, seat: Seat, greeting: Greeting) {
    let text = serde_json::to_string(&ServerMessage::Greeting { seat, greeting })
        .expect("greetings serialise");
    room.broadcast(text);
}
