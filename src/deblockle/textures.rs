//! The pictures, drawn by code at start-up: the six symbols on painted
//! wood for each colour, and the wooden board with its engraved grid and
//! inlaid stars. Vector paths with tiny-skia, wood from noise.

use std::f32::consts::PI;

use bevy::prelude::*;
use tabletop_rules::deblockle::{Face, Player, Square, starting_squares};
use tiny_skia::{FillRule, LineCap, Paint, Path, PathBuilder, Pixmap, Stroke, Transform as Skia};

use super::mesh::{ATLAS_COLUMNS, ATLAS_ROWS, tile_of};

use crate::drawing::wood::{Wood, wooden};
use crate::drawing::{Rgb, into_image, into_image_at_most, paint, polygon, ring, shade};
use crate::table::palette::Palette;

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

/// The sides' paints as `palette` shows them (sRGB, 0 to 1): gold and
/// teal differ in lightness as well as hue, so every eye tells them apart
/// under either palette.
pub fn player_colours(_palette: Palette) -> Vec<[f32; 3]> {
    Player::BOTH
        .map(|player| paint_of(player).map(|c| f32::from(c) / 255.0))
        .to_vec()
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

/// The board's light, fine-grained wood.
const BOARD_WOOD: Wood = Wood {
    light: [196, 150, 98],
    dark: [138, 92, 52],
    rings: 7.0,
    seed: 3,
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
    // A face is at most a couple of hundred pixels across on the screen:
    // drawn at TILE, kept at half of it (a quarter of the memory).
    into_image_at_most(pixmap, TILE * ATLAS_COLUMNS / 2)
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
