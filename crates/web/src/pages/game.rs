use leptos::prelude::*;
use leptos_router::components::A;

use super::{NotFound, game_from_route};
use crate::i18n::t;

/// `/<game>`: the game's page. The boards arrive game by game; until then it says so and links the rules.
#[component]
pub fn GamePage() -> impl IntoView {
    let game = game_from_route();
    move || match game.get() {
        None => NotFound().into_any(),
        Some(game) => {
            let name = game.name();
            view! {
                <section class="game-page" data-game=name>
                    <h1>{t(&format!("game-{name}"))}</h1>
                    <p class="soon">{t("game-board-soon")}</p>
                    <A href=format!("/{name}/rules")>{t("home-rules")}</A>
                </section>
            }
            .into_any()
        }
    }
}
