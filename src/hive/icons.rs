//! The bugs engraved on the tiles, drawn by code: a Queen Bee with wings
//! and stripes, a round Beetle, a long-legged Grasshopper, an eight-legged
//! Spider, a three-part Soldier Ant, and the expansions' Mosquito (thin
//! legs, wings and a long proboscis), spotted Ladybug and banded Pillbug. Each is cut into the tile's face (a
//! shadow below and a light edge above the inlaid colour).

use bevy::prelude::*;
use tabletop_rules::hive::{Bug, Colour};
use tiny_skia::{FillRule, LineCap, Path, PathBuilder, Pixmap, Rect, Stroke, Transform as Skia};

use crate::drawing::{Rgb, into_image_at_most, paint, shade};
use crate::table::palette::Palette;

/// Pixels across a tile's face picture.
pub const SIZE: u32 = 512;

/// The largest a tile's face is kept as a texture: a tile is at most a
/// couple of hundred pixels across on the screen, so the face drawn at
/// [`SIZE`] is scaled down to this (a quarter of the memory, the same
/// look).
const SHOWN: u32 = 256;

/// The face of each player's tiles.
pub fn tile_colour(colour: Colour) -> Rgb {
    match colour {
        Colour::White => [236, 228, 206],
        Colour::Black => [34, 33, 36],
    }
}

/// The players' tiles as `palette` shows them (sRGB, 0 to 1): ivory and
/// black, told apart by lightness alone, under either palette.
pub fn player_colours(_palette: Palette) -> Vec<[f32; 3]> {
    [Colour::White, Colour::Black]
        .map(|colour| tile_colour(colour).map(|c| f32::from(c) / 255.0))
        .to_vec()
}

/// Each bug's inlay, as on the real tiles: a colour per kind.
fn ink(bug: Bug, colour: Colour) -> Rgb {
    let ink = match bug {
        Bug::Queen => [214, 150, 24],
        Bug::Beetle => [128, 70, 160],
        Bug::Grasshopper => [70, 150, 60],
        Bug::Spider => [160, 74, 46],
        Bug::Ant => [40, 100, 190],
        Bug::Mosquito => [128, 132, 140],
        Bug::Ladybug => [196, 40, 36],
        Bug::Pillbug => [36, 136, 140],
    };
    match colour {
        Colour::White => ink,
        Colour::Black => shade(ink, 1.2),
    }
}

fn oval(cx: f32, cy: f32, rx: f32, ry: f32) -> Option<Path> {
    PathBuilder::from_oval(Rect::from_xywh(cx - rx, cy - ry, 2.0 * rx, 2.0 * ry)?)
}

/// An oval turned `degrees` about its centre (a wing held out).
fn turned_oval(cx: f32, cy: f32, rx: f32, ry: f32, degrees: f32) -> Option<Path> {
    oval(0.0, 0.0, rx, ry)?.transform(Skia::from_rotate(degrees).post_translate(cx, cy))
}

/// A leg or feeler: a line through `points`.
fn limb(points: &[(f32, f32)]) -> Option<Path> {
    let mut builder = PathBuilder::new();
    let (&(x, y), rest) = points.split_first()?;
    builder.move_to(x, y);
    for &(x, y) in rest {
        builder.line_to(x, y);
    }
    builder.finish()
}

/// The same limb on the other side (mirrored in x).
fn mirrored(points: &[(f32, f32)]) -> Vec<(f32, f32)> {
    points.iter().map(|&(x, y)| (-x, y)).collect()
}

/// A bug as filled shapes, stroked limbs (with their width) and the lines
/// cut back into the body (stripes, the shell's split).
struct Drawing {
    bodies: Vec<Path>,
    limbs: Vec<(Path, f32)>,
    cuts: Vec<(Path, f32)>,
}

impl Drawing {
    fn new() -> Drawing {
        Drawing {
            bodies: Vec::new(),
            limbs: Vec::new(),
            cuts: Vec::new(),
        }
    }

    fn body(&mut self, path: Option<Path>) {
        self.bodies.extend(path);
    }

    /// A pair of limbs, left and right, `width` wide.
    fn pair(&mut self, points: &[(f32, f32)], width: f32) {
        self.limbs.extend(limb(points).map(|p| (p, width)));
        self.limbs
            .extend(limb(&mirrored(points)).map(|p| (p, width)));
    }

