//! Who plays White and who plays Black: the table's seats (a person, the
//! computer at a level, or a UHP engine such as Mzinga or nokamute), by
//! colour, and as a record keeps them.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tabletop_i18n::{Explained, Message};
use tabletop_rules::hive::Colour;

use crate::table::seats::{Seat, Seats, Side};

/// Who plays each colour in the game at the table.
pub type HiveSeats = Seats<Colour>;

impl Side for Colour {
    fn seat_index(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Black => 1,
        }
    }

    fn name(self) -> Message {
        self.message()
    }
}

/// The seats as White's and Black's, the way a record names them.
#[derive(Serialize, Deserialize)]
struct ByColour {
    white: Seat,
    black: Seat,
}

/// Writes `seats` as White's and Black's (for `#[serde(with)]`).
///
/// # Errors
/// The serializer's.
pub fn serialize<S: Serializer>(seats: &HiveSeats, serializer: S) -> Result<S::Ok, S::Error> {
    ByColour {
        white: seats.of(Colour::White).clone(),
        black: seats.of(Colour::Black).clone(),
    }
    .serialize(serializer)
}

/// Reads White's and Black's seats (for `#[serde(with)]`).
///
/// # Errors
/// The deserializer's.
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<HiveSeats, D::Error> {
    let ByColour { white, black } = ByColour::deserialize(deserializer)?;
    Ok(Seats::new(vec![white, black]))
}
