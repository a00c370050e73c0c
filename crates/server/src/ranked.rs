//! Ranked games over HTTP: `POST /api/ranked/games` starts one against the computer (or answers the one the player
//! has in progress in that game); it is then a live game ([`crate::live`]) played over the room socket, where the
//! server deals, reveals each computer move's seed once everything before it is stored, checks each computer move
//! the device sends, and counts the result when the game ends. The ticket endpoints of the old app answer `410
//! update_required`, so a page still running it is told to reload.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json as JsonResponse, Router};
use protocol::ErrorCode;
use protocol::ranked::{NewRanked, RankedStarted};

use crate::json::Json;
use crate::session::User;
use crate::{ApiError, ApiResult, App, live, rooms};

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/ranked/games", post(start))
        .route("/ranked/tickets", post(tickets))
        .route("/ranked/results", post(results))
}

/// Starts a ranked game against the computer, or answers the one in progress in that game.
#[utoipa::path(post, path = "/api/ranked/games", request_body = NewRanked, tag = "ranked",
    responses((status = 201, body = RankedStarted, description = "A new game"),
              (status = 200, body = RankedStarted, description = "The game already in progress in that game"),
              (status = 401, description = "unauthorized"),
              (status = 409, description = "update_required: the device's AI is not the server's"),
              (status = 422, description = "invalid_body"),
              (status = 429, description = "rate_limited: the daily quota of ranked games")))]
pub(crate) async fn start(
    State(app): State<Arc<App>>,
    user: User,
    Json(body): Json<NewRanked>,
) -> ApiResult<Response> {
    let server = games::ai_version(body.game);
    if body.ai != server {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::UpdateRequired,
            format!(
                "this server's {} AI is version {server}, the app's is {:?}: reload the app",
                body.game, body.ai
            ),
        ));
    }
    let (id, resumed) = live::create_ranked(
        &app,
        (user.id, &user.username),
        body.game,
        body.level,
        body.side,
    )
    .await
    .map_err(rooms::refused)?;
    // A player at a ranked game is no longer waiting in the lobby.
    crate::lobby::started_elsewhere(&app, &live::store::Holder::User(user.id)).await;
    let status = if resumed {
        StatusCode::OK
    } else {
        StatusCode::CREATED
    };
    let link = format!("/r/{id}");
    Ok((status, JsonResponse(RankedStarted { id, link, resumed })).into_response())
}

/// The old app's tickets: ranked games are live now.
#[utoipa::path(post, path = "/api/ranked/tickets", tag = "ranked",
    responses((status = 410, description = "update_required: ranked games are live games now")))]
pub(crate) async fn tickets() -> ApiError {
    retired()
}

/// The old app's results: ranked games are live now.
#[utoipa::path(post, path = "/api/ranked/results", tag = "ranked",
    responses((status = 410, description = "update_required: ranked games are live games now")))]
pub(crate) async fn results() -> ApiError {
    retired()
}

fn retired() -> ApiError {
    ApiError::new(
        StatusCode::GONE,
        ErrorCode::UpdateRequired,
        "ranked games are played live with the server now: reload the app",
    )
}
