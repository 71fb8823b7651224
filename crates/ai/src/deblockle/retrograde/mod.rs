//! Solving endgames backwards from their ends, a turn taken back at a time
//! (the rules crate's [`Pieces::turns_back`](tabletop_rules::deblockle::Pieces::turns_back)),
//! so that no move graph is kept: the tables with more blocks have too
//! many positions for one.
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
mod sharing;
mod solver;
mod stored;

use tabletop_rules::deblockle::{MoveRules, Player, Position, TipWithoutHop};

use layout::Blocks;
use stored::Deflated;
pub use stored::TableFileError;

use super::endgame::{Counts, Progress, Stage};
use crate::search::Exact;

/// The endgames solved backwards.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Endgame {
    /// One block a side (the table [`EndgameTable`](super::EndgameTable)
    /// also solves, forwards).
    OneEach,
    /// Two blocks against one; Gold's pair stands for either side's, the
    /// board turned half round.
    TwoAgainstOne,
}

/// The shares of a solve's time its stages take (measured on two against
/// one: see [`SolvedEndgame::share_done`]).
const LISTING_SHARE: f32 = 0.23;
const SOLVING_SHARE: f32 = 0.68;
const PACKING_SHARE: f32 = 0.09;

/// A result longer than a table's byte holds: the table cannot be solved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TooDeep;

impl std::fmt::Display for TooDeep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a forced win longer than {MAX_PLIES} plies: too deep for the table"
        )
    }
}

impl std::error::Error for TooDeep {}

/// An endgame solved backwards: a byte a position ([`decode`] reads it),
/// deflated.
pub struct SolvedEndgame {
    endgame: Endgame,
    rules: MoveRules,
    values: Deflated,
}

impl SolvedEndgame {
    /// Solves `endgame` under `rules` on every core, reporting progress now
    /// and then (from the solving threads).
    ///
    /// # Errors
    /// A forced win too long for the table's byte.
    pub fn solve(
        endgame: Endgame,
        rules: MoveRules,
        progress: impl Fn(Progress) + Sync,
    ) -> Result<SolvedEndgame, TooDeep> {
        Self::solve_on(endgame, rules, sharing::every_core(), progress)
    }

    /// The same on `threads` threads (a game leaves a core to itself).
    /// Two against one solves one each first (a second or two, not
    /// reported), for the positions after a pair's block leaves.
    ///
    /// # Errors
    /// A forced win too long for the table's byte.
    pub fn solve_on(
        endgame: Endgame,
        rules: MoveRules,
        threads: usize,
        progress: impl Fn(Progress) + Sync,
    ) -> Result<SolvedEndgame, TooDeep> {
        let values = match endgame {
            Endgame::OneEach => solver::solve::<1>(rules, &[], threads, &progress)?,
            Endgame::TwoAgainstOne => {
                let one_each = solver::solve::<1>(rules, &[], threads, &|_| {})?;
                solver::solve::<2>(rules, &one_each, threads, &progress)?
            }
        };
        Ok(SolvedEndgame {
            endgame,
            rules,
            values: Deflated::new(&values, threads, &progress),
        })
    }

    /// The share of a solve done at `progress`, from 0 to 1, each stage
    /// weighed by its share of the time two against one took here (see
    /// BENCHMARKS.md). Reports from several threads may come out of order.
    pub fn share_done(progress: Progress) -> f32 {
        let (before, weight) = match progress.stage {
            Stage::Listing => (0.0, LISTING_SHARE),
            Stage::Solving => (LISTING_SHARE, SOLVING_SHARE),
            Stage::Packing => (LISTING_SHARE + SOLVING_SHARE, PACKING_SHARE),
        };
        let within = progress.done as f32 / progress.total.max(1) as f32;
        before + weight * within.min(1.0)
    }

    /// The name of the file a table of `endgame` under `rules` is kept in.
    pub fn file_name(endgame: Endgame, rules: MoveRules) -> String {
        let blocks = match endgame {
            Endgame::OneEach => "1v1",
            Endgame::TwoAgainstOne => "2v1",
        };
        let apart = if rules.no_adjacent { "-apart" } else { "" };
        let stay = match rules.tip_without_hop {
            TipWithoutHop::Forbid => "",
            TipWithoutHop::Stay => "-stay",
        };
        format!("deblockle-{blocks}{apart}{stay}.endgame")
    }

    /// How many positions the table numbers.
    fn positions(endgame: Endgame) -> usize {
        match endgame {
            Endgame::OneEach => Blocks::<1>::SIZE,
            Endgame::TwoAgainstOne => Blocks::<2>::SIZE,
        }
    }

