//! The verification pool: a dispatcher reads pending submissions from the database and feeds a bounded channel;
//! a fixed number of workers each replay one record at a time on a blocking thread. Submissions are stored as
//! pending before they are queued, so a restart loses none: the dispatcher's first look at the database resumes
//! them. However many arrive, at most `verify_workers` replays run at once, and the async runtime never runs one.
//!
//! Credit happens in one transaction — spend the ticket if unspent, record the game, mark the submission — so a
//! ticket pays once even when two submissions of it (or two servers) race.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use boardgame::{GameKind, GameRecord, Level, Seat};
use games::ranked::{Rejection, Terms, Verified, verify};
use sqlx::Row;
use tokio::sync::{Notify, mpsc};

use crate::App;

/// The pool's door: handlers ring it after storing a submission.
#[derive(Debug, Default)]
pub struct Verifier {
    wake: Arc<Notify>,
}

impl Verifier {
    pub(crate) fn new() -> Verifier {
        Verifier::default()
    }

    /// Tells the dispatcher to look for pending submissions.
    pub(crate) fn wake(&self) {
        self.wake.notify_one();
    }
}

type InFlight = Arc<Mutex<HashSet<String>>>;

/// Starts the dispatcher and the workers; they stop when the application is dropped. With no workers configured
/// nothing starts: submissions wait, pending, for a server that verifies.
pub(crate) fn start(app: &Arc<App>) {
    let workers = app.options.verify_workers;
    if workers == 0 {
        return;
    }
    let (sender, receiver) = mpsc::channel::<String>(workers);
    let receiver = Arc::new(tokio::sync::Mutex::new(receiver));
    let in_flight: InFlight = Arc::default();
    tokio::spawn(dispatch(
        Arc::downgrade(app),
        app.verifier.wake.clone(),
        sender,
        in_flight.clone(),
    ));
    for _ in 0..workers {
        tokio::spawn(work(
            Arc::downgrade(app),
            receiver.clone(),
            in_flight.clone(),
        ));
    }
}

