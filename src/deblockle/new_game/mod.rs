//! Deblockle's new-game options in the menu: the opponent, blocks per
//! side, the variants, who moves first, the setup.

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{Player, RulesOptions, TipWithoutHop};

use super::seats::DeblockleSeats;
use super::session::{DeblockleRequest, Start};
use super::setup::{Placing, SetupPlan};
use crate::language::player_choice;
use crate::table::history::names::new_game_rows;
use crate::table::history::strength::{NewGamePlayers, note_players};
use crate::table::options::{
    ControlKind, OptionGroup, OptionRow, count_values, option_rows_plugin, spawn_option_groups,
    switch_values,
};
use crate::table::seats::Seat;

pub(crate) fn plugin(app: &mut App) {
    option_rows_plugin::<Setting>(app);
    app.init_resource::<NewGameSettings>()
        .add_systems(Update, note_players::<NewGameSettings>);
}

impl NewGamePlayers for NewGameSettings {
    const GAME: &'static str = "deblockle";

    fn strength_mut(&mut self) -> &mut Level {
        &mut self.strength
    }

    /// Two at the screen, or one against the computer or a friend
    /// elsewhere.
    fn people(&self) -> usize {
        if self.opponent == Seat::Person { 2 } else { 1 }
    }
}

/// Deblockle's options in the menu (shown when Deblockle is chosen).
#[derive(Component)]
pub struct DeblockleOptions;

