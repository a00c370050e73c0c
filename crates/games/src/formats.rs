//! Standard formats: what players paste from other programs, read into a [`GameRecord`], and records written out
//! for those programs.
//!
//! [`import`] takes the game and the pasted text (surrounding white space ignored) and recognises the format by its
//! shape; every move is checked against the rules as it is read, so an imported record always replays. [`export`]
//! writes a record in every format its game has; [`export_as`] in one. [`Format`] names the formats, for menus and
//! file names. Where the game is a type ([`Formats`]), [`import_for`] and [`export_for`] do the same for that game
//! alone: a game's page in the browser carries its own game's readers and rules, not all four games'.
//!
//! | Game | Read | Written |
//! |------|------|---------|
//! | every game | Tabula's JSON record (text starting with `{`) | [`Format::Json`] |
//! | Xiangqi | a FEN alone; a FEN then moves; moves alone from the start; a PGN | [`Format::Fen`] (the position reached), [`Format::Iccs`], [`Format::Wxf`], [`Format::Pgn`] |
//! | Backgammon | a Position ID, `PositionID:MatchID`, gnubg's `Position ID: …` / `Match ID: …` lines; a Jellyfish `.mat` game | [`Format::GnubgId`] (the position reached), [`Format::Mat`] |
//! | Hnefatafl | an OpenTafl position record, with or without Tabula's ` a` / ` d`; an OpenTafl game record | [`Format::OpenTaflPosition`] (the position reached), [`Format::OpenTaflGame`] |
//! | Banqi | a position string; a view string (face-down squares as `?`), the first line of what the record panel writes | [`Format::Json`] |
//!
//! **Xiangqi.** Text starting with `[` is a PGN: tags such as `[Game "Chinese Chess"]` and an optional
//! `[FEN "…"]`, then movetext. A first word holding `/` is a FEN (board, side, and the optional `-` `-` and
//! counters), and any words after it are moves. Anything else is a move list from the standard start. An engine's
//! `position fen … moves …` or `position startpos moves …` line reads the same way. Moves are
//! ICCS (`h2e2`, `H2-E2`) or WXF (`C2=5`, see [`xiangqi::from_wxf`]), told apart by their third character, and may
//! mix; move numbers (`1.`, `1...`, `1.h2e2`), `{comments}`, `;` comments to the end of the line and `(variations)`
//! are skipped; a result (`1-0`, `0-1`, `1/2-1/2`, `*`) ends the game. The ICCS and WXF lists are written with move
//! numbers, after the FEN when the game did not start from the standard set-up; the PGN is written in ICCS with a
//! `[Format "ICCS"]` tag.
//!
//! **Backgammon.** Text containing `point match` or a `Game N` line is a `.mat` match file, as Jellyfish writes it
//! and GNU Backgammon reads and writes it: one game, Black (gnubg's player 0) in the left column, White in the
//! right, each play as `52: 13/8 13/11` in the mover's own point numbers (25 the bar, 0 off; `bar` and `off` are read
//! too). Tabula plays without the doubling cube: `Doubles`, `Takes` and `Beavers` are skipped, `Drops` ends the game
//! with the dropper resigning, and a `Wins` line the board does not explain is the loser's resignation. A file of
//! several games is refused ([`FormatError::SeveralGames`]) rather than cut silently: a game can be copied out of it.
//! A `.mat` is written as a money game (`0 point match`), with the rules' result or a resignation as the `Wins` line.
//! Text naming `Position ID` is gnubg's display; otherwise one word is a Position ID or `PositionID:MatchID`.
//!
//! **Hnefatafl.** Text starting with `/` is an OpenTafl position record; the attackers move unless Tabula's ` d`
//! follows, as Copenhagen starts with the attackers. Anything else is an OpenTafl game record: `[tag:value]` lines
//! (`[rules:… atkf:y|n … start:/…/]` gives the start and who moves first; `[result:1|-1]` a resignation when the
//! board has not decided), then numbered turns `1. d1-d4 e7-e3` with OpenTafl's piece letters (`Kf6-f10`), capture
//! lists and `+ ++ - --` marks accepted, `---` a resignation, variations (`2a.1.1a. …`) and `[commentary|…]`
//! skipped. Tabula writes a game record with a `rules` tag naming the board, who moves first and the start.
//!
//! **Banqi.** The first line is a position string, or a view string as a game in progress shows it: its face-down
//! pieces are dealt anew from the pieces not yet seen, shuffled by a generator seeded from the text (the same text
//! deals the same layout). Moves after it are not read: they lead to it from a start the text does not hold.
//!
//! Errors ([`FormatError`]) are structured for a translated message: the first wrong character with its line and
//! column (1-based, counted in characters of the text as given), or the first wrong move with its number — moves are
//! numbered 1, 2, 3 … in the order played, both sides counted (a backgammon turn's play is one move) — its text and
//! a [`MoveProblem`].

