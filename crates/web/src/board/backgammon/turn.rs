//! The play the person builds one checker at a time: which checkers can move, where the picked-up one can go (one
//! die, or several dice for the same checker), moving it by click, key or drag, taking moves back, confirming.

use backgammon::{Action, Color, GameState, Move, Phase, Play, PlayBuilder, Position};
use leptos::prelude::*;

use super::geometry::{Layout, POINT, Spot, spot_at, white_view};
use super::{side_name, spot_label};
use crate::board::{Drag, svg_point};
use crate::i18n::{t, t_args};

/// The turn the person is building, if they are to play.
fn fresh_builder(state: &GameState) -> Option<PlayBuilder> {
    let Phase::Move(dice) = state.phase() else {
        return None;
    };
    let mut builder = PlayBuilder::new(state.position(), dice);
    // A forced play is laid out for the person, who only confirms it.
    if let [only] = state.legal_plays().as_slice() {
        for &m in only.moves() {
            builder.make(m);
        }
    }
    Some(builder)
}

/// The play in the making and what the board shows of it. Signals all, so it is `Copy` into every handler.
#[derive(Clone, Copy)]
pub(super) struct Turn {
    /// The moves made so far, while the person is to play.
    pub builder: RwSignal<Option<PlayBuilder>>,
    /// The checker picked up.
    pub selected: RwSignal<Option<Spot>>,
    /// A checker being dragged.
    pub drag: RwSignal<Option<Drag<Spot>>>,
    /// What the board's live region says of the latest pick-up or move.
    pub announcement: RwSignal<String>,
    /// The board from White's side, with the moves made so far.
    pub layout: Memo<Layout>,
    /// The board from White's side, as [`Position`] (for pip counts).
    pub shown: Memo<Position>,
    /// Where the picked-up checker can go, each with the moves that take it there.
    pub destinations: Memo<Vec<(Spot, Vec<Move>)>>,
    /// The play, once every die that can be used is used.
    pub finished: Memo<Option<Play>>,
    sources: Memo<Vec<Spot>>,
    position: Signal<GameState>,
    flipped: Signal<bool>,
    on_move: Callback<(Action, bool)>,
}

impl Turn {
    /// A fresh play whenever the position changes and the person may move.
    pub fn new(
        position: Signal<GameState>,
        interactive: Signal<bool>,
        flipped: Signal<bool>,
        on_move: Callback<(Action, bool)>,
    ) -> Turn {
        let builder = RwSignal::new(None::<PlayBuilder>);
        let selected = RwSignal::new(None::<Spot>);
        Effect::new(move |_| {
            let fresh = interactive
                .get()
                .then(|| position.with(fresh_builder))
                .flatten();
            builder.set(fresh);
            selected.set(None);
        });
        let mover = move || position.with(GameState::on_roll);
        let shown = Memo::new(move |_| {
            let building = builder.with(|b| b.as_ref().map(PlayBuilder::position));
            match building {
                Some(p) => white_view(p, mover()),
                None => position.with(|s| s.board(Color::White)),
            }
        });
        let sources = Memo::new(move |_| {
            let mover = mover();
            builder.with(|b| {
                b.as_ref().map_or_else(Vec::new, |b| {
                    let mut from: Vec<Spot> = b
                        .next_moves()
                        .iter()
                        .map(|(m, _, _)| Spot::of(mover, m.from))
                        .collect();
                    from.dedup();
                    from
                })
            })
        });
        let destinations = Memo::new(move |_| {
            let mover = mover();
            let Some(from) = selected.get() else {
                return Vec::new();
            };
            builder.with(|b| {
                b.as_ref().map_or_else(Vec::new, |b| {
                    b.destinations(from.number(mover))
                        .into_iter()
                        .map(|(to, run)| (Spot::of(mover, to), run))
                        .collect()
                })
            })
        });
        Turn {
            builder,
            selected,
            drag: RwSignal::new(None),
            announcement: RwSignal::new(String::new()),
            layout: Memo::new(move |_| Layout::of(shown.get())),
            shown,
            destinations,
            finished: Memo::new(move |_| {
                builder.with(|b| b.as_ref().and_then(PlayBuilder::finished))
            }),
            sources,
            position,
            flipped,
            on_move,
        }
    }

    /// The side to play.
    pub fn mover(self) -> Color {
        self.position.with(GameState::on_roll)
    }

    /// Moves the picked-up checker to `to`, if it can go there.
    fn run_to(self, to: Spot) -> bool {
        let Some(run) = self.destinations.with_untracked(|d| {
            d.iter()
                .find(|(spot, _)| *spot == to)
                .map(|(_, r)| r.clone())
        }) else {
            return false;
        };
        self.builder.update(|b| {
            if let Some(b) = b {
                for m in &run {
                    b.make(*m);
                }
            }
        });
        self.selected.set(None);
        self.announcement.set(t_args(
            "backgammon-moved",
            &[("to", spot_label(to, self.flipped.get_untracked()).into())],
        ));
        true
    }

    /// A click, tap or Enter on a spot: moves the picked-up checker there, or picks one up; returns whether a
    /// checker is now picked up.
    pub fn press(self, spot: Spot) -> bool {
        if self.selected.get_untracked().is_some() && self.run_to(spot) {
            return false;
        }
        if self.selected.get_untracked() != Some(spot)
            && self.sources.with_untracked(|s| s.contains(&spot))
        {
            self.selected.set(Some(spot));
            let checker = t_args(
                "backgammon-checker",
                &[
                    ("side", side_name(self.mover()).into()),
                    (
                        "spot",
                        spot_label(spot, self.flipped.get_untracked()).into(),
                    ),
                ],
            );
            self.announcement.set(t_args(
                "board-selected",
                &[
                    ("piece", checker.into()),
                    ("count", self.destinations.with_untracked(Vec::len).into()),
                ],
            ));
            return true;
        }
        self.selected.set(None);
        false
    }

    /// A press on the board picks a checker up (and may start a drag).
    pub fn pointer_down(self, ev: &web_sys::PointerEvent) {
        let Some(at) = svg_point(ev) else { return };
        let Some(spot) = spot_at(at.0, at.1, self.flipped.get_untracked()) else {
            self.selected.set(None);
            return;
        };
        if self.press(spot) {
            self.drag.set(Some(Drag::begin(ev, spot, at)));
        }
    }

    /// The dragged checker follows the pointer.
    pub fn pointer_move(self, ev: &web_sys::PointerEvent) {
        Drag::follow(self.drag, ev, POINT * 0.4);
    }

    /// A drag ends where the pointer is let go: a move if the checker can go there.
    pub fn pointer_up(self, ev: &web_sys::PointerEvent) {
        let Some(d) = self.drag.get_untracked() else {
            return;
        };
        self.drag.set(None);
        if !d.moved {
            return;
        }
        let target = svg_point(ev).and_then(|(x, y)| spot_at(x, y, self.flipped.get_untracked()));
        match target {
            Some(to) if to == d.from => {}
            Some(to) if self.run_to(to) => {}
            _ => {
                self.selected.set(None);
                self.announcement.set(t("board-refused"));
            }
        }
    }

    /// Takes back the latest checker move of the play.
    pub fn take_back(self) {
        self.builder.update(|b| {
            if let Some(b) = b {
                b.take_back();
            }
        });
        self.selected.set(None);
    }

    /// Plays the finished play.
    pub fn confirm(self) {
        if let Some(play) = self.finished.get_untracked() {
            self.selected.set(None);
            self.on_move.run((Action::Play(play), false));
        }
    }
}
