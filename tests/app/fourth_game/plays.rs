//! Noughts and crosses played at its table: the computer, undo, hints,
//! the evaluation, the clock and the autosave, all from the table layer.

use tabletop::screens::Screen;
use tabletop::table::autosave::Autosaving;
use tabletop::table::clock::TableClock;
use tabletop::table::evaluation::{Evaluated, EvaluationShown};
use tabletop::table::hint::{AskForHint, ShownHint};
use tabletop::testing::{frames_until, headless_app};
use tabletop_ai::Level;
use tabletop_ai::search::Exact;
use tabletop_rules::clock::TimeControl;

use super::*;

/// Autosaves announced so far.
#[derive(Resource, Default)]
struct Announced(Vec<Vec<u8>>);

fn listen(mut saves: MessageReader<Autosaving<Vec<u8>>>, mut heard: ResMut<Announced>) {
    heard.0.extend(saves.read().map(|save| save.0.clone()));
}

/// A headless app with noughts and crosses at `moves`, O the computer's.
fn app(moves: &[u8]) -> App {
    let mut app = headless_app();
    app.add_message::<Prepared>()
        .init_resource::<Announced>()
        .add_systems(Update, listen);
    add_table_game::<Noughts>(&mut app);
    // Its own table, as every game has: no screen of the app's to add.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Noughts::SCREEN);
    app.insert_resource(Noughts::at(moves));
    app.insert_resource(Seats::<Mark>::new(vec![
        Seat::Person,
        Seat::Computer(Level::Hard),
    ]));
    app.update();
    app
}

fn session(app: &App) -> &Noughts {
    app.world().resource::<Noughts>()
}

#[test]
fn the_computer_blocks_undo_takes_its_reply_back_and_every_change_is_announced() {
    // X takes a corner and the middle... O must block at 8.
    let mut app = app(&[0, 1]);
    app.world_mut().write_message(Request::Play(4));
    frames_until(&mut app, "O answers", |app| {
        session(app).game.moves.len() == 4
    });
    assert_eq!(
        session(&app).game.moves,
        [0, 1, 4, 8],
        "O blocks the diagonal"
    );
    app.update();
    let heard = &app.world().resource::<Announced>().0;
    assert_eq!(heard.last(), Some(&vec![0, 1, 4, 8]), "{heard:?}");
    // Undo takes O's reply back with X's move: X is to move again.
    app.world_mut().write_message(Request::Undo);
    frames_until(&mut app, "both taken back", |app| {
        session(app).game.moves.len() == 2
    });
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(session(&app).game.moves, [0, 1]);
}

#[test]
fn a_hint_finds_the_win_and_the_evaluation_says_it_is_won() {
    // X has 0 and 4, O has 1 and 2: X wins at 8.
    let mut app = app(&[0, 1, 4, 2]);
    app.insert_resource(EvaluationShown(true));
    app.world_mut().write_message(AskForHint);
    frames_until(&mut app, "the hint", |app| {
        app.world().contains_resource::<ShownHint<Noughts>>()
    });
    assert_eq!(app.world().resource::<ShownHint<Noughts>>().hint.mv, 8);
    // Made ready on the board as the game shows moves.
    let prepared = app.world().resource::<Messages<Prepared>>();
    let made_ready: Vec<u8> = prepared.get_cursor().read(prepared).map(|p| p.0).collect();
    assert_eq!(made_ready, [8]);
    frames_until(&mut app, "the evaluation", |app| {
        app.world().contains_resource::<Evaluated<Noughts>>()
    });
    let evaluated = app.world().resource::<Evaluated<Noughts>>();
    let verdict = evaluated.analysis.as_ref().expect("an analysis").verdict;
    assert_eq!(verdict.exact(), Some(Exact::Win(1)));
}

#[test]
fn a_clock_run_out_ends_the_game_on_time() {
    let mut app = app(&[]);
    let control: TimeControl = "0+0.1".parse().expect("a time control");
    let clock = TableClock::new(control, 2, Noughts::SCREEN).expect("timed");
    app.insert_resource(clock);
    // A tenth of a second is five of the test's frames: X's runs out.
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(session(&app).game.timed_out, Some(0));
    assert!(session(&app).is_over());
}

impl Noughts {
    /// Noughts and crosses after `moves`.
    fn at(moves: &[u8]) -> Noughts {
        Noughts {
            game: Played::after(moves),
            tree: MoveTree::from_moves(moves.iter().copied()),
        }
    }
}
