//! The phases of a Deblockle game, as Bevy states: it begins with its setup
//! (the blocks thrown and placed), then it is played. The session sets the
//! stage as it opens a setup or a game; while the table is up, its phase
//! follows the stage, and the setup's panel and the game's HUD come and go
//! with their phase.

use bevy::prelude::*;

use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<DeblockleStage>()
        .add_computed_state::<DeblocklePhase>();
}

/// Where the Deblockle game stands, table up or not.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DeblockleStage {
    /// No game has been opened.
    #[default]
    NoGame,
    /// Its setup is under way.
    Setup,
    /// It is being played (or is over).
    Play,
}

/// The phase of the Deblockle table while it is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeblocklePhase {
    /// The blocks are thrown and placed.
    Setup,
    /// The game is played.
    Play,
}

impl ComputedStates for DeblocklePhase {
    type SourceStates = (Screen, DeblockleStage);

    fn compute((screen, stage): (Screen, DeblockleStage)) -> Option<DeblocklePhase> {
        match (screen, stage) {
            (crate::deblockle::TABLE, DeblockleStage::Setup) => Some(DeblocklePhase::Setup),
            (crate::deblockle::TABLE, DeblockleStage::Play) => Some(DeblocklePhase::Play),
            _ => None,
        }
    }
}
