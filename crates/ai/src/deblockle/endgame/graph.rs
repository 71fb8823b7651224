//! The move graph of every one-block-each position and its solve: each
//! position's moves listed once on every core, the graph turned round, and
//! the values worked back from the positions that win at once.

use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;

use tabletop_rules::deblockle::MoveRules;

use super::{DRAWN, NOT_A_POSITION, POSITIONS, Progress, Stage, index_of, position_at};

/// Positions between progress reports.
const REPORT_EVERY: usize = 1 << 16;

fn win(plies: u16) -> u16 {
    2 * plies
}

fn loss(plies: u16) -> u16 {
    2 * plies + 1
}

fn plies(value: u16) -> u16 {
    value / 2
}

/// What one position's moves lead to.
#[derive(Clone, Copy, Default)]
enum Start {
    /// Not a position.
    #[default]
    None,
    /// A move clears the mover's last block: won in one ply.
    WinsAtOnce,
    /// Its moves lead to other table positions (none: neither side can move).
    Moves,
}

/// The move graph: each position's successors, in compressed rows.
pub(super) struct Graph {
    starts: Vec<Start>,
    /// `successors[first[i]..first[i + 1]]` are position `i`'s successors.
    first: Vec<u32>,
    successors: Vec<u32>,
}

impl Graph {
    /// Lists every position's moves, on every core.
    pub(super) fn list(rules: MoveRules, progress: &(impl Fn(Progress) + Sync)) -> Graph {
        let threads = thread::available_parallelism().map_or(1, |n| n.get());
        let chunk = POSITIONS.div_ceil(threads);
        let listed = AtomicU64::new(0);
        let parts: Vec<(Vec<Start>, Vec<u8>, Vec<u32>)> = thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let listed = &listed;
                    scope.spawn(move || {
                        let range = t * chunk..((t + 1) * chunk).min(POSITIONS);
                        list_range(range, rules, |done| {
                            let done = listed.fetch_add(done, Ordering::Relaxed) + done;
                            progress(Progress {
                                stage: Stage::Listing,
                                done,
                                total: POSITIONS as u64,
                            });
                        })
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|worker| worker.join().expect("a listing thread does not panic"))
                .collect()
        });
        let mut graph = Graph {
            starts: Vec::with_capacity(POSITIONS),
            first: Vec::with_capacity(POSITIONS + 1),
            successors: Vec::new(),
        };
        graph.first.push(0);
        for (starts, counts, successors) in parts {
            graph.starts.extend(starts);
            let mut end = *graph.first.last().unwrap_or(&0);
            for count in counts {
                end += u32::from(count);
                graph.first.push(end);
            }
            graph.successors.extend(successors);
        }
        graph
    }

    fn successors(&self, index: usize) -> &[u32] {
        &self.successors[self.first[index] as usize..self.first[index + 1] as usize]
    }

    /// Works back from the immediate wins; see the module's comment.
    pub(super) fn solve(&self, progress: &impl Fn(Progress)) -> Vec<u16> {
        let predecessors = self.reversed();
        let mut values = vec![NOT_A_POSITION; POSITIONS];
        let mut unresolved: Vec<u8> = vec![0; POSITIONS];
        let mut queue = Vec::new();
        for (index, start) in self.starts.iter().enumerate() {
            match start {
                Start::None => {}
                Start::WinsAtOnce => {
                    values[index] = win(1);
                    queue.push(index as u32);
                }
                Start::Moves => {
                    values[index] = DRAWN;
                    unresolved[index] = self.successors(index).len() as u8;
                }
            }
        }
        let total = queue.len() as u64 + values.iter().filter(|&&v| v == DRAWN).count() as u64;
        let mut next = 0;
        while next < queue.len() {
            let child = queue[next] as usize;
            next += 1;
            if next % REPORT_EVERY == 0 {
                progress(Progress {
                    stage: Stage::Solving,
                    done: next as u64,
                    total,
                });
            }
            let child_value = values[child];
            let child_won = child_value.is_multiple_of(2);
            for &parent in predecessors.successors(child) {
                let parent = parent as usize;
                if values[parent] != DRAWN {
                    continue;
                }
                // The same player moves again after a move that shuts the opponent in.
                let same_mover = parent % 2 == child % 2;
                if same_mover == child_won {
                    values[parent] = win(plies(child_value) + 1);
                    queue.push(parent as u32);
                } else {
                    unresolved[parent] -= 1;
                    if unresolved[parent] == 0 {
                        values[parent] = loss(plies(child_value) + 1);
                        queue.push(parent as u32);
                    }
                }
            }
        }
        progress(Progress {
            stage: Stage::Solving,
            done: total,
            total,
        });
        values
    }

    /// The same graph with every move turned round: each position's predecessors.
    fn reversed(&self) -> Graph {
        let mut first = vec![0u32; POSITIONS + 1];
        for &successor in &self.successors {
            first[successor as usize + 1] += 1;
        }
        for i in 0..POSITIONS {
            first[i + 1] += first[i];
        }
        let mut filled = first.clone();
        let mut predecessors = vec![0u32; self.successors.len()];
        for index in 0..POSITIONS {
            for &successor in self.successors(index) {
                let slot = &mut filled[successor as usize];
                predecessors[*slot as usize] = index as u32;
                *slot += 1;
            }
        }
        Graph {
            starts: Vec::new(),
            first,
            successors: predecessors,
        }
    }
}

/// Lists the moves of the positions in `range`: each one's start, its
/// number of successors and the successors themselves.
fn list_range(
    range: std::ops::Range<usize>,
    rules: MoveRules,
    report: impl Fn(u64),
) -> (Vec<Start>, Vec<u8>, Vec<u32>) {
    let mut starts = Vec::with_capacity(range.len());
    let mut counts = Vec::with_capacity(range.len());
    let mut successors = Vec::new();
    for (n, index) in range.enumerate() {
        let (start, count) = match position_at(index, rules) {
            None => (Start::None, 0),
            Some(position) => {
                let before = successors.len();
                let mut wins_at_once = false;
                for mv in position.legal_moves() {
                    let next = position.play_unchecked(mv);
                    match index_of(&next) {
                        Some(successor) => successors.push(successor as u32),
                        None => wins_at_once = true,
                    }
                }
                if wins_at_once {
                    successors.truncate(before);
                    (Start::WinsAtOnce, 0)
                } else {
                    (Start::Moves, (successors.len() - before) as u8)
                }
            }
        };
        starts.push(start);
        counts.push(count);
        if (n + 1) % REPORT_EVERY == 0 {
            report(REPORT_EVERY as u64);
        }
    }
    report((starts.len() % REPORT_EVERY) as u64);
    (starts, counts, successors)
}
