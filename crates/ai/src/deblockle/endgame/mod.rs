//! The solved endgame with one block a side, by retrograde analysis.
//!
//! Every position with one Gold and one Teal block (either to move) gets
//! its exact value: won or lost in so many plies with best play, or drawn.
//! The solver lists each position's moves once, turns the move graph round,
//! and works back from the positions that win at once: a position is won as
//! soon as one move reaches a position lost for the opponent (or won for
//! the same player, when the opponent is Deblockle'd), and lost once every
//! move has been found to reach a position won for the opponent. Taking the
//! positions in order of distance makes every distance the shortest win and
//! the longest loss. What is never settled is a draw: neither side can force
//! a win, so best play goes round for ever (or to the repetition rule).

mod graph;

use tabletop_rules::deblockle::{Block, Board, MoveRules, Orientation, Player, Position, Square};

use self::graph::Graph;
use crate::search::Exact;

/// One block's place: its square and how it lies.
const BLOCK_STATES: usize = 49 * 24;
/// Both blocks' places and the player to move.
const POSITIONS: usize = BLOCK_STATES * BLOCK_STATES * 2;

/// Not a position: the blocks share a square, one is on a star, or the
/// player to move has no move while the other has (the turn would pass).
const NOT_A_POSITION: u16 = 0;
/// Neither side can force a win.
const DRAWN: u16 = 1;
// Anything else is `2 * plies + lost`.

/// The stage of a solve, for progress reports.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Listing every position's moves.
    Listing,
    /// Working back from the finished games.
    Solving,
    /// Packing the solved table small.
    Packing,
}

/// How far a solve has got: `done` of `total` in `stage`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Progress {
    /// The stage.
    pub stage: Stage,
    /// Work done.
    pub done: u64,
    /// Work in the stage.
    pub total: u64,
}

/// How many positions are won, lost and drawn for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counts {
    /// Won for the player to move.
    pub won: u64,
    /// Lost for the player to move.
    pub lost: u64,
    /// Drawn.
    pub drawn: u64,
    /// The longest win with best defence, in plies.
    pub longest: u32,
}

impl Counts {
    /// How a solved table's values (`None` where a number names no
    /// position) split.
    pub(super) fn of(values: impl IntoIterator<Item = Option<Exact>>) -> Counts {
        let mut counts = Counts::default();
        for value in values {
            counts.add(value);
        }
        counts
    }

    /// Counts one more value (`None`: a number that names no position).
    pub(super) fn add(&mut self, value: Option<Exact>) {
        match value {
            None => {}
            Some(Exact::Draw) => self.drawn += 1,
            Some(Exact::Win(plies)) => {
                self.won += 1;
                self.longest = self.longest.max(plies);
            }
            Some(Exact::Loss(_)) => self.lost += 1,
        }
    }
}

/// Every one-block-each position's value under one set of move rules.
pub struct EndgameTable {
    rules: MoveRules,
    values: Vec<u16>,
}

impl EndgameTable {
    /// Solves the table for `rules`, reporting progress now and then (from
    /// worker threads, hence `Sync`).
    pub fn solve(rules: MoveRules, progress: impl Fn(Progress) + Sync) -> EndgameTable {
        let graph = Graph::list(rules, &progress);
        let values = graph.solve(&progress);
        EndgameTable { rules, values }
    }

    /// The move rules the table was solved under.
    pub fn rules(&self) -> MoveRules {
        self.rules
    }

    /// Whether a table (under `position`'s rules) knows `position`: one
    /// block a side.
    pub fn covers(position: &Position) -> bool {
        Player::BOTH.map(|player| position.board().count(player)) == [1, 1]
    }

    /// The value of `position` for the player to move, when it has one
    /// block a side and the table's rules.
    pub fn probe(&self, position: &Position) -> Option<Exact> {
        if position.rules() != self.rules {
            return None;
        }
        decode_value(self.values[index_of(position)?])
    }

    /// How the positions split, for the player to move.
    pub fn counts(&self) -> Counts {
        Counts::of(self.values.iter().map(|&value| decode_value(value)))
    }

    /// The table's values as bytes (two a position, little-endian), to be
    /// kept and read back by [`EndgameTable::from_bytes`] rather than
    /// solved again.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.values
            .iter()
            .flat_map(|value| value.to_le_bytes())
            .collect()
    }

    /// The table under `rules` whose values `bytes` hold; `None` unless
    /// they hold one for every position.
    pub fn from_bytes(bytes: &[u8], rules: MoveRules) -> Option<EndgameTable> {
        if bytes.len() != POSITIONS * 2 {
            return None;
        }
        let values = bytes
            .chunks_exact(2)
            .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
            .collect();
        Some(EndgameTable { rules, values })
    }
}

impl std::fmt::Debug for EndgameTable {
    /// The rules only: the values are millions of numbers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EndgameTable")
            .field("rules", &self.rules)
            .finish_non_exhaustive()
    }
}

fn decode_value(value: u16) -> Option<Exact> {
    match value {
        NOT_A_POSITION => None,
        DRAWN => Some(Exact::Draw),
        _ if value.is_multiple_of(2) => Some(Exact::Win(u32::from(value / 2))),
        _ => Some(Exact::Loss(u32::from(value / 2))),
    }
}

fn block_state(square: Square, orientation: Orientation) -> usize {
    square.index() * 24 + orientation.index()
}

/// The table index of a one-block-each position.
fn index_of(position: &Position) -> Option<usize> {
    let board = position.board();
    let state = |player: Player| {
        let mut squares = board.occupied_by(player).squares();
        let square = squares.next()?;
        if squares.next().is_some() {
            return None;
        }
        Some(block_state(square, board.block_at(square)?.orientation))
    };
    Some((state(Player::Gold)? * BLOCK_STATES + state(Player::Teal)?) * 2 + position.turn().seat())
}

/// The position at `index`, if it is one (see [`NOT_A_POSITION`]).
fn position_at(index: usize, rules: MoveRules) -> Option<Position> {
    let turn = Player::from_seat(index % 2);
    let pair = index / 2;
    let mut board = Board::empty();
    for (owner, state) in [
        (Player::Gold, pair / BLOCK_STATES),
        (Player::Teal, pair % BLOCK_STATES),
    ] {
        let square = Square::from_index((state / 24) as u8)?;
        let orientation = Orientation::ALL[state % 24];
        board.place(square, Block { owner, orientation }).ok()?;
    }
    Position::new(board, turn, rules)
        .ok()
        .filter(|position| position.turn() == turn)
}
