//! Deblockle's new-game options in the menu: the opponent, blocks per
//! side, the variants, who moves first, the setup.

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{Player, RulesOptions, TipWithoutHop};

use super::opponent::{DeblockleSeats, against_computer};
use super::session::{Request, Start};
use super::setup::{Placing, SetupPlan};
use crate::language::{Localized, level_name, on_off};
use crate::screens::Screen;
use crate::table::clock::spawn_clock_row;
use crate::table::option_rows::{OptionRow, spawn_option_rows};
use crate::theme::{display_if, set_button_text};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<NewGameSettings>()
        .add_systems(Update, show_options.run_if(in_state(Screen::Menu)));
}

/// Deblockle's options in the menu (shown when Deblockle is chosen).
#[derive(Component)]
pub struct DeblockleOptions;

/// Deblockle's option rows, in the menu's column.
pub fn spawn_options(menu: &mut ChildSpawnerCommands) {
    let mut column = spawn_option_rows(menu, DeblockleOptions, Setting::ALL);
    spawn_clock_row(&mut column);
}

/// Keeps each option's text in step with the settings; the computer's side
/// shows only when the computer plays.
fn show_options(
    settings: Res<NewGameSettings>,
    mut options: Query<(&Setting, &Children, &mut Node)>,
    mut texts: Query<&mut Localized>,
) {
    for (setting, children, mut node) in &mut options {
        let applies = !matches!(setting, Setting::ComputerSide) || settings.computer.is_some();
        let display = display_if(applies);
        if node.display != display {
            node.display = display;
        }
        set_button_text(children, &mut texts, setting.describe(&settings));
    }
}

/// Who moves first in a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstPlayer {
    /// Gold.
    #[default]
    Gold,
    /// Teal.
    Teal,
    /// Chosen at random.
    Random,
}

/// The options of the next game, as set in the menu.
#[derive(Resource, Clone, Copy, Debug)]
pub struct NewGameSettings {
    /// The rules options.
    pub rules: RulesOptions,
    /// Who moves first.
    pub first: FirstPlayer,
    /// Whether the rolled blocks are placed by hand or at random.
    pub placing: Placing,
    /// Whether the setup's throws are shown in motion.
    pub animate_roll: bool,
    /// The computer's level, or `None` for two people at the screen.
    pub computer: Option<Level>,
    /// The side the computer plays.
    pub computer_side: Player,
}

impl Default for NewGameSettings {
    fn default() -> NewGameSettings {
        NewGameSettings {
            rules: RulesOptions::default(),
            first: FirstPlayer::default(),
            placing: Placing::default(),
            animate_roll: true,
            computer: None,
            computer_side: Player::Teal,
        }
    }
}

impl NewGameSettings {
    /// The setup of a game that `first` opens, thrown from `seed`.
    pub fn plan(&self, first: Player, seed: u64) -> SetupPlan {
        SetupPlan {
            first,
            seed,
            placing: self.placing,
            animate: self.animate_roll,
        }
    }

    /// Who plays each side of this game.
    pub fn seats(&self) -> DeblockleSeats {
        match self.computer {
            Some(level) => against_computer(self.computer_side, level),
            None => DeblockleSeats::default(),
        }
    }

    /// The request that starts this game, its setup thrown from `seed`.
    pub fn request(&self, seed: u64) -> Request {
        let first = match self.first {
            FirstPlayer::Gold => Player::Gold,
            FirstPlayer::Teal => Player::Teal,
            FirstPlayer::Random if seed.is_multiple_of(2) => Player::Gold,
            FirstPlayer::Random => Player::Teal,
        };
        Request::NewGame {
            rules: self.rules,
            start: Start::Setup(self.plan(first, seed)),
        }
    }
}

/// One line of options: its label and how a click changes the settings.
#[derive(Component, Clone, Copy)]
enum Setting {
    Opponent,
    ComputerSide,
    GoldBlocks,
    TealBlocks,
    NoAdjacent,
    TipWithoutHop,
    Repetition,
    First,
    Placing,
    RollAnimation,
}

impl Setting {
    const ALL: [Setting; 10] = [
        Setting::Opponent,
        Setting::ComputerSide,
        Setting::GoldBlocks,
        Setting::TealBlocks,
        Setting::NoAdjacent,
        Setting::TipWithoutHop,
        Setting::Repetition,
        Setting::First,
        Setting::Placing,
        Setting::RollAnimation,
    ];

