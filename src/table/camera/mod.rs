//! The camera: it orbits the table, zooms, pans and resets, within limits
//! that keep the table in view ([`steer`]: the mouse, the keys and a
//! controller). Each game tells it its own views (its home view, which
//! side a player sits on); between games it looks over the table. It
//! stands back as far as it must for no piece to lie under the HUD
//! ([`clearance`]).

pub mod clearance;
mod steer;

use std::f32::consts::{PI, TAU};

use bevy::prelude::*;

use crate::table::frames::{DrawsFrames, Frames};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(clearance::plugin)
        .init_resource::<CameraSettings>()
        .init_resource::<WheelCaptured>()
        .draws(camera_easing)
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (steer::steer_camera, place_camera).chain());
}

const PITCH_LIMITS: (f32, f32) = (0.35, 1.45);
const DISTANCE_LIMITS: (f32, f32) = (4.0, 26.0);
/// How far the camera may pan from the table's centre.
const PAN_LIMIT: f32 = 30.0;
/// Straight down (a hair less, so "up" on screen stays defined).
const TOP_VIEW_PITCH: f32 = 1.56;
const TOP_VIEW_DISTANCE: f32 = 10.5;

/// The view over the table between games (the menus), from its south side:
/// the middle of the table a little past the centre of the view.
pub const TABLE_VIEW: HomeView = HomeView {
    pitch: 0.92,
    distance: 11.8,
    focus: 0.4,
    pan: Vec3::ZERO,
};

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

/// An orbit around the table's centre.
#[derive(Component, Clone, Copy, Debug)]
pub struct OrbitCamera {
    /// Around the vertical, 0 from the south.
    pub yaw: f32,
    /// Above the table.
    pub pitch: f32,
    /// From the centre.
    pub distance: f32,
    /// How far the look-at point lies from the table's centre towards the
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
    /// How far the camera stands back beyond `distance` (a multiple of
    /// it) so that no piece lies under the HUD, and where that is easing
    /// to: see [`clearance`].
    room: f32,
    goal_room: f32,
    /// How far the point looked at is moved across the table (in the
    /// table's units) so that the picture sits where the HUD leaves room,
    /// and where that is easing to: see [`clearance`].
    nudge: Vec3,
    goal_nudge: Vec3,
}

/// A game's resting view (the yaw is the player's side).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HomeView {
    /// Above the table.
    pub pitch: f32,
    /// From the centre.
    pub distance: f32,
    /// How far the look-at point lies past the centre towards the camera.
    pub focus: f32,
    /// Where the orbit's centre is on the table.
    pub pan: Vec3,
}

impl OrbitCamera {
    /// At `home`, from the side at `yaw`.
    pub fn at(yaw: f32, home: HomeView) -> OrbitCamera {
        OrbitCamera {
            yaw,
            pitch: home.pitch,
            distance: home.distance,
            focus: home.focus,
            pan: home.pan,
            goal_yaw: yaw,
            goal_pitch: home.pitch,
            goal_distance: home.distance,
            goal_focus: home.focus,
            goal_pan: home.pan,
            home,
            room: 1.0,
            goal_room: 1.0,
            nudge: Vec3::ZERO,
            goal_nudge: Vec3::ZERO,
        }
    }

    /// Eases back to the home view.
    fn go_home(&mut self) {
        self.look_at(self.home);
    }

    /// Eases to `view`, from the side it faces now.
    fn look_at(&mut self, view: HomeView) {
        self.goal_pitch = view.pitch;
        self.goal_distance = view.distance;
        self.goal_focus = view.focus;
        self.goal_pan = view.pan;
    }

    /// Turns, smoothly, to the side at `yaw`.
    pub fn turn_to(&mut self, yaw: f32) {
        self.goal_yaw = yaw;
    }

    /// Moves, smoothly, to `home` from the side at `yaw`; Home comes back
    /// to it.
    pub fn frame(&mut self, yaw: f32, home: HomeView) {
        self.turn_to(yaw);
        self.home = home;
        self.go_home();
    }

    /// Moves, smoothly, to `view` from the side at `yaw`, for a while (Home
    /// still goes to the home view).
    pub fn look_from(&mut self, yaw: f32, view: HomeView) {
        self.turn_to(yaw);
        self.look_at(view);
    }

