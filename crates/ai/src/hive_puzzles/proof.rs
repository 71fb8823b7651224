//! Proof search for Hive: whether the side to move (the solver) can force
//! a win within so many of its own turns, whatever the other side does.
//! Every defence is searched to the end; positions shown are remembered.
//!
//! One cut, sound by the rules without the Pillbug: a single move changes
//! the occupancy of two hexes only (its start and its end), so a win in one
//! is possible only when the other Queen has at most one free side. A
//! Pillbug (or a Mosquito beside one) can throw the Queen herself into a
//! hole, so with it there is no cut.

use rustc_hash::FxHashMap as HashMap;
use tabletop_rules::Game as _;
use tabletop_rules::hive::{Colour, HiveOutcome, Move, Position};

/// Proves wins for one solver, remembering what it has shown.
pub struct WinProver {
    solver: Colour,
    /// (position key, solver's turns left) → forced.
    known: HashMap<(u64, u8), bool>,
    /// Positions made, for the figures.
    nodes: u64,
    /// The most positions to make; past it every answer is `false` and
    /// [`WinProver::exhausted`] says so (the caller drops the question).
    budget: u64,
}

impl WinProver {
    /// A prover for `solver`.
    pub fn new(solver: Colour) -> WinProver {
        WinProver {
            solver,
            known: HashMap::default(),
            nodes: 0,
            budget: u64::MAX,
        }
    }

    /// The same, giving up after making `budget` positions.
    pub fn with_budget(self, budget: u64) -> WinProver {
        WinProver { budget, ..self }
    }

    /// Whether it gave up: its answers since prove nothing.
    pub fn exhausted(&self) -> bool {
        self.nodes > self.budget
    }

    /// How many positions it has made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the solver, to move in `position`, wins within `turns` of
    /// its own turns.
    pub fn wins_within(&mut self, position: &Position, turns: u8) -> bool {
        let mut position = position.clone();
        self.solver_wins(&mut position, turns)
    }

    /// The solver's moves in `position` that win within `turns` of its
    /// turns, this one included.
    pub fn winning_moves(&mut self, position: &Position, turns: u8) -> Vec<Move> {
        let mut scratch = position.clone();
        let mut moves = Vec::new();
        scratch.generate_moves(&mut moves);
        moves
            .into_iter()
            .filter(|&mv| self.move_wins(&mut scratch, mv, turns))
            .collect()
    }

    /// The fewest of its turns within which the solver wins, up to `most`.
    pub fn fastest(&mut self, position: &Position, most: u8) -> Option<u8> {
        (1..=most).find(|&turns| self.wins_within(position, turns))
    }

    /// Whether the solver's `mv` in `position` wins within `turns`.
    fn move_wins(&mut self, position: &mut Position, mv: Move, turns: u8) -> bool {
        self.nodes += 1;
        let undo = position.make(mv);
        let won = match position.outcome() {
            Some(outcome) => outcome == HiveOutcome::Win(self.solver),
            None => turns > 1 && self.defence_fails(position, turns - 1),
        };
        position.unmake(mv, undo);
        won
    }

    fn solver_wins(&mut self, position: &mut Position, turns: u8) -> bool {
        if turns == 0 || self.exhausted() {
            return false;
        }
        if turns == 1 && !one_move_can_surround(position, self.solver.other()) {
            return false;
        }
        let key = (position.key(), turns);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        let won = moves
            .into_iter()
            .any(|mv| self.move_wins(position, mv, turns));
        if !self.exhausted() {
            self.known.insert(key, won);
        }
        won
    }

    /// Whether every move of the other side in `position` still loses
    /// within the solver's `turns`.
    fn defence_fails(&mut self, position: &mut Position, turns: u8) -> bool {
        let key = (position.key(), turns + 100);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        let mut fails = true;
        for mv in moves {
            self.nodes += 1;
            let undo = position.make(mv);
            let lost = match position.outcome() {
                Some(outcome) => outcome == HiveOutcome::Win(self.solver),
                None => self.solver_wins(position, turns),
            };
            position.unmake(mv, undo);
            if !lost {
                fails = false;
                break;
            }
        }
        if !self.exhausted() {
            self.known.insert(key, fails);
        }
        fails
    }
}

/// Whether one move could fill the last free side of `colour`'s Queen: she
/// is in the hive with at most one free side (or a Pillbug could throw her).
fn one_move_can_surround(position: &Position, colour: Colour) -> bool {
    if position.rules().expansions.pillbug {
        return position.queen(colour).is_some();
    }
    position.queen(colour).is_some_and(|queen| {
        queen
            .neighbours()
            .iter()
            .filter(|&&hex| !position.occupied(hex))
            .count()
            <= 1
    })
}
