//! Hive puzzles as the game ships them (`assets/puzzles/hive.ron`): a game
//! under way (a UHP GameString), "the side to move wins in N of its turns",
//! and the line that does it. Reading a book replays each puzzle under the
//! rules: its game, every move of its line legal, the line ending in the
//! solver's win on its Nth turn. That its first move is the only one, and
//! that no defence holds out longer, is the prover's and the tests' to show.

use serde::{Deserialize, Serialize};

use super::game::HiveGame;
use super::position::{HiveOutcome, Move};

/// The puzzle book format this build writes and reads.
pub const HIVE_PUZZLE_BOOK_VERSION: u32 = 1;

/// One puzzle: win in `win_in` turns from `game`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HivePuzzle {
    /// Its name, the same in every build (from the position).
    pub id: String,
    /// The game up to the puzzle, as a UHP GameString; the side to move
    /// is the solver.
    pub game: String,
    /// In how many of the solver's turns it wins.
    pub win_in: u8,
    /// The line: the solver's moves and the longest defence, in UHP move
    /// strings, ending in the win.
    pub solution: Vec<String>,
}

/// Every puzzle, in levels (by `win_in`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HivePuzzleBook {
    /// The format's version.
    pub version: u32,
    /// The puzzles.
    pub puzzles: Vec<HivePuzzle>,
}

impl HivePuzzle {
    /// The puzzle's game and its line, read and checked under the rules.
    ///
    /// # Errors
    /// The game or a move does not read or is illegal, the line is not the
    /// solver's N turns, or it does not end in the solver's win.
    pub fn replay(&self) -> Result<(HiveGame, Vec<Move>), String> {
        let start = HiveGame::parse(&self.game).map_err(|e| format!("{}: {e}", self.id))?;
        if start.outcome().is_some() {
            return Err(format!("{}: the game is already over", self.id));
        }
        let solver = start.position().to_move();
        let mut game = start.clone();
        let mut line = Vec::new();
        for text in &self.solution {
            let mv = game
                .position()
                .parse_move(text)
                .map_err(|e| format!("{}: {text}: {e}", self.id))?;
            game.play_move(mv)
                .map_err(|e| format!("{}: {text}: {e}", self.id))?;
            line.push(mv);
        }
        let turns = self.solution.len().div_ceil(2);
        if self.solution.len().is_multiple_of(2) || turns != usize::from(self.win_in) {
            return Err(format!(
                "{}: a line of {} moves is not {} turns of the solver's",
                self.id,
                self.solution.len(),
                self.win_in
            ));
        }
        if game.outcome() != Some(HiveOutcome::Win(solver)) {
            return Err(format!("{}: the line does not end in the win", self.id));
        }
        Ok((start, line))
    }
}

impl HivePuzzleBook {
    /// Reads a book and replays every puzzle.
    ///
    /// # Errors
    /// The text is not a book of this version, or a puzzle does not replay.
    pub fn read(text: &str) -> Result<HivePuzzleBook, String> {
        let book: HivePuzzleBook = ron::from_str(text).map_err(|e| e.to_string())?;
        if book.version != HIVE_PUZZLE_BOOK_VERSION {
            return Err(format!("a puzzle book of version {}", book.version));
        }
        for puzzle in &book.puzzles {
            puzzle.replay()?;
        }
        Ok(book)
    }
}
