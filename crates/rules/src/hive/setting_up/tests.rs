//! The set-up against hand-made positions.

use super::*;
use crate::hive::rules::Expansions;
use crate::hive::{HiveGame, HiveNotationError};

fn piece(name: &str) -> Piece {
    Piece::parse(name).expect("a tile")
}

fn set_up(tiles: &[(&str, Hex)]) -> HiveSetup {
    let mut setup = HiveSetup::new(HiveRules::STANDARD.with_expansions(Expansions::ALL));
    for &(name, hex) in tiles {
        setup.put(piece(name), hex).expect("in the game");
    }
    setup
}

const EAST: Hex = Hex { q: 1, r: 0 };
const WEST: Hex = Hex { q: -1, r: 0 };
const FAR: Hex = Hex { q: 3, r: 0 };

#[test]
fn a_hive_in_two_parts_is_no_game() {
    let setup = set_up(&[("wQ", Hex::ORIGIN), ("bQ", EAST), ("wA1", FAR)]);
    assert_eq!(setup.check(), Err(SetupError::HiveInParts));
    let joined = set_up(&[
        ("wQ", Hex::ORIGIN),
        ("bQ", EAST),
        ("wA1", Hex { q: 2, r: 0 }),
    ]);
    assert_eq!(joined.check(), Ok(()));
}

#[test]
fn only_beetles_and_mosquitoes_climb() {
    let ant_on_top = set_up(&[("wQ", Hex::ORIGIN), ("bQ", EAST), ("bA1", EAST)]);
    assert_eq!(ant_on_top.check(), Err(SetupError::Climber(piece("bA1"))));
    let beetle = set_up(&[
        ("wQ", Hex::ORIGIN),
        ("bQ", EAST),
        ("bB1", EAST),
        ("wM", EAST),
    ]);
    assert_eq!(beetle.check(), Ok(()));
    // Under a beetle, any tile may lie.
    let under = set_up(&[
        ("wQ", Hex::ORIGIN),
        ("bG1", EAST),
        ("wB1", EAST),
        ("bQ", WEST),
    ]);
    assert_eq!(under.check(), Ok(()));
}

#[test]
fn the_queen_comes_by_the_fourth_tile_and_white_plays_first() {
    let line = [Hex::ORIGIN, EAST, Hex { q: 2, r: 0 }, Hex { q: 3, r: 0 }];
    let four: Vec<(&str, Hex)> = ["wA1", "wA2", "wA3", "wG1"].into_iter().zip(line).collect();
    assert_eq!(
        set_up(&four).check(),
        Err(SetupError::NoQueen(Colour::White))
    );
    // Three without her is allowed, with Black's first tile beside them.
    let mut three = four[..3].to_vec();
    three.push(("bQ", Hex { q: 0, r: 1 }));
    assert_eq!(set_up(&three).check(), Ok(()));
    assert_eq!(
        set_up(&[("bQ", Hex::ORIGIN)]).check(),
        Err(SetupError::BlackFirst)
    );
}

#[test]
fn each_first_turn_puts_a_tile_down() {
    let line = [Hex::ORIGIN, EAST, Hex { q: 2, r: 0 }];
    let white: Vec<(&str, Hex)> = ["wA1", "wA2", "wG1"].into_iter().zip(line).collect();
    // Three White tiles and no Black one: Black's first turn, which
    // always has a placement beside White's first tile, was skipped.
    for to_move in [Colour::White, Colour::Black] {
        let setup = HiveSetup {
            to_move,
            ..set_up(&white)
        };
        assert_eq!(setup.check(), Err(SetupError::BlackNotPlayed));
    }
    // One White tile: Black's first turn is next, and only next.
    let first = set_up(&white[..1]);
    assert_eq!(first.check(), Err(SetupError::BlackNotPlayed));
    let black_next = HiveSetup {
        to_move: Colour::Black,
        ..first
    };
    assert_eq!(black_next.check(), Ok(()));
    // Nothing down: White's first turn.
    let empty = set_up(&[]);
    assert_eq!(empty.check(), Ok(()));
    let black_to_move = HiveSetup {
        to_move: Colour::Black,
        ..empty
    };
    assert_eq!(black_to_move.check(), Err(SetupError::WhiteNotPlayed));
    // Later turns may move a tile instead: both counts and both players
    // to move are allowed once each has a tile down.
    let mut both = white.clone();
    both.push(("bQ", Hex { q: 0, r: 1 }));
    for to_move in [Colour::White, Colour::Black] {
        let setup = HiveSetup {
            to_move,
            ..set_up(&both)
        };
        assert_eq!(setup.check(), Ok(()), "{to_move:?} to move");
    }
}

#[test]
fn a_bug_not_played_with_is_refused() {
    let mut base = HiveSetup::new(HiveRules::STANDARD);
    assert_eq!(
        base.put(piece("wM"), Hex::ORIGIN),
        Err(SetupError::NotInGame(piece("wM")))
    );
    assert_eq!(base.stacks().count(), 0);
}

