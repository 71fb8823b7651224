//! Drawing puzzles from random positions: wins and draws the solved tables
//! find (each win's line then shown again by proof search, which must
//! agree), wins with more blocks, take-offs and escapes found by proof
//! search and the rules alone. A puzzle is kept only when its answer is
//! the only one at every one of the solver's moves.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_rules::deblockle::{
    Block, Board, Goal, Move, MoveRules, Orientation, PUZZLE_BOOK_VERSION, Player, Position,
    Puzzle, PuzzleBook, Square, Standing, turns_to_leave,
};

use super::proof::{Prover, Target};
use super::sample::random_position;
use super::verify::verify;
use crate::deblockle::{EndgameTable, Evaluation, SolvedEndgame};
use crate::search::{Evaluator as _, Exact};

/// The most turns a "win in N" puzzle asks for.
pub const LONGEST_WIN: u8 = 6;

/// How many puzzles of each kind to find.
#[derive(Clone, Copy, Debug)]
pub struct Quotas {
    /// "Win in N", for N from 1 to [`LONGEST_WIN`].
    pub win_in: [usize; LONGEST_WIN as usize],
    /// "Take this block off in 2 turns".
    pub take_off: usize,
    /// "Escape: you are about to be Deblockle'd".
    pub escape: usize,
    /// "Save the draw".
    pub save_the_draw: usize,
}

impl Quotas {
    fn total(&self) -> usize {
        self.win_in.iter().sum::<usize>() + self.take_off + self.escape + self.save_the_draw
    }
}

/// The solved tables puzzles are drawn from.
#[derive(Clone, Copy)]
pub struct Sources<'a> {
    /// One block each.
    pub one_each: &'a EndgameTable,
    /// Two against one, when at hand: longer wins.
    pub two_against_one: Option<&'a SolvedEndgame>,
}

/// What a generation found besides its puzzles.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Report {
    /// Random positions looked at.
    pub tried: u64,
    /// Wins a table holds within six plies that proof search did not find
    /// (none, when both are right).
    pub disagreements: u64,
}

/// Finds puzzles to `quotas` from positions drawn with `seed`, looking at
/// no more than `attempts` positions; `progress` hears how many are found.
pub fn generate(
    sources: Sources,
    quotas: Quotas,
    seed: u64,
    attempts: u64,
    mut progress: impl FnMut(usize, usize),
) -> (PuzzleBook, Report) {
    let mut finder = Finder {
        sources,
        quotas,
        rng: ChaCha8Rng::seed_from_u64(seed),
        found: Vec::new(),
        report: Report::default(),
    };
    let wanted = quotas.total();
    while finder.found.len() < wanted && finder.report.tried < attempts {
        finder.report.tried += 1;
        let before = finder.found.len();
        finder.try_one();
        if finder.found.len() > before {
            progress(finder.found.len(), wanted);
        }
    }
    let mut puzzles = finder.found;
    puzzles.sort_by(|a, b| (a.difficulty, &a.id).cmp(&(b.difficulty, &b.id)));
    let book = PuzzleBook {
        version: PUZZLE_BOOK_VERSION,
        puzzles,
    };
    (book, finder.report)
}

struct Finder<'a> {
    sources: Sources<'a>,
    quotas: Quotas,
    rng: ChaCha8Rng,
    found: Vec<Puzzle>,
    report: Report,
}

