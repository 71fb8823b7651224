//! The camera: it orbits the table, zooms, pans and resets, within limits
//! that keep the table in view. Right-drag or the arrow keys orbit, the
//! wheel or +/− zoom, Shift+right-drag or W/A/S/D pan, Home or a middle
//! click resets. At Deblockle it can turn by itself to face the player to
//! move; at Hive it never moves on its own.

use std::f32::consts::{PI, TAU};

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop_rules::deblockle::Player;

use crate::table::keys::typing;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CameraSettings>()
        .init_resource::<WheelCaptured>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (steer_camera, place_camera).chain());
}

const PITCH_LIMITS: (f32, f32) = (0.35, 1.45);
const DISTANCE_LIMITS: (f32, f32) = (4.0, 26.0);
/// How far the camera may pan from the table's centre.
const PAN_LIMIT: f32 = 30.0;
/// Panning speed with the keys, in table units per second at home distance.
const PAN_KEY_SPEED: f32 = 6.0;
const HOME_PITCH: f32 = 0.92;
const HOME_DISTANCE: f32 = 11.8;
/// How far the camera looks past the board's centre towards its own side.
const HOME_FOCUS: f32 = 0.4;
/// The view of a setup: higher and further back, looking between the board
/// and the dice tray in front of the roller.
const SETUP_PITCH: f32 = 1.15;
const SETUP_DISTANCE: f32 = 15.5;
const SETUP_FOCUS: f32 = 3.0;
/// The view of a Hive table: the hive in the middle, both reserves in view.
const HIVE_PITCH: f32 = 1.12;
const HIVE_DISTANCE: f32 = 17.0;

/// Camera preferences.
#[derive(Resource, Clone, Copy, Debug)]
pub struct CameraSettings {
    /// Turn to face the player to move after every move (hotseat).
    pub auto_turn: bool,
}

impl Default for CameraSettings {
    fn default() -> CameraSettings {
        CameraSettings { auto_turn: true }
    }
}

/// Set while the mouse wheel turns something else (a block being placed),
/// so that it does not zoom too.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct WheelCaptured(pub bool);

/// An orbit around the board's centre.
#[derive(Component, Clone, Copy, Debug)]
pub struct OrbitCamera {
    /// Around the vertical, 0 from the south (Gold's side).
    pub yaw: f32,
    /// Above the table.
    pub pitch: f32,
    /// From the centre.
    pub distance: f32,
    /// How far the look-at point lies from the board's centre towards the
    /// camera's side.
    pub focus: f32,
    /// Where the orbit's centre has been moved to on the table.
    pub pan: Vec3,
    /// Where `yaw` is easing towards.
    pub goal_yaw: f32,
    /// Where `pitch`, `distance`, `focus` and `pan` are easing towards.
    goal_pitch: f32,
    goal_distance: f32,
    goal_focus: f32,
    goal_pan: Vec3,
    /// The view that Home returns to: the game's own.
    home: HomeView,
}

/// A game's resting view (the yaw is the player's side).
#[derive(Clone, Copy, Debug, PartialEq)]
struct HomeView {
    pitch: f32,
    distance: f32,
    focus: f32,
    pan: Vec3,
}

/// Blokus 3D's: the turntable from above its edge, the trays in view.
const TURNTABLE_HOME: HomeView = HomeView {
    pitch: 0.95,
    distance: 14.5,
    focus: 1.3,
    pan: Vec3::ZERO,
};
/// Straight down (a hair less, so "up" on screen stays defined).
const TOP_VIEW_PITCH: f32 = 1.56;
const TOP_VIEW_DISTANCE: f32 = 10.5;

/// Deblockle's: the board in front, a little past its centre.
const DEBLOCKLE_HOME: HomeView = HomeView {
    pitch: HOME_PITCH,
    distance: HOME_DISTANCE,
    focus: HOME_FOCUS,
    pan: Vec3::ZERO,
};

impl OrbitCamera {
    /// Seated on `player`'s side.
    pub fn facing(player: Player) -> OrbitCamera {
        let yaw = side_yaw(player);
        OrbitCamera {
            yaw,
            pitch: HOME_PITCH,
            distance: HOME_DISTANCE,
            focus: HOME_FOCUS,
            pan: Vec3::ZERO,
            goal_yaw: yaw,
            goal_pitch: HOME_PITCH,
            goal_distance: HOME_DISTANCE,
            goal_focus: HOME_FOCUS,
            goal_pan: Vec3::ZERO,
            home: DEBLOCKLE_HOME,
        }
    }

