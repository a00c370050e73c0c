use leptos::prelude::*;
use leptos_router::components::A;

use super::legend::legend;
use super::{NotFound, game_from_route};
use crate::i18n::t;

/// How many numbered rule paragraphs (`<game>-rules-1`, `-2`, ...) each game's page has at most.
const MAX_PARAGRAPHS: usize = 40;

/// `/<game>/rules`: the rules in our own words, one catalogue message per paragraph.
#[component]
pub fn RulesPage() -> impl IntoView {
    // The English rules come with this page's part, not with the shell: added once, however often the page opens.
    static RULES_ADDED: std::sync::Once = std::sync::Once::new();
    RULES_ADDED.call_once(|| crate::i18n::add_english(crate::i18n::ENGLISH_RULES));
    let game = game_from_route();
    move || match game.get() {
        None => NotFound().into_any(),
        Some(game) => {
            let name = game.name();
            let paragraphs = (1..=MAX_PARAGRAPHS)
                .map(|i| format!("{name}-rules-{i}"))
                .map(|key| t(&key).ne(&key).then(|| t(&key)))
                .take_while(Option::is_some)
                .flatten()
                .map(|text| rule_block(&text))
                .collect_view();
            view! {
                <article class="rules" data-game=name>
                    <h1>{t(&format!("game-{name}"))} " — " {t("rules-title")}</h1>
                    {paragraphs}
                    {legend(game).map(|legend| view! {
                        <section class="legend-box">
                            <h2>{t("legend-title")}</h2>
                            {legend}
                        </section>
                    })}
                    <A href=format!("/{name}")>{t("rules-back")}</A>
                </article>
            }
            .into_any()
        }
    }
}

/// A paragraph whose text starts with `## ` is a heading.
fn rule_block(text: &str) -> AnyView {
    match text.strip_prefix("## ") {
        Some(heading) => view! { <h2>{heading.to_owned()}</h2> }.into_any(),
        None => view! { <p>{text.to_owned()}</p> }.into_any(),
    }
}