mod backgammon;
mod banqi;
mod hnefatafl;
mod mat;
mod problem;
mod text;
mod xiangqi;

use std::fmt;
use std::str::FromStr;

use boardgame::{GameKind, GameRecord, Player, RecordEnd};
use thiserror::Error;

use crate::{Live, ReplayError};

pub use problem::PositionProblem;

/// A format a record can be written in (and, for its game, read from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Tabula's own JSON record, for every game.
    Json,
    /// Xiangqi: the FEN of the position reached.
    Fen,
    /// Xiangqi: the moves in ICCS coordinates (`h2e2`), numbered.
    Iccs,
    /// Xiangqi: the moves in WXF notation (`C2=5`), numbered.
    Wxf,
    /// Xiangqi: a PGN as Xiangqi programs write it, moves in ICCS.
    Pgn,
    /// Backgammon: GNU Backgammon's `PositionID:MatchID` of the position reached.
    GnubgId,
    /// Backgammon: a Jellyfish `.mat` match file holding the game, as GNU Backgammon imports it.
    Mat,
    /// Hnefatafl: the OpenTafl position record of the position reached, with Tabula's side-to-move suffix.
    OpenTaflPosition,
    /// Hnefatafl: an OpenTafl game record (`.otg`).
    OpenTaflGame,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 9] = [
        Format::Json,
        Format::Fen,
        Format::Iccs,
        Format::Wxf,
        Format::Pgn,
        Format::GnubgId,
        Format::Mat,
        Format::OpenTaflPosition,
        Format::OpenTaflGame,
    ];

    /// The formats `game` is written in, Tabula's JSON first.
    #[must_use]
    pub fn for_game(game: GameKind) -> Vec<Format> {
        Format::ALL
            .into_iter()
            .filter(|format| format.game().is_none_or(|only| only == game))
            .collect()
    }

    /// The one game the format is for (`None`: every game).
    #[must_use]
    pub fn game(self) -> Option<GameKind> {
        match self {
            Format::Json => None,
            Format::Fen | Format::Iccs | Format::Wxf | Format::Pgn => Some(GameKind::Xiangqi),
            Format::GnubgId | Format::Mat => Some(GameKind::Backgammon),
            Format::OpenTaflPosition | Format::OpenTaflGame => Some(GameKind::Hnefatafl),
        }
    }

    /// The format's name on the command line and in messages: `json`, `fen`, `iccs`, `wxf`, `pgn`, `gnubg-id`,
    /// `mat`, `opentafl-position`, `opentafl-game`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Fen => "fen",
            Format::Iccs => "iccs",
            Format::Wxf => "wxf",
            Format::Pgn => "pgn",
            Format::GnubgId => "gnubg-id",
            Format::Mat => "mat",
            Format::OpenTaflPosition => "opentafl-position",
            Format::OpenTaflGame => "opentafl-game",
        }
    }

    /// The extension of a file holding it, without the dot.
    #[must_use]
    pub fn file_extension(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Fen => "fen",
            Format::Pgn => "pgn",
            Format::Mat => "mat",
            Format::OpenTaflGame => "otg",
            Format::Iccs | Format::Wxf | Format::GnubgId | Format::OpenTaflPosition => "txt",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A format name that is not one of [`Format::name`]'s.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "unknown format {0:?}: expected json, fen, iccs, wxf, pgn, gnubg-id, mat, opentafl-position or opentafl-game"
)]
pub struct ParseFormatError(pub String);

