//! Every game's lessons, headless: each lesson played with its solution
//! (the learner's moves sent, the other sides' playing themselves) is
//! completed; a legal move off the lesson is explained and taken back.

use bevy::prelude::*;
use tabletop::blokus3d::session::BlokusSession;
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession};
use tabletop::hive::session::HiveSession;
use tabletop::screens::Screen;
use tabletop::table::game::TableGame;
use tabletop::table::lessons::{ActiveLesson, Lesson, LessonAsk, LessonRequest, Lessons, Taught};
use tabletop::table::seats::Side as _;
use tabletop::testing::headless_app;

use super::{mv, settle};

fn lessons<G: Taught>(app: &App) -> Vec<Lesson<G>> {
    app.world().resource::<Lessons<G>>().0.clone()
}

fn start<G: Taught>(app: &mut App, index: usize) {
    app.world_mut()
        .write_message(LessonRequest::<G>::start(index));
    settle(app);
}

/// An app at the start of lesson `id` of `G`, and the lesson.
fn open<G: Taught>(id: &str) -> (App, Lesson<G>) {
    let mut app = headless_app();
    let lessons = lessons::<G>(&app);
    let index = lessons
        .iter()
        .position(|l| l.id == id)
        .unwrap_or_else(|| panic!("no lesson {id}"));
    start::<G>(&mut app, index);
    (app, lessons[index].clone())
}

fn active<G: Taught>(app: &App) -> &ActiveLesson<G> {
    app.world().resource::<ActiveLesson<G>>()
}

fn session<G: Taught>(app: &App) -> &G {
    app.world().resource::<G>()
}

/// Plays every lesson of `G` through the app, sending only the learner's
/// moves: the other sides' must play themselves, or the lesson never
/// completes.
fn every_lesson_is_completed_by_its_solution<G: Taught>(at_least: usize) {
    let mut app = headless_app();
    let lessons = lessons::<G>(&app);
    assert!(lessons.len() >= at_least, "{} lessons", lessons.len());
    for (index, lesson) in lessons.iter().enumerate() {
        start::<G>(&mut app, index);
        let offset = lesson.session().moves_played();
        assert_eq!(session::<G>(&app).moves_played(), offset, "{}", lesson.id);
        assert!(session::<G>(&app).guided(), "{}", lesson.id);
        let learner = lesson.learner.seat_index();
        let to_move = |app: &App| session::<G>(app).to_move().seat_index();
        while !active::<G>(&app).completed {
            assert_eq!(
                to_move(&app),
                learner,
                "{}: the other side never answered",
                lesson.id
            );
            let played = session::<G>(&app).moves_played() - offset;
            let next = *lesson
                .solution
                .get(played)
                .unwrap_or_else(|| panic!("{}: ran out of solution at {played}", lesson.id));
            app.world_mut().write_message(G::play(next));
            settle(&mut app);
            // An answer may show its thinking first.
            for _ in 0..200 {
                if active::<G>(&app).completed || to_move(&app) == learner {
                    break;
                }
                app.update();
            }
            settle(&mut app);
        }
        let played = session::<G>(&app).moves_played() - offset;
        assert_eq!(played, lesson.solution.len(), "{}", lesson.id);
    }
}

#[test]
fn every_deblockle_lesson_is_completed_by_its_solution() {
    every_lesson_is_completed_by_its_solution::<DeblockleSession>(10);
}

#[test]
fn every_hive_lesson_is_completed_by_its_solution() {
    every_lesson_is_completed_by_its_solution::<HiveSession>(14);
}

#[test]
fn every_blokus3d_lesson_is_completed_by_its_solution() {
    every_lesson_is_completed_by_its_solution::<BlokusSession>(7);
}

