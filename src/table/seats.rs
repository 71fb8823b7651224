//! Who plays each side, the same at every table: a person at the screen,
//! our computer at a level, or an external engine (a program on this
//! machine, spoken to in its game's protocol, such as a UHP engine for
//! Hive) — so people can pit the programs they know against each other,
//! against our computer, or against themselves — or a friend on another
//! computer, whose moves come over the network.

use std::fmt;
use std::marker::PhantomData;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_ai::Level;
use tabletop_i18n::Message;

use crate::language::level_name;

/// One side's player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// Someone at the screen.
    #[default]
    Person,
    /// Our computer player at a level.
    Computer(Level),
    /// An engine: its command line (program and arguments).
    Engine(String),
    /// A friend on another computer (see [`super::network`]).
    Friend,
}

impl Seat {
    /// Whether somebody other than a person at this screen makes this
    /// seat's moves (a program, or a friend elsewhere): the screen's
    /// controls never move for it.
    pub fn is_machine(&self) -> bool {
        !matches!(self, Seat::Person)
    }

    /// Whether a program (ours or an engine) makes this seat's moves: undo
    /// takes its replies back with the move they answered.
    pub fn is_program(&self) -> bool {
        matches!(self, Seat::Computer(_) | Seat::Engine(_))
    }

    /// The seat in a few words, for the HUD and the menu.
    pub fn describe(&self) -> Message {
        match self {
            Seat::Person => Message::new("seat-person"),
            Seat::Computer(level) => {
                Message::new("seat-computer").with("level", level_name(*level))
            }
            Seat::Engine(command) => Message::new("seat-engine").with("name", engine_name(command)),
            Seat::Friend => Message::new("seat-friend"),
        }
    }
}

impl fmt::Display for Seat {
    /// As [`Seat::from_str`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Person => f.write_str("person"),
            Seat::Computer(level) => write!(f, "{level}"),
            Seat::Engine(command) => write!(f, "engine:{command}"),
            Seat::Friend => f.write_str("friend"),
        }
    }
}

impl std::str::FromStr for Seat {
    type Err = String;

    /// `person`, `friend`, a level (`random` … `hard`), or
    /// `engine:COMMAND` (the engine's program and arguments).
    fn from_str(text: &str) -> Result<Seat, String> {
        let text = text.trim();
        if let Some(command) = text.strip_prefix("engine:") {
            return match command.trim() {
                "" => {
                    Err("engine: needs the engine's command, as in engine:/path/to/nokamute".into())
                }
                command => Ok(Seat::Engine(command.to_owned())),
            };
        }
        match text {
            "person" => Ok(Seat::Person),
            "friend" => Ok(Seat::Friend),
            level => level.parse().map(Seat::Computer).map_err(|_| {
                format!(
                    "'{text}' is not a player: try person, friend, a level (random, beginner, easy, medium, advanced, hard) or engine:COMMAND"
                )
            }),
        }
    }
}

/// An engine's name for people: its program's file name.
pub fn engine_name(command: &str) -> &str {
    let program = command.split_whitespace().next().unwrap_or(command);
    program.rsplit(['/', '\\']).next().unwrap_or(program)
}

/// A game's side that has a seat: a colour, or a person of several.
pub trait Side: Copy + Send + Sync + 'static {
    /// Its place among the seats, from 0.
    fn seat_index(self) -> usize;

    /// Its name for people ("White", "Gold", "player 2").
    fn name(self) -> Message;
}

/// Who plays each side of the game at a table whose sides are `S`; a side
/// not listed is a person's.
#[derive(Resource)]
pub struct Seats<S> {
    seats: Vec<Seat>,
    sides: PhantomData<fn(S)>,
}

impl<S: Side> Seats<S> {
    /// `seats` in the order of the sides.
    pub fn new(seats: Vec<Seat>) -> Seats<S> {
        Seats {
            seats,
            sides: PhantomData,
        }
    }

    /// `side`'s seat.
    pub fn of(&self, side: S) -> &Seat {
        const PERSON: &Seat = &Seat::Person;
        self.seats.get(side.seat_index()).unwrap_or(PERSON)
    }

    /// Makes `seat` play `side`.
    pub fn set(&mut self, side: S, seat: Seat) {
        let index = side.seat_index();
        if self.seats.len() <= index {
            self.seats.resize(index + 1, Seat::Person);
        }
        self.seats[index] = seat;
    }

    /// The seats in the order of the sides.
    pub fn all(&self) -> &[Seat] {
        &self.seats
    }

    /// `sides` seats, each player moved on one (the last first): at a
    /// table of two, the colours swapped.
    pub fn moved_on(&self, sides: usize) -> Seats<S> {
        let mut seats = self.seats.clone();
        seats.resize(sides.max(seats.len()), Seat::Person);
        seats.truncate(sides);
        seats.rotate_right(1);
        Seats::new(seats)
    }

    /// Whether a friend on another computer plays a seat.
    pub fn has_friends(&self) -> bool {
        self.seats.contains(&Seat::Friend)
    }

