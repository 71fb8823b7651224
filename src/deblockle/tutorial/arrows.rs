//! The lesson's arrows: a shaft and a head floating above the board from
//! one square to another, over any block in the way. They show the way, so
//! they come with the first hint: most lessons end in a puzzle.

use bevy::prelude::*;

use crate::deblockle::coords::square_center;
use crate::deblockle::session::DeblockleSession;
use crate::table::lessons::ActiveLesson;

/// How high the arrows float: above a standing block.
const HEIGHT: f32 = 1.05;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_arrows);
}

/// An arrow of the lesson.
#[derive(Component)]
#[require(crate::deblockle::DeblockleScene)]
struct LessonArrow;

fn draw_arrows(
    mut commands: Commands,
    active: Option<Res<ActiveLesson<DeblockleSession>>>,
    arrows: Query<Entity, With<LessonArrow>>,
    mut drawn_for: Local<Option<(String, bool)>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let wanted = active
        .as_ref()
        .map(|a| (a.lesson.id.clone(), a.hints_given > 0));
    if *drawn_for == wanted {
        return;
    }
    *drawn_for = wanted;
    for arrow in &arrows {
        commands.entity(arrow).despawn();
    }
    let Some(active) = active.filter(|a| a.hints_given > 0) else {
        return;
    };
    let paint = materials.add(StandardMaterial {
        base_color: Color::srgba(0.75, 0.55, 1.0, 0.85),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    for &(from, to) in &active.lesson.arrows {
        let start = square_center(from) + Vec3::Y * HEIGHT;
        let end = square_center(to) + Vec3::Y * HEIGHT;
        let along = (end - start).normalize_or_zero();
        let head = 0.32;
        let shaft = (start.distance(end) - head).max(0.05);
        let turn = Quat::from_rotation_arc(Vec3::Y, along);
        commands.spawn((
            Name::new(format!("Lesson arrow {from}-{to}")),
            LessonArrow,
            Mesh3d(meshes.add(Cylinder::new(0.05, shaft))),
            MeshMaterial3d(paint.clone()),
            Transform::from_translation(start + along * shaft / 2.0).with_rotation(turn),
            Pickable::IGNORE,
        ));
        commands.spawn((
            Name::new(format!("Lesson arrowhead {from}-{to}")),
            LessonArrow,
            Mesh3d(meshes.add(Cone::new(0.14, head))),
            MeshMaterial3d(paint.clone()),
            Transform::from_translation(end - along * head / 2.0).with_rotation(turn),
            Pickable::IGNORE,
        ));
    }
}
