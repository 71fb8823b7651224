//! Checking a puzzle: its line legal and reaching its goal (the rules say),
//! and its answer the only one: shown by plain proof search for wins and
//! take-offs, by the rules for escapes, and by a solved table for draws.

use tabletop_rules::deblockle::{Goal, Move, Position, Puzzle, PuzzleError, Standing};
use thiserror::Error;

use super::proof::{Prover, Target};
use crate::search::Exact;

/// What is wrong with a puzzle.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PuzzleFault {
    /// Its own line is illegal or misses the goal.
    #[error(transparent)]
    Line(#[from] PuzzleError),
    /// At the solver's move `index`, `count` moves do it, not one.
    #[error("at move {index}, {count} moves reach the goal in time, not one")]
    NotUnique {
        /// Which move of the solution, from 0.
        index: usize,
        /// How many do.
        count: usize,
    },
    /// The goal can be forced in fewer turns than the puzzle says.
    #[error("the goal can be forced in fewer turns")]
    Sooner,
    /// The opponent's reply at `index` gives in sooner than it must.
    #[error("reply {index} is not the longest defence")]
    WeakReply {
        /// Which move of the solution, from 0.
        index: usize,
    },
    /// Nothing to escape, or no draw to save: every move does it.
    #[error("no move fails: nothing to find")]
    NothingToFind,
    /// The position's value is not what the puzzle needs (a draw to save).
    #[error("the table does not hold the position, or it is not a draw")]
    NotADraw,
}

/// Checks `puzzle`; `probe` values positions for [`Goal::SaveTheDraw`]
/// (a solved table that holds them).
///
/// # Errors
/// The first fault found.
pub fn verify(
    puzzle: &Puzzle,
    probe: impl Fn(&Position) -> Option<Exact>,
) -> Result<(), PuzzleFault> {
    puzzle.check_solution()?;
    match puzzle.goal {
        Goal::WinIn(turns) => verify_forced(puzzle, Target::Win, turns),
        Goal::TakeOff { square, turns } => verify_forced(puzzle, Target::TakeOff(square), turns),
        Goal::Escape => {
            verify_only_move(
                puzzle,
                |mv| Ok(puzzle.progress(&[mv])? == Standing::Reached),
            )
        }
        Goal::SaveTheDraw => {
            if probe(&puzzle.position) != Some(Exact::Draw) {
                return Err(PuzzleFault::NotADraw);
            }
            // A draw is a draw for either side to move.
            verify_only_move(puzzle, |mv| {
                let child = puzzle.position.play_unchecked(mv);
                Ok(child.winner().is_none() && probe(&child) == Some(Exact::Draw))
            })
        }
    }
}

/// The solver's moves one by one are each the only one that forces the
/// target in the turns left, and each reply holds out as long as any.
fn verify_forced(puzzle: &Puzzle, target: Target, turns: u8) -> Result<(), PuzzleFault> {
    let solver = puzzle.solver();
    let mut prover = Prover::new(solver);
    if turns > 1 && prover.forces(&puzzle.position, target, turns - 1) {
        return Err(PuzzleFault::Sooner);
    }
    let (mut position, mut target, mut left) = (puzzle.position, target, turns);
    for (index, &mv) in puzzle.solution.iter().enumerate() {
        if position.turn() == solver {
            let forcing = prover.forcing_moves(&position, target, left);
            if forcing != [mv] {
                return Err(PuzzleFault::NotUnique {
                    index,
                    count: forcing.len(),
                });
            }
            left -= 1;
            let Some(next) = target.after(mv) else {
                break;
            };
            target = next;
        }
        let before = position;
        position = position.play_unchecked(mv);
        if before.turn() != solver && left > 1 && prover.forces(&position, target, left - 1) {
            return Err(PuzzleFault::WeakReply { index });
        }
    }
    Ok(())
}

/// The solution is one move, the only one `does_it` accepts; another fails.
fn verify_only_move(
    puzzle: &Puzzle,
    does_it: impl Fn(Move) -> Result<bool, PuzzleError>,
) -> Result<(), PuzzleFault> {
    let moves = puzzle.position.legal_moves();
    let mut doing = Vec::new();
    for &mv in moves.iter() {
        if does_it(mv)? {
            doing.push(mv);
        }
    }
    if doing.len() == moves.len() {
        return Err(PuzzleFault::NothingToFind);
    }
    if doing != puzzle.solution {
        return Err(PuzzleFault::NotUnique {
            index: 0,
            count: doing.len(),
        });
    }
    Ok(())
}
