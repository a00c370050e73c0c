//! GNU Backgammon's move notation: `24/18 13/11`, `bar/22`, `6/off`, `13/7*`, `6/4(2)`, `8/2*/1`, and `dance`.

use thiserror::Error;

use crate::position::BAR;
use crate::{Dice, Move, Play, Position, legal_plays};

/// The text of a play with no moves (the turn is lost).
pub const DANCE: &str = "dance";

/// Why a play's text is not a play, whatever the position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParsePlayError {
    /// Nothing was written.
    #[error("empty move text")]
    Empty,
    /// A point that is not `bar`, `off` or a number in range.
    #[error("{0:?} is not a point (expected 1-24, bar or off)")]
    BadPoint(String),
    /// A repeat count that is not `(n)` with n from 2 to 4.
    #[error("{0:?} is not a repeat count like (2)")]
    BadCount(String),
    /// A checker move needs at least a source and a destination.
    #[error("{0:?} is not a checker move like 13/7")]
    NoDestination(String),
    /// A checker moving backwards, off the bar to the bar, or the like.
    #[error("{0:?} does not move towards home")]
    Backwards(String),
}

/// Why a well-formed play cannot be played in a position with a roll.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalPlayError {
    /// There is no checker of the side to move on that point.
    #[error("no checker to move on {0}")]
    NoChecker(String),
    /// Well formed, but not one of the legal plays for this position and roll.
    #[error("{0:?} is not a legal play with this roll")]
    NotLegal(String),
}

/// Why a play's text could not be played in a position with a roll.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayTextError {
    /// The text is not a play.
    #[error(transparent)]
    Parse(#[from] ParsePlayError),
    /// The play breaks the rules here.
    #[error(transparent)]
    Illegal(#[from] IllegalPlayError),
}

/// A play as written, before it meets a position: its checker paths (every point a landing point), each with its
/// repeat count, or a dance. It becomes a [`Play`] through [`PlayText::to_play`], which checks it against a
/// position and a roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayText {
    /// The text as written (trimmed), for error messages.
    text: String,
    /// The paths, empty for a dance.
    paths: Vec<(Vec<usize>, usize)>,
}

impl std::str::FromStr for PlayText {
    type Err = ParsePlayError;

    fn from_str(text: &str) -> Result<PlayText, ParsePlayError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParsePlayError::Empty);
        }
        let paths = if text.eq_ignore_ascii_case(DANCE) {
            Vec::new()
        } else {
            text.split_whitespace()
                .map(parse_token)
                .collect::<Result<_, _>>()?
        };
        Ok(PlayText {
            text: text.to_owned(),
            paths,
        })
    }
}

impl PlayText {
    /// The legal play this text means in `position` with `dice`. Separate moves (`24/18 18/13`) and joined ones
    /// (`24/13`) are both accepted: the play is identified by the position it leads to.
    pub fn to_play(&self, position: &Position, dice: Dice) -> Result<Play, IllegalPlayError> {
        let legal = legal_plays(position, dice);
        let not_legal = || IllegalPlayError::NotLegal(self.text.clone());
        if self.paths.is_empty() {
            return legal.into_iter().find(Play::is_dance).ok_or_else(not_legal);
        }
        let mut after = *position;
        for (points, count) in &self.paths {
            for _ in 0..*count {
                for pair in points.windows(2) {
                    if after.mine(pair[0]) == 0 {
                        return Err(IllegalPlayError::NoChecker(point_name(pair[0] as u8)));
                    }
                    after.shift(pair[0], pair[1]);
                }
            }
        }
        legal
            .into_iter()
            .find(|play| !play.is_dance() && play.result() == after)
            .ok_or_else(not_legal)
    }
}

