//! Position strings and move text, both directions, with typed errors.
//!
//! **Position string**: an OpenTafl position record followed by a space and the side to move, `a` (attackers) or
//! `d` (defenders). The record lists the ranks between slashes, **rank 1 first** (as the OpenTafl notation spec
//! says: records start on a1 whatever way the board is drawn), each rank from file a to k: `t` an attacker, `T` a
//! defender, `K` the king, a number that many empty squares. OpenTafl records have no side to move, hence the
//! suffix. The start position:
//!
//! `/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a`
//!
//! **Move text**: OpenTafl's algebraic move record, `from-to`, then the captured squares after an `x`, separated by
//! `/`: `d1-d4`, `d1-d4xd5`, `d1-d4xd5/e4`. A captured king is listed like any other piece. The info symbols
//! (`+`, `++`, `-`, `--`) are not written; the game's outcome says what they would. When reading, the capture list
//! may be left out (the rules decide the captures), but a list that is given must name exactly the captured
//! squares, in any order.

use std::fmt::Write as _;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::side::{Piece, Side};
use crate::square::{ParseSquareError, SIZE, Square};

/// Why a position string was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParsePositionError {
    /// Not two fields: the record and the side to move.
    #[error(
        "expected an OpenTafl position record and the side to move (a or d), separated by a space"
    )]
    Fields,
    /// The record does not start and end with `/`.
    #[error("the position record must start and end with '/'")]
    Slashes,
    /// The record does not have eleven ranks.
    #[error("the position record has {0} ranks, expected 11")]
    RankCount(usize),
    /// A rank does not cover exactly eleven squares.
    #[error("rank {rank} covers {squares} squares, expected 11")]
    RankLength {
        /// The rank, from 1.
        rank: usize,
        /// How many squares it described.
        squares: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    #[error("unknown piece {0:?}: expected t (attacker), T (defender) or K (king)")]
    UnknownPiece(char),
    /// More than one king.
    #[error("the position has {0} kings, at most one is allowed")]
    KingCount(usize),
    /// An ordinary piece on the throne or a corner.
    #[error("only the king may stand on {0}, not {piece:?}", piece = .1.letter())]
    RestrictedSquare(Square, Piece),
    /// The side to move is not `a` or `d`.
    #[error("unknown side to move {0:?}: expected a (attackers) or d (defenders)")]
    Side(String),
    /// More attackers (24) or defenders (12) than the set holds.
    #[error("more pieces {piece:?} than the {max} of the set", piece = .0.letter(), max = max_of(*.0))]
    TooMany(Piece),
}

/// How many of `piece` the Copenhagen set holds.
#[must_use]
pub const fn max_of(piece: Piece) -> usize {
    match piece {
        Piece::Attacker => 24,
        Piece::Defender => 12,
        Piece::King => 1,
    }
}

impl std::str::FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        parse_position(text)
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_position(self))
    }
}

/// Reads a position string (see the module docs).
pub fn parse_position(text: &str) -> Result<Position, ParsePositionError> {
    let mut fields = text.split_whitespace();
    let (Some(record), Some(side), None) = (fields.next(), fields.next(), fields.next()) else {
        return Err(ParsePositionError::Fields);
    };
    let side = match side {
        "a" => Side::Attackers,
        "d" => Side::Defenders,
        other => return Err(ParsePositionError::Side(other.to_owned())),
    };
    let ranks = record
        .strip_prefix('/')
        .and_then(|r| r.strip_suffix('/'))
        .ok_or(ParsePositionError::Slashes)?
        .split('/')
        .collect::<Vec<_>>();
    if ranks.len() != usize::from(SIZE) {
        return Err(ParsePositionError::RankCount(ranks.len()));
    }
    let mut position = Position::empty(side);
    let mut kings = 0;
    let mut counts = [0usize; 2];
    for (rank, row) in ranks.iter().enumerate() {
        for (file, piece) in parse_rank(row, rank)? {
            let square =
                Square::new(file, rank as u8).expect("parse_rank keeps files on the board");
            if piece == Piece::King {
                kings += 1;
            } else if square.is_restricted() {
                return Err(ParsePositionError::RestrictedSquare(square, piece));
            }
            if kings > 1 {
                return Err(ParsePositionError::KingCount(kings));
            }
            if piece != Piece::King {
                let count = &mut counts[usize::from(piece == Piece::Defender)];
                *count += 1;
                if *count > max_of(piece) {
                    return Err(ParsePositionError::TooMany(piece));
                }
            }
            position.put(piece, square);
        }
    }
    Ok(position)
}

/// The pieces of one rank (`rank` from 0) with their files.
fn parse_rank(row: &str, rank: usize) -> Result<Vec<(u8, Piece)>, ParsePositionError> {
    let mut pieces = Vec::new();
    let mut file = 0usize;
    let mut run = 0usize;
    for ch in row.chars() {
        if let Some(digit) = ch.to_digit(10) {
            run = run.saturating_mul(10).saturating_add(digit as usize);
            continue;
        }
        file = file.saturating_add(run);
        run = 0;
        let piece = Piece::from_letter(ch).ok_or(ParsePositionError::UnknownPiece(ch))?;
        if file < usize::from(SIZE) {
            pieces.push((file as u8, piece));
        }
        file += 1;
    }
    let squares = file.saturating_add(run);
    if squares != usize::from(SIZE) {
        return Err(ParsePositionError::RankLength {
            rank: rank + 1,
            squares,
        });
    }
    Ok(pieces)
}