    fn describe(self, settings: &NewGameSettings) -> Message {
        let rules = &settings.rules;
        match self {
            Setting::Opponent => match settings.computer {
                None => Message::new("menu-opponent-friend"),
                Some(level) => {
                    Message::new("menu-opponent-computer").with("level", level_name(level))
                }
            },
            Setting::ComputerSide => {
                Message::new("menu-computer-side").with("player", settings.computer_side.message())
            }
            Setting::GoldBlocks => {
                Message::new("menu-gold-blocks").with("count", rules.blocks.gold)
            }
            Setting::TealBlocks => {
                Message::new("menu-teal-blocks").with("count", rules.blocks.teal)
            }
            Setting::NoAdjacent => {
                Message::new("menu-no-adjacent").with("state", on_off(rules.no_adjacent))
            }
            Setting::TipWithoutHop => Message::new(match rules.tip_without_hop {
                TipWithoutHop::Forbid => "menu-tip-without-hop-forbid",
                TipWithoutHop::Stay => "menu-tip-without-hop-stay",
            }),
            Setting::Repetition => {
                Message::new("menu-repetition").with("state", on_off(rules.repetition_draw))
            }
            Setting::First => Message::new("menu-first").with(
                "player",
                match settings.first {
                    FirstPlayer::Gold => Player::Gold.message(),
                    FirstPlayer::Teal => Player::Teal.message(),
                    FirstPlayer::Random => Message::new("menu-first-random"),
                },
            ),
            Setting::Placing => Message::new(match settings.placing {
                Placing::ByHand => "menu-placing-by-hand",
                Placing::AtRandom => "menu-placing-at-random",
            }),
            Setting::RollAnimation => {
                Message::new("menu-roll-animation").with("state", on_off(settings.animate_roll))
            }
        }
    }
}

impl OptionRow for Setting {
    type Settings = NewGameSettings;

    fn change(self, settings: &mut NewGameSettings) {
        let next_count = |count: u8| count % 4 + 1;
        let rules = &mut settings.rules;
        match self {
            Setting::Opponent => {
                settings.computer = match settings.computer {
                    None => Some(Level::Easy),
                    Some(Level::Easy) => Some(Level::Medium),
                    Some(Level::Medium) => Some(Level::Hard),
                    Some(Level::Hard | Level::Random) => None,
                }
            }
            Setting::ComputerSide => settings.computer_side = settings.computer_side.opponent(),
            Setting::GoldBlocks => rules.blocks.gold = next_count(rules.blocks.gold),
            Setting::TealBlocks => rules.blocks.teal = next_count(rules.blocks.teal),
            Setting::NoAdjacent => rules.no_adjacent = !rules.no_adjacent,
            Setting::TipWithoutHop => {
                rules.tip_without_hop = match rules.tip_without_hop {
                    TipWithoutHop::Forbid => TipWithoutHop::Stay,
                    TipWithoutHop::Stay => TipWithoutHop::Forbid,
                }
            }
            Setting::Repetition => rules.repetition_draw = !rules.repetition_draw,
            Setting::First => {
                settings.first = match settings.first {
                    FirstPlayer::Gold => FirstPlayer::Teal,
                    FirstPlayer::Teal => FirstPlayer::Random,
                    FirstPlayer::Random => FirstPlayer::Gold,
                }
            }
            Setting::Placing => {
                settings.placing = match settings.placing {
                    Placing::ByHand => Placing::AtRandom,
                    Placing::AtRandom => Placing::ByHand,
                }
            }
            Setting::RollAnimation => settings.animate_roll = !settings.animate_roll,
        }
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::ByPlayer;

    use super::*;

    #[test]
    fn block_counts_cycle_through_one_to_four() {
        let mut settings = NewGameSettings::default();
        let counts: Vec<u8> = (0..5)
            .map(|_| {
                Setting::GoldBlocks.change(&mut settings);
                settings.rules.blocks.gold
            })
            .collect();
        assert_eq!(counts, [1, 2, 3, 4, 1]);
        assert_eq!(settings.rules.blocks, ByPlayer { gold: 1, teal: 4 });
    }

    #[test]
    fn the_opponent_cycles_from_a_friend_through_the_levels() {
        let mut settings = NewGameSettings::default();
        assert_eq!(settings.seats(), DeblockleSeats::default());
        let mut seen = Vec::new();
        for _ in 0..4 {
            Setting::Opponent.change(&mut settings);
            seen.push(settings.computer);
        }
        assert_eq!(
            seen,
            [
                Some(Level::Easy),
                Some(Level::Medium),
                Some(Level::Hard),
                None
            ]
        );
        Setting::Opponent.change(&mut settings);
        Setting::ComputerSide.change(&mut settings);
        assert_eq!(
            settings.seats(),
            against_computer(Player::Gold, Level::Easy)
        );
    }
}
