//! The rules reference's pictures, drawn by code: no words in them, so
//! they serve every language. Each is a small 2D diagram in the games' own
//! colours and symbols, on a transparent ground (the panel shows through).

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Colour as BlokusColour, Structure};
use tabletop_rules::deblockle::{Bitboard, Face, Player, STARS, Square, hop_destinations};
use tabletop_rules::hive::{Bug, Colour, Hex, HiveGame, HiveRules, Move, Piece};
use tiny_skia::{FillRule, LineCap, PathBuilder, Pixmap, Rect, Stroke, Transform as Skia};

use crate::blokus3d::grid::grid_image;
use crate::blokus3d::scene::plastic;
use crate::deblockle::textures::{TILE, draw_symbol, paint_of};
use crate::drawing::{Rgb, into_image, paint, polygon, ring, shade};
use crate::hive::icons::{SIZE as BUG_SIZE, draw_bug, tile_colour};

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
const LINE: Rgb = [225, 210, 185];
const WOOD: Rgb = [196, 150, 96];
const GROOVE: Rgb = [110, 72, 36];
const CREAM: Rgb = [246, 238, 218];
const YES: Rgb = [90, 190, 100];
const NO: Rgb = [220, 70, 60];

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
            Picture::DeblockleBoard => deblockle_board(canvas),
            Picture::DeblockleTip => deblockle_tip(canvas),
            Picture::DeblockleHops => deblockle_hops(canvas),
            Picture::DeblockleLeaving => deblockle_leaving(canvas),
            Picture::HiveSurround => hive_surround(canvas),
            Picture::HivePlacing => hive_placing(canvas),
            Picture::HiveGate => hive_gate(canvas),
            Picture::HiveBugs => hive_bugs(canvas),
            Picture::BlokusTopView => blokus_top_view(canvas),
            Picture::BlokusSupport => blokus_support(canvas),
            Picture::BlokusLimits => {}
        }
        into_image(pixmap)
    }
}

fn rect(pixmap: &mut Pixmap, x: f32, y: f32, width: f32, height: f32, colour: Rgb) {
    if let Some(rect) = Rect::from_xywh(x, y, width, height) {
        pixmap.fill_rect(rect, &paint(colour, 255), Skia::identity(), None);
    }
}

