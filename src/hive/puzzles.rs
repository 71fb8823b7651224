//! Hive's puzzles (`assets/puzzles/hive.ron`, made by `tabletop-cli hive
//! puzzles` from computer games, each proven: every defence searched, the
//! first move the only one, no shorter win; proven again by the ai
//! crate's tests), played at the table as every game's are (see
//! [`crate::table::puzzles`]). A puzzle is solved when the solver's Queen
//! hunt ends in the win: after the first move, another winning move is as
//! good as the line's only on the last turn.

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Colour, Hex, HiveGame, HiveOutcome, HivePuzzle, HivePuzzleBook, Move};

use super::session::{HiveRequest, HiveSession};
use crate::table::puzzles::{Puzzled, TablePuzzle, add_puzzle_view, add_puzzles};

pub(super) fn logic_plugin(app: &mut App) {
    add_puzzles::<HiveSession>(app);
}

pub(super) fn view_plugin(app: &mut App) {
    add_puzzle_view::<HiveSession>(app);
}

/// The book the game ships.
const SHIPPED: &str = include_str!("../../assets/puzzles/hive.ron");

/// A shipped puzzle whose line replays, kept as shipped: its game is
/// replayed again as it starts (a game keeps each of its positions, some
/// kilobytes each; the book holds hundreds of games).
#[derive(Clone, Debug)]
pub struct ReadPuzzle {
    /// The puzzle as shipped.
    pub puzzle: HivePuzzle,
    /// Who solves it.
    pub solver: Colour,
    /// How many moves its game has at its start.
    pub moves_before: usize,
    /// Its line.
    pub line: Vec<Move>,
}

impl ReadPuzzle {
    /// Its game at the start (empty, were the book to change under it: it
    /// replayed as it was read).
    pub fn start(&self) -> HiveGame {
        self.puzzle.replay().map_or_else(
            |error| {
                warn!("{error}");
                HiveGame::default()
            },
            |(start, _)| start,
        )
    }
}

/// The puzzles of a book's text whose lines replay, and what is wrong
/// with the others.
///
/// # Errors
/// The text is not a puzzle book of this version.
pub fn read_book(text: &str) -> Result<(Vec<ReadPuzzle>, Vec<String>), String> {
    let book: HivePuzzleBook = ron::from_str(text).map_err(|error| error.to_string())?;
    if book.version != tabletop_rules::hive::HIVE_PUZZLE_BOOK_VERSION {
        return Err(format!("a puzzle book of version {}", book.version));
    }
    let (mut good, mut bad) = (Vec::new(), Vec::new());
    for puzzle in book.puzzles {
        match puzzle.replay() {
            Ok((start, line)) => good.push(ReadPuzzle {
                puzzle,
                solver: start.position().to_move(),
                moves_before: start.moves().len(),
                line,
            }),
            Err(error) => bad.push(error),
        }
    }
    Ok((good, bad))
}

impl Puzzled for HiveSession {
    type Puzzle = ReadPuzzle;

    fn shipped_puzzles() -> Result<(Vec<ReadPuzzle>, Vec<String>), Message> {
        read_book(SHIPPED)
            .map_err(|detail| Message::new("puzzles-unreadable").with("detail", detail))
    }

    fn at_the_table(puzzle: ReadPuzzle) -> TablePuzzle<HiveSession> {
        let solver = puzzle.solver;
        TablePuzzle {
            id: puzzle.puzzle.id.clone(),
            level: puzzle.puzzle.win_in,
            goal: Message::new("puzzle-goal-win")
                .with("turns", puzzle.puzzle.win_in)
                .with("player", solver.message())
                .with("opponent", solver.other().message()),
            solver,
            line: puzzle.line.clone(),
            moves_before: puzzle.moves_before,
            own: puzzle,
        }
    }

    fn puzzle_start(puzzle: &ReadPuzzle) -> HiveRequest {
        HiveRequest::Guided(Box::new(puzzle.start()))
    }

    fn puzzle_reached(&self, puzzle: &ReadPuzzle, _played: usize) -> bool {
        self.game.outcome() == Some(HiveOutcome::Win(puzzle.solver))
    }

    /// The tile that moves, or where one is placed.
    fn mover(&self, mv: Move) -> Option<Hex> {
        match mv {
            Move::Move(piece, _) => self.game.position().location(piece),
            Move::Place(_, to) => Some(to),
            Move::Pass => None,
        }
    }

    fn move_words(&self, mv: Move) -> String {
        self.game.position().move_string(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_book_reads_whole_and_a_broken_one_says_what_is_wrong() {
        let (puzzles, bad) = read_book(SHIPPED).unwrap_or_else(|error| panic!("{error}"));
        assert!(!puzzles.is_empty() && bad.is_empty(), "{bad:?}");
        // The first puzzle's winning move replaced by another legal move.
        let first = &puzzles[0];
        let start = first.start();
        assert_eq!(start.moves().len(), first.moves_before);
        assert_eq!(start.position().to_move(), first.solver);
        let other = start
            .legal_moves()
            .into_iter()
            .find(|&mv| mv != first.line[0])
            .expect("another move");
        // As RON writes strings: a backslash doubled.
        let quoted = |text: &str| format!("\"{}\"", text.replace('\\', "\\\\"));
        let written = start.position().move_string(other);
        let text = SHIPPED.replacen(&quoted(&first.puzzle.solution[0]), &quoted(&written), 1);
        let (fewer, bad) = read_book(&text).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(fewer.len() + 1, puzzles.len());
        assert!(bad[0].starts_with(&first.puzzle.id), "{}", bad[0]);
        assert!(read_book("(version: 9, puzzles: [])").is_err());
        assert!(read_book("garbage").is_err());
    }
}
