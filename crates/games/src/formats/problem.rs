//! What is wrong with a position that is written correctly enough to be read but cannot be set up: each game's
//! own parse error, told in one vocabulary so a reader's message can name the problem in their language.

use thiserror::Error;

/// Why a position could not be set up, read from the game's own typed error.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionProblem {
    /// Not the fields the game's position string has (board, side to move, ...).
    #[error("the position does not have the fields this game's positions have")]
    Fields,
    /// The board has `found` ranks instead of `expected`.
    #[error("the board has {found} ranks, not {expected}")]
    RankCount {
        /// Ranks written.
        found: usize,
        /// Ranks of the board.
        expected: usize,
    },
    /// A rank (counted from 1 where the game counts from 1) covers `squares` squares instead of `expected`.
    #[error("rank {rank} covers {squares} squares, not {expected}")]
    RankLength {
        /// The rank, as the game names it.
        rank: usize,
        /// Squares written.
        squares: usize,
        /// Squares of a rank.
        expected: usize,
    },
    /// A character on the board (or among the captured pieces) that is no piece of the game.
    #[error("{0:?} is not a piece")]
    Piece(char),
    /// The side to move is not one the game names.
    #[error("{0:?} does not say whose turn it is")]
    Side(String),
    /// A counter that is no number in range.
    #[error("{0:?} is not a valid counter")]
    Counter(String),
    /// A field holding something the game does not allow there (Xiangqi's castling and en-passant fields, Banqi's
    /// colours).
    #[error("{0:?} does not belong in this position")]
    Field(String),
    /// Hnefatafl: more than one king.
    #[error("{0} kings: there is one")]
    Kings(usize),
    /// Xiangqi: a side without exactly one general.
    #[error("a side has {0} generals: each has exactly one")]
    Generals(usize),
    /// More of a piece (its letter) than the set holds.
    #[error("more pieces {piece:?} than the {max} of the set")]
    TooMany {
        /// The piece's letter in the game's notation.
        piece: char,
        /// How many the set holds.
        max: usize,
    },
    /// A piece (its letter) on a square it may not stand on: an ordinary piece on the throne or a corner, an
    /// elephant off its points.
    #[error("{piece:?} cannot stand on {square}")]
    Square {
        /// The piece's letter in the game's notation.
        piece: char,
        /// The square, in the game's coordinates.
        square: String,
    },
    /// Xiangqi: the side that has just moved is in check, or the generals face each other.
    #[error("the side that has just moved is in check")]
    InCheck,
    /// Banqi: the captured pieces are not those missing from the board, or the face-down squares do not match the
    /// pieces left to turn over.
    #[error("the captured and face-down pieces do not add up to the set")]
    Captured,
    /// Banqi: colours not yet given (`-`) to a game that has already begun.
    #[error("the colours are not given, yet the game has begun")]
    Colours,
    /// Hnefatafl: a board of another size.
    #[error("Tabula plays on the 11×11 board, not {0}")]
    BoardSize(String),
    /// Backgammon: a Position ID or Match ID that is not one (wrong length, character or bits).
    #[error("this is not a GNU Backgammon ID")]
    Id,
    /// Backgammon: more than fifteen checkers for one side.
    #[error("{0} checkers for one side: each has 15")]
    Checkers(usize),
    /// Backgammon: both sides on one point.
    #[error("both sides have checkers on point {0}")]
    SharedPoint(usize),
    /// Backgammon: the Match ID's dice or game state do not fit the board.
    #[error("the Match ID's dice or game state do not fit the board")]
    MatchState,
}

