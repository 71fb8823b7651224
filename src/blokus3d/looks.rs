//! What the Blokus 3D pieces are made of: one material per colour (shared
//! by the structure's cubes and the trays', so that a change of palette
//! repaints them all at once), the moulded cube, and the ghost's and the
//! aids' glass.

use bevy::prelude::*;
use tabletop_rules::blokus3d::Colour;

use super::emblems::{face_image, hatching_image};
use super::layout::CUBE;
use super::plastic::{plastic, plastic_cube};
use crate::table::glow::{LESSON_LIGHT, glow};
use crate::table::palette::Palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_looks).add_systems(
        Update,
        paint_in_the_palette.run_if(resource_exists_and_changed::<Palette>),
    );
}

#[derive(Resource)]
pub(super) struct BlokusLooks {
    pub(super) cube: Handle<Mesh>,
    pub(super) colours: [Handle<StandardMaterial>; 4],
    /// Each colour's face with its emblem (the colour-blind palette's).
    faces: [Handle<Image>; 4],
    pub(super) fits: Handle<StandardMaterial>,
    pub(super) blocked: Handle<StandardMaterial>,
    pub(super) spot: Handle<StandardMaterial>,
    pub(super) glass: Handle<StandardMaterial>,
    /// The squares a lesson lights.
    pub(super) lesson: Handle<StandardMaterial>,
}

fn make_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let colours = Colour::ALL.map(|colour| {
        materials.add(StandardMaterial {
            base_color: plastic(colour, Palette::Standard),
            perceptual_roughness: 0.18,
            reflectance: 0.6,
            ..default()
        })
    });
    let blocked = StandardMaterial {
        base_color_texture: Some(images.add(hatching_image())),
        ..glow([1.0, 0.25, 0.2, 0.75])
    };
    commands.insert_resource(BlokusLooks {
        cube: meshes.add(plastic_cube(CUBE * 0.985)),
        colours,
        faces: Colour::ALL.map(|colour| images.add(face_image(colour))),
        fits: materials.add(glow([0.35, 1.0, 0.45, 0.55])),
        blocked: materials.add(blocked),
        spot: materials.add(glow([0.35, 1.0, 0.45, 0.8])),
        glass: materials.add(glow([0.85, 0.95, 1.0, 0.16])),
        lesson: materials.add(glow(LESSON_LIGHT)),
    });
}

/// Every cube of a colour in the palette chosen: the plastic alone, or
/// the plastic with the colour's emblem on each face.
fn paint_in_the_palette(
    palette: Res<Palette>,
    looks: Option<Res<BlokusLooks>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(looks) = looks else {
        return;
    };
    for colour in Colour::ALL {
        let Some(mut material) = materials.get_mut(&looks.colours[colour.index()]) else {
            continue;
        };
        if palette.marks_pieces() {
            material.base_color = Color::WHITE;
            material.base_color_texture = Some(looks.faces[colour.index()].clone());
        } else {
            material.base_color = plastic(colour, *palette);
            material.base_color_texture = None;
        }
    }
}
