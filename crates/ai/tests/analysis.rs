//! Asking the engine about Deblockle positions and reviewing moves, checked
//! against independent facts: the short forced wins it reports against a
//! plain minimax over the rules' moves, and its marks against the solved
//! endgame (a move that throws a certain win away is a blunder, and only
//! such a move); a hint's reasons. Hive's and Blokus 3D's analyses are in
//! their own tests.

mod common;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use common::{forces_win, samples, table};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop_ai::analysis::{Analyst, Effort, SearchAnalyst, Verdict};
use tabletop_ai::deblockle::{self, EndgameTable, Evaluation, SolvedTables};
use tabletop_ai::review::{Mark, mark, review, summaries};
use tabletop_ai::search::Exact;
use tabletop_rules::deblockle::{Block, Board, MoveRules, Orientation, Player, Position, Square};
use tabletop_rules::{Explained as _, Message};

fn searcher(endgame: Option<Arc<EndgameTable>>) -> SearchAnalyst<Position, Evaluation> {
    SearchAnalyst::new(
        Evaluation::with_tables(SolvedTables::one_each(endgame)),
        Arc::default(),
    )
}

#[test]
fn every_forced_win_it_reports_is_one_the_rules_force_and_its_line_plays_it() {
    let mut analyst = searcher(None);
    let mut wins = 0;
    for position in samples(400, 11) {
        let analysis = analyst
            .analyse(std::slice::from_ref(&position), Effort::Fixed(5))
            .expect("an analysis");
        let me = position.turn();
        // Three plies cannot come back to where they began: no repetition
        // hides a win this short from the search.
        if forces_win(&position, me, 3) {
            assert!(
                matches!(analysis.verdict, Verdict::Exact(Exact::Win(plies)) if plies <= 3),
                "{position}: {:?}",
                analysis.verdict
            );
        }
        let Verdict::Exact(Exact::Win(plies)) = analysis.verdict else {
            continue;
        };
        wins += 1;
        assert!(forces_win(&position, me, plies), "{position}");
        assert!(!forces_win(&position, me, plies - 1), "{position}");
        // The line starts with a move that keeps the win as short.
        let best = analysis.best.expect("a move");
        assert_eq!(analysis.line.first(), Some(&best));
        let after = position.play(best).expect("a legal move");
        assert!(forces_win(&after, me, plies - 1), "{position}: {best}");
        let mut line_position = position;
        for &mv in &analysis.line {
            line_position = line_position.play(mv).expect("the line is legal");
        }
    }
    assert!(wins >= 20, "only {wins} forced wins among the samples");
}

/// Whether the player to move in `before` still wins for certain after
/// `after` (the solved table's word, or the game won).
fn still_wins(before: &Position, after: &Position) -> bool {
    let me = before.turn();
    if let Some(winner) = after.winner() {
        return winner == me;
    }
    match table().probe(after) {
        Some(Exact::Win(_)) => after.turn() == me,
        Some(Exact::Loss(_)) => after.turn() != me,
        _ => false,
    }
}

#[test]
fn a_review_marks_each_move_that_throws_a_certain_win_away_a_blunder() {
    let mut analyst = searcher(Some(Arc::clone(table())));
    let (mut thrown, mut kept) = (0, 0);
    for position in samples(150, 12) {
        if !matches!(table().probe(&position), Some(Exact::Win(_))) {
            continue;
        }
        for mv in position.legal_moves() {
            let after = position.play(mv).expect("a legal move");
            let judged = review(&mut analyst, &position, &[mv], Effort::Fixed(2), |_, _| {})
                .expect("a legal game");
            let blunder = judged[0].mark == Mark::Blunder;
            if still_wins(&position, &after) {
                kept += 1;
                assert!(!blunder, "{position}: {mv} keeps the win");
            } else {
                thrown += 1;
                assert!(blunder, "{position}: {mv} throws the win away");
            }
        }
    }
    assert!(thrown >= 50 && kept >= 50, "{thrown} thrown, {kept} kept");
}

#[test]
fn a_review_follows_the_game_and_its_progress_and_the_engines_moves_are_best() {
    let mut analyst = searcher(None);
    let start: Position = Position::EXAMPLE_START.parse().expect("a position");
    // The engine plays both sides for six moves.
    let mut moves = Vec::new();
    let mut positions = vec![start];
    for _ in 0..6 {
        let analysis = analyst
            .analyse(&positions, Effort::Fixed(2))
            .expect("an analysis");
        let best = analysis.best.expect("a move");
        moves.push(best);
        positions.push(
            positions
                .last()
                .expect("a position")
                .play(best)
                .expect("legal"),
        );
    }
    let mut heard = Vec::new();
    let judged = review(
        &mut analyst,
        &start,
        &moves,
        Effort::Fixed(2),
        |done, of| {
            heard.push((done, of));
        },
    )
    .expect("a legal game");
    assert_eq!(heard, (1..=7).map(|done| (done, 7)).collect::<Vec<_>>());
    assert_eq!(judged.len(), 6);
    assert!(judged.iter().all(|j| j.mark == Mark::Best));
    let summary = summaries(&judged, 2);
    assert_eq!(summary[0].marks[0] + summary[1].marks[0], 6);
    // A move that is not legal there is no game to review.
    let mut wrong = moves.clone();
    wrong.swap(0, 1);
    assert!(review(&mut analyst, &start, &wrong, Effort::Fixed(1), |_, _| {}).is_none());
}

