//! Tabula in its six languages in a real browser: the home page, a game page, the rules and the account page in
//! each language at phone and desktop widths (no missing-key text, no console error, the right `<html lang>`, nothing
//! sticking out of its box, Khmer and Thai fonts loaded only for those languages, a screenshot each); the picker
//! switching at once and surviving a reload, and following the account; the browser's languages choosing the first
//! page's language. Needs the bundle (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use std::collections::BTreeMap;
use std::time::Duration;

use e2e::{Page, run, run_with_languages};
use serde_json::Value;

/// The six languages by tag.
const LOCALES: [&str; 6] = ["en", "km", "th", "kk", "zh-Hans", "zh-Hant"];

/// The pages every language is checked on, with what shows they are ready, and a short name for screenshots.
const PAGES: [(&str, &str, &str); 4] = [
    ("/", "ul.game-cards li", "home"),
    ("/xiangqi", "svg.board g.piece", "game"),
    ("/backgammon/rules", "article.rules h2", "rules"),
    ("/account", "form.sign-in", "account"),
];

/// The simple (one-line) messages of a catalogue, by key.
fn catalogue(tag: &str) -> BTreeMap<String, String> {
    let path = format!("{}/../web/locales/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    text.lines()
        .filter_map(|line| {
            let (key, value) = line.split_once(" = ")?;
            let key_like = key
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
            key_like.then(|| (key.to_owned(), value.to_owned()))
        })
        .collect()
}

/// Elements that stick out of the page or of their own box, or whose text is clipped (a script's findings).
const OVERFLOW: &str = r#"
const width = document.documentElement.clientWidth;
const found = [];
const name = (e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().replace(/\s+/g, '.') : '');
if (document.documentElement.scrollWidth > width + 1) found.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + width);
for (const e of document.querySelectorAll('body *')) {
  if (e.closest('svg, .sr-only, select, option, noscript, script')) continue;
  const style = getComputedStyle(e);
  if (style.display === 'none' || style.visibility === 'hidden' || style.display === 'inline') continue;
  const box = e.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) continue;
  if (box.right > width + 1 || box.left < -1) found.push(name(e) + ' sticks out of the page (' + Math.round(box.left) + '..' + Math.round(box.right) + ')');
  const scrolls = ['auto', 'scroll'];
  if (!scrolls.includes(style.overflowX) && e.scrollWidth > e.clientWidth + 1) found.push(name(e) + ' is ' + e.scrollWidth + ' wide in a box of ' + e.clientWidth + ': ' + e.textContent.slice(0, 40));
  if (style.overflowY === 'hidden' && e.scrollHeight > e.clientHeight + 1) found.push(name(e) + ' clips its text vertically: ' + e.textContent.slice(0, 40));
}
return found;
"#;

/// Every piece of text the page shows or reads aloud: text, labels, titles, placeholders.
const TEXTS: &str = r#"
const texts = [document.body.innerText];
for (const e of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
  for (const a of ['aria-label', 'title', 'placeholder']) if (e.getAttribute(a)) texts.push(e.getAttribute(a));
}
return texts.join('\n');
"#;

/// The font files this document has fetched.
const FETCHED_FONTS: &str = r#"
return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/fonts/')).map(n => n.split('/').pop());
"#;

