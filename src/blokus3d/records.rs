//! A Blokus 3D game as a file: its position (the structure, the seating and
//! every placement, in the rules' notation) and who played each seat.
//! Saved, autosaved and listed with the other games' records.

use serde::{Deserialize, Serialize};
use tabletop_rules::blokus3d::{Placement, Position};
use tabletop_rules::clock::ClockRecord;
use tabletop_rules::concession::Concession;
use tabletop_rules::tree::MoveTree;

use tabletop_ai::blokus3d::Blokus3dPlayer;

use super::session::{BlokusSeats, BlokusSession};
use crate::table::autosave::Recorded;
use crate::table::game::TableGame as _;
use crate::table::history::Ending;
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
    /// Each colour out of time: the pieces placed before, and its seat
    /// (the placements cannot say).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub timed_out: Vec<(usize, usize)>,
    /// Each colour whose player resigned: the pieces placed before, and
    /// its seat (the placements cannot say).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resigned: Vec<(usize, usize)>,
    /// The clocks of a game played on one (boxed: most games have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Box<ClockRecord>>,
    /// The placements as a tree, where it holds more than the game:
    /// variations, symbols and comments, placements taken back (version 2
    /// on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<Box<MoveTree<Placement>>>,
}

fn no_hints(hints: &u32) -> bool {
    *hints == 0
}

impl BlokusRecord {
    /// The format's version (2: the tree of placements; 3: a game begun
    /// from a position set up by hand writes it in its notation). An older
    /// record reads the same: its tree its placements, its start the empty
    /// structure.
    pub const VERSION: u32 = 3;

    /// The record of the game at `position`, played by `seats`.
    pub fn of(position: &Position, seats: &BlokusSeats) -> BlokusRecord {
        BlokusRecord {
            version: BlokusRecord::VERSION,
            position: position.clone(),
            seats: seats.all().iter().map(ToString::to_string).collect(),
            hints: position.hints(),
            timed_out: position.time_outs(),
            resigned: position.conceded(Concession::Resigned),
            clock: None,
            tree: None,
        }
    }

    /// The same record with the placements' tree, if it holds more than
    /// them.
    pub fn with_tree(self, tree: &MoveTree<Placement>) -> BlokusRecord {
        BlokusRecord {
            tree: (!tree.is_plain()).then(|| Box::new(tree.clone())),
            ..self
        }
    }

    /// The same record with the game's clocks.
    pub fn with_clock(self, clock: Option<ClockRecord>) -> BlokusRecord {
        BlokusRecord {
            clock: clock.map(Box::new),
            ..self
        }
    }

    /// The game it holds, with the hints it counts and its colours out of
    /// time (without them where its placements no longer fit theirs).
    pub fn game(&self) -> Position {
        let mut position = self
            .position
            .with_conceded(&self.conceded())
            .unwrap_or_else(|| self.position.clone());
        position.count_hints(self.hints);
        position
    }

    /// Each colour given up, as the record says: when, its seat and how.
    fn conceded(&self) -> Vec<(usize, usize, Concession)> {
        let given_up = |list: &[(usize, usize)], how| {
            let list = list.iter().map(move |&(placed, seat)| (placed, seat, how));
            list.collect::<Vec<_>>()
        };
        let mut conceded = given_up(&self.timed_out, Concession::OnTime);
        conceded.extend(given_up(&self.resigned, Concession::Resigned));
        conceded
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

impl Recorded for BlokusSession {
    type Saved = BlokusRecord;
    type Record = BlokusRecord;

    fn saved(&self, seats: &BlokusSeats) -> BlokusRecord {
        BlokusRecord::of(&self.position, seats).with_tree(self.tree())
    }

    fn record(&self, seats: &BlokusSeats, clock: Option<ClockRecord>) -> BlokusRecord {
        self.saved(seats).with_clock(clock)
    }

    const LEVEL_TABLE: Option<&'static str> =
        Some(include_str!("../../assets/levels/blokus3d.ron"));

    /// The structure and the seating (`A for 2`, `D for 2, two colours each`).
    fn variant(&self) -> String {
        let seating = self.position.seating();
        let each = if seating.two_colours_each {
            ", two colours each"
        } else {
            ""
        };
        format!(
            "{} for {}{each}",
            self.position.structure().name(),
            seating.players
        )
    }

    /// The best score wins (a colour out of time is out, and scored).
    fn ending(&self) -> Option<Ending> {
        let winners = self.position.winners();
        (!winners.is_empty()).then_some(Ending {
            winners,
            how: "how-scored",
        })
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
    fn a_colour_out_of_time_and_the_clocks_read_back_from_a_record() {
        let mut position = Position::start('C', Seating::one_colour_each(3)).expect("a structure");
        let first = position.legal_placements()[0];
        position.place(first).expect("legal");
        position.time_out(1);
        let control = tabletop_rules::clock::TimeControl::fischer(1, 0);
        let clocks = tabletop_rules::clock::Clocks::new(control, 3).expect("timed");
        let clock = ClockRecord::of(&[clocks.clone(), clocks], &[std::time::Duration::ZERO]);
        let record = BlokusRecord::of(&position, &BlokusSeats::default()).with_clock(clock.clone());
        let text = ron::to_string(&record).expect("written");
        let read: BlokusRecord = ron::from_str(&text).expect("read");
        assert_eq!(read.game(), position);
        assert!(read.game().is_out(1));
        assert_eq!(read.clock.as_deref(), clock.as_ref());
        let untimed = ron::to_string(&BlokusRecord::of(&read.game(), &BlokusSeats::default()));
        assert!(
            !untimed.expect("written").contains("clock"),
            "no clock, no field"
        );
    }

    #[test]
    fn records_that_named_the_computers_kind_still_read() {
        let record = BlokusRecord {
            version: 1,
            position: Position::start('B', Seating::one_colour_each(3)).expect("the wall"),
            seats: vec!["person".into(), "greedy".into(), "mcts1000".into()],
            hints: 0,
            timed_out: Vec::new(),
            resigned: Vec::new(),
            clock: None,
            tree: None,
        };
        let expected = [
            Seat::Person,
            Seat::Computer(Level::Easy),
            Seat::Computer(Level::Hard),
        ];
        assert_eq!(record.seats(), BlokusSeats::new(expected.to_vec()));
    }
}