impl Finder<'_> {
    /// Draws one position of a kind still wanted and keeps a puzzle from it.
    fn try_one(&mut self) {
        let rules = MoveRules::default();
        let kind = self.rng.random_range(0..4);
        let mut counts = match kind {
            // Wins from the tables.
            0 if self.sources.two_against_one.is_some() && self.rng.random_bool(0.7) => [2, 1],
            0 => [1, 1],
            // Wins with more blocks: one or two against up to four.
            1 => [self.rng.random_range(1..=2), self.rng.random_range(2..=4)],
            // Take-offs: two to four a side.
            2 => [self.rng.random_range(2..=4), self.rng.random_range(2..=4)],
            // Escapes: one or two blocks hemmed in by three or four.
            _ => [self.rng.random_range(1..=2), self.rng.random_range(3..=4)],
        };
        if self.rng.random_bool(0.5) {
            counts.reverse();
        }
        let position = match kind {
            3 => hemmed_in(&mut self.rng, counts, rules),
            _ => random_position(&mut self.rng, counts, rules),
        };
        let Some(position) = position else {
            return;
        };
        let puzzle = match kind {
            0 => self.win_or_draw_by_the_tables(&position),
            1 => self.win(&position, 3),
            2 => self.take_off(&position),
            _ => self.escape(&position),
        };
        let Some(puzzle) = puzzle else {
            return;
        };
        let one_each = self.sources.one_each;
        let wanted = self.wanted(puzzle.goal);
        let fresh = !self.found.iter().any(|kept| kept.id == puzzle.id);
        if wanted && fresh && verify(&puzzle, |p| one_each.probe(p)).is_ok() {
            self.found.push(puzzle);
        }
    }

    /// Whether another puzzle with `goal` is wanted.
    fn wanted(&self, goal: Goal) -> bool {
        let have = |same: &dyn Fn(Goal) -> bool| self.found.iter().filter(|p| same(p.goal)).count();
        match goal {
            Goal::WinIn(n) => have(&|g| g == goal) < self.quotas.win_in[usize::from(n) - 1],
            Goal::TakeOff { .. } => {
                have(&|g| matches!(g, Goal::TakeOff { .. })) < self.quotas.take_off
            }
            Goal::Escape => have(&|g| g == Goal::Escape) < self.quotas.escape,
            Goal::SaveTheDraw => have(&|g| g == Goal::SaveTheDraw) < self.quotas.save_the_draw,
        }
    }

    /// A win or a draw to save, as a table values the position.
    fn win_or_draw_by_the_tables(&mut self, position: &Position) -> Option<Puzzle> {
        let value = match self.sources.two_against_one {
            Some(table) if position.board().occupied().len() == 3 => table.probe(position),
            _ => self.sources.one_each.probe(position),
        }?;
        match value {
            Exact::Win(plies) if plies <= 2 * u32::from(LONGEST_WIN) => {
                let puzzle = self.win(position, LONGEST_WIN);
                if puzzle.is_none() && plies <= u32::from(LONGEST_WIN) {
                    // Six plies are at most six of the winner's turns.
                    let mut prover = Prover::new(position.turn());
                    if prover.fastest(position, Target::Win, LONGEST_WIN).is_none() {
                        self.report.disagreements += 1;
                    }
                }
                puzzle
            }
            Exact::Draw if position.board().occupied().len() == 2 => self.save_the_draw(position),
            _ => None,
        }
    }

    /// A win in at most `most` turns, if forced, with one way at each turn.
    fn win(&mut self, position: &Position, most: u8) -> Option<Puzzle> {
        let solver = position.turn();
        let squares = position.board().occupied_by(solver).squares();
        if squares
            .map(|square| lone_turns(position, square))
            .sum::<u8>()
            > most + SLACK
        {
            return None;
        }
        let mut prover = Prover::new(solver);
        let turns = prover.fastest(position, Target::Win, most)?;
        if !self.wanted(Goal::WinIn(turns)) {
            return None;
        }
        let solution = forced_line(&mut prover, position, Target::Win, turns)?;
        Some(puzzle(*position, Goal::WinIn(turns), solution))
    }

    /// A block of the solver's that it can force off in two turns, not one.
    fn take_off(&mut self, position: &Position) -> Option<Puzzle> {
        let solver = position.turn();
        let mut prover = Prover::new(solver);
        let squares: Vec<_> = position.board().occupied_by(solver).squares().collect();
        squares.into_iter().find_map(|square| {
            if lone_turns(position, square) > 2 + SLACK {
                return None;
            }
            let target = Target::TakeOff(square);
            if prover.fastest(position, target, 2) != Some(2) {
                return None;
            }
            let solution = forced_line(&mut prover, position, target, 2)?;
            Some(puzzle(
                *position,
                Goal::TakeOff { square, turns: 2 },
                solution,
            ))
        })
    }

    /// One move escapes being shut in; at least two others do not.
    fn escape(&mut self, position: &Position) -> Option<Puzzle> {
        let board = position.board();
        let solver = position.turn();
        if board.count(solver) >= board.count(solver.opponent()) {
            // The side hemmed in is the smaller one.
            return None;
        }
        let candidate = puzzle(*position, Goal::Escape, Vec::new());
        only_move(position, 2, |mv| {
            candidate.progress(&[mv]) == Ok(Standing::Reached)
        })
        .map(|mv| puzzle(*position, Goal::Escape, vec![mv]))
    }

    /// One move keeps the draw; at least two others lose.
    fn save_the_draw(&mut self, position: &Position) -> Option<Puzzle> {
        let table = self.sources.one_each;
        only_move(position, 2, |mv| {
            let child = position.play_unchecked(mv);
            child.winner().is_none() && table.probe(&child) == Some(Exact::Draw)
        })
        .map(|mv| puzzle(*position, Goal::SaveTheDraw, vec![mv]))
    }
}

