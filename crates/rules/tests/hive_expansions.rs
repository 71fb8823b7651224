//! The expansion bugs on positions worked out by hand (axial coordinates:
//! east is (1,0), north-west (0,-1); each hex's neighbours and gates drawn
//! on paper): the Pillbug's throw and its gate, the tile moved last turn
//! after a throw and after a pass, a Mosquito beside only a Mosquito, a
//! Mosquito throwing as a Pillbug, and the Ladybug over a stack and
//! through a gate at height.

use tabletop_rules::hive::{
    Bug, Expansions, Hex, HiveGame, HiveIllegal, Move, Piece, Position, Throw,
};

fn p(name: &str) -> Piece {
    Piece::parse(name).expect("a piece")
}

fn h(q: i16, r: i16) -> Hex {
    Hex { q, r }
}

/// White to move on its sixth turn: both Queens are long placed.
const WHITE_LATE: u32 = 10;

fn sorted(mut hexes: Vec<Hex>) -> Vec<Hex> {
    hexes.sort_unstable();
    hexes
}

/// Where `piece` can go this turn, by itself or thrown.
fn destinations(position: &Position, piece: &str) -> Vec<Hex> {
    sorted(
        position
            .legal_moves()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Move(moved, to) if moved == p(piece) => Some(to),
                _ => None,
            })
            .collect(),
    )
}

/// Where `by` can throw `piece`.
fn throws(position: &Position, by: &str, piece: &str) -> Vec<Hex> {
    sorted(
        position
            .throws()
            .into_iter()
            .filter(|throw| throw.by == p(by) && throw.piece == p(piece))
            .map(|throw| throw.to)
            .collect(),
    )
}

/// wQ (1,0) – wP (0,0) – bQ (-1,0): a line with the Pillbug in the middle.
fn pillbug_between_queens() -> Position {
    Position::from_tiles(
        &[(p("wP"), h(0, 0)), (p("wQ"), h(1, 0)), (p("bQ"), h(-1, 0))],
        WHITE_LATE,
    )
}

#[test]
fn a_pillbug_throws_either_colour_over_itself_to_its_empty_neighbours() {
    let position = pillbug_between_queens();
    // Its four empty neighbours; the Queens at the line's ends are free.
    let holes = vec![h(-1, 1), h(0, -1), h(0, 1), h(1, -1)];
    assert_eq!(throws(&position, "wP", "wQ"), holes);
    assert_eq!(throws(&position, "wP", "bQ"), holes);
    // The Pillbug holds the line together, so it does not move itself; the
    // white Queen's own slides (to (1,-1) and (0,1)) are throws too, once.
    assert_eq!(destinations(&position, "wP"), vec![]);
    assert_eq!(position.why_immobile(p("wP")), None, "it can throw");
    assert_eq!(destinations(&position, "wQ"), holes);
    assert_eq!(destinations(&position, "bQ"), holes);
    let thrown = Move::Move(p("bQ"), h(0, 1));
    assert_eq!(position.path(thrown), vec![h(-1, 0), h(0, 0), h(0, 1)]);
    assert_eq!(position.thrower(p("bQ"), h(0, 1)), Some(h(0, 0)));
}

#[test]
fn a_pillbug_neither_lifts_nor_drops_through_a_gate_at_height_nor_moves_a_stack() {
    // Beetles make (-1,0) and (1,-1) stacks of two: (0,-1) between them is
    // gated, and neither stack's top can be thrown.
    let position = Position::from_tiles(
        &[
            (p("wP"), h(0, 0)),
            (p("wQ"), h(1, 0)),
            (p("bQ"), h(-1, 0)),
            (p("bB1"), h(-1, 0)),
            (p("wG1"), h(1, -1)),
            (p("wB1"), h(1, -1)),
        ],
        WHITE_LATE,
    );
    let all: Vec<Throw> = position.throws();
    assert!(all.iter().all(|throw| throw.piece == p("wQ")), "{all:?}");
    assert_eq!(throws(&position, "wP", "wQ"), vec![h(-1, 1), h(0, 1)]);
    assert_eq!(
        position.check(Move::Move(p("bB1"), h(0, 1))),
        Err(HiveIllegal::StackedNotThrown(p("bB1")))
    );
}

