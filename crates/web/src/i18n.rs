//! The message catalogue: every piece of UI text is a Fluent message looked up by key.
//!
//! English is the first locale; Khmer, Thai, Kazakh and Chinese are added by dropping their `.ftl` files into
//! `locales/` and listing them in [`LOCALES`].

use std::cell::RefCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// Each locale's tag and catalogue source, the fallback (English) first.
pub const LOCALES: &[(&str, &str)] = &[("en", include_str!("../locales/en.ftl"))];

thread_local! {
    static BUNDLE: RefCell<FluentBundle<FluentResource>> = RefCell::new(bundle(LOCALES[0]));
}

/// Builds the bundle of one locale; a catalogue that does not parse is a build-time mistake caught by the tests.
fn bundle((tag, source): (&str, &str)) -> FluentBundle<FluentResource> {
    let lang: LanguageIdentifier = tag.parse().expect("locale tags in LOCALES are valid");
    let mut bundle = FluentBundle::new(vec![lang]);
    // Unicode isolation marks around placeables confuse screen readers and tests alike; our strings are simple.
    bundle.set_use_isolating(false);
    let resource =
        FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, _)| resource);
    bundle.add_resource_overriding(resource);
    bundle
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
    BUNDLE.with_borrow(|bundle| {
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_owned();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_parses_cleanly() {
        for (tag, source) in LOCALES {
            let parsed = FluentResource::try_new((*source).to_owned());
            assert!(
                parsed.is_ok(),
                "{tag}.ftl has syntax errors: {:?}",
                parsed.err().map(|e| e.1)
            );
        }
    }

    #[test]
    fn every_key_the_code_uses_is_in_the_english_catalogue() {
        let english = FluentResource::try_new(LOCALES[0].1.to_owned()).unwrap();
        let ids: Vec<&str> = english
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
                _ => None,
            })
            .collect();
        let per_game = boardgame::GameKind::ALL.into_iter().flat_map(|game| {
            let name = game.name();
            [
                format!("game-{name}"),
                format!("game-{name}-blurb"),
                format!("{name}-rules-1"),
            ]
        });
        let missing: Vec<String> = used_keys()
            .into_iter()
            .chain(per_game)
            .filter(|key| !ids.contains(&key.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "keys used in code but missing from en.ftl: {missing:?}"
        );
    }

    /// Literal keys passed to `t("...")` / `t_args("...")` anywhere in `src/` but this file (whose tests use
    /// missing keys on purpose).
    fn used_keys() -> Vec<String> {
        let mut keys = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n.rs")
                {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for marker in ["t(\"", "t_args(\""] {
                        for (i, _) in text.match_indices(marker) {
                            // `get("x")` ends in `t("` too: only a call of `t` itself counts.
                            let before = text[..i].chars().next_back();
                            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                                continue;
                            }
                            let rest = &text[i + marker.len()..];
                            let key = &rest[..rest.find('"').unwrap()];
                            if !key.is_empty() && !keys.iter().any(|k| k == key) {
                                keys.push(key.to_owned());
                            }
                        }
                    }
                }
            }
        }
        assert!(keys.len() > 10, "the key scan found too little: {keys:?}");
        keys.extend(key_like_literals());
        keys
    }

    /// Keys passed around before reaching `t`: string literals shaped like our keys (`"play-undo"`,
    /// `"xiangqi-seat-red"`), and the end reasons the engines report.
    fn key_like_literals() -> Vec<String> {
        const PREFIXES: [&str; 6] = [
            "play-",
            "level-",
            "xiangqi-",
            "hnefatafl-",
            "banqi-",
            "backgammon-",
        ];
        let mut keys = Vec::new();
        for file in [
            "play/mod.rs",
            "play/controls.rs",
            "board/xiangqi.rs",
            "board/hnefatafl.rs",
            "board/banqi.rs",
            "board/backgammon.rs",
        ] {
            let path = format!("{}/src/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).unwrap();
            for literal in text.split('"').skip(1).step_by(2) {
                let key_shaped = literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '-' || c == '_');
                if key_shaped
                    && PREFIXES
                        .iter()
                        .any(|p| literal.starts_with(p) && literal.len() > p.len())
                {
                    keys.push(literal.to_owned());
                }
            }
        }
        use xiangqi::{Color, DrawReason, GameEnd, WinReason};
        let wins = [
            WinReason::Checkmate,
            WinReason::Stalemate,
            WinReason::PerpetualCheck,
            WinReason::PerpetualChase,
        ]
        .map(|reason| GameEnd::Win {
            winner: Color::Red,
            reason,
        });
        let draws = [
            DrawReason::Repetition,
            DrawReason::SixtyMoves,
            DrawReason::InsufficientMaterial,
        ]
        .map(|reason| GameEnd::Draw { reason });
        for end in wins.into_iter().chain(draws) {
            keys.push(format!("xiangqi-end-{}", end.reason_name()));
        }
        use hnefatafl::WinReason as Tafl;
        for reason in [
            Tafl::KingEscaped,
            Tafl::KingCaptured,
            Tafl::NoLegalMove,
            Tafl::Repetition,
        ] {
            keys.push(format!("hnefatafl-end-{}", reason.name()));
        }
        use banqi::{DrawReason as BanqiDraw, GameEnd as BanqiEnd, WinReason as BanqiWin};
        for end in [
            BanqiEnd::Win {
                winner: boardgame::Seat::First,
                reason: BanqiWin::AllCaptured,
            },
            BanqiEnd::Win {
                winner: boardgame::Seat::First,
                reason: BanqiWin::NoLegalAction,
            },
            BanqiEnd::Draw(BanqiDraw::NoProgress),
        ] {
            keys.push(format!("banqi-end-{}", end.reason()));
        }
        use backgammon::WinKind;
        for kind in [WinKind::Single, WinKind::Gammon, WinKind::Backgammon] {
            keys.push(format!("backgammon-end-{}", kind.name()));
        }
        for kind in [
            "king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier", "red", "black",
        ] {
            keys.push(format!("xiangqi-{kind}"));
        }
        keys
    }

    #[test]
    fn missing_keys_fall_back_to_the_key_and_arguments_are_filled_in() {
        assert_eq!(t("no-such-message"), "no-such-message");
        assert_eq!(t("app-name"), "Tabula");
    }
}
