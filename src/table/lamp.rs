//! The room's light, the same over every table: a warm lamp above and to
//! the left that casts the pieces' shadows, and a soft ambient fill.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, light_the_room);
}

fn light_the_room(mut commands: Commands) {
    commands.spawn((
        Name::new("Lamp"),
        DirectionalLight {
            color: Color::srgb(1.0, 0.9, 0.76),
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        // Two cascades, not Bevy's four: the whole table lies within the
        // first, and each cascade is a 2048² depth map (16 MiB).
        CascadeShadowConfigBuilder {
            num_cascades: 2,
            maximum_distance: 30.0,
            first_cascade_far_bound: 12.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.93, 0.84),
        brightness: 380.0,
        ..default()
    });
}
