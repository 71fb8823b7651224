//! The cubes on the turntable, one entity each, kept in step with the
//! rules' position: a placement's cubes drop in from above and land with a
//! clack; undo lifts them away; a new game builds the structure afresh.

use bevy::prelude::*;
use tabletop_rules::blokus3d::{Colour, MAX_HEIGHT, Position, SIDE};

use super::layout::cube_centre;
use super::session::{BlokusChange, BlokusSession};
use crate::table::TableSystems;
use crate::table::camera::clearance::ClearOfHud;
use crate::table::motion::{Animating, glide};

/// How high above its place a dropped piece starts.
const DROP_HEIGHT: f32 = 2.5;
/// How long the drop takes.
const DROP_SECONDS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_changes.in_set(TableSystems::Pieces));
}

/// One cube of the structure: its column, level and colour.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(ClearOfHud { radius: 0.3 })]
pub struct BlokusCube {
    /// Column.
    pub x: u8,
    /// Row.
    pub y: u8,
    /// Level, from 0 on the turntable.
    pub z: u8,
    /// Whose.
    pub colour: Colour,
}

/// Every cube of `position`.
pub fn cubes_of(position: &Position) -> Vec<BlokusCube> {
    let mut cubes = Vec::new();
    for y in 0..SIDE {
        for x in 0..SIDE {
            for z in 0..MAX_HEIGHT {
                if let Some(colour) = position.cube(x, y, z) {
                    let [x, y, z] = [x, y, z].map(|v| v as u8);
                    cubes.push(BlokusCube { x, y, z, colour });
                }
            }
        }
    }
    cubes
}

/// Where `cube` rests, in the turntable's frame.
pub fn resting(cube: BlokusCube) -> Vec3 {
    cube_centre(i32::from(cube.x), i32::from(cube.y), i32::from(cube.z))
}

fn follow_changes(
    mut commands: Commands,
    mut changes: MessageReader<BlokusChange>,
    session: Option<Res<BlokusSession>>,
    existing: Query<(Entity, &BlokusCube)>,
) {
    let mut dropping = false;
    let mut changed = false;
    for change in changes.read() {
        changed = true;
        dropping |= matches!(change, BlokusChange::Placed { .. });
    }
    let Some(session) = session.filter(|_| changed) else {
        return;
    };
    let wanted = cubes_of(&session.position);
    for (entity, cube) in &existing {
        if !wanted.contains(cube) {
            commands.entity(entity).despawn();
        }
    }
    for cube in wanted {
        if existing.iter().any(|(_, c)| *c == cube) {
            continue;
        }
        let rest = resting(cube);
        let mut entity = commands.spawn((
            Name::new("Cube"),
            cube,
            Transform::from_translation(rest),
            DespawnOnExit(crate::blokus3d::TABLE),
        ));
        if dropping {
            let start = Transform::from_translation(rest + Vec3::Y * DROP_HEIGHT);
            entity.insert((
                start,
                Animating::new(vec![glide(start, rest, DROP_SECONDS, true)]),
            ));
        }
    }
}
