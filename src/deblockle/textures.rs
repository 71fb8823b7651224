//! The pictures, drawn by code at start-up: the six symbols on painted
//! wood for each colour, the wooden board with its engraved grid and inlaid
//! stars, and the table. Vector paths with tiny-skia, wood from noise.

use std::f32::consts::{PI, TAU};

use bevy::prelude::*;
use tabletop_rules::deblockle::{Face, Player, Square, starting_squares};
use tiny_skia::{FillRule, LineCap, Paint, Path, PathBuilder, Pixmap, Stroke, Transform as Skia};

use super::mesh::{ATLAS_COLUMNS, ATLAS_ROWS, tile_of};

use crate::drawing::{Rgb, into_image, paint, polygon, ring, shade};

/// Pixels per atlas tile.
pub const TILE: u32 = 512;
/// The cream of the symbols.
const CREAM: [u8; 3] = [246, 238, 218];

/// The paint of each side's blocks.
pub fn paint_of(player: Player) -> Rgb {
    match player {
        Player::Gold => [214, 160, 38],
        Player::Teal => [24, 128, 130],
    }
}

/// A star of `points` points around the origin.
fn star(points: usize, outer: f32, inner: f32) -> Option<Path> {
    polygon((0..points * 2).map(|i| {
        let radius = if i % 2 == 0 { outer } else { inner };
        let angle = PI * i as f32 / points as f32;
        (radius * angle.sin(), -radius * angle.cos())
    }))
}

/// A thick arrow from the origin pointing up, to `length`.
fn arrow(length: f32, shaft: f32, head_width: f32, head_length: f32) -> Option<Path> {
    let (s, h) = (shaft / 2.0, head_width / 2.0);
    let neck = length - head_length;
    polygon([
        (-s, 0.0),
        (-s, -neck),
        (-h, -neck),
        (0.0, -length),
        (h, -neck),
        (s, -neck),
        (s, 0.0),
    ])
}

/// The symbol of `face` in `ink`, centred at `centre`, for a tile `TILE`
/// wide (scale `centre` for a smaller one); `background` is the paint
/// behind it (the stop sign's rim).
pub fn draw_symbol(pixmap: &mut Pixmap, face: Face, centre: Skia, ink: Rgb, background: Rgb) {
    let ink = paint(ink, 255);
    let fill = |pixmap: &mut Pixmap, path: Option<Path>, paint: &Paint, at: Skia| {
        if let Some(path) = path {
            pixmap.fill_path(&path, paint, FillRule::Winding, at, None);
        }
    };
    let stroke = |pixmap: &mut Pixmap, path: Option<Path>, paint: &Paint, width: f32, at: Skia| {
        if let Some(path) = path {
            let stroke = Stroke {
                width,
                line_cap: LineCap::Round,
                ..Stroke::default()
            };
            pixmap.stroke_path(&path, paint, &stroke, at, None);
        }
    };
    match face {
        Face::Star => fill(pixmap, star(5, 178.0, 72.0), &ink, centre),
        Face::Stop => {
            // A stop sign: a cream octagon with a painted rim inside it.
            let octagon = |r| polygon(ring(8, r, PI / 8.0));
            fill(pixmap, octagon(175.0), &ink, centre);
            stroke(
                pixmap,
                octagon(140.0),
                &paint(background, 255),
                14.0,
                centre,
            );
        }
        Face::Cross | Face::X => {
            let turn = if face == Face::X { 45.0 } else { 0.0 };
            for quarter in 0..4 {
                let at = centre.pre_rotate(turn + 90.0 * quarter as f32);
                fill(pixmap, arrow(200.0, 54.0, 136.0, 78.0), &ink, at);
            }
        }
        Face::Slider => {
            fill(pixmap, polygon(ring(4, 82.0, 0.0)), &ink, centre);
            for quarter in 0..4 {
                let at = centre.pre_rotate(90.0 * quarter as f32);
                let chevron = {
                    let mut builder = PathBuilder::new();
                    builder.move_to(-58.0, -128.0);
                    builder.line_to(0.0, -186.0);
                    builder.line_to(58.0, -128.0);
                    builder.finish()
                };
                stroke(pixmap, chevron, &ink, 30.0, at);
            }
        }
        Face::Hoops => {
            for (x, y) in ring(3, 78.0, 0.0) {
                stroke(
                    pixmap,
                    PathBuilder::from_circle(x, y, 62.0),
                    &ink,
                    24.0,
                    centre,
                );
            }
        }
    }
}

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
struct Wood {
    light: Rgb,
    dark: Rgb,
    /// Growth rings across the width of the picture.
    rings: f32,
    seed: u32,
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
fn wooden(width: u32, height: u32, wood: Wood, contrast: f32) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(width, height)?;
    draw_wood(&mut pixmap, wood, contrast);
    Some(pixmap)
}

/// The board's light, fine-grained wood.
const BOARD_WOOD: Wood = Wood {
    light: [196, 150, 98],
    dark: [138, 92, 52],
    rings: 7.0,
    seed: 3,
};

