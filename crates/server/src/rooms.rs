//! Online rooms over HTTP: create one, look at it, join it, and open its WebSocket. The game itself is
//! [`crate::live`]'s.
//!
//! Accounts are optional. A visitor without one is a guest: the first room they make or join gives their browser a
//! random token in a cookie (`tabula_guest`, `HttpOnly`, for `/api`: rooms and the lobby), and a room seats them by
//! its SHA-256 — so a reload, a second tab or a rematch finds them in their seat. One token serves every room of that
//! browser, which is what lets a rematch seat both players again without a new invitation.

use std::sync::Arc;

use axum::extract::{Query, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json as JsonResponse, Router};
use protocol::ErrorCode;
use protocol::live::{CreateRoom, JoinRoom, PlayerInfo, Role, RoomCreated, RoomInfo, SocketQuery};

use crate::client::ClientIp;
use crate::json::{Json, Path};
use crate::live::room::Room;
use crate::live::store::Holder;
use crate::live::{self, socket};
use crate::session::{self, User, random_hex, token_hash};
use crate::tally::{Full, Held};
use crate::{ApiError, ApiResult, App, csrf};

/// The guest token's cookie.
const GUEST: &str = "tabula_guest";
/// How long a guest token lasts (seconds).
const GUEST_SECS: i64 = 30 * 86_400;

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/rooms", post(create))
        .route("/rooms/{id}", get(look))
        .route("/rooms/{id}/join", post(join))
        .route("/rooms/{id}/socket", get(open_socket))
}

/// Who is asking: an account, a guest, or both (a guest who logged in keeps their guest seats).
pub(crate) struct Visitor {
    pub(crate) user: Option<User>,
    pub(crate) guest: Option<String>,
    /// Guest tokens of older cookies (path `/api/rooms`, before the lobby) that still hold seats.
    older: Vec<String>,
}

impl Visitor {
    pub(crate) async fn of(app: &App, headers: &HeaderMap) -> ApiResult<Visitor> {
        // A browser from before the lobby may send two tokens (paths `/api/rooms` and `/api`), the longer path first.
        let mut tokens = session::cookies(headers, GUEST)
            .into_iter()
            .filter(|token| token.len() == 64);
        Ok(Visitor {
            user: User::of(app, headers).await?,
            guest: tokens.next(),
            older: tokens.collect(),
        })
    }

    /// Every identity that may hold a seat.
    fn holders(&self) -> Vec<Holder> {
        let mut holders = Vec::new();
        if let Some(user) = &self.user {
            holders.push(Holder::User(user.id));
        }
        for token in self.guest.iter().chain(&self.older) {
            holders.push(Holder::Guest(token_hash(token)));
        }
        holders
    }

    /// The identity a new seat is taken as, minting a guest token (and the cookie that carries it) if needed.
    pub(crate) fn seat_holder(
        &mut self,
        app: &App,
        headers: &HeaderMap,
    ) -> (Holder, Option<header::HeaderValue>) {
        if let Some(user) = &self.user {
            return (Holder::User(user.id), None);
        }
        if let Some(token) = &self.guest {
            return (Holder::Guest(token_hash(token)), None);
        }
        let token = random_hex(32);
        let cookie = session::cookie_value(app, headers, GUEST, &token, "/api", GUEST_SECS);
        let holder = Holder::Guest(token_hash(&token));
        self.guest = Some(token);
        (holder, Some(cookie))
    }

    /// How this visitor is shown in a seat: their account's name, or the guest name they gave.
    pub(crate) fn player(&self, name: Option<&str>) -> ApiResult<PlayerInfo> {
        if let Some(user) = &self.user {
            return Ok(PlayerInfo {
                name: user.username.clone(),
                account: true,
                computer: None,
            });
        }
        Ok(PlayerInfo {
            name: guest_name(name)?,
            account: false,
            computer: None,
        })
    }

    fn role(&self, room: &Room) -> Role {
        room.seat_of(&self.holders())
            .map_or(Role::Spectator, |seat| Role::Player { seat })
    }
}

