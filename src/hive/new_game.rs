//! Hive's new-game options in the main menu: who plays White and Black (a
//! person, the computer at a level, or a UHP engine), the engine's command
//! line, the two rule options and the expansion bugs (each on or off).

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_ai::Level;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Bug, Colour, HiveGame, HiveRules};

use super::seats::HiveSeats;
use crate::language::player_choice;
use crate::screens::Screen;
use crate::table::history::names::new_game_rows;
use crate::table::history::strength::{NewGamePlayers, note_players};
use crate::table::options::{
    ControlKind, OptionGroup, OptionRow, option_rows_plugin, spawn_option_groups, switch_values,
};
use crate::table::seats::Seat;
use crate::theme::{display_if, spawn_field_line};

pub(crate) fn plugin(app: &mut App) {
    option_rows_plugin::<HiveSetting>(app);
    app.init_resource::<HiveNewGame>().add_systems(
        Update,
        (
            show_engine_line.run_if(in_state(Screen::Menu)),
            note_players::<HiveNewGame>,
        ),
    );
}

/// Who may sit in a seat, as the menu offers it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatChoice {
    /// Someone at the screen.
    #[default]
    Person,
    /// Our computer at a level.
    Computer(Level),
    /// The UHP engine whose command is typed below.
    Engine,
    /// A friend on another computer.
    Friend,
}

/// The players a seat may have, in the menu's order.
const SEAT_CHOICES: [SeatChoice; 9] = [
    SeatChoice::Person,
    SeatChoice::Computer(Level::Random),
    SeatChoice::Computer(Level::Beginner),
    SeatChoice::Computer(Level::Easy),
    SeatChoice::Computer(Level::Medium),
    SeatChoice::Computer(Level::Advanced),
    SeatChoice::Computer(Level::Hard),
    SeatChoice::Engine,
    SeatChoice::Friend,
];

impl SeatChoice {
    /// The choice in words, in the menu's list.
    fn name(self) -> Message {
        match self {
            SeatChoice::Person => player_choice(None),
            SeatChoice::Computer(level) => player_choice(Some(level)),
            SeatChoice::Engine => Message::new("options-engine"),
            SeatChoice::Friend => Message::new("options-friend"),
        }
    }
}

/// The options of the next Hive game, as set in the menu.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct HiveNewGame {
    /// White's player.
    pub white: SeatChoice,
    /// Black's player.
    pub black: SeatChoice,
    /// The engine's command line (program and arguments).
    pub engine: String,
    /// The rule options.
    pub rules: HiveRules,
    /// The level at the player's strength, offered among the players.
    pub strength: Level,
}

impl Default for HiveNewGame {
    fn default() -> HiveNewGame {
        HiveNewGame {
            white: SeatChoice::Person,
            black: SeatChoice::Computer(Level::Medium),
            engine: String::new(),
            rules: HiveRules::STANDARD,
            strength: Level::default(),
        }
    }
}

impl NewGamePlayers for HiveNewGame {
    const GAME: &'static str = "hive";

    fn strength_mut(&mut self) -> &mut Level {
        &mut self.strength
    }

    fn people(&self) -> usize {
        [self.white, self.black]
            .into_iter()
            .filter(|&seat| seat == SeatChoice::Person)
            .count()
    }
}

impl HiveNewGame {
    /// The seats of the game, an engine seat with the typed command.
    ///
    /// # Errors
    /// An engine seat with no command typed.
    pub fn seats(&self) -> Result<HiveSeats, Message> {
        let seat = |choice| match choice {
            SeatChoice::Person => Ok(Seat::Person),
            SeatChoice::Computer(level) => Ok(Seat::Computer(level)),
            SeatChoice::Engine if self.engine.trim().is_empty() => {
                Err(Message::new("hive-engine-missing"))
            }
            SeatChoice::Engine => Ok(Seat::Engine(self.engine.trim().to_owned())),
            SeatChoice::Friend => Ok(Seat::Friend),
        };
        Ok(HiveSeats::new(vec![seat(self.white)?, seat(self.black)?]))
    }

    /// The new game, under the chosen rules.
    pub fn game(&self) -> Box<HiveGame> {
        Box::new(HiveGame::with_rules(self.rules))
    }

    fn uses_engine(&self) -> bool {
        self.white == SeatChoice::Engine || self.black == SeatChoice::Engine
    }
}

