//! Why pasted or opened text could not be read as a game, in the reader's words.

use boardgame::GameKind;
use fluent_bundle::FluentValue;
use games::formats::{Format, FormatError, MoveProblem, PositionProblem};

use crate::i18n::{t, t_args};

/// Why pasted or opened text could not be read, in the reader's words: what was wrong, and where.
pub(super) fn format_problem(game: GameKind, error: &FormatError) -> String {
    let at_move = |key: &str, number: usize, text: &str| {
        t_args(
            key,
            &[
                ("ply", (number as i64).into()),
                ("action", clip(text).into()),
            ],
        )
    };
    match error {
        FormatError::Empty => t("play-import-empty"),
        FormatError::Unrecognised => {
            let formats: Vec<String> = Format::for_game(game)
                .into_iter()
                .map(|format| t(&format!("format-{}", format.name())))
                .collect();
            t_args(
                "play-import-unrecognised",
                &[
                    ("game", t(&format!("game-{}", game.name())).into()),
                    ("formats", formats.join(", ").into()),
                ],
            )
        }
        FormatError::WrongGame { found } => t_args(
            "play-import-other-game",
            &[("game", t(&format!("game-{}", found.name())).into())],
        ),
        FormatError::Character {
            line,
            column,
            found,
        } => t_args(
            "play-import-character",
            &[
                ("line", (*line as i64).into()),
                ("column", (*column as i64).into()),
                ("found", found.to_string().into()),
            ],
        ),
        FormatError::Incomplete => t("play-import-incomplete"),
        FormatError::Position { text, problem } => format!(
            "{} {}",
            t_args("play-import-bad-start", &[("position", clip(text).into())]),
            position_problem(problem)
        ),
        FormatError::Move {
            number,
            text,
            reason,
        } => {
            let key = match reason {
                MoveProblem::NotUnderstood => "play-import-move-unread",
                MoveProblem::Illegal => "play-import-illegal",
                MoveProblem::Ambiguous => "play-import-move-ambiguous",
                MoveProblem::AfterEnd => "play-import-move-after-end",
            };
            at_move(key, *number, text)
        }
        FormatError::SeveralGames { count } => t_args(
            "play-import-several-games",
            &[("count", (*count as i64).into())],
        ),
    }
}

/// What is wrong with a position that cannot be set up, in the reader's words.
fn position_problem(problem: &PositionProblem) -> String {
    let number = |n: usize| FluentValue::from(n as i64);
    let text = |s: &str| FluentValue::from(s.to_owned());
    let letter = |c: char| FluentValue::from(c.to_string());
    let (key, args): (&str, Vec<(&str, FluentValue<'static>)>) = match problem {
        PositionProblem::Fields => ("position-problem-fields", vec![]),
        PositionProblem::RankCount { found, expected } => (
            "position-problem-rank-count",
            vec![("found", number(*found)), ("expected", number(*expected))],
        ),
        PositionProblem::RankLength {
            rank,
            squares,
            expected,
        } => (
            "position-problem-rank-length",
            vec![
                ("rank", number(*rank)),
                ("squares", number(*squares)),
                ("expected", number(*expected)),
            ],
        ),
        PositionProblem::Piece(c) => ("position-problem-piece", vec![("piece", letter(*c))]),
        PositionProblem::Side(found) => ("position-problem-side", vec![("found", text(found))]),
        PositionProblem::Counter(found) => {
            ("position-problem-counter", vec![("found", text(found))])
        }
        PositionProblem::Field(found) => ("position-problem-field", vec![("found", text(found))]),
        PositionProblem::Kings(count) => {
            ("position-problem-kings", vec![("count", number(*count))])
        }
        PositionProblem::Generals(count) => {
            ("position-problem-generals", vec![("count", number(*count))])
        }
        PositionProblem::TooMany { piece, max } => (
            "position-problem-too-many",
            vec![("piece", letter(*piece)), ("max", number(*max))],
        ),
        PositionProblem::Square { piece, square } => (
            "position-problem-square",
            vec![("piece", letter(*piece)), ("square", text(square))],
        ),
        PositionProblem::InCheck => ("position-problem-in-check", vec![]),
        PositionProblem::Captured => ("position-problem-captured", vec![]),
        PositionProblem::Colours => ("position-problem-colours", vec![]),
        PositionProblem::BoardSize(size) => {
            ("position-problem-board-size", vec![("size", text(size))])
        }
        PositionProblem::Id => ("position-problem-id", vec![]),
        PositionProblem::Checkers(count) => {
            ("position-problem-checkers", vec![("count", number(*count))])
        }
        PositionProblem::SharedPoint(point) => (
            "position-problem-shared-point",
            vec![("point", number(*point))],
        ),
        PositionProblem::MatchState => ("position-problem-match-state", vec![]),
    };
    t_args(key, &args)
}

/// A long pasted position or action, shown by its start only.
fn clip(text: &str) -> String {
    let mut clipped: String = text.chars().take(24).collect();
    if clipped.len() < text.len() {
        clipped.push('…');
    }
    clipped
}
