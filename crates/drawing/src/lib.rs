//! Pictures drawn by code for any game's textures: paints and shapes
//! (tiny-skia), wood (in [`wood`]), and the chain of ever smaller copies a
//! texture is sampled from. No Bevy: the app turns them into images.
//!
//! A crate of its own so that the test and work builds optimise it fully
//! (as the rules and the AI): a table's textures are millions of pixels of
//! noise, drawn when the table first opens.

pub mod wood;

use std::f32::consts::TAU;

use tiny_skia::{Paint, Path, PathBuilder};

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// A solid, anti-aliased paint.
pub fn paint(rgb: Rgb, alpha: u8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(rgb[0], rgb[1], rgb[2], alpha);
    paint.anti_alias = true;
    paint
}

/// `rgb` darker (below 1) or lighter (above 1).
pub fn shade(rgb: Rgb, factor: f32) -> Rgb {
    rgb.map(|c| (f32::from(c) * factor).clamp(0.0, 255.0) as u8)
}

/// A closed polygon through `points`.
pub fn polygon(points: impl IntoIterator<Item = (f32, f32)>) -> Option<Path> {
    let mut builder = PathBuilder::new();
    let mut points = points.into_iter();
    let (x, y) = points.next()?;
    builder.move_to(x, y);
    for (x, y) in points {
        builder.line_to(x, y);
    }
    builder.close();
    builder.finish()
}

/// `n` points on a circle of `radius`, starting at `start` radians (0 = up).
pub fn ring(n: usize, radius: f32, start: f32) -> impl Iterator<Item = (f32, f32)> {
    (0..n).map(move |i| {
        let angle = start + TAU * i as f32 / n as f32;
        (radius * angle.sin(), -radius * angle.cos())
    })
}

/// Appends each half-size level (a 2×2 box filter) down to 1×1.
pub fn with_mipmaps(base: Vec<u8>, mut width: u32, mut height: u32) -> (Vec<u8>, u32) {
    let mut data = base.clone();
    let mut level = base;
    let mut levels = 1;
    while width > 1 || height > 1 {
        let (next_width, next_height) = ((width / 2).max(1), (height / 2).max(1));
        let mut next = vec![0u8; (next_width * next_height * 4) as usize];
        for y in 0..next_height {
            for x in 0..next_width {
                for channel in 0..4 {
                    let sample = |dx: u32, dy: u32| {
                        let (sx, sy) = ((x * 2 + dx).min(width - 1), (y * 2 + dy).min(height - 1));
                        u32::from(level[((sy * width + sx) * 4 + channel) as usize])
                    };
                    let sum = sample(0, 0) + sample(1, 0) + sample(0, 1) + sample(1, 1);
                    next[((y * next_width + x) * 4 + channel) as usize] = (sum / 4) as u8;
                }
            }
        }
        data.extend_from_slice(&next);
        level = next;
        (width, height) = (next_width, next_height);
        levels += 1;
    }
    (data, levels)
}
