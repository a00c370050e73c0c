//! Hnefatafl: OpenTafl position records and game records (`.otg`).

use boardgame::{Game, GameKind, GameRecord, Outcome, RecordEnd, Seat, Turn};
use hnefatafl::{Hnefatafl, MoveTextError, NotationError, Side, notation};

use super::text::{self, Comments, Token, Word};
use super::{ExportError, Format, FormatError, Formats, MoveProblem, PositionProblem};
use crate::Line;

/// What the tags of a game record say.
struct Tags<'a> {
    /// The start's position record.
    start: Option<Word<'a>>,
    /// Who moves first (OpenTafl's `atkf`, attackers unless told otherwise).
    first: Side,
    /// The result the tags claim.
    claimed: Option<RecordEnd>,
}

impl Formats for Hnefatafl {
    /// Reads a position record (with or without Tabula's side suffix) or a game record.
    fn import_text(text: &str) -> Result<GameRecord, FormatError> {
        let mut tags = Tags {
            start: None,
            first: Side::Attackers,
            claimed: None,
        };
        let mut words = Vec::new();
        let mut tagged = false;
        for token in text::tokens(text, Comments::Brackets)? {
            match token {
                Token::Bracket(tag) if words.is_empty() => {
                    tagged = true;
                    read_tag(tag, &mut tags)?;
                }
                // Commentary on the turn before it.
                Token::Bracket(_) => {}
                Token::Word(word) => words.push(word),
            }
        }
        let mut rest = &words[..];
        if let Some(record) = rest.first().filter(|w| w.text.starts_with('/')) {
            tags.start = Some(*record);
            rest = &rest[1..];
            if let Some(side) = rest.first().and_then(|w| side(w.text)) {
                tags.first = side;
                rest = &rest[1..];
            }
        } else if !tagged
            && rest
                .first()
                .is_none_or(|w| !is_turn_number(w.text) && !w.text.contains('-'))
        {
            return Err(FormatError::Unrecognised);
        }
        let start = match tags.start {
            Some(record) => start_position(text, record, tags.first)?,
            None if tags.first == Side::Attackers => {
                Hnefatafl::parse_position(hnefatafl::START).expect("the standard start parses")
            }
            None => start_position_text(&hnefatafl::START.replace(" a", " d"))?,
        };
        let start_text = Some(Hnefatafl::format_position(&start))
            .filter(|text| text.as_str() != hnefatafl::START);
        let mut line = Line::<Hnefatafl>::new(start);
        let mut actions = Vec::new();
        let mut claimed = tags.claimed;
        let mut variation = false;
        for word in rest {
            if let Some(number) = word.text.strip_suffix('.') {
                // `12.` continues the game; `2a.1.1a.` starts a variation, skipped up to the next turn of the game.
                variation = !is_turn_number(word.text) && !number.is_empty();
                continue;
            }
            if variation {
                continue;
            }
            let number = actions.len() + 1;
            let problem = |reason| FormatError::Move {
                number,
                text: word.text.to_owned(),
                reason,
            };
            if Hnefatafl::turn(line.position()) == Turn::Over {
                return Err(problem(MoveProblem::AfterEnd));
            }
            if word.text == "---" {
                let side = line.position().position().side_to_move();
                claimed = Some(RecordEnd::Resigned { seat: side.seat() });
                break;
            }
            let mv =
                Hnefatafl::parse_action(line.position(), &tabula_move(word.text)).map_err(|e| {
                    problem(match e {
                        NotationError::Move(
                            MoveTextError::Illegal(_) | MoveTextError::Captures { .. },
                        ) => MoveProblem::Illegal,
                        _ => MoveProblem::NotUnderstood,
                    })
                })?;
            actions.push(Hnefatafl::format_action(line.position(), &mv));
            line.play(mv);
        }
        let end = super::end::<Hnefatafl>(line.position(), claimed);
        Ok(super::record(GameKind::Hnefatafl, start_text, actions, end))
    }

    /// Writes `record` (a Hnefatafl game) in `format`.
    fn export_text(record: &GameRecord, format: Format) -> Result<String, ExportError> {
        let line = crate::replay::<Hnefatafl>(record)?;
        Ok(match format {
            Format::OpenTaflPosition => Hnefatafl::format_position(line.position()),
            Format::OpenTaflGame => game_record(record, &line),
            _ => unreachable!("only Hnefatafl formats reach here"),
        })
    }

    fn position_problem(error: &NotationError) -> PositionProblem {
        match error {
            NotationError::Position(error) => error.into(),
            NotationError::Move(_) => PositionProblem::Fields,
        }
    }
}

