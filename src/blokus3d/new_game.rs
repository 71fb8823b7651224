//! Blokus 3D's new-game options in the main menu: the structure (A–D), the
//! number of players (or two players with two colours each), and who plays
//! each seat: a person, the computer (easy: greedy; hard: tree search).

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::Message;
use tabletop_rules::blokus3d::{Position, Seating};

use super::session::BlokusSeats;
use crate::language::player_choice;
use crate::table::history::names::new_game_rows;
use crate::table::history::strength::{NewGamePlayers, note_players};
use crate::table::options::{
    ControlKind, OptionGroup, OptionRow, option_rows_plugin, spawn_option_groups,
};
use crate::table::seats::Seat;

pub(crate) fn plugin(app: &mut App) {
    option_rows_plugin::<BlokusSetting>(app);
    app.init_resource::<BlokusNewGame>()
        .add_systems(Update, note_players::<BlokusNewGame>);
}

/// The structures, by letter.
const STRUCTURES: [char; 4] = ['A', 'B', 'C', 'D'];

/// The options of the next Blokus 3D game, as set in the menu.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct BlokusNewGame {
    /// The structure's letter.
    pub structure: char,
    /// Who sits where.
    pub seating: Seating,
    /// Each person's player.
    pub seats: [Seat; 4],
    /// The level at the player's strength, offered among the players.
    pub strength: Level,
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
            strength: Level::default(),
        }
    }
}

impl NewGamePlayers for BlokusNewGame {
    const GAME: &'static str = "blokus3d";

    fn strength_mut(&mut self) -> &mut Level {
        &mut self.strength
    }

    fn people(&self) -> usize {
        let players = usize::from(self.seating.players).min(self.seats.len());
        let seated = self.seats[..players].iter();
        seated.filter(|seat| **seat == Seat::Person).count()
    }
}

