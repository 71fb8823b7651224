//! The light every game paints on its table — a square that glows, a
//! ghost, a spot where a piece fits, glass — as one kind of material.

use bevy::prelude::*;

/// Unlit, see-through colour (`rgba`, sRGB with its opacity): lit the same
/// from every side, the table showing through.
pub fn glow(rgba: [f32; 4]) -> StandardMaterial {
    StandardMaterial {
        base_color: Color::srgba(rgba[0], rgba[1], rgba[2], rgba[3]),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    }
}

/// The light a lesson puts on the squares, hexes or cells it points at:
/// violet, unlike any move's or hint's.
pub const LESSON_LIGHT: [f32; 4] = [0.75, 0.55, 1.0, 0.75];
