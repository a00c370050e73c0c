//! `/account`: log in or sign up; once logged in, the player's name, a link to their ranked games, and log out.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;

use crate::account::{self, use_account};
use crate::i18n::{t, t_args};

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
            <p><A href=format!("/players/{name}")>{t("account-profile")}</A></p>
            <button class="log-out" on:click=out>{t("account-log-out")}</button>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
        </section>
    }
}

fn sign_in_form() -> impl IntoView {
    let account = use_account();
    let username = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let go = move |new_account: bool| {
        busy.set(true);
        spawn_local(async move {
            let (name, secret) = (username.get_untracked(), password.get_untracked());
            let result = account::log_in(account, new_account, &name, &secret).await;
            busy.set(false);
            problem.set(result.err().map(|p| p.text()));
        });
    };
    view! {
        <section class="account">
            <h1>{t("account-title")}</h1>
            <p class="lead">{t("account-why")}</p>
            <form class="sign-in" on:submit=move |ev| { ev.prevent_default(); go(false); }>
                <label>{t("account-username")}
                    <input name="username" autocomplete="username" required
                        prop:value=move || username.get() on:input=move |ev| username.set(event_target_value(&ev)) />
                </label>
                <label>{t("account-password")}
                    <input name="password" type="password" autocomplete="current-password" required
                        prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev)) />
                </label>
                <p class="hint">{t("account-rules")}</p>
                <div class="buttons">
                    <button class="log-in" type="submit" disabled=move || busy.get()>{t("account-log-in")}</button>
                    <button class="sign-up" type="button" disabled=move || busy.get()
                        on:click=move |_| go(true)>{t("account-sign-up")}</button>
                </div>
                {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
            </form>
        </section>
    }
}
