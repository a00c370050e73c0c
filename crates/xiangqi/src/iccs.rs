//! ICCS / UCCI coordinate moves: `h2e2` (files a–i, ranks 0–9 from Red's side). `H2-E2`, the original ICCS
//! spelling, is read too.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::{Move, Position, Square};

/// A move as written in coordinates: syntax only. It becomes a [`Move`] through [`IccsMove::to_move`], which checks
/// it against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IccsMove {
    /// The starting point.
    pub from: Square,
    /// The destination.
    pub to: Square,
}

/// Why coordinate text was not a move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    /// Not four characters (five with a dash).
    #[error("move {0:?}: expected four characters like h2e2")]
    Length(String),
    /// A file outside a–i.
    #[error("move {text:?}: {found:?} is not a file a-i")]
    File {
        /// The whole text.
        text: String,
        /// The bad character.
        found: char,
    },
    /// A rank outside 0–9.
    #[error("move {text:?}: {found:?} is not a rank 0-9")]
    Rank {
        /// The whole text.
        text: String,
        /// The bad character.
        found: char,
    },
}

/// A well-formed move that is not legal in the position it was checked against.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{mv} is not a legal move in {fen}")]
pub struct IllegalMoveError {
    /// The move as written.
    pub mv: IccsMove,
    /// The position, as FEN.
    pub fen: String,
}

/// Either failure of reading a move against a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveTextError {
    /// The text is not coordinate notation.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// The move is not legal here.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
}

impl IccsMove {
    /// The legal move this text means in `position`.
    pub fn to_move(self, position: &Position) -> Result<Move, IllegalMoveError> {
        let mv = Move::new(self.from, self.to);
        if position.is_legal(mv) {
            Ok(mv)
        } else {
            Err(IllegalMoveError {
                mv: self,
                fen: position.to_string(),
            })
        }
    }
}

impl From<Move> for IccsMove {
    fn from(mv: Move) -> IccsMove {
        IccsMove {
            from: mv.from(),
            to: mv.to(),
        }
    }
}

impl FromStr for IccsMove {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<IccsMove, ParseMoveError> {
        let chars: Vec<char> = text.chars().collect();
        let coords: Vec<char> = match chars.as_slice() {
            [a, b, '-', c, d] => vec![*a, *b, *c, *d],
            [_, _, _, _] => chars.clone(),
            _ => return Err(ParseMoveError::Length(text.to_owned())),
        };
        let square = |file: char, rank: char| -> Result<Square, ParseMoveError> {
            let f = file.to_ascii_lowercase();
            if !('a'..='i').contains(&f) {
                return Err(ParseMoveError::File {
                    text: text.to_owned(),
                    found: file,
                });
            }
            let r = rank.to_digit(10).ok_or(ParseMoveError::Rank {
                text: text.to_owned(),
                found: rank,
            })?;
            Ok(Square::new(f as u8 - b'a', r as u8).expect("file and rank checked"))
        };
        Ok(IccsMove {
            from: square(coords[0], coords[1])?,
            to: square(coords[2], coords[3])?,
        })
    }
}

impl fmt::Display for IccsMove {
    /// Lower case, no dash: `h2e2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl Position {
    /// Reads a coordinate move and checks it is legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        Ok(text.parse::<IccsMove>()?.to_move(self)?)
    }
}
