//! The account form: one form at a time, so Enter does what its button says; every rule stated; each refusal next
//! to its field; the sign-up limit says when to try again. Needs the bundle (`cargo xtask dist`) and Debian's
//! `chromium` + `chromium-driver`.

use e2e::{Page, run};

/// WebDriver's Enter key.
const ENTER: &str = "\u{E007}";

/// Types `username` and `password` into the form (emptied first), then presses Enter in the password field.
async fn submit(page: &Page, username: &str, password: &str) {
    for (field, text) in [("username", username), ("password", password)] {
        let input = page.wait_for(&format!("input[name='{field}']")).await;
        input.clear().await.unwrap();
        input.send_keys(text).await.unwrap();
    }
    page.wait_for("input[name='password']")
        .await
        .send_keys(ENTER)
        .await
        .unwrap();
}

/// The refusal shown once it begins with `expected`, the field it sits under (`username`, `password`, or `form`
/// when under the button), and which inputs are marked invalid. It waits for that text because the refusal of the
/// form sent before stays on screen until the server has answered this one.
async fn refusal(page: &Page, expected: &str) -> (String, String, Vec<String>) {
    let text = serde_json::to_string(expected).unwrap();
    page.wait_until(
        &format!("the refusal {text}"),
        &format!(
            "(document.querySelector('.sign-in .problem')?.textContent ?? '').startsWith({text})"
        ),
    )
    .await;
    let value = page
        .eval(
            "const p = document.querySelector('.sign-in .problem');
             const before = p.previousElementSibling;
             const input = before && before.querySelector('input');
             const invalid = Array.from(document.querySelectorAll('.sign-in input[aria-invalid=true]'))
                 .map(i => i.name);
             return [p.textContent, input ? input.name : 'form', invalid];",
        )
        .await;
    serde_json::from_value(value).unwrap()
}

#[tokio::test]
async fn enter_does_what_the_form_says_and_each_refusal_sits_by_its_field() {
    run(|page| async move {
        page.open("/account").await;
        page.wait_for("form.sign-in").await;
        // Logging in is the first form; Enter logs in, and a wrong password is the form's refusal.
        assert_eq!(page.text("button.submit").await, "Log in");
        assert_eq!(
            page.text(".sign-in .hint").await,
            "",
            "no rules to read when logging in"
        );
        submit(&page, "nobody_here", "not the password").await;
        let (text, place, invalid) = refusal(&page, "Wrong username or password.").await;
        assert_eq!(text, "Wrong username or password.");
        assert_eq!(place, "form");
        assert!(invalid.is_empty());

        // Signing up: the button says so, every rule is stated, and Enter signs up.
        page.click("button.mode.sign-up").await;
        assert_eq!(page.text("button.submit").await, "Sign up");
        let hint = page.text(".sign-in .hint").await;
        for rule in ["3 to 24", "10 to 256", "5 different", "username"] {
            assert!(hint.contains(rule), "{rule} in {hint}");
        }
        assert_eq!(
            page.eval("return document.querySelector('input[name=password]').autocomplete;")
                .await,
            "new-password"
        );
        submit(&page, "no spaces!", "a long enough password").await;
        let (text, place, invalid) = refusal(&page, "A username has 3 to 24").await;
        assert!(text.starts_with("A username has 3 to 24"), "{text}");
        assert_eq!(
            (place.as_str(), invalid),
            ("username", vec!["username".to_owned()])
        );

        submit(&page, "newcomer", "aaaaabbbbb").await;
        let (text, place, invalid) = refusal(&page, "A password has 10 to 256").await;
        assert!(text.starts_with("A password has 10 to 256"), "{text}");
        assert_eq!(
            (place.as_str(), invalid),
            ("password", vec!["password".to_owned()])
        );
        page.screenshot("account-weak-password").await;

        submit(&page, "newcomer", "a long enough password").await;
        let me = page.wait_for(".account .me").await.text().await.unwrap();
        assert_eq!(me, "Logged in as newcomer.");
        page
    })
    .await;
}

#[tokio::test]
async fn the_sign_up_limit_says_when_to_try_again() {
    run(|page| async move {
        page.open("/account").await;
        page.wait_for("form.sign-in").await;
        // Ten sign-ups an hour from one address; refused ones (an impossible name) do not count.
        let made = page
            .eval(
                "return (async () => {
                 const up = name => fetch('/api/auth/signup', {method: 'POST',
                     headers: {'Content-Type': 'application/json'},
                     body: JSON.stringify({username: name, password: 'a long enough password'})})
                     .then(r => r.status);
                 const statuses = [await up('no way!')];
                 for (let i = 0; i < 10; i++) statuses.push(await up('early_' + i));
                 await fetch('/api/auth/logout', {method: 'POST'});
                 return statuses;
                 })();",
            )
            .await;
        let mut expected = vec![400];
        expected.extend([201; 10]);
        assert_eq!(made, serde_json::json!(expected));
        page.reload().await;
        page.click("button.mode.sign-up").await;
        submit(&page, "one_too_many", "a long enough password").await;
        let (text, place, _) = refusal(&page, "Too many attempts").await;
        assert_eq!(text, "Too many attempts: try again in 60 minutes.");
        assert_eq!(place, "form");
        page
    })
    .await;
}
