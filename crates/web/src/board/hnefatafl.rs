//! The hnefatafl board: 11×11 squares, the throne and the four corners marked with runes, attackers dark red,
//! defenders light blue, the king crowned.

use hnefatafl::{Move, Piece, Square};
use leptos::prelude::*;

use super::{Cell, Geometry, GridProps, PieceLook, grid_board};
use crate::i18n::t;
use crate::play::BoardProps;

const GEOMETRY: Geometry = Geometry {
    files: 11,
    ranks: 11,
    pitch: 100.0,
    origin: (90.0, 50.0),
};

fn cell(square: Square) -> Cell {
    Cell {
        file: square.file(),
        rank: square.rank(),
    }
}

fn square(cell: Cell) -> Square {
    Square::new(cell.file, cell.rank).expect("board cells are squares")
}

fn cell_name(c: Cell) -> String {
    square(c).to_string()
}

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
            let c = cell(sq);
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
            view! { <text class="coord" x=move || at(Cell { file, rank: 0 }).0 y="1136">{label}</text> }
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

/// The board for [`crate::play`].
pub fn board(props: BoardProps<hnefatafl::Hnefatafl>) -> AnyView {
    let BoardProps {
        position,
        last,
        interactive,
        flipped,
        animate,
        on_move,
        ..
    } = props;
    let pieces = Signal::derive(move || {
        position.with(|game| {
            let position = game.position();
            Square::all()
                .filter_map(|sq| position.piece_at(sq).map(|piece| (cell(sq), look(piece))))
                .collect::<Vec<_>>()
        })
    });
    let moves = Signal::derive(move || {
        if !interactive.get() {
            return Vec::new();
        }
        position.with(|game| {
            game.legal_moves()
                .iter()
                .map(|mv| (cell(mv.from), cell(mv.to)))
                .collect::<Vec<_>>()
        })
    });
    grid_board(GridProps {
        geometry: GEOMETRY,
        view_box: "0 0 1140 1160",
        label: t("hnefatafl-board"),
        background: background(flipped).into_any(),
        pieces,
        moves,
        last: Signal::derive(move || last.get().map(|mv: Move| (cell(mv.from), cell(mv.to)))),
        alerts: Signal::derive(Vec::new),
        flipped,
        animate,
        cell_name,
        on_move: Callback::new(move |(from, to, dragged): (Cell, Cell, bool)| {
            on_move.run((Move::new(square(from), square(to)), dragged));
        }),
    })
    .into_any()
}

impl crate::play::WebGame for hnefatafl::Hnefatafl {
    fn board(props: BoardProps<Self>) -> AnyView {
        board(props)
    }

    fn move_text(before: &hnefatafl::GameState, action: &Move) -> String {
        hnefatafl::notation::format_move(before.position(), *action)
    }

    fn seat_key(seat: boardgame::Seat) -> &'static str {
        match seat {
            boardgame::Seat::First => "hnefatafl-seat-attackers",
            boardgame::Seat::Second => "hnefatafl-seat-defenders",
        }
    }

    fn alert(_game: &hnefatafl::GameState) -> Option<&'static str> {
        None
    }

    fn captured(game: &hnefatafl::GameState) -> [Vec<PieceLook>; 2] {
        let position = game.position();
        let attackers_lost = 24usize.saturating_sub(position.attackers().len() as usize);
        let defenders_lost = 12usize.saturating_sub(position.defenders().len() as usize);
        [
            vec![look(Piece::Attacker); attackers_lost],
            vec![look(Piece::Defender); defenders_lost],
        ]
    }
}
