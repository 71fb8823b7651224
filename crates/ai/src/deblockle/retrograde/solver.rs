//! The backwards solve itself: every position listed once (its moves
//! counted, its moves out of the table valued), then distance by distance
//! each position decided at that distance has its last turn taken back.
//!
//! Memory is a byte of value and a byte of move counter a position. The
//! work is split between threads by the table's shape (see `layout`): Gold's
//! turns are taken back slab by slab and Teal's column by column, and a
//! turn taken back never leaves its slab or column, so each thread owns the
//! bytes it writes and no locks are needed.

use tabletop_rules::deblockle::{MoveRules, Pieces, Player, TipEnds};

use super::layout::{Blocks, PLACES, orientation_at, place_of, square_at, turn_of};
use super::sharing::{columns, on_threads};
use super::{DRAWN, MAX_PLIES, NONE, TooDeep, decode, is_win, loss, plies, through, win};
use crate::deblockle::{Progress, Stage};
use crate::search::Exact;

/// Gold sets a thread takes at a time when taking Teal's turns back: a
/// column of every slab, small enough to stay in the cache.
const COLUMN_SETS: usize = 512;

/// Solves every position with `GOLD` Gold blocks against one Teal block
/// under `rules`, on `threads` threads. `smaller` is the solved one-each
/// table (for a Gold pair's block leaving the board); unused when `GOLD`
/// is one.
pub(super) fn solve<const GOLD: usize>(
    rules: MoveRules,
    smaller: &[u8],
    threads: usize,
    progress: &(impl Fn(Progress) + Sync),
) -> Result<Vec<u8>, TooDeep> {
    let solver = Solver::<GOLD> {
        rules,
        smaller,
        threads: threads.max(1),
    };
    let mut values = vec![NONE; Blocks::<GOLD>::SIZE];
    let mut counters = vec![0; Blocks::<GOLD>::SIZE];
    let mut deepest = solver.list(&mut values, &mut counters, progress);
    let mut distance = 1;
    while distance <= deepest {
        deepest = deepest.max(solver.take_back_gold(&mut values, &mut counters, distance));
        deepest = deepest.max(solver.take_back_teal(&mut values, &mut counters, distance));
        if deepest > MAX_PLIES {
            // The bytes given past the limit are wrong: give up.
            return Err(TooDeep);
        }
        progress(Progress {
            stage: Stage::Solving,
            done: u64::from(distance),
            total: u64::from(deepest),
        });
        distance += 1;
    }
    Ok(values)
}

struct Solver<'a, const GOLD: usize> {
    rules: MoveRules,
    smaller: &'a [u8],
    threads: usize,
}

/// A position's moves, as the listing finds them.
#[derive(Default)]
struct Listing {
    /// Moves that stay in the table.
    within: u32,
    /// The quickest win by a move out of the table.
    quickest_win: Option<u32>,
    /// The slowest loss by a move out of the table.
    slowest_loss: Option<u32>,
    /// Whether a move out of the table draws.
    draws: bool,
}

impl Listing {
    fn any_move(&self) -> bool {
        self.within > 0 || self.quickest_win.is_some() || self.slowest_loss.is_some() || self.draws
    }
}

