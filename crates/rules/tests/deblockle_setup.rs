//! Deblockle's setup: the starting squares, the rolled faces placed on
//! them, the setup rules enforced, quick setups and the rolls.

mod setups;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tabletop_rules::deblockle::{
    ByPlayer, Face, Game, GameSetup, Player, Position, Roll, RulesOptions, SetupError, Square,
    starting_squares,
};

use setups::{example_setup, placed};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn the_starting_squares_are_the_specs() {
    let names = |player, count| -> Vec<String> {
        starting_squares(player, count)
            .unwrap()
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    assert_eq!(names(Player::Gold, 4), ["c1", "e1", "c3", "e3"]);
    assert_eq!(names(Player::Teal, 4), ["c5", "e5", "c7", "e7"]);
    assert_eq!(names(Player::Gold, 3), ["c1", "e1", "d3"]);
    assert_eq!(names(Player::Teal, 3), ["c7", "e7", "d5"]);
    assert_eq!(names(Player::Gold, 2), ["c1", "e1"]);
    assert_eq!(names(Player::Teal, 2), ["c7", "e7"]);
    assert_eq!(names(Player::Gold, 1), ["d1"]);
    assert_eq!(names(Player::Teal, 1), ["d7"]);
    assert!(starting_squares(Player::Gold, 0).is_none());
    assert!(starting_squares(Player::Teal, 5).is_none());
}

#[test]
fn a_setup_places_the_rolled_faces_on_the_starting_squares() {
    let rules = RulesOptions::default();
    let game = Game::from_setup(rules, example_setup()).unwrap();
    assert_eq!(game.start(), &Position::example_start());
    assert_eq!(game.setup(), Some(&example_setup()));
}

#[test]
fn setup_rules_are_enforced() {
    let rules = RulesOptions::default();
    let mut setup = example_setup();
    setup.placements.gold[0].square = sq("d1");
    assert_eq!(
        setup.validate(&rules),
        Err(SetupError::NotAStartingSquare {
            player: Player::Gold,
            square: sq("d1")
        })
    );
    let mut setup = example_setup();
    setup.placements.teal[1].square = sq("c7");
    assert_eq!(
        setup.validate(&rules),
        Err(SetupError::SquareUsedTwice(sq("c7")))
    );
    let mut setup = example_setup();
    // Turned about the vertical: allowed. Another face up: not.
    setup.placements.gold[0].orientation = setup.placements.gold[0].orientation.yawed();
    assert_eq!(setup.validate(&rules), Ok(()));
    setup.placements.gold[0] = placed("c1", Face::Stop, Face::Cross);
    assert_eq!(
        setup.validate(&rules),
        Err(SetupError::FaceNotRolled {
            player: Player::Gold,
            square: sq("c1"),
            face: Face::Stop
        })
    );
    let mut setup = example_setup();
    setup.rolls.teal.pop();
    assert_eq!(
        setup.validate(&rules),
        Err(SetupError::RollCount {
            player: Player::Teal,
            expected: 4,
            found: 3
        })
    );
    let handicap = RulesOptions {
        blocks: ByPlayer { gold: 4, teal: 5 },
        ..rules
    };
    assert_eq!(
        example_setup().validate(&handicap),
        Err(SetupError::BlockCount {
            player: Player::Teal,
            count: 5
        })
    );
}

#[test]
fn quick_setups_are_reproducible_and_valid_for_every_count() {
    for gold in 1..=4 {
        for teal in 1..=4 {
            let rules = RulesOptions {
                blocks: ByPlayer { gold, teal },
                ..RulesOptions::default()
            };
            let one = GameSetup::random(&rules, Player::Teal, &mut ChaCha8Rng::seed_from_u64(9));
            let two = GameSetup::random(&rules, Player::Teal, &mut ChaCha8Rng::seed_from_u64(9));
            assert_eq!(one, two);
            let game = Game::from_setup(rules, one).unwrap();
            assert_eq!(game.start().board().count(Player::Gold), u32::from(gold));
            assert_eq!(game.start().board().count(Player::Teal), u32::from(teal));
        }
    }
}

#[test]
fn rolls_show_every_face() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let roll = Roll::random(Player::Teal, 120, &mut rng);
    for face in Face::ALL {
        assert!(roll.faces.contains(&face), "{face} never came up");
    }
}
