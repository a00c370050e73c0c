//! The panel beside the board: move list with replay, captured pieces, new game, record export and import.

use boardgame::{GameKind, Level, Seat, Turn};
use fluent_bundle::FluentValue;
use games::formats::{self, Format, FormatError, MoveProblem, PositionProblem};
use leptos::prelude::*;
use protocol::live::ClockSetting;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;

use super::WebGame;
use crate::board::PieceLook;
use crate::i18n::{t, t_args};
use crate::sound::{self, Sound};
use crate::storage;
use crate::table::Table;

/// How the move list writes every action of `line`, for `reader` (see [`WebGame::move_text`]).
pub fn move_texts<G: WebGame>(line: &games::Line<G>, reader: Seat) -> Vec<String> {
    let mut texts = Vec::new();
    line.visit(|before, action| texts.push(G::move_text(before, action, reader)));
    texts
}

/// The seat at the bottom of the board: the first, unless the board is flipped.
pub fn bottom_seat(flipped: bool) -> Seat {
    if flipped { Seat::Second } else { Seat::First }
}

/// How many moves the announcer reads out at once: a move and the roll after it. More new moves at once are a game
/// opened or caught up with, read from the move list instead.
const ANNOUNCED: usize = 2;

/// How many moves `line` holds, and its latest ones (up to [`ANNOUNCED`], oldest first): in words, each saying who
/// played it, as the live region announces them, and the sound each makes.
pub fn latest_words<G: WebGame>(
    line: &games::Line<G>,
    reader: Seat,
) -> (usize, Vec<(String, Sound)>) {
    let count = line.len();
    let first = count.saturating_sub(ANNOUNCED);
    let mut before = line.position_at(first);
    let words = line.actions()[first..]
        .iter()
        .map(|action| {
            let mut after = before.clone();
            G::apply(&mut after, action);
            let words = G::move_words(&before, action, &after, reader);
            let words = match G::alert(&after) {
                Some(alert) => format!("{words}, {}", t(alert)),
                None => words,
            };
            let said = match G::turn(&before) {
                Turn::Player(seat) => t_args(
                    "play-announce",
                    &[
                        ("side", t(G::side_key(&after, seat)).into()),
                        ("move", words.into()),
                    ],
                ),
                Turn::Chance | Turn::Over => words,
            };
            let sound = sound_of::<G>(&before, &after);
            before = after;
            (said, sound)
        })
        .collect();
    (count, words)
}

/// What the move from `before` to `after` sounds like.
fn sound_of<G: WebGame>(before: &G::Position, after: &G::Position) -> Sound {
    let lost = |position| G::captured(position).iter().map(Vec::len).sum::<usize>();
    if G::outcome(after).is_some() {
        Sound::End
    } else if G::alert(after).is_some() {
        Sound::Check
    } else if G::turn(before) == Turn::Chance {
        Sound::Dice
    } else if lost(after) > lost(before) {
        Sound::Capture
    } else {
        Sound::Move
    }
}

/// A live region that announces each new move once, the person's and the opponent's alike, and plays its sound
/// (when sound is on); stepping back through the moves, taking one back or opening a game announces nothing.
pub fn announcer(latest: Memo<(usize, Vec<(String, Sound)>)>) -> impl IntoView {
    let said = RwSignal::new(String::new());
    let seen = StoredValue::new(latest.with_untracked(|(count, _)| *count));
    Effect::new(move |_| {
        latest.with(|(count, words)| {
            let new = count.saturating_sub(seen.get_value());
            if (1..=ANNOUNCED).contains(&new) {
                let fresh = &words[words.len() - new..];
                let text: Vec<&str> = fresh.iter().map(|(text, _)| text.as_str()).collect();
                said.set(text.join(". "));
                let sounds: Vec<Sound> = fresh.iter().map(|(_, sound)| *sound).collect();
                sound::play(&sounds);
            }
            seen.set_value(*count);
        });
    });
    view! { <p class="sr-only announce" aria-live="polite">{move || said.get()}</p> }
}

