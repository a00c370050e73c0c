//! The game page on this device: a [`Table`] kept in the browser's storage, played against a friend here or the
//! computer, replaced by a new or opened game after asking; or the start of a live game, played on its own page.

use boardgame::{GameRecord, Level, Player, Seat, Turn};
use leptos::prelude::*;
use protocol::live::{RoomOptions, SeatChoice};

use super::hint::Hint;
use super::new_game::{Choice, Opponent};
use super::panel::{self, Status};
use super::{BoardProps, Extras, WebGame, computer, end_text, moves};
use crate::i18n::t;
use crate::lazy::after_the_table;
use crate::room::LiveStart;
use crate::storage;
use crate::table::Table;

/// The computer's seat and level, if the computer is to move.
fn computer_turn<G: WebGame>(table: &Table<G>) -> Option<Level> {
    match G::turn(table.position()) {
        Turn::Player(seat) => match table.player(seat) {
            Player::Computer { level } => Some(*level),
            Player::Human => None,
        },
        Turn::Chance | Turn::Over => None,
    }
}

/// A seed for a new game: fresh each game; every move of the computer derives from it.
pub(super) fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The players of a new game: a friend, or the computer at `level` in the seat the person does not take.
fn players(opponent: Option<Level>, person: Seat) -> [Player; 2] {
    let other = opponent.map_or(Player::Human, |level| Player::Computer { level });
    match person {
        Seat::First => [Player::Human, other],
        Seat::Second => [other, Player::Human],
    }
}

/// The seat the person plays against the computer; `None` when two people play.
pub(super) fn person_of(players: &[Player; 2]) -> Option<Seat> {
    let computer = players.iter().any(|player| *player != Player::Human);
    computer.then(|| {
        if players[0] == Player::Human {
            Seat::First
        } else {
            Seat::Second
        }
    })
}

/// What replacing the game on the table would start, held while the person is asked whether to.
enum Replacement<G: WebGame> {
    /// A new game: the computer's level (none: a friend here) and the person's seat.
    New(Option<Level>, Seat),
    /// An opened record, shown as a replay.
    Open(Table<G>),
}

/// Goes to a page of the site.
type Navigate = Box<dyn Fn(&str)>;

/// The page's game and what the page does with it.
struct Desk<G: WebGame> {
    table: RwSignal<Table<G>>,
    /// A first visit starts nothing: the new-game form is open and the board waits for the person's choice.
    waiting: RwSignal<bool>,
    /// The ply looked back at, if any.
    viewing: RwSignal<Option<usize>>,
    thinking: RwSignal<bool>,
    problem: RwSignal<Option<String>>,
    /// Bumped by undo and new game, so a late answer from the computer for an old position is dropped.
    generation: StoredValue<u32>,
    flipped: RwSignal<bool>,
    animate: RwSignal<bool>,
    /// Whether the table's game was over when last seen: a game is kept in the history as it ends, once
    /// ([`Extras::was_over`]).
    was_over: StoredValue<bool>,
    /// A replacement of the game in progress, waiting for the person's yes or no.
    pending: RwSignal<Option<Replacement<G>>>,
    /// Goes to a page of the site (taken from the router while the page is made).
    navigate: StoredValue<Navigate, LocalStorage>,
}

impl<G: WebGame> Clone for Desk<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: WebGame> Copy for Desk<G> {}

impl<G: WebGame> Desk<G> {
    /// The game saved under `key`, or the standard start waiting for the person's choice.
    fn open(key: &str) -> Self {
        let saved =
            storage::load(key).and_then(|json| Table::<G>::from_json(&json, fresh_seed()).ok());
        let waiting = RwSignal::new(saved.is_none());
        let table = saved.unwrap_or_else(|| Table::before_start(fresh_seed()));
        let second = person_of(&table.record().players) == Some(Seat::Second);
        let over = G::outcome(table.position()).is_some();
        let navigate = leptos_router::hooks::use_navigate();
        Desk {
            table: RwSignal::new(table),
            waiting,
            viewing: RwSignal::new(None),
            thinking: RwSignal::new(false),
            problem: RwSignal::new(None),
            generation: StoredValue::new(0),
            flipped: RwSignal::new(second),
            animate: RwSignal::new(true),
            was_over: StoredValue::new(over),
            pending: RwSignal::new(None),
            navigate: StoredValue::new_local(Box::new(move |page: &str| {
                navigate(page, Default::default());
            })),
        }
    }

    /// Whether the line of play is the one the question was asked in (`asked`, [`Desk::generation`]).
    fn current(self, asked: u32) -> bool {
        self.generation.get_value() == asked
    }

    /// Every way of leaving the current line of play: stale answers are dropped and the replay cursor reset.
    fn reset(self) {
        self.generation.update_value(|g| *g += 1);
        self.thinking.set(false);
        self.viewing.set(None);
        self.problem.set(None);
    }

