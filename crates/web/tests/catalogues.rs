//! The six catalogues against each other and against the code: every catalogue parses; each has exactly English's
//! messages; every key the code uses exists and every message is used; a message uses the same variables in every
//! language, and its plural variants are categories the language has (CLDR, from fluent's own rules); each game's
//! rules are numbered 1..N with headings on the same numbers in every language.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use boardgame::GameKind;
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use web::i18n::Locale;

/// One parsed catalogue: each message's variables, plural selectors and text.
struct Catalogue {
    locale: Locale,
    messages: BTreeMap<String, Message>,
}

#[derive(Default)]
struct Message {
    /// Every `$variable` the message references, in placeables and selectors.
    variables: BTreeSet<String>,
    /// For each selector on a variable, its variant keys that are names (plural categories), not numbers.
    plural_keys: Vec<(String, Vec<String>, String)>,
    /// The value's text outside placeables (for the rules' "## " headings).
    text: String,
}

fn path(locale: Locale) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{}.ftl", locale.tag()))
}

fn catalogue(locale: Locale) -> Catalogue {
    let source = std::fs::read_to_string(path(locale)).expect("reading a catalogue");
    let resource = match fluent_syntax::parser::parse(source.as_str()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:?}", locale.tag()),
    };
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut found = Message::default();
                if let Some(value) = &message.value {
                    walk(value, &mut found);
                }
                assert!(
                    message.attributes.is_empty(),
                    "{}: attributes are not used",
                    message.id.name
                );
                let id = message.id.name.to_owned();
                assert!(
                    messages.insert(id.clone(), found).is_none(),
                    "{}.ftl defines {id} twice",
                    locale.tag()
                );
            }
            Entry::Junk { content } => panic!("{}.ftl has junk: {content}", locale.tag()),
            _ => {}
        }
    }
    Catalogue { locale, messages }
}

fn walk(pattern: &Pattern<&str>, found: &mut Message) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => found.text.push_str(value),
            PatternElement::Placeable { expression } => expression_in(expression, found),
        }
    }
}

fn expression_in(expression: &Expression<&str>, found: &mut Message) {
    match expression {
        Expression::Inline(inline) => inline_in(inline, found),
        Expression::Select { selector, variants } => {
            inline_in(selector, found);
            let keys: Vec<String> = variants
                .iter()
                .filter_map(|variant| match &variant.key {
                    ast::VariantKey::Identifier { name } => Some((*name).to_owned()),
                    ast::VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            let default = variants
                .iter()
                .find(|variant| variant.default)
                .map(|variant| match &variant.key {
                    ast::VariantKey::Identifier { name } => (*name).to_owned(),
                    ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                })
                .unwrap_or_default();
            if let InlineExpression::VariableReference { id } = selector {
                found.plural_keys.push((id.name.to_owned(), keys, default));
            }
            for variant in variants {
                walk(&variant.value, found);
            }
        }
    }
}

fn inline_in(inline: &InlineExpression<&str>, found: &mut Message) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.variables.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_in(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_in(argument, found);
            }
        }
        _ => {}
    }
}

fn all() -> Vec<Catalogue> {
    Locale::ALL.into_iter().map(catalogue).collect()
}

#[test]
fn every_catalogue_parses_and_has_exactly_the_english_messages() {
    let catalogues = all();
    let english: BTreeSet<&String> = catalogues[0].messages.keys().collect();
    for catalogue in &catalogues[1..] {
        let keys: BTreeSet<&String> = catalogue.messages.keys().collect();
        let missing: Vec<_> = english.difference(&keys).collect();
        let extra: Vec<_> = keys.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}.ftl: missing {missing:?}, not in English {extra:?}",
            catalogue.locale.tag()
        );
    }
}

#[test]
fn a_message_has_the_same_variables_in_every_language() {
    let catalogues = all();
    for (key, english) in &catalogues[0].messages {
        for catalogue in &catalogues[1..] {
            let Some(message) = catalogue.messages.get(key) else {
                continue; // reported by the test above
            };
            assert_eq!(
                message.variables,
                english.variables,
                "{} in {}.ftl uses other variables than in English",
                key,
                catalogue.locale.tag()
            );
        }
    }
}

