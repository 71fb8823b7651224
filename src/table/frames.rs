//! Frames only when something changes. A board game spends most of its
//! life waiting for a person to think: at rest the app draws nothing and
//! sleeps until its window has an event (a key, a click, the pointer moving
//! over it) or another thread wakes it (a program's answer, the endgame
//! table finished). While something moves, frames come as fast as the
//! settings allow; while something only ticks (a thinking sign's dots, a
//! notice counting down), now and then; and for a few frames after any
//! input, so that what a click sets off in the next frames is drawn.
//!
//! Each part of the app that needs frames says when, once, with
//! [`DrawsFrames::draws`]; the table's busy (pieces moving, requests
//! waiting, dice rolling) always counts as moving. The logic half (what is
//! wanted, in [`Drawing`]) runs headless, so tests can ask it; the window
//! half turns it into winit's update modes.

use std::time::Duration;

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::{CursorMoved, WindowResized};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};

use super::activity::any_table_busy;

/// How long the app sleeps at rest before it looks again anyway: a frame
/// under a software renderer costs a good part of a second of CPU, so
/// nothing but events and wakes should end a rest.
const AT_REST: Duration = Duration::from_secs(3600);
/// Frames drawn after the last input, for what it sets off.
const AFTER_INPUT: u8 = 4;

pub(crate) fn logic_plugin(app: &mut App) {
    app.init_resource::<Drawing>()
        .init_resource::<DrawWhen>()
        .init_resource::<Waker>()
        .add_systems(First, start_the_clock_again)
        .add_systems(Last, decide_frames.in_set(DecideFrames));
}

/// Where the frames wanted are decided, at the end of each frame: what
/// notes a need goes before it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecideFrames;

pub(crate) fn view_plugin(app: &mut App) {
    app.init_resource::<FrameLimits>()
        .draws(|world| {
            let held = world
                .get_resource::<ButtonInput<KeyCode>>()
                .is_some_and(|keys| keys.get_pressed().next().is_some())
                || world
                    .get_resource::<ButtonInput<MouseButton>>()
                    .is_some_and(|buttons| buttons.get_pressed().next().is_some());
            // A held key turns the camera or the turntable; a held button drags.
            held.then_some(Frames::Smooth)
        })
        .add_systems(Startup, keep_a_waker)
        .add_systems(
            Last,
            (
                note_input.before(decide_frames),
                set_update_modes.after(decide_frames),
            ),
        );
}

/// How often a part of the app needs frames now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Frames {
    /// As often as the settings allow: something moves.
    Smooth,
    /// At least this often: something ticks.
    Every(Duration),
}

/// When the parts of the app need frames.
#[derive(Resource, Default)]
struct DrawWhen(Vec<fn(&mut World) -> Option<Frames>>);

/// Registers what needs frames.
pub trait DrawsFrames {
    /// Frames come as `when` says while it says so (checked every frame).
    fn draws(&mut self, when: fn(&mut World) -> Option<Frames>) -> &mut Self;
}

impl DrawsFrames for App {
    fn draws(&mut self, when: fn(&mut World) -> Option<Frames>) -> &mut Self {
        self.init_resource::<DrawWhen>();
        self.world_mut().resource_mut::<DrawWhen>().0.push(when);
        self
    }
}

/// The frames wanted now, decided at the end of each frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Drawing {
    /// What the app's parts ask for (`None`: nothing, at rest).
    pub wanted: Option<Frames>,
    /// Frames still to draw after the last input.
    after_input: u8,
    /// Whether the virtual clock was stopped for the rest (so that the
    /// first frame after it does not jump by the time slept).
    stopped_the_clock: bool,
}

impl Drawing {
    /// Whether the app rests: no frame until an event or a wake.
    pub fn at_rest(&self) -> bool {
        self.wanted.is_none() && self.after_input == 0
    }

    /// Frames are wanted for a few more frames: input (or a request) has
    /// come, and what it sets off shows in the next frames.
    pub fn input_came(&mut self) {
        self.after_input = AFTER_INPUT;
    }
}

/// The most frames a second the settings allow (0: no cap), and whether
/// to save power.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameLimits {
    /// Frames a second at most; 0 for as many as the display takes.
    pub cap: u32,
    /// Fewer frames (30 at most) and a sleepier background.
    pub low_power: bool,
}

/// Wakes the app from another thread (a clone goes with each worker).
#[derive(Resource, Clone, Default)]
pub struct Waker(Option<std::sync::Arc<dyn Fn() + Send + Sync>>);

impl Waker {
    /// A waker that calls `wake`.
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Waker {
        Waker(Some(std::sync::Arc::new(wake)))
    }

    /// Wakes the app, if it sleeps, for a frame.
    pub fn wake(&self) {
        if let Some(wake) = &self.0 {
            wake();
        }
    }
}

fn keep_a_waker(proxy: Option<Res<EventLoopProxyWrapper>>, mut waker: ResMut<Waker>) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        *waker = Waker::new(move || {
            // The loop may be gone (the app quitting): nothing to wake.
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        });
    }
}

/// The most pressing need of all the app's parts.
fn wanted_frames(world: &mut World) -> Option<Frames> {
    if any_table_busy(world) {
        return Some(Frames::Smooth);
    }
    let conditions = world.resource::<DrawWhen>().0.clone();
    conditions
        .into_iter()
        .fold(None, |wanted, when| more_pressing(wanted, when(world)))
}

