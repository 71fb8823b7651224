//! Puzzles: a position, what the player to move must achieve from it, and
//! the line that does it (the solver's moves and the opponent's best
//! replies). The rules say whether a line is legal and whether it reaches
//! its goal; that the solver's moves are the only ones that do is for a
//! solver to show (the ai crate's puzzle checks).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{IllegalMove, Move, Player, Position, RulesOptions, Square};

/// The puzzle book's format; newer files are refused, not guessed at.
pub const PUZZLE_BOOK_VERSION: u32 = 1;

/// What a puzzle asks of the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Goal {
    /// Win within this many of your turns, whatever the opponent does.
    WinIn(u8),
    /// Take the block now on `square` off the board within `turns` of your
    /// turns, whatever the opponent does.
    TakeOff {
        /// Where the block stands.
        square: Square,
        /// Within this many of your turns.
        turns: u8,
    },
    /// You are about to be Deblockle'd: move so that no reply shuts you in.
    Escape,
    /// Every move but one loses with best play: find the one that keeps
    /// the draw.
    SaveTheDraw,
}

/// A puzzle.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Puzzle {
    /// Names it for good in progress files.
    pub id: String,
    /// Where it starts; the player to move solves it.
    pub position: Position,
    /// What to achieve.
    pub goal: Goal,
    /// The solver's moves and the opponent's best replies, in turn order.
    pub solution: Vec<Move>,
    /// From 1 (easy) to 5 (hard).
    pub difficulty: u8,
}

/// Puzzles as shipped and generated.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PuzzleBook {
    /// [`PUZZLE_BOOK_VERSION`] when written.
    pub version: u32,
    /// The puzzles, easiest first.
    pub puzzles: Vec<Puzzle>,
}

/// Why a puzzle's own line does not hold.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PuzzleError {
    /// A move of the line is illegal where it is played.
    #[error("move {index} of the solution: {reason}")]
    Illegal {
        /// Which move, from 0.
        index: usize,
        /// Why.
        reason: IllegalMove,
    },
    /// The line is played out and the goal is not reached.
    #[error("the solution does not reach its goal")]
    Unreached,
    /// The line goes on after the goal is reached.
    #[error("the solution goes on after its goal is reached")]
    TooLong,
}

/// How a line stands against a puzzle's goal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Standing {
    /// Reached.
    Reached,
    /// Not yet, and still possible in the turns left.
    Open,
    /// Missed: the turns are used up, the game is over, or the solver was
    /// shut in.
    Missed,
}

impl Puzzle {
    /// The player who solves it.
    pub fn solver(&self) -> Player {
        self.position.turn()
    }

    /// The rules it is played under: the printed ones (no house rules:
    /// proof search knows no repetition), with its position's move rules.
    pub fn rules(&self) -> RulesOptions {
        let moves = self.position.rules();
        RulesOptions {
            no_adjacent: moves.no_adjacent,
            tip_without_hop: moves.tip_without_hop,
            ..RulesOptions::strict()
        }
    }

    /// Where `line`, played from the puzzle's position, stands against the
    /// goal. [`Goal::SaveTheDraw`] is reached by its solution's move only
    /// (the rules cannot tell a draw from a slow loss; the solved tables can).
    ///
    /// # Errors
    /// A move of `line` is illegal where it is played.
    pub fn progress(&self, line: &[Move]) -> Result<Standing, PuzzleError> {
        let solver = self.solver();
        let allowed = match self.goal {
            Goal::WinIn(turns) | Goal::TakeOff { turns, .. } => turns,
            Goal::Escape | Goal::SaveTheDraw => 1,
        };
        let mut position = self.position;
        let mut tracked = match self.goal {
            Goal::TakeOff { square, .. } => Some(square),
            _ => None,
        };
        let mut turns = 0;
        for (index, &mv) in line.iter().enumerate() {
            let mover = position.turn();
            position = position
                .play(mv)
                .map_err(|reason| PuzzleError::Illegal { index, reason })?;
            if mover == solver {
                turns += 1;
                if tracked == Some(mv.from) {
                    tracked = mv.destination();
                }
                let reached = match self.goal {
                    Goal::WinIn(_) => position.winner() == Some(solver),
                    Goal::TakeOff { .. } => tracked.is_none(),
                    Goal::Escape => return Ok(escaped(&position, solver)),
                    Goal::SaveTheDraw => self.solution.first() == Some(&mv),
                };
                if reached {
                    return Ok(Standing::Reached);
                }
            }
            if position.winner().is_some() || turns >= allowed {
                return Ok(Standing::Missed);
            }
        }
        Ok(Standing::Open)
    }

