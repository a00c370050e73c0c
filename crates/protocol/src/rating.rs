//! Ratings for games between people: Glicko-2 per game, one rating period per rated room game (as lichess does).
//! A player's ratings are in their profile (`GET /api/players/{name}`, [`crate::leaderboard::Profile`]), what a
//! rated game did to both players in its room ([`crate::live::RoomInfo`]'s `ratings`), and the best players of a
//! game on `GET /api/leaderboard/ratings` ([`RatingBoard`]).

use boardgame::GameKind;
use serde::{Deserialize, Serialize};

/// A rating is provisional while its deviation is above this: the site shows it with a "?" (`1500?`).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Whether a rating with this deviation is still provisional.
#[must_use]
pub fn provisional(deviation: f64) -> bool {
    deviation > PROVISIONAL_DEVIATION
}

/// A player's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Rating {
    /// The Glicko-2 rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start; smaller is surer).
    pub deviation: f64,
    /// Its volatility (0.06 at the start).
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// Deviation above 110: shown as `1500?`.
    pub provisional: bool,
}

/// What a rated game did to one seat's rating, in whole points as shown (`+12`: `after - before`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingChange {
    /// The rating before the game, rounded.
    pub before: i64,
    /// The rating after it, rounded.
    pub after: i64,
    /// Whether the rating after it is still provisional.
    pub provisional: bool,
}

/// A game's rating leaderboard: players with a rated game in the last 30 days, highest rating first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingBoard {
    /// The game.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::schema::GameName))]
    pub game: GameKind,
    /// Highest rating first.
    pub entries: Vec<RatingEntry>,
}

/// One player's line on a rating leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingEntry {
    /// Place, from 1.
    pub rank: usize,
    /// The player.
    pub username: String,
    /// Their rating in the game.
    #[serde(flatten)]
    pub rating: Rating,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_is_provisional_while_its_deviation_is_above_110() {
        assert!(provisional(350.0));
        assert!(provisional(110.01));
        assert!(!provisional(110.0));
        assert!(!provisional(60.0));
    }
}
