//! Xiangqi FEN, as UCCI engines write it: `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.

use std::str::FromStr;

use thiserror::Error;

use crate::piece::code;
use crate::{Color, Kind, Piece, Position, Square};

/// The FEN of the standard start position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Why a FEN was rejected. Each variant names the field or the rule that failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseFenError {
    /// Nothing but white space.
    #[error("empty FEN")]
    Empty,
    /// More than the six FEN fields.
    #[error("too many FEN fields: found {0}, expected at most 6")]
    TooManyFields(usize),
    /// The board field does not have ten ranks.
    #[error("the board needs 10 ranks separated by '/', found {0}")]
    RankCount(usize),
    /// A rank does not describe exactly nine points.
    #[error("rank {rank} ({text:?}) describes {files} points, expected 9")]
    RankWidth {
        /// The rank (0–9, Red's back rank is 0).
        rank: u8,
        /// The rank's text.
        text: String,
        /// How many points it described.
        files: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–9.
    #[error("unknown piece letter {letter:?} in rank {rank}")]
    UnknownPiece {
        /// The offending character.
        letter: char,
        /// The rank (0–9) it was found in.
        rank: u8,
    },
    /// The side-to-move field is missing or not `w`/`r`/`b`.
    #[error("side to move {0:?}: expected w (or r) for Red, b for Black")]
    Side(String),
    /// The castling or en-passant field holds something other than `-`.
    #[error("the {field} field must be \"-\" in xiangqi, found {found:?}")]
    NotDash {
        /// Which field.
        field: &'static str,
        /// What it held.
        found: String,
    },
    /// A move counter is not a number (or the full-move number is 0).
    #[error("the {field} {text:?} is not a valid number")]
    Counter {
        /// Which counter.
        field: &'static str,
        /// What it held.
        text: String,
    },
    /// A side does not have exactly one king.
    #[error("{color} has {count} kings, expected exactly one")]
    KingCount {
        /// Whose.
        color: Color,
        /// How many.
        count: usize,
    },
    /// A side has more pieces of a kind than the game starts with.
    #[error("{color} has {count} pieces {letter:?}, at most {max} exist")]
    TooMany {
        /// Whose.
        color: Color,
        /// The FEN letter.
        letter: char,
        /// How many were found.
        count: usize,
        /// How many the set holds.
        max: usize,
    },
    /// A king, advisor, elephant or soldier on a point its moves can never reach.
    #[error("{letter:?} cannot stand on {square}")]
    ImpossibleSquare {
        /// The FEN letter.
        letter: char,
        /// Where it stood.
        square: Square,
    },
    /// The side that just moved has its king attacked (or the kings face each other): the position cannot arise.
    #[error("{0}'s king is attacked but it is not {0}'s turn")]
    OpponentInCheck(Color),
}

impl FromStr for Position {
    type Err = ParseFenError;

    fn from_str(text: &str) -> Result<Position, ParseFenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let Some(&board_text) = fields.first() else {
            return Err(ParseFenError::Empty);
        };
        if fields.len() > 6 {
            return Err(ParseFenError::TooManyFields(fields.len()));
        }
        let board = parse_board(board_text)?;
        let side = match fields.get(1).copied() {
            Some("w" | "r") => Color::Red,
            Some("b") => Color::Black,
            other => return Err(ParseFenError::Side(other.unwrap_or("").to_owned())),
        };
        for (index, field) in [(2, "castling"), (3, "en passant")] {
            match fields.get(index) {
                None | Some(&"-") => {}
                Some(found) => {
                    return Err(ParseFenError::NotDash {
                        field,
                        found: (*found).to_owned(),
                    });
                }
            }
        }
        let plies = parse_counter(fields.get(4), "half-move clock", 0)?;
        let fullmoves = parse_counter(fields.get(5), "full-move number", 1)?;
        if fullmoves == 0 {
            return Err(ParseFenError::Counter {
                field: "full-move number",
                text: "0".into(),
            });
        }
        validate(&board)?;
        let position = Position::from_parts(board, side, plies, fullmoves);
        let waiting = side.opponent();
        if position.king_attacked(waiting) {
            return Err(ParseFenError::OpponentInCheck(waiting));
        }
        Ok(position)
    }
}