    /// The table as stored in a file (see the `stored` module).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.values.to_bytes(self.endgame, self.rules)
    }

    /// Reads back a table of `endgame` under `rules` stored by
    /// [`SolvedEndgame::to_bytes`], checking its checksum.
    ///
    /// # Errors
    /// The bytes are not such a table, or are damaged.
    pub fn from_bytes(
        bytes: Vec<u8>,
        endgame: Endgame,
        rules: MoveRules,
    ) -> Result<SolvedEndgame, TableFileError> {
        let values = Deflated::from_bytes(bytes, endgame, rules, Self::positions(endgame))?;
        Ok(SolvedEndgame {
            endgame,
            rules,
            values,
        })
    }

    /// The move rules the table is solved under.
    pub fn rules(&self) -> MoveRules {
        self.rules
    }

    /// How many positions the table numbers (a few numbers name none).
    pub fn numbered(&self) -> usize {
        Self::positions(self.endgame)
    }

    /// The bytes its values take, deflated.
    pub fn packed_len(&self) -> usize {
        self.values.deflated_len()
    }

    /// How the table's positions split, for the player to move; `None` if
    /// a block of it does not inflate.
    pub fn counts(&self) -> Option<Counts> {
        let mut counts = Counts::default();
        self.values.for_each_block(|block| {
            for &value in block {
                counts.add(decode(value));
            }
        })?;
        Some(counts)
    }

    /// The value of `position` for its player to move, when the table
    /// holds it (its blocks and rules).
    pub fn probe(&self, position: &Position) -> Option<Exact> {
        if position.rules() != self.rules {
            return None;
        }
        let (board, turn) = (position.board(), position.turn());
        let index = match self.endgame {
            Endgame::OneEach => Blocks::<1>::of_board(board)?.index(turn),
            Endgame::TwoAgainstOne if board.count(Player::Teal) == 2 => {
                // Teal's pair is Gold's seen from the other side.
                Blocks::<2>::of_board(&board.turned_round())?.index(turn.opponent())
            }
            Endgame::TwoAgainstOne => Blocks::<2>::of_board(board)?.index(turn),
        };
        decode(self.values.get(index)?)
    }
}

impl std::fmt::Debug for SolvedEndgame {
    /// Not the values: there are millions.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SolvedEndgame")
            .field("endgame", &self.endgame)
            .field("rules", &self.rules)
            .finish_non_exhaustive()
    }
}

/// Not a position: two blocks on a square, or the player to move has no
/// move while the other has (the turn passes).
const NONE: u8 = 0;
/// Undecided while solving; drawn at the end.
const DRAWN: u8 = 1;
// Anything else is `2 * plies + lost`.

/// The longest result a byte holds.
const MAX_PLIES: u32 = 127;

/// A win in `plies`; past [`MAX_PLIES`] the byte is wrong, and the solver
/// gives up ([`TooDeep`]).
fn win(plies: u32) -> u8 {
    (2 * plies.min(MAX_PLIES)) as u8
}

/// A loss in `plies` (as [`win`]).
fn loss(plies: u32) -> u8 {
    win(plies) + 1
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deblockle::EndgameTable;

    #[test]
    fn one_block_each_solved_backwards_equals_the_move_graph_solved_forwards() {
        let rules = MoveRules::default();
        let forwards = EndgameTable::solve(rules, |_| {});
        let backwards = SolvedEndgame::solve(Endgame::OneEach, rules, |_| {}).expect("solved");
        let mut positions = 0;
        for index in 0..Blocks::<1>::SIZE {
            let value = backwards.values.get(index).expect("inflates");
            let blocks = Blocks::<1>::of_index(index);
            let position = Position::new(blocks.board(), layout::turn_of(index), rules)
                .ok()
                .filter(|position| blocks.apart() && position.turn() == layout::turn_of(index));
            match position {
                Some(position) => {
                    positions += 1;
                    assert_eq!(decode(value), forwards.probe(&position), "{position}");
                    assert_eq!(backwards.probe(&position), forwards.probe(&position));
                }
                None => assert_eq!(value, NONE),
            }
        }
        let counts = forwards.counts();
        assert_eq!(positions, counts.won + counts.lost + counts.drawn);
        assert_eq!(backwards.counts(), Some(counts));
    }

    #[test]
    fn a_position_and_its_board_turned_round_for_the_other_side_have_one_value() {
        let rules = MoveRules::default();
        let table = SolvedEndgame::solve(Endgame::OneEach, rules, |_| {}).expect("solved");
        for index in 0..Blocks::<1>::SIZE {
            let value = table.values.get(index).expect("inflates");
            let blocks = Blocks::<1>::of_index(index);
            if value == NONE {
                continue;
            }
            let turn = layout::turn_of(index);
            let turned = Blocks::<1>::of_board(&blocks.board().turned_round()).expect("1v1");
            let turned_value = table.values.get(turned.index(turn.opponent()));
            assert_eq!(turned_value, Some(value), "{blocks:?}");
        }
    }

    #[test]
    fn a_stored_table_reads_back_the_same_and_a_damaged_one_is_refused() {
        let rules = MoveRules::default();
        let table = SolvedEndgame::solve(Endgame::OneEach, rules, |_| {}).expect("solved");
        let bytes = table.to_bytes();
        let read =
            |bytes: Vec<u8>, rules| SolvedEndgame::from_bytes(bytes, Endgame::OneEach, rules);
        let again = read(bytes.clone(), rules).expect("reads back");
        for index in (0..Blocks::<1>::SIZE).step_by(7) {
            assert_eq!(again.values.get(index), table.values.get(index));
        }
        let mut damaged = bytes.clone();
        damaged[bytes.len() / 2] ^= 1;
        assert_eq!(read(damaged, rules).err(), Some(TableFileError::Damaged));
        let cut = bytes[..bytes.len() - 10].to_vec();
        assert_eq!(read(cut, rules).err(), Some(TableFileError::Damaged));
        let stay = MoveRules {
            tip_without_hop: tabletop_rules::deblockle::TipWithoutHop::Stay,
            ..rules
        };
        assert_eq!(read(bytes.clone(), stay).err(), Some(TableFileError::Other));
        let two = SolvedEndgame::from_bytes(bytes, Endgame::TwoAgainstOne, rules);
        assert_eq!(two.err(), Some(TableFileError::Other));
        let text = b"won 1734470 lost 745118".to_vec();
        assert_eq!(read(text, rules).err(), Some(TableFileError::NotATable));
    }
}
