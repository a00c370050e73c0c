//! Greetings across languages in real browsers: two Chromium profiles meet in a room, one reading Thai and the other
//! Kazakh; the Thai player's "good luck" (a code on the wire) reads in Kazakh on the other page and in Thai on their
//! own; a burst of greetings is refused with its own message; muting hides the phrases and what is heard, and stays
//! muted after a reload. Needs the bundle (`cargo xtask site`) and Debian's `chromium` + `chromium-driver`.

use e2e::{Browser, run_sessions};

/// A message of one of the six catalogues.
fn message(language: &str, key: &str) -> String {
    let catalogue = match language {
        "th" => include_str!("../../web/locales/th.ftl"),
        "kk" => include_str!("../../web/locales/kk.ftl"),
        _ => include_str!("../../web/locales/en.ftl"),
    };
    catalogue
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key} = ")))
        .unwrap_or_else(|| panic!("no {key} in {language}.ftl"))
        .to_owned()
}

/// Chooses the interface's language with the header's picker.
async fn speak(page: &Browser, language: &str) {
    page.open("/").await;
    let picker = page.wait_for("select[name='language']").await;
    picker
        .select_by_value(language)
        .await
        .expect("choosing a language");
    page.wait_until(
        "the page in its language",
        &format!("document.documentElement.lang === '{language}'"),
    )
    .await;
}

/// Whether the page shows a greeting `code` heard, whose text includes `phrase`.
fn heard(code: &str, phrase: &str) -> String {
    format!(
        "Array.from(document.querySelectorAll('.greetings-heard .greeting[data-greeting=\"{code}\"]'))\
         .some(li => li.textContent.includes({phrase:?}))"
    )
}

#[tokio::test]
async fn a_thai_greeting_reads_in_kazakh_and_muting_hides_greetings() {
    run_sessions(2, |browsers| async move {
        let [thai, kazakh] = &browsers[..] else {
            unreachable!()
        };
        speak(thai, "th").await;
        speak(kazakh, "kk").await;
        thai.open("/xiangqi").await;
        thai.wait_for("svg.board").await;
        thai.new_game("room-online", None).await;
        thai.wait_for(".play.live .invite-link").await;
        let link = thai
            .eval("return document.querySelector('.invite-link').value;")
            .await;
        let link = link.as_str().expect("the invitation link").to_owned();
        kazakh.client.goto(&link).await.expect("opening the invitation");
        kazakh.wait_for(".play.live li.seat.mine").await;
        for page in [thai, kazakh] {
            page.wait_for(".greetings-row button.greet[data-greeting='good_luck']")
                .await;
        }
        // The buttons speak the page's language.
        assert_eq!(
            thai.text(".greetings-row button.greet[data-greeting='good_luck']")
                .await,
            message("th", "greeting-good_luck")
        );

        thai.click(".greetings-row button.greet[data-greeting='good_luck']")
            .await;
        kazakh
            .wait_until(
                "the Thai player's greeting in Kazakh",
                &heard("good_luck", &message("kk", "greeting-good_luck")),
            )
            .await;
        thai.wait_until(
            "their own greeting in Thai",
            &heard("good_luck", &message("th", "greeting-good_luck")),
        )
        .await;
        kazakh
            .click(".greetings-row button.greet[data-greeting='have_fun']")
            .await;
        thai.wait_until(
            "the Kazakh player's answer in Thai",
            &heard("have_fun", &message("th", "greeting-have_fun")),
        )
        .await;
        thai.screenshot("greetings-thai").await;
        kazakh.screenshot("greetings-kazakh").await;

        // A burst: past five in half a minute (good luck was the first), the page says why, in its language.
        let refused = message("th", "error-too_many_greetings");
        let mut clicks = 0;
        loop {
            thai.click(".greetings-row button.greet[data-greeting='hello']")
                .await;
            clicks += 1;
            // Time for the answer to come back.
            tokio::time::sleep(std::time::Duration::from_millis(600)).await;
            let problem = thai
                .eval("return document.querySelector('.play.live .problem')?.textContent ?? '';")
                .await;
            if problem.as_str() == Some(refused.as_str()) {
                break;
            }
            assert!(clicks < 5, "a burst of greetings was never refused");
        }
        assert_eq!(clicks, 5, "the sixth greeting is the one refused");

        // Muting hides the phrases and what is heard; it stays after a reload.
        kazakh.click(".greetings .mute-greetings").await;
        kazakh
            .wait_until(
                "greetings muted",
                "!document.querySelector('.greetings-row') && !document.querySelector('.greetings-heard')",
            )
            .await;
        assert_eq!(
            kazakh.text(".greetings .mute-greetings").await,
            message("kk", "greetings-unmute")
        );
        kazakh.reload().await;
        kazakh.wait_for(".greetings .mute-greetings").await;
        assert_eq!(
            kazakh
                .eval("return !!document.querySelector('.greetings-row, .greetings-heard');")
                .await,
            false,
            "muted after a reload"
        );
        // Unmuted, greetings show again.
        kazakh.click(".greetings .mute-greetings").await;
        kazakh.wait_for(".greetings-row").await;
    })
    .await;
}
