//! The static evaluation: a pure integer function of the position, in centipawns from the side to move.
//!
//! Terms: material and placement ([`super::pst`]), chariot and horse mobility, king safety (missing advisors and
//! elephants weigh more the more attackers the enemy has; a cannon on the king's file is a standing threat), a
//! small shift from cannons to horses as the board empties, and a tempo bonus.

use std::sync::Arc;

use boardgame::Level;

use super::nnue::{self, Network, NetworkError};
use super::pst::TABLE;
use super::search::WIN_BOUND;
use crate::piece::code;
use crate::tables::{HORSE, RAY_SETS, RAYS, nearest, points};
use crate::{Color, Kind, Position};

/// A bonus for having the move.
const TEMPO: i32 = 10;
/// Per point a chariot can reach.
const CHARIOT_MOBILITY: i32 = 2;
/// Per point a horse can reach; a horse with its legs blocked is a poor piece.
const HORSE_MOBILITY: i32 = 5;
/// Per missing advisor or elephant, per unit of enemy attacking force.
const MISSING_GUARD: i32 = 6;
/// An enemy cannon on the king's file (with the screens in between, it pins or threatens).
const CANNON_ON_KING_FILE: i32 = 25;

const A: usize = Kind::Advisor as usize;
const B: usize = Kind::Elephant as usize;
const N: usize = Kind::Horse as usize;
const R: usize = Kind::Chariot as usize;
const C: usize = Kind::Cannon as usize;
const P: usize = Kind::Soldier as usize;

/// Piece counts `[colour][kind]`, gathered on the material pass.
type Counts = [[i32; 8]; 2];

/// Which static evaluation a search uses.
#[derive(Clone, Debug, Default)]
pub enum Evaluation {
    /// The handcrafted terms of [`evaluate`] (Easy and Normal play with it).
    #[default]
    Handcrafted,
    /// A learned network ([`super::nnue`]).
    Network(Arc<Network>),
    /// The handcrafted evaluation plus a learned correction (Expert plays with [`nnue::shipped`]'s).
    Corrected(Arc<Network>),
}

/// Why [`Evaluation::load`] failed.
#[derive(Debug, thiserror::Error)]
pub enum LoadEvaluationError {
    /// The text is none of `expert`, `hce`, `net:FILE`, `hce+net:FILE`.
    #[error("unknown evaluation {0:?} (expert, hce, net:FILE or hce+net:FILE)")]
    Unknown(String),
    /// The weights file could not be read.
    #[error("reading {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The weights file is not a network.
    #[error("{path}: {source}")]
    Network {
        /// The file.
        path: String,
        /// What is wrong with it.
        source: NetworkError,
    },
}

impl Evaluation {
    /// The evaluation a level plays with: Expert the handcrafted evaluation plus the shipped correction
    /// ([`nnue::shipped`]), Easy and Normal the handcrafted one.
    #[must_use]
    pub fn for_level(level: Level) -> Evaluation {
        match level {
            Level::Easy | Level::Normal => Evaluation::Handcrafted,
            Level::Expert => Evaluation::Corrected(Arc::clone(nnue::shipped())),
        }
    }

    /// The evaluation a text names: `expert` (Expert's, [`Evaluation::for_level`]), `hce` (handcrafted),
    /// `net:FILE` (the network in a weights file) or `hce+net:FILE` (the handcrafted evaluation plus the network's
    /// correction).
    ///
    /// # Errors
    /// If the text names none, or the file cannot be read or is not a network.
    pub fn load(spec: &str) -> Result<Evaluation, LoadEvaluationError> {
        let (kind, path) = match spec.split_once(':') {
            None if spec == "expert" => return Ok(Evaluation::for_level(Level::Expert)),
            None if spec == "hce" => return Ok(Evaluation::Handcrafted),
            Some((kind @ ("net" | "hce+net"), path)) => (kind, path),
            _ => return Err(LoadEvaluationError::Unknown(spec.to_owned())),
        };
        let bytes = std::fs::read(path).map_err(|source| LoadEvaluationError::Read {
            path: path.to_owned(),
            source,
        })?;
        let net = Network::from_bytes(&bytes).map_err(|source| LoadEvaluationError::Network {
            path: path.to_owned(),
            source,
        })?;
        Ok(if kind == "net" {
            Evaluation::Network(Arc::new(net))
        } else {
            Evaluation::Corrected(Arc::new(net))
        })
    }

    /// The score of `position` for the side to move, in centipawns.
    #[must_use]
    pub fn of(&self, position: &Position) -> i32 {
        match self {
            Evaluation::Handcrafted => evaluate(position),
            Evaluation::Network(net) => net.evaluate(position),
            Evaluation::Corrected(net) => corrected(evaluate(position), net.evaluate(position)),
        }
    }
}

/// The handcrafted score plus a network's correction, kept inside the non-mate range.
pub(crate) fn corrected(handcrafted: i32, correction: i32) -> i32 {
    (handcrafted + correction).clamp(-WIN_BOUND + 1, WIN_BOUND - 1)
}

