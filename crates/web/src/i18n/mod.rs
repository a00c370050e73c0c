//! The message catalogues: every piece of UI text is a Fluent message looked up by key, in the reader's language.
//!
//! English (`locales/en.ftl`) is compiled in and is the fallback for any message another catalogue lacks: all of it
//! but the games' rules in the shell ([`ENGLISH`]), the rules with the rules pages' part ([`ENGLISH_RULES`], added by
//! [`add_english`]), both without the comments (`build.rs` cuts the file). The other five catalogues are static
//! files (`/locales/<tag>.ftl`) that the page fetches when their language is chosen, so an English reader's page
//! carries none of them; [`set_locale`] installs one. Numbers and dates go through
//! [`format`]: Fluent's own number formatting does not group digits.

pub mod format;

use std::cell::RefCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

pub use format::CalendarDate;
pub use protocol::locale::{Locale, UnknownLocale};

/// The English catalogue, the fallback of every other, without the games' rules.
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The English rules of the four games (`<game>-rules-<n>`): only the rules pages, a part of their own, use them.
pub const ENGLISH_RULES: &str = include_str!(concat!(env!("OUT_DIR"), "/en-rules.ftl"));

/// The catalogues in use: the chosen language's (none for English) over English.
struct Catalogues {
    locale: Locale,
    chosen: Option<FluentBundle<FluentResource>>,
    english: FluentBundle<FluentResource>,
}

thread_local! {
    static CATALOGUES: RefCell<Catalogues> = RefCell::new(Catalogues {
        locale: Locale::En,
        chosen: None,
        english: bundle(Locale::En, ENGLISH),
    });
}

/// The bundle of one catalogue. A syntax error loses only the entries it touches (the tests keep every catalogue
/// clean); their messages then come from English.
fn bundle(locale: Locale, source: &str) -> FluentBundle<FluentResource> {
    // Named by its plural language: fluent looks plural rules up by exact identifier and has none for `zh-Hant`.
    let lang = locale
        .plural_language()
        .parse()
        .expect("the six tags are valid language identifiers");
    let mut bundle = FluentBundle::new(vec![lang]);
    // Unicode isolation marks around placeables confuse screen readers and tests alike; our strings are simple.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format::fluent_formatter));
    let resource =
        FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, _)| resource);
    bundle.add_resource_overriding(resource);
    bundle
}

/// Switches the interface to `locale`, whose catalogue is `source` (ignored for English, which is built in).
pub fn set_locale(locale: Locale, source: &str) {
    CATALOGUES.with_borrow_mut(|catalogues| {
        catalogues.locale = locale;
        catalogues.chosen = (locale != Locale::En).then(|| bundle(locale, source));
    });
}

/// Adds `source`'s messages to the English catalogue (a part's own, such as [`ENGLISH_RULES`]). The bundle keeps
/// every resource it is given, so a part adds its messages once.
pub fn add_english(source: &str) {
    CATALOGUES.with_borrow_mut(|catalogues| {
        let resource =
            FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, _)| resource);
        catalogues.english.add_resource_overriding(resource);
    });
}

/// The language the interface speaks now.
pub fn locale() -> Locale {
    CATALOGUES.with_borrow(|catalogues| catalogues.locale)
}

/// The message `key`, or the key itself when it is missing (visible, but never a crash).
pub fn t(key: &str) -> String {
    format(key, None)
}

/// The message `key` with named arguments.
pub fn t_args(key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    format(key, Some(&fluent_args))
}