fn parse_counter(
    text: Option<&&str>,
    field: &'static str,
    default: u32,
) -> Result<u32, ParseFenError> {
    match text {
        None => Ok(default),
        Some(text) => text.parse().map_err(|_| ParseFenError::Counter {
            field,
            text: (*text).to_owned(),
        }),
    }
}

fn parse_board(text: &str) -> Result<[u8; 90], ParseFenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 10 {
        return Err(ParseFenError::RankCount(ranks.len()));
    }
    let mut board = [code::EMPTY; 90];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 9 - i as u8;
        let mut file = 0usize;
        for letter in rank_text.chars() {
            if let Some(skip) = letter.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file += skip as usize;
                continue;
            }
            let piece =
                Piece::from_fen_char(letter).ok_or(ParseFenError::UnknownPiece { letter, rank })?;
            if file < 9 {
                board[rank as usize * 9 + file] = piece.code();
            }
            file += 1;
        }
        if file != 9 {
            return Err(ParseFenError::RankWidth {
                rank,
                text: (*rank_text).to_owned(),
                files: file,
            });
        }
    }
    Ok(board)
}

/// The most pieces of each kind one side owns, in [`Kind::ALL`] order.
const MAX_COUNT: [usize; 7] = [1, 2, 2, 2, 2, 2, 5];

fn validate(board: &[u8; 90]) -> Result<(), ParseFenError> {
    let mut counts = [[0usize; 7]; 2];
    for sq in Square::all() {
        let c = board[sq.index()];
        if c == code::EMPTY {
            continue;
        }
        let piece = Piece::from_code(c);
        counts[piece.color.index()][piece.kind as usize - 1] += 1;
        if !can_stand_on(piece, sq) {
            return Err(ParseFenError::ImpossibleSquare {
                letter: piece.fen_char(),
                square: sq,
            });
        }
    }
    for color in Color::BOTH {
        let kings = counts[color.index()][0];
        if kings != 1 {
            return Err(ParseFenError::KingCount {
                color,
                count: kings,
            });
        }
        for (kind, max) in Kind::ALL.into_iter().zip(MAX_COUNT) {
            let count = counts[color.index()][kind as usize - 1];
            if count > max {
                return Err(ParseFenError::TooMany {
                    color,
                    letter: Piece::new(color, kind).fen_char(),
                    count,
                    max,
                });
            }
        }
    }
    Ok(())
}

/// Whether a piece's moves can ever bring it to `sq` (kings and advisors stay in the palace, elephants on their
/// seven points, soldiers never step back).
fn can_stand_on(piece: Piece, sq: Square) -> bool {
    let file = sq.file();
    // Ranks counted from the piece owner's back rank.
    let rank = match piece.color {
        Color::Red => sq.rank(),
        Color::Black => 9 - sq.rank(),
    };
    match piece.kind {
        Kind::King => sq.in_palace(piece.color),
        Kind::Advisor => sq.in_palace(piece.color) && (file + rank) % 2 == 1,
        Kind::Elephant => {
            rank <= 4
                && file.is_multiple_of(2)
                && rank.is_multiple_of(2)
                && (file / 2 + rank / 2) % 2 == 1
        }
        Kind::Soldier => rank >= 5 || (rank >= 3 && file.is_multiple_of(2)),
        Kind::Horse | Kind::Chariot | Kind::Cannon => true,
    }
}

/// Writes the FEN of a position.
pub(crate) fn to_fen(position: &Position) -> String {
    let mut out = String::with_capacity(80);
    for rank in (0..10u8).rev() {
        let mut empty = 0;
        for file in 0..9u8 {
            let sq = Square::new(file, rank).expect("file and rank are on the board");
            match position.piece_at(sq) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(piece.fen_char());
                }
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    let side = match position.side_to_move() {
        Color::Red => 'w',
        Color::Black => 'b',
    };
    out.push_str(&format!(
        " {side} - - {} {}",
        position.plies_since_capture(),
        position.fullmoves()
    ));
    out
}
