//! Meshes built polygon by polygon, for the games' pieces.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A mesh made of flat polygons, each with its own normal (sharp edges).
#[derive(Default)]
pub struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
}

impl MeshBuilder {
    /// A flat convex polygon facing `normal`, wound so that it faces
    /// outwards whatever order the corners came in.
    pub fn polygon(&mut self, corners: &[Vec3], uvs: &[Vec2], normal: Vec3) {
        let base = self.positions.len() as u32;
        for (corner, uv) in corners.iter().zip(uvs) {
            self.positions.push(corner.to_array());
            self.normals.push(normal.to_array());
            self.uvs.push(uv.to_array());
        }
        let facing = (corners[1] - corners[0])
            .cross(corners[2] - corners[0])
            .dot(normal)
            > 0.0;
        for i in 1..corners.len() as u32 - 1 {
            let (b, c) = if facing { (i, i + 1) } else { (i + 1, i) };
            self.indices.extend([base, base + b, base + c]);
        }
    }

    /// The mesh.
    pub fn build(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}
