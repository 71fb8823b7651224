//! Every legal placement of the seat to move.

use arrayvec::ArrayVec;
use rand::Rng;
use rand::seq::IndexedRandom;

use super::piece::PieceKind;
use super::placement::Placement;
use super::position::Position;
use super::structure::SIDE;

impl Position {
    /// Every legal placement of the seat to move (none once the game is over).
    pub fn legal_placements(&self) -> Vec<Placement> {
        let mut placements = Vec::new();
        self.generate_placements(&mut placements);
        placements
    }

    /// The legal placements of `piece` turned to `orientation`: where it
    /// fits as it is held.
    pub fn legal_spots(&self, piece: PieceKind, orientation: u8) -> Vec<Placement> {
        let mut spots = Vec::new();
        if !self.is_over() {
            self.each_placement(|placement| {
                if placement.piece == piece && placement.orientation == orientation {
                    spots.push(placement);
                }
                true
            });
        }
        spots
    }

    /// Appends [`Position::legal_placements`] to `placements`.
    pub fn generate_placements(&self, placements: &mut Vec<Placement>) {
        if !self.is_over() {
            self.each_placement(|placement| {
                placements.push(placement);
                true
            });
        }
    }

    /// Whether the seat to move has any legal placement.
    pub(super) fn can_place(&self) -> bool {
        let mut found = false;
        self.each_placement(|_| {
            found = true;
            false
        });
        found
    }

    /// Calls `found` with each legal placement of the seat to move until it
    /// answers `false`.
    fn each_placement(&self, mut found: impl FnMut(Placement) -> bool) {
        let seat = self.seat_to_move();
        for piece in PieceKind::ALL {
            if !self.holds(seat, piece) {
                continue;
            }
            for (orientation, shape) in piece.orientations().iter().enumerate() {
                let (reach_x, reach_y) = shape.reach();
                for y in 0..SIDE - reach_y as usize {
                    for x in 0..SIDE - reach_x as usize {
                        if self.check_shape(shape, x as u8, y as u8).is_ok() {
                            let placement = Placement {
                                piece,
                                orientation: orientation as u8,
                                x: x as u8,
                                y: y as u8,
                            };
                            if !found(placement) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Random candidates tried before [`Position::random_placement`] lists all.
const RANDOM_TRIES: usize = 48;

impl Position {
    /// A legal placement of the seat to move, at random, for playouts: first
    /// random pieces, orientations and squares (quick while most fit), then,
    /// if those keep failing, one of all the legal placements. Not uniform
    /// over placements, and need not be. `None` once the game is over.
    pub fn random_placement(&self, random: &mut impl Rng) -> Option<Placement> {
        if self.is_over() {
            return None;
        }
        let seat = self.seat_to_move();
        let hand: ArrayVec<PieceKind, 11> = PieceKind::ALL
            .into_iter()
            .filter(|&piece| self.holds(seat, piece))
            .collect();
        for _ in 0..RANDOM_TRIES {
            let &piece = hand.choose(random)?;
            let orientation = random.random_range(0..piece.orientations().len());
            let shape = &piece.orientations()[orientation];
            let (reach_x, reach_y) = shape.reach();
            let x = random.random_range(0..SIDE - reach_x as usize) as u8;
            let y = random.random_range(0..SIDE - reach_y as usize) as u8;
            if self.check_shape(shape, x, y).is_ok() {
                return Some(Placement {
                    piece,
                    orientation: orientation as u8,
                    x,
                    y,
                });
            }
        }
        self.legal_placements().choose(random).copied()
    }
}
