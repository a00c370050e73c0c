//! The xiangqi board: nine files and ten ranks of lines, the river, the two palaces with their diagonals, and round
//! pieces with their Chinese characters. Red starts at the bottom.

use leptos::prelude::*;
use xiangqi::{Color, Kind, Move, Piece, Square};

use super::{Cell, Geometry, GridGame, GridSquare, PieceLook, grid_board, grid_move_words};
use crate::i18n::{t, t_args};
use crate::play::BoardProps;

const GEOMETRY: Geometry = Geometry {
    files: 9,
    ranks: 10,
    pitch: 100.0,
    origin: (70.0, 60.0),
};

/// The character on a piece: traditional forms, distinct for each side.
pub fn glyph(piece: Piece) -> &'static str {
    let red = piece.color == Color::Red;
    match piece.kind {
        Kind::King => {
            if red {
                "帥"
            } else {
                "將"
            }
        }
        Kind::Advisor => {
            if red {
                "仕"
            } else {
                "士"
            }
        }
        Kind::Elephant => {
            if red {
                "相"
            } else {
                "象"
            }
        }
        Kind::Horse => {
            if red {
                "傌"
            } else {
                "馬"
            }
        }
        Kind::Chariot => {
            if red {
                "俥"
            } else {
                "車"
            }
        }
        Kind::Cannon => {
            if red {
                "炮"
            } else {
                "砲"
            }
        }
        Kind::Soldier => {
            if red {
                "兵"
            } else {
                "卒"
            }
        }
    }
}

/// The kind's name in catalogue keys (`xiangqi-chariot`, `xiangqi-legend-chariot`).
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "king",
        Kind::Advisor => "advisor",
        Kind::Elephant => "elephant",
        Kind::Horse => "horse",
        Kind::Chariot => "chariot",
        Kind::Cannon => "cannon",
        Kind::Soldier => "soldier",
    }
}

/// How a piece is drawn and named.
pub fn look(piece: Piece) -> PieceLook {
    let color = if piece.color == Color::Red {
        "red"
    } else {
        "black"
    };
    let kind = kind_name(piece.kind);
    PieceLook {
        class: if piece.color == Color::Red {
            "xq red"
        } else {
            "xq black"
        },
        glyph: glyph(piece),
        name: t_args(
            "xiangqi-piece",
            &[
                ("color", t(&format!("xiangqi-{color}")).into()),
                ("kind", t(&format!("xiangqi-{kind}")).into()),
            ],
        ),
    }
}

/// The lines: ranks across, files broken by the river except at the edges, palace diagonals, river words, and the
/// ICCS coordinates around the edge.
fn background(flipped: Signal<bool>) -> impl IntoView {
    let at = move |file: u8, rank: u8| GEOMETRY.center(Cell { file, rank }, flipped.get());
    let line = move |a: (u8, u8), b: (u8, u8)| {
        view! {
            <line
                x1=move || at(a.0, a.1).0 y1=move || at(a.0, a.1).1
                x2=move || at(b.0, b.1).0 y2=move || at(b.0, b.1).1
            />
        }
    };
    let mut lines = Vec::new();
    for rank in 0..10 {
        lines.push(line((0, rank), (8, rank)));
    }
    for file in 0..9 {
        if file == 0 || file == 8 {
            lines.push(line((file, 0), (file, 9)));
        } else {
            lines.push(line((file, 0), (file, 4)));
            lines.push(line((file, 5), (file, 9)));
        }
    }
    for (low, high) in [(0, 2), (7, 9)] {
        lines.push(line((3, low), (5, high)));
        lines.push(line((5, low), (3, high)));
    }
    let files = (0..9u8)
        .map(|file| {
            let label = char::from(b'a' + file).to_string();
            view! { <text class="coord" x=move || at(file, 0).0 y="1032">{label}</text> }
        })
        .collect_view();
    let ranks = (0..10u8)
        .map(|rank| view! { <text class="coord" x="16" y=move || at(0, rank).1 + 8.0>{rank.to_string()}</text> })
        .collect_view();
    view! {
        <rect class="wood" x="0" y="0" width="940" height="1050" rx="16" />
        <g class="lines">{lines}</g>
        <text class="river" x="470" y="518">"楚 河        漢 界"</text>
        <g class="coords">{files}{ranks}</g>
    }
}

impl GridGame for xiangqi::Xiangqi {
    type Square = Square;
    const GEOMETRY: Geometry = GEOMETRY;
    const VIEW_BOX: &'static str = "0 0 940 1050";
    const LABEL: &'static str = "xiangqi-board";

    fn background(flipped: Signal<bool>) -> AnyView {
        background(flipped).into_any()
    }

    fn pieces(game: &xiangqi::GameState) -> Vec<(Cell, PieceLook)> {
        game.position()
            .pieces()
            .map(|(sq, piece)| (sq.cell(), look(piece)))
            .collect()
    }

    fn cells(mv: &Move) -> (Cell, Cell) {
        (mv.from().cell(), mv.to().cell())
    }

    fn alerts(game: &xiangqi::GameState) -> Vec<Cell> {
        let position = game.position();
        if position.in_check() {
            vec![position.king_square(position.side_to_move()).cell()]
        } else {
            Vec::new()
        }
    }
}

impl crate::play::WebGame for xiangqi::Xiangqi {
    // A grid board shows the position and the latest action, nothing older.
    type Recent = ();

    fn recent(_line: &games::Line<Self>, _ply: usize) {}

    fn board(props: BoardProps<Self>) -> AnyView {
        grid_board(props)
    }

    fn move_text(before: &xiangqi::GameState, action: &Move, _reader: boardgame::Seat) -> String {
        xiangqi::to_wxf(before.position(), *action)
    }

    fn move_words(
        before: &xiangqi::GameState,
        action: &Move,
        after: &xiangqi::GameState,
        _reader: boardgame::Seat,
    ) -> String {
        grid_move_words::<Self>(before, action, after)
    }

    fn alert(game: &xiangqi::GameState) -> Option<&'static str> {
        game.position().in_check().then_some("play-check")
    }

    fn look(piece: Self::Piece) -> PieceLook {
        look(piece)
    }
}