#[test]
fn marks_follow_what_a_move_gave_away() {
    let likely = Verdict::Likely;
    assert_eq!(mark(false, likely(0.60), likely(0.598)), Mark::Best);
    assert_eq!(mark(false, likely(0.60), likely(0.57)), Mark::Good);
    assert_eq!(mark(false, likely(0.60), likely(0.52)), Mark::Inaccuracy);
    assert_eq!(mark(false, likely(0.60), likely(0.45)), Mark::Mistake);
    assert_eq!(mark(false, likely(0.60), likely(0.30)), Mark::Blunder);
    // The engine's own move is best whatever a deeper look says after it.
    assert_eq!(mark(true, likely(0.60), likely(0.30)), Mark::Best);
    let win = |plies| Verdict::Exact(Exact::Win(plies));
    let loss = |plies| Verdict::Exact(Exact::Loss(plies));
    let draw = Verdict::Exact(Exact::Draw);
    assert_eq!(mark(false, win(5), draw), Mark::Blunder);
    assert_eq!(mark(true, win(5), loss(4)), Mark::Blunder);
    assert_eq!(mark(false, draw, loss(9)), Mark::Blunder);
    assert_eq!(mark(false, win(5), win(4)), Mark::Best);
    assert_eq!(mark(false, win(5), win(6)), Mark::Good);
    assert_eq!(mark(false, loss(6), loss(5)), Mark::Best);
    assert_eq!(mark(false, loss(6), loss(2)), Mark::Inaccuracy);
}

#[test]
fn a_hint_says_why_a_win_at_once_a_win_in_so_many_turns_and_a_block_taken_off() {
    let stop = Arc::<AtomicBool>::default;
    // One block each: Gold brings its block home on its fourth turn (the
    // seventh move), as the app's tests play it out.
    let start: Position = "3tHC3/3*3/7/7/7/3*3/3gLC3 g".parse().expect("a position");
    let endgame = Some(Arc::clone(table()));
    let hint = deblockle::hint(
        &[start],
        SolvedTables::one_each(endgame.clone()),
        Effort::Fixed(2),
        stop(),
    )
    .expect("a hint");
    assert_eq!(
        hint.reason,
        Message::new("hint-wins-in").with("turns", 4_u32)
    );
    let mut positions = vec![start];
    for mv in ["d1W", "d7E", "c1N-d3", "e7E-f1", "d3W-d5", "f1N-e1"] {
        let next = positions[positions.len() - 1]
            .play(mv.parse().expect("a move"))
            .expect("legal");
        positions.push(next);
    }
    let hint = deblockle::hint(
        &positions,
        SolvedTables::one_each(endgame),
        Effort::Fixed(2),
        stop(),
    )
    .expect("a hint");
    assert_eq!(hint.mv.to_string(), "d5N");
    assert_eq!(hint.reason, Message::new("hint-wins-now"));

    // Two Gold blocks: a hint that takes one off says so first.
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut taken_off = 0;
    for _ in 0..1000 {
        let mut board = Board::empty();
        let placed = [Player::Gold, Player::Gold, Player::Teal]
            .into_iter()
            .all(|owner| {
                let at = Square::ALL[rng.random_range(0..49)];
                let orientation = Orientation::ALL[rng.random_range(0..24)];
                board.place(at, Block { owner, orientation }).is_ok()
            });
        let Ok(position) = Position::new(board, Player::Gold, MoveRules::default()) else {
            continue;
        };
        if !placed || position.winner().is_some() {
            continue;
        }
        let Some(hint) = deblockle::hint(
            &[position],
            SolvedTables::default(),
            Effort::Fixed(2),
            stop(),
        ) else {
            continue;
        };
        if hint.mv.destination().is_none() && position.turn() == Player::Gold {
            taken_off += 1;
            assert_eq!(
                hint.reason.key, "hint-takes-block-off",
                "{position}: {}",
                hint.mv
            );
        }
    }
    assert!(taken_off >= 5, "only {taken_off} hints took a block off");
}

#[test]
fn the_standing_names_who_wins_with_best_play_and_in_how_many_of_their_turns() {
    let stop = Arc::<AtomicBool>::default;
    let name = |seat: usize| Player::from_seat(seat).message();
    // The one-block-each start above: Gold brings its block home on its
    // fourth turn, so after Gold's first move Teal, to move, loses to Gold
    // in three more of Gold's turns.
    let start: Position = "3tHC3/3*3/7/7/7/3*3/3gLC3 g".parse().expect("a position");
    let endgame = Some(Arc::clone(table()));
    let after = start.play("d1W".parse().expect("a move")).expect("legal");
    let gold_wins_in = |turns: u32| {
        Message::new("eval-wins-in")
            .with("player", Player::Gold.message())
            .with("turns", turns)
    };
    let standing = |positions: &[Position]| {
        deblockle::analyse(
            positions,
            SolvedTables::one_each(endgame.clone()),
            Effort::Fixed(2),
            stop(),
        )
        .expect("an analysis")
        .standing(name)
    };
    assert_eq!(standing(&[start]), gold_wins_in(4));
    assert_eq!(standing(&[start, after]), gold_wins_in(3));
    // Over: who won.
    let mut over = after;
    for mv in ["d7E", "c1N-d3", "e7E-f1", "d3W-d5", "f1N-e1", "d5N"] {
        over = over.play(mv.parse().expect("a move")).expect("legal");
    }
    assert_eq!(
        standing(&[over]),
        Message::new("wins").with("player", Player::Gold.message())
    );
    // Not certain: the side to move's chances, named.
    let example: Position = common::samples(1, 3)[0];
    let analysis = deblockle::analyse(
        &[example],
        SolvedTables::default(),
        Effort::Fixed(1),
        stop(),
    )
    .expect("one");
    let Verdict::Likely(chance) = analysis.verdict else {
        panic!("{example} is not decided a ply ahead");
    };
    assert_eq!(
        analysis.standing(name),
        Message::new("eval-chances")
            .with("player", example.turn().message())
            .with("percent", (chance * 100.0).round() as i64)
    );
}