#[test]
fn the_tile_thrown_rests_a_turn_and_is_free_again_after_a_pass() {
    let mut position = pillbug_between_queens();
    let throw = Move::Move(p("bQ"), h(0, 1));
    position = position.play(throw).expect("a legal throw");
    assert_eq!(position.last_moved(), Some(p("bQ")));
    // Black's Queen may not step away on Black's turn.
    assert_eq!(destinations(&position, "bQ"), vec![]);
    assert_eq!(
        position.check(Move::Move(p("bQ"), h(-1, 1))),
        Err(HiveIllegal::MovedLastTurn(p("bQ")))
    );
    // Black passes (played directly; the pass is about the turn, not why):
    // nothing moved, so White's Pillbug may throw the Queen straight back.
    position.make(Move::Pass);
    assert_eq!(position.last_moved(), None);
    assert!(throws(&position, "wP", "bQ").contains(&h(-1, 1)));
    // And a tile the other side just moved may not be thrown.
    let mut position = pillbug_between_queens();
    position.make(Move::Pass);
    position.make(Move::Move(p("bQ"), h(-1, 1)));
    assert_eq!(throws(&position, "wP", "bQ"), vec![]);
    assert_eq!(
        position.check(Move::Move(p("bQ"), h(0, 1))),
        Err(HiveIllegal::MovedLastTurn(p("bQ")))
    );
}

#[test]
fn a_pillbug_thrown_last_turn_may_not_throw() {
    // wQ (1,0) – wP (0,0) – bP (-1,0) – bQ (-2,0): White throws Black's
    // Pillbug to (0,1), where it touches White's Queen and Pillbug.
    let position = Position::from_tiles(
        &[
            (p("wP"), h(0, 0)),
            (p("wQ"), h(1, 0)),
            (p("bP"), h(-1, 0)),
            (p("bQ"), h(-2, 0)),
        ],
        WHITE_LATE,
    );
    // bP holds bQ to the hive: it cannot be thrown; the white Queen can.
    assert_eq!(throws(&position, "wP", "bP"), vec![]);
    let position = Position::from_tiles(
        &[
            (p("wP"), h(0, 0)),
            (p("wQ"), h(1, 0)),
            (p("bP"), h(-1, 0)),
            (p("bQ"), h(-1, 1)),
        ],
        WHITE_LATE,
    );
    let after = position
        .play(Move::Move(p("bP"), h(0, -1)))
        .expect("a throw");
    assert!(after.throws().is_empty(), "{:?}", after.throws());
    assert_eq!(destinations(&after, "bP"), vec![]);
}

#[test]
fn a_mosquito_beside_only_a_mosquito_cannot_move() {
    // wQ (-2,0) – bQ (-1,0) – bM (0,0) – wM (1,0).
    let position = Position::from_tiles(
        &[
            (p("wQ"), h(-2, 0)),
            (p("bQ"), h(-1, 0)),
            (p("bM"), h(0, 0)),
            (p("wM"), h(1, 0)),
        ],
        WHITE_LATE,
    );
    assert_eq!(destinations(&position, "wM"), vec![]);
    assert_eq!(
        position.why_immobile(p("wM")),
        Some(HiveIllegal::NowhereToGo(p("wM")))
    );
}

#[test]
fn a_mosquito_beside_a_pillbug_throws_as_one() {
    // wQ (-2,0) – bQ (-1,0) – wM (0,0) – bP (1,0): the Mosquito holds the
    // line, so it does not move, but it lifts Black's Pillbug over itself;
    // Black's Queen holds White's to the hive and stays.
    let position = Position::from_tiles(
        &[
            (p("wQ"), h(-2, 0)),
            (p("bQ"), h(-1, 0)),
            (p("wM"), h(0, 0)),
            (p("bP"), h(1, 0)),
        ],
        WHITE_LATE,
    );
    let holes = vec![h(-1, 1), h(0, -1), h(0, 1), h(1, -1)];
    assert_eq!(throws(&position, "wM", "bP"), holes);
    assert_eq!(throws(&position, "wM", "bQ"), vec![]);
    assert_eq!(destinations(&position, "wM"), vec![]);
    assert_eq!(destinations(&position, "bP"), holes);
}

