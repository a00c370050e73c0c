//! Leaderboards, player profiles and finished ranked games (public: no log-in needed). Boards rank by points (won
//! games only earn them) and show wins and losses per level; they read the totals [`crate::results`] keeps. Rating
//! boards rank the players of one game by their Glicko-2 rating ([`crate::ratings`]), profiles show each game's.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json as JsonResponse, Router};
use boardgame::{GameKind, Level};
use protocol::leaderboard::{
    Board, BoardQuery, ByLevel, Entry, GameDetail, GameSummary, Profile, RatingQuery,
};
use protocol::ranked::RankedResult;
use protocol::rating::{Rating, RatingBoard, RatingEntry, provisional};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::clock::month_start;
use crate::json::{Path, Query};
use crate::{ApiError, ApiResult, App};
use protocol::ErrorCode;

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/leaderboard", get(leaderboard))
        .route("/leaderboard/ratings", get(rating_board))
        .route("/players/{name}", get(player))
        .route("/games/{id}", get(game))
}

/// A player's sums over their rows of `ranked_totals t` (see [`crate::results`]).
const TOTALS: &str = "CAST(SUM(t.points) AS BIGINT) AS points, \
    CAST(SUM(CASE WHEN t.level_rank = 1 THEN t.wins ELSE 0 END) AS BIGINT) AS won_easy, \
    CAST(SUM(CASE WHEN t.level_rank = 2 THEN t.wins ELSE 0 END) AS BIGINT) AS won_normal, \
    CAST(SUM(CASE WHEN t.level_rank = 3 THEN t.wins ELSE 0 END) AS BIGINT) AS won_expert, \
    CAST(SUM(CASE WHEN t.level_rank = 1 THEN t.losses ELSE 0 END) AS BIGINT) AS lost_easy, \
    CAST(SUM(CASE WHEN t.level_rank = 2 THEN t.losses ELSE 0 END) AS BIGINT) AS lost_normal, \
    CAST(SUM(CASE WHEN t.level_rank = 3 THEN t.losses ELSE 0 END) AS BIGINT) AS lost_expert, \
    CAST(MAX(CASE WHEN t.wins > 0 THEN t.level_rank END) AS BIGINT) AS best";

/// The best players by ranking points, from the maintained totals; the answer is kept in memory until a count
/// changes (or the month does).
#[utoipa::path(get, path = "/api/leaderboard", params(BoardQuery), tag = "leaderboard",
    responses((status = 200, body = Board), (status = 400, description = "invalid_query")))]
pub(crate) async fn leaderboard(
    State(app): State<Arc<App>>,
    Query(query): Query<BoardQuery>,
) -> ApiResult<Response> {
    let game = query.game.unwrap_or_else(|| "all".into());
    if game != "all" && game.parse::<GameKind>().is_err() {
        return Err(ApiError::new(
            axum::http::StatusCode::BAD_REQUEST,
            ErrorCode::UnknownGame,
            format!("unknown game {game:?}: expected banqi, backgammon, xiangqi, hnefatafl or all"),
        ));
    }
    let game = game.to_lowercase();
    let period = query.period.unwrap_or_else(|| "all".into());
    let month = month_start(app.now());
    let since = match period.as_str() {
        "all" => i64::MIN,
        "month" => month,
        _ => return Err(ApiError::invalid("period is all or month")),
    };
    let limit = query.limit.unwrap_or(20);
    if !(1..=100).contains(&limit) {
        return Err(ApiError::invalid("limit is between 1 and 100"));
    }
    let key = format!("{game} {period} {limit}");
    if let Some(body) = app.boards.get(&key, month) {
        return Ok(json_bytes(body));
    }
    let rows = sqlx::query(&format!(
        "SELECT u.username, {TOTALS} FROM ranked_totals t JOIN users u ON u.id = t.user_id \
         WHERE ($1 = 'all' OR t.game = $1) AND t.month >= $2 \
         GROUP BY u.id, u.username HAVING SUM(t.points) > 0 ORDER BY points DESC, u.username LIMIT $3"
    ))
    .bind(&game)
    .bind(since)
    .bind(limit)
    .fetch_all(&app.db.pool)
    .await?;
    let mut entries = Vec::with_capacity(rows.len());
    for (index, row) in rows.iter().enumerate() {
        entries.push(Entry {
            rank: index + 1,
            username: row.try_get("username")?,
            points: row.try_get::<Option<i64>, _>("points")?.unwrap_or(0),
            wins: by_level(row, "won")?,
            losses: by_level(row, "lost")?,
            best_level: level(row.try_get::<Option<i64>, _>("best")?),
        });
    }
    let board = Board {
        game,
        period,
        entries,
    };
    let body = Bytes::from(serde_json::to_vec(&board).expect("boards serialise"));
    app.boards.put(key, month, body.clone());
    Ok(json_bytes(body))
}

