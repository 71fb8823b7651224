//! How the Mosquito and the Ladybug move (the Pillbug's step is the
//! Queen's; its throw is in `throws`).

use super::grid::HexSet;
use super::hex::Hex;
use super::piece::Bug;
use super::position::Position;

impl Position {
    /// A Mosquito on the ground: every move of each bug on top of a stack
    /// beside it, each destination once. Beside only Mosquitos, none.
    /// (Dynamic, so that copying bugs does not instantiate itself forever.)
    pub(super) fn mosquito_moves(&self, from: Hex, found: &mut dyn FnMut(Hex)) {
        let mut copies = [false; Bug::ALL.len()];
        for next in from.neighbours() {
            if let Some(top) = self.top(next) {
                copies[top.bug as usize] = true;
            }
        }
        let mut ends = HexSet::new();
        let mut once = |to: Hex| {
            if ends.insert(to) {
                found(to);
            }
        };
        for bug in Bug::ALL {
            if copies[bug as usize] && bug != Bug::Mosquito {
                self.own_moves(bug, from, false, &mut once as &mut dyn FnMut(Hex));
            }
        }
    }

    /// The Ladybug: up onto the hive, a step along its top, and down into
    /// an empty hex (not its own), each step under the Beetle's gate rule.
    pub(super) fn ladybug_walks(&self, from: Hex, mut found: impl FnMut(Hex)) {
        let occupied = |hex: Hex| hex != from && self.occupied(hex);
        let mut seconds = HexSet::new();
        let mut ends = HexSet::new();
        ends.insert(from);
        self.climbs(from, from, |first| {
            if !occupied(first) {
                return;
            }
            self.climbs(first, from, |second| {
                if !occupied(second) || !seconds.insert(second) {
                    return;
                }
                self.climbs(second, from, |third| {
                    if !occupied(third) && ends.insert(third) {
                        found(third);
                    }
                });
            });
        });
    }
}
