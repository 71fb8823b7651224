//! The shapes of the marks players draw: a ring round a cell and an arrow
//! arching from one cell to another, flat ribbons facing up, laid over
//! whatever stands there.

use bevy::prelude::*;

use crate::mesh_builder::MeshBuilder;

/// How many pieces a ring and an arrow's arch are made of.
const SEGMENTS: usize = 32;
const ARCH_SEGMENTS: usize = 16;

/// A ring round `centre` (flat, facing up), `width` being the cell's.
pub fn ring(centre: Vec3, width: f32) -> Mesh {
    let (outer, inner) = (0.44 * width, 0.36 * width);
    let mut mesh = MeshBuilder::default();
    let at = |turn: usize, radius: f32| {
        let angle = std::f32::consts::TAU * turn as f32 / SEGMENTS as f32;
        centre + Vec3::new(angle.cos(), 0.0, angle.sin()) * radius
    };
    for turn in 0..SEGMENTS {
        let corners = [
            at(turn, inner),
            at(turn, outer),
            at(turn + 1, outer),
            at(turn + 1, inner),
        ];
        mesh.polygon(&corners, &[Vec2::ZERO; 4], Vec3::Y);
    }
    mesh.build()
}

/// The narrowest cell an arrow is drawn for: on smaller cells (Blokus 3D's
/// columns) it keeps this breadth, or it would be a thread.
const ARROW_CELL: f32 = 0.8;

/// An arrow from `from` to `to`, its tip on `to`: a shaft arching over
/// what lies between (higher the longer it is) and a head, `width` being
/// a cell's.
pub fn arrow(from: Vec3, to: Vec3, width: f32) -> Mesh {
    let width = width.max(ARROW_CELL);
    let rise = 0.2 * from.distance(to) + 0.25 * width;
    let arch = |t: f32| from.lerp(to, t) + Vec3::Y * rise * 4.0 * t * (1.0 - t);
    let head_length = 0.45 * width;
    // Where the head begins: the arch's point that far from the tip.
    let head_start = (0..=ARCH_SEGMENTS)
        .map(|step| 1.0 - step as f32 / ARCH_SEGMENTS as f32 / 2.0)
        .find(|&t| arch(t).distance(to) >= head_length)
        .unwrap_or(0.5);
    // The shaft starts a little way into the first cell, off its centre.
    let shaft_start = (0.25 * width / from.distance(to).max(f32::EPSILON)).min(head_start);
    let points: Vec<Vec3> = (0..=ARCH_SEGMENTS)
        .map(|step| {
            let t = step as f32 / ARCH_SEGMENTS as f32;
            arch(shaft_start + (head_start - shaft_start) * t)
        })
        .collect();
    let across = |along: Vec3| {
        let flat = Vec3::new(along.x, 0.0, along.z);
        Vec3::Y.cross(flat).normalize_or(Vec3::X)
    };
    let mut mesh = MeshBuilder::default();
    let half = 0.11 * width;
    for pair in points.windows(2) {
        let side = across(pair[1] - pair[0]) * half;
        let corners = [
            pair[0] - side,
            pair[0] + side,
            pair[1] + side,
            pair[1] - side,
        ];
        mesh.polygon(&corners, &[Vec2::ZERO; 4], Vec3::Y);
    }
    let base = points[points.len() - 1];
    let side = across(to - base) * 0.3 * width;
    mesh.polygon(&[base - side, base + side, to], &[Vec2::ZERO; 3], Vec3::Y);
    mesh.build()
}

#[cfg(test)]
mod tests {
    use bevy::mesh::VertexAttributeValues;

    use super::*;

    fn points_of(mesh: &Mesh) -> Vec<Vec3> {
        match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
            Some(VertexAttributeValues::Float32x3(points)) => {
                points.iter().map(|&p| Vec3::from(p)).collect()
            }
            _ => panic!("positions"),
        }
    }

    #[test]
    fn a_ring_lies_round_its_centre_inside_the_cell() {
        let centre = Vec3::new(2.0, 0.5, -1.0);
        for point in points_of(&ring(centre, 1.0)) {
            let distance = point.distance(centre);
            assert!((0.35..=0.45).contains(&distance), "{point}");
            assert!((point.y - centre.y).abs() < 1e-6);
        }
    }

    #[test]
    fn an_arrow_points_at_its_cell_and_arches_over_the_way() {
        let (from, to) = (Vec3::ZERO, Vec3::new(3.0, 0.0, 0.0));
        let points = points_of(&arrow(from, to, 1.0));
        let tip = points.last().copied().expect("a head");
        assert!(tip.distance(to) < 1e-5, "the tip is on the cell: {tip}");
        assert!(points.iter().all(|p| p.y >= -1e-6), "never under the board");
        let highest = points.iter().map(|p| p.y).fold(0.0, f32::max);
        assert!(highest > 0.5, "it arches over what stands between");
        let nearest = points.iter().map(|p| p.x).fold(f32::MAX, f32::min);
        assert!(nearest > 0.2, "it starts off the first cell's centre");
        // Across the way, it keeps to the arrow's breadth.
        assert!(points.iter().all(|p| p.z.abs() <= 0.31));
        // On small cells it keeps a breadth that shows.
        let small = points_of(&arrow(from, to, 0.5));
        let breadth = small.iter().map(|p| p.z.abs()).fold(0.0, f32::max);
        assert!(breadth > 0.2, "{breadth}");
    }
}
