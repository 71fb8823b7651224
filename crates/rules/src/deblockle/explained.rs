//! Deblockle's refusals and words as translation keys (see [`Message`]).

use super::board::BoardError;
use super::by_hand::PlacementTextError;
use super::cube::Face;
use super::game::{DrawReason, Outcome, Turn};
use super::legality::IllegalMove;
use super::notation::{FaceLetter, ParseMoveError, ParsePositionError, PositionError};
use super::player::Player;
use super::setup::SetupError;
use crate::{Explained, Message};

impl Explained for Face {
    fn message(&self) -> Message {
        Message::new(match self {
            Face::Star => "face-star",
            Face::Stop => "face-stop",
            Face::Cross => "face-cross",
            Face::X => "face-x",
            Face::Slider => "face-slider",
            Face::Hoops => "face-hoops",
        })
    }
}

impl Explained for Player {
    fn message(&self) -> Message {
        Message::new(match self {
            Player::Gold => "player-gold",
            Player::Teal => "player-teal",
        })
    }
}

impl Explained for Outcome {
    fn message(&self) -> Message {
        match self {
            Outcome::Win(player) => Message::new("deblockle-wins").with("player", player.message()),
            Outcome::Draw(reason) => Message::new(match reason {
                DrawReason::NeitherCanMove => "deblockle-draw-neither-can-move",
                DrawReason::Repetition => "deblockle-draw-repetition",
                DrawReason::MoveCap => "deblockle-draw-move-cap",
                DrawReason::Agreement => "deblockle-draw-agreement",
            }),
        }
    }
}

impl Turn {
    /// The notice when this turn left the opponent without a move, so the
    /// mover goes again.
    pub fn blocked_message(&self) -> Option<Message> {
        self.opponent_blocked.then(|| {
            Message::new("deblockle-blocked")
                .with("blocked", self.player.opponent().message())
                .with("player", self.player.message())
        })
    }
}

impl Explained for ParseMoveError {
    /// Where the text went wrong is for programmers (its `Display`); a
    /// player is told what a move looks like.
    fn message(&self) -> Message {
        Message::new("deblockle-unreadable-move")
    }
}

impl Explained for IllegalMove {
    fn message(&self) -> Message {
        use IllegalMove as I;
        match *self {
            I::GameOver => Message::new("rules-game-over"),
            I::NoBlock(square) => {
                Message::new("deblockle-no-block").with("square", square.to_string())
            }
            I::NotYourBlock { square, owner } => Message::new("deblockle-not-your-block")
                .with("square", square.to_string())
                .with("owner", owner.message()),
            I::NoLegalMove(square) => {
                Message::new("deblockle-no-legal-move").with("square", square.to_string())
            }
            I::NotNextTo { .. } => Message::new("deblockle-tip-next-to-block"),
            I::TipOffBoard => Message::new("deblockle-tip-off-board"),
            I::SquareTaken(square) => {
                Message::new("deblockle-square-taken").with("square", square.to_string())
            }
            I::TipOntoHomeStar { star, target } => Message::new("deblockle-tip-onto-home-star")
                .with("star", star.to_string())
                .with("target", target.to_string()),
            I::TargetNeedsStarUp { top } => {
                Message::new("deblockle-target-needs-star-up").with("face", top.message())
            }
            I::StarUpOffTarget => Message::new("deblockle-star-up-off-target"),
            I::HopAfterRemoval => Message::new("deblockle-hop-after-removal"),
            I::StopHasNoHop => Message::new("deblockle-stop-has-no-hop"),
            I::NowhereToHop(face) => {
                Message::new("deblockle-nowhere-to-hop").with("face", face.message())
            }
            I::StaysWithoutHop(face) => {
                Message::new("deblockle-stays-without-hop").with("face", face.message())
            }
            I::HopMissing { face, example } => Message::new("deblockle-hop-missing")
                .with("face", face.message())
                .with("example", example.to_string()),
            I::HopOntoStar(_) => Message::new("deblockle-hop-onto-star"),
            I::CrossHopsOneSquare => Message::new("deblockle-cross-hops-one-square"),
            I::XHopsOneDiagonal => Message::new("deblockle-x-hops-one-diagonal"),
            I::SliderMustMove => Message::new("deblockle-slider-must-move"),
            I::SliderStraightLine => Message::new("deblockle-slider-straight-line"),
            I::SliderPathBlocked => Message::new("deblockle-slider-path-blocked"),
            I::SliderStopsEarly => Message::new("deblockle-slider-stops-early"),
            I::HoopsOddDistance => Message::new("deblockle-hoops-odd-distance"),
            I::HoopsNoPath => Message::new("deblockle-hoops-no-path"),
            I::EndsNextToOpponent => Message::new("deblockle-ends-next-to-opponent"),
        }
    }
}

impl Explained for PlacementTextError {
    fn message(&self) -> Message {
        match self {
            PlacementTextError::Unreadable(_) => Message::new("setup-unreadable-placement"),
            PlacementTextError::Broken(broken) => broken.message(),
        }
    }
}

