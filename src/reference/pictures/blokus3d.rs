//! Blokus 3D's pictures: the view from above that scores, support and
//! overhang.

use tabletop_rules::blokus3d::Colour as BlokusColour;
use tiny_skia::Pixmap;

use super::*;
use crate::blokus3d::plastic::plastic_rgb;
use crate::table::palette::Palette;

/// The box's colours: the pictures show what the rules' text names.
fn rgb_of(colour: BlokusColour) -> Rgb {
    plastic_rgb(colour, Palette::Standard).map(|c| (c * 255.0) as u8)
}

/// The turntable seen from the side under cubes standing from `origin`,
/// `width` across and a little beyond.
fn ground(pixmap: &mut Pixmap, origin: (f32, f32), width: f32) {
    let y = origin.1 + 1.0;
    line(
        pixmap,
        &[(origin.0 - 8.0, y), (origin.0 + width + 8.0, y)],
        3.0,
        LINE,
    );
}

/// A cube seen from the side at column `x`, level `z` (0 at the bottom).
fn cube(pixmap: &mut Pixmap, origin: (f32, f32), size: f32, x: f32, z: f32, colour: Rgb) {
    let (left, top) = (origin.0 + x * size, origin.1 - (z + 1.0) * size);
    rect(pixmap, left, top, size, size, shade(colour, 0.6));
    rect(
        pixmap,
        left + 2.0,
        top + 2.0,
        size - 4.0,
        size - 4.0,
        colour,
    );
}

pub(super) fn top_view(pixmap: &mut Pixmap) {
    use BlokusColour::{Blue, Green, Red, Yellow};
    let columns: [&[BlokusColour]; 7] = [
        &[Blue],
        &[Blue, Yellow],
        &[Red, Yellow, Yellow],
        &[Red, Blue],
        &[Green, Green, Red],
        &[Green],
        &[Yellow, Blue],
    ];
    let (size, origin) = (30.0, (60.0, 120.0));
    ground(pixmap, origin, 7.0 * size);
    for (x, column) in columns.iter().enumerate() {
        for (z, &colour) in column.iter().enumerate() {
            cube(pixmap, origin, size, x as f32, z as f32, rgb_of(colour));
        }
        // Looking down: each column shows only its top cube.
        let top = column.last().copied().unwrap_or(Blue);
        let x = origin.0 + x as f32 * size;
        arrow(
            pixmap,
            (x + size / 2.0, origin.1 - 4.0 * size + 4.0),
            (x + size / 2.0, origin.1 - 3.2 * size),
            LINE,
        );
        rect(
            pixmap,
            x + 1.0,
            origin.1 + 30.0,
            size - 2.0,
            size - 2.0,
            rgb_of(top),
        );
    }
    // Blue's three squares, one dot each.
    for (x, column) in columns.iter().enumerate() {
        if column.last() == Some(&Blue) {
            dot(
                pixmap,
                origin.0 + (x as f32 + 0.5) * size,
                origin.1 + 80.0,
                6.0,
                rgb_of(Blue),
            );
        }
    }
}

pub(super) fn support(pixmap: &mut Pixmap) {
    let size = 28.0;
    let blue = rgb_of(BlokusColour::Blue);
    let red = rgb_of(BlokusColour::Red);
    // Left: the red L rests on the blue cubes and the board: allowed.
    let left = (20.0, 180.0);
    ground(pixmap, left, 5.0 * size);
    for x in 0..3 {
        cube(pixmap, left, size, x as f32, 0.0, blue);
    }
    for (x, z) in [(0.0, 1.0), (1.0, 1.0), (2.0, 1.0), (3.0, 0.0)] {
        cube(pixmap, left, size, x, z, red);
    }
    dot(pixmap, left.0 + 2.0 * size, left.1 - 4.0 * size, 12.0, YES);
    // Right: the same piece with a gap below it: not allowed.
    let right = (250.0, 180.0);
    ground(pixmap, right, 5.0 * size);
    cube(pixmap, right, size, 0.0, 0.0, blue);
    for (x, z) in [(0.0, 1.0), (1.0, 1.0), (2.0, 1.0), (3.0, 1.0)] {
        cube(pixmap, right, size, x, z, red);
    }
    rect(
        pixmap,
        right.0 + size + 3.0,
        right.1 - size + 3.0,
        3.0 * size - 6.0,
        size - 6.0,
        shade(NO, 0.5),
    );
    refused(pixmap, right.0 + 2.5 * size, right.1 - size / 2.0, 9.0);
    refused(pixmap, right.0 + 2.0 * size, right.1 - 4.0 * size, 12.0);
}
