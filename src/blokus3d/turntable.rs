//! The turntable under the pointer and the keys: aiming the piece in hand
//! at a column, dropping it with a click (not with a drag), and turning the
//! turntable by its rim or with Q and E.

use bevy::input_focus::InputFocus;
use bevy::picking::events::{Click, Drag, Move as PointerMove, Press};
use bevy::prelude::*;
use bevy::text::EditableText;

use super::layout::{CUBE, column_at};
use super::placing::BlokusPick;
use super::scene::{BlokusAids, Turntable};
use crate::table::camera::OrbitCamera;
use crate::table::keys::typing;

/// How fast Q/E turn the turntable, in radians a second.
const TURN_SPEED: f32 = 1.8;
/// How far a drag of the rim turns it, in radians a pixel.
const DRAG_TURN: f32 = 0.008;

/// The column a pointer event over the turntable points at: the hit point
/// taken into the turntable's frame, nudged into the cube it hit.
pub(super) fn column_under(
    hit: &bevy::picking::backend::HitData,
    turntable: &GlobalTransform,
) -> Option<(u8, u8)> {
    let point = hit.position?;
    let inward = hit
        .normal
        .map_or(Vec3::ZERO, |normal| -normal * CUBE * 0.45);
    let local = turntable
        .affine()
        .inverse()
        .transform_point3(point + inward);
    column_at(local)
}

pub(super) fn aim_at_the_table(
    event: On<Pointer<PointerMove>>,
    turntables: Query<&GlobalTransform, With<Turntable>>,
    mut picks: MessageWriter<BlokusPick>,
) {
    if let Ok(turntable) = turntables.single()
        && let Some((x, y)) = column_under(&event.hit, turntable)
    {
        picks.write(BlokusPick::Aim(x, y));
    }
}

/// A press dragged across the grid before its release.
#[derive(Resource, Default)]
pub(super) struct DraggedOverGrid(bool);

/// How far (in pixels) a press must travel to count as a drag, not a
/// click with a shaky hand.
const DRAG_PIXELS: f32 = 8.0;

pub(super) fn note_drag(drag: On<Pointer<Drag>>, mut commands: Commands) {
    if drag.distance.length() > DRAG_PIXELS {
        commands.insert_resource(DraggedOverGrid(true));
    }
}

/// Each press starts undragged (a drag may have ended elsewhere).
pub(super) fn forget_drag(_: On<Pointer<Press>>, mut commands: Commands) {
    commands.insert_resource(DraggedOverGrid(false));
}

/// A click drops the piece in hand where it is aimed; a press that was
/// dragged first (say, to turn the view) drops nothing.
pub(super) fn drop_on_click(
    click: On<Pointer<Click>>,
    turntables: Query<&GlobalTransform, With<Turntable>>,
    dragged: Option<Res<DraggedOverGrid>>,
    mut picks: MessageWriter<BlokusPick>,
) {
    if dragged.is_some_and(|dragged| dragged.0) {
        return;
    }
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(turntable) = turntables.single()
        && let Some((x, y)) = column_under(&click.hit, turntable)
    {
        picks.write(BlokusPick::Aim(x, y));
    }
    picks.write(BlokusPick::Drop);
}

/// Dragging the rim sideways turns the turntable.
pub(super) fn turn_by_dragging_the_rim(
    drag: On<Pointer<Drag>>,
    mut turntables: Query<(&mut Turntable, &mut Transform)>,
) {
    if drag.button != PointerButton::Primary {
        return;
    }
    for (mut turntable, mut transform) in &mut turntables {
        turntable.angle += drag.delta.x * DRAG_TURN;
        transform.rotation = Quat::from_rotation_y(turntable.angle);
    }
}

/// Q and E turn the turntable; the top view follows its switch.
pub(super) fn turn_the_turntable(
    time: Res<Time>,
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<InputFocus>,
    fields: Query<(), With<EditableText>>,
    aids: Res<BlokusAids>,
    mut turntables: Query<(&mut Turntable, &mut Transform)>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    // Letters typed into the save dialog's name turn nothing.
    let keys_free = !typing(&focus, &fields);
    let key = |code| {
        if keys_free && keys.pressed(code) {
            1.0
        } else {
            0.0
        }
    };
    let turn = (key(KeyCode::KeyE) - key(KeyCode::KeyQ)) * TURN_SPEED * time.delta_secs();
    for (mut turntable, mut transform) in &mut turntables {
        if turn != 0.0 {
            turntable.angle += turn;
            transform.rotation = Quat::from_rotation_y(turntable.angle);
        }
    }
    if aids.is_changed() {
        for mut camera in &mut cameras {
            camera.look_down(aids.top_view);
        }
    }
}