fn line(pixmap: &mut Pixmap, points: &[(f32, f32)], width: f32, colour: Rgb) {
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

fn dot(pixmap: &mut Pixmap, x: f32, y: f32, radius: f32, colour: Rgb) {
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
fn arrow(pixmap: &mut Pixmap, from: (f32, f32), to: (f32, f32), colour: Rgb) {
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
fn refused(pixmap: &mut Pixmap, x: f32, y: f32, size: f32) {
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
fn block(pixmap: &mut Pixmap, centre: (f32, f32), size: f32, player: Player, face: Face) {
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

fn deblockle_board(pixmap: &mut Pixmap) {
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

fn deblockle_tip(pixmap: &mut Pixmap) {
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
fn deblockle_hops(pixmap: &mut Pixmap) {
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

fn deblockle_leaving(pixmap: &mut Pixmap) {
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

/// The centre of the hex at axial (q, r), pointy side up.
fn hex_centre(origin: (f32, f32), radius: f32, q: i32, r: i32) -> (f32, f32) {
    let (q, r) = (q as f32, r as f32);
    (
        origin.0 + radius * 3f32.sqrt() * (q + r / 2.0),
        origin.1 + radius * 1.5 * r,
    )
}

/// A Hive tile at `centre`, with its bug if any.
fn tile(pixmap: &mut Pixmap, centre: (f32, f32), radius: f32, colour: Colour, bug: Option<Bug>) {
    let hex = |r: f32| polygon(ring(6, r, 0.0).map(|(x, y)| (centre.0 + x, centre.1 + y)));
    for (r, rgb) in [
        (radius, shade(tile_colour(colour), 0.6)),
        (radius - 2.5, tile_colour(colour)),
    ] {
        if let Some(path) = hex(r) {
            pixmap.fill_path(
                &path,
                &paint(rgb, 255),
                FillRule::Winding,
                Skia::identity(),
                None,
            );
        }
    }
    if let Some(bug) = bug {
        let scale = radius * 1.5 / BUG_SIZE as f32;
        let at = Skia::from_translate(centre.0, centre.1).pre_scale(scale, scale);
        draw_bug(pixmap, colour, bug, at);
    }
}

/// An empty hex outlined in `colour`.
fn place(pixmap: &mut Pixmap, centre: (f32, f32), radius: f32, colour: Rgb) {
    if let Some(path) =
        polygon(ring(6, radius - 4.0, 0.0).map(|(x, y)| (centre.0 + x, centre.1 + y)))
    {
        let stroke = Stroke {
            width: 3.0,
            ..Stroke::default()
        };
        pixmap.stroke_path(&path, &paint(colour, 255), &stroke, Skia::identity(), None);
    }
}

/// The six neighbours of axial (0, 0).
const NEIGHBOURS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

fn hive_surround(pixmap: &mut Pixmap) {
    let (origin, radius) = ((220.0, 110.0), 34.0);
    tile(
        pixmap,
        hex_centre(origin, radius, 0, 0),
        radius,
        Colour::Black,
        Some(Bug::Queen),
    );
    let bugs = [
        Bug::Ant,
        Bug::Spider,
        Bug::Beetle,
        Bug::Grasshopper,
        Bug::Ant,
        Bug::Queen,
    ];
    for (index, ((q, r), bug)) in NEIGHBOURS.into_iter().zip(bugs).enumerate() {
        let colour = if index % 3 == 1 {
            Colour::Black
        } else {
            Colour::White
        };
        tile(
            pixmap,
            hex_centre(origin, radius, q, r),
            radius,
            colour,
            Some(bug),
        );
    }
}

/// The hive of the placing picture, played through the rules: White's Ants
/// on (0, 0) and (-1, 1), Black's Spiders on (1, 0) and (2, -1); White to
/// move.
fn placing_game() -> Option<HiveGame> {
    let mut game = HiveGame::with_rules(HiveRules::STANDARD);
    let piece = |colour, bug, number| Piece {
        colour,
        bug,
        number,
    };
    for (tile, q, r) in [
        (piece(Colour::White, Bug::Ant, 1), 0, 0),
        (piece(Colour::Black, Bug::Spider, 1), 1, 0),
        (piece(Colour::White, Bug::Ant, 2), -1, 1),
        (piece(Colour::Black, Bug::Spider, 2), 2, -1),
    ] {
        game.play_move(Move::Place(tile, Hex { q, r })).ok()?;
    }
    Some(game)
}

fn hive_placing(pixmap: &mut Pixmap) {
    // Five rows of hexes (the hive's two and a ring round them) fit the
    // picture's height at this size.
    let (origin, radius) = ((200.0, 110.0), 26.0);
    let Some(game) = placing_game() else {
        return;
    };
    let centre = |hex: Hex| hex_centre(origin, radius, i32::from(hex.q), i32::from(hex.r));
    let position = game.position();
    let mut around = Vec::new();
    for q in -3..=4 {
        for r in -3..=3 {
            let hex = Hex { q, r };
            match position.top(hex) {
                Some(piece) => tile(pixmap, centre(hex), radius, piece.colour, Some(piece.bug)),
                None => around.push(hex),
            }
        }
    }
    // Where the rules let White place its next tile: green; the other
    // spaces beside the hive: red.
    let legal: Vec<Hex> = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Place(piece, hex) if piece.bug == Bug::Grasshopper => Some(hex),
            _ => None,
        })
        .collect();
    for hex in around {
        let beside_the_hive = hex.neighbours().iter().any(|&n| position.top(n).is_some());
        if beside_the_hive {
            let colour = if legal.contains(&hex) { YES } else { NO };
            place(pixmap, centre(hex), radius, colour);
        }
    }
}

fn hive_gate(pixmap: &mut Pixmap) {
    let (origin, radius) = ((170.0, 44.0), 36.0);
    // A pocket at (0, 1): its way in from the Ant, between (0, 0) and
    // (1, 1), is a gate. The slide to (2, 0) has one tile beside it: free.
    for (q, r, bug) in [
        (0, 0, Bug::Queen),
        (1, 1, Bug::Spider),
        (-1, 1, Bug::Beetle),
        (-1, 2, Bug::Grasshopper),
        (0, 2, Bug::Ant),
    ] {
        tile(
            pixmap,
            hex_centre(origin, radius, q, r),
            radius,
            Colour::Black,
            Some(bug),
        );
    }
    let ant = hex_centre(origin, radius, 1, 0);
    tile(pixmap, ant, radius, Colour::White, Some(Bug::Ant));
    let gate = hex_centre(origin, radius, 0, 1);
    let between =
        |to: (f32, f32), at: f32| (ant.0 + (to.0 - ant.0) * at, ant.1 + (to.1 - ant.1) * at);
    place(pixmap, gate, radius, NO);
    arrow(pixmap, between(gate, 0.35), between(gate, 0.85), NO);
    let (x, y) = between(gate, 0.6);
    refused(pixmap, x, y, 9.0);
    let open = hex_centre(origin, radius, 2, 0);
    place(pixmap, open, radius, YES);
    arrow(pixmap, between(open, 0.35), between(open, 0.85), YES);
}

fn hive_bugs(pixmap: &mut Pixmap) {
    let radius = 38.0;
    for (index, bug) in Bug::ALL.into_iter().enumerate() {
        let x = 48.0 + index as f32 * 86.0;
        let y = if index % 2 == 0 { 80.0 } else { 140.0 };
        tile(pixmap, (x, y), radius, Colour::White, Some(bug));
    }
}

fn rgb_of(colour: BlokusColour) -> Rgb {
    let srgba = plastic(colour).to_srgba();
    [srgba.red, srgba.green, srgba.blue].map(|c| (c * 255.0) as u8)
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

fn blokus_top_view(pixmap: &mut Pixmap) {
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

fn blokus_support(pixmap: &mut Pixmap) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_placing_picture_is_a_hive_the_rules_accept() {
        let game = placing_game().expect("every placement is legal");
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
