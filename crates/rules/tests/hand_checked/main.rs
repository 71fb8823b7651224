//! Positions whose legal moves were worked out by hand from the spec
//! (`shared/rules/deblockle.md`), one per symbol and per decided corner case.
//!
//! Face directions used below, from the cube layout (Star up, clockwise from
//! north: Cross, Slider, X, Hoops): a block written `gTN` shows T on top and
//! N to the north; its east face is the face whose normal is n(N) × n(T),
//! with n(Star) = up, n(Cross) = north, n(Slider) = east. Tipping north
//! lifts the south face, east lifts the west face, south lifts the north
//! face, west lifts the east face.

mod variants;

use std::collections::BTreeSet;

use tabletop_rules::deblockle::{
    DrawReason, Face, Game, IllegalMove, Move, MoveRules, Outcome, Player, Position, RulesOptions,
    Status, TipWithoutHop, perft,
};

fn position(notation: &str) -> Position {
    notation.parse().expect("a valid position")
}

fn under(notation: &str, rules: MoveRules) -> Position {
    Position::from_notation(notation, rules).expect("a valid position")
}

fn moves(position: &Position) -> BTreeSet<String> {
    position.legal_moves().iter().map(Move::to_string).collect()
}

/// The legal moves that start with `prefix` (a square, or a square and a tip).
fn moves_starting(position: &Position, prefix: &str) -> BTreeSet<String> {
    moves(position)
        .into_iter()
        .filter(|mv| mv.starts_with(prefix))
        .collect()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn reason(position: &Position, mv: &str) -> IllegalMove {
    position
        .check(mv.parse().expect("a move"))
        .expect_err("an illegal move")
}

/// Gold d4 shows Cross up, Star north (so Stop south, Hoops east, Slider west).
const STOP_SLIDER_HOOPS: &str = "6tCL/3*3/7/3gCS3/7/3*3/7 g";

#[test]
fn stop_slider_and_hoops_from_the_middle() {
    let p = position(STOP_SLIDER_HOOPS);
    // North: Stop comes up on d5, no hop. South: the Star would face up on
    // d3, which is not the target. East: the Slider on e4 runs to each edge.
    // West: Hoops on c4 reaches every square at distance 1 or 3 except the
    // stars d2 and d6.
    let expected = set(&[
        "d4N", "d4E-e7", "d4E-e1", "d4E-g4", "d4E-a4", "d4W-c5", "d4W-c3", "d4W-b4", "d4W-d4",
        "d4W-c7", "d4W-c1", "d4W-b6", "d4W-b2", "d4W-a5", "d4W-e5", "d4W-a3", "d4W-e3", "d4W-f4",
    ]);
    assert_eq!(moves(&p), expected);
    assert_eq!(perft(&p, 1), 18);
    assert_eq!(reason(&p, "d4S"), IllegalMove::StarUpOffTarget);
    assert_eq!(reason(&p, "d4N-d6"), IllegalMove::StopHasNoHop);
    assert_eq!(reason(&p, "d4W-d2"), IllegalMove::HopOntoStar(sq("d2")));
    assert_eq!(reason(&p, "d4W-c6"), IllegalMove::HoopsOddDistance);
    assert_eq!(reason(&p, "d4W-c4"), IllegalMove::HoopsOddDistance);
    assert_eq!(reason(&p, "d4E-e5"), IllegalMove::SliderStopsEarly);
    assert_eq!(reason(&p, "d4E-e4"), IllegalMove::SliderMustMove);
    assert_eq!(reason(&p, "d4E-f5"), IllegalMove::SliderStraightLine);
    assert_eq!(reason(&p, "d4E-g7"), IllegalMove::SquareTaken(sq("g7")));
    assert!(matches!(
        reason(&p, "d4E"),
        IllegalMove::HopMissing {
            face: Face::Slider,
            ..
        }
    ));
}

/// Gold a1 shows Star up, X north (so Cross south, Hoops east, Slider west).
#[test]
fn cross_and_slider_from_a_corner_may_use_the_vacated_square() {
    let p = position("6tCL/3*3/7/7/7/3*3/gSX6 g");
    // North: Cross on a2 hops to a3, b2, or back to a1, which it left.
    // East: the Slider on b1 runs north to b7, east to g1, west to a1.
    let expected = set(&["a1N-a3", "a1N-a1", "a1N-b2", "a1E-b7", "a1E-g1", "a1E-a1"]);
    assert_eq!(moves(&p), expected);
    assert_eq!(reason(&p, "a1W"), IllegalMove::TipOffBoard);
    assert_eq!(reason(&p, "a1S"), IllegalMove::TipOffBoard);
    assert_eq!(reason(&p, "a1N-a4"), IllegalMove::CrossHopsOneSquare);
    assert_eq!(reason(&p, "a1N-b3"), IllegalMove::CrossHopsOneSquare);
}

#[test]
fn blocks_stop_cross_and_slider() {
    // As above with a Teal block on b2: the Cross can no longer hop there,
    // and the Slider on b1 cannot go north at all.
    let p = position("6tCL/3*3/7/7/7/1tCL1*3/gSX6 g");
    assert_eq!(moves(&p), set(&["a1N-a3", "a1N-a1", "a1E-g1", "a1E-a1"]));
    assert_eq!(reason(&p, "a1N-b2"), IllegalMove::SquareTaken(sq("b2")));
    assert_eq!(reason(&p, "a1E-b7"), IllegalMove::SliderPathBlocked);
}

/// Gold b4 shows Star up, Hoops north (so Slider south, Cross east, X west).
#[test]
fn x_hops_one_square_diagonally() {
    let p = position("6tCL/3*3/7/1gSH5/7/3*3/7 g");
    assert_eq!(
        moves_starting(&p, "b4E"),
        set(&["b4E-b5", "b4E-d5", "b4E-b3", "b4E-d3"])
    );
    assert_eq!(
        moves_starting(&p, "b4N"),
        set(&["b4N-b7", "b4N-b1", "b4N-g5", "b4N-a5"])
    );
    assert_eq!(
        moves_starting(&p, "b4S"),
        set(&[
            "b4S-b4", "b4S-b2", "b4S-a3", "b4S-c3", "b4S-b6", "b4S-a5", "b4S-c5", "b4S-a1",
            "b4S-c1", "b4S-d4", "b4S-e3",
        ])
    );
    assert_eq!(
        moves_starting(&p, "b4W"),
        set(&["b4W-a5", "b4W-a3", "b4W-b4"])
    );
    assert_eq!(perft(&p, 1), 22);
    assert_eq!(reason(&p, "b4E-c5"), IllegalMove::XHopsOneDiagonal);
    assert_eq!(reason(&p, "b4E-e6"), IllegalMove::XHopsOneDiagonal);
}

/// Gold c4 and c5 show Star up, X north (Cross south, Hoops east, Slider west):
/// tipping east puts the Slider up on the d file, between the stars.
#[test]
fn slider_slides_over_stars_and_may_stop_just_before_them() {
    // From d4: north over d6 to d7, or stop on d5 before the star; south
    // over d2 to d1, or stop on d3; east to g4; west through the vacated c4 to a4.
    let p = position("7/3*3/7/2gSX4/7/3*3/6tCL g");
    assert_eq!(
        moves_starting(&p, "c4E"),
        set(&["c4E-d5", "c4E-d7", "c4E-d3", "c4E-d1", "c4E-g4", "c4E-a4"])
    );
    assert_eq!(reason(&p, "c4E-d6"), IllegalMove::HopOntoStar(sq("d6")));
    assert_eq!(reason(&p, "c4E-d2"), IllegalMove::HopOntoStar(sq("d2")));
    assert_eq!(
        p.hop_path("c4E-d7".parse().unwrap()).unwrap(),
        [sq("d5"), sq("d6"), sq("d7")]
    );
    assert_eq!(
        p.hop_path("c4E-a4".parse().unwrap()).unwrap(),
        [sq("c4"), sq("b4"), sq("a4")]
    );
}

#[test]
fn a_slider_whose_natural_end_is_a_star_stops_before_it() {
    // Teal blocks on d7 and d1: the Slider from d4 would end on the stars,
    // so it stops on d5 and d3.
    let p = position("3tCL3/3*3/7/2gSX4/7/3*3/3tCL3 g");
    assert_eq!(
        moves_starting(&p, "c4E"),
        set(&["c4E-d5", "c4E-d3", "c4E-g4", "c4E-a4"])
    );
    assert_eq!(reason(&p, "c4E-d7"), IllegalMove::SquareTaken(sq("d7")));
}

#[test]
fn a_slider_next_to_a_star_cannot_stop_where_it_started() {
    // From d5 north: over d6 to d7 when it is free; with a block on d7 the
    // natural end is the star d6, and the square before it is d5 itself, so
    // there is no end that way. South it runs over d2 to d1, or stops on d3.
    let open = position("6tCL/3*3/2gSX4/7/7/3*3/7 g");
    assert_eq!(
        moves_starting(&open, "c5E"),
        set(&["c5E-d7", "c5E-d3", "c5E-d1", "c5E-g5", "c5E-a5"])
    );
    let blocked = position("3tCL3/3*3/2gSX4/7/7/3*3/7 g");
    assert_eq!(
        moves_starting(&blocked, "c5E"),
        set(&["c5E-d3", "c5E-d1", "c5E-g5", "c5E-a5"])
    );
    assert_eq!(reason(&blocked, "c5E-d5"), IllegalMove::SliderMustMove);
    // The other tips of the same block, for the whole count: north a Cross
    // on c6 (c7, b6, back to c5; d6 is a star), south an X on c4, west
    // Hoops on b5 (b6 b4 a5 c5, b2 a7 c7 a3 c3 d4 e5).
    assert_eq!(
        moves_starting(&blocked, "c5N"),
        set(&["c5N-c7", "c5N-c5", "c5N-b6"])
    );
    assert_eq!(moves_starting(&blocked, "c5S").len(), 4);
    assert_eq!(moves_starting(&blocked, "c5W").len(), 11);
    assert_eq!(perft(&blocked, 1), 22);
}

/// Gold d5 shows Cross up, Stop north (Star south, Slider east, Hoops west).
#[test]
fn a_block_tipped_star_up_onto_the_target_star_leaves_the_board() {
    let p = position("7/3*3/3gCP3/7/7/3*3/tCL6 g");
    // North: Star up onto d6, Gold's target: removed, no hop. South: Stop on
    // d4. East: Hoops on e5 (4 at distance 1, 10 at distance 3). West: the
    // Slider on c5 runs to c7, c1, a5, and east through the vacated d5 to g5.
    assert_eq!(moves_starting(&p, "d5N"), set(&["d5N"]));
    assert_eq!(moves_starting(&p, "d5S"), set(&["d5S"]));
    assert_eq!(moves_starting(&p, "d5E").len(), 14);
    assert_eq!(
        moves_starting(&p, "d5W"),
        set(&["d5W-c7", "d5W-c1", "d5W-a5", "d5W-g5"])
    );
    assert_eq!(perft(&p, 1), 20);
    assert_eq!(reason(&p, "d5N-d7"), IllegalMove::HopAfterRemoval);

    let after = p.play("d5N".parse().unwrap()).unwrap();
    assert_eq!(after.board().count(Player::Gold), 0);
    assert_eq!(after.status(), Status::Won(Player::Gold));
    assert_eq!(after.legal_moves().len(), 0);
    assert_eq!(perft(&after, 1), 0);
    assert_eq!(
        after.check("a1N".parse().unwrap()),
        Err(IllegalMove::GameOver)
    );
}

#[test]
fn teal_leaves_from_d2() {
    // Teal d3 shows Cross up, Star north: tipping south lifts the Star onto d2.
    let p = position("6gCL/3*3/7/7/3tCS3/3*3/7 t");
    assert_eq!(moves_starting(&p, "d3S"), set(&["d3S"]));
    let after = p.play("d3S".parse().unwrap()).unwrap();
    assert_eq!(after.status(), Status::Won(Player::Teal));
}

#[test]
fn stars_take_a_block_only_star_up_and_only_the_target() {
    // Gold d3 (Cross up, Star north) tipping south would lift the Star onto
    // d2, Gold's own home star. Gold d5 with the same faces tipping north
    // would show Stop on d6, the target.
    let home = position("6tCL/3*3/7/7/3gCS3/3*3/7 g");
    assert_eq!(
        reason(&home, "d3S"),
        IllegalMove::TipOntoHomeStar {
            star: sq("d2"),
            target: sq("d6")
        }
    );
    let target = position("6tCL/3*3/3gCS3/7/7/3*3/7 g");
    assert_eq!(
        reason(&target, "d5N"),
        IllegalMove::TargetNeedsStarUp { top: Face::Stop }
    );
    assert!(moves_starting(&target, "d5N").is_empty());
}

/// Gold c3 shows Star up, Hoops north; Teal blocks on b2 and c1.
#[test]
fn hoops_revisits_squares_and_crosses_stars() {
    // Tipping south puts Hoops up on c2, boxed in by b2, c1 and the star d2.
    // Three steps may go c3 and back, or over the star: d2 then d1/e2 leads
    // on to e1 and f2, which nothing else reaches. a1 is three steps away
    // but only through b1 or a2, which c2 cannot reach in one step.
    let p = position("7/3*3/7/7/2gSH4/1tCL1*3/2tCL4 g");
    assert_eq!(
        moves_starting(&p, "c3S"),
        set(&[
            "c3S-c3", "c3S-c5", "c3S-b4", "c3S-d4", "c3S-a3", "c3S-e3", "c3S-e1", "c3S-f2",
        ])
    );
    assert_eq!(reason(&p, "c3S-a1"), IllegalMove::HoopsNoPath);
    // The path the app animates for c3S-f2 must go over the star.
    let path = p.hop_path("c3S-f2".parse().unwrap()).unwrap();
    assert_eq!(path, [sq("d2"), sq("e2"), sq("f2")]);
    let back = p.hop_path("c3S-c3".parse().unwrap()).unwrap();
    assert_eq!(back.len(), 3);
    assert_eq!(back[2], sq("c3"));
    assert_eq!(reason(&p, "c3S-d2"), IllegalMove::HopOntoStar(sq("d2")));
}

#[test]
fn hoops_in_a_corner_goes_back_and_forth() {
    // Gold b1 (Star up, X north) tips west: Hoops up on a1, with a Teal
    // block on a2. Every path starts a1-b1; a1-b1-a1-b1 ends where it tipped from.
    let p = position("7/3*3/7/7/7/tCL2*3/1gSX5 g");
    assert_eq!(
        moves_starting(&p, "b1W"),
        set(&["b1W-b1", "b1W-d1", "b1W-c2", "b1W-b3"])
    );
}

/// Four blocks on rank 1, each stuck: d1 (Cross up, Slider north, Star
/// east) would show the Star on c1 and cannot tip onto its home star d2;
/// the others (Cross up, Stop north, Star south) would show the Star on
/// rank 2, and their other neighbours are taken.
const JAMMED: &str = "7/3*3/7/7/7/3*3/3gCLtCPgCPtCP g";

#[test]
fn neither_player_can_move_is_a_draw() {
    let p = position(JAMMED);
    assert_eq!(p.status(), Status::Drawn);
    assert_eq!(perft(&p, 1), 0);
    let game = Game::new(RulesOptions::strict(), p);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::NeitherCanMove))
    );
}