impl<const GOLD: usize> Solver<'_, GOLD> {
    fn pieces(&self, blocks: &Blocks<GOLD>, mover: Player) -> Pieces {
        Pieces {
            mover,
            own: blocks.occupied(mover),
            theirs: blocks.occupied(mover.opponent()),
            rules: self.rules,
        }
    }

    /// What taking `mover`'s block number `which` off the board is worth
    /// to `mover`.
    fn leaving(&self, blocks: &Blocks<GOLD>, mover: Player, which: usize) -> Exact {
        if blocks.places(mover).len() == 1 {
            // The mover's last block: the game is won.
            return Exact::Win(1);
        }
        // Only Gold has a pair: the one-each position that is left.
        let rest = Blocks::<1> {
            gold: [blocks.gold[1 - which]],
            teal: blocks.teal,
        };
        let after = rest.index(Player::Teal);
        let (value, turn) = match self.smaller[after] {
            // Teal is shut in: Gold moves again.
            NONE => (self.smaller[after - 1], Player::Gold),
            value => (value, Player::Teal),
        };
        let value = decode(value).expect("a one-each position");
        through(value, turn, mover)
    }

    /// Every move of `mover` in `blocks`, counted and valued.
    fn listing(&self, blocks: &Blocks<GOLD>, mover: Player) -> Listing {
        let pieces = self.pieces(blocks, mover);
        let mut listing = Listing::default();
        for (which, &place) in blocks.places(mover).iter().enumerate() {
            pieces.block_turns(
                square_at(place),
                orientation_at(place),
                |_, ends| match ends {
                    TipEnds::Lands { ends, .. } => listing.within += ends.len(),
                    TipEnds::Removed => match self.leaving(blocks, mover, which) {
                        Exact::Win(n) => {
                            listing.quickest_win =
                                Some(listing.quickest_win.map_or(n, |q| q.min(n)));
                        }
                        Exact::Loss(n) => {
                            listing.slowest_loss =
                                Some(listing.slowest_loss.map_or(n, |s| s.max(n)));
                        }
                        Exact::Draw => listing.draws = true,
                    },
                },
            );
        }
        listing
    }

    /// Lists every position: its value when its moves out of the table
    /// decide it, its count of moves within the table otherwise. Returns
    /// the longest result given.
    fn list(
        &self,
        values: &mut [u8],
        counters: &mut [u8],
        progress: &(impl Fn(Progress) + Sync),
    ) -> u32 {
        let slab = Blocks::<GOLD>::SLAB;
        let slabs = values
            .chunks_mut(slab)
            .zip(counters.chunks_mut(slab))
            .enumerate();
        let done = std::sync::atomic::AtomicU64::new(0);
        on_threads(self.threads, slabs, |(teal, (values, counters))| {
            let mut deepest = 0;
            for set in 0..Blocks::<GOLD>::GOLD_SETS {
                let blocks = Blocks::<GOLD>::at(teal, set);
                if !blocks.apart() {
                    continue;
                }
                let listings = Player::BOTH.map(|mover| self.listing(&blocks, mover));
                let nobody_moves = listings.iter().all(|listing| !listing.any_move());
                for (turn, listing) in Player::BOTH.into_iter().zip(listings) {
                    let local = blocks.index(turn) - teal * slab;
                    if nobody_moves {
                        // Neither can move: a draw, with no move to take back.
                        values[local] = DRAWN;
                    } else if listing.any_move() {
                        let plies;
                        (values[local], counters[local], plies) = settle_listing(&listing);
                        deepest = deepest.max(plies);
                    }
                }
            }
            let done = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            progress(Progress {
                stage: Stage::Listing,
                done,
                total: PLACES as u64,
            });
            deepest
        })
    }

    /// Takes back Gold's turns from every position decided at `distance`:
    /// slab by slab. Returns the longest result given.
    fn take_back_gold(&self, values: &mut [u8], counters: &mut [u8], distance: u32) -> u32 {
        let slab = Blocks::<GOLD>::SLAB;
        let slabs = values
            .chunks_mut(slab)
            .zip(counters.chunks_mut(slab))
            .enumerate();
        on_threads(self.threads, slabs, |(teal, (values, counters))| {
            let mut deepest = 0;
            let found: Vec<usize> = decided_at(values, distance).collect();
            for local in found {
                let Some(parent_wins) = last_moved(Player::Gold, local, values) else {
                    continue;
                };
                let blocks = Blocks::<GOLD>::at(teal, local / 2);
                self.parents(&blocks, Player::Gold, |parent| {
                    let at = parent.index(Player::Gold) - teal * slab;
                    let cells = (&mut values[at], &mut counters[at]);
                    let plies =
                        self.settle_parent(&parent, Player::Gold, cells, parent_wins, distance);
                    deepest = deepest.max(plies);
                });
            }
            deepest
        })
    }

    /// Takes back Teal's turns from every position decided at `distance`:
    /// column by column. Returns the longest result given.
    fn take_back_teal(&self, values: &mut [u8], counters: &mut [u8], distance: u32) -> u32 {
        let columns = columns(values, counters, COLUMN_SETS * 2);
        on_threads(
            self.threads,
            columns.into_iter().enumerate(),
            |(column, mut rows)| {
                let mut deepest = 0;
                for teal in 0..PLACES {
                    let found: Vec<usize> = decided_at(rows[teal].0, distance).collect();
                    for local in found {
                        let Some(parent_wins) = last_moved(Player::Teal, local, rows[teal].0)
                        else {
                            continue;
                        };
                        let blocks = Blocks::<GOLD>::at(teal, column * COLUMN_SETS + local / 2);
                        self.parents(&blocks, Player::Teal, |parent| {
                            // The same Gold set, Teal to move: the same column.
                            let (values, counters) = &mut rows[parent.teal];
                            let at = local / 2 * 2 + 1;
                            let cells = (&mut values[at], &mut counters[at]);
                            let plies = self.settle_parent(
                                &parent,
                                Player::Teal,
                                cells,
                                parent_wins,
                                distance,
                            );
                            deepest = deepest.max(plies);
                        });
                    }
                }
                deepest
            },
        )
    }

    /// Every position one turn of `mover`'s before `blocks` (with `mover`
    /// to move).
    fn parents(&self, blocks: &Blocks<GOLD>, mover: Player, mut each: impl FnMut(Blocks<GOLD>)) {
        let pieces = self.pieces(blocks, mover);
        for (which, &place) in blocks.places(mover).iter().enumerate() {
            pieces.turns_back(square_at(place), orientation_at(place), |mv, before| {
                if let Some(place) = place_of(mv.from, before) {
                    each(blocks.moved(mover, which, place));
                }
            });
        }
    }

    /// A move of `parent` (with `mover` to move) reaches a position decided
    /// at `distance`, which wins for `mover` if `parent_wins`: the parent is
    /// won a ply later, or has one more move found losing (and is lost once
    /// all are). Returns the parent's result if it is now decided.
    fn settle_parent(
        &self,
        parent: &Blocks<GOLD>,
        mover: Player,
        (value, counter): (&mut u8, &mut u8),
        parent_wins: bool,
        distance: u32,
    ) -> u32 {
        if parent_wins {
            // A quicker win than one out of the table found at the start.
            let quicker = *value == DRAWN || (is_win(*value) && plies(*value) > distance + 1);
            if !quicker {
                return 0;
            }
            *value = win(distance + 1);
            return distance + 1;
        }
        if *value != DRAWN {
            return 0;
        }
        *counter -= 1;
        if *counter > 0 {
            return 0;
        }
        // Every move within the table loses; those out of it lose too (a
        // draw among them would have kept a move in the counter).
        let slowest = self.listing(parent, mover).slowest_loss.unwrap_or(0);
        let plies = slowest.max(distance + 1);
        *value = loss(plies);
        plies
    }
}

