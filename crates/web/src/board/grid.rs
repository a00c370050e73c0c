//! The board of a grid game (Xiangqi, Banqi, Hnefatafl): draws the position and turns clicks, drags and keys into
//! moves. A person clicks a piece then a destination, drags it, or walks a cursor with the arrow keys and presses
//! Enter; an action in place (turning a piece over) takes a single press.

use leptos::prelude::*;

use super::{Cell, Drag, GridGame, GridSquare, PieceLook, svg_point};
use crate::i18n::{t, t_args};
use crate::play::BoardProps;

/// What the board's parts read and change.
struct Grid<G: GridGame> {
    position: Signal<G::Position>,
    /// The pieces on the board.
    pieces: Signal<Vec<(Cell, PieceLook)>>,
    /// Every move the person may make, as cells: none while nobody may move here.
    moves: Signal<Vec<(Cell, Cell)>>,
    /// The cells of the latest action.
    last: Signal<Option<(Cell, Cell)>>,
    flipped: Signal<bool>,
    animate: Signal<bool>,
    /// The piece picked up.
    selected: RwSignal<Option<Cell>>,
    drag: RwSignal<Option<Drag<Cell>>>,
    /// The keyboard's cell.
    cursor: RwSignal<Cell>,
    /// What a screen reader hears of the board.
    announcement: RwSignal<String>,
    on_move: Callback<(G::Action, bool)>,
}

impl<G: GridGame> Clone for Grid<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GridGame> Copy for Grid<G> {}

impl<G: GridGame> Grid<G> {
    fn cell_name(cell: Cell) -> String {
        G::Square::of(cell).to_string()
    }

    fn center(self, cell: Cell) -> (f64, f64) {
        G::GEOMETRY.center(cell, self.flipped.get())
    }

    fn legal(self, from: Cell, to: Cell) -> bool {
        self.moves.with_untracked(|m| m.contains(&(from, to)))
    }

    fn movable(self, cell: Cell) -> bool {
        self.moves
            .with_untracked(|m| m.iter().any(|&(f, _)| f == cell))
    }

    fn piece_name(self, cell: Cell) -> Option<String> {
        self.pieces.with_untracked(|p| {
            p.iter()
                .find(|(c, _)| *c == cell)
                .map(|(_, l)| l.name.clone())
        })
    }

    /// Plays the move from `from` to `to`, if it is legal.
    fn play(self, from: Cell, to: Cell, dragged: bool) {
        let action = self.position.with_untracked(|p| {
            G::legal_actions(p)
                .into_iter()
                .find(|a| G::cells(a) == (from, to))
        });
        if let Some(action) = action {
            self.on_move.run((action, dragged));
        }
    }

    /// Click, tap or Enter on a cell; returns whether a piece is now picked up.
    fn press(self, cell: Cell) -> bool {
        let selected = self.selected;
        if let Some(from) = selected.get_untracked()
            && from != cell
            && self.legal(from, cell)
        {
            selected.set(None);
            self.play(from, cell, false);
            return false;
        }
        if self.legal(cell, cell) {
            selected.set(None);
            self.play(cell, cell, false);
            return false;
        }
        if self.movable(cell) {
            selected.set(Some(cell));
            let count = self
                .moves
                .with_untracked(|m| m.iter().filter(|&&(f, _)| f == cell).count());
            self.announcement.set(t_args(
                "board-selected",
                &[
                    ("piece", self.piece_name(cell).unwrap_or_default().into()),
                    ("count", count.into()),
                ],
            ));
            return true;
        }
        selected.set(None);
        false
    }

    fn pointer_down(self, ev: &web_sys::PointerEvent) {
        let Some(at) = svg_point(ev) else { return };
        let Some(cell) = G::GEOMETRY.cell_at(at.0, at.1, self.flipped.get_untracked()) else {
            self.selected.set(None);
            return;
        };
        self.cursor.set(cell);
        if self.press(cell) {
            self.drag.set(Some(Drag::begin(ev, cell, at)));
        }
    }

