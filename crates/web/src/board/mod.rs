//! What the grid boards share: cells, pieces drawn as discs with a glyph, and the way a person moves them — click a
//! piece then a destination, drag it (mouse or touch), or walk a cursor with the arrow keys and press Enter. Each
//! game's board draws its own background and maps its squares and moves onto [`Cell`]s.

pub mod backgammon;
pub mod banqi;
mod grid;
pub mod hnefatafl;
pub mod xiangqi;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::i18n::t_args;
use crate::play::WebGame;
pub use grid::grid_board;

/// A point of the board, file 0 on the left and rank 0 at the bottom as the first seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Column, from the first seat's left.
    pub file: u8,
    /// Row, from the first seat's side.
    pub rank: u8,
}

/// How a piece looks: CSS classes for its colour and rank, the glyph on it, and its name for screen readers.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceLook {
    /// CSS classes, e.g. `xq red`.
    pub class: &'static str,
    /// The character drawn on the disc (may be empty).
    pub glyph: &'static str,
    /// What a screen reader says, e.g. "red chariot".
    pub name: String,
}

/// Where cells are drawn, in SVG units.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    /// Number of files.
    pub files: u8,
    /// Number of ranks.
    pub ranks: u8,
    /// Distance between neighbouring cells.
    pub pitch: f64,
    /// Centre of the top-left cell (as drawn, unflipped).
    pub origin: (f64, f64),
}

impl Geometry {
    /// The centre of `cell` as drawn; a flipped board shows the second seat at the bottom.
    pub fn center(self, cell: Cell, flipped: bool) -> (f64, f64) {
        let (column, row) = if flipped {
            (self.files - 1 - cell.file, cell.rank)
        } else {
            (cell.file, self.ranks - 1 - cell.rank)
        };
        (
            self.origin.0 + f64::from(column) * self.pitch,
            self.origin.1 + f64::from(row) * self.pitch,
        )
    }

    /// The cell drawn nearest to the point, if the point is on the board.
    pub fn cell_at(self, x: f64, y: f64, flipped: bool) -> Option<Cell> {
        let column = ((x - self.origin.0) / self.pitch).round();
        let row = ((y - self.origin.1) / self.pitch).round();
        let inside = |v: f64, n: u8| (0.0..f64::from(n)).contains(&v);
        if !inside(column, self.files) || !inside(row, self.ranks) {
            return None;
        }
        let (column, row) = (column as u8, row as u8);
        Some(if flipped {
            Cell {
                file: self.files - 1 - column,
                rank: row,
            }
        } else {
            Cell {
                file: column,
                rank: self.ranks - 1 - row,
            }
        })
    }

    /// The cell one step away in a direction as drawn on screen (arrow keys follow the picture, not the seat).
    fn step(self, cell: Cell, key: &str, flipped: bool) -> Option<Cell> {
        let (mut dx, mut dy): (i16, i16) = match key {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            _ => return None,
        };
        if flipped {
            (dx, dy) = (-dx, -dy);
        }
        let file = i16::from(cell.file) + dx;
        let rank = i16::from(cell.rank) + dy;
        let ok = |v: i16, n: u8| (0..i16::from(n)).contains(&v);
        (ok(file, self.files) && ok(rank, self.ranks)).then_some(Cell {
            file: file as u8,
            rank: rank as u8,
        })
    }
}

/// A game's square, as a grid board addresses it: a [`Cell`] each way, and its name in the game's notation.
pub trait GridSquare: Copy + std::fmt::Display {
    /// The square drawn at `cell` (every cell of a game's grid is one of its squares).
    fn of(cell: Cell) -> Self;
    /// Where the square is drawn.
    fn cell(self) -> Cell;
}

/// The three games' squares share their shape: `new(file, rank)`, `file()`, `rank()`, from the first seat's left and
/// side.
macro_rules! grid_square {
    ($($square:ty),*) => {$(
        impl GridSquare for $square {
            fn of(cell: Cell) -> Self {
                <$square>::new(cell.file, cell.rank).expect("board cells are squares")
            }
            fn cell(self) -> Cell {
                Cell {
                    file: self.file(),
                    rank: self.rank(),
                }
            }
        }
    )*};
}
grid_square!(::xiangqi::Square, ::banqi::Square, ::hnefatafl::Square);

