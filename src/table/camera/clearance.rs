//! No piece, tray or reserve under the HUD: the camera stands back from
//! its view just as far as it must for every piece a game marks
//! ([`ClearOfHud`]) to lie clear of every HUD panel ([`HudPanel`]) once it
//! comes to rest — whatever the window's size, the UI scale and the
//! language make of the panels. Standing back moves everything on screen
//! towards the point looked at, away from the panels along the edges.
//!
//! The room it takes only grows while the panels and the view stay as
//! they are (a notice that comes and goes does not make the table breathe
//! in and out); a new view, a resized window or another UI scale measure
//! it afresh.

use bevy::camera::{Camera, ViewportConversionError};
use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform, UiSystems};

use super::OrbitCamera;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        stand_clear_of_the_hud
            .after(UiSystems::Layout)
            .after(TransformSystems::Propagate),
    );
}

/// A panel of the HUD that pieces must not lie under.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudPanel {
    /// The node, its background and all.
    Whole,
    /// Only the node's items: a row of buttons on nothing, whose gaps
    /// and empty end show the table.
    Items,
}

/// A piece (or a tray's, or a reserve's) that must not lie under the HUD:
/// its middle and `radius` (in the table's units) around it.
#[derive(Component, Clone, Copy, Debug)]
pub struct ClearOfHud {
    /// How far the piece reaches from its middle.
    pub radius: f32,
}

/// The most the camera stands back: beyond it the pieces grow too small
/// to be worth the room (a HUD that large must wrap or scroll instead).
const MOST_ROOM: f32 = 1.8;
/// How closely the room needed is found.
const ROOM_STEP: f32 = 0.005;
/// The gap kept between a piece and a panel, in logical pixels.
const MARGIN: f32 = 6.0;

/// What the room was measured against: the view the camera rests at, the
/// window and the UI's scale; when it changes the room may shrink again.
#[derive(PartialEq, Default)]
struct Measured {
    view: Option<(f32, f32, f32, f32, Vec3)>,
    viewport: Option<UVec2>,
    ui_scale: f32,
}

fn stand_clear_of_the_hud(
    mut cameras: Query<(&Camera, &mut OrbitCamera)>,
    panels: Query<(&HudPanel, Entity)>,
    children: Query<&Children>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility)>,
    pieces: Query<(&GlobalTransform, &ClearOfHud, &InheritedVisibility)>,
    ui_scale: Option<Res<UiScale>>,
    mut measured: Local<Measured>,
) {
    let Ok((camera, mut orbit)) = cameras.single_mut() else {
        return;
    };
    let scaling = camera.target_scaling_factor().unwrap_or(1.0);
    let covering = panels.iter().flat_map(|(panel, entity)| match panel {
        HudPanel::Whole => vec![entity],
        HudPanel::Items => children.get(entity).map_or(vec![], |items| items.to_vec()),
    });
    let panels: Vec<Rect> = nodes
        .iter_many(covering)
        .filter(|(node, _, visible)| visible.get() && node.size().min_element() > 0.0)
        .map(|(node, transform, _)| {
            let centre = transform.translation / scaling;
            Rect::from_center_size(centre, node.size() / scaling).inflate(MARGIN)
        })
        .collect();
    let pieces: Vec<(Vec3, f32)> = pieces
        .iter()
        .filter(|(.., visible)| visible.get())
        .map(|(transform, clear, _)| (transform.translation(), clear.radius))
        .collect();
    let now = Measured {
        view: Some((
            orbit.goal_yaw,
            orbit.goal_pitch,
            orbit.goal_distance,
            orbit.goal_focus,
            orbit.goal_pan,
        )),
        viewport: camera.physical_viewport_size(),
        ui_scale: ui_scale.map_or(1.0, |scale| scale.0),
    };
    let afresh = *measured != now;
    let needed = room_needed(camera, &orbit, &panels, &pieces);
    let goal = if afresh {
        needed
    } else {
        orbit.goal_room.max(needed)
    };
    if (goal - orbit.goal_room).abs() > ROOM_STEP / 2.0 {
        orbit.goal_room = goal;
    }
    *measured = now;
}

/// The least room (from 1 to [`MOST_ROOM`]) at which no piece lies under a
/// panel with the camera at rest; the most if none is enough.
fn room_needed(
    camera: &Camera,
    orbit: &OrbitCamera,
    panels: &[Rect],
    pieces: &[(Vec3, f32)],
) -> f32 {
    if panels.is_empty() || pieces.is_empty() {
        return 1.0;
    }
    let clear = |room: f32| {
        let pose = GlobalTransform::from(orbit.resting_with_room(room));
        pieces.iter().all(|&(middle, radius)| {
            screen_box(camera, &pose, middle, radius)
                .is_ok_and(|seen| panels.iter().all(|panel| panel.intersect(seen).is_empty()))
        })
    };
    if clear(1.0) {
        return 1.0;
    }
    if !clear(MOST_ROOM) {
        return MOST_ROOM;
    }
    // Standing back only ever moves pieces away from the panels, so the
    // rooms that clear them are all those past one: find it by halving.
    let (mut crowded, mut roomy) = (1.0, MOST_ROOM);
    while roomy - crowded > ROOM_STEP {
        let middle = (crowded + roomy) / 2.0;
        if clear(middle) {
            roomy = middle;
        } else {
            crowded = middle;
        }
    }
    roomy
}

/// Where a piece at `middle`, `radius` round, shows in the window (logical
/// pixels) from the camera at `pose`.
fn screen_box(
    camera: &Camera,
    pose: &GlobalTransform,
    middle: Vec3,
    radius: f32,
) -> Result<Rect, ViewportConversionError> {
    let (right, up) = (pose.right() * radius, pose.up() * radius);
    let mut seen = Rect::from_center_size(camera.world_to_viewport(pose, middle)?, Vec2::ZERO);
    for corner in [right + up, right - up, -right + up, -right - up] {
        seen = seen.union_point(camera.world_to_viewport(pose, middle + corner)?);
    }
    Ok(seen)
}