/// The plural categories of `locale`, as fluent's rules (CLDR) give them for whole and decimal numbers.
fn plural_categories(locale: Locale) -> BTreeSet<String> {
    let rules = PluralRules::create(
        locale
            .plural_language()
            .parse::<unic_langid::LanguageIdentifier>()
            .expect("a valid tag"),
        PluralRuleType::CARDINAL,
    )
    .expect("fluent knows the plural rules of all six languages");
    let mut categories = BTreeSet::new();
    for n in 0..=1000 {
        for value in [f64::from(n), f64::from(n) + 0.5] {
            let category = rules.select(value).expect("a category");
            categories.insert(
                match category {
                    PluralCategory::ZERO => "zero",
                    PluralCategory::ONE => "one",
                    PluralCategory::TWO => "two",
                    PluralCategory::FEW => "few",
                    PluralCategory::MANY => "many",
                    PluralCategory::OTHER => "other",
                }
                .to_owned(),
            );
        }
    }
    categories
}

#[test]
fn plural_variants_are_categories_the_language_has() {
    let expected = [
        (Locale::En, vec!["one", "other"]),
        (Locale::Km, vec!["other"]),
        (Locale::Th, vec!["other"]),
        (Locale::Kk, vec!["one", "other"]),
        (Locale::ZhHans, vec!["other"]),
        (Locale::ZhHant, vec!["other"]),
    ];
    for (locale, categories) in expected {
        let known = plural_categories(locale);
        assert_eq!(
            known,
            categories.iter().map(|c| (*c).to_owned()).collect(),
            "{locale}"
        );
        for (key, message) in &catalogue(locale).messages {
            for (variable, keys, default) in &message.plural_keys {
                let unknown: Vec<&String> = keys.iter().filter(|k| !known.contains(*k)).collect();
                assert!(
                    unknown.is_empty(),
                    "{key} in {}.ftl selects on ${variable} with {unknown:?}, which {locale} never uses",
                    locale.tag()
                );
                assert!(
                    keys.is_empty() || default == "other",
                    "{key} in {}.ftl: a plural selector's default must be [other]",
                    locale.tag()
                );
            }
        }
    }
}

#[test]
fn each_games_rules_have_the_same_numbered_sections_in_every_language() {
    let catalogues = all();
    for game in GameKind::ALL {
        let prefix = format!("{}-rules-", game.name());
        let count = catalogues[0]
            .messages
            .keys()
            .filter(|key| key.starts_with(&prefix))
            .count();
        assert!(count > 5, "{game}: only {count} rules paragraphs");
        for catalogue in &catalogues {
            for n in 1..=count {
                let key = format!("{prefix}{n}");
                let text = |c: &Catalogue| {
                    c.messages
                        .get(&key)
                        .unwrap_or_else(|| {
                            panic!(
                                "{key} missing in {}.ftl (rules are numbered 1..{count})",
                                c.locale.tag()
                            )
                        })
                        .text
                        .clone()
                };
                let heading = |c: &Catalogue| text(c).starts_with("## ");
                assert_eq!(
                    heading(catalogue),
                    heading(&catalogues[0]),
                    "{key}: a heading in one language and a paragraph in {}",
                    catalogue.locale.tag()
                );
                assert!(
                    !text(catalogue).trim().is_empty(),
                    "{key} is empty in {}",
                    catalogue.locale.tag()
                );
            }
        }
    }
}

/// The source files of the interface, and of `games` (whose `Live::seat_key` names the players for the page and the
/// command line alike), without their test modules (which use missing keys on purpose).
fn sources() -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let web = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![web.join("src"), web.join("../games/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let code = match text.find("#[cfg(test)]\nmod tests") {
                    Some(tests) => text[..tests].to_owned(),
                    None => text,
                };
                files.push((path, code));
            }
        }
    }
    files
}

/// Literal keys passed to `t("...")` / `t_args("...")`.
fn literal_keys(code: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for marker in ["t(\"", "t_args(\""] {
        for (i, _) in code.match_indices(marker) {
            // `get("x")` ends in `t("` too: only a call of `t` itself counts.
            let before = code[..i].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                continue;
            }
            let rest = &code[i + marker.len()..];
            keys.push(rest[..rest.find('"').unwrap()].to_owned());
        }
    }
    keys
}

/// Every string literal in the code.
fn literals(code: &str) -> impl Iterator<Item = &str> {
    code.split('"').skip(1).step_by(2)
}

