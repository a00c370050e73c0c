//! The backgammon board: twenty-four points, the bar, the two off-trays and the dice. The person builds a play one
//! checker at a time — a checker's destinations (one die, or several dice for the same checker) are highlighted, a
//! click or a drag moves it — and can take moves back until they confirm the play. Dances and forced plays are
//! announced; pip counts sit under the board.

use backgammon::{Action, Backgammon, Color, Dice, GameState, Phase, PlayBuilder, Position};
use boardgame::Seat;
use leptos::prelude::*;

use super::{Drag, svg_point};
use crate::i18n::{number, t, t_args};
use crate::play::{BoardProps, WebGame};

/// Where a checker can be: a point in White's numbering (1–24), the bar, or borne off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    Point(u8),
    Bar,
    Off,
}

impl Spot {
    /// The spot a mover's point number names (25: their bar, 0: off).
    fn of(mover: Color, point: u8) -> Spot {
        match point {
            25 => Spot::Bar,
            0 => Spot::Off,
            p if mover == Color::White => Spot::Point(p),
            p => Spot::Point(25 - p),
        }
    }

    /// The mover's point number for this spot.
    fn number(self, mover: Color) -> u8 {
        match self {
            Spot::Bar => 25,
            Spot::Off => 0,
            Spot::Point(p) if mover == Color::White => p,
            Spot::Point(p) => 25 - p,
        }
    }

    /// What tests and screen readers call it.
    fn name(self) -> String {
        match self {
            Spot::Point(p) => p.to_string(),
            Spot::Bar => "bar".into(),
            Spot::Off => "off".into(),
        }
    }
}

// The drawing, in SVG units: two fields of six points either side of the bar, the off-trays on the right.
const WIDTH: f64 = 1000.0;
const HEIGHT: f64 = 800.0;
const EDGE: f64 = 40.0;
const POINT: f64 = 60.0;
const BAR_LEFT: f64 = 400.0;
const BAR_RIGHT: f64 = 460.0;
const TRAY_LEFT: f64 = 840.0;
const TRAY_RIGHT: f64 = 960.0;
const MIDDLE: f64 = HEIGHT / 2.0;
const RADIUS: f64 = 27.0;
/// Checkers drawn on one point before a count takes over.
const STACK: u8 = 5;

/// The point number as the player at the bottom counts (1–12 along the bottom, right to left).
fn screen_number(point: u8, flipped: bool) -> u8 {
    if flipped { 25 - point } else { point }
}

/// The centre line of a point and whether it hangs from the top.
fn point_x(point: u8, flipped: bool) -> (f64, bool) {
    let n = screen_number(point, flipped);
    let column = if n <= 12 { 12 - n } else { n - 13 };
    let gap = if column >= 6 {
        BAR_RIGHT - BAR_LEFT
    } else {
        0.0
    };
    (EDGE + POINT * f64::from(column) + POINT / 2.0 + gap, n > 12)
}

/// The spot under an SVG point.
fn spot_at(x: f64, y: f64, flipped: bool) -> Option<Spot> {
    if !(EDGE..HEIGHT - EDGE).contains(&y) {
        return None;
    }
    if (TRAY_LEFT..TRAY_RIGHT).contains(&x) {
        return Some(Spot::Off);
    }
    if (BAR_LEFT..BAR_RIGHT).contains(&x) {
        return Some(Spot::Bar);
    }
    let column = if (EDGE..BAR_LEFT).contains(&x) {
        ((x - EDGE) / POINT) as u8
    } else if (BAR_RIGHT..TRAY_LEFT - 20.0).contains(&x) {
        6 + ((x - BAR_RIGHT) / POINT) as u8
    } else {
        return None;
    };
    let n = if y < MIDDLE { 13 + column } else { 12 - column };
    Some(Spot::Point(screen_number(n, flipped)))
}

/// The board seen by White: checkers per point (positive White, negative Black), bars and borne-off counts.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Layout {
    points: [i8; 25],
    bar: [u8; 2],
    off: [u8; 2],
}

