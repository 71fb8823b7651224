//! The rules options of the spec: variants and house rules, saved with a game.

use serde::{Deserialize, Serialize};

use super::player::ByPlayer;

/// What happens when a tip leaves a block whose symbol has nowhere to hop.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum TipWithoutHop {
    /// The tip is illegal (the standard rule).
    #[default]
    Forbid,
    /// The tip stands and the hop is skipped.
    Stay,
}

/// The options that change which moves are legal. A [`super::Position`]
/// carries these so that it can answer "what may I play?" by itself.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct MoveRules {
    /// No turn may end with a block orthogonally next to an opponent's block.
    pub no_adjacent: bool,
    /// See [`TipWithoutHop`].
    pub tip_without_hop: TipWithoutHop,
}

/// Every rules option of a game. The default is the app's: four blocks each,
/// the standard moves, and the threefold-repetition house rule on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct RulesOptions {
    /// Blocks per side, 1–4 each; different counts make a handicap.
    pub blocks: ByPlayer<u8>,
    /// The `no_adjacent` variant.
    pub no_adjacent: bool,
    /// See [`TipWithoutHop`].
    pub tip_without_hop: TipWithoutHop,
    /// House rule: the third occurrence of a position (same player to move) is a draw.
    pub repetition_draw: bool,
    /// House rule: the game is drawn once this many turns have been played.
    pub move_cap: Option<u32>,
}

impl Default for RulesOptions {
    fn default() -> RulesOptions {
        RulesOptions {
            blocks: ByPlayer::both(4),
            no_adjacent: false,
            tip_without_hop: TipWithoutHop::Forbid,
            repetition_draw: true,
            move_cap: None,
        }
    }
}

impl RulesOptions {
    /// The printed rules: every house rule off.
    pub fn strict() -> RulesOptions {
        RulesOptions {
            repetition_draw: false,
            move_cap: None,
            ..RulesOptions::default()
        }
    }

    /// The options that decide move legality.
    pub fn move_rules(&self) -> MoveRules {
        MoveRules {
            no_adjacent: self.no_adjacent,
            tip_without_hop: self.tip_without_hop,
        }
    }
}