/// The table's darker wood with a wide grain.
const TABLE_WOOD: Wood = Wood {
    light: [92, 58, 34],
    dark: [58, 34, 20],
    rings: 4.0,
    seed: 5,
};

/// The atlas of one side's block: the six symbols and plain paint.
pub fn block_atlas(player: Player) -> Image {
    let background = paint_of(player);
    // Paint over wood: the grain shows faintly through.
    let painted = Wood {
        light: background,
        dark: shade(background, 0.8),
        rings: 9.0,
        seed: 11,
    };
    let Some(mut pixmap) = wooden(TILE * ATLAS_COLUMNS, TILE * ATLAS_ROWS, painted, 0.6) else {
        return Image::default();
    };
    let half = TILE as f32 / 2.0;
    // Every tile starts as painted wood, so the bevels' tile is plain paint.
    for face in Face::ALL {
        let tile = tile_of(face);
        let (left, top) = (
            (tile % ATLAS_COLUMNS * TILE) as f32,
            (tile / ATLAS_COLUMNS * TILE) as f32,
        );
        let centre = Skia::from_translate(left + half, top + half);
        // A painted panel: a darker line just inside the face's edge.
        if let Some(rim) = polygon([
            (-226.0, -226.0),
            (226.0, -226.0),
            (226.0, 226.0),
            (-226.0, 226.0),
        ]) {
            let stroke = Stroke {
                width: 8.0,
                ..Stroke::default()
            };
            pixmap.stroke_path(
                &rim,
                &paint(shade(background, 0.72), 200),
                &stroke,
                centre,
                None,
            );
        }
        // A soft shadow under the symbol keeps it crisp at a distance.
        let shadow = shade(background, 0.55);
        draw_symbol(
            &mut pixmap,
            face,
            centre.pre_translate(5.0, 6.0),
            shadow,
            shadow,
        );
        draw_symbol(&mut pixmap, face, centre, CREAM, background);
    }
    into_image(pixmap)
}

/// Pixels per unit of the board picture (the board is 7.6 units wide: the
/// 7×7 squares and a 0.3 rim).
const BOARD_PIXELS: u32 = 1024;
/// The board's width in world units.
pub const BOARD_WIDTH: f32 = 7.6;

/// The top of the board: wood, an engraved grid, gold stars inlaid on d2
/// and d6, and a faint ring on each side's starting squares.
pub fn board_image() -> Image {
    let Some(mut pixmap) = wooden(BOARD_PIXELS, BOARD_PIXELS, BOARD_WOOD, 1.0) else {
        return Image::default();
    };
    let scale = BOARD_PIXELS as f32 / BOARD_WIDTH;
    let rim = (BOARD_WIDTH - 7.0) / 2.0;
    let at = |units: f32| (rim + units) * scale;
    // Engraved lines: a dark groove with a light edge below and right of it.
    for i in 0..=7 {
        let offset = at(i as f32);
        for (shift, colour, alpha) in [(2.0, [235, 200, 150], 120), (0.0, [70, 42, 20], 190)] {
            let (start, end) = (at(0.0), at(7.0));
            let lines = [
                polygon([
                    (offset + shift - 1.5, start),
                    (offset + shift + 1.5, start),
                    (offset + shift + 1.5, end),
                    (offset + shift - 1.5, end),
                ]),
                polygon([
                    (start, offset + shift - 1.5),
                    (end, offset + shift - 1.5),
                    (end, offset + shift + 1.5),
                    (start, offset + shift + 1.5),
                ]),
            ];
            for line in lines.into_iter().flatten() {
                pixmap.fill_path(
                    &line,
                    &paint(colour, alpha),
                    FillRule::Winding,
                    Skia::identity(),
                    None,
                );
            }
        }
    }
    let centre_of = |square: Square| {
        Skia::from_translate(
            at(f32::from(square.x()) + 0.5),
            at(6.0 - f32::from(square.y()) + 0.5),
        )
    };
    for player in Player::BOTH {
        let centre = centre_of(player.home_star());
        let unit = scale / 100.0;
        let star_shape = |r: f32| star(5, r * unit, r * unit * 0.42);
        for (radius, colour) in [
            (44.0, [96, 66, 14]),
            (41.0, [222, 176, 64]),
            (30.0, [246, 214, 120]),
        ] {
            if let Some(path) = star_shape(radius) {
                pixmap.fill_path(&path, &paint(colour, 255), FillRule::Winding, centre, None);
            }
        }
        // Marks on the four starting squares of a full game.
        for &square in starting_squares(player, 4).unwrap_or_default() {
            if let Some(circle) = PathBuilder::from_circle(0.0, 0.0, 0.36 * scale) {
                let stroke = Stroke {
                    width: 3.0,
                    ..Stroke::default()
                };
                let tint = shade(paint_of(player), 0.8);
                pixmap.stroke_path(&circle, &paint(tint, 110), &stroke, centre_of(square), None);
            }
        }
    }
    into_image(pixmap)
}

/// The table under the board: darker wood with a wide grain.
pub fn table_image() -> Image {
    wooden(1024, 1024, TABLE_WOOD, 1.0).map_or_else(Image::default, into_image)
}
