//! `/leaderboard`: the best players by ranking points (each name leads to the player's profile, `/@/:name`).

use boardgame::{GameKind, Level};
use leptos::prelude::*;
use leptos_router::components::A;
use protocol::leaderboard::{Board, BoardQuery, ByLevel};

use crate::api;
use crate::i18n::{number, t};

/// Easy / Normal / Expert, as the reader writes numbers.
fn per_level(counts: &ByLevel) -> String {
    format!(
        "{} / {} / {}",
        number(counts.easy),
        number(counts.normal),
        number(counts.expert)
    )
}

/// A level's name, or a dash for none.
fn level_name(level: Option<Level>) -> String {
    level.map_or_else(
        || "—".to_owned(),
        |level| t(&format!("level-{}", level.name())),
    )
}

/// The key under which a game page finds a record to open as a replay.
pub fn replay_key(game: GameKind) -> String {
    format!("tabula.replay.{}", game.name())
}

/// The leaderboard page.
#[component]
pub fn LeaderboardPage() -> impl IntoView {
    let game = RwSignal::new("all".to_owned());
    let period = RwSignal::new("all".to_owned());
    let board = LocalResource::new(move || {
        let query = BoardQuery {
            game: Some(game.get()),
            period: Some(period.get()),
            limit: Some(50),
        };
        let url = api::with_query("/api/leaderboard", &query);
        async move { api::get::<Board>(&url).await }
    });
    let games = std::iter::once(("all".to_owned(), t("leaderboard-all-games")))
        .chain(GameKind::ALL.iter().map(|g| (g.name().to_owned(), t(&format!("game-{}", g.name())))))
        .map(|(value, label)| view! { <option value=value.clone() selected=value == "all">{label}</option> })
        .collect_view();
    let rows = move || {
        board.get().map(|answer| match answer {
            Ok(board) if board.entries.is_empty() => view! { <p class="empty">{t("leaderboard-empty")}</p> }.into_any(),
            Ok(board) => {
                let rows = board
                    .entries
                    .into_iter()
                    .map(|e| {
                        let name = e.username;
                        let href = super::profile_path(&name);
                        let shown = name.clone();
                        view! {
                            <tr class="entry" data-player=name>
                                <td>{e.rank}</td>
                                <td><A href=href>{shown.clone()}</A></td>
                                <td class="points">{number(e.points)}</td>
                                <td class="wins">{per_level(&e.wins)}</td>
                                <td class="losses">{per_level(&e.losses)}</td>
                                <td>{level_name(e.best_level)}</td>
                            </tr>
                        }
                    })
                    .collect_view();
                view! {
                    <table class="leaderboard">
                        <thead><tr>
                            <th>"#"</th><th>{t("leaderboard-player")}</th><th>{t("leaderboard-points")}</th>
                            <th>{t("leaderboard-wins")}</th><th>{t("leaderboard-losses")}</th>
                            <th>{t("leaderboard-best")}</th>
                        </tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                }
                .into_any()
            }
            Err(problem) => view! { <p class="problem" role="alert">{problem.text()}</p> }.into_any(),
        })
    };
    view! {
        <section class="leaderboard-page">
            <h1>{t("leaderboard-title")}</h1>
            <div class="filters">
                <label>{t("leaderboard-game")}
                    <select name="game" on:change=move |ev| game.set(event_target_value(&ev))>{games}</select>
                </label>
                <label>{t("leaderboard-period")}
                    <select name="period" on:change=move |ev| period.set(event_target_value(&ev))>
                        <option value="all" selected>{t("leaderboard-all-time")}</option>
                        <option value="month">{t("leaderboard-month")}</option>
                    </select>
                </label>
            </div>
            {rows}
        </section>
    }
}
