//! Hive's pictures: a surrounded Queen, where a tile may be placed, a
//! gate, the bugs, the expansion bugs and a Pillbug's throw.

use tabletop_rules::hive::{Bug, Colour, Hex, HiveGame, HiveRules, Move, Piece};
use tiny_skia::Pixmap;

use super::*;
use crate::hive::icons::{SIZE as BUG_SIZE, draw_bug, tile_colour};

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

pub(super) fn surround(pixmap: &mut Pixmap) {
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
pub(super) fn placing_game() -> Option<HiveGame> {
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

pub(super) fn placing(pixmap: &mut Pixmap) {
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

pub(super) fn gate(pixmap: &mut Pixmap) {
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

pub(super) fn bugs(pixmap: &mut Pixmap) {
    let base = Bug::ALL.into_iter().filter(|bug| !bug.is_expansion());
    zigzag(pixmap, base, 38.0, 86.0, (80.0, 140.0));
}

/// White tiles of `bugs` in a zig-zag row from the left, `spacing` apart,
/// at the two heights `rows`.
fn zigzag(
    pixmap: &mut Pixmap,
    bugs: impl IntoIterator<Item = Bug>,
    radius: f32,
    spacing: f32,
    rows: (f32, f32),
) {
    for (index, bug) in bugs.into_iter().enumerate() {
        let x = 48.0 + index as f32 * spacing;
        let y = if index % 2 == 0 { rows.0 } else { rows.1 };
        tile(pixmap, (x, y), radius, Colour::White, Some(bug));
    }
}

/// The three expansion bugs, and a Pillbug lifting a tile over itself onto
/// an empty hex beside it.
pub(super) fn expansions(pixmap: &mut Pixmap) {
    let expansions = [Bug::Mosquito, Bug::Ladybug, Bug::Pillbug];
    zigzag(pixmap, expansions, 36.0, 70.0, (70.0, 150.0));
    let (origin, radius) = ((330.0, 125.0), 34.0);
    let pillbug = hex_centre(origin, radius, 0, 0);
    tile(pixmap, pillbug, radius, Colour::White, Some(Bug::Pillbug));
    let queen = hex_centre(origin, radius, 1, 0);
    tile(pixmap, queen, radius, Colour::White, Some(Bug::Queen));
    let thrown = hex_centre(origin, radius, -1, 0);
    tile(pixmap, thrown, radius, Colour::Black, Some(Bug::Ant));
    let landing = hex_centre(origin, radius, 1, -1);
    place(pixmap, landing, radius, YES);
    // Up from the Ant, over the Pillbug, down into the empty hex.
    let over = (pillbug.0, pillbug.1 - radius * 1.3);
    line(pixmap, &[thrown, over], 4.0, YES);
    arrow(pixmap, over, landing, YES);
}
