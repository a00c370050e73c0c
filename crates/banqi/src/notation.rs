//! Position strings, view strings and action text, both directions, with typed errors.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use boardgame::Seat;
use thiserror::Error;

use crate::action::Action;
use crate::board::{Board, Occupant};
use crate::counts::PieceCounts;
use crate::piece::{Color, Piece};
use crate::position::{IllegalActionError, Position};
use crate::square::{FILES, ParseSquareError, RANKS, Square};
use crate::view::{NO_PROGRESS_LIMIT, View};

/// Why a position or view string was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParsePositionError {
    /// Not the right number of space-separated fields.
    #[error("expected {expected} space-separated fields, found {found}")]
    FieldCount {
        /// How many the string should have.
        expected: &'static str,
        /// How many it has.
        found: usize,
    },
    /// The board field does not have four `/`-separated ranks.
    #[error("the board needs 4 ranks separated by '/', found {0}")]
    RankCount(usize),
    /// A rank does not describe exactly eight squares.
    #[error("rank {rank} describes {squares} squares instead of 8")]
    RankLength {
        /// The rank, 1–4.
        rank: u8,
        /// How many squares it describes.
        squares: usize,
    },
    /// A character on the board that is neither a piece letter, a digit 1–8 nor `?`.
    #[error("unexpected character {0:?} on the board")]
    BoardChar(char),
    /// A position string's face-down square without the hidden piece's letter after `?`.
    #[error("the face-down piece on {0} needs its identity after '?' (e.g. ?K)")]
    MissingIdentity(Square),
    /// The side to move is not `1` or `2`.
    #[error("side to move {0:?} is not 1 or 2")]
    Side(String),
    /// The colour field is not `r`, `b` or `-`.
    #[error("colour of seat 1 {0:?} is not r, b or -")]
    Colours(String),
    /// The no-progress counter is not a number 0–20.
    #[error("no-progress counter {0:?} is not a number 0-20")]
    Counter(String),
    /// A character in the captured field that is not a piece letter.
    #[error("unexpected character {0:?} among the captured pieces")]
    CapturedChar(char),
    /// More of a piece than the set holds (on the board and in the graveyard together).
    #[error("too many {0} pieces: the set has only {count}", count = .0.role.count())]
    TooMany(Piece),
    /// A position string's captured field is not exactly the pieces missing from the board.
    #[error("the captured pieces must be exactly those not on the board ({expected})")]
    CapturedMismatch {
        /// The captured field the board implies.
        expected: String,
    },
    /// A view string's face-down squares do not match the pieces neither revealed nor captured.
    #[error("{face_down} face-down squares but {bag} pieces neither revealed nor captured")]
    HiddenMismatch {
        /// Face-down squares on the board.
        face_down: usize,
        /// Pieces left for them.
        bag: u32,
    },
    /// Colours are unassigned (`-`) yet the position is not a game before its first flip.
    #[error(
        "before the first flip (colour '-') every piece is face down, nothing is captured, seat 1 moves, counter 0"
    )]
    BeforeFirstFlip,
}

/// Why action text was rejected before looking at a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseActionError {
    /// A bad square.
    #[error(transparent)]
    Square(#[from] ParseSquareError),
    /// The result of a flip is not a piece letter.
    #[error("flip result {0:?} is not a piece letter (KAERHCP red, kaerhcp black)")]
    Piece(String),
    /// Not any action form.
    #[error("{0:?} is not an action: expected `flip c3`, `flip c3 = C`, `a1-a2` or `a1xa2`")]
    Malformed(String),
}

/// Why action text could not be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionTextError {
    /// The text is not an action.
    #[error(transparent)]
    Parse(#[from] ParseActionError),
    /// The action breaks the rules here.
    #[error(transparent)]
    Illegal(#[from] IllegalActionError),
    /// A recorded flip result that is not the piece face down on that square.
    #[error("flip {square} reveals {actual}, not {claimed}")]
    FlipMismatch {
        /// The flipped square.
        square: Square,
        /// The result the text gave.
        claimed: Piece,
        /// The piece really there.
        actual: Piece,
    },
    /// A player's flip that names its result: a player chooses only the square, and what it reveals is not theirs
    /// to say. Refused the same whatever the claim and whatever lies there, so a refusal never tells a hidden piece.
    #[error("flip {0} names what it reveals: a flip names only its square")]
    FlipClaim(Square),
}

/// Action text as written, before it meets a position: the action and, for a recorded flip, its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionText {
    /// The action.
    pub action: Action,
    /// The piece a flip revealed, when written (`flip c4 = C`).
    pub revealed: Option<Piece>,
}

impl FromStr for ActionText {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let malformed = || ParseActionError::Malformed(s.to_owned());
        if let Some(rest) = text.strip_prefix("flip ") {
            let (square, revealed) = match rest.split_once('=') {
                Some((square, result)) => (square, Some(parse_flip_result(result.trim())?)),
                None => (rest, None),
            };
            let action = Action::Flip(square.trim().parse()?);
            return Ok(ActionText { action, revealed });
        }
        let (from, to, capture) = match (text.split_once('-'), text.split_once('x')) {
            (Some((from, to)), None) => (from, to, false),
            (None, Some((from, to))) => (from, to, true),
            _ => return Err(malformed()),
        };
        let (from, to) = (from.parse()?, to.parse()?);
        let action = if capture {
            Action::Capture { from, to }
        } else {
            Action::Move { from, to }
        };
        Ok(ActionText {
            action,
            revealed: None,
        })
    }
}

