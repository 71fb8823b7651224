//! Blokus 3D's lessons (`assets/tutorial/blokus3d/*.ron`): each starts from
//! a position's text (`A-2; L4:5@3,2`), lights cells by `x,y`, and is
//! played at the table as every game's are (see [`crate::table::lessons`]).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_i18n::Message;
use tabletop_rules::blokus3d::{PieceKind, Placement, Position};

use super::session::{BlokusChange, BlokusRequest, BlokusSession, Person};
use crate::lesson_file;
use crate::table::lessons::{Lesson, Taught, add_lesson_view, add_lessons, read_text};

pub(super) fn logic_plugin(app: &mut App) {
    add_lessons::<BlokusSession>(app, &SHIPPED);
}

pub(super) fn view_plugin(app: &mut App) {
    add_lesson_view::<BlokusSession>(app);
}

/// What completes a Blokus 3D lesson, for the learner (the person to move
/// at its start).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// The solution's placements, made to the end.
    Line,
    /// The learner places a piece, any piece anywhere the rules allow.
    PlaceAny,
    /// The learner places this piece (`L4`), anywhere the rules allow.
    Place(String),
    /// The learner's piece comes to rest this many levels up (1: its lowest
    /// cube on top of a cube on the board).
    Rest(u8),
    /// The learner's piece reaches this level with its highest cube (0:
    /// the board's level).
    Reach(u8),
    /// The learner's colour is seen from above on the cell `(x, y)`.
    Top(u8, u8),
    /// The learner's placement leaves another colour with no room: it is out.
    PutOut,
}

/// A Blokus 3D lesson.
pub type BlokusLesson = Lesson<BlokusSession>;

/// A cell of the board, `x,y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell(pub u8, pub u8);

impl Taught for BlokusSession {
    type Goal = Goal;
    type Setup = ();
    type Spot = Cell;

    fn lesson_game(position: &str, (): &()) -> Result<Position, String> {
        Position::parse(position).map_err(|error| error.to_string())
    }

    fn read_spot(_: &Position, text: &str) -> Result<Cell, String> {
        let (x, y) = text
            .split_once(',')
            .ok_or_else(|| format!("'{text}' is not a cell (like 3,4)"))?;
        Ok(Cell(read_text(x.trim())?, read_text(y.trim())?))
    }

    fn guided_session(position: Position) -> BlokusSession {
        BlokusSession::guided(position)
    }

    fn read_move(&self, text: &str) -> Result<Placement, String> {
        read_text(text)
    }

    fn played(change: &BlokusChange) -> Option<(Person, Placement)> {
        match change {
            BlokusChange::Placed { before, placement } => Some((
                Person(before.seating().player_of(before.seat_to_move())),
                *placement,
            )),
            _ => None,
        }
    }

    fn reached(&self, goal: &Goal, lesson: &BlokusLesson, change: &BlokusChange) -> bool {
        let BlokusChange::Placed { before, placement } = change else {
            return false;
        };
        let after = &self.position;
        let seating = after.seating();
        let learners = |seat: usize| seating.player_of(seat) == lesson.learner.0;
        match goal {
            // Every placement before the last was checked against the line.
            Goal::Line => {
                let since = after.history().len() - lesson.start.history().len();
                since == lesson.solution.len() && lesson.solution.last() == Some(placement)
            }
            Goal::PlaceAny => true,
            Goal::Place(name) => PieceKind::parse(name) == Some(placement.piece),
            Goal::Rest(level) => before.landing_level(*placement) >= *level,
            Goal::Reach(level) => {
                let cubes =
                    placement.piece.orientations()[usize::from(placement.orientation)].cubes();
                let height = cubes.iter().map(|cube| cube[2]).max().unwrap_or(0);
                i16::from(before.landing_level(*placement)) + i16::from(height) >= i16::from(*level)
            }
            Goal::Top(x, y) => after
                .top(usize::from(*x), usize::from(*y))
                .is_some_and(|colour| learners(colour.index())),
            Goal::PutOut => (0..seating.colours())
                .any(|seat| !learners(seat) && after.is_out(seat) && !before.is_out(seat)),
        }
    }

    fn goal_words(goal: &Goal) -> Message {
        match goal {
            Goal::Line => Message::new("blokus-goal-line"),
            Goal::PlaceAny => Message::new("blokus-goal-place-any"),
            Goal::Place(name) => Message::new("blokus-goal-place").with("piece", name.as_str()),
            Goal::Rest(level) => Message::new("blokus-goal-rest").with("level", *level),
            Goal::Reach(level) => Message::new("blokus-goal-reach").with("level", *level + 1),
            Goal::Top(x, y) => Message::new("blokus-goal-top").with("cell", format!("{x},{y}")),
            Goal::PutOut => Message::new("blokus-goal-put-out"),
        }
    }

    fn begin(lesson: &BlokusLesson) -> BlokusRequest {
        BlokusRequest::Guided(Box::new(lesson.start.clone()))
    }
}

/// The lessons the game ships, in order.
pub const SHIPPED: [(&str, &str); 7] = [
    lesson_file!("blokus3d", "01-choosing-and-turning"),
    lesson_file!("blokus3d", "02-the-first-round"),
    lesson_file!("blokus3d", "03-touching-your-colour"),
    lesson_file!("blokus3d", "04-no-overhang"),
    lesson_file!("blokus3d", "05-the-limits"),
    lesson_file!("blokus3d", "06-scoring-from-above"),
    lesson_file!("blokus3d", "07-a-colour-that-cannot-place"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_is_shipped_in_its_order_and_reaches_its_goal() {
        crate::table::lessons::lesson::check_shipped::<BlokusSession>(&SHIPPED, 7);
    }

    #[test]
    fn a_cell_reads_as_x_and_y() {
        let start = Position::parse("A-2").expect("a start");
        assert_eq!(BlokusSession::read_spot(&start, "3, 4"), Ok(Cell(3, 4)));
        assert!(BlokusSession::read_spot(&start, "3").is_err());
        assert!(BlokusSession::read_spot(&start, "a,4").is_err());
    }
}
