//! Why a move is illegal, in a player's words: the typed refusal behind
//! every `invalidmove`.

use thiserror::Error;

use super::hex::Hex;
use super::piece::{Bug, Piece};
use super::position::{Move, Position};

/// A rule a move breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum HiveIllegal {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A pass while a move exists.
    #[error("a pass is allowed only when nothing else is")]
    PassWithMoves,
    /// The tile belongs to the other player.
    #[error("{0} is not yours to play")]
    NotYours(Piece),
    /// Tiles of a kind go down in number order.
    #[error("{piece} is not next: place {next} first")]
    OutOfOrder {
        /// The tile asked for.
        piece: Piece,
        /// The tile of that kind to place first.
        next: Piece,
    },
    /// The tournament rule.
    #[error("the Queen may not be placed on a player's first turn")]
    QueenOnFirstTurn,
    /// The Queen is due.
    #[error("the Queen must be placed by the fourth turn: place it now")]
    QueenDue,
    /// A new tile on a taken hex (tiles go on top only by moving a Beetle).
    #[error("a new tile goes on an empty hex")]
    HexTaken(Hex),
    /// Placement away from one's own colour.
    #[error("a new tile must touch your own colour")]
    MustTouchOwn,
    /// Placement touching the other colour.
    #[error("a new tile may not touch the other colour")]
    TouchesOther,
    /// The second tile must touch the first.
    #[error("the second tile must touch the first")]
    MustTouchFirst,
    /// The first tile goes in the middle.
    #[error("the first tile goes at the origin")]
    FirstTileElsewhere,
    /// No move before one's own Queen is down.
    #[error("no tile may move before its owner's Queen is placed")]
    QueenNotPlaced,
    /// The tile is under a Beetle.
    #[error("{0} is covered by a Beetle and cannot move")]
    Covered(Piece),
    /// The tile holds the hive together.
    #[error("moving {0} would split the hive")]
    Pinned(Piece),
    /// The tile can go nowhere at all this turn.
    #[error("{0} has nowhere to go")]
    NowhereToGo(Piece),
    /// The tile moved last turn (by itself or by a Pillbug) rests this turn.
    #[error("{0} moved last turn, so it cannot move or be moved now")]
    MovedLastTurn(Piece),
    /// A Pillbug moves only a tile alone on its hex.
    #[error("a Pillbug cannot move {0}: it is in a stack")]
    StackedNotThrown(Piece),
    /// The bug cannot get there (gates, its way of moving, or the hive's edge).
    #[error("a {bug:?} on its hex cannot reach that hex")]
    CannotReach {
        /// The tile's bug.
        bug: Bug,
    },
}

