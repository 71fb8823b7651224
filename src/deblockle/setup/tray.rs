//! The dice tray in front of the roller (felt inside wooden rims, the same
//! size as the physics' tray), and the camera's view of the setup.

use bevy::prelude::*;
use tabletop_rules::deblockle::Player;

use super::throw::{RIM_HEIGHT, TRAY_HALF_DEPTH, TRAY_HALF_WIDTH};
use super::{Setup, tray_frame};
use crate::deblockle::coords::{SETUP_VIEW, side_yaw};
use crate::table::camera::OrbitCamera;

/// How thick the rims are (the physics' rims are as thick again, outwards).
const RIM_THICKNESS: f32 = 0.2;
/// How thick the felt is.
const FELT_THICKNESS: f32 = 0.06;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_tray, frame_the_roller).in_set(crate::table::TableSystems::Show),
    );
}

/// The dice tray of a roller.
#[derive(Component)]
#[require(crate::deblockle::DeblockleScene)]
struct DiceTray(Player);

/// The tray of the roller now, and no other.
fn show_tray(
    mut commands: Commands,
    setup: Option<Res<Setup>>,
    trays: Query<(Entity, &DiceTray)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let roller = setup.map(|setup| setup.roller);
    for (entity, tray) in &trays {
        if Some(tray.0) != roller {
            commands.entity(entity).despawn();
        }
    }
    let Some(roller) = roller else {
        return;
    };
    if trays.iter().any(|(_, tray)| tray.0 == roller) {
        return;
    }
    let felt = materials.add(StandardMaterial {
        base_color: Color::srgb(0.09, 0.27, 0.18),
        perceptual_roughness: 1.0,
        reflectance: 0.1,
        ..default()
    });
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.33, 0.2, 0.11),
        perceptual_roughness: 0.55,
        ..default()
    });
    let outer = Vec2::new(TRAY_HALF_WIDTH, TRAY_HALF_DEPTH) + RIM_THICKNESS;
    let rim_height = RIM_HEIGHT + FELT_THICKNESS;
    let rims = [
        (
            Vec3::new(RIM_THICKNESS, rim_height, outer.y * 2.0),
            Vec3::X * (TRAY_HALF_WIDTH + RIM_THICKNESS / 2.0),
        ),
        (
            Vec3::new(RIM_THICKNESS, rim_height, outer.y * 2.0),
            Vec3::NEG_X * (TRAY_HALF_WIDTH + RIM_THICKNESS / 2.0),
        ),
        (
            Vec3::new(TRAY_HALF_WIDTH * 2.0, rim_height, RIM_THICKNESS),
            Vec3::Z * (TRAY_HALF_DEPTH + RIM_THICKNESS / 2.0),
        ),
        (
            Vec3::new(TRAY_HALF_WIDTH * 2.0, rim_height, RIM_THICKNESS),
            Vec3::NEG_Z * (TRAY_HALF_DEPTH + RIM_THICKNESS / 2.0),
        ),
    ];
    commands
        .spawn((
            Name::new(format!("{roller}'s dice tray")),
            DiceTray(roller),
            tray_frame(roller),
            Visibility::default(),
        ))
        .with_children(|tray| {
            tray.spawn((
                Mesh3d(meshes.add(Cuboid::new(
                    TRAY_HALF_WIDTH * 2.0,
                    FELT_THICKNESS,
                    TRAY_HALF_DEPTH * 2.0,
                ))),
                MeshMaterial3d(felt),
                Transform::from_xyz(0.0, -FELT_THICKNESS / 2.0, 0.0),
                Pickable::IGNORE,
            ));
            for (size, at) in rims {
                tray.spawn((
                    Mesh3d(meshes.add(Cuboid::from_size(size))),
                    MeshMaterial3d(wood.clone()),
                    Transform::from_translation(at + Vec3::Y * (rim_height / 2.0 - FELT_THICKNESS)),
                    Pickable::IGNORE,
                ));
            }
        });
}

/// The camera moves to the roller's seat, looking at the tray and the board.
fn frame_the_roller(
    setup: Option<Res<Setup>>,
    mut framed: Local<Option<Player>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let roller = setup.map(|setup| setup.roller);
    if roller == *framed {
        return;
    }
    *framed = roller;
    if let Some(roller) = roller {
        for mut camera in &mut cameras {
            camera.look_from(side_yaw(roller), SETUP_VIEW);
        }
    }
}
