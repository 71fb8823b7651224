//! A lesson as data (`assets/tutorial/*.ron`, built into the game so that it
//! runs wherever it is unpacked), read into rules values and checked through
//! the rules crate: its position is legal, its solution is legal move by
//! move, and it reaches the lesson's goal.

use serde::{Deserialize, Serialize};
use tabletop_rules::deblockle::{Game, Move, Player, Position, RulesOptions, Square, Turn};
use thiserror::Error;

/// A lesson file as written. Its words are message keys into the
/// translations' `tutorial.ftl`, so a lesson reads in every language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonFile {
    /// The lesson's name in the list.
    pub title: String,
    /// Where it starts (position notation); the side to move is the learner.
    pub position: String,
    /// The rules it is played under (a variant lesson changes them).
    #[serde(default)]
    pub rules: RulesOptions,
    /// What the narration says, paragraph by paragraph.
    pub narration: Vec<String>,
    /// Squares to light up.
    #[serde(default)]
    pub highlight: Vec<String>,
    /// Arrows to draw, from a square to a square.
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
    /// What completes the lesson.
    pub goal: Goal,
    /// Hints, given one at a time on request.
    #[serde(default)]
    pub hints: Vec<String>,
    /// What is said when a legal move misses the lesson (it is then taken back).
    pub wrong: String,
    /// The whole move sequence that completes it, both sides' moves.
    pub solution: Vec<String>,
}

/// What completes a lesson, for the learner (the side to move at its start).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// One of the learner's blocks stands on this square.
    Reach(String),
    /// The learner has taken this many blocks off the board.
    Remove(u8),
    /// The learner wins.
    Win,
    /// The learner's move leaves the opponent Deblockle'd.
    Deblockle,
}

/// A lesson ready to play: its file, read into the rules' values.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The file's name, without `.ron`: the lesson's key in the progress.
    pub id: String,
    /// The file as written.
    pub file: LessonFile,
    /// The start.
    pub start: Position,
    /// The squares to light up.
    pub highlight: Vec<Square>,
    /// The arrows to draw.
    pub arrows: Vec<(Square, Square)>,
    /// The solution's moves.
    pub solution: Vec<Move>,
    /// The square of a `Reach` goal.
    reach: Option<Square>,
}

/// What is wrong with a lesson file.
#[derive(Debug, Error)]
pub enum LessonError {
    /// It is not a lesson in RON.
    #[error("{id}: {error}")]
    Ron {
        /// The lesson.
        id: String,
        /// Where and why.
        error: Box<ron::error::SpannedError>,
    },
    /// Its position, a square or a move does not parse.
    #[error("{id}: {what} {text:?}: {error}")]
    Notation {
        /// The lesson.
        id: String,
        /// Which field.
        what: &'static str,
        /// The text.
        text: String,
        /// Why.
        error: String,
    },
    /// A solution move the rules refuse.
    #[error("{id}: solution move {index} ({mv}) is illegal: {reason}")]
    IllegalSolution {
        /// The lesson.
        id: String,
        /// Its place in the solution, from 1.
        index: usize,
        /// The move.
        mv: Move,
        /// The rules' reason.
        reason: String,
    },
    /// The solution does not reach the goal.
    #[error("{id}: the solution does not reach the goal {goal:?}")]
    GoalNotReached {
        /// The lesson.
        id: String,
        /// The goal.
        goal: Goal,
    },
}

fn parsed<T: std::str::FromStr>(id: &str, what: &'static str, text: &str) -> Result<T, LessonError>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|error: T::Err| LessonError::Notation {
        id: id.to_string(),
        what,
        text: text.to_string(),
        error: error.to_string(),
    })
}