/// What the board shows of a game's line: the ply on screen (the latest, or an earlier one while the person looks
/// back through the move list), its position, the action that led there and every action before it.
pub struct Shown<G: WebGame> {
    /// The ply on screen.
    pub ply: Memo<usize>,
    /// The position at that ply.
    pub position: Signal<G::Position>,
    /// The action that led to it.
    pub last: Signal<Option<G::Action>>,
    /// Every action up to it, each with the position it was played in.
    pub history: Signal<Vec<(G::Position, G::Action)>>,
}

/// [`Shown`] of the line `line` reads from `source` (the local table, or a room's session), at `viewing` if set.
pub fn shown<G: WebGame, T: Send + Sync + 'static>(
    source: RwSignal<T>,
    line: fn(&T) -> &games::Line<G>,
    viewing: RwSignal<Option<usize>>,
) -> Shown<G> {
    let plies = Memo::new(move |_| source.with(|s| line(s).len()));
    let ply = Memo::new(move |_| viewing.get().map_or(plies.get(), |v| v.min(plies.get())));
    let position = Signal::derive(move || source.with(|s| line(s).position_at(ply.get())));
    let last = Signal::derive(move || {
        let ply = ply.get();
        (ply > 0).then(|| source.with(|s| line(s).actions()[ply - 1]))
    });
    let history = Signal::derive(move || {
        source.with(|s| {
            let mut history = Vec::new();
            line(s).visit(|before, action| history.push((before.clone(), *action)));
            history.truncate(ply.get());
            history
        })
    });
    Shown {
        ply,
        position,
        last,
        history,
    }
}

/// The moves so far, two to a line; a click shows the position after that move, the arrows step through them.
pub fn move_list(
    texts: Memo<Vec<String>>,
    shown: Memo<usize>,
    viewing: RwSignal<Option<usize>>,
) -> impl IntoView {
    let texts = move || texts.get();
    let count = move || texts().len();
    let go = move |ply: usize| viewing.set((ply < count()).then_some(ply));
    let entry = move |ply: usize, text: String| {
        view! {
            <button class="ply" class:current=move || shown.get() == ply on:click=move |_| go(ply)>{text}</button>
        }
    };
    let rows = move || {
        let texts = texts();
        texts
            .chunks(2)
            .enumerate()
            .map(|(row, pair)| {
                let first = entry(row * 2 + 1, pair[0].clone());
                let second = pair.get(1).map(|text| entry(row * 2 + 2, text.clone()));
                view! { <li><span class="number">{row + 1}"."</span>{first}{second}</li> }
            })
            .collect_view()
    };
    view! {
        <div class="moves-box">
            <ol class="moves" aria-label=t("play-moves")>{rows}</ol>
            <div class="replay" role="group" aria-label=t("play-replay")>
                <button class="first" aria-label=t("play-first") on:click=move |_| go(0)>"«"</button>
                <button class="back" aria-label=t("play-back")
                    on:click=move |_| go(shown.get_untracked().saturating_sub(1))>"‹"</button>
                <button class="forward" aria-label=t("play-forward")
                    on:click=move |_| go(shown.get_untracked() + 1)>"›"</button>
                <button class="latest" aria-label=t("play-latest") on:click=move |_| viewing.set(None)>"»"</button>
            </div>
            {move || viewing.get().map(|ply| {
                view! { <p class="viewing">{t("play-viewing")} " " {ply} " / " {count()}</p> }
            })}
        </div>
    }
}

/// Small discs for the pieces each side has lost.
pub fn captured<G: WebGame>(position: Signal<G::Position>) -> impl IntoView {
    let row = move |seat: Seat| {
        move || {
            let (lost, key) = position.with(|p| (G::captured(p), G::side_key(p, seat)));
            let lost = lost[seat.index()].clone();
            (!lost.is_empty()).then(|| {
                let discs = lost.into_iter().map(disc).collect_view();
                view! {
                    <li>
                        <span class="who">{t_args("play-taken-from", &[("side", t(key).into())])}</span>
                        <span class="lost">{discs}</span>
                    </li>
                }
            })
        }
    };
    view! {
        <ul class="captured" aria-label=t("play-captured")>{row(Seat::First)}{row(Seat::Second)}</ul>
    }
}

