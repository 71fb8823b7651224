//! Deblockle puzzles: drawn from random positions with the solved tables
//! and proof search, and checked, each answer the only one.

mod generate;
mod proof;
mod sample;
mod verify;

pub use generate::{LONGEST_WIN, Quotas, Report, Sources, generate};
pub use proof::{Prover, Target};
pub use sample::{random_position, random_positions};
pub use verify::{PuzzleFault, verify};
