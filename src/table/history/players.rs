//! The players by name, kept in the data folder (`players.ron`), each with
//! a rating per game: after every finished game of two sides, a person's
//! rating moves against the computer level they played (its rating from
//! the level table) or against the other person's rating before the game.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_ai::Level;
use tabletop_rating::{LevelTable, Opponent, Rating, Score, even_opponent};

use super::book::{Player, RatingChange};
use crate::kept::Kept;

/// The level a player who has not played a game yet is thought to be
/// near: their rating's deviation (350) covers the levels either side.
const NEWCOMERS_LEVEL: &str = "medium";
/// The largest deviation a rating has: a newcomer's.
const NEWCOMERS_DEVIATION: f64 = 350.0;

/// Everyone who has played at this computer.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Players {
    /// The format's version.
    pub version: u32,
    /// The players, in the order they were added.
    pub players: Vec<Profile>,
    /// The names seated at the tables last, in seat order (offered first
    /// at the next run).
    #[serde(default)]
    pub seated: Vec<String>,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    /// Their name, unique among the players.
    pub name: String,
    /// Their rating in each game they have played rated (`hive`).
    pub ratings: BTreeMap<String, Rating>,
}

impl Kept for Players {
    const FILE: &'static str = "players.ron";
    const WHAT: &'static str = "players";
    const VERSION: u32 = 1;
    const SETS_ASIDE_DAMAGED: bool = true;
    const UNREADABLE: &'static str = "players-unreadable";

    fn fresh() -> Players {
        Players {
            version: Self::VERSION,
            players: Vec::new(),
            seated: Vec::new(),
        }
    }
}

impl Players {
    /// The player called `name`.
    pub fn profile(&self, name: &str) -> Option<&Profile> {
        self.players.iter().find(|profile| profile.name == name)
    }

    /// The player called `name`, added if there is none.
    pub fn profile_mut(&mut self, name: &str) -> &mut Profile {
        let index = match self.players.iter().position(|profile| profile.name == name) {
            Some(index) => index,
            None => {
                self.players.push(Profile {
                    name: name.to_owned(),
                    ratings: BTreeMap::new(),
                });
                self.players.len() - 1
            }
        };
        &mut self.players[index]
    }

    /// Calls the player `old` `new` (their ratings go with them).
    pub fn rename(&mut self, old: &str, new: &str) {
        for profile in &mut self.players {
            if profile.name == old {
                new.clone_into(&mut profile.name);
            }
        }
        for seated in &mut self.seated {
            if seated == old {
                new.clone_into(seated);
            }
        }
    }

    /// Forgets the player called `name` and their ratings.
    pub fn remove(&mut self, name: &str) {
        self.players.retain(|profile| profile.name != name);
    }

    /// `name`'s rating in `game`, or a newcomer's against `levels`.
    pub fn rating(&self, name: &str, game: &str, levels: &LevelTable) -> Rating {
        self.profile(name)
            .and_then(|profile| profile.ratings.get(game).copied())
            .filter(|&rating| usable(rating))
            .unwrap_or_else(|| newcomer(levels))
    }

    /// Rates a finished game of `game` between `seats` (two sides; the
    /// `winners`' sides won, none is a draw) and keeps the new ratings;
    /// each side's change, where it was rated.
    pub fn rate(
        &mut self,
        game: &str,
        levels: &LevelTable,
        seats: &[Player],
        winners: &[usize],
    ) -> Vec<Option<RatingChange>> {
        let [first, second] = seats else {
            return vec![None; seats.len()];
        };
        // Both from the ratings before the game.
        let opponent_of = |player: &Player| match player {
            Player::Person(name) => Some(self.rating(name, game, levels).as_opponent()),
            Player::Computer(level) => levels.level(level.name()).map(|rated| Opponent {
                rating: rated.rating,
                deviation: rated.error,
            }),
            Player::Engine(_) => None,
        };
        let against = [opponent_of(second), opponent_of(first)];
        let same_person = first == second;
        let mut changes = Vec::new();
        for (side, (player, opponent)) in seats.iter().zip(against).enumerate() {
            let change = match (player, opponent) {
                (Player::Person(name), Some(opponent)) if !same_person => {
                    let before = self.rating(name, game, levels);
                    let score = match (winners.is_empty(), winners.contains(&side)) {
                        (true, _) => Score::Draw,
                        (false, true) => Score::Win,
                        (false, false) => Score::Loss,
                    };
                    let after = before.after_game(opponent, score);
                    self.profile_mut(name)
                        .ratings
                        .insert(game.to_owned(), after);
                    Some(RatingChange { before, after })
                }
                _ => None,
            };
            changes.push(change);
        }
        changes
    }
}