    fn undo(self) {
        self.reset();
        self.table.update(|t| {
            t.undo();
        });
    }

    fn apply(self, replacement: Replacement<G>) {
        self.reset();
        self.waiting.set(false);
        match replacement {
            Replacement::New(opponent, person) => {
                self.flipped.set(person == Seat::Second);
                self.table
                    .set(Table::new(players(opponent, person), fresh_seed()));
            }
            Replacement::Open(opened) => {
                self.flipped.set(false);
                // An opened game that is already over was not finished here: it does not join the history. It
                // opens as a replay from its start; one still in play is ready to play where it stands.
                let over = G::outcome(opened.position()).is_some();
                self.was_over.set_value(over);
                self.table.set(opened);
                self.viewing.set(over.then_some(0));
            }
        }
    }

    /// A game a person has played in and not finished is not replaced without asking.
    fn ask(self, replacement: Replacement<G>) {
        let in_progress = !self.waiting.get_untracked()
            && self
                .table
                .with_untracked(|t| G::outcome(t.position()).is_none() && t.can_undo());
        if in_progress {
            self.pending.set(Some(replacement));
        } else {
            self.apply(replacement);
        }
    }

    fn open_table(self, opened: Table<G>) {
        self.ask(Replacement::Open(opened));
    }

    /// Saves the game under `key` as it changes.
    fn save(self, key: String) {
        Effect::new(move |_| {
            if self.waiting.get() {
                return;
            }
            self.table.with(|t| {
                let json = serde_json::to_string(t.record()).expect("records serialise");
                storage::save(&key, &json);
            });
        });
    }

    /// The computer plays whenever it is to move.
    fn play_computer(self) {
        let Desk {
            table, thinking, ..
        } = self;
        Effect::new(move |_| {
            let Some((record, level)) =
                table.with(|t| computer_turn(t).map(|level| (t.record().clone(), level)))
            else {
                return;
            };
            thinking.set(true);
            let asked = self.generation.get_value();
            let answer = move |played: Result<G::Action, String>| {
                if !self.current(asked) {
                    return;
                }
                thinking.set(false);
                match played {
                    Ok(action) => {
                        self.animate.set(true);
                        table.update(|t| t.play(action));
                    }
                    Err(e) => self.problem.set(Some(e)),
                }
            };
            computer::ask_action::<G, _>(record, level, None, table, |t| t.position(), answer);
        });
    }

    /// A live game (a room, a ranked game): made by the server, played on its page; or what went wrong.
    fn go_live(self, made: Result<String, String>) {
        match made {
            Ok(page) => self.navigate.with_value(|go| go(&page)),
            Err(problem) => self.problem.set(Some(problem)),
        }
    }

    /// Starts what the new-game form chose.
    fn start(self, choice: Choice) {
        match choice.opponent {
            Opponent::Computer(level) if choice.ranked => {
                let start = LiveStart::Ranked(G::KIND, level, choice.side);
                leptos::task::spawn_local(async move {
                    self.go_live(crate::lazy::start_live(start).await);
                });
            }
            Opponent::Computer(level) => self.ask(Replacement::New(Some(level), choice.side)),
            Opponent::Here => self.ask(Replacement::New(None, choice.side)),
            Opponent::Online => {
                let options = RoomOptions {
                    seat: match (G::CHOOSE_SIDE, choice.side) {
                        (false, _) => SeatChoice::Random,
                        (true, Seat::First) => SeatChoice::First,
                        (true, Seat::Second) => SeatChoice::Second,
                    },
                    clock: choice.clock,
                    rated: false,
                };
                leptos::task::spawn_local(async move {
                    self.go_live(crate::lazy::start_live(LiveStart::Room(G::KIND, options)).await);
                });
            }
        }
    }
}

/// Asks whether to replace the game in progress by the pending replacement. The question takes the focus, on the
/// safe answer, so a keyboard user meets it at once.
fn confirm<G: WebGame>(desk: Desk<G>) -> impl IntoView {
    let keep = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = keep.get() {
            let _ = button.focus();
        }
    });
    let pending = desk.pending;
    view! {
        <div class="replace" role="alertdialog" aria-labelledby="replace-question">
            <p id="replace-question">{t("play-replace-question")}</p>
            <div class="buttons">
                <button class="replace-yes" on:click=move |_| {
                    if let Some(replacement) = pending.try_update(Option::take).flatten() {
                        desk.apply(replacement);
                    }
                }>{t("play-replace-yes")}</button>
                <button class="replace-no" node_ref=keep on:click=move |_| pending.set(None)>{t("play-replace-no")}</button>
            </div>
        </div>
    }
}