    fn cut(&mut self, points: &[(f32, f32)], width: f32) {
        self.cuts.extend(limb(points).map(|p| (p, width)));
    }
}

/// The bug, centred on the origin, about 300 pixels long, head up.
fn drawing(bug: Bug) -> Drawing {
    let mut d = Drawing::new();
    match bug {
        Bug::Queen => {
            d.body(oval(-72.0, -30.0, 70.0, 36.0));
            d.body(oval(72.0, -30.0, 70.0, 36.0));
            d.body(oval(0.0, 35.0, 56.0, 100.0));
            d.body(oval(0.0, -92.0, 34.0, 30.0));
            d.pair(&[(-14.0, -115.0), (-34.0, -150.0), (-52.0, -158.0)], 9.0);
            for y in [10.0, 50.0, 90.0] {
                d.cut(&[(-60.0, y), (60.0, y)], 14.0);
            }
        }
        Bug::Beetle => {
            d.body(oval(0.0, 25.0, 92.0, 108.0));
            d.body(oval(0.0, -100.0, 44.0, 30.0));
            d.pair(&[(-30.0, -118.0), (-50.0, -150.0)], 10.0);
            for (y, dy) in [(-30.0, -40.0), (25.0, 0.0), (80.0, 40.0)] {
                d.pair(
                    &[(-85.0, y), (-125.0, y + dy * 0.5), (-140.0, y + dy)],
                    12.0,
                );
            }
            d.cut(&[(0.0, -80.0), (0.0, 130.0)], 9.0);
        }
        Bug::Grasshopper => {
            d.body(oval(0.0, 20.0, 32.0, 112.0));
            d.body(oval(0.0, -110.0, 30.0, 30.0));
            d.pair(&[(-14.0, -134.0), (-50.0, -175.0), (-90.0, -185.0)], 8.0);
            d.pair(&[(-25.0, 60.0), (-95.0, -20.0), (-110.0, 120.0)], 15.0);
            d.pair(&[(-25.0, -30.0), (-70.0, -60.0), (-90.0, -30.0)], 9.0);
            d.pair(&[(-25.0, 0.0), (-75.0, 20.0), (-85.0, 55.0)], 9.0);
            for y in [40.0, 75.0, 110.0] {
                d.cut(&[(-30.0, y), (30.0, y)], 7.0);
            }
        }
        Bug::Spider => {
            d.body(oval(0.0, 50.0, 70.0, 78.0));
            d.body(oval(0.0, -50.0, 44.0, 42.0));
            for (i, reach) in [-70.0f32, -35.0, 0.0, 35.0].into_iter().enumerate() {
                let knee_y = -60.0 + i as f32 * 35.0 + reach * 0.3;
                d.pair(
                    &[
                        (-30.0, -50.0 + i as f32 * 12.0),
                        (-110.0, knee_y - 40.0),
                        (-150.0, knee_y + reach),
                    ],
                    10.0,
                );
            }
        }
        Bug::Ant => {
            d.body(oval(0.0, -110.0, 34.0, 32.0));
            d.body(oval(0.0, -30.0, 26.0, 46.0));
            d.body(oval(0.0, 85.0, 50.0, 74.0));
            d.pair(&[(-12.0, -138.0), (-45.0, -180.0), (-75.0, -175.0)], 8.0);
            for (y, end) in [(-55.0, -110.0), (-30.0, 10.0), (-5.0, 120.0)] {
                d.pair(
                    &[(-20.0, y), (-90.0, (y + end) / 2.0 - 25.0), (-125.0, end)],
                    10.0,
                );
            }
        }
        Bug::Mosquito => {
            d.body(turned_oval(-48.0, -10.0, 22.0, 80.0, 35.0));
            d.body(turned_oval(48.0, -10.0, 22.0, 80.0, -35.0));
            d.body(oval(0.0, 70.0, 22.0, 80.0));
            d.body(oval(0.0, -40.0, 30.0, 34.0));
            d.body(oval(0.0, -92.0, 20.0, 20.0));
            d.cut(&[(0.0, -112.0), (0.0, -185.0)], 8.0);
            d.pair(&[(-18.0, -28.0), (-95.0, -75.0), (-150.0, -40.0)], 6.0);
            d.pair(&[(-20.0, -40.0), (-100.0, 10.0), (-140.0, 110.0)], 6.0);
            d.pair(&[(-14.0, -20.0), (-70.0, 80.0), (-80.0, 170.0)], 6.0);
            for y in [40.0, 75.0, 110.0] {
                d.cut(&[(-18.0, y), (18.0, y)], 6.0);
            }
        }
        Bug::Ladybug => {
            d.body(oval(0.0, 20.0, 100.0, 104.0));
            d.body(oval(0.0, -96.0, 42.0, 26.0));
            d.pair(&[(-20.0, -116.0), (-40.0, -146.0)], 8.0);
            for y in [-30.0, 30.0, 85.0] {
                d.pair(&[(-90.0, y), (-130.0, y + 15.0)], 11.0);
            }
            d.cut(&[(0.0, -78.0), (0.0, 122.0)], 8.0);
            for (x, y) in [(-48.0, -22.0), (-62.0, 48.0), (-34.0, 96.0)] {
                d.cut(&[(x, y), (x + 0.5, y)], 34.0);
                d.cut(&[(-x, y), (-x - 0.5, y)], 34.0);
            }
        }
        Bug::Pillbug => {
            d.body(oval(0.0, 10.0, 78.0, 124.0));
            d.body(oval(0.0, -118.0, 40.0, 22.0));
            d.pair(&[(-22.0, -134.0), (-52.0, -168.0), (-72.0, -170.0)], 8.0);
            for y in [-70.0, -30.0, 10.0, 50.0, 90.0] {
                d.pair(&[(-72.0, y), (-104.0, y + 12.0)], 8.0);
            }
            for y in [-84.0, -52.0, -20.0, 12.0, 44.0, 76.0, 106.0] {
                d.cut(&[(-80.0, y), (80.0, y)], 9.0);
            }
        }
    }
    d
}

