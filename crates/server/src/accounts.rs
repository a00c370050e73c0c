//! Accounts: sign up, log in, log out, who am I, the interface language, change password, delete account.
//!
//! Passwords are hashed with Argon2id (the `argon2` crate's defaults) on a blocking thread. A failed log-in says
//! only "wrong username or password", and a log-in for a name that does not exist still verifies a password, against
//! a dummy hash, so neither the message nor the timing tells whether the name exists. (Sign-up must say a name is
//! taken; its rate limit is what slows down probing there.)

use std::cell::RefCell;
use std::num::NonZero;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use argon2::password_hash::{self, Decimal, Ident, Output, ParamsString, Salt, SaltString};
use argon2::{
    Algorithm, Argon2, Block, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json as JsonResponse, Router};
use sqlx::Row;
use tokio::sync::Semaphore;

use crate::client::ClientIp;
use crate::json::Json;
use crate::session::{self, User};
use crate::{ApiError, ApiResult, App};
use protocol::ErrorCode;
use protocol::account::{Confirm, Credentials, LocaleSetting, Me, PasswordChange};
use protocol::locale::Locale;

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/auth/signup", post(signup))
        .route("/auth/login", post(login))
        .route("/auth/logout", post(logout))
        .route("/me", get(me).delete(delete_account))
        .route("/me/password", post(change_password))
        .route("/me/locale", put(set_locale))
}

/// Creates an account and logs it in.
#[utoipa::path(post, path = "/api/auth/signup", request_body = Credentials, tag = "accounts",
    responses((status = 201, body = Me, description = "Created and logged in (session cookie set)"),
              (status = 400, description = "invalid_username or weak_password"),
              (status = 409, description = "username_taken"), (status = 429, description = "rate_limited")))]
pub(crate) async fn signup(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Credentials>,
) -> ApiResult<Response> {
    // Invalid requests cost nothing, so they do not count: only attempts that reach the hash do.
    check_username(&body.username)?;
    check_password(&body.password, &body.username)?;
    if let Some(ip) = ip {
        app.limiter
            .hit(
                &format!("signup-ip:{ip}"),
                app.options.limits.signup_per_ip,
                app.now(),
            )
            .map_err(ApiError::rate_limited)?;
    }
    let hash = hash_password(body.password).await?;
    let now = app.now();
    let inserted = sqlx::query(
        "INSERT INTO users (username, username_key, password_hash, created_at) VALUES ($1, $2, $3, $4) \
         RETURNING id",
    )
    .bind(&body.username)
    .bind(body.username.to_lowercase())
    .bind(&hash)
    .bind(now)
    .fetch_one(&app.db.pool)
    .await;
    let id: i64 = match inserted {
        Ok(row) => row.try_get("id")?,
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                ErrorCode::UsernameTaken,
                "that username is taken",
            ));
        }
        Err(e) => return Err(e.into()),
    };
    let cookie = session::create(&app, id, &headers).await?;
    tracing::info!(user = %body.username, "signed up");
    Ok((
        StatusCode::CREATED,
        [(header::SET_COOKIE, cookie)],
        JsonResponse(Me {
            username: body.username,
            created_at: now,
            locale: None,
        }),
    )
        .into_response())
}

/// Logs in: sets the session cookie.
#[utoipa::path(post, path = "/api/auth/login", request_body = Credentials, tag = "accounts",
    responses((status = 200, body = Me, description = "Logged in (session cookie set)"),
              (status = 401, description = "invalid_credentials"), (status = 429, description = "rate_limited")))]
