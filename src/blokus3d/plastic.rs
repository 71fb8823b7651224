//! Blokus 3D's plastic: the four colours and the moulded cube every piece
//! is built of.

use bevy::prelude::*;
use tabletop_rules::blokus3d::Colour;

use crate::mesh_builder::MeshBuilder;

/// Glossy plastic of each colour.
pub fn plastic(colour: Colour) -> Color {
    match colour {
        Colour::Blue => Color::srgb(0.1, 0.3, 0.85),
        Colour::Yellow => Color::srgb(0.98, 0.8, 0.1),
        Colour::Red => Color::srgb(0.86, 0.12, 0.12),
        Colour::Green => Color::srgb(0.12, 0.62, 0.25),
    }
}

/// A cube of edge `size` with slightly rounded (chamfered) edges, as
/// moulded plastic.
pub(super) fn plastic_cube(size: f32) -> Mesh {
    let half = size / 2.0;
    let inner = half * 0.88;
    let mut mesh = MeshBuilder::default();
    let uv = [Vec2::ZERO; 4];
    for axis in 0..3 {
        for sign in [-1.0, 1.0] {
            let mut normal = Vec3::ZERO;
            normal[axis] = sign;
            let (u, v) = (Vec3::AXES[(axis + 1) % 3], Vec3::AXES[(axis + 2) % 3]);
            let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .map(|(a, b)| normal * half + u * a * inner + v * b * inner);
            mesh.polygon(&corners, &uv, normal);
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
