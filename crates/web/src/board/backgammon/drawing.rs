//! The backgammon board's SVG layers: the felt and points, the checkers, the off-trays, the marks (the picked-up
//! checker, its destinations, the latest play), the dice and the focusable spots.

use backgammon::{Action, Color, Dice, GameState, Phase, PlayBuilder, Recent};
use leptos::prelude::*;

use super::geometry::{
    BAR_LEFT, BAR_RIGHT, EDGE, HEIGHT, Layout, MIDDLE, POINT, RADIUS, STACK, Spot, TRAY_LEFT,
    TRAY_RIGHT, WIDTH, index, point_x, screen_number, spot_rect,
};
use super::turn::Turn;
use super::{dice_text, spot_aria};

fn color_class(color: Color) -> &'static str {
    match color {
        Color::White => "checker white",
        Color::Black => "checker black",
    }
}

fn checker(color: Color, x: f64, y: f64, label: Option<String>) -> impl IntoView {
    view! {
        <g class=color_class(color) transform=format!("translate({x} {y})")>
            <circle r=RADIUS />
            {label.map(|l| view! { <text dy="0.35em">{l}</text> })}
        </g>
    }
}

/// The checkers on the points and the bar; a count on the top checker of a tall stack.
pub(super) fn checkers(layout: Memo<Layout>, flipped: Signal<bool>) -> impl IntoView {
    move || {
        let layout = layout.get();
        let flipped = flipped.get();
        let mut views = Vec::new();
        for point in 1..=24u8 {
            let count = layout.points[usize::from(point)];
            if count == 0 {
                continue;
            }
            let color = if count > 0 {
                Color::White
            } else {
                Color::Black
            };
            let (x, top) = point_x(point, flipped);
            let n = count.unsigned_abs();
            for k in 0..n.min(STACK) {
                let offset = RADIUS + 3.0 + f64::from(k) * 2.0 * RADIUS;
                let y = if top {
                    EDGE + offset
                } else {
                    HEIGHT - EDGE - offset
                };
                let label = (k == STACK - 1 && n > STACK).then(|| n.to_string());
                views.push(checker(color, x, y, label));
            }
        }
        for color in [Color::White, Color::Black] {
            let n = layout.bar[index(color)];
            // The bottom player's checkers wait on the upper half of the bar, nearer where they come back in.
            let bottom = (color == Color::White) != flipped;
            for k in 0..n.min(STACK) {
                let offset = 2.0 * RADIUS + f64::from(k) * 2.0 * RADIUS;
                let y = if bottom {
                    MIDDLE - offset
                } else {
                    MIDDLE + offset
                };
                let label = (k == STACK - 1 && n > STACK).then(|| n.to_string());
                views.push(checker(color, (BAR_LEFT + BAR_RIGHT) / 2.0, y, label));
            }
        }
        views
    }
}

/// The borne-off checkers, as slabs in each side's tray.
pub(super) fn trays(layout: Memo<Layout>, flipped: Signal<bool>) -> impl IntoView {
    move || {
        let layout = layout.get();
        let flipped = flipped.get();
        [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                let n = layout.off[index(color)];
                let bottom = (color == Color::White) != flipped;
                let slabs = (0..n)
                    .map(|k| {
                        let y = if bottom {
                            HEIGHT - EDGE - 14.0 * f64::from(k + 1)
                        } else {
                            EDGE + 2.0 + 14.0 * f64::from(k)
                        };
                        view! {
                            <rect class=format!("slab {}", color_class(color)) x=TRAY_LEFT + 15.0 y=y
                                width=TRAY_RIGHT - TRAY_LEFT - 30.0 height="12" rx="3" />
                        }
                    })
                    .collect_view();
                view! { <g class="off" data-color=color.to_string() data-count=n>{slabs}</g> }
            })
            .collect_view()
    }
}

