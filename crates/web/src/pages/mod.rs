//! One module per page.

mod account;
mod game;
mod home;
mod leaderboard;
mod legend;
mod not_found;
mod profile;
mod rules;

pub use account::AccountPage;
pub use game::GamePage;
pub use home::Home;
pub use leaderboard::{LeaderboardPage, replay_key};
pub use not_found::NotFound;
pub use profile::{OldPlayerPage, ProfilePage, profile_path};
pub use rules::RulesPage;

use boardgame::GameKind;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

/// The game named by the route's `:game` segment, if it is one of ours.
fn game_from_route() -> Memo<Option<GameKind>> {
    let params = use_params_map();
    Memo::new(move |_| params.read().get("game").and_then(|g| g.parse().ok()))
}
