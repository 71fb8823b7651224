//! Hive's rules on positions worked out by hand: a gate, a pinned tile,
//! the Spider round two tiles, the Grasshopper's jump, a Beetle gate at
//! height, the fourth-turn Queen, and both Queens surrounded at once.

use tabletop_rules::hive::{
    DrawReason, Freedom, Hex, HiveGame, HiveIllegal, HiveOutcome, HiveRules, Move, Piece, Position,
    perft,
};

fn p(name: &str) -> Piece {
    Piece::parse(name).expect("a piece")
}

fn h(q: i16, r: i16) -> Hex {
    Hex { q, r }
}

/// White to move on its sixth turn: both Queens are long placed.
const WHITE_LATE: u32 = 10;

fn destinations(position: &Position, piece: &str) -> Vec<Hex> {
    let mut ends: Vec<Hex> = position
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Move(moved, to) if moved == p(piece) => Some(to),
            _ => None,
        })
        .collect();
    ends.sort_unstable();
    ends
}

#[test]
fn nothing_slides_through_a_gate_into_a_surrounded_hole() {
    // (1,0) is empty with all six neighbours taken.
    let position = Position::from_tiles(
        &[
            (p("wQ"), h(0, 0)),
            (p("bQ"), h(1, -1)),
            (p("wS1"), h(0, 1)),
            (p("bS1"), h(2, -1)),
            (p("wA1"), h(1, 1)),
            (p("bA1"), h(2, 0)),
        ],
        WHITE_LATE,
    );
    assert!(
        position
            .legal_moves()
            .iter()
            .all(|mv| !matches!(mv, Move::Move(_, to) if *to == h(1, 0)))
    );
    assert_eq!(
        position.check(Move::Move(p("wA1"), h(1, 0))),
        Err(HiveIllegal::CannotReach {
            bug: tabletop_rules::hive::Bug::Ant
        })
    );
}

#[test]
fn the_middle_of_a_line_is_pinned() {
    let position = Position::from_tiles(
        &[(p("wA1"), h(-1, 0)), (p("wQ"), h(0, 0)), (p("bQ"), h(1, 0))],
        WHITE_LATE,
    );
    assert!(destinations(&position, "wQ").is_empty());
    assert_eq!(
        position.check(Move::Move(p("wQ"), h(0, 1))),
        Err(HiveIllegal::Pinned(p("wQ")))
    );
    assert!(
        !destinations(&position, "wA1").is_empty(),
        "the end of the line is free"
    );
}

#[test]
fn the_spider_goes_exactly_three_round_either_way_and_the_grasshopper_jumps_the_line() {
    let spider = Position::from_tiles(
        &[(p("wS1"), h(-1, 0)), (p("wQ"), h(0, 0)), (p("bQ"), h(1, 0))],
        WHITE_LATE,
    );
    // Round the two tiles: north (0,-1), (1,-1), (2,-1); or south (-1,1), (0,1), (1,1).
    assert_eq!(destinations(&spider, "wS1"), [h(1, 1), h(2, -1)]);
    let grasshopper = Position::from_tiles(
        &[(p("wG1"), h(-1, 0)), (p("wQ"), h(0, 0)), (p("bQ"), h(1, 0))],
        WHITE_LATE,
    );
    assert_eq!(destinations(&grasshopper, "wG1"), [h(2, 0)]);
}

#[test]
fn a_beetle_on_the_hive_cannot_drop_between_two_higher_stacks() {
    // The Beetle on (0,0) stands at height 2; (1,0) is empty; its flanks
    // (1,-1) and (0,1) are stacks of 2: min(2, 2) > max(1, 0), a gate.
    let tiles = [
        (p("wA1"), h(0, 0)),
        (p("wB1"), h(0, 0)),
        (p("bQ"), h(1, -1)),
        (p("bB1"), h(1, -1)),
        (p("wQ"), h(0, 1)),
        (p("bB2"), h(0, 1)),
    ];
    let gated = Position::from_tiles(&tiles, WHITE_LATE);
    assert!(!destinations(&gated, "wB1").contains(&h(1, 0)));
    // With one flank only one high, the drop is open.
    let open = Position::from_tiles(&tiles[..5], WHITE_LATE);
    assert!(destinations(&open, "wB1").contains(&h(1, 0)));
    // The Beetle's tile under it cannot move.
    assert_eq!(
        gated.check(Move::Move(p("wA1"), h(-1, 0))),
        Err(HiveIllegal::Covered(p("wA1")))
    );
}

