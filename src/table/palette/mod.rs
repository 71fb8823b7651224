//! The players' colours as the player asked to see them: the games' own
//! colours, or a palette every eye can tell apart (the common colour-vision
//! deficiencies included), with marks on the pieces that do not depend on
//! hue. Each game says what its colours are under each palette; the table
//! layer keeps which one is chosen.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub mod vision;

/// Which colours the players' pieces wear (`--palette colour-blind` on
/// the command line).
#[derive(
    Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum,
)]
pub enum Palette {
    /// Each game's own colours (Blokus 3D's blue, yellow, red and green).
    #[default]
    Standard,
    /// Colours told apart under protanopia, deuteranopia and tritanopia,
    /// and an emblem on every piece whose colour alone would say whose it
    /// is.
    ColourBlind,
}

impl Palette {
    /// Both palettes, the standard first.
    pub const ALL: [Palette; 2] = [Palette::Standard, Palette::ColourBlind];

    /// Whether pieces carry their colour's emblem as well.
    pub fn marks_pieces(self) -> bool {
        self == Palette::ColourBlind
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Palette>();
}
