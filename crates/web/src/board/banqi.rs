//! The banqi board: half a xiangqi board of 4 × 8 squares, pieces standing inside the squares. Face-down pieces all
//! show the same patterned back; face-up pieces carry their traditional characters in red and black. A flip is a
//! single press on a face-down piece; steps and captures (cannon jumps included) are from-to like the other boards.
//! Beside the board: the colour the person plays, the still-hidden pieces by type and colour, and the no-progress
//! counter once it matters.

use banqi::{Action, Color, NO_PROGRESS_LIMIT, Occupant, Piece, Position, Role, Square};
use boardgame::Seat;
use leptos::prelude::*;

use super::{Cell, Geometry, GridGame, GridSquare, PieceLook, grid_board, grid_move_words};
use crate::i18n::{t, t_args};
use crate::play::BoardProps;
use crate::play::captured::disc;

const GEOMETRY: Geometry = Geometry {
    files: 8,
    ranks: 4,
    pitch: 100.0,
    origin: (100.0, 70.0),
};

/// The no-progress count from which the panel shows it (the draw comes at [`NO_PROGRESS_LIMIT`]).
const NO_PROGRESS_SHOWN: u8 = NO_PROGRESS_LIMIT / 2;

/// The xiangqi piece with the same colour and role: banqi uses the xiangqi set, so it borrows its characters.
fn xiangqi_piece(piece: Piece) -> xiangqi::Piece {
    let color = match piece.color {
        Color::Red => xiangqi::Color::Red,
        Color::Black => xiangqi::Color::Black,
    };
    let kind = match piece.role {
        Role::General => xiangqi::Kind::King,
        Role::Advisor => xiangqi::Kind::Advisor,
        Role::Elephant => xiangqi::Kind::Elephant,
        Role::Chariot => xiangqi::Kind::Chariot,
        Role::Horse => xiangqi::Kind::Horse,
        Role::Cannon => xiangqi::Kind::Cannon,
        Role::Soldier => xiangqi::Kind::Soldier,
    };
    xiangqi::Piece::new(color, kind)
}

/// How a face-up piece is drawn and named: the xiangqi disc and character.
pub fn look(piece: Piece) -> PieceLook {
    PieceLook {
        class: match piece.color {
            Color::Red => "xq banqi red",
            Color::Black => "xq banqi black",
        },
        ..super::xiangqi::look(xiangqi_piece(piece))
    }
}

/// A face-down piece: every back alike, no character.
fn hidden_look() -> PieceLook {
    PieceLook {
        class: "banqi hidden",
        glyph: "",
        name: t("banqi-face-down"),
    }
}

/// The wooden half board with its squares, the pattern of the backs, and the coordinates.
fn background(flipped: Signal<bool>) -> impl IntoView {
    let at = move |c: Cell| GEOMETRY.center(c, flipped.get());
    let half = GEOMETRY.pitch / 2.0;
    let squares = Square::all()
        .map(|sq| {
            let c = sq.cell();
            view! {
                <rect x=move || at(c).0 - half y=move || at(c).1 - half
                    width=GEOMETRY.pitch height=GEOMETRY.pitch />
            }
        })
        .collect_view();
    let files = (0..8u8)
        .map(|file| {
            let label = char::from(b'a' + file).to_string();
            view! { <text class="coord" x=move || at(Cell { file, rank: 0 }).0 y="462">{label}</text> }
        })
        .collect_view();
    let ranks = (0..4u8)
        .map(|rank| {
            view! {
                <text class="coord" x="26" y=move || at(Cell { file: 0, rank }).1 + 8.0>{(rank + 1).to_string()}</text>
            }
        })
        .collect_view();
    view! {
        <defs>
            <pattern id="face-down-back" width="14" height="14" patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)">
                <rect width="14" height="14" fill="#2f6b57" />
                <rect width="5" height="14" fill="#3f8a70" />
            </pattern>
        </defs>
        <rect class="wood" x="0" y="0" width="900" height="480" rx="16" />
        <g class="grid">{squares}</g>
        <g class="coords">{files}{ranks}</g>
    }
}

impl GridGame for banqi::Banqi {
    type Square = Square;
    const GEOMETRY: Geometry = GEOMETRY;
    const VIEW_BOX: &'static str = "0 0 900 480";
    const LABEL: &'static str = "banqi-board";

