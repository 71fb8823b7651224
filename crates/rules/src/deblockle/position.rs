//! A position: the board, the player to move, and the move rules in force.

use serde::{Deserialize, Serialize};

use super::board::{Block, Board, STARS};
use super::cube::Face;
use super::legality::IllegalMove;
use super::movegen::{MoveCounter, MoveList, generate};
use super::notation::PositionError;
use super::player::Player;
use super::rules::MoveRules;
use super::square::{Direction, Square};
use super::steps::{Tip, hoops_path, slider_path, tip};

/// One turn: tip the block on `from` towards `tip`, then hop it to `hop`.
/// `hop` is `None` when nothing hops: a Stop on top, a removal on the target
/// star, or (option `stay`) a tip whose symbol has nowhere to go. Different
/// Hoops paths to the same square are the same move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Move {
    /// The square of the block that moves.
    pub from: Square,
    /// The direction it tips.
    pub tip: Direction,
    /// Where the hop ends, if it hops.
    pub hop: Option<Square>,
}

impl Move {
    /// The square the block tips onto, if that is on the board.
    pub fn tip_square(&self) -> Option<Square> {
        self.from.step(self.tip)
    }

    /// Where a legal move leaves its block: the hop's end, or the tip's
    /// square when it does not hop; `None` when the block leaves the board
    /// (the only legal tip onto a star).
    pub fn destination(&self) -> Option<Square> {
        self.hop
            .or_else(|| self.tip_square().filter(|&square| !STARS.contains(square)))
    }
}

/// Whether a position is still being played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Status {
    /// The player to move has a legal move.
    Ongoing,
    /// This player has no blocks left on the board.
    Won(Player),
    /// Neither player can move.
    Drawn,
}

/// The board, whose turn it is, and the move rules. Always settled: if the
/// player to move has no legal move but the opponent has, it is the
/// opponent's turn (the blocked player is Deblockle'd).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    board: Board,
    turn: Player,
    rules: MoveRules,
}

impl Position {
    /// The position of `board` with `turn` to move, passing the turn if that
    /// player is Deblockle'd.
    ///
    /// # Errors
    /// Neither side has a block: no game reaches such a board.
    pub fn new(board: Board, turn: Player, rules: MoveRules) -> Result<Position, PositionError> {
        if board.occupied().is_empty() {
            return Err(PositionError::NoBlocks);
        }
        Ok(Position { board, turn, rules }.settled())
    }

    /// The spec's example start: four blocks each on the standard squares.
    pub fn example_start() -> Position {
        Self::EXAMPLE_START
            .parse()
            .expect("the spec's example start is a valid position")
    }

    /// The spec's example start in notation.
    pub const EXAMPLE_START: &'static str = "2tCL1tXH2/3*3/2tLS1tPC2/7/2gHC1gCS2/3*3/2gSC1gXL2 g";

    /// The blocks.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The player to move.
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// The move rules in force.
    pub fn rules(&self) -> MoveRules {
        self.rules
    }

    /// The same board and turn under other move rules (settled again, since
    /// the rules decide who can move).
    pub fn with_rules(self, rules: MoveRules) -> Position {
        Position { rules, ..self }.settled()
    }

    /// Whether the game goes on, and if not, how it ended.
    pub fn status(&self) -> Status {
        if let Some(winner) = self.winner() {
            Status::Won(winner)
        } else if self.count_legal_moves() == 0 {
            Status::Drawn
        } else {
            Status::Ongoing
        }
    }

    /// The player with no blocks left, who has won.
    pub fn winner(&self) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&player| self.board.count(player) == 0)
    }

    /// Every legal move of the player to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        generate(self, &mut moves);
        moves
    }

    /// The moves `player` would have if it were their turn: an evaluation
    /// weighs both sides' options.
    pub fn moves_of(&self, player: Player) -> MoveList {
        let mut moves = MoveList::new();
        generate(
            &Position {
                turn: player,
                ..*self
            },
            &mut moves,
        );
        moves
    }

    /// How many legal moves the player to move has.
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = MoveCounter::default();
        generate(self, &mut counter);
        counter.0
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// The squares the block passes through on its hop, in order, ending
    /// where it lands: one square for Cross and X, the line for a Slider, a
    /// legal three-step path for Hoops, none when it does not hop. The app
    /// animates along it.
    ///
    /// # Errors
    /// The move is illegal.
    pub fn hop_path(&self, mv: Move) -> Result<Vec<Square>, IllegalMove> {
        self.check(mv)?;
        let (Some(end), Some(landed)) = (mv.hop, mv.tip_square()) else {
            return Ok(Vec::new());
        };
        let others = self.board.occupied().without(mv.from);
        let top = self.board.orientation_at(mv.from).tipped(mv.tip).top();
        Ok(match top {
            Face::Slider => slider_path(landed, end),
            Face::Hoops => hoops_path(landed, end, others).map_or_else(|| vec![end], Vec::from),
            _ => vec![end],
        })
    }

    /// Plays `mv`, or says why it is illegal.
    ///
    /// # Errors
    /// The move breaks a rule; the error names it in a player's words.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]), for
    /// search. An illegal move gives a meaningless position, never a panic.
    pub fn play_unchecked(&self, mv: Move) -> Position {
        self.play_unsettled(mv).settled()
    }

    /// Plays a legal move and hands the turn to the opponent, without asking
    /// whether they can move: perft settles the turn itself, counting moves
    /// only once.
    pub(super) fn play_unsettled(&self, mv: Move) -> Position {
        let mut board = self.board;
        if let Some(block) = board.remove(mv.from) {
            let others = board.occupied();
            if let Ok(Tip::Lands {
                square,
                orientation,
            }) = tip(block.owner, mv.from, block.orientation, mv.tip, others)
            {
                let end = mv.hop.unwrap_or(square);
                board.put(
                    end,
                    Block {
                        owner: block.owner,
                        orientation,
                    },
                );
            }
        }
        Position {
            board,
            turn: self.turn.opponent(),
            rules: self.rules,
        }
    }

    /// Passes the turn if the player to move is Deblockle'd and the opponent is not.
    pub(super) fn settled(self) -> Position {
        if self.winner().is_some() || self.count_legal_moves() > 0 {
            return self;
        }
        let other = self.passed();
        if other.count_legal_moves() > 0 {
            other
        } else {
            self
        }
    }

    /// The same position with the other player to move.
    pub(super) fn passed(self) -> Position {
        Position {
            turn: self.turn.opponent(),
            ..self
        }
    }
}