/// Writes `play` (legal in `position`) as GNU Backgammon prints it.
///
/// Moves are listed from the highest source down; one checker's consecutive moves are joined (`24/13`), keeping
/// an intermediate point only where an enemy blot stood (`8/2*/1`); identical paths are counted (`6/4(2)`,
/// `13/7*/1(2)`); `*` marks the first landing on each point where an enemy blot stood. A dance is `dance`.
#[must_use]
pub fn format_play(position: &Position, play: &Play) -> String {
    if play.is_dance() {
        return DANCE.to_owned();
    }
    let mut moves: Vec<Move> = play.moves().to_vec();
    moves.sort_by(|a, b| b.cmp(a));
    let mut hit = [false; 26];
    count_repeats(join_paths(position, &moves))
        .iter()
        .map(|(path, count)| format_path(position, path, *count, &mut hit))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Joins moves of one checker into paths of points; a point passed where no enemy checker stood is dropped.
fn join_paths(position: &Position, moves: &[Move]) -> Vec<Vec<u8>> {
    let mut used = vec![false; moves.len()];
    let mut paths = Vec::new();
    for i in 0..moves.len() {
        if used[i] {
            continue;
        }
        let mut path = vec![moves[i].from, moves[i].to];
        for j in i + 1..moves.len() {
            let end = *path.last().expect("paths have two points");
            if !used[j] && moves[j].from == end {
                used[j] = true;
                if position.theirs(usize::from(end)) == 0 {
                    path.pop();
                }
                path.push(moves[j].to);
            }
        }
        paths.push(path);
    }
    paths
}

/// Merges identical paths into one with a count, keeping first-seen order.
fn count_repeats(paths: Vec<Vec<u8>>) -> Vec<(Vec<u8>, usize)> {
    let mut counted: Vec<(Vec<u8>, usize)> = Vec::new();
    for path in paths {
        match counted.iter_mut().find(|(p, _)| *p == path) {
            Some((_, count)) => *count += 1,
            None => counted.push((path, 1)),
        }
    }
    counted
}

/// Writes one path; `hit` remembers the blots already marked, since only the first checker to land hits.
fn format_path(position: &Position, path: &[u8], count: usize, hit: &mut [bool; 26]) -> String {
    let mut text = point_name(path[0]);
    for &point in &path[1..] {
        let p = usize::from(point);
        text.push('/');
        text.push_str(&point_name(point));
        if p != 0 && position.theirs(p) > 0 && !hit[p] {
            hit[p] = true;
            text.push('*');
        }
    }
    if count > 1 {
        text.push_str(&format!("({count})"));
    }
    text
}

fn point_name(point: u8) -> String {
    match usize::from(point) {
        BAR => "bar".to_owned(),
        0 => "off".to_owned(),
        p => p.to_string(),
    }
}

/// Reads a play in GNU Backgammon notation ([`PlayText`]) and finds it among the legal plays of `position` with
/// `dice`. `*` marks are optional.
pub fn parse_play(position: &Position, dice: Dice, text: &str) -> Result<Play, PlayTextError> {
    Ok(text.parse::<PlayText>()?.to_play(position, dice)?)
}

/// Splits `13/7*/1(2)` into its points `[13, 7, 1]` and repeat count 2.
fn parse_token(token: &str) -> Result<(Vec<usize>, usize), ParsePlayError> {
    let (path, count) = match token.split_once('(') {
        Some((path, rest)) => {
            let count = rest
                .strip_suffix(')')
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|n| (2..=4).contains(n))
                .ok_or_else(|| ParsePlayError::BadCount(format!("({rest}")))?;
            (path, count)
        }
        None => (token, 1),
    };
    let points = path
        .split('/')
        .map(|p| parse_point(p.trim_end_matches('*')))
        .collect::<Result<Vec<_>, _>>()?;
    if points.len() < 2 {
        return Err(ParsePlayError::NoDestination(token.to_owned()));
    }
    if points.windows(2).any(|w| w[1] >= w[0]) || points[1..].contains(&BAR) {
        return Err(ParsePlayError::Backwards(token.to_owned()));
    }
    if points[..points.len() - 1].contains(&0) {
        return Err(ParsePlayError::Backwards(token.to_owned()));
    }
    Ok((points, count))
}

fn parse_point(text: &str) -> Result<usize, ParsePlayError> {
    if text.eq_ignore_ascii_case("bar") {
        return Ok(BAR);
    }
    if text.eq_ignore_ascii_case("off") {
        return Ok(0);
    }
    match text.parse::<usize>() {
        Ok(p @ 1..=25) => Ok(p),
        _ => Err(ParsePlayError::BadPoint(text.to_owned())),
    }
}
