//! No piece, tray or reserve under the HUD: the camera frames the table
//! so that every piece a game marks ([`ClearOfHud`]) lies in the window
//! and clear of every HUD panel ([`crate::theme::HudPanel`]) once it comes to rest —
//! whatever the window's size, the UI scale and the language make of the
//! panels. It stands back (everything on screen moves towards the point
//! looked at, away from the panels along the edges) and looks at a point
//! nudged across the table, which moves the picture towards where the
//! panels leave room: as little of each as will do, a nudge weighed
//! against the room it saves.
//!
//! A framing that clears is kept while it still clears (a notice that
//! comes and goes does not make the table breathe in and out); a new view,
//! a resized window or another UI scale frame it afresh.

use bevy::camera::{Camera, ViewportConversionError};
use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform, UiSystems};

use super::OrbitCamera;
use crate::theme::HudPanel;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        stand_clear_of_the_hud
            .after(UiSystems::Layout)
            .after(TransformSystems::Propagate),
    );
}

/// A piece (or a tray's, or a reserve's) that must not lie under the HUD:
/// its middle and `radius` (in the table's units) around it.
#[derive(Component, Clone, Copy, Debug)]
pub struct ClearOfHud {
    /// How far the piece reaches from its middle.
    pub radius: f32,
}

/// The most the camera stands back: beyond it the pieces grow too small
/// to be worth the room.
const MOST_ROOM: f32 = 2.4;
/// How closely the room needed is found.
const ROOM_STEP: f32 = 0.005;
/// The gap kept between a piece and a panel, in logical pixels.
const MARGIN: f32 = 6.0;
/// The nudges of the point looked at tried across the screen, as a share
/// of the camera's distance: far enough that a table hemmed in between a
/// tall status panel and a wrapped row of buttons (a small window at the
/// largest text size) may move into the room beside the panel.
const ACROSS: [f32; 17] = [
    0.0, -0.04, 0.04, -0.08, 0.08, -0.14, 0.14, -0.2, 0.2, -0.3, 0.3, -0.42, 0.42, -0.56, 0.56,
    -0.72, 0.72,
];
/// The nudges tried up and down the screen (the panels lie along the top
/// and the bottom, so the room to win that way is small).
const UP: [f32; 7] = [0.0, -0.04, 0.04, -0.08, 0.08, -0.12, 0.12];
/// What a nudge of the camera's whole distance costs against standing
/// back (as room): a table off the middle for a sliver of room is worse
/// than one a little smaller in the middle.
const NUDGE_COST: f32 = 0.5;

/// How the table is framed: the camera stood back `room` times its
/// distance, looking at a point `nudge` from its own.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Framing {
    room: f32,
    nudge: Vec3,
}

/// What the framing was found for: the view the camera rests at, the
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
    mut last_seen: Local<Option<(Vec<Rect>, Vec<(Vec3, f32)>)>>,
) {
    // Without a window (or before it is known) there is nothing to frame.
    let Ok((camera, mut orbit)) = cameras.single_mut() else {
        return;
    };
    let Some(viewport) = camera.logical_viewport_size() else {
        return;
    };
    let panels = panel_rects(camera, &panels, &children, &nodes);
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
    let seen = Some((panels, pieces));
    if !afresh && *last_seen == seen {
        return;
    }
    *measured = now;
    *last_seen = seen;
    let Some((panels, pieces)) = last_seen.as_ref() else {
        return;
    };
    let judge = Judge {
        camera,
        window: Rect::from_corners(Vec2::ZERO, viewport).inflate(-MARGIN),
        orbit: &orbit,
        panels,
        pieces,
    };
    let current = Framing {
        room: orbit.goal_room,
        nudge: orbit.goal_nudge,
    };
    if !afresh && judge.clears(current) {
        return;
    }
    let best = judge.best();
    if best != current {
        orbit.goal_room = best.room;
        orbit.goal_nudge = best.nudge;
    }
}

/// The HUD's panels where they are in the window (logical pixels), a
/// margin round each.
fn panel_rects(
    camera: &Camera,
    panels: &Query<(&HudPanel, Entity)>,
    children: &Query<&Children>,
    nodes: &Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility)>,
) -> Vec<Rect> {
    let scaling = camera.target_scaling_factor().unwrap_or(1.0);
    let covering = panels.iter().flat_map(|(panel, entity)| match panel {
        HudPanel::Whole => vec![entity],
        HudPanel::Items => children.get(entity).map_or(vec![], |items| items.to_vec()),
    });
    nodes
        .iter_many(covering)
        .filter(|(node, _, visible)| visible.get() && node.size().min_element() > 0.0)
        .map(|(node, transform, _)| {
            let centre = transform.translation / scaling;
            Rect::from_center_size(centre, node.size() / scaling).inflate(MARGIN)
        })
        .collect()
}

/// Judges framings of the table against the panels.
struct Judge<'a> {
    camera: &'a Camera,
    /// The window (logical pixels): no piece may leave it either.
    window: Rect,
    orbit: &'a OrbitCamera,
    panels: &'a [Rect],
    pieces: &'a [(Vec3, f32)],
}

impl Judge<'_> {
    /// Whether every piece lies in the window and under no panel in
    /// `framing`, the camera at rest.
    fn clears(&self, framing: Framing) -> bool {
        let pose = GlobalTransform::from(self.orbit.resting_with(framing.room, framing.nudge));
        self.pieces.iter().all(|&(middle, radius)| {
            screen_box(self.camera, &pose, middle, radius).is_ok_and(|seen| {
                self.window.union(seen) == self.window
                    && self
                        .panels
                        .iter()
                        .all(|panel| panel.intersect(seen).is_empty())
            })
        })
    }

    /// The framing that clears with the least room and nudge (each nudge
    /// costs [`NUDGE_COST`]); the most room, not nudged, if none does.
    fn best(&self) -> Framing {
        let unmoved = |room| Framing {
            room,
            nudge: Vec3::ZERO,
        };
        if self.panels.is_empty() || self.pieces.is_empty() || self.clears(unmoved(1.0)) {
            return unmoved(1.0);
        }
        // Across the screen, and away from the camera (up the screen).
        let yaw = self.orbit.goal_yaw;
        let across = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
        let away = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
        let reach = self.orbit.goal_distance;
        let mut best: Option<(f32, Framing)> = None;
        for up in UP {
            for right in ACROSS {
                let nudge = (across * right + away * up) * reach;
                let Some(room) = self.least_room(nudge) else {
                    continue;
                };
                let cost = room + NUDGE_COST * right.hypot(up);
                if best.is_none_or(|(least, _)| cost < least - ROOM_STEP) {
                    best = Some((cost, Framing { room, nudge }));
                }
            }
        }
        best.map_or(unmoved(MOST_ROOM), |(_, framing)| framing)
    }

    /// The least room that clears looking at a point `nudge` away, if any
    /// up to [`MOST_ROOM`] does: standing back only ever moves pieces
    /// towards the point looked at, so the rooms that clear are all those
    /// past one, found by halving.
    fn least_room(&self, nudge: Vec3) -> Option<f32> {
        let clears = |room| self.clears(Framing { room, nudge });
        if clears(1.0) {
            return Some(1.0);
        }
        if !clears(MOST_ROOM) {
            return None;
        }
        let (mut crowded, mut roomy) = (1.0, MOST_ROOM);
        while roomy - crowded > ROOM_STEP {
            let middle = (crowded + roomy) / 2.0;
            if clears(middle) {
                roomy = middle;
            } else {
                crowded = middle;
            }
        }
        Some(roomy)
    }
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
