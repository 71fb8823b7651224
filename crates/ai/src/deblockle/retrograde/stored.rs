//! A solved endgame kept small: its value bytes cut into blocks, each
//! deflated on its own (so one position is read by inflating one block),
//! behind a header that names the table and its rules and a checksum over
//! everything, checked when the bytes are read back.
//!
//! The bytes, all numbers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `TTENDGM1`: a tabletop endgame table, format 1 |
//! | 1 | the endgame: 0 one block each, 1 two against one |
//! | 1 | `no_adjacent`: 0 or 1 |
//! | 1 | `tip_without_hop`: 0 forbid, 1 stay |
//! | 1 | 0 |
//! | 8 | the number of positions (value bytes) |
//! | 4 | value bytes a block |
//! | 8 × (blocks + 1) | where each block starts in the deflated data, and its end |
//! | … | the deflated blocks |
//! | 4 | CRC-32 of every byte before it |
//!
//! A binary file, not RON like the app's saves: it is a cache of a
//! computation (rebuilt if missing or damaged), and a billion values as
//! text would be gigabytes.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use tabletop_rules::deblockle::{MoveRules, TipWithoutHop};

use super::Endgame;
use crate::deblockle::{Progress, Stage};

const MAGIC: &[u8; 8] = b"TTENDGM1";
/// Value bytes a block: small enough to inflate in well under a millisecond.
pub(super) const BLOCK: usize = 1 << 14;
/// Inflated blocks kept for probing, by block number modulo this: 16 MB,
/// enough for a search's revisits (a second's search at a 2v2 position
/// got through about a quarter more positions than with 64; see
/// BENCHMARKS.md).
const CACHED_BLOCKS: usize = 1024;
const HEADER: usize = 24;
/// Deflate's level: 6, its usual balance of size and speed.
const LEVEL: u8 = 6;
/// Blocks deflated between progress reports.
const REPORT_EVERY: u64 = 256;

/// Why bytes are not a stored endgame table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableFileError {
    /// Not a table of this format (or of a newer one).
    NotATable,
    /// The bytes end early or are damaged: the checksum does not match.
    Damaged,
    /// A table of another endgame or other rules than asked for.
    Other,
}

impl std::fmt::Display for TableFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TableFileError::NotATable => "not an endgame table of this version",
            TableFileError::Damaged => "the endgame table is damaged (its checksum does not match)",
            TableFileError::Other => "an endgame table for another endgame or other rules",
        })
    }
}

impl std::error::Error for TableFileError {}

/// A block inflated: its number and values.
type Inflated = (usize, Vec<u8>);

/// A solved table's values, deflated block by block.
pub(super) struct Deflated {
    positions: usize,
    /// Where each block starts in `data`, and the end.
    starts: Vec<usize>,
    /// The deflated blocks, one after another.
    data: Vec<u8>,
    /// Recently inflated blocks, by block number modulo their count.
    cache: Vec<Mutex<Option<Inflated>>>,
}