/// The picked-up checker, where it can go, and the latest play.
pub(super) fn marks(
    turn: Turn,
    recent: Signal<Recent>,
    hint: Signal<Option<Action>>,
    flipped: Signal<bool>,
) -> impl IntoView {
    move || {
        let flipped = flipped.get();
        let mut views = Vec::new();
        if let Some(spot) = turn.selected.get() {
            views.push(highlight(spot, flipped, "selected"));
        }
        for (spot, _) in turn.destinations.get() {
            views.push(destination(spot, flipped));
        }
        // The latest play stays marked through the roll that follows it, until the next play replaces it: the
        // person sees where the opponent's checkers came from and went while choosing their own.
        if let Some((mover, play)) = recent.with(|r| r.play) {
            for m in play.moves() {
                views.push(highlight(Spot::of(mover, m.from), flipped, "last from"));
                views.push(highlight(Spot::of(mover, m.to), flipped, "last"));
            }
        }
        if let Some(Action::Play(play)) = hint.get() {
            let mover = turn.mover();
            for m in play.moves() {
                views.push(highlight(Spot::of(mover, m.from), flipped, "hint from"));
                views.push(highlight(Spot::of(mover, m.to), flipped, "hint"));
            }
        }
        views
    }
}

/// The checker being dragged, under the pointer.
pub(super) fn ghost(turn: Turn) -> impl IntoView {
    move || {
        let d = turn.drag.get().filter(|d| d.moved)?;
        Some(view! {
            <circle class=format!("{} ghost", color_class(turn.mover())) cx=d.at.0 cy=d.at.1 r=RADIUS />
        })
    }
}

/// A focusable area over each spot, in screen order, so Tab walks the board as it is seen: the top row left to
/// right, then the bottom row.
pub(super) fn hit_areas(turn: Turn, flipped: Signal<bool>) -> impl IntoView {
    move || {
        let flipped_now = flipped.get();
        let mut spots: Vec<Spot> = (1..=24u8)
            .map(Spot::Point)
            .chain([Spot::Bar, Spot::Off])
            .collect();
        spots.sort_by(|a, b| {
            let (ax, ay, ..) = spot_rect(*a, flipped_now);
            let (bx, by, ..) = spot_rect(*b, flipped_now);
            ay.total_cmp(&by).then(ax.total_cmp(&bx))
        });
        spots
            .into_iter()
            .map(move |spot| {
                let (x, y, width, height) = spot_rect(spot, flipped_now);
                let label = move || spot_aria(spot, turn.layout.get(), flipped_now);
                view! {
                    <rect class="spot" data-point=spot.name() tabindex="0" role="button" aria-label=label
                        x=x y=y width=width height=height
                        on:keydown=move |ev: web_sys::KeyboardEvent| {
                            if ev.key() == "Enter" || ev.key() == " " {
                                ev.prevent_default();
                                turn.press(spot);
                            }
                        }
                    />
                }
            })
            .collect_view()
    }
}

/// The dice of the turn, on the roller's half of the board, the used ones dimmed.
pub(super) fn dice(
    position: Signal<GameState>,
    turn: Turn,
    flipped: Signal<bool>,
) -> impl IntoView {
    let rolled = Memo::new(move |_| {
        position.with(|s| match s.phase() {
            Phase::Move(dice) => Some((dice, s.on_roll())),
            _ => None,
        })
    });
    let unused = move || {
        turn.builder
            .with(|b| b.as_ref().map(PlayBuilder::unused_dice))
    };
    move || {
        let (dice, roller) = rolled.get()?;
        let faces = faces(dice);
        let right = (roller == Color::White) != flipped.get();
        let count = faces.len() as f64;
        let left = if right { 640.0 } else { 220.0 } - count * 31.0;
        let views = faces
            .into_iter()
            .enumerate()
            .map(|(i, face)| {
                let x = left + 62.0 * i as f64;
                let used = move || {
                    unused().is_some_and(|u| {
                        let same_before = faces_before(dice, i);
                        u.iter().filter(|&&d| d == face).count() <= same_before
                    })
                };
                // The position is the group's attribute, the tumble a CSS animation of the inner group: a CSS
                // transform would replace the attribute.
                view! {
                    <g transform=format!("translate({x} {})", MIDDLE - 26.0)>
                        <g class="die" class:used=used>
                            <rect width="52" height="52" rx="9" />
                            {pips(face)}
                        </g>
                    </g>
                }
            })
            .collect_view();
        Some(view! { <g class="dice rolled" data-dice=dice_text(dice)>{views}</g> })
    }
}

