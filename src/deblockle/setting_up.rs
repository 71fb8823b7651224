//! Setting up a Deblockle position at the table (see
//! [`crate::table::set_up`]): a click on a square puts a Gold block there,
//! then a Teal one, then takes it away; a right-click or R turns the block
//! to its next orientation; T passes the move. The board refuses what
//! cannot be (a block on a star, a fifth block of a colour) and the rules
//! say when no game reaches the position (no block at all).

use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::{
    Block, Board, BoardError, Game, Orientation, Player, Position, RulesOptions, Square,
};
use tabletop_rules::tree::Cell;

use super::coords::square_of;
use super::session::{DeblockleRequest, DeblockleSession, Start};
use crate::table::set_up::{SetsUp, Touch};

/// A Deblockle position being set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeblockleSetup {
    /// The blocks.
    pub board: Board,
    /// Who moves.
    pub turn: Player,
    /// The rules the game is played under.
    pub rules: RulesOptions,
}

impl DeblockleSetup {
    /// The position, if a game can reach it.
    fn position(&self) -> Result<Position, tabletop_rules::deblockle::PositionError> {
        Position::new(self.board, self.turn, self.rules.move_rules())
    }
}

impl SetsUp for DeblockleSession {
    type Setup = DeblockleSetup;
    const HOW: &'static str = "setting-up-how-deblockle";

    fn setup(&self) -> DeblockleSetup {
        let position = self.game.position();
        DeblockleSetup {
            board: *position.board(),
            turn: position.turn(),
            rules: *self.game.rules(),
        }
    }

    fn touch(setup: &mut DeblockleSetup, cell: Cell, touch: Touch) -> Result<(), Message> {
        let Some(square) = square_of(cell) else {
            return Ok(());
        };
        setup.board = match touch {
            Touch::Next => next_on(&setup.board, square).map_err(|reason| reason.message())?,
            Touch::Turn => turned_on(&setup.board, square),
        };
        Ok(())
    }

    fn side_to_move(setup: &DeblockleSetup) -> Player {
        setup.turn
    }

    fn pass_the_move(setup: &mut DeblockleSetup) {
        setup.turn = setup.turn.opponent();
    }

    fn cannot_arise(setup: &DeblockleSetup) -> Option<Message> {
        setup.position().err().map(|reason| reason.message())
    }

    fn open(setup: &DeblockleSetup) -> Option<DeblockleRequest> {
        let position = setup.position().ok()?;
        Some(DeblockleRequest::NewGame {
            rules: setup.rules,
            start: Start::Position(position),
        })
    }

    fn reopen(game: &Game) -> DeblockleRequest {
        DeblockleRequest::NewGame {
            rules: *game.rules(),
            start: Start::Game(Box::new(game.clone())),
        }
    }
}

/// `board` with the next contents on `square`: a Gold block, a Teal one,
/// nothing, in turn, skipping what the board refuses (a colour with four
/// blocks already); a block keeps its orientation.
///
/// # Errors
/// Why no block can stand there (a star), when the square is empty.
pub fn next_on(board: &Board, square: Square) -> Result<Board, BoardError> {
    let now = board.block_at(square);
    let orientation = now.map_or(Orientation::ALL[0], |block| block.orientation);
    let next: &[Option<Player>] = match now.map(|block| block.owner) {
        None => &[Some(Player::Gold), Some(Player::Teal)],
        Some(Player::Gold) => &[Some(Player::Teal), None],
        Some(Player::Teal) => &[None],
    };
    let mut first_refusal = None;
    for &owner in next {
        let mut board = *board;
        board.remove(square);
        let placed = owner.map_or(Ok(()), |owner| {
            board.place(square, Block { owner, orientation })
        });
        match placed {
            Ok(()) => return Ok(board),
            Err(reason) => {
                first_refusal.get_or_insert(reason);
            }
        }
    }
    // Only an empty square, where both colours were refused, gets here.
    first_refusal.map_or(Ok(*board), Err)
}

/// `board` with the block on `square` turned to its next orientation (of
/// the 24); unchanged where no block stands.
pub fn turned_on(board: &Board, square: Square) -> Board {
    let mut board = *board;
    if let Some(Block { owner, orientation }) = board.remove(square) {
        let next = Orientation::ALL[(orientation.index() + 1) % Orientation::ALL.len()];
        // The square held this block a moment ago: it takes the turned one.
        let _ = board.place(
            square,
            Block {
                owner,
                orientation: next,
            },
        );
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn a_square_takes_gold_then_teal_then_nothing() {
        let empty = Board::default();
        let a1 = square("a1");
        let gold = next_on(&empty, a1).expect("a block fits");
        assert_eq!(gold.block_at(a1).map(|b| b.owner), Some(Player::Gold));
        let teal = next_on(&gold, a1).expect("a block fits");
        assert_eq!(teal.block_at(a1).map(|b| b.owner), Some(Player::Teal));
        assert_eq!(next_on(&teal, a1).expect("empty").block_at(a1), None);
    }

    #[test]
    fn the_board_refuses_a_star_and_a_fifth_block() {
        // Four Gold blocks and three Teal ones.
        let mut board = *Position::example_start().board();
        let teal = board
            .blocks()
            .find(|(_, block)| block.owner == Player::Teal)
            .map(|(square, _)| square)
            .expect("a Teal block");
        board.remove(teal);
        // d2 is a star (the spec's board: d2 and d6).
        assert_eq!(
            next_on(&board, square("d2")),
            Err(BoardError::BlockOnStar(square("d2")))
        );
        // A fifth Gold block is skipped: Teal's goes there.
        let next = next_on(&board, square("a4")).expect("fits");
        assert_eq!(
            next.block_at(square("a4")).map(|b| b.owner),
            Some(Player::Teal)
        );
        // With four of each, nothing more fits.
        assert_eq!(
            next_on(&next, square("g4")),
            Err(BoardError::TooManyBlocks(Player::Gold))
        );
    }

    #[test]
    fn a_block_turns_through_all_24_orientations() {
        let a1 = square("a1");
        let mut board = next_on(&Board::default(), a1).expect("fits");
        let mut seen = std::collections::HashSet::new();
        for _ in 0..24 {
            seen.insert(board.block_at(a1).expect("a block").orientation);
            board = turned_on(&board, a1);
        }
        assert_eq!(seen.len(), 24);
        assert_eq!(turned_on(&Board::default(), a1), Board::default());
    }

    #[test]
    fn no_game_reaches_an_empty_board_and_the_move_passes() {
        let mut setup = DeblockleSetup {
            board: Board::default(),
            turn: Player::Gold,
            rules: RulesOptions::default(),
        };
        assert!(DeblockleSession::cannot_arise(&setup).is_some());
        assert!(DeblockleSession::open(&setup).is_none());
        DeblockleSession::touch(&mut setup, Cell(0, 0, 0), Touch::Next).expect("fits");
        assert_eq!(DeblockleSession::cannot_arise(&setup), None);
        DeblockleSession::pass_the_move(&mut setup);
        assert_eq!(DeblockleSession::side_to_move(&setup), Player::Teal);
        assert!(DeblockleSession::open(&setup).is_some());
    }
}
