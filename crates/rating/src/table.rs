//! A game's computer levels on the rating scale, as `tabletop-cli
//! rate-levels` measured them: shipped with the app, which rates players
//! against them, and remade whenever a level plays differently.

use serde::{Deserialize, Serialize};

use crate::Tally;

/// The version of the level table's file.
pub const LEVEL_TABLE_VERSION: u32 = 1;

/// One level's rating.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatedLevel {
    /// The level's name (`random`, `easy`, …).
    pub name: String,
    /// What it did when it was rated (`depth 3`, `mcts300`): a table whose
    /// levels no longer play so is out of date.
    pub plays: String,
    /// Its rating, the random mover's being 0.
    pub rating: f64,
    /// The rating's standard error.
    pub error: f64,
}

/// Every level of one game, and the games they were fitted from.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct LevelTable {
    /// [`LEVEL_TABLE_VERSION`] when written.
    pub version: u32,
    /// The game (`deblockle`, `hive`, `blokus3d`) and its setup.
    pub game: String,
    /// The seed the games were played from.
    pub seed: u64,
    /// Drawn games given each pair that met (see [`crate::fit_levels`]).
    pub prior_draws: f64,
    /// The levels, weakest first.
    pub levels: Vec<RatedLevel>,
    /// The games between them.
    pub tallies: Vec<Tally>,
}

impl LevelTable {
    /// The level called `name`.
    pub fn level(&self, name: &str) -> Option<&RatedLevel> {
        self.levels.iter().find(|level| level.name == name)
    }

    /// The table in a RON file's text.
    pub fn read(text: &str) -> Result<LevelTable, String> {
        let table: LevelTable = ron::from_str(text).map_err(|error| error.to_string())?;
        if table.version != LEVEL_TABLE_VERSION {
            return Err(format!(
                "a level table of version {}, not {LEVEL_TABLE_VERSION}",
                table.version
            ));
        }
        Ok(table)
    }

    /// The table as a RON file's text.
    pub fn write(&self) -> String {
        let pretty = ron::ser::PrettyConfig::new().struct_names(true);
        ron::ser::to_string_pretty(self, pretty).expect("a level table always serialises")
    }
}
