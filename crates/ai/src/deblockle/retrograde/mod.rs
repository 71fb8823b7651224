//! Solving endgames backwards from their ends, a turn taken back at a time
//! (the rules crate's [`turns_before`]), so that no move graph is kept: the
//! tables with more blocks have too many positions for one.
//!
//! Every position starts undecided, knowing how many of its moves stay in
//! the table and the quickest win among those that leave it (a block
//! taken off: the game won, or a smaller table's position). Then, distance
//! by distance: each position decided at that distance is taken back a
//! turn; a position with a move into a loss for the opponent is won one
//! ply later, and one whose every move has been found to give the opponent
//! a win is lost one ply after the slowest (or after its slowest move out
//! of the table). A move that shuts the opponent in keeps the turn, so its
//! result counts for the same player. What is never decided is drawn.

mod layout;

use tabletop_rules::deblockle::{MoveRules, Player, Position, turns_before};

use layout::{Layout, OneEach, TwoAgainstOne};

use super::endgame::{Counts, EndgameTable, Progress, Stage};
use crate::search::Exact;

/// The endgames solved backwards.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Endgame {
    /// One block a side (the table [`EndgameTable`] solves forwards).
    OneEach,
    /// Two blocks against one; Gold's pair stands for either side's, the
    /// board turned half round.
    TwoAgainstOne,
}

/// Solves `endgame` backwards under `rules` and counts its results for the
/// player to move. Two against one needs the one-each table under the same
/// rules for the positions after a pair's block leaves.
pub fn solve_backwards(
    endgame: Endgame,
    rules: MoveRules,
    one_each: &EndgameTable,
    progress: &impl Fn(Progress),
) -> Counts {
    let values = match endgame {
        Endgame::OneEach => solve(&OneEach, rules, &finished, progress),
        Endgame::TwoAgainstOne => {
            let outside = |child: &Position| finished(child).or_else(|| one_each.probe(child));
            solve(&TwoAgainstOne, rules, &outside, progress)
        }
    };
    counts_of(&values)
}

/// How a solved table's positions split.
fn counts_of(values: &[u8]) -> Counts {
    Counts::of(values.iter().map(|&value| decode(value)))
}

/// Not a position (see [`Layout::position_at`]).
const NONE: u8 = 0;
/// Undecided while solving; drawn at the end.
const DRAWN: u8 = 1;
// Anything else is `2 * plies + lost`.

/// The longest result a byte holds.
const MAX_PLIES: u32 = 127;

fn win(plies: u32) -> u8 {
    (2 * plies.min(MAX_PLIES)) as u8
}

fn loss(plies: u32) -> u8 {
    (2 * plies.min(MAX_PLIES) + 1) as u8
}

fn plies(value: u8) -> u32 {
    u32::from(value / 2)
}

fn is_win(value: u8) -> bool {
    value >= 2 && value.is_multiple_of(2)
}

/// A solved table's value for the player to move, as the search counts it.
fn decode(value: u8) -> Option<Exact> {
    match value {
        NONE => None,
        DRAWN => Some(Exact::Draw),
        _ if is_win(value) => Some(Exact::Win(plies(value))),
        _ => Some(Exact::Loss(plies(value))),
    }
}

/// What a move into `child` (valued `value` for its player to move) is
/// worth to `mover`, a ply later.
fn through(value: Exact, child_turn: Player, mover: Player) -> Exact {
    let same = child_turn == mover;
    match value {
        Exact::Draw => Exact::Draw,
        Exact::Win(n) if same => Exact::Win(n + 1),
        Exact::Loss(n) if !same => Exact::Win(n + 1),
        Exact::Win(n) | Exact::Loss(n) => Exact::Loss(n + 1),
    }
}

/// The value of a finished game for its player to move.
fn finished(position: &Position) -> Option<Exact> {
    let winner = position.winner()?;
    Some(if winner == position.turn() {
        Exact::Win(0)
    } else {
        Exact::Loss(0)
    })
}

/// Solves every position of `layout` under `rules`; `outside` values the
/// positions a move leaves the table for (a finished game, a smaller
/// table). One byte a position, [`decode`] reads it.
fn solve(
    layout: &impl Layout,
    rules: MoveRules,
    outside: &impl Fn(&Position) -> Option<Exact>,
    progress: &impl Fn(Progress),
) -> Vec<u8> {
    let mut solver = Solver {
        layout,
        rules,
        outside,
        values: vec![NONE; layout.size()],
        unresolved: vec![0; layout.size()],
        deepest: 0,
    };
    solver.start(progress);
    let mut distance = 1;
    while distance <= solver.deepest {
        solver.take_back(distance);
        progress(Progress {
            stage: Stage::Solving,
            done: u64::from(distance),
            total: u64::from(solver.deepest),
        });
        distance += 1;
    }
    solver.values
}

