//! WXF notation for people, e.g. `C2=5`: piece letter, the file it stands on (numbered 1–9 from the mover's right),
//! `+` forward / `-` backward / `=` sideways, then the steps moved (king, chariot, cannon, soldier going forward or
//! back) or the destination file (sideways moves, and the diagonal movers: advisor, elephant, horse).
//!
//! Two pieces of the same kind on one file are told apart by `+` (front) and `-` (rear) in place of the file:
//! `C+=5`. Soldiers follow the WXF tandem-pawn rules: with three on a file the middle one keeps its file number;
//! with four or five the outermost are `++` and `--` (no letter); when two files hold tandem soldiers, the file
//! number leads and replaces the letter (`3+=4`, `33=4`, `3-=4`).

use crate::{Color, Kind, Move, Position, Square};

/// The WXF text of `mv`, which must be legal in `position`.
#[must_use]
pub fn to_wxf(position: &Position, mv: Move) -> String {
    let Some(piece) = position.piece_at(mv.from()) else {
        return mv.to_string();
    };
    let color = piece.color;
    let (from, to) = (mv.from(), mv.to());
    let mut text = designator(position, from);
    let forward = match color {
        Color::Red => i32::from(to.rank()) - i32::from(from.rank()),
        Color::Black => i32::from(from.rank()) - i32::from(to.rank()),
    };
    let (op, number) = if forward == 0 {
        ('=', file_number(color, to))
    } else {
        let op = if forward > 0 { '+' } else { '-' };
        match piece.kind {
            Kind::Advisor | Kind::Elephant | Kind::Horse => (op, file_number(color, to)),
            _ => (op, forward.unsigned_abs() as u8),
        }
    };
    text.push(op);
    text.push(char::from(b'0' + number));
    text
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
