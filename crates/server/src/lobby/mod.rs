//! The lobby, where strangers meet (see `protocol::lobby`): open games people offer ("seeks"), joining one, quick
//! pairing, and the lobby's socket.
//!
//! - [`store`]: the seeks' table and the numbered changes every instance follows.
//! - [`hub`]: the broadcast on this instance, the `LISTEN` that feeds it other instances' changes, pairing.
//! - [`socket`]: one WebSocket per viewer.
//!
//! Taking a seek deletes its row: of two joiners (on any instances) only one delete succeeds. The room is stored
//! next, both players seated, and only then is the seek's player told where it is, so the room always exists when
//! they arrive. Fair play: one open seek per person and game, [`MAX_SEEKS`] in all; nobody joins their own;
//! rated seeks are between accounts; offers, joins and quick pairings are rate-limited per account (or guest) and
//! per address.

mod hub;
mod socket;
mod store;

use std::sync::Arc;

use axum::extract::{Query, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json as JsonResponse, Router};
use protocol::ErrorCode;
use protocol::live::{ClockSetting, PlayerInfo, RoomOptions, SeatChoice};
use protocol::lobby::{
    MAX_SEEKS, NewSeek, QuickAnswer, Seek, SeekClock, SeekCreated, SeekJoined, SeekPlayer,
    SocketQuery,
};

pub(crate) use hub::Lobby;
pub(crate) use hub::start;

use crate::client::ClientIp;
use crate::json::{Json, Path};
use crate::live::store::Holder;
use crate::rooms::{Visitor, account_required, admit_socket, with_cookie};
use crate::session::{random_hex, token_hash};
use crate::{ApiError, ApiResult, App, csrf};

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/lobby/seeks", get(list).post(create))
        .route("/lobby/seeks/{id}", delete(cancel))
        .route("/lobby/seeks/{id}/join", post(join))
        .route("/lobby/quick", post(quick))
        .route("/lobby/socket", get(open_socket))
}

/// The owner key of a seat holder: `u:<id>` or `g:<token hash>`.
pub(crate) fn owner_of(holder: &Holder) -> String {
    match holder {
        Holder::User(id) => format!("u:{id}"),
        Holder::Guest(hash) => format!("g:{hash}"),
    }
}

/// Every owner key a visitor holds.
fn owners(visitor: &Visitor) -> Vec<String> {
    let mut owners = Vec::new();
    if let Some(user) = &visitor.user {
        owners.push(owner_of(&Holder::User(user.id)));
    }
    if let Some(token) = &visitor.guest {
        owners.push(owner_of(&Holder::Guest(token_hash(token))));
    }
    owners
}

/// How far apart two ratings may be for quick pairing after the longer wait of the two: ±100 at once, 50 more
/// each second, anyone after [`ANYONE_AFTER_MS`].
pub(crate) fn range(waited_ms: i64) -> i64 {
    if waited_ms >= ANYONE_AFTER_MS {
        return i64::MAX;
    }
    100 + 50 * waited_ms.max(0) / 1000
}

/// After this wait (ms) quick pairing takes anyone on the same terms.
pub(crate) const ANYONE_AFTER_MS: i64 = 20_000;

/// The rating quick pairing compares: a guest's counts as the start rating.
fn pairing_rating(seek: &Seek) -> i64 {
    seek.player
        .rating
        .unwrap_or(crate::ratings::START.rating.round() as i64)
}

fn check_clock(clock: Option<SeekClock>) -> ApiResult<()> {
    if let Some(clock) = clock
        && (!(1..=10_800).contains(&clock.initial_s) || clock.increment_s > 180)
    {
        return Err(ApiError::invalid(
            "a clock is 1 to 10,800 seconds with an increment of 0 to 180",
        ));
    }
    Ok(())
}

