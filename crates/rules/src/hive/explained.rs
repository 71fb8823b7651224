//! Hive's refusals and words as translation keys (see [`Message`]).

use super::legality::HiveIllegal;
use super::notation::HiveNotationError;
use super::piece::{Bug, Colour};
use super::records::RecordError;
use super::setting_up::{HiveSetup, SetupError};
use crate::{Explained, Message};

impl Explained for Bug {
    fn message(&self) -> Message {
        Message::new(match self {
            Bug::Queen => "bug-queen",
            Bug::Beetle => "bug-beetle",
            Bug::Grasshopper => "bug-grasshopper",
            Bug::Spider => "bug-spider",
            Bug::Ant => "bug-ant",
            Bug::Mosquito => "bug-mosquito",
            Bug::Ladybug => "bug-ladybug",
            Bug::Pillbug => "bug-pillbug",
        })
    }
}

impl Explained for Colour {
    fn message(&self) -> Message {
        Message::new(match self {
            Colour::White => "hive-white",
            Colour::Black => "hive-black",
        })
    }
}

impl Explained for HiveIllegal {
    fn message(&self) -> Message {
        use HiveIllegal as H;
        match *self {
            H::GameOver => Message::new("rules-game-over"),
            H::PassWithMoves => Message::new("hive-pass-with-moves"),
            H::NotYours(piece) => Message::new("hive-not-yours").with("piece", piece.to_string()),
            H::OutOfOrder { piece, next } => Message::new("hive-out-of-order")
                .with("piece", piece.to_string())
                .with("next", next.to_string()),
            H::QueenOnFirstTurn => Message::new("hive-queen-on-first-turn"),
            H::QueenDue => Message::new("hive-queen-due"),
            H::HexTaken(_) => Message::new("hive-hex-taken"),
            H::MustTouchOwn => Message::new("hive-must-touch-own"),
            H::TouchesOther => Message::new("hive-touches-other"),
            H::MustTouchFirst => Message::new("hive-must-touch-first"),
            H::FirstTileElsewhere => Message::new("hive-first-tile-elsewhere"),
            H::QueenNotPlaced => Message::new("hive-queen-not-placed"),
            H::Covered(piece) => Message::new("hive-covered").with("piece", piece.to_string()),
            H::Pinned(piece) => Message::new("hive-pinned").with("piece", piece.to_string()),
            H::NowhereToGo(piece) => {
                Message::new("hive-nowhere-to-go").with("piece", piece.to_string())
            }
            H::MovedLastTurn(piece) => {
                Message::new("hive-moved-last-turn").with("piece", piece.to_string())
            }
            H::StackedNotThrown(piece) => {
                Message::new("hive-stacked-not-thrown").with("piece", piece.to_string())
            }
            H::CannotReach { bug } => Message::new("hive-cannot-reach").with("bug", bug.message()),
        }
    }
}

impl Explained for HiveNotationError {
    fn message(&self) -> Message {
        use HiveNotationError as E;
        match self {
            E::BadPiece(text) => Message::new("hive-bad-piece").with("text", text.clone()),
            E::BadMove(text) => Message::new("hive-bad-move").with("text", text.clone()),
            E::WhereTo(text) => Message::new("hive-where-to").with("text", text.clone()),
            E::NotInHive(piece) => {
                Message::new("hive-not-in-hive").with("piece", piece.to_string())
            }
            E::Illegal { text, reason } => Message::new("hive-illegal-in-game")
                .with("move", text.clone())
                .with("reason", reason.message()),
            E::BadGame(kind) => Message::new("hive-bad-game-type").with("kind", kind.clone()),
            E::NotInGame(piece) => {
                Message::new("hive-not-in-game").with("piece", piece.to_string())
            }
            E::Contradicts { written, replayed } => Message::new("hive-game-contradicts")
                .with("written", written.clone())
                .with("replayed", replayed.clone()),
            E::BadStart(reason) => Message::new("hive-bad-start").with("reason", reason.message()),
            E::SetUpStart => Message::new("hive-set-up-start"),
        }
    }
}

impl Explained for RecordError {
    fn message(&self) -> Message {
        match self {
            RecordError::UnknownFormat => Message::new("hive-record-unknown"),
            RecordError::Line { line, problem } => Message::new("hive-record-line")
                .with("line", line.to_string())
                .with("reason", problem.message()),
        }
    }
}

impl Explained for SetupError {
    fn message(&self) -> Message {
        match *self {
            SetupError::HiveInParts => Message::new("hive-setup-in-parts"),
            SetupError::Climber(piece) => {
                Message::new("hive-setup-climber").with("piece", piece.to_string())
            }
            SetupError::NoQueen(colour) => {
                Message::new("hive-setup-no-queen").with("player", colour.message())
            }
            SetupError::BlackFirst => Message::new("hive-setup-black-first"),
            SetupError::WhiteNotPlayed => Message::new("hive-setup-white-not-played"),
            SetupError::BlackNotPlayed => Message::new("hive-setup-black-not-played"),
            SetupError::NotInGame(piece) => {
                Message::new("hive-setup-not-in-game").with("piece", piece.to_string())
            }
            SetupError::OutOfReach => {
                Message::new("hive-setup-out-of-reach").with("reach", HiveSetup::REACH)
            }
        }
    }
}
