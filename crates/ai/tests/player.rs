//! The Deblockle computer player's levels, played against each other in
//! seeded games (depth-limited levels are deterministic for a seed).

use std::sync::Arc;
use std::time::Duration;

use tabletop_ai::Level;
use tabletop_ai::deblockle::{ComputerPlayer, Contest};
use tabletop_rules::clock::TimeControl;
use tabletop_rules::deblockle::{ByPlayer, Game, Outcome, Player, Position, RulesOptions};

fn contest(gold: Level, teal: Level, movetime: Duration) -> Contest {
    Contest {
        levels: ByPlayer { gold, teal },
        rules: RulesOptions {
            move_cap: Some(300),
            ..RulesOptions::default()
        },
        seed: 11,
        movetime,
        endgame: None,
        clock: TimeControl::Untimed,
    }
}

/// Wins of each level over `games` games, the stronger one taking Gold and
/// Teal in turn.
fn wins(stronger: Level, weaker: Level, games: u64) -> u64 {
    (0..games)
        .filter(|&number| {
            let (gold, teal, strong_side) = if number % 4 < 2 {
                (stronger, weaker, Player::Gold)
            } else {
                (weaker, stronger, Player::Teal)
            };
            // Far more time than Easy or Medium need: their depth limits decide.
            let played = contest(gold, teal, Duration::from_secs(30)).play(number);
            played.game.outcome() == Some(Outcome::Win(strong_side))
        })
        .count() as u64
}

#[test]
fn easy_beats_random_every_time() {
    assert_eq!(wins(Level::Easy, Level::Random, 8), 8);
}

#[test]
fn medium_beats_easy_most_of_the_time() {
    assert!(wins(Level::Medium, Level::Easy, 8) >= 6);
}

#[test]
fn every_level_finishes_games_with_legal_moves_and_records_them() {
    for level in Level::ALL {
        let tabletop_ai::deblockle::Played { game, thinking, .. } =
            contest(level, Level::Medium, Duration::from_millis(20)).play(1);
        let replayed = tabletop_rules::deblockle::GameRecord::from_game(&game)
            .replay()
            .expect("every move and the setup are legal");
        assert_eq!(replayed.moves(), game.moves());
        assert!(
            game.outcome().is_some(),
            "{level}: the game ends (the cap at worst)"
        );
        assert_eq!(
            u64::from(thinking.gold.moves + thinking.teal.moves),
            game.moves().len() as u64
        );
    }
}

#[test]
fn every_level_takes_its_last_block_off_when_it_can() {
    // Gold's last block on d5 lies Star-south: tipping north wins at once;
    // Teal's two blocks are far from home.
    let position: Position = "7/3*3/3gCP3/7/7/3*3/tPC1tPC4 g"
        .parse()
        .expect("a position");
    let game = Game::new(RulesOptions::default(), position);
    let stop = Arc::default();
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut player = ComputerPlayer::new(level, 3, None);
        let mv = player
            .choose_move(&game, Duration::from_millis(500), &stop)
            .expect("a move");
        assert_eq!(mv.to_string(), "d5N", "{level}");
    }
}

#[test]
fn hard_answers_within_its_time_with_a_legal_move_from_the_start() {
    let game = Game::new(RulesOptions::default(), Position::example_start());
    let mut hard = ComputerPlayer::new(Level::Hard, 1, None);
    let mv = hard
        .choose_move(&game, Duration::from_millis(50), &Arc::default())
        .expect("a move");
    assert!(game.position().is_legal(mv));
}