/// A JSON answer already serialised.
fn json_bytes(body: Bytes) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// A player's totals, ranked history and ratings.
#[utoipa::path(get, path = "/api/players/{name}", tag = "leaderboard",
    params(("name" = String, Path, description = "The username (any case)")),
    responses((status = 200, body = Profile), (status = 404, description = "not_found")))]
pub(crate) async fn player(
    State(app): State<Arc<App>>,
    Path(name): Path<String>,
) -> ApiResult<JsonResponse<Profile>> {
    let user = sqlx::query("SELECT id, username FROM users WHERE username_key = $1")
        .bind(name.to_lowercase())
        .fetch_optional(&app.db.pool)
        .await?
        .ok_or_else(|| ApiError::not_found("no such player"))?;
    let id: i64 = user.try_get("id")?;
    let totals = sqlx::query(&format!(
        "SELECT {TOTALS} FROM ranked_totals t WHERE t.user_id = $1"
    ))
    .bind(id)
    .fetch_one(&app.db.pool)
    .await?;
    let games = sqlx::query(
        "SELECT id, game, level, side, result, points, plies, finished_at FROM ranked_games \
         WHERE user_id = $1 ORDER BY finished_at DESC, id DESC LIMIT 100",
    )
    .bind(id)
    .fetch_all(&app.db.pool)
    .await?
    .iter()
    .map(summary)
    .collect::<Result<Vec<_>, _>>()?;
    let ratings = sqlx::query(
        "SELECT game, rating, deviation, volatility, games FROM ratings WHERE user_id = $1 AND games > 0",
    )
    .bind(id)
    .fetch_all(&app.db.pool)
    .await?
    .iter()
    .map(|row| Ok((row.try_get::<String, _>("game")?, rating(row)?)))
    .collect::<Result<_, sqlx::Error>>()?;
    Ok(JsonResponse(Profile {
        username: user.try_get("username")?,
        points: totals.try_get::<Option<i64>, _>("points")?.unwrap_or(0),
        wins: by_level(&totals, "won")?,
        losses: by_level(&totals, "lost")?,
        best_level: level(totals.try_get::<Option<i64>, _>("best")?),
        games,
        ratings,
    }))
}

/// How long after their latest rated game a player stays on a rating board (seconds): 30 days.
const RATING_ACTIVE_SECS: i64 = 30 * 86_400;

/// The best-rated players of a game: those with a rated game in the last 30 days, highest rating first.
#[utoipa::path(get, path = "/api/leaderboard/ratings", params(RatingQuery), tag = "leaderboard",
    responses((status = 200, body = RatingBoard),
        (status = 400, body = protocol::ErrorBody, description = "invalid_query, invalid_input or unknown_game")))]
pub(crate) async fn rating_board(
    State(app): State<Arc<App>>,
    Query(query): Query<RatingQuery>,
) -> ApiResult<JsonResponse<RatingBoard>> {
    let game: GameKind = query.game.parse().map_err(|_| {
        ApiError::new(
            axum::http::StatusCode::BAD_REQUEST,
            ErrorCode::UnknownGame,
            format!(
                "unknown game {:?}: expected banqi, backgammon, xiangqi or hnefatafl",
                query.game
            ),
        )
    })?;
    let limit = query.limit.unwrap_or(20);
    if !(1..=100).contains(&limit) {
        return Err(ApiError::invalid("limit is between 1 and 100"));
    }
    let entries = sqlx::query(
        "SELECT u.username, r.rating, r.deviation, r.volatility, r.games FROM ratings r \
         JOIN users u ON u.id = r.user_id WHERE r.game = $1 AND r.games > 0 AND r.updated_at >= $2 \
         ORDER BY r.rating DESC, u.username LIMIT $3",
    )
    .bind(game.name())
    .bind(app.now() - RATING_ACTIVE_SECS)
    .bind(limit)
    .fetch_all(&app.db.pool)
    .await?
    .iter()
    .enumerate()
    .map(|(index, row)| {
        Ok(RatingEntry {
            rank: index + 1,
            username: row.try_get("username")?,
            rating: rating(row)?,
        })
    })
    .collect::<Result<_, sqlx::Error>>()?;
    Ok(JsonResponse(RatingBoard { game, entries }))
}

