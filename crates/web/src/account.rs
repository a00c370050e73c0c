//! The player's account as the app knows it, and ranked play's errands: tickets fetched ahead so a ranked game can
//! start offline, and won games sent to the server and followed until its verdict — kept in local storage, retried
//! when the connection returns.

use boardgame::{GameKind, GameRecord, Level, Seat};
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::api::{self, Problem};
use crate::ranked::{Outbox, Progress, Ticket, Wallet};
use crate::storage;

const ME: &str = "tabula.me";
const WALLET: &str = "tabula.tickets";
const OUTBOX: &str = "tabula.outbox";
/// Unused tickets kept per game set-up, so the next ranked game can start offline.
const SPARE: usize = 1;

/// Who is logged in and the ranked games on their way, shared by every page.
#[derive(Clone, Copy, Debug)]
pub struct Account {
    /// The logged-in player's name (the last one known, when offline).
    pub me: RwSignal<Option<String>>,
    /// Won ranked games and their verdicts.
    pub outbox: RwSignal<Outbox>,
}

#[derive(Deserialize)]
struct Me {
    username: String,
    /// The account's language (`km`, `zh-Hant`, ...), if the player chose one.
    #[serde(default)]
    locale: Option<String>,
}

#[derive(Serialize)]
struct Credentials<'a> {
    username: &'a str,
    password: &'a str,
}

#[derive(Serialize)]
struct TicketRequest {
    game: GameKind,
    level: Level,
    side: Seat,
}

#[derive(Serialize)]
struct Submission<'a> {
    ticket: &'a str,
    record: &'a GameRecord,
}

#[derive(Deserialize)]
struct Accepted {
    status_url: String,
}

#[derive(Deserialize)]
struct Status {
    status: String,
    points: Option<i64>,
    reason: Option<Reason>,
}

#[derive(Deserialize)]
struct Reason {
    message: String,
}

