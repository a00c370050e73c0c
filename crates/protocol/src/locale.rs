//! The six languages Tabula speaks, and which of them a browser's list of preferred languages asks for. The page
//! and the server name them alike: an account's setting ([`crate::account::LocaleSetting`]) is one of the tags.

use std::fmt;
use std::str::FromStr;

/// A language of the interface. English is the fallback: its catalogue is compiled in, the others are fetched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    /// English.
    #[default]
    En,
    /// Khmer.
    Km,
    /// Thai.
    Th,
    /// Kazakh, in Cyrillic.
    Kk,
    /// Chinese in simplified characters (mainland China, Singapore, Malaysia).
    ZhHans,
    /// Chinese in traditional characters (Taiwan, Hong Kong, Macau).
    ZhHant,
}

/// A language tag that names none of Tabula's languages.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no such language: {0:?} (expected en, km, th, kk, zh-Hans or zh-Hant)")]
pub struct UnknownLocale(pub String);

impl Locale {
    /// Every language, in the picker's order.
    pub const ALL: [Locale; 6] = [
        Locale::En,
        Locale::Km,
        Locale::Th,
        Locale::Kk,
        Locale::ZhHans,
        Locale::ZhHant,
    ];

    /// The BCP 47 tag: the catalogue's file name, `<html lang>` and what the account stores.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Km => "km",
            Locale::Th => "th",
            Locale::Kk => "kk",
            Locale::ZhHans => "zh-Hans",
            Locale::ZhHant => "zh-Hant",
        }
    }

    /// The language whose CLDR plural rules apply: fluent finds them by the bare language (`zh`, not `zh-Hant`).
    pub fn plural_language(self) -> &'static str {
        match self {
            Locale::ZhHans | Locale::ZhHant => "zh",
            other => other.tag(),
        }
    }

    /// The language's name in itself, as the picker shows it.
    pub fn autonym(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Km => "ខ្មែរ",
            Locale::Th => "ไทย",
            Locale::Kk => "Қазақша",
            Locale::ZhHans => "简体中文",
            Locale::ZhHant => "繁體中文",
        }
    }

    /// The first of `preferences` (BCP 47 tags, most wanted first, as in `navigator.languages` or
    /// `Accept-Language`) that Tabula speaks. Chinese goes by script, else by region: `zh-TW`, `zh-HK` and `zh-MO`
    /// read Traditional, every other `zh` Simplified. A language Tabula does not speak is skipped, so a list of
    /// only `ru` gives `None` (and the caller falls back to English).
    pub fn negotiate<'a>(preferences: impl IntoIterator<Item = &'a str>) -> Option<Locale> {
        preferences.into_iter().find_map(Locale::matching)
    }

    /// The language one tag asks for, if Tabula speaks it.
    fn matching(tag: &str) -> Option<Locale> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut subtags = tag.split('-');
        let language = subtags.next()?;
        Some(match language {
            "en" => Locale::En,
            "km" => Locale::Km,
            "th" => Locale::Th,
            "kk" => Locale::Kk,
            "zh" => {
                let mut traditional = false;
                for subtag in subtags {
                    match subtag {
                        "hant" => return Some(Locale::ZhHant),
                        "hans" => return Some(Locale::ZhHans),
                        "tw" | "hk" | "mo" => traditional = true,
                        _ => {}
                    }
                }
                if traditional {
                    Locale::ZhHant
                } else {
                    Locale::ZhHans
                }
            }
            _ => return None,
        })
    }
}

impl FromStr for Locale {
    type Err = UnknownLocale;

    /// Exactly one of the six tags (as [`Locale::tag`] writes them, in any case).
    fn from_str(tag: &str) -> Result<Locale, UnknownLocale> {
        Locale::ALL
            .into_iter()
            .find(|locale| locale.tag().eq_ignore_ascii_case(tag))
            .ok_or_else(|| UnknownLocale(tag.to_owned()))
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_reads_traditional_in_taiwan_hong_kong_and_macau() {
        for tag in ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-CN", "zh_tw"] {
            assert_eq!(Locale::negotiate([tag]), Some(Locale::ZhHant), "{tag}");
        }
        for tag in ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-HK", "zh-MY"] {
            assert_eq!(Locale::negotiate([tag]), Some(Locale::ZhHans), "{tag}");
        }
    }

    #[test]
    fn the_first_language_tabula_speaks_wins() {
        assert_eq!(Locale::negotiate(["km-KH", "en"]), Some(Locale::Km));
        assert_eq!(
            Locale::negotiate(["ru-RU", "kk-KZ", "en"]),
            Some(Locale::Kk)
        );
        assert_eq!(Locale::negotiate(["fr", "th-TH"]), Some(Locale::Th));
        assert_eq!(Locale::negotiate(["en-GB", "zh-TW"]), Some(Locale::En));
    }

    #[test]
    fn a_browser_asking_only_for_russian_gets_nothing_and_so_english() {
        assert_eq!(Locale::negotiate(["ru"]), None);
        assert_eq!(Locale::negotiate(["ru-KZ", ""]), None);
        assert_eq!(Locale::negotiate([]), None);
    }

    #[test]
    fn tags_round_trip_and_unknown_tags_are_errors() {
        for locale in Locale::ALL {
            assert_eq!(locale.tag().parse(), Ok(locale));
        }
        assert_eq!("ZH-HANT".parse(), Ok(Locale::ZhHant));
        assert_eq!(
            "zh-TW".parse::<Locale>(),
            Err(UnknownLocale("zh-TW".into()))
        );
    }
}
