//! Live games on `/r/<id>`: an online room (the invitation, the waiting screen, and the game with a friend on another
//! device) or a ranked game against the computer, both refereed by the server. The board, the move list and the
//! panel are the game page's; the state comes from the game's WebSocket ([`connection`]) instead of this device,
//! and in a ranked game this device plays the computer's moves with the seeds the server reveals.

mod connection;
mod greetings;
mod table;

use boardgame::{GameKind, Level, Seat};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_params_map, use_query_map};
use protocol::ErrorCode;
use protocol::live::{CreateRoom, JoinRoom, Role, RoomCreated, RoomInfo, RoomOptions, RoomStatus};
use protocol::ranked::{NewRanked, RankedStarted};

use crate::api::{self, Problem};
use crate::i18n::t;

/// A live game a player starts from a game's page.
pub enum LiveStart {
    /// A room of the game, to play a friend.
    Room(GameKind, RoomOptions),
    /// A ranked game of the game against the computer at a level, in a seat.
    Ranked(GameKind, Level, Seat),
}

/// Starts `start` on the server: its page, or what to tell the person — when the server runs a newer build, the app
/// updates itself ([`crate::update::now`]) and says so. The page loads this through [`crate::lazy::start_live`].
pub async fn start(start: LiveStart) -> Result<String, String> {
    let started = match start {
        LiveStart::Room(game, options) => create(game, options).await,
        LiveStart::Ranked(game, level, side) => start_ranked(game, level, side).await,
    };
    started.map_err(|problem| match problem {
        Problem::Refused {
            error: ErrorCode::UpdateRequired,
            ..
        } if crate::update::now() => t("play-updating"),
        problem => problem.text(),
    })
}

/// Makes a room of `game` and answers its page.
async fn create(game: GameKind, options: RoomOptions) -> Result<String, Problem> {
    let created: RoomCreated = api::post(
        "/api/rooms",
        &CreateRoom {
            game,
            options,
            name: None,
        },
    )
    .await?;
    Ok(format!("/r/{}", created.id))
}

/// Starts a ranked game of `game` against `level` in seat `side` (or finds the one in progress); answers its page:
/// the game in progress says so (`?resumed`), since the terms asked for are not its own.
async fn start_ranked(game: GameKind, level: Level, side: Seat) -> Result<String, Problem> {
    let started: RankedStarted = api::post(
        "/api/ranked/games",
        &NewRanked {
            game,
            level,
            side,
            ai: games::ai_version(game).to_owned(),
        },
    )
    .await?;
    Ok(if started.resumed {
        format!("{}?resumed", started.link)
    } else {
        started.link
    })
}

/// Looks at room `id` and takes its free seat if there is one (the first to open an invitation plays).
async fn enter(id: String) -> Result<RoomInfo, Problem> {
    let info: RoomInfo = api::get(&format!("/api/rooms/{id}")).await?;
    if info.status == RoomStatus::Waiting && info.you == Role::Spectator {
        return api::post(&format!("/api/rooms/{id}/join"), &JoinRoom::default()).await;
    }
    Ok(info)
}

/// `/r/:id`: a room, or a clear page when it is gone.
#[component]
pub fn RoomPage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let query = use_query_map();
    let resumed = move || {
        query.read().get("resumed").is_some().then(|| {
            view! { <p class="status resumed" role="status">{t("ranked-resumed")}</p> }
        })
    };
    let entered = LocalResource::new(move || enter(id.get()));
    move || match entered.get() {
        None => view! { <p class="status">{t("room-loading")}</p> }.into_any(),
        Some(Err(Problem::Refused { status: 404, .. })) => gone("room-unknown").into_any(),
        Some(Err(Problem::Refused { status: 410, .. })) => gone("room-expired").into_any(),
        Some(Err(problem)) => {
            view! { <p class="problem" role="alert">{problem.text()}</p> }.into_any()
        }
        Some(Ok(info)) if info.status == RoomStatus::Expired => gone("room-expired").into_any(),
        Some(Ok(info)) => {
            let name = info.game.name();
            let board = games::with_game!(info.game, G => table::live::<G>(info).into_any());
            view! {
                <section class="game-page room-page" data-game=name>
                    <header class="game-head">
                        <h1>{t(&format!("game-{name}"))}</h1>
                        <A href=format!("/{name}/rules")>{t("home-rules")}</A>
                    </header>
                    {resumed}
                    {board}
                </section>
            }
            .into_any()
        }
    }
}

/// The page of a room that cannot be played: why, and the way back.
fn gone(key: &'static str) -> impl IntoView {
    view! {
        <section class="room-gone">
            <h1>{t(key)}</h1>
            <p>{t("room-gone-hint")}</p>
            <A href="/">{t("not-found-home")}</A>
        </section>
    }
}
