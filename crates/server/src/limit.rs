//! Fixed-window rate limits kept in memory (per process: enough to slow down password guessing against one
//! server; several instances each keep their own windows).

use std::collections::HashMap;
use std::sync::Mutex;

/// At most `max` hits per `window` seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Hits allowed in a window.
    pub max: u32,
    /// The window's length in seconds.
    pub window: i64,
}

/// A token bucket's size: `burst` at once, then `per_second`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flow {
    /// Hits allowed at once.
    pub burst: u32,
    /// Hits allowed per second after the burst.
    pub per_second: u32,
}

/// Rate limits, lifetimes and caps.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Log-in attempts per client address.
    pub login_per_ip: Rule,
    /// Failed log-ins per username; past it the name is closed to the addresses that failed on it.
    pub login_per_user: Rule,
    /// Sign-ups per client address.
    pub signup_per_ip: Rule,
    /// Checks of a logged-in account's password (to change it or delete the account) per account.
    pub password_per_user: Rule,
    /// How long a session lasts, in seconds.
    pub session_secs: i64,
    /// Ranked games a player may start in a day, all games together.
    pub ranked_per_day: i64,
    /// How often the server looks for ranked games left without a move past the abandonment time (ms), even
    /// when no connection has them loaded.
    pub sweep_ms: u64,
    /// Rooms one account, address or guest may create.
    pub rooms_per_hour: Rule,
    /// Seeks offered, seeks joined and quick pairings asked for, per account (or guest) and per address.
    pub lobby_per_minute: Rule,
    /// Messages one live-game connection may send; past them a message is refused, and a client that keeps on
    /// flooding is closed.
    pub socket_messages: Flow,
    /// Greetings one seat of a room may send.
    pub greetings: Rule,
    /// Spectators one instance lets into a room.
    pub spectators_per_room: u32,
    /// Events a reconnecting client may have missed and still be sent them one by one (a snapshot beyond).
    pub live_backlog: u64,
    /// How long a client may take to send a request's headers, and a keep-alive connection may stay idle.
    pub header_timeout: std::time::Duration,
    /// How long a request may take from its arrival to its answer, its body included.
    pub request_timeout: std::time::Duration,
    /// Connections one address may hold at once (trusted proxies aside).
    pub connections_per_address: usize,
    /// Live-game sockets one client address may hold open at once on an instance (a player's tabs, a spectator's
    /// rooms).
    pub sockets_per_address: usize,
    /// Live-game sockets an instance holds open at once, all addresses together: keep it well under the process's
    /// limit of open files, so that sockets never starve ordinary requests.
    pub sockets_total: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            login_per_ip: Rule {
                max: 30,
                window: 300,
            },
            login_per_user: Rule {
                max: 10,
                window: 300,
            },
            password_per_user: Rule {
                max: 10,
                window: 900,
            },
            signup_per_ip: Rule {
                max: 10,
                window: 3600,
            },
            session_secs: 30 * 86_400,
            ranked_per_day: 100,
            sweep_ms: 30_000,
            rooms_per_hour: Rule {
                max: 60,
                window: 3600,
            },
            lobby_per_minute: Rule {
                max: 30,
                window: 60,
            },
            socket_messages: Flow {
                burst: 20,
                per_second: 10,
            },
            greetings: Rule { max: 5, window: 30 },
            spectators_per_room: 50,
            live_backlog: 200,
            header_timeout: std::time::Duration::from_secs(10),
            request_timeout: std::time::Duration::from_secs(30),
            connections_per_address: 64,
            sockets_per_address: 16,
            sockets_total: 10_000,
        }
    }
}

/// The windows, keyed by what is limited (`login-user:alice`, `signup-ip:127.0.0.1`, ...).
#[derive(Debug, Default)]
pub struct Limiter {
    windows: Mutex<HashMap<String, (i64, u32)>>,
}

impl Limiter {
    /// Counts one hit on `key`; `Err(seconds)` says how long until the window reopens when the rule is exceeded.
    pub fn hit(&self, key: &str, rule: Rule, now: i64) -> Result<(), u64> {
        self.window(key, rule, now, |count| {
            if *count >= rule.max {
                return false;
            }
            *count += 1;
            true
        })
    }

    /// Whether `key` is within the rule, without counting (`Err(seconds)` as for [`Limiter::hit`]).
    pub fn check(&self, key: &str, rule: Rule, now: i64) -> Result<(), u64> {
        self.window(key, rule, now, |count| *count < rule.max)
    }

    /// Counts one hit on `key` whatever the rule says (a failure to remember).
    pub fn record(&self, key: &str, rule: Rule, now: i64) {
        let _ = self.window(key, rule, now, |count| {
            *count = count.saturating_add(1);
            true
        });
    }

    /// Whether `key` has any hit in its current window.
    pub fn seen(&self, key: &str, rule: Rule, now: i64) -> bool {
        self.window(key, rule, now, |count| *count == 0).is_err()
    }

    /// Runs `step` on `key`'s count in its current window; `Err(seconds until it reopens)` when `step` says no.
    fn window(
        &self,
        key: &str,
        rule: Rule,
        now: i64,
        step: impl FnOnce(&mut u32) -> bool,
    ) -> Result<(), u64> {
        let mut windows = self.windows.lock().unwrap_or_else(|e| e.into_inner());
        if windows.len() > 100_000 {
            windows.retain(|_, (start, _)| now - *start < rule.window.max(3600));
        }
        let entry = windows.entry(key.to_owned()).or_insert((now, 0));
        if now - entry.0 >= rule.window {
            *entry = (now, 0);
        }
        if step(&mut entry.1) {
            Ok(())
        } else {
            Err((entry.0 + rule.window - now).max(1) as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_allows_max_hits_then_reopens() {
        let limiter = Limiter::default();
        let rule = Rule { max: 2, window: 60 };
        assert!(limiter.hit("k", rule, 1000).is_ok());
        assert!(limiter.hit("k", rule, 1001).is_ok());
        assert_eq!(limiter.hit("k", rule, 1010), Err(50));
        assert!(limiter.hit("other", rule, 1010).is_ok());
        assert!(limiter.hit("k", rule, 1060).is_ok());
    }

    #[test]
    fn failures_are_recorded_and_checked_apart() {
        let limiter = Limiter::default();
        let rule = Rule { max: 2, window: 60 };
        assert!(!limiter.seen("f", rule, 1000));
        assert!(limiter.check("f", rule, 1000).is_ok());
        limiter.record("f", rule, 1000);
        limiter.record("f", rule, 1001);
        limiter.record("f", rule, 1002);
        assert!(limiter.seen("f", rule, 1002));
        assert_eq!(limiter.check("f", rule, 1030), Err(30));
        assert!(limiter.check("f", rule, 1060).is_ok());
        assert!(!limiter.seen("f", rule, 1060));
    }
}
