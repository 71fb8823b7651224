//! Independent jobs (games of a match) on every core, their results in the
//! jobs' order whatever order they finish in, so a seeded run repeats.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// `job(i)` for every `i` below `count` on `threads` threads (one a core
/// when `None`), calling `done` as each finishes; the results by `i`.
pub fn in_parallel<T: Send>(
    count: usize,
    threads: Option<usize>,
    job: impl Fn(usize) -> T + Sync,
    done: impl Fn() + Sync,
) -> Vec<T> {
    let threads = threads
        .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, count.max(1));
    let next = AtomicUsize::new(0);
    let mut finished: Vec<(usize, T)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= count {
                            return mine;
                        }
                        mine.push((index, job(index)));
                        done();
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a job's thread does not panic"))
            .collect()
    });
    finished.sort_by_key(|&(index, _)| index);
    finished.into_iter().map(|(_, result)| result).collect()
}
