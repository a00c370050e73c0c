//! Banqi: a position string or a view string, as the record panel writes them, read as a game starting there.

use banqi::{Banqi, ParsePositionError, Position, View};
use boardgame::{GameKind, GameRecord, GameRng};

use super::{ExportError, Format, FormatError, Formats, PositionProblem};

impl Formats for Banqi {
    /// Reads the first line: a whole position as it is, or a view with its face-down pieces dealt anew.
    fn import_text(text: &str) -> Result<GameRecord, FormatError> {
        let line = text
            .lines()
            .map(str::trim)
            .find(|line| !line.is_empty())
            .unwrap_or_default();
        if !line
            .split_whitespace()
            .next()
            .is_some_and(|board| board.contains('/'))
        {
            return Err(FormatError::Unrecognised);
        }
        let position = match (line.parse::<Position>(), line.parse::<View>()) {
            (Ok(position), _) => position,
            (Err(_), Ok(view)) => Position::deal(&view, &mut GameRng::from_seed(seed_of(line))),
            (Err(whole), Err(seen)) => {
                // The error of the reading the board fits: a view's when its ranks read as a view's.
                let shaped_as_view = !matches!(
                    seen,
                    ParsePositionError::FieldCount { .. }
                        | ParsePositionError::RankCount(_)
                        | ParsePositionError::RankLength { .. }
                        | ParsePositionError::BoardChar(_)
                );
                let error = if shaped_as_view { seen } else { whole };
                return Err(FormatError::Position {
                    text: line.to_owned(),
                    problem: PositionProblem::from(&error),
                });
            }
        };
        let end = super::end::<Banqi>(&position, None);
        Ok(super::record(
            GameKind::Banqi,
            Some(position.to_string()),
            Vec::new(),
            end,
        ))
    }

    fn export_text(_: &GameRecord, _: Format) -> Result<String, ExportError> {
        unreachable!("Banqi has no format but JSON")
    }

    fn position_problem(error: &banqi::NotationError) -> PositionProblem {
        match error {
            banqi::NotationError::Position(error) => error.into(),
            banqi::NotationError::Action(_) => PositionProblem::Fields,
        }
    }
}

/// The seed a pasted view is dealt from: FNV-1a of its text, so the same text deals the same layout.
fn seed_of(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}