/// A guest's name: trimmed, 1 to 24 characters, no control characters; "Guest" when none is given.
fn guest_name(name: Option<&str>) -> ApiResult<String> {
    let name = name
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .unwrap_or("Guest");
    if name.chars().count() > 24 || name.chars().any(char::is_control) {
        return Err(ApiError::invalid(
            "a name is 1 to 24 characters, without control characters",
        ));
    }
    Ok(name.to_owned())
}

/// A guest's refusal to `act` (create or join) a rated room: rated games are between accounts.
pub(crate) fn account_required(act: &str) -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        ErrorCode::AccountRequired,
        format!("a rated game is between accounts: log in to {act} one"),
    )
}

/// A live game's refusal as an HTTP answer.
pub(crate) fn refused(refusal: live::Refusal) -> ApiError {
    let status = match refusal.code {
        ErrorCode::RoomExpired => StatusCode::GONE,
        ErrorCode::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        ErrorCode::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        ErrorCode::AccountRequired => StatusCode::FORBIDDEN,
        _ => StatusCode::CONFLICT,
    };
    ApiError::new(status, refusal.code, refusal.message)
}

async fn room(app: &Arc<App>, id: &str) -> ApiResult<Arc<Room>> {
    if id.len() > 64 {
        return Err(ApiError::not_found("no such room"));
    }
    app.live
        .open(app, id)
        .await?
        .ok_or_else(|| ApiError::not_found("no such room"))
}

pub(crate) fn with_cookie<T: serde::Serialize>(
    status: StatusCode,
    body: T,
    cookie: Option<header::HeaderValue>,
) -> Response {
    let mut response = (status, JsonResponse(body)).into_response();
    if let Some(cookie) = cookie {
        response.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    response
}

/// Creates a room and seats its creator; answers the invitation link.
#[utoipa::path(post, path = "/api/rooms", request_body = CreateRoom, tag = "rooms",
    responses((status = 201, body = RoomCreated, description = "Created; a guest gets a `tabula_guest` cookie"),
              (status = 400, description = "invalid_input"),
              (status = 403, body = protocol::ErrorBody,
               description = "account_required: a rated room needs an account (or cross_site)"),
              (status = 422, description = "invalid_body"),
              (status = 429, description = "rate_limited")))]
pub(crate) async fn create(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<CreateRoom>,
) -> ApiResult<Response> {
    if let Some(clock) = body.options.clock
        && (!(1..=10_800).contains(&clock.initial_secs) || clock.increment_secs > 180)
    {
        return Err(ApiError::invalid(
            "a clock is 1 to 10,800 seconds with an increment of 0 to 180",
        ));
    }
    let mut visitor = Visitor::of(&app, &headers).await?;
    if body.options.rated && visitor.user.is_none() {
        return Err(account_required("create"));
    }
    let player = visitor.player(body.name.as_deref())?;
    let key = match (&visitor.user, &ip, &visitor.guest) {
        (Some(user), _, _) => format!("rooms-user:{}", user.id),
        (None, Some(ip), _) => format!("rooms-ip:{ip}"),
        (None, None, Some(token)) => format!("rooms-guest:{}", token_hash(token)),
        (None, None, None) => "rooms-anonymous".to_owned(),
    };
    app.limiter
        .hit(&key, app.options.limits.rooms_per_hour, app.now())
        .map_err(ApiError::rate_limited)?;
    let (holder, cookie) = visitor.seat_holder(&app, &headers);
    let (id, seat) =
        live::create_room(&app, body.game, body.options, holder.clone(), player).await?;
    crate::lobby::started_elsewhere(&app, &holder).await;
    tracing::info!(room = %id, game = %body.game, "room created");
    let link = format!("/r/{id}");
    Ok(with_cookie(
        StatusCode::CREATED,
        RoomCreated { id, link, seat },
        cookie,
    ))
}

/// A room as the asker sees it: its game, options, players, status, and whether the asker plays or watches.
#[utoipa::path(get, path = "/api/rooms/{id}", tag = "rooms",
    params(("id" = String, Path, description = "The room's id")),
    responses((status = 200, body = RoomInfo), (status = 404, description = "not_found")))]