/// A piece drawn on its own, outside the board.
pub fn disc(look: PieceLook) -> impl IntoView {
    view! {
        <svg class="disc" viewBox="-50 -50 100 100" role="img" aria-label=look.name>
            <g class=format!("piece {}", look.class)>
                <circle r="43" />
                <text dy="0.35em">{look.glyph}</text>
            </g>
        </svg>
    }
}

/// Who the person plays in a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// A friend on this screen.
    Here,
    /// A friend on another device, in an online room.
    Online,
    /// The computer at a level.
    Computer(Level),
}

/// The clocks an online room may have: none, or a Fischer clock (minutes + seconds per move).
const CLOCKS: [Option<(u32, u32)>; 4] = [None, Some((3, 2)), Some((10, 5)), Some((30, 0))];

/// An online room's clock from its (minutes, seconds per move).
fn clock_setting(choice: Option<(u32, u32)>) -> Option<ClockSetting> {
    choice.map(|(minutes, increment)| ClockSetting {
        initial_secs: minutes * 60,
        increment_secs: increment,
    })
}

/// What a new game is to be; the last one started is remembered per game, and the form opens on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// Who the person plays.
    pub opponent: Opponent,
    /// The person's seat.
    pub side: Seat,
    /// A ranked game against the computer.
    pub ranked: bool,
    /// An online room's clock.
    pub clock: Option<ClockSetting>,
}

/// Choosing the opponent (a friend here or online, or the computer at a level), the side and, online, a clock; then
/// starting.
pub fn new_game<G: WebGame>(
    open: bool,
    start: impl Fn(Choice) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let key = format!("tabula.choice.{}", G::KIND.name());
    let last = storage::load(&key)
        .and_then(|json| serde_json::from_str::<Choice>(&json).ok())
        .unwrap_or(Choice {
            opponent: Opponent::Computer(Level::Easy),
            side: Seat::First,
            ranked: false,
            clock: None,
        });
    let opponent = RwSignal::new(last.opponent);
    let side = RwSignal::new(last.side);
    // Unticked on arrival: a ranked game is a choice made each time, never carried over from the last game.
    let ranked = RwSignal::new(false);
    let clock = RwSignal::new(
        CLOCKS
            .iter()
            .position(|&c| clock_setting(c) == last.clock)
            .unwrap_or(0),
    );
    let account = crate::account::use_account();
    let can_rank =
        move || account.me.with(Option::is_some) && matches!(opponent.get(), Opponent::Computer(_));
    let opponents = [
        (Opponent::Here, "play-friend"),
        (Opponent::Online, "room-online"),
        (Opponent::Computer(Level::Easy), "level-easy"),
        (Opponent::Computer(Level::Normal), "level-normal"),
        (Opponent::Computer(Level::Expert), "level-expert"),
    ];
    let opponent_choices = opponents
        .into_iter()
        .map(|(choice, key)| {
            view! {
                <label>
                    <input type="radio" name="opponent" value=key
                        prop:checked=move || opponent.get() == choice
                        on:change=move |_| opponent.set(choice) />
                    {t(key)}
                </label>
            }
        })
        .collect_view();
    let side_choices = [Seat::First, Seat::Second]
        .into_iter()
        .map(|seat| {
            view! {
                <label>
                    <input type="radio" name="side" value=G::seat_key(seat)
                        prop:checked=move || side.get() == seat
                        on:change=move |_| side.set(seat) />
                    {t(G::seat_key(seat))}
                </label>
            }
        })
        .collect_view();
    let clock_choices = move || {
        CLOCKS
            .iter()
            .enumerate()
            .map(|(index, choice)| {
                let label = match choice {
                    None => t("room-untimed"),
                    Some((minutes, increment)) => format!("{minutes} + {increment}"),
                };
                view! { <option value=index.to_string() selected=move || clock.get() == index>{label}</option> }
            })
            .collect_view()
    };
    let choose = move || Choice {
        opponent: opponent.get_untracked(),
        side: side.get_untracked(),
        ranked: can_rank() && ranked.get_untracked(),
        clock: clock_setting(CLOCKS[clock.get_untracked()]),
    };
    let begin = move || {
        let choice = choose();
        let remembered = Choice {
            // A ranked game is chosen each time: the box arrives unticked, whatever the last game was.
            ranked: false,
            ..choice
        };
        storage::save(
            &key,
            &serde_json::to_string(&remembered).expect("choices serialise"),
        );
        start(choice);
    };
    view! {
        <details class="new-game" open=open>
            <summary>{t("play-new-game")}</summary>
            <fieldset>
                <legend>{t("play-opponent")}</legend>
                {opponent_choices}
            </fieldset>
            {G::CHOOSE_SIDE.then(|| view! {
                <fieldset disabled=move || opponent.get() == Opponent::Here>
                    <legend>{t("play-side")}</legend>
                    {side_choices}
                </fieldset>
            })}
            {move || (opponent.get() == Opponent::Online).then(|| view! {
                <label class="clock-choice">{t("room-clock")}
                    <select name="clock" on:change=move |ev| clock.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {clock_choices()}
                    </select>
                </label>
            })}
            {move || can_rank().then(|| view! {
                <label class="ranked-choice">
                    <input type="checkbox" name="ranked" prop:checked=move || ranked.get()
                        on:change=move |ev| ranked.set(event_target_checked(&ev)) />
                    {t("ranked-choice")}
                    <span class="ranked-hint">{t("ranked-hint")}</span>
                </label>
            })}
            <button class="start" on:click=move |_| begin()>
                {t("play-start")}
            </button>
        </details>
    }
}

