use leptos::prelude::*;
use leptos_router::components::A;

use super::{NotFound, game_from_route, playable};
use crate::i18n::t;

/// `/<game>`: the board (or a "coming soon" notice for games not yet in the browser).
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
                    {if playable(game) {
                        view! { <p class="board-soon">{t("game-board-soon")}</p> }.into_any()
                    } else {
                        view! { <p class="soon">{t("home-coming-soon")}</p> }.into_any()
                    }}
                    <A href=format!("/{name}/rules")>{t("home-rules")}</A>
                </section>
            }
            .into_any()
        }
    }
}
