//! Hive's lessons (`assets/tutorial/hive/*.ron`): each starts from a game
//! under way (a UHP GameString), names its hexes as UHP does (`wQ`, `-bA1`,
//! `wQ/`), and is played at the table as every game's are (see
//! [`crate::table::lessons`]).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::hive::{Bug, Colour, Hex, HiveGame, HiveOutcome, Move, Piece};

use super::session::{HiveChange, HiveRequest, HiveSession};
use crate::lesson_file;
use crate::table::lessons::{Lesson, Taught, add_lesson_view, add_lessons};

pub(super) fn logic_plugin(app: &mut App) {
    add_lessons::<HiveSession>(app, &SHIPPED);
}

pub(super) fn view_plugin(app: &mut App) {
    add_lesson_view::<HiveSession>(app);
}

/// What completes a Hive lesson, for the learner (the colour to move at
/// its start).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// The solution's moves, played to the end.
    Line,
    /// The learner places a tile, any tile anywhere the rules allow.
    PlaceAny,
    /// The learner places this bug (its UHP letter: `'Q'`, `'A'`).
    Place(char),
    /// The learner moves this tile (`wA1`), anywhere the rules allow.
    Move(String),
    /// The learner surrounds the other Queen.
    Win,
    /// Both Queens are surrounded by the learner's move.
    Draw,
    /// The learner, with no move, passes.
    Pass,
}

/// A Hive lesson.
pub type HiveLesson = Lesson<HiveSession>;

impl Taught for HiveSession {
    type Goal = Goal;
    type Setup = ();
    type Spot = Hex;

    fn lesson_game(position: &str, (): &()) -> Result<HiveGame, String> {
        HiveGame::parse(position).map_err(|error| error.to_string())
    }

    fn read_spot(start: &HiveGame, text: &str) -> Result<Hex, String> {
        start
            .position()
            .hex_named(text)
            .map_err(|error| error.to_string())
    }

    fn guided_session(game: HiveGame) -> HiveSession {
        HiveSession::guided(game)
    }

    fn read_move(&self, text: &str) -> Result<Move, String> {
        self.game
            .position()
            .parse_move(text)
            .map_err(|error| error.to_string())
    }

    fn played(change: &HiveChange) -> Option<(Colour, Move)> {
        match change {
            HiveChange::Played { before, mv } => Some((before.to_move(), *mv)),
            _ => None,
        }
    }

    fn reached(&self, goal: &Goal, lesson: &HiveLesson, change: &HiveChange) -> bool {
        let Some((_, mv)) = Self::played(change) else {
            return false;
        };
        let placed = |bug: Option<Bug>| match mv {
            Move::Place(piece, _) => bug.is_none_or(|bug| piece.bug == bug),
            _ => false,
        };
        match goal {
            // Every move before the last was checked against the line.
            Goal::Line => {
                let since = self.game.moves().len() - lesson.session().game.moves().len();
                since == lesson.solution.len() && lesson.solution.last() == Some(&mv)
            }
            Goal::PlaceAny => placed(None),
            Goal::Place(letter) => placed(Bug::from_letter(*letter)),
            Goal::Move(name) => match mv {
                Move::Move(piece, _) => Piece::parse(name).is_ok_and(|named| named == piece),
                _ => false,
            },
            Goal::Win => self.game.outcome() == Some(HiveOutcome::Win(lesson.learner)),
            Goal::Draw => self.game.outcome() == Some(HiveOutcome::Draw),
            Goal::Pass => mv == Move::Pass,
        }
    }

    fn goal_words(goal: &Goal) -> Message {
        match goal {
            Goal::Line => Message::new("hive-goal-line"),
            Goal::PlaceAny => Message::new("hive-goal-place-any"),
            Goal::Place(letter) => Message::new("hive-goal-place").with(
                "bug",
                Bug::from_letter(*letter).map_or_else(|| Message::new(""), |bug| bug.message()),
            ),
            Goal::Move(name) => Message::new("hive-goal-move").with(
                "bug",
                Piece::parse(name).map_or_else(|_| Message::new(""), |piece| piece.bug.message()),
            ),
            Goal::Win => Message::new("hive-goal-win"),
            Goal::Draw => Message::new("hive-goal-draw"),
            Goal::Pass => Message::new("hive-goal-pass"),
        }
    }

    fn begin(lesson: &HiveLesson) -> HiveRequest {
        HiveRequest::Guided(Box::new(lesson.start.clone()))
    }
}

/// The lessons the game ships, in order.
pub const SHIPPED: [(&str, &str); 17] = [
    lesson_file!("hive", "01-placing"),
    lesson_file!("hive", "02-the-queen-by-turn-four"),
    lesson_file!("hive", "03-no-moving-before-the-queen"),
    lesson_file!("hive", "04-the-queen"),
    lesson_file!("hive", "05-the-beetle"),
    lesson_file!("hive", "06-the-grasshopper"),
    lesson_file!("hive", "07-the-spider"),
    lesson_file!("hive", "08-the-ant"),
    lesson_file!("hive", "09-one-hive"),
    lesson_file!("hive", "10-freedom-to-move"),
    lesson_file!("hive", "11-surround-the-queen"),
    lesson_file!("hive", "12-a-draw"),
    lesson_file!("hive", "13-the-mosquito"),
    lesson_file!("hive", "14-the-ladybug"),
    lesson_file!("hive", "15-the-pillbug"),
    lesson_file!("hive", "16-a-stunned-tile"),
    lesson_file!("hive", "17-passing"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_is_shipped_in_its_order_and_reaches_its_goal() {
        crate::table::lessons::lesson::check_shipped::<HiveSession>(&SHIPPED, 14);
    }
}