impl FromStr for Format {
    type Err = ParseFormatError;

    fn from_str(text: &str) -> Result<Format, ParseFormatError> {
        Format::ALL
            .into_iter()
            .find(|format| format.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| ParseFormatError(text.to_owned()))
    }
}

/// Why pasted text could not be read as a game. Lines, columns and move numbers count from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FormatError {
    /// Nothing but white space.
    #[error("there is nothing to read")]
    Empty,
    /// The text is in none of the shapes this game reads.
    #[error("this is not a format Tabula reads for this game")]
    Unrecognised,
    /// Tabula's record of another game.
    #[error("this is a record of {found}, not of this game")]
    WrongGame {
        /// The game the record is of.
        found: GameKind,
    },
    /// A character that has no place where it stands.
    #[error("line {line}, column {column}: {found:?} does not belong here")]
    Character {
        /// Its line.
        line: usize,
        /// Its column, in characters.
        column: usize,
        /// The character.
        found: char,
    },
    /// The text stops in the middle of something: an open comment, tag or record.
    #[error("the text stops before it is complete")]
    Incomplete,
    /// The position is written correctly but cannot be played from (say, two kings or a side with sixteen
    /// checkers).
    #[error("the position {text:?} cannot be set up: {problem}")]
    Position {
        /// The position as given.
        text: String,
        /// What the game's rules say is wrong with it.
        problem: PositionProblem,
    },
    /// The first move that could not be played.
    #[error("move {number} ({text:?}) {reason}")]
    Move {
        /// Its number: moves are counted 1, 2, 3 … in the order played, both sides.
        number: usize,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        reason: MoveProblem,
    },
    /// A file of several games: Tabula's record holds one.
    #[error("the text holds {count} games; Tabula reads one game at a time")]
    SeveralGames {
        /// How many games it holds.
        count: usize,
    },
}

/// What is wrong with a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MoveProblem {
    /// It is not written in any notation this game reads.
    #[error("is not a move Tabula understands")]
    NotUnderstood,
    /// It is written well but the rules do not allow it here (or it is the other side's turn).
    #[error("is not legal here")]
    Illegal,
    /// It could be more than one legal move.
    #[error("could be more than one move here")]
    Ambiguous,
    /// The game was already over.
    #[error("comes after the end of the game")]
    AfterEnd,
}

/// Why a record could not be written in a format.
#[derive(Debug, Error)]
pub enum ExportError {
    /// The record does not replay by the rules.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// The format cannot hold a game that did not start from the standard set-up (a `.mat` match file).
    #[error("{format} cannot hold a game that did not start from the standard set-up")]
    CustomStart {
        /// The format asked for.
        format: Format,
    },
    /// The format is not one of the record's game.
    #[error("{format} is not a format of {game}")]
    NotForGame {
        /// The format asked for.
        format: Format,
        /// The record's game.
        game: GameKind,
    },
}

/// A game's own formats, read and written: what [`import_for`] and [`export_for`] do beyond Tabula's JSON.
pub trait Formats: Live {
    /// Reads `text` (not empty, not Tabula's JSON) in whichever of the game's formats its shape shows.
    fn import_text(text: &str) -> Result<GameRecord, FormatError>;
    /// Writes `record`, a game of this kind, in `format`, one of the game's own (not Tabula's JSON).
    fn export_text(record: &GameRecord, format: Format) -> Result<String, ExportError>;
    /// What [`boardgame::Game::parse_position`]'s `error` says is wrong with the position.
    fn position_problem(error: &Self::Error) -> PositionProblem;
}

/// Reads `text` as a game of `kind`, in whichever of the game's formats its shape shows (see the module docs).
pub fn import(kind: GameKind, text: &str) -> Result<GameRecord, FormatError> {
    crate::with_game!(kind, G => import_for::<G>(text))
}

