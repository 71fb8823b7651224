//! The rules reference's pictures, drawn by code: no words in them, so
//! they serve every language. Each is a small 2D diagram in the games' own
//! colours and symbols, on a transparent ground (the panel shows through).

mod blokus3d;
mod deblockle;
mod hive;

use bevy::prelude::*;
use tabletop_rules::blokus3d::Structure;
use tabletop_rules::deblockle::{Face, Player};
use tiny_skia::{FillRule, LineCap, PathBuilder, Pixmap, Rect, Stroke, Transform as Skia};

use crate::blokus3d::grid::grid_image;
use crate::deblockle::textures::{TILE, draw_symbol, paint_of};
use crate::drawing::{Rgb, into_image, paint, polygon, ring, shade};

/// A picture beside a page of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Picture {
    /// The board, the stars and the starting blocks.
    DeblockleBoard,
    /// A block and the four squares it may tip onto.
    DeblockleTip,
    /// Each hop symbol and where it may go.
    DeblockleHops,
    /// A block tipping Star-up onto the target star.
    DeblockleLeaving,
    /// A Queen surrounded on six sides.
    HiveSurround,
    /// Where a new White tile may go.
    HivePlacing,
    /// A gate too narrow to slide through, and a free slide.
    HiveGate,
    /// The five bugs.
    HiveBugs,
    /// The Mosquito, Ladybug and Pillbug, and a Pillbug's throw.
    HiveExpansions,
    /// Columns seen from the side and their top colours from above.
    BlokusTopView,
    /// A piece resting on cubes, and one that would hang over a gap.
    BlokusSupport,
    /// A structure's squares and height limits.
    BlokusLimits,
}

/// A picture's size in pixels.
pub const WIDTH: f32 = 460.0;
/// See [`WIDTH`].
pub const HEIGHT: f32 = 220.0;

/// Light lines on the dark panel.
pub(super) const LINE: Rgb = [225, 210, 185];
pub(super) const WOOD: Rgb = [196, 150, 96];
pub(super) const GROOVE: Rgb = [110, 72, 36];
pub(super) const CREAM: Rgb = [246, 238, 218];
pub(super) const YES: Rgb = [90, 190, 100];
pub(super) const NO: Rgb = [220, 70, 60];

impl Picture {
    /// The picture as an image (blank if it cannot be drawn).
    pub fn image(self) -> Image {
        if self == Picture::BlokusLimits {
            // The real grid the table draws, for the Steps at two players.
            return Structure::shipped('C', 2).map_or_else(Image::default, |s| grid_image(&s));
        }
        let Some(mut pixmap) = Pixmap::new(WIDTH as u32, HEIGHT as u32) else {
            return Image::default();
        };
        let canvas = &mut pixmap;
        match self {
            Picture::DeblockleBoard => deblockle::the_board(canvas),
            Picture::DeblockleTip => deblockle::tip(canvas),
            Picture::DeblockleHops => deblockle::hops(canvas),
            Picture::DeblockleLeaving => deblockle::leaving(canvas),
            Picture::HiveSurround => hive::surround(canvas),
            Picture::HivePlacing => hive::placing(canvas),
            Picture::HiveGate => hive::gate(canvas),
            Picture::HiveBugs => hive::bugs(canvas),
            Picture::HiveExpansions => hive::expansions(canvas),
            Picture::BlokusTopView => blokus3d::top_view(canvas),
            Picture::BlokusSupport => blokus3d::support(canvas),
            Picture::BlokusLimits => {}
        }
        into_image(pixmap)
    }
}

pub(super) fn rect(pixmap: &mut Pixmap, x: f32, y: f32, width: f32, height: f32, colour: Rgb) {
    if let Some(rect) = Rect::from_xywh(x, y, width, height) {
        pixmap.fill_rect(rect, &paint(colour, 255), Skia::identity(), None);
    }
}

pub(super) fn line(pixmap: &mut Pixmap, points: &[(f32, f32)], width: f32, colour: Rgb) {
    let mut builder = PathBuilder::new();
    for (index, &(x, y)) in points.iter().enumerate() {
        if index == 0 {
            builder.move_to(x, y);
        } else {
            builder.line_to(x, y);
        }
    }
    let stroke = Stroke {
        width,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    if let Some(path) = builder.finish() {
        pixmap.stroke_path(&path, &paint(colour, 255), &stroke, Skia::identity(), None);
    }
}

pub(super) fn dot(pixmap: &mut Pixmap, x: f32, y: f32, radius: f32, colour: Rgb) {
    if let Some(circle) = PathBuilder::from_circle(x, y, radius) {
        pixmap.fill_path(
            &circle,
            &paint(colour, 255),
            FillRule::Winding,
            Skia::identity(),
            None,
        );
    }
}

/// An arrow from `from` to `to` with a filled head.
pub(super) fn arrow(pixmap: &mut Pixmap, from: (f32, f32), to: (f32, f32), colour: Rgb) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let neck = (to.0 - ux * 12.0, to.1 - uy * 12.0);
    line(pixmap, &[from, neck], 4.0, colour);
    if let Some(head) = polygon([
        to,
        (neck.0 - uy * 8.0, neck.1 + ux * 8.0),
        (neck.0 + uy * 8.0, neck.1 - ux * 8.0),
    ]) {
        pixmap.fill_path(
            &head,
            &paint(colour, 255),
            FillRule::Winding,
            Skia::identity(),
            None,
        );
    }
}

/// A cross marking what is not allowed.
pub(super) fn refused(pixmap: &mut Pixmap, x: f32, y: f32, size: f32) {
    line(
        pixmap,
        &[(x - size, y - size), (x + size, y + size)],
        5.0,
        NO,
    );
    line(
        pixmap,
        &[(x - size, y + size), (x + size, y - size)],
        5.0,
        NO,
    );
}

/// A Deblockle block seen from above: a painted square with `face` on top.
pub(super) fn block(
    pixmap: &mut Pixmap,
    centre: (f32, f32),
    size: f32,
    player: Player,
    face: Face,
) {
    let colour = paint_of(player);
    let half = size / 2.0;
    rect(
        pixmap,
        centre.0 - half,
        centre.1 - half,
        size,
        size,
        shade(colour, 0.7),
    );
    rect(
        pixmap,
        centre.0 - half + 2.0,
        centre.1 - half + 2.0,
        size - 4.0,
        size - 4.0,
        colour,
    );
    let scale = size * 0.8 / TILE as f32;
    let at = Skia::from_translate(centre.0, centre.1).pre_scale(scale, scale);
    draw_symbol(pixmap, face, at, CREAM, colour);
}

#[cfg(test)]
mod tests {
    use tabletop_rules::hive::Colour;

    use super::*;

    #[test]
    fn the_placing_picture_is_a_hive_the_rules_accept() {
        let game = hive::placing_game().expect("every placement is legal");
        assert_eq!(game.position().to_move(), Colour::White);
    }

    #[test]
    fn every_picture_is_drawn_at_its_size() {
        for picture in [
            Picture::DeblockleBoard,
            Picture::DeblockleHops,
            Picture::HivePlacing,
            Picture::BlokusTopView,
        ] {
            let image = picture.image();
            assert_eq!(image.size(), UVec2::new(WIDTH as u32, HEIGHT as u32));
        }
    }
}