pub(crate) async fn login(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Credentials>,
) -> ApiResult<Response> {
    let limits = &app.options.limits;
    let now = app.now();
    let name = body.username.to_lowercase();
    // A name no account can have is refused (after the same work) without counting against anyone, nor kept as a
    // key however long it is.
    let possible = check_username(&body.username).is_ok();
    if possible && let Some(ip) = ip {
        app.limiter
            .hit(&format!("login-ip:{ip}"), limits.login_per_ip, now)
            .map_err(ApiError::rate_limited)?;
    }
    // Failures close a name for a while — but only to the addresses that failed on it (all, when addresses are
    // unknown), so an attacker cannot lock the owner out.
    let user_key = format!("login-user:{name}");
    let address_key = ip.map(|ip| format!("login-failed:{name}:{ip}"));
    if possible
        && let Err(wait) = app.limiter.check(&user_key, limits.login_per_user, now)
        && address_key
            .as_ref()
            .is_none_or(|key| app.limiter.seen(key, limits.login_per_user, now))
    {
        return Err(ApiError::rate_limited(wait));
    }
    let row = sqlx::query(
        "SELECT id, username, password_hash, created_at, locale FROM users WHERE username_key = $1",
    )
    .bind(body.username.to_lowercase())
    .fetch_optional(&app.db.pool)
    .await?;
    let stored = match &row {
        Some(row) => row.try_get::<String, _>("password_hash")?,
        None => app.dummy_hash.clone(),
    };
    let matches = verify_password(body.password, stored).await?;
    let Some(row) = row.filter(|_| matches) else {
        if possible {
            app.limiter.record(&user_key, limits.login_per_user, now);
            if let Some(key) = &address_key {
                app.limiter.record(key, limits.login_per_user, now);
            }
        }
        tracing::info!("failed log-in");
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::InvalidCredentials,
            "wrong username or password",
        ));
    };
    let cookie = session::create(&app, row.try_get("id")?, &headers).await?;
    let me = Me {
        username: row.try_get("username")?,
        created_at: row.try_get("created_at")?,
        locale: row.try_get("locale")?,
    };
    tracing::info!(user = %me.username, "logged in");
    Ok(([(header::SET_COOKIE, cookie)], JsonResponse(me)).into_response())
}

/// Logs out: ends the session (if any) and clears the cookie.
#[utoipa::path(post, path = "/api/auth/logout", tag = "accounts",
    responses((status = 204, description = "Logged out")))]
pub(crate) async fn logout(State(app): State<Arc<App>>, headers: HeaderMap) -> ApiResult<Response> {
    if let Some(token) = session::cookie(&headers, session::COOKIE) {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(session::token_hash(&token))
            .execute(&app.db.pool)
            .await?;
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, session::clear_cookie(&app, &headers))],
    )
        .into_response())
}

/// The logged-in player.
#[utoipa::path(get, path = "/api/me", tag = "accounts",
    responses((status = 200, body = Me), (status = 401, description = "unauthorized")))]
pub(crate) async fn me(user: User) -> JsonResponse<Me> {
    JsonResponse(Me {
        username: user.username,
        created_at: user.created_at,
        locale: user.locale,
    })
}

/// Sets (or, with `null`, forgets) the account's interface language, which every device the player logs in on
/// then follows.
#[utoipa::path(put, path = "/api/me/locale", request_body = LocaleSetting, tag = "accounts",
    responses((status = 204, description = "Stored"), (status = 400, description = "unknown_locale"),
              (status = 401, description = "unauthorized")))]
pub(crate) async fn set_locale(
    State(app): State<Arc<App>>,
    user: User,
    Json(body): Json<LocaleSetting>,
) -> ApiResult<StatusCode> {
    let locale = match body.locale {
        Some(tag) => Some(
            tag.parse::<Locale>()
                .map_err(|_| {
                    ApiError::new(
                        StatusCode::BAD_REQUEST,
                        ErrorCode::UnknownLocale,
                        "the language is one of en, km, th, kk, zh-Hans and zh-Hant",
                    )
                })?
                .tag(),
        ),
        None => None,
    };
    sqlx::query("UPDATE users SET locale = $1 WHERE id = $2")
        .bind(locale)
        .bind(user.id)
        .execute(&app.db.pool)
        .await?;
    tracing::info!(user = %user.username, locale = locale.unwrap_or("none"), "set the language");
    Ok(StatusCode::NO_CONTENT)
}

/// Changes the password; every other session of the account ends.
#[utoipa::path(post, path = "/api/me/password", request_body = PasswordChange, tag = "accounts",
    responses((status = 204, description = "Changed"), (status = 400, description = "weak_password"),
              (status = 401, description = "unauthorized or invalid_credentials")))]
pub(crate) async fn change_password(
    State(app): State<Arc<App>>,
    user: User,
    Json(body): Json<PasswordChange>,
) -> ApiResult<StatusCode> {
    check_current_password(&app, &user, body.current_password).await?;
    check_password(&body.new_password, &user.username)?;
    let hash = hash_password(body.new_password).await?;
    sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
        .bind(hash)
        .bind(user.id)
        .execute(&app.db.pool)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2")
        .bind(user.id)
        .bind(&user.token_hash)
        .execute(&app.db.pool)
        .await?;
    tracing::info!(user = %user.username, "changed password");
    Ok(StatusCode::NO_CONTENT)
}

