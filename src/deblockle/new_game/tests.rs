//! Deblockle's new-game options: each value they offer held, the
//! opponent (the computer at a level, a friend elsewhere) and its side.

use tabletop_rules::deblockle::ByPlayer;

use crate::deblockle::seats::against_computer;

use super::*;

#[test]
fn the_block_steppers_count_one_to_four() {
    let mut settings = NewGameSettings::default();
    assert_eq!(Setting::GoldBlocks.values(&settings).len(), 4);
    assert_eq!(Setting::GoldBlocks.chosen(&settings), 3, "four to start");
    let counts: Vec<u8> = (0..4)
        .map(|index| {
            Setting::GoldBlocks.choose(&mut settings, index);
            assert_eq!(Setting::GoldBlocks.chosen(&settings), index);
            settings.rules.blocks.gold
        })
        .collect();
    assert_eq!(counts, [1, 2, 3, 4]);
    Setting::TealBlocks.choose(&mut settings, 9);
    assert_eq!(settings.rules.blocks, ByPlayer { gold: 4, teal: 4 });
}

#[test]
fn every_option_holds_each_value_it_offers() {
    for setting in Setting::ALL {
        let mut settings = NewGameSettings::default();
        for index in 0..setting.values(&settings).len() {
            setting.choose(&mut settings, index);
            // "At my strength" holds the level it picked.
            if !(matches!(setting, Setting::Opponent) && index == OPPONENTS.len()) {
                assert_eq!(setting.chosen(&settings), index);
            }
        }
    }
}

#[test]
fn at_my_strength_picks_the_level_noted() {
    let mut settings = NewGameSettings {
        strength: Level::Advanced,
        ..NewGameSettings::default()
    };
    let values = Setting::Opponent.values(&settings);
    assert_eq!(values.last(), Some(&Message::new("options-at-strength")));
    Setting::Opponent.choose(&mut settings, values.len() - 1);
    assert_eq!(settings.opponent, Seat::Computer(Level::Advanced));
    let advanced = OPPONENTS
        .iter()
        .position(|o| *o == Seat::Computer(Level::Advanced));
    assert_eq!(Some(Setting::Opponent.chosen(&settings)), advanced);
}

#[test]
fn the_opponent_is_a_friend_or_the_computer_at_a_level_on_a_side() {
    let mut settings = NewGameSettings::default();
    assert_eq!(settings.seats(), DeblockleSeats::default());
    assert!(!Setting::ComputerSide.applies(&settings));
    Setting::Opponent.choose(&mut settings, 3);
    Setting::ComputerSide.choose(&mut settings, 0);
    assert!(Setting::ComputerSide.applies(&settings));
    assert_eq!(
        settings.seats(),
        against_computer(Player::Gold, Level::Easy)
    );
    Setting::Opponent.choose(&mut settings, 6);
    assert_eq!(settings.opponent, Seat::Computer(Level::Hard));
    // A friend elsewhere: the setup as chosen (each places the blocks
    // they rolled on their own computer, or the throw places them).
    Setting::Opponent.choose(&mut settings, 7);
    assert_eq!(settings.seats().of(Player::Gold), &Seat::Friend);
    assert_eq!(settings.plan(Player::Gold, 7).placing, Placing::ByHand);
    settings.placing = Placing::AtRandom;
    assert_eq!(settings.plan(Player::Gold, 7).placing, Placing::AtRandom);
}
