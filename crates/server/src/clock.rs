//! Time as unix seconds (and milliseconds for game clocks), behind a trait so tests move it instead of sleeping
//! (session and ticket expiry, rate limit windows, chess clocks, the opponent-gone claim).

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// A source of the current time.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// Now, in milliseconds since 1970-01-01 UTC.
    fn now_ms(&self) -> i64;

    /// Now, in seconds since 1970-01-01 UTC.
    fn now(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}

/// The system's clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    }
}

/// A clock that stands still until moved: for tests. Clones share the same time.
#[derive(Clone, Debug)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock showing `now` (unix seconds).
    #[must_use]
    pub fn new(now: i64) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(now * 1000)))
    }

    /// Moves the clock forward by `seconds`.
    pub fn advance(&self, seconds: i64) {
        self.advance_ms(seconds * 1000);
    }

    /// Moves the clock forward by `ms` milliseconds.
    pub fn advance_ms(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The first second of the UTC calendar month that `now` falls in.
#[must_use]
pub fn month_start(now: i64) -> i64 {
    let days = now.div_euclid(86_400);
    let (year, month, _) = civil_from_days(days);
    days_from_civil(year, month, 1) * 86_400
}

// Howard Hinnant's algorithms between day numbers and the proleptic Gregorian calendar.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn month_start_is_the_first_of_the_utc_month() {
        // 2026-03-15T12:00:00Z → 2026-03-01T00:00:00Z.
        assert_eq!(month_start(1_773_576_000), 1_772_323_200);
        // 2024-02-29T23:59:59Z (leap day) → 2024-02-01.
        assert_eq!(month_start(1_709_251_199), 1_706_745_600);
        assert_eq!(month_start(0), 0);
    }
}