/// One line of Hive's options.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HiveSetting {
    /// White's player.
    White,
    /// Black's player.
    Black,
    /// No Queen on the first turn.
    Tournament,
    /// A third repetition draws.
    Repetition,
    /// An expansion bug in the box, or not.
    Expansion(Bug),
}

impl HiveSetting {
    const ALL: [HiveSetting; 7] = [
        HiveSetting::White,
        HiveSetting::Black,
        HiveSetting::Tournament,
        HiveSetting::Repetition,
        HiveSetting::Expansion(Bug::Mosquito),
        HiveSetting::Expansion(Bug::Ladybug),
        HiveSetting::Expansion(Bug::Pillbug),
    ];

    /// The seat it sets, if it sets one.
    fn seat(self, settings: &mut HiveNewGame) -> Option<&mut SeatChoice> {
        match self {
            HiveSetting::White => Some(&mut settings.white),
            HiveSetting::Black => Some(&mut settings.black),
            _ => None,
        }
    }

    /// The switch it is (a rule, or a bug in the box), if it is one.
    fn switch(self, settings: &mut HiveNewGame) -> Option<&mut bool> {
        let rules = &mut settings.rules;
        match self {
            HiveSetting::Tournament => Some(&mut rules.tournament),
            HiveSetting::Repetition => Some(&mut rules.threefold_repetition),
            HiveSetting::Expansion(Bug::Mosquito) => Some(&mut rules.expansions.mosquito),
            HiveSetting::Expansion(Bug::Ladybug) => Some(&mut rules.expansions.ladybug),
            HiveSetting::Expansion(_) => Some(&mut rules.expansions.pillbug),
            HiveSetting::White | HiveSetting::Black => None,
        }
    }
}

impl OptionRow for HiveSetting {
    type Settings = HiveNewGame;
    type Group = OptionGroup;

    fn group(self) -> OptionGroup {
        match self {
            HiveSetting::White | HiveSetting::Black => OptionGroup::Players,
            HiveSetting::Tournament | HiveSetting::Repetition => OptionGroup::Rules,
            HiveSetting::Expansion(_) => OptionGroup::Setup,
        }
    }

    fn name(self) -> Message {
        match self {
            HiveSetting::White => Colour::White.message(),
            HiveSetting::Black => Colour::Black.message(),
            HiveSetting::Tournament => Message::new("options-tournament"),
            HiveSetting::Repetition => Message::new("options-repetition"),
            HiveSetting::Expansion(bug) => bug.message(),
        }
    }

    fn explanation(self) -> Message {
        Message::new(match self {
            HiveSetting::White | HiveSetting::Black => "options-hive-seat-about",
            HiveSetting::Tournament => "options-tournament-about",
            HiveSetting::Repetition => "options-repetition-about",
            HiveSetting::Expansion(Bug::Mosquito) => "options-mosquito-about",
            HiveSetting::Expansion(Bug::Ladybug) => "options-ladybug-about",
            HiveSetting::Expansion(_) => "options-pillbug-about",
        })
    }

    fn kind(self) -> ControlKind {
        match self {
            HiveSetting::White | HiveSetting::Black => ControlKind::Choice,
            _ => ControlKind::Switch,
        }
    }

    fn values(self, _: &HiveNewGame) -> Vec<Message> {
        match self {
            HiveSetting::White | HiveSetting::Black => SEAT_CHOICES
                .into_iter()
                .map(SeatChoice::name)
                .chain([Message::new("options-at-strength")])
                .collect(),
            _ => switch_values(),
        }
    }

    fn chosen(self, settings: &HiveNewGame) -> usize {
        let rules = &settings.rules;
        let on = match self {
            HiveSetting::White | HiveSetting::Black => {
                let seat = if self == HiveSetting::White {
                    settings.white
                } else {
                    settings.black
                };
                return SEAT_CHOICES
                    .iter()
                    .position(|&choice| choice == seat)
                    .unwrap_or(0);
            }
            HiveSetting::Tournament => rules.tournament,
            HiveSetting::Repetition => rules.threefold_repetition,
            HiveSetting::Expansion(bug) => rules.expansions.includes(bug),
        };
        usize::from(on)
    }

    fn choose(self, settings: &mut HiveNewGame, index: usize) {
        let strength = SeatChoice::Computer(settings.strength);
        if let Some(seat) = self.seat(settings) {
            *seat = SEAT_CHOICES.get(index).copied().unwrap_or(strength);
        } else if let Some(on) = self.switch(settings) {
            *on = index == 1;
        }
    }
}

