//! Deblockle's pictures: the board, the tip, each hop, leaving the board.

use tabletop_rules::deblockle::{Bitboard, Face, Player, STARS, Square, hop_destinations};
use tiny_skia::Pixmap;

use super::*;

/// A board of `cells` squares from `origin`, `cell` pixels each, with a
/// star on each of `stars` (file, rank from the top).
fn board(
    pixmap: &mut Pixmap,
    origin: (f32, f32),
    cells: (usize, usize),
    cell: f32,
    stars: &[(usize, usize)],
) {
    let (width, height) = (cells.0 as f32 * cell, cells.1 as f32 * cell);
    rect(
        pixmap,
        origin.0 - 4.0,
        origin.1 - 4.0,
        width + 8.0,
        height + 8.0,
        shade(WOOD, 0.8),
    );
    rect(pixmap, origin.0, origin.1, width, height, WOOD);
    for i in 0..=cells.0 {
        let x = origin.0 + i as f32 * cell;
        line(
            pixmap,
            &[(x, origin.1), (x, origin.1 + height)],
            1.5,
            GROOVE,
        );
    }
    for i in 0..=cells.1 {
        let y = origin.1 + i as f32 * cell;
        line(pixmap, &[(origin.0, y), (origin.0 + width, y)], 1.5, GROOVE);
    }
    for &(x, y) in stars {
        let centre = centre_of(origin, cell, x, y);
        let scale = cell * 0.8 / TILE as f32;
        let at = Skia::from_translate(centre.0, centre.1).pre_scale(scale, scale);
        draw_symbol(pixmap, Face::Star, at, CREAM, WOOD);
    }
}

fn centre_of(origin: (f32, f32), cell: f32, x: usize, y: usize) -> (f32, f32) {
    (
        origin.0 + (x as f32 + 0.5) * cell,
        origin.1 + (y as f32 + 0.5) * cell,
    )
}

pub(super) fn the_board(pixmap: &mut Pixmap) {
    let (origin, cell) = ((16.0, 12.0), 28.0);
    // Rank 7 at the top: d6 is row 1, d2 is row 5.
    board(pixmap, origin, (7, 7), cell, &[(3, 1), (3, 5)]);
    for (x, y, player) in [
        (2, 0, Player::Teal),
        (4, 0, Player::Teal),
        (2, 2, Player::Teal),
        (4, 2, Player::Teal),
        (2, 4, Player::Gold),
        (4, 4, Player::Gold),
        (2, 6, Player::Gold),
        (4, 6, Player::Gold),
    ] {
        let face = if player == Player::Gold {
            Face::Cross
        } else {
            Face::Slider
        };
        block(
            pixmap,
            centre_of(origin, cell, x, y),
            cell - 6.0,
            player,
            face,
        );
    }
    // Gold heads for Teal's star, Teal for Gold's.
    let gold_target = centre_of(origin, cell, 3, 1);
    arrow(
        pixmap,
        (origin.0 + 7.0 * cell + 60.0, gold_target.1 + 40.0),
        (gold_target.0 + 16.0, gold_target.1 + 6.0),
        paint_of(Player::Gold),
    );
    let teal_target = centre_of(origin, cell, 3, 5);
    arrow(
        pixmap,
        (origin.0 + 7.0 * cell + 60.0, teal_target.1 - 40.0),
        (teal_target.0 + 16.0, teal_target.1 - 6.0),
        paint_of(Player::Teal),
    );
    // A block with the Star up leaves the board.
    block(pixmap, (360.0, 110.0), 96.0, Player::Gold, Face::Star);
}

