//! The search with Hive's evaluation: it takes a win on the spot and stops
//! the opponent's.

use std::sync::Arc;

use tabletop_ai::analysis::{Analyst as _, Effort, SearchAnalyst, Verdict};
use tabletop_ai::hive::HiveEvaluation;
use tabletop_ai::search::{Evaluator as _, Exact, Limits, Searcher, WIN};
use tabletop_rules::hive::{Colour, Hex, Move, Piece, Position};

fn p(name: &str) -> Piece {
    Piece::parse(name).expect("a piece")
}

fn h(q: i16, r: i16) -> Hex {
    Hex { q, r }
}

/// Black's Queen on (1,0) with five of its sides taken; (2,-1) is free,
/// and White's Ant on (-1,0) can run round to it.
fn one_from_the_end(ply: u32) -> Position {
    Position::from_tiles(
        &[
            (p("wQ"), h(0, 0)),
            (p("bQ"), h(1, 0)),
            (p("wA1"), h(-1, 0)),
            (p("bA1"), h(1, -1)),
            (p("bA2"), h(2, 0)),
            (p("bA3"), h(1, 1)),
            (p("wS1"), h(0, 1)),
            (p("bS1"), h(2, 1)),
        ],
        ply,
    )
}

#[test]
fn the_search_surrounds_the_queen_when_it_can() {
    let position = one_from_the_end(10);
    let mut searcher = Searcher::new(HiveEvaluation);
    let report = searcher.search(&position, &[], Limits::depth(3));
    assert_eq!(report.best, Some(Move::Move(p("wA1"), h(2, -1))));
    assert_eq!(report.score, WIN - 1);
}

#[test]
fn an_analysis_sees_the_queen_surrounded_in_one_and_then_the_game_won() {
    let position = one_from_the_end(10);
    let mut analyst = SearchAnalyst::new(HiveEvaluation, Arc::default());
    let analysis = analyst
        .analyse(std::slice::from_ref(&position), Effort::Fixed(3))
        .expect("an analysis");
    let surround = Move::Move(p("wA1"), h(2, -1));
    assert_eq!(analysis.best, Some(surround));
    assert_eq!(analysis.line, [surround]);
    assert_eq!(analysis.verdict, Verdict::Exact(Exact::Win(1)));
    assert_eq!(analysis.expected[Colour::White.index()], 1.0);
    let after = position.play(surround).expect("a legal move");
    let over = analyst
        .analyse(&[position, after], Effort::Fixed(3))
        .expect("an analysis");
    assert_eq!(over.best, None);
    assert_eq!(
        over.verdict_for(Colour::White.index()),
        Verdict::Exact(Exact::Win(0))
    );
}

#[test]
fn every_move_scored_is_a_legal_one() {
    let position = one_from_the_end(10);
    let mut searcher = Searcher::new(HiveEvaluation);
    let legal = position.legal_moves();
    for (mv, _) in searcher.score_moves(&position, &[], 2) {
        assert!(legal.contains(&mv));
    }
}

/// The two Queens side by side with a Beetle each, and White's Ant at `ant`.
fn queens_and_ant(ant: Hex, ply: u32) -> Position {
    Position::from_tiles(
        &[
            (p("wQ"), h(0, 0)),
            (p("bQ"), h(1, 0)),
            (p("wB1"), h(-1, 0)),
            (p("bB1"), h(2, 0)),
            (p("wA1"), ant),
        ],
        ply,
    )
}

#[test]
fn the_evaluation_is_the_same_for_both_sides_with_the_sign_turned() {
    for ant in [h(-1, -1), h(2, -1), h(1, 1)] {
        let white = HiveEvaluation.evaluate(&queens_and_ant(ant, 10));
        let black = HiveEvaluation.evaluate(&queens_and_ant(ant, 11));
        assert_eq!(white, -black, "{ant:?}");
    }
}

#[test]
fn the_evaluation_prefers_a_tile_on_the_other_queens_side_to_one_far_off() {
    // On (-2,0) the Ant ends the line, touching only White's Beetle; on
    // (2,-1) it fills a side of Black's Queen (1,0) instead.
    let away = HiveEvaluation.evaluate(&queens_and_ant(h(-2, 0), 10));
    let pressing = HiveEvaluation.evaluate(&queens_and_ant(h(2, -1), 10));
    assert!(pressing > away, "{pressing} <= {away}");
}

#[test]
fn a_pillbug_beside_its_queen_and_a_mosquito_by_what_it_touches_are_worth_more() {
    // wQ (0,0) with bQ (1,0) beyond; White's Pillbug beside her Queen
    // (with empty hexes round it to throw her to) against the same Pillbug
    // two hexes away.
    let evaluate =
        |tiles: &[(Piece, Hex)]| HiveEvaluation.evaluate(&Position::from_tiles(tiles, 10));
    let guarded = evaluate(&[(p("wQ"), h(0, 0)), (p("bQ"), h(1, 0)), (p("wP"), h(-1, 0))]);
    let apart = evaluate(&[(p("wQ"), h(0, 0)), (p("bQ"), h(1, 0)), (p("wP"), h(2, 0))]);
    assert!(guarded > apart, "{guarded} against {apart}");
    // A Mosquito touching only a Spider moves as a Spider: worth less than
    // a Beetle in its place (the hands hold the same worth either way).
    let at_the_end = |bug: &str| {
        evaluate(&[
            (p("wQ"), h(0, 0)),
            (p("bQ"), h(1, 0)),
            (p("bS1"), h(2, 0)),
            (p(bug), h(3, 0)),
        ])
    };
    assert!(at_the_end("wB1") > at_the_end("wM"));
}
