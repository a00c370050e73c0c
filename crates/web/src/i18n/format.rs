//! Numbers and dates as each language writes them.
//!
//! Fluent formats numbers without digit grouping, so the bundle gets this formatter: a table of CLDR 48's symbols for
//! our six languages (Latin digits, the grouping and decimal separators, the minimum grouping digits). `icu_decimal`
//! 2.4 with its compiled data was measured at 19 KB brotli (59 KB raw) more wasm for the same six answers, two thirds
//! of the page's whole budget for languages; the table's answers are checked against CLDR in the tests below.

use fluent_bundle::types::FluentNumberOptions;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

use super::Locale;

/// How a language writes numbers (CLDR, `latn` numbering system).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberStyle {
    /// Between groups of three digits.
    group: &'static str,
    /// Before the fraction.
    decimal: &'static str,
    /// Digits the leading group must have before any grouping happens (CLDR's `minimumGroupingDigits`).
    minimum_grouping: usize,
}

impl NumberStyle {
    /// How `locale` writes numbers.
    pub fn of(locale: Locale) -> NumberStyle {
        match locale {
            // Khmer wrote 1.234.567,5 in CLDR before version 39; since then, as browsers print it, 1,234,567.5.
            Locale::En | Locale::Km | Locale::Th | Locale::ZhHans | Locale::ZhHant => NumberStyle {
                group: ",",
                decimal: ".",
                minimum_grouping: 1,
            },
            // A no-break space, so a number never wraps across lines.
            Locale::Kk => NumberStyle {
                group: "\u{a0}",
                decimal: ",",
                minimum_grouping: 1,
            },
        }
    }
}

/// The year as `locale` counts it: Thai dates count the Buddhist era (CLDR's default calendar for `th`), 543 years
/// ahead of the Gregorian.
pub fn year(locale: Locale, gregorian: i64) -> i64 {
    match locale {
        Locale::Th => gregorian + 543,
        _ => gregorian,
    }
}

impl NumberStyle {
    /// `value` with the fraction digits Fluent's options ask for (by default as many as the value has).
    pub fn format(&self, value: f64, options: &FluentNumberOptions) -> String {
        if !value.is_finite() {
            return value.to_string();
        }
        let minimum = options.minimum_fraction_digits.unwrap_or(0);
        let mut digits = match options.maximum_fraction_digits {
            Some(maximum) => {
                let rounded = format!("{:.*}", maximum.max(minimum), value.abs());
                trim_fraction(rounded, minimum)
            }
            None => value.abs().to_string(),
        };
        let fraction = digits.find('.').map_or(0, |dot| digits.len() - dot - 1);
        if fraction < minimum {
            if fraction == 0 {
                digits.push('.');
            }
            digits.extend(std::iter::repeat_n('0', minimum - fraction));
        }
        let (whole, fraction) = digits.split_once('.').unwrap_or((&digits, ""));
        let mut out = String::new();
        if value < 0.0 && digits.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
            out.push('-');
        }
        let grouped = options.use_grouping && whole.len() >= 3 + self.minimum_grouping;
        for (i, digit) in whole.chars().enumerate() {
            if grouped && i > 0 && (whole.len() - i) % 3 == 0 {
                out.push_str(self.group);
            }
            out.push(digit);
        }
        if !fraction.is_empty() {
            out.push_str(self.decimal);
            out.push_str(fraction);
        }
        out
    }

    /// An integer, grouped.
    pub fn integer(&self, value: i64) -> String {
        // Every i64 up to 2^53 is exact as f64; counts and points never come near.
        self.format(value as f64, &FluentNumberOptions::default())
    }
}

/// Drops trailing zeros of a fraction down to `minimum` digits (and the point if none are left).
fn trim_fraction(mut digits: String, minimum: usize) -> String {
    if let Some(dot) = digits.find('.') {
        while digits.len() - dot - 1 > minimum && digits.ends_with('0') {
            digits.pop();
        }
        if digits.ends_with('.') {
            digits.pop();
        }
    }
    digits
}

/// The bundle's memoized formatter: one per bundle, built from the bundle's language.
pub(super) struct Numbers(NumberStyle);

impl Memoizable for Numbers {
    type Args = ();
    type Error = std::convert::Infallible;

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Numbers, Self::Error> {
        let tag = lang.to_string();
        Ok(Numbers(NumberStyle::of(
            Locale::negotiate([tag.as_str()]).unwrap_or_default(),
        )))
    }
}

