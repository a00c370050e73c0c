//! A ranked game on its page: started from a server ticket (its seed is the game's), no undo, and once the person
//! wins, the record goes to the outbox for the server to verify.

use boardgame::{GameKind, RecordEnd};
use leptos::prelude::*;

use super::{WebGame, person_seat};
use crate::account::{self, progress_text, use_account};
use crate::i18n::{t, t_args};
use crate::ranked::Ticket;
use crate::storage;
use crate::table::Table;

fn key(game: GameKind) -> String {
    format!("tabula.ranked.{}", game.name())
}

/// The ticket the saved game of `game` was started with, if it was ranked and is still that game.
pub fn current<G: WebGame>(table: &Table<G>) -> Option<Ticket> {
    let ticket: Ticket = serde_json::from_str(&storage::load(&key(G::KIND))?).ok()?;
    let record = table.record();
    let fits = record.seed == Some(ticket.seed)
        && record.start.is_none()
        && person_seat(table) == ticket.side
        && *table.player(ticket.side.opponent())
            == (boardgame::Player::Computer {
                level: ticket.level,
            });
    fits.then_some(ticket)
}

/// Remembers (or forgets) that the game on the page is ranked.
pub fn remember(game: GameKind, ticket: Option<&Ticket>) {
    let json = ticket.map_or_else(String::new, |t| {
        serde_json::to_string(t).expect("tickets serialise")
    });
    storage::save(&key(game), &json);
}

/// Sends the game to the outbox once it is over. Losses go too: the server spends the ticket on any verdict, so
/// the player's few unused tickets are not held by games that can no longer score.
pub fn watch<G: WebGame>(table: RwSignal<Table<G>>, ranked: RwSignal<Option<Ticket>>) {
    let account = use_account();
    Effect::new(move |_| {
        let Some(ticket) = ranked.get() else { return };
        table.with(|t| {
            let position = t.position();
            let Some(outcome) = G::outcome(position) else {
                return;
            };
            let mut record = t.record().clone();
            record.end = Some(RecordEnd::Rules {
                outcome,
                reason: G::end_reason(position).unwrap_or_default().to_owned(),
            });
            account::submit(account, &ticket.ticket, record);
        });
    });
}

/// A ranked game left unfinished (a new game, an import) is sent as it stands, to give its ticket back.
pub fn abandon<G: WebGame>(table: &Table<G>, ranked: Option<Ticket>) {
    let Some(ticket) = ranked else { return };
    let account = use_account();
    if account
        .outbox
        .with_untracked(|o| o.get(&ticket.ticket).is_none())
    {
        account::submit(account, &ticket.ticket, table.record().clone());
    }
}

/// "Ranked game against Easy (+10)", and where its result stands.
pub fn badge(ranked: RwSignal<Option<Ticket>>) -> impl IntoView {
    let account = use_account();
    move || {
        ranked.get().map(|ticket| {
            let progress = move || {
                account
                    .outbox
                    .with(|o| o.get(&ticket.ticket).map(|s| progress_text(&s.progress)))
            };
            view! {
                <div class="ranked-badge">
                    <p>{t_args("ranked-game", &[
                        ("level", t(&format!("level-{}", ticket.level.name())).into()),
                        ("points", ticket.level.points().into()),
                    ])}</p>
                    {move || progress().map(|p| view! { <p class="ranked-progress" role="status">{p}</p> })}
                </div>
            }
        })
    }
}

/// The text of a failed ranked start.
pub fn no_ticket(problem: &crate::api::Problem) -> String {
    t_args("ranked-no-ticket", &[("reason", problem.text().into())])
}
