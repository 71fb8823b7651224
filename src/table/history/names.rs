//! Who sits at the screen: in every game's new-game options, a line per
//! person at the table chooses their name among the players kept (or the
//! list's last entry, a new player, opens a field to type one). The names
//! chosen last are kept with the players for the next run.

use std::collections::BTreeMap;

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::Players;
use super::naming::{NameDialog, Naming, open_name_dialog};
use super::pads::PadRow;
use super::strength::NewGamePlayers;
use crate::kept::KeptFile;
use crate::table::clock::spawn_clock_row;
use crate::table::options::{
    ControlKind, OptionGroup, OptionRow, option_rows_plugin, spawn_option_line,
};

/// The most people at one table (Blokus 3D's four).
pub const MOST_PEOPLE: usize = 4;

pub(super) fn plugin(app: &mut App) {
    option_rows_plugin::<NameRow>(app);
    app.add_systems(Update, (know_players, keep_seated, ask_for_a_name).chain());
}

/// The default name of the person at `place` (from 0) in seat order.
pub fn default_name(place: usize) -> String {
    format!("Player {}", place + 1)
}

/// The names of the people at a table, in the order they sit (the first
/// person's, the second's…), and what the options need to offer them.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SeatNames {
    /// Each person's name, "Player 1" to "Player 4" unless chosen.
    pub chosen: Vec<String>,
    /// How many people each game's new-game options seat (by the game's
    /// name), as last noted.
    pub people: BTreeMap<&'static str, usize>,
    /// The players kept, in the order they were added.
    pub known: Vec<String>,
    /// The person for whom a new name is to be typed, once asked.
    pub naming: Option<usize>,
}

impl Default for SeatNames {
    fn default() -> SeatNames {
        SeatNames {
            chosen: (0..MOST_PEOPLE).map(default_name).collect(),
            people: BTreeMap::new(),
            known: Vec::new(),
            naming: None,
        }
    }
}

impl SeatNames {
    /// The name of person `place` (from 0) in seat order.
    pub fn of(&self, place: usize) -> String {
        self.chosen
            .get(place)
            .cloned()
            .unwrap_or_else(|| default_name(place))
    }

    /// The names offered at a table of `people`: the players kept, then
    /// the names at the table that are not kept yet, then the table's
    /// default names (so that anyone may play unnamed again).
    pub fn offered(&self, people: usize) -> Vec<String> {
        let seated = self.chosen.iter().take(people).cloned();
        let defaults = (0..people).map(default_name);
        let mut offered = self.known.clone();
        for name in seated.chain(defaults) {
            if !offered.contains(&name) {
                offered.push(name);
            }
        }
        offered
    }

    /// Seats `name` at `place`; whoever sat there with that name takes the
    /// place's name instead, so that no two places share one.
    pub fn seat(&mut self, place: usize, name: &str) {
        while self.chosen.len() <= place {
            self.chosen.push(default_name(self.chosen.len()));
        }
        if let Some(other) = self.chosen.iter().position(|seated| seated == name) {
            self.chosen.swap(place, other);
        } else {
            self.chosen[place] = name.to_owned();
        }
    }

    /// A name kept is no more: whoever sat with it gets a name no one else
    /// at the table has (a default name stays where it is).
    pub fn forget(&mut self, name: &str) {
        for place in 0..self.chosen.len() {
            if self.chosen[place] == name && default_name(place) != name {
                self.chosen[place] = self.free_name(place);
            }
        }
    }

    /// `old` is called `new` now, wherever it sits; whoever else sat as
    /// `new` (a default name) gets another.
    pub fn rename(&mut self, old: &str, new: &str) {
        let Some(renamed) = self.chosen.iter().position(|seated| seated == old) else {
            return;
        };
        new.clone_into(&mut self.chosen[renamed]);
        for place in 0..self.chosen.len() {
            if place != renamed && self.chosen[place] == new {
                self.chosen[place] = self.free_name(place);
            }
        }
    }

    /// A default name no one at the table has: the place's own if free.
    fn free_name(&self, place: usize) -> String {
        std::iter::once(default_name(place))
            .chain((0..).map(default_name))
            .find(|default| !self.chosen.contains(default))
            .unwrap_or_default()
    }

    fn people_of(&self, game: &str) -> usize {
        self.people.get(game).copied().unwrap_or(1)
    }
}

/// The line that names person `place` at `game`'s table.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameRow {
    /// The game (its [`crate::table::game::TableGame::GAME`]).
    pub game: &'static str,
    /// The person, from 0, in seat order.
    pub place: usize,
}

impl OptionRow for NameRow {
    type Settings = SeatNames;
    type Group = OptionGroup;

    fn group(self) -> OptionGroup {
        OptionGroup::Names
    }

    fn name(self) -> Message {
        Message::new("options-person-name").with("number", self.place + 1)
    }

    fn explanation(self) -> Message {
        Message::new("options-person-name-about")
    }

    fn kind(self) -> ControlKind {
        ControlKind::Choice
    }

    /// The names offered, then a new player.
    fn values(self, names: &SeatNames) -> Vec<Message> {
        names
            .offered(names.people_of(self.game))
            .into_iter()
            .map(|name| Message::new("record-name").with("name", name))
            .chain([Message::new("options-new-player")])
            .collect()
    }