/// The die faces of a roll: two, or four of a double.
fn faces(dice: Dice) -> Vec<u8> {
    if dice.is_double() {
        vec![dice.high(); 4]
    } else {
        vec![dice.high(), dice.low()]
    }
}

/// How many dice before position `i` show the same face (to dim used dice from the right).
fn faces_before(dice: Dice, i: usize) -> usize {
    let faces = faces(dice);
    faces[i + 1..].iter().filter(|&&f| f == faces[i]).count()
}

/// The pips of a die face, on a 52-unit square.
fn pips(face: u8) -> impl IntoView {
    let (l, m, r) = (14.0, 26.0, 38.0);
    let spots: &[(f64, f64)] = match face {
        1 => &[(m, m)],
        2 => &[(l, l), (r, r)],
        3 => &[(l, l), (m, m), (r, r)],
        4 => &[(l, l), (r, l), (l, r), (r, r)],
        5 => &[(l, l), (r, l), (m, m), (l, r), (r, r)],
        _ => &[(l, l), (r, l), (l, m), (r, m), (l, r), (r, r)],
    };
    spots
        .iter()
        .map(|&(x, y)| view! { <circle class="pip-dot" cx=x cy=y r="5" /> })
        .collect_view()
}

fn highlight(spot: Spot, flipped: bool, class: &'static str) -> AnyView {
    let (x, y, w, h) = spot_rect(spot, flipped);
    view! {
        <rect class=class data-point=spot.name() x=x + 2.0 y=y + 2.0 width=w - 4.0 height=h - 4.0 rx="8" />
    }
    .into_any()
}

fn destination(spot: Spot, flipped: bool) -> AnyView {
    let (x, y, w, h) = spot_rect(spot, flipped);
    let cy = if y < MIDDLE - 1.0 && h < MIDDLE {
        y + h - 30.0
    } else {
        y + 30.0
    };
    let cy = if matches!(spot, Spot::Off | Spot::Bar) {
        MIDDLE
    } else {
        cy
    };
    view! { <circle class="dest" data-dest=spot.name() cx=x + w / 2.0 cy=cy r="16" /> }.into_any()
}

/// The felt, the points, the bar and the trays, with the points numbered for the player at the bottom.
pub(super) fn background(flipped: Signal<bool>) -> impl IntoView {
    let triangles = (1..=24u8)
        .map(|point| {
            let shape = move || {
                let (x, top) = point_x(point, flipped.get());
                let (base, tip) = if top {
                    (EDGE, EDGE + 300.0)
                } else {
                    (HEIGHT - EDGE, HEIGHT - EDGE - 300.0)
                };
                format!(
                    "M{} {base} L{} {base} L{x} {tip} Z",
                    x - POINT / 2.0 + 2.0,
                    x + POINT / 2.0 - 2.0
                )
            };
            let class = if point % 2 == 0 { "tri even" } else { "tri odd" };
            let label = move || {
                let (x, top) = point_x(point, flipped.get());
                let y = if top { EDGE - 10.0 } else { HEIGHT - 12.0 };
                (x, y, screen_number(point, flipped.get()).to_string())
            };
            view! {
                <path class=class d=shape />
                <text class="coord" x=move || label().0 y=move || label().1>{move || label().2}</text>
            }
        })
        .collect_view();
    view! {
        <rect class="felt-frame" x="0" y="0" width=WIDTH height=HEIGHT rx="16" />
        <rect class="felt" x=EDGE y=EDGE width=BAR_LEFT - EDGE height=HEIGHT - 2.0 * EDGE />
        <rect class="felt" x=BAR_RIGHT y=EDGE width=BAR_LEFT - EDGE height=HEIGHT - 2.0 * EDGE />
        <rect class="bar" x=BAR_LEFT y=EDGE width=BAR_RIGHT - BAR_LEFT height=HEIGHT - 2.0 * EDGE />
        <rect class="tray" x=TRAY_LEFT y=EDGE width=TRAY_RIGHT - TRAY_LEFT height=HEIGHT - 2.0 * EDGE rx="6" />
        <g class="points">{triangles}</g>
    }
}
