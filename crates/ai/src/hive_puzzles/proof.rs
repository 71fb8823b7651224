//! Proof search for Hive: whether the side to move (the solver) can force
//! a win within so many of its own turns, whatever the other side does.
//! Every defence is searched to the end; positions shown are remembered.
//!
//! One cut, sound by the rules: a single move changes the occupancy of two
//! hexes only (its start and its end), so a win in one is possible only
//! when the other Queen has at most one free side, or when the solver can
//! throw the Queen herself into a hole: a Pillbug of the solver's (or a
//! Mosquito, which may copy one) right beside her.

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

/// Whether one move of the other side of `colour` could fill the last free
/// side of `colour`'s Queen: she is in the hive with at most one free side,
/// or a Pillbug or Mosquito of the other side stands beside her and could
/// throw her into a hole.
fn one_move_can_surround(position: &Position, colour: Colour) -> bool {
    let Some(queen) = position.queen(colour) else {
        return false;
    };
    let around = queen.neighbours();
    let free = around
        .iter()
        .filter(|&&hex| !position.occupied(hex))
        .count();
    free <= 1
        || around
            .iter()
            .any(|&hex| position.can_throw(colour.other(), hex))
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use tabletop_rules::hive::{Expansions, HiveGame, HiveRules};

    use super::*;

    /// Whether some move of the side to move wins on the spot.
    fn wins_at_once(position: &Position) -> bool {
        let solver = position.to_move();
        position
            .legal_moves()
            .into_iter()
            .any(|mv| position.play_unchecked(mv).outcome() == Some(HiveOutcome::Win(solver)))
    }

    /// Random Base+MLP games drawn towards the Queens, so that many
    /// positions have a win in one: wherever the cut says no, no move
    /// wins, tried move by move. Wins through a throw of the Queen (she
    /// had two or more free sides before it) turn up and are let through.
    #[test]
    fn the_cut_never_refuses_a_position_with_a_win_in_one() {
        let rules = HiveRules {
            expansions: Expansions::parse("Base+MLP").expect("a game type"),
            ..HiveRules::default()
        };
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let (mut wins, mut wins_by_throwing_her) = (0, 0);
        for _ in 0..300 {
            let mut game = HiveGame::with_rules(rules);
            while game.outcome().is_none() && game.moves().len() < 90 {
                let position = game.position();
                let solver = position.to_move();
                let refused = !one_move_can_surround(position, solver.other());
                if wins_at_once(position) {
                    assert!(!refused, "a win refused: {game}");
                    wins += 1;
                    let queen = position.queen(solver.other()).expect("in the hive");
                    let around = queen.neighbours();
                    if around.iter().filter(|&&h| !position.occupied(h)).count() >= 2 {
                        wins_by_throwing_her += 1;
                    }
                }
                // Towards the other Queen three times in four.
                let moves = position.legal_moves();
                let near: Vec<Move> = position.queen(solver.other()).map_or(Vec::new(), |queen| {
                    let around = queen.neighbours();
                    moves
                        .iter()
                        .copied()
                        .filter(|mv| match mv {
                            Move::Place(_, to) | Move::Move(_, to) => around.contains(to),
                            Move::Pass => false,
                        })
                        .collect()
                });
                let pool = if !near.is_empty() && rng.random_range(0..4) > 0 {
                    &near
                } else {
                    &moves
                };
                let mv = pool[rng.random_range(0..pool.len())];
                game.play_move(mv).expect("a legal move");
            }
        }
        assert!(wins >= 300, "{wins} wins in one");
        assert!(wins_by_throwing_her >= 3, "{wins_by_throwing_her}");
    }
}
