//! Player profiles' archive and rating history (public): `GET /api/players/{name}/games` lists the player's
//! finished games — rooms between people and ranked games against the computer — newest first, a page at a time,
//! each with its opponent, result, reason, rating change and whole record (to replay and export);
//! `GET /api/players/{name}/ratings/{game}` answers the player's rating after each rated game, for the chart.
//!
//! A room's record is folded from its stored events (as a loaded room's is), so the archive and the room's page
//! cannot disagree; only finished games are listed, so no hidden part of a game in progress is ever shown.

use std::sync::Arc;

use axum::extract::State;
use axum::routing::get;
use axum::{Json as JsonResponse, Router};
use boardgame::{GameKind, Outcome, RecordEnd, Seat};
use protocol::live::{LiveKind, PlayerInfo, RoomStatus};
use protocol::profile::{ArchivePage, ArchiveResult, ArchivedGame, RatingHistory, RatingPoint};
use protocol::rating::provisional;
use serde::Deserialize;
use sqlx::Row;
use utoipa::IntoParams;

use crate::json::{Path, Query};
use crate::{ApiError, ApiResult, App};

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/players/{name}/games", get(games))
        .route("/players/{name}/ratings/{game}", get(ratings))
}

/// Which page of the archive.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct ArchiveQuery {
    /// Games older than this cursor (a page's `next`: `{finished_at}.{key}`); the newest games without it.
    #[param(pattern = "^[0-9]{1,18}\\.[A-Za-z0-9-]{1,40}$")]
    before: Option<String>,
    /// Games per page, 1 to 50 (default 20).
    #[param(minimum = 1, maximum = 50)]
    limit: Option<i64>,
}

/// The account named `name` (any case): its id and name as written.
async fn account(app: &App, name: &str) -> ApiResult<(i64, String)> {
    let user = sqlx::query("SELECT id, username FROM users WHERE username_key = $1")
        .bind(name.to_lowercase())
        .fetch_optional(&app.db.pool)
        .await?
        .ok_or_else(|| ApiError::not_found("no such player"))?;
    Ok((user.try_get("id")?, user.try_get("username")?))
}

/// A cursor `{finished_at}.{key}`.
fn cursor(text: &str) -> Option<(i64, &str)> {
    let (at, key) = text.split_once('.')?;
    let ok = !key.is_empty()
        && key.len() <= 40
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    Some((at.parse().ok()?, key)).filter(|_| ok)
}

/// The player's finished games, newest first, a page at a time.
#[utoipa::path(get, path = "/api/players/{name}/games", tag = "leaderboard", params(
        ("name" = String, Path, description = "The username (any case)"), ArchiveQuery),
    responses((status = 200, body = ArchivePage), (status = 400, description = "invalid_query"),
        (status = 404, description = "not_found")))]
pub(crate) async fn games(
    State(app): State<Arc<App>>,
    Path(name): Path<String>,
    Query(query): Query<ArchiveQuery>,
) -> ApiResult<JsonResponse<ArchivePage>> {
    let limit = query.limit.unwrap_or(20);
    if !(1..=50).contains(&limit) {
        return Err(ApiError::invalid("limit is between 1 and 50"));
    }
    let (before_at, before_key) = match &query.before {
        None => (i64::MAX, String::new()),
        Some(text) => {
            let (at, key) = cursor(text)
                .ok_or_else(|| ApiError::invalid("before is a page's next: {finished_at}.{key}"))?;
            (at, key.to_owned())
        }
    };
    let (user, _) = account(&app, &name).await?;
    let rows = sqlx::query(
        "SELECT kind, key, at FROM ( \
           SELECT CAST($5 AS TEXT) AS kind, g.id AS key, CAST(g.finished_at AS BIGINT) AS at FROM live_games g \
           WHERE g.kind = $5 AND g.status = $6 AND g.finished_at IS NOT NULL \
             AND (g.first_user = $1 OR g.second_user = $1) \
           UNION ALL \
           SELECT CAST($7 AS TEXT) AS kind, 'ranked-' || CAST(r.id AS TEXT) AS key, \
             CAST(r.finished_at AS BIGINT) AS at \
           FROM ranked_games r WHERE r.user_id = $1 \
         ) a WHERE a.at < $2 OR (a.at = $2 AND a.key < $3) ORDER BY a.at DESC, a.key DESC LIMIT $4",
    )
    .bind(user)
    .bind(before_at)
    .bind(&before_key)
    .bind(limit + 1)
    .bind(LiveKind::Room.name())
    .bind(RoomStatus::Finished.name())
    .bind(LiveKind::Ranked.name())
    .fetch_all(&app.db.pool)
    .await?;
    let more = rows.len() as i64 > limit;
    let mut games = Vec::new();
    for row in rows.iter().take(limit as usize) {
        let kind: String = row.try_get("kind")?;
        let key: String = row.try_get("key")?;
        let at: i64 = row.try_get("at")?;
        let game = match kind.parse::<LiveKind>() {
            Ok(LiveKind::Room) => room_game(&app, user, &key, at).await?,
            _ => ranked_game(&app, &key, at).await?,
        };
        games.extend(game);
    }
    let next = more
        .then(|| rows.get(limit as usize - 1))
        .flatten()
        .map(|row| -> Result<String, sqlx::Error> {
            Ok(format!(
                "{}.{}",
                row.try_get::<i64, _>("at")?,
                row.try_get::<String, _>("key")?
            ))
        })
        .transpose()?;
    Ok(JsonResponse(ArchivePage { games, next }))
}