/// Export (a JSON record to download; the game in the standard formats of its own players, to copy or download)
/// and import (paste or open a record, a position or a move list in any of those formats).
pub fn record<G: WebGame>(
    table: RwSignal<Table<G>>,
    load: impl Fn(Table<G>) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let json = move || {
        table.with(|t| serde_json::to_string_pretty(t.record()).expect("records serialise"))
    };
    let pasted = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    // A problem with a paste is about that paste: it goes once the game on the table changes (a new game, a move).
    Effect::new(move |_| {
        table.track();
        error.set(None);
    });
    let import = move |text: &str| {
        let opened = formats::import_for::<G>(text)
            .map_err(|e| format_problem(G::KIND, &e))
            .and_then(|record| {
                // `import` has checked the record against the rules: the table refusing it is not the paste's fault.
                Table::<G>::from_record(record, super::fresh_seed())
                    .map_err(|_| t("play-import-failed"))
            });
        match opened {
            Ok(imported) => {
                error.set(None);
                load(imported);
            }
            Err(problem) => error.set(Some(problem)),
        }
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0))
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(text) => import(&text.as_string().unwrap_or_default()),
                Err(_) => error.set(Some(t("play-import-failed"))),
            }
        });
    };
    let accept = Format::for_game(G::KIND)
        .iter()
        .map(|format| format!(".{}", format.file_extension()))
        .chain(["application/json".to_owned()])
        .collect::<Vec<_>>()
        .join(",");
    // Written out only while the panel is open: every format replays the whole game, and the game moves on often.
    let open = RwSignal::new(false);
    let on_toggle = move |ev: leptos::ev::Event| {
        open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open());
    };
    view! {
        <details class="record" on:toggle=on_toggle>
            <summary>{t("play-record")}</summary>
            <button class="download" on:click=move |_| download(&format!("tabula-{}.json", G::KIND.name()), &json())>
                {t("play-download")}
            </button>
            {export::<G>(table, open)}
            <label>{t("play-paste")}
                <textarea class="import-text" rows="3" prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button class="import" on:click=move |_| import(&pasted.get_untracked())>{t("play-import")}</button>
            <label class="file">{t("play-open-file")}
                <input type="file" accept=accept on:change=on_file />
            </label>
            {move || error.get().map(|e| view! { <p class="problem" role="alert">{e}</p> })}
        </details>
    }
}

