//! Blokus 3D's plastic: the four colours under each palette and the
//! moulded cube every piece is built of.

use bevy::prelude::*;
use tabletop_rules::blokus3d::Colour;

use crate::mesh_builder::MeshBuilder;
use crate::table::palette::Palette;

/// The plastic of each colour (sRGB, 0 to 1). The colour-blind palette
/// keeps each colour's name (a navy blue, a lemon yellow, a brick red, a
/// sea green) but parts them by lightness as well as hue, so that no two
/// come within a glance of each other under protanopia, deuteranopia or
/// tritanopia (the box's red and green are all but one colour under
/// deuteranopia): see `tests/app/palette.rs` for the figures.
pub fn plastic_rgb(colour: Colour, palette: Palette) -> [f32; 3] {
    match (palette, colour) {
        (Palette::Standard, Colour::Blue) => [0.1, 0.3, 0.85],
        (Palette::Standard, Colour::Yellow) => [0.98, 0.8, 0.1],
        (Palette::Standard, Colour::Red) => [0.86, 0.12, 0.12],
        (Palette::Standard, Colour::Green) => [0.12, 0.62, 0.25],
        (Palette::ColourBlind, Colour::Blue) => [0.1, 0.18, 0.62],
        (Palette::ColourBlind, Colour::Yellow) => [0.99, 0.95, 0.16],
        (Palette::ColourBlind, Colour::Red) => [0.63, 0.1, 0.06],
        (Palette::ColourBlind, Colour::Green) => [0.25, 0.64, 0.58],
    }
}

/// The four colours as `palette` shows them (sRGB, 0 to 1).
pub fn player_colours(palette: Palette) -> Vec<[f32; 3]> {
    Colour::ALL
        .map(|colour| plastic_rgb(colour, palette))
        .to_vec()
}

/// Glossy plastic of each colour.
pub fn plastic(colour: Colour, palette: Palette) -> Color {
    let [red, green, blue] = plastic_rgb(colour, palette);
    Color::srgb(red, green, blue)
}

/// A cube of edge `size` with slightly rounded (chamfered) edges, as
/// moulded plastic.
pub(super) fn plastic_cube(size: f32) -> Mesh {
    let half = size / 2.0;
    let inner = half * 0.88;
    let mut mesh = MeshBuilder::default();
    // Each face shows the whole texture (an emblem, or hatching); the
    // chamfers take a point near its corner, plain plastic.
    let face_uv = [Vec2::ZERO, Vec2::X, Vec2::ONE, Vec2::Y];
    let uv = [Vec2::splat(0.02); 4];
    for axis in 0..3 {
        for sign in [-1.0, 1.0] {
            let mut normal = Vec3::ZERO;
            normal[axis] = sign;
            let (u, v) = (Vec3::AXES[(axis + 1) % 3], Vec3::AXES[(axis + 2) % 3]);
            let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .map(|(a, b)| normal * half + u * a * inner + v * b * inner);
            mesh.polygon(&corners, &face_uv, normal);
            // The chamfer towards +u and +v of this face.
            for (edge, other) in [(u, v), (v, u)] {
                for s in [-1.0, 1.0] {
                    let corners = [
                        normal * half + edge * s * inner + other * inner,
                        normal * half + edge * s * inner - other * inner,
                        normal * inner + edge * s * half - other * inner,
                        normal * inner + edge * s * half + other * inner,
                    ];
                    mesh.polygon(&corners, &uv, (normal + edge * s).normalize());
                }
            }
        }
    }
    mesh.build()
}
