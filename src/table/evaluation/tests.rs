//! The evaluation's life cycle and line with a fake engine whose answers
//! the test lets go.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};

use bevy::state::app::StatesPlugin;
use tabletop_ai::analysis::{Hint, Verdict};

use super::line::EvaluationSegment;
use super::*;
use crate::table::hint::HintWork;
use crate::testing::frames_until;

/// A game that is only a number of moves played.
#[derive(Resource, Default)]
struct Played(u32);

/// The engine's answers, each let go by the test: the chance it gives
/// the first seat.
#[derive(Resource)]
struct Engine(Mutex<Receiver<f64>>);

struct Counting;

#[derive(Message)]
struct Prepared;

impl Hints for Counting {
    type Move = u32;
    type Game = u32;
    type Table = (Res<'static, Played>, Res<'static, Engine>);
    type Pick = Prepared;

    fn ask(_: &mut SystemParamItem<Self::Table>) -> Option<(u32, HintWork<u32>)> {
        None
    }

    fn is_current((played, _): &SystemParamItem<Self::Table>, game: &u32) -> bool {
        played.0 == *game
    }

    fn shown(_: &mut SystemParamItem<Self::Table>, hint: &Hint<u32>) -> Message {
        hint.reason.clone()
    }

    fn prepare(_: u32) -> Prepared {
        Prepared
    }
}

impl Evaluates for Counting {
    fn evaluate(
        (played, engine): &mut SystemParamItem<Self::Table>,
    ) -> Option<(u32, AnalysisWork<u32>)> {
        // The first seat moves at even counts.
        let seat = (played.0 % 2) as usize;
        let chance = engine.0.lock().ok()?.try_recv().ok()?;
        let work: AnalysisWork<u32> = Box::new(move |_| {
            let expected = vec![chance, 1.0 - chance];
            let verdict = Verdict::Likely(expected[seat]);
            Some(Analysis {
                seat,
                best: Some(1),
                verdict,
                expected,
                line: vec![1],
                depth: 1,
                nodes: 1,
            })
        });
        Some((played.0, work))
    }

    fn seat(_: &SystemParamItem<Self::Table>, seat: usize) -> (Message, Color) {
        let colours = [Color::WHITE, Color::BLACK];
        (Message::new("seat").with("n", seat), colours[seat % 2])
    }
}

fn app() -> (App, Sender<f64>) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .init_resource::<Drawing>()
        .init_resource::<Waker>()
        .init_resource::<Played>();
    let (engine, answers) = channel();
    app.insert_resource(Engine(Mutex::new(answers)));
    add_evaluation::<Counting>(&mut app, Screen::default());
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

fn evaluated(world: &World) -> Option<u32> {
    world.get_resource::<Evaluated<Counting>>().map(|e| e.game)
}

#[test]
fn switched_off_nothing_is_evaluated_and_the_line_takes_no_room() {
    let (mut app, _engine) = app();
    for _ in 0..5 {
        app.update();
    }
    assert!(!app.world().contains_resource::<Evaluating<Counting>>());
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
    app.world_mut().resource_mut::<Played>().0 = 1;
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
        world.contains_resource::<Evaluating<Counting>>()
    });
    app.world_mut().resource_mut::<Played>().0 = 2;
    app.update();
    engine.send(0.3).expect("the engine waits");
    until(&mut app, |world| evaluated(world).is_some());
    assert_eq!(evaluated(app.world()), Some(2), "never the old game's");
    let analysis = app
        .world()
        .resource::<Evaluated<Counting>>()
        .analysis
        .clone();
    assert_eq!(analysis.map(|a| a.expected), Some(vec![0.3, 0.7]));
}
