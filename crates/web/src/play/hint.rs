//! The computer as a coach during a casual game: the Expert's suggestion for the person's move, on request.

use boardgame::{Level, Seat};
use leptos::prelude::*;

use super::{WebGame, computer};
use crate::i18n::{t, t_args};
use crate::table::Table;

/// The suggestion, with the ply it was asked at (or the review's better move at the ply before the mistake), and
/// whether the computer is still choosing it.
pub struct Hint<G: WebGame> {
    /// The suggested action and its ply.
    pub hint: RwSignal<Option<(usize, G::Action)>>,
    /// Asked and not yet answered.
    pub hinting: RwSignal<bool>,
    /// The suggestion while the game stands at its ply (`shown`): what the board draws.
    pub hinted: Signal<Option<G::Action>>,
}

impl<G: WebGame> Clone for Hint<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: WebGame> Copy for Hint<G> {}

impl<G: WebGame> Hint<G> {
    /// No suggestion yet, for the game shown at ply `shown`.
    pub fn new(shown: Memo<usize>) -> Self {
        let hint = RwSignal::new(None::<(usize, G::Action)>);
        let hinted = Signal::derive(move || {
            hint.get()
                .filter(|(at, _)| *at == shown.get())
                .map(|(_, action)| action)
        });
        Hint {
            hint,
            hinting: RwSignal::new(false),
            hinted,
        }
    }

    /// Asks the Expert for the person's move in `table`'s game; an answer is dropped if the game has moved on or
    /// `current` says the line of play was left (undo, a new game). `problem` gets it if none came.
    pub fn ask(
        self,
        table: RwSignal<Table<G>>,
        current: impl Fn() -> bool + 'static,
        problem: RwSignal<Option<String>>,
    ) {
        let (record, plies) = table.with_untracked(|t| (t.record().clone(), t.line().len()));
        self.hinting.set(true);
        let hint = self.hint;
        let hinting = self.hinting;
        let answer = move |found: Result<G::Action, String>| {
            hinting.set(false);
            if !current() || table.with_untracked(|t| t.line().len()) != plies {
                return;
            }
            match found {
                Ok(action) => hint.set(Some((plies, action))),
                Err(_) => problem.set(Some(t("play-hint-failed"))),
            }
        };
        computer::ask_action::<G, _>(record, Level::Expert, None, table, |t| t.position(), answer);
    }

    /// The suggestion in words, while the latest position is shown.
    pub fn text(
        self,
        table: RwSignal<Table<G>>,
        viewing: RwSignal<Option<usize>>,
        reader: Signal<Seat>,
    ) -> impl IntoView {
        move || {
            self.hinted.get().filter(|_| viewing.get().is_none()).map(|action| {
                let text = table.with(|t| G::hint_text(t.position(), &action, reader.get()));
                view! { <p class="hint-text" role="status">{t_args("play-hint-is", &[("move", text.into())])}</p> }
            })
        }
    }
}
