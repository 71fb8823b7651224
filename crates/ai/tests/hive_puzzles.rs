//! The shipped Hive puzzles, proven again by a plain exhaustive search
//! written apart from the prover that found them: it copies positions
//! instead of making and unmaking moves, and knows nothing of the engine.
//! Each puzzle replays under the rules; its first move wins within N turns
//! against every defence; no other first move does; and there is no win in
//! fewer turns.
//!

use std::collections::HashMap;

use tabletop_ai::hive_puzzles::{LONGEST_WIN, WinProver, line_of};
use tabletop_rules::Game as _;
use tabletop_rules::hive::{Colour, HiveOutcome, HivePuzzleBook, Move, Position};

const SHIPPED: &str = include_str!("../../../assets/puzzles/hive.ron");

fn book() -> HivePuzzleBook {
    HivePuzzleBook::read(SHIPPED).unwrap_or_else(|error| panic!("{error}"))
}

/// A plain proof: positions copied, each answer remembered by position
/// and turns left.
struct PlainSearch {
    solver: Colour,
    known: HashMap<(u64, u8, bool), bool>,
}

impl PlainSearch {
    fn moves(position: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        moves
    }

    /// The solver, to move, wins within `turns` of its turns.
    fn wins(&mut self, position: &Position, turns: u8) -> bool {
        if turns == 0 {
            return false;
        }
        let key = (position.key(), turns, true);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let won = Self::moves(position)
            .into_iter()
            .any(|mv| self.move_wins(position, mv, turns));
        self.known.insert(key, won);
        won
    }

    /// The solver's `mv` wins within `turns`, this turn included.
    fn move_wins(&mut self, position: &Position, mv: Move, turns: u8) -> bool {
        let after = position.play_unchecked(mv);
        match after.outcome() {
            Some(outcome) => outcome == HiveOutcome::Win(self.solver),
            None => turns > 1 && self.every_defence_loses(&after, turns - 1),
        }
    }

    fn every_defence_loses(&mut self, position: &Position, turns: u8) -> bool {
        let key = (position.key(), turns, false);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let lost = Self::moves(position).into_iter().all(|mv| {
            let after = position.play_unchecked(mv);
            match after.outcome() {
                Some(outcome) => outcome == HiveOutcome::Win(self.solver),
                None => self.wins(&after, turns),
            }
        });
        self.known.insert(key, lost);
        lost
    }
}

/// Proves puzzles of `levels` again; panics on the first that fails.
fn prove_again(levels: std::ops::RangeInclusive<u8>) -> usize {
    let book = book();
    let mut proven = 0;
    for puzzle in book.puzzles.iter().filter(|p| levels.contains(&p.win_in)) {
        let (game, line) = puzzle.replay().expect("replays");
        let position = game.position();
        let mut search = PlainSearch {
            solver: position.to_move(),
            known: HashMap::new(),
        };
        let n = puzzle.win_in;
        let winners: Vec<Move> = PlainSearch::moves(position)
            .into_iter()
            .filter(|&mv| search.move_wins(position, mv, n))
            .collect();
        assert_eq!(winners, [line[0]], "{}: the winning first moves", puzzle.id);
        assert!(!search.wins(position, n - 1), "{}: wins sooner", puzzle.id);
        proven += 1;
    }
    proven
}

#[test]
fn the_book_holds_every_level_both_game_types_and_no_id_twice() {
    let book = book();
    assert!(book.puzzles.len() >= 150, "{} puzzles", book.puzzles.len());
    for turns in 1..=LONGEST_WIN {
        let count = book.puzzles.iter().filter(|p| p.win_in == turns).count();
        assert!(count >= 1, "win in {turns}: {count}");
    }
    for game_type in ["Base;", "Base+MLP;"] {
        let count = |turns: u8| {
            book.puzzles
                .iter()
                .filter(|p| p.win_in == turns && p.game.starts_with(game_type))
                .count()
        };
        assert!((1..=3).all(|turns| count(turns) >= 1), "{game_type}");
    }
    let mut ids: Vec<&str> = book.puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), book.puzzles.len(), "an id twice");
}

/// Wins opened by the Pillbug's throw (the solver moves one of the other
/// side's tiles): the prover finds the throw as the only winning first
/// move. A throw changes who borders the tile thrown, which a cut counting
/// only a Queen's free sides before the move would miss.
#[test]
fn the_prover_finds_wins_opened_by_the_pillbugs_throw() {
    let mut throws = 0;
    for puzzle in book().puzzles.iter().filter(|p| p.win_in <= 2) {
        let (game, line) = puzzle.replay().expect("replays");
        let position = game.position();
        let solver = if position.to_move() == Colour::White {
            'w'
        } else {
            'b'
        };
        if position.move_string(line[0]).starts_with(solver) {
            continue;
        }
        throws += 1;
        let mut prover = WinProver::new(position.to_move());
        assert_eq!(
            prover.winning_moves(position, puzzle.win_in),
            line[..1],
            "{}",
            puzzle.id
        );
    }
    assert!(throws >= 1, "no puzzle opens with a throw");
}

#[test]
fn every_win_in_one_and_two_is_proven_again() {
    assert!(prove_again(1..=2) > 0);
}

#[test]
fn every_win_in_three_and_four_is_proven_again() {
    assert!(prove_again(3..=4) > 0);
}

#[test]
fn the_prover_and_the_plain_search_agree_on_positions_of_the_puzzles() {
    // Each puzzle's position a move before the solver's win, and its start:
    // the prover's fastest win is the plain search's.
    for puzzle in book().puzzles.iter().filter(|p| p.win_in <= 2) {
        let (game, line) = puzzle.replay().expect("replays");
        let position = game.position().clone();
        let solver = position.to_move();
        let mut prover = WinProver::new(solver);
        let mut plain = PlainSearch {
            solver,
            known: HashMap::new(),
        };
        let fastest = prover.fastest(&position, LONGEST_WIN);
        let plain_fastest = (1..=puzzle.win_in).find(|&n| plain.wins(&position, n));
        assert_eq!(fastest, plain_fastest, "{}", puzzle.id);
        assert_eq!(
            line_of(&mut prover, &position, puzzle.win_in).map(|l| l.len()),
            Some(line.len()),
            "{}",
            puzzle.id
        );
    }
}

#[test]
fn a_puzzle_whose_line_misses_the_win_is_refused() {
    let book = book();
    let mut puzzle = book.puzzles[0].clone();
    puzzle.solution.clear();
    assert!(puzzle.replay().is_err());
    let mut wrong = book.puzzles[0].clone();
    wrong.win_in += 1;
    assert!(wrong.replay().unwrap_err().contains("is not"));
}
