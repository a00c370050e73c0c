//! Xiangqi: FEN, ICCS and WXF move lists, PGN, and engines' `position … moves …` lines.

use boardgame::{Game, GameKind, GameRecord, Outcome, RecordEnd, Seat, Turn};
use xiangqi::{Color, Kind, MoveTextError, NotationError, START_FEN, Xiangqi, from_wxf, to_wxf};

use super::text::{self, Comments, Token, Word};
use super::{ExportError, Format, FormatError, Formats, MoveProblem, PositionProblem};
use crate::Line;

impl Formats for Xiangqi {
    /// Reads a PGN, a FEN with or without moves, or a move list.
    fn import_text(text: &str) -> Result<GameRecord, FormatError> {
        let tokens = text::tokens(text, Comments::Pgn)?;
        let mut fen: Option<Vec<Word<'_>>> = None;
        let mut claimed = None;
        let mut words = Vec::new();
        let mut games = 1;
        for token in &tokens {
            match *token {
                Token::Bracket(tag) => {
                    // A tag after movetext starts the next game of a PGN file.
                    if !words.is_empty() {
                        games += 1;
                    }
                    if games == 1 {
                        read_tag(tag, &mut fen, &mut claimed);
                    }
                }
                Token::Word(word) if games == 1 => words.push(word),
                Token::Word(_) => {}
            }
        }
        if games > 1 {
            return Err(FormatError::SeveralGames { count: games });
        }
        let tagged = tokens.iter().any(|t| matches!(t, Token::Bracket(_)));
        let mut rest = &words[..];
        // An engine's command line, `position fen … moves …` or `position startpos moves …` (UCCI, UCI).
        while let Some((first, after)) = rest.split_first()
            && matches!(first.text, "position" | "fen" | "startpos")
        {
            rest = after;
        }
        // A FEN's ranks are split by '/', as a draw's result (`1/2-1/2`) is: movetext of a drawn game with no moves.
        if fen.is_none()
            && rest
                .first()
                .is_some_and(|w| w.text.contains('/') && !text::is_result(w.text))
        {
            let len = fen_len(rest);
            fen = Some(rest[..len].to_vec());
            rest = &rest[len..];
        }
        let start = match &fen {
            Some(fen) => start_position(text, fen)?,
            None => Xiangqi::parse_position(START_FEN).expect("the start FEN is valid"),
        };
        let start_text =
            Some(Xiangqi::format_position(&start)).filter(|fen| fen.as_str() != START_FEN);
        let mut line = Line::<Xiangqi>::new(start);
        let mut actions = Vec::new();
        for word in rest {
            let Some(mv) = strip_move_number(*word).filter(|w| w.text != "moves") else {
                continue;
            };
            if text::is_result(mv.text) {
                claimed = claimed.or(result(mv.text));
                break;
            }
            let number = actions.len() + 1;
            let problem = |reason| FormatError::Move {
                number,
                text: mv.text.to_owned(),
                reason,
            };
            let Some(notation) = notation(mv.text) else {
                // Words that are no moves at all, in text with neither tags nor a FEN: not a Xiangqi game.
                if number == 1 && !tagged && fen.is_none() {
                    return Err(FormatError::Unrecognised);
                }
                return Err(problem(MoveProblem::NotUnderstood));
            };
            if Xiangqi::turn(line.position()) == Turn::Over {
                return Err(problem(MoveProblem::AfterEnd));
            }
            let position = line.position().position();
            let parsed = match notation {
                Notation::Iccs => position.parse_move(mv.text).map_err(|e| match e {
                    MoveTextError::Parse(_) => MoveProblem::NotUnderstood,
                    MoveTextError::Illegal(_) => MoveProblem::Illegal,
                }),
                Notation::Wxf => from_wxf(position, mv.text).map_err(|e| match e {
                    xiangqi::WxfError::Syntax(_) => MoveProblem::NotUnderstood,
                    xiangqi::WxfError::NoMove(_) => MoveProblem::Illegal,
                    xiangqi::WxfError::Ambiguous(_) => MoveProblem::Ambiguous,
                }),
            };
            let mv = parsed.map_err(problem)?;
            actions.push(mv.to_string());
            line.play(mv);
        }
        let end = super::end::<Xiangqi>(line.position(), claimed);
        Ok(super::record(GameKind::Xiangqi, start_text, actions, end))
    }

