//! How the OpenAPI description names the shared vocabulary (`boardgame`'s game kinds, levels and seats, which know
//! nothing of OpenAPI): the same lower-case names they are sent as, so a client generated from the description, or a
//! fuzzer reading it, knows every accepted value.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A game: `banqi`, `backgammon`, `xiangqi` or `hnefatafl`.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GameName {
    /// Banqi (Chinese dark chess).
    Banqi,
    /// Backgammon.
    Backgammon,
    /// Xiangqi (Chinese chess).
    Xiangqi,
    /// Hnefatafl (Copenhagen 11×11).
    Hnefatafl,
}

/// The computer's level: `easy`, `normal` or `expert`.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LevelName {
    /// Easy (+10 for a win).
    Easy,
    /// Normal (+30).
    Normal,
    /// Expert (+100).
    Expert,
}

/// A seat: `first` (moves first) or `second`.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SeatName {
    /// The seat that moves first.
    First,
    /// The other.
    Second,
}