fn parse_flip_result(text: &str) -> Result<Piece, ParseActionError> {
    let mut chars = text.chars();
    match (chars.next().and_then(Piece::from_letter), chars.next()) {
        (Some(piece), None) => Ok(piece),
        _ => Err(ParseActionError::Piece(text.to_owned())),
    }
}

impl View {
    /// Reads the text a player sends when it is their turn: the action they choose, legal in what every player
    /// sees. Nothing in the answer depends on a face-down piece; the referee fills in what a flip reveals.
    pub fn parse_choice(&self, text: &str) -> Result<Action, ActionTextError> {
        let ActionText { action, revealed } = text.parse()?;
        if let (Action::Flip(square), Some(_)) = (action, revealed) {
            return Err(ActionTextError::FlipClaim(square));
        }
        if !self.is_legal(action) {
            return Err(IllegalActionError { action }.into());
        }
        Ok(action)
    }
}

impl Position {
    /// Reads action text (`flip c3`, `flip c3 = C`, `a1-a2`, `a1xa2`) as a legal action here; a written flip
    /// result must be the piece really face down there.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionTextError> {
        let ActionText { action, revealed } = text.parse()?;
        if !self.is_legal(action) {
            return Err(IllegalActionError { action }.into());
        }
        if let (Action::Flip(square), Some(claimed)) = (action, revealed) {
            let actual = self
                .hidden_piece(square)
                .expect("a legal flip is of a face-down piece");
            if claimed != actual {
                return Err(ActionTextError::FlipMismatch {
                    square,
                    claimed,
                    actual,
                });
            }
        }
        Ok(action)
    }

    /// Writes `action` as records do: a flip with its result (`flip c4 = C`), computed before the action is played.
    #[must_use]
    pub fn format_action(&self, action: Action) -> String {
        match (
            action,
            action_square(action).and_then(|sq| self.hidden_piece(sq)),
        ) {
            (Action::Flip(square), Some(piece)) => format!("flip {square} = {piece}"),
            _ => action.to_string(),
        }
    }
}

fn action_square(action: Action) -> Option<Square> {
    match action {
        Action::Flip(square) => Some(square),
        _ => None,
    }
}

/// Writes the board field; `hidden` supplies face-down identities (position strings) or is `None` (views).
fn write_board(out: &mut String, board: &Board, hidden: Option<&[Option<Piece>; 32]>) {
    for rank in (0..RANKS).rev() {
        let mut empty = 0;
        for file in 0..FILES {
            let square = Square::new(file, rank).expect("on the board");
            let occupant = board.get(square);
            if occupant == Occupant::Empty {
                empty += 1;
                continue;
            }
            if empty > 0 {
                write!(out, "{empty}").expect("writing to a String");
                empty = 0;
            }
            match occupant {
                Occupant::FaceUp(piece) => out.push(piece.letter()),
                _ => {
                    out.push('?');
                    if let Some(piece) = hidden.and_then(|h| h[square.index()]) {
                        out.push(piece.letter());
                    }
                }
            }
        }
        if empty > 0 {
            write!(out, "{empty}").expect("writing to a String");
        }
        if rank > 0 {
            out.push('/');
        }
    }
}

/// Reads the board field; with `identities`, every `?` must be followed by the hidden piece's letter.
fn read_board(
    text: &str,
    identities: bool,
) -> Result<(Board, [Option<Piece>; 32]), ParsePositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != usize::from(RANKS) {
        return Err(ParsePositionError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    let mut hidden = [None; 32];
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = RANKS - 1 - row as u8;
        let mut cells: Vec<(Occupant, Option<Piece>)> = Vec::with_capacity(8);
        let mut chars = rank_text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '1'..='8' => {
                    let run = c.to_digit(10).expect("a digit") as usize;
                    cells.extend(std::iter::repeat_n((Occupant::Empty, None), run));
                }
                '?' if identities => {
                    let identity = chars.next_if(|&c| Piece::from_letter(c).is_some());
                    match identity.and_then(Piece::from_letter) {
                        Some(piece) => cells.push((Occupant::FaceDown, Some(piece))),
                        None => {
                            let square =
                                Square::new(cells.len().min(7) as u8, rank).expect("on the board");
                            return Err(ParsePositionError::MissingIdentity(square));
                        }
                    }
                }
                '?' => cells.push((Occupant::FaceDown, None)),
                c => {
                    let piece = Piece::from_letter(c).ok_or(ParsePositionError::BoardChar(c))?;
                    cells.push((Occupant::FaceUp(piece), None));
                }
            }
        }
        if cells.len() != usize::from(FILES) {
            return Err(ParsePositionError::RankLength {
                rank: rank + 1,
                squares: cells.len(),
            });
        }
        for (file, (occupant, identity)) in cells.into_iter().enumerate() {
            let square = Square::new(file as u8, rank).expect("on the board");
            board.set(square, occupant);
            hidden[square.index()] = identity;
        }
    }
    Ok((board, hidden))
}

