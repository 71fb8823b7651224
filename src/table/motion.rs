//! Pieces in motion, for every table: an [`Animating`] piece plays its
//! [`Segment`]s one after another (a glide, an arc, a quarter turn about an
//! edge), timed by the clock, not by frames, and lands exactly on each
//! segment's end; a landing may clack. Animation never changes a game.

use std::f32::consts::FRAC_PI_2;

use bevy::prelude::*;

use crate::table::TableSystems;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Clack>()
        .init_resource::<AnimationSpeed>()
        .add_systems(Update, advance_animations.in_set(TableSystems::Animate));
}

/// A multiplier on every animation's speed (a setting; 1 is normal).
#[derive(Resource, Clone, Copy, Debug)]
pub struct AnimationSpeed(pub f32);

impl Default for AnimationSpeed {
    fn default() -> AnimationSpeed {
        AnimationSpeed(1.0)
    }
}

/// A piece landed: the wooden clack.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct Clack;

/// A piece in motion. Removed when the last segment ends, with the block
/// exactly at that segment's end.
#[derive(Component, Clone, Debug)]
pub struct Animating {
    segments: Vec<Segment>,
    current: usize,
    elapsed: f32,
}

impl Animating {
    /// Plays `segments` in order.
    pub fn new(segments: Vec<Segment>) -> Animating {
        Animating {
            segments,
            current: 0,
            elapsed: 0.0,
        }
    }

    /// Plays `segments` after the ones already under way.
    pub fn extend(&mut self, segments: Vec<Segment>) {
        self.segments.extend(segments);
    }
}

/// One stretch of a motion, from one pose to another.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment {
    motion: Motion,
    start: Transform,
    end: Transform,
    seconds: f32,
    /// Whether the block lands with a clack at the end.
    clack: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Motion {
    /// A quarter turn about `axis` through `pivot` (a bottom edge).
    Roll { pivot: Vec3, axis: Vec3 },
    /// A jump, `height` at the top.
    Arc { height: f32 },
    /// A straight glide.
    Glide,
}

/// Cubic ease in and out: symmetric, so a motion played backwards retraces itself.
fn ease(t: f32) -> f32 {
    EaseFunction::CubicInOut.sample_clamped(t)
}

impl Segment {
    /// The pose `t` (0–1) of the way through.
    pub fn sample(&self, t: f32) -> Transform {
        let k = ease(t.clamp(0.0, 1.0));
        match self.motion {
            Motion::Roll { pivot, axis } => {
                let mut pose = self.start;
                pose.rotate_around(pivot, Quat::from_axis_angle(axis, FRAC_PI_2 * k));
                pose
            }
            // Moves carry a block without turning it, except when the setup
            // turns one in the hand; either way the turn eases along.
            Motion::Arc { height } => {
                let lift = Vec3::Y * height * 4.0 * t * (1.0 - t);
                Transform::from_translation(
                    self.start.translation.lerp(self.end.translation, k) + lift,
                )
                .with_rotation(self.start.rotation.slerp(self.end.rotation, k))
            }
            Motion::Glide => {
                Transform::from_translation(self.start.translation.lerp(self.end.translation, k))
                    .with_rotation(self.start.rotation.slerp(self.end.rotation, k))
            }
        }
    }

    /// The same stretch backwards.
    fn reversed(&self) -> Segment {
        let motion = match self.motion {
            Motion::Roll { pivot, axis } => Motion::Roll { pivot, axis: -axis },
            other => other,
        };
        Segment {
            motion,
            start: self.end,
            end: self.start,
            ..self.clone()
        }
    }

    /// Where the stretch ends.
    pub fn end(&self) -> Transform {
        self.end
    }

    /// The same stretch ending in the pose `end` (turning on the way).
    pub fn ending_as(self, end: Transform) -> Segment {
        Segment { end, ..self }
    }
}

/// The segments backwards: a move taken back retraces its path.
pub fn reversed(segments: &[Segment]) -> Vec<Segment> {
    segments.iter().rev().map(Segment::reversed).collect()
}

/// A quarter turn of `start` about `axis` through `pivot` (a bottom edge:
/// a block tipping over), landing with a clack.
pub fn quarter_turn(start: Transform, pivot: Vec3, axis: Vec3, seconds: f32) -> Segment {
    let mut end = start;
    end.rotate_around(pivot, Quat::from_axis_angle(axis, FRAC_PI_2));
    Segment {
        motion: Motion::Roll { pivot, axis },
        start,
        end,
        seconds,
        clack: true,
    }
}

/// A jump from `start` to `to`, `height` at the top, landing with a clack.
pub fn arc(start: Transform, to: Vec3, height: f32, seconds: f32) -> Segment {
    Segment {
        motion: Motion::Arc { height },
        start,
        end: start.with_translation(to),
        seconds,
        clack: true,
    }
}

/// A straight glide from `start` to `to`.
pub fn glide(start: Transform, to: Vec3, seconds: f32, clack: bool) -> Segment {
    Segment {
        motion: Motion::Glide,
        start,
        end: start.with_translation(to),
        seconds,
        clack,
    }
}

fn advance_animations(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut blocks: Query<(Entity, &mut Transform, &mut Animating)>,
    mut clacks: MessageWriter<Clack>,
) {
    let step = time.delta_secs() * speed.0.max(0.01);
    for (entity, mut transform, mut animation) in &mut blocks {
        animation.elapsed += step;
        loop {
            let Some(segment) = animation.segments.get(animation.current) else {
                commands.entity(entity).remove::<Animating>();
                break;
            };
            if animation.elapsed < segment.seconds {
                *transform = segment.sample(animation.elapsed / segment.seconds);
                break;
            }
            *transform = segment.end;
            if segment.clack {
                clacks.write(Clack);
            }
            animation.elapsed -= segment.seconds;
            animation.current += 1;
        }
    }
}
