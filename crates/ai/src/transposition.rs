//! The transposition table: what a search learnt about a position, kept so
//! that the same position reached by another order of moves (or at the next
//! depth of iterative deepening) costs a lookup instead of a search.
//! Every thread of a search shares one table (that is how the helpers help:
//! what one learns the others find), so each entry has its own lock; two
//! threads rarely want the same entry at once, so the locks cost little.

use std::sync::{Mutex, PoisonError};

/// How a stored score relates to the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (the search failed high).
    Lower,
    /// The value is at most the score (no move reached alpha).
    Upper,
}

/// One position's entry.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<M> {
    pub key: u64,
    pub depth: u32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<M>,
}

/// A fixed-size table indexed by the low bits of the key; a newer or deeper
/// result replaces what was there.
pub(crate) struct Table<M> {
    entries: Vec<Mutex<Option<Entry<M>>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table<M> {
        let size = 1usize << bits;
        Table {
            entries: std::iter::repeat_with(|| Mutex::new(None))
                .take(size)
                .collect(),
            mask: size - 1,
        }
    }

    /// The entry for `key`, if this position's is the one stored.
    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        let slot = self.entries[key as usize & self.mask]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        slot.filter(|entry| entry.key == key)
    }

    /// Stores `entry`, keeping a deeper result for the same position.
    pub fn put(&self, entry: Entry<M>) {
        let mut slot = self.entries[entry.key as usize & self.mask]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(old) = *slot
            && old.key == entry.key
            && old.depth > entry.depth
        {
            return;
        }
        *slot = Some(entry);
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        for slot in &mut self.entries {
            *slot.get_mut().unwrap_or_else(PoisonError::into_inner) = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, depth: u32, score: i32) -> Entry<u8> {
        Entry {
            key,
            depth,
            score,
            bound: Bound::Exact,
            best: Some(1),
        }
    }

    #[test]
    fn keeps_the_deeper_result_and_tells_keys_apart() {
        let mut table = Table::new(4);
        table.put(entry(3, 5, 10));
        table.put(entry(3, 2, 20));
        assert_eq!(table.get(3).map(|e| e.score), Some(10));
        // Key 19 shares key 3's slot in a 16-entry table: it replaces it.
        table.put(entry(19, 1, 30));
        assert!(table.get(3).is_none());
        assert_eq!(table.get(19).map(|e| e.score), Some(30));
        table.clear();
        assert!(table.get(19).is_none());
    }
}