#[test]
fn a_tile_goes_within_reach_of_the_others_or_the_middle() {
    let mut setup = set_up(&[("wQ", Hex::ORIGIN)]);
    let edge = Hex { q: 8, r: 0 };
    let beyond = Hex { q: 9, r: 0 };
    assert_eq!(setup.put(piece("bQ"), beyond), Err(SetupError::OutOfReach));
    assert_eq!(setup.location(piece("bQ")), None, "nothing changed");
    setup.put(piece("bQ"), edge).expect("eight hexes away");
    // From the Queen at the edge the table reaches on, eight hexes more.
    setup
        .put(piece("bA1"), Hex { q: 16, r: 0 })
        .expect("near bQ");
    // A tile moved is no tile to reach from: bA1 alone out there cannot
    // go further.
    assert_eq!(
        setup.put(piece("bA1"), Hex { q: 24, r: -8 }),
        Err(SetupError::OutOfReach)
    );
    assert_eq!(setup.location(piece("bA1")), Some(Hex { q: 16, r: 0 }));
    // Diagonally, by hex distance: (5, 4) is nine away, (4, 4) eight.
    let mut alone = set_up(&[]);
    assert_eq!(
        alone.put(piece("wQ"), Hex { q: 5, r: 4 }),
        Err(SetupError::OutOfReach)
    );
    alone
        .put(piece("wQ"), Hex { q: 4, r: 4 })
        .expect("eight away");
}

#[test]
fn tiles_laid_out_apart_stay_within_one_hives_span() {
    // Each tile within reach of the last, the line growing east.
    let mut setup = set_up(&[("wQ", Hex::ORIGIN)]);
    for (tile, q) in [("bQ", 8), ("bA1", 16), ("bA2", 24)] {
        setup
            .put(piece(tile), Hex { q, r: 0 })
            .expect("within reach");
    }
    let past = Hex { q: 28, r: 0 };
    assert_eq!(setup.put(piece("bA3"), past), Err(SetupError::OutOfReach));
    setup
        .put(piece("bA3"), Hex { q: 27, r: 0 })
        .expect("27 from wQ");
    // With the tile at the west end moved east, the line reaches further.
    setup.put(piece("wQ"), Hex { q: 4, r: 0 }).expect("near bQ");
    setup
        .put(piece("bB1"), Hex { q: 31, r: 0 })
        .expect("27 from wQ");
    // The board, which folds hexes 32 apart, shows each tile where it lies.
    let board = setup.laid_out();
    for (tile, hex) in setup.tiles() {
        assert_eq!(board.top(hex), Some(tile), "{tile}");
    }
}

#[test]
fn a_tile_put_again_moves_and_take_lifts_the_top() {
    let mut setup = set_up(&[("wQ", Hex::ORIGIN), ("bB1", EAST)]);
    setup.put(piece("bB1"), Hex::ORIGIN).expect("in the game");
    assert_eq!(setup.location(piece("bB1")), Some(Hex::ORIGIN));
    assert_eq!(setup.stacks().count(), 1, "east is empty again");
    assert_eq!(setup.take(Hex::ORIGIN), Some(piece("bB1")));
    assert_eq!(setup.take(Hex::ORIGIN), Some(piece("wQ")));
    assert_eq!(setup.take(Hex::ORIGIN), None);
}

#[test]
fn the_position_is_the_tiles_with_the_player_to_move() {
    let mut setup = set_up(&[
        ("wQ", Hex::ORIGIN),
        ("bQ", EAST),
        ("wB1", WEST),
        ("bB1", EAST),
    ]);
    setup.to_move = Colour::Black;
    let position = setup.position().expect("a game reaches it");
    assert_eq!(position.to_move(), Colour::Black);
    assert_eq!(position.height(EAST), 2);
    assert_eq!(position.top(EAST), Some(piece("bB1")));
    // Black has had a turn for each of its two tiles: this is its third.
    assert_eq!(position.turn_number(), 3);
    assert_eq!(HiveSetup::of(&position), setup);
    // A game goes on from it.
    assert!(!position.legal_moves().is_empty());
}

#[test]
fn tiles_come_from_the_reserve_in_number_order_and_are_numbered_afresh() {
    let mut setup = set_up(&[("wQ", Hex::ORIGIN)]);
    let ants = [EAST, Hex { q: 2, r: 0 }, WEST];
    for (number, hex) in (1..).zip(ants) {
        let ant = setup.next_in_reserve(Colour::White, Bug::Ant);
        assert_eq!(ant.map(|ant| ant.number), Some(number));
        setup.put(ant.expect("one left"), hex).expect("in the game");
    }
    assert_eq!(setup.next_in_reserve(Colour::White, Bug::Ant), None);
    // wA1 back to the reserve: the ant east of it is wA1 now, the one
    // west wA2, and wA3 is the one left to put down.
    assert_eq!(setup.take(EAST), Some(piece("wA1")));
    assert_eq!(setup.location(piece("wA1")), Some(Hex { q: 2, r: 0 }));
    assert_eq!(setup.location(piece("wA2")), Some(WEST));
    assert_eq!(setup.location(piece("wA3")), None);
    assert_eq!(
        setup.next_in_reserve(Colour::White, Bug::Ant),
        Some(piece("wA3"))
    );
    // No Mosquito in the base game's reserve.
    let base = HiveSetup::new(HiveRules::STANDARD);
    assert_eq!(base.next_in_reserve(Colour::Black, Bug::Mosquito), None);
}

