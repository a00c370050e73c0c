//! Where things are on the backgammon board, in SVG units: the spots (points, bar, off-tray), their rectangles, the
//! spot under the pointer, and the board as White sees it.

use backgammon::{Color, Position};

/// Where a checker can be: a point in White's numbering (1–24), the bar, or borne off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Spot {
    Point(u8),
    Bar,
    Off,
}

impl Spot {
    /// The spot a mover's point number names (25: their bar, 0: off).
    pub(super) fn of(mover: Color, point: u8) -> Spot {
        match point {
            25 => Spot::Bar,
            0 => Spot::Off,
            p if mover == Color::White => Spot::Point(p),
            p => Spot::Point(25 - p),
        }
    }

    /// The mover's point number for this spot.
    pub(super) fn number(self, mover: Color) -> u8 {
        match self {
            Spot::Bar => 25,
            Spot::Off => 0,
            Spot::Point(p) if mover == Color::White => p,
            Spot::Point(p) => 25 - p,
        }
    }

    /// What tests and screen readers call it.
    pub(super) fn name(self) -> String {
        match self {
            Spot::Point(p) => p.to_string(),
            Spot::Bar => "bar".into(),
            Spot::Off => "off".into(),
        }
    }
}

// The drawing, in SVG units: two fields of six points either side of the bar, the off-trays on the right.
pub(super) const WIDTH: f64 = 1000.0;
pub(super) const HEIGHT: f64 = 800.0;
pub(super) const EDGE: f64 = 40.0;
pub(super) const POINT: f64 = 60.0;
pub(super) const BAR_LEFT: f64 = 400.0;
pub(super) const BAR_RIGHT: f64 = 460.0;
pub(super) const TRAY_LEFT: f64 = 840.0;
pub(super) const TRAY_RIGHT: f64 = 960.0;
pub(super) const MIDDLE: f64 = HEIGHT / 2.0;
pub(super) const RADIUS: f64 = 27.0;
/// Checkers drawn on one point before a count takes over.
pub(super) const STACK: u8 = 5;

/// The point number as the player at the bottom counts (1–12 along the bottom, right to left).
pub(super) fn screen_number(point: u8, flipped: bool) -> u8 {
    if flipped { 25 - point } else { point }
}

/// The centre line of a point and whether it hangs from the top.
pub(super) fn point_x(point: u8, flipped: bool) -> (f64, bool) {
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
pub(super) fn spot_at(x: f64, y: f64, flipped: bool) -> Option<Spot> {
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

/// The rectangle a spot takes on screen: (x, y, width, height).
pub(super) fn spot_rect(spot: Spot, flipped: bool) -> (f64, f64, f64, f64) {
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

/// The board seen by White: checkers per point (positive White, negative Black), bars and borne-off counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Layout {
    pub(super) points: [i8; 25],
    pub(super) bar: [u8; 2],
    pub(super) off: [u8; 2],
}

impl Layout {
    pub(super) fn of(white_view: Position) -> Layout {
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

pub(super) fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The board as White sees it, after the moves the person has made so far this turn.
pub(super) fn white_view(position: Position, mover: Color) -> Position {
    if mover == Color::White {
        position
    } else {
        position.switch_sides()
    }
}