pub(super) fn tip(pixmap: &mut Pixmap) {
    let (origin, cell) = ((20.0, 20.0), 60.0);
    board(pixmap, origin, (3, 3), cell, &[]);
    let middle = centre_of(origin, cell, 1, 1);
    block(pixmap, middle, cell - 10.0, Player::Gold, Face::Hoops);
    for (x, y) in [(1, 0), (2, 1), (1, 2), (0, 1)] {
        let to = centre_of(origin, cell, x, y);
        let from = (
            middle.0 + (to.0 - middle.0) * 0.45,
            middle.1 + (to.1 - middle.1) * 0.45,
        );
        arrow(pixmap, from, to, YES);
    }
    for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
        let (cx, cy) = centre_of(origin, cell, x, y);
        refused(pixmap, cx, cy, 10.0);
    }
    // Tipping north: the south face comes up.
    let (left, top) = (250.0, 60.0);
    block(
        pixmap,
        (left + 40.0, top + 100.0),
        64.0,
        Player::Gold,
        Face::Hoops,
    );
    rect(pixmap, left + 10.0, top + 128.0, 60.0, 8.0, CREAM);
    arrow(
        pixmap,
        (left + 90.0, top + 100.0),
        (left + 120.0, top + 40.0),
        LINE,
    );
    block(
        pixmap,
        (left + 150.0, top + 40.0),
        64.0,
        Player::Gold,
        Face::Cross,
    );
}

/// Each hopping symbol on d4 of an empty board, and the squares the rules
/// let it hop to (`hop_destinations`): the stars on d2 and d6 show where a
/// hop may pass but not end.
pub(super) fn hops(pixmap: &mut Pixmap) {
    let cell = 12.0;
    let Some(from) = Square::new(3, 3) else {
        return;
    };
    // Rank 7 at the top of each little board.
    let at = |origin: (f32, f32), square: Square| {
        centre_of(
            origin,
            cell,
            usize::from(square.x()),
            usize::from(6 - square.y()),
        )
    };
    let stars: Vec<(usize, usize)> = STARS
        .squares()
        .map(|star| (usize::from(star.x()), usize::from(6 - star.y())))
        .collect();
    for (index, face) in [Face::Stop, Face::Cross, Face::X, Face::Slider, Face::Hoops]
        .into_iter()
        .enumerate()
    {
        let left = 6.0 + index as f32 * 92.0;
        block(pixmap, (left + 42.0, 34.0), 44.0, Player::Gold, face);
        let origin = (left, 80.0);
        board(pixmap, origin, (7, 7), cell, &stars);
        let middle = at(origin, from);
        rect(
            pixmap,
            middle.0 - 5.0,
            middle.1 - 5.0,
            10.0,
            10.0,
            paint_of(Player::Gold),
        );
        match hop_destinations(face, from, Bitboard::EMPTY) {
            None => refused(pixmap, middle.0, middle.1 + 3.0 * cell, 6.0),
            Some(ends) => {
                for end in ends.squares() {
                    let (x, y) = at(origin, end);
                    if face == Face::Slider {
                        line(pixmap, &[middle, (x, y)], 2.0, YES);
                    }
                    dot(pixmap, x, y, 3.5, YES);
                }
            }
        }
    }
}

pub(super) fn leaving(pixmap: &mut Pixmap) {
    let (origin, cell) = ((40.0, 20.0), 80.0);
    board(pixmap, origin, (1, 2), cell, &[(0, 0)]);
    let below = centre_of(origin, cell, 0, 1);
    block(pixmap, below, cell - 14.0, Player::Gold, Face::X);
    // The Star on the block's south side.
    let scale = 22.0 / TILE as f32;
    let at = Skia::from_translate(below.0, below.1 + cell / 2.0 + 6.0).pre_scale(scale, scale);
    draw_symbol(pixmap, Face::Star, at, CREAM, WOOD);
    arrow(
        pixmap,
        (below.0 + 52.0, below.1),
        (below.0 + 52.0, below.1 - cell),
        LINE,
    );
    // Tipped north, the Star comes up on the target star, and the block leaves.
    block(pixmap, (300.0, 120.0), 80.0, Player::Gold, Face::Star);
    arrow(pixmap, (300.0, 70.0), (300.0, 14.0), YES);
}
