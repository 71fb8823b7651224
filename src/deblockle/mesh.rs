//! The bevelled cube: six face panels carrying the symbols, chamfered edges
//! and corners in plain paint, UV-mapped onto a 4×2 texture atlas (tiles 0–5
//! the faces in `Face::ALL` order, tile 6 plain paint).

use bevy::prelude::*;
use tabletop_rules::deblockle::Face;

use super::coords::mesh_normal;
use crate::mesh_builder::MeshBuilder;

/// Atlas columns and rows.
pub const ATLAS_COLUMNS: u32 = 4;
/// Atlas rows.
pub const ATLAS_ROWS: u32 = 2;
/// The atlas tile of plain paint, for bevels.
pub const PLAIN_TILE: u32 = 6;

/// The atlas tile showing `face`.
pub fn tile_of(face: Face) -> u32 {
    Face::ALL.iter().position(|&f| f == face).unwrap_or(0) as u32
}

/// The UV rectangle (min, max) of an atlas tile, inset so that filtering
/// never bleeds in a neighbour.
fn tile_uv(tile: u32) -> (Vec2, Vec2) {
    let size = Vec2::new(1.0 / ATLAS_COLUMNS as f32, 1.0 / ATLAS_ROWS as f32);
    let min = Vec2::new((tile % ATLAS_COLUMNS) as f32, (tile / ATLAS_COLUMNS) as f32) * size;
    let inset = size * 0.01;
    (min + inset, min + size - inset)
}

/// The two in-face axes of a face, chosen so its picture reads upright:
/// on the sides "up" is up; on top "up" is north.
fn face_axes(normal: Vec3) -> (Vec3, Vec3) {
    if normal.y.abs() > 0.5 {
        (Vec3::X, Vec3::Z * normal.y.signum())
    } else {
        (Vec3::Y.cross(normal), Vec3::NEG_Y)
    }
}

/// A cube of edge `size` with bevels `bevel` wide, faces placed as the
/// layout says (see `coords::mesh_normal`).
pub fn bevelled_cube(size: f32, bevel: f32) -> Mesh {
    let half = size / 2.0;
    let inner = half - bevel;
    let mut mesh = MeshBuilder::default();
    for face in Face::ALL {
        let normal = mesh_normal(face);
        let (right, down) = face_axes(normal);
        let (min, max) = tile_uv(tile_of(face));
        let corners: Vec<Vec3> = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .iter()
            .map(|&(u, v)| normal * half + right * u * inner + down * v * inner)
            .collect();
        let uvs = [min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)];
        mesh.polygon(&corners, &uvs, normal);
    }
    let (plain_min, plain_max) = tile_uv(PLAIN_TILE);
    let plain = [
        plain_min,
        Vec2::new(plain_max.x, plain_min.y),
        plain_max,
        Vec2::new(plain_min.x, plain_max.y),
    ];
    let axes = [Vec3::X, Vec3::Y, Vec3::Z];
    // Edges: one chamfer strip between each pair of adjacent faces.
    for (i, &a) in axes.iter().enumerate() {
        for &b in &axes[i + 1..] {
            let along = a.cross(b);
            for (sa, sb) in [(1.0, 1.0), (1.0, -1.0), (-1.0, 1.0), (-1.0, -1.0)] {
                let (na, nb) = (a * sa, b * sb);
                let on_a = na * half + nb * inner;
                let on_b = nb * half + na * inner;
                let corners = [
                    on_a + along * inner,
                    on_a - along * inner,
                    on_b - along * inner,
                    on_b + along * inner,
                ];
                mesh.polygon(&corners, &plain, (na + nb).normalize());
            }
        }
    }
    // Corners: a small triangle where three chamfers meet.
    for sx in [-1.0, 1.0] {
        for sy in [-1.0, 1.0] {
            for sz in [-1.0, 1.0] {
                let s = Vec3::new(sx, sy, sz);
                let corners = [
                    Vec3::new(sx * half, sy * inner, sz * inner),
                    Vec3::new(sx * inner, sy * half, sz * inner),
                    Vec3::new(sx * inner, sy * inner, sz * half),
                ];
                mesh.polygon(&corners, &plain[..3], s.normalize());
            }
        }
    }
    mesh.build()
}

#[cfg(test)]
mod tests {
    use bevy::mesh::Indices;

    use super::*;

    #[test]
    fn every_triangle_faces_outwards() {
        let mesh = bevelled_cube(1.0, 0.1);
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        let Some(Indices::U32(indices)) = mesh.indices() else {
            panic!("indices");
        };
        // 6 faces and 12 chamfers of 2 triangles, 8 corner triangles.
        assert_eq!(indices.len(), (6 * 2 + 12 * 2 + 8) * 3);
        for triangle in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|i| Vec3::from(positions[triangle[i] as usize]));
            let centre = (a + b + c) / 3.0;
            assert!(
                (b - a).cross(c - a).dot(centre) > 0.0,
                "a triangle faces inwards"
            );
        }
    }
}