/// The part of the menu that shows only when Hive is chosen.
#[derive(Component)]
pub struct HiveOptions;

/// The engine command's line (shown when a seat is an engine).
#[derive(Component)]
struct EngineLine;

/// The engine command's text field.
#[derive(Component)]
struct EngineField;

/// Hive's options, under `menu`.
pub fn spawn_options(menu: &mut ChildSpawnerCommands, settings: &HiveNewGame) {
    let engine = settings.engine.clone();
    let uses_engine = settings.uses_engine();
    spawn_option_groups(menu, HiveOptions, HiveSetting::ALL, |group, options| {
        if group == OptionGroup::Players {
            spawn_engine_line(options, &engine, uses_engine);
        }
        new_game_rows::<HiveNewGame>(group, options);
    });
}

/// The line to type a UHP engine's command into, under the seats (shown
/// while a seat is the engine's).
fn spawn_engine_line(options: &mut ChildSpawnerCommands, engine: &str, uses_engine: bool) {
    let line = (EngineLine, uses_engine);
    spawn_field_line(options, line, "hive-engine-command", (EngineField, engine));
}

/// Keeps the settings' engine command with its field, which shows (and
/// takes the keys) as soon as an engine seat is chosen.
fn show_engine_line(
    mut settings: ResMut<HiveNewGame>,
    mut engine_lines: Query<&mut Node, With<EngineLine>>,
    fields: Query<(Entity, &EditableText), With<EngineField>>,
    mut focus: ResMut<InputFocus>,
) {
    for (_, field) in &fields {
        let typed = field.value().to_string();
        if settings.engine != typed {
            settings.engine = typed;
        }
    }
    let display = display_if(settings.uses_engine());
    for mut node in &mut engine_lines {
        if node.display != display {
            node.display = display;
            if let (Display::Flex, Ok((field, _))) = (display, fields.single()) {
                focus.set(field, FocusCause::Navigated);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_offers_a_person_the_levels_the_engine_a_friend_and_the_players_strength() {
        let mut settings = HiveNewGame {
            strength: Level::Beginner,
            ..HiveNewGame::default()
        };
        assert_eq!(HiveSetting::Black.chosen(&settings), 4, "medium to start");
        let seen: Vec<SeatChoice> = (0..SEAT_CHOICES.len())
            .map(|index| {
                HiveSetting::White.choose(&mut settings, index);
                assert_eq!(HiveSetting::White.chosen(&settings), index);
                settings.white
            })
            .collect();
        let levels = Level::ALL.map(SeatChoice::Computer);
        let expected: Vec<SeatChoice> = std::iter::once(SeatChoice::Person)
            .chain(levels)
            .chain([SeatChoice::Engine, SeatChoice::Friend])
            .collect();
        assert_eq!(seen, expected);
        assert_eq!(settings.black, SeatChoice::Computer(Level::Medium));
        // The last choice: the level at the player's strength.
        let values = HiveSetting::White.values(&settings);
        assert_eq!(values.last(), Some(&Message::new("options-at-strength")));
        HiveSetting::White.choose(&mut settings, values.len() - 1);
        assert_eq!(settings.white, SeatChoice::Computer(Level::Beginner));
    }

    #[test]
    fn each_expansion_bug_goes_in_and_out_of_the_box_on_its_own() {
        let mut settings = HiveNewGame::default();
        HiveSetting::Expansion(Bug::Ladybug).choose(&mut settings, 1);
        HiveSetting::Expansion(Bug::Pillbug).choose(&mut settings, 1);
        assert_eq!(settings.game().to_string(), "Base+LP;NotStarted;White[1]");
        HiveSetting::Expansion(Bug::Pillbug).choose(&mut settings, 0);
        HiveSetting::Expansion(Bug::Mosquito).choose(&mut settings, 1);
        assert_eq!(HiveSetting::Expansion(Bug::Mosquito).chosen(&settings), 1);
        assert_eq!(settings.rules.expansions.to_string(), "Base+ML");
    }

    #[test]
    fn an_engine_seat_needs_a_command() {
        let mut settings = HiveNewGame {
            black: SeatChoice::Engine,
            ..HiveNewGame::default()
        };
        assert!(settings.seats().is_err());
        settings.engine = " /usr/bin/nokamute uhp ".into();
        assert_eq!(
            settings.seats().map(|s| s.of(Colour::Black).clone()),
            Ok(Seat::Engine("/usr/bin/nokamute uhp".into()))
        );
    }
}
