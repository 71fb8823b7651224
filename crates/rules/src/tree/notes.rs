//! What a player writes of a move: a comment, one of the usual move
//! symbols, and marks drawn on the board (arrows, circled cells).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// What was written of a move (or of the start, before the first).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Notes {
    /// The comment, as typed.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comment: String,
    /// Its move symbol, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub symbol: Option<Symbol>,
    /// Arrows and circles drawn on the board at this move.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<Mark>,
}

impl Notes {
    /// Whether nothing is written.
    pub fn is_empty(&self) -> bool {
        self.comment.is_empty() && self.symbol.is_none() && self.marks.is_empty()
    }

    /// Draws `mark`, or takes it away when it is drawn already (drawing the
    /// same arrow twice clears it, as on the chess sites).
    pub fn toggle_mark(&mut self, mark: Mark) {
        match self.marks.iter().position(|drawn| *drawn == mark) {
            Some(place) => {
                self.marks.remove(place);
            }
            None => self.marks.push(mark),
        }
    }
}

/// The move symbols players write (PGN's first six NAGs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    /// `!`, a good move.
    Good,
    /// `?`, a mistake.
    Mistake,
    /// `!!`, a brilliant move.
    Brilliant,
    /// `??`, a blunder.
    Blunder,
    /// `!?`, an interesting move.
    Interesting,
    /// `?!`, a dubious move.
    Dubious,
}

impl Symbol {
    /// Every symbol, in the order of their NAGs ($1 to $6).
    pub const ALL: [Symbol; 6] = [
        Symbol::Good,
        Symbol::Mistake,
        Symbol::Brilliant,
        Symbol::Blunder,
        Symbol::Interesting,
        Symbol::Dubious,
    ];

    /// The symbol as written after a move.
    pub fn text(self) -> &'static str {
        match self {
            Symbol::Good => "!",
            Symbol::Mistake => "?",
            Symbol::Brilliant => "!!",
            Symbol::Blunder => "??",
            Symbol::Interesting => "!?",
            Symbol::Dubious => "?!",
        }
    }

    /// Its Numeric Annotation Glyph in PGN (`$1` for `!`).
    pub fn nag(self) -> u8 {
        match self {
            Symbol::Good => 1,
            Symbol::Mistake => 2,
            Symbol::Brilliant => 3,
            Symbol::Blunder => 4,
            Symbol::Interesting => 5,
            Symbol::Dubious => 6,
        }
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// Text that is not a move symbol.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a move symbol (!, ?, !!, ??, !?, ?! or $1 to $6)")]
pub struct NotASymbol(pub String);

impl FromStr for Symbol {
    type Err = NotASymbol;

    /// A symbol as written (`!?`) or as its NAG (`$5`).
    fn from_str(text: &str) -> Result<Symbol, NotASymbol> {
        Symbol::ALL
            .into_iter()
            .find(|symbol| symbol.text() == text || format!("${}", symbol.nag()) == text)
            .ok_or_else(|| NotASymbol(text.to_owned()))
    }
}

/// A cell of a game's board in the game's own coordinates: Deblockle's
/// column and row, Hive's axial hex and height, Blokus 3D's x, y and level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cell(pub i32, pub i32, pub i32);

/// A mark drawn on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// An arrow from one cell to another.
    Arrow {
        /// Where it starts.
        from: Cell,
        /// Where it points.
        to: Cell,
    },
    /// A circled cell.
    Circle(Cell),
}
