//! A Blokus 3D position set up by hand: pieces of any colour put into the
//! structure in any order, each coming to rest as a piece does (the rules
//! of the stone hold: no cube in the air, none outside the structure or
//! above its limits), whose turn it is and who is out. The rules say why no
//! game reaches it: a colour's pieces not one group touching face to face,
//! a colour none of whose pieces touches the board, pieces that are not
//! one structure, or pieces that do not follow the turns.

use std::sync::Arc;

use thiserror::Error;

use super::colour::Colour;
use super::legality::{PlacementError, shape_of};
use super::placement::Placement;
use super::position::Position;

/// The pieces put in by hand, in the order put, each with its seat; whose
/// turn it was and who was out.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SetUp {
    pub(super) pieces: Vec<(u8, Placement)>,
    pub(super) to_move: u8,
    pub(super) out: u8,
}

/// Why no game reaches a position set up by hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum SetUpError {
    /// A colour's pieces are not one group touching face to face (each
    /// piece after a colour's first shares a face with its colour).
    #[error("{0:?}'s pieces do not all touch face to face")]
    Apart(Colour),
    /// None of a colour's pieces touches the board (its first does).
    #[error("none of {0:?}'s pieces touches the board")]
    OffTheBoard(Colour),
    /// The pieces are not one structure touching face to face (every piece
    /// after the very first touches one placed before it).
    #[error("the pieces are not one structure touching face to face")]
    Scattered,
    /// The colours still playing have not each placed a piece a round, in
    /// turn order, up to the colour to move.
    #[error("the pieces do not follow the turns")]
    TurnOrder,
}

/// A cube's place: x, y and height.
type CubeAt = [usize; 3];

impl Position {
    /// This position to change by hand: every piece in it as if put in by
    /// hand, whose turn it is and who is out as they are. (Its placements
    /// are no longer the game's.)
    pub fn as_set_up(&self) -> Position {
        let mut set_up = SetUp {
            pieces: self.set_up_pieces(),
            to_move: self.to_move,
            out: self.out,
        };
        let mut replay = self.restarted();
        for &placement in &self.history {
            set_up.pieces.push((replay.to_move, placement));
            // Each was made under the rules from here once.
            let _ = replay.place(placement);
        }
        let mut laid = self.empty();
        laid.lay_out(&set_up);
        laid
    }

    /// Whether the game began from a position set up by hand.
    pub fn is_set_up(&self) -> bool {
        self.set_up.is_some()
    }

    /// Where `seat` may put `placement` by hand: in its hand, coming to rest
    /// inside the structure with no cube in the air (the level it rests at).
    ///
    /// # Errors
    /// The rule of the stone it breaks.
    pub fn check_by_hand(&self, seat: usize, placement: Placement) -> Result<u8, PlacementError> {
        let piece = placement.piece;
        if seat >= self.seating.colours() || !self.holds(seat, piece) {
            return Err(PlacementError::NotInHand(piece));
        }
        self.resting_level(shape_of(placement)?, placement.x, placement.y)
    }

    /// Puts `seat`'s piece in by hand, on a position being set up (see
    /// [`Position::as_set_up`]).
    ///
    /// # Errors
    /// As [`Position::check_by_hand`]; the position is unchanged.
    pub fn put_by_hand(&mut self, seat: usize, placement: Placement) -> Result<(), PlacementError> {
        let base = self.check_by_hand(seat, placement)?;
        self.drop_cubes(seat, placement, base);
        self.set_up_mut().pieces.push((seat as u8, placement));
        Ok(())
    }

