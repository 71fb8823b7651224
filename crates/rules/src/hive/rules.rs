//! The rule options a Hive game is played under (`shared/rules/hive.md`):
//! both on by default, as in tournaments and the published perft table.

use serde::{Deserialize, Serialize};

/// Which optional rules are in force.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct HiveRules {
    /// The tournament rule: no Queen on either player's first turn.
    pub tournament: bool,
    /// The same position with the same player to move a third time is a draw.
    pub threefold_repetition: bool,
}

impl Default for HiveRules {
    fn default() -> HiveRules {
        HiveRules::STANDARD
    }
}

impl HiveRules {
    /// Both rules on.
    pub const STANDARD: HiveRules = HiveRules {
        tournament: true,
        threefold_repetition: true,
    };
}
