//! Wood drawn by code: growth rings and fibres from value noise, in two
//! tones, for the table, the board and the painted blocks.

use std::f32::consts::TAU;

use tiny_skia::Pixmap;

use super::Rgb;

/// Cheap deterministic noise in [0, 1).
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h = (h ^ (h >> 13)).wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let top = hash(xi, yi, seed) + (hash(xi + 1, yi, seed) - hash(xi, yi, seed)) * sx;
    let bottom =
        hash(xi, yi + 1, seed) + (hash(xi + 1, yi + 1, seed) - hash(xi, yi + 1, seed)) * sx;
    top + (bottom - top) * sy
}

fn fractal_noise(x: f32, y: f32, seed: u32) -> f32 {
    (0..4)
        .map(|octave| {
            let scale = (1 << octave) as f32;
            value_noise(x * scale, y * scale, seed + octave) / scale
        })
        .sum::<f32>()
        / 1.875
}

/// How wood looks: two tones, and how strong the grain is.
#[derive(Clone, Copy)]
pub struct Wood {
    /// The light tone.
    pub light: Rgb,
    /// The dark tone.
    pub dark: Rgb,
    /// Growth rings across the width of the picture.
    pub rings: f32,
    /// The seed of its noise.
    pub seed: u32,
}

/// Fills `pixmap` with wood whose grain runs left to right.
fn draw_wood(pixmap: &mut Pixmap, wood: Wood, contrast: f32) {
    let (width, height) = (pixmap.width() as f32, pixmap.height() as f32);
    let row_bytes = pixmap.width() as usize * 4;
    let data = pixmap.data_mut();
    for (y, row) in data.chunks_exact_mut(row_bytes).enumerate() {
        let v = y as f32 / height;
        for (x, pixel) in row.chunks_exact_mut(4).enumerate() {
            let u = x as f32 / width;
            // Rings run along the grain (left to right) and wander a little;
            // fibres are long thin streaks along it.
            let warp = fractal_noise(u * 1.2, v * 2.5, wood.seed) * 1.3;
            let rings = ((v * wood.rings + warp) * TAU).sin() * 0.5 + 0.5;
            let fibre = fractal_noise(u * 4.0, v * 260.0, wood.seed + 7);
            let t = ((rings.powf(3.0) * 0.55 + fibre * 0.45) * contrast).clamp(0.0, 1.0);
            for ((out, light), dark) in pixel.iter_mut().zip(wood.light).zip(wood.dark) {
                let (a, b) = (f32::from(light), f32::from(dark));
                *out = (a + (b - a) * t) as u8;
            }
            pixel[3] = 255;
        }
    }
}

/// A new picture of wood, or `None` if the size is zero.
pub fn wooden(width: u32, height: u32, wood: Wood, contrast: f32) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(width, height)?;
    draw_wood(&mut pixmap, wood, contrast);
    Some(pixmap)
}