impl Deflated {
    /// Deflates `values`, blocks shared out among `threads`, reporting
    /// progress now and then.
    pub(super) fn new(
        values: &[u8],
        threads: usize,
        progress: &(impl Fn(Progress) + Sync),
    ) -> Deflated {
        let blocks: Vec<&[u8]> = values.chunks(BLOCK).collect();
        let per_thread = blocks.len().div_ceil(threads.max(1)).max(1);
        let done = AtomicU64::new(0);
        let total = blocks.len() as u64;
        let deflated: Vec<Vec<u8>> = std::thread::scope(|scope| {
            let workers: Vec<_> = blocks
                .chunks(per_thread)
                .map(|share| {
                    let done = &done;
                    scope.spawn(move || {
                        let mut deflated = Vec::with_capacity(share.len());
                        for block in share {
                            deflated.push(miniz_oxide::deflate::compress_to_vec(block, LEVEL));
                            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                            if done.is_multiple_of(REPORT_EVERY) || done == total {
                                progress(Progress {
                                    stage: Stage::Packing,
                                    done,
                                    total,
                                });
                            }
                        }
                        deflated
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|worker| worker.join().expect("a deflating thread panicked"))
                .collect()
        });
        let mut starts = Vec::with_capacity(deflated.len() + 1);
        let mut data = Vec::new();
        for block in deflated {
            starts.push(data.len());
            data.extend_from_slice(&block);
        }
        starts.push(data.len());
        Deflated::with_cache(values.len(), starts, data)
    }

    fn with_cache(positions: usize, starts: Vec<usize>, data: Vec<u8>) -> Deflated {
        Deflated {
            positions,
            starts,
            data,
            cache: (0..CACHED_BLOCKS).map(|_| Mutex::new(None)).collect(),
        }
    }

    /// The bytes the deflated blocks take.
    pub(super) fn deflated_len(&self) -> usize {
        self.data.len()
    }

    /// The value byte of position `index`; `None` if its block does not
    /// inflate to its length (never, for bytes whose checksum matched).
    pub(super) fn get(&self, index: usize) -> Option<u8> {
        let block = index / BLOCK;
        let slot = self.cache[block % CACHED_BLOCKS].lock();
        // A thread that panicked holding the slot left nothing half-done.
        let mut slot = slot.unwrap_or_else(std::sync::PoisonError::into_inner);
        if slot.as_ref().is_none_or(|(cached, _)| *cached != block) {
            *slot = Some((block, self.inflate(block)?));
        }
        slot.as_ref().map(|(_, values)| values[index % BLOCK])
    }

    /// Every value byte, in order, to `each`, a block at a time.
    pub(super) fn for_each_block(&self, mut each: impl FnMut(&[u8])) -> Option<()> {
        for block in 0..self.starts.len() - 1 {
            each(&self.inflate(block)?);
        }
        Some(())
    }

    fn inflate(&self, block: usize) -> Option<Vec<u8>> {
        let deflated = &self.data[self.starts[block]..self.starts[block + 1]];
        let expected = BLOCK.min(self.positions - block * BLOCK);
        let values = miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, expected).ok()?;
        (values.len() == expected).then_some(values)
    }

    /// The stored form of the table of `endgame` under `rules`.
    pub(super) fn to_bytes(&self, endgame: Endgame, rules: MoveRules) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER + 8 * self.starts.len() + self.data.len() + 4);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&tag(endgame, rules));
        bytes.extend_from_slice(&(self.positions as u64).to_le_bytes());
        bytes.extend_from_slice(&(BLOCK as u32).to_le_bytes());
        for &start in &self.starts {
            bytes.extend_from_slice(&(start as u64).to_le_bytes());
        }
        bytes.extend_from_slice(&self.data);
        let checksum = crc32fast::hash(&bytes);
        bytes.extend_from_slice(&checksum.to_le_bytes());
        bytes
    }

    /// Reads back the table of `endgame` under `rules`, with `positions`
    /// values, from `bytes`.
    pub(super) fn from_bytes(
        mut bytes: Vec<u8>,
        endgame: Endgame,
        rules: MoveRules,
        positions: usize,
    ) -> Result<Deflated, TableFileError> {
        if bytes.len() < HEADER + 4 || &bytes[..8] != MAGIC {
            return Err(TableFileError::NotATable);
        }
        let (body, checksum) = bytes.split_at(bytes.len() - 4);
        let checksum =
            u32::from_le_bytes(checksum.try_into().map_err(|_| TableFileError::Damaged)?);
        if crc32fast::hash(body) != checksum {
            return Err(TableFileError::Damaged);
        }
        if body[8..12] != tag(endgame, rules) {
            return Err(TableFileError::Other);
        }
        let number =
            |at: usize| u64::from_le_bytes(body[at..at + 8].try_into().unwrap_or_default());
        let stored_positions = number(12) as usize;
        let block = u32::from_le_bytes(body[20..24].try_into().unwrap_or_default()) as usize;
        if stored_positions != positions || block != BLOCK {
            return Err(TableFileError::NotATable);
        }
        let blocks = positions.div_ceil(BLOCK);
        let data_at = HEADER + 8 * (blocks + 1);
        if body.len() < data_at {
            return Err(TableFileError::Damaged);
        }
        let starts: Vec<usize> = (0..=blocks)
            .map(|i| number(HEADER + 8 * i) as usize)
            .collect();
        let in_order = starts.windows(2).all(|pair| pair[0] <= pair[1]);
        if starts[0] != 0 || !in_order || starts[blocks] != body.len() - data_at {
            return Err(TableFileError::Damaged);
        }
        // Keep the deflated blocks only, in place.
        bytes.truncate(bytes.len() - 4);
        bytes.drain(..data_at);
        Ok(Deflated::with_cache(positions, starts, bytes))
    }
}

/// The header bytes naming the endgame and rules.
fn tag(endgame: Endgame, rules: MoveRules) -> [u8; 4] {
    [
        match endgame {
            Endgame::OneEach => 0,
            Endgame::TwoAgainstOne => 1,
        },
        u8::from(rules.no_adjacent),
        match rules.tip_without_hop {
            TipWithoutHop::Forbid => 0,
            TipWithoutHop::Stay => 1,
        },
        0,
    ]
}