/// Writes the position string (see the module docs).
#[must_use]
pub fn format_position(position: &Position) -> String {
    let mut text = String::from("/");
    for rank in 0..SIZE {
        let mut empty = 0;
        for file in 0..SIZE {
            let square = Square::new(file, rank).expect("file and rank are on the board");
            match position.piece_at(square) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        write!(text, "{empty}").expect("writing to a String");
                        empty = 0;
                    }
                    text.push(piece.letter());
                }
            }
        }
        if empty > 0 {
            write!(text, "{empty}").expect("writing to a String");
        }
        text.push('/');
    }
    text.push(' ');
    text.push(position.side_to_move().letter());
    text
}

/// Why a move cannot be played in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum IllegalMoveError {
    /// The king has already escaped or been captured.
    #[error("the game is already decided")]
    GameOver,
    /// The starting square holds no piece of the side to move.
    #[error("{square} holds no piece of the {side}, who are to move")]
    NotYourPiece {
        /// The starting square.
        square: Square,
        /// The side to move.
        side: Side,
    },
    /// The squares are not on one rank or file (or are the same square).
    #[error("{0} does not move along a rank or a file")]
    NotALine(Move),
    /// A piece, or the throne, is in the way (or on the destination).
    #[error("the way for {0} is blocked")]
    Blocked(Move),
    /// An ordinary piece may not stop on the throne or a corner.
    #[error("only the king may stop on {0}")]
    RestrictedSquare(Square),
}

/// Why text is not a move, whatever the position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    /// Not of the form `from-to` with an optional `x` capture list.
    #[error(
        "{0:?} is not a move: expected from-to with optional captures, such as d1-d4 or d1-d4xd5/e4"
    )]
    Syntax(String),
    /// A square name is wrong.
    #[error(transparent)]
    Square(#[from] ParseSquareError),
}

/// Why move text could not be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveTextError {
    /// The text is not a move.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// The move is not legal in the position.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
    /// The capture list does not match what the move captures.
    #[error("{mv} captures [{actual}], but the text lists [{listed}]")]
    Captures {
        /// The move.
        mv: Move,
        /// The squares the text names.
        listed: String,
        /// The squares the move really captures.
        actual: String,
    },
}

/// A move as written, before it meets a position: the move and, if the text lists them, its captures. It becomes
/// a [`Move`] through [`MoveText::to_move`], which checks it against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// The move written.
    pub mv: Move,
    /// The captured squares the text lists, in its order, if it lists any.
    pub captures: Option<Vec<Square>>,
}

impl std::str::FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let (squares, captures) = match text.split_once('x') {
            Some((squares, captures)) => (squares, Some(captures)),
            None => (text, None),
        };
        let (from, to) = squares
            .split_once('-')
            .ok_or_else(|| ParseMoveError::Syntax(text.to_owned()))?;
        let mv = Move::new(from.parse()?, to.parse()?);
        let captures = captures
            .map(|captures| captures.split('/').map(str::parse).collect())
            .transpose()?;
        Ok(MoveText { mv, captures })
    }
}

impl MoveText {
    /// The legal move this text means in `position`; a capture list, if given, must name exactly what it captures.
    pub fn to_move(&self, position: &Position) -> Result<Move, MoveTextError> {
        let mv = self.mv;
        check_legal(position, mv)?;
        if let Some(listed) = &self.captures {
            let listed_set: Bitboard = listed.iter().copied().collect();
            let actual = captured_squares(position, mv);
            if listed_set != actual || listed_set.len() as usize != listed.len() {
                return Err(MoveTextError::Captures {
                    mv,
                    listed: join(listed.iter().copied()),
                    actual: join(actual),
                });
            }
        }
        Ok(mv)
    }
}

/// Reads move text ([`MoveText`]) and checks it against `position`.
pub fn parse_move(position: &Position, text: &str) -> Result<Move, MoveTextError> {
    text.parse::<MoveText>()?.to_move(position)
}

/// Writes `mv` (legal in `position`) with its captures: `d1-d4xd5/e4`.
#[must_use]
pub fn format_move(position: &Position, mv: Move) -> String {
    let captured = captured_squares(position, mv);
    if captured.is_empty() {
        mv.to_string()
    } else {
        format!("{mv}x{}", join(captured))
    }
}

/// The squares `mv` captures when played in `position`.
#[must_use]
pub fn captured_squares(position: &Position, mv: Move) -> Bitboard {
    let mut after = *position;
    after.play_unchecked(mv)
}

fn join(squares: impl IntoIterator<Item = Square>) -> String {
    squares
        .into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

/// `Ok` if `mv` is legal in `position`, otherwise the first rule it breaks.
pub fn check_legal(position: &Position, mv: Move) -> Result<(), IllegalMoveError> {
    if position.is_legal(mv) {
        return Ok(());
    }
    let side = position.side_to_move();
    if position.king_escaped() || position.king_captured() {
        Err(IllegalMoveError::GameOver)
    } else if !position.pieces(side).contains(mv.from) {
        Err(IllegalMoveError::NotYourPiece {
            square: mv.from,
            side,
        })
    } else if mv.from == mv.to || (mv.from.file() != mv.to.file() && mv.from.rank() != mv.to.rank())
    {
        Err(IllegalMoveError::NotALine(mv))
    } else if position.king() != Some(mv.from)
        && mv.to.is_restricted()
        && !position.occupied().contains(mv.to)
    {
        Err(IllegalMoveError::RestrictedSquare(mv.to))
    } else {
        Err(IllegalMoveError::Blocked(mv))
    }
}