/// Counts one offer or join against the visitor's account (or guest token) and address: refused past either.
fn limit(app: &App, visitor: &Visitor, ip: Option<std::net::IpAddr>) -> ApiResult<()> {
    let rule = app.options.limits.lobby_per_minute;
    let now = app.now();
    let who = match (&visitor.user, &visitor.guest) {
        (Some(user), _) => Some(format!("lobby-user:{}", user.id)),
        (None, Some(token)) => Some(format!("lobby-guest:{}", token_hash(token))),
        (None, None) => None,
    };
    let keys: Vec<String> = who
        .into_iter()
        .chain(ip.map(|ip| format!("lobby-ip:{ip}")))
        .collect();
    for key in &keys {
        app.limiter
            .check(key, rule, now)
            .map_err(ApiError::rate_limited)?;
    }
    for key in &keys {
        app.limiter.record(key, rule, now);
    }
    Ok(())
}

fn refusal(code: ErrorCode, message: &str) -> ApiError {
    let status = match code {
        ErrorCode::NotFound => StatusCode::NOT_FOUND,
        _ => StatusCode::CONFLICT,
    };
    ApiError::new(status, code, message)
}

/// Someone about to offer or take a seek: how they are seated and shown, and their key.
struct Party {
    holder: Holder,
    player: PlayerInfo,
    owner: String,
}

impl Party {
    /// The player of an open seek.
    fn of(row: &store::SeekRow) -> Party {
        let holder = match (&row.user, &row.guest) {
            (Some(user), _) => Holder::User(*user),
            (None, guest) => Holder::Guest(guest.clone().unwrap_or_default()),
        };
        Party {
            holder,
            player: PlayerInfo {
                name: row.seek.player.name.clone(),
                account: row.user.is_some(),
                computer: None,
            },
            owner: row.owner.clone(),
        }
    }
}

/// Offers a seek for `party`; answers its id, or the refusal (too many, or one of that game already).
async fn offer(app: &App, party: &Party, body: &NewSeek, quick: bool) -> ApiResult<String> {
    if store::count(&app.db, &party.owner).await? >= MAX_SEEKS as i64 {
        return Err(refusal(
            ErrorCode::TooManySeeks,
            "you already offer three games: withdraw one first",
        ));
    }
    let (user, guest, rating) = match &party.holder {
        Holder::User(id) => (
            Some(*id),
            None,
            Some(store::rating(&app.db, *id, body.game).await?),
        ),
        Holder::Guest(hash) => (None, Some(hash.clone()), None),
    };
    let row = store::SeekRow {
        seek: Seek {
            id: random_hex(8),
            game: body.game,
            clock: body.clock,
            rated: body.rated,
            player: SeekPlayer {
                name: party.player.name.clone(),
                rating,
            },
        },
        owner: party.owner.clone(),
        user,
        guest,
        quick,
        created_ms: app.options.clock.now_ms(),
    };
    if !store::insert(&app.db, &row).await? {
        return Err(refusal(
            ErrorCode::SeekExists,
            "you already offer a game of this kind: one open seek per game",
        ));
    }
    app.lobby.changed(app).await;
    tracing::info!(seek = %row.seek.id, game = %body.game, "seek offered");
    Ok(row.seek.id)
}