/// The fields after the board: side to move, colour of seat 1, counter.
fn read_state(
    side: &str,
    colours: &str,
    counter: &str,
) -> Result<(Seat, Option<Color>, u8), ParsePositionError> {
    let to_move = match side {
        "1" => Seat::First,
        "2" => Seat::Second,
        _ => return Err(ParsePositionError::Side(side.to_owned())),
    };
    let first_color = match colours {
        "r" => Some(Color::Red),
        "b" => Some(Color::Black),
        "-" => None,
        _ => return Err(ParsePositionError::Colours(colours.to_owned())),
    };
    let no_progress = counter
        .parse::<u8>()
        .ok()
        .filter(|&n| n <= NO_PROGRESS_LIMIT)
        .ok_or_else(|| ParsePositionError::Counter(counter.to_owned()))?;
    Ok((to_move, first_color, no_progress))
}

fn read_captured(text: &str) -> Result<PieceCounts, ParsePositionError> {
    let mut captured = PieceCounts::empty();
    if text != "-" {
        for c in text.chars() {
            captured.add(Piece::from_letter(c).ok_or(ParsePositionError::CapturedChar(c))?);
        }
    }
    Ok(captured)
}

fn write_captured(out: &mut String, captured: &PieceCounts) {
    if captured.total() == 0 {
        out.push('-');
    }
    out.extend(captured.pieces().map(Piece::letter));
}

fn write_view_fields(out: &mut String, view: &View) {
    let side = match view.to_move {
        Seat::First => '1',
        Seat::Second => '2',
    };
    let colours = view.first_color.map_or('-', Color::char);
    write!(out, " {side} {colours} {} ", view.no_progress).expect("writing to a String");
    write_captured(out, &view.captured);
}

/// The pieces on the board, face up and (where known) face down, or the first piece the set cannot hold.
fn pieces_on(
    board: &Board,
    hidden: &[Option<Piece>; 32],
) -> Result<PieceCounts, ParsePositionError> {
    let mut left = PieceCounts::full_set();
    let on_board = board
        .face_up_pieces()
        .map(|(_, p)| p)
        .chain(hidden.iter().flatten().copied());
    for piece in on_board {
        if !left.remove(piece) {
            return Err(ParsePositionError::TooMany(piece));
        }
    }
    Ok(left)
}

/// A game before its first flip has nothing revealed or captured, seat 1 to move and a zero counter.
fn check_first_flip(view: &View) -> Result<(), ParsePositionError> {
    let untouched = view.board.face_up_pieces().next().is_none()
        && view.captured.total() == 0
        && view.to_move == Seat::First
        && view.no_progress == 0;
    if view.first_color.is_none() && !untouched {
        return Err(ParsePositionError::BeforeFirstFlip);
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(96);
        write_board(&mut out, &self.public.board, Some(&self.hidden));
        write_view_fields(&mut out, &self.public);
        f.write_str(&out)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        if !(4..=5).contains(&fields.len()) {
            return Err(ParsePositionError::FieldCount {
                expected: "4 or 5",
                found: fields.len(),
            });
        }
        let (board, hidden) = read_board(fields[0], true)?;
        let (to_move, first_color, no_progress) = read_state(fields[1], fields[2], fields[3])?;
        let missing = pieces_on(&board, &hidden)?;
        let captured = match fields.get(4) {
            None => missing,
            Some(text) => read_captured(text)?,
        };
        if captured != missing {
            let mut expected = String::new();
            write_captured(&mut expected, &missing);
            return Err(ParsePositionError::CapturedMismatch { expected });
        }
        let public = View {
            board,
            to_move,
            first_color,
            captured,
            no_progress,
        };
        check_first_flip(&public)?;
        Ok(Position { public, hidden })
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(80);
        write_board(&mut out, &self.board, None);
        write_view_fields(&mut out, self);
        f.write_str(&out)
    }
}

impl FromStr for View {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        if fields.len() != 5 {
            return Err(ParsePositionError::FieldCount {
                expected: "5",
                found: fields.len(),
            });
        }
        let (board, _) = read_board(fields[0], false)?;
        let (to_move, first_color, no_progress) = read_state(fields[1], fields[2], fields[3])?;
        let captured = read_captured(fields[4])?;
        let view = View {
            board,
            to_move,
            first_color,
            captured,
            no_progress,
        };
        let not_hidden = pieces_on(&board, &[None; 32])?;
        let bag = not_hidden.checked_sub(&captured).ok_or_else(|| {
            let piece = captured
                .pieces()
                .find(|&p| captured.get(p) > not_hidden.get(p));
            ParsePositionError::TooMany(piece.expect("some piece overflows"))
        })?;
        let face_down = board.face_down_squares().count();
        if face_down != bag.total() as usize {
            return Err(ParsePositionError::HiddenMismatch {
                face_down,
                bag: bag.total(),
            });
        }
        check_first_flip(&view)?;
        Ok(view)
    }
}
