//! The table top: the wooden table every game's table stands on and the
//! menus stand over, under the lamp. Each game brings its own board (or
//! cloth, or turntable) onto it when its table is up.

use bevy::prelude::*;

use crate::drawing::into_image;
use crate::drawing::wood::{Wood, wooden};

/// The height of the table's surface: a game's board stands on it.
pub const TABLE_TOP: f32 = -0.28;
/// The table's size across (x) and deep (z).
const TABLE_SIZE: Vec2 = Vec2::new(96.0, 72.0);
const TABLE_THICKNESS: f32 = 0.5;

/// Darker wood with a wide grain.
const TABLE_WOOD: Wood = Wood {
    light: [92, 58, 34],
    dark: [58, 34, 20],
    rings: 4.0,
    seed: 5,
};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_table);
}

/// The table, as the room has it.
#[derive(Component)]
pub struct TableTop;

fn spawn_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let image = wooden(1024, 1024, TABLE_WOOD, 1.0).map_or_else(Image::default, into_image);
    commands.spawn((
        Name::new("Table"),
        TableTop,
        Mesh3d(meshes.add(Cuboid::new(TABLE_SIZE.x, TABLE_THICKNESS, TABLE_SIZE.y))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(images.add(image)),
            perceptual_roughness: 0.62,
            reflectance: 0.35,
            ..default()
        })),
        Transform::from_xyz(0.0, TABLE_TOP - TABLE_THICKNESS / 2.0, 0.0),
        Pickable::IGNORE,
    ));
}