pub(crate) async fn look(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult<JsonResponse<RoomInfo>> {
    let room = room(&app, &id).await?;
    let visitor = Visitor::of(&app, &headers).await?;
    Ok(JsonResponse(room.info(&app, visitor.role(&room)).await))
}

/// Takes the free seat (the first to open the invitation plays; later visitors watch).
#[utoipa::path(post, path = "/api/rooms/{id}/join", request_body = JoinRoom, tag = "rooms",
    params(("id" = String, Path, description = "The room's id")),
    responses((status = 200, body = RoomInfo, description = "Seated, or a spectator when the seats are taken"),
              (status = 403, body = protocol::ErrorBody,
               description = "account_required: a guest cannot take a seat in a rated room (or cross_site)"),
              (status = 404, description = "not_found"), (status = 410, description = "room_expired")))]
pub(crate) async fn join(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Json(body): Json<JoinRoom>,
) -> ApiResult<Response> {
    let room = room(&app, &id).await?;
    let mut visitor = Visitor::of(&app, &headers).await?;
    if let Role::Player { .. } = visitor.role(&room) {
        let info = room.info(&app, visitor.role(&room)).await;
        return Ok(with_cookie(StatusCode::OK, info, None));
    }
    let player = visitor.player(body.name.as_deref())?;
    let (holder, cookie) = visitor.seat_holder(&app, &headers);
    let role = room
        .join(&app, holder.clone(), player)
        .await
        .map_err(refused)?;
    if role != Role::Spectator {
        crate::lobby::started_elsewhere(&app, &holder).await;
    }
    // A spectator gets no token: there is no seat to hold.
    let cookie = cookie.filter(|_| role != Role::Spectator);
    Ok(with_cookie(
        StatusCode::OK,
        room.info(&app, role).await,
        cookie,
    ))
}

/// The room's WebSocket (see `protocol::live`).
#[utoipa::path(get, path = "/api/rooms/{id}/socket", tag = "rooms", params(("id" = String, Path), SocketQuery),
    responses((status = 101, description = "Switching to the WebSocket protocol"),
              (status = 403, description = "cross_site"), (status = 404, description = "not_found"),
              (status = 429, description = "too_many_connections: this address holds its share of live sockets"),
              (status = 503, description = "unavailable: the instance holds all the live sockets it can")))]
pub(crate) async fn open_socket(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<String>,
    query: Result<Query<SocketQuery>, axum::extract::rejection::QueryRejection>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> ApiResult<Response> {
    let Query(query) = query?;
    let upgrade = upgrade.map_err(|e| {
        ApiError::invalid(format!("this endpoint is a WebSocket: {}", e.body_text()))
    })?;
    csrf::same_site(&app, &headers)?;
    let room = room(&app, &id).await?;
    let role = Visitor::of(&app, &headers).await?.role(&room);
    let held = admit_socket(&app, ip)?;
    Ok(upgrade
        .max_message_size(socket::MAX_MESSAGE)
        // Messages are small: the default 128 KiB read buffer per connection would be most of a room's memory.
        .read_buffer_size(socket::READ_BUFFER)
        .on_upgrade(move |ws| {
            let hello = socket::Hello {
                protocol: query.protocol.unwrap_or(0),
                ai: query.ai,
                since: query.since,
            };
            async move {
                socket::serve(app, room, role, hello, ws).await;
                drop(held);
            }
        }))
}

/// Counts one more live socket (a room's or the lobby's) from `ip`, or says why not.
pub(crate) fn admit_socket(app: &App, ip: Option<std::net::IpAddr>) -> ApiResult<Held> {
    let limits = &app.options.limits;
    app.sockets
        .admit(ip, limits.sockets_per_address, limits.sockets_total)
        .map_err(|full| match full {
            Full::Address => ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                ErrorCode::TooManyConnections,
                format!(
                    "this address has {} live connections open already: close one first",
                    limits.sockets_per_address
                ),
            ),
            Full::Total => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                ErrorCode::Unavailable,
                "the server holds all the live connections it can: try again in a moment",
            ),
        })
}
