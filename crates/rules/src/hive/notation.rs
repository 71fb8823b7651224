//! Universal Hive Protocol notation: piece names (`wQ`, `bA2`), move
//! strings (`wS1`, `bG1 -wS1`, `wA1 wS1/`, `wB1 wQ`, `pass`) and game
//! strings (`Base;InProgress;White[3];wS1;bG1 -wS1;…`).
//!
//! A move string names where a tile goes by a tile next to it: `-`, `/`
//! or `\` before the reference means west, south-west or north-west of it;
//! after it, east, north-east or south-east; no mark means on top of it.

use thiserror::Error;

use super::hex::Hex;
use super::legality::HiveIllegal;
use super::piece::{Bug, Colour, Piece};
use super::position::{Move, Position};
use super::setting_up::SetupError;

/// Why a piece name, move string or game string cannot be read, or a move
/// cannot be played.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum HiveNotationError {
    /// Not a piece name.
    #[error("'{0}' is not a piece (like wQ, bS1, wA3)")]
    BadPiece(String),
    /// Not a move string.
    #[error("'{0}' is not a move string (like wS1, bG1 -wS1, wB1 wQ, pass)")]
    BadMove(String),
    /// The reference tile is not in the hive.
    #[error("{0} is not in the hive")]
    NotInHive(Piece),
    /// A well-formed move that the rules do not allow here.
    #[error("{text}: {reason}")]
    Illegal {
        /// The move string.
        text: String,
        /// The rule it breaks.
        reason: HiveIllegal,
    },
    /// A game string of an unknown game type.
    #[error("the game type is {0:?}: Base, or Base+ with M, L and P (Base+MLP) is expected")]
    BadGame(String),
    /// A tile named alone after the first move: where it goes is missing.
    #[error(
        "'{0}' says which tile but not where: after the first move, name a tile it goes beside (like {0} -wS1)"
    )]
    WhereTo(String),
    /// The game string's state or turn is not what its moves give.
    #[error("the game string says {written}, but its moves give {replayed}")]
    Contradicts {
        /// What the string says (`Draw`, `White[9]`).
        written: String,
        /// What playing its moves gives.
        replayed: String,
    },
    /// A piece whose expansion is not in the game.
    #[error("{0} is not in this game: its expansion is not played")]
    NotInGame(Piece),
    /// The position a game set up by hand began from cannot arise.
    #[error("no game reaches the position it began from: {0}")]
    BadStart(SetupError),
    /// The game began at a position set up by hand, which no GameString
    /// or PGN record can say: they begin at the empty table.
    #[error(
        "PGN and UHP begin every game at the empty table, and this one began at a position set up by hand"
    )]
    SetUpStart,
}

impl Piece {
    /// Reads a UHP piece name (`wQ`, `bS1`, `wM`).
    ///
    /// # Errors
    /// Not a piece name.
    pub fn parse(text: &str) -> Result<Piece, HiveNotationError> {
        let bad = || HiveNotationError::BadPiece(text.to_owned());
        let mut chars = text.chars();
        let colour = match chars.next() {
            Some('w') => Colour::White,
            Some('b') => Colour::Black,
            _ => return Err(bad()),
        };
        let bug = chars.next().and_then(Bug::from_letter).ok_or_else(bad)?;
        let rest: String = chars.collect();
        let number = match (bug, rest.as_str()) {
            // A bug of one (the Queen, the expansion bugs) has no number.
            (bug, "") if bug.count() == 1 => 1,
            (bug, _) if bug.count() == 1 => return Err(bad()),
            (_, "") => return Err(bad()),
            (_, digits) => digits.parse::<u8>().map_err(|_| bad())?,
        };
        if number == 0 || number > bug.count() {
            return Err(bad());
        }
        Ok(Piece {
            colour,
            bug,
            number,
        })
    }
}

/// The direction marks, by our direction index (see [`super::DIRECTIONS`]):
/// where the moved tile ends relative to the reference tile.
const MARKS: [(char, bool); 6] = [
    ('-', false),  // east: "ref-"
    ('/', false),  // north-east: "ref/"
    ('\\', true),  // north-west: "\ref"
    ('-', true),   // west: "-ref"
    ('/', true),   // south-west: "/ref"
    ('\\', false), // south-east: "ref\"
];

impl Position {
    /// The move `text` (a UHP move string) names here, if legal.
    ///
    /// # Errors
    /// The text is not a move string, names a tile not in the hive, or the
    /// move is not legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, HiveNotationError> {
        let text = text.trim();
        let mv = if text.eq_ignore_ascii_case("pass") {
            Move::Pass
        } else {
            let mut words = text.split_whitespace();
            let piece = Piece::parse(words.next().unwrap_or_default())?;
            if !self.rules().expansions.includes(piece.bug) {
                return Err(HiveNotationError::NotInGame(piece));
            }
            let to = match words.next() {
                None if self.ply() == 0 => Hex::ORIGIN,
                None => return Err(HiveNotationError::WhereTo(text.to_owned())),
                Some(reference) => self.hex_named(reference)?,
            };
            if words.next().is_some() {
                return Err(HiveNotationError::BadMove(text.to_owned()));
            }
            if self.location(piece).is_some() {
                Move::Move(piece, to)
            } else {
                Move::Place(piece, to)
            }
        };
        self.check(mv)
            .map(|()| mv)
            .map_err(|reason| HiveNotationError::Illegal {
                text: text.to_owned(),
                reason,
            })
    }

    /// The hex a move string's second word names (`wQ`, `-bA1`, `wQ/`).
    ///
    /// # Errors
    /// The text is not a tile with an optional direction mark, or names a
    /// tile not in the hive.
    pub fn hex_named(&self, reference: &str) -> Result<Hex, HiveNotationError> {
        let bad = || HiveNotationError::BadMove(reference.to_owned());
        let first = reference.chars().next().ok_or_else(bad)?;
        let last = reference.chars().last().ok_or_else(bad)?;
        let (name, mark) = if "-/\\".contains(first) {
            (&reference[1..], Some((first, true)))
        } else if "-/\\".contains(last) {
            (&reference[..reference.len() - 1], Some((last, false)))
        } else {
            (reference, None)
        };
        let piece = Piece::parse(name)?;
        let at = self
            .location(piece)
            .ok_or(HiveNotationError::NotInHive(piece))?;
        Ok(match mark {
            None => at,
            Some(mark) => at.step(MARKS.iter().position(|&m| m == mark).ok_or_else(bad)?),
        })
    }

    /// `mv` as a UHP move string, in this position (before it is played).
    pub fn move_string(&self, mv: Move) -> String {
        let (piece, to) = match mv {
            Move::Pass => return "pass".into(),
            Move::Place(piece, to) | Move::Move(piece, to) => (piece, to),
        };
        if self.ply() == 0 {
            return piece.to_string();
        }
        // On top of a stack: named by the tile it climbs onto.
        if let Some(top) = self.top(to).filter(|&top| top != piece) {
            return format!("{piece} {top}");
        }
        // Else beside a tile that stays (not the one moving), lowest direction first.
        for d in 0..6 {
            let neighbour = to.step(d);
            if let Some(reference) = self.stack(neighbour).find(|&p| p != piece) {
                // The tile is in direction (d + 3) from its reference.
                let (mark, before) = MARKS[(d + 3) % 6];
                return if before {
                    format!("{piece} {mark}{reference}")
                } else {
                    format!("{piece} {reference}{mark}")
                };
            }
        }
        piece.to_string()
    }
}
