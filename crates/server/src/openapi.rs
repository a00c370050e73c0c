//! The API's OpenAPI description, served at `/api/openapi.json`.

use std::sync::Arc;

use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

use crate::{App, accounts, leaderboard, ranked};

#[derive(OpenApi)]
#[openapi(
    info(title = "Tabula API", description = "Accounts, ranked games verified by replay, leaderboards. \
        Errors are {\"error\": code, \"message\": text} with a 4xx status. State-changing requests must send \
        Content-Type: application/json from the same origin."),
    paths(
        accounts::signup, accounts::login, accounts::logout, accounts::me, accounts::set_locale, accounts::change_password,
        accounts::delete_account, ranked::create_ticket, ranked::submit, ranked::status,
        leaderboard::leaderboard, leaderboard::player, leaderboard::game,
    ),
    tags((name = "accounts"), (name = "ranked"), (name = "leaderboard"))
)]
struct ApiDoc;

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new().route("/openapi.json", get(|| async { Json(ApiDoc::openapi()) }))
}
