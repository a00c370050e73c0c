//! `/@/:name`, a player's profile: ranking points, each game's rating with its history as an SVG chart (a point
//! per rated game), and the archive of finished games — rooms between people and ranked games against the
//! computer — newest first, a page at a time, each with its opponent, result, reason and rating change, a replay on
//! its game's board (step through the moves, export it in the game's formats there) and its record to download.
//! `/players/:name`, the old address, leads here.

use boardgame::GameKind;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::{A, Redirect};
use leptos_router::hooks::{use_navigate, use_params_map};
use protocol::leaderboard::{ByLevel, Profile};
use protocol::live::LiveKind;
use protocol::profile::{ArchivePage, ArchiveResult, ArchivedGame, RatingHistory, RatingPoint};

use super::replay_key;
use crate::api;
use crate::i18n::{number, t, t_args};
use crate::language::local_date;
use crate::storage;

/// The profile's address for `name`.
pub fn profile_path(name: &str) -> String {
    format!("/@/{name}")
}

/// The old address of a profile: leads to `/@/:name`.
#[component]
pub fn OldPlayerPage() -> impl IntoView {
    let name = use_params_map()
        .read_untracked()
        .get("name")
        .unwrap_or_default();
    view! { <Redirect path=profile_path(&name)/> }
}

/// Easy / Normal / Expert, as the reader writes numbers.
fn per_level(counts: &ByLevel) -> String {
    format!(
        "{} / {} / {}",
        number(counts.easy),
        number(counts.normal),
        number(counts.expert)
    )
}

/// A player's page.
#[component]
pub fn ProfilePage() -> impl IntoView {
    let params = use_params_map();
    let name = Memo::new(move |_| params.read().get("name").unwrap_or_default());
    let profile = LocalResource::new(move || {
        let name = name.get();
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
    let name = p.username.clone();
    let rated: Vec<(String, bool, f64)> = p
        .ratings
        .iter()
        .map(|(game, r)| (game.clone(), r.provisional, r.rating))
        .collect();
    let ratings = (!rated.is_empty()).then(|| {
        let charts = rated
            .into_iter()
            .filter_map(|(game, provisional, rating)| {
                let kind: GameKind = game.parse().ok()?;
                let mark = if provisional { "?" } else { "" };
                Some(view! {
                    <li class="rating-game" data-game=game.clone()>
                        <span class="rating-name">{t(&format!("game-{game}"))}</span> " "
                        <b class="rating">{format!("{}{mark}", number(rating.round() as i64))}</b>
                        {chart(name.clone(), kind)}
                    </li>
                })
            })
            .collect_view();
        view! {
            <section class="ratings">
                <h2>{t("profile-ratings")}</h2>
                <ul class="rating-charts">{charts}</ul>
            </section>
        }
    });
    view! {
        <section class="profile">
            <h1>{name.clone()}</h1>
            <p class="totals">{t("leaderboard-points")} ": " <b class="points">{number(p.points)}</b> " · "
                {t("leaderboard-wins")} ": " <span class="wins">{per_level(&p.wins)}</span> " · "
                {t("leaderboard-losses")} ": " <span class="losses">{per_level(&p.losses)}</span></p>
            {ratings}
            {archive(name)}
        </section>
    }
}

/// The chart's size in SVG units.
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;
const PAD: f64 = 8.0;

/// Where each rating point goes on the chart: evenly spaced, oldest on the left, the range padded.
fn chart_points(points: &[RatingPoint]) -> Vec<(f64, f64)> {
    let (low, high) = points.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (
            lo.min(p.rating).min(p.before),
            hi.max(p.rating).max(p.before),
        )
    });
    let span = (high - low).max(50.0);
    let mid = f64::midpoint(low, high);
    let step = if points.len() > 1 {
        (WIDTH - 2.0 * PAD) / (points.len() - 1) as f64
    } else {
        0.0
    };
    points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = if points.len() > 1 {
                PAD + step * i as f64
            } else {
                WIDTH / 2.0
            };
            let y = HEIGHT / 2.0 - (p.rating - mid) / span * (HEIGHT - 2.0 * PAD);
            (x, y)
        })
        .collect()
}

/// A game's rating history as an SVG chart: a line through a point per rated game.
fn chart(name: String, game: GameKind) -> impl IntoView {
    let history = LocalResource::new(move || {
        let url = format!("/api/players/{name}/ratings/{}", game.name());
        async move { api::get::<RatingHistory>(&url).await }
    });
    move || {
        let history = history.get()?.ok()?;
        let at = chart_points(&history.points);
        let line = at
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect::<Vec<_>>()
            .join(" ");
        let dots = history
            .points
            .iter()
            .zip(&at)
            .map(|(point, (x, y))| {
                let label = format!("{} — {}", local_date(point.at), number(point.rating.round() as i64));
                view! {
                    <circle class="rating-point" cx=format!("{x:.1}") cy=format!("{y:.1}") r="3" data-room=point.room.clone()>
                        <title>{label}</title>
                    </circle>
                }
            })
            .collect_view();
        let label = t_args(
            "profile-chart",
            &[("game", t(&format!("game-{}", game.name())).into())],
        );
        Some(view! {
            <svg class="rating-chart" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=label>
                <polyline class="rating-line" points=line fill="none" stroke="currentColor"/>
                {dots}
            </svg>
        })
    }
}

