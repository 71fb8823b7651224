//! The tutorial, headless: every lesson played with its solution (the
//! learner's moves sent, the opponent's playing themselves) is completed; a
//! legal move off the lesson is explained and taken back.

use bevy::prelude::*;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession};
use tabletop::deblockle::tutorial::lesson::{Lesson, shipped_lessons};
use tabletop::deblockle::tutorial::{ActiveLesson, Lessons, TutorialRequest};
use tabletop::screens::Screen;
use tabletop::table::game::TableGame as _;
use tabletop::testing::headless_app;

use super::{mv, settle};

fn lessons() -> Vec<Lesson> {
    shipped_lessons().unwrap_or_else(|error| panic!("{error}"))
}

/// An app at the start of lesson `id`, and the lesson.
fn open(id: &str) -> (App, Lesson) {
    let lessons = lessons();
    let index = lessons
        .iter()
        .position(|l| l.id == id)
        .unwrap_or_else(|| panic!("no lesson {id}"));
    let mut app = headless_app();
    app.insert_resource(Lessons(lessons.clone()));
    start(&mut app, index);
    (app, lessons[index].clone())
}

fn start(app: &mut App, index: usize) {
    app.world_mut().write_message(TutorialRequest::Start(index));
    settle(app);
}

fn active(app: &App) -> &ActiveLesson {
    app.world().resource::<ActiveLesson>()
}

#[test]
fn every_lesson_is_completed_by_its_solution() {
    let lessons = lessons();
    let mut app = headless_app();
    app.insert_resource(Lessons(lessons.clone()));
    for (index, lesson) in lessons.iter().enumerate() {
        start(&mut app, index);
        assert_eq!(
            app.world().resource::<DeblockleSession>().game.start(),
            &lesson.start
        );
        let learner = lesson.learner();
        // Send the learner's moves only: the opponent's must play
        // themselves, or the lesson never completes.
        while !active(&app).completed {
            let to_move = || {
                app.world()
                    .resource::<DeblockleSession>()
                    .game
                    .position()
                    .turn()
            };
            assert_eq!(
                to_move(),
                learner,
                "{}: the opponent never answered",
                lesson.id
            );
            let played = app
                .world()
                .resource::<DeblockleSession>()
                .game
                .moves()
                .len();
            let next = *lesson
                .solution
                .get(played)
                .unwrap_or_else(|| panic!("{}: ran out of solution at {played}", lesson.id));
            app.world_mut().write_message(DeblockleRequest::Play(next));
            settle(&mut app);
            // The opponent's answer shows its thinking first.
            for _ in 0..200 {
                if active(&app).completed
                    || app
                        .world()
                        .resource::<DeblockleSession>()
                        .game
                        .position()
                        .turn()
                        == learner
                {
                    break;
                }
                app.update();
            }
            settle(&mut app);
        }
        let game = &app.world().resource::<DeblockleSession>().game;
        assert_eq!(game.moves(), lesson.solution, "{}", lesson.id);
    }
}

#[test]
fn a_legal_move_off_the_lesson_is_explained_and_taken_back() {
    let (mut app, cross) = open("03-cross");
    // Any legal move but the lesson's own.
    let other = cross
        .start
        .legal_moves()
        .iter()
        .copied()
        .find(|m| *m != cross.solution[0])
        .expect("another legal move");
    app.world_mut().write_message(DeblockleRequest::Play(other));
    settle(&mut app);
    settle(&mut app);
    assert!(
        app.world()
            .resource::<DeblockleSession>()
            .game
            .moves()
            .is_empty()
    );
    assert!(!app.world().resource::<DeblockleSession>().can_redo());
    assert_eq!(
        active(&app).remark.as_deref(),
        Some(cross.file.wrong.as_str())
    );
    assert!(!active(&app).completed);
    // Hints come one at a time, the last one repeating.
    for hint in &cross.file.hints {
        app.world_mut().write_message(TutorialRequest::Hint);
        app.update();
        assert_eq!(active(&app).remark.as_deref(), Some(hint.as_str()));
    }
    // Then the lesson's own move completes it.
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("b3E-c4")));
    settle(&mut app);
    assert!(active(&app).completed);
}

#[test]
fn undo_in_a_lesson_takes_back_the_answer_and_the_learners_move() {
    let (mut app, puzzle) = open("07-removing-a-block");
    app.world_mut()
        .write_message(DeblockleRequest::Play(puzzle.solution[0]));
    settle(&mut app);
    settle(&mut app);
    assert_eq!(
        app.world()
            .resource::<DeblockleSession>()
            .game
            .moves()
            .len(),
        2
    );
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    settle(&mut app);
    let game = &app.world().resource::<DeblockleSession>().game;
    assert!(game.moves().is_empty(), "{:?}", game.moves());
    // Redo plays the learner's move again, and the answer follows.
    app.world_mut().write_message(DeblockleRequest::Redo);
    settle(&mut app);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<DeblockleSession>().game.moves(),
        &puzzle.solution[..2]
    );
}

#[test]
fn a_lesson_that_is_not_there_opens_the_lesson_list_instead() {
    let mut app = headless_app();
    app.insert_resource(Lessons(lessons()));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deblockle);
    app.update();
    start(&mut app, 99);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Lessons
    );
    assert!(app.world().get_resource::<ActiveLesson>().is_none());
}
