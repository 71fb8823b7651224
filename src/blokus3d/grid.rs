//! The turntable's face, drawn by code: the 10×10 grid, the structure's
//! footprint in pale maple with each square's height limit in small
//! digits, the squares outside it in darker wood.

use bevy::prelude::*;
use tabletop_rules::blokus3d::{SIDE, Structure};
use tiny_skia::{LineCap, PathBuilder, Pixmap, Stroke, Transform as Skia};

use crate::drawing::{Rgb, into_image, paint};

/// Pixels per square.
const SQUARE: u32 = 96;
const OUTSIDE: Rgb = [92, 62, 38];
const INSIDE: Rgb = [226, 196, 150];
const LINE: Rgb = [120, 84, 52];
const DIGIT: Rgb = [150, 108, 70];

/// Which of the seven segments (a–g) light up for each digit.
const SEGMENTS: [u8; 10] = [
    0b011_1111, 0b000_0110, 0b101_1011, 0b100_1111, 0b110_0110, 0b110_1101, 0b111_1101, 0b000_0111,
    0b111_1111, 0b110_1111,
];

/// Draws `digit` as seven segments in the box at (`left`, `top`), `w` × `h`.
fn draw_digit(pixmap: &mut Pixmap, digit: u8, left: f32, top: f32, w: f32, h: f32) {
    let mid = top + h / 2.0;
    let (right, bottom) = (left + w, top + h);
    // a, b, c, d, e, f, g as line ends.
    let lines = [
        ((left, top), (right, top)),
        ((right, top), (right, mid)),
        ((right, mid), (right, bottom)),
        ((left, bottom), (right, bottom)),
        ((left, mid), (left, bottom)),
        ((left, top), (left, mid)),
        ((left, mid), (right, mid)),
    ];
    let mut builder = PathBuilder::new();
    for (segment, (from, to)) in lines.iter().enumerate() {
        if SEGMENTS[usize::from(digit % 10)] & (1 << segment) != 0 {
            builder.move_to(from.0, from.1);
            builder.line_to(to.0, to.1);
        }
    }
    let stroke = Stroke {
        width: 4.0,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    if let Some(path) = builder.finish() {
        pixmap.stroke_path(&path, &paint(DIGIT, 255), &stroke, Skia::identity(), None);
    }
}

/// The grid for `structure`: square (x, y) at column x, row y from the top.
pub fn grid_image(structure: &Structure) -> Image {
    let size = SQUARE * SIDE as u32;
    let Some(mut pixmap) = Pixmap::new(size, size) else {
        return Image::default();
    };
    let side = SQUARE as f32;
    for y in 0..SIDE {
        for x in 0..SIDE {
            let limit = structure.limit(y * SIDE + x);
            let colour = if limit > 0 { INSIDE } else { OUTSIDE };
            let rect = tiny_skia::Rect::from_xywh(x as f32 * side, y as f32 * side, side, side);
            if let Some(rect) = rect {
                pixmap.fill_rect(rect, &paint(colour, 255), Skia::identity(), None);
            }
            if limit > 0 {
                // Small, in the square's corner: the cubes will cover the middle.
                draw_digit(
                    &mut pixmap,
                    limit,
                    x as f32 * side + 10.0,
                    y as f32 * side + 10.0,
                    14.0,
                    24.0,
                );
            }
        }
    }
    let mut lines = PathBuilder::new();
    for i in 0..=SIDE {
        let at = i as f32 * side;
        lines.move_to(at, 0.0);
        lines.line_to(at, size as f32);
        lines.move_to(0.0, at);
        lines.line_to(size as f32, at);
    }
    let stroke = Stroke {
        width: 3.0,
        ..Stroke::default()
    };
    if let Some(path) = lines.finish() {
        pixmap.stroke_path(&path, &paint(LINE, 255), &stroke, Skia::identity(), None);
    }
    into_image(pixmap)
}