/// Deletes the account with its sessions and ranked games.
#[utoipa::path(delete, path = "/api/me", request_body = Confirm, tag = "accounts",
    responses((status = 204, description = "Deleted"), (status = 401, description = "unauthorized or invalid_credentials")))]
pub(crate) async fn delete_account(
    State(app): State<Arc<App>>,
    user: User,
    headers: HeaderMap,
    Json(body): Json<Confirm>,
) -> ApiResult<Response> {
    check_current_password(&app, &user, body.password).await?;
    let mut tx = app.db.pool.begin().await?;
    sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    // The player leaves the boards (their games and totals go with the account).
    crate::results::notify(&mut *tx, app.db.backend).await?;
    tx.commit().await?;
    app.boards.clear();
    tracing::info!(user = %user.username, "deleted account");
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, session::clear_cookie(&app, &headers))],
    )
        .into_response())
}

async fn check_current_password(app: &App, user: &User, password: String) -> ApiResult<()> {
    // A stolen session must not become an unlimited password oracle.
    app.limiter
        .hit(
            &format!("password-user:{}", user.id),
            app.options.limits.password_per_user,
            app.now(),
        )
        .map_err(ApiError::rate_limited)?;
    let stored: String = sqlx::query("SELECT password_hash FROM users WHERE id = $1")
        .bind(user.id)
        .fetch_one(&app.db.pool)
        .await?
        .try_get("password_hash")?;
    if verify_password(password, stored).await? {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::InvalidCredentials,
            "wrong password",
        ))
    }
}

fn check_username(name: &str) -> ApiResult<()> {
    let ok = (3..=24).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidUsername,
            "a username has 3 to 24 characters: Latin letters (a-z), digits, _ or -",
        ))
    }
}

/// The minimum: 10 to 256 characters, at least 5 different ones, not containing the username.
fn check_password(password: &str, username: &str) -> ApiResult<()> {
    let weak = |why: &str| {
        Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            ErrorCode::WeakPassword,
            why.to_owned(),
        ))
    };
    let length = password.chars().count();
    if length < 10 {
        return weak("a password needs at least 10 characters");
    }
    if length > 256 {
        return weak("a password has at most 256 characters");
    }
    let mut distinct: Vec<char> = password.chars().collect();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() < 5 {
        return weak("a password needs at least 5 different characters");
    }
    if password.to_lowercase().contains(&username.to_lowercase()) {
        return weak("a password must not contain the username");
    }
    Ok(())
}

/// Argon2 computations running at once: one per core. Each takes 19 MiB and a core for a moment, so a flood of
/// password checks waits its turn instead of growing memory and threads without bound.
static HASHING: LazyLock<Arc<Semaphore>> = LazyLock::new(|| Arc::new(Semaphore::new(cores())));

/// The threads Argon2 runs on, one per core and for good. The allocator keeps a thread's freed memory for that
/// thread (glibc gives each thread an arena): on tokio's blocking pool the checks would wander over many threads and
/// leave a hash's 19 MiB behind on each, so a flood grew the process by hundreds of MiB; here the memory a check
/// frees is the next one's.
static HASHERS: LazyLock<std::sync::mpsc::Sender<Box<dyn FnOnce() + Send>>> = LazyLock::new(|| {
    let (jobs, queue) = std::sync::mpsc::channel::<Box<dyn FnOnce() + Send>>();
    let queue = Arc::new(std::sync::Mutex::new(queue));
    for n in 0..cores() {
        let queue = Arc::clone(&queue);
        std::thread::Builder::new()
            .name(format!("argon2-{n}"))
            .spawn(move || {
                loop {
                    let job = queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    match job {
                        Ok(job) => job(),
                        Err(_) => return,
                    }
                }
            })
            .expect("starting an Argon2 thread");
    }
    jobs
});