/// How a game that ended with `end` went for `seat`, and the reason's code.
fn result(end: Option<&RecordEnd>, seat: Seat) -> (ArchiveResult, &'static str) {
    let reason = match end {
        None | Some(RecordEnd::Aborted) => return (ArchiveResult::Aborted, "aborted"),
        Some(RecordEnd::Rules { .. }) => "rules",
        Some(RecordEnd::Resigned { .. }) => "resigned",
        Some(RecordEnd::DrawAgreed) => "draw_agreed",
        Some(RecordEnd::Timeout { .. }) => "timeout",
        Some(RecordEnd::Abandoned { .. }) => "abandoned",
        Some(RecordEnd::Forfeited { .. }) => "forfeited",
    };
    let result = match end.and_then(RecordEnd::outcome) {
        Some(Outcome::Win(winner)) if winner == seat => ArchiveResult::Win,
        Some(Outcome::Win(_)) => ArchiveResult::Loss,
        Some(Outcome::Draw) => ArchiveResult::Draw,
        None => ArchiveResult::Aborted,
    };
    (result, reason)
}

/// A room game of `user`'s from its events.
async fn room_game(app: &App, user: i64, id: &str, at: i64) -> ApiResult<Option<ArchivedGame>> {
    let Some((record, players, rated)) = crate::live::finished(app, id).await? else {
        return Ok(None);
    };
    let holders = crate::live::store::holders(&app.db, id).await?;
    let seat = if matches!(holders[1], Some(crate::live::store::Holder::User(u)) if u == user) {
        Seat::Second
    } else {
        Seat::First
    };
    let opponent = players[seat.opponent().index()]
        .clone()
        .unwrap_or_else(|| PlayerInfo {
            name: String::new(),
            account: false,
            computer: None,
        });
    let rating = if rated {
        crate::ratings::changes(&app.db, id)
            .await?
            .map(|changes| changes[seat.index()])
    } else {
        None
    };
    let (result, reason) = result(record.end.as_ref(), seat);
    Ok(Some(ArchivedGame {
        key: id.to_owned(),
        kind: LiveKind::Room,
        room: Some(id.to_owned()),
        ranked_game: None,
        game: record.game,
        seat,
        opponent,
        result,
        reason: reason.to_owned(),
        rated,
        rating,
        points: None,
        finished_at: at,
        record,
    }))
}

/// A ranked game against the computer (`key` is `ranked-{id}`).
async fn ranked_game(app: &App, key: &str, at: i64) -> ApiResult<Option<ArchivedGame>> {
    let Some(id) = key
        .strip_prefix("ranked-")
        .and_then(|id| id.parse::<i64>().ok())
    else {
        return Ok(None);
    };
    let Some(row) = sqlx::query(
        "SELECT live_game, side, level, points, record FROM ranked_games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&app.db.pool)
    .await?
    else {
        return Ok(None);
    };
    let decode = |column: &str, error: String| {
        ApiError::from(sqlx::Error::ColumnDecode {
            index: column.to_owned(),
            source: error.into(),
        })
    };
    let record: boardgame::GameRecord = serde_json::from_str(&row.try_get::<String, _>("record")?)
        .map_err(|e| decode("record", e.to_string()))?;
    let seat: Seat = row
        .try_get::<String, _>("side")?
        .parse()
        .map_err(|e: boardgame::ParseSeatError| decode("side", e.to_string()))?;
    let level: boardgame::Level = row
        .try_get::<String, _>("level")?
        .parse()
        .map_err(|e: boardgame::ParseLevelError| decode("level", e.to_string()))?;
    let (result, reason) = result(record.end.as_ref(), seat);
    Ok(Some(ArchivedGame {
        key: key.to_owned(),
        kind: LiveKind::Ranked,
        room: row.try_get("live_game")?,
        ranked_game: Some(id),
        game: record.game,
        seat,
        opponent: PlayerInfo {
            name: "Computer".into(),
            account: false,
            computer: Some(level),
        },
        result,
        reason: reason.to_owned(),
        rated: false,
        rating: None,
        points: Some(row.try_get("points")?),
        finished_at: at,
        record,
    }))
}

/// The player's rating in one game after each rated game, oldest first (the latest 1,000).
#[utoipa::path(get, path = "/api/players/{name}/ratings/{game}", tag = "leaderboard", params(
        ("name" = String, Path, description = "The username (any case)"),
        ("game" = protocol::schema::GameName, Path, description = "The game")),
    responses((status = 200, body = RatingHistory), (status = 400, description = "unknown_game"),
        (status = 404, description = "not_found")))]
pub(crate) async fn ratings(
    State(app): State<Arc<App>>,
    Path((name, game)): Path<(String, String)>,
) -> ApiResult<JsonResponse<RatingHistory>> {
    let game: GameKind = game.parse().map_err(|_| {
        ApiError::new(
            axum::http::StatusCode::BAD_REQUEST,
            protocol::ErrorCode::UnknownGame,
            format!("unknown game {game:?}: expected banqi, backgammon, xiangqi or hnefatafl"),
        )
    })?;
    let (user, username) = account(&app, &name).await?;
    let rows = sqlx::query(
        "SELECT game_id, at, rating_before, rating_after, deviation_after FROM rating_history \
         WHERE user_id = $1 AND game = $2 ORDER BY at DESC, game_id DESC LIMIT 1000",
    )
    .bind(user)
    .bind(game.name())
    .fetch_all(&app.db.pool)
    .await?;
    let mut points = rows
        .iter()
        .map(|row| {
            let deviation: f64 = row.try_get("deviation_after")?;
            Ok(RatingPoint {
                room: row.try_get("game_id")?,
                at: row.try_get("at")?,
                before: row.try_get("rating_before")?,
                rating: row.try_get("rating_after")?,
                deviation,
                provisional: provisional(deviation),
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    points.reverse();
    Ok(JsonResponse(RatingHistory {
        username,
        game,
        points,
    }))
}