#[test]
fn a_set_up_is_saved_as_its_tiles_and_read_back() {
    let mut setup = set_up(&[
        ("wQ", Hex::ORIGIN),
        ("bG1", EAST),
        ("wB1", EAST),
        ("bQ", WEST),
    ]);
    setup.to_move = Colour::Black;
    let text = ron::to_string(&setup).expect("written");
    assert!(
        text.contains("(\"bG1\",(q:1,r:0)),(\"wB1\",(q:1,r:0))"),
        "{text}"
    );
    let read: HiveSetup = ron::from_str(&text).expect("read");
    assert_eq!(read, setup);
    // A tile named twice lies where it was put last; numbers close up.
    let saved = |tiles: &[(&str, Hex)]| {
        let tiles = tiles
            .iter()
            .map(|&(name, hex)| (piece(name), hex))
            .collect();
        let saved = SetupTiles {
            rules: HiveRules::STANDARD,
            to_move: Colour::White,
            tiles,
        };
        ron::to_string(&saved).expect("written")
    };
    let twice = saved(&[("wQ", Hex::ORIGIN), ("wA2", EAST), ("wA2", WEST)]);
    let read: HiveSetup = ron::from_str(&twice).expect("read");
    assert_eq!(read.stacks().count(), 2);
    assert_eq!(read.location(piece("wA1")), Some(WEST));
    let mosquito = saved(&[("wQ", Hex::ORIGIN), ("wM", EAST)]);
    assert!(
        ron::from_str::<HiveSetup>(&mosquito).is_err(),
        "not in the base game"
    );
}

#[test]
fn a_laid_out_position_that_no_game_reaches_still_answers_the_rules() {
    // Shown on the table while set up: the move generator meets them.
    let apart = set_up(&[("wQ", Hex::ORIGIN), ("bQ", EAST), ("wA1", FAR)]);
    let climber = set_up(&[("wQ", Hex::ORIGIN), ("bQ", EAST), ("bA1", EAST)]);
    let black_first = set_up(&[("bQ", Hex::ORIGIN), ("bA1", EAST)]);
    let black_skipped = set_up(&[("wA1", Hex::ORIGIN), ("wA2", EAST)]);
    for setup in [apart, climber, black_first, black_skipped] {
        assert!(setup.check().is_err());
        let position = setup.laid_out();
        let _ = position.legal_moves();
        assert_eq!(HiveSetup::of(&position), setup);
    }
}

#[test]
fn a_game_from_a_set_up_moves_as_the_rules_say() {
    // wQ at the origin, bQ east of it, White's second turn. Hand count:
    // the hexes touching White's tiles only are (0,-1), (-1,0) and
    // (-1,1), for each of the four kinds in hand; the Queen slides round
    // the other to (1,-1) or (0,1). 14 moves.
    let mut setup = HiveSetup::new(HiveRules::STANDARD);
    setup.put(piece("wQ"), Hex::ORIGIN).expect("base");
    setup.put(piece("bQ"), EAST).expect("base");
    let position = setup.position().expect("a game reaches it");
    assert_eq!(position.turn_number(), 2);
    assert_eq!(position.legal_moves().len(), 14);
    let mut game = HiveGame::from_position(position);
    assert_eq!(game.set_up(), Some(setup.clone()));
    assert_eq!(
        game.check_for_other_programs(),
        Err(HiveNotationError::SetUpStart)
    );
    assert_eq!(HiveGame::new().check_for_other_programs(), Ok(()));
    game.play("wA1 -wQ").expect("legal");
    game.play("bA1 bQ-").expect("legal");
    let text = game.to_string();
    assert_eq!(HiveGame::parse_from(&text, &setup), Ok(game.clone()));
    // From the empty table the same moves are nonsense.
    assert!(HiveGame::parse(&text).is_err());
    let again = game.restarted();
    assert!(again.moves().is_empty());
    assert_eq!(again.position(), &game.positions()[0]);
    assert_eq!(again.set_up(), Some(setup.clone()));
    let relaxed = HiveRules {
        tournament: false,
        ..HiveRules::STANDARD
    };
    let under = game.under_rules(relaxed).expect("the same moves");
    assert_eq!(under.set_up().map(|s| s.rules), Some(relaxed));
    assert_eq!(under.moves(), game.moves());
    let unreachable = HiveSetup {
        to_move: Colour::White,
        ..set_up(&[("bQ", Hex::ORIGIN)])
    };
    assert!(matches!(
        HiveGame::parse_from("Base+MLP;NotStarted;White[1]", &unreachable),
        Err(HiveNotationError::BadStart(SetupError::BlackFirst))
    ));
}
