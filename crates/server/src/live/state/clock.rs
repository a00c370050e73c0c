//! A live game's clock: Fischer time kept by the server in milliseconds, folded from the clocks each event records.

use boardgame::Seat;
use protocol::live::{ClockSetting, Clocks};

/// A running Fischer clock, as the server keeps it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Clock {
    setting: ClockSetting,
    remaining_ms: [i64; 2],
    running: Option<Seat>,
    /// When the running clock last started (server ms).
    since_ms: i64,
}

impl Clock {
    pub(super) fn new(setting: ClockSetting) -> Clock {
        let initial = i64::from(setting.initial_secs) * 1000;
        Clock {
            setting,
            remaining_ms: [initial; 2],
            running: None,
            since_ms: 0,
        }
    }

    /// Time left for `seat` at `now`.
    fn left(&self, seat: Seat, now: i64) -> i64 {
        let spent = if self.running == Some(seat) {
            now - self.since_ms
        } else {
            0
        };
        self.remaining_ms[seat.index()] - spent
    }

    /// Stops the running clock at `now` and starts `next`'s; the player whose turn ended gains the increment.
    pub(super) fn hand_over(&mut self, next: Option<Seat>, now: i64) {
        if let Some(running) = self.running {
            let left = self.left(running, now).max(0);
            self.remaining_ms[running.index()] = left;
            if next != Some(running) {
                self.remaining_ms[running.index()] += i64::from(self.setting.increment_secs) * 1000;
            }
        }
        self.running = next;
        self.since_ms = now;
    }

    /// When the running clock runs out, if it keeps running (server ms).
    pub(super) fn runs_out_at(&self) -> Option<i64> {
        let seat = self.running?;
        Some(self.since_ms + self.remaining_ms[seat.index()])
    }

    /// The player whose running clock shows no time left at `now`.
    pub(super) fn fallen(&self, now: i64) -> Option<Seat> {
        self.running.filter(|&seat| self.left(seat, now) <= 0)
    }

    /// Stops the running clock at `now` (the game is over: no increment).
    pub(super) fn stop(&mut self, now: i64) {
        if let Some(running) = self.running {
            self.remaining_ms[running.index()] = self.left(running, now).max(0);
        }
        self.running = None;
        self.since_ms = now;
    }

    /// The wire form at `now`.
    pub(super) fn show(&self, now: i64) -> Clocks {
        Clocks {
            remaining_ms: Seat::BOTH.map(|seat| self.left(seat, now).max(0) as u64),
            running: self.running,
        }
    }

    /// Takes the clocks an event recorded at `at_ms`.
    pub(super) fn restore(&mut self, clocks: Clocks, at_ms: i64) {
        self.remaining_ms = clocks.remaining_ms.map(|ms| ms as i64);
        self.running = clocks.running;
        self.since_ms = at_ms;
    }
}