    /// Writes `record` (a Xiangqi game) in `format`.
    fn export_text(record: &GameRecord, format: Format) -> Result<String, ExportError> {
        let line = crate::replay::<Xiangqi>(record)?;
        let fen_line = record
            .start
            .as_ref()
            .map(|_| format!("{}\n", Xiangqi::format_position(line.start())));
        Ok(match format {
            Format::Fen => Xiangqi::format_position(line.position()),
            Format::Iccs => format!(
                "{}{}",
                fen_line.unwrap_or_default(),
                movetext(&line, |_, mv| mv.to_string())
            ),
            Format::Wxf => format!(
                "{}{}",
                fen_line.unwrap_or_default(),
                movetext(&line, to_wxf)
            ),
            Format::Pgn => pgn(record, &line),
            _ => unreachable!("only Xiangqi formats reach here"),
        })
    }

    fn position_problem(error: &NotationError) -> PositionProblem {
        match error {
            NotationError::Fen(error) => error.into(),
            NotationError::Move(_) => PositionProblem::Fields,
        }
    }
}

/// Reads the FEN and the result tags; the others (names, dates, `Format`) change nothing in the record.
fn read_tag<'a>(tag: Word<'a>, fen: &mut Option<Vec<Word<'a>>>, claimed: &mut Option<RecordEnd>) {
    let Some(name) = tag.words().first().map(|w| w.text) else {
        return;
    };
    let (Some(open), Some(close)) = (tag.text.find('"'), tag.text.rfind('"')) else {
        return;
    };
    if close <= open {
        return;
    }
    let value = tag.skip(open + 1);
    let value = Word {
        text: &value.text[..close - open - 1],
        offset: value.offset,
    };
    if name.eq_ignore_ascii_case("fen") && !value.text.trim().is_empty() {
        *fen = Some(value.words());
    } else if name.eq_ignore_ascii_case("result") {
        *claimed = result(value.text.trim());
    }
}

