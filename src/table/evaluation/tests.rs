//! The evaluation's life cycle and line with a fake engine whose answers
//! the test lets go.

use std::sync::Mutex;
use std::sync::mpsc::{Sender, channel};

use bevy::state::app::StatesPlugin;

use super::line::EvaluationSegment;
use super::*;
use crate::table::race::{Engine, RaceTable};
use crate::testing::frames_until;

/// The race with `played` moves played.
fn played(app: &mut App, played: usize) {
    app.world_mut().resource_mut::<RaceTable>().line.played = played;
}

fn app() -> (App, Sender<f64>) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .init_resource::<Drawing>()
        .init_resource::<Waker>()
        .init_resource::<RaceTable>();
    let (engine, answers) = channel();
    app.insert_resource(Engine {
        evaluations: Mutex::new(Some(answers)),
        ..Engine::default()
    });
    add_evaluation::<RaceTable>(&mut app);
    app.world_mut().spawn(evaluation_line());
    app.update();
    (app, engine)
}

/// Runs frames until `done` (the engine's thread answers meanwhile).
fn until(app: &mut App, done: impl Fn(&World) -> bool) {
    frames_until(app, "the evaluation", |app| done(app.world()));
}

fn widths(app: &mut App) -> Vec<(usize, f32)> {
    let mut segments = app.world_mut().query::<(&EvaluationSegment, &Node)>();
    let mut widths: Vec<(usize, f32)> = segments
        .iter(app.world())
        .map(|(segment, node)| match node.width {
            Val::Percent(width) => (segment.0, width),
            _ => (segment.0, -1.0),
        })
        .collect();
    widths.sort_by_key(|&(n, _)| n);
    widths
}

fn display(app: &mut App) -> Display {
    let mut lines = app.world_mut().query::<(&EvaluationLine, &Node)>();
    lines.single(app.world()).expect("one line").1.display
}

fn evaluated(world: &World) -> Option<usize> {
    world.get_resource::<Evaluated<RaceTable>>().map(|e| e.game)
}

#[test]
fn switched_off_nothing_is_evaluated_and_the_line_takes_no_room() {
    let (mut app, _engine) = app();
    for _ in 0..5 {
        app.update();
    }
    assert!(!app.world().contains_resource::<Evaluating<RaceTable>>());
    assert_eq!(display(&mut app), Display::None);
}

#[test]
fn the_bar_shares_the_expected_result_from_the_side_to_move_and_follows_the_game() {
    let (mut app, engine) = app();
    app.insert_resource(EvaluationShown(true));
    engine.send(0.75).expect("the engine waits");
    until(&mut app, |world| evaluated(world) == Some(0));
    app.update();
    assert_eq!(display(&mut app), Display::Flex);
    assert_eq!(widths(&mut app), [(0, 75.0), (1, 25.0), (2, 0.0), (3, 0.0)]);
    // A move: the second seat to move, its share first.
    played(&mut app, 1);
    engine.send(0.75).expect("the engine waits");
    until(&mut app, |world| evaluated(world) == Some(1));
    app.update();
    assert_eq!(widths(&mut app), [(0, 25.0), (1, 75.0), (2, 0.0), (3, 0.0)]);
    // Switched off: the line goes.
    app.insert_resource(EvaluationShown(false));
    app.update();
    assert_eq!(display(&mut app), Display::None);
}

#[test]
fn an_answer_for_a_game_that_moved_on_is_dropped_and_the_new_one_evaluated() {
    let (mut app, engine) = app();
    app.insert_resource(EvaluationShown(true));
    engine.send(0.6).expect("the engine waits");
    until(&mut app, |world| {
        world.contains_resource::<Evaluating<RaceTable>>()
    });
    played(&mut app, 2);
    app.update();
    engine.send(0.3).expect("the engine waits");
    until(&mut app, |world| evaluated(world).is_some());
    assert_eq!(evaluated(app.world()), Some(2), "never the old game's");
    let analysis = app
        .world()
        .resource::<Evaluated<RaceTable>>()
        .analysis
        .clone();
    assert_eq!(analysis.map(|a| a.expected), Some(vec![0.3, 0.7]));
}