/// Fluent's hook: numbers in the bundle's language, everything else as Fluent writes it.
pub(super) fn fluent_formatter(
    value: &fluent_bundle::FluentValue<'_>,
    memoizer: &intl_memoizer::IntlLangMemoizer,
) -> Option<String> {
    match value {
        fluent_bundle::FluentValue::Number(number) => memoizer
            .with_try_get::<Numbers, _, _>((), |numbers| {
                numbers.0.format(number.value, &number.options)
            })
            .ok(),
        _ => None,
    }
}

/// A day of the proleptic Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CalendarDate {
    /// The Gregorian year.
    pub year: i64,
    /// 1 to 12.
    pub month: u32,
    /// 1 to 31.
    pub day: u32,
}

impl CalendarDate {
    /// The day of `unix_seconds` in a time zone `offset_minutes` ahead of UTC (Howard Hinnant's `civil_from_days`).
    pub fn from_unix(unix_seconds: i64, offset_minutes: i64) -> CalendarDate {
        let days = (unix_seconds + offset_minutes * 60).div_euclid(86_400);
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
        let month = if shifted_month < 10 {
            shifted_month + 3
        } else {
            shifted_month - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        CalendarDate {
            year,
            month: month as u32,
            day: day as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(locale: Locale, value: f64) -> String {
        NumberStyle::of(locale).format(value, &FluentNumberOptions::default())
    }

    #[test]
    fn each_language_groups_and_separates_as_cldr_writes() {
        let expected = [
            (Locale::En, "1,234,567.5"),
            (Locale::Km, "1,234,567.5"),
            (Locale::Th, "1,234,567.5"),
            (Locale::Kk, "1\u{a0}234\u{a0}567,5"),
            (Locale::ZhHans, "1,234,567.5"),
            (Locale::ZhHant, "1,234,567.5"),
        ];
        for (locale, text) in expected {
            assert_eq!(number(locale, 1_234_567.5), text, "{locale}");
        }
    }

    #[test]
    fn points_and_pip_counts() {
        assert_eq!(NumberStyle::of(Locale::Kk).integer(12_340), "12\u{a0}340");
        assert_eq!(NumberStyle::of(Locale::Km).integer(1000), "1,000");
        assert_eq!(NumberStyle::of(Locale::En).integer(100), "100");
        assert_eq!(NumberStyle::of(Locale::Th).integer(167), "167");
        assert_eq!(NumberStyle::of(Locale::ZhHant).integer(-2500), "-2,500");
        assert_eq!(NumberStyle::of(Locale::En).integer(0), "0");
    }

    #[test]
    fn fraction_digits_follow_the_options() {
        let mut options = FluentNumberOptions {
            minimum_fraction_digits: Some(2),
            ..Default::default()
        };
        assert_eq!(
            NumberStyle::of(Locale::Kk).format(1234.5, &options),
            "1\u{a0}234,50"
        );
        options.maximum_fraction_digits = Some(2);
        assert_eq!(NumberStyle::of(Locale::Kk).format(0.126, &options), "0,13");
        options.minimum_fraction_digits = None;
        options.maximum_fraction_digits = Some(1);
        assert_eq!(NumberStyle::of(Locale::En).format(2.04, &options), "2");
        assert_eq!(NumberStyle::of(Locale::En).format(-0.04, &options), "0");
        options.use_grouping = false;
        assert_eq!(
            NumberStyle::of(Locale::En).format(12345.0, &options),
            "12345"
        );
    }

    #[test]
    fn dates_fall_on_the_right_day() {
        assert_eq!(
            CalendarDate::from_unix(0, 0),
            CalendarDate {
                year: 1970,
                month: 1,
                day: 1
            }
        );
        // 2024-02-29 23:30 UTC is already 1 March in Almaty (UTC+5) and still 29 February in UTC.
        let leap = 1_709_249_400;
        assert_eq!(CalendarDate::from_unix(leap, 0).day, 29);
        assert_eq!(
            CalendarDate::from_unix(leap, 300),
            CalendarDate {
                year: 2024,
                month: 3,
                day: 1
            }
        );
        assert_eq!(
            CalendarDate::from_unix(-1, 0),
            CalendarDate {
                year: 1969,
                month: 12,
                day: 31
            }
        );
        assert_eq!(year(Locale::Th, 2025), 2568);
        assert_eq!(year(Locale::Kk, 2025), 2025);
    }
}
