//! Which game controller each person at the screen plays with: in every
//! game's new-game options, while a controller is plugged in, a line under
//! each person's name chooses one of the controllers plugged in (numbered
//! in the order they were plugged in) or the first to press a button on
//! that person's turn. The keyboard and the mouse play for everyone.

use std::collections::BTreeMap;

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::names::{MOST_PEOPLE, SeatNames};
use crate::table::options::{ControlKind, OptionGroup, OptionRow, option_rows_plugin};

pub(super) fn plugin(app: &mut App) {
    option_rows_plugin::<PadRow>(app);
    app.init_resource::<PadChoices>()
        .add_systems(Update, count_the_people);
}

/// The controllers chosen for the people, and what the options need to
/// offer them.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct PadChoices {
    /// For each person in seat order, the controller (its place in the
    /// order they were plugged in, from 0) that plays for them; none: the
    /// first to press a button on their turn.
    pub chosen: [Option<usize>; MOST_PEOPLE],
    /// How many controllers are plugged in.
    pub plugged: usize,
    /// How many people each game's new-game options seat (by the game's
    /// name), as the names' lines have them.
    people: BTreeMap<&'static str, usize>,
}

impl PadChoices {
    /// The controller chosen for person `place`, if one is plugged in.
    pub fn of(&self, place: usize) -> Option<usize> {
        self.chosen
            .get(place)
            .copied()
            .flatten()
            .filter(|&pad| pad < self.plugged)
    }

    /// Whether controller `pad` is chosen for a person other than `place`.
    pub fn chosen_for_another(&self, pad: usize, place: usize) -> bool {
        (0..MOST_PEOPLE).any(|other| other != place && self.of(other) == Some(pad))
    }

    /// `count` controllers are plugged in now.
    pub fn set_plugged(&mut self, count: usize) {
        if self.plugged != count {
            self.plugged = count;
        }
    }
}

/// The line that chooses person `place`'s controller at `game`'s table.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PadRow {
    /// The game (its [`crate::table::game::TableGame::GAME`]).
    pub game: &'static str,
    /// The person, from 0, in seat order.
    pub place: usize,
}

impl OptionRow for PadRow {
    type Settings = PadChoices;
    type Group = OptionGroup;

    fn group(self) -> OptionGroup {
        OptionGroup::Names
    }

    fn name(self) -> Message {
        Message::new("options-person-controller").with("number", self.place + 1)
    }

    fn explanation(self) -> Message {
        Message::new("options-person-controller-about")
    }

    fn kind(self) -> ControlKind {
        ControlKind::Choice
    }

    /// The first to press, then each controller plugged in.
    fn values(self, choices: &PadChoices) -> Vec<Message> {
        std::iter::once(Message::new("options-controller-anyone"))
            .chain(
                (1..=choices.plugged)
                    .map(|number| Message::new("options-controller-number").with("number", number)),
            )
            .collect()
    }

    fn chosen(self, choices: &PadChoices) -> usize {
        choices.of(self.place).map_or(0, |pad| pad + 1)
    }

    fn choose(self, choices: &mut PadChoices, index: usize) {
        if let Some(chosen) = choices.chosen.get_mut(self.place) {
            *chosen = index.checked_sub(1);
        }
    }

    /// Shown for the people at the table while a controller is plugged in.
    fn applies(self, choices: &PadChoices) -> bool {
        choices.plugged > 0 && self.place < choices.people.get(self.game).copied().unwrap_or(1)
    }
}

/// Keeps the count of people at each game's table as the names have it.
fn count_the_people(names: Res<SeatNames>, mut choices: ResMut<PadChoices>) {
    if names.is_changed() && choices.people != names.people {
        choices.people.clone_from(&names.people);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_plugged_two_people() -> PadChoices {
        PadChoices {
            plugged: 2,
            people: [("hive", 2)].into(),
            ..PadChoices::default()
        }
    }

    #[test]
    fn a_person_may_take_any_controller_plugged_in_or_the_first_to_press() {
        let mut choices = two_plugged_two_people();
        let second = PadRow {
            game: "hive",
            place: 1,
        };
        let words: Vec<_> = [
            Message::new("options-controller-anyone"),
            Message::new("options-controller-number").with("number", 1),
            Message::new("options-controller-number").with("number", 2),
        ]
        .into();
        assert_eq!(second.values(&choices), words);
        assert_eq!(second.chosen(&choices), 0, "the first to press");
        second.choose(&mut choices, 2);
        assert_eq!(choices.of(1), Some(1));
        assert_eq!(second.chosen(&choices), 2);
        assert!(choices.chosen_for_another(1, 0));
        assert!(!choices.chosen_for_another(1, 1));
        second.choose(&mut choices, 0);
        assert_eq!(choices.of(1), None);
    }

    #[test]
    fn the_lines_show_for_the_people_at_the_table_while_a_controller_is_plugged_in() {
        let mut choices = two_plugged_two_people();
        let row = |place| PadRow {
            game: "hive",
            place,
        };
        assert!(row(1).applies(&choices));
        assert!(!row(2).applies(&choices), "two people play Hive here");
        row(1).choose(&mut choices, 2);
        choices.set_plugged(1);
        assert!(row(0).applies(&choices));
        assert_eq!(choices.of(1), None, "controller 2 is gone");
        assert_eq!(row(1).chosen(&choices), 0);
        choices.set_plugged(0);
        assert!(!row(0).applies(&choices), "no controller, no line");
        choices.set_plugged(2);
        assert_eq!(choices.of(1), Some(1), "plugged in again, chosen again");
    }
}
