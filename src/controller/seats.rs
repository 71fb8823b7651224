//! Which controller moves for which seat: the first to press a button on
//! a person's turn takes that seat, or with the setting on, the k-th
//! controller plugged in plays the k-th seat; one unplugged gives its
//! seats up.

use bevy::input::gamepad::GamepadConnectionEvent;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

/// Which controller moves for each seat (by the seat's place).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ControllerSeats(pub HashMap<usize, Entity>);

impl ControllerSeats {
    /// Whether `pad` may press keys now, `seat` being the seat of the
    /// person to move (none: a menu, or a program to move): yes away from
    /// a seat's turn, or when the seat is its own; a controller pressing a
    /// button on the turn of a seat nobody has taken takes it.
    /// In order (`order.in_order`), the seat is its controller's alone.
    pub(super) fn lets(
        &mut self,
        pad: Entity,
        seat: Option<usize>,
        pressing: bool,
        order: &SeatingOrder,
    ) -> bool {
        let Some(seat) = seat else {
            return true;
        };
        if order.in_order {
            return order.owner(seat).is_none_or(|owner| owner == pad);
        }
        match self.0.get(&seat) {
            Some(&owner) => owner == pad,
            None if pressing => {
                self.0.insert(seat, pad);
                true
            }
            None => true,
        }
    }
}

/// Whether the controllers take the seats in the order they were plugged
/// in (a setting), and that order.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatingOrder {
    /// The first controller plays the first seat, the second the second…
    pub in_order: bool,
    /// The controllers plugged in, first first.
    pub plugged: Vec<Entity>,
}

impl SeatingOrder {
    /// The controller that plays `seat` in order, if any is plugged in.
    fn owner(&self, seat: usize) -> Option<Entity> {
        let count = self.plugged.len();
        (count > 0).then(|| self.plugged[seat % count])
    }
}

/// Keeps the order controllers were plugged in; one unplugged (its
/// battery flat) gives up its seats, for whichever presses first on their
/// turns.
pub(super) fn follow_the_plugs(
    mut connections: MessageReader<GamepadConnectionEvent>,
    mut seats: ResMut<ControllerSeats>,
    mut order: ResMut<SeatingOrder>,
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_controller_to_press_on_a_seats_turn_takes_the_seat() {
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        let mut seats = ControllerSeats::default();
        let anyone = SeatingOrder::default();
        assert!(seats.lets(b, None, true, &anyone), "menus are everyone's");
        assert!(seats.lets(a, Some(0), true, &anyone), "a takes seat 0");
        assert!(!seats.lets(b, Some(0), true, &anyone), "not b's");
        assert!(
            seats.lets(b, Some(1), false, &anyone),
            "leaning takes nothing"
        );
        assert!(seats.lets(b, Some(1), true, &anyone), "b takes seat 1");
        assert!(!seats.lets(a, Some(1), true, &anyone));
        assert!(seats.lets(a, Some(0), true, &anyone));
        assert_eq!(seats.0.len(), 2);
    }

    #[test]
    fn in_order_each_seat_is_the_controller_plugged_in_at_its_place() {
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        let mut seats = ControllerSeats::default();
        let none_plugged = SeatingOrder {
            in_order: true,
            plugged: Vec::new(),
        };
        assert!(seats.lets(b, Some(0), true, &none_plugged), "nobody's yet");
        let order = SeatingOrder {
            in_order: true,
            plugged: vec![a, b],
        };
        assert!(!seats.lets(b, Some(0), true, &order), "seat 0 is a's");
        assert!(seats.lets(a, Some(0), true, &order));
        assert!(seats.lets(b, Some(1), true, &order));
        assert!(!seats.lets(a, Some(1), true, &order));
        assert!(seats.lets(a, Some(2), true, &order), "round again");
        assert!(seats.lets(b, None, true, &order), "menus are everyone's");
    }
}
