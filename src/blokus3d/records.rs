//! A Blokus 3D game as a file: its position (the structure, the seating and
//! every placement, in the rules' notation) and who played each seat.
//! Saved, autosaved and listed with the other games' records.

use serde::{Deserialize, Serialize};
use tabletop_rules::blokus3d::Position;

use tabletop_ai::blokus3d::Blokus3dPlayer;

use super::session::{BlokusChange, BlokusSeats, BlokusSession};
use crate::table::autosave::Autosaved;
use crate::table::seats::Seat;

/// A Blokus 3D game record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BlokusRecord {
    /// The format's version.
    pub version: u32,
    /// The game: `D-4; T4:5@5,2; …`, checked under the rules when read.
    pub position: Position,
    /// Each person's player: `person`, a level (`easy`, `hard`), or
    /// `engine:COMMAND`; records before seats were the same at every table
    /// named the computer's kind (`greedy`, `mcts1000`), still read.
    #[serde(default)]
    pub seats: Vec<String>,
    /// Hints shown during the game (written only when there were some).
    #[serde(default, skip_serializing_if = "no_hints")]
    pub hints: u32,
}

fn no_hints(hints: &u32) -> bool {
    *hints == 0
}

impl BlokusRecord {
    /// The format's version.
    pub const VERSION: u32 = 1;

    /// The record of the game at `position`, played by `seats`.
    pub fn of(position: &Position, seats: &BlokusSeats) -> BlokusRecord {
        BlokusRecord {
            version: BlokusRecord::VERSION,
            position: position.clone(),
            seats: seats.all().iter().map(ToString::to_string).collect(),
            hints: position.hints(),
        }
    }

    /// The game it holds, with the hints it counts.
    pub fn game(&self) -> Position {
        let mut position = self.position.clone();
        position.count_hints(self.hints);
        position
    }

    /// Who played, as the record says (a person where it cannot be read).
    pub fn seats(&self) -> BlokusSeats {
        let read = |seat: &String| {
            seat.parse::<Seat>()
                .or_else(|_| {
                    seat.parse()
                        .map(|kind: Blokus3dPlayer| Seat::Computer(kind.level()))
                })
                .unwrap_or_default()
        };
        BlokusSeats::new(self.seats.iter().map(read).collect())
    }
}

impl Autosaved for BlokusSession {
    type Change = BlokusChange;
    type Seats = BlokusSeats;
    type Saved = BlokusRecord;

    fn saved(&self, seats: &BlokusSeats) -> BlokusRecord {
        BlokusRecord::of(&self.position, seats)
    }
}

#[cfg(test)]
mod tests {
    use tabletop_ai::Level;
    use tabletop_rules::blokus3d::Seating;

    use super::*;

    #[test]
    fn a_record_reads_back_as_the_same_game_and_players() {
        let mut position = Position::start('A', Seating::one_colour_each(2)).expect("the tower");
        let placement = position.legal_placements()[0];
        position.place(placement).expect("legal");
        let seats = BlokusSeats::new(vec![Seat::Person, Seat::Computer(Level::Hard)]);
        let record = BlokusRecord::of(&position, &seats);
        let text = ron::to_string(&record).expect("written");
        assert!(text.contains("A-2; "), "{text}");
        let read: BlokusRecord = ron::from_str(&text).expect("read");
        assert_eq!(read, record);
        assert_eq!(read.seats(), seats);
        assert!(!text.contains("hints"), "none shown, none written: {text}");
        let mut helped = position.clone();
        helped.count_hints(2);
        let text = ron::to_string(&BlokusRecord::of(&helped, &seats)).expect("written");
        let read: BlokusRecord = ron::from_str(&text).expect("read");
        assert_eq!(read.game().hints(), 2, "the hints come back with the game");
        assert!(read.game().same_game(&position));
        // An illegal placement in the file is refused when read.
        let broken = text.replace(&placement.to_string(), "I4:0@0,0");
        assert!(ron::from_str::<BlokusRecord>(&broken).is_err());
    }

    #[test]
    fn records_that_named_the_computers_kind_still_read() {
        let record = BlokusRecord {
            version: 1,
            position: Position::start('B', Seating::one_colour_each(3)).expect("the wall"),
            seats: vec!["person".into(), "greedy".into(), "mcts1000".into()],
            hints: 0,
        };
        let expected = [
            Seat::Person,
            Seat::Computer(Level::Easy),
            Seat::Computer(Level::Hard),
        ];
        assert_eq!(record.seats(), BlokusSeats::new(expected.to_vec()));
    }
}