async fn dispatch(
    app: Weak<App>,
    wake: Arc<Notify>,
    sender: mpsc::Sender<String>,
    in_flight: InFlight,
) {
    loop {
        let Some(strong) = app.upgrade() else { return };
        let pending = sqlx::query(
            "SELECT id FROM submissions WHERE status = 'pending' ORDER BY submitted_at, id LIMIT 256",
        )
        .fetch_all(&strong.db.pool)
        .await;
        drop(strong);
        let ids: Vec<String> = match pending {
            Ok(rows) => rows.iter().filter_map(|r| r.try_get("id").ok()).collect(),
            Err(error) => {
                tracing::error!("reading pending submissions: {error}");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        let fresh: Vec<String> = {
            let mut in_flight = in_flight.lock().unwrap_or_else(|e| e.into_inner());
            ids.into_iter()
                .filter(|id| in_flight.insert(id.clone()))
                .collect()
        };
        if fresh.is_empty() {
            tokio::select! {
                () = wake.notified() => {}
                () = tokio::time::sleep(Duration::from_secs(30)) => {}
            }
            continue;
        }
        for id in fresh {
            if sender.send(id).await.is_err() {
                return;
            }
        }
    }
}

async fn work(
    app: Weak<App>,
    receiver: Arc<tokio::sync::Mutex<mpsc::Receiver<String>>>,
    in_flight: InFlight,
) {
    loop {
        let Some(id) = receiver.lock().await.recv().await else {
            return;
        };
        let Some(app) = app.upgrade() else { return };
        if let Err(error) = process(&app, &id).await {
            tracing::error!(submission = %id, "verification interrupted, will retry: {error}");
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
        in_flight
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&id);
        app.verifier.wake();
    }
}

/// A verdict the database records: a code, the explanation, the first bad ply.
struct Refusal {
    code: &'static str,
    message: String,
    ply: Option<i64>,
}

impl From<Rejection> for Refusal {
    fn from(rejection: Rejection) -> Refusal {
        Refusal {
            code: rejection.code(),
            ply: rejection.ply().map(|p| p as i64),
            message: rejection.to_string(),
        }
    }
}

fn refusal(code: &'static str, message: &str) -> Refusal {
    Refusal {
        code,
        message: message.to_owned(),
        ply: None,
    }
}

/// Verifies one submission and records the verdict.
async fn process(app: &App, id: &str) -> Result<(), sqlx::Error> {
    let row = sqlx::query(
        "SELECT s.user_id, s.ticket, s.record, s.status, t.user_id AS owner, t.game, t.level, t.side, \
         t.seed, t.spent_at FROM submissions s LEFT JOIN tickets t ON t.id = s.ticket WHERE s.id = $1",
    )
    .bind(id)
    .fetch_optional(&app.db.pool)
    .await?;
    let Some(row) = row else { return Ok(()) };
    if row.try_get::<String, _>("status")? != "pending" {
        return Ok(());
    }
    let user: i64 = row.try_get("user_id")?;
    let ticket: String = row.try_get("ticket")?;
    let started = Instant::now();
    let verdict = if row.try_get::<Option<i64>, _>("owner")? != Some(user) {
        Err(refusal("unknown_ticket", "no such ticket of yours"))
    } else if row.try_get::<Option<i64>, _>("spent_at")?.is_some() {
        Err(refusal(
            "ticket_spent",
            "this ticket has already paid for a game",
        ))
    } else {
        let terms = terms(
            &row.try_get::<String, _>("game")?,
            &row.try_get::<String, _>("level")?,
            &row.try_get::<String, _>("side")?,
            row.try_get::<i64, _>("seed")?,
        );
        let record: Result<GameRecord, _> =
            serde_json::from_str(&row.try_get::<String, _>("record")?);
        match (terms, record) {
            (Some(terms), Ok(record)) => {
                match tokio::task::spawn_blocking(move || {
                    verify(&record, &terms).map(|v| (v, terms, record))
                })
                .await
                {
                    Ok(result) => result.map_err(Refusal::from),
                    Err(panic) => {
                        tracing::error!(submission = %id, "the verifier panicked: {panic}");
                        Err(refusal(
                            "verifier_failed",
                            "the verifier failed on this record",
                        ))
                    }
                }
            }
            _ => Err(refusal(
                "invalid_record",
                "the stored record or ticket is unreadable",
            )),
        }
    };
    let elapsed = started.elapsed();
    match verdict {
        Ok((verified, terms, record)) => {
            credit(app, id, user, &ticket, verified, terms, &record).await?;
            tracing::info!(submission = %id, points = verified.points, ?elapsed, "credited");
        }
        Err(refusal) => {
            tracing::info!(submission = %id, code = refusal.code, ?elapsed, "rejected: {}", refusal.message);
            reject(app, id, &refusal).await?;
        }
    }
    Ok(())
}

/// The longest reason kept (a reason may quote the refused action).
const MAX_REASON: usize = 200;
/// The longest action text a rejected record keeps.
const MAX_ACTION: usize = 32;

/// What a rejected record keeps: the actions up to the refused one, each clipped — enough to show why, and never
/// the whole of a junk record, so that rejections cannot fill the disk. A record that does not read keeps nothing.
fn trimmed(stored: &str, ply: Option<i64>) -> String {
    let Ok(mut record) = serde_json::from_str::<GameRecord>(stored) else {
        return "null".to_owned();
    };
    // Plies count from 1: ply n is the action at index n - 1, kept as the last one.
    let keep = ply.map_or(0, |ply| usize::try_from(ply).unwrap_or(0));
    record.actions.truncate(keep);
    for action in &mut record.actions {
        *action = clip(action, MAX_ACTION);
    }
    serde_json::to_string(&record).expect("records serialise")
}

/// `text` cut to at most `max` bytes, on a character boundary.
fn clip(text: &str, max: usize) -> String {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_owned()
}

fn terms(game: &str, level: &str, side: &str, seed: i64) -> Option<Terms> {
    Some(Terms {
        game: game.parse::<GameKind>().ok()?,
        level: level.parse::<Level>().ok()?,
        side: side.parse::<Seat>().ok()?,
        seed: seed as u64,
    })
}

/// Records a rejection. Unless the ticket itself was at fault (not theirs, already spent), the rejection spends it:
/// a ticket is for one game, won, lost or forged, so a player cannot keep one open to try again.
async fn reject(app: &App, id: &str, refusal: &Refusal) -> Result<(), sqlx::Error> {
    let now = app.now();
    let mut tx = app.db.pool.begin().await?;
    let stored: Option<String> = sqlx::query("SELECT record FROM submissions WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .map(|row| row.try_get("record"))
        .transpose()?;
    let updated = sqlx::query(
        "UPDATE submissions SET status = 'rejected', reason_code = $1, reason = $2, reason_ply = $3, \
         decided_at = $4, record = $5 WHERE id = $6 AND status = 'pending'",
    )
    .bind(refusal.code)
    .bind(clip(&refusal.message, MAX_REASON))
    .bind(refusal.ply)
    .bind(now)
    .bind(trimmed(stored.as_deref().unwrap_or_default(), refusal.ply))
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() == 1 && !matches!(refusal.code, "unknown_ticket" | "ticket_spent") {
        sqlx::query(
            "UPDATE tickets SET spent_at = $1 WHERE spent_at IS NULL AND id = \
             (SELECT ticket FROM submissions WHERE id = $2) AND user_id = \
             (SELECT user_id FROM submissions WHERE id = $2)",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}

/// Spends the ticket, records the game and credits the submission — all or nothing.
async fn credit(
    app: &App,
    id: &str,
    user: i64,
    ticket: &str,
    verified: Verified,
    terms: Terms,
    record: &GameRecord,
) -> Result<(), sqlx::Error> {
    let now = app.now();
    let mut tx = app.db.pool.begin().await?;
    let spent = sqlx::query(
        "UPDATE tickets SET spent_at = $1 WHERE id = $2 AND user_id = $3 AND spent_at IS NULL",
    )
    .bind(now)
    .bind(ticket)
    .bind(user)
    .execute(&mut *tx)
    .await?;
    if spent.rows_affected() != 1 {
        tx.rollback().await?;
        return reject(
            app,
            id,
            &refusal("ticket_spent", "this ticket has already paid for a game"),
        )
        .await;
    }
    let record_json = serde_json::to_string(record).unwrap_or_default();
    sqlx::query(
        "INSERT INTO ranked_games (user_id, ticket, submission, game, level, level_rank, side, points, plies, \
         record, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(user)
    .bind(ticket)
    .bind(id)
    .bind(terms.game.name())
    .bind(terms.level.name())
    .bind(level_rank(terms.level))
    .bind(terms.side.name())
    .bind(i64::from(verified.points))
    .bind(verified.plies as i64)
    .bind(record_json)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE submissions SET status = 'credited', points = $1, decided_at = $2 WHERE id = $3",
    )
    .bind(i64::from(verified.points))
    .bind(now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

/// 1 for Easy, 2 for Normal, 3 for Expert: "best level beaten" is a maximum.
pub(crate) fn level_rank(level: Level) -> i64 {
    match level {
        Level::Easy => 1,
        Level::Normal => 2,
        Level::Expert => 3,
    }
}
