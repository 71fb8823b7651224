//! Choosing a Hive move with the keys, and so with a controller (whose
//! shoulder buttons are Tab and Shift+Tab and whose A is Enter): Tab and
//! Shift+Tab walk the choices — the tiles that can be placed or moved,
//! then, once one is chosen, its destinations and the tiles it can throw —
//! and Enter (or Space) takes the one the cursor is on, as a click would.
//! A ring on the tile or the hex shows the cursor.

use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use tabletop_rules::hive::{HiveGame, Move, Piece};

use super::layout::{TILE_HEIGHT, resting_place, stack_top};
use super::selection::{HivePick, HiveSelection, destination};
use super::session::{HiveChange, HiveSession};
use crate::table::TableSystems;
use crate::table::glow::glow;
use crate::table::keys::keys_free;
use crate::table::marks::BoardCells;
use crate::table::marks::shapes::ring;
use crate::table::set_up::not_setting_up;

/// The cursor's ring: pale yellow, brighter than the chosen tile's glow.
const CURSOR_LIGHT: [f32; 4] = [1.0, 0.96, 0.7, 0.95];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HiveCursor>().add_systems(
        Update,
        (
            walk_the_choices
                .in_set(TableSystems::Input)
                .run_if(keys_free.and_then(not_setting_up)),
            forget_on_change.in_set(TableSystems::Select),
            show_the_cursor.in_set(TableSystems::Show),
        )
            .run_if(in_state(crate::hive::TABLE)),
    );
}

/// Where the cursor is among the choices, and whether it is shown (from
/// the first Tab until a move is played).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiveCursor {
    /// Its place among the choices.
    pub index: usize,
    /// Whether the keys are choosing.
    pub shown: bool,
}

/// A choice the cursor may be on: a tile, or a hex to put the chosen tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A tile that can be placed or moved (or thrown).
    Tile(Piece),
    /// A destination of the chosen tile.
    Hex(tabletop_rules::hive::Hex),
}

/// The choices now: with no tile chosen, every tile with a legal move
/// (one of each kind in hand); with one chosen, its destinations, then the
/// tiles it can throw.
pub fn choices(game: &HiveGame, selection: &HiveSelection) -> Vec<Choice> {
    if selection.piece.is_some() {
        let hexes = selection.moves.iter().filter_map(|&mv| destination(mv));
        let mut choices: Vec<Choice> = hexes.map(Choice::Hex).collect();
        choices.dedup();
        choices.extend(
            selection
                .throwables
                .iter()
                .map(|&piece| Choice::Tile(piece)),
        );
        return choices;
    }
    let mut tiles: Vec<Choice> = Vec::new();
    for mv in game.legal_moves() {
        if let Move::Place(piece, _) | Move::Move(piece, _) = mv
            && !tiles.contains(&Choice::Tile(piece))
        {
            tiles.push(Choice::Tile(piece));
        }
    }
    tiles
}

fn walk_the_choices(
    keys: Res<ButtonInput<KeyCode>>,
    session: Option<Res<HiveSession>>,
    selection: Res<HiveSelection>,
    mut cursor: ResMut<HiveCursor>,
    mut picks: MessageWriter<HivePick>,
) {
    let Some(session) = session else {
        return;
    };
    if selection.is_changed() {
        cursor.index = 0;
    }
    let keys_asking = [
        KeyCode::Tab,
        KeyCode::Enter,
        KeyCode::NumpadEnter,
        KeyCode::Space,
    ];
    if !keys.any_just_pressed(keys_asking) {
        return;
    }
    let choices = choices(&session.game, &selection);
    if choices.is_empty() {
        return;
    }
    if keys.just_pressed(KeyCode::Tab) {
        let back = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let count = choices.len() as isize;
        let step = if !cursor.shown {
            0
        } else if back {
            -1
        } else {
            1
        };
        cursor.index = (cursor.index as isize + step).rem_euclid(count) as usize;
        cursor.shown = true;
    }
    let take = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]);
    if take && cursor.shown {
        let pick = match choices[cursor.index.min(choices.len() - 1)] {
            Choice::Tile(piece) => HivePick::Tile(piece),
            Choice::Hex(hex) => HivePick::Hex(hex),
        };
        picks.write(pick);
        cursor.index = 0;
    }
}

fn forget_on_change(mut changes: MessageReader<HiveChange>, mut cursor: ResMut<HiveCursor>) {
    if changes.read().count() > 0 {
        *cursor = HiveCursor::default();
    }
}

/// The ring of the cursor.
#[derive(Component)]
struct CursorRing;

/// Draws the ring where the cursor is, again whenever that changes.
#[allow(clippy::too_many_arguments)]
fn show_the_cursor(
    session: Option<Res<HiveSession>>,
    selection: Res<HiveSelection>,
    cursor: Res<HiveCursor>,
    rings: Query<Entity, With<CursorRing>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut paint: Local<Option<Handle<StandardMaterial>>>,
    mut commands: Commands,
) {
    let moved = cursor.is_changed()
        || selection.is_changed()
        || session.as_ref().is_some_and(Res::is_changed);
    if !moved && rings.iter().count() == usize::from(cursor.shown) {
        return;
    }
    for ring in &rings {
        commands.entity(ring).despawn();
    }
    let at = session
        .as_deref()
        .filter(|_| cursor.shown)
        .and_then(|session| {
            let position = session.game.position();
            let choices = choices(&session.game, &selection);
            let choice = choices.get(cursor.index.min(choices.len().saturating_sub(1)))?;
            Some(match *choice {
                Choice::Tile(piece) => resting_place(position, piece) + Vec3::Y * TILE_HEIGHT,
                Choice::Hex(hex) => stack_top(position, hex),
            })
        });
    let Some(at) = at else {
        return;
    };
    commands.spawn((
        Name::new("Hive cursor"),
        CursorRing,
        pale_ring(at, &mut meshes, &mut materials, &mut paint),
    ));
}

/// A pale ring a hex wide lying just above `at` (a tile's top or the
/// felt): the keys' cursor, or the tile in hand while a position is set
/// up. `paint` keeps its material from one ring to the next.
pub(super) fn pale_ring(
    at: Vec3,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    paint: &mut Option<Handle<StandardMaterial>>,
) -> impl Bundle {
    let paint = paint.get_or_insert_with(|| {
        materials.add(StandardMaterial {
            cull_mode: None,
            ..glow(CURSOR_LIGHT)
        })
    });
    (
        Mesh3d(meshes.add(ring(at + Vec3::Y * 0.02, HiveSession::CELL_WIDTH))),
        MeshMaterial3d(paint.clone()),
        Pickable::IGNORE,
        NotShadowCaster,
        DespawnOnExit(crate::hive::TABLE),
    )
}