/// Whether `mover` could have made the last turn to the position at
/// `local` in `values` (its slab or column), decided there: the position
/// has the other player to move, or `mover` again because the other is
/// shut in (the other's number for the board then names no position).
/// If so, whether the turns before it win for `mover`.
fn last_moved(mover: Player, local: usize, values: &[u8]) -> Option<bool> {
    let turn = turn_of(local);
    if turn == mover {
        let other = if mover == Player::Gold {
            local + 1
        } else {
            local - 1
        };
        if values[other] != NONE {
            return None;
        }
    }
    Some(is_win(values[local]) == (turn == mover))
}

/// A listed position's first value, move counter and plies to the end.
fn settle_listing(listing: &Listing) -> (u8, u8, u32) {
    if let Some(plies) = listing.quickest_win {
        return (win(plies), 0, plies);
    }
    if listing.within == 0 {
        return match listing.slowest_loss {
            Some(plies) if !listing.draws => (loss(plies), 0, plies),
            _ => (DRAWN, 0, 0),
        };
    }
    // A move out of the table that draws keeps the position from ever
    // being lost: it counts as a move never refuted. (At most 128 moves:
    // two blocks, four tips, sixteen Hoops ends.)
    let counter = listing.within + u32::from(listing.draws);
    (DRAWN, counter.min(u32::from(u8::MAX)) as u8, 0)
}

/// The offsets of the positions in `values` decided at `distance`.
fn decided_at(values: &[u8], distance: u32) -> impl Iterator<Item = usize> + '_ {
    let won = (2 * distance) as u8;
    memchr::memchr2_iter(won, won + 1, values)
}
