//! Deblockle's puzzles, played at its table as every game's are (see
//! [`crate::table::puzzles`]): the book shipped in `assets/puzzles` (made
//! by `tabletop-cli deblockle puzzles` from the solved endgames and proof
//! search, each proved again by the ai crate's tests), judged by the
//! rules' `Puzzle::progress`. Its board lights what the guide lights.

pub mod book;

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::{Goal, Move, Puzzle, Square, Standing};

use super::guided::{Guided, clean_up_with, leave_every_guide};
use super::session::{DeblockleRequest, DeblockleSession, Start};
use crate::table::puzzles::{ActivePuzzle, Puzzled, TablePuzzle, add_puzzle_view, add_puzzles};

/// The puzzles' logic: runs headless.
pub fn logic_plugin(app: &mut App) {
    // A lesson started takes the puzzle down.
    clean_up_with(app, |world| {
        world.remove_resource::<ActivePuzzle<DeblockleSession>>();
    });
    add_puzzles::<DeblockleSession>(app);
    // After the guide (which runs before the table animates).
    app.add_systems(
        Update,
        light_the_board.in_set(crate::table::TableSystems::Animate),
    );
}

/// The puzzle panel, the Puzzles screen and the progress.
pub fn view_plugin(app: &mut App) {
    add_puzzle_view::<DeblockleSession>(app);
}

impl Puzzled for DeblockleSession {
    type Puzzle = Puzzle;

    fn shipped_puzzles() -> Result<(Vec<Puzzle>, Vec<String>), Message> {
        match book::shipped_book() {
            Ok((good, bad)) => Ok((good, bad.iter().map(ToString::to_string).collect())),
            Err(error) => Err(Message::new("puzzles-unreadable").with("detail", error.to_string())),
        }
    }

    fn at_the_table(puzzle: Puzzle) -> TablePuzzle<DeblockleSession> {
        let player = puzzle.solver();
        let goal = match puzzle.goal {
            Goal::WinIn(turns) => Message::new("puzzle-goal-win").with("turns", turns),
            Goal::TakeOff { square, turns } => Message::new("puzzle-goal-take-off")
                .with("square", square.to_string())
                .with("turns", turns),
            Goal::Escape => Message::new("puzzle-goal-escape"),
            Goal::SaveTheDraw => Message::new("puzzle-goal-draw"),
        };
        TablePuzzle {
            id: puzzle.id.clone(),
            level: puzzle.difficulty,
            goal: goal
                .with("player", player.message())
                .with("opponent", player.opponent().message()),
            solver: player,
            line: puzzle.solution.clone(),
            moves_before: 0,
            own: puzzle,
        }
    }

    fn puzzle_start(puzzle: &Puzzle) -> DeblockleRequest {
        DeblockleRequest::NewGame {
            rules: puzzle.rules(),
            start: Start::Guided(puzzle.position, puzzle.solver()),
        }
    }

    fn puzzle_reached(&self, puzzle: &Puzzle, _played: usize) -> bool {
        puzzle.progress(self.game.moves()) == Ok(Standing::Reached)
    }

    fn mover(&self, mv: Move) -> Option<Square> {
        Some(mv.from)
    }

    /// A lesson gives way to the puzzle; the board lights what it lights.
    fn puzzle_begins(commands: &mut Commands, puzzle: &Puzzle) {
        leave_every_guide(commands);
        commands.insert_resource(Guided {
            learner: puzzle.solver(),
            highlight: Vec::new(),
            paused: false,
        });
    }
}

/// The board's guide shows what the puzzle's guide lights, and holds the
/// player's moves while it shows something.
fn light_the_board(
    active: Option<Res<ActivePuzzle<DeblockleSession>>>,
    guided: Option<ResMut<Guided>>,
) {
    let (Some(active), Some(mut guided)) = (active, guided) else {
        return;
    };
    if active.is_changed() {
        guided.highlight.clone_from(&active.lit);
        guided.paused = active.paused();
    }
}
