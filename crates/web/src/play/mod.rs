//! A game page's table: the board, whose turn it is, the result banner, the move list with replay, undo, a new
//! game against a friend or the computer, and the record's export and import. Generic over [`WebGame`]; each
//! game brings its board and its words.

pub(crate) mod announce;
pub(crate) mod captured;
pub(crate) mod computer;
mod end;
mod hint;
mod history;
pub(crate) mod moves;
mod new_game;
mod page;
pub(crate) mod panel;
mod problems;
pub(crate) mod record;
mod review;

use boardgame::{GameRecord, Seat};
use games::formats::Formats;
use games::{Captures, Live};
use leptos::prelude::*;

use crate::board::PieceLook;
use crate::lazy::LaterPanels;
use crate::table::Table;
pub(crate) use end::end_text;
use new_game::Choice;
pub use page::play;

/// A game the site can show and play.
pub trait WebGame:
    Live<Position: Send + Sync, Action: Copy + Send + Sync>
    + Captures
    + Formats
    + LaterPanels
    + Sized
    + 'static
{
    /// Whether the person picks a side against the computer (Banqi: no — the person flips first).
    const CHOOSE_SIDE: bool = true;

    /// What the board shows of the game's past beyond the latest action (Backgammon: the opening roll, the latest
    /// play, a dance since); `()` where the board shows only the position.
    type Recent: Clone + PartialEq + Send + Sync + 'static;

    /// Draws the board and turns the person's input into actions.
    fn board(props: BoardProps<Self>) -> AnyView;
    /// [`WebGame::Recent`] after the first `ply` actions of `line`.
    fn recent(line: &games::Line<Self>, ply: usize) -> Self::Recent;
    /// How the move list writes `action`, played in `before`, for the person whose seat is at the bottom of the
    /// board (`reader`; Backgammon numbers the points from the reader's side).
    fn move_text(before: &Self::Position, action: &Self::Action, reader: Seat) -> String;
    /// How the Hint writes `action`, suggested in `position` and not yet played: only what the player chooses (a
    /// Banqi flip names its square; what lies under it is not known until it is played).
    fn hint_text(position: &Self::Position, action: &Self::Action, reader: Seat) -> String {
        Self::move_text(position, action, reader)
    }
    /// The position as the record panel writes it while the game is in progress: what every player sees (Banqi's
    /// view string, face-down pieces as `?`). The whole position is written once the game is over.
    fn public_position(position: &Self::Position) -> String {
        Self::format_position(position)
    }
    /// How a screen reader hears `action`, played in `before` and leading to `after`: in words where the move
    /// list's notation would not be understood aloud.
    fn move_words(
        before: &Self::Position,
        action: &Self::Action,
        _after: &Self::Position,
        reader: Seat,
    ) -> String {
        Self::move_text(before, action, reader)
    }
    /// How the move list numbers what it writes for `reader`, where the screen and the exports differ (Backgammon's
    /// points: the reader's numbering on screen, each mover's own in the exports).
    fn numbering(_reader: Seat) -> Option<String> {
        None
    }
    /// What the panel shows of this game beyond the common parts (hidden pieces, pip counts, ...), given the seat
    /// the person plays against the computer (`None` in hot-seat games).
    fn info(_position: Signal<Self::Position>, _person: Signal<Option<Seat>>) -> AnyView {
        ().into_any()
    }
    /// A catalogue key for what the player to move must know now (check), if anything.
    fn alert(position: &Self::Position) -> Option<&'static str>;
    /// How a lost piece is drawn beside the board.
    fn look(piece: Self::Piece) -> PieceLook;
}

/// What a board receives from the table.
pub struct BoardProps<G: WebGame> {
    /// The position to show.
    pub position: Signal<G::Position>,
    /// The move that led to it.
    pub last: Signal<Option<G::Action>>,
    /// A move the computer suggests to the person (the Hint button), drawn until the game moves on.
    pub hint: Signal<Option<G::Action>>,
    /// What the board shows of the game's past up to the position shown (see [`WebGame::Recent`]).
    pub recent: Signal<G::Recent>,
    /// Whether a person may move now.
    pub interactive: Signal<bool>,
    /// Whether the second seat is at the bottom.
    pub flipped: Signal<bool>,
    /// Whether the latest move slides into place.
    pub animate: Signal<bool>,
    /// A legal move, and whether it was dragged into place.
    pub on_move: Callback<(G::Action, bool)>,
}

/// What the panels that load after the table (`crate::lazy`) take from it.
pub struct Extras<G: WebGame> {
    pub table: RwSignal<Table<G>>,
    /// The ply looked back at, if any.
    pub viewing: RwSignal<Option<usize>>,
    /// The ply shown.
    pub shown: Memo<usize>,
    /// The review's better move, drawn on the position before the mistake.
    pub hint: RwSignal<Option<(usize, G::Action)>>,
    /// Whose chances the review draws.
    pub seat: Signal<Seat>,
    /// Who reads the moves: the seat at the bottom of the board.
    pub reader: Signal<Seat>,
    /// Whether the table's game was over when last seen: a game joins the games finished on this device as it
    /// ends, once (an opened game that was already over does not).
    pub was_over: StoredValue<bool>,
    /// Opens a record on the table (after asking, when a game is in progress).
    pub open: Callback<Table<G>>,
    /// Opens a finished game on the table.
    pub open_finished: Callback<GameRecord>,
    /// The position shown.
    pub position: Signal<G::Position>,
    /// Whether the new-game form arrives open (a first visit: no game yet).
    pub new_game_open: bool,
    /// Starts the new game the form chose.
    pub start: Callback<Choice>,
}

impl<G: WebGame> Clone for Extras<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: WebGame> Copy for Extras<G> {}

/// The review panel (see [`Extras`]).
pub(crate) fn review_panel<G: WebGame>(extras: Extras<G>) -> AnyView {
    let Extras {
        table,
        viewing,
        shown,
        hint,
        seat,
        reader,
        ..
    } = extras;
    review::panel::<G>(table, viewing, shown, hint, seat, reader).into_any()
}

/// The line of play and the new-game form (see [`Extras`]).
pub(crate) fn line_panels<G: WebGame>(extras: Extras<G>) -> AnyView {
    let Extras {
        table,
        viewing,
        shown,
        reader,
        position,
        new_game_open,
        start,
        ..
    } = extras;
    (
        panel::line_of_play(table, |t| t.line(), (shown, position), viewing, reader),
        new_game::new_game::<G>(new_game_open, move |choice| start.run(choice)),
    )
        .into_any()
}

/// The record panel and the finished games (see [`Extras`]), which keep each game as it ends.
pub(crate) fn records_panels<G: WebGame>(extras: Extras<G>) -> AnyView {
    let Extras {
        table,
        was_over,
        open,
        open_finished,
        ..
    } = extras;
    let finished = RwSignal::new(history::load(G::KIND));
    Effect::new(move |_| {
        table.with(|t| {
            let over = G::outcome(t.position()).is_some();
            if over && !was_over.get_value() {
                finished.set(history::keep(t.record()));
            }
            was_over.set_value(over);
        });
    });
    (
        record::record::<G>(table, move |opened| open.run(opened)),
        history::panel::<G>(finished, move |record| open_finished.run(record)),
    )
        .into_any()
}