impl BlokusNewGame {
    /// The start position and the seats.
    pub fn start(&self) -> Option<(Position, BlokusSeats)> {
        let position = Position::start(self.structure, self.seating).ok()?;
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

/// The seatings offered, in order: two, three or four players, then two
/// with two colours each.
const SEATINGS: [Seating; 4] = [
    Seating::one_colour_each(2),
    Seating::one_colour_each(3),
    Seating::one_colour_each(4),
    Seating {
        players: 2,
        two_colours_each: true,
    },
];

impl BlokusSetting {
    const ALL: [BlokusSetting; 6] = [
        BlokusSetting::Players,
        BlokusSetting::Seat(0),
        BlokusSetting::Seat(1),
        BlokusSetting::Seat(2),
        BlokusSetting::Seat(3),
        BlokusSetting::Structure,
    ];
}

/// The players a seat may have, in the menu's order: a friend on another
/// computer last.
fn seat_choices() -> impl Iterator<Item = Seat> {
    std::iter::once(Seat::Person)
        .chain(Level::ALL.map(Seat::Computer))
        .chain([Seat::Friend])
}

impl OptionRow for BlokusSetting {
    type Settings = BlokusNewGame;
    type Group = OptionGroup;

    fn group(self) -> OptionGroup {
        match self {
            BlokusSetting::Structure => OptionGroup::Setup,
            BlokusSetting::Players | BlokusSetting::Seat(_) => OptionGroup::Players,
        }
    }

    fn name(self) -> Message {
        match self {
            BlokusSetting::Structure => Message::new("options-structure"),
            BlokusSetting::Players => Message::new("options-players-count"),
            BlokusSetting::Seat(person) => Message::new("options-seat").with("number", person + 1),
        }
    }

    fn explanation(self) -> Message {
        Message::new(match self {
            BlokusSetting::Structure => "options-structure-about",
            BlokusSetting::Players => "options-players-count-about",
            BlokusSetting::Seat(_) => "options-blokus-seat-about",
        })
    }

    fn kind(self) -> ControlKind {
        ControlKind::Choice
    }

    fn values(self, _: &BlokusNewGame) -> Vec<Message> {
        match self {
            // The shipped structures' names, in the player's language.
            BlokusSetting::Structure => ["a", "b", "c", "d"]
                .map(|letter| Message::new(format!("blokus-structure-{letter}")))
                .into(),
            BlokusSetting::Players => SEATINGS
                .map(|seating| {
                    if seating.two_colours_each {
                        Message::new("options-two-colours-each")
                    } else {
                        Message::new("options-count").with("count", seating.players)
                    }
                })
                .into(),
            BlokusSetting::Seat(_) => seat_choices()
                .map(|seat| match seat {
                    Seat::Computer(level) => player_choice(Some(level)),
                    Seat::Friend => Message::new("options-friend"),
                    _ => player_choice(None),
                })
                .chain([Message::new("options-at-strength")])
                .collect(),
        }
    }

    fn chosen(self, settings: &BlokusNewGame) -> usize {
        match self {
            BlokusSetting::Structure => STRUCTURES
                .iter()
                .position(|&s| s == settings.structure.to_ascii_uppercase())
                .unwrap_or(0),
            BlokusSetting::Players => SEATINGS
                .iter()
                .position(|&seating| seating == settings.seating)
                .unwrap_or(0),
            BlokusSetting::Seat(person) => seat_choices()
                .position(|seat| seat == settings.seats[person])
                .unwrap_or(0),
        }
    }

    fn choose(self, settings: &mut BlokusNewGame, index: usize) {
        match self {
            BlokusSetting::Structure => {
                settings.structure = STRUCTURES[index.min(STRUCTURES.len() - 1)];
            }
            BlokusSetting::Players => settings.seating = SEATINGS[index.min(SEATINGS.len() - 1)],
            BlokusSetting::Seat(person) => {
                settings.seats[person] = seat_choices()
                    .nth(index)
                    .unwrap_or(Seat::Computer(settings.strength));
            }
        }
    }

    /// Seats beyond the players do not apply.
    fn applies(self, settings: &BlokusNewGame) -> bool {
        match self {
            BlokusSetting::Seat(person) => person < usize::from(settings.seating.players),
            _ => true,
        }
    }
}

/// The part of the menu that shows only when Blokus 3D is chosen.
#[derive(Component)]
pub struct BlokusOptions;

/// Blokus 3D's options, under `menu`.
pub fn spawn_options(menu: &mut ChildSpawnerCommands) {
    spawn_option_groups(
        menu,
        BlokusOptions,
        BlokusSetting::ALL,
        new_game_rows::<BlokusNewGame>,
    );
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
                let next = (BlokusSetting::Players.chosen(&settings) + 1) % SEATINGS.len();
                BlokusSetting::Players.choose(&mut settings, next);
            }
            let next = (BlokusSetting::Structure.chosen(&settings) + 1) % STRUCTURES.len();
            BlokusSetting::Structure.choose(&mut settings, next);
        }
    }

    #[test]
    fn a_seat_offers_a_person_every_level_a_friend_and_the_players_strength() {
        let mut settings = BlokusNewGame {
            strength: Level::Easy,
            ..BlokusNewGame::default()
        };
        assert_eq!(BlokusSetting::Seat(1).chosen(&settings), 6, "hard to start");
        let offered = BlokusSetting::Seat(0).values(&settings).len();
        let seen: Vec<Seat> = (0..offered - 1)
            .map(|index| {
                BlokusSetting::Seat(0).choose(&mut settings, index);
                assert_eq!(BlokusSetting::Seat(0).chosen(&settings), index);
                settings.seats[0].clone()
            })
            .collect();
        let expected: Vec<Seat> = std::iter::once(Seat::Person)
            .chain(Level::ALL.map(Seat::Computer))
            .chain([Seat::Friend])
            .collect();
        assert_eq!(seen, expected);
        let words = BlokusSetting::Seat(0).values(&settings);
        assert_eq!(words[offered - 2], Message::new("options-friend"));
        BlokusSetting::Seat(0).choose(&mut settings, offered - 1);
        assert_eq!(settings.seats[0], Seat::Computer(Level::Easy));
        assert!(!BlokusSetting::Seat(2).applies(&settings), "two play");
    }
}
