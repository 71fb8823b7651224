//! Hive puzzles: "the side to move wins in N of its turns", found in the
//! positions of computer games and proven: every defence searched to the
//! end, the first move the only one that wins within N, and no win
//! shorter.

mod generate;
mod proof;

pub use generate::{LONGEST_WIN, Report, generate, line_of};
pub use proof::WinProver;