impl Lesson {
    /// Reads lesson `id` from its RON text and checks it.
    ///
    /// # Errors
    /// The text is not a lesson, a notation does not parse, or the solution
    /// is illegal or misses the goal.
    pub fn from_ron(id: &str, text: &str) -> Result<Lesson, LessonError> {
        let file: LessonFile = ron::from_str(text).map_err(|error| LessonError::Ron {
            id: id.to_string(),
            error: Box::new(error),
        })?;
        // The position under the lesson's rules, as its game will have it.
        let start =
            parsed::<Position>(id, "position", &file.position)?.with_rules(file.rules.move_rules());
        let highlight = file
            .highlight
            .iter()
            .map(|square| parsed(id, "square", square))
            .collect::<Result<_, _>>()?;
        let arrows = file
            .arrows
            .iter()
            .map(|(from, to)| Ok((parsed(id, "square", from)?, parsed(id, "square", to)?)))
            .collect::<Result<_, LessonError>>()?;
        let solution = file
            .solution
            .iter()
            .map(|mv| parsed(id, "move", mv))
            .collect::<Result<_, _>>()?;
        let reach = match &file.goal {
            Goal::Reach(square) => Some(parsed(id, "square", square)?),
            _ => None,
        };
        let lesson = Lesson {
            id: id.to_string(),
            file,
            start,
            highlight,
            arrows,
            solution,
            reach,
        };
        lesson.check_solution()?;
        Ok(lesson)
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Player {
        self.start.turn()
    }

    /// A game at the lesson's start, under its rules.
    pub fn new_game(&self) -> Game {
        Game::new(self.file.rules, self.start)
    }

    /// Whether `game`, after the learner's `turn`, has reached the goal.
    pub fn is_reached(&self, game: &Game, turn: &Turn) -> bool {
        let learner = self.learner();
        if turn.player != learner {
            return false;
        }
        let board = game.position().board();
        match self.file.goal {
            Goal::Reach(_) => self
                .reach
                .and_then(|square| board.block_at(square))
                .is_some_and(|block| block.owner == learner),
            Goal::Remove(count) => {
                let at_start = self
                    .start
                    .board()
                    .blocks()
                    .filter(|(_, b)| b.owner == learner)
                    .count();
                let now = board.blocks().filter(|(_, b)| b.owner == learner).count();
                at_start.saturating_sub(now) >= usize::from(count)
            }
            Goal::Win => game.outcome() == Some(tabletop_rules::deblockle::Outcome::Win(learner)),
            Goal::Deblockle => turn.opponent_blocked,
        }
    }

    /// Plays the solution through the rules: every move legal, the goal
    /// reached by its last move.
    fn check_solution(&self) -> Result<(), LessonError> {
        let mut game = self.new_game();
        let mut reached = false;
        for (index, &mv) in self.solution.iter().enumerate() {
            let turn = game
                .play(mv)
                .map_err(|reason| LessonError::IllegalSolution {
                    id: self.id.clone(),
                    index: index + 1,
                    mv,
                    reason: reason.to_string(),
                })?;
            reached = self.is_reached(&game, &turn) && index + 1 == self.solution.len();
        }
        if reached {
            Ok(())
        } else {
            Err(LessonError::GoalNotReached {
                id: self.id.clone(),
                goal: self.file.goal.clone(),
            })
        }
    }
}

/// A shipped lesson: its id (the file's name) and its text.
macro_rules! lesson {
    ($id:literal) => {
        (
            $id,
            include_str!(concat!("../../../assets/tutorial/", $id, ".ron")),
        )
    };
}

/// The lessons the game ships, in order.
const SHIPPED: [(&str, &str); 11] = [
    lesson!("01-the-board-and-the-goal"),
    lesson!("02-tipping-and-stop"),
    lesson!("03-cross"),
    lesson!("04-x"),
    lesson!("05-slider"),
    lesson!("06-hoops"),
    lesson!("07-removing-a-block"),
    lesson!("08-deblockled"),
    lesson!("09-the-setup"),
    lesson!("10-variants"),
    lesson!("11-a-puzzle"),
];

/// Every lesson the game ships, in order.
///
/// # Errors
/// A lesson is wrong (the tests see to it that none is).
pub fn shipped_lessons() -> Result<Vec<Lesson>, LessonError> {
    SHIPPED
        .iter()
        .map(|(id, text)| Lesson::from_ron(id, text))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_parses_and_its_solution_reaches_its_goal() {
        let lessons = shipped_lessons().unwrap_or_else(|error| panic!("{error}"));
        assert!(lessons.len() >= 10, "{} lessons", lessons.len());
        for lesson in &lessons {
            assert!(!lesson.file.narration.is_empty(), "{}", lesson.id);
            assert!(!lesson.file.hints.is_empty(), "{}", lesson.id);
        }
    }

    #[test]
    fn every_lesson_file_is_shipped_in_its_order() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tutorial");
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .expect("the lessons' folder")
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter_map(|name| name.strip_suffix(".ron").map(str::to_string))
            .collect();
        files.sort();
        let shipped: Vec<&str> = SHIPPED.iter().map(|(id, _)| *id).collect();
        assert_eq!(shipped, files);
    }

    #[test]
    fn a_wrong_lesson_says_what_is_wrong() {
        let (_, text) = SHIPPED
            .iter()
            .find(|(id, _)| *id == "03-cross")
            .expect("shipped");
        let miss = text.replace("b3E-c4", "b3N-c5");
        let error = Lesson::from_ron("03-cross", &miss).unwrap_err().to_string();
        assert!(
            error.contains("solution move 1 (b3N-c5) is illegal"),
            "{error}"
        );
        let short = text.replace("goal: Reach(\"c4\")", "goal: Reach(\"c5\")");
        let error = Lesson::from_ron("03-cross", &short)
            .unwrap_err()
            .to_string();
        assert!(error.contains("does not reach the goal"), "{error}");
        let error = Lesson::from_ron("x", "(title: 3)").unwrap_err().to_string();
        assert!(error.starts_with("x: "), "{error}");
    }
}