struct Solver<'a, L, O> {
    layout: &'a L,
    rules: MoveRules,
    outside: &'a O,
    values: Vec<u8>,
    /// By position, its moves within the table not yet found to give the
    /// opponent a win.
    unresolved: Vec<u8>,
    /// The longest result given so far.
    deepest: u32,
}

/// Positions between progress reports.
const REPORT_EVERY: usize = 1 << 16;

impl<L: Layout, O: Fn(&Position) -> Option<Exact>> Solver<'_, L, O> {
    /// Counts every position's moves within the table and gives it its
    /// quickest win out of the table, if any.
    fn start(&mut self, progress: &impl Fn(Progress)) {
        let size = self.layout.size();
        for index in 0..size {
            if index % REPORT_EVERY == 0 {
                progress(Progress {
                    stage: Stage::Listing,
                    done: index as u64,
                    total: size as u64,
                });
            }
            let Some(position) = self.layout.position_at(index, self.rules) else {
                continue;
            };
            self.values[index] = DRAWN;
            let mut within = 0u8;
            for mv in position.legal_moves() {
                let child = position.play_unchecked(mv);
                if self.layout.index_of(child.board(), child.turn()).is_some() {
                    within += 1;
                } else if let Some(Exact::Win(plies)) = self.leaving(&position, &child) {
                    self.improve(index, plies);
                }
            }
            self.unresolved[index] = within;
        }
    }

    /// What a move from `position` to `child`, outside the table, is worth
    /// to the player who makes it.
    fn leaving(&self, position: &Position, child: &Position) -> Option<Exact> {
        let value = (self.outside)(child)?;
        Some(through(value, child.turn(), position.turn()))
    }

    /// Gives position `index` a win in `plies` if it has no quicker one.
    fn improve(&mut self, index: usize, plies_to_win: u32) {
        let value = self.values[index];
        if value == DRAWN || (is_win(value) && plies(value) > plies_to_win) {
            self.values[index] = win(plies_to_win);
            self.deepest = self.deepest.max(plies_to_win);
        }
    }

    /// Takes back a turn from every position decided at `distance`.
    fn take_back(&mut self, distance: u32) {
        for index in 0..self.layout.size() {
            let value = self.values[index];
            if value <= DRAWN || plies(value) != distance {
                continue;
            }
            let Some((board, turn)) = self.layout.board_at(index) else {
                continue;
            };
            let won = is_win(value);
            let shut_in = Position::new(board, turn.opponent(), self.rules)
                .is_ok_and(|position| position.moves_of(turn.opponent()).is_empty());
            // The opponent moved last; or this player did, shutting the opponent in.
            for mover in [turn.opponent(), turn] {
                if mover == turn && !shut_in {
                    continue;
                }
                let mut parents = Vec::new();
                turns_before(&board, mover, self.rules, |before, _| {
                    parents.extend(self.layout.index_of(&before, mover));
                });
                for parent in parents {
                    if won == (mover == turn) {
                        self.improve(parent, distance + 1);
                    } else {
                        self.refuted(parent, distance);
                    }
                }
            }
        }
    }

    /// One more move of `parent` gives the opponent a win, at `distance`.
    fn refuted(&mut self, parent: usize, distance: u32) {
        if self.values[parent] != DRAWN {
            return;
        }
        self.unresolved[parent] -= 1;
        if self.unresolved[parent] > 0 {
            return;
        }
        if let Some(plies) = self.slowest_loss(parent, distance + 1) {
            self.values[parent] = loss(plies);
            self.deepest = self.deepest.max(plies);
        }
    }

    /// How long `parent`, whose every move within the table loses (the
    /// slowest in `within` plies), holds out, counting its moves out of the
    /// table; `None` if one of those draws.
    fn slowest_loss(&self, parent: usize, within: u32) -> Option<u32> {
        let position = self.layout.position_at(parent, self.rules)?;
        let mut slowest = within;
        for mv in position.legal_moves() {
            let child = position.play_unchecked(mv);
            if self.layout.index_of(child.board(), child.turn()).is_some() {
                continue;
            }
            match self.leaving(&position, &child) {
                Some(Exact::Loss(plies)) => slowest = slowest.max(plies),
                // A win out of the table would have decided it already.
                _ => return None,
            }
        }
        Some(slowest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_block_each_solved_backwards_equals_the_move_graph_solved_forwards() {
        let rules = MoveRules::default();
        let forwards = EndgameTable::solve(rules, |_| {});
        let backwards = solve(&OneEach, rules, &finished, &|_| {});
        let mut positions = 0;
        for (index, &value) in backwards.iter().enumerate() {
            match OneEach.position_at(index, rules) {
                Some(position) => {
                    positions += 1;
                    assert_eq!(decode(value), forwards.probe(&position), "{position}");
                }
                None => assert_eq!(value, NONE),
            }
        }
        let counts = forwards.counts();
        assert_eq!(positions, counts.won + counts.lost + counts.drawn);
        assert_eq!(counts_of(&backwards), counts);
    }
}
