//! The search on games whose values are known: subtraction Nim (a pile is
//! lost for the player to move exactly when it is a multiple of four) and a
//! variant where taking two stones earns another move, solved by a plain
//! recursion without alpha-beta or a table.

use tabletop_ai::search::{Evaluator, Limits, Report, Searcher, WIN, is_decisive};
use tabletop_rules::{Finished, Game};

/// A pile of stones; the player to move takes 1–3 (or up to `most`);
/// whoever takes the last stone wins. With `bonus`, taking exactly two
/// stones means moving again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Nim {
    stones: u8,
    to_move: usize,
    /// Who took the last stone.
    last_taker: usize,
    bonus: bool,
    most: u8,
}

impl Nim {
    fn new(stones: u8, bonus: bool) -> Nim {
        Nim {
            stones,
            to_move: 0,
            last_taker: 1,
            bonus,
            most: 3,
        }
    }

    /// Takes of 1 to `most` stones, no bonus: lost for the player to move
    /// exactly on multiples of `most + 1`.
    fn wide(stones: u8, most: u8) -> Nim {
        Nim {
            most,
            ..Nim::new(stones, false)
        }
    }
}

impl Game for Nim {
    type Move = u8;
    tabletop_rules::copy_make!();

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.extend((1..=self.most).filter(|&take| take <= self.stones));
    }

    fn play(&self, take: u8) -> Nim {
        let again = self.bonus && take == 2;
        Nim {
            stones: self.stones - take,
            to_move: if again {
                self.to_move
            } else {
                1 - self.to_move
            },
            last_taker: self.to_move,
            bonus: self.bonus,
            most: self.most,
        }
    }

    fn finished(&self) -> Option<Finished> {
        (self.stones == 0).then_some(Finished::Won(self.last_taker))
    }

    fn key(&self) -> u64 {
        u64::from(self.stones) << 2 | (self.to_move as u64) << 1 | u64::from(self.bonus)
    }
}

/// Knows nothing: every unfinished pile looks even.
struct Blind;

impl Evaluator<Nim> for Blind {
    fn evaluate(&self, _: &Nim) -> i32 {
        0
    }

    fn three_in_four(&self) -> i32 {
        1
    }
}

/// Knows nothing either, and searches late moves a ply shallower first.
struct BlindReducing;

impl Evaluator<Nim> for BlindReducing {
    fn evaluate(&self, _: &Nim) -> i32 {
        0
    }

    fn reduces_late_moves(&self) -> bool {
        true
    }

    fn three_in_four(&self) -> i32 {
        1
    }
}

/// The score of a pile for the player to move, by plain minimax: a win in
/// `n` plies scores `WIN - n`, a loss `-(WIN - n)`.
fn minimax(nim: Nim, ply: i32) -> i32 {
    if let Some(Finished::Won(seat)) = nim.finished() {
        return if seat == nim.to_move {
            WIN - ply
        } else {
            -(WIN - ply)
        };
    }
    let mut moves = Vec::new();
    nim.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|take| {
            let next = nim.play(take);
            let score = minimax(next, ply + 1);
            if next.to_move == nim.to_move {
                score
            } else {
                -score
            }
        })
        .max()
        .unwrap_or(0)
}

/// Plain Nim's pile of `stones` is lost on multiples of four, and won by
/// taking the rest modulo four, as fast as theory says.
fn assert_as_theory_says(report: &Report<u8>, stones: u8) {
    let rounds = i32::from(stones / 4);
    if stones.is_multiple_of(4) {
        // The opponent answers every take t with 4 - t: two plies a round.
        assert_eq!(report.score, -(WIN - 2 * rounds), "{stones} stones");
    } else {
        assert_eq!(report.best, Some(stones % 4), "{stones} stones");
        assert_eq!(report.score, WIN - (1 + 2 * rounds), "{stones} stones");
    }
}

#[test]
fn plain_nim_loses_exactly_on_multiples_of_four_and_wins_as_fast_as_theory_says() {
    let mut searcher = Searcher::new(Blind);
    for stones in 1..=14 {
        let report = searcher.search(&Nim::new(stones, false), &[], Limits::depth(30));
        assert_as_theory_says(&report, stones);
    }
}

#[test]
fn a_move_that_keeps_the_turn_is_scored_without_changing_sides() {
    let mut searcher = Searcher::new(Blind);
    for stones in 1..=16 {
        let nim = Nim::new(stones, true);
        searcher.clear();
        let report = searcher.search(&nim, &[], Limits::depth(40));
        assert_eq!(report.score, minimax(nim, 0), "{stones} stones");
        let best = report.best.expect("a move");
        let next = nim.play(best);
        let after = minimax(next, 1);
        let after = if next.to_move == nim.to_move {
            after
        } else {
            -after
        };
        assert_eq!(
            after, report.score,
            "{stones} stones: {best} is not a best move"
        );
    }
}

#[test]
fn scoring_every_move_gives_each_its_exact_value() {
    let mut searcher = Searcher::new(Blind);
    let nim = Nim::new(9, false);
    let scores = searcher.score_moves(&nim, &[], 20);
    assert_eq!(scores.len(), 3);
    for (take, score) in scores {
        let next = nim.play(take);
        assert_eq!(score, -minimax(next, 1), "take {take}");
    }
}

#[test]
fn a_repeated_position_counts_as_a_draw() {
    // With the pile's own key already in the game's history, every line
    // that returns to it is a draw; a pile of 4 is lost, but if the
    // position after taking one has been seen, that move scores 0.
    let mut searcher = Searcher::new(Blind);
    let nim = Nim::new(4, false);
    let seen = nim.play(1).key();
    let report = searcher.search(&nim, &[seen], Limits::depth(10));
    assert_eq!(report.score, 0);
    assert_eq!(report.best, Some(1));
}

#[test]
fn a_raised_stop_flag_still_leaves_a_move() {
    let limits = Limits::depth(30);
    limits
        .stop
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let mut searcher = Searcher::new(Blind);
    let report = searcher.search(&Nim::new(13, false), &[], limits);
    assert_eq!(report.depth, 1, "only the first iteration runs");
    assert!(report.best.is_some());
}

#[test]
fn searching_late_moves_shallower_never_claims_a_result_that_is_not_there() {
    // Taking 1–8: the piles on multiples of nine are lost. A reduced
    // search may prove less than a full one, but what it proves is true.
    let mut searcher = Searcher::new(BlindReducing);
    let mut proved = 0;
    for stones in 1..=40 {
        let nim = Nim::wide(stones, 8);
        searcher.clear();
        let report = searcher.search(&nim, &[], Limits::depth(12));
        if !is_decisive(report.score) {
            continue;
        }
        proved += 1;
        let lost = stones % 9 == 0;
        assert_eq!(report.score < 0, lost, "{stones} stones: {}", report.score);
        if !lost {
            let take = report.best.expect("a move");
            assert_eq!((stones - take) % 9, 0, "{stones} stones: took {take}");
        }
    }
    assert!(proved >= 30, "only {proved} of 40 piles proved");
}

#[test]
fn helper_threads_share_the_table_without_changing_what_is_proved() {
    let mut searcher = Searcher::new(Blind).with_threads(3);
    for stones in 1..=14 {
        searcher.clear();
        let report = searcher.search(&Nim::new(stones, false), &[], Limits::depth(30));
        assert_as_theory_says(&report, stones);
    }
}
