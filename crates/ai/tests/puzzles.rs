//! The puzzles: proof search checked against the solved tables, and every
//! shipped puzzle checked with the rules and proof search (its answer the
//! only one at each of the solver's turns), its draws against the table of
//! one block each solved backwards (the generator used the forward one).

mod common;

use std::collections::BTreeSet;

use common::{forces_win, samples, table};
use tabletop_ai::deblockle::puzzles::{Prover, Target, verify};
use tabletop_ai::deblockle::{Endgame, SolvedEndgame};
use tabletop_ai::search::Exact;
use tabletop_rules::deblockle::{
    Face, Goal, MoveRules, PUZZLE_BOOK_VERSION, Player, Puzzle, PuzzleBook,
};

const SHIPPED: &str = include_str!("../../../assets/puzzles/deblockle.ron");

#[test]
fn proof_search_finds_exactly_the_short_wins_the_solved_table_holds() {
    let (mut wins, mut forced) = (0, 0);
    for position in samples(3000, 41) {
        let value = table().probe(&position).expect("one block each");
        let mut prover = Prover::new(position.turn());
        // A win in p plies takes at most p of the winner's turns.
        if let Exact::Win(plies @ 1..=3) = value {
            wins += 1;
            assert!(
                prover.forces(&position, Target::Win, plies as u8),
                "{position}"
            );
        }
        // A plain minimax over three plies agrees.
        if forces_win(&position, position.turn(), 3) {
            assert!(prover.forces(&position, Target::Win, 3), "{position}");
        }
        // And whatever is forced in two turns is a win.
        if prover.forces(&position, Target::Win, 2) {
            forced += 1;
            assert!(matches!(value, Exact::Win(_)), "{position}: {value:?}");
        }
    }
    assert!(
        wins >= 50 && forced >= 50,
        "{wins} short wins, {forced} forced"
    );
}

#[test]
fn every_shipped_puzzle_has_one_answer_and_the_book_has_every_kind() {
    let book: PuzzleBook = ron::from_str(SHIPPED).expect("the shipped book reads");
    assert_eq!(book.version, PUZZLE_BOOK_VERSION);
    let backwards = SolvedEndgame::solve(Endgame::OneEach, MoveRules::default(), |_| {})
        .expect("one each solves");
    let mut ids = BTreeSet::new();
    let mut kinds = BTreeSet::new();
    let mut faces = BTreeSet::new();
    let (mut handicaps, mut difficulties) = (0, BTreeSet::new());
    let faults = proven_apart(&book.puzzles, |puzzle| {
        verify(puzzle, |position| backwards.probe(position))
            .err()
            .map(|fault| format!("{}: {fault}", puzzle.id))
    });
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    for puzzle in &book.puzzles {
        assert!(ids.insert(&puzzle.id), "{} twice", puzzle.id);
        kinds.insert(match puzzle.goal {
            Goal::WinIn(turns) => format!("win in {turns}"),
            Goal::TakeOff { .. } => "take off".to_owned(),
            Goal::Escape => "escape".to_owned(),
            Goal::SaveTheDraw => "save the draw".to_owned(),
        });
        let board = puzzle.position.board();
        if let Some(block) = board.block_at(puzzle.solution[0].from) {
            faces.insert(format!("{:?}", block.orientation.top()));
        }
        handicaps += usize::from(board.count(Player::Gold) != board.count(Player::Teal));
        difficulties.insert(puzzle.difficulty);
    }
    let expected: BTreeSet<String> = (1..=6)
        .map(|turns| format!("win in {turns}"))
        .chain(["take off", "escape", "save the draw"].map(str::to_owned))
        .collect();
    assert_eq!(kinds, expected);
    // A Star rolled on top in the setup is allowed, so it is a symbol too.
    let symbols: BTreeSet<String> = Face::ALL.iter().map(|face| format!("{face:?}")).collect();
    assert_eq!(faces, symbols, "every symbol moves first somewhere");
    assert!(handicaps >= 20, "{handicaps} puzzles with unequal blocks");
    assert_eq!(difficulties, (1..=5).collect(), "every difficulty");
    assert!(book.puzzles.len() >= 200, "{} puzzles", book.puzzles.len());
}

/// What `fault` finds in each puzzle, the puzzles shared out among the
/// machine's cores (each is proven on its own, a minute's work in all).
fn proven_apart(
    puzzles: &[Puzzle],
    fault: impl Fn(&Puzzle) -> Option<String> + Sync,
) -> Vec<String> {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let fault = &fault;
    std::thread::scope(|scope| {
        let shares: Vec<_> = (0..cores)
            .map(|first| {
                scope.spawn(move || {
                    let share = puzzles.iter().skip(first).step_by(cores);
                    share.filter_map(fault).collect::<Vec<_>>()
                })
            })
            .collect();
        shares
            .into_iter()
            .flat_map(|share| share.join().expect("a share proven"))
            .collect()
    })
}
