//! Jellyfish `.mat` match files, the text format GNU Backgammon's `import mat` reads and `export match mat`
//! writes: a `N point match` header, then each game as `Game N`, a line of names and scores, and numbered rows with
//! Black's turn (gnubg's player 0) on the left and White's on the right:
//!
//! ```text
//!  0 point match
//!
//!  Game 1
//!  Black : 0                      White : 0
//!   1)                             51: 13/8 24/23
//!   2) 33: 24/21 24/21 13/10 13/10 62: 24/22 22/16
//!                                   Wins 1 point
//! ```
//!
//! Columns are found as gnubg finds them: the right one starts two characters before a second `:` on the row, or,
//! without one, at the first double space after the fifteenth character.

use backgammon::{
    Action, Backgammon, Color, Dice, GameState, ParsePlayError, Phase, Play, PlayTextError,
    Position, parse_play,
};
use boardgame::{Game, GameKind, GameRecord, Outcome, RecordEnd, Turn};

use super::text::Word;
use super::{FormatError, MoveProblem};
use crate::Line;

/// Whether `text` has a `Game N` line, the start of a game in a `.mat` file.
pub(super) fn has_game_line(text: &str) -> bool {
    text.lines().any(is_game_line)
}

fn is_game_line(line: &str) -> bool {
    line.trim_start()
        .strip_prefix("Game ")
        .is_some_and(|n| n.trim().parse::<u32>().is_ok())
}

/// One column's entry of a row.
enum Entry<'a> {
    /// A roll and what was played with it (nothing for a dance, or a roll not yet played).
    Turn { dice: (u8, u8), moves: &'a str },
    /// The doubling cube, which Tabula does not play: skipped.
    Cube,
    /// The player refused a double: they resign.
    Drop,
    /// The player won.
    Wins,
}

fn entry(text: &str) -> Option<Entry<'_>> {
    let bytes = text.as_bytes();
    let die = |b: u8| (b'1'..=b'6').contains(&b).then(|| b - b'0');
    if let [a, b, b':', ..] = *bytes {
        return Some(Entry::Turn {
            dice: (die(a)?, die(b)?),
            moves: text[3..].trim(),
        });
    }
    let lower = text.to_ascii_lowercase();
    let starts = |words: &[&str]| words.iter().any(|w| lower.starts_with(w));
    if starts(&["double", "beaver", "raccoon", "take", "resign"]) {
        Some(Entry::Cube)
    } else if starts(&["drop", "pass"]) {
        Some(Entry::Drop)
    } else if starts(&["win"]) {
        Some(Entry::Wins)
    } else {
        None
    }
}

/// The left and right columns of a row, without its number.
fn columns(row: Word<'_>) -> [Option<Word<'_>>; 2] {
    let text = row.text;
    let colons: Vec<usize> = text.match_indices(':').map(|(i, _)| i).collect();
    let split = match colons[..] {
        [_, second, ..] if second > 3 => Some(second - 2),
        _ => text
            .get(15..)
            .and_then(|rest| rest.find("  "))
            .map(|i| 15 + i),
    }
    .filter(|&at| text.is_char_boundary(at));
    let (left, right) = match split {
        Some(at) => (row.first(at), Some(row.skip(at))),
        None => (row, None),
    };
    let left = match left.text.find(')') {
        Some(i) => left.skip(i + 1),
        None => left,
    };
    [left.trim(), right.and_then(Word::trim)]
}

/// Reads the one game of a `.mat` file.
pub(super) fn import(text: &str) -> Result<GameRecord, FormatError> {
    let lines = Word { text, offset: 0 }.lines();
    let games: Vec<usize> = (0..lines.len())
        .filter(|&i| is_game_line(lines[i].text))
        .collect();
    let first = match games[..] {
        [] => return Err(FormatError::Incomplete),
        [first] => first,
        _ => return Err(FormatError::SeveralGames { count: games.len() }),
    };
    // Rows keep their leading spaces: the columns are found by position.
    let mut rest = lines[first + 1..]
        .iter()
        .filter(|line| !line.text.trim().is_empty());
    // The names and scores.
    rest.next().ok_or(FormatError::Incomplete)?;
    let mut entries = Vec::new();
    for row in rest {
        for (color, column) in [Color::Black, Color::White].into_iter().zip(columns(*row)) {
            if let Some(column) = column {
                entries.push((color, column));
            }
        }
    }
    let mut line = Line::<Backgammon>::new(GameState::new());
    let mut actions = Vec::new();
    let mut claimed = None;
    let mut plays = 0;
    for (i, &(color, column)) in entries.iter().enumerate() {
        let problem = |reason| FormatError::Move {
            number: plays + 1,
            text: column.text.to_owned(),
            reason,
        };
        match entry(column.text).ok_or_else(|| problem(MoveProblem::NotUnderstood))? {
            Entry::Cube => {}
            Entry::Drop => claimed = Some(RecordEnd::Resigned { seat: color.seat() }),
            Entry::Wins => {
                claimed = claimed.or(Some(RecordEnd::Resigned {
                    seat: color.opponent().seat(),
                }));
            }
            Entry::Turn { dice, moves } => {
                if claimed.is_some() || Backgammon::turn(line.position()) == Turn::Over {
                    return Err(problem(MoveProblem::AfterEnd));
                }
                let roll = roll(line.position(), color, dice)
                    .ok_or_else(|| problem(MoveProblem::Illegal))?;
                actions.push(Backgammon::format_action(line.position(), &roll));
                line.play(roll);
                let last = !entries[i + 1..]
                    .iter()
                    .any(|(_, later)| matches!(entry(later.text), Some(Entry::Turn { .. })));
                if let Some(play) = play(line.position(), moves, last).map_err(problem)? {
                    let play = Action::Play(play);
                    actions.push(Backgammon::format_action(line.position(), &play));
                    line.play(play);
                    plays += 1;
                }
            }
        }
    }
    let end = super::end::<Backgammon>(line.position(), claimed);
    Ok(super::record(GameKind::Backgammon, None, actions, end))
}

