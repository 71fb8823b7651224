//! Who plays each colour: a person at the screen, the computer at a level,
//! or an external UHP engine (a program on this machine, such as Mzinga or
//! nokamute) — so people can pit the engines they know against each other,
//! against our computer, or against themselves.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_ai::Level;
use tabletop_i18n::Message;
use tabletop_rules::hive::Colour;

use crate::language::level_name;

/// One colour's player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// Someone at the screen.
    #[default]
    Person,
    /// Our computer player at a level.
    Computer(Level),
    /// A UHP engine: its command line (program and arguments).
    Engine(String),
}

impl Seat {
    /// Whether a program, not a person, makes this seat's moves.
    pub fn is_machine(&self) -> bool {
        !matches!(self, Seat::Person)
    }

    /// The seat in a few words, for the HUD and the menu.
    pub fn describe(&self) -> Message {
        match self {
            Seat::Person => Message::new("seat-person"),
            Seat::Computer(level) => {
                Message::new("seat-computer").with("level", level_name(*level))
            }
            Seat::Engine(command) => Message::new("seat-engine").with("name", engine_name(command)),
        }
    }
}

impl std::str::FromStr for Seat {
    type Err = String;

    /// `person`, a level (`random`, `easy`, `medium`, `hard`), or
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
            level => level.parse().map(Seat::Computer).map_err(|_| {
                format!(
                    "'{text}' is not a player: try person, easy, medium, hard or engine:COMMAND"
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

/// Who plays White and who plays Black in the game at the table.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HiveSeats {
    /// White's player (moves first).
    pub white: Seat,
    /// Black's player.
    pub black: Seat,
}

impl HiveSeats {
    /// `colour`'s seat.
    pub fn seat(&self, colour: Colour) -> &Seat {
        match colour {
            Colour::White => &self.white,
            Colour::Black => &self.black,
        }
    }

    /// `colour`'s seat, to change.
    pub fn seat_mut(&mut self, colour: Colour) -> &mut Seat {
        match colour {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }

    /// Whether somebody at the screen plays.
    pub fn has_person(&self) -> bool {
        !self.white.is_machine() || !self.black.is_machine()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(HiveSeats::default().has_person());
    }

    #[test]
    fn seats_read_from_the_command_line() {
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
    }
}
