//! A resumable, append-only file of training records, written one whole game at a time — what the self-play
//! generators of the learned evaluations share.
//!
//! Beside `OUT` lies `OUT.progress`, one line: the run's settings (the options that must not change across a
//! resume), then `games=N bytes=M`. After each game the records are appended and synced, then the progress line is
//! replaced atomically (written aside and renamed), so whatever kills the run, reopening with the same settings
//! cuts `OUT` back to the last whole game and goes on from there. Other settings, or an `OUT` without its
//! progress file, are refused rather than overwritten.
//!
//! This is tooling (data for training), not play.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};

/// Why a data file could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum DataFileError {
    /// Reading or writing the file or its progress failed.
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: String,
        /// What the system said.
        source: io::Error,
    },
    /// The data file holds records but no progress file says how many are whole.
    #[error("{0} exists without {0}.progress: refusing to overwrite it")]
    NoProgress(String),
    /// The progress file lacks a field or holds a bad number.
    #[error("{path}: no valid {field}")]
    BadProgress {
        /// The progress file.
        path: String,
        /// The missing or bad field.
        field: &'static str,
    },
    /// The progress file was written by a run with other settings.
    #[error("{path} was written with other settings: {found}")]
    OtherSettings {
        /// The progress file.
        path: String,
        /// Its line.
        found: String,
    },
}

/// An open data file, positioned after its last whole game.
#[derive(Debug)]
pub struct DataFile {
    out: BufWriter<File>,
    path: String,
    settings: String,
    games: u64,
    bytes: u64,
}

impl DataFile {
    /// Opens `path` for a run with `settings` (`name=value` words), resuming after the last whole game of an
    /// earlier run with the same settings, or starting afresh if there is none.
    ///
    /// # Errors
    /// See [`DataFileError`].
    pub fn open(path: &str, settings: &str) -> Result<DataFile, DataFileError> {
        let io_error = |source| DataFileError::Io {
            path: path.to_string(),
            source,
        };
        let (games, bytes) = resume_point(path, settings)?;
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(io_error)?;
        file.set_len(bytes).map_err(io_error)?;
        Ok(DataFile {
            out: BufWriter::new(file),
            path: path.to_string(),
            settings: settings.to_string(),
            games,
            bytes,
        })
    }

    /// Whole games in the file.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Bytes of whole games in the file.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Appends one game's records (already encoded) and records the progress.
    ///
    /// # Errors
    /// If writing the file or its progress fails.
    pub fn append_game(&mut self, records: &[u8]) -> io::Result<()> {
        self.out.write_all(records)?;
        self.out.flush()?;
        self.out.get_ref().sync_data()?;
        self.games += 1;
        self.bytes += records.len() as u64;
        let progress = progress_path(&self.path);
        let tmp = format!("{progress}.tmp");
        fs::write(&tmp, progress_line(&self.settings, self.games, self.bytes))?;
        fs::rename(&tmp, &progress)
    }
}

fn progress_path(path: &str) -> String {
    format!("{path}.progress")
}

fn progress_line(settings: &str, games: u64, bytes: u64) -> String {
    format!("{settings} games={games} bytes={bytes}\n")
}

/// Games done and bytes written by an earlier run with the same settings, if any.
fn resume_point(path: &str, settings: &str) -> Result<(u64, u64), DataFileError> {
    let progress = progress_path(path);
    let Ok(text) = fs::read_to_string(&progress) else {
        if fs::metadata(path).is_ok_and(|m| m.len() > 0) {
            return Err(DataFileError::NoProgress(path.to_string()));
        }
        return Ok((0, 0));
    };
    let field = |field: &'static str| -> Result<u64, DataFileError> {
        let prefix = format!("{field}=");
        text.split_whitespace()
            .find_map(|w| w.strip_prefix(&prefix))
            .and_then(|v| v.parse().ok())
            .ok_or(DataFileError::BadProgress {
                path: progress.clone(),
                field,
            })
    };
    let (games, bytes) = (field("games")?, field("bytes")?);
    if text != progress_line(settings, games, bytes) {
        return Err(DataFileError::OtherSettings {
            path: progress,
            found: text.trim().to_string(),
        });
    }
    Ok((games, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> String {
        let dir = std::env::temp_dir().join(format!("datafile-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir.join("data.bin").to_string_lossy().into_owned()
    }

    #[test]
    fn a_resumed_run_goes_on_after_the_last_whole_game() {
        let path = scratch("resume");
        let mut file = DataFile::open(&path, "seed=1").unwrap();
        file.append_game(b"abc").unwrap();
        file.append_game(b"de").unwrap();
        drop(file);
        // A game cut off half-written: its bytes are in the file, the progress does not count them.
        OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap()
            .write_all(b"xyz")
            .unwrap();
        let mut file = DataFile::open(&path, "seed=1").unwrap();
        assert_eq!((file.games(), file.bytes()), (2, 5));
        file.append_game(b"f").unwrap();
        drop(file);
        assert_eq!(fs::read(&path).unwrap(), b"abcdef");
        assert_eq!(
            fs::read_to_string(format!("{path}.progress")).unwrap(),
            "seed=1 games=3 bytes=6\n"
        );
    }

    #[test]
    fn other_settings_or_a_file_without_progress_are_refused() {
        let path = scratch("refuse");
        DataFile::open(&path, "seed=1")
            .unwrap()
            .append_game(b"abc")
            .unwrap();
        assert!(matches!(
            DataFile::open(&path, "seed=2"),
            Err(DataFileError::OtherSettings { .. })
        ));
        fs::remove_file(format!("{path}.progress")).unwrap();
        assert!(matches!(
            DataFile::open(&path, "seed=1"),
            Err(DataFileError::NoProgress(_))
        ));
        assert_eq!(fs::read(&path).unwrap(), b"abc", "nothing was overwritten");
    }
}
