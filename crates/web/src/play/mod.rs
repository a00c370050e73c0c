//! A game page's table: the board, whose turn it is, the result banner, the move list with replay, undo, a new
//! game against a friend or the computer, and the record's export and import. Generic over [`WebGame`]; each
//! game brings its board and its words.

pub(crate) mod announce;
pub(crate) mod captured;
pub(crate) mod computer;
mod history;
pub(crate) mod moves;
mod new_game;
pub(crate) mod panel;
mod problems;
pub(crate) mod record;
mod review;

use boardgame::{Level, Outcome, Player, RecordEnd, Seat, Turn};
use games::formats::Formats;
use games::{Captures, Live};
use leptos::prelude::*;

use crate::board::PieceLook;
use crate::i18n::{t, t_args};
use crate::storage;
use crate::table::Table;
use new_game::Opponent;
use panel::Status;
use protocol::live::{RoomOptions, SeatChoice};

/// A game the site can show and play.
pub trait WebGame:
    Live<Position: Send + Sync, Action: Copy + Send + Sync> + Captures + Formats + Sized + 'static
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
    /// The catalogue key naming a seat (Red, Attackers, ...).
    fn seat_key(seat: Seat) -> &'static str;
    /// The catalogue key naming a seat in `position` (Banqi's seats get their colours from the first flip).
    fn side_key(_position: &Self::Position, seat: Seat) -> &'static str {
        Self::seat_key(seat)
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
fn fresh_seed() -> u64 {
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
fn person_of(players: &[Player; 2]) -> Option<Seat> {
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

/// The banner text for a finished game: the platform's end (resignation, agreement, time...) when there is one,
/// else the rules' end of `position`. Against the computer (`person`: the seat the person plays) it speaks to the
/// person: "You won", "The computer won".
pub(crate) fn end_text<G: WebGame>(
    position: &G::Position,
    end: Option<&RecordEnd>,
    person: Option<Seat>,
) -> Option<String> {
    let side = |seat: Seat| t(G::side_key(position, seat));
    let head = |outcome: Outcome| match (outcome, person) {
        (Outcome::Win(seat), Some(person)) if seat == person => t("play-you-won"),
        (Outcome::Win(_), Some(_)) => t("play-computer-won"),
        (Outcome::Win(seat), None) => t_args("play-wins", &[("side", side(seat).into())]),
        (Outcome::Draw, _) => t("play-draw"),
    };
    let (outcome, reason) = match end {
        None | Some(RecordEnd::Rules { .. }) => (
            G::outcome(position)?,
            G::end_reason(position).map(|r| t(&format!("{}-end-{r}", G::KIND.name()))),
        ),
        Some(RecordEnd::Resigned { seat }) => (
            Outcome::Win(seat.opponent()),
            // Where the game measures a win (Backgammon), the resignation says what it concedes.
            Some(match G::resigned_reason(position, *seat) {
                Some(size) => t_args(
                    "end-resigned-size",
                    &[
                        ("side", side(*seat).into()),
                        ("size", t(&format!("{}-end-{size}", G::KIND.name())).into()),
                    ],
                ),
                None => t_args("end-resigned", &[("side", side(*seat).into())]),
            }),
        ),
        Some(RecordEnd::DrawAgreed) => (Outcome::Draw, Some(t("end-draw-agreed"))),
        Some(RecordEnd::Timeout { seat, outcome }) => (
            *outcome,
            Some(t_args("end-timeout", &[("side", side(*seat).into())])),
        ),
        Some(RecordEnd::Abandoned { seat, outcome }) => (
            *outcome,
            Some(t_args("end-abandoned", &[("side", side(*seat).into())])),
        ),
        Some(RecordEnd::Forfeited { seat }) => (
            Outcome::Win(seat.opponent()),
            Some(t_args("end-forfeited", &[("side", side(*seat).into())])),
        ),
        Some(RecordEnd::Aborted) => return Some(t("end-aborted")),
    };
    let head = head(outcome);
    Some(match reason {
        Some(reason) => format!("{head} — {reason}"),
        None => head,
    })
}

/// The whole game page for `G`.
pub fn play<G: WebGame>() -> impl IntoView {
    let name = G::KIND.name();
    let key = format!("tabula.game.{name}");
    let saved =
        storage::load(&key).and_then(|json| Table::<G>::from_json(&json, fresh_seed()).ok());
    // A first visit starts nothing: the new-game form is open and the board waits for the person's choice.
    let waiting = RwSignal::new(saved.is_none());
    let table = RwSignal::new(saved.unwrap_or_else(|| Table::before_start(fresh_seed())));
    let viewing = RwSignal::new(None::<usize>);
    let thinking = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    // Bumped by undo and new game, so a late answer from the computer for an old position is dropped.
    let generation = StoredValue::new(0u32);
    let flipped = RwSignal::new(
        table.with_untracked(|t| person_of(&t.record().players) == Some(Seat::Second)),
    );
    let animate = RwSignal::new(true);
    // A replacement of the game in progress, waiting for the person's yes or no.
    let pending = RwSignal::new(None::<Replacement<G>>);
    let finished = RwSignal::new(history::load(G::KIND));
    // Whether the table's game was over when last seen: a game is kept in the history as it ends, once.
    let was_over = StoredValue::new(table.with_untracked(|t| G::outcome(t.position()).is_some()));

    Effect::new(move |_| {
        if waiting.get() {
            return;
        }
        table.with(|t| {
            let json = serde_json::to_string(t.record()).expect("records serialise");
            storage::save(&key, &json);
            let over = G::outcome(t.position()).is_some();
            if over && !was_over.get_value() {
                finished.set(history::keep(t.record()));
            }
            was_over.set_value(over);
        });
    });

    Effect::new(move |_| {
        let Some((record, level)) =
            table.with(|t| computer_turn(t).map(|level| (t.record().clone(), level)))
        else {
            return;
        };
        thinking.set(true);
        let asked = generation.get_value();
        computer::ask_action::<G, _>(
            record,
            level,
            None,
            table,
            |t| t.position(),
            move |played| {
                if generation.get_value() != asked {
                    return;
                }
                thinking.set(false);
                match played {
                    Ok(action) => {
                        animate.set(true);
                        table.update(|t| t.play(action));
                    }
                    Err(e) => problem.set(Some(e)),
                }
            },
        );
    });

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
    // Every way of leaving the current line of play: stale answers are dropped and the replay cursor reset.
    let reset = move || {
        generation.update_value(|g| *g += 1);
        thinking.set(false);
        viewing.set(None);
        problem.set(None);
    };
    let undo = move || {
        reset();
        table.update(|t| {
            t.undo();
        });
    };
    let begin = move |opponent: Option<Level>, person: Seat| {
        reset();
        waiting.set(false);
        flipped.set(person == Seat::Second);
        table.set(Table::new(players(opponent, person), fresh_seed()));
    };
    let navigate = StoredValue::new_local(leptos_router::hooks::use_navigate());
    // A live game (a room, a ranked game): made by the server, played on its page.
    let go_live = move |made: Result<String, crate::api::Problem>| match made {
        Ok(page) => navigate.with_value(|go| go(&page, Default::default())),
        Err(crate::api::Problem::Refused {
            error: protocol::ErrorCode::UpdateRequired,
            ..
        }) if crate::update::now() => problem.set(Some(t("play-updating"))),
        Err(p) => problem.set(Some(p.text())),
    };
    let load = move |imported: Table<G>| {
        reset();
        waiting.set(false);
        flipped.set(false);
        // An opened game that is already over was not finished here: it does not join the history. It opens as a
        // replay from its start; one still in play is ready to play where it stands (the board, the Hint).
        let over = G::outcome(imported.position()).is_some();
        was_over.set_value(over);
        table.set(imported);
        viewing.set(over.then_some(0));
    };
    let apply = move |replacement: Replacement<G>| match replacement {
        Replacement::New(opponent, person) => begin(opponent, person),
        Replacement::Open(opened) => load(opened),
    };
    // A game a person has played in and not finished is not replaced without asking.
    let ask = move |replacement: Replacement<G>| {
        let in_progress = !waiting.get_untracked()
            && table.with_untracked(|t| G::outcome(t.position()).is_none() && t.can_undo());
        if in_progress {
            pending.set(Some(replacement));
        } else {
            apply(replacement);
        }
    };
    let open = move |opened: Table<G>| ask(Replacement::Open(opened));
    // A game opened from a player's profile is shown as a replay.
    let replay_key = crate::pages::replay_key(G::KIND);
    if let Some(json) = storage::load(&replay_key) {
        storage::save(&replay_key, "");
        if let Ok(opened) = Table::<G>::from_json(&json, fresh_seed()) {
            open(opened);
        }
    }
    let open_finished = move |record: boardgame::GameRecord| {
        if let Ok(opened) = Table::<G>::from_record(record, fresh_seed()) {
            open(opened);
        }
    };
    let start = move |choice: new_game::Choice| match choice.opponent {
        Opponent::Computer(level) if choice.ranked => {
            leptos::task::spawn_local(async move {
                go_live(crate::room::start_ranked(G::KIND, level, choice.side).await);
            });
        }
        Opponent::Computer(level) => ask(Replacement::New(Some(level), choice.side)),
        Opponent::Here => ask(Replacement::New(None, choice.side)),
        Opponent::Online => {
            let options = RoomOptions {
                seat: if G::CHOOSE_SIDE {
                    match choice.side {
                        Seat::First => SeatChoice::First,
                        Seat::Second => SeatChoice::Second,
                    }
                } else {
                    SeatChoice::Random
                },
                clock: choice.clock,
                rated: false,
            };
            leptos::task::spawn_local(async move {
                go_live(crate::room::create(G::KIND, options).await);
            });
        }
    };
    let confirm = move || {
        // The question takes the focus, on the safe answer, so a keyboard user meets it at once.
        let keep = NodeRef::<leptos::html::Button>::new();
        Effect::new(move |_| {
            if let Some(button) = keep.get() {
                let _ = button.focus();
            }
        });
        view! {
            <div class="replace" role="alertdialog" aria-labelledby="replace-question">
                <p id="replace-question">{t("play-replace-question")}</p>
                <div class="buttons">
                    <button class="replace-yes" on:click=move |_| {
                        if let Some(replacement) = pending.try_update(Option::take).flatten() {
                            apply(replacement);
                        }
                    }>{t("play-replace-yes")}</button>
                    <button class="replace-no" node_ref=keep on:click=move |_| pending.set(None)>{t("play-replace-no")}</button>
                </div>
            </div>
        }
    };

    let person = Signal::derive(move || table.with(|t| person_of(&t.record().players)));
    let status = move || {
        let live = table.with(|t| t.position().clone());
        let status = if let Some(text) = end_text::<G>(&live, None, person.get()) {
            Status::Over(text)
        } else if waiting.get() {
            Status::Waiting("play-choose")
        } else if thinking.get() {
            Status::Thinking
        } else {
            Status::ToMove(match G::turn(&live) {
                Turn::Player(seat) => Some(seat),
                Turn::Chance | Turn::Over => None,
            })
        };
        panel::status::<G>(&live, status)
    };

    let info = G::info(position, person);
    // The Expert's suggestion for the person's move, with the ply it was asked at: shown while the game stands there.
    let hint = RwSignal::new(None::<(usize, G::Action)>);
    let hinting = RwSignal::new(false);
    // Also the review's better move, drawn on the position before the mistake while that position is shown.
    let hinted = Signal::derive(move || {
        hint.get()
            .filter(|(at, _)| *at == shown.get())
            .map(|(_, action)| action)
    });
    let ask_hint = move || {
        let (record, plies) = table.with_untracked(|t| (t.record().clone(), t.line().len()));
        hinting.set(true);
        let asked = generation.get_value();
        computer::ask_action::<G, _>(
            record,
            Level::Expert,
            None,
            table,
            |t| t.position(),
            move |found| {
                hinting.set(false);
                if generation.get_value() != asked
                    || table.with_untracked(|t| t.line().len()) != plies
                {
                    return;
                }
                match found {
                    Ok(action) => hint.set(Some((plies, action))),
                    Err(_) => problem.set(Some(t("play-hint-failed"))),
                }
            },
        );
    };
    let board = G::board(BoardProps {
        position,
        last,
        hint: hinted,
        recent: recent.into(),
        interactive,
        flipped: flipped.into(),
        animate: animate.into(),
        on_move,
    });

    let reader = move || moves::bottom_seat(flipped.get());
    view! {
        <section class="play" data-game=name>
            <div class="table">
                <div class="board-area">{board}</div>
                <aside class="panel">
                    {status}
                    {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                    <div class="buttons">
                        <button class="undo" on:click=move |_| undo()
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
                            <button class="hint" on:click=move |_| ask_hint() disabled=move || hinting.get()>
                                {t("play-hint")}
                            </button>
                        })}
                    </div>
                    {move || hinted.get().filter(|_| viewing.get().is_none()).map(|action| {
                        let text = table.with(|t| G::hint_text(t.position(), &action, reader()));
                        view! { <p class="hint-text" role="status">{t_args("play-hint-is", &[("move", text.into())])}</p> }
                    })}
                    {review::panel::<G>(table, viewing, shown, hint,
                        Signal::derive(move || person.get().unwrap_or_else(reader)), Signal::derive(reader))}
                    {info}
                    {move || G::numbering(reader()).map(|note| view! { <p class="numbering">{note}</p> })}
                    {panel::line_of_play(table, |t| t.line(), (shown, position), viewing, Signal::derive(reader))}
                    {new_game::new_game::<G>(waiting.get_untracked(), start)}
                    {record::record::<G>(table, open)}
                    {history::panel::<G>(finished, open_finished)}
                </aside>
            </div>
            {move || pending.with(Option::is_some).then(confirm)}
        </section>
    }
}
