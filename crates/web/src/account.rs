//! The player's account as the app knows it: who is logged in (remembered on the device, so the header and the
//! new-game form know it offline too), logging in, signing up and out.

use leptos::prelude::*;
use leptos::task::spawn_local;
use protocol::account::{Credentials, Me};

use crate::api::{self, Problem};
use crate::storage;

const ME: &str = "tabula.me";

/// Who is logged in, shared by every page.
#[derive(Clone, Copy, Debug)]
pub struct Account {
    /// The logged-in player's name (the last one known, when offline).
    pub me: RwSignal<Option<String>>,
}

/// Sets the account up for the whole app: the last known player at once, then what the server says.
pub fn provide() -> Account {
    let account = Account {
        me: RwSignal::new(storage::load(ME).filter(|name| !name.is_empty())),
    };
    provide_context(account);
    spawn_local(refresh(account));
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
    let credentials = Credentials {
        username: username.to_owned(),
        password: password.to_owned(),
    };
    let me: Me = api::post(path, &credentials).await?;
    crate::language::follow_account(me.locale.as_deref());
    set_me(account, Some(me.username));
    Ok(())
}

/// Logs out.
pub async fn log_out(account: Account) -> Result<(), Problem> {
    api::post::<()>("/api/auth/logout", &serde_json::json!({})).await?;
    set_me(account, None);
    Ok(())
}