/// The more pressing of two needs: moving over ticking, the faster tick.
fn more_pressing(a: Option<Frames>, b: Option<Frames>) -> Option<Frames> {
    match (a, b) {
        (Some(Frames::Smooth), _) | (_, Some(Frames::Smooth)) => Some(Frames::Smooth),
        (Some(Frames::Every(a)), Some(Frames::Every(b))) => Some(Frames::Every(a.min(b))),
        (found, None) | (None, found) => found,
    }
}

fn decide_frames(world: &mut World) {
    let wanted = wanted_frames(world);
    let mut drawing = world.resource_mut::<Drawing>();
    drawing.wanted = wanted;
    drawing.after_input = drawing.after_input.saturating_sub(1);
    let rest = drawing.at_rest();
    if rest && !drawing.stopped_the_clock {
        drawing.stopped_the_clock = true;
        world.resource_mut::<Time<Virtual>>().pause();
    }
}

/// The first frame after a rest runs with the clock still stopped (no
/// jump); the clock goes on from there.
fn start_the_clock_again(mut drawing: ResMut<Drawing>, mut clock: ResMut<Time<Virtual>>) {
    if drawing.stopped_the_clock {
        drawing.stopped_the_clock = false;
        clock.unpause();
    }
}

fn note_input(
    mut keys: MessageReader<KeyboardInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut wheel: MessageReader<MouseWheel>,
    mut moved: MessageReader<CursorMoved>,
    mut resized: MessageReader<WindowResized>,
    mut drawing: ResMut<Drawing>,
) {
    let came = keys.read().count()
        + buttons.read().count()
        + wheel.read().count()
        + moved.read().count()
        + resized.read().count();
    if came > 0 {
        drawing.input_came();
    }
}

/// What winit is told: frames as the settings allow while something
/// moves, now and then while something ticks, none at rest.
fn set_update_modes(
    drawing: Res<Drawing>,
    limits: Res<FrameLimits>,
    winit: Option<ResMut<WinitSettings>>,
) {
    let Some(mut winit) = winit else {
        return;
    };
    let wanted = winit_settings(&drawing, *limits);
    if winit.focused_mode != wanted.focused_mode || winit.unfocused_mode != wanted.unfocused_mode {
        *winit = wanted;
    }
}

/// The update modes for `drawing` under `limits`.
pub fn winit_settings(drawing: &Drawing, limits: FrameLimits) -> WinitSettings {
    let every = |frames: u32| Duration::from_secs_f64(1.0 / f64::from(frames));
    let smooth = match (limits.low_power, limits.cap) {
        (true, cap) if cap == 0 || cap > 30 => UpdateMode::reactive(every(30)),
        (_, 0) => UpdateMode::Continuous,
        (_, cap) => UpdateMode::reactive(every(cap)),
    };
    let smooth_behind = if limits.low_power {
        UpdateMode::reactive_low_power(Duration::from_secs(1))
    } else {
        UpdateMode::reactive_low_power(every(60))
    };
    let (focused, unfocused) = match drawing.wanted {
        _ if drawing.after_input > 0 => (smooth, smooth_behind),
        Some(Frames::Smooth) => (smooth, smooth_behind),
        Some(Frames::Every(wait)) => (
            UpdateMode::reactive_low_power(wait),
            UpdateMode::reactive_low_power(wait),
        ),
        None => (
            UpdateMode::reactive_low_power(AT_REST),
            UpdateMode::reactive_low_power(AT_REST),
        ),
    };
    WinitSettings {
        focused_mode: focused,
        unfocused_mode: unfocused,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_rest_winit_sleeps_and_moving_it_draws_as_the_settings_allow() {
        let rest = Drawing::default();
        let free = FrameLimits::default();
        let modes = winit_settings(&rest, free);
        assert_eq!(modes.focused_mode, UpdateMode::reactive_low_power(AT_REST));
        let moving = Drawing {
            wanted: Some(Frames::Smooth),
            ..Drawing::default()
        };
        assert_eq!(
            winit_settings(&moving, free).focused_mode,
            UpdateMode::Continuous
        );
        let capped = FrameLimits {
            cap: 60,
            low_power: false,
        };
        assert_eq!(
            winit_settings(&moving, capped).focused_mode,
            UpdateMode::reactive(Duration::from_secs_f64(1.0 / 60.0))
        );
        let saving = FrameLimits {
            cap: 0,
            low_power: true,
        };
        let modes = winit_settings(&moving, saving);
        assert_eq!(
            modes.focused_mode,
            UpdateMode::reactive(Duration::from_secs_f64(1.0 / 30.0))
        );
        assert_eq!(
            modes.unfocused_mode,
            UpdateMode::reactive_low_power(Duration::from_secs(1))
        );
        let ticking = Drawing {
            wanted: Some(Frames::Every(Duration::from_millis(150))),
            ..Drawing::default()
        };
        assert_eq!(
            winit_settings(&ticking, free).focused_mode,
            UpdateMode::reactive_low_power(Duration::from_millis(150))
        );
        let mut after_a_click = Drawing::default();
        after_a_click.input_came();
        assert!(!after_a_click.at_rest());
        assert_eq!(
            winit_settings(&after_a_click, free).focused_mode,
            UpdateMode::Continuous
        );
    }
}
