//! A Blokus 3D game as a file: its position (the structure, the seating and
//! every placement, in the rules' notation) and who played each seat.
//! Saved, autosaved and listed with the other games' records.

use serde::{Deserialize, Serialize};
use tabletop_rules::blokus3d::Position;

use super::session::{BlokusChange, BlokusSeat, BlokusSeats, BlokusSession};
use crate::table::autosave::Autosaved;

/// A Blokus 3D game record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BlokusRecord {
    /// The format's version.
    pub version: u32,
    /// The game: `D-4; T4:5@5,2; …`, checked under the rules when read.
    pub position: Position,
    /// Each person's player: `person`, `greedy`, `mcts1000`.
    #[serde(default)]
    pub seats: Vec<String>,
}

impl BlokusRecord {
    /// The format's version.
    pub const VERSION: u32 = 1;

    /// The record of the game at `position`, played by `seats`.
    pub fn of(position: &Position, seats: &BlokusSeats) -> BlokusRecord {
        BlokusRecord {
            version: BlokusRecord::VERSION,
            position: position.clone(),
            seats: seats.0.iter().map(ToString::to_string).collect(),
        }
    }

    /// Who played, as the record says (a person where it cannot be read).
    pub fn seats(&self) -> BlokusSeats {
        BlokusSeats(
            self.seats
                .iter()
                .map(|seat| seat.parse().unwrap_or_default())
                .collect::<Vec<BlokusSeat>>(),
        )
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
    use tabletop_ai::blokus3d::Blokus3dPlayer;
    use tabletop_rules::blokus3d::Seating;

    use super::*;

    #[test]
    fn a_record_reads_back_as_the_same_game_and_players() {
        let mut position = Position::start('A', Seating::one_colour_each(2)).expect("the tower");
        let placement = position.legal_placements()[0];
        position.place(placement).expect("legal");
        let seats = BlokusSeats(vec![
            BlokusSeat::Person,
            BlokusSeat::Computer(Blokus3dPlayer::Mcts(1000)),
        ]);
        let record = BlokusRecord::of(&position, &seats);
        let text = ron::to_string(&record).expect("written");
        assert!(text.contains("A-2; "), "{text}");
        let read: BlokusRecord = ron::from_str(&text).expect("read");
        assert_eq!(read, record);
        assert_eq!(read.seats(), seats);
        // An illegal placement in the file is refused when read.
        let broken = text.replace(&placement.to_string(), "I4:0@0,0");
        assert!(ron::from_str::<BlokusRecord>(&broken).is_err());
    }
}