    fn chosen(self, names: &SeatNames) -> usize {
        let name = names.of(self.place);
        names
            .offered(names.people_of(self.game))
            .iter()
            .position(|offered| *offered == name)
            .unwrap_or(0)
    }

    /// A name offered takes the place; the last entry asks for a new one.
    fn choose(self, names: &mut SeatNames, index: usize) {
        match names.offered(names.people_of(self.game)).get(index) {
            Some(name) => names.seat(self.place, name),
            None => names.naming = Some(self.place),
        }
    }

    fn applies(self, names: &SeatNames) -> bool {
        self.place < names.people_of(self.game)
    }
}

/// The lines every game's new-game options share, in their groups: each
/// person's name (and controller) among the players, the clock among the
/// rules (the `more` of [`crate::table::options::spawn_option_groups`]).
pub fn new_game_rows<S: NewGamePlayers>(group: OptionGroup, lines: &mut ChildSpawnerCommands) {
    if group == OptionGroup::Names {
        for place in 0..MOST_PEOPLE {
            let game = S::GAME;
            spawn_option_line(lines, NameRow { game, place });
            spawn_option_line(lines, PadRow { game, place });
        }
    }
    spawn_clock_row(group, lines);
}

/// Keeps the names offered in step with the players kept, and seats the
/// names chosen last time once the players are read.
fn know_players(players: Res<Players>, mut names: ResMut<SeatNames>, mut seated: Local<bool>) {
    if !players.is_changed() && *seated {
        return;
    }
    let known: Vec<String> = players
        .players
        .iter()
        .map(|profile| profile.name.clone())
        .collect();
    if names.known != known {
        names.known = known;
    }
    if !*seated {
        *seated = true;
        for (place, name) in players.seated.iter().enumerate().take(MOST_PEOPLE) {
            names.seat(place, name);
        }
    }
}

/// Keeps the names chosen with the players, for the next run (the
/// default names are not written until another is chosen).
fn keep_seated(names: Res<SeatNames>, mut players: ResMut<Players>, file: Res<KeptFile<Players>>) {
    let unchosen = players.seated.is_empty() && names.chosen == SeatNames::default().chosen;
    if names.is_changed() && players.seated != names.chosen && !unchosen {
        players.seated.clone_from(&names.chosen);
        file.keep(&players);
    }
}

/// Opens the field to type a new player's name, once the list asks.
fn ask_for_a_name(
    mut names: ResMut<SeatNames>,
    open: Query<(), With<NameDialog>>,
    mut commands: Commands,
) {
    if names.naming.is_none() {
        return;
    }
    if let Some(place) = names.naming.take()
        && open.is_empty()
    {
        commands.run_system_cached_with(open_name_dialog, Naming::Seat(place));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> SeatNames {
        SeatNames {
            known: vec!["Ana".into(), "Ben".into()],
            people: [("hive", 2)].into(),
            ..SeatNames::default()
        }
    }

    #[test]
    fn a_table_offers_the_players_kept_then_its_own_default_names_then_a_new_one() {
        let names = names();
        let row = NameRow {
            game: "hive",
            place: 1,
        };
        let values = row.values(&names);
        let words: Vec<_> = ["Ana", "Ben", "Player 1", "Player 2"]
            .map(|name| Message::new("record-name").with("name", name))
            .into_iter()
            .chain([Message::new("options-new-player")])
            .collect();
        assert_eq!(values, words);
        assert_eq!(row.chosen(&names), 3, "Player 2 sits second");
        assert!(row.applies(&names));
        let third = NameRow {
            game: "hive",
            place: 2,
        };
        assert!(!third.applies(&names), "two people play Hive here");
    }

    #[test]
    fn choosing_a_name_seated_elsewhere_swaps_the_two_and_the_last_entry_asks() {
        let mut names = names();
        let first = NameRow {
            game: "hive",
            place: 0,
        };
        let second = NameRow {
            game: "hive",
            place: 1,
        };
        first.choose(&mut names, 0);
        assert_eq!(names.chosen[..2], ["Ana", "Player 2"]);
        // Player 1 is still offered, to play unnamed again.
        let offered = names.offered(2);
        assert_eq!(offered, ["Ana", "Ben", "Player 2", "Player 1"]);
        second.choose(&mut names, 0);
        assert_eq!(names.chosen[..2], ["Player 2", "Ana"]);
        assert_eq!(second.chosen(&names), 0);
        let last = second.values(&names).len() - 1;
        second.choose(&mut names, last);
        assert_eq!(names.naming, Some(1));
        assert_eq!(names.chosen[..2], ["Player 2", "Ana"], "nothing seated yet");
    }

    #[test]
    fn a_forgotten_or_renamed_player_leaves_no_name_twice() {
        let mut names = names();
        names.seat(0, "Ana");
        names.seat(1, "Player 1");
        names.forget("Ana");
        // "Player 1" sits second: the first takes the first default free.
        assert_eq!(
            names.chosen,
            ["Player 2", "Player 1", "Player 3", "Player 4"]
        );
        names.forget("Player 3");
        assert_eq!(names.of(2), "Player 3", "a default name stays");
        names.rename("Player 1", "Cleo");
        assert_eq!(names.of(1), "Cleo");
        // Renamed as a default name someone else sits as: they get another.
        names.rename("Cleo", "Player 2");
        assert_eq!(
            names.chosen,
            ["Player 1", "Player 2", "Player 3", "Player 4"]
        );
        assert_eq!(names.of(7), "Player 8");
    }
}