impl Position {
    /// Whether `mv` is legal here, and if not, why.
    ///
    /// # Errors
    /// The first rule the move breaks.
    pub fn check(&self, mv: Move) -> Result<(), HiveIllegal> {
        if self.outcome().is_some() {
            return Err(HiveIllegal::GameOver);
        }
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return Ok(());
        }
        let me = self.to_move();
        match mv {
            Move::Pass => Err(HiveIllegal::PassWithMoves),
            Move::Move(piece, _) if piece.colour != me => Err(self.why_not_thrown(piece)),
            Move::Place(piece, _) if piece.colour != me => Err(HiveIllegal::NotYours(piece)),
            Move::Place(piece, to) => Err(self.why_not_placed(piece, to)),
            Move::Move(piece, _) => Err(self.why_not_moved(piece)),
        }
    }

    /// Why `piece` cannot be played at all this turn (placed from the hand,
    /// moved in the hive, or throwing a tile), or `None` when some legal
    /// move plays it.
    pub fn why_immobile(&self, piece: Piece) -> Option<HiveIllegal> {
        if self.outcome().is_some() {
            return Some(HiveIllegal::GameOver);
        }
        let plays_it =
            |mv: &Move| matches!(*mv, Move::Place(p, _) | Move::Move(p, _) if p == piece);
        // A Pillbug that can throw is in play even where it cannot move.
        if self.legal_moves().iter().any(plays_it) || self.throws().iter().any(|t| t.by == piece) {
            return None;
        }
        let reason = match self.location(piece) {
            Some(_) if piece.colour != self.to_move() => self.why_not_thrown(piece),
            None if piece.colour != self.to_move() => HiveIllegal::NotYours(piece),
            Some(_) => self.why_not_moved(piece),
            None => self.why_not_from_hand(piece),
        };
        Some(match reason {
            HiveIllegal::CannotReach { .. } => HiveIllegal::NowhereToGo(piece),
            reason => reason,
        })
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    /// The rule it breaks.
    pub fn play(&self, mv: Move) -> Result<Position, HiveIllegal> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Why `piece`, in its owner's hand, may not come into play now
    /// anywhere (or `CannotReach` when only the hexes are to blame).
    fn why_not_from_hand(&self, piece: Piece) -> HiveIllegal {
        let turn = self.turn_number();
        if let Some(next) = self.next_in_hand(piece.colour, piece.bug)
            && next != piece
        {
            return HiveIllegal::OutOfOrder { piece, next };
        }
        if piece.bug == Bug::Queen && turn == 1 && self.rules().tournament {
            return HiveIllegal::QueenOnFirstTurn;
        }
        if turn == 4 && piece.bug != Bug::Queen && !self.queen_placed(piece.colour) {
            return HiveIllegal::QueenDue;
        }
        HiveIllegal::CannotReach { bug: piece.bug }
    }

    fn why_not_placed(&self, piece: Piece, to: Hex) -> HiveIllegal {
        let in_hand = self.why_not_from_hand(piece);
        if !matches!(in_hand, HiveIllegal::CannotReach { .. }) {
            return in_hand;
        }
        if self.occupied(to) {
            return HiveIllegal::HexTaken(to);
        }
        match self.ply() {
            0 => HiveIllegal::FirstTileElsewhere,
            1 => HiveIllegal::MustTouchFirst,
            _ => {
                let touches = |colour| {
                    to.neighbours()
                        .iter()
                        .any(|&n| self.top(n).is_some_and(|p| p.colour == colour))
                };
                if touches(piece.colour.other()) {
                    HiveIllegal::TouchesOther
                } else {
                    HiveIllegal::MustTouchOwn
                }
            }
        }
    }

    fn why_not_moved(&self, piece: Piece) -> HiveIllegal {
        if !self.queen_placed(piece.colour) {
            return if self.turn_number() == 4 {
                HiveIllegal::QueenDue
            } else {
                HiveIllegal::QueenNotPlaced
            };
        }
        match self.location(piece) {
            Some(at) if self.top(at) != Some(piece) => HiveIllegal::Covered(piece),
            _ if self.last_moved() == Some(piece) => HiveIllegal::MovedLastTurn(piece),
            Some(at) if self.height(at) == 1 && self.pinned().contains(piece) => {
                HiveIllegal::Pinned(piece)
            }
            _ => HiveIllegal::CannotReach { bug: piece.bug },
        }
    }

    /// Why the other player's `piece` cannot be thrown to where it was
    /// asked (by a Pillbug, or a Mosquito beside one, of the player to
    /// move): it is simply not theirs where no such tile is beside it.
    fn why_not_thrown(&self, piece: Piece) -> HiveIllegal {
        let me = self.to_move();
        let Some(at) = self.location(piece) else {
            return HiveIllegal::NotYours(piece);
        };
        let beside_thrower = at
            .neighbours()
            .into_iter()
            .any(|hex| self.can_throw(me, hex));
        if !beside_thrower {
            return HiveIllegal::NotYours(piece);
        }
        if !self.queen_placed(me) {
            return HiveIllegal::QueenNotPlaced;
        }
        match () {
            () if self.top(at) != Some(piece) => HiveIllegal::Covered(piece),
            () if self.height(at) > 1 => HiveIllegal::StackedNotThrown(piece),
            () if self.last_moved() == Some(piece) => HiveIllegal::MovedLastTurn(piece),
            () if self.pinned().contains(piece) => HiveIllegal::Pinned(piece),
            () => HiveIllegal::CannotReach { bug: Bug::Pillbug },
        }
    }
}