    fn pointer_up(self, ev: &web_sys::PointerEvent) {
        let Some(d) = self.drag.get_untracked() else {
            return;
        };
        self.drag.set(None);
        if !d.moved {
            return; // a click: the piece stays selected
        }
        let flipped = self.flipped.get_untracked();
        let target = svg_point(ev).and_then(|(x, y)| G::GEOMETRY.cell_at(x, y, flipped));
        match target {
            Some(to) if self.legal(d.from, to) => {
                self.selected.set(None);
                self.play(d.from, to, true);
            }
            Some(to) if to == d.from => {}
            _ => self.announcement.set(t("board-refused")),
        }
    }

    fn key_down(self, ev: &web_sys::KeyboardEvent) {
        let key = ev.key();
        let cursor = self.cursor;
        if let Some(next) =
            G::GEOMETRY.step(cursor.get_untracked(), &key, self.flipped.get_untracked())
        {
            ev.prevent_default();
            cursor.set(next);
            let what = self.piece_name(next).unwrap_or_else(|| t("board-empty"));
            self.announcement
                .set(format!("{}: {what}", Self::cell_name(next)));
            return;
        }
        match key.as_str() {
            "Enter" | " " => {
                ev.prevent_default();
                self.press(cursor.get_untracked());
            }
            "Escape" => self.selected.set(None),
            _ => {}
        }
    }

    /// A square frame around `cell` (the latest move, a hint, check, the selection, the cursor).
    fn frame(self, cell: Cell, class: &'static str) -> impl IntoView {
        let (pitch, half) = (G::GEOMETRY.pitch, G::GEOMETRY.pitch / 2.0);
        view! {
            <rect
                class=class
                data-cell=Self::cell_name(cell)
                x=move || self.center(cell).0 - half + 3.0
                y=move || self.center(cell).1 - half + 3.0
                width=pitch - 6.0
                height=pitch - 6.0
                rx="8"
            />
        }
    }

    /// A hit area over every cell.
    fn hit_areas(self) -> impl IntoView {
        let g = G::GEOMETRY;
        let half = g.pitch / 2.0;
        (0..g.files)
            .flat_map(|file| (0..g.ranks).map(move |rank| Cell { file, rank }))
            .map(|cell| {
                view! {
                    <rect
                        class="cell"
                        data-cell=Self::cell_name(cell)
                        x=move || self.center(cell).0 - half
                        y=move || self.center(cell).1 - half
                        width=g.pitch
                        height=g.pitch
                    />
                }
            })
            .collect_view()
    }

    /// Where the selected piece may go: a dot, or a ring around a piece it would take.
    fn destinations(self) -> impl IntoView {
        let half = G::GEOMETRY.pitch / 2.0;
        move || {
            let Some(from) = self.selected.get() else {
                return Vec::new();
            };
            let occupied = self
                .pieces
                .with(|p| p.iter().map(|(c, _)| *c).collect::<Vec<_>>());
            self.moves.with(|m| {
                m.iter()
                .filter(|&&(f, to)| f == from && to != from)
                .map(|&(_, to)| {
                    let class = if occupied.contains(&to) { "dest capture" } else { "dest" };
                    view! {
                        <circle class=class data-dest=Self::cell_name(to) cx=self.center(to).0 cy=self.center(to).1
                            r=if occupied.contains(&to) { half * 0.9 } else { half * 0.28 } />
                    }
                })
                .collect::<Vec<_>>()
            })
        }
    }

    /// A piece, sliding in from where the latest action moved it, turning over, or following a drag.
    fn piece(self, (cell, look): (Cell, PieceLook)) -> impl IntoView {
        let Grid { last, animate, .. } = self;
        let slide = move || {
            let (Some((from, to)), true) = (last.get(), animate.get()) else {
                return String::new();
            };
            if to != cell || from == to {
                return String::new();
            }
            let (a, b) = (self.center(from), self.center(to));
            format!("--dx:{}px;--dy:{}px", a.0 - b.0, a.1 - b.1)
        };
        // The latest action turned this piece over where it stands.
        let turned = move || animate.get() && last.get() == Some((cell, cell));
        let place = move || match self.drag.get() {
            Some(d) if d.moved && d.from == cell => (d.at, true),
            _ => (self.center(cell), false),
        };
        view! {
            <g
                class=move || format!("piece {}{}", look.class, if place().1 { " dragging" } else { "" })
                data-cell=Self::cell_name(cell)
                transform=move || format!("translate({} {})", place().0.0, place().0.1)
            >
                <g class="body" class:slide=move || !slide().is_empty() class:turn=turned style=slide>
                    <circle r=G::GEOMETRY.pitch / 2.0 * 0.86 />
                    <text dy="0.35em">{look.glyph}</text>
                </g>
            </g>
        }
    }
}

