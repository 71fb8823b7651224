//! Blokus 3D's new-game options in the main menu: the structure (A–D), the
//! number of players (or two players with two colours each), and who plays
//! each seat: a person, the computer (easy: greedy; hard: tree search).

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::Message;
use tabletop_rules::blokus3d::{Position, Seating};

use super::session::BlokusSeats;
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::clock::spawn_clock_row;
use crate::table::option_rows::{OptionRow, spawn_option_rows};
use crate::table::seats::Seat;
use crate::theme::set_button_text;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BlokusNewGame>()
        .add_systems(Update, show_options.run_if(in_state(Screen::Menu)));
}

/// The structures, by letter.
const STRUCTURES: [char; 4] = ['A', 'B', 'C', 'D'];
/// The computer's levels offered, weakest first.
const LEVELS: [Level; 2] = [Level::Easy, Level::Hard];

/// The options of the next Blokus 3D game, as set in the menu.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct BlokusNewGame {
    /// The structure's letter.
    pub structure: char,
    /// Who sits where.
    pub seating: Seating,
    /// Each person's player.
    pub seats: [Seat; 4],
}

impl Default for BlokusNewGame {
    fn default() -> BlokusNewGame {
        BlokusNewGame {
            structure: 'A',
            seating: Seating::one_colour_each(2),
            seats: [
                Seat::Person,
                Seat::Computer(Level::Hard),
                Seat::Computer(Level::Easy),
                Seat::Computer(Level::Easy),
            ],
        }
    }
}

impl BlokusNewGame {
    /// The start position and the seats.
    pub fn start(&self) -> Option<(Position, BlokusSeats)> {
        let position = Position::start(self.structure, self.seating)?;
        Some((position, self.seats_for(self.seating)))
    }

    /// The seats of a game of `seating`: each person's player as chosen.
    pub fn seats_for(&self, seating: Seating) -> BlokusSeats {
        let players = usize::from(seating.players).min(self.seats.len());
        BlokusSeats::new(self.seats[..players].to_vec())
    }
}

/// One line of Blokus 3D's options.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlokusSetting {
    /// The structure.
    Structure,
    /// How many play, and how.
    Players,
    /// Person `n`'s player.
    Seat(usize),
}

impl BlokusSetting {
    const ALL: [BlokusSetting; 6] = [
        BlokusSetting::Structure,
        BlokusSetting::Players,
        BlokusSetting::Seat(0),
        BlokusSetting::Seat(1),
        BlokusSetting::Seat(2),
        BlokusSetting::Seat(3),
    ];

    fn describe(self, settings: &BlokusNewGame) -> Message {
        match self {
            BlokusSetting::Structure => {
                // The shipped structures' names, in the player's language.
                let name = match settings.structure.to_ascii_uppercase() {
                    'A' => Message::new("blokus-structure-a"),
                    'B' => Message::new("blokus-structure-b"),
                    'C' => Message::new("blokus-structure-c"),
                    'D' => Message::new("blokus-structure-d"),
                    other => Message::new("problem").with("detail", other.to_string()),
                };
                Message::new("blokus-structure").with("name", name)
            }
            BlokusSetting::Players if settings.seating.two_colours_each => {
                Message::new("blokus-players-two-colours")
            }
            BlokusSetting::Players => {
                Message::new("blokus-players").with("count", settings.seating.players)
            }
            BlokusSetting::Seat(person) => Message::new("blokus-seat")
                .with("number", person + 1)
                .with("seat", settings.seats[person].describe()),
        }
    }

    /// Whether the line applies (seats beyond the players do not).
    fn applies(self, settings: &BlokusNewGame) -> bool {
        match self {
            BlokusSetting::Seat(person) => person < usize::from(settings.seating.players),
            _ => true,
        }
    }
}

impl OptionRow for BlokusSetting {
    type Settings = BlokusNewGame;

    fn change(self, settings: &mut BlokusNewGame) {
        match self {
            BlokusSetting::Structure => {
                let at = STRUCTURES
                    .iter()
                    .position(|&s| s == settings.structure)
                    .unwrap_or(0);
                settings.structure = STRUCTURES[(at + 1) % STRUCTURES.len()];
            }
            BlokusSetting::Players => {
                settings.seating =
                    match (settings.seating.players, settings.seating.two_colours_each) {
                        (2, false) => Seating::one_colour_each(3),
                        (3, _) => Seating::one_colour_each(4),
                        (4, _) => Seating {
                            players: 2,
                            two_colours_each: true,
                        },
                        _ => Seating::one_colour_each(2),
                    };
            }
            BlokusSetting::Seat(person) => {
                let seat = &mut settings.seats[person];
                *seat = match &*seat {
                    Seat::Computer(level) => match LEVELS.iter().position(|l| l == level) {
                        Some(i) if i + 1 < LEVELS.len() => Seat::Computer(LEVELS[i + 1]),
                        _ => Seat::Person,
                    },
                    _ => Seat::Computer(LEVELS[0]),
                };
            }
        }
    }
}

/// The part of the menu that shows only when Blokus 3D is chosen.
#[derive(Component)]
pub struct BlokusOptions;

/// Blokus 3D's options, under `menu`.
pub fn spawn_options(menu: &mut ChildSpawnerCommands) {
    let mut column = spawn_option_rows(menu, BlokusOptions, BlokusSetting::ALL);
    spawn_clock_row(&mut column);
}

fn show_options(
    settings: Res<BlokusNewGame>,
    mut rows: Query<(&BlokusSetting, &Children, &mut Node)>,
    mut texts: Query<&mut Localized>,
) {
    for (setting, children, mut node) in &mut rows {
        let display = crate::theme::display_if(setting.applies(&settings));
        if node.display != display {
            node.display = display;
        }
        set_button_text(children, &mut texts, setting.describe(&settings));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_structure_and_seating_offered_has_a_start() {
        let mut settings = BlokusNewGame::default();
        for _ in 0..STRUCTURES.len() {
            for _ in 0..4 {
                let start = settings.start();
                assert!(
                    start.is_some(),
                    "{} {:?}",
                    settings.structure,
                    settings.seating
                );
                let (position, seats) = start.expect("a start");
                assert_eq!(seats.all().len(), usize::from(settings.seating.players));
                assert_eq!(position.seating(), settings.seating);
                BlokusSetting::Players.change(&mut settings);
            }
            BlokusSetting::Structure.change(&mut settings);
        }
    }

    #[test]
    fn a_seat_cycles_person_easy_hard() {
        let mut settings = BlokusNewGame::default();
        let seen: Vec<Seat> = (0..3)
            .map(|_| {
                BlokusSetting::Seat(0).change(&mut settings);
                settings.seats[0].clone()
            })
            .collect();
        assert_eq!(
            seen,
            [
                Seat::Computer(Level::Easy),
                Seat::Computer(Level::Hard),
                Seat::Person
            ]
        );
    }
}