/// Keys built at run time from names: games, levels, the engines' end reasons, xiangqi pieces.
fn built_keys() -> Vec<String> {
    let mut keys = Vec::new();
    for game in GameKind::ALL {
        let name = game.name();
        keys.push(format!("game-{name}"));
        keys.push(format!("game-{name}-blurb"));
    }
    for level in boardgame::Level::ALL {
        keys.push(format!("level-{}", level.name()));
    }
    // A ranked game's result in a player's list (`pages/leaderboard.rs`).
    use protocol::ranked::RankedResult;
    for result in [RankedResult::Win, RankedResult::Loss, RankedResult::Draw] {
        keys.push(format!("result-{}", result.name()));
    }
    // The interface says the server's refusals by their code (`api::Problem::text`, the room page).
    for code in protocol::ErrorCode::ALL
        .iter()
        .chain([&protocol::ErrorCode::Unknown])
    {
        keys.push(format!("error-{}", code.as_str()));
    }
    // The engines' end reasons, `<game>-end-<reason>`.
    let reasons = [
        (GameKind::Xiangqi, &xiangqi::GameEnd::REASONS[..]),
        (GameKind::Banqi, &banqi::GameEnd::REASONS[..]),
        (GameKind::Backgammon, &backgammon::GameEnd::REASONS[..]),
        (GameKind::Hnefatafl, &hnefatafl::GameEnd::REASONS[..]),
    ];
    for (game, reasons) in reasons {
        for reason in reasons {
            keys.push(format!("{}-end-{reason}", game.name()));
        }
    }
    // board/xiangqi.rs names a piece `xiangqi-{color}` + `xiangqi-{kind}`.
    for part in [
        "king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier", "red", "black",
    ] {
        keys.push(format!("xiangqi-{part}"));
    }
    // play/controls.rs names the standard formats as `format-{name}`.
    for format in games::formats::Format::ALL {
        keys.push(format!("format-{}", format.name()));
    }
    // pages/legend.rs explains each kind as `{game}-legend-{kind}`.
    for game in ["xiangqi", "banqi"] {
        for kind in [
            "king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
        ] {
            keys.push(format!("{game}-legend-{kind}"));
        }
    }
    keys
}

/// The boards and the game panel, where keys travel as literals (CSS classes elsewhere look like keys too).
fn in_boards_or_panel(path: &Path) -> bool {
    path.components()
        .any(|c| c.as_os_str() == "board" || c.as_os_str() == "play")
}

/// Literals shaped like keys of the games' and the panel's families (`"play-undo"`, `"xiangqi-seat-red"`) are keys
/// passed around before reaching `t`: they must exist too.
fn key_shaped(literal: &str) -> bool {
    const PREFIXES: [&str; 6] = [
        "play-",
        "level-",
        "xiangqi-",
        "hnefatafl-",
        "banqi-",
        "backgammon-",
    ];
    literal
        .chars()
        .all(|c| c.is_ascii_lowercase() || c == '-' || c == '_')
        && !literal.ends_with('-')
        && PREFIXES
            .iter()
            .any(|p| literal.starts_with(p) && literal.len() > p.len())
}

#[test]
fn every_key_the_code_uses_exists_and_every_message_is_used() {
    let english = catalogue(Locale::En);
    let files = sources();
    let mut used: BTreeSet<String> = built_keys().into_iter().collect();
    let mut missing = Vec::new();
    for (path, code) in &files {
        for key in literal_keys(code) {
            if !english.messages.contains_key(&key) {
                missing.push(format!("{key} ({})", path.display()));
            }
            used.insert(key);
        }
        for literal in literals(code) {
            if english.messages.contains_key(literal) {
                used.insert(literal.to_owned());
            } else if key_shaped(literal) && in_boards_or_panel(path) {
                missing.push(format!("{literal} ({})", path.display()));
            }
        }
    }
    assert!(used.len() > 100, "the key scan found too little: {used:?}");
    for key in built_keys() {
        if !english.messages.contains_key(&key) {
            missing.push(key);
        }
    }
    assert!(
        missing.is_empty(),
        "keys used in code but missing from the catalogues: {missing:?}"
    );
    // The rules pages read `<game>-rules-1`, `-2`, ... up to the first gap (checked above).
    let unused: Vec<&String> = english
        .messages
        .keys()
        .filter(|key| !used.contains(*key) && !key.contains("-rules-"))
        .collect();
    assert!(
        unused.is_empty(),
        "messages no code uses (remove them, or use them): {unused:?}"
    );
}