    /// Eases back to the home view.
    fn go_home(&mut self) {
        self.goal_pitch = self.home.pitch;
        self.goal_distance = self.home.distance;
        self.goal_focus = self.home.focus;
        self.goal_pan = self.home.pan;
    }

    /// Turns, smoothly, to `player`'s side.
    pub fn turn_to(&mut self, player: Player) {
        self.goal_yaw = side_yaw(player);
    }

    /// Moves, smoothly, to `player`'s seat in the home view.
    pub fn seat(&mut self, player: Player) {
        self.turn_to(player);
        self.home = DEBLOCKLE_HOME;
        self.go_home();
    }

    /// Moves, smoothly, to the view of a Hive table from White's side,
    /// looking at `centre` (the hive's middle); Home comes back here.
    pub fn frame_hive(&mut self, centre: Vec3) {
        self.goal_yaw = 0.0;
        self.home = HomeView {
            pitch: HIVE_PITCH,
            distance: HIVE_DISTANCE,
            focus: 0.0,
            pan: centre,
        };
        self.go_home();
    }

    /// Moves, smoothly, to the view of the Blokus 3D turntable from the
    /// first seat; Home comes back here.
    pub fn frame_turntable(&mut self) {
        self.goal_yaw = 0.0;
        self.home = TURNTABLE_HOME;
        self.go_home();
    }

    /// Looks straight down on the turntable (what scoring counts), or back
    /// to the home view.
    pub fn look_down(&mut self, down: bool) {
        if down {
            self.goal_pitch = TOP_VIEW_PITCH;
            self.goal_distance = TOP_VIEW_DISTANCE;
            self.goal_focus = 0.0;
            self.goal_pan = Vec3::ZERO;
        } else {
            self.go_home();
        }
    }

    /// Moves, smoothly, to the view of `roller`'s setup: their dice tray
    /// in front, the board behind it.
    pub fn frame_setup(&mut self, roller: Player) {
        self.turn_to(roller);
        self.home = DEBLOCKLE_HOME;
        self.goal_pitch = SETUP_PITCH;
        self.goal_distance = SETUP_DISTANCE;
        self.goal_focus = SETUP_FOCUS;
        self.goal_pan = Vec3::ZERO;
    }

    fn transform(&self) -> Transform {
        let direction = Vec3::new(
            self.yaw.sin() * self.pitch.cos(),
            self.pitch.sin(),
            self.yaw.cos() * self.pitch.cos(),
        );
        let target = self.pan + Vec3::new(self.yaw.sin(), 0.0, self.yaw.cos()) * self.focus;
        Transform::from_translation(target + direction * self.distance).looking_at(target, Vec3::Y)
    }
}

/// The yaw of a seat on `player`'s edge of the board.
fn side_yaw(player: Player) -> f32 {
    match player {
        Player::Gold => 0.0,
        Player::Teal => PI,
    }
}

fn spawn_camera(mut commands: Commands) {
    let orbit = OrbitCamera::facing(Player::Gold);
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        orbit,
        orbit.transform(),
    ));
}

fn steer_camera(
    time: Res<Time>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    wheel_captured: Res<WheelCaptured>,
    focus: Res<InputFocus>,
    fields: Query<(), With<EditableText>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let dt = time.delta_secs();
    // Letters typed into a text field are words, not camera moves.
    let keys_free = !typing(&focus, &fields);
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
        if buttons.pressed(MouseButton::Right) && shift {
            pan += Vec2::new(-motion.delta.x, motion.delta.y) * 0.0025 * HOME_DISTANCE;
        } else if buttons.pressed(MouseButton::Right) {
            turn -= motion.delta.x * 0.008;
            tilt += motion.delta.y * 0.006;
        }
        turn += (key(KeyCode::ArrowLeft) - key(KeyCode::ArrowRight)) * 1.6 * dt;
        tilt += (key(KeyCode::ArrowUp) - key(KeyCode::ArrowDown)) * 1.0 * dt;
        zoom += (key(KeyCode::Minus) + key(KeyCode::NumpadSubtract)
            - key(KeyCode::Equal)
            - key(KeyCode::NumpadAdd))
            * 8.0
            * dt;
        zoom -= match scroll.unit {
            _ if wheel_captured.0 => 0.0,
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
            let scale = orbit.distance / HOME_DISTANCE;
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
    }
}

fn place_camera(mut cameras: Query<(&OrbitCamera, &mut Transform), Changed<OrbitCamera>>) {
    for (orbit, mut transform) in &mut cameras {
        *transform = orbit.transform();
    }
}
