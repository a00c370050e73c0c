use boardgame::GameKind;
use leptos::prelude::*;
use leptos_router::components::A;

use super::legend::legend;
use super::{NotFound, game_from_route};
use crate::i18n::t;
use crate::lazy::{self, lazily};

/// `/<game>`: the game's table, or a note that its board is on its way.
#[component]
pub fn GamePage() -> impl IntoView {
    let game = game_from_route();
    move || match game.get() {
        None => NotFound().into_any(),
        Some(game) => {
            let name = game.name();
            let table = match game {
                GameKind::Xiangqi => lazily(lazy::xiangqi_table()),
                GameKind::Hnefatafl => lazily(lazy::hnefatafl_table()),
                GameKind::Backgammon => lazily(lazy::backgammon_table()),
                GameKind::Banqi => lazily(lazy::banqi_table()),
            };
            view! {
                <section class="game-page" data-game=name>
                    <header class="game-head">
                        <h1>{t(&format!("game-{name}"))}</h1>
                        <A href=format!("/{name}/rules")>{t("home-rules")}</A>
                        <A href="/play" attr:class="lobby-link">{t("game-lobby")}</A>
                    </header>
                    {table}
                    {legend(game).map(|legend| view! {
                        <details class="legend-box">
                            <summary>{t("legend-title")}</summary>
                            {legend}
                        </details>
                    })}
                </section>
            }
            .into_any()
        }
    }
}
