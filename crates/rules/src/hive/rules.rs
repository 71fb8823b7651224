//! The rule options a Hive game is played under (`shared/rules/hive.md`):
//! the tournament and repetition rules on by default, as in tournaments and
//! the published perft table, and the expansion bugs in the box (UHP's game
//! type, `Base+MLP`).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::piece::Bug;

/// Which optional rules are in force.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct HiveRules {
    /// The tournament rule: no Queen on either player's first turn.
    pub tournament: bool,
    /// The same position with the same player to move a third time is a draw.
    pub threefold_repetition: bool,
    /// The expansion bugs played with (none: the base game). Absent in
    /// files written before the expansions.
    #[serde(default)]
    pub expansions: Expansions,
}

impl Default for HiveRules {
    fn default() -> HiveRules {
        HiveRules::STANDARD
    }
}

impl HiveRules {
    /// Both rules on, the base game.
    pub const STANDARD: HiveRules = HiveRules {
        tournament: true,
        threefold_repetition: true,
        expansions: Expansions::BASE,
    };

    /// These rules with `expansions` in the box.
    pub const fn with_expansions(self, expansions: Expansions) -> HiveRules {
        HiveRules { expansions, ..self }
    }
}

/// The official expansion bugs in a game, one of each per player when in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Expansions {
    /// The Mosquito.
    pub mosquito: bool,
    /// The Ladybug.
    pub ladybug: bool,
    /// The Pillbug.
    pub pillbug: bool,
}

impl Expansions {
    /// None: the base game.
    pub const BASE: Expansions = Expansions {
        mosquito: false,
        ladybug: false,
        pillbug: false,
    };

    /// All three, as most games on hivegame.com are played.
    pub const ALL: Expansions = Expansions {
        mosquito: true,
        ladybug: true,
        pillbug: true,
    };

    /// Whether `bug` is in the box: every base bug, and the expansion bugs
    /// chosen.
    pub const fn includes(self, bug: Bug) -> bool {
        match bug {
            Bug::Mosquito => self.mosquito,
            Bug::Ladybug => self.ladybug,
            Bug::Pillbug => self.pillbug,
            _ => true,
        }
    }

    /// Reads a UHP game type: `Base`, or `Base+` and any of `M`, `L`, `P`
    /// once each in that order (`Base+MLP`).
    pub fn parse(game_type: &str) -> Option<Expansions> {
        if game_type == "Base" {
            return Some(Expansions::BASE);
        }
        let letters = game_type.strip_prefix("Base+")?;
        let mut expansions = Expansions::BASE;
        let mut order = ['M', 'L', 'P'].into_iter();
        for letter in letters.chars() {
            // Each letter once, in UHP's order.
            order.by_ref().find(|&l| l == letter)?;
            match letter {
                'M' => expansions.mosquito = true,
                'L' => expansions.ladybug = true,
                _ => expansions.pillbug = true,
            }
        }
        (expansions != Expansions::BASE).then_some(expansions)
    }

    /// Every game type, `Base` first.
    pub fn every() -> impl Iterator<Item = Expansions> {
        (0..8).map(|bits: u8| Expansions {
            mosquito: bits & 1 != 0,
            ladybug: bits & 2 != 0,
            pillbug: bits & 4 != 0,
        })
    }
}

impl fmt::Display for Expansions {
    /// The UHP game type: `Base`, `Base+ML`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Base")?;
        if *self != Expansions::BASE {
            f.write_str("+")?;
        }
        for (on, letter) in [
            (self.mosquito, "M"),
            (self.ladybug, "L"),
            (self.pillbug, "P"),
        ] {
            if on {
                f.write_str(letter)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_types_read_back_as_written() {
        let written: Vec<String> = Expansions::every().map(|e| e.to_string()).collect();
        assert_eq!(
            written,
            [
                "Base", "Base+M", "Base+L", "Base+ML", "Base+P", "Base+MP", "Base+LP", "Base+MLP"
            ]
        );
        for expansions in Expansions::every() {
            assert_eq!(Expansions::parse(&expansions.to_string()), Some(expansions));
        }
        for bad in [
            "",
            "base",
            "Base+",
            "Base+PM",
            "Base+MM",
            "Base+X",
            "Base+MLPX",
            "Base+ML ",
        ] {
            assert_eq!(Expansions::parse(bad), None, "{bad:?}");
        }
    }
}