    fn background(flipped: Signal<bool>) -> AnyView {
        background(flipped).into_any()
    }

    fn pieces(position: &Position) -> Vec<(Cell, PieceLook)> {
        Square::all()
            .filter_map(|sq| match position.board().get(sq) {
                Occupant::Empty => None,
                Occupant::FaceDown => Some((sq.cell(), hidden_look())),
                Occupant::FaceUp(piece) => Some((sq.cell(), look(piece))),
            })
            .collect()
    }

    fn cells(action: &Action) -> (Cell, Cell) {
        match *action {
            Action::Flip(sq) => (sq.cell(), sq.cell()),
            Action::Move { from, to } | Action::Capture { from, to } => (from.cell(), to.cell()),
        }
    }
}

/// The pieces still face down, by colour and type: a disc and a count for each, Red above Black.
fn hidden_counts(position: Signal<Position>) -> impl IntoView {
    let bag = Memo::new(move |_| position.with(|p| p.view().hidden_bag()));
    let row = move |color: Color| {
        Role::ALL
            .into_iter()
            .map(|role| {
                let piece = Piece::new(color, role);
                let count = move || bag.with(|b| b.get(piece));
                view! {
                    <li class:none=move || count() == 0>
                        {disc(look(piece))}
                        <span class="n" data-piece=piece.letter().to_string()>{count}</span>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <div class="hidden-counts">
            <p class="title">{move || t_args("banqi-hidden", &[("count", bag.with(|b| b.total()).into())])}</p>
            <ul>{row(Color::Red)}{row(Color::Black)}</ul>
        </div>
    }
}

impl crate::play::WebGame for banqi::Banqi {
    const CHOOSE_SIDE: bool = false;

    // A grid board shows the position and the latest action, nothing older.
    type Recent = ();

    fn recent(_line: &games::Line<Self>, _ply: usize) {}

    fn board(props: BoardProps<Self>) -> AnyView {
        grid_board(props)
    }

    /// The record's notation, but a flip shows the character it revealed (`c4=炮`).
    fn move_text(before: &Position, action: &Action, _reader: Seat) -> String {
        match *action {
            Action::Flip(sq) => before.hidden_piece(sq).map_or_else(
                || action.to_string(),
                |piece| format!("{sq}={}", super::xiangqi::glyph(xiangqi_piece(piece))),
            ),
            _ => action.to_string(),
        }
    }

    /// A flip suggested is "turn over c4": what it reveals is not known before it is played.
    fn hint_text(_position: &Position, action: &Action, _reader: Seat) -> String {
        match *action {
            Action::Flip(square) => {
                t_args("banqi-hint-flip", &[("square", square.to_string().into())])
            }
            _ => action.to_string(),
        }
    }

    fn public_position(position: &Position) -> String {
        position.view().to_string()
    }

    fn move_words(before: &Position, action: &Action, after: &Position, _reader: Seat) -> String {
        grid_move_words::<Self>(before, action, after)
    }

    fn info(position: Signal<Position>, person: Signal<Option<Seat>>) -> AnyView {
        let you = move || {
            let seat = person.get()?;
            let key = match position.with(|p| (p.color_of(seat), p.to_move() == seat)) {
                (None, true) => "banqi-you-flip-first",
                (None, false) => "banqi-they-flip-first",
                (Some(Color::Red), _) => "banqi-you-red",
                (Some(Color::Black), _) => "banqi-you-black",
            };
            Some(view! { <p class="you-are">{t(key)}</p> })
        };
        let no_progress = move || {
            let count = position.with(|p| p.outcome().is_none().then(|| p.no_progress()))?;
            (count >= NO_PROGRESS_SHOWN).then(|| {
                let text = t_args(
                    "banqi-no-progress",
                    &[("count", count.into()), ("limit", NO_PROGRESS_LIMIT.into())],
                );
                view! { <p class="no-progress" data-count=count>{text}</p> }
            })
        };
        view! {
            <div class="game-info">
                {you}
                {no_progress}
                {hidden_counts(position)}
            </div>
        }
        .into_any()
    }

    fn alert(_position: &Position) -> Option<&'static str> {
        None
    }

    fn look(piece: Self::Piece) -> PieceLook {
        look(piece)
    }
}
