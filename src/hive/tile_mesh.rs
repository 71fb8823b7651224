//! A Hive tile: a thick hexagonal prism, bevelled top and bottom, its face
//! picture on top (north up) and plain colour on the sides.

use std::f32::consts::PI;

use bevy::prelude::*;

use super::layout::{TILE_HEIGHT, TILE_RADIUS};
use crate::mesh_builder::MeshBuilder;

/// The bevel's width and height.
const BEVEL: f32 = 0.05;
/// Where the sides and bevels take their colour: a corner of the face
/// picture, outside the hexagon.
const PLAIN_UV: Vec2 = Vec2::new(0.02, 0.02);

/// Corner `k` (0–5) of a pointy-top hexagon of `radius` at height `y`:
/// one corner points north (−z), the flat sides face east and west.
fn corner(k: usize, radius: f32, y: f32) -> Vec3 {
    let angle = PI / 6.0 + PI / 3.0 * k as f32;
    Vec3::new(radius * angle.cos(), y, radius * angle.sin())
}

/// The face picture's coordinates of a point on the top.
fn face_uv(point: Vec3) -> Vec2 {
    Vec2::new(point.x, point.z) / (2.0 * TILE_RADIUS) + Vec2::splat(0.5)
}

/// A tile standing on y = 0, its face at [`TILE_HEIGHT`]. With
/// `height_scale` below 1 it is a flat marker of the same outline.
pub fn hex_tile(height_scale: f32) -> Mesh {
    let top = TILE_HEIGHT * height_scale;
    let bevel = BEVEL.min(top / 3.0);
    let inner = TILE_RADIUS - bevel;
    let mut mesh = MeshBuilder::default();
    let rings = [
        (inner, top),
        (TILE_RADIUS, top - bevel),
        (TILE_RADIUS, bevel),
        (inner, 0.0),
    ];
    let face: Vec<Vec3> = (0..6).map(|k| corner(k, inner, top)).collect();
    let uvs: Vec<Vec2> = face.iter().map(|&p| face_uv(p)).collect();
    mesh.polygon(&face, &uvs, Vec3::Y);
    let bottom: Vec<Vec3> = (0..6).map(|k| corner(k, inner, 0.0)).collect();
    mesh.polygon(&bottom, &[PLAIN_UV; 6], Vec3::NEG_Y);
    // Round the sides: the upper bevel, the wall, the lower bevel.
    for band in rings.windows(2) {
        let ((r0, y0), (r1, y1)) = (band[0], band[1]);
        for k in 0..6 {
            let corners = [
                corner(k, r0, y0),
                corner(k + 1, r0, y0),
                corner(k + 1, r1, y1),
                corner(k, r1, y1),
            ];
            let outward = (corner(k, 1.0, 0.0) + corner(k + 1, 1.0, 0.0)).normalize();
            // Going down, a band that widens faces up (the upper bevel), one
            // that narrows faces down (the lower), the wall straight out.
            let lean = (r1 - r0) / bevel.max(f32::EPSILON);
            let normal = (outward + Vec3::Y * lean).normalize();
            mesh.polygon(&corners, &[PLAIN_UV; 4], normal);
        }
    }
    mesh.build()
}

#[cfg(test)]
mod tests {
    use bevy::mesh::{Indices, VertexAttributeValues};

    use super::*;

    #[test]
    fn every_triangle_faces_outwards_and_the_face_is_on_top() {
        let mesh = hex_tile(1.0);
        let Some(VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        let Some(Indices::U32(indices)) = mesh.indices() else {
            panic!("indices");
        };
        let middle = Vec3::Y * TILE_HEIGHT / 2.0;
        for triangle in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|i| Vec3::from(positions[triangle[i] as usize]));
            let centre = (a + b + c) / 3.0 - middle;
            assert!(
                (b - a).cross(c - a).dot(centre) > 0.0,
                "a triangle faces inwards"
            );
        }
        let highest = positions.iter().map(|p| p[1]).fold(f32::MIN, f32::max);
        assert!((highest - TILE_HEIGHT).abs() < 1e-6);
        // A corner points north, where the face picture's top is.
        assert!((corner(4, 1.0, 0.0) - Vec3::NEG_Z).length() < 1e-6);
        assert!(face_uv(corner(4, TILE_RADIUS, 0.0)).y.abs() < 1e-6);
    }
}
