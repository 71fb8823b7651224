//! Whether a placement is legal, and if not, which rule it breaks.

use thiserror::Error;

use super::piece::{PieceKind, Shape};
use super::placement::Placement;
use super::position::Position;
use super::structure::{SIDE, SQUARES};

/// A rule a placement breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum PlacementError {
    /// Nobody can place any more.
    #[error("the game is over")]
    GameOver,
    /// The piece was placed already.
    #[error("{0} is not in your hand")]
    NotInHand(PieceKind),
    /// No such orientation.
    #[error("{piece} has orientations 0 to {}, not {orientation}", piece.orientations().len() - 1)]
    NoSuchOrientation {
        /// The piece.
        piece: PieceKind,
        /// The index asked for.
        orientation: u8,
    },
    /// A cube off the structure's footprint.
    #[error("a cube would stand outside the structure")]
    Outside,
    /// Part of the piece would hang over empty space.
    #[error("every cube must rest on the board or on a cube: this would leave a gap below")]
    Overhang,
    /// Higher than the structure allows.
    #[error("a cube would stand higher than the structure allows there")]
    TooHigh,
    /// A first piece must touch a piece already placed.
    #[error("your first piece must share a face with a piece already placed")]
    FirstMustTouchAPiece,
    /// A first piece must touch the board.
    #[error("your first piece must touch the board")]
    FirstMustTouchTheBoard,
    /// Later pieces must touch their own colour.
    #[error("a piece must share a face with a cube of its own colour")]
    MustTouchOwnColour,
}

/// The six face neighbours' offsets.
const FACES: [[i8; 3]; 6] = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
];

/// The shape `placement` turns its piece to.
///
/// # Errors
/// The piece has no such orientation.
pub(super) fn shape_of(placement: Placement) -> Result<&'static Shape, PlacementError> {
    let piece = placement.piece;
    piece
        .orientations()
        .get(usize::from(placement.orientation))
        .ok_or(PlacementError::NoSuchOrientation {
            piece,
            orientation: placement.orientation,
        })
}

impl Position {
    /// Whether the seat to move may make `placement`; if so, the height its
    /// lowest cubes come to rest at.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn check(&self, placement: Placement) -> Result<u8, PlacementError> {
        self.check_in_hand(placement.piece)?;
        self.check_shape(shape_of(placement)?, placement.x, placement.y)
    }

    /// Whether the seat to move may take `piece` up to place it.
    ///
    /// # Errors
    /// The game is over, or the piece is not in the seat's hand.
    pub fn check_in_hand(&self, piece: PieceKind) -> Result<(), PlacementError> {
        if self.is_over() {
            return Err(PlacementError::GameOver);
        }
        if !self.holds(self.seat_to_move(), piece) {
            return Err(PlacementError::NotInHand(piece));
        }
        Ok(())
    }

    /// The level a placement would come down to, legal or not: its shape
    /// let down until a cube meets a column (the board, off the grid). For
    /// showing where a piece that may not go somewhere would land; an
    /// orientation the piece lacks lands at 0.
    pub fn landing_level(&self, placement: Placement) -> u8 {
        let Some(shape) = placement
            .piece
            .orientations()
            .get(usize::from(placement.orientation))
        else {
            return 0;
        };
        let level = shape
            .cubes()
            .iter()
            .map(|&[dx, dy, dz]| {
                let x = usize::from(placement.x) + dx as usize;
                let y = usize::from(placement.y) + dy as usize;
                let height = if x < SIDE && y < SIDE {
                    self.heights[y * SIDE + x]
                } else {
                    0
                };
                i16::from(height) - i16::from(dz)
            })
            .max()
            .unwrap_or(0);
        u8::try_from(level.max(0)).unwrap_or(0)
    }

    /// [`Position::check`] for a known shape of a piece in hand.
    pub(super) fn check_shape(&self, shape: &Shape, x: u8, y: u8) -> Result<u8, PlacementError> {
        let base = self.resting_level(shape, x, y)?;
        self.check_contact(shape, x, y, base)?;
        Ok(base)
    }

    /// Where a shape let down at `(x, y)` comes to rest, if the structure
    /// takes it there: the rules of the stone, not of the game's turns.
    pub(super) fn resting_level(&self, shape: &Shape, x: u8, y: u8) -> Result<u8, PlacementError> {
        let (reach_x, reach_y) = shape.reach();
        if usize::from(x) + reach_x as usize >= SIDE || usize::from(y) + reach_y as usize >= SIDE {
            return Err(PlacementError::Outside);
        }
        let square_of =
            |dx: i8, dy: i8| (usize::from(y) + dy as usize) * SIDE + usize::from(x) + dx as usize;
        // The piece comes to rest on the highest column under it; every
        // column must then meet its lowest cube exactly.
        let mut base = 0;
        for &[dx, dy, dz] in shape.cubes() {
            let square = square_of(dx, dy);
            if self.structure.limit(square) == 0 {
                return Err(PlacementError::Outside);
            }
            base = base.max(i16::from(self.heights[square]) - i16::from(dz));
        }
        for &[dx, dy, dz] in shape.cubes() {
            let square = square_of(dx, dy);
            let z = base + i16::from(dz);
            let lowest_here = shape
                .cubes()
                .iter()
                .filter(|c| c[0] == dx && c[1] == dy)
                .all(|c| c[2] >= dz);
            if lowest_here && z != i16::from(self.heights[square]) {
                return Err(PlacementError::Overhang);
            }
            if z >= i16::from(self.structure.limit(square)) {
                return Err(PlacementError::TooHigh);
            }
        }
        Ok(base as u8)
    }

    /// The contact rules: anything for the very first piece; a seat's first
    /// piece touches a placed piece and the board; later ones their colour.
    fn check_contact(&self, shape: &Shape, x: u8, y: u8, base: u8) -> Result<(), PlacementError> {
        if self.placed == 0 {
            return Ok(());
        }
        let seat = self.seat_to_move();
        let own = seat as u8 + 1;
        let mut touches_any = false;
        let mut touches_own = false;
        for &[dx, dy, dz] in shape.cubes() {
            let at = [x as i8 + dx, y as i8 + dy, base as i8 + dz];
            for face in FACES {
                let [nx, ny, nz] = [at[0] + face[0], at[1] + face[1], at[2] + face[2]];
                if !(0..SIDE as i8).contains(&nx) || !(0..SIDE as i8).contains(&ny) || nz < 0 {
                    continue;
                }
                let (nx, ny, nz) = (nx as usize, ny as usize, nz as usize);
                if nz >= usize::from(self.heights[ny * SIDE + nx]) {
                    continue;
                }
                let colour = self.cubes[nz * SQUARES + ny * SIDE + nx];
                touches_any = true;
                touches_own |= colour == own;
            }
        }
        if self.started(seat) {
            return if touches_own {
                Ok(())
            } else {
                Err(PlacementError::MustTouchOwnColour)
            };
        }
        if !touches_any {
            return Err(PlacementError::FirstMustTouchAPiece);
        }
        // Each orientation's lowest cube is at 0, so it touches the board
        // exactly when it rests at height 0.
        if base != 0 {
            return Err(PlacementError::FirstMustTouchTheBoard);
        }
        Ok(())
    }

    /// Makes `placement` for the seat to move, if legal.
    ///
    /// # Errors
    /// The rule it breaks; the position is unchanged.
    pub fn place(&mut self, placement: Placement) -> Result<(), PlacementError> {
        let base = self.check(placement)?;
        self.put(placement, base);
        Ok(())
    }
}