thread_local! {
    /// This Argon2 thread's working memory (19 MiB with the default parameters), allocated once and reused by every
    /// hash it computes. Allocating it afresh for each one left the freed blocks to the allocator, which kept them:
    /// a few hundred log-ins grew the process to about 233 MB where two threads need 38 MiB.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Argon2 (Argon2id with the crate's default parameters for new hashes; a stored hash's own for checks) computed in
/// the calling thread's [`MEMORY`]. Checking a password is hashing it again: [`PasswordVerifier`] comes with this.
struct InPlace;

impl PasswordHasher for InPlace {
    type Params = Params;

    fn hash_password_customized<'a>(
        &self,
        password: &[u8],
        algorithm: Option<Ident<'a>>,
        version: Option<Decimal>,
        params: Params,
        salt: impl Into<Salt<'a>>,
    ) -> password_hash::Result<PasswordHash<'a>> {
        let algorithm = algorithm
            .map(Algorithm::try_from)
            .transpose()?
            .unwrap_or_default();
        let version = version
            .map(Version::try_from)
            .transpose()?
            .unwrap_or_default();
        let salt = salt.into();
        let mut salt_bytes = [0u8; 64];
        let salt_bytes = salt.decode_b64(&mut salt_bytes)?;
        let argon2 = Argon2::new(algorithm, version, params.clone());
        let length = params.output_len().unwrap_or(Params::DEFAULT_OUTPUT_LEN);
        let hash = Output::init_with(length, |out| {
            MEMORY.with_borrow_mut(|memory| {
                memory.resize(params.block_count(), Block::default());
                Ok(argon2.hash_password_into_with_memory(
                    password,
                    salt_bytes,
                    out,
                    &mut memory[..],
                )?)
            })
        })?;
        Ok(PasswordHash {
            algorithm: algorithm.ident(),
            version: Some(version.into()),
            params: ParamsString::try_from(&params)?,
            salt: Some(salt),
            hash: Some(hash),
        })
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, NonZero::get)
}

/// How long a password check waits for its turn before the server says it is busy.
const HASHING_WAIT: Duration = Duration::from_secs(10);

/// Runs `work` (an Argon2 computation) on an Argon2 thread when its turn comes; the turn is held until the work is
/// done, even if the request is dropped meanwhile.
async fn argon2<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> ApiResult<T> {
    let turn = tokio::time::timeout(HASHING_WAIT, Arc::clone(&HASHING).acquire_owned())
        .await
        .map_err(|_| {
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                ErrorCode::Unavailable,
                "the server is busy: try again in a moment",
            )
        })?
        .map_err(|e| ApiError::internal(&e))?;
    let (answer, answered) = tokio::sync::oneshot::channel();
    HASHERS
        .send(Box::new(move || {
            let _ = answer.send(work());
            drop(turn);
        }))
        .map_err(|e| ApiError::internal(&e))?;
    answered.await.map_err(|e| ApiError::internal(&e))
}

async fn hash_password(password: String) -> ApiResult<String> {
    argon2(move || {
        let mut salt = [0u8; 16];
        getrandom::fill(&mut salt).map_err(|e| e.to_string())?;
        let salt = SaltString::encode_b64(&salt).map_err(|e| e.to_string())?;
        InPlace
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|e| e.to_string())
    })
    .await?
    .map_err(|e| ApiError::internal(&e))
}

/// Whether `password` matches the stored hash. Very long input is refused before hashing (it could be a denial of
/// service) but only after the same work, so that answer takes as long as any other.
async fn verify_password(password: String, stored: String) -> ApiResult<bool> {
    argon2(move || {
        let Ok(parsed) = PasswordHash::new(&stored) else {
            return false;
        };
        let input = if password.len() > 1024 {
            &password.as_bytes()[..1024]
        } else {
            password.as_bytes()
        };
        let ok = InPlace.verify_password(input, &parsed).is_ok();
        ok && password.len() <= 1024
    })
    .await
}

/// The hash log-ins of unknown names are checked against.
pub(crate) async fn dummy_hash() -> String {
    let secret = session::random_hex(16);
    hash_password(secret)
        .await
        .expect("hashing a random password")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_follow_the_rules() {
        assert!(check_username("alice_01").is_ok());
        assert!(check_username("al").is_err());
        assert!(check_username("al ice").is_err());
        assert!(check_username("ålice").is_err());
        assert!(check_username(&"a".repeat(25)).is_err());
    }

    #[test]
    fn passwords_have_a_minimum_strength() {
        assert!(check_password("correct horse", "alice").is_ok());
        assert!(check_password("short", "alice").is_err());
        assert!(check_password("aaaaaaaaaaaa", "alice").is_err());
        assert!(check_password("xxALICExx123", "alice").is_err());
    }
}