#[test]
fn on_the_fourth_turn_only_the_queen_may_be_placed() {
    let game = HiveGame::parse(
        "Base;InProgress;White[4];wS1;bS1 -wS1;wA1 wS1-;bA1 -bS1;wG1 wA1-;bG1 -bA1",
    )
    .expect("a legal game");
    let position = game.position();
    assert_eq!(position.turn_number(), 4);
    let moves = position.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves
            .iter()
            .all(|mv| matches!(mv, Move::Place(piece, _) if *piece == p("wQ")))
    );
    let elsewhere = position.parse_move("wB1 wG1-");
    assert!(elsewhere.is_err_and(|e| e.to_string().contains("fourth turn")));
    // Before its Queen is down, no tile of White's may move.
    assert_eq!(
        position.check(Move::Move(p("wG1"), h(-2, 1))),
        Err(HiveIllegal::QueenDue)
    );
}

#[test]
fn both_queens_surrounded_at_once_is_a_draw_and_one_is_a_win() {
    let mut tiles = vec![(p("wQ"), h(0, 0)), (p("bQ"), h(1, 0))];
    let around = [
        h(1, -1),
        h(0, -1),
        h(-1, 0),
        h(-1, 1),
        h(0, 1),
        h(2, -1),
        h(2, 0),
        h(1, 1),
    ];
    let names = ["wA1", "wA2", "wA3", "bA1", "bA2", "bA3", "wS1", "bS1"];
    tiles.extend(names.iter().zip(around).map(|(name, hex)| (p(name), hex)));
    let both = Position::from_tiles(&tiles, WHITE_LATE);
    assert_eq!(both.outcome(), Some(HiveOutcome::Draw));
    assert!(
        both.legal_moves().is_empty(),
        "a finished game has no moves"
    );
    assert_eq!(
        HiveGame::from_position(both.clone()).draw_reason(),
        Some(DrawReason::BothSurrounded)
    );
    // Free one of Black's sides: only White's Queen is surrounded, Black wins.
    let one = Position::from_tiles(&tiles[..tiles.len() - 1], WHITE_LATE);
    assert_eq!(
        one.outcome(),
        Some(HiveOutcome::Win(tabletop_rules::hive::Colour::Black))
    );
}

#[test]
fn without_the_tournament_rule_the_queen_may_open() {
    let rules = HiveRules {
        tournament: false,
        ..HiveRules::STANDARD
    };
    let start = Position::starting(rules);
    // Five kinds at the origin; then five kinds on each of its six neighbours.
    assert_eq!(perft(&start, 1), 5);
    assert_eq!(perft(&start, 2), 5 * 5 * 6);
    let mut game = HiveGame::with_rules(rules);
    assert!(game.play("wQ").is_ok());
    assert!(game.play("bQ wQ-").is_ok());
}

#[test]
fn without_the_repetition_rule_a_position_may_come_back_a_third_time() {
    let text = "Base;InProgress;White[7];wS1;bB1 wS1-;wQ \\wS1;bQ bB1\\;wQ -wS1;bQ bB1-;wQ \\wS1;bQ bB1\\;wQ -wS1;bQ bB1-;wQ \\wS1;bQ bB1\\";
    let rules = HiveRules {
        threefold_repetition: false,
        ..HiveRules::STANDARD
    };
    let game = HiveGame::parse_under(text, rules).expect("legal");
    assert_eq!(game.outcome(), None);
    assert!(!game.legal_moves().is_empty());
    assert!(HiveGame::parse(text).expect("legal").outcome().is_some());
}

#[test]
fn freedoms_tell_pinned_blocked_buried_and_free_tiles() {
    // A line: White's Ant (-1,0), White's Queen (0,0), Black's Queen (1,0),
    // and White's Beetle on top of Black's Queen.
    let line = Position::from_tiles(
        &[
            (p("wA1"), h(-1, 0)),
            (p("wQ"), h(0, 0)),
            (p("bQ"), h(1, 0)),
            (p("wB1"), h(1, 0)),
        ],
        WHITE_LATE,
    );
    let mut freedoms: Vec<_> = line.freedoms().map(|(piece, _, f)| (piece, f)).collect();
    freedoms.sort_unstable_by_key(|&(piece, _)| piece);
    assert_eq!(
        freedoms,
        [
            (p("wQ"), Freedom::Pinned),
            (p("wB1"), Freedom::Free),
            (p("wA1"), Freedom::Free),
            (p("bQ"), Freedom::Buried),
        ]
    );
    // White's Queen with five sides taken in one run: not pinned, but its
    // one free side (0,1) is a gate between (-1,1) and (1,0).
    let walled = Position::from_tiles(
        &[
            (p("wQ"), h(0, 0)),
            (p("bA1"), h(1, 0)),
            (p("bA2"), h(1, -1)),
            (p("bA3"), h(0, -1)),
            (p("bS1"), h(-1, 0)),
            (p("bS2"), h(-1, 1)),
        ],
        WHITE_LATE,
    );
    let queen = walled.freedoms().find(|&(piece, _, _)| piece == p("wQ"));
    assert_eq!(queen, Some((p("wQ"), h(0, 0), Freedom::Blocked)));
    assert!(destinations(&walled, "wQ").is_empty());
}