/// A random position whose side with fewer blocks is to move, the other
/// side's blocks all within two squares of its first block: where sides
/// get shut in.
fn hemmed_in(rng: &mut impl Rng, counts: [usize; 2], rules: MoveRules) -> Option<Position> {
    let smaller = if counts[0] < counts[1] {
        Player::Gold
    } else {
        Player::Teal
    };
    let mut board = Board::empty();
    let centre = Square::ALL[rng.random_range(0..49)];
    let near = |square: &Square| {
        centre.x().abs_diff(square.x()) <= 2 && centre.y().abs_diff(square.y()) <= 2
    };
    let around: Vec<Square> = Square::ALL.into_iter().filter(near).collect();
    for (owner, count) in Player::BOTH.into_iter().zip(counts) {
        for n in 0..count {
            let at = if owner == smaller && n == 0 {
                centre
            } else {
                around[rng.random_range(0..around.len())]
            };
            let orientation = Orientation::ALL[rng.random_range(0..24)];
            board.place(at, Block { owner, orientation }).ok()?;
        }
    }
    Position::new(board, smaller, rules).ok()
}

/// Turns a block would need alone on the board beyond which a goal is not
/// looked for. Alone is no bound with other blocks about (a Slider can
/// stop against one), so a turn's slack: this only saves searching.
const SLACK: u8 = 1;

/// The turns the block on `square` would need to leave, alone on the board.
fn lone_turns(position: &Position, square: Square) -> u8 {
    position
        .board()
        .block_at(square)
        .and_then(|block| turns_to_leave(block.owner, square, block.orientation))
        .unwrap_or(u8::MAX / 8)
}

/// The one move of `position` that `does_it` accepts, when at least
/// `failing` others are refused.
fn only_move(position: &Position, failing: usize, does_it: impl Fn(Move) -> bool) -> Option<Move> {
    let moves = position.legal_moves();
    let doing: Vec<Move> = moves.iter().copied().filter(|&mv| does_it(mv)).collect();
    match doing[..] {
        [mv] if moves.len() > failing => Some(mv),
        _ => None,
    }
}

/// The line that forces `target` in `turns`: the solver's only forcing
/// move each turn (`None` if there is ever more than one), and replies that
/// hold out as long as any.
fn forced_line(
    prover: &mut Prover,
    start: &Position,
    target: Target,
    turns: u8,
) -> Option<Vec<Move>> {
    let solver = start.turn();
    let (mut position, mut target, mut left) = (*start, target, turns);
    let mut line = Vec::new();
    loop {
        if position.turn() == solver {
            let [mv] = prover.forcing_moves(&position, target, left)[..] else {
                return None;
            };
            line.push(mv);
            left -= 1;
            position = position.play_unchecked(mv);
            match target.after(mv) {
                None => return Some(line),
                Some(_) if position.winner().is_some() => return Some(line),
                Some(next) => target = next,
            }
        } else {
            let replies = position.legal_moves();
            let longest = replies.iter().copied().find(|&reply| {
                left <= 1 || !prover.forces(&position.play_unchecked(reply), target, left - 1)
            })?;
            line.push(longest);
            position = position.play_unchecked(longest);
        }
    }
}

/// A puzzle with its id and difficulty worked out.
fn puzzle(position: Position, goal: Goal, solution: Vec<Move>) -> Puzzle {
    let (kind, base) = match goal {
        Goal::WinIn(turns) => ("win", turns.min(5)),
        Goal::TakeOff { .. } => ("takeoff", 2),
        Goal::Escape => ("escape", 2),
        Goal::SaveTheDraw => ("draw", 3),
    };
    let tempting = solution
        .first()
        .map_or(0, |&answer| tempting_moves(&position, answer));
    Puzzle {
        id: format!("{kind}-{:08x}", fnv(&format!("{position} {goal:?}"))),
        position,
        goal,
        solution,
        difficulty: (base + u8::from(tempting >= 3)).clamp(1, 5),
    }
}

/// The other moves that look at least as good as `answer` a move ahead,
/// or take a block off: the ones a player is drawn to.
fn tempting_moves(position: &Position, answer: Move) -> usize {
    let solver = position.turn();
    let evaluation = Evaluation::default();
    let score = |mv: Move| {
        let child = position.play_unchecked(mv);
        let value = evaluation.evaluate(&child);
        if child.turn() == solver {
            value
        } else {
            -value
        }
    };
    let bar = score(answer);
    position
        .legal_moves()
        .iter()
        .filter(|&&mv| mv != answer && (mv.destination().is_none() || score(mv) >= bar))
        .count()
}

/// FNV-1a: a stable id from a puzzle's position and goal.
fn fnv(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}