impl From<&xiangqi::ParseFenError> for PositionProblem {
    fn from(error: &xiangqi::ParseFenError) -> PositionProblem {
        use xiangqi::ParseFenError as E;
        match error {
            E::Empty | E::TooManyFields(_) => PositionProblem::Fields,
            E::RankCount(found) => PositionProblem::RankCount {
                found: *found,
                expected: 10,
            },
            E::RankWidth { rank, files, .. } => PositionProblem::RankLength {
                rank: usize::from(*rank),
                squares: *files,
                expected: 9,
            },
            E::UnknownPiece { letter, .. } => PositionProblem::Piece(*letter),
            E::Side(side) => PositionProblem::Side(side.clone()),
            E::NotDash { found, .. } => PositionProblem::Field(found.clone()),
            E::Counter { text, .. } => PositionProblem::Counter(text.clone()),
            E::KingCount { count, .. } => PositionProblem::Generals(*count),
            E::TooMany { letter, max, .. } => PositionProblem::TooMany {
                piece: *letter,
                max: *max,
            },
            E::ImpossibleSquare { letter, square } => PositionProblem::Square {
                piece: *letter,
                square: square.to_string(),
            },
            E::OpponentInCheck(_) => PositionProblem::InCheck,
        }
    }
}

impl From<&hnefatafl::ParsePositionError> for PositionProblem {
    fn from(error: &hnefatafl::ParsePositionError) -> PositionProblem {
        use hnefatafl::ParsePositionError as E;
        match error {
            E::Fields | E::Slashes => PositionProblem::Fields,
            E::RankCount(found) => PositionProblem::RankCount {
                found: *found,
                expected: 11,
            },
            E::RankLength { rank, squares } => PositionProblem::RankLength {
                rank: *rank,
                squares: *squares,
                expected: 11,
            },
            E::UnknownPiece(c) => PositionProblem::Piece(*c),
            E::KingCount(count) => PositionProblem::Kings(*count),
            E::RestrictedSquare(square, piece) => PositionProblem::Square {
                piece: piece.letter(),
                square: square.to_string(),
            },
            E::Side(side) => PositionProblem::Side(side.clone()),
            E::TooMany(piece) => PositionProblem::TooMany {
                piece: piece.letter(),
                max: hnefatafl::notation::max_of(*piece),
            },
        }
    }
}

impl From<&banqi::ParsePositionError> for PositionProblem {
    fn from(error: &banqi::ParsePositionError) -> PositionProblem {
        use banqi::ParsePositionError as E;
        match error {
            E::FieldCount { .. } | E::MissingIdentity(_) => PositionProblem::Fields,
            E::RankCount(found) => PositionProblem::RankCount {
                found: *found,
                expected: 4,
            },
            E::RankLength { rank, squares } => PositionProblem::RankLength {
                rank: usize::from(*rank),
                squares: *squares,
                expected: 8,
            },
            E::BoardChar(c) | E::CapturedChar(c) => PositionProblem::Piece(*c),
            E::Side(side) => PositionProblem::Side(side.clone()),
            E::Colours(colours) => PositionProblem::Field(colours.clone()),
            E::Counter(counter) => PositionProblem::Counter(counter.clone()),
            E::TooMany(piece) => PositionProblem::TooMany {
                piece: piece.letter(),
                max: usize::from(piece.role.count()),
            },
            E::CapturedMismatch { .. } | E::HiddenMismatch { .. } => PositionProblem::Captured,
            E::BeforeFirstFlip => PositionProblem::Colours,
        }
    }
}

impl From<&backgammon::GnubgIdError> for PositionProblem {
    fn from(error: &backgammon::GnubgIdError) -> PositionProblem {
        use backgammon::{GnubgIdError, MatchIdError, PositionError, PositionIdError};
        let board = |error: &PositionError| match *error {
            PositionError::NoSuchPoint(_) => PositionProblem::Id,
            PositionError::TooManyCheckers(count) => PositionProblem::Checkers(count as usize),
            PositionError::SharedPoint(point) => PositionProblem::SharedPoint(point),
        };
        match error {
            GnubgIdError::Position(PositionIdError::Board(error)) => board(error),
            GnubgIdError::Position(_)
            | GnubgIdError::Match(
                MatchIdError::Length(_) | MatchIdError::Character(_) | MatchIdError::StrayBits,
            ) => PositionProblem::Id,
            GnubgIdError::Match(MatchIdError::Dice(..) | MatchIdError::State(_))
            | GnubgIdError::State => PositionProblem::MatchState,
        }
    }
}
