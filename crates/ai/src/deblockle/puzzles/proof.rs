//! Plain proof search, independent of the solved tables: whether a player
//! can force a goal within so many of their own turns, whatever the other
//! side does. It walks the rules' own moves (a turn passes when a side is
//! shut in, so either may move several times running) and remembers what
//! it has shown.
//!
//! While the solver is shut in, the other side's moves use none of the
//! solver's turns and could go round for ever: past so many of them in a
//! row ([`shut_in_plies`]) the goal counts as not forced. That can only
//! miss a goal that is forced after so long a wait, never claim one that
//! is not.

use rustc_hash::FxHashMap as HashMap;

use tabletop_rules::deblockle::{Move, Player, Position, Square};

/// What the solver is to force.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Target {
    /// Winning the game: the solver's last block off the board.
    Win,
    /// The block on this square off the board (it goes where the solver
    /// moves it).
    TakeOff(Square),
}

impl Target {
    /// The target after the solver plays `mv`: `None` once it is reached.
    pub fn after(self, mv: Move) -> Option<Target> {
        match self {
            Target::TakeOff(square) if square == mv.from => mv.destination().map(Target::TakeOff),
            other => Some(other),
        }
    }
}

/// The most moves the other side makes in a row in `position`, the solver
/// shut in, before the goal counts as not forced: twelve for a lone block
/// (its few places are soon all seen), three for more (whose moves in a row
/// multiply).
fn shut_in_plies(position: &Position, solver: Player) -> u8 {
    if position.board().count(solver.opponent()) <= 1 {
        12
    } else {
        3
    }
}

/// What has been shown: a position, the target, the solver's turns left
/// and the other side's moves in a row so far.
type Shown = (Position, Target, u8, u8);

/// Proves goals for one solver, remembering positions shown.
pub struct Prover {
    solver: Player,
    known: HashMap<Shown, bool>,
}

impl Prover {
    /// A prover for `solver`.
    pub fn new(solver: Player) -> Prover {
        Prover {
            solver,
            known: HashMap::default(),
        }
    }

    /// Whether the solver forces `target` in `position` within `turns` of
    /// its own turns.
    pub fn forces(&mut self, position: &Position, target: Target, turns: u8) -> bool {
        self.forces_after(position, target, turns, 0)
    }

    /// The same, the other side having moved `in_a_row` times running.
    fn forces_after(
        &mut self,
        position: &Position,
        target: Target,
        turns: u8,
        in_a_row: u8,
    ) -> bool {
        if let Some(winner) = position.winner() {
            return winner == self.solver && target == Target::Win;
        }
        let solver_moves = position.turn() == self.solver;
        if (solver_moves && turns == 0) || in_a_row > shut_in_plies(position, self.solver) {
            return false;
        }
        let shown = (*position, target, turns, in_a_row);
        if let Some(&known) = self.known.get(&shown) {
            return known;
        }
        let moves = position.legal_moves();
        let forced = if moves.is_empty() {
            // Neither side can move: drawn.
            false
        } else if solver_moves {
            moves
                .iter()
                .any(|&mv| self.move_forces(position, mv, target, turns))
        } else {
            moves.iter().all(|&mv| {
                self.forces_after(&position.play_unchecked(mv), target, turns, in_a_row + 1)
            })
        };
        self.known.insert(shown, forced);
        forced
    }

    /// Whether the solver's `mv` in `position` forces `target` within
    /// `turns` of its turns, this one included.
    pub fn move_forces(
        &mut self,
        position: &Position,
        mv: Move,
        target: Target,
        turns: u8,
    ) -> bool {
        match target.after(mv) {
            None => true,
            Some(target) => self.forces(&position.play_unchecked(mv), target, turns - 1),
        }
    }

    /// The solver's moves in `position` that force `target` within `turns`.
    pub fn forcing_moves(&mut self, position: &Position, target: Target, turns: u8) -> Vec<Move> {
        position
            .legal_moves()
            .iter()
            .copied()
            .filter(|&mv| self.move_forces(position, mv, target, turns))
            .collect()
    }

    /// The fewest of its turns within which the solver forces `target`,
    /// up to `most`.
    pub fn fastest(&mut self, position: &Position, target: Target, most: u8) -> Option<u8> {
        (1..=most).find(|&turns| self.forces(position, target, turns))
    }
}
