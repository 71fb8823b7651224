//! The files a–g and ranks 1–7 along the board's rim, so that the move
//! list's notation can be read off the board. Drawn as UI text that follows
//! the rim as the camera moves, and kept clear of the HUD as the pieces
//! are.

use bevy::prelude::*;

use crate::table::camera::clearance::ClearOfHud;

pub(super) fn plugin(app: &mut App) {
    // After the camera has moved this frame, before the UI is laid out:
    // a frame behind, the labels trail a moving camera (far, at a low
    // frame rate).
    app.add_systems(OnEnter(crate::deblockle::TABLE), spawn_labels)
        .add_systems(
            PostUpdate,
            follow_rim
                .after(TransformSystems::Propagate)
                .before(bevy::ui::UiSystems::Layout)
                .run_if(in_state(crate::deblockle::TABLE)),
        );
}

/// A label and the point of the rim it names.
#[derive(Component, Clone, Copy, Debug)]
struct RimLabel(Vec3);

/// How far from the centre the labels sit: on the rim, outside the squares.
const RIM: f32 = 3.66;

fn spawn_labels(mut commands: Commands) {
    let files = (0..7u8).map(|x| ((b'a' + x) as char, Vec3::new(f32::from(x) - 3.0, 0.0, RIM)));
    let ranks = (0..7u8).map(|y| ((b'1' + y) as char, Vec3::new(-RIM, 0.0, 3.0 - f32::from(y))));
    for (name, at) in files.chain(ranks) {
        commands.spawn((
            Name::new(format!("Rim label {name}")),
            RimLabel(at),
            DespawnOnExit(crate::deblockle::TABLE),
            Text::new(name.to_string()),
            TextFont::from_font_size(15.0),
            TextColor(Color::srgba(0.27, 0.16, 0.07, 0.9)),
            Node {
                position_type: PositionType::Absolute,
                ..default()
            },
            Pickable::IGNORE,
        ));
        // The point it names, for the camera to keep clear of the HUD.
        commands.spawn((
            Name::new(format!("Rim point {name}")),
            DespawnOnExit(crate::deblockle::TABLE),
            Transform::from_translation(at),
            Visibility::default(),
            ClearOfHud { radius: 0.25 },
        ));
    }
}

fn follow_rim(
    cameras: Query<(&Camera, &GlobalTransform)>,
    ui_scale: Option<Res<UiScale>>,
    mut labels: Query<(&RimLabel, &mut Node, &mut Visibility)>,
) {
    // The camera sees in the window's pixels; the UI's are `UiScale` times
    // larger.
    let scale = ui_scale.map_or(1.0, |scale| scale.0);
    let Ok((camera, camera_transform)) = cameras.single() else {
        return;
    };
    for (label, mut node, mut visibility) in &mut labels {
        match camera.world_to_viewport(camera_transform, label.0) {
            Ok(point) => {
                // Centre the glyph (about 9 × 18 px) on the point.
                node.left = px(point.x / scale - 4.5);
                node.top = px(point.y / scale - 9.0);
                visibility.set_if_neq(Visibility::Inherited);
            }
            Err(_) => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
