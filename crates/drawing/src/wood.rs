//! Wood drawn by code: growth rings and fibres from value noise, in two
//! tones, for the table, the board and the painted blocks.

use std::f32::consts::TAU;

use tiny_skia::Pixmap;

use crate::Rgb;

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

/// How many pixels apart along a row the wood is worked out; it is blended
/// between. The grain runs along the rows, so along a row the wood changes
/// over tens of pixels (its finest noise has cells 32 pixels long on a
/// 1024-pixel picture), and working out each pixel took a second of a
/// table's first frame.
const ALONG_THE_GRAIN: usize = 4;

/// How far towards its dark tone the wood is at (`u`, `v`), each from 0 to
/// 1 across the picture.
fn darkness(u: f32, v: f32, wood: Wood, contrast: f32) -> f32 {
    // Rings run along the grain (left to right) and wander a little;
    // fibres are long thin streaks along it.
    let warp = fractal_noise(u * 1.2, v * 2.5, wood.seed) * 1.3;
    let rings = ((v * wood.rings + warp) * TAU).sin() * 0.5 + 0.5;
    let fibre = fractal_noise(u * 4.0, v * 260.0, wood.seed + 7);
    ((rings * rings * rings * 0.55 + fibre * 0.45) * contrast).clamp(0.0, 1.0)
}

/// Fills `pixmap` with wood whose grain runs left to right.
fn draw_wood(pixmap: &mut Pixmap, wood: Wood, contrast: f32) {
    let (width, height) = (pixmap.width() as usize, pixmap.height() as f32);
    let row_bytes = width * 4;
    let data = pixmap.data_mut();
    // How dark the wood is at every ALONG_THE_GRAIN-th pixel of a row, and
    // at its last.
    let mut samples = Vec::with_capacity(width / ALONG_THE_GRAIN + 2);
    for (y, row) in data.chunks_exact_mut(row_bytes).enumerate() {
        let v = y as f32 / height;
        let darkness = |x: usize| darkness(x as f32 / width as f32, v, wood, contrast);
        samples.clear();
        samples.extend((0..width).step_by(ALONG_THE_GRAIN).map(darkness));
        samples.push(darkness(width - 1));
        for (x, pixel) in row.chunks_exact_mut(4).enumerate() {
            let step = x / ALONG_THE_GRAIN;
            let (from, to) = (samples[step], samples[step + 1]);
            // The last sample is the row's last pixel, nearer than a step.
            let (start, end) = (
                step * ALONG_THE_GRAIN,
                ((step + 1) * ALONG_THE_GRAIN).min(width - 1),
            );
            let t = from + (to - from) * (x - start) as f32 / (end - start).max(1) as f32;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wood_blended_along_the_grain_is_the_wood_of_every_pixel_within_a_shade() {
        let wood = Wood {
            light: [230, 190, 140],
            dark: [90, 50, 20],
            rings: 6.0,
            seed: 3,
        };
        let (width, height) = (1021, 48);
        let pixmap = wooden(width, height, wood, 1.0).expect("a size");
        let mut worst = 0;
        for (index, pixel) in pixmap.data().chunks_exact(4).enumerate() {
            let (x, y) = (index as u32 % width, index as u32 / width);
            let t = darkness(x as f32 / width as f32, y as f32 / height as f32, wood, 1.0);
            for ((&drawn, light), dark) in pixel.iter().zip(wood.light).zip(wood.dark) {
                let exact = f32::from(light) + (f32::from(dark) - f32::from(light)) * t;
                worst = worst.max((f32::from(drawn) - exact).abs().round() as u32);
            }
            assert_eq!(pixel[3], 255);
        }
        assert!(worst <= 2, "{worst} levels off");
    }
}