/// Deblockle's options, in the menu's column.
pub fn spawn_options(menu: &mut ChildSpawnerCommands) {
    spawn_option_groups(
        menu,
        DeblockleOptions,
        Setting::ALL,
        new_game_rows::<NewGameSettings>,
    );
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
#[derive(Resource, Clone, Debug)]
pub struct NewGameSettings {
    /// The rules options.
    pub rules: RulesOptions,
    /// Who moves first.
    pub first: FirstPlayer,
    /// Whether the rolled blocks are placed by hand or at random.
    pub placing: Placing,
    /// Whether the setup's throws are shown in motion.
    pub animate_roll: bool,
    /// The opponent: someone at the screen, the computer at a level, or a
    /// friend on another computer.
    pub opponent: Seat,
    /// The side the opponent plays (when not at the screen).
    pub computer_side: Player,
    /// The level at the player's strength, offered among the opponents.
    pub strength: Level,
}

impl Default for NewGameSettings {
    fn default() -> NewGameSettings {
        NewGameSettings {
            rules: RulesOptions::default(),
            first: FirstPlayer::default(),
            placing: Placing::default(),
            animate_roll: true,
            opponent: Seat::Person,
            computer_side: Player::Teal,
            strength: Level::default(),
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
        let mut seats = DeblockleSeats::default();
        seats.set(self.computer_side, self.opponent.clone());
        seats
    }

    /// The request that starts this game, its setup thrown from `seed`.
    pub fn request(&self, seed: u64) -> DeblockleRequest {
        let first = match self.first {
            FirstPlayer::Gold => Player::Gold,
            FirstPlayer::Teal => Player::Teal,
            FirstPlayer::Random if seed.is_multiple_of(2) => Player::Gold,
            FirstPlayer::Random => Player::Teal,
        };
        DeblockleRequest::NewGame {
            rules: self.rules,
            start: Start::Setup(self.plan(first, seed)),
        }
    }
}

/// One of Deblockle's options.
#[derive(Component, Clone, Copy)]
enum Setting {
    Opponent,
    ComputerSide,
    First,
    GoldBlocks,
    TealBlocks,
    Placing,
    RollAnimation,
    NoAdjacent,
    TipWithoutHop,
    Repetition,
}

/// The opponents the menu offers, in order: someone at the screen, the
/// levels, a friend on another computer.
const OPPONENTS: [Seat; 8] = [
    Seat::Person,
    Seat::Computer(Level::Random),
    Seat::Computer(Level::Beginner),
    Seat::Computer(Level::Easy),
    Seat::Computer(Level::Medium),
    Seat::Computer(Level::Advanced),
    Seat::Computer(Level::Hard),
    Seat::Friend,
];

/// Who may move first, in order.
const FIRST: [FirstPlayer; 3] = [FirstPlayer::Gold, FirstPlayer::Teal, FirstPlayer::Random];

/// The fewest and most blocks a side may have.
const BLOCKS: (u8, u8) = (1, 4);

impl Setting {
    const ALL: [Setting; 10] = [
        Setting::Opponent,
        Setting::ComputerSide,
        Setting::First,
        Setting::GoldBlocks,
        Setting::TealBlocks,
        Setting::Placing,
        Setting::RollAnimation,
        Setting::NoAdjacent,
        Setting::TipWithoutHop,
        Setting::Repetition,
    ];

    /// Its name and what it does, by their keys.
    fn keys(self) -> (&'static str, &'static str) {
        match self {
            Setting::Opponent => ("options-opponent", "options-opponent-about"),
            Setting::ComputerSide => ("options-computer-side", "options-computer-side-about"),
            Setting::NoAdjacent => ("options-no-adjacent", "options-no-adjacent-about"),
            Setting::TipWithoutHop => ("options-tip-without-hop", "options-tip-without-hop-about"),
            Setting::Repetition => ("options-repetition", "options-repetition-about"),
            Setting::GoldBlocks => ("options-gold-blocks", "options-gold-blocks-about"),
            Setting::TealBlocks => ("options-teal-blocks", "options-teal-blocks-about"),
            Setting::First => ("options-first", "options-first-about"),
            Setting::Placing => ("options-placing", "options-placing-about"),
            Setting::RollAnimation => ("options-roll-animation", "options-roll-animation-about"),
        }
    }
}

impl OptionRow for Setting {
    type Settings = NewGameSettings;
    type Group = OptionGroup;

    fn group(self) -> OptionGroup {
        match self {
            Setting::Opponent | Setting::ComputerSide | Setting::First => OptionGroup::Players,
            Setting::NoAdjacent | Setting::TipWithoutHop | Setting::Repetition => {
                OptionGroup::Rules
            }
            _ => OptionGroup::Setup,
        }
    }

    fn name(self) -> Message {
        Message::new(self.keys().0)
    }

    fn explanation(self) -> Message {
        Message::new(self.keys().1)
    }

    fn kind(self) -> ControlKind {
        match self {
            Setting::GoldBlocks | Setting::TealBlocks => ControlKind::Stepper,
            Setting::NoAdjacent | Setting::Repetition | Setting::RollAnimation => {
                ControlKind::Switch
            }
            _ => ControlKind::Choice,
        }
    }

    fn values(self, _: &NewGameSettings) -> Vec<Message> {
        match self {
            Setting::Opponent => OPPONENTS
                .iter()
                .map(|opponent| match opponent {
                    Seat::Computer(level) => player_choice(Some(*level)),
                    Seat::Friend => Message::new("options-friend"),
                    _ => player_choice(None),
                })
                .chain([Message::new("options-at-strength")])
                .collect(),
            Setting::ComputerSide => vec![Player::Gold.message(), Player::Teal.message()],
            Setting::TipWithoutHop => vec![
                Message::new("options-tip-forbid"),
                Message::new("options-tip-stay"),
            ],
            Setting::GoldBlocks | Setting::TealBlocks => count_values(BLOCKS.0, BLOCKS.1),
            Setting::First => vec![
                Player::Gold.message(),
                Player::Teal.message(),
                Message::new("options-at-random"),
            ],
            Setting::Placing => vec![
                Message::new("options-placing-by-hand"),
                Message::new("options-placing-quick"),
            ],
            Setting::NoAdjacent | Setting::Repetition | Setting::RollAnimation => switch_values(),
        }
    }

    fn chosen(self, settings: &NewGameSettings) -> usize {
        let rules = &settings.rules;
        let count = |blocks: u8| usize::from(blocks.saturating_sub(BLOCKS.0));
        match self {
            Setting::Opponent => OPPONENTS
                .iter()
                .position(|opponent| *opponent == settings.opponent)
                .unwrap_or(0),
            Setting::ComputerSide => usize::from(settings.computer_side == Player::Teal),
            Setting::NoAdjacent => usize::from(rules.no_adjacent),
            Setting::TipWithoutHop => usize::from(rules.tip_without_hop == TipWithoutHop::Stay),
            Setting::Repetition => usize::from(rules.repetition_draw),
            Setting::GoldBlocks => count(rules.blocks.gold),
            Setting::TealBlocks => count(rules.blocks.teal),
            Setting::First => FIRST
                .iter()
                .position(|&first| first == settings.first)
                .unwrap_or(0),
            Setting::Placing => usize::from(settings.placing == Placing::AtRandom),
            Setting::RollAnimation => usize::from(settings.animate_roll),
        }
    }

    fn choose(self, settings: &mut NewGameSettings, index: usize) {
        let rules = &mut settings.rules;
        let on = index == 1;
        let blocks = u8::try_from(index)
            .unwrap_or(u8::MAX)
            .saturating_add(BLOCKS.0)
            .min(BLOCKS.1);
        match self {
            Setting::Opponent => {
                settings.opponent = OPPONENTS
                    .get(index)
                    .cloned()
                    .unwrap_or(Seat::Computer(settings.strength));
            }
            Setting::ComputerSide => {
                settings.computer_side = if on { Player::Teal } else { Player::Gold };
            }
            Setting::NoAdjacent => rules.no_adjacent = on,
            Setting::TipWithoutHop => {
                rules.tip_without_hop = if on {
                    TipWithoutHop::Stay
                } else {
                    TipWithoutHop::Forbid
                };
            }
            Setting::Repetition => rules.repetition_draw = on,
            Setting::GoldBlocks => rules.blocks.gold = blocks,
            Setting::TealBlocks => rules.blocks.teal = blocks,
            Setting::First => settings.first = FIRST[index.min(FIRST.len() - 1)],
            Setting::Placing => {
                settings.placing = if on {
                    Placing::AtRandom
                } else {
                    Placing::ByHand
                };
            }
            Setting::RollAnimation => settings.animate_roll = on,
        }
    }

    fn applies(self, settings: &NewGameSettings) -> bool {
        !matches!(self, Setting::ComputerSide) || settings.opponent != Seat::Person
    }
}

#[cfg(test)]
mod tests;
