//! Marks that say a colour without its hue, for the colour-blind palette:
//! each colour's emblem (Blue a disc, Yellow a triangle, Red a cross, Green
//! a diamond) on every cube's faces, in the trays and beside the scores;
//! and the hatching on the ghost where the piece in hand may not go, so
//! that "may go" and "may not" differ by more than green and red.

use bevy::prelude::*;
use tabletop_rules::blokus3d::Colour;
use tiny_skia::{FillRule, Path, PathBuilder, Pixmap, Transform};

use super::plastic::plastic_rgb;
use crate::drawing::{Rgb, into_image, paint, polygon, ring};
use crate::table::palette::Palette;

/// Pixels each side of a face's texture and of an icon.
const SIDE: u32 = 128;
/// The ink of an emblem on a light plastic, and on a dark one.
const DARK_INK: Rgb = [28, 28, 32];
const LIGHT_INK: Rgb = [246, 240, 222];

/// `colour`'s emblem, centred at the origin, `size` across.
fn emblem(colour: Colour, size: f32) -> Option<Path> {
    let r = size / 2.0;
    match colour {
        Colour::Blue => PathBuilder::from_circle(0.0, 0.0, r * 0.9),
        Colour::Yellow => polygon(ring(3, r, 0.0).map(|(x, y)| (x, y + r * 0.18))),
        Colour::Red => {
            let arm = r * 0.36;
            polygon([
                (-arm, -r),
                (arm, -r),
                (arm, -arm),
                (r, -arm),
                (r, arm),
                (arm, arm),
                (arm, r),
                (-arm, r),
                (-arm, arm),
                (-r, arm),
                (-r, -arm),
                (-arm, -arm),
            ])
        }
        Colour::Green => polygon(ring(4, r, 0.0)),
    }
}

fn to_rgb(srgb: [f32; 3]) -> Rgb {
    srgb.map(|c| (c * 255.0).round() as u8)
}

/// The ink that stands out on `plastic`: dark on the light colours, light
/// on the dark ones.
fn ink_on(plastic: [f32; 3]) -> Rgb {
    let lightness = crate::table::palette::vision::lab(plastic)[0];
    if lightness > 60.0 {
        DARK_INK
    } else {
        LIGHT_INK
    }
}

/// A cube face's texture: `colour`'s plastic with its emblem in the middle.
pub fn face_image(colour: Colour) -> Image {
    let plastic = plastic_rgb(colour, Palette::ColourBlind);
    let mut pixmap = Pixmap::new(SIDE, SIDE).expect("a texture's size");
    let [red, green, blue] = to_rgb(plastic);
    pixmap.fill(tiny_skia::Color::from_rgba8(red, green, blue, 255));
    let centre = Transform::from_translate(SIDE as f32 / 2.0, SIDE as f32 / 2.0);
    if let Some(path) = emblem(colour, SIDE as f32 * 0.5) {
        let ink = paint(ink_on(plastic), 255);
        pixmap.fill_path(&path, &ink, FillRule::Winding, centre, None);
    }
    into_image(pixmap)
}

/// `colour`'s emblem as an icon for the HUD: its plastic, outlined in the
/// ink that stands out on it, on nothing.
pub fn icon_image(colour: Colour) -> Image {
    let plastic = plastic_rgb(colour, Palette::ColourBlind);
    let mut pixmap = Pixmap::new(SIDE, SIDE).expect("an icon's size");
    let centre = Transform::from_translate(SIDE as f32 / 2.0, SIDE as f32 / 2.0);
    if let Some(path) = emblem(colour, SIDE as f32 * 0.86) {
        let stroke = tiny_skia::Stroke {
            width: SIDE as f32 * 0.08,
            ..default()
        };
        let outline = paint(LIGHT_INK, 255);
        pixmap.stroke_path(&path, &outline, &stroke, centre, None);
        let fill = paint(to_rgb(plastic), 255);
        pixmap.fill_path(&path, &fill, FillRule::Winding, centre, None);
    }
    into_image(pixmap)
}

/// The hatching on a ghost that may not go where it is: broad diagonal
/// stripes, opaque and clear by turns (the material gives the colour).
pub fn hatching_image() -> Image {
    let mut pixmap = Pixmap::new(SIDE, SIDE).expect("a texture's size");
    let stripe = SIDE as f32 / 4.0;
    let ink = paint([255, 255, 255], 255);
    for band in -4..4 {
        let start = band as f32 * stripe * 2.0;
        let path = polygon([
            (start, 0.0),
            (start + stripe, 0.0),
            (start + stripe + SIDE as f32, SIDE as f32),
            (start + SIDE as f32, SIDE as f32),
        ]);
        if let Some(path) = path {
            pixmap.fill_path(&path, &ink, FillRule::Winding, Transform::identity(), None);
        }
    }
    into_image(pixmap)
}
