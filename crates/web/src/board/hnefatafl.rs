//! The hnefatafl board: 11×11 squares, the throne and the four corners marked with runes, attackers dark red,
//! defenders light blue, the king crowned.

use hnefatafl::{Move, Piece, Square};
use leptos::prelude::*;

use super::{Cell, Geometry, GridGame, GridSquare, PieceLook, grid_board, grid_move_words};
use crate::i18n::t;
use crate::play::BoardProps;

const GEOMETRY: Geometry = Geometry {
    files: 11,
    ranks: 11,
    pitch: 100.0,
    // A margin above and to the right keeps the corner squares inside the board's rounded frame.
    origin: (90.0, 66.0),
};

/// How a piece is drawn and named.
pub fn look(piece: Piece) -> PieceLook {
    let (class, glyph, key) = match piece {
        Piece::Attacker => ("tafl attacker", "", "hnefatafl-attacker"),
        Piece::Defender => ("tafl defender", "", "hnefatafl-defender"),
        Piece::King => ("tafl king", "♚", "hnefatafl-king"),
    };
    PieceLook {
        class,
        glyph,
        name: t(key),
    }
}

/// The squares, the runes on the throne and corners, and the coordinates.
fn background(flipped: Signal<bool>) -> impl IntoView {
    let at = move |c: Cell| GEOMETRY.center(c, flipped.get());
    let half = GEOMETRY.pitch / 2.0;
    let squares = Square::all()
        .map(|sq| {
            let c = sq.cell();
            let class = if sq.is_corner() {
                "square corner"
            } else if sq.is_throne() {
                "square throne"
            } else if (c.file + c.rank).is_multiple_of(2) {
                "square dark"
            } else {
                "square light"
            };
            // Runes drawn as strokes (no font has to carry them): othala ᛟ on the corners, algiz ᛉ on the throne.
            let rune = if sq.is_corner() {
                Some("M0 -34 L20 -12 L0 10 L-20 -12 Z M-20 32 L0 10 L20 32")
            } else if sq.is_throne() {
                Some("M0 34 L0 -34 M0 -4 L-22 -30 M0 -4 L22 -30")
            } else {
                None
            };
            view! {
                <rect class=class x=move || at(c).0 - half y=move || at(c).1 - half
                    width=GEOMETRY.pitch height=GEOMETRY.pitch />
                {rune.map(|d| view! {
                    <path class="rune" d=d transform=move || format!("translate({} {})", at(c).0, at(c).1) />
                })}
            }
        })
        .collect_view();
    let files = (0..11u8)
        .map(|file| {
            let label = char::from(b'a' + file).to_string();
            view! { <text class="coord" x=move || at(Cell { file, rank: 0 }).0 y="1152">{label}</text> }
        })
        .collect_view();
    let ranks = (0..11u8)
        .map(|rank| {
            view! {
                <text class="coord" x="22" y=move || at(Cell { file: 0, rank }).1 + 8.0>{(rank + 1).to_string()}</text>
            }
        })
        .collect_view();
    view! {
        <g class="squares">{squares}</g>
        <g class="coords">{files}{ranks}</g>
    }
}

impl GridGame for hnefatafl::Hnefatafl {
    type Square = Square;
    const GEOMETRY: Geometry = GEOMETRY;
    const VIEW_BOX: &'static str = "0 0 1156 1176";
    const LABEL: &'static str = "hnefatafl-board";

    fn background(flipped: Signal<bool>) -> AnyView {
        background(flipped).into_any()
    }

    fn pieces(game: &hnefatafl::GameState) -> Vec<(Cell, PieceLook)> {
        let position = game.position();
        Square::all()
            .filter_map(|sq| position.piece_at(sq).map(|piece| (sq.cell(), look(piece))))
            .collect()
    }

    fn cells(mv: &Move) -> (Cell, Cell) {
        (mv.from.cell(), mv.to.cell())
    }
}

impl crate::play::WebGame for hnefatafl::Hnefatafl {
    // A grid board shows the position and the latest action, nothing older.
    type Recent = ();

    fn recent(_line: &games::Line<Self>, _ply: usize) {}

    fn board(props: BoardProps<Self>) -> AnyView {
        grid_board(props)
    }

    fn move_text(before: &hnefatafl::GameState, action: &Move, _reader: boardgame::Seat) -> String {
        hnefatafl::notation::format_move(before.position(), *action)
    }

    fn move_words(
        before: &hnefatafl::GameState,
        action: &Move,
        after: &hnefatafl::GameState,
        _reader: boardgame::Seat,
    ) -> String {
        grid_move_words::<Self>(before, action, after)
    }

    fn alert(_game: &hnefatafl::GameState) -> Option<&'static str> {
        None
    }

    fn look(piece: Self::Piece) -> PieceLook {
        look(piece)
    }
}