/// The game in one of its standard formats, chosen from a list, to copy or download; for a game without any
/// (Banqi), its position and moves in Tabula's notation.
fn export<G: WebGame>(table: RwSignal<Table<G>>, open: RwSignal<bool>) -> AnyView {
    let choices: Vec<Format> = Format::for_game(G::KIND)
        .into_iter()
        .filter(|format| *format != Format::Json)
        .collect();
    let Some(&first) = choices.first() else {
        let summary = move || {
            if !open.get() {
                return String::new();
            }
            table.with(|t| {
                let moves = move_texts::<G>(t.line(), Seat::First).join(" ");
                let position = t.position();
                // While the game is in progress, only what every player sees (no face-down piece).
                let written = match G::outcome(position) {
                    Some(_) => G::format_position(position),
                    None => G::public_position(position),
                };
                format!("{written}\n{moves}")
            })
        };
        return view! {
            <label>{t("play-position-moves")}
                <textarea class="export-text" readonly rows="4">{summary}</textarea>
            </label>
        }
        .into_any();
    };
    let chosen = RwSignal::new(first);
    let text = move || {
        if !open.get() {
            return String::new();
        }
        table
            .with(|t| formats::export_for::<G>(t.record(), chosen.get()))
            .unwrap_or_else(|_| t("play-export-unavailable"))
    };
    let options = choices
        .iter()
        .map(|&format| {
            view! {
                <option value=format.name() selected=move || chosen.get() == format>
                    {t(&format!("format-{}", format.name()))}
                </option>
            }
        })
        .collect_view();
    let pick = move |ev: leptos::ev::Event| {
        if let Ok(format) = event_target_value(&ev).parse() {
            chosen.set(format);
        }
    };
    let save = move |_| {
        let format = chosen.get_untracked();
        if let Ok(text) = table.with_untracked(|t| formats::export_for::<G>(t.record(), format)) {
            download(
                &format!("tabula-{}.{}", G::KIND.name(), format.file_extension()),
                &text,
            );
        }
    };
    view! {
        <div class="export">
            <label>{t("play-export-format")}
                <select class="export-format" on:change=pick>{options}</select>
            </label>
            <textarea class="export-text" readonly rows="4" aria-label=t("play-export-format")
                prop:value=text></textarea>
            <button class="download-format" on:click=save>{t("play-export-download")}</button>
        </div>
    }
    .into_any()
}

/// Why pasted or opened text could not be read, in the reader's words: what was wrong, and where.
fn format_problem(game: GameKind, error: &FormatError) -> String {
    let at_move = |key: &str, number: usize, text: &str| {
        t_args(
            key,
            &[
                ("ply", (number as i64).into()),
                ("action", clip(text).into()),
            ],
        )
    };
    match error {
        FormatError::Empty => t("play-import-empty"),
        FormatError::Unrecognised => {
            let formats: Vec<String> = Format::for_game(game)
                .into_iter()
                .map(|format| t(&format!("format-{}", format.name())))
                .collect();
            t_args(
                "play-import-unrecognised",
                &[
                    ("game", t(&format!("game-{}", game.name())).into()),
                    ("formats", formats.join(", ").into()),
                ],
            )
        }
        FormatError::WrongGame { found } => t_args(
            "play-import-other-game",
            &[("game", t(&format!("game-{}", found.name())).into())],
        ),
        FormatError::Character {
            line,
            column,
            found,
        } => t_args(
            "play-import-character",
            &[
                ("line", (*line as i64).into()),
                ("column", (*column as i64).into()),
                ("found", found.to_string().into()),
            ],
        ),
        FormatError::Incomplete => t("play-import-incomplete"),
        FormatError::Position { text, problem } => format!(
            "{} {}",
            t_args("play-import-bad-start", &[("position", clip(text).into())]),
            position_problem(problem)
        ),
        FormatError::Move {
            number,
            text,
            reason,
        } => {
            let key = match reason {
                MoveProblem::NotUnderstood => "play-import-move-unread",
                MoveProblem::Illegal => "play-import-illegal",
                MoveProblem::Ambiguous => "play-import-move-ambiguous",
                MoveProblem::AfterEnd => "play-import-move-after-end",
            };
            at_move(key, *number, text)
        }
        FormatError::SeveralGames { count } => t_args(
            "play-import-several-games",
            &[("count", (*count as i64).into())],
        ),
    }
}

