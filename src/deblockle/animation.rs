//! Moving blocks: a tip is a 90° roll about the bottom edge, then the hop
//! by kind (Cross and X an arc, Slider a slide, Hoops three small hops, Stop
//! nothing); a removal sinks into the star and goes to its owner's tray.
//!
//! Motions are built from the rules' positions, not from where a block
//! happens to be drawn (the machinery is `crate::table::motion`).

use bevy::prelude::*;
use tabletop_rules::deblockle::{Face, Move, Position};

use super::coords::{BLOCK_SIZE, block_transform, direction_vector, square_center};
use crate::table::motion::quarter_turn;
pub use crate::table::motion::{Segment, arc, glide, reversed};

/// How long a tip takes, in seconds.
const ROLL_SECONDS: f32 = 0.33;
/// How long a Cross or X hop takes.
const HOP_SECONDS: f32 = 0.32;
/// How long each of the three Hoops steps takes.
const HOOPS_STEP_SECONDS: f32 = 0.17;
/// How long a Slider takes per square.
const SLIDE_SECONDS_PER_SQUARE: f32 = 0.09;
/// How long a removed block takes to sink into the star.
const SINK_SECONDS: f32 = 0.45;
/// How long a removed block takes to reach its tray.
const TO_TRAY_SECONDS: f32 = 0.6;

/// How long the hand takes to carry a block in the setup.
const CARRY_SECONDS: f32 = 0.4;
/// How long the hand takes to turn a block where it stands.
const CARRY_TURN_SECONDS: f32 = 0.18;

/// The roll of a block from `start` one square towards `direction`.
fn roll(start: Transform, direction: Vec3) -> Segment {
    let half = BLOCK_SIZE / 2.0;
    let pivot = start.translation + direction * half - Vec3::Y * half;
    // A quarter turn about up × direction carries the top face towards `direction`.
    let axis = Vec3::Y.cross(direction);
    quarter_turn(start, pivot, axis, ROLL_SECONDS)
}

/// A block carried by hand from `start` to `end` (turning on the way): the
/// setup's placing.
pub fn carry(start: Transform, end: Transform) -> Vec<Segment> {
    let far = start.translation.distance(end.translation);
    if far < 0.05 {
        return vec![glide(start, end.translation, CARRY_TURN_SECONDS, false).ending_as(end)];
    }
    vec![arc(start, end.translation, 0.5 + far * 0.08, CARRY_SECONDS).ending_as(end)]
}

/// The tip of the block on `mv.from` in `before`, drawn as a roll then a
/// short settle onto the next square's centre.
pub fn tip_segments(before: &Position, mv: Move) -> Vec<Segment> {
    let (Some(block), Some(landed)) = (before.board().block_at(mv.from), mv.tip_square()) else {
        return Vec::new();
    };
    let start = block_transform(mv.from, block.orientation);
    let rolled = roll(start, direction_vector(mv.tip));
    let rest = block_transform(landed, block.orientation.tipped(mv.tip));
    // The roll moves the block by one block edge; the squares are a little
    // further apart, so it settles the rest of the way.
    let settle = glide(rolled.end(), rest.translation, 0.06, false).ending_as(rest);
    vec![rolled, settle]
}

/// The whole motion of `mv` played in `before`: the tip (unless the player
/// has already seen it, `tip_shown`), then the hop along the rules' path,
/// or for a removal the sink into the star and the trip to `tray_slot`.
pub fn move_segments(
    before: &Position,
    mv: Move,
    tray_slot: Vec3,
    tip_shown: bool,
) -> Vec<Segment> {
    let (Some(block), Some(landed)) = (before.board().block_at(mv.from), mv.tip_square()) else {
        return Vec::new();
    };
    let mut segments = if tip_shown {
        Vec::new()
    } else {
        tip_segments(before, mv)
    };
    let orientation = block.orientation.tipped(mv.tip);
    let mut pose = block_transform(landed, orientation);
    if mv.destination().is_none() {
        let sunk = pose.translation - Vec3::Y * BLOCK_SIZE * 1.05;
        segments.push(glide(pose, sunk, SINK_SECONDS, false));
        segments.push(arc(
            pose.with_translation(sunk),
            tray_slot,
            2.2,
            TO_TRAY_SECONDS,
        ));
        return segments;
    }
    let path = before.hop_path(mv).unwrap_or_default();
    let lift = Vec3::Y * (BLOCK_SIZE / 2.0);
    match orientation.top() {
        Face::Slider => {
            if let Some(&end) = path.last() {
                let seconds = SLIDE_SECONDS_PER_SQUARE * path.len() as f32 + 0.1;
                segments.push(glide(pose, square_center(end) + lift, seconds, true));
            }
        }
        Face::Stop | Face::Star => {}
        // Cross and X jump once; Hoops makes three small hops.
        top => {
            let (height, seconds) = if top == Face::Hoops {
                (0.3, HOOPS_STEP_SECONDS)
            } else {
                (0.55, HOP_SECONDS)
            };
            for square in path {
                let step = arc(pose, square_center(square) + lift, height, seconds);
                pose = step.end();
                segments.push(step);
            }
        }
    }
    segments
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::Square;

    use super::*;

    fn close(a: Transform, b: Transform) -> bool {
        a.translation.distance(b.translation) < 1e-4 && a.rotation.angle_between(b.rotation) < 1e-3
    }

    #[test]
    fn a_roll_ends_exactly_where_the_rules_put_the_block() {
        let start = Position::example_start();
        for mv in start.legal_moves() {
            let block = start.board().block_at(mv.from).unwrap();
            let landed: Square = mv.tip_square().unwrap();
            let segments = tip_segments(&start, mv);
            let rolled = segments[0].end();
            let expected = block_transform(landed, block.orientation.tipped(mv.tip));
            assert!(
                rolled.rotation.angle_between(expected.rotation) < 1e-3,
                "{mv}: the roll turns the cube as the rules tip it"
            );
            assert!(close(segments.last().unwrap().end(), expected), "{mv}");
        }
    }

    #[test]
    fn a_move_played_backwards_retraces_its_path() {
        let start = Position::example_start();
        for mv in start.legal_moves() {
            let forward = move_segments(&start, mv, Vec3::ZERO, false);
            let backward = reversed(&forward);
            for (f, b) in forward.iter().zip(backward.iter().rev()) {
                for t in [0.0, 0.3, 0.5, 0.8, 1.0] {
                    assert!(close(f.sample(t), b.sample(1.0 - t)), "{mv} at {t}");
                }
            }
            let block = start.board().block_at(mv.from).unwrap();
            assert!(close(
                backward.last().unwrap().end(),
                block_transform(mv.from, block.orientation)
            ));
        }
    }
}