/// The status line: the end, the choice awaited, the computer thinking, or whose move it is.
fn status<G: WebGame>(desk: Desk<G>, person: Signal<Option<Seat>>) -> impl IntoView {
    move || {
        let live = desk.table.with(|t| t.position().clone());
        let status = if let Some(text) = end_text::<G>(&live, None, person.get()) {
            Status::Over(text)
        } else if desk.waiting.get() {
            Status::Waiting("play-choose")
        } else if desk.thinking.get() {
            Status::Thinking
        } else {
            Status::ToMove(match G::turn(&live) {
                Turn::Player(seat) => Some(seat),
                Turn::Chance | Turn::Over => None,
            })
        };
        panel::status::<G>(&live, status)
    }
}

/// Undo, flip, sound and, while the person may move, the Hint.
fn buttons<G: WebGame>(
    desk: Desk<G>,
    person: Signal<Option<Seat>>,
    interactive: Signal<bool>,
    hint: Hint<G>,
) -> impl IntoView {
    let Desk { table, flipped, .. } = desk;
    let ask_hint = move || {
        let asked = desk.generation.get_value();
        hint.ask(table, move || desk.current(asked), desk.problem);
    };
    view! {
        <div class="buttons">
            <button class="undo" on:click=move |_| desk.undo()
                // Against the computer a finished game stays finished: undo is for a game in play.
                disabled=move || !table.with(|t| {
                    t.can_undo() && (person.get().is_none() || G::outcome(t.position()).is_none())
                })>
                {t("play-undo")}
            </button>
            <button class="flip" on:click=move |_| flipped.update(|f| *f = !*f)>{t("play-flip")}</button>
            {crate::sound::toggle()}
            // The computer as a coach, in casual games only (a ranked game is played on its live page).
            {move || interactive.get().then(|| view! {
                <button class="hint" on:click=move |_| ask_hint() disabled=move || hint.hinting.get()>
                    {t("play-hint")}
                </button>
            })}
        </div>
    }
}

/// The whole game page for `G`.
pub fn play<G: WebGame>() -> impl IntoView {
    let name = G::KIND.name();
    let key = format!("tabula.game.{name}");
    let desk = Desk::<G>::open(&key);
    let Desk {
        table,
        waiting,
        viewing,
        thinking,
        flipped,
        animate,
        ..
    } = desk;
    desk.save(key);
    desk.play_computer();

    let moves::Shown {
        ply: shown,
        position,
        last,
        recent,
    } = moves::shown(table, |table| table.line(), viewing);
    let interactive = Signal::derive(move || {
        !waiting.get()
            && viewing.get().is_none()
            && !thinking.get()
            && table.with(|t| t.person_to_move().is_some())
    });
    let on_move = Callback::new(move |(action, dragged): (G::Action, bool)| {
        if interactive.get_untracked() {
            animate.set(!dragged);
            table.update(|t| t.play(action));
        }
    });
    // A game opened from a player's profile is shown as a replay.
    let replay_key = crate::pages::replay_key(G::KIND);
    if let Some(json) = storage::load(&replay_key) {
        storage::save(&replay_key, "");
        if let Ok(opened) = Table::<G>::from_json(&json, fresh_seed()) {
            desk.open_table(opened);
        }
    }
    let open_finished = Callback::new(move |record: GameRecord| {
        if let Ok(opened) = Table::<G>::from_record(record, fresh_seed()) {
            desk.open_table(opened);
        }
    });
    let person = Signal::derive(move || table.with(|t| person_of(&t.record().players)));
    let info = G::info(position, person);
    // Also the review's better move, drawn on the position before the mistake while that position is shown.
    let hint = Hint::<G>::new(shown);
    let board = G::board(BoardProps {
        position,
        last,
        hint: hint.hinted,
        recent: recent.into(),
        interactive,
        flipped: flipped.into(),
        animate: animate.into(),
        on_move,
    });

    let reader = Signal::derive(move || moves::bottom_seat(flipped.get()));
    let problem = desk.problem;
    let extras = Extras {
        table,
        viewing,
        shown,
        hint: hint.hint,
        seat: Signal::derive(move || person.get().unwrap_or_else(|| reader.get())),
        reader,
        was_over: desk.was_over,
        open: Callback::new(move |opened| desk.open_table(opened)),
        open_finished,
        position,
        new_game_open: waiting.get_untracked(),
        start: Callback::new(move |choice| desk.start(choice)),
    };
    view! {
        <section class="play" data-game=name>
            <div class="table">
                <div class="board-area">{board}</div>
                <aside class="panel">
                    {status(desk, person)}
                    {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                    {buttons(desk, person, interactive, hint)}
                    {hint.text(table, viewing, reader)}
                    {after_the_table(move || G::review(extras))}
                    {info}
                    {panel::announcer(table, |t| t.line(), reader)}
                    {after_the_table(move || G::line(extras))}
                    {after_the_table(move || G::records(extras))}
                </aside>
            </div>
            {move || desk.pending.with(Option::is_some).then(move || confirm(desk))}
        </section>
    }
}