    /// Takes out by hand the piece whose cube is on top of column `(x, y)`:
    /// its colour, or `None` where the column is empty.
    ///
    /// # Errors
    /// Another piece rests on it: taking it would leave a cube in the air.
    pub fn take_by_hand(&mut self, x: usize, y: usize) -> Result<Option<Colour>, PlacementError> {
        let laid = self.laid_pieces();
        let Some(top) = usize::from(self.height(x, y)).checked_sub(1) else {
            return Ok(None);
        };
        let Some(index) = laid
            .iter()
            .position(|(_, cubes)| cubes.contains(&[x, y, top]))
        else {
            return Ok(None);
        };
        let cubes = &laid[index].1;
        let held_up = cubes.iter().any(|&[cx, cy, cz]| {
            usize::from(self.height(cx, cy)) > cz + 1 && !cubes.contains(&[cx, cy, cz + 1])
        });
        if held_up {
            return Err(PlacementError::Overhang);
        }
        let mut set_up = SetUp {
            pieces: self.set_up_pieces(),
            to_move: self.to_move,
            out: self.out,
        };
        let (seat, _) = set_up.pieces.remove(index);
        let mut rebuilt = self.empty();
        rebuilt.lay_out(&set_up);
        *self = rebuilt;
        Ok(Some(Colour::of_seat(usize::from(seat))))
    }

    /// Gives the turn to the next colour, by hand.
    pub fn pass_by_hand(&mut self) {
        let colours = self.seating.colours().max(1);
        self.give_turn_by_hand((self.seat_to_move() + 1) % colours);
    }

    /// Puts the colour to move out of the game, or back in, by hand.
    pub fn toggle_out_by_hand(&mut self) {
        let seat = self.seat_to_move();
        self.put_out_by_hand(seat, !self.is_out(seat));
    }

    /// Gives the turn to `seat` (one of the seating's), by hand.
    pub(super) fn give_turn_by_hand(&mut self, seat: usize) {
        self.to_move = seat as u8;
        self.set_up_mut().to_move = self.to_move;
    }

    /// Puts `seat` (one of the seating's) out of the game, or back in, by
    /// hand.
    pub(super) fn put_out_by_hand(&mut self, seat: usize, out: bool) {
        if out {
            self.out |= 1 << seat;
        } else {
            self.out &= !(1 << seat);
        }
        self.set_up_mut().out = self.out;
    }

    /// Whether a game can reach this position set up by hand.
    ///
    /// # Errors
    /// The first reason none can.
    pub fn check_set_up(&self) -> Result<(), SetUpError> {
        let laid = self.laid_pieces();
        for seat in 0..self.seating.colours() {
            let colour = Colour::of_seat(seat);
            let own: Vec<&Vec<CubeAt>> = laid
                .iter()
                .filter(|(owner, _)| *owner == seat)
                .map(|(_, cubes)| cubes)
                .collect();
            if own.is_empty() {
                continue;
            }
            if !own.iter().flat_map(|cubes| cubes.iter()).any(|c| c[2] == 0) {
                return Err(SetUpError::OffTheBoard(colour));
            }
            if !touching_as_one(&own) {
                return Err(SetUpError::Apart(colour));
            }
        }
        let all: Vec<&Vec<CubeAt>> = laid.iter().map(|(_, cubes)| cubes).collect();
        if !all.is_empty() && !touching_as_one(&all) {
            return Err(SetUpError::Scattered);
        }
        if !self.follows_the_turns(&laid) {
            return Err(SetUpError::TurnOrder);
        }
        Ok(())
    }

    /// The game from this position set up by hand, if one reaches it: the
    /// turn with the first colour from the one to move still able to place
    /// (a colour that cannot is out, as on its turn in a game).
    ///
    /// # Errors
    /// Why no game reaches it.
    pub fn settled(&self) -> Result<Position, SetUpError> {
        self.check_set_up()?;
        Ok(self.restarted())
    }