    /// Checks that the puzzle's own solution is legal and reaches its goal
    /// with its last move.
    ///
    /// # Errors
    /// The solution is illegal, falls short, or goes on past its goal.
    pub fn check_solution(&self) -> Result<(), PuzzleError> {
        for end in 1..self.solution.len() {
            if self.progress(&self.solution[..end])? == Standing::Reached {
                return Err(PuzzleError::TooLong);
            }
        }
        match self.progress(&self.solution)? {
            Standing::Reached => Ok(()),
            Standing::Open | Standing::Missed => Err(PuzzleError::Unreached),
        }
    }
}

/// After the solver's move into `position`: escaped if no reply of the
/// opponent's leaves the solver without a move.
fn escaped(position: &Position, solver: Player) -> Standing {
    if position.turn() == solver {
        // The opponent is shut in themselves.
        return Standing::Reached;
    }
    let shut_in = position.legal_moves().iter().any(|&reply| {
        let after = position.play_unchecked(reply);
        after.winner().is_none() && after.moves_of(solver).is_empty()
    });
    if shut_in {
        Standing::Missed
    } else {
        Standing::Reached
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Gold d5 shows Cross up, Stop north, Star south: tipping north lands
    /// it Star-up on d6, Gold's target, and it leaves (the rules' hand-checked
    /// tests); Teal's lone block waits on a1.
    const ONE_TIP_FROM_HOME: &str = "7/3*3/3gCP3/7/7/3*3/tCL6 g";

    fn puzzle(goal: Goal, solution: &[&str]) -> Puzzle {
        Puzzle {
            id: "test".to_owned(),
            position: ONE_TIP_FROM_HOME.parse().expect("a position"),
            goal,
            solution: moves(solution),
            difficulty: 1,
        }
    }

    fn moves(line: &[&str]) -> Vec<Move> {
        line.iter().map(|m| m.parse().expect("a move")).collect()
    }

    #[test]
    fn a_win_is_reached_when_the_last_block_leaves_and_missed_once_the_turns_are_used() {
        let win = puzzle(Goal::WinIn(1), &["d5N"]);
        assert_eq!(win.check_solution(), Ok(()));
        assert_eq!(win.progress(&[]), Ok(Standing::Open));
        assert_eq!(win.progress(&moves(&["d5S"])), Ok(Standing::Missed));
        let slower = puzzle(Goal::WinIn(2), &["d5S"]);
        assert_eq!(slower.progress(&moves(&["d5S"])), Ok(Standing::Open));
        assert_eq!(slower.check_solution(), Err(PuzzleError::Unreached));
        let illegal = slower.progress(&moves(&["d5N-d7"]));
        assert!(matches!(
            illegal,
            Err(PuzzleError::Illegal { index: 0, .. })
        ));
    }

    #[test]
    fn a_tracked_block_taken_off_reaches_the_goal_and_the_line_may_not_go_on() {
        let d5 = "d5".parse().expect("a square");
        let off = puzzle(
            Goal::TakeOff {
                square: d5,
                turns: 1,
            },
            &["d5N"],
        );
        assert_eq!(off.check_solution(), Ok(()));
        let a1 = "a1".parse().expect("a square");
        let not_the_solvers = puzzle(
            Goal::TakeOff {
                square: a1,
                turns: 1,
            },
            &["d5N"],
        );
        assert_eq!(
            not_the_solvers.progress(&moves(&["d5S"])),
            Ok(Standing::Missed)
        );
        let past = puzzle(Goal::WinIn(1), &["d5N", "a1N"]);
        assert!(
            past.check_solution().is_err(),
            "nothing is played after a win"
        );
    }

    #[test]
    fn a_puzzle_is_played_under_its_positions_move_rules_and_no_house_rule() {
        let mut variant = puzzle(Goal::WinIn(1), &["d5N"]);
        let move_rules = super::super::MoveRules {
            no_adjacent: true,
            tip_without_hop: super::super::TipWithoutHop::Stay,
        };
        variant.position = variant.position.with_rules(move_rules);
        let rules = variant.rules();
        assert_eq!(rules.move_rules(), move_rules);
        assert!(!rules.repetition_draw && rules.move_cap.is_none());
        let game = super::super::Game::new(rules, variant.position);
        assert_eq!(game.start(), &variant.position);
    }

    #[test]
    fn a_puzzle_book_reads_back_what_it_wrote() {
        let book = PuzzleBook {
            version: PUZZLE_BOOK_VERSION,
            puzzles: vec![puzzle(Goal::WinIn(1), &["d5N"])],
        };
        let text = ron::to_string(&book).expect("written");
        assert_eq!(ron::from_str::<PuzzleBook>(&text), Ok(book));
    }
}