impl Explained for SetupError {
    fn message(&self) -> Message {
        use SetupError as E;
        match *self {
            E::BlockCount { player, count } => Message::new("setup-block-count")
                .with("player", player.message())
                .with("count", count),
            E::RollCount {
                player,
                expected,
                found,
            } => Message::new("setup-roll-count")
                .with("player", player.message())
                .with("expected", expected)
                .with("found", found),
            E::PlacementCount {
                player,
                expected,
                found,
            } => Message::new("setup-placement-count")
                .with("player", player.message())
                .with("expected", expected)
                .with("found", found),
            E::NotAStartingSquare { player, square } => Message::new("setup-not-a-starting-square")
                .with("player", player.message())
                .with("square", square.to_string()),
            E::SquareUsedTwice(square) => {
                Message::new("setup-square-used-twice").with("square", square.to_string())
            }
            E::NoSuchBlock { player, block } => Message::new("setup-no-such-block")
                .with("player", player.message())
                .with("block", block),
            E::TopChanged {
                player,
                rolled,
                shown,
            } => Message::new("setup-top-changed")
                .with("player", player.message())
                .with("rolled", rolled.message())
                .with("shown", shown.message()),
            E::FaceNotRolled {
                player,
                square,
                face,
            } => Message::new("setup-face-not-rolled")
                .with("player", player.message())
                .with("square", square.to_string())
                .with("face", face.message()),
        }
    }
}

impl Explained for BoardError {
    fn message(&self) -> Message {
        match *self {
            BoardError::BlockOnStar(square) => {
                Message::new("board-block-on-star").with("square", square.to_string())
            }
            BoardError::SquareTaken(square) => {
                Message::new("board-square-taken").with("square", square.to_string())
            }
            BoardError::TooManyBlocks(player) => {
                Message::new("board-too-many-blocks").with("player", player.message())
            }
        }
    }
}

impl Explained for PositionError {
    fn message(&self) -> Message {
        match self {
            PositionError::NoBlocks => Message::new("position-no-blocks"),
        }
    }
}

impl Explained for ParsePositionError {
    /// Where the text goes wrong (its column), then why.
    fn message(&self) -> Message {
        use ParsePositionError as E;
        let at = |column: usize, reason: Message| {
            Message::new("position-at")
                .with("column", column)
                .with("reason", reason)
        };
        let letter = |letter: FaceLetter, top: &'static str, north: &'static str| {
            Message::new(match letter {
                FaceLetter::Top => top,
                FaceLetter::North => north,
            })
        };
        match *self {
            E::Empty => Message::new("position-empty"),
            E::UnexpectedChar { column, found } => at(
                column,
                Message::new("position-unexpected").with("found", found.to_string()),
            ),
            E::ZeroDigit { column } => at(column, Message::new("position-zero")),
            E::RankTooLong { column, rank } => at(
                column,
                Message::new("position-rank-too-long").with("rank", rank),
            ),
            E::RankTooShort {
                column,
                rank,
                squares,
            } => at(
                column,
                Message::new("position-rank-too-short")
                    .with("rank", rank)
                    .with("squares", squares),
            ),
            E::TooManyRanks { column } => at(column, Message::new("position-too-many-ranks")),
            E::TooFewRanks { found } => Message::new("position-too-few-ranks").with("found", found),
            E::StarOffStar { column, square } => at(
                column,
                Message::new("position-star-off-star").with("square", square.to_string()),
            ),
            E::MissingFace {
                column,
                square,
                letter: which,
            } => at(
                column,
                letter(which, "position-missing-top", "position-missing-north")
                    .with("square", square.to_string()),
            ),
            E::BadFace {
                column,
                square,
                letter: which,
                found,
            } => at(
                column,
                letter(which, "position-bad-top", "position-bad-north")
                    .with("square", square.to_string())
                    .with("found", found.to_string()),
            ),
            E::FacesNotAdjacent {
                column,
                square,
                top,
                north,
            } => at(
                column,
                Message::new("position-faces-not-adjacent")
                    .with("square", square.to_string())
                    .with("top", top.message())
                    .with("north", north.message()),
            ),
            E::Board { column, error } => at(column, error.message()),
            E::MissingTurn => Message::new("position-missing-turn"),
            E::BadTurn { column, found } => at(
                column,
                Message::new("position-bad-turn").with("found", found.to_string()),
            ),
            E::TrailingText { column } => at(column, Message::new("position-trailing")),
            E::Position(reason) => reason.message(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Arg;
    use crate::deblockle::Square;

    #[test]
    fn a_refusal_names_its_squares_and_translates_its_words() {
        let refusal = IllegalMove::NotYourBlock {
            square: "c2".parse::<Square>().unwrap(),
            owner: Player::Teal,
        }
        .message();
        assert_eq!(refusal.key, "deblockle-not-your-block");
        assert_eq!(
            refusal.args,
            vec![
                ("square", Arg::Text("c2".into())),
                ("owner", Arg::Message(Message::new("player-teal"))),
            ]
        );
    }
}