    /// Puts `set_up`'s pieces into this empty structure, and its turn and
    /// who is out; a piece that does not come to rest where it did is left
    /// out (none does: each came to rest there when it was put).
    pub(super) fn lay_out(&mut self, set_up: &SetUp) {
        let mut kept = SetUp {
            to_move: set_up.to_move,
            out: set_up.out,
            ..SetUp::default()
        };
        for &(seat, placement) in &set_up.pieces {
            if let Ok(base) = self.check_by_hand(usize::from(seat), placement) {
                self.drop_cubes(usize::from(seat), placement, base);
                kept.pieces.push((seat, placement));
            }
        }
        self.to_move = set_up.to_move;
        self.out = set_up.out;
        self.set_up = Some(Arc::new(kept));
    }

    /// The turn with the colour to move if it can place; else that colour
    /// is out and the turn goes on as after any turn.
    pub(super) fn settle(&mut self) {
        if self.is_over() {
            return;
        }
        let seat = self.seat_to_move();
        if self.is_out(seat) || !self.can_place() {
            self.out |= 1 << seat;
            self.pass_turn();
        }
    }

    fn set_up_pieces(&self) -> Vec<(u8, Placement)> {
        self.set_up
            .as_ref()
            .map(|set_up| set_up.pieces.clone())
            .unwrap_or_default()
    }

    fn set_up_mut(&mut self) -> &mut SetUp {
        let (to_move, out) = (self.to_move, self.out);
        let set_up = self.set_up.get_or_insert_with(|| {
            Arc::new(SetUp {
                to_move,
                out,
                ..SetUp::default()
            })
        });
        Arc::make_mut(set_up)
    }

    /// Each piece put in by hand: its seat and the cubes it laid.
    fn laid_pieces(&self) -> Vec<(usize, Vec<CubeAt>)> {
        let mut replay = self.empty();
        let mut laid = Vec::new();
        for (seat, placement) in self.set_up_pieces() {
            let seat = usize::from(seat);
            let Ok(base) = replay.check_by_hand(seat, placement) else {
                continue;
            };
            let shape = &placement.piece.orientations()[usize::from(placement.orientation)];
            let cubes = shape.cubes().iter().map(|&[dx, dy, dz]| {
                [
                    usize::from(placement.x) + dx as usize,
                    usize::from(placement.y) + dy as usize,
                    usize::from(base) + dz as usize,
                ]
            });
            laid.push((seat, cubes.collect()));
            replay.drop_cubes(seat, placement, base);
        }
        laid
    }

    /// Whether the colours still playing have each placed as many pieces,
    /// one more for those before the colour to move (the first still
    /// playing from it), and those out no more.
    fn follows_the_turns(&self, laid: &[(usize, Vec<CubeAt>)]) -> bool {
        let colours = self.seating.colours();
        let Some(to_move) = (0..colours)
            .map(|step| (self.seat_to_move() + step) % colours)
            .find(|&seat| !self.is_out(seat))
        else {
            return true;
        };
        let rounds = |seat: usize| {
            let placed = laid.iter().filter(|(owner, _)| *owner == seat).count();
            placed as isize - isize::from(seat < to_move)
        };
        let round = rounds(to_move);
        (0..colours).all(|seat| {
            if self.is_out(seat) {
                rounds(seat) <= round
            } else {
                rounds(seat) == round
            }
        })
    }
}

/// Whether the pieces are one group, each touching another face to face.
fn touching_as_one(pieces: &[&Vec<CubeAt>]) -> bool {
    let touch = |a: &Vec<CubeAt>, b: &Vec<CubeAt>| {
        a.iter().any(|p| {
            b.iter()
                .any(|q| (0..3).map(|i| p[i].abs_diff(q[i])).sum::<usize>() == 1)
        })
    };
    let mut reached = vec![false; pieces.len()];
    let mut frontier = vec![0];
    reached[0] = true;
    while let Some(here) = frontier.pop() {
        for (next, piece) in pieces.iter().enumerate() {
            if !reached[next] && touch(pieces[here], piece) {
                reached[next] = true;
                frontier.push(next);
            }
        }
    }
    reached.into_iter().all(|r| r)
}

#[cfg(test)]
mod tests;