/// The web fonts this document has used (a face is loaded only when some text needs it).
const USED_FONTS: &str = r#"
return [...document.fonts].filter(f => f.status !== 'unloaded').map(f => f.family.replace(/"/g, '') + ' ' + f.weight);
"#;

async fn sized(page: &Page, width: u32) {
    page.client
        .set_window_size(width, 900)
        .await
        .expect("resizing the window");
    // The window's frame may take some of it: make the page itself as wide as asked.
    let inner = page
        .eval("return window.innerWidth;")
        .await
        .as_u64()
        .unwrap();
    if inner != u64::from(width) {
        let outer = u64::from(width) + (u64::from(width) - inner);
        page.client
            .set_window_size(outer as u32, 900)
            .await
            .expect("resizing the window");
    }
}

/// Checks one page in one language: text, `<html lang>`, overflow, fonts; saves a screenshot.
async fn check_page(
    page: &Page,
    tag: &str,
    (path, ready, short): (&str, &str, &str),
    width: u32,
    keys: &[String],
) {
    page.open(path).await;
    page.wait_for(ready).await;
    page.wait_until(
        &format!("<html lang={tag}>"),
        &format!("document.documentElement.lang === '{tag}'"),
    )
    .await;
    // Fonts swap in when they arrive: let them, so the layout checked is the final one.
    page.wait_until("fonts", "document.fonts.status === 'loaded'")
        .await;
    let texts = page.eval(TEXTS).await;
    let texts = texts.as_str().unwrap();
    let shown_keys: Vec<&String> = keys
        .iter()
        .filter(|key| {
            texts
                .split(|c: char| c.is_whitespace() || c == '"' || c == ',' || c == ':')
                .any(|word| word == key.as_str())
        })
        .collect();
    assert!(
        shown_keys.is_empty(),
        "{tag} {path}: message keys shown instead of text: {shown_keys:?}"
    );
    let overflow = page.eval(OVERFLOW).await;
    assert_eq!(
        overflow,
        Value::Array(vec![]),
        "{tag} {path} at {width}px: overflow"
    );
    let mut used: Vec<String> = serde_json::from_value(page.eval(USED_FONTS).await).unwrap();
    used.sort();
    let mut expected: Vec<&str> = match tag {
        "km" => vec!["Tabula Khmer 400", "Tabula Khmer 700"],
        "th" => vec!["Tabula Thai 400", "Tabula Thai 700"],
        _ => vec![],
    };
    // A Xiangqi board draws its pieces with the site's own piece font, in every language.
    if path == "/xiangqi" {
        expected.push("Tabula Pieces 700");
    }
    expected.sort_unstable();
    assert_eq!(used, expected, "{tag} {path}: the web fonts used");
    if tag == "en" {
        // English comes first, in a fresh browser: no font but the pieces' (5 KB). (Later, Chromium fetches fonts
        // a previous page of the site used before it knows whether this one needs them; the faces stay unused.)
        let fetched: Vec<String> = serde_json::from_value(page.eval(FETCHED_FONTS).await).unwrap();
        assert!(
            fetched.iter().all(|font| font == "TabulaPieces.woff2"),
            "English fetched fonts: {fetched:?}"
        );
    }
    page.screenshot(&format!("language-{tag}-{short}-{width}"))
        .await;
}

#[tokio::test]
async fn every_language_on_every_kind_of_page_at_phone_and_desktop_widths() {
    run(|page| async move {
        let keys: Vec<String> = catalogue("en").into_keys().collect();
        // Open a page first so local storage belongs to the site.
        page.open("/").await;
        page.wait_for("ul.game-cards").await;
        for tag in LOCALES {
            page.eval(&format!(
                "localStorage.setItem('tabula.locale', '{tag}'); return null;"
            ))
            .await;
            for width in [390, 1280] {
                sized(&page, width).await;
                for spec in PAGES {
                    check_page(&page, tag, spec, width, &keys).await;
                }
            }
            // Every game's rules have the same sections in every language.
            let english = catalogue("en");
            for game in ["xiangqi", "hnefatafl", "banqi", "backgammon"] {
                page.open(&format!("/{game}/rules")).await;
                page.wait_for("article.rules h2").await;
                let shown = page
                    .eval("return [document.querySelectorAll('article.rules > h2').length, document.querySelectorAll('article.rules > p').length];")
                    .await;
                let paragraphs = english
                    .keys()
                    .filter(|k| k.starts_with(&format!("{game}-rules-")))
                    .collect::<Vec<_>>();
                let headings = paragraphs
                    .iter()
                    .filter(|k| english[**k].starts_with("## "))
                    .count();
                assert_eq!(
                    shown,
                    serde_json::json!([headings, paragraphs.len() - headings]),
                    "{tag}: the {game} rules' sections"
                );
            }
        }
        let errors = page.console_errors().await;
        assert!(errors.is_empty(), "console errors: {errors:?}");
        page
    })
    .await;
}

#[tokio::test]
async fn the_picker_switches_at_once_survives_a_reload_and_follows_the_account() {
    run(|page| async move {
        page.open("/").await;
        page.wait_for("select[name='language']").await;
        assert_eq!(page.text("header nav a").await, "Games");
        // A marker on the window: it is gone if the page reloads.
        page.eval("window.stillHere = true; return null;").await;
        let picker = page.wait_for("select[name='language']").await;
        picker.select_by_value("km").await.expect("choosing Khmer");
        let khmer = catalogue("km");
        page.wait_until(
            "the header in Khmer",
            &format!(
                "document.querySelector('header nav a').textContent === {:?}",
                khmer["nav-games"]
            ),
        )
        .await;
        assert_eq!(page.eval("return document.documentElement.lang;").await, "km");
        assert_eq!(page.eval("return window.stillHere === true;").await, true);
        assert_eq!(
            page.text("ul.game-cards li h2").await,
            khmer["game-banqi"],
            "the page changed with the header"
        );

        page.reload().await;
        page.wait_for("ul.game-cards").await;
        assert_eq!(page.eval("return document.documentElement.lang;").await, "km");
        assert_eq!(page.text("header nav a").await, khmer["nav-games"]);
        assert_eq!(
            page.eval("return document.querySelector(\"select[name='language']\").value;")
                .await,
            "km"
        );

        // Logged in, the choice goes to the account, and the account's choice wins over the device's.
        let signed_up = page
            .eval(
                "return fetch('/api/auth/signup', {method: 'POST', headers: {'Content-Type': 'application/json'},
                   body: JSON.stringify({username: 'somchai', password: 'a long enough password'})})
                   .then(r => r.status);",
            )
            .await;
        assert_eq!(signed_up, 201);
        page.eval("localStorage.setItem('tabula.me', 'somchai'); return null;")
            .await;
        page.reload().await;
        page.wait_for("select[name='language']").await;
        // An account without a language learns the one in use.
        wait_for_account_locale(&page, "km").await;
        let picker = page.wait_for("select[name='language']").await;
        picker.select_by_value("th").await.expect("choosing Thai");
        wait_for_account_locale(&page, "th").await;
        page.eval("localStorage.setItem('tabula.locale', 'kk'); return null;")
            .await;
        page.reload().await;
        page.wait_until(
            "the account's Thai over the device's Kazakh",
            "document.documentElement.lang === 'th'",
        )
        .await;
        assert_eq!(page.text("header nav a").await, catalogue("th")["nav-games"]);
        let errors = page.console_errors().await;
        assert!(errors.is_empty(), "console errors: {errors:?}");
        page
    })
    .await;
}

