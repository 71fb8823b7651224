//! A rating over time as a chart: the rating after each rated game, left to
//! right, joined by a line, over a faint line for each computer level (its
//! name at the right), so a player sees at a glance which levels they have
//! passed. The plot is one picture drawn by code (as the app's other
//! pictures are); the levels' names are text beside it.

use bevy::ecs::hierarchy::ChildSpawnerCommands;
use bevy::prelude::*;
use tabletop_rating::LevelTable;
use tiny_skia::{FillRule, LineCap, PathBuilder, Pixmap, Stroke, Transform};

use crate::drawing::{into_image, paint};
use crate::language::level_name;
use crate::theme::{FAINT_TEXT, label};

/// The plot's size, in the UI's pixels (drawn at twice that).
const PLOT: Vec2 = Vec2::new(540.0, 170.0);
/// Pixels drawn for each of the UI's.
const DETAIL: f32 = 2.0;
/// The column of the levels' names, and a name's height.
const NAMES: f32 = 100.0;
const NAME_HEIGHT: f32 = 15.0;
/// The most games shown: the latest.
const SHOWN_GAMES: usize = 60;
/// The line's and the dots' colour, and a level line's.
const LINE: [u8; 3] = [250, 189, 82];
const LEVEL_LINE: [u8; 3] = [245, 235, 214];

/// The chart of `ratings` (oldest first) against `levels`' ratings; the
/// plot is drawn only where there are images to draw it into.
pub fn spawn_chart(
    parent: &mut ChildSpawnerCommands,
    ratings: &[f64],
    levels: &LevelTable,
    images: Option<&mut Assets<Image>>,
) {
    let ratings = &ratings[ratings.len().saturating_sub(SHOWN_GAMES)..];
    let scale = Scale::of(ratings, levels);
    parent
        .spawn((
            Name::new("Rating chart"),
            Node {
                column_gap: px(6),
                flex_shrink: 0.0,
                ..default()
            },
        ))
        .with_children(|chart| {
            let mut plot = chart.spawn(Node {
                width: px(PLOT.x),
                height: px(PLOT.y),
                ..default()
            });
            if let (Some(images), Some(picture)) = (images, draw(ratings, levels, &scale)) {
                plot.insert(ImageNode::new(images.add(into_image(picture))));
            }
            chart
                .spawn(Node {
                    width: px(NAMES),
                    height: px(PLOT.y),
                    ..default()
                })
                .with_children(|names| {
                    for (top, name) in name_places(levels, &scale) {
                        names.spawn(at(top, NAMES)).with_child(label(
                            level_name(name),
                            12.0,
                            FAINT_TEXT,
                        ));
                    }
                });
        });
}

/// From ratings to heights in the plot (UI pixels from the top), with a
/// margin above and below.
struct Scale {
    low: f64,
    span: f64,
}

impl Scale {
    fn of(ratings: &[f64], levels: &LevelTable) -> Scale {
        let level_ratings = levels.levels.iter().map(|level| level.rating);
        let (low, high) = ratings
            .iter()
            .copied()
            .chain(level_ratings)
            .fold((f64::MAX, f64::MIN), |(low, high), r| {
                (low.min(r), high.max(r))
            });
        Scale {
            low,
            span: (high - low).max(1.0),
        }
    }

    fn y(&self, rating: f64) -> f32 {
        let margin = 8.0;
        PLOT.y - margin - ((rating - self.low) / self.span) as f32 * (PLOT.y - 2.0 * margin)
    }
}

/// Where each level's name goes: beside its line, pushed down where two
/// levels lie closer than a name is high, so that no two names overlap.
fn name_places(levels: &LevelTable, scale: &Scale) -> Vec<(f32, tabletop_ai::Level)> {
    let mut places: Vec<(f32, tabletop_ai::Level)> = levels
        .levels
        .iter()
        .filter_map(|level| {
            Some((
                scale.y(level.rating) - NAME_HEIGHT / 2.0,
                level.name.parse().ok()?,
            ))
        })
        .collect();
    places.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut lowest_free = 0.0_f32;
    for (top, _) in &mut places {
        *top = top.max(lowest_free).min(PLOT.y - NAME_HEIGHT);
        lowest_free = *top + NAME_HEIGHT;
    }
    places
}

/// The plot: the levels' lines, then the rating's line and dots.
fn draw(ratings: &[f64], levels: &LevelTable, scale: &Scale) -> Option<Pixmap> {
    let size = PLOT * DETAIL;
    let mut pixmap = Pixmap::new(size.x as u32, size.y as u32)?;
    pixmap.fill(tiny_skia::Color::from_rgba8(0, 0, 0, 64));
    let drawn = Transform::from_scale(DETAIL, DETAIL);
    let thin = Stroke {
        width: 1.0,
        ..Stroke::default()
    };
    for level in &levels.levels {
        let y = scale.y(level.rating);
        let mut line = PathBuilder::new();
        line.move_to(0.0, y);
        line.line_to(PLOT.x, y);
        if let Some(line) = line.finish() {
            pixmap.stroke_path(&line, &paint(LEVEL_LINE, 120), &thin, drawn, None);
        }
    }
    let x = |game: usize| {
        let steps = ratings.len().saturating_sub(1).max(1) as f32;
        8.0 + game as f32 / steps * (PLOT.x - 16.0)
    };
    let points: Vec<(f32, f32)> = ratings
        .iter()
        .enumerate()
        .map(|(game, &rating)| (x(game), scale.y(rating)))
        .collect();
    let mut line = PathBuilder::new();
    for (index, &(px_x, px_y)) in points.iter().enumerate() {
        if index == 0 {
            line.move_to(px_x, px_y);
        } else {
            line.line_to(px_x, px_y);
        }
    }
    let bold = Stroke {
        width: 2.0,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    if let Some(line) = line.finish() {
        pixmap.stroke_path(&line, &paint(LINE, 255), &bold, drawn, None);
    }
    for &(px_x, px_y) in &points {
        if let Some(dot) = PathBuilder::from_circle(px_x, px_y, 3.5) {
            pixmap.fill_path(&dot, &paint(LINE, 255), FillRule::Winding, drawn, None);
        }
    }
    Some(pixmap)
}

/// A name's place in the names' column, `top` down.
fn at(top: f32, width: f32) -> Node {
    Node {
        position_type: PositionType::Absolute,
        top: px(top),
        width: px(width),
        height: px(NAME_HEIGHT),
        ..default()
    }
}
