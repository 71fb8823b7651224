//! Blokus 3D's refusals and words as translation keys (see [`Message`]).

use super::colour::Colour;
use super::legality::PlacementError;
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
