//! Deblockle's setup by hand between two processes on loopback: each side
//! rolls the blocks it places from the seed (a program throws no dice) and
//! places them with its computer or as its person types them; a placement
//! the rules refuse is said and asked again; both sides begin the same
//! game.

use std::io::Write;

use tabletop_rules::deblockle::{
    GameRecord, Orientation, PlacedBlock, Player, RulesOptions, SetupByHand, starting_squares,
    write_placement,
};

use super::net::{ended, host, net, whole_game};
use super::{stderr, stdout};

fn plan(seed: u64) -> SetupByHand {
    SetupByHand {
        rules: RulesOptions::default(),
        first: Player::Gold,
        seed,
    }
}

#[test]
fn two_computers_set_up_by_hand_and_play_a_whole_game_to_one_record() {
    let record = whole_game("deblockle", "hand:7");
    let record: GameRecord = ron::from_str(&record).expect("the record reads");
    let game = record.replay().expect("it replays");
    assert!(game.outcome().is_some(), "a whole game");
    let setup = game.setup().expect("set up by hand");
    for owner in Player::BOTH {
        assert_eq!(
            setup.rolls[owner],
            plan(7).roll_of(owner).faces,
            "{owner}'s blocks rolled from the seed by their roller"
        );
    }
}

#[test]
fn a_person_types_their_placement_and_one_the_rules_refuse_is_said_and_asked_again() {
    let (mut child, out, invitation) = host(&[
        "--game",
        "deblockle",
        "--opening",
        "hand:3",
        "--name",
        "Ana",
    ]);
    let joiner = net(&["join", &invitation, "--engine", "easy", "--name", "Ben"])
        .spawn()
        .expect("the joiner runs");
    // Ana (Gold) rolls Teal's blocks first: she puts them on Gold's
    // squares (refused), then on Teal's, and resigns once the game begins.
    let roll = plan(3).roll_of(Player::Teal);
    let squares = starting_squares(Player::Teal, roll.faces.len() as u8).expect("squares");
    let placed = |squares: &[_]| -> Vec<PlacedBlock> {
        roll.faces
            .iter()
            .zip(squares)
            .map(|(&face, &square)| PlacedBlock {
                square,
                orientation: Orientation::with_top(face)[1],
            })
            .collect()
    };
    let golds = starting_squares(Player::Gold, roll.faces.len() as u8).expect("squares");
    let wrong = write_placement(&placed(golds));
    let right = write_placement(&placed(squares));
    let typed = format!("{wrong}\n{right}\nresign\n");
    child
        .stdin
        .take()
        .expect("the host's input")
        .write_all(typed.as_bytes())
        .expect("typed");
    let (hosted, host_lines) = ended(child, out);
    let joined = joiner.wait_with_output().expect("the joiner ends");
    assert!(hosted.status.success(), "{}", stderr(&hosted));
    assert!(joined.status.success(), "{}", stderr(&joined));

    let faces: Vec<String> = roll.faces.iter().map(ToString::to_string).collect();
    let asked = format!("Teal's blocks rolled {}:", faces.join(" "));
    assert!(host_lines.contains(&asked), "{host_lines}");
    assert!(
        stderr(&hosted).contains(&format!(
            "refused {wrong}: c1 is not one of Teal's starting squares"
        )),
        "{}",
        stderr(&hosted)
    );
    assert!(host_lines.contains(&format!("\n{right}\n")), "{host_lines}");
    // The joiner took Ana's placement and placed Gold's blocks with its
    // computer: a line each, the same on both sides.
    let joiner_lines = stdout(&joined);
    let steps = |lines: &str| -> Vec<String> {
        lines
            .lines()
            .filter(|line| plan(3).read_placement(Player::Gold, line).is_ok() || *line == right)
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(steps(&joiner_lines).len(), 2, "{joiner_lines}");
    assert_eq!(steps(&joiner_lines), steps(&host_lines));
    for lines in [&host_lines, &joiner_lines] {
        assert!(
            lines.trim_end().ends_with("result: Ana resigned"),
            "{lines}"
        );
    }
}