/// A game played on a grid of cells (Xiangqi, Banqi, Hnefatafl): what its board draws, and how its actions map onto
/// cells. [`grid_board`] does the rest.
pub trait GridGame: WebGame {
    /// The game's square.
    type Square: GridSquare;
    /// Cell layout.
    const GEOMETRY: Geometry;
    /// The SVG view box.
    const VIEW_BOX: &'static str;
    /// The catalogue key of what the board is called for screen readers.
    const LABEL: &'static str;

    /// The game's drawing under the pieces (lines, squares, marks).
    fn background(flipped: Signal<bool>) -> AnyView;
    /// The pieces on the board.
    fn pieces(position: &Self::Position) -> Vec<(Cell, PieceLook)>;
    /// The cells an action goes from and to; `(cell, cell)` is an action in place, made with a single press (a Banqi
    /// flip).
    fn cells(action: &Self::Action) -> (Cell, Cell);
    /// Cells to warn about (a king in check).
    fn alerts(_position: &Self::Position) -> Vec<Cell> {
        Vec::new()
    }
}

/// How a screen reader hears a move on a grid: "red cannon from h2 to e2, takes black horse", "c3 turned over: red
/// chariot". What was taken is what stood on the board before and is gone or replaced after (Hnefatafl captures
/// beside the moved piece, not under it).
pub fn grid_move_words<G: GridGame>(
    before: &G::Position,
    action: &G::Action,
    after: &G::Position,
) -> String {
    let name = |cell: Cell| G::Square::of(cell).to_string();
    let (was, now) = (G::pieces(before), G::pieces(after));
    let on = |pieces: &[(Cell, PieceLook)], cell: Cell| {
        pieces
            .iter()
            .find(|(c, _)| *c == cell)
            .map(|(_, look)| look.name.clone())
    };
    let (from, to) = G::cells(action);
    if from == to {
        return t_args(
            "board-words-flip",
            &[
                ("cell", name(from).into()),
                ("piece", on(&now, to).unwrap_or_default().into()),
            ],
        );
    }
    let moved = t_args(
        "board-words-move",
        &[
            ("piece", on(&was, from).unwrap_or_default().into()),
            ("from", name(from).into()),
            ("to", name(to).into()),
        ],
    );
    let taken: Vec<String> = was
        .iter()
        .filter(|(cell, look)| *cell != from && on(&now, *cell).as_ref() != Some(&look.name))
        .map(|(_, look)| look.name.clone())
        .collect();
    if taken.is_empty() {
        moved
    } else {
        t_args(
            "board-words-takes",
            &[("move", moved.into()), ("taken", taken.join(", ").into())],
        )
    }
}

/// A drag in progress: what was picked up (a cell, a backgammon point), where the pointer is, and whether it has
/// moved far enough to be a drag rather than a click.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Drag<T> {
    pub from: T,
    start: (f64, f64),
    pub at: (f64, f64),
    pub moved: bool,
}

impl<T: Copy + Send + Sync + 'static> Drag<T> {
    /// Picks `from` up at `at`, capturing the pointer so the drag follows it beyond the element.
    pub fn begin(event: &web_sys::PointerEvent, from: T, at: (f64, f64)) -> Drag<T> {
        if let Some(target) = event
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            let _ = target.set_pointer_capture(event.pointer_id());
        }
        Drag {
            from,
            start: at,
            at,
            moved: false,
        }
    }

    /// Follows the pointer; beyond `threshold` SVG units from the start the press counts as a drag.
    pub fn follow(drag: RwSignal<Option<Drag<T>>>, event: &web_sys::PointerEvent, threshold: f64) {
        if drag.with_untracked(Option::is_none) {
            return;
        }
        let Some(at) = svg_point(event) else { return };
        drag.update(|d| {
            if let Some(d) = d {
                d.at = at;
                d.moved |= (at.0 - d.start.0).hypot(at.1 - d.start.1) > threshold;
            }
        });
    }
}

/// The pointer's position in the SVG's own units.
pub(crate) fn svg_point(event: &web_sys::PointerEvent) -> Option<(f64, f64)> {
    let svg = event
        .current_target()?
        .dyn_into::<web_sys::SvgGraphicsElement>()
        .ok()?;
    let m = svg.get_screen_ctm()?.inverse().ok()?;
    let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
    let (a, b, c, d, e, f) = (m.a(), m.b(), m.c(), m.d(), m.e(), m.f());
    Some((
        f64::from(a) * x + f64::from(c) * y + f64::from(e),
        f64::from(b) * x + f64::from(d) * y + f64::from(f),
    ))
}