    /// The place among the people (from 0) of the person in seat `index`:
    /// how many people sit before them. The people are named, and choose
    /// their controllers, in that order.
    pub fn person_place(&self, index: usize) -> usize {
        (0..index)
            .filter(|&before| !self.seats.get(before).is_some_and(Seat::is_machine))
            .count()
    }

    /// Whether a program plays `side` while somebody at the screen plays
    /// another side among the first `sides` (so undo takes its moves back;
    /// a friend elsewhere agrees to each move taken back).
    pub fn program_against_person(&self, side: S, sides: usize) -> bool {
        let person_plays =
            (0..sides).any(|index| !self.seats.get(index).is_some_and(Seat::is_machine));
        self.of(side).is_program() && person_plays
    }
}

impl<S> Default for Seats<S> {
    fn default() -> Seats<S> {
        Seats {
            seats: Vec::new(),
            sides: PhantomData,
        }
    }
}

impl<S> Clone for Seats<S> {
    fn clone(&self) -> Seats<S> {
        Seats {
            seats: self.seats.clone(),
            sides: PhantomData,
        }
    }
}

impl<S> fmt::Debug for Seats<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.seats).finish()
    }
}

impl<S> PartialEq for Seats<S> {
    fn eq(&self, other: &Seats<S>) -> bool {
        // Sides not listed are people's.
        let longest = self.seats.len().max(other.seats.len());
        (0..longest).all(|index| {
            self.seats.get(index).unwrap_or(&Seat::Person)
                == other.seats.get(index).unwrap_or(&Seat::Person)
        })
    }
}

impl<S> Eq for Seats<S> {}

impl<S> Serialize for Seats<S> {
    fn serialize<Ser: serde::Serializer>(&self, serializer: Ser) -> Result<Ser::Ok, Ser::Error> {
        self.seats.serialize(serializer)
    }
}

impl<'de, S> Deserialize<'de> for Seats<S> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Seats<S>, D::Error> {
        Ok(Seats {
            seats: Vec::deserialize(deserializer)?,
            sides: PhantomData,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy)]
    struct Colour(usize);

    impl Side for Colour {
        fn seat_index(self) -> usize {
            self.0
        }
        fn name(self) -> Message {
            Message::new("colour")
        }
    }

    #[test]
    fn a_person_is_counted_among_the_people_only() {
        let seats = Seats::<Colour>::new(vec![
            Seat::Person,
            Seat::Computer(Level::Easy),
            Seat::Person,
            Seat::Engine("nokamute".into()),
        ]);
        assert_eq!(seats.person_place(0), 0);
        assert_eq!(seats.person_place(2), 1, "the computer between is passed");
        assert_eq!(seats.person_place(5), 3, "a seat not set is a person's");
    }

    #[test]
    fn engines_are_named_by_their_program() {
        assert_eq!(
            engine_name("/opt/nokamute/nokamute uhp --threads=1"),
            "nokamute"
        );
        assert_eq!(
            engine_name(r"C:\Games\MzingaEngine.exe"),
            "MzingaEngine.exe"
        );
        assert_eq!(
            Seat::Engine("mzinga".into()).describe(),
            Message::new("seat-engine").with("name", "mzinga")
        );
    }

    #[test]
    fn seats_read_from_the_command_line_and_write_back_alike() {
        assert_eq!("person".parse(), Ok(Seat::Person));
        assert_eq!("hard".parse(), Ok(Seat::Computer(Level::Hard)));
        assert_eq!(
            "engine:/opt/nokamute uhp".parse(),
            Ok(Seat::Engine("/opt/nokamute uhp".into()))
        );
        assert!("engine:".parse::<Seat>().is_err());
        assert!(
            "grandmaster"
                .parse::<Seat>()
                .is_err_and(|e| e.contains("grandmaster"))
        );
        for seat in [
            Seat::Person,
            Seat::Computer(Level::Easy),
            Seat::Engine("nokamute uhp".into()),
            Seat::Friend,
        ] {
            assert_eq!(seat.to_string().parse(), Ok(seat));
        }
    }

    #[test]
    fn sides_not_listed_are_people_and_a_program_against_them_is_told() {
        let mut seats = Seats::<Colour>::default();
        assert_eq!(seats.of(Colour(1)), &Seat::Person);
        assert_eq!(seats, Seats::new(vec![Seat::Person, Seat::Person]));
        seats.set(Colour(1), Seat::Computer(Level::Hard));
        assert_eq!(seats.all(), [Seat::Person, Seat::Computer(Level::Hard)]);
        assert!(seats.program_against_person(Colour(1), 2));
        assert!(!seats.program_against_person(Colour(0), 2));
        seats.set(Colour(0), Seat::Computer(Level::Easy));
        assert!(!seats.program_against_person(Colour(1), 2));
        // A friend elsewhere is no program: their moves come back one by one.
        let seats = Seats::<Colour>::new(vec![Seat::Person, Seat::Friend]);
        assert!(!seats.program_against_person(Colour(1), 2));
    }
}