/// [`import`] for the game `G`.
pub fn import_for<G: Formats>(text: &str) -> Result<GameRecord, FormatError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(FormatError::Empty);
    }
    if trimmed.starts_with('{') {
        return json::<G>(text);
    }
    G::import_text(text)
}

/// `record` in every format of its game that can hold it ([`Format::for_game`]'s order; a game from a set-up
/// position has no `.mat` file).
pub fn export(record: &GameRecord) -> Result<Vec<(Format, String)>, ExportError> {
    let mut texts = Vec::new();
    for format in Format::for_game(record.game) {
        match export_as(record, format) {
            Ok(text) => texts.push((format, text)),
            Err(ExportError::CustomStart { .. }) => {}
            Err(error) => return Err(error),
        }
    }
    Ok(texts)
}

/// `record` in `format`, which must be Tabula's JSON or one of its game's formats.
pub fn export_as(record: &GameRecord, format: Format) -> Result<String, ExportError> {
    crate::with_game!(record.game, G => export_for::<G>(record, format))
}

/// [`export_as`] for a record of the game `G`.
pub fn export_for<G: Formats>(record: &GameRecord, format: Format) -> Result<String, ExportError> {
    if format.game().is_some_and(|game| game != record.game) {
        return Err(ExportError::NotForGame {
            format,
            game: record.game,
        });
    }
    if format == Format::Json {
        crate::replay::<G>(record)?;
        return Ok(serde_json::to_string_pretty(record).expect("a record serializes"));
    }
    G::export_text(record, format)
}

/// Tabula's own record, checked against the rules like any other import.
fn json<G: Formats>(text: &str) -> Result<GameRecord, FormatError> {
    let record: GameRecord = serde_json::from_str(text).map_err(|error| {
        use serde_json::error::Category;
        match error.classify() {
            Category::Eof => FormatError::Incomplete,
            Category::Syntax => text::character_at_line(text, error.line(), error.column()),
            Category::Data | Category::Io => FormatError::Unrecognised,
        }
    })?;
    if record.game != G::KIND {
        return Err(FormatError::WrongGame { found: record.game });
    }
    crate::replay::<G>(&record).map_err(|error| match error {
        ReplayError::Start { text, .. } => {
            let problem = G::parse_position(&text)
                .err()
                .map_or(PositionProblem::Fields, |error| G::position_problem(&error));
            FormatError::Position { text, problem }
        }
        ReplayError::Action { ply, text, .. } => FormatError::Move {
            number: ply,
            text,
            reason: MoveProblem::Illegal,
        },
        ReplayError::AfterEnd { ply, text } => FormatError::Move {
            number: ply,
            text,
            reason: MoveProblem::AfterEnd,
        },
        ReplayError::WrongTurn(_) | ReplayError::MissingSeed | ReplayError::End { .. } => {
            FormatError::Unrecognised
        }
    })?;
    Ok(record)
}

/// An imported record: its start (when not the standard one), its actions and its end; the players are unknown.
fn record(
    game: GameKind,
    start: Option<String>,
    actions: Vec<String>,
    end: Option<RecordEnd>,
) -> GameRecord {
    GameRecord {
        game,
        seed: None,
        start,
        players: [Player::Human, Player::Human],
        actions,
        end,
    }
}

/// The end an imported game records: the rules' end when the moves reached one, otherwise what the text claimed.
fn end<G: Live>(position: &G::Position, claimed: Option<RecordEnd>) -> Option<RecordEnd> {
    crate::replay::rules_end::<G>(position).or(claimed)
}

/// The result a record ends with, from the rules or the platform's end.
fn outcome<G: Live>(position: &G::Position, record: &GameRecord) -> Option<boardgame::Outcome> {
    G::outcome(position).or_else(|| record.end.as_ref().and_then(RecordEnd::outcome))
}

/// A player's name in another program's file.
fn player_name(player: &Player) -> String {
    match player {
        Player::Human => "Human".to_owned(),
        Player::Computer { level } => format!("Tabula {level:?}"),
    }
}