/// The rating in a row of `ratings`.
fn rating(row: &AnyRow) -> Result<Rating, sqlx::Error> {
    let deviation = row.try_get("deviation")?;
    Ok(Rating {
        rating: row.try_get("rating")?,
        deviation,
        volatility: row.try_get("volatility")?,
        games: row.try_get("games")?,
        provisional: provisional(deviation),
    })
}

/// A finished ranked game with its record.
#[utoipa::path(get, path = "/api/games/{id}", tag = "leaderboard",
    params(("id" = i64, Path, description = "The game's id")),
    responses((status = 200, body = GameDetail), (status = 404, description = "not_found")))]
pub(crate) async fn game(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> ApiResult<JsonResponse<GameDetail>> {
    let id: i64 = id
        .parse()
        .map_err(|_| ApiError::not_found("no such game"))?;
    let row = sqlx::query(
        "SELECT g.id, g.game, g.level, g.side, g.result, g.points, g.plies, g.finished_at, g.record, u.username \
         FROM ranked_games g JOIN users u ON u.id = g.user_id WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(&app.db.pool)
    .await?
    .ok_or_else(|| ApiError::not_found("no such game"))?;
    let record = serde_json::from_str(&row.try_get::<String, _>("record")?)
        .map_err(|e| ApiError::internal(&e))?;
    Ok(JsonResponse(GameDetail {
        username: row.try_get("username")?,
        summary: summary(&row)?,
        record,
    }))
}

fn summary(row: &AnyRow) -> Result<GameSummary, sqlx::Error> {
    let parsed = |column: &str, error: String| sqlx::Error::ColumnDecode {
        index: column.to_owned(),
        source: error.into(),
    };
    Ok(GameSummary {
        id: row.try_get("id")?,
        game: row
            .try_get::<String, _>("game")?
            .parse()
            .map_err(|e: boardgame::ParseGameKindError| parsed("game", e.to_string()))?,
        level: row
            .try_get::<String, _>("level")?
            .parse()
            .map_err(|e: boardgame::ParseLevelError| parsed("level", e.to_string()))?,
        side: row
            .try_get::<String, _>("side")?
            .parse()
            .map_err(|e: boardgame::ParseSeatError| parsed("side", e.to_string()))?,
        result: match row.try_get::<String, _>("result")?.as_str() {
            "win" => RankedResult::Win,
            "loss" => RankedResult::Loss,
            "draw" => RankedResult::Draw,
            other => return Err(parsed("result", format!("unknown result {other:?}"))),
        },
        points: row.try_get("points")?,
        plies: row.try_get("plies")?,
        finished_at: row.try_get("finished_at")?,
    })
}

/// The per-level counts named `<prefix>_easy`, `<prefix>_normal` and `<prefix>_expert` in `row`.
fn by_level(row: &AnyRow, prefix: &str) -> Result<ByLevel, sqlx::Error> {
    let count = |level: &str| {
        row.try_get::<Option<i64>, _>(format!("{prefix}_{level}").as_str())
            .map(Option::unwrap_or_default)
    };
    Ok(ByLevel {
        easy: count("easy")?,
        normal: count("normal")?,
        expert: count("expert")?,
    })
}

/// The level of a `level_rank` (1 easy, 2 normal, 3 expert).
fn level(rank: Option<i64>) -> Option<Level> {
    Level::ALL
        .get(usize::try_from(rank?).ok()?.checked_sub(1)?)
        .copied()
}