#[test]
fn a_mosquito_copies_every_bug_it_touches() {
    // wM (0,0) touches wQ (1,-1) and wG1 (1,0), with bQ beyond both: it
    // slides as the Queen and jumps as the Grasshopper.
    let position = Position::from_tiles(
        &[
            (p("wM"), h(0, 0)),
            (p("wQ"), h(1, -1)),
            (p("wG1"), h(1, 0)),
            (p("bQ"), h(2, -1)),
        ],
        WHITE_LATE,
    );
    // Slides from (0,0) with its east and north-east taken: north-west
    // (0,-1) and south-east (0,1). Jumps: over wG1 to (2,0), over wQ to
    // (2,-2).
    assert_eq!(
        destinations(&position, "wM"),
        sorted(vec![h(0, -1), h(0, 1), h(2, 0), h(2, -2)])
    );
    assert_eq!(
        position.path(Move::Move(p("wM"), h(2, 0))),
        vec![h(0, 0), h(2, 0)]
    );
    assert_eq!(
        position.path(Move::Move(p("wM"), h(0, 1))),
        vec![h(0, 0), h(0, 1)]
    );
}

#[test]
fn a_ladybug_climbs_a_stack_and_comes_down_beyond_it() {
    // wL (0,0) – wQ (1,0) – a stack of bQ under bB1 at (2,0).
    let position = Position::from_tiles(
        &[
            (p("wL"), h(0, 0)),
            (p("wQ"), h(1, 0)),
            (p("bQ"), h(2, 0)),
            (p("bB1"), h(2, 0)),
        ],
        WHITE_LATE,
    );
    assert_eq!(
        destinations(&position, "wL"),
        sorted(vec![h(3, 0), h(3, -1), h(2, -1), h(1, 1), h(2, 1)])
    );
    assert_eq!(
        position.path(Move::Move(p("wL"), h(3, 0))),
        vec![h(0, 0), h(1, 0), h(2, 0), h(3, 0)]
    );
}

#[test]
fn a_ladybug_may_not_climb_between_two_higher_stacks() {
    // Stacks of two at (0,1) and (1,-1) gate the Ladybug's step from (0,0)
    // onto wQ (1,0); it climbs onto either stack, steps onto wQ and down
    // beside it, and never reaches the far sides of the stacks.
    let position = Position::from_tiles(
        &[
            (p("wL"), h(0, 0)),
            (p("wQ"), h(1, 0)),
            (p("bQ"), h(0, 1)),
            (p("bB1"), h(0, 1)),
            (p("wG1"), h(1, -1)),
            (p("wB1"), h(1, -1)),
        ],
        WHITE_LATE,
    );
    assert_eq!(
        destinations(&position, "wL"),
        sorted(vec![h(2, 0), h(2, -1), h(1, 1)])
    );
}

#[test]
fn game_strings_carry_the_game_type_and_pieces_outside_it_are_refused() {
    let game = HiveGame::parse("Base+MLP;InProgress;White[2];wP;bM wP-").expect("a game");
    assert_eq!(game.rules().expansions, Expansions::ALL);
    assert_eq!(game.to_string(), "Base+MLP;InProgress;White[2];wP;bM wP-");
    let mut base = HiveGame::new();
    assert!(base.play("wM").is_err());
    let mut ladybug = HiveGame::parse("Base+L").expect("a game type");
    assert!(ladybug.play("wL").is_ok());
    assert!(ladybug.play("bP wL-").is_err());
    assert_eq!(Piece::parse("wM").map(|piece| piece.bug), Ok(Bug::Mosquito));
    assert!(Piece::parse("wM1").is_err());
}