/// Seats the players of `seeks` (one seek and its joiner, or two quick seeks) in a new room on the seeks' terms;
/// answers the room, or `None` when a seek was taken meanwhile.
async fn pair(
    app: &App,
    seeks: &[&store::SeekRow],
    joiner: Option<Party>,
) -> ApiResult<Option<String>> {
    let first = seeks[0];
    let mut parties: Vec<Party> = seeks.iter().map(|row| Party::of(row)).collect();
    parties.extend(joiner);
    let [a, b]: [Party; 2] = parties
        .try_into()
        .map_err(|_| ApiError::internal(&"a pairing is of two players"))?;
    let now = app.options.clock.now_ms();
    let ids: Vec<&str> = seeks.iter().map(|row| row.seek.id.as_str()).collect();
    if !store::claim(&app.db, &ids, &[a.owner.as_str(), b.owner.as_str()], now).await? {
        app.lobby.changed(app).await;
        return Ok(None);
    }
    let options = RoomOptions {
        seat: SeatChoice::Random,
        clock: first.seek.clock.map(|c| ClockSetting {
            initial_secs: c.initial_s,
            increment_secs: c.increment_s,
        }),
        rated: first.seek.rated,
    };
    let room = crate::live::create_paired(
        app,
        first.seek.game,
        options,
        [(a.holder, a.player), (b.holder, b.player)],
    )
    .await?;
    let told: Vec<(String, String)> = seeks
        .iter()
        .map(|row| (row.seek.id.clone(), row.owner.clone()))
        .collect();
    store::paired(&app.db, &told, &room, now).await?;
    app.lobby.changed(app).await;
    tracing::info!(%room, game = %first.seek.game, "lobby pairing");
    Ok(Some(room))
}

/// Pairs waiting quick seeks on the same terms whose ratings are near enough for the longer wait of the two.
pub(crate) async fn pair_waiting(app: &App) -> ApiResult<()> {
    let seeks: Vec<store::SeekRow> = store::all(&app.db)
        .await?
        .into_iter()
        .filter(|row| row.quick)
        .collect();
    let now = app.options.clock.now_ms();
    let mut used = vec![false; seeks.len()];
    for i in 0..seeks.len() {
        for j in i + 1..seeks.len() {
            let (a, b) = (&seeks[i], &seeks[j]);
            let same = a.seek.game == b.seek.game
                && a.seek.clock == b.seek.clock
                && a.seek.rated == b.seek.rated
                && a.owner != b.owner;
            // `a` is the older: the wait is its.
            if used[i] || used[j] || !same {
                continue;
            }
            let apart = (pairing_rating(&a.seek) - pairing_rating(&b.seek)).abs();
            if apart <= range(now - a.created_ms) {
                used[i] = true;
                used[j] = true;
                pair(app, &[a, b], None).await?;
            }
        }
    }
    Ok(())
}

/// Every open seek, oldest first.
#[utoipa::path(get, path = "/api/lobby/seeks", tag = "lobby",
    responses((status = 200, body = Vec<Seek>)))]
pub(crate) async fn list(State(app): State<Arc<App>>) -> ApiResult<JsonResponse<Vec<Seek>>> {
    let seeks = store::all(&app.db).await?;
    Ok(JsonResponse(
        seeks.into_iter().map(|row| row.seek).collect(),
    ))
}

/// Who is asking, checked for the terms: refused for a rated game without an account, and past the rate limit.
async fn party(
    app: &App,
    ip: Option<std::net::IpAddr>,
    headers: &HeaderMap,
    body: &NewSeek,
) -> ApiResult<(Party, Option<header::HeaderValue>)> {
    check_clock(body.clock)?;
    let mut visitor = Visitor::of(app, headers).await?;
    if body.rated && visitor.user.is_none() {
        return Err(account_required("offer"));
    }
    let player = visitor.player(body.name.as_deref())?;
    limit(app, &visitor, ip)?;
    let (holder, cookie) = visitor.seat_holder(app, headers);
    let owner = owner_of(&holder);
    Ok((
        Party {
            holder,
            player,
            owner,
        },
        cookie,
    ))
}

/// Offers a game: it appears in every viewer's lobby until it is taken, withdrawn, or its player leaves.
#[utoipa::path(post, path = "/api/lobby/seeks", request_body = NewSeek, tag = "lobby",
    responses((status = 201, body = SeekCreated, description = "Offered; a guest gets a `tabula_guest` cookie"),
              (status = 400, description = "invalid_input"),
              (status = 403, body = protocol::ErrorBody,
               description = "account_required: a rated game needs an account (or cross_site)"),
              (status = 409, body = protocol::ErrorBody,
               description = "seek_exists (one open seek per game) or too_many_seeks (three in all)"),
              (status = 429, body = protocol::ErrorBody, description = "rate_limited")))]