fn is_turn_number(word: &str) -> bool {
    word.strip_suffix('.')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

fn side(word: &str) -> Option<Side> {
    match word {
        "a" => Some(Side::Attackers),
        "d" => Some(Side::Defenders),
        _ => None,
    }
}

/// Reads a `[name:value]` tag: the rules (board size, who moves first, the start), a start position, the result.
fn read_tag<'a>(tag: Word<'a>, tags: &mut Tags<'a>) -> Result<(), FormatError> {
    let Some((name, _)) = tag.text.split_once(':') else {
        return Ok(());
    };
    let value = tag.skip(name.len() + 1);
    match name.trim().to_ascii_lowercase().as_str() {
        "rules" => {
            for word in value.words() {
                let Some((key, setting)) = word.text.split_once(':') else {
                    continue;
                };
                match key {
                    "dim" if setting != "11" => {
                        return Err(FormatError::Position {
                            text: word.text.to_owned(),
                            problem: PositionProblem::BoardSize(format!("{setting}×{setting}")),
                        });
                    }
                    "atkf" => {
                        tags.first = if setting == "n" {
                            Side::Defenders
                        } else {
                            Side::Attackers
                        };
                    }
                    "start" => tags.start = Some(word.skip(key.len() + 1)),
                    _ => {}
                }
            }
        }
        "start" | "starting position" | "position" => {
            tags.start = value.words().first().copied();
        }
        "result" => {
            tags.claimed = match value.text.trim() {
                "1" => Some(RecordEnd::Resigned { seat: Seat::Second }),
                "-1" => Some(RecordEnd::Resigned { seat: Seat::First }),
                _ => None,
            };
        }
        _ => {}
    }
    Ok(())
}

/// The game a position record sets up with `first` to move; a character that is no piece or count is named.
fn start_position(
    text: &str,
    record: Word<'_>,
    first: Side,
) -> Result<hnefatafl::GameState, FormatError> {
    if let Some((i, _)) = record
        .text
        .char_indices()
        .find(|&(_, c)| !(c == '/' || c.is_ascii_digit() || matches!(c, 't' | 'T' | 'K')))
    {
        return Err(text::character(text, record.offset + i));
    }
    start_position_text(&format!("{} {}", record.text, first.letter()))
}

fn start_position_text(position: &str) -> Result<hnefatafl::GameState, FormatError> {
    Hnefatafl::parse_position(position).map_err(|e| FormatError::Position {
        text: position.to_owned(),
        problem: Hnefatafl::position_problem(&e),
    })
}

/// OpenTafl's move record in Tabula's notation: without the piece letters (`Kf6-f10`, `xKe5`) and the marks after
/// it (`+`, `++`, `-`, `--`).
fn tabula_move(word: &str) -> String {
    let word = word.trim_end_matches(['+', '-']);
    let unlettered = |square: &str| {
        let mut chars = square.chars();
        match (chars.next(), chars.next()) {
            (Some(piece), Some(file))
                if "tTkKnNcC".contains(piece) && file.is_ascii_alphabetic() =>
            {
                square[1..].to_owned()
            }
            _ => square.to_owned(),
        }
    };
    let (squares, captures) = match word.split_once('x') {
        Some((squares, captures)) => (squares, Some(captures)),
        None => (word, None),
    };
    let mut text = unlettered(squares);
    if let Some(captures) = captures {
        let captures: Vec<String> = captures.split('/').map(unlettered).collect();
        text.push('x');
        text.push_str(&captures.join("/"));
    }
    text
}

/// The OpenTafl game record: tags, a rules tag with the board, who moves first and the start, then one turn a line.
fn game_record(record: &GameRecord, line: &Line<Hnefatafl>) -> String {
    let start = line.start().position();
    let position_record = notation::format_position(start);
    let position_record = position_record
        .split_whitespace()
        .next()
        .unwrap_or_default();
    let first = start.side_to_move();
    let mut text = String::from("[compiler:Tabula]\n[variant:Copenhagen]\n");
    text.push_str(&format!(
        "[attackers:{}]\n[defenders:{}]\n",
        super::player_name(&record.players[0]),
        super::player_name(&record.players[1])
    ));
    let result = match super::outcome::<Hnefatafl>(line.position(), record) {
        Some(Outcome::Win(Seat::First)) => Some("1"),
        Some(Outcome::Win(Seat::Second)) => Some("-1"),
        Some(Outcome::Draw) => Some("0"),
        None => None,
    };
    if let Some(result) = result {
        text.push_str(&format!("[result:{result}]\n"));
    }
    let attackers_first = if first == Side::Attackers { 'y' } else { 'n' };
    // OpenTafl fills in its defaults for the rules not named.
    text.push_str(&format!(
        "[rules:dim:11 name:Copenhagen atkf:{attackers_first} start:{position_record}]\n\n"
    ));
    let mut moves = Vec::new();
    line.visit(|state, &mv| {
        let position = state.position();
        let king = if position.king() == Some(mv.from) {
            "K"
        } else {
            ""
        };
        moves.push(format!("{king}{}", notation::format_move(position, mv)));
    });
    for (turn, pair) in moves.chunks(2).enumerate() {
        text.push_str(&format!("{}. {}\n", turn + 1, pair.join(" ")));
    }
    text
}
