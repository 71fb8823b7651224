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

use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;

use tabletop_rules::deblockle::{Block, Board, MoveRules, Orientation, Player, Position, Square};

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

/// Positions between progress reports.
const REPORT_EVERY: usize = 1 << 16;

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

fn win(plies: u16) -> u16 {
    2 * plies
}

fn loss(plies: u16) -> u16 {
    2 * plies + 1
}

fn plies(value: u16) -> u16 {
    value / 2
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

/// What one position's moves lead to.
#[derive(Clone, Copy, Default)]
enum Start {
    /// Not a position.
    #[default]
    None,
    /// A move clears the mover's last block: won in one ply.
    WinsAtOnce,
    /// Its moves lead to other table positions (none: neither side can move).
    Moves,
}

/// The move graph: each position's successors, in compressed rows.
struct Graph {
    starts: Vec<Start>,
    /// `successors[first[i]..first[i + 1]]` are position `i`'s successors.
    first: Vec<u32>,
    successors: Vec<u32>,
}

impl Graph {
    /// Lists every position's moves, on every core.
    fn list(rules: MoveRules, progress: &(impl Fn(Progress) + Sync)) -> Graph {
        let threads = thread::available_parallelism().map_or(1, |n| n.get());
        let chunk = POSITIONS.div_ceil(threads);
        let listed = AtomicU64::new(0);
        let parts: Vec<(Vec<Start>, Vec<u8>, Vec<u32>)> = thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let listed = &listed;
                    scope.spawn(move || {
                        let range = t * chunk..((t + 1) * chunk).min(POSITIONS);
                        list_range(range, rules, |done| {
                            let done = listed.fetch_add(done, Ordering::Relaxed) + done;
                            progress(Progress {
                                stage: Stage::Listing,
                                done,
                                total: POSITIONS as u64,
                            });
                        })
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|worker| worker.join().expect("a listing thread does not panic"))
                .collect()
        });
        let mut graph = Graph {
            starts: Vec::with_capacity(POSITIONS),
            first: Vec::with_capacity(POSITIONS + 1),
            successors: Vec::new(),
        };
        graph.first.push(0);
        for (starts, counts, successors) in parts {
            graph.starts.extend(starts);
            let mut end = *graph.first.last().unwrap_or(&0);
            for count in counts {
                end += u32::from(count);
                graph.first.push(end);
            }
            graph.successors.extend(successors);
        }
        graph
    }

    fn successors(&self, index: usize) -> &[u32] {
        &self.successors[self.first[index] as usize..self.first[index + 1] as usize]
    }

    /// Works back from the immediate wins; see the module's comment.
    fn solve(&self, progress: &impl Fn(Progress)) -> Vec<u16> {
        let predecessors = self.reversed();
        let mut values = vec![NOT_A_POSITION; POSITIONS];
        let mut unresolved: Vec<u8> = vec![0; POSITIONS];
        let mut queue = Vec::new();
        for (index, start) in self.starts.iter().enumerate() {
            match start {
                Start::None => {}
                Start::WinsAtOnce => {
                    values[index] = win(1);
                    queue.push(index as u32);
                }
                Start::Moves => {
                    values[index] = DRAWN;
                    unresolved[index] = self.successors(index).len() as u8;
                }
            }
        }
        let total = queue.len() as u64 + values.iter().filter(|&&v| v == DRAWN).count() as u64;
        let mut next = 0;
        while next < queue.len() {
            let child = queue[next] as usize;
            next += 1;
            if next % REPORT_EVERY == 0 {
                progress(Progress {
                    stage: Stage::Solving,
                    done: next as u64,
                    total,
                });
            }
            let child_value = values[child];
            let child_won = child_value.is_multiple_of(2);
            for &parent in predecessors.successors(child) {
                let parent = parent as usize;
                if values[parent] != DRAWN {
                    continue;
                }
                // The same player moves again after a move that shuts the opponent in.
                let same_mover = parent % 2 == child % 2;
                if same_mover == child_won {
                    values[parent] = win(plies(child_value) + 1);
                    queue.push(parent as u32);
                } else {
                    unresolved[parent] -= 1;
                    if unresolved[parent] == 0 {
                        values[parent] = loss(plies(child_value) + 1);
                        queue.push(parent as u32);
                    }
                }
            }
        }
        progress(Progress {
            stage: Stage::Solving,
            done: total,
            total,
        });
        values
    }

    /// The same graph with every move turned round: each position's predecessors.
    fn reversed(&self) -> Graph {
        let mut first = vec![0u32; POSITIONS + 1];
        for &successor in &self.successors {
            first[successor as usize + 1] += 1;
        }
        for i in 0..POSITIONS {
            first[i + 1] += first[i];
        }
        let mut filled = first.clone();
        let mut predecessors = vec![0u32; self.successors.len()];
        for index in 0..POSITIONS {
            for &successor in self.successors(index) {
                let slot = &mut filled[successor as usize];
                predecessors[*slot as usize] = index as u32;
                *slot += 1;
            }
        }
        Graph {
            starts: Vec::new(),
            first,
            successors: predecessors,
        }
    }
}

/// Lists the moves of the positions in `range`: each one's start, its
/// number of successors and the successors themselves.
fn list_range(
    range: std::ops::Range<usize>,
    rules: MoveRules,
    report: impl Fn(u64),
) -> (Vec<Start>, Vec<u8>, Vec<u32>) {
    let mut starts = Vec::with_capacity(range.len());
    let mut counts = Vec::with_capacity(range.len());
    let mut successors = Vec::new();
    for (n, index) in range.enumerate() {
        let (start, count) = match position_at(index, rules) {
            None => (Start::None, 0),
            Some(position) => {
                let before = successors.len();
                let mut wins_at_once = false;
                for mv in position.legal_moves() {
                    let next = position.play_unchecked(mv);
                    match index_of(&next) {
                        Some(successor) => successors.push(successor as u32),
                        None => wins_at_once = true,
                    }
                }
                if wins_at_once {
                    successors.truncate(before);
                    (Start::WinsAtOnce, 0)
                } else {
                    (Start::Moves, (successors.len() - before) as u8)
                }
            }
        };
        starts.push(start);
        counts.push(count);
        if (n + 1) % REPORT_EVERY == 0 {
            report(REPORT_EVERY as u64);
        }
    }
    report((starts.len() % REPORT_EVERY) as u64);
    (starts, counts, successors)
}
