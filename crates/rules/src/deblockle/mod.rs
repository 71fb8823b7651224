//! Deblockle: two players tip and hop symbol cubes across a 7×7 board.
//!
//! The normative rules are `shared/rules/deblockle.md`. A [`Position`] is an
//! immutable value; [`Position::play`] checks a [`Move`] and returns the next
//! position or an [`IllegalMove`] that says why, in a player's words. A
//! [`Game`] adds history (for undo and repetition) and the result.
//!
//! ```
//! use tabletop_rules::deblockle::{Move, Position};
//!
//! let start = Position::example_start();
//! assert_eq!(start.legal_moves().len(), 39);
//! let next = start.play("c1N-d3".parse::<Move>()?)?;
//! // The c1 block tipped north (X now on top, Star facing north) and hopped to d3.
//! assert_eq!(next.to_string(), "2tCL1tXH2/3*3/2tLS1tPC2/7/2gHCgXSgCS2/3*3/4gXL2 t");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod bitboard;
mod board;
mod by_hand;
mod cube;
mod distance;
mod explained;
mod game;
mod legality;
mod movegen;
mod notation;
mod perft;
mod placement;
mod player;
mod position;
mod puzzle;
mod record;
mod retro;
mod rules;
mod searchable;
mod setup;
mod square;
mod steps;

pub use bitboard::Bitboard;
pub use board::{Block, Board, BoardError, STARS};
pub use by_hand::{PlacementTextError, ROLLERS, SetupByHand, write_placement};
pub use cube::{CubeLayout, Face, Orientation, STANDARD_LAYOUT};
pub use distance::{MAX_TURNS_TO_LEAVE, turns_to_leave};
pub use game::{BlocksOff, DrawReason, Game, Outcome, Turn, Undone};
pub use legality::{IllegalMove, tip_onto};
pub use movegen::{MoveList, Pieces, TipEnds};
pub use notation::{
    FaceLetter, ParseMoveError, ParsePlacedBlockError, ParsePositionError, ParseSquareError,
    PositionError,
};
pub use perft::{perft, perft_divide};
pub use placement::Placement;
pub use player::{ByPlayer, Player};
pub use position::{Move, Position, Status};
pub use puzzle::{Goal, PUZZLE_BOOK_VERSION, Puzzle, PuzzleBook, PuzzleError, Standing};
pub use record::{GameRecord, RecordError};
pub use retro::turns_before;
pub use rules::{MoveRules, RulesOptions, TipWithoutHop};
pub use setup::{GameSetup, PlacedBlock, Roll, SetupError, check_placement, starting_squares};
pub use square::{Direction, Square};
pub use steps::hop_destinations;
