//! Hive's computer player: every level above Random takes a win in one
//! when there is exactly one among thirty-five moves, and each level only
//! ever plays legal moves (a pass only when nothing else is legal).

use std::sync::Arc;
use std::time::Duration;

use tabletop_ai::Level;
use tabletop_ai::hive::HivePlayer;
use tabletop_rules::hive::{Colour, HiveGame, HiveOutcome, Move};

/// White to move; one of its 35 moves (`wQ -bA1`, the White Queen onto
/// the last free side of the Black one) wins.
const WHITE_WINS_IN_ONE: &str = "Base;InProgress;White[7];wB1;bS1 wB1\\;wG1 \\wB1;bQ bS1-;wS1 wG1/;bS2 bQ\\;wQ wS1\\;bA1 bQ/;wS1 -wB1;bB1 bA1\\;wG1 -bS2;bG1 bB1-";

/// A forced pass: Black has nothing else (found by random play, checked by the rules).
const BLACK_MUST_PASS: &str = "Base;InProgress;Black[18];wS1;bS1 /wS1;wA1 wS1/;bA1 /bS1;wB1 wA1-;bQ bA1\\;wQ wB1\\;bB1 -bA1;wG1 wQ\\;bB2 bS1\\;wA2 wG1\\;bA2 bB2\\;wA3 /wA2;bQ /bA2;wA3 -bB1;bS2 bA2-;wA3 \\bB1;bS2 -wQ;wB2 -wA3;bQ bA2\\;wA1 /bB1;bG1 bQ-;wA2 wG1-;bA3 /bQ;wA1 bA3\\;bG2 -bQ;wA1 -bA3;bG3 bG1/;wA2 -wA1;bA3 wQ-;wG2 -wB2;bA3 bG3-;wG3 \\wA2;bA3 wG1\\;wQ wG1/";

#[test]
fn every_searching_level_takes_the_win_in_one() {
    let game = HiveGame::parse(WHITE_WINS_IN_ONE).expect("a game string");
    assert_eq!(game.legal_moves().len(), 35);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut player = HivePlayer::new(level, 1);
        let mv = player
            .choose_move(&game, Duration::from_millis(300), &Arc::default())
            .expect("a move");
        let mut after = game.clone();
        after.play_move(mv).expect("a legal move");
        assert_eq!(
            after.outcome(),
            Some(HiveOutcome::Win(Colour::White)),
            "{level}"
        );
    }
}

#[test]
fn a_player_with_no_move_but_a_pass_passes() {
    let game = HiveGame::parse(BLACK_MUST_PASS).expect("a game string");
    assert_eq!(game.legal_moves(), [Move::Pass]);
    for level in Level::ALL {
        let mut player = HivePlayer::new(level, 3);
        let mv = player.choose_move(&game, Duration::from_millis(100), &Arc::default());
        assert_eq!(mv, Some(Move::Pass), "{level}");
    }
}

#[test]
fn no_move_once_the_game_is_over() {
    let mut game = HiveGame::parse(WHITE_WINS_IN_ONE).expect("a game string");
    let mut player = HivePlayer::new(Level::Medium, 2);
    let win = player
        .choose_move(&game, Duration::from_millis(300), &Arc::default())
        .expect("a move");
    game.play_move(win).expect("legal");
    assert_eq!(
        player.choose_move(&game, Duration::from_millis(100), &Arc::default()),
        None
    );
}