pub(crate) async fn create(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<NewSeek>,
) -> ApiResult<Response> {
    let (party, cookie) = party(&app, ip, &headers, &body).await?;
    let id = offer(&app, &party, &body, false).await?;
    Ok(with_cookie(StatusCode::CREATED, SeekCreated { id }, cookie))
}

/// Withdraws one's own seek.
#[utoipa::path(delete, path = "/api/lobby/seeks/{id}", tag = "lobby",
    params(("id" = String, Path, description = "The seek's id")),
    responses((status = 204, description = "Withdrawn"),
              (status = 404, body = protocol::ErrorBody, description = "not_found: no such seek of yours")))]
pub(crate) async fn cancel(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let visitor = Visitor::of(&app, &headers).await?;
    let now = app.options.clock.now_ms();
    if id.len() > 64 || !store::withdraw(&app.db, &id, &owners(&visitor), now).await? {
        return Err(ApiError::not_found("no such seek of yours"));
    }
    app.lobby.changed(&app).await;
    Ok(StatusCode::NO_CONTENT)
}

/// Takes someone's seek: both players are seated in a new room with the seek's terms; the answer is the joiner's
/// way there, and the seek's player is told over the lobby socket.
#[utoipa::path(post, path = "/api/lobby/seeks/{id}/join", tag = "lobby",
    params(("id" = String, Path, description = "The seek's id")),
    responses((status = 200, body = SeekJoined, description = "Seated; a guest gets a `tabula_guest` cookie"),
              (status = 403, body = protocol::ErrorBody,
               description = "account_required: a rated seek is between accounts (or cross_site)"),
              (status = 404, body = protocol::ErrorBody, description = "not_found: no such seek (or just taken)"),
              (status = 409, body = protocol::ErrorBody, description = "own_seek: it is your own"),
              (status = 429, body = protocol::ErrorBody, description = "rate_limited")))]
pub(crate) async fn join(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let gone = || ApiError::not_found("no such seek: it may have just been taken");
    let seek = match id.len() {
        1..=64 => store::get(&app.db, &id).await?.ok_or_else(gone)?,
        _ => return Err(gone()),
    };
    let mut visitor = Visitor::of(&app, &headers).await?;
    if owners(&visitor).contains(&seek.owner) {
        return Err(refusal(ErrorCode::OwnSeek, "this seek is your own"));
    }
    if seek.seek.rated && visitor.user.is_none() {
        return Err(account_required("join"));
    }
    let player = visitor.player(None)?;
    limit(&app, &visitor, ip)?;
    let (holder, cookie) = visitor.seat_holder(&app, &headers);
    let owner = owner_of(&holder);
    let joiner = Party {
        holder,
        player,
        owner,
    };
    let room = pair(&app, &[&seek], Some(joiner)).await?.ok_or_else(gone)?;
    let link = format!("/r/{room}");
    Ok(with_cookie(
        StatusCode::OK,
        SeekJoined { room, link },
        cookie,
    ))
}

/// Quick pairing: seats the asker with a waiting player on the same terms whose rating is near enough (the range
/// widens the longer they have waited), or offers a seek that waits for one.
#[utoipa::path(post, path = "/api/lobby/quick", request_body = NewSeek, tag = "lobby",
    responses((status = 200, body = QuickAnswer, description = "paired: the room"),
              (status = 201, body = QuickAnswer, description = "waiting: the seek offered"),
              (status = 400, description = "invalid_input"),
              (status = 403, body = protocol::ErrorBody, description = "account_required (or cross_site)"),
              (status = 409, body = protocol::ErrorBody, description = "seek_exists or too_many_seeks"),
              (status = 429, body = protocol::ErrorBody, description = "rate_limited")))]
