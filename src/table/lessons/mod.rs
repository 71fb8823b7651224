//! Lessons for every game, written once: a lesson is data (`lesson`), a
//! position, a goal in words, what to light up, the learner's moves and the
//! scripted replies. At the table the learner makes the lesson's moves; the
//! other sides' moves of the solution play themselves; a legal move that
//! misses the lesson is explained and taken back; an illegal one is refused
//! with the rules' own reason (the table's notice line). Hint, Restart,
//! Next and the lesson list are the panel's (`panel`), the list of every
//! game's lessons is `list`, and which are done is kept (`progress`).
//!
//! A game joins by implementing [`Taught`] and calling [`add_lessons`].

pub mod lesson;
mod list;
mod panel;
pub mod progress;

use super::game::TableGame;
use std::fmt::Debug;

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use tabletop_i18n::Message;

use super::TableSystems;
use super::seats::Side as _;
use crate::screens::Screen;
use crate::table::for_game::ForGame;
pub use lesson::{Lesson, LessonError};
pub use list::{LessonShelf, ShelfBook};

/// A game that teaches by lessons: how its lessons' notation reads, what
/// its goals are, and how a lesson's session starts.
pub trait Taught: TableGame {
    /// What completes one of its lessons.
    type Goal: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The rules a lesson is played under, where it changes them.
    type Setup: Clone
        + Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// What a lesson lights up: a square, a hex, a cell.
    type Spot: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// Whether the first versions of the progress files, written when it
    /// was the only game, kept its lessons and puzzle streak without its
    /// name (it takes them on as its own).
    const KEPT_FIRST: bool = false;

    /// A lesson's start from its position's text.
    ///
    /// # Errors
    /// The text does not read, in the rules' words.
    fn lesson_game(position: &str, setup: &Self::Setup) -> Result<Self::Game, String>;

    /// A spot to light up, written in the game's notation, in `start`.
    ///
    /// # Errors
    /// The text names no spot.
    fn read_spot(start: &Self::Game, text: &str) -> Result<Self::Spot, String>;

    /// A session of `game` guided by a lesson or a puzzle: the learner is
    /// the side to move.
    fn guided_session(game: Self::Game) -> Self;

    /// The move `text` names in the game at the table.
    ///
    /// # Errors
    /// The text names no move here, in the rules' words.
    fn read_move(&self, text: &str) -> Result<Self::Move, String>;

    /// The side that played and its move, if `change` played one.
    fn played(change: &Self::Change) -> Option<(Self::Side, Self::Move)>;

    /// Whether the game, after `change` (the learner's move), has reached
    /// `goal`.
    fn reached(&self, goal: &Self::Goal, lesson: &Lesson<Self>, change: &Self::Change) -> bool;

    /// The goal in words.
    fn goal_words(goal: &Self::Goal) -> Message;

    /// The request that puts `lesson`'s start at the table, guided.
    fn begin(lesson: &Lesson<Self>) -> Self::Request;

    /// What else the table does as a lesson starts (a game that lights its
    /// squares its own way, or takes down its puzzles).
    fn lesson_begins(_commands: &mut Commands, _lesson: &Lesson<Self>) {}
}

/// `text` read as a `T` (a square, a move), or why not.
///
/// # Errors
/// The text is not a `T`.
pub fn read_text<T: std::str::FromStr>(text: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|error: T::Err| error.to_string())
}

/// Adds game `G`'s lessons: `shipped` (file names and texts, in order) read
/// and checked now, their book on the list's shelf, and the guide at the
/// table. Runs headless; [`add_lesson_view`] adds what is seen.
pub fn add_lessons<G: Taught>(app: &mut App, shipped: &[(&str, &str)]) {
    let lessons = lesson::read_lessons::<G>(shipped);
    list::shelve(app, &lessons);
    app.add_message::<LessonRequest<G>>()
        .add_message::<LessonCompleted>()
        .insert_resource(Lessons::<G>(lessons.unwrap_or_default()))
        .add_systems(
            Update,
            (start_lessons::<G>, guide::<G>)
                .chain()
                .after(TableSystems::Rules)
                .before(TableSystems::Animate),
        );
}

/// Adds `G`'s lesson panel at its table, the lesson list and the progress
/// kept in the data folder.
pub fn add_lesson_view<G: Taught>(app: &mut App) {
    list::add_list(app);
    progress::add_progress::<G>(app);
    panel::add_panel::<G>(app);
}

/// Every lesson of `G`, in order.
#[derive(Resource)]
pub struct Lessons<G: Taught>(pub Vec<Lesson<G>>);

