//! Backgammon: GNU Backgammon's Position and Match IDs in their three shapes; `.mat` files are in [`super::mat`].

use backgammon::{Backgammon, GameState, NotationError, Phase};
use boardgame::{Game, GameKind, GameRecord};

use super::text::{self, Word};
use super::{ExportError, Format, FormatError, Formats, PositionProblem, mat};

impl Formats for Backgammon {
    /// Reads a `.mat` file, gnubg's display of the IDs, or one ID word.
    fn import_text(text: &str) -> Result<GameRecord, FormatError> {
        let lower = text.to_ascii_lowercase();
        if lower.contains("point match") || mat::has_game_line(text) {
            return mat::import(text);
        }
        let whole = Word { text, offset: 0 };
        if lower.contains("position id") {
            let position =
                labelled(whole, &lower, "position id").ok_or(FormatError::Unrecognised)?;
            return ids(text, position, labelled(whole, &lower, "match id"));
        }
        match whole.words()[..] {
            [word] => match word.text.split_once(':') {
                Some((position, _)) => ids(
                    text,
                    word.first(position.len()),
                    Some(word.skip(position.len() + 1)),
                ),
                None => ids(text, word, None),
            },
            _ => Err(FormatError::Unrecognised),
        }
    }

    /// Writes `record` (a Backgammon game) in `format`.
    fn export_text(record: &GameRecord, format: Format) -> Result<String, ExportError> {
        let line = crate::replay::<Backgammon>(record)?;
        Ok(match format {
            Format::GnubgId => Backgammon::format_position(line.position()),
            Format::Mat if record.start.is_some() => {
                return Err(ExportError::CustomStart { format });
            }
            Format::Mat => mat::export(record, &line),
            _ => unreachable!("only Backgammon formats reach here"),
        })
    }

    fn position_problem(error: &NotationError) -> PositionProblem {
        match error {
            NotationError::Position(error) => error.into(),
            NotationError::Play(_) | NotationError::Roll(_) | NotationError::Action(_) => {
                PositionProblem::Fields
            }
        }
    }
}

/// The word after `label` and a colon, as gnubg displays `Position ID: 4HPwATDgc/ABMA` (with `Match ID   :`).
fn labelled<'a>(whole: Word<'a>, lower: &str, label: &str) -> Option<Word<'a>> {
    let after = whole.skip(lower.find(label)? + label.len());
    let colon = after.text.trim_start();
    let value = colon.strip_prefix(':')?;
    after
        .skip(after.text.len() - value.len())
        .words()
        .first()
        .copied()
}

/// The position a Position ID (and Match ID) describe, as a record starting there.
fn ids(
    text: &str,
    position: Word<'_>,
    matched: Option<Word<'_>>,
) -> Result<GameRecord, FormatError> {
    for word in [Some(position), matched].into_iter().flatten() {
        if let Some((i, _)) = word
            .text
            .char_indices()
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '+' || c == '/'))
        {
            return Err(text::character(text, word.offset + i));
        }
    }
    let id = match matched {
        Some(matched) => format!("{}:{}", position.text, matched.text),
        None => position.text.to_owned(),
    };
    let state = GameState::from_gnubg_id(&id).map_err(|e| FormatError::Position {
        problem: PositionProblem::from(&e),
        text: id,
    })?;
    // The standard set-up waiting for a roll is the standard start however it was given (gnubg's own start ID,
    // `4HPwATDgc/ABMA`, names a side on roll; a game here begins with the opening roll): it can be written as a
    // `.mat` file like any game from the start.
    let standard = state.position() == GameState::new().position()
        && matches!(state.phase(), Phase::Opening | Phase::Roll);
    let start = (!standard).then(|| state.gnubg_id());
    let end = super::end::<Backgammon>(&state, None);
    Ok(super::record(GameKind::Backgammon, start, Vec::new(), end))
}