/// The board of a grid game: draws `props` and turns clicks, drags and keys into [`BoardProps::on_move`] calls.
pub fn grid_board<G: GridGame>(props: BoardProps<G>) -> AnyView {
    let BoardProps {
        position,
        last,
        hint,
        interactive,
        flipped,
        animate,
        on_move,
        ..
    } = props;
    let g = G::GEOMETRY;
    let grid = Grid::<G> {
        position,
        pieces: Signal::derive(move || position.with(G::pieces)),
        moves: Signal::derive(move || {
            if !interactive.get() {
                return Vec::new();
            }
            position.with(|p| G::legal_actions(p).iter().map(G::cells).collect::<Vec<_>>())
        }),
        last: Signal::derive(move || last.get().map(|action| G::cells(&action))),
        flipped,
        animate,
        selected: RwSignal::new(None),
        drag: RwSignal::new(None),
        cursor: RwSignal::new(Cell {
            file: g.files / 2,
            rank: 0,
        }),
        announcement: RwSignal::new(String::new()),
        on_move,
    };
    let Grid {
        pieces,
        moves,
        last,
        selected,
        drag,
        cursor,
        announcement,
        ..
    } = grid;
    let hint = Signal::derive(move || hint.get().map(|action| G::cells(&action)));
    let alerts = Signal::derive(move || position.with(G::alerts));
    let focused = RwSignal::new(false);

    // A new position (or a new turn) drops a stale selection.
    Effect::new(move |_| {
        moves.track();
        selected.set(None);
    });

    view! {
        <div class="board-frame">
            <svg
                class="board"
                class:focused=move || focused.get()
                viewBox=G::VIEW_BOX
                role="application"
                aria-label=t(G::LABEL)
                tabindex="0"
                on:pointerdown=move |ev| grid.pointer_down(&ev)
                on:pointermove=move |ev| Drag::follow(drag, &ev, g.pitch * 0.25)
                on:pointerup=move |ev| grid.pointer_up(&ev)
                on:pointercancel=move |_| drag.set(None)
                on:keydown=move |ev| {
                    // Keyboard use: the ring and the cursor show from now on.
                    focused.set(true);
                    grid.key_down(&ev);
                }
                // A click focuses the board too, but the ring and the dashed cursor are for the keyboard only (the
                // browser's `:focus-visible` tells which focus this is).
                on:focus=move |ev| focused.set(
                    event_target::<web_sys::Element>(&ev).matches(":focus-visible").unwrap_or(false)
                )
                on:blur=move |_| focused.set(false)
            >
                {G::background(flipped)}
                {move || last.get().map(|(from, to)| view! { {grid.frame(from, "last")} {grid.frame(to, "last")} })}
                {move || hint.get().map(|(from, to)| view! { {grid.frame(from, "hint")} {grid.frame(to, "hint")} })}
                {move || alerts.get().into_iter().map(|cell| grid.frame(cell, "alert")).collect_view()}
                {move || selected.get().map(|cell| grid.frame(cell, "selected"))}
                <g class="cells">{grid.hit_areas()}</g>
                <g class="dests">{grid.destinations()}</g>
                <g class="pieces">
                    <For
                        each=move || pieces.get()
                        key=|(cell, look)| (*cell, look.class, look.glyph)
                        children=move |piece| grid.piece(piece)
                    />
                </g>
                {move || focused.get().then(|| grid.frame(cursor.get(), "cursor"))}
            </svg>
            <p class="sr-only" aria-live="polite">{move || announcement.get()}</p>
        </div>
    }
    .into_any()
}
