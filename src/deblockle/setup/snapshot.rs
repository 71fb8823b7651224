//! A setup under way as data, for the autosave: what was decided so far
//! (the plan, the finished placements, the blocks put down by the roller
//! now placing). The throws are not saved: they come again from the seed,
//! so a resumed setup rolls the same faces and picks up where it was.

use serde::{Deserialize, Serialize};
use tabletop_rules::deblockle::{
    ByPlayer, Orientation, PlacedBlock, Player, RulesOptions, SetupError, Square,
};

use super::{Setup, SetupPlan, Stage};

/// What a setup has decided so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetupSnapshot {
    /// The rules of the game to come.
    pub rules: RulesOptions,
    /// How the setup goes.
    pub plan: SetupPlan,
    /// Who is rolling now.
    pub roller: Player,
    /// The finished placements, by whose blocks they are.
    pub finished: ByPlayer<Option<Vec<PlacedBlock>>>,
    /// How each block of the roller now placing lies, and where it stands
    /// if it is down (empty before the roll comes to rest).
    pub placing: Vec<(Orientation, Option<Square>)>,
}

impl Setup {
    /// What this setup has decided so far.
    pub fn snapshot(&self) -> SetupSnapshot {
        let placing = match &self.stage {
            Stage::Placing { placement, .. } => (0..placement.faces().len())
                .filter_map(|block| Some((placement.orientation(block)?, placement.square(block))))
                .collect(),
            Stage::Throwing(_) | Stage::Rolling { .. } => Vec::new(),
        };
        SetupSnapshot {
            rules: self.rules,
            plan: self.plan,
            roller: self.roller,
            finished: self.finished.clone(),
            placing,
        }
    }

    /// The setup again from a snapshot: the current roller's throw comes
    /// again from the seed (at rest, not in motion), then the blocks that
    /// were down go back where they were.
    ///
    /// # Errors
    /// A side has not 1 to 4 blocks.
    pub fn resume(snapshot: SetupSnapshot) -> Result<Setup, SetupError> {
        let mut setup = Setup::rolled_by(snapshot.rules, snapshot.plan, snapshot.roller)?;
        setup.plan.animate = false;
        setup.finished = snapshot.finished;
        setup.restore = Some(snapshot.placing);
        Ok(setup)
    }
}