/// How many of `words` make up the FEN at their head: the board, the side, and the optional `-` `-` and counters.
fn fen_len(words: &[Word<'_>]) -> usize {
    let side = words
        .get(1)
        .is_some_and(|w| matches!(w.text, "w" | "r" | "b"));
    if !side {
        return 1;
    }
    2 + words[2..]
        .iter()
        .take(4)
        .take_while(|w| w.text == "-" || w.text.bytes().all(|b| b.is_ascii_digit()))
        .count()
}

/// The game a FEN sets up; a character that is no FEN letter is named where it stands.
fn start_position(text: &str, fen: &[Word<'_>]) -> Result<xiangqi::GameState, FormatError> {
    let board = fen[0];
    if let Some((i, _)) = board
        .text
        .char_indices()
        .find(|&(_, c)| !(c == '/' || ('1'..='9').contains(&c) || Kind::from_fen_char(c).is_some()))
    {
        return Err(text::character(text, board.offset + i));
    }
    if let Some(side) = fen.get(1).filter(|w| !matches!(w.text, "w" | "r" | "b")) {
        return Err(text::character(text, side.offset));
    }
    let fen: Vec<&str> = fen.iter().map(|w| w.text).collect();
    let fen = fen.join(" ");
    Xiangqi::parse_position(&fen).map_err(|e| FormatError::Position {
        problem: Xiangqi::position_problem(&e),
        text: fen,
    })
}

/// The word without a leading move number (`1.`, `12...`, `1…`, `1.h2e2`); `None` when it was only the number.
fn strip_move_number(word: Word<'_>) -> Option<Word<'_>> {
    let digits = word.text.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &word.text[digits..];
    let marks = rest.len() - rest.trim_start_matches(['.', '…']).len();
    // Digits without a dot begin a WXF move (`55=6`), not a number.
    if digits == 0 || marks == 0 {
        return Some(word);
    }
    let rest = word.skip(digits + marks);
    (!rest.text.is_empty()).then_some(rest)
}

/// The notation a move word is written in, by its shape: ICCS has a file letter third (`h2e2`, `H2-E2`), WXF a
/// direction (`C2=5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Notation {
    Iccs,
    Wxf,
}

fn notation(word: &str) -> Option<Notation> {
    let chars: Vec<char> = word.chars().collect();
    match chars[..] {
        [_, _, '-', _, _] => Some(Notation::Iccs),
        [_, _, third, _] if third.is_ascii_alphabetic() => Some(Notation::Iccs),
        [_, _, '+' | '-' | '=' | '.', _] => Some(Notation::Wxf),
        _ => None,
    }
}

/// The end a PGN result claims (a win not on the board is the loser's resignation).
fn result(text: &str) -> Option<RecordEnd> {
    match text {
        "1-0" => Some(RecordEnd::Resigned { seat: Seat::Second }),
        "0-1" => Some(RecordEnd::Resigned { seat: Seat::First }),
        "1/2-1/2" => Some(RecordEnd::DrawAgreed),
        _ => None,
    }
}

/// The PGN of a game: the tags Xiangqi programs expect, then the moves in ICCS and the result.
fn pgn(record: &GameRecord, line: &Line<Xiangqi>) -> String {
    let result = match super::outcome::<Xiangqi>(line.position(), record) {
        Some(Outcome::Win(Seat::First)) => "1-0",
        Some(Outcome::Win(Seat::Second)) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        None => "*",
    };
    let mut text = String::from("[Game \"Chinese Chess\"]\n[Event \"Tabula\"]\n");
    for (tag, seat) in [("Red", Seat::First), ("Black", Seat::Second)] {
        text.push_str(&format!(
            "[{tag} \"{}\"]\n",
            super::player_name(&record.players[seat.index()])
        ));
    }
    text.push_str(&format!("[Result \"{result}\"]\n"));
    if record.start.is_some() {
        text.push_str(&format!(
            "[FEN \"{}\"]\n",
            Xiangqi::format_position(line.start())
        ));
    }
    text.push_str("[Format \"ICCS\"]\n\n");
    let moves = movetext(line, |_, mv| mv.to_string());
    text.push_str(&moves);
    text.push_str(if moves.is_empty() { "" } else { " " });
    text.push_str(result);
    text.push('\n');
    text
}

/// The moves numbered as PGN numbers them (`1. h2e2 h9g7 2. …`, `1... h9g7` when Black starts), in lines of
/// about 80 characters.
fn movetext(
    line: &Line<Xiangqi>,
    write: impl Fn(&xiangqi::Position, xiangqi::Move) -> String,
) -> String {
    let mut words = Vec::new();
    let mut number = 1;
    line.visit(|game, &mv| {
        let position = game.position();
        match position.side_to_move() {
            Color::Red => words.push(format!("{number}.")),
            Color::Black if words.is_empty() => words.push(format!("{number}...")),
            Color::Black => {}
        }
        words.push(write(position, mv));
        if position.side_to_move() == Color::Black {
            number += 1;
        }
    });
    wrap(&words)
}

/// Joins words with spaces in lines of at most 80 characters.
fn wrap(words: &[String]) -> String {
    let mut text = String::new();
    let mut width = 0;
    for word in words {
        if width > 0 && width + 1 + word.len() > 80 {
            text.push('\n');
            width = 0;
        } else if width > 0 {
            text.push(' ');
            width += 1;
        }
        text.push_str(word);
        width += word.len();
    }
    text
}
