//! A Hive game as a file: its rules, its UHP GameString (the export other
//! Hive programs read) and who played. Saved, autosaved and listed with the
//! other games' records.

use serde::{Deserialize, Serialize};
use tabletop_rules::clock::ClockRecord;
use tabletop_rules::concession::Concession;
use tabletop_rules::hive::{Colour, DrawReason, HiveGame, HiveOutcome, HiveRules, HiveSetup, Move};
use tabletop_rules::tree::MoveTree;

use super::seats::HiveSeats;
use super::session::HiveSession;
use crate::table::autosave::Recorded;
use crate::table::game::TableGame as _;
use crate::table::history::Ending;
use crate::table::seats::Side as _;

/// A Hive game record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HiveRecord {
    /// The format's version.
    pub version: u32,
    /// The rule options it was played under.
    pub rules: HiveRules,
    /// The game as a UHP GameString: `Base;InProgress;White[3];wS1;…`
    /// (its moves from `start`, where it has one).
    pub game: String,
    /// The position set up by hand that the game began from (version 3
    /// on); none for a game from the empty table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Box<HiveSetup>>,
    /// Who played each colour.
    #[serde(default, with = "super::seats")]
    pub seats: HiveSeats,
    /// Hints shown during the game (written only when there were some).
    #[serde(default, skip_serializing_if = "no_hints")]
    pub hints: u32,
    /// The colour that lost on time, if one did (a GameString cannot say).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timed_out: Option<Colour>,
    /// The colour that resigned, if one did (a GameString cannot say).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<Colour>,
    /// Whether the players agreed a draw (a GameString cannot say why).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub draw_agreed: bool,
    /// The clocks of a game played on one (boxed: most games have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Box<ClockRecord>>,
    /// The moves as a tree, where it holds more than the game: variations,
    /// symbols and comments, moves taken back (version 2 on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<Box<MoveTree<Move>>>,
}

fn no_hints(hints: &u32) -> bool {
    *hints == 0
}

impl HiveRecord {
    /// The format's version (2: the move tree; 3: the position set up by
    /// hand a game began from). An older record reads the same: its tree
    /// its moves, its start the empty table.
    pub const VERSION: u32 = 3;

    /// The record of `game`, played by `seats`.
    pub fn of(game: &HiveGame, seats: &HiveSeats) -> HiveRecord {
        HiveRecord {
            version: HiveRecord::VERSION,
            rules: game.rules(),
            game: game.played_string(),
            start: game.set_up().map(Box::new),
            seats: seats.clone(),
            hints: game.hints(),
            timed_out: game.timed_out(),
            resigned: game.resigned(),
            draw_agreed: game.draw_reason() == Some(DrawReason::Agreement),
            clock: None,
            tree: None,
        }
    }

    /// The same record with the moves' tree, if it holds more than them.
    pub fn with_tree(self, tree: &MoveTree<Move>) -> HiveRecord {
        HiveRecord {
            tree: (!tree.is_plain()).then(|| Box::new(tree.clone())),
            ..self
        }
    }

    /// The same record with the game's clocks.
    pub fn with_clock(self, clock: Option<ClockRecord>) -> HiveRecord {
        HiveRecord {
            clock: clock.map(Box::new),
            ..self
        }
    }

    /// The record of a game read from another program's file, to be looked
    /// through by the people at the screen.
    pub fn imported(game: &HiveGame) -> HiveRecord {
        HiveRecord::of(game, &HiveSeats::default())
    }

    /// The game, its moves played again under its rules.
    ///
    /// # Errors
    /// A move the rules refuse, or not a GameString (the rules say which).
    pub fn replay(&self) -> Result<HiveGame, String> {
        let game = match &self.start {
            Some(start) => HiveGame::parse_from(&self.game, start),
            None => HiveGame::parse_under(&self.game, self.rules),
        };
        let mut game = game.map_err(|error| error.to_string())?;
        game.count_hints(self.hints);
        let conceded = (self.timed_out.map(|loser| (loser, Concession::OnTime)))
            .or(self.resigned.map(|loser| (loser, Concession::Resigned)));
        if let Some((loser, how)) = conceded {
            game.concede(loser, how)
                .map_err(|error| error.to_string())?;
        }
        if self.draw_agreed {
            game.agree_draw().map_err(|error| error.to_string())?;
        }
        Ok(game)
    }

    /// Whether the game has not ended (it can be carried on).
    pub fn unfinished(&self) -> bool {
        self.replay().is_ok_and(|game| game.outcome().is_none())
    }
}

impl Recorded for HiveSession {
    type Saved = HiveRecord;
    type Record = HiveRecord;

    fn saved(&self, seats: &HiveSeats) -> HiveRecord {
        HiveRecord::of(&self.game, seats).with_tree(self.tree())
    }