/// The archive: a page of games at a time, newest first, "older games" for the next.
fn archive(name: String) -> impl IntoView {
    let games = RwSignal::new(Vec::<ArchivedGame>::new());
    let next = RwSignal::new(None::<String>);
    let loaded = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let load = move |before: Option<String>| {
        let name = name.clone();
        spawn_local(async move {
            let mut url = format!("/api/players/{name}/games?limit=20");
            if let Some(before) = before {
                url.push_str(&format!("&before={before}"));
            }
            match api::get::<ArchivePage>(&url).await {
                Ok(page) => {
                    games.update(|g| g.extend(page.games));
                    next.set(page.next);
                }
                Err(p) => problem.set(Some(p.text())),
            }
            loaded.set(true);
        });
    };
    load(None);
    let more = {
        let load = load.clone();
        move |_| load(next.get_untracked())
    };
    view! {
        <section class="archive">
            <h2>{t("profile-archive")}</h2>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
            {move || (loaded.get() && games.with(Vec::is_empty)).then(|| view! { <p class="empty">{t("profile-none")}</p> })}
            <ol class="archived-games">
                <For each=move || games.get() key=|g| g.key.clone() children=archived/>
            </ol>
            {move || next.get().is_some().then(|| view! {
                <button class="older-games" on:click=more.clone()>{t("profile-more")}</button>
            })}
        </section>
    }
}

/// One finished game of the archive.
fn archived(game: ArchivedGame) -> impl IntoView {
    let navigate = use_navigate();
    let record = game.record.clone();
    let replay = move |_| {
        let json = serde_json::to_string(&record).expect("records serialise");
        storage::save(&replay_key(record.game), &json);
        navigate(&format!("/{}", record.game.name()), Default::default());
    };
    let json = serde_json::to_string_pretty(&game.record).expect("records serialise");
    let filename = format!("tabula-{}-{}.json", game.game.name(), game.key);
    let download = move |_| crate::play::record::download(&filename, &json);
    let (result, result_key) = match game.result {
        ArchiveResult::Win => ("win", "profile-result-win"),
        ArchiveResult::Loss => ("loss", "profile-result-loss"),
        ArchiveResult::Draw => ("draw", "profile-result-draw"),
        ArchiveResult::Aborted => ("aborted", "profile-result-aborted"),
    };
    let reason_key = match game.reason.as_str() {
        "rules" => "profile-reason-rules",
        "resigned" => "profile-reason-resigned",
        "draw_agreed" => "profile-reason-draw_agreed",
        "timeout" => "profile-reason-timeout",
        "abandoned" => "profile-reason-abandoned",
        "forfeited" => "profile-reason-forfeited",
        _ => "profile-reason-aborted",
    };
    let opponent = match game.opponent.computer {
        Some(level) => t(&format!("level-{}", level.name())),
        None if game.opponent.account => game.opponent.name.clone(),
        None => format!("{} ({})", game.opponent.name, t("profile-guest")),
    };
    let opponent = if game.opponent.account {
        let href = profile_path(&game.opponent.name);
        view! { <A href=href attr:class="opponent">{opponent}</A> }.into_any()
    } else {
        view! { <span class="opponent">{opponent}</span> }.into_any()
    };
    let change = game.rating.map(|r| {
        let delta = r.after - r.before;
        let sign = if delta < 0 { '\u{2212}' } else { '+' };
        let mark = if r.provisional { "?" } else { "" };
        format!("{}{mark} ({sign}{})", number(r.after), number(delta.abs()))
    });
    let kind = match (game.kind, game.rated) {
        (LiveKind::Ranked, _) => "profile-ranked",
        (LiveKind::Room, true) => "profile-rated",
        (LiveKind::Room, false) => "profile-casual",
    };
    let ranked = game.kind == LiveKind::Ranked;
    let room = game.room.clone();
    view! {
        <li class="archived-game" class:ranked-game=ranked data-result=result data-game=game.game.name()
            data-key=game.key.clone()>
            <span class="game">{t(&format!("game-{}", game.game.name()))}</span> " · "
            <span class="kind">{t(kind)}</span> " · "
            {t("profile-against")} " " {opponent} " · "
            <b class="result">{t(result_key)}</b> " "
            <span class="reason">{t(reason_key)}</span>
            {change.map(|c| view! { " · " <span class="rating-change">{c}</span> })}
            " · " {match game.points {
                // A ranked game: its date, points and length as the old list said them.
                Some(points) => view! { <span class="date">{t_args("profile-game", &[
                    ("date", local_date(game.finished_at).into()),
                    ("points", points.into()),
                    ("plies", (game.record.actions.len() as i64).into()),
                ])}</span> }.into_any(),
                None => view! { <span class="date">{local_date(game.finished_at)}</span> }.into_any(),
            }} " "
            <button class="replay-game" on:click=replay>{t("profile-replay")}</button>
            <button class="download-game" on:click=download>{t("profile-download")}</button>
            {room.map(|id| view! { <A href=format!("/r/{id}") attr:class="game-page">{t("profile-game-page")}</A> })}
        </li>
    }
}
