//! Blokus 3D's computer players on positions worked out by hand.

use rand::SeedableRng;
use rand::rngs::StdRng;
use tabletop_ai::analysis::{Analyst as _, Effort, Verdict};
use tabletop_ai::blokus3d::{
    Blokus3dPlayer, Budget, MctsAnalyst, greedy_placement, mcts_placement, play_game,
};
use tabletop_rules::blokus3d::{PieceKind, Position, Seating, Structure};

/// Two players on a structure of these rows (the rest outside).
fn rows(given: &[&str]) -> Position {
    let mut rows: Vec<String> = given.iter().map(|row| format!("\"{row:.<10}\"")).collect();
    rows.extend(std::iter::repeat_n(
        "\"..........\"".to_owned(),
        10 - given.len(),
    ));
    let structure = Structure::parse(&format!(
        "(version: 1, name: \"row\", players: 2, rows: [{}])",
        rows.join(", ")
    ))
    .expect("a structure");
    Position::on(structure, 'T', Seating::one_colour_each(2))
}

/// One row of four squares, one cube high.
fn row_of_four() -> Position {
    rows(&["1111"])
}

/// Blue's share of the win (1, ½ or 0) with both sides playing perfectly,
/// by plain minimax over every legal placement.
fn solved(position: &Position) -> f64 {
    if position.is_over() {
        let winners = position.winners();
        return if winners.contains(&0) {
            1.0 / winners.len() as f64
        } else {
            0.0
        };
    }
    let values = position.legal_placements().into_iter().map(|placement| {
        let mut next = position.clone();
        next.place(placement).expect("legal");
        solved(&next)
    });
    if position.seat_to_move() == 0 {
        values.fold(0.0, f64::max)
    } else {
        values.fold(1.0, f64::min)
    }
}

#[test]
fn the_greedy_player_covers_the_most_squares() {
    // The I4 covers all four squares: nobody else can place, Blue wins 4 - 10.
    let choice = greedy_placement(&row_of_four(), &mut StdRng::seed_from_u64(1));
    assert_eq!(choice.map(|p| p.piece), Some(PieceKind::I4));
}

#[test]
fn mcts_avoids_the_domino_that_lets_yellow_tie() {
    // A domino on squares 0-1 (or 2-3) leaves Yellow the other two: both
    // score 2 - 10, a shared win. Everything else (I4, I3, a domino in the
    // middle) leaves Yellow no room: Blue wins alone.
    for seed in 0..8 {
        let choice = mcts_placement(
            &row_of_four(),
            Budget::Playouts(300),
            &mut StdRng::seed_from_u64(seed),
        )
        .expect("a placement");
        let edge_domino = choice.piece == PieceKind::D2 && (choice.x == 0 || choice.x == 2);
        assert!(!edge_domino, "seed {seed}: {choice}");
    }
}

#[test]
fn mcts_finds_a_winning_first_piece_where_most_only_tie() {
    // Two rows of four, one high: 8 squares, so every line can be solved.
    let start = rows(&["1111", "1111"]);
    let winning: Vec<_> = start
        .legal_placements()
        .into_iter()
        .filter(|&placement| {
            let mut next = start.clone();
            next.place(placement).expect("legal");
            solved(&next) == 1.0
        })
        .collect();
    let all = start.legal_placements().len();
    // The test means something only if many first pieces do not win.
    assert!(
        !winning.is_empty() && winning.len() * 2 < all,
        "{} of {all}",
        winning.len()
    );
    for seed in 0..4 {
        let choice = mcts_placement(
            &start,
            Budget::Playouts(2000),
            &mut StdRng::seed_from_u64(seed),
        )
        .expect("a placement");
        assert!(
            winning.contains(&choice),
            "seed {seed}: {choice} does not win"
        );
    }
}

#[test]
fn an_analysis_proposes_a_winning_first_piece_and_a_legal_line() {
    let start = rows(&["1111", "1111"]);
    let mut analyst = MctsAnalyst::new(StdRng::seed_from_u64(5));
    let analysis = analyst
        .analyse(std::slice::from_ref(&start), Effort::Fixed(2000))
        .expect("an analysis");
    let best = analysis.best.expect("a placement");
    let mut next = start.clone();
    next.place(best).expect("legal");
    assert_eq!(solved(&next), 1.0, "{best} does not win");
    // Each player's expected result: they add up to one game.
    assert!((analysis.expected.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    assert_eq!(analysis.verdict, Verdict::Likely(analysis.expected[0]));
    assert_eq!(analysis.line.first(), Some(&best));
    let mut line = start.clone();
    for &placement in &analysis.line {
        line.place(placement).expect("the line is legal");
    }
    // Over: nothing to place, the result as the rules score it.
    let mut end = start;
    while let Some(placement) = greedy_placement(&end, &mut StdRng::seed_from_u64(1)) {
        end.place(placement).expect("legal");
    }
    let over = analyst
        .analyse(std::slice::from_ref(&end), Effort::Fixed(10))
        .expect("an analysis");
    assert_eq!(over.best, None);
    let winners = end.winners();
    for (player, expected) in over.expected.iter().enumerate() {
        let share = if winners.contains(&player) {
            1.0 / winners.len() as f64
        } else {
            0.0
        };
        assert_eq!(*expected, share);
    }
}

#[test]
fn whole_games_end_with_every_placement_legal() {
    let start = Position::start('D', Seating::one_colour_each(3)).expect("the Pyramid for 3");
    let players = [
        Blokus3dPlayer::Mcts(50),
        Blokus3dPlayer::Greedy,
        Blokus3dPlayer::Random,
    ];
    let end = play_game(&start, &players, &mut StdRng::seed_from_u64(3));
    assert!(end.is_over());
    assert!(!end.history().is_empty());
    // The record replays under the rules to the same position.
    assert_eq!(Position::parse(&end.to_string()), Ok(end.clone()));
    assert_eq!(
        mcts_placement(&end, Budget::Playouts(10), &mut StdRng::seed_from_u64(1)),
        None
    );
}

#[test]
fn a_timed_analysis_stops_when_its_asker_has_moved_on() {
    let start = rows(&["1111", "1111"]);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    // A minute's search, stopped before it began: one playout, an answer.
    let mut analyst = MctsAnalyst::stopped_by(StdRng::seed_from_u64(5), stop);
    let analysis = analyst
        .analyse(
            std::slice::from_ref(&start),
            Effort::Time(std::time::Duration::from_secs(60)),
        )
        .expect("an analysis");
    assert_eq!(analysis.nodes, 1);
    assert!(analysis.best.is_some());
}