impl Layout {
    fn of(white_view: Position) -> Layout {
        let raw = white_view.raw();
        let mut points = [0i8; 25];
        points[1..=24].copy_from_slice(&raw[1..=24]);
        Layout {
            points,
            bar: [white_view.bar(), white_view.opponent_bar()],
            off: [white_view.off(), white_view.opponent_off()],
        }
    }
}

fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn color_class(color: Color) -> &'static str {
    match color {
        Color::White => "checker white",
        Color::Black => "checker black",
    }
}

fn side_name(color: Color) -> String {
    t(Backgammon::seat_key(color.seat()))
}

/// The board as White sees it, after the moves the person has made so far this turn.
fn white_view(position: Position, mover: Color) -> Position {
    if mover == Color::White {
        position
    } else {
        position.switch_sides()
    }
}

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

/// The board for [`crate::play`].
#[allow(clippy::too_many_lines)] // one view: the SVG and its handlers read best together
pub fn board(props: BoardProps<Backgammon>) -> AnyView {
    let BoardProps {
        position,
        history,
        interactive,
        flipped,
        on_move,
        ..
    } = props;
    let builder = RwSignal::new(None::<PlayBuilder>);
    let selected = RwSignal::new(None::<Spot>);
    let drag = RwSignal::new(None::<Drag<Spot>>);
    let announcement = RwSignal::new(String::new());

    Effect::new(move |_| {
        let fresh = interactive
            .get()
            .then(|| position.with(fresh_builder))
            .flatten();
        builder.set(fresh);
        selected.set(None);
    });

    let mover = move || position.with(GameState::on_roll);
    // The board as shown, from White's side: with the person's play so far while one is being built.
    let shown = Memo::new(move |_| {
        let mover = mover();
        let building = builder.with(|b| b.as_ref().map(PlayBuilder::position));
        match building {
            Some(p) => white_view(p, mover),
            None => position.with(|s| s.board(Color::White)),
        }
    });
    let layout = Memo::new(move |_| Layout::of(shown.get()));
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
                    .collect::<Vec<_>>()
            })
        })
    });
    let finished = Memo::new(move |_| builder.with(|b| b.as_ref().and_then(PlayBuilder::finished)));

    let run_to = move |to: Spot| -> bool {
        let Some(run) = destinations.with_untracked(|d| {
            d.iter()
                .find(|(spot, _)| *spot == to)
                .map(|(_, r)| r.clone())
        }) else {
            return false;
        };
        builder.update(|b| {
            if let Some(b) = b {
                for m in &run {
                    b.make(*m);
                }
            }
        });
        selected.set(None);
        announcement.set(t_args(
            "backgammon-moved",
            &[("to", spot_label(to, flipped.get_untracked()).into())],
        ));
        true
    };
    // Click, tap or Enter on a spot; returns whether a checker is now picked up.
    let press = move |spot: Spot| -> bool {
        if selected.get_untracked().is_some() && run_to(spot) {
            return false;
        }
        if selected.get_untracked() != Some(spot) && sources.with_untracked(|s| s.contains(&spot)) {
            selected.set(Some(spot));
            let checker = t_args(
                "backgammon-checker",
                &[
                    ("side", side_name(mover()).into()),
                    ("spot", spot_label(spot, flipped.get_untracked()).into()),
                ],
            );
            announcement.set(t_args(
                "board-selected",
                &[
                    ("piece", checker.into()),
                    ("count", destinations.with_untracked(Vec::len).into()),
                ],
            ));
            return true;
        }
        selected.set(None);
        false
    };

    let on_pointerdown = move |ev: web_sys::PointerEvent| {
        let Some(at) = svg_point(&ev) else { return };
        let Some(spot) = spot_at(at.0, at.1, flipped.get_untracked()) else {
            selected.set(None);
            return;
        };
        if press(spot) {
            drag.set(Some(Drag::begin(&ev, spot, at)));
        }
    };
    let on_pointermove = move |ev: web_sys::PointerEvent| Drag::follow(drag, &ev, POINT * 0.4);
    let on_pointerup = move |ev: web_sys::PointerEvent| {
        let Some(d) = drag.get_untracked() else {
            return;
        };
        drag.set(None);
        if !d.moved {
            return;
        }
        let target = svg_point(&ev).and_then(|(x, y)| spot_at(x, y, flipped.get_untracked()));
        match target {
            Some(to) if to == d.from => {}
            Some(to) if run_to(to) => {}
            _ => {
                selected.set(None);
                announcement.set(t("board-refused"));
            }
        }
    };

    let take_back = move || {
        builder.update(|b| {
            if let Some(b) = b {
                b.take_back();
            }
        });
        selected.set(None);
    };
    let confirm = move || {
        if let Some(play) = finished.get_untracked() {
            selected.set(None);
            on_move.run((Action::Play(play), false));
        }
    };

    let checkers = move || {
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
    };
    let trays = move || {
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
    };
    let marks = move || {
        let flipped = flipped.get();
        let mut views = Vec::new();
        if let Some(spot) = selected.get() {
            views.push(highlight(spot, flipped, "selected"));
        }
        for (spot, _) in destinations.get() {
            views.push(destination(spot, flipped));
        }
        // The latest play stays marked through the roll that follows it, until the next play replaces it: the
        // person sees where the opponent's checkers came from and went while choosing their own.
        let latest = history.with(|h| {
            h.iter().rev().find_map(|(before, action)| match action {
                Action::Play(play) if !play.is_dance() => Some((before.on_roll(), *play)),
                _ => None,
            })
        });
        if let Some((mover, play)) = latest {
            for m in play.moves() {
                views.push(highlight(Spot::of(mover, m.from), flipped, "last from"));
                views.push(highlight(Spot::of(mover, m.to), flipped, "last"));
            }
        }
        views
    };
    let ghost = move || {
        let d = drag.get().filter(|d| d.moved)?;
        Some(
            view! { <circle class=format!("{} ghost", color_class(mover())) cx=d.at.0 cy=d.at.1 r=RADIUS /> },
        )
    };
    // In screen order, so Tab walks the board as it is seen: the top row left to right, then the bottom row.
    let hit_areas = move || {
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
        spots.into_iter().map(move |spot| {
            let (x, y, width, height) = spot_rect(spot, flipped_now);
            let label = move || spot_aria(spot, layout.get(), flipped_now);
            view! {
                <rect class="spot" data-point=spot.name() tabindex="0" role="button" aria-label=label
                    x=x y=y width=width height=height
                    on:keydown=move |ev: web_sys::KeyboardEvent| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            press(spot);
                        }
                    }
                />
            }
        })
        .collect_view()
    };

    let dice = Memo::new(move |_| {
        position.with(|s| match s.phase() {
            Phase::Move(dice) => Some((dice, s.on_roll())),
            _ => None,
        })
    });
    let unused = move || builder.with(|b| b.as_ref().map(PlayBuilder::unused_dice));
    let dice_view = move || {
        let (dice, roller) = dice.get()?;
        let faces = faces(dice);
        // The roller's dice sit on their own half of the board.
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
    };

    let notice = move || {
        if let Some((dancer, dice)) = history.with(|h| latest_dance(h)) {
            return Some(t_args(
                "backgammon-dance",
                &[
                    ("side", side_name(dancer).into()),
                    ("dice", dice_text(dice).into()),
                ],
            ));
        }
        let forced = interactive.get() && position.with(|s| s.legal_plays().len() == 1);
        forced.then(|| t("backgammon-forced"))
    };
    let pips_view = move || {
        let shown = shown.get();
        let pips = |color: Color| match color {
            Color::White => shown.pip_count(),
            Color::Black => shown.opponent_pip_count(),
        };
        [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                view! {
                    <span class="pip" data-color=color.to_string()>
                        {side_name(color)} ": " <b>{number(i64::from(pips(color)))}</b>
                    </span>
                }
            })
            .collect_view()
    };

    view! {
        <div class="board-frame backgammon">
            <svg
                class="board"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="application"
                aria-label=t("backgammon-board")
                on:pointerdown=on_pointerdown
                on:pointermove=on_pointermove
                on:pointerup=on_pointerup
                on:pointercancel=move |_| drag.set(None)
            >
                {background(flipped)}
                <g class="marks">{marks}</g>
                <g class="checkers">{checkers}</g>
                <g class="trays">{trays}</g>
                {dice_view}
                <g class="spots">{hit_areas}</g>
                {ghost}
            </svg>
            <div class="turn-bar">
                <p class="pips" aria-label=t("backgammon-pips")>{t("backgammon-pips")} " — " {pips_view}</p>
                {move || notice().map(|n| view! { <p class="notice" role="status">{n}</p> })}
                {move || builder.with(Option::is_some).then(|| view! {
                    <div class="turn-buttons">
                        <button class="take-back" on:click=move |_| take_back()
                            disabled=move || builder.with(|b| b.as_ref().is_none_or(|b| b.moves().next().is_none()))>
                            {t("backgammon-take-back")}
                        </button>
                        <button class="confirm" on:click=move |_| confirm()
                            disabled=move || finished.get().is_none()>{t("backgammon-confirm")}</button>
                    </div>
                })}
            </div>
            {facts(position, history)}
            <p class="sr-only" aria-live="polite">{move || announcement.get()}</p>
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

/// The latest dance since the latest real play: who danced and on which roll.
fn latest_dance(history: &[(GameState, Action)]) -> Option<(Color, Dice)> {
    for (before, action) in history.iter().rev() {
        if let Action::Play(play) = action {
            if !play.is_dance() {
                return None;
            }
            let Phase::Move(dice) = before.phase() else {
                return None;
            };
            return Some((before.on_roll(), dice));
        }
    }
    None
}

fn checker(color: Color, x: f64, y: f64, label: Option<String>) -> impl IntoView {
    view! {
        <g class=color_class(color) transform=format!("translate({x} {y})")>
            <circle r=RADIUS />
            {label.map(|l| view! { <text dy="0.35em">{l}</text> })}
        </g>
    }
}

/// The rectangle a spot takes on screen: (x, y, width, height).
fn spot_rect(spot: Spot, flipped: bool) -> (f64, f64, f64, f64) {
    let half = MIDDLE - EDGE;
    match spot {
        Spot::Point(p) => {
            let (x, top) = point_x(p, flipped);
            let y = if top { EDGE } else { MIDDLE };
            (x - POINT / 2.0, y, POINT, half)
        }
        Spot::Bar => (BAR_LEFT, EDGE, BAR_RIGHT - BAR_LEFT, 2.0 * half),
        Spot::Off => (TRAY_LEFT, EDGE, TRAY_RIGHT - TRAY_LEFT, 2.0 * half),
    }
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

/// The felt, the points, the bar and the trays, with the points numbered for the player at the bottom.
fn background(flipped: Signal<bool>) -> impl IntoView {
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

/// The opening roll and the position's GNU Backgammon ID (Position ID:Match ID), under the board.
fn facts(position: Signal<GameState>, history: Signal<Vec<(GameState, Action)>>) -> impl IntoView {
    let opening = move || {
        history.with(|h| {
            h.iter().find_map(|(_, action)| match action {
                Action::Opening { white, black } => Some((*white, *black)),
                _ => None,
            })
        })
    };
    view! {
        {move || opening().map(|(white, black)| {
            let first = if white > black { Color::White } else { Color::Black };
            view! {
                <p class="opening">{t_args("backgammon-opening", &[
                    ("white", white.into()),
                    ("black", black.into()),
                    ("side", side_name(first).into()),
                ])}</p>
            }
        })}
        <p class="gnubg-id">{t("backgammon-id")} ": " <code>{move || position.with(GameState::gnubg_id)}</code></p>
    }
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
                if before.on_roll() == Color::of_seat(reader) {
                    text
                } else {
                    from_other_side(&text)
                }
            }
        }
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
        match Color::of_seat(seat) {
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
