//! The game's tiles at the table (22, and one more a player for each
//! expansion bug): laid out afresh when a game starts, and moved by each
//! change the session announces, by the way the move goes: crawlers slide
//! along their legal path round the hive, a jump arcs over it, a climb
//! arcs onto or off a stack, the Ladybug walks over the top of the hive,
//! a thrown tile is lifted over its Pillbug, a placed tile is carried from
//! its reserve. Tiles whose reserve place shifts glide there.

use bevy::prelude::*;
use tabletop_rules::hive::{Move, Piece, Position};

use super::layout::{hex_centre, resting_place, stack_top};
use super::session::{HiveChange, HiveSession};
use crate::table::TableSystems;
use crate::table::camera::clearance::ClearOfHud;
use crate::table::motion::{Animating, Segment, arc, glide, reversed};

/// A slide, per hex.
const SLIDE_SECONDS: f32 = 0.16;
/// A Grasshopper's jump, a Beetle's step, a tile carried from the reserve.
const JUMP_SECONDS: f32 = 0.5;
/// A step over the top of the hive (the Ladybug's, a thrown tile's).
const CLIMB_SECONDS: f32 = 0.28;
/// A reserve tile shifting over.
const SHIFT_SECONDS: f32 = 0.3;
/// Sliding tiles float this far above the felt (or the stack they leave).
const SLIDE_LIFT: f32 = 0.04;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_changes.in_set(TableSystems::Pieces));
}

/// One tile at the table.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(ClearOfHud { radius: 0.6 })]
pub struct HiveTile(pub Piece);

fn follow_changes(
    mut commands: Commands,
    mut changes: MessageReader<HiveChange>,
    session: Option<Res<HiveSession>>,
    mut tiles: Query<(Entity, &HiveTile, &mut Transform, Option<&mut Animating>)>,
) {
    for change in changes.read() {
        match change {
            HiveChange::Started => {
                let Some(session) = &session else {
                    continue;
                };
                for (entity, ..) in &tiles {
                    commands.entity(entity).despawn();
                }
                let position = session.game.position();
                for piece in position.pieces() {
                    commands.spawn((
                        Name::new(format!("Tile {piece}")),
                        HiveTile(piece),
                        Transform::from_translation(resting_place(position, piece)),
                        DespawnOnExit(crate::hive::TABLE),
                    ));
                }
            }
            HiveChange::Played { before, mv } => {
                let after = before.play_unchecked(*mv);
                move_tiles(&mut commands, &mut tiles, before, &after, *mv, false);
            }
            HiveChange::Undone { before, mv } => {
                let after = before.play_unchecked(*mv);
                move_tiles(&mut commands, &mut tiles, &after, before, *mv, true);
            }
            HiveChange::Ended => {}
        }
    }
}

/// Sets every tile moving from its place in `from` to its place in `to`:
/// the moved one by `mv`'s way (backwards when `undo`), the others straight.
fn move_tiles(
    commands: &mut Commands,
    tiles: &mut Query<(Entity, &HiveTile, &mut Transform, Option<&mut Animating>)>,
    from: &Position,
    to: &Position,
    mv: Move,
    undo: bool,
) {
    let moved = match mv {
        Move::Place(piece, _) | Move::Move(piece, _) => Some(piece),
        Move::Pass => None,
    };
    for (entity, tile, _, animating) in tiles.iter_mut() {
        let piece = tile.0;
        let start = Transform::from_translation(resting_place(from, piece));
        let end = resting_place(to, piece);
        let segments = if Some(piece) == moved {
            if undo {
                // Played backwards: the same way, from the other end.
                let end_then = Transform::from_translation(end);
                reversed(&move_segments(to, mv, end_then))
            } else {
                move_segments(from, mv, start)
            }
        } else if start.translation.distance(end) > 1e-4 {
            vec![glide(start, end, SHIFT_SECONDS, false)]
        } else {
            continue;
        };
        match animating {
            Some(mut animating) => animating.extend(segments),
            None => {
                commands.entity(entity).insert(Animating::new(segments));
            }
        }
    }
}

