//! A roll that fell on a friend's computer: where a friend elsewhere
//! rolls, their throw counts, as two computers' arithmetic may let the
//! same seeded throw fall otherwise.

use tabletop_rules::deblockle::{Orientation, SetupError};

use super::{Setup, Stage};
use crate::deblockle::coords::orientation_rotation;

impl Setup {
    /// The roll as it came to rest on the roller's own computer, `lying`
    /// (each block's orientation, numbered as rolled), where a friend
    /// elsewhere rolled: their throw counts. Whether it fell otherwise
    /// here (two computers' arithmetic may differ): then the blocks here
    /// take the friend's faces.
    ///
    /// # Errors
    /// `lying` is not a roll of the blocks being placed.
    pub fn take_roll(&mut self, lying: &[Orientation]) -> Result<bool, SetupError> {
        let Stage::Placing {
            placement,
            tray_poses,
        } = &mut self.stage
        else {
            return Ok(false);
        };
        let fell_otherwise = placement.roll_again_as(lying)?;
        if fell_otherwise {
            for (pose, &lying) in tray_poses.iter_mut().zip(lying) {
                pose.rotation = orientation_rotation(lying);
            }
        }
        Ok(fell_otherwise)
    }
}