#[test]
fn a_deblockled_player_is_skipped() {
    // Without Teal's g1 block, Gold's f1 can tip east (Hoops up on g1), but
    // Teal's e1 is still stuck: loaded with Teal to move, the turn passes.
    let p = position("7/3*3/7/7/7/3*3/3gCLtCPgCP1 t");
    assert_eq!(p.turn(), Player::Gold);
    assert_eq!(
        moves(&p),
        set(&["f1E-g4", "f1E-f3", "f1E-g2", "f1E-e2", "f1E-f1"])
    );
    let mut game = Game::new(RulesOptions::strict(), p);
    // Hopping back to f1 keeps e1 boxed in: Gold moves again.
    let turn = game.play("f1E-f1".parse().unwrap()).unwrap();
    assert!(turn.opponent_blocked);
    assert_eq!(game.position().turn(), Player::Gold);
    // Leaving f1 frees e1: Teal's turn.
    let mut game = Game::new(RulesOptions::strict(), p);
    let turn = game.play("f1E-g4".parse().unwrap()).unwrap();
    assert!(!turn.opponent_blocked);
    assert_eq!(game.position().turn(), Player::Teal);
}

#[test]
fn moving_the_wrong_block_says_whose_it_is() {
    let p = position(STOP_SLIDER_HOOPS);
    assert_eq!(
        reason(&p, "g7S"),
        IllegalMove::NotYourBlock {
            square: sq("g7"),
            owner: Player::Teal
        }
    );
    assert_eq!(reason(&p, "a1N"), IllegalMove::NoBlock(sq("a1")));
}

#[test]
fn the_example_start_moves_match_the_spec() {
    // The spec: c1N-d3 (X up on c2, hop to d3) and e3N (Stop up) are legal.
    let p = Position::example_start();
    assert!(p.is_legal("c1N-d3".parse().unwrap()));
    assert!(p.is_legal("e3N".parse().unwrap()));
    assert_eq!(p.legal_moves().len(), 39);
}

fn sq(name: &str) -> tabletop_rules::deblockle::Square {
    name.parse().expect("a square")
}