/// How `mv`, played in `before`, carries its tile from `start`.
pub fn move_segments(before: &Position, mv: Move, start: Transform) -> Vec<Segment> {
    let after = before.play_unchecked(mv);
    let piece = match mv {
        Move::Place(piece, _) | Move::Move(piece, _) => piece,
        Move::Pass => return Vec::new(),
    };
    let end = resting_place(&after, piece);
    let rise = |height: f32| height + (end.y - start.translation.y).abs();
    if let Move::Place(..) = mv {
        return vec![arc(start, end, rise(1.1), JUMP_SECONDS)];
    }
    let path = before.path(mv);
    // A slide path never crosses a tile: a tile in the middle of the way
    // is climbed over (the Ladybug) or is the Pillbug throwing this one.
    let over_the_hive = path.len() > 2 && before.occupied(path[1]);
    match path[..] {
        [from, to] if from.direction_to(to).is_none() => {
            vec![arc(start, end, rise(0.9), JUMP_SECONDS)]
        }
        [from, to] if before.height(from) > 1 || before.occupied(to) => {
            vec![arc(start, end, rise(0.35), JUMP_SECONDS)]
        }
        _ if over_the_hive => {
            // Up onto each tile on the way, then down to rest.
            let mut pose = start;
            let mut segments = Vec::new();
            for &hex in &path[1..path.len() - 1] {
                let top = stack_top(before, hex) + Vec3::Y * SLIDE_LIFT;
                let step = glide(pose, top, CLIMB_SECONDS, false);
                pose = step.end();
                segments.push(step);
            }
            segments.push(glide(pose, end, CLIMB_SECONDS, true));
            segments
        }
        _ => {
            // Slide along the path, just above the felt, and settle.
            let lift = Vec3::Y * SLIDE_LIFT;
            let mut pose = start;
            let mut segments = Vec::new();
            for &hex in path.iter().skip(1) {
                let step = glide(pose, hex_centre(hex) + lift, SLIDE_SECONDS, false);
                pose = step.end();
                segments.push(step);
            }
            segments.push(glide(pose, end, 0.05, true));
            segments
        }
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rules::hive::{Hex, HiveGame};

    use super::*;

    #[test]
    fn a_spider_slides_hex_by_hex_round_the_hive_and_lands_at_rest() {
        // The Black Spider's walk checked by hand in the rules' tests:
        // (3,0) → (3,-1) → (2,-1) → (1,-1).
        let game = HiveGame::parse(
            "Base;InProgress;Black[4];wS1;bG1 wS1-;wQ -wS1;bQ bG1-;wA1 -wQ;bS1 bQ-;wA2 -wA1",
        )
        .expect("a game string");
        let before = game.position();
        let spider = Piece::parse("bS1").expect("a piece");
        let mv = Move::Move(spider, Hex { q: 1, r: -1 });
        let start = Transform::from_translation(resting_place(before, spider));
        let segments = move_segments(before, mv, start);
        let passed: Vec<Vec3> = segments.iter().map(|s| s.end().translation).collect();
        let lift = Vec3::Y * SLIDE_LIFT;
        for (q, r) in [(3, -1), (2, -1), (1, -1)] {
            let centre = hex_centre(Hex { q, r }) + lift;
            assert!(
                passed.iter().any(|p| p.distance(centre) < 1e-4),
                "passes ({q},{r})"
            );
        }
        let after = before.play_unchecked(mv);
        let landed = segments.last().expect("a motion").end().translation;
        assert!(landed.distance(resting_place(&after, spider)) < 1e-5);
        // Played backwards it ends where it began.
        let back = reversed(&segments);
        assert!(
            back.last()
                .expect("a motion")
                .end()
                .translation
                .distance(start.translation)
                < 1e-5
        );
    }

    #[test]
    fn jumps_climbs_and_placements_are_single_arcs() {
        // A line west to east: wG1 wQ wS1 bB1 bQ bA1; the Grasshopper at
        // the west end jumps the whole line.
        let game = HiveGame::parse(
            "Base;InProgress;White[4];wS1;bB1 wS1-;wQ -wS1;bQ bB1-;wG1 -wQ;bA1 bQ-",
        )
        .expect("a game string");
        let position = game.position();
        for text in ["wG1 bA1-", "wA1 -wG1"] {
            let mv = position.parse_move(text).expect("legal");
            let (Move::Move(piece, _) | Move::Place(piece, _)) = mv else {
                continue;
            };
            let start = Transform::from_translation(resting_place(position, piece));
            let segments = move_segments(position, mv, start);
            assert_eq!(segments.len(), 1, "{text}");
            // Up and over: the middle of the arc is above both ends.
            let middle = segments[0].sample(0.5).translation.y;
            assert!(middle > start.translation.y + 0.5, "{text}");
        }
    }

    #[test]
    fn a_thrown_tile_is_lifted_over_its_pillbug() {
        // wQ (-1,0) – wP (0,0) – bG1 (1,0) – bA1 (2,0): the Pillbug throws
        // its own Queen to (1,-1), which the Queen cannot reach alone.
        let game = HiveGame::parse("Base+P;InProgress;White[3];wP;bG1 wP-;wQ -wP;bA1 bG1-")
            .expect("a game string");
        let position = game.position();
        let mv = position.parse_move("wQ wP/").expect("a legal throw");
        let queen = Piece::parse("wQ").expect("a piece");
        let start = Transform::from_translation(resting_place(position, queen));
        let segments = move_segments(position, mv, start);
        let over = hex_centre(Hex::ORIGIN);
        assert!(
            segments.iter().any(|s| {
                let at = s.end().translation;
                (at.x - over.x).abs() < 1e-4 && (at.z - over.z).abs() < 1e-4 && at.y >= 0.25
            }),
            "passes over the Pillbug: {segments:?}"
        );
        let landed = segments.last().expect("a motion").end().translation;
        let after = position.play_unchecked(mv);
        assert!(landed.distance(resting_place(&after, queen)) < 1e-5);
    }
}
