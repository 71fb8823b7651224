//! "At my strength": the computer level against which the first person at
//! the screen (named under Names in the options) has the most even chances in
//! a game, by their rating and the game's level table. Each game's new-game
//! options keep it at hand, so that choosing it is one step.

use bevy::ecs::component::Mutable;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabletop_ai::Level;

use super::players::{Players, even_level};
use super::{LevelTables, SeatNames};

/// The ratings that say which level is at a person's strength.
#[derive(SystemParam)]
pub struct Strength<'w> {
    players: Res<'w, Players>,
    tables: Res<'w, LevelTables>,
}

impl Strength<'_> {
    /// The level at `name`'s strength in `game` (a newcomer's is the
    /// newcomers' level; a game without levels rated, the default).
    pub fn level(&self, game: &str, name: &str) -> Level {
        let Some(table) = self.tables.0.get(game) else {
            return Level::default();
        };
        let rating = self.players.rating(name, game, table);
        even_level(rating, table).unwrap_or_default()
    }
}

/// What the players' lines every game's new-game options share need of
/// the game's own options: the level at the player's strength they offer,
/// and how many people they seat at the screen (one line names each).
pub trait NewGamePlayers: Resource + Component<Mutability = Mutable> {
    /// The game (its [`crate::table::game::TableGame::GAME`]).
    const GAME: &'static str;
    /// The level "at my strength" picks, as last noted.
    fn strength_mut(&mut self) -> &mut Level;
    /// How many people the options seat at the screen.
    fn people(&self) -> usize;
}

/// Keeps `S`'s level at the player's strength and its count of people up
/// to date (changing either only when it changes, so that the lines are
/// not redrawn every frame).
pub fn note_players<S: NewGamePlayers>(
    mut options: ResMut<S>,
    strength: Strength,
    mut names: ResMut<SeatNames>,
) {
    let level = strength.level(S::GAME, &names.of(0));
    if *options.bypass_change_detection().strength_mut() != level {
        *options.strength_mut() = level;
    }
    let people = options.people();
    if names.people.get(S::GAME) != Some(&people) {
        names.people.insert(S::GAME, people);
    }
}

#[cfg(test)]
mod tests {
    use tabletop_rating::{LevelTable, RatedLevel, Rating};

    use super::super::Profile;
    use super::*;

    #[derive(Resource, Default)]
    struct Options(Level);

    impl NewGamePlayers for Options {
        const GAME: &'static str = "hive";
        fn strength_mut(&mut self) -> &mut Level {
            &mut self.0
        }
        fn people(&self) -> usize {
            1
        }
    }

    fn table() -> LevelTable {
        let level = |name: &str, rating| RatedLevel {
            name: name.to_owned(),
            plays: String::new(),
            rating,
            error: 30.0,
        };
        LevelTable {
            version: 1,
            game: "hive".to_owned(),
            seed: 1,
            prior_draws: 2.0,
            levels: vec![
                level("random", 0.0),
                level("medium", 900.0),
                level("hard", 1800.0),
            ],
            tallies: Vec::new(),
        }
    }

    #[test]
    fn the_first_persons_rating_picks_the_level_and_a_newcomer_gets_the_newcomers_one() {
        let mut app = App::new();
        app.insert_resource(Players::default())
            .insert_resource(LevelTables([("hive", table())].into()))
            .init_resource::<SeatNames>()
            .init_resource::<Options>()
            .add_systems(Update, note_players::<Options>);
        app.update();
        assert_eq!(app.world().resource::<Options>().0, Level::Medium);
        let strong = Rating {
            rating: 1700.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        app.world_mut()
            .resource_mut::<Players>()
            .players
            .push(Profile {
                name: "Player 1".to_owned(),
                ratings: [("hive".to_owned(), strong)].into(),
            });
        app.update();
        assert_eq!(app.world().resource::<Options>().0, Level::Hard);
        assert_eq!(app.world().resource::<SeatNames>().people["hive"], 1);
        // Someone new sits first: a newcomer's level again.
        app.world_mut().resource_mut::<SeatNames>().seat(0, "Ben");
        app.update();
        assert_eq!(app.world().resource::<Options>().0, Level::Medium);
    }
}
