//! How a solve's work is shared between threads: Gold's turns slab by
//! slab, Teal's column by column (see `layout`), each item on one thread,
//! so that each thread owns the bytes it writes.

use std::num::NonZero;
use std::sync::Mutex;
use std::thread;

use super::layout::PLACES;

/// The table cut into columns `width` bytes wide: each column is that
/// stretch of every slab, values and counters.
pub(super) fn columns<'a>(
    values: &'a mut [u8],
    counters: &'a mut [u8],
    width: usize,
) -> Vec<Vec<(&'a mut [u8], &'a mut [u8])>> {
    let slab = values.len() / PLACES;
    let mut columns: Vec<Vec<_>> = Vec::new();
    for (values, counters) in values.chunks_mut(slab).zip(counters.chunks_mut(slab)) {
        let cells = values.chunks_mut(width).zip(counters.chunks_mut(width));
        for (column, cell) in cells.enumerate() {
            if columns.len() == column {
                columns.push(Vec::with_capacity(PLACES));
            }
            columns[column].push(cell);
        }
    }
    columns
}

/// How many threads a solve runs unless told: one a core.
pub(super) fn every_core() -> usize {
    thread::available_parallelism().map_or(1, NonZero::get)
}

/// Runs `work` on every item on `threads` threads, each item on one
/// thread; returns the largest result.
pub(super) fn on_threads<T: Send>(
    threads: usize,
    items: impl Iterator<Item = T> + Send,
    work: impl Fn(T) -> u32 + Sync,
) -> u32 {
    let items = Mutex::new(items);
    thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut deepest = 0;
                    loop {
                        let Some(item) = items.lock().expect("a solver thread panicked").next()
                        else {
                            return deepest;
                        };
                        deepest = deepest.max(work(item));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a solver thread panicked"))
            .max()
            .unwrap_or(0)
    })
}
