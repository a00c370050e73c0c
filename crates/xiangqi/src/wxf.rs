//! WXF notation for people, e.g. `C2=5`: piece letter, the file it stands on (numbered 1–9 from the mover's right),
//! `+` forward / `-` backward / `=` sideways, then the steps moved (king, chariot, cannon, soldier going forward or
//! back) or the destination file (sideways moves, and the diagonal movers: advisor, elephant, horse).
//!
//! Two pieces of the same kind on one file are told apart by `+` (front) and `-` (rear) in place of the file:
//! `C+=5`. Soldiers follow the WXF tandem-pawn rules: with three on a file the middle one keeps its file number;
//! with four or five the outermost are `++` and `--` (no letter); when two files hold tandem soldiers, the file
//! number leads and replaces the letter (`3+=4`, `33=4`, `3-=4`).
//!
//! [`from_wxf`] reads such text back: the legal move whose WXF text it is. Other programs spell a few things
//! differently, so the letters `B` and `N` (FEN's elephant and horse) and lower case are read too, `.` is read as
//! `=`, and a piece named by its file where the tandem rules would use `+`/`-` is accepted when only one legal move
//! fits.

use thiserror::Error;

use crate::{Color, Kind, Move, Position, Square};

/// Why WXF text was not read as a move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WxfError {
    /// Not four characters of WXF shape (piece or tandem marker, file or marker, `+ - =`, digit).
    #[error("{0:?} is not WXF notation like C2=5")]
    Syntax(String),
    /// Well formed, but no legal move fits.
    #[error("{0:?} names no legal move here")]
    NoMove(String),
    /// More than one legal move fits.
    #[error("{0:?} could be more than one legal move here")]
    Ambiguous(String),
}

/// The legal move in `position` that the WXF text `text` names.
pub fn from_wxf(position: &Position, text: &str) -> Result<Move, WxfError> {
    let syntax = || WxfError::Syntax(text.to_owned());
    let chars: Vec<char> = text.trim().chars().collect();
    let [first, second, op, number] = chars[..] else {
        return Err(syntax());
    };
    let first = match first {
        '+' | '-' | '1'..='9' => first,
        letter => Kind::from_fen_char(letter).ok_or_else(syntax)?.wxf_char(),
    };
    let op = match op {
        '.' => '=',
        '+' | '-' | '=' => op,
        _ => return Err(syntax()),
    };
    if !matches!(second, '+' | '-' | '1'..='9') || !number.is_ascii_digit() || number == '0' {
        return Err(syntax());
    }
    let canonical: String = [first, second, op, number].iter().collect();
    let legal = position.legal_moves();
    let exact: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&mv| to_wxf(position, mv) == canonical)
        .collect();
    if let [mv] = exact[..] {
        return Ok(mv);
    }
    // A piece named by letter and file where the writer did not apply the tandem rules.
    let loose: Vec<Move> = match (Kind::from_fen_char(first), second.to_digit(10)) {
        (Some(kind), Some(file)) => legal
            .iter()
            .copied()
            .filter(|&mv| {
                let piece = position
                    .piece_at(mv.from())
                    .expect("a legal move has a mover");
                piece.kind == kind
                    && u32::from(file_number(piece.color, mv.from())) == file
                    && motion(position, mv) == (op, number as u8 - b'0')
            })
            .collect(),
        _ => Vec::new(),
    };
    match loose[..] {
        [mv] => Ok(mv),
        [] => Err(WxfError::NoMove(text.to_owned())),
        _ => Err(WxfError::Ambiguous(text.to_owned())),
    }
}

/// The WXF text of `mv`, which must be legal in `position`.
#[must_use]
pub fn to_wxf(position: &Position, mv: Move) -> String {
    if position.piece_at(mv.from()).is_none() {
        return mv.to_string();
    }
    let mut text = designator(position, mv.from());
    let (op, number) = motion(position, mv);
    text.push(op);
    text.push(char::from(b'0' + number));
    text
}

/// The second half of the text: `+` forward, `-` back or `=` sideways, and the steps or the destination file.
fn motion(position: &Position, mv: Move) -> (char, u8) {
    let piece = position
        .piece_at(mv.from())
        .expect("the mover stands on from");
    let color = piece.color;
    let (from, to) = (mv.from(), mv.to());
    let forward = match color {
        Color::Red => i32::from(to.rank()) - i32::from(from.rank()),
        Color::Black => i32::from(from.rank()) - i32::from(to.rank()),
    };
    if forward == 0 {
        return ('=', file_number(color, to));
    }
    let op = if forward > 0 { '+' } else { '-' };
    match piece.kind {
        Kind::Advisor | Kind::Elephant | Kind::Horse => (op, file_number(color, to)),
        _ => (op, forward.unsigned_abs() as u8),
    }
}

/// The file number 1–9 counted from `color`'s right.
fn file_number(color: Color, sq: Square) -> u8 {
    match color {
        Color::Red => 9 - sq.file(),
        Color::Black => sq.file() + 1,
    }
}

/// The first part: which piece moves (letter and file, or the tandem markers).
fn designator(position: &Position, from: Square) -> String {
    let piece = position.piece_at(from).expect("the mover stands on from");
    let letter = piece.kind.wxf_char();
    let file_digit = char::from(b'0' + file_number(piece.color, from));
    // Same-kind pieces of the mover on this file, front (nearest the enemy) first.
    let mut tandem: Vec<Square> = position
        .pieces()
        .filter(|&(sq, p)| p == piece && sq.file() == from.file())
        .map(|(sq, _)| sq)
        .collect();
    tandem.sort_by_key(|sq| match piece.color {
        Color::Red => 9 - sq.rank(),
        Color::Black => sq.rank(),
    });
    let count = tandem.len();
    if count < 2 {
        return format!("{letter}{file_digit}");
    }
    let place = tandem.iter().position(|&sq| sq == from).unwrap_or(0);
    if piece.kind != Kind::Soldier {
        return format!("{letter}{}", if place == 0 { '+' } else { '-' });
    }
    let tandem_files = (0..9)
        .filter(|&file| {
            position
                .pieces()
                .filter(|&(sq, p)| p == piece && sq.file() == file)
                .count()
                >= 2
        })
        .count();
    let middle = count == 3 && place == 1 || count == 5 && place == 2;
    if tandem_files >= 2 {
        let marker = if middle {
            file_digit
        } else if place == 0 {
            '+'
        } else {
            '-'
        };
        return format!("{file_digit}{marker}");
    }
    match (count, place) {
        (4 | 5, 0) => "++".to_owned(),
        (4 | 5, p) if p == count - 1 => "--".to_owned(),
        _ if middle => format!("{letter}{file_digit}"),
        (2 | 3, 0) | (4 | 5, 1) => format!("{letter}+"),
        _ => format!("{letter}-"),
    }
}
