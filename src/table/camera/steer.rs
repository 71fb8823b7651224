//! Steering the camera: right-drag, the arrow keys or a controller's right
//! stick orbit, the wheel or +/− zoom, Shift+right-drag or W/A/S/D pan,
//! Home or a middle click resets; the camera eases to where it was sent.

use std::f32::consts::{PI, TAU};

use bevy::ecs::system::SystemParam;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input_focus::InputFocus;
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;
use bevy::ui_widgets::ScrollArea;

use super::{DISTANCE_LIMITS, OrbitCamera, PAN_LIMIT, PITCH_LIMITS, WheelCaptured};
use crate::table::keys::{Panels, control_held, on_a_panel};

/// Panning speed with the keys, in table units per second at home distance.
const PAN_KEY_SPEED: f32 = 6.0;
/// How far a controller's stick leans before it turns the camera.
const STICK_DEAD_ZONE: f32 = 0.15;
/// The distance at which panning with the mouse follows the pointer.
const PAN_DISTANCE: f32 = 11.8;

/// Whether the pointer is over a text that the wheel scrolls (a guide's
/// card cut short), so that the wheel does not zoom the table too.
#[derive(SystemParam)]
pub(super) struct WheelOverText<'w, 's> {
    hovered: Option<Res<'w, HoverMap>>,
    areas: Query<'w, 's, (), With<ScrollArea>>,
    parents: Query<'w, 's, &'static ChildOf>,
}

impl WheelOverText<'_, '_> {
    /// Whether the pointer is over such a text now.
    fn now(&self) -> bool {
        let Some(hovered) = &self.hovered else {
            return false;
        };
        hovered.values().flat_map(|hits| hits.keys()).any(|&hit| {
            std::iter::once(hit)
                .chain(self.parents.iter_ancestors(hit))
                .any(|entity| self.areas.contains(entity))
        })
    }
}

/// On real time, not the game's clock: that clock takes at most a quarter
/// of a second a frame, so on a renderer drawing two frames a second the
/// camera's glide onto a table would last twice as long, frame by slow
/// frame; on real time it keeps its pace, in fewer frames.
pub(super) fn steer_camera(
    time: Res<Time<Real>>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    wheel_captured: Res<WheelCaptured>,
    over_text: WheelOverText,
    focus: Res<InputFocus>,
    panels: Panels,
    gamepads: Query<&Gamepad>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let dt = time.delta_secs();
    // Letters typed into a text field are words, not camera moves; with
    // Ctrl (⌘) held the keys are commands (undo, walking the moves); with
    // the table's menu open, the arrows go from button to button.
    let keys_free = !on_a_panel(&focus, &panels) && !control_held(&keys);
    for mut orbit in &mut cameras {
        let mut turn = 0.0;
        let mut tilt = 0.0;
        let mut zoom = 0.0;
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let key = |code| {
            if keys_free && keys.pressed(code) {
                1.0
            } else {
                0.0
            }
        };
        // Panning moves across the screen: right and away from the camera.
        let mut pan = Vec2::new(
            key(KeyCode::KeyD) - key(KeyCode::KeyA),
            key(KeyCode::KeyW) - key(KeyCode::KeyS),
        ) * PAN_KEY_SPEED
            * dt;
        // With Ctrl (⌘) held, the right button draws arrows on the table.
        let dragging = buttons.pressed(MouseButton::Right) && !control_held(&keys);
        if dragging && shift {
            pan += Vec2::new(-motion.delta.x, motion.delta.y) * 0.0025 * PAN_DISTANCE;
        } else if dragging {
            turn -= motion.delta.x * 0.008;
            tilt += motion.delta.y * 0.006;
        }
        turn += (key(KeyCode::ArrowLeft) - key(KeyCode::ArrowRight)) * 1.6 * dt;
        tilt += (key(KeyCode::ArrowUp) - key(KeyCode::ArrowDown)) * 1.0 * dt;
        // A controller's right stick turns and tilts as the arrows do.
        for gamepad in &gamepads {
            let stick = gamepad.right_stick();
            if stick.length() > STICK_DEAD_ZONE {
                turn -= stick.x * 1.6 * dt;
                tilt += stick.y * 1.0 * dt;
            }
        }
        zoom += (key(KeyCode::Minus) + key(KeyCode::NumpadSubtract)
            - key(KeyCode::Equal)
            - key(KeyCode::NumpadAdd))
            * 8.0
            * dt;
        zoom -= match scroll.unit {
            _ if wheel_captured.0 || over_text.now() => 0.0,
            MouseScrollUnit::Line => scroll.delta.y * 0.8,
            MouseScrollUnit::Pixel => scroll.delta.y * 0.02,
        };
        if turn != 0.0 {
            orbit.yaw += turn;
            orbit.goal_yaw = orbit.yaw;
        }
        if tilt != 0.0 {
            orbit.goal_pitch = (orbit.pitch + tilt).clamp(PITCH_LIMITS.0, PITCH_LIMITS.1);
            orbit.pitch = orbit.goal_pitch;
        }
        if zoom != 0.0 {
            orbit.goal_distance =
                (orbit.distance + zoom).clamp(DISTANCE_LIMITS.0, DISTANCE_LIMITS.1);
            orbit.distance = orbit.goal_distance;
        }
        if pan != Vec2::ZERO {
            let scale = orbit.distance / PAN_DISTANCE;
            let right = Vec3::new(orbit.yaw.cos(), 0.0, -orbit.yaw.sin());
            let away = Vec3::new(-orbit.yaw.sin(), 0.0, -orbit.yaw.cos());
            let moved = orbit.pan + (right * pan.x + away * pan.y) * scale;
            orbit.pan = moved.clamp_length_max(PAN_LIMIT);
            orbit.goal_pan = orbit.pan;
        }
        if (keys_free && keys.just_pressed(KeyCode::Home))
            || buttons.just_pressed(MouseButton::Middle)
        {
            let nearest_side = if orbit.yaw.cos() >= 0.0 { 0.0 } else { PI };
            orbit.goal_yaw = nearest_side;
            orbit.go_home();
        }
        // Ease towards the goals (the short way round), in about half a second.
        let ease = 1.0 - (-6.0 * dt).exp();
        let gap = (orbit.goal_yaw - orbit.yaw + PI).rem_euclid(TAU) - PI;
        orbit.yaw += gap * ease;
        orbit.pitch += (orbit.goal_pitch - orbit.pitch) * ease;
        orbit.distance += (orbit.goal_distance - orbit.distance) * ease;
        orbit.focus += (orbit.goal_focus - orbit.focus) * ease;
        let pan_step = (orbit.goal_pan - orbit.pan) * ease;
        orbit.pan += pan_step;
        orbit.room += (orbit.goal_room - orbit.room) * ease;
        let nudge_step = (orbit.goal_nudge - orbit.nudge) * ease;
        orbit.nudge += nudge_step;
        // Close enough is there: the easing ends, and with it the frames.
        if !orbit.is_easing() {
            orbit.yaw = orbit.goal_yaw;
            orbit.pitch = orbit.goal_pitch;
            orbit.distance = orbit.goal_distance;
            orbit.focus = orbit.goal_focus;
            orbit.pan = orbit.goal_pan;
            orbit.room = orbit.goal_room;
            orbit.nudge = orbit.goal_nudge;
        }
    }
}
