//! Blokus 3D's trays, the whole app without a renderer: each colour's tray
//! holds exactly the pieces the rules say it still holds, through a
//! placement, its undo and a piece taken in hand (by a click on one of its
//! cubes too).

use bevy::prelude::*;
use tabletop::blokus3d::placing::{BlokusHand, BlokusPick};
use tabletop::blokus3d::session::{BlokusRequest, BlokusSeats, BlokusSession};
use tabletop::blokus3d::trays::TrayPiece;
use tabletop::game_start::StartGame;
use tabletop_rules::blokus3d::{Colour, PieceKind, Position, Seating};

use super::settle;
use super::whole::{click, whole_app};

/// The pieces in the trays (not their cubes), in order.
fn in_the_trays(app: &mut App) -> Vec<(usize, usize)> {
    let world = app.world_mut();
    let mut trays = world.query_filtered::<&TrayPiece, Without<ChildOf>>();
    let mut shown: Vec<_> = trays
        .iter(world)
        .map(|tray| (tray.colour.index(), tray.piece.index()))
        .collect();
    shown.sort_unstable();
    shown
}

/// The pieces each colour holds by the rules, less `in_hand` (of the
/// colour to move), in order.
fn held(app: &App, in_hand: Option<PieceKind>) -> Vec<(usize, usize)> {
    let position = &app.world().resource::<BlokusSession>().position;
    let to_move = position.seat_to_move();
    let mut held = Vec::new();
    for seat in 0..position.seating().colours() {
        for piece in PieceKind::ALL {
            if position.holds(seat, piece) && !(seat == to_move && in_hand == Some(piece)) {
                held.push((Colour::of_seat(seat).index(), piece.index()));
            }
        }
    }
    held.sort_unstable();
    held
}

#[test]
fn the_trays_hold_what_each_colour_holds_through_a_placement_its_undo_and_the_hand() {
    let mut app = whole_app();
    let start = Position::start('A', Seating::one_colour_each(2)).expect("the tower");
    app.world_mut().write_message(StartGame::Blokus3d(
        Box::new(start.clone()),
        BlokusSeats::default(),
    ));
    settle(&mut app);
    assert_eq!(in_the_trays(&mut app).len(), 2 * PieceKind::ALL.len());
    assert_eq!(in_the_trays(&mut app), held(&app, None));

    let placement = start.legal_placements()[0];
    app.world_mut()
        .write_message(BlokusRequest::Place(placement));
    settle(&mut app);
    assert_eq!(in_the_trays(&mut app).len(), 2 * PieceKind::ALL.len() - 1);
    assert_eq!(in_the_trays(&mut app), held(&app, None));

    app.world_mut().write_message(BlokusRequest::Undo);
    settle(&mut app);
    assert_eq!(in_the_trays(&mut app), held(&app, None));
    assert_eq!(in_the_trays(&mut app).len(), 2 * PieceKind::ALL.len());

    app.world_mut()
        .write_message(BlokusPick::Piece(PieceKind::ALL[3]));
    settle(&mut app);
    assert_eq!(
        in_the_trays(&mut app),
        held(&app, Some(PieceKind::ALL[3])),
        "the piece in hand has left its tray"
    );

    // A click on a cube of another piece of the colour to move takes
    // that one in hand instead.
    let to_move = Colour::of_seat(
        app.world()
            .resource::<BlokusSession>()
            .position
            .seat_to_move(),
    );
    let wanted = PieceKind::ALL[5];
    let world = app.world_mut();
    let mut cubes = world.query_filtered::<(Entity, &TrayPiece), With<ChildOf>>();
    let cube = cubes
        .iter(world)
        .find(|(_, tray)| tray.colour == to_move && tray.piece == wanted)
        .map(|(cube, _)| cube)
        .expect("a cube of the piece in its tray");
    click(&mut app, cube);
    settle(&mut app);
    assert_eq!(app.world().resource::<BlokusHand>().piece, Some(wanted));
    assert_eq!(in_the_trays(&mut app), held(&app, Some(wanted)));
}
