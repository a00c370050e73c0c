use boardgame::GameKind;
use leptos::prelude::*;
use leptos_router::components::A;

use crate::i18n::t;

/// The home page: the four games.
#[component]
pub fn Home() -> impl IntoView {
    view! {
        <section class="home">
            <h1>{t("home-title")}</h1>
            <p class="lead">{t("home-lead")}</p>
            <p class="home-lobby"><A href="/play">{t("home-lobby")}</A></p>
            <ul class="game-cards">
                {GameKind::ALL.into_iter().map(|game| view! { <GameCard game/> }).collect_view()}
            </ul>
        </section>
    }
}

#[component]
fn GameCard(game: GameKind) -> impl IntoView {
    let name = game.name();
    let title = t(&format!("game-{name}"));
    let blurb = t(&format!("game-{name}-blurb"));
    let rules = format!("/{name}/rules");
    view! {
        <li class="game-card" data-game=name>
            <h2>{title}</h2>
            <p>{blurb}</p>
            <A href=format!("/{name}") attr:class="play-link">{t("home-play")}</A>
            <A href=rules attr:class="rules-link">{t("home-rules")}</A>
        </li>
    }
}
