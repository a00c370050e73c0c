//! The verification pool: where the server checks a ranked game's computer moves. The computer thinks on the
//! player's device; each move it sends is checked here against the server's own AI at that level and seed before it
//! is stored. A check at Expert costs a fraction of a second of CPU, so checks run on blocking threads, at most
//! `verify_workers` at once whatever the number of games: a flood of moves waits its turn instead of starving the
//! async runtime (sockets, HTTP) or growing without bound. Expert checks and the cheap ones (Easy, Normal:
//! milliseconds) have permits of their own, so a queue of Expert checks never holds up a cheap one behind it.
//!
//! Each instance checks the moves of the games whose devices are connected to it, so checking grows with the
//! instances a load balancer spreads the players over, and a device that reconnects elsewhere is checked there.

use std::sync::Arc;

use boardgame::Level;
use tokio::sync::Semaphore;

/// The pool: a fixed number of permits per cost class, one per check running.
#[derive(Debug)]
pub struct Verifier {
    expert: Arc<Semaphore>,
    cheap: Arc<Semaphore>,
}

/// Why a check gave no answer.
#[derive(Debug, thiserror::Error)]
#[error("the check of a computer move failed: {0}")]
pub(crate) struct CheckFailed(String);

impl Verifier {
    /// A pool of `workers` threads (at least one) for each cost class.
    pub(crate) fn new(workers: usize) -> Verifier {
        Verifier {
            expert: Arc::new(Semaphore::new(workers.max(1))),
            cheap: Arc::new(Semaphore::new(workers.max(1))),
        }
    }

    /// Runs `check` of a move at `level` on a blocking thread once a permit of its class is free, and answers its
    /// result.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        level: Level,
        check: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, CheckFailed> {
        let permits = match level {
            Level::Expert => &self.expert,
            Level::Easy | Level::Normal => &self.cheap,
        };
        let permit = Arc::clone(permits)
            .acquire_owned()
            .await
            .map_err(|e| CheckFailed(e.to_string()))?;
        tokio::task::spawn_blocking(move || {
            let answer = check();
            drop(permit);
            answer
        })
        .await
        .map_err(|e| CheckFailed(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn no_more_checks_run_at_once_than_the_pool_has_threads() {
        let pool = Arc::new(Verifier::new(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let checks = (0..8).map(|i| {
            let (pool, running, most) = (pool.clone(), running.clone(), most.clone());
            tokio::spawn(async move {
                pool.run(Level::Expert, move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                    i * 2
                })
                .await
                .unwrap()
            })
        });
        let mut answers = Vec::new();
        for check in checks.collect::<Vec<_>>() {
            answers.push(check.await.unwrap());
        }
        assert_eq!(answers, (0..8).map(|i| i * 2).collect::<Vec<_>>());
        assert_eq!(most.load(Ordering::SeqCst), 2);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_cheap_check_does_not_wait_behind_expert_ones() {
        let pool = Arc::new(Verifier::new(1));
        let slow = |pool: Arc<Verifier>| {
            tokio::spawn(async move {
                pool.run(Level::Expert, || {
                    std::thread::sleep(Duration::from_millis(300))
                })
                .await
                .unwrap();
                std::time::Instant::now()
            })
        };
        let experts = [slow(pool.clone()), slow(pool.clone())];
        tokio::time::sleep(Duration::from_millis(20)).await;
        let cheap = pool.run(Level::Easy, || 1).await.unwrap();
        let cheap_done = std::time::Instant::now();
        assert_eq!(cheap, 1);
        for expert in experts {
            assert!(
                expert.await.unwrap() > cheap_done,
                "the cheap check went first"
            );
        }
    }
}
