//! CPU-heavy work — drawing boards, replaying a game's record, an AI's decision — runs on
//! tokio's blocking threads, but only a few at a time. Unbounded, a burst of tables (each
//! drawing a board) takes every core, and the async threads that answer interactions within
//! Discord's 3 s wait behind them; bounded, work queues in order and a core stays free for
//! answering.

use std::sync::Arc;
use tokio::sync::Semaphore;
use tokio::task::JoinError;

/// The gates for heavy work: the tables' boards and replays; a board a player is waiting
/// for (a chooser), which must not queue behind every table's; AI decisions (a strong AI's
/// search must not hold the boards back); and game recaps (timelapse and charts).
pub(super) struct Heavy {
    draw: Arc<Semaphore>,
    draw_now: Arc<Semaphore>,
    think: Arc<Semaphore>,
    recap: Arc<Semaphore>,
}

impl Default for Heavy {
    /// All cores but one for the tables' boards (at least one); one each for a waiting
    /// player's board and for thinking.
    fn default() -> Heavy {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Heavy::new(cores.saturating_sub(1).max(1), 1)
    }
}

impl Heavy {
    pub(super) fn new(draw: usize, think: usize) -> Heavy {
        Heavy {
            draw: Arc::new(Semaphore::new(draw.max(1))),
            draw_now: Arc::new(Semaphore::new(1)),
            think: Arc::new(Semaphore::new(think.max(1))),
            recap: Arc::new(Semaphore::new(1)),
        }
    }

    /// Runs `f` (a table's board, a replay) once a drawing slot is free.
    pub(super) async fn draw<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, JoinError> {
        run(&self.draw, f).await
    }

    /// Runs `f` (a board a player is waiting to see) ahead of the tables' boards.
    pub(super) async fn draw_now<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, JoinError> {
        run(&self.draw_now, f).await
    }

    /// Runs `f` (a game's recap: its timelapse and charts, a second or so each) one at a
    /// time, apart from the boards, so a burst of games ending never holds a table's board
    /// back.
    pub(super) async fn recap<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, JoinError> {
        run(&self.recap, f).await
    }

    /// Runs `f` (an AI's decision) once the thinking slot is free.
    pub(super) async fn think<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, JoinError> {
        run(&self.think, f).await
    }
}

async fn run<T: Send + 'static>(
    gate: &Arc<Semaphore>,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    // The gate is never closed, so a permit always comes.
    let permit = gate.clone().acquire_owned().await.ok();
    tokio::task::spawn_blocking(move || {
        let _held = permit;
        f()
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[tokio::test]
    async fn no_more_than_the_permits_run_at_once() {
        let heavy = Arc::new(Heavy::new(2, 1));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for _ in 0..8 {
            let (heavy, running, most) = (heavy.clone(), running.clone(), most.clone());
            tasks.push(tokio::spawn(async move {
                heavy
                    .draw(move || {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(20));
                        running.fetch_sub(1, Ordering::SeqCst);
                    })
                    .await
                    .unwrap()
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        assert_eq!(most.load(Ordering::SeqCst), 2);
        // Thinking and a player's board have their own slots.
        assert_eq!(heavy.think(|| 7).await.unwrap(), 7);
        assert_eq!(heavy.draw_now(|| 8).await.unwrap(), 8);
    }
}
