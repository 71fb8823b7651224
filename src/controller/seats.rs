//! Which controller moves for which person: the one the new-game options
//! chose for them (by its place in the order controllers were plugged
//! in), or else the first to press a button on their turn, which keeps
//! the seat; one unplugged gives its seats up.

use bevy::input::gamepad::GamepadConnectionEvent;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::table::history::pads::PadChoices;

/// Which controller took each person's seat by pressing first (by the
/// person's place in seat order).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ControllerSeats(pub HashMap<usize, Entity>);

impl ControllerSeats {
    /// Whether `pad` may press keys now, `person` being the place of the
    /// person to move (none: a menu, or a program to move): yes away from
    /// a person's turn; on it, when the options chose `pad` for them, or
    /// chose none and the seat is its own or nobody's (a controller
    /// pressing a button then takes it) and `pad` is not chosen for
    /// another.
    pub(super) fn lets(
        &mut self,
        pad: Entity,
        person: Option<usize>,
        pressing: bool,
        order: &SeatingOrder,
        choices: &PadChoices,
    ) -> bool {
        let Some(person) = person else {
            return true;
        };
        if let Some(chosen) = choices.of(person).and_then(|k| order.plugged.get(k)) {
            return *chosen == pad;
        }
        let place = order.plugged.iter().position(|&plugged| plugged == pad);
        if place.is_some_and(|place| choices.chosen_for_another(place, person)) {
            return false;
        }
        match self.0.get(&person) {
            Some(&owner) => owner == pad,
            None if pressing => {
                self.0.insert(person, pad);
                true
            }
            None => true,
        }
    }
}

/// The controllers plugged in, first first.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatingOrder {
    /// The controllers, in the order they were plugged in.
    pub plugged: Vec<Entity>,
}

/// Keeps the order controllers were plugged in; one unplugged (its
/// battery flat) gives up its seats, for whichever presses first on their
/// turns.
pub(super) fn follow_the_plugs(
    mut connections: MessageReader<GamepadConnectionEvent>,
    mut seats: ResMut<ControllerSeats>,
    mut order: ResMut<SeatingOrder>,
    mut choices: ResMut<PadChoices>,
) {
    for event in connections.read() {
        let pad = event.gamepad;
        if event.disconnected() {
            seats.0.retain(|_, owner| *owner != pad);
            order.plugged.retain(|&plugged| plugged != pad);
        } else if !order.plugged.contains(&pad) {
            order.plugged.push(pad);
        }
    }
    choices.set_plugged(order.plugged.len());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::history::pads::PadRow;
    use crate::table::options::OptionRow;

    fn pads() -> (Entity, Entity) {
        (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        )
    }

    #[test]
    fn the_first_controller_to_press_on_a_persons_turn_takes_the_seat() {
        let (a, b) = pads();
        let mut seats = ControllerSeats::default();
        let order = SeatingOrder {
            plugged: vec![a, b],
        };
        let open = PadChoices::default();
        assert!(
            seats.lets(b, None, true, &order, &open),
            "menus are everyone's"
        );
        assert!(
            seats.lets(a, Some(0), true, &order, &open),
            "a takes seat 0"
        );
        assert!(!seats.lets(b, Some(0), true, &order, &open), "not b's");
        assert!(
            seats.lets(b, Some(1), false, &order, &open),
            "leaning takes nothing"
        );
        assert!(
            seats.lets(b, Some(1), true, &order, &open),
            "b takes seat 1"
        );
        assert!(!seats.lets(a, Some(1), true, &order, &open));
        assert!(seats.lets(a, Some(0), true, &order, &open));
        assert_eq!(seats.0.len(), 2);
    }

    #[test]
    fn a_controller_chosen_for_a_person_plays_for_them_alone() {
        let (a, b) = pads();
        let mut seats = ControllerSeats::default();
        let order = SeatingOrder {
            plugged: vec![a, b],
        };
        let mut choices = PadChoices::default();
        choices.set_plugged(2);
        // The second person plays with controller 1 (a); the first with
        // whichever presses first, but not a.
        PadRow {
            game: "hive",
            place: 1,
        }
        .choose(&mut choices, 1);
        assert!(
            !seats.lets(b, Some(1), true, &order, &choices),
            "a's person"
        );
        assert!(seats.lets(a, Some(1), true, &order, &choices));
        assert!(
            !seats.lets(a, Some(0), true, &order, &choices),
            "a is chosen for another"
        );
        assert!(
            seats.lets(b, Some(0), true, &order, &choices),
            "b takes the open seat"
        );
        assert!(
            seats.lets(a, None, true, &order, &choices),
            "menus are everyone's"
        );
        // With a unplugged the controllers are counted again: b is
        // controller 1, the second person's.
        let only_b = SeatingOrder { plugged: vec![b] };
        choices.set_plugged(1);
        assert!(seats.lets(b, Some(1), true, &only_b, &choices));
        assert!(!seats.lets(b, Some(0), true, &only_b, &choices));
    }
}
