//! Ranked tickets and result submission. A ticket fixes a game's terms (game, level, side) and its seed before it
//! is played; a submitted record is stored as pending first, then verified by the [`crate::verifier`] pool.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json as JsonResponse, Router};
use boardgame::{GameKind, GameRecord, Level, Seat};
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use crate::json::{Json, Path};
use crate::session::{User, random_hex, random_u64};
use crate::state::SeedSource;
use crate::{ApiError, ApiResult, App};
use protocol::ErrorCode;

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/ranked/tickets", post(create_ticket))
        .route("/ranked/results", post(submit))
        .route("/ranked/results/{id}", get(status))
}

/// The terms of a ranked game to be played.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TicketRequest {
    /// `banqi`, `backgammon`, `xiangqi` or `hnefatafl`.
    #[schema(value_type = String, example = "xiangqi")]
    game: GameKind,
    /// The computer's level: `easy`, `normal` or `expert`.
    #[schema(value_type = String, example = "normal")]
    level: Level,
    /// The human's seat: `first` or `second`.
    #[schema(value_type = String, example = "first")]
    side: Seat,
}

/// A ticket: play the game from the standard start with this seed, then submit the record with the ticket's id.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Ticket {
    /// The ticket's id.
    ticket: String,
    /// The seed of every roll, hidden layout and computer move (below 2^53).
    seed: u64,
    /// When the ticket stops being accepted (unix seconds).
    expires: i64,
    /// The game.
    #[schema(value_type = String)]
    game: GameKind,
    /// The computer's level.
    #[schema(value_type = String)]
    level: Level,
    /// The human's seat.
    #[schema(value_type = String)]
    side: Seat,
}

/// A finished game to be verified.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Submission {
    /// The ticket the game was played under.
    ticket: String,
    /// The game record (see `boardgame::GameRecord`).
    #[schema(value_type = Object)]
    record: GameRecord,
}

/// Where to follow a submission.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Accepted {
    /// The submission's id.
    id: String,
    /// GET it for the verdict.
    status_url: String,
}

/// A submission's state.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Status {
    /// The submission's id.
    id: String,
    /// `pending`, `credited` or `rejected`.
    status: String,
    /// Points credited.
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<i64>,
    /// The credited game (`GET /api/games/{id}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    game_id: Option<i64>,
    /// Why it was rejected.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<Reason>,
}

/// Why a submission was rejected.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Reason {
    /// A stable code (`illegal_action`, `wrong_roll`, `wrong_computer_move`, `not_a_win`, `ticket_spent`, ...).
    code: String,
    /// The explanation, naming the first bad ply.
    message: String,
    /// The first bad ply (from 1), when one action is at fault.
    #[serde(skip_serializing_if = "Option::is_none")]
    ply: Option<i64>,
}

/// Issues a ranked ticket (logged in only; a few unused ones per game at most).
#[utoipa::path(post, path = "/api/ranked/tickets", request_body = TicketRequest, tag = "ranked",
    responses((status = 201, body = Ticket), (status = 401, description = "unauthorized"),
              (status = 409, description = "too_many_tickets"), (status = 422, description = "invalid_body")))]
pub(crate) async fn create_ticket(
    State(app): State<Arc<App>>,
    user: User,
    Json(body): Json<TicketRequest>,
) -> ApiResult<Response> {
    let now = app.now();
    let unused: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM tickets \
         WHERE user_id = $1 AND game = $2 AND spent_at IS NULL AND expires_at > $3",
    )
    .bind(user.id)
    .bind(body.game.name())
    .bind(now)
    .fetch_one(&app.db.pool)
    .await?
    .try_get("n")?;
    let today: i64 =
        sqlx::query("SELECT COUNT(*) AS n FROM tickets WHERE user_id = $1 AND created_at > $2")
            .bind(user.id)
            .bind(now - 86_400)
            .fetch_one(&app.db.pool)
            .await?
            .try_get("n")?;
    if today >= app.options.limits.tickets_per_day {
        return Err(ApiError::rate_limited(3600));
    }
    if unused >= app.options.limits.tickets_per_game {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::TooManyTickets,
            format!("you already hold {unused} unused {} tickets", body.game),
        ));
    }
    let seed = match &app.options.seeds {
        SeedSource::Random => random_u64() >> 11,
        SeedSource::Fixed(next) => next(),
    };
    let ticket = Ticket {
        ticket: random_hex(16),
        seed,
        expires: now + app.options.limits.ticket_secs,
        game: body.game,
        level: body.level,
        side: body.side,
    };
    sqlx::query(
        "INSERT INTO tickets (id, user_id, game, level, side, seed, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&ticket.ticket)
    .bind(user.id)
    .bind(ticket.game.name())
    .bind(ticket.level.name())
    .bind(ticket.side.name())
    .bind(ticket.seed as i64)
    .bind(now)
    .bind(ticket.expires)
    .execute(&app.db.pool)
    .await?;
    Ok((StatusCode::CREATED, JsonResponse(ticket)).into_response())
}

