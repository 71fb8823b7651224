//! The puzzle book shipped in `assets/puzzles` (built into the game, so that
//! it runs wherever it is unpacked), read at the start and each puzzle's own
//! line checked through the rules (the proofs that each answer is the only
//! one are the ai crate's tests). A book that cannot be read is
//! reported on the Puzzles screen; a puzzle whose line fails is left out.
//! It is read as the app is built (see `table::puzzles::add_puzzles`), so
//! that a screen opened from the command line finds it at its first frame.

use std::path::Path;

use tabletop_rules::deblockle::{PUZZLE_BOOK_VERSION, Puzzle, PuzzleBook, PuzzleError};
use tabletop_store::StoreError;
use thiserror::Error;

/// What the book is called in messages.
const WHAT: &str = "puzzle book";

/// What is wrong with the book.
#[derive(Debug, Error)]
pub enum BookError {
    /// It cannot be read, or is not a book this build reads.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A puzzle's own line does not hold.
    #[error("puzzle {id}: {error}")]
    Puzzle {
        /// The puzzle.
        id: String,
        /// Why.
        error: PuzzleError,
    },
}

/// Where the shipped book's text comes from, for messages.
const SHIPPED_PATH: &str = "assets/puzzles/deblockle.ron";

/// The book the game ships.
const SHIPPED: &str = include_str!("../../../assets/puzzles/deblockle.ron");

/// The puzzles of the book the game ships whose lines hold, and what is
/// wrong with the others.
///
/// # Errors
/// The book cannot be read at all (the tests see to it that it can).
pub fn shipped_book() -> Result<(Vec<Puzzle>, Vec<BookError>), BookError> {
    parse_book(SHIPPED, Path::new(SHIPPED_PATH))
}

/// The puzzles of a book's text (as if from `path`) whose lines hold, and
/// what is wrong with the others.
///
/// # Errors
/// The text is not a book, or a newer one.
pub fn parse_book(text: &str, path: &Path) -> Result<(Vec<Puzzle>, Vec<BookError>), BookError> {
    let book: PuzzleBook = tabletop_store::parse(text, path, WHAT, PUZZLE_BOOK_VERSION)?;
    Ok(checked(book))
}

/// The book's puzzles whose lines hold, and what is wrong with the others.
fn checked(book: PuzzleBook) -> (Vec<Puzzle>, Vec<BookError>) {
    let (good, bad): (Vec<_>, Vec<_>) = book
        .puzzles
        .into_iter()
        .map(|puzzle| match puzzle.check_solution() {
            Ok(()) => Ok(puzzle),
            Err(error) => Err(BookError::Puzzle {
                id: puzzle.id,
                error,
            }),
        })
        .partition(Result::is_ok);
    (
        good.into_iter().flatten().collect(),
        bad.into_iter().filter_map(Result::err).collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_book_reads_whole_and_a_broken_one_says_what_is_wrong() {
        let (puzzles, bad) = shipped_book().unwrap_or_else(|error| panic!("{error}"));
        assert!(
            puzzles.len() >= 200 && bad.is_empty(),
            "{} {bad:?}",
            puzzles.len()
        );
        let broken = Path::new("broken.ron");
        // The first puzzle's answer replaced by a move that does not win.
        let first = &puzzles[0];
        let answer = format!("\"{}\"", first.solution[0]);
        let other = first
            .position
            .legal_moves()
            .iter()
            .copied()
            .find(|mv| *mv != first.solution[0])
            .expect("another move");
        let text = SHIPPED.replacen(&answer, &format!("\"{other}\""), 1);
        let (fewer, bad) = parse_book(&text, broken).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(fewer.len() + 1, puzzles.len());
        assert!(
            bad[0]
                .to_string()
                .starts_with(&format!("puzzle {}", first.id)),
            "{}",
            bad[0]
        );
        assert!(matches!(
            parse_book("(version: 9, puzzles: [])", broken),
            Err(BookError::Store(StoreError::Newer { .. }))
        ));
    }
}