/// The evaluation of `position` for the side to move.
#[must_use]
pub fn evaluate(position: &Position) -> i32 {
    let mut score = [0i32; 2];
    let mut counts: Counts = [[0; 8]; 2];
    for side in 0..2 {
        (score[side], counts[side]) = placement(position, side);
    }
    for (side, total) in score.iter_mut().enumerate() {
        *total += phase_shift(&counts, side) - king_danger(position, &counts, side);
    }
    let red = score[0] - score[1];
    TEMPO
        + match position.side_to_move() {
            Color::Red => red,
            Color::Black => -red,
        }
}

/// The material, placement and mobility of `side`'s pieces, and their counts by kind. Kept in locals rather than
/// in the two sides' arrays, where each piece's sum would wait on the store of the one before.
fn placement(position: &Position, side: usize) -> (i32, [i32; 8]) {
    let board = &position.board;
    let table = &TABLE[side];
    let (mut score, mut counts) = (0, [0; 8]);
    for sq in position.points_of(side) {
        let byte = board[sq];
        let kind = usize::from(byte & 7);
        counts[kind] += 1;
        score += i32::from(table[kind][sq]);
        match kind {
            R => score += CHARIOT_MOBILITY * chariot_reach(position, sq, byte),
            N => score += HORSE_MOBILITY * horse_reach(board, sq, byte),
            _ => {}
        }
    }
    (score, counts)
}

/// Points a chariot on `sq` can move to (empty points, plus the first enemy piece on each ray).
fn chariot_reach(position: &Position, sq: usize, byte: u8) -> i32 {
    let occupied = position.occupied();
    let mut reach = 0;
    for (d, ray) in RAY_SETS[sq].iter().enumerate() {
        let pieces = ray & occupied;
        if pieces == 0 {
            reach += i32::from(RAYS[sq][d].len);
            continue;
        }
        // The empty points before the first piece: its distance (a point is 9 indices up or down, 1 sideways).
        let first = nearest(pieces, d);
        let step = if d < 2 { 9 } else { 1 };
        reach += (first.abs_diff(sq) / step) as i32 - 1;
        reach += i32::from(code::side(position.board[first]) != code::side(byte));
    }
    reach
}

/// Points a horse on `sq` can move to (leg free, no own piece on the point), less a base so a free horse scores 0.
fn horse_reach(board: &[u8; 90], sq: usize, byte: u8) -> i32 {
    let free = HORSE[sq]
        .iter()
        .filter(|&(leg, to)| {
            board[leg] == code::EMPTY
                && (board[to] == code::EMPTY || code::side(board[to]) != code::side(byte))
        })
        .count();
    free as i32 - 4
}

/// Horses gain and cannons lose as the board empties (fewer screens, more room for the horse).
fn phase_shift(counts: &Counts, side: usize) -> i32 {
    let big: i32 = (0..2)
        .map(|s| counts[s][R] * 2 + counts[s][N] + counts[s][C])
        .sum();
    // 12 at the start; the shift grows to 12 * 3 = 36 per piece in a bare ending.
    let empty = (12 - big).max(0);
    3 * empty * (counts[side][N] - counts[side][C])
}

/// How much `side`'s king is threatened: missing guards against the enemy's attackers, cannons on its file.
fn king_danger(position: &Position, counts: &Counts, side: usize) -> i32 {
    let enemy = 1 - side;
    let force =
        counts[enemy][R] * 2 + counts[enemy][N] + counts[enemy][C] + counts[enemy][P].min(3) / 2;
    let missing = (2 - counts[side][A]).max(0) + (2 - counts[side][B]).max(0);
    let mut danger = MISSING_GUARD * force * missing;
    let king = usize::from(position.kings[side]);
    let enemy_cannon = code::of(Kind::Cannon, if enemy == 1 { code::BLACK } else { 0 });
    let occupied = position.occupied();
    for ray in &RAY_SETS[king][..2] {
        if points(ray & occupied).any(|sq| position.board[sq] == enemy_cannon) {
            danger += CANNON_ON_KING_FILE;
        }
    }
    danger
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&fen.parse().expect("valid FEN"))
    }

    #[test]
    fn evaluations_are_named_by_text() {
        assert!(matches!(
            Evaluation::load("hce"),
            Ok(Evaluation::Handcrafted)
        ));
        assert!(matches!(
            Evaluation::load("expert"),
            Ok(Evaluation::Corrected(net)) if Arc::ptr_eq(&net, nnue::shipped())
        ));
        assert!(matches!(
            Evaluation::load("nnue"),
            Err(LoadEvaluationError::Unknown(_))
        ));
        assert!(matches!(
            Evaluation::load("net:/nonexistent/net.bin"),
            Err(LoadEvaluationError::Read { .. })
        ));
    }

    #[test]
    fn the_start_is_balanced_up_to_the_tempo() {
        assert_eq!(eval(crate::START_FEN), TEMPO);
    }

    #[test]
    fn the_evaluation_is_symmetric_between_the_sides() {
        // Black's mirror image of a Red position, with Black to move, scores the same.
        let red = eval("4k4/9/9/9/9/9/9/9/4A4/3AKR3 w - - 0 1");
        let black = eval("3rka3/4a4/9/9/9/9/9/9/9/4K4 b - - 0 1");
        assert_eq!(red, black);
    }

    #[test]
    fn an_extra_chariot_is_a_big_advantage() {
        let up = eval("4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1");
        assert!(up > 500, "{up}");
        let down = eval("4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 1");
        assert!(down < -500, "{down}");
    }
}
