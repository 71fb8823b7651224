//! A lesson as data (`assets/tutorial/<game>/*.ron`, built into the game so
//! that it runs wherever it is unpacked), read through its game's rules and
//! checked there: its position is legal, its solution is legal move by move
//! (each move read where it is played), and it reaches the lesson's goal.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tabletop_i18n::{Language, Words};
use thiserror::Error;

use super::Taught;

/// A lesson file as written. Its words are message keys into the
/// translations, so a lesson reads in every language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(
    serialize = "Goal: Serialize, Setup: Serialize",
    deserialize = "Goal: DeserializeOwned, Setup: DeserializeOwned + Default"
))]
pub struct LessonFile<Goal, Setup> {
    /// The lesson's name in the list.
    pub title: String,
    /// Where it starts, in the game's notation; the side to move is the
    /// learner.
    pub position: String,
    /// The rules it is played under, where a lesson changes them.
    #[serde(default)]
    pub rules: Setup,
    /// What the narration says, paragraph by paragraph.
    pub narration: Vec<String>,
    /// Squares, hexes or cells to light up, in the game's notation.
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
    /// The whole line that completes it, every side's moves.
    pub solution: Vec<String>,
}

/// A lesson of game `G` ready to play: its file, read into the rules' values.
pub struct Lesson<G: Taught> {
    /// The lesson's key in the progress: the game's folder and the file's
    /// name without `.ron` (`hive/03-the-queen`).
    pub id: String,
    /// The file as written.
    pub file: LessonFile<G::Goal, G::Setup>,
    /// The start.
    pub start: G::Game,
    /// The side the learner plays (the side to move at the start).
    pub learner: G::Side,
    /// What to light up.
    pub highlight: Vec<G::Spot>,
    /// The arrows to draw.
    pub arrows: Vec<(G::Spot, G::Spot)>,
    /// The solution's moves.
    pub solution: Vec<G::Move>,
}

impl<G: Taught> Clone for Lesson<G> {
    fn clone(&self) -> Self {
        Lesson {
            id: self.id.clone(),
            file: self.file.clone(),
            start: self.start.clone(),
            learner: self.learner,
            highlight: self.highlight.clone(),
            arrows: self.arrows.clone(),
            solution: self.solution.clone(),
        }
    }
}

impl<G: Taught> std::fmt::Debug for Lesson<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lesson")
            .field("id", &self.id)
            .field("solution", &self.file.solution)
            .finish_non_exhaustive()
    }
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
    /// Its position, a spot or a move does not read.
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
        /// The move as written.
        mv: String,
        /// The rules' reason.
        reason: String,
    },
    /// The solution does not reach the goal.
    #[error("{id}: the solution does not reach the goal {goal}")]
    GoalNotReached {
        /// The lesson.
        id: String,
        /// The goal, as written.
        goal: String,
    },
}

impl<G: Taught> Lesson<G> {
    /// Reads lesson `stem` of game `G` from its RON text and checks it.
    ///
    /// # Errors
    /// The text is not a lesson, a notation does not read, or the solution
    /// is illegal or misses the goal.
    pub fn from_ron(stem: &str, text: &str) -> Result<Lesson<G>, LessonError> {
        let id = format!("{}/{stem}", G::GAME);
        let file: LessonFile<G::Goal, G::Setup> =
            ron::from_str(text).map_err(|error| LessonError::Ron {
                id: id.clone(),
                error: Box::new(error),
            })?;
        let notation = |what, text: &str, error: String| LessonError::Notation {
            id: id.clone(),
            what,
            text: text.to_string(),
            error,
        };
        let start = G::lesson_game(&file.position, &file.rules)
            .map_err(|error| notation("position", &file.position, error))?;
        let spot = |text: &String| {
            G::read_spot(&start, text).map_err(|error| notation("spot", text, error))
        };
        let highlight = file.highlight.iter().map(spot).collect::<Result<_, _>>()?;
        let arrows = file
            .arrows
            .iter()
            .map(|(from, to)| Ok((spot(from)?, spot(to)?)))
            .collect::<Result<_, LessonError>>()?;
        let learner = G::guided_session(start.clone()).to_move();
        let mut lesson = Lesson {
            id,
            file,
            start,
            learner,
            highlight,
            arrows,
            solution: Vec::new(),
        };
        lesson.check_solution()?;
        Ok(lesson)
    }

    /// The lesson's session at its start: guided, the learner to move.
    pub fn session(&self) -> G {
        G::guided_session(self.start.clone())
    }

    /// Plays the solution through the game's session, each move read where
    /// it is played (and kept in [`Lesson::solution`]): every move legal,
    /// the goal reached by its last move.
    fn check_solution(&mut self) -> Result<(), LessonError> {
        let mut session = self.session();
        let mut reached = false;
        for (index, text) in self.file.solution.iter().enumerate() {
            let illegal = |reason: String| LessonError::IllegalSolution {
                id: self.id.clone(),
                index: index + 1,
                mv: text.clone(),
                reason,
            };
            let mv = session.read_move(text).map_err(illegal)?;
            let change = session.play_move(mv).map_err(|refused| {
                illegal(Words::new(Language::English).say(&G::reason(&refused)))
            })?;
            self.solution.push(mv);
            reached = index + 1 == self.file.solution.len()
                && session.reached(&self.file.goal, self, &change);
        }
        if reached {
            Ok(())
        } else {
            Err(LessonError::GoalNotReached {
                id: self.id.clone(),
                goal: format!("{:?}", self.file.goal),
            })
        }
    }
}

/// Reads and checks every lesson of `G`, in order, from `(file name, text)`
/// pairs.
///
/// # Errors
/// A lesson is wrong (the tests see to it that none shipped is).
pub fn read_lessons<G: Taught>(shipped: &[(&str, &str)]) -> Result<Vec<Lesson<G>>, LessonError> {
    shipped
        .iter()
        .map(|(stem, text)| Lesson::from_ron(stem, text))
        .collect()
}

/// The files of a lesson folder under `assets/tutorial`, sorted: what a
/// game's shipped list must name, in that order (for its tests).
#[cfg(test)]
fn lesson_files(folder: &str) -> Vec<String> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/tutorial")
        .join(folder);
    let mut files: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
                .filter_map(|name| name.strip_suffix(".ron").map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Checks a game's shipped lessons, for its tests: at least `at_least`,
/// each read and its solution reaching its goal, each with narration and
/// hints, and exactly the files of its folder, in their order.
#[cfg(test)]
pub fn check_shipped<G: Taught>(shipped: &[(&str, &str)], at_least: usize) {
    let lessons = read_lessons::<G>(shipped).unwrap_or_else(|error| panic!("{error}"));
    assert!(lessons.len() >= at_least, "{} lessons", lessons.len());
    for lesson in &lessons {
        assert!(!lesson.file.narration.is_empty(), "{}", lesson.id);
        assert!(!lesson.file.hints.is_empty(), "{}", lesson.id);
    }
    let names: Vec<&str> = shipped.iter().map(|(stem, _)| *stem).collect();
    assert_eq!(names, lesson_files(G::GAME));
}

/// A shipped lesson: its file's name and its text, built in.
#[macro_export]
macro_rules! lesson_file {
    ($folder:literal, $stem:literal) => {
        (
            $stem,
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/tutorial/",
                $folder,
                "/",
                $stem,
                ".ron"
            )),
        )
    };
}
