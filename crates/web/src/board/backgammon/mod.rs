//! The backgammon board: twenty-four points, the bar, the two off-trays and the dice. The person builds a play one
//! checker at a time ([`turn`]) — a checker's destinations (one die, or several dice for the same checker) are
//! highlighted, a click or a drag moves it — and can take moves back until they confirm the play. Dances and forced
//! plays are announced; pip counts sit under the board ([`panel`]). Where everything is drawn is [`geometry`]'s,
//! how [`drawing`]'s.

mod drawing;
mod geometry;
mod panel;
mod turn;

use backgammon::{Action, Backgammon, Color, Dice, GameState, Recent};
use boardgame::Seat;
use games::{Line, Live};
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
        recent,
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
                <g class="marks">{drawing::marks(turn, recent, hint, flipped)}</g>
                <g class="checkers">{drawing::checkers(turn.layout, flipped)}</g>
                <g class="trays">{drawing::trays(turn.layout, flipped)}</g>
                {drawing::dice(position, turn, flipped)}
                <g class="spots">{drawing::hit_areas(turn, flipped)}</g>
                {drawing::ghost(turn)}
            </svg>
            {panel::turn_bar(turn, position, recent, interactive)}
            {panel::facts(position, recent)}
            <p class="sr-only" aria-live="polite">{move || turn.announcement.get()}</p>
        </div>
    }
    .into_any()
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
    type Recent = Recent;

    fn board(props: BoardProps<Self>) -> AnyView {
        board(props)
    }

    fn recent(line: &Line<Self>, ply: usize) -> Recent {
        let mut recent = Recent::default();
        let mut plies = 0;
        line.visit(|before, action| {
            if plies < ply {
                recent.follow(before, action);
            }
            plies += 1;
        });
        recent
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
            Action::Play(play) => {
                backgammon::format_play_for(before, play, Color::from_seat(reader))
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

    fn alert(_state: &GameState) -> Option<&'static str> {
        None
    }

    fn look(never: std::convert::Infallible) -> super::PieceLook {
        match never {}
    }
}
