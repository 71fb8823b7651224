//! Setting up a Blokus 3D position at the table, in the whole app without
//! a window: Cancel brings back the game; the pieces of a game come out
//! with a right-click (not one another rests on); the piece in hand goes
//! in wherever it comes to rest, whatever it touches and whoever's turn,
//! and is refused with the stone's reason where a cube would hang; the
//! rules say when the pieces do not follow the turns; played on between
//! friends, the game keeps where it began through its autosave.

use bevy::prelude::*;
use tabletop::blokus3d::placing::BlokusPick;
use tabletop::blokus3d::session::{BlokusRequest, BlokusSeats, BlokusSession};
use tabletop::game_start::StartGame;
use tabletop::saved_game::{GameAutosave, SavedGame};
use tabletop::table::set_up::{Against, PositionBeingSetUp, SetUpAction, SetUpRequest, Touch};
use tabletop::testing::{flush_autosave, scratch_folder};
use tabletop_rules::blokus3d::{Colour, PieceKind, Position, SIDE, Seating};
use tabletop_rules::tree::Cell;

use super::said;
use crate::settle;
use crate::whole::{press_key, whole_app};

fn ask(app: &mut App, action: SetUpAction) {
    app.world_mut()
        .write_message(SetUpRequest::<BlokusSession>::new(action));
    settle(app);
}

fn position(app: &App) -> &Position {
    &app.world().resource::<BlokusSession>().position
}

fn setting_up(app: &App) -> bool {
    app.world().contains_resource::<PositionBeingSetUp>()
}

/// Takes `piece` from the tray of the colour to move, holds it over
/// `(x, y)` and lets it go.
fn put(app: &mut App, piece: PieceKind, x: u8, y: u8) {
    for pick in [
        BlokusPick::Piece(piece),
        BlokusPick::Aim(x, y),
        BlokusPick::Drop,
    ] {
        app.world_mut().write_message(pick);
        settle(app);
    }
}

fn columns_standing(app: &App) -> Vec<(usize, usize)> {
    let position = position(app);
    (0..SIDE)
        .flat_map(|x| (0..SIDE).map(move |y| (x, y)))
        .filter(|&(x, y)| position.height(x, y) > 0)
        .collect()
}

#[test]
fn a_blokus_position_is_set_up_at_the_table_and_played_on() {
    let folder = scratch_folder("set-up", "blokus3d");
    let path = folder.join("autosave.ron");
    let mut app = whole_app();
    app.insert_resource(GameAutosave::at(&path));
    let start = Position::start('A', Seating::one_colour_each(2)).expect("the Tower");
    app.world_mut()
        .write_message(StartGame::Blokus3d(Box::new(start), BlokusSeats::default()));
    settle(&mut app);
    for _ in 0..2 {
        let first = position(&app).legal_placements()[0];
        app.world_mut().write_message(BlokusRequest::Place(first));
        settle(&mut app);
    }
    let before = position(&app).clone();
    assert_eq!(before.history().len(), 2);

    // F8, a piece out, Cancel: the game as it was.
    press_key(&mut app, KeyCode::F8);
    settle(&mut app);
    assert!(setting_up(&app));
    let (x, y) = columns_standing(&app)[0];
    ask(
        &mut app,
        SetUpAction::Touch(Cell(x as i32, y as i32, 0), Touch::Turn),
    );
    assert!(columns_standing(&app).len() < 4, "a piece came out");
    ask(&mut app, SetUpAction::Cancel);
    assert!(!setting_up(&app));
    assert_eq!(position(&app), &before);

    // Again; every piece out (a piece under another waits its turn).
    ask(&mut app, SetUpAction::Begin);
    for _ in 0..8 {
        for (x, y) in columns_standing(&app) {
            ask(
                &mut app,
                SetUpAction::Touch(Cell(x as i32, y as i32, 0), Touch::Turn),
            );
        }
    }
    assert!(columns_standing(&app).is_empty());
    assert_eq!(
        position(&app).seat_to_move(),
        0,
        "Blue's turn, as in the game"
    );

    // Yellow's turn with nothing down: Blue has missed its turn.
    press_key(&mut app, KeyCode::KeyN);
    settle(&mut app);
    assert_eq!(position(&app).seat_to_move(), 1);
    assert!(said(&mut app).contains(&"setting-up-cannot-arise".to_owned()));

    // Yellow's domino in a corner, touching nothing, out of turn: it goes
    // in by hand.
    put(&mut app, PieceKind::D2, 3, 2);
    assert_eq!(position(&app).top(3, 2), Some(Colour::Yellow));
    assert!(!said(&mut app).contains(&"position-refused".to_owned()));
    // Yellow's trio over the domino's end and the floor would hang.
    put(&mut app, PieceKind::I3, 3, 2);
    assert!(said(&mut app).contains(&"position-refused".to_owned()));
    assert!(position(&app).holds(1, PieceKind::I3));

    // Blue's domino beside it, Blue to move: a game reaches that.
    press_key(&mut app, KeyCode::KeyN);
    settle(&mut app);
    put(&mut app, PieceKind::D2, 4, 2);
    assert_eq!(position(&app).top(4, 2), Some(Colour::Blue));
    assert!(!said(&mut app).contains(&"setting-up-cannot-arise".to_owned()));

    // Played on between friends, from Blue's turn.
    ask(&mut app, SetUpAction::Play(Against::Friend));
    assert!(!setting_up(&app));
    let game = position(&app).clone();
    assert!(game.is_set_up());
    assert!(game.history().is_empty());
    assert_eq!(game.seat_to_move(), 0);
    let blue = game.legal_placements()[0];
    app.world_mut().write_message(BlokusRequest::Place(blue));
    settle(&mut app);
    assert_eq!(position(&app).history(), [blue]);

    // The autosave carries it on from where it began.
    flush_autosave(&app);
    let resumed = GameAutosave::at(&path).resumable().map(SavedGame::resume);
    let Some(Ok(StartGame::Blokus3d(game, _))) = resumed else {
        panic!("a Blokus 3D game to carry on: {resumed:?}");
    };
    assert_eq!(&*game, position(&app));
    let _ = std::fs::remove_dir_all(&folder);
}
