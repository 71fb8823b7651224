//! What a good Deblockle position looks like.
//!
//! A side wins by clearing its blocks, one turn moving one block, so the
//! heart of the evaluation is a race: how many turns each side still needs.
//! The rules crate's [`turns_to_leave`] gives the exact count for a lone
//! block on an empty board; the evaluation adjusts it for the blocks
//! actually in the way.

use std::sync::Arc;

use tabletop_rules::deblockle::{Move, Player, Position, Square, turns_to_leave};

use super::endgame::EndgameTable;
use super::retrograde::SolvedEndgame;
use crate::search::{Evaluator, Exact};

/// One turn of the race, in evaluation units.
pub const TURN: i32 = 100;
/// Having the move: in a race of equal length, the side to move finishes first.
const TEMPO: i32 = TURN / 2;
/// Each legal move more than the opponent: options to route around blocks
/// and fewer ways to be shut in. Small, so it only breaks ties in the race.
const MOBILITY: i32 = 2;
/// A block with no legal move now loses at least the turn it waits, and
/// usually a detour more once freed.
const STUCK_BLOCK_TURNS: i32 = 2;
/// An opponent with no legal move at all is Deblockle'd: we move again, a
/// whole turn gained for every turn they stay shut in.
const DEBLOCKLED: i32 = TURN;

/// The solved endgames at hand, each when it is there.
#[derive(Clone, Default, Debug)]
pub struct SolvedTables {
    /// One block a side.
    pub one_each: Option<Arc<EndgameTable>>,
    /// Two blocks against one.
    pub two_against_one: Option<Arc<SolvedEndgame>>,
}

impl SolvedTables {
    /// Only the one-block-each table, when given.
    pub fn one_each(table: Option<Arc<EndgameTable>>) -> SolvedTables {
        SolvedTables {
            one_each: table,
            two_against_one: None,
        }
    }

    /// The exact value of `position` for its player to move, when a table
    /// holds it.
    pub fn probe(&self, position: &Position) -> Option<Exact> {
        let one_each = || self.one_each.as_ref()?.probe(position);
        one_each().or_else(|| self.two_against_one.as_ref()?.probe(position))
    }
}

/// Deblockle's evaluation, exact wherever the solved endgames it is given
/// hold the position.
#[derive(Clone, Default)]
pub struct Evaluation {
    tables: SolvedTables,
}

impl Evaluation {
    /// An evaluation that answers from `tables` what they hold.
    pub fn with_tables(tables: SolvedTables) -> Evaluation {
        Evaluation { tables }
    }
}

/// One side's prospects.
struct Prospects {
    /// Turns still needed to clear every block, given the blocks in the way.
    turns: i32,
    /// Legal moves if it were this side's turn.
    mobility: i32,
}

fn prospects(position: &Position, player: Player) -> Prospects {
    let moves = position.moves_of(player);
    let board = position.board();
    let turns = board
        .occupied_by(player)
        .squares()
        .map(|square| {
            moves
                .iter()
                .filter(|mv| mv.from == square)
                .map(|&mv| turns_after(position, mv))
                .min()
                .unwrap_or_else(|| lone_turns(position, player, square) + STUCK_BLOCK_TURNS)
        })
        .sum();
    Prospects {
        turns,
        mobility: moves.len() as i32,
    }
}

/// The turns a block needs once it has made `mv`: this one plus what a
/// lone block needs from where it lands; 1 when it leaves the board.
fn turns_after(position: &Position, mv: Move) -> i32 {
    let Some(block) = position.board().block_at(mv.from) else {
        return 0;
    };
    match mv.destination() {
        None => 1,
        Some(destination) => {
            let lying = block.orientation.tipped(mv.tip);
            1 + turns_to_leave(block.owner, destination, lying).map_or(0, i32::from)
        }
    }
}

fn lone_turns(position: &Position, player: Player, square: Square) -> i32 {
    position
        .board()
        .block_at(square)
        .and_then(|block| turns_to_leave(player, square, block.orientation))
        .map_or(0, i32::from)
}

impl Evaluator<Position> for Evaluation {
    fn evaluate(&self, position: &Position) -> i32 {
        let me = position.turn();
        let mine = prospects(position, me);
        let theirs = prospects(position, me.opponent());
        let shut_in = if theirs.mobility == 0 { DEBLOCKLED } else { 0 };
        (theirs.turns - mine.turns) * TURN
            + TEMPO
            + (mine.mobility - theirs.mobility) * MOBILITY
            + shut_in
    }

    fn exact(&self, position: &Position) -> Option<Exact> {
        self.tables.probe(position)
    }

    /// Removals first, then the moves that bring their block nearest home.
    fn move_priority(&self, position: &Position, mv: Move) -> i32 {
        -turns_after(position, mv)
    }

    /// A turn ahead in the race.
    fn three_in_four(&self) -> i32 {
        TURN
    }
}