/// The computer level against which a player rated `rating` has the most
/// even chances, by `levels`.
pub fn even_level(rating: Rating, levels: &LevelTable) -> Option<Level> {
    let rated: Vec<(Level, Opponent)> = levels
        .levels
        .iter()
        .filter_map(|level| {
            let opponent = Opponent {
                rating: level.rating,
                deviation: level.error,
            };
            Some((level.name.parse().ok()?, opponent))
        })
        .collect();
    even_opponent(rating, &rated)
}

/// Whether a rating read from the file is one the maths can move (a
/// damaged or edited file may hold anything): finite, with a deviation
/// and a volatility in Glicko-2's range.
fn usable(rating: Rating) -> bool {
    rating.rating.is_finite()
        && (1.0..=NEWCOMERS_DEVIATION).contains(&rating.deviation)
        && (0.0..1.0).contains(&rating.volatility)
        && rating.volatility > 0.0
}

/// A player's rating before their first game: near the newcomers' level.
fn newcomer(levels: &LevelTable) -> Rating {
    Rating::new_player(
        levels
            .level(NEWCOMERS_LEVEL)
            .map_or(0.0, |level| level.rating),
    )
}

#[cfg(test)]
mod tests {
    use tabletop_rating::RatedLevel;

    use super::*;

    fn levels() -> LevelTable {
        let level = |name: &str, rating: f64| RatedLevel {
            name: name.to_owned(),
            plays: String::new(),
            rating,
            error: 20.0,
        };
        LevelTable {
            version: 1,
            game: "test".to_owned(),
            seed: 1,
            prior_draws: 2.0,
            levels: vec![
                level("random", 0.0),
                level("medium", 800.0),
                level("hard", 1400.0),
            ],
            tallies: Vec::new(),
        }
    }

    fn person(name: &str) -> Player {
        Player::Person(name.to_owned())
    }

    #[test]
    fn a_win_against_a_level_raises_a_newcomer_from_the_newcomers_level() {
        let mut players = Players::fresh();
        let seats = [person("Ana"), Player::Computer(Level::Hard)];
        let changes = players.rate("hive", &levels(), &seats, &[0]);
        let change = changes[0].expect("Ana is rated");
        assert_eq!(change.before.rating, 800.0);
        assert!(change.after.rating > 800.0 && change.after.deviation < 350.0);
        assert_eq!(changes[1], None);
        assert_eq!(
            players.profile("Ana").expect("added").ratings["hive"],
            change.after
        );
        // A loss to Random lowers it; another game is unrated.
        let lost = players.rate(
            "hive",
            &levels(),
            &[Player::Computer(Level::Random), person("Ana")],
            &[0],
        );
        assert!(lost[1].expect("rated").after.rating < change.after.rating);
        let ana = players.profile("Ana").expect("Ana");
        assert!(!ana.ratings.contains_key("deblockle"));
    }

    #[test]
    fn two_people_move_each_other_and_engines_or_oneself_rate_nobody() {
        let mut players = Players::fresh();
        let changes = players.rate("deblockle", &levels(), &[person("Ana"), person("Ben")], &[]);
        let (ana, ben) = (changes[0].expect("Ana"), changes[1].expect("Ben"));
        // Equal ratings and a draw: neither moves, both grow surer.
        assert!((ana.after.rating - ana.before.rating).abs() < 1e-9);
        assert!(ben.after.deviation < ben.before.deviation);
        let engine = players.rate(
            "hive",
            &levels(),
            &[person("Ana"), Player::Engine("nokamute".into())],
            &[0],
        );
        assert_eq!(engine, [None, None]);
        let alone = players.rate("hive", &levels(), &[person("Ana"), person("Ana")], &[0]);
        assert_eq!(alone, [None, None]);
        let ana = players.rating("Ana", "hive", &levels());
        // A newcomer in Hive: even with the newcomers' level.
        assert_eq!(even_level(ana, &levels()), Some(Level::Medium));
        let three = players.rate(
            "blokus3d",
            &levels(),
            &[person("A"), person("B"), person("C")],
            &[0],
        );
        assert_eq!(three, [None, None, None]);
    }
}
