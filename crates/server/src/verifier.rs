//! The verification pool: where the server checks a ranked game's computer moves. The computer thinks on the
//! player's device; each move it sends is checked here against the server's own AI at that level and seed before it
//! is stored. A check at Expert costs a fraction of a second of CPU, so checks run on blocking threads, at most
//! `verify_workers` at once whatever the number of games: a flood of moves waits its turn instead of starving the
//! async runtime (sockets, HTTP) or growing without bound.

use std::sync::Arc;

use tokio::sync::Semaphore;

/// The pool: a fixed number of permits, one per check running.
#[derive(Debug)]
pub struct Verifier {
    permits: Arc<Semaphore>,
}

/// Why a check gave no answer.
#[derive(Debug, thiserror::Error)]
#[error("the check of a computer move failed: {0}")]
pub(crate) struct CheckFailed(String);

impl Verifier {
    /// A pool of `workers` threads (at least one).
    pub(crate) fn new(workers: usize) -> Verifier {
        Verifier {
            permits: Arc::new(Semaphore::new(workers.max(1))),
        }
    }

    /// Runs `check` on a blocking thread once a permit is free, and answers its result.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        check: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, CheckFailed> {
        let permit = Arc::clone(&self.permits)
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
                pool.run(move || {
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
}
