//! The device's side of a room's game: following the referee's actions in a [`Session`] of its own, and, in a ranked
//! game, playing the computer's moves with the seeds the server reveals.

use boardgame::{GameRecord, Level, Player, Seat, Turn};
use games::Session;
use leptos::prelude::*;
use protocol::live::{ClientMessage, Snapshot};

use super::Room;
use crate::play::{WebGame, computer};

/// Takes in the actions `state` has beyond what `session` followed (or starts over if they disagree).
pub(super) fn follow<G: WebGame>(session: &mut Session<G>, state: &Snapshot) {
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
pub(super) fn computer_seat(state: &Snapshot) -> Option<(Seat, Level)> {
    Seat::BOTH
        .into_iter()
        .find_map(|seat| Some((seat, state.players[seat.index()].as_ref()?.computer?)))
}

/// A ranked game: this device plays the computer, once the server has revealed the seed of its move and the page
/// has followed every action before it. Each revealed seed is worked on once (a reconnect resends the answer).
/// `thinking` says while it does; `trouble` gets why it could not.
pub(super) fn play_computer<G: WebGame>(
    room: Room<G>,
    thinking: RwSignal<bool>,
    trouble: RwSignal<Option<String>>,
) {
    let Room {
        connection,
        me,
        session,
        computer,
        ..
    } = room;
    let state = connection.state;
    let worked_on = StoredValue::new(None::<u64>);
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
        let answer = move |played: Result<G::Action, String>| {
            if state.with_untracked(|s| s.seq) != seq {
                return;
            }
            thinking.set(false);
            match played {
                Ok(action) => {
                    let action = session.with_untracked(|s| G::request(s.position(), &action));
                    connection.send(|id| ClientMessage::Computer { id, action });
                }
                Err(e) => trouble.set(Some(e)),
            }
        };
        computer::ask_action::<G, _>(
            record,
            level,
            Some(seed),
            session,
            Session::position,
            answer,
        );
    });
}