    /// Looks straight down on the table's centre, or back to the home view.
    pub fn look_down(&mut self, down: bool) {
        if down {
            self.look_at(HomeView {
                pitch: TOP_VIEW_PITCH,
                distance: TOP_VIEW_DISTANCE,
                focus: 0.0,
                pan: Vec3::ZERO,
            });
        } else {
            self.go_home();
        }
    }

    /// Stands farther back, higher and a little turned, to glide down to
    /// its goals: the way a table arrives when the curtain fades.
    pub fn arrive_from_afar(&mut self) {
        self.distance = (self.goal_distance * 1.6).min(DISTANCE_LIMITS.1 * 1.6);
        self.pitch = (self.goal_pitch + 0.3).min(PITCH_LIMITS.1);
        self.yaw = self.goal_yaw - 0.45;
    }

    /// Whether it is still visibly on its way to its goals.
    pub fn is_easing(&self) -> bool {
        const NEAR: f32 = 1e-3;
        let yaw_gap = (self.goal_yaw - self.yaw + PI).rem_euclid(TAU) - PI;
        yaw_gap.abs() > NEAR
            || (self.goal_pitch - self.pitch).abs() > NEAR
            || (self.goal_distance - self.distance).abs() > NEAR
            || (self.goal_focus - self.focus).abs() > NEAR
            || self.goal_pan.distance(self.pan) > NEAR
            || (self.goal_room - self.room).abs() > NEAR
            || self.goal_nudge.distance(self.nudge) > NEAR
    }

    fn transform(&self) -> Transform {
        let distance = self.distance * self.room;
        pose(
            self.yaw,
            self.pitch,
            distance,
            self.focus,
            self.pan + self.nudge,
        )
    }

    /// Where the camera will rest once its easing ends, standing back
    /// `room` times its distance, looking at a point `nudge` away.
    fn resting_with(&self, room: f32, nudge: Vec3) -> Transform {
        let distance = self.goal_distance * room;
        let pan = self.goal_pan + nudge;
        pose(
            self.goal_yaw,
            self.goal_pitch,
            distance,
            self.goal_focus,
            pan,
        )
    }
}

/// The camera at `distance` from the point it looks at, at `yaw` round
/// the table and `pitch` above it; that point lies `focus` from `pan`
/// towards the camera's side.
fn pose(yaw: f32, pitch: f32, distance: f32, focus: f32, pan: Vec3) -> Transform {
    let direction = Vec3::new(
        yaw.sin() * pitch.cos(),
        pitch.sin(),
        yaw.cos() * pitch.cos(),
    );
    let target = pan + Vec3::new(yaw.sin(), 0.0, yaw.cos()) * focus;
    Transform::from_translation(target + direction * distance).looking_at(target, Vec3::Y)
}

fn spawn_camera(mut commands: Commands) {
    let orbit = OrbitCamera::at(0.0, TABLE_VIEW);
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        orbit,
        orbit.transform(),
    ));
}

/// Frames while any camera eases towards its goals.
fn camera_easing(world: &mut World) -> Option<Frames> {
    let mut cameras = world.query::<&OrbitCamera>();
    cameras
        .iter(world)
        .any(OrbitCamera::is_easing)
        .then_some(Frames::Smooth)
}

fn place_camera(mut cameras: Query<(&OrbitCamera, &mut Transform), Changed<OrbitCamera>>) {
    for (orbit, mut transform) in &mut cameras {
        *transform = orbit.transform();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_camera_wants_frames_while_it_eases_and_none_once_there() {
        let mut world = World::new();
        let mut camera = OrbitCamera::at(0.0, TABLE_VIEW);
        assert!(!camera.is_easing());
        camera.frame(PI, TABLE_VIEW);
        assert!(camera.is_easing(), "turning to the other side");
        let id = world.spawn(camera).id();
        assert_eq!(camera_easing(&mut world), Some(Frames::Smooth));
        camera.yaw = PI - 1e-4;
        world.entity_mut(id).insert(camera);
        assert_eq!(camera_easing(&mut world), None, "close enough is there");
    }
}
