//! The backgammon board: twenty-four points, the bar, the two off-trays and the dice. The person builds a play one
//! checker at a time ([`turn`]) — a checker's destinations (one die, or several dice for the same checker) are
//! highlighted, a click or a drag moves it — and can take moves back until they confirm the play. Dances and forced
//! plays are announced; pip counts sit under the board ([`panel`]). Where everything is drawn is [`geometry`]'s,
//! how [`drawing`]'s.

mod drawing;
mod geometry;
mod panel;
mod turn;

use backgammon::{Action, Backgammon, Color, Dice, GameState};
use boardgame::Seat;
use leptos::prelude::*;

use crate::i18n::{t, t_args};
use crate::play::{BoardProps, WebGame};
use geometry::{HEIGHT, Layout, Spot, WIDTH, index, screen_number};
use turn::Turn;

fn side_name(color: Color) -> String {
    t(Backgammon::seat_key(color.seat()))
}

/// The board for [`crate::play`].
pub fn board(props: BoardProps<Backgammon>) -> AnyView {
    let BoardProps {
        position,
        hint,
        history,
        interactive,
        flipped,
        on_move,
        ..
    } = props;
    let turn = Turn::new(position, interactive, flipped, on_move);
    view! {
        <div class="board-frame backgammon">
            <svg
                class="board"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="application"
                aria-label=t("backgammon-board")
                on:pointerdown=move |ev| turn.pointer_down(&ev)
                on:pointermove=move |ev| turn.pointer_move(&ev)
                on:pointerup=move |ev| turn.pointer_up(&ev)
                on:pointercancel=move |_| turn.drag.set(None)
            >
                {drawing::background(flipped)}
                <g class="marks">{drawing::marks(turn, history, hint, flipped)}</g>
                <g class="checkers">{drawing::checkers(turn.layout, flipped)}</g>
                <g class="trays">{drawing::trays(turn.layout, flipped)}</g>
                {drawing::dice(position, turn, flipped)}
                <g class="spots">{drawing::hit_areas(turn, flipped)}</g>
                {drawing::ghost(turn)}
            </svg>
            {panel::turn_bar(turn, position, history, interactive)}
            {panel::facts(position, history)}
            <p class="sr-only" aria-live="polite">{move || turn.announcement.get()}</p>
        </div>
    }
    .into_any()
}

/// A play's text (`24/18 13/9*`, `bar/22`, `6/off`, `6/4(2)`) with every point numbered from the other side: point
/// n is the other player's 25 − n; `bar`, `off` and the repeat counts in brackets stay as they are.
fn from_other_side(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut in_count = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() && !in_count {
            let mut number = c.to_digit(10).unwrap_or(0);
            while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                number = number * 10 + digit;
                chars.next();
            }
            out.push_str(&(25 - number.min(24)).to_string());
        } else {
            in_count = match c {
                '(' => true,
                ')' => false,
                _ => in_count,
            };
            out.push(c);
        }
    }
    out
}

/// A roll as players write it: `5-3`.
fn dice_text(dice: Dice) -> String {
    format!("{}-{}", dice.high(), dice.low())
}

/// A spot's name for the person: points in their own numbering.
fn spot_label(spot: Spot, flipped: bool) -> String {
    match spot {
        Spot::Point(p) => screen_number(p, flipped).to_string(),
        Spot::Bar => t("backgammon-bar"),
        Spot::Off => t("backgammon-off"),
    }
}

fn spot_aria(spot: Spot, layout: Layout, flipped: bool) -> String {
    let (count, color) = match spot {
        Spot::Point(p) => {
            let n = layout.points[usize::from(p)];
            (
                n.unsigned_abs(),
                if n >= 0 { Color::White } else { Color::Black },
            )
        }
        Spot::Bar | Spot::Off => {
            let counts = if spot == Spot::Bar {
                layout.bar
            } else {
                layout.off
            };
            let color = if counts[0] > 0 || counts[1] == 0 {
                Color::White
            } else {
                Color::Black
            };
            (counts[index(color)], color)
        }
    };
    if count == 0 {
        return t_args(
            "backgammon-spot-empty",
            &[("spot", spot_label(spot, flipped).into())],
        );
    }
    t_args(
        "backgammon-spot",
        &[
            ("spot", spot_label(spot, flipped).into()),
            ("count", count.into()),
            ("side", side_name(color).into()),
        ],
    )
}

impl WebGame for Backgammon {
    fn board(props: BoardProps<Self>) -> AnyView {
        board(props)
    }

    /// A roll names the side that rolled it, so each line of the list (a roll and its play) says whose turn it was;
    /// a play reads in the reader's point numbering, as the board's point numbers do.
    fn move_text(before: &GameState, action: &Action, reader: Seat) -> String {
        let after = || {
            let mut after = *before;
            <Backgammon as boardgame::Game>::apply(&mut after, action);
            after
        };
        match action {
            Action::Opening { white, black } => {
                let (high, low) = (white.max(black), white.min(black));
                format!("{} {high}-{low}", side_name(after().on_roll()))
            }
            Action::Roll(dice) => format!("{} {}", side_name(after().on_roll()), dice_text(*dice)),
            Action::Play(play) if play.is_dance() => t("backgammon-dance-short"),
            Action::Play(_) => {
                let text = <Backgammon as boardgame::Game>::format_action(before, action);
                if before.on_roll() == Color::from_seat(reader) {
                    text
                } else {
                    from_other_side(&text)
                }
            }
        }
    }

    fn numbering(reader: Seat) -> Option<String> {
        Some(t_args(
            "backgammon-numbering",
            &[("side", side_name(Color::from_seat(reader)).into())],
        ))
    }

    fn move_words(before: &GameState, action: &Action, after: &GameState, reader: Seat) -> String {
        match action {
            Action::Opening { white, black } => t_args(
                "backgammon-opening",
                &[
                    ("white", (*white).into()),
                    ("black", (*black).into()),
                    ("side", side_name(after.on_roll()).into()),
                ],
            ),
            Action::Roll(dice) => t_args(
                "backgammon-rolled",
                &[
                    ("side", side_name(after.on_roll()).into()),
                    ("dice", dice_text(*dice).into()),
                ],
            ),
            Action::Play(_) => Self::move_text(before, action, reader),
        }
    }

    fn seat_key(seat: Seat) -> &'static str {
        match Color::from_seat(seat) {
            Color::White => "backgammon-seat-white",
            Color::Black => "backgammon-seat-black",
        }
    }

    fn alert(_state: &GameState) -> Option<&'static str> {
        None
    }

    fn captured(_state: &GameState) -> [Vec<super::PieceLook>; 2] {
        [Vec::new(), Vec::new()]
    }
}