    fn record(&self, seats: &HiveSeats, clock: Option<ClockRecord>) -> HiveRecord {
        self.saved(seats).with_clock(clock)
    }

    const LEVEL_TABLE: Option<&'static str> = Some(include_str!("../../assets/levels/hive.ron"));

    /// The game type (`Base+MLP`).
    fn variant(&self) -> String {
        self.game.rules().expansions.to_string()
    }

    fn ending(&self) -> Option<Ending> {
        let (winners, how) = match self.game.outcome()? {
            HiveOutcome::Win(colour) => (vec![colour.seat_index()], "how-won"),
            HiveOutcome::Draw => match self.game.draw_reason()? {
                DrawReason::BothSurrounded => (Vec::new(), "how-both-surrounded"),
                DrawReason::Repetition => (Vec::new(), "how-repetition"),
                DrawReason::Agreement => (Vec::new(), "how-agreed"),
            },
        };
        Some(Ending { winners, how })
    }
}

#[cfg(test)]
mod tests {
    use tabletop_ai::Level;

    use super::*;
    use crate::table::seats::Seat;

    #[test]
    fn a_game_lost_on_time_reads_back_lost_on_time_and_is_not_carried_on() {
        let mut game = HiveGame::parse("Base;InProgress;White[2];wS1;bG1 -wS1").expect("a game");
        game.time_out(Colour::White).expect("unfinished");
        let record = HiveRecord::of(&game, &HiveSeats::default());
        let text = ron::to_string(&record).expect("written");
        let read: HiveRecord = ron::from_str(&text).expect("read");
        assert_eq!(
            read.replay().map(|game| game.timed_out()),
            Ok(Some(Colour::White))
        );
        assert!(!read.unfinished());
    }

    #[test]
    fn a_resigned_game_reads_back_resigned() {
        let mut game = HiveGame::parse("Base;InProgress;White[2];wS1;bG1 -wS1").expect("a game");
        game.concede(Colour::White, Concession::Resigned)
            .expect("unfinished");
        let record = HiveRecord::of(&game, &HiveSeats::default());
        assert_eq!(
            (record.resigned, record.timed_out),
            (Some(Colour::White), None)
        );
        let text = ron::to_string(&record).expect("written");
        let read: HiveRecord = ron::from_str(&text).expect("read");
        let conceded = read.replay().map(|game| game.conceded());
        assert_eq!(conceded, Ok(Some((Colour::White, Concession::Resigned))));
        assert!(!read.unfinished());
    }

    #[test]
    fn a_record_reads_back_as_the_same_game() {
        let game = HiveGame::parse("Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ /bG1")
            .expect("a game string");
        let seats = HiveSeats::new(vec![Seat::Person, Seat::Computer(Level::Hard)]);
        let record = HiveRecord::of(&game, &seats);
        let text = ron::to_string(&record).expect("written");
        assert!(!text.contains("hints"), "none shown, none written: {text}");
        let read: HiveRecord = ron::from_str(&text).expect("read");
        assert_eq!(read, record);
        assert_eq!(read.replay(), Ok(game.clone()));
        let mut helped = game;
        helped.count_hints(3);
        let text = ron::to_string(&HiveRecord::of(&helped, &seats)).expect("written");
        let read: HiveRecord = ron::from_str(&text).expect("read");
        assert_eq!(read.replay().map(|game| game.hints()), Ok(3));
        assert!(read.unfinished());
        // Records name the seats by colour, as they always have.
        assert!(text.contains("seats:(white:Person,black:Computer(Hard))"));
        let broken = HiveRecord {
            game: "Base;InProgress;White[2];wS1;bG1 wS1".into(),
            ..record
        };
        assert!(broken.replay().is_err_and(|e| e.contains("bG1")));
    }

    #[test]
    fn a_game_begun_at_a_position_set_up_reads_back_from_there() {
        use tabletop_rules::hive::{Hex, HiveSetup, Piece};

        let mut setup = HiveSetup::new(HiveRules::STANDARD);
        for (name, q) in [("wQ", 0), ("bQ", 1), ("wA1", -1)] {
            let piece = Piece::parse(name).expect("a tile");
            setup.put(piece, Hex { q, r: 0 }).expect("in the game");
        }
        setup.to_move = Colour::Black;
        let mut game = HiveGame::from_position(setup.position().expect("reachable"));
        game.play("bA1 bQ-").expect("legal");
        let record = HiveRecord::of(&game, &HiveSeats::default());
        let text = ron::to_string(&record).expect("written");
        assert!(text.contains("start:Some("), "{text}");
        let read: HiveRecord = ron::from_str(&text).expect("read");
        assert_eq!(read.replay(), Ok(game));
        // Without its start, its moves make no game from the empty table.
        let startless = HiveRecord {
            start: None,
            ..read
        };
        assert!(startless.replay().is_err());
    }
}
