//! Placing rolled blocks action by action, against the spec's setup rules:
//! the owner's starting squares only, one block per square, turns about the
//! vertical only, and every block down before the placement is finished.

use tabletop_rules::deblockle::{
    ByPlayer, Face, Game, GameSetup, Orientation, Placement, Player, Position, RulesOptions,
    SetupError, Square,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn lying(top: Face, north: Face) -> Orientation {
    Orientation::new(top, north).unwrap()
}

/// Teal's blocks of the spec's example start, as they came to rest: the
/// c7, e7, c5 and e5 blocks of `Position::example_start`, but turned
/// differently from how they end up placed.
fn teal_rests() -> Vec<Orientation> {
    use Face::*;
    vec![
        lying(Cross, Star),
        lying(X, Slider),
        lying(Slider, Cross),
        lying(Stop, Hoops),
    ]
}

#[test]
fn placing_and_turning_gives_the_spec_example_start() {
    use Face::*;
    let mut teal = Placement::new(Player::Teal, teal_rests()).unwrap();
    assert_eq!(
        teal.free_squares(),
        [sq("c5"), sq("e5"), sq("c7"), sq("e7")]
    );
    // Each block goes down as it lay, then is turned until it faces the
    // way the example start has it.
    for (block, square, north) in [
        (0, "c7", Slider),
        (1, "e7", Hoops),
        (2, "c5", Star),
        (3, "e5", Cross),
    ] {
        teal.place(block, sq(square)).unwrap();
        let mut turns = 0;
        while teal.orientation(block).unwrap().north() != north {
            teal.turn(block, true).unwrap();
            turns += 1;
            assert!(turns < 4, "four turns come back round");
        }
    }
    assert!(teal.is_complete());
    assert_eq!(teal.free_squares(), []);
    let mut gold = Placement::new(
        Player::Gold,
        vec![
            lying(Cross, Star),
            lying(Hoops, Cross),
            lying(X, Slider),
            lying(Star, Cross),
        ],
    )
    .unwrap();
    for (block, square) in [(0, "e3"), (1, "c3"), (2, "e1"), (3, "c1")] {
        gold.place(block, sq(square)).unwrap();
    }
    let setup = GameSetup {
        rolls: ByPlayer {
            gold: gold.faces(),
            teal: teal.faces(),
        },
        placements: ByPlayer {
            gold: gold.finish().unwrap(),
            teal: teal.finish().unwrap(),
        },
        first: Player::Gold,
    };
    let game = Game::from_setup(RulesOptions::default(), setup).unwrap();
    assert_eq!(game.start(), &Position::example_start());
}

#[test]
fn a_block_goes_only_on_a_free_starting_square_of_its_owner() {
    let mut teal = Placement::new(Player::Teal, teal_rests()).unwrap();
    // Gold's starting square, a star, an empty square in the middle.
    for square in ["c1", "d6", "d4"] {
        assert_eq!(
            teal.place(0, sq(square)),
            Err(SetupError::NotAStartingSquare {
                player: Player::Teal,
                square: sq(square)
            })
        );
    }
    teal.place(0, sq("c7")).unwrap();
    assert_eq!(
        teal.place(1, sq("c7")),
        Err(SetupError::SquareUsedTwice(sq("c7")))
    );
    // The same block may move to another free square; its old one frees up.
    teal.place(0, sq("e7")).unwrap();
    assert_eq!(teal.square(0), Some(sq("e7")));
    teal.place(1, sq("c7")).unwrap();
    teal.lift(1).unwrap();
    assert_eq!(teal.square(1), None);
    assert_eq!(teal.free_squares(), [sq("c5"), sq("e5"), sq("c7")]);
    assert_eq!(
        teal.place(4, sq("c5")),
        Err(SetupError::NoSuchBlock {
            player: Player::Teal,
            block: 4
        })
    );
}

#[test]
fn a_turn_keeps_the_rolled_face_on_top_and_nothing_else_may_change_it() {
    let mut teal = Placement::new(Player::Teal, teal_rests()).unwrap();
    let start = teal.orientation(0).unwrap();
    let mut seen = vec![start];
    for _ in 0..3 {
        teal.turn(0, true).unwrap();
        let now = teal.orientation(0).unwrap();
        assert_eq!(now.top(), Face::Cross);
        seen.push(now);
    }
    seen.sort_by_key(|o| o.index());
    seen.dedup();
    assert_eq!(seen.len(), 4, "four different turns");
    teal.turn(0, true).unwrap();
    assert_eq!(teal.orientation(0), Some(start));
    teal.turn(0, false).unwrap();
    teal.turn(0, true).unwrap();
    assert_eq!(teal.orientation(0), Some(start));
    // A "turn" that tips the block over shows another face: refused, unchanged.
    let tipped = lying(Face::Star, Face::Cross);
    assert_eq!(
        teal.set_orientation(0, tipped),
        Err(SetupError::TopChanged {
            player: Player::Teal,
            rolled: Face::Cross,
            shown: Face::Star
        })
    );
    assert_eq!(teal.orientation(0), Some(start));
    let turned = lying(Face::Cross, Face::Hoops);
    teal.set_orientation(0, turned).unwrap();
    assert_eq!(teal.orientation(0), Some(turned));
}

#[test]
fn a_placement_is_finished_only_with_every_block_down() {
    let mut teal = Placement::new(Player::Teal, teal_rests()).unwrap();
    teal.place(0, sq("c5")).unwrap();
    teal.place(1, sq("e5")).unwrap();
    assert_eq!(
        teal.finish(),
        Err(SetupError::PlacementCount {
            player: Player::Teal,
            expected: 4,
            found: 2
        })
    );
    assert!(!teal.is_complete());
}

#[test]
fn fewer_blocks_use_the_spec_squares_for_their_count() {
    let rests = |count| vec![lying(Face::Stop, Face::Cross); count];
    for (player, count, squares) in [
        (Player::Gold, 1, vec!["d1"]),
        (Player::Gold, 2, vec!["c1", "e1"]),
        (Player::Gold, 3, vec!["c1", "e1", "d3"]),
        (Player::Teal, 1, vec!["d7"]),
        (Player::Teal, 2, vec!["c7", "e7"]),
        (Player::Teal, 3, vec!["d5", "c7", "e7"]),
    ] {
        let placement = Placement::new(player, rests(count)).unwrap();
        let expected: Vec<Square> = squares.into_iter().map(sq).collect();
        let mut free = placement.free_squares();
        let mut wanted = expected.clone();
        free.sort();
        wanted.sort();
        assert_eq!(free, wanted, "{player} with {count}");
    }
    assert_eq!(
        Placement::new(Player::Gold, rests(5)),
        Err(SetupError::BlockCount {
            player: Player::Gold,
            count: 5
        })
    );
    assert_eq!(
        Placement::new(Player::Gold, Vec::new()),
        Err(SetupError::BlockCount {
            player: Player::Gold,
            count: 0
        })
    );
}

#[test]
fn a_roll_that_fell_otherwise_elsewhere_starts_the_placement_again_from_it() {
    use Face::*;
    let mut teal = Placement::new(Player::Teal, teal_rests()).unwrap();
    teal.place(0, sq("c5")).unwrap();
    // The same faces, turned otherwise: the placement goes on as it was.
    let turned: Vec<Orientation> = teal_rests().iter().map(|o| o.yawed()).collect();
    assert_eq!(teal.roll_again_as(&turned), Ok(false));
    assert_eq!(teal.square(0), Some(sq("c5")));
    // Other faces: placed again from them, nothing down.
    let mut other = teal_rests();
    other[1] = lying(Hoops, Cross);
    assert_eq!(teal.roll_again_as(&other), Ok(true));
    assert_eq!(teal.faces(), [Cross, Hoops, Slider, Stop]);
    assert_eq!(teal.square(0), None);
    // A roll of another number of blocks is not this one.
    assert_eq!(
        teal.roll_again_as(&other[..3]),
        Err(SetupError::BlockCount {
            player: Player::Teal,
            count: 3
        })
    );
    assert_eq!(teal.faces(), [Cross, Hoops, Slider, Stop]);
}
