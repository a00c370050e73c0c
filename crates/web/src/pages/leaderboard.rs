//! `/leaderboard` and `/players/:name`: the best players by ranking points, and one player's ranked games, each of
//! which opens as a replay on its game's page.

use boardgame::{GameKind, Level};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use leptos_router::hooks::{use_navigate, use_params_map};
use protocol::leaderboard::{Board, ByLevel, GameDetail, Profile};

use crate::api;
use crate::i18n::{number, t, t_args};
use crate::language::local_date;
use crate::storage;

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
        let url = format!(
            "/api/leaderboard?game={}&period={}&limit=50",
            game.get(),
            period.get()
        );
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
                        let href = format!("/players/{name}");
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

/// A player's page: totals and ranked games.
#[component]
pub fn PlayerPage() -> impl IntoView {
    let params = use_params_map();
    let profile = LocalResource::new(move || {
        let name = params.read().get("name").unwrap_or_default();
        async move { api::get::<Profile>(&format!("/api/players/{name}")).await }
    });
    move || {
        profile.get().map(|answer| match answer {
            Ok(p) => profile_view(p).into_any(),
            Err(problem) => {
                view! { <p class="problem" role="alert">{problem.text()}</p> }.into_any()
            }
        })
    }
}

fn profile_view(p: Profile) -> impl IntoView {
    let navigate = use_navigate();
    let games = p
        .games
        .into_iter()
        .map(|g| {
            let navigate = navigate.clone();
            let open = move |_| {
                let navigate = navigate.clone();
                spawn_local(async move {
                    if let Ok(detail) = api::get::<GameDetail>(&format!("/api/games/{}", g.id)).await {
                        let game = detail.record.game;
                        let json =
                            serde_json::to_string(&detail.record).expect("records serialise");
                        storage::save(&replay_key(game), &json);
                        navigate(&format!("/{}", game.name()), Default::default());
                    }
                });
            };
            let result = g.result.name();
            view! {
                <li class="ranked-game" data-result=result>
                    {t(&format!("game-{}", g.game.name()))} " — " {t(&format!("level-{}", g.level.name()))} " · "
                    {t(&format!("result-{result}"))} " · "
                    {t_args("profile-game", &[
                        ("date", local_date(g.finished_at).into()),
                        ("points", g.points.into()),
                        ("plies", g.plies.into()),
                    ])} " "
                    <button class="replay-game" on:click=open>{t("profile-replay")}</button>
                </li>
            }
        })
        .collect_view();
    // Ratings in games between people: "1500?" while provisional.
    let ratings = (!p.ratings.is_empty()).then(|| {
        let each = p
            .ratings
            .iter()
            .map(|(game, r)| {
                let mark = if r.provisional { "?" } else { "" };
                format!(
                    "{} {}{mark}",
                    t(&format!("game-{game}")),
                    number(r.rating.round() as i64)
                )
            })
            .collect::<Vec<_>>()
            .join(" · ");
        view! { <p class="ratings">{t("profile-ratings")} ": " <span class="rating">{each}</span></p> }
    });
    view! {
        <section class="profile">
            <h1>{p.username}</h1>
            <p class="totals">{t("leaderboard-points")} ": " <b class="points">{number(p.points)}</b> " · "
                {t("leaderboard-wins")} ": " <span class="wins">{per_level(&p.wins)}</span> " · "
                {t("leaderboard-losses")} ": " <span class="losses">{per_level(&p.losses)}</span></p>
            {ratings}
            <ul class="ranked-games">{games}</ul>
        </section>
    }
}