fn load<T: for<'de> Deserialize<'de> + Default>(key: &str) -> T {
    storage::load(key)
        .and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

fn save<T: Serialize>(key: &str, value: &T) {
    storage::save(
        key,
        &serde_json::to_string(value).expect("plain data serialises"),
    );
}

/// Seconds since 1970, as the server counts.
fn now() -> i64 {
    (js_sys::Date::now() / 1000.0) as i64
}

/// Sets the account up for the whole app: the last known player at once, then what the server says; the outbox
/// is flushed now, whenever the browser comes back online, and every few seconds while a verdict is awaited.
pub fn provide() -> Account {
    let account = Account {
        me: RwSignal::new(storage::load(ME).filter(|name| !name.is_empty())),
        outbox: RwSignal::new(load(OUTBOX)),
    };
    provide_context(account);
    spawn_local(async move {
        refresh(account).await;
        flush(account).await;
    });
    if let Some(window) = web_sys::window() {
        let online = Closure::<dyn FnMut()>::new(move || spawn_local(flush(account)));
        let _ = window.add_event_listener_with_callback("online", online.as_ref().unchecked_ref());
        online.forget(); // lives as long as the page
        let tick = Closure::<dyn FnMut()>::new(move || {
            if !account.outbox.with_untracked(|o| o.open().is_empty()) {
                spawn_local(flush(account));
            }
        });
        let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(
            tick.as_ref().unchecked_ref(),
            3000,
        );
        tick.forget();
    }
    account
}

/// The app's account.
pub fn use_account() -> Account {
    expect_context::<Account>()
}

fn set_me(account: Account, name: Option<String>) {
    storage::save(ME, name.as_deref().unwrap_or_default());
    account.me.set(name);
}

/// Asks the server whether the player is still logged in (only if they were: a logged-out visitor's page makes no
/// failing request); offline, the last answer stands.
async fn refresh(account: Account) {
    if account.me.get_untracked().is_none() {
        return;
    }
    match api::get::<Me>("/api/me").await {
        Ok(me) => {
            crate::language::follow_account(me.locale.as_deref());
            set_me(account, Some(me.username));
        }
        Err(Problem::Refused { status: 401, .. }) => set_me(account, None),
        Err(_) => {}
    }
}

/// Logs in, or signs up when `new_account`.
pub async fn log_in(
    account: Account,
    new_account: bool,
    username: &str,
    password: &str,
) -> Result<(), Problem> {
    let path = if new_account {
        "/api/auth/signup"
    } else {
        "/api/auth/login"
    };
    let me: Me = api::post(path, &Credentials { username, password }).await?;
    if account.me.get_untracked().as_deref() != Some(me.username.as_str()) {
        save(WALLET, &Wallet::default()); // tickets belong to whoever fetched them
    }
    crate::language::follow_account(me.locale.as_deref());
    set_me(account, Some(me.username));
    flush(account).await;
    Ok(())
}

/// Logs out (the unused tickets go: they are the old player's).
pub async fn log_out(account: Account) -> Result<(), Problem> {
    api::post::<()>("/api/auth/logout", &serde_json::json!({})).await?;
    save(WALLET, &Wallet::default());
    set_me(account, None);
    Ok(())
}

/// A ticket for a ranked game: one fetched ahead if there is one (so this works offline), else a new one. A spare
/// is fetched for next time.
pub async fn ticket(game: GameKind, level: Level, side: Seat) -> Result<Ticket, Problem> {
    let mut wallet: Wallet = load(WALLET);
    let ticket = match wallet.take(game, level, side, now()) {
        Some(ticket) => ticket,
        None => fetch_ticket(game, level, side).await?,
    };
    save(WALLET, &wallet);
    spawn_local(top_up(game, level, side));
    Ok(ticket)
}

async fn fetch_ticket(game: GameKind, level: Level, side: Seat) -> Result<Ticket, Problem> {
    api::post("/api/ranked/tickets", &TicketRequest { game, level, side }).await
}

async fn top_up(game: GameKind, level: Level, side: Seat) {
    if load::<Wallet>(WALLET).count(game, level, side, now()) >= SPARE {
        return;
    }
    if let Ok(spare) = fetch_ticket(game, level, side).await {
        let mut wallet: Wallet = load(WALLET);
        wallet.add(spare);
        save(WALLET, &wallet);
    }
}

/// Queues a won ranked game and sends it as soon as possible.
pub fn submit(account: Account, ticket: &str, record: GameRecord) {
    account.outbox.update(|o| o.push(ticket, record));
    account.outbox.with_untracked(|o| save(OUTBOX, o));
    spawn_local(flush(account));
}

/// Sends waiting games and asks for the verdicts still due (they need the player's session).
pub async fn flush(account: Account) {
    if account.me.get_untracked().is_none() {
        return;
    }
    for item in account.outbox.with_untracked(Outbox::open) {
        let progress = match &item.progress {
            Progress::Waiting => send(&item.ticket, &item.record).await,
            Progress::Sent { status_url } => verdict(status_url).await,
            Progress::Credited { .. } | Progress::Rejected { .. } => None,
        };
        if let Some(progress) = progress {
            account.outbox.update(|o| o.update(&item.ticket, progress));
            account.outbox.with_untracked(|o| save(OUTBOX, o));
        }
    }
}

async fn send(ticket: &str, record: &GameRecord) -> Option<Progress> {
    match api::post::<Accepted>("/api/ranked/results", &Submission { ticket, record }).await {
        Ok(accepted) => Some(Progress::Sent {
            status_url: accepted.status_url,
        }),
        // Not logged in (yet): keep it for when the player is.
        Err(Problem::Offline | Problem::Refused { status: 401, .. }) => None,
        Err(problem @ Problem::Refused { .. }) => Some(Progress::Rejected {
            reason: problem.text(),
        }),
    }
}

async fn verdict(status_url: &str) -> Option<Progress> {
    let status = api::get::<Status>(status_url).await.ok()?;
    match status.status.as_str() {
        "credited" => Some(Progress::Credited {
            points: status.points.unwrap_or_default(),
        }),
        "rejected" => Some(Progress::Rejected {
            reason: status.reason.map(|r| r.message).unwrap_or_default(),
        }),
        _ => None,
    }
}

/// What the person reads about a submission.
pub fn progress_text(progress: &Progress) -> String {
    use crate::i18n::{t, t_args};
    match progress {
        Progress::Waiting => t("ranked-waiting"),
        Progress::Sent { .. } => t("ranked-verifying"),
        Progress::Credited { points } => t_args("ranked-credited", &[("points", (*points).into())]),
        Progress::Rejected { reason } => {
            t_args("ranked-rejected", &[("reason", reason.clone().into())])
        }
    }
}