fn format(key: &str, args: Option<&FluentArgs<'_>>) -> String {
    CATALOGUES.with_borrow(|catalogues| {
        let found = catalogues
            .chosen
            .iter()
            .chain([&catalogues.english])
            .find_map(|bundle| Some((bundle, bundle.get_message(key)?.value()?)));
        let Some((bundle, pattern)) = found else {
            return key.to_owned();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    })
}

/// An integer (points, counts) as the interface's language writes it.
pub fn number(value: i64) -> String {
    format::NumberStyle::of(locale()).integer(value)
}

/// The day of `unix_seconds` in a time zone `offset_minutes` ahead of UTC, as the interface's language writes a
/// date (the Thai year counts the Buddhist era).
pub fn date(unix_seconds: i64, offset_minutes: i64) -> String {
    let day = CalendarDate::from_unix(unix_seconds, offset_minutes);
    // The year is text, not a number: a year is never grouped ("2,025").
    let year = format::year(locale(), day.year).to_string();
    t_args(
        "date",
        &[
            ("year", year.into()),
            ("month", day.month.into()),
            ("day", day.day.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue(locale: Locale) -> String {
        let path = format!(
            "{}/locales/{}.ftl",
            env!("CARGO_MANIFEST_DIR"),
            locale.tag()
        );
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"))
    }

    /// Runs `check` with `locale` installed, then puts English back (tests share the thread-local catalogue only
    /// within one test, but keep it tidy).
    fn in_locale(locale: Locale, check: impl FnOnce()) {
        set_locale(locale, &catalogue(locale));
        check();
        set_locale(Locale::En, "");
    }

    #[test]
    fn missing_keys_fall_back_to_the_key_and_english_is_built_in() {
        assert_eq!(t("no-such-message"), "no-such-message");
        assert_eq!(t("app-name"), "Tabula");
        assert_eq!(locale(), Locale::En);
    }

    /// The ids of the messages in a catalogue's source (a message starts a line; comments and continuations don't).
    fn ids(source: &str) -> std::collections::BTreeSet<&str> {
        source
            .lines()
            .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
            .collect()
    }

    #[test]
    fn the_english_rules_load_apart_and_no_message_is_lost() {
        let (shell, rules) = (ids(ENGLISH), ids(ENGLISH_RULES));
        assert!(rules.len() >= 40 && rules.iter().all(|id| id.contains("-rules-")));
        assert!(shell.is_disjoint(&rules));
        let whole = catalogue(Locale::En);
        assert_eq!(ids(&whole), &shell | &rules);
        assert!(
            !ENGLISH
                .lines()
                .chain(ENGLISH_RULES.lines())
                .any(|line| line.starts_with('#'))
        );
        assert!(ENGLISH.len() + ENGLISH_RULES.len() < whole.len());
        // The shell alone has no rules; once the rules page adds them, they read as in en.ftl.
        assert_eq!(t("xiangqi-rules-1"), "xiangqi-rules-1");
        add_english(ENGLISH_RULES);
        assert_eq!(t("xiangqi-rules-1"), "## The board");
        assert_eq!(t("app-name"), "Tabula");
    }

    #[test]
    fn a_message_missing_from_a_catalogue_comes_from_english() {
        set_locale(Locale::Kk, "home-title = Төрт классикалық үстел ойыны\n");
        assert_eq!(t("home-title"), "Төрт классикалық үстел ойыны");
        assert_eq!(t("nav-games"), "Games");
        set_locale(Locale::En, "");
        assert_eq!(t("home-title"), "Four classic board games");
    }

    #[test]
    fn placeables_format_numbers_in_the_language() {
        for (locale, expected) in [
            (Locale::En, "1,234,567"),
            (Locale::Km, "1,234,567"),
            (Locale::Kk, "1\u{a0}234\u{a0}567"),
            (Locale::Th, "1,234,567"),
            (Locale::ZhHans, "1,234,567"),
            (Locale::ZhHant, "1,234,567"),
        ] {
            in_locale(locale, || {
                let text = t_args("ranked-won", &[("points", 1_234_567.into())]);
                assert!(text.contains(expected), "{locale}: {text}");
                assert_eq!(number(1_234_567), expected, "{locale}");
            });
        }
    }

    #[test]
    fn plural_categories_come_from_cldr() {
        let moves = |count: i64| {
            t_args(
                "board-selected",
                &[("piece", "x".into()), ("count", count.into())],
            )
        };
        assert!(moves(1).ends_with("one move"), "{}", moves(1));
        assert!(moves(2).ends_with("2 moves"), "{}", moves(2));
        // Thai has only `other`: the count is always written out.
        in_locale(Locale::Th, || {
            assert!(moves(1).contains('1'), "{}", moves(1))
        });
    }

    #[test]
    fn dates_per_language() {
        // 2025-03-09 12:00 UTC.
        let when = 1_741_521_600;
        let expected = [
            (Locale::En, "March 9, 2025"),
            (Locale::Km, "9 មីនា 2025"),
            (Locale::Th, "9 มีนาคม 2568"),
            (Locale::Kk, "2025 ж. 9 наурыз"),
            (Locale::ZhHans, "2025年3月9日"),
            (Locale::ZhHant, "2025年3月9日"),
        ];
        for (locale, text) in expected {
            in_locale(locale, || assert_eq!(date(when, 0), text, "{locale}"));
        }
        // Late on 31 December in UTC is New Year's Day in Bangkok (UTC+7).
        in_locale(Locale::Th, || {
            assert_eq!(date(1_767_222_000, 420), "1 มกราคม 2569");
        });
    }
}
