//! Blokus 3D's refusals and words as translation keys (see [`Message`]).

use super::colour::Colour;
use super::legality::PlacementError;
use super::notation::PositionParseError;
use super::placement::PlacementParseError;
use super::setting_up::SetUpError;
use crate::{Explained, Message};

impl Explained for Colour {
    fn message(&self) -> Message {
        Message::new(match self {
            Colour::Blue => "colour-blue",
            Colour::Yellow => "colour-yellow",
            Colour::Red => "colour-red",
            Colour::Green => "colour-green",
        })
    }
}

impl Explained for PlacementParseError {
    fn message(&self) -> Message {
        Message::new("blokus-bad-placement").with("text", self.0.clone())
    }
}

impl Explained for PositionParseError {
    fn message(&self) -> Message {
        match self {
            PositionParseError::Setup(text) => {
                Message::new("blokus-bad-setup").with("text", text.clone())
            }
            PositionParseError::Placement(bad) => bad.message(),
            PositionParseError::SetUpPart(text) => {
                Message::new("blokus-bad-set-up-part").with("text", text.clone())
            }
            PositionParseError::GivenUp(text) => {
                Message::new("blokus-bad-given-up").with("text", text.clone())
            }
            PositionParseError::SetUp(reason) => {
                Message::new("blokus-set-up-unreachable").with("reason", reason.message())
            }
            PositionParseError::Illegal {
                number,
                placement,
                reason,
            } => Message::new("blokus-illegal-placement")
                .with("number", *number)
                .with("placement", placement.to_string())
                .with("reason", reason.message()),
        }
    }
}

impl Explained for PlacementError {
    fn message(&self) -> Message {
        use PlacementError as P;
        match *self {
            P::GameOver => Message::new("rules-game-over"),
            P::NotInHand(piece) => {
                Message::new("blokus-not-in-hand").with("piece", piece.to_string())
            }
            P::NoSuchOrientation { piece, orientation } => {
                Message::new("blokus-no-such-orientation")
                    .with("piece", piece.to_string())
                    .with("last", piece.orientations().len().saturating_sub(1))
                    .with("orientation", orientation)
            }
            P::Outside => Message::new("blokus-outside"),
            P::Overhang => Message::new("blokus-overhang"),
            P::TooHigh => Message::new("blokus-too-high"),
            P::FirstMustTouchAPiece => Message::new("blokus-first-must-touch-a-piece"),
            P::FirstMustTouchTheBoard => Message::new("blokus-first-must-touch-the-board"),
            P::MustTouchOwnColour => Message::new("blokus-must-touch-own-colour"),
        }
    }
}

impl Explained for SetUpError {
    fn message(&self) -> Message {
        match *self {
            SetUpError::Apart(colour) => {
                Message::new("blokus-set-up-apart").with("colour", colour.message())
            }
            SetUpError::OffTheBoard(colour) => {
                Message::new("blokus-set-up-off-the-board").with("colour", colour.message())
            }
            SetUpError::Scattered => Message::new("blokus-set-up-scattered"),
            SetUpError::TurnOrder => Message::new("blokus-set-up-turn-order"),
        }
    }
}
