//! The app's one source of randomness. Every random choice the app makes
//! (a computer's seed, a new game's throw) draws from it, and it is seeded
//! from `--seed` or the clock, so a seeded run is the same run end to end.

use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The seeded random stream (see the module).
#[derive(Resource, Clone, Debug)]
pub struct TableRng(ChaCha8Rng);

impl TableRng {
    /// The stream that `seed` starts.
    pub fn seeded(seed: u64) -> TableRng {
        TableRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A seed for one random choice (a computer's thinking, a throw).
    pub fn next_seed(&mut self) -> u64 {
        self.0.next_u64()
    }
}

impl Default for TableRng {
    /// Seeded from the clock: a different run each time.
    fn default() -> TableRng {
        TableRng::seeded(clock_seed())
    }
}

/// A seed from the clock, for runs not given one.
pub fn clock_seed() -> u64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    since.as_secs() ^ u64::from(since.subsec_nanos()).rotate_left(32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_choices_and_another_seed_others() {
        let draw = |seed| {
            let mut rng = TableRng::seeded(seed);
            [rng.next_seed(), rng.next_seed(), rng.next_seed()]
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
        let [a, b, c] = draw(7);
        assert!(a != b && b != c, "each choice draws anew");
    }
}