fn draw(pixmap: &mut Pixmap, drawing: &Drawing, at: Skia, ink: Rgb, cut: Rgb) {
    let ink = paint(ink, 255);
    let cut = paint(cut, 255);
    for (path, width) in &drawing.limbs {
        let stroke = Stroke {
            width: *width,
            line_cap: LineCap::Round,
            ..Stroke::default()
        };
        pixmap.stroke_path(path, &ink, &stroke, at, None);
    }
    for path in &drawing.bodies {
        pixmap.fill_path(path, &ink, FillRule::Winding, at, None);
    }
    for (path, width) in &drawing.cuts {
        let stroke = Stroke {
            width: *width,
            line_cap: LineCap::Round,
            ..Stroke::default()
        };
        pixmap.stroke_path(path, &cut, &stroke, at, None);
    }
}

/// `colour`'s `bug` inlaid at `at`, drawn for a face [`SIZE`] pixels
/// across (scale `at` for a smaller one).
pub fn draw_bug(pixmap: &mut Pixmap, colour: Colour, bug: Bug, at: Skia) {
    let ink = ink(bug, colour);
    draw(pixmap, &drawing(bug), at, ink, shade(ink, 0.55));
}

/// The face of `colour`'s `bug` tile: the tile's colour with the bug cut
/// in. The corners (outside the hex) are plain, for the tile's sides.
pub fn face_image(colour: Colour, bug: Bug) -> Image {
    let Some(mut pixmap) = Pixmap::new(SIZE, SIZE) else {
        return Image::default();
    };
    let face = tile_colour(colour);
    pixmap.fill(tiny_skia::Color::from_rgba8(face[0], face[1], face[2], 255));
    let bug_drawing = drawing(bug);
    let centre = SIZE as f32 / 2.0;
    let scale = 0.95;
    let at =
        |dx: f32, dy: f32| Skia::from_translate(centre + dx, centre + dy).pre_scale(scale, scale);
    // Cut into the face: its lower edge catches the light, its upper edge
    // casts a shadow; then the inlay.
    let (dark, light) = match colour {
        Colour::White => (shade(face, 0.62), shade(face, 1.08)),
        Colour::Black => (shade(face, 0.4), shade(face, 2.6)),
    };
    draw(&mut pixmap, &bug_drawing, at(5.0, 5.0), light, light);
    draw(&mut pixmap, &bug_drawing, at(-4.0, -4.0), dark, dark);
    draw_bug(&mut pixmap, colour, bug, at(0.0, 0.0));
    into_image_at_most(pixmap, SHOWN)
}