pub(crate) async fn quick(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<NewSeek>,
) -> ApiResult<Response> {
    let (party, cookie) = party(&app, ip, &headers, &body).await?;
    let mine = match &party.holder {
        Holder::User(id) => store::rating(&app.db, *id, body.game).await?,
        Holder::Guest(_) => crate::ratings::START.rating.round() as i64,
    };
    let now = app.options.clock.now_ms();
    for waiting in store::matching(&app.db, body.game, body.clock, body.rated).await? {
        let near = (pairing_rating(&waiting.seek) - mine).abs() <= range(now - waiting.created_ms);
        if waiting.owner == party.owner || !near {
            continue;
        }
        let joiner = Party {
            holder: party.holder.clone(),
            player: party.player.clone(),
            owner: party.owner.clone(),
        };
        if let Some(room) = pair(&app, &[&waiting], Some(joiner)).await? {
            let link = format!("/r/{room}");
            return Ok(with_cookie(
                StatusCode::OK,
                QuickAnswer::Paired { room, link },
                cookie,
            ));
        }
    }
    let id = offer(&app, &party, &body, true).await?;
    Ok(with_cookie(
        StatusCode::CREATED,
        QuickAnswer::Waiting { id },
        cookie,
    ))
}

/// The lobby's WebSocket (see `protocol::lobby`). A visitor without an account or guest token is given a token
/// here, so the seeks they offer next end when this socket closes.
#[utoipa::path(get, path = "/api/lobby/socket", tag = "lobby", params(SocketQuery),
    responses((status = 101, description = "Switching to the WebSocket protocol"),
              (status = 403, description = "cross_site"),
              (status = 429, description = "too_many_connections: this address holds its share of live sockets"),
              (status = 503, description = "unavailable: the instance holds all the live sockets it can")))]
pub(crate) async fn open_socket(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    query: Result<Query<SocketQuery>, axum::extract::rejection::QueryRejection>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> ApiResult<Response> {
    let Query(query) = query?;
    let upgrade = upgrade.map_err(|e| {
        ApiError::invalid(format!("this endpoint is a WebSocket: {}", e.body_text()))
    })?;
    csrf::same_site(&app, &headers)?;
    let mut visitor = Visitor::of(&app, &headers).await?;
    let (holder, cookie) = visitor.seat_holder(&app, &headers);
    let viewer = socket::Viewer {
        owners: owners(&visitor),
        main: owner_of(&holder),
    };
    let held = admit_socket(&app, ip)?;
    let protocol = query.protocol.unwrap_or(0);
    let mut response = upgrade
        .max_message_size(crate::live::socket::MAX_MESSAGE)
        .read_buffer_size(crate::live::socket::READ_BUFFER)
        .on_upgrade(move |ws| async move {
            socket::serve(app, viewer, protocol, ws).await;
            drop(held);
        })
        .into_response();
    if let Some(cookie) = cookie {
        response.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    Ok(response)
}

/// Ends every seek of the holder of a seat in a game that starts elsewhere (a room, a ranked game).
pub(crate) async fn started_elsewhere(app: &App, holder: &Holder) {
    let now = app.options.clock.now_ms();
    match store::withdraw_all(&app.db, &owner_of(holder), now).await {
        Ok(0) => {}
        Ok(_) => app.lobby.changed(app).await,
        Err(error) => tracing::warn!("lobby: withdrawing the seeks of a player in a game: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pairing_range_widens_with_the_wait_then_takes_anyone() {
        assert_eq!(range(0), 100);
        assert_eq!(range(1_000), 150);
        assert_eq!(range(10_000), 600);
        assert!(range(19_999) < 1100);
        assert_eq!(range(ANYONE_AFTER_MS), i64::MAX);
    }

    #[test]
    fn owners_are_told_apart_by_kind() {
        assert_eq!(owner_of(&Holder::User(7)), "u:7");
        assert_eq!(owner_of(&Holder::Guest("ab".into())), "g:ab");
    }
}