#[test]
fn a_legal_move_off_the_lesson_is_explained_and_taken_back() {
    let (mut app, cross) = open::<DeblockleSession>("deblockle/03-cross");
    // Any legal move but the lesson's own.
    let other = cross
        .start
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|m| *m != cross.solution[0])
        .expect("another legal move");
    app.world_mut().write_message(DeblockleRequest::Play(other));
    settle(&mut app);
    settle(&mut app);
    let game = &session::<DeblockleSession>(&app).game;
    assert!(game.moves().is_empty());
    assert!(!session::<DeblockleSession>(&app).can_redo());
    let lesson = active::<DeblockleSession>(&app);
    assert_eq!(lesson.remark.as_deref(), Some(cross.file.wrong.as_str()));
    assert!(!lesson.completed);
    // Hints come one at a time, the last one repeating.
    for hint in &cross.file.hints {
        app.world_mut()
            .write_message(LessonRequest::<DeblockleSession>::new(LessonAsk::Hint));
        app.update();
        let remark = active::<DeblockleSession>(&app).remark.as_deref();
        assert_eq!(remark, Some(hint.as_str()));
    }
    // Then the lesson's own move completes it.
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("b3E-c4")));
    settle(&mut app);
    assert!(active::<DeblockleSession>(&app).completed);
}

#[test]
fn undo_in_a_lesson_takes_back_the_answer_and_the_learners_move() {
    let (mut app, lesson) = open::<DeblockleSession>("deblockle/07-removing-a-block");
    app.world_mut()
        .write_message(DeblockleRequest::Play(lesson.solution[0]));
    settle(&mut app);
    settle(&mut app);
    let moves = |app: &App| session::<DeblockleSession>(app).game.moves().to_vec();
    assert_eq!(moves(&app).len(), 2);
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    settle(&mut app);
    assert!(moves(&app).is_empty(), "{:?}", moves(&app));
    // Redo plays the learner's move again, and the answer follows.
    app.world_mut().write_message(DeblockleRequest::Redo);
    settle(&mut app);
    settle(&mut app);
    assert_eq!(moves(&app), &lesson.solution[..2]);
}

#[test]
fn a_lesson_that_is_not_there_opens_the_lesson_list_instead() {
    let mut app = headless_app();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(tabletop::deblockle::TABLE);
    app.update();
    start::<DeblockleSession>(&mut app, 99);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Lessons
    );
    assert!(
        app.world()
            .get_resource::<ActiveLesson<DeblockleSession>>()
            .is_none()
    );
}

#[test]
fn a_game_of_ones_own_leaves_the_lesson() {
    let (mut app, _) = open::<HiveSession>("hive/01-placing");
    app.world_mut()
        .write_message(tabletop::hive::session::HiveRequest::NewGame(Box::default()));
    settle(&mut app);
    assert!(
        app.world()
            .get_resource::<ActiveLesson<HiveSession>>()
            .is_none()
    );
    assert!(!session::<HiveSession>(&app).guided());
}

#[test]
fn a_hive_move_off_the_lesson_is_explained_and_forgotten() {
    let (mut app, lesson) = open::<HiveSession>("hive/06-the-grasshopper");
    let moves = |app: &App| session::<HiveSession>(app).game.moves().len();
    let at_start = moves(&app);
    // A legal placement, not the lesson's jump.
    let other = session::<HiveSession>(&app)
        .game
        .legal_moves()
        .into_iter()
        .find(|&mv| mv != lesson.solution[0])
        .expect("another legal move");
    app.world_mut()
        .write_message(tabletop::hive::session::HiveRequest::Play(other));
    settle(&mut app);
    settle(&mut app);
    assert_eq!(moves(&app), at_start);
    assert!(!session::<HiveSession>(&app).can_redo());
    let remark = active::<HiveSession>(&app).remark.clone();
    assert_eq!(remark.as_deref(), Some(lesson.file.wrong.as_str()));
    app.world_mut()
        .write_message(tabletop::hive::session::HiveRequest::Play(
            lesson.solution[0],
        ));
    settle(&mut app);
    assert!(active::<HiveSession>(&app).completed);
}
