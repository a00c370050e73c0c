//! The API's OpenAPI description, served at `/api/openapi.json`.

use std::sync::Arc;

use axum::routing::get;
use axum::{Json, Router};
use protocol::ErrorBody;
use utoipa::openapi::path::Operation;
use utoipa::openapi::{Content, Ref, RefOr, ResponseBuilder};
use utoipa::{Modify, OpenApi};

use crate::{App, accounts, leaderboard, lobby, profiles, ranked, rooms};

#[derive(OpenApi)]
#[openapi(
    info(title = "Tabula API", description = "Accounts, ranked games against the computer (live games refereed by the server), leaderboards, online rooms, the lobby. \
        Errors are {\"error\": code, \"message\": text} with a 4xx status. State-changing requests must send \
        Content-Type: application/json from the same origin."),
    paths(
        accounts::signup, accounts::login, accounts::logout, accounts::me, accounts::set_locale, accounts::change_password,
        accounts::delete_account, ranked::start, ranked::tickets, ranked::results,
        leaderboard::leaderboard, leaderboard::rating_board, leaderboard::player, leaderboard::game,
        rooms::create, rooms::look, rooms::join, rooms::open_socket, profiles::games, profiles::ratings,
        lobby::list, lobby::create, lobby::cancel, lobby::join, lobby::quick, lobby::open_socket,
    ),
    components(schemas(ErrorBody, protocol::lobby::LobbyMessage, protocol::lobby::LobbyRequest)),
    modifiers(&Refusals),
    tags((name = "accounts"), (name = "ranked"), (name = "leaderboard"), (name = "rooms"), (name = "lobby"))
)]
struct ApiDoc;

/// The answers any endpoint may give besides its own: the parsers' and the guards' refusals, every one an
/// [`ErrorBody`].
struct Refusals;

impl Modify for Refusals {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let body = |description: &str| {
            RefOr::T(
                ResponseBuilder::new()
                    .description(description)
                    .content(
                        "application/json",
                        Content::new(Some(Ref::from_schema_name("ErrorBody"))),
                    )
                    .build(),
            )
        };
        let add = |operation: &mut Operation, changes: bool| {
            let responses = &mut operation.responses.responses;
            let mut refusal = |status: &str, description: &str| {
                responses
                    .entry(status.to_owned())
                    .or_insert_with(|| body(description));
            };
            refusal(
                "400",
                "malformed_json, invalid_query or invalid_path (and the endpoint's own codes)",
            );
            refusal("404", "not_found");
            refusal("405", "method_not_allowed");
            refusal("500", "internal");
            refusal("503", "unavailable");
            if changes {
                refusal("403", "cross_site");
                refusal("413", "too_large");
                refusal("415", "unsupported_media_type");
                refusal("422", "invalid_body");
            }
        };
        for item in openapi.paths.paths.values_mut() {
            for operation in [&mut item.get, &mut item.head].into_iter().flatten() {
                add(operation, false);
            }
            for operation in [
                &mut item.post,
                &mut item.put,
                &mut item.patch,
                &mut item.delete,
            ]
            .into_iter()
            .flatten()
            {
                add(operation, true);
            }
        }
    }
}

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new().route("/openapi.json", get(|| async { Json(ApiDoc::openapi()) }))
}
