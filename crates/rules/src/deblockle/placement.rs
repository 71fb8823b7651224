//! Placing the rolled blocks, one action at a time: the roller puts each of
//! the opponent's blocks on a free starting square and turns it about the
//! vertical only, so the rolled face stays on top. Every action is checked
//! as it is made; [`Placement::finish`] hands over a complete placement.

use super::cube::{Face, Orientation};
use super::player::Player;
use super::setup::{PlacedBlock, SetupError, starting_squares};
use super::square::Square;

/// One roller's placement of the opponent's rolled blocks, in progress.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Placement {
    owner: Player,
    squares: &'static [Square],
    /// How each block lies: its rolled face on top, turned as last set.
    orientations: Vec<Orientation>,
    /// Where each block stands, if it has been put down.
    placed: Vec<Option<Square>>,
}

impl Placement {
    /// Starts placing `owner`'s blocks, which came to rest lying as `rests`
    /// (their tops are the rolled faces; the turns are only where they start).
    ///
    /// # Errors
    /// [`SetupError::BlockCount`] when there are not 1 to 4 blocks.
    pub fn new(owner: Player, rests: Vec<Orientation>) -> Result<Placement, SetupError> {
        let count = u8::try_from(rests.len()).unwrap_or(u8::MAX);
        let squares = starting_squares(owner, count).ok_or(SetupError::BlockCount {
            player: owner,
            count,
        })?;
        Ok(Placement {
            owner,
            squares,
            placed: vec![None; rests.len()],
            orientations: rests,
        })
    }

    /// The same blocks as they came to rest elsewhere, `lying` (each
    /// block's orientation, numbered as rolled: the roller's own throw,
    /// which counts where two computers' throws fell otherwise). If their
    /// faces differ from this roll's, the placement starts again from
    /// `lying`, nothing down; whether they did.
    ///
    /// # Errors
    /// [`SetupError::BlockCount`] when `lying` holds another number of
    /// blocks than this roll.
    pub fn roll_again_as(&mut self, lying: &[Orientation]) -> Result<bool, SetupError> {
        if lying.len() != self.orientations.len() {
            let count = u8::try_from(lying.len()).unwrap_or(u8::MAX);
            return Err(SetupError::BlockCount {
                player: self.owner,
                count,
            });
        }
        let same = lying
            .iter()
            .zip(&self.orientations)
            .all(|(theirs, ours)| theirs.top() == ours.top());
        if !same {
            *self = Placement::new(self.owner, lying.to_vec())?;
        }
        Ok(!same)
    }

    /// Whose blocks these are.
    pub fn owner(&self) -> Player {
        self.owner
    }

    /// The faces the blocks were rolled to, block by block.
    pub fn faces(&self) -> Vec<Face> {
        self.orientations.iter().map(|o| o.top()).collect()
    }

    /// How block `block` lies now.
    pub fn orientation(&self, block: usize) -> Option<Orientation> {
        self.orientations.get(block).copied()
    }

    /// Where block `block` stands, if it has been put down.
    pub fn square(&self, block: usize) -> Option<Square> {
        self.placed.get(block).copied().flatten()
    }

    /// The owner's starting squares that no block stands on yet.
    pub fn free_squares(&self) -> Vec<Square> {
        self.squares
            .iter()
            .copied()
            .filter(|square| !self.placed.contains(&Some(*square)))
            .collect()
    }

    /// Whether every block stands on a square.
    pub fn is_complete(&self) -> bool {
        self.placed.iter().all(Option::is_some)
    }

    fn check_block(&self, block: usize) -> Result<(), SetupError> {
        if block < self.placed.len() {
            Ok(())
        } else {
            Err(SetupError::NoSuchBlock {
                player: self.owner,
                block,
            })
        }
    }

    /// Puts block `block` on `square` (moving it there if it stood elsewhere).
    ///
    /// # Errors
    /// The square is not one of the owner's starting squares, or another
    /// block stands there; or there is no such block.
    pub fn place(&mut self, block: usize, square: Square) -> Result<(), SetupError> {
        self.check_block(block)?;
        if !self.squares.contains(&square) {
            return Err(SetupError::NotAStartingSquare {
                player: self.owner,
                square,
            });
        }
        if self
            .placed
            .iter()
            .enumerate()
            .any(|(other, at)| other != block && *at == Some(square))
        {
            return Err(SetupError::SquareUsedTwice(square));
        }
        self.placed[block] = Some(square);
        Ok(())
    }

    /// Takes block `block` back off the board.
    ///
    /// # Errors
    /// There is no such block.
    pub fn lift(&mut self, block: usize) -> Result<(), SetupError> {
        self.check_block(block)?;
        self.placed[block] = None;
        Ok(())
    }

    /// Turns block `block` a quarter about the vertical, clockwise seen from
    /// above (or anticlockwise); its top stays.
    ///
    /// # Errors
    /// There is no such block.
    pub fn turn(&mut self, block: usize, clockwise: bool) -> Result<(), SetupError> {
        self.check_block(block)?;
        let quarters = if clockwise { 1 } else { 3 };
        for _ in 0..quarters {
            self.orientations[block] = self.orientations[block].yawed();
        }
        Ok(())
    }

    /// Sets how block `block` lies. Only a turn about the vertical is allowed:
    /// the rolled face must stay on top.
    ///
    /// # Errors
    /// The new orientation shows another face on top, or there is no such block.
    pub fn set_orientation(
        &mut self,
        block: usize,
        orientation: Orientation,
    ) -> Result<(), SetupError> {
        self.check_block(block)?;
        let rolled = self.orientations[block].top();
        if orientation.top() != rolled {
            return Err(SetupError::TopChanged {
                player: self.owner,
                rolled,
                shown: orientation.top(),
            });
        }
        self.orientations[block] = orientation;
        Ok(())
    }

    /// The finished placement.
    ///
    /// # Errors
    /// [`SetupError::PlacementCount`] while a block is still off the board.
    pub fn finish(&self) -> Result<Vec<PlacedBlock>, SetupError> {
        self.placed
            .iter()
            .zip(&self.orientations)
            .map(|(square, &orientation)| {
                square
                    .map(|square| PlacedBlock {
                        square,
                        orientation,
                    })
                    .ok_or(SetupError::PlacementCount {
                        player: self.owner,
                        expected: self.placed.len(),
                        found: self.placed.iter().flatten().count(),
                    })
            })
            .collect()
    }
}
