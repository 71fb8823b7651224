//! Each colour's tray at the table's edge: the pieces still in hand, small,
//! in their first orientation. A click on one of the colour to move takes
//! it in hand (it leaves the tray until placed or put back).

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Colour, PieceKind};

use super::layout::{TRAY_SCALE, centred, seat_rotation, tray_place};
use super::looks::BlokusLooks;
use super::placing::{BlokusHand, BlokusPick, lying_flat};
use super::session::BlokusSession;
use crate::table::TableSystems;
use crate::table::camera::clearance::ClearOfHud;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fill_trays
            .in_set(TableSystems::Show)
            .run_if(in_state(crate::blokus3d::TABLE)),
    );
}

/// A piece waiting in a tray.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(ClearOfHud { radius: 0.18 })]
pub struct TrayPiece {
    /// Whose.
    pub colour: Colour,
    /// Which.
    pub piece: PieceKind,
}

/// Keeps each tray's pieces as the position and the hand say: a piece
/// placed (or taken in hand) leaves its tray, one taken back returns. Only
/// the pieces that changed are spawned or despawned (a whole tray set is
/// some 160 cubes).
fn fill_trays(
    mut commands: Commands,
    session: Option<Res<BlokusSession>>,
    hand: Res<BlokusHand>,
    trays: Query<(Entity, &TrayPiece), Without<ChildOf>>,
    mut meshes: ResMut<Assets<Mesh>>,
    looks: Option<Res<BlokusLooks>>,
    mut cube: Local<Option<Handle<Mesh>>>,
) {
    let (Some(session), Some(looks)) = (session, looks) else {
        return;
    };
    if !(session.is_changed() || hand.is_changed()) {
        return;
    }
    let position = &session.position;
    let to_move = position.seat_to_move();
    let in_hand = hand.piece;
    let mut wanted: Vec<TrayPiece> = (0..position.seating().colours())
        .flat_map(|seat| {
            PieceKind::ALL
                .into_iter()
                .filter(move |&piece| {
                    let held = seat == to_move && in_hand == Some(piece);
                    position.holds(seat, piece) && !held
                })
                .map(move |piece| TrayPiece {
                    colour: Colour::of_seat(seat),
                    piece,
                })
        })
        .collect();
    for (tray, shown) in &trays {
        match wanted.iter().position(|want| want == shown) {
            Some(index) => {
                wanted.swap_remove(index);
            }
            None => commands.entity(tray).despawn(),
        }
    }
    if wanted.is_empty() {
        return;
    }
    let mesh =
        cube.get_or_insert_with(|| meshes.add(Cuboid::from_length(super::layout::CUBE * 0.96)));
    for TrayPiece { colour, piece } in wanted {
        let shape = &piece.orientations()[usize::from(lying_flat(piece))];
        commands
            .spawn((
                Name::new(format!("{colour:?} {piece}")),
                TrayPiece { colour, piece },
                DespawnOnExit(crate::blokus3d::TABLE),
                Transform::from_translation(tray_place(colour, piece))
                    .with_rotation(seat_rotation(colour))
                    .with_scale(Vec3::splat(TRAY_SCALE)),
                Visibility::default(),
            ))
            // A click on any of its cubes comes up to the piece.
            .observe(take_in_hand)
            .with_children(|model| {
                for at in centred(shape.cubes()) {
                    model.spawn((
                        TrayPiece { colour, piece },
                        Mesh3d(mesh.clone()),
                        MeshMaterial3d(looks.colours[colour.index()].clone()),
                        Transform::from_translation(at),
                    ));
                }
            });
    }
}

/// A click on a tray piece of the colour to move takes it in hand.
fn take_in_hand(
    click: On<Pointer<Click>>,
    pieces: Query<&TrayPiece>,
    session: Option<Res<BlokusSession>>,
    mut picks: MessageWriter<BlokusPick>,
) {
    let Some(session) = session else {
        return;
    };
    let to_move = Colour::of_seat(session.position.seat_to_move());
    if let Ok(tray) = pieces.get(click.entity)
        && tray.colour == to_move
        && click.button == PointerButton::Primary
    {
        picks.write(BlokusPick::Piece(tray.piece));
    }
}
