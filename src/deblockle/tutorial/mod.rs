//! The tutorial: lessons (data, `lesson`) played at the table. The learner
//! makes the lesson's moves; the opponent's moves of the solution play
//! themselves; a legal move that misses the lesson is explained and taken
//! back; an illegal one is refused with the rules' own reason (the table's
//! usual notice). Progress is kept between runs (`progress`).

mod arrows;
pub mod lesson;
mod panel;
pub mod progress;

use bevy::prelude::*;

use crate::deblockle::guided::{Guided, clean_up_with, leave_every_guide};
use crate::deblockle::session::{DeblockleChange, DeblockleRequest, DeblockleSession, Start};
use crate::screens::Screen;
use lesson::Lesson;

/// The tutorial's logic: runs headless.
pub fn logic_plugin(app: &mut App) {
    clean_up_with(app, |world| {
        world.remove_resource::<ActiveLesson>();
    });
    app.add_message::<TutorialRequest>()
        .add_message::<LessonCompleted>()
        .init_resource::<Lessons>()
        .add_systems(
            Update,
            (start_lessons, guide)
                .chain()
                .after(crate::table::TableSystems::Rules)
                .before(crate::table::TableSystems::Animate),
        );
}

/// The lesson list and panel, and the progress file.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((panel::plugin, progress::plugin, arrows::plugin));
}

/// Every lesson, in order (loaded from `assets/tutorial` by the view, or
/// put here by a test).
#[derive(Resource, Default, Debug)]
pub struct Lessons(pub Vec<Lesson>);

/// The lesson being played.
#[derive(Resource, Debug)]
pub struct ActiveLesson {
    /// Which of [`Lessons`].
    pub index: usize,
    /// The lesson.
    pub lesson: Lesson,
    /// How many hints have been given.
    pub hints_given: usize,
    /// What the tutor says about the last move, if anything (a message key).
    pub remark: Option<String>,
    /// Whether the goal has been reached.
    pub completed: bool,
}

/// Something the learner asks of the tutorial.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorialRequest {
    /// Start (or restart) lesson `n` of [`Lessons`].
    Start(usize),
    /// The next hint.
    Hint,
}

/// A lesson's goal was reached.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct LessonCompleted(pub String);

fn start_lessons(
    mut commands: Commands,
    mut requests: MessageReader<TutorialRequest>,
    lessons: Res<Lessons>,
    mut active: Option<ResMut<ActiveLesson>>,
    mut game_requests: MessageWriter<DeblockleRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    for request in requests.read() {
        match *request {
            TutorialRequest::Start(index) => {
                // No such lesson (or none could be read): the lesson list,
                // which says why, rather than an empty board.
                let Some(lesson) = lessons.0.get(index) else {
                    warn!("there is no lesson {}", index + 1);
                    next.set(Screen::Lessons);
                    continue;
                };
                game_requests.write(DeblockleRequest::NewGame {
                    rules: lesson.file.rules,
                    start: Start::Guided(lesson.start, lesson.learner()),
                });
                leave_every_guide(&mut commands);
                commands.insert_resource(Guided {
                    learner: lesson.learner(),
                    highlight: lesson.highlight.clone(),
                    paused: false,
                });
                commands.insert_resource(ActiveLesson {
                    index,
                    lesson: lesson.clone(),
                    hints_given: 0,
                    remark: None,
                    completed: false,
                });
            }
            TutorialRequest::Hint => {
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

/// Judges the learner's moves and plays the opponent's. The moves played
/// so far are always a prefix of the solution (a move off it is taken back),
/// so the game's history says how far the lesson has got.
fn guide(
    mut changes: MessageReader<DeblockleChange>,
    session: Option<Res<DeblockleSession>>,
    active: Option<ResMut<ActiveLesson>>,
    mut requests: MessageWriter<DeblockleRequest>,
    mut completed: MessageWriter<LessonCompleted>,
) {
    let (Some(session), Some(mut active)) = (session, active) else {
        changes.clear();
        return;
    };
    let game = &session.game;
    // The lesson is read while the remark and completion change: split the
    // borrow rather than copy the lesson every frame.
    let ActiveLesson {
        lesson,
        remark,
        completed: done,
        ..
    } = &mut *active;
    for change in changes.read() {
        if *done {
            continue;
        }
        match change {
            DeblockleChange::Played { turn, .. } if turn.player == lesson.learner() => {
                let index = game.moves().len().saturating_sub(1);
                if lesson.is_reached(game, turn) {
                    *done = true;
                    *remark = Some("lesson-complete".into());
                    completed.write(LessonCompleted(lesson.id.clone()));
                    continue;
                }
                if lesson.solution.get(index) != Some(&turn.mv) {
                    *remark = Some(lesson.file.wrong.clone());
                    // Taken back for good: not a move to redo.
                    requests.write(DeblockleRequest::Undo);
                    requests.write(DeblockleRequest::ForgetRedo);
                    continue;
                }
                *remark = None;
            }
            DeblockleChange::Started | DeblockleChange::Played { .. } => {}
            // Taking back the opponent's answer takes back the learner's
            // move too (`DeblockleReplies`): nothing to answer meanwhile.
            DeblockleChange::Undone { .. } => continue,
            DeblockleChange::Cleared | DeblockleChange::TimedOut(_) => continue,
        }
        // The opponent's move of the solution, when it is theirs to make.
        let played = game.moves().len();
        if game.outcome().is_none()
            && game.position().turn() != lesson.learner()
            && let Some(&reply) = lesson.solution.get(played)
        {
            requests.write(DeblockleRequest::Play(reply));
        }
    }
}