async fn wait_for_account_locale(page: &Page, tag: &str) {
    for _ in 0..100 {
        let locale = page
            .eval("return fetch('/api/me').then(r => r.json()).then(me => me.locale);")
            .await;
        if locale == tag {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the account's language never became {tag}");
}

#[tokio::test]
async fn the_browsers_languages_choose_the_first_page() {
    // Taiwan reads Traditional; Khmer gets Khmer; a Kazakh reader whose browser says only Russian gets English.
    for (languages, tag) in [
        ("zh-TW,zh;q=0.9", "zh-Hant"),
        ("km-KH,km", "km"),
        ("ru-RU,ru", "en"),
    ] {
        let expected = catalogue(tag)["nav-games"].clone();
        run_with_languages(languages, move |page| async move {
            page.open("/").await;
            page.wait_for("ul.game-cards").await;
            assert_eq!(
                page.eval("return document.documentElement.lang;").await,
                tag,
                "{languages}"
            );
            assert_eq!(page.text("header nav a").await, expected, "{languages}");
            page
        })
        .await;
    }
}

/// Khmer writes no spaces between words, so a line may break only where the browser's dictionary sees a word end;
/// "អេក្រង់" (screen, a loanword) was split as "អេ" / "ក្រង់". Wherever the word stands (the home page's lead, the
/// game page's choice of opponent), no width of its line splits it.
#[tokio::test]
async fn a_khmer_word_is_never_split_across_lines() {
    run_with_languages("km", |page| async move {
        for (path, ready) in [("/", "ul.game-cards"), ("/backgammon", "details.new-game")] {
            page.open(path).await;
            page.wait_for(ready).await;
            let found = page
                .eval(
                    r#"const word = /អេ\u2060?ក្រង់/g;
                    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                    const hits = [];
                    for (let node; (node = walker.nextNode()); ) {
                        for (const m of node.data.matchAll(word)) hits.push([node, m.index, m[0].length]);
                    }
                    const split = [];
                    for (const [node, at, len] of hits) {
                        const range = document.createRange();
                        range.setStart(node, at);
                        range.setEnd(node, at + len);
                        const box = node.parentElement;
                        const old = box.getAttribute('style');
                        // Widths a phone's line has and wider: far narrower lines hold no whole Khmer phrase, and the
                        // browser then breaks anywhere to keep the text inside (overflow-wrap).
                        const least = 160;
                        for (let width = least; width < 600; width += 2) {
                            box.style.display = 'inline-block';
                            box.style.width = width + 'px';
                            const tops = new Set(Array.from(range.getClientRects())
                                .filter(r => r.width > 0).map(r => Math.round(r.top)));
                            if (tops.size > 1) { split.push(width + 'px: ' + node.data); break; }
                        }
                        if (old === null) box.removeAttribute('style'); else box.setAttribute('style', old);
                    }
                    return [hits.length, split];"#,
                )
                .await;
            let (hits, split): (usize, Vec<String>) = serde_json::from_value(found).unwrap();
            assert!(hits > 0, "{path}: the word is on the page");
            assert!(split.is_empty(), "{path}: {split:?}");
        }
        page
    })
    .await;
}