/// Submits a finished game for verification; answers at once with where to follow it.
#[utoipa::path(post, path = "/api/ranked/results", request_body = Submission, tag = "ranked",
    responses((status = 202, body = Accepted), (status = 401, description = "unauthorized"),
              (status = 404, description = "unknown_ticket (none, or someone else's)"),
              (status = 409, description = "ticket_spent"), (status = 410, description = "ticket_expired"),
              (status = 429, description = "too_many_pending")))]
pub(crate) async fn submit(
    State(app): State<Arc<App>>,
    user: User,
    Json(body): Json<Submission>,
) -> ApiResult<Response> {
    let now = app.now();
    let ticket = sqlx::query("SELECT user_id, expires_at, spent_at FROM tickets WHERE id = $1")
        .bind(&body.ticket)
        .fetch_optional(&app.db.pool)
        .await?;
    // Someone else's ticket answers exactly like a ticket that does not exist.
    let Some(ticket) = ticket.filter(|t| t.try_get::<i64, _>("user_id").ok() == Some(user.id))
    else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::UnknownTicket,
            "no such ticket of yours",
        ));
    };
    if ticket.try_get::<Option<i64>, _>("spent_at")?.is_some() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::TicketSpent,
            "this ticket has already paid for a game",
        ));
    }
    if ticket.try_get::<i64, _>("expires_at")? <= now {
        return Err(ApiError::new(
            StatusCode::GONE,
            ErrorCode::TicketExpired,
            "this ticket has expired",
        ));
    }
    let pending: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM submissions WHERE user_id = $1 AND status = 'pending'",
    )
    .bind(user.id)
    .fetch_one(&app.db.pool)
    .await?
    .try_get("n")?;
    if pending >= app.options.limits.pending_per_user {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::TooManyPending,
            "wait for your earlier results to be verified",
        ));
    }
    let id = random_hex(16);
    let record = serde_json::to_string(&body.record).map_err(|e| ApiError::internal(&e))?;
    sqlx::query(
        "INSERT INTO submissions (id, user_id, ticket, record, status, submitted_at) \
         VALUES ($1, $2, $3, $4, 'pending', $5)",
    )
    .bind(&id)
    .bind(user.id)
    .bind(&body.ticket)
    .bind(record)
    .bind(now)
    .execute(&app.db.pool)
    .await?;
    app.verifier.wake();
    tracing::info!(user = %user.username, submission = %id, plies = body.record.actions.len(), "result submitted");
    let status_url = format!("/api/ranked/results/{id}");
    Ok((
        StatusCode::ACCEPTED,
        [(header::LOCATION, status_url.clone())],
        JsonResponse(Accepted { id, status_url }),
    )
        .into_response())
}

/// A submission's verdict: pending, credited (with points) or rejected (with the reason).
#[utoipa::path(get, path = "/api/ranked/results/{id}", tag = "ranked",
    params(("id" = String, Path, description = "The submission's id")),
    responses((status = 200, body = Status), (status = 404, description = "not_found")))]
pub(crate) async fn status(
    State(app): State<Arc<App>>,
    user: User,
    Path(id): Path<String>,
) -> ApiResult<JsonResponse<Status>> {
    let row = sqlx::query(
        "SELECT s.status, s.points, s.reason_code, s.reason, s.reason_ply, g.id AS game_id \
         FROM submissions s LEFT JOIN ranked_games g ON g.submission = s.id \
         WHERE s.id = $1 AND s.user_id = $2",
    )
    .bind(&id)
    .bind(user.id)
    .fetch_optional(&app.db.pool)
    .await?
    .ok_or_else(|| ApiError::not_found("no such submission of yours"))?;
    let reason = match row.try_get::<Option<String>, _>("reason_code")? {
        Some(code) => Some(Reason {
            code,
            message: row
                .try_get::<Option<String>, _>("reason")?
                .unwrap_or_default(),
            ply: row.try_get("reason_ply")?,
        }),
        None => None,
    };
    Ok(JsonResponse(Status {
        id,
        status: row.try_get("status")?,
        points: row.try_get("points")?,
        game_id: row.try_get("game_id")?,
        reason,
    }))
}
