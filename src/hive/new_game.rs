//! Hive's new-game options in the main menu: who plays White and Black (a
//! person, the computer at a level, or a UHP engine), the engine's command
//! line, the two rule options and the expansion bugs (each on or off).

use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_ai::Level;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Bug, Expansions, HiveGame, HiveRules};

use super::seats::HiveSeats;
use crate::language::{Localized, level_name, on_off};
use crate::screens::Screen;
use crate::table::clock::spawn_clock_row;
use crate::table::option_rows::{OptionRow, spawn_option_rows};
use crate::table::seats::Seat;
use crate::theme::{FAINT_TEXT, label, set_button_text, shown_if, text_field};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HiveNewGame>()
        .add_systems(Update, show_options.run_if(in_state(Screen::Menu)));
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
}

impl SeatChoice {
    /// The next choice a click gives.
    fn next(self) -> SeatChoice {
        match self {
            SeatChoice::Person => SeatChoice::Computer(Level::Easy),
            SeatChoice::Computer(Level::Easy) => SeatChoice::Computer(Level::Medium),
            SeatChoice::Computer(Level::Medium) => SeatChoice::Computer(Level::Hard),
            SeatChoice::Computer(_) => SeatChoice::Engine,
            SeatChoice::Engine => SeatChoice::Person,
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
}

impl Default for HiveNewGame {
    fn default() -> HiveNewGame {
        HiveNewGame {
            white: SeatChoice::Person,
            black: SeatChoice::Computer(Level::Medium),
            engine: String::new(),
            rules: HiveRules::STANDARD,
        }
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

    fn describe(self, settings: &HiveNewGame) -> Message {
        let seat = |choice| match choice {
            SeatChoice::Person => Message::new("hive-seat-person"),
            SeatChoice::Computer(level) => {
                Message::new("hive-seat-computer").with("level", level_name(level))
            }
            SeatChoice::Engine => Message::new("hive-seat-engine"),
        };
        match self {
            HiveSetting::White => {
                Message::new("hive-white-seat").with("seat", seat(settings.white))
            }
            HiveSetting::Black => {
                Message::new("hive-black-seat").with("seat", seat(settings.black))
            }
            HiveSetting::Tournament => {
                Message::new("hive-tournament").with("state", on_off(settings.rules.tournament))
            }
            HiveSetting::Repetition => Message::new("menu-repetition")
                .with("state", on_off(settings.rules.threefold_repetition)),
            HiveSetting::Expansion(bug) => Message::new("hive-expansion")
                .with("bug", bug.message())
                .with("state", on_off(settings.rules.expansions.includes(bug))),
        }
    }
}

impl OptionRow for HiveSetting {
    type Settings = HiveNewGame;

    fn change(self, settings: &mut HiveNewGame) {
        match self {
            HiveSetting::White => settings.white = settings.white.next(),
            HiveSetting::Black => settings.black = settings.black.next(),
            HiveSetting::Tournament => settings.rules.tournament = !settings.rules.tournament,
            HiveSetting::Repetition => {
                settings.rules.threefold_repetition = !settings.rules.threefold_repetition;
            }
            HiveSetting::Expansion(bug) => {
                let Expansions {
                    mosquito,
                    ladybug,
                    pillbug,
                } = &mut settings.rules.expansions;
                match bug {
                    Bug::Mosquito => *mosquito = !*mosquito,
                    Bug::Ladybug => *ladybug = !*ladybug,
                    _ => *pillbug = !*pillbug,
                }
            }
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
    let mut column = spawn_option_rows(menu, HiveOptions, HiveSetting::ALL);
    spawn_clock_row(&mut column);
    column.with_children(|options| {
        options
            .spawn((
                EngineLine,
                shown_if(settings.uses_engine()),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(4),
                    ..default()
                },
            ))
            .with_children(|line| {
                line.spawn(label("hive-engine-command", 15.0, FAINT_TEXT));
                line.spawn((EngineField, text_field(&settings.engine, 560.0, 18.0)))
                    .observe(|click: On<Pointer<Click>>, mut focus: ResMut<InputFocus>| {
                        focus.set(click.entity, FocusCause::Pressed);
                    });
            });
    });
}

/// Keeps the option buttons' texts in step with the settings, and the
/// settings' engine command with its field, which takes the keys as soon
/// as an engine seat is chosen.
fn show_options(
    mut settings: ResMut<HiveNewGame>,
    mut rows: Query<(&HiveSetting, &Children)>,
    mut texts: Query<&mut Localized>,
    mut engine_lines: Query<&mut Visibility, With<EngineLine>>,
    fields: Query<(Entity, &EditableText), With<EngineField>>,
    mut focus: ResMut<InputFocus>,
) {
    for (_, field) in &fields {
        let typed = field.value().to_string();
        if settings.engine != typed {
            settings.engine = typed;
        }
    }
    for (setting, children) in &mut rows {
        set_button_text(children, &mut texts, setting.describe(&settings));
    }
    // Hidden, not removed, so that the menu does not jump as it shows.
    let shown = shown_if(settings.uses_engine());
    for mut visibility in &mut engine_lines {
        if *visibility != shown {
            *visibility = shown;
            if let (Visibility::Inherited, Ok((field, _))) = (shown, fields.single()) {
                focus.set(field, FocusCause::Navigated);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::hive::Colour;

    use super::*;

    #[test]
    fn a_seat_cycles_through_the_levels_and_the_engine() {
        let mut settings = HiveNewGame::default();
        let seen: Vec<SeatChoice> = (0..5)
            .map(|_| {
                HiveSetting::White.change(&mut settings);
                settings.white
            })
            .collect();
        assert_eq!(
            seen,
            [
                SeatChoice::Computer(Level::Easy),
                SeatChoice::Computer(Level::Medium),
                SeatChoice::Computer(Level::Hard),
                SeatChoice::Engine,
                SeatChoice::Person
            ]
        );
    }

    #[test]
    fn each_expansion_bug_goes_in_and_out_of_the_box_on_its_own() {
        let mut settings = HiveNewGame::default();
        HiveSetting::Expansion(Bug::Ladybug).change(&mut settings);
        HiveSetting::Expansion(Bug::Pillbug).change(&mut settings);
        assert_eq!(settings.game().to_string(), "Base+LP;NotStarted;White[1]");
        HiveSetting::Expansion(Bug::Pillbug).change(&mut settings);
        HiveSetting::Expansion(Bug::Mosquito).change(&mut settings);
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