/// The lesson being played at `G`'s table.
#[derive(Resource)]
pub struct ActiveLesson<G: Taught> {
    /// Which of [`Lessons`].
    pub index: usize,
    /// The lesson.
    pub lesson: Lesson<G>,
    /// How many moves the game had at the lesson's start (a Hive lesson
    /// starts from a game under way).
    pub offset: usize,
    /// How many hints have been given.
    pub hints_given: usize,
    /// What the tutor says about the last move, if anything (a message key).
    pub remark: Option<String>,
    /// Whether the goal has been reached.
    pub completed: bool,
    /// A missed move is being taken back for good (not a move to redo).
    forgetting: bool,
}

/// Something the learner asks of game `G`'s lessons.
pub type LessonRequest<G> = ForGame<G, LessonAsk>;

/// What the learner asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAsk {
    /// Start (or restart) lesson `n` of the game's [`Lessons`].
    Start(usize),
    /// The next hint.
    Hint,
}

impl<G> LessonRequest<G> {
    /// Start lesson `index` of the game's.
    pub fn start(index: usize) -> LessonRequest<G> {
        ForGame::new(LessonAsk::Start(index))
    }
}

/// A lesson's goal was reached: its id.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct LessonCompleted(pub String);

fn start_lessons<G: Taught>(
    mut commands: Commands,
    mut requests: MessageReader<LessonRequest<G>>,
    lessons: Res<Lessons<G>>,
    mut active: Option<ResMut<ActiveLesson<G>>>,
    mut game_requests: MessageWriter<G::Request>,
    mut next: ResMut<NextState<Screen>>,
) {
    for request in requests.read() {
        match request.what {
            LessonAsk::Start(index) => {
                // No such lesson (or none could be read): the lesson list,
                // which says why, rather than an empty board.
                let Some(lesson) = lessons.0.get(index) else {
                    warn!("{} has no lesson {}", G::GAME, index + 1);
                    next.set(Screen::Lessons);
                    continue;
                };
                game_requests.write(G::begin(lesson));
                G::lesson_begins(&mut commands, lesson);
                commands.insert_resource(ActiveLesson {
                    index,
                    offset: lesson.session().moves_played(),
                    lesson: lesson.clone(),
                    hints_given: 0,
                    remark: None,
                    completed: false,
                    forgetting: false,
                });
            }
            LessonAsk::Hint => {
                if let Some(active) = active.as_mut() {
                    let hints = &active.lesson.file.hints;
                    if let Some(hint) =
                        hints.get(active.hints_given.min(hints.len().saturating_sub(1)))
                    {
                        active.remark = Some(hint.clone());
                        active.hints_given += 1;
                    }
                }
            }
        }
    }
}

/// Judges the learner's moves and plays the other sides'. The moves played
/// since the start are always a prefix of the solution (a move off it is
/// taken back), so the game's length says how far the lesson has got.
fn guide<G: Taught>(
    mut commands: Commands,
    mut changes: MessageReader<G::Change>,
    session: Option<ResMut<G>>,
    active: Option<ResMut<ActiveLesson<G>>>,
    mut requests: MessageWriter<G::Request>,
    mut completed: MessageWriter<LessonCompleted>,
) {
    let (Some(mut session), Some(mut active)) = (session, active) else {
        changes.clear();
        return;
    };
    let learner = active.lesson.learner.seat_index();
    for change in changes.read() {
        if G::started(change) {
            // A game of the players' own: the lesson is left.
            if session.learner().is_none() {
                commands.remove_resource::<ActiveLesson<G>>();
                return;
            }
            continue;
        }
        if active.completed {
            continue;
        }
        if G::undone(change) {
            if std::mem::take(&mut active.forgetting) {
                session.tree_mut().forget_ahead();
            }
            // Taking back an answer takes back the learner's move too (the
            // table's replies): nothing to answer meanwhile.
            continue;
        }
        let Some((side, mv)) = G::played(change) else {
            continue;
        };
        if side.seat_index() == learner {
            let index = session.moves_played().saturating_sub(active.offset + 1);
            if session.reached(&active.lesson.file.goal, &active.lesson, change) {
                active.completed = true;
                active.remark = Some("lesson-complete".into());
                completed.write(LessonCompleted(active.lesson.id.clone()));
                continue;
            }
            if active.lesson.solution.get(index) != Some(&mv) {
                active.remark = Some(active.lesson.file.wrong.clone());
                active.forgetting = true;
                requests.write(G::undo());
                continue;
            }
            active.remark = None;
        }
        // The other sides' moves of the solution, when theirs to make.
        let played = session.moves_played().saturating_sub(active.offset);
        if !session.is_over()
            && session.to_move().seat_index() != learner
            && let Some(&reply) = active.lesson.solution.get(played)
        {
            requests.write(G::play(reply));
        }
    }
}