/// What is wrong with a position that cannot be set up, in the reader's words.
fn position_problem(problem: &PositionProblem) -> String {
    let number = |n: usize| FluentValue::from(n as i64);
    let text = |s: &str| FluentValue::from(s.to_owned());
    let letter = |c: char| FluentValue::from(c.to_string());
    let (key, args): (&str, Vec<(&str, FluentValue<'static>)>) = match problem {
        PositionProblem::Fields => ("position-problem-fields", vec![]),
        PositionProblem::RankCount { found, expected } => (
            "position-problem-rank-count",
            vec![("found", number(*found)), ("expected", number(*expected))],
        ),
        PositionProblem::RankLength {
            rank,
            squares,
            expected,
        } => (
            "position-problem-rank-length",
            vec![
                ("rank", number(*rank)),
                ("squares", number(*squares)),
                ("expected", number(*expected)),
            ],
        ),
        PositionProblem::Piece(c) => ("position-problem-piece", vec![("piece", letter(*c))]),
        PositionProblem::Side(found) => ("position-problem-side", vec![("found", text(found))]),
        PositionProblem::Counter(found) => {
            ("position-problem-counter", vec![("found", text(found))])
        }
        PositionProblem::Field(found) => ("position-problem-field", vec![("found", text(found))]),
        PositionProblem::Kings(count) => {
            ("position-problem-kings", vec![("count", number(*count))])
        }
        PositionProblem::Generals(count) => {
            ("position-problem-generals", vec![("count", number(*count))])
        }
        PositionProblem::TooMany { piece, max } => (
            "position-problem-too-many",
            vec![("piece", letter(*piece)), ("max", number(*max))],
        ),
        PositionProblem::Square { piece, square } => (
            "position-problem-square",
            vec![("piece", letter(*piece)), ("square", text(square))],
        ),
        PositionProblem::InCheck => ("position-problem-in-check", vec![]),
        PositionProblem::Captured => ("position-problem-captured", vec![]),
        PositionProblem::Colours => ("position-problem-colours", vec![]),
        PositionProblem::BoardSize(size) => {
            ("position-problem-board-size", vec![("size", text(size))])
        }
        PositionProblem::Id => ("position-problem-id", vec![]),
        PositionProblem::Checkers(count) => {
            ("position-problem-checkers", vec![("count", number(*count))])
        }
        PositionProblem::SharedPoint(point) => (
            "position-problem-shared-point",
            vec![("point", number(*point))],
        ),
        PositionProblem::MatchState => ("position-problem-match-state", vec![]),
    };
    t_args(key, &args)
}

/// A long pasted position or action, shown by its start only.
fn clip(text: &str) -> String {
    let mut clipped: String = text.chars().take(24).collect();
    if clipped.len() < text.len() {
        clipped.push('…');
    }
    clipped
}

/// Offers `text` as a file download.
pub(crate) fn download(filename: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(anchor) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        anchor.set_href(&url);
        anchor.set_download(filename);
        anchor.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
