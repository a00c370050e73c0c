//! `/account`: log in or sign up (one form at a time, each refusal next to its field); once logged in, the player's
//! name, a link to their ranked games, and log out.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;

use crate::account::{self, use_account};
use crate::api::Problem;
use crate::i18n::{t, t_args};
use protocol::ErrorCode;

/// The account page.
#[component]
pub fn AccountPage() -> impl IntoView {
    let account = use_account();
    move || match account.me.get() {
        Some(name) => signed_in(name).into_any(),
        None => sign_in_form().into_any(),
    }
}

fn signed_in(name: String) -> impl IntoView {
    let account = use_account();
    let problem = RwSignal::new(None::<String>);
    let out = move |_| {
        spawn_local(async move {
            if let Err(p) = account::log_out(account).await {
                problem.set(Some(p.text()));
            }
        });
    };
    view! {
        <section class="account">
            <h1>{t("account-title")}</h1>
            <p class="me">{t_args("account-signed-in", &[("name", name.clone().into())])}</p>
            <p><A href=crate::pages::profile_path(&name)>{t("account-profile")}</A></p>
            <button class="log-out" on:click=out>{t("account-log-out")}</button>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
        </section>
    }
}

/// What the account form does: one form at a time, so Enter always does what its button says.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    LogIn,
    SignUp,
}

/// The field a refusal is about, shown next to it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    Username,
    Password,
}

fn field_of(problem: &Problem) -> Option<Field> {
    match problem {
        Problem::Refused {
            error: ErrorCode::InvalidUsername | ErrorCode::UsernameTaken,
            ..
        } => Some(Field::Username),
        Problem::Refused {
            error: ErrorCode::WeakPassword,
            ..
        } => Some(Field::Password),
        _ => None,
    }
}

fn sign_in_form() -> impl IntoView {
    let account = use_account();
    let mode = RwSignal::new(Mode::LogIn);
    let username = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<Problem>);
    let busy = RwSignal::new(false);
    let go = move || {
        busy.set(true);
        spawn_local(async move {
            let (name, secret) = (username.get_untracked(), password.get_untracked());
            let new_account = mode.get_untracked() == Mode::SignUp;
            let result = account::log_in(account, new_account, &name, &secret).await;
            busy.set(false);
            problem.set(result.err());
        });
    };
    let switch = move |to: Mode| {
        mode.set(to);
        problem.set(None);
    };
    let wrong = move |field: Field| problem.with(|p| p.as_ref().and_then(field_of) == Some(field));
    // A refusal about a field is shown under it (and the field marked invalid); any other under the button.
    let problem_at = move |field: Option<Field>| {
        move || {
            problem.with(|p| {
                p.as_ref()
                    .filter(|p| field_of(p) == field)
                    .map(|p| view! { <p class="problem" role="alert">{p.text()}</p> })
            })
        }
    };
    let tab = move |to: Mode, class: &'static str, key: &'static str| {
        view! {
            <button type="button" role="tab" class=class aria-selected=move || (mode.get() == to).to_string()
                class:selected=move || mode.get() == to on:click=move |_| switch(to)>{t(key)}</button>
        }
    };
    view! {
        <section class="account">
            <h1>{t("account-title")}</h1>
            <p class="lead">{t("account-why")}</p>
            <div class="modes" role="tablist">
                {tab(Mode::LogIn, "mode log-in", "account-log-in")}
                {tab(Mode::SignUp, "mode sign-up", "account-sign-up")}
            </div>
            <form class="sign-in" class:new=move || mode.get() == Mode::SignUp
                on:submit=move |ev| { ev.prevent_default(); go(); }>
                <label>{t("account-username")}
                    <input name="username" autocomplete="username" required
                        aria-invalid=move || wrong(Field::Username).to_string()
                        prop:value=move || username.get() on:input=move |ev| username.set(event_target_value(&ev)) />
                </label>
                {problem_at(Some(Field::Username))}
                <label>{t("account-password")}
                    <input name="password" type="password" required
                        autocomplete=move || match mode.get() { Mode::LogIn => "current-password", Mode::SignUp => "new-password" }
                        aria-invalid=move || wrong(Field::Password).to_string()
                        prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev)) />
                </label>
                {problem_at(Some(Field::Password))}
                {move || (mode.get() == Mode::SignUp).then(|| view! { <p class="hint">{t("account-rules")}</p> })}
                <button class="submit" type="submit" disabled=move || busy.get()>
                    {move || t(match mode.get() { Mode::LogIn => "account-log-in", Mode::SignUp => "account-sign-up" })}
                </button>
                {problem_at(None)}
            </form>
        </section>
    }
}