/// The roll `color` made with `dice` (either order): the opening roll, whose higher die is the mover's, or a turn's.
fn roll(state: &GameState, color: Color, (a, b): (u8, u8)) -> Option<Action> {
    match state.phase() {
        Phase::Opening if a != b => {
            let (high, low) = (a.max(b), a.min(b));
            Some(match color {
                Color::White => Action::Opening {
                    white: high,
                    black: low,
                },
                Color::Black => Action::Opening {
                    white: low,
                    black: high,
                },
            })
        }
        Phase::Roll if color == state.on_roll() => Dice::new(a, b).ok().map(Action::Roll),
        _ => None,
    }
}

/// The play `moves` writes after a roll. Empty text is the only legal play, as gnubg reads it — except at the end of
/// the file, where it is a roll not yet played unless the roll can only dance.
fn play(state: &GameState, moves: &str, last: bool) -> Result<Option<Play>, MoveProblem> {
    let Phase::Move(dice) = state.phase() else {
        unreachable!("a roll was just played")
    };
    if moves.is_empty() {
        return match state.legal_plays()[..] {
            [only] if only.is_dance() || !last => Ok(Some(only)),
            _ if last => Ok(None),
            _ => Err(MoveProblem::Illegal),
        };
    }
    // The file numbers off as 0; gnubg's notation, which Tabula reads, says `off`.
    let gnubg: Vec<String> = moves
        .split_whitespace()
        .map(|token| {
            token
                .split('/')
                .map(|point| match point.trim_end_matches('*') {
                    "0" => "off",
                    _ => point,
                })
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    parse_play(&state.position(), dice, &gnubg.join(" "))
        .map(Some)
        .map_err(|e| match e {
            PlayTextError::Parse(ParsePlayError::Backwards(_)) | PlayTextError::Illegal(_) => {
                MoveProblem::Illegal
            }
            PlayTextError::Parse(_) => MoveProblem::NotUnderstood,
        })
}

/// The `.mat` file of a game from the standard start, as a money game.
pub(super) fn export(record: &GameRecord, line: &Line<Backgammon>) -> String {
    let mut rows: Vec<[String; 2]> = Vec::new();
    let mut dice = None;
    line.visit(|state, action| match *action {
        Action::Opening { white, black } => dice = Some((white.max(black), white.min(black))),
        Action::Roll(roll) => dice = Some((roll.high(), roll.low())),
        Action::Play(play) => {
            let (high, low) = dice.take().expect("a play follows a roll");
            let text = format!("{high}{low}: {}", moves(&state.position(), &play));
            enter(&mut rows, state.on_roll(), text.trim_end().to_owned());
        }
    });
    if let Some((high, low)) = dice {
        enter(
            &mut rows,
            line.position().on_roll(),
            format!("{high}{low}:"),
        );
    }
    let mut text = format!(
        " 0 point match\n\n Game 1\n {:<31}{}\n",
        "Black : 0", "White : 0"
    );
    for (n, [left, right]) in rows.iter().enumerate() {
        let gap = if left.len() >= 28 { " " } else { "" };
        let row = format!("{:>3}) {left:<28}{gap}{right}", n + 1);
        text.push_str(row.trim_end());
        text.push('\n');
    }
    let state = line.position();
    let won = match super::outcome::<Backgammon>(state, record) {
        Some(Outcome::Win(seat)) => Some((
            Color::from_seat(seat),
            state.outcome().map_or(1, |win| win.kind().multiplier()),
        )),
        _ => None,
    };
    if let Some((winner, points)) = won {
        let plural = if points == 1 { "" } else { "s" };
        let indent = if winner == Color::White { 34 } else { 6 };
        text.push_str(&format!("{:indent$}Wins {points} point{plural}\n", ""));
    }
    text
}

/// Puts `color`'s turn in the rows: Black's starts a row, White's ends it (or has a row of its own when White
/// moves first).
fn enter(rows: &mut Vec<[String; 2]>, color: Color, text: String) {
    let column = usize::from(color == Color::White);
    match rows.last_mut() {
        Some(row) if column == 1 && row[1].is_empty() => row[1] = text,
        _ => {
            let mut row = [String::new(), String::new()];
            row[column] = text;
            rows.push(row);
        }
    }
}

/// A play as `.mat` files write it: every die's move, from the mover's point numbers (25 the bar, 0 off), with `*`
/// on the first landing where an enemy blot stood.
fn moves(position: &Position, play: &Play) -> String {
    let mut hit = [false; 26];
    play.moves()
        .iter()
        .map(|m| {
            let to = usize::from(m.to);
            let hits = to != 0 && position.theirs(to) > 0 && !hit[to];
            hit[to] |= hits;
            format!("{}/{}{}", m.from, m.to, if hits { "*" } else { "" })
        })
        .collect::<Vec<_>>()
        .join(" ")
}
