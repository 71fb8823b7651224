//! Universal Hive Protocol notation: piece names (`wQ`, `bA2`), move
//! strings (`wS1`, `bG1 -wS1`, `wA1 wS1/`, `wB1 wQ`, `pass`) and game
//! strings (`Base;InProgress;White[3];wS1;bG1 -wS1;…`).
//!
//! A move string names where a tile goes by a tile next to it: `-`, `/`
//! or `\` before the reference means west, south-west or north-west of it;
//! after it, east, north-east or south-east; no mark means on top of it.

use std::fmt;

use thiserror::Error;

use super::hex::Hex;
use super::legality::HiveIllegal;
use super::piece::{Bug, Colour, Piece};
use super::position::{HiveOutcome, Move, Position};
use super::rules::{Expansions, HiveRules};
use crate::game::Game as _;

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
    /// A piece whose expansion is not in the game.
    #[error("{0} is not in this game: its expansion is not played")]
    NotInGame(Piece),
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
                None => return Err(HiveNotationError::BadMove(text.to_owned())),
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

    /// The hex a move string's second word names.
    fn hex_named(&self, reference: &str) -> Result<Hex, HiveNotationError> {
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

/// A Hive game: the moves from the start, for game strings and undo.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HiveGame {
    positions: Vec<Position>,
    moves: Vec<String>,
    /// Hints shown during the game (kept in its record, not in the
    /// GameString).
    hints: u32,
}

impl Default for HiveGame {
    fn default() -> HiveGame {
        HiveGame::new()
    }
}

impl HiveGame {
    /// A new game under the standard rules.
    pub fn new() -> HiveGame {
        HiveGame::with_rules(HiveRules::STANDARD)
    }

    /// A new game under `rules`.
    pub fn with_rules(rules: HiveRules) -> HiveGame {
        HiveGame {
            positions: vec![Position::starting(rules)],
            moves: Vec::new(),
            hints: 0,
        }
    }

    /// How many hints were shown during the game.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Counts `count` more hints shown.
    pub fn count_hints(&mut self, count: u32) {
        self.hints = self.hints.saturating_add(count);
    }

    /// The optional rules in force.
    pub fn rules(&self) -> HiveRules {
        self.position().rules()
    }

    /// The same moves played again under `rules`.
    ///
    /// # Errors
    /// A move that `rules` forbid (the Queen on the first turn, a move
    /// after the game ended by repetition).
    pub fn under_rules(&self, rules: HiveRules) -> Result<HiveGame, HiveNotationError> {
        let mut game = HiveGame::with_rules(rules);
        for text in &self.moves {
            game.play(text)?;
        }
        game.hints = self.hints;
        Ok(game)
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The start, then the position after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How the game ended: a Queen surrounded, or (the default option)
    /// the same position with the same player to move a third time.
    pub fn outcome(&self) -> Option<HiveOutcome> {
        let now = self.position();
        now.outcome().or_else(|| {
            if !now.rules().threefold_repetition {
                return None;
            }
            let key = now.key();
            let seen = self.positions.iter().filter(|p| p.key() == key).count();
            (seen >= 3).then_some(HiveOutcome::Draw)
        })
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move string.
    ///
    /// # Errors
    /// It is not a legal move here (the error says why).
    pub fn play(&mut self, text: &str) -> Result<Move, HiveNotationError> {
        if self.outcome().is_some() {
            return Err(HiveNotationError::Illegal {
                text: text.to_owned(),
                reason: HiveIllegal::GameOver,
            });
        }
        let position = self.position();
        let mv = position.parse_move(text)?;
        let written = position.move_string(mv);
        let next = position.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(written);
        Ok(mv)
    }

    /// Plays `mv` if it is legal here, and returns its move string.
    ///
    /// # Errors
    /// The rule it breaks (the game being over included).
    pub fn play_move(&mut self, mv: Move) -> Result<String, HiveIllegal> {
        if self.outcome().is_some() {
            return Err(HiveIllegal::GameOver);
        }
        let position = self.position();
        let next = position.play(mv)?;
        let written = position.move_string(mv);
        self.positions.push(next);
        self.moves.push(written.clone());
        Ok(written)
    }

    /// The game's state in UHP's words (as GameStrings and PGN records
    /// write it): `NotStarted`, `InProgress`, `WhiteWins`, `BlackWins`,
    /// `Draw`.
    pub fn state(&self) -> &'static str {
        match self.outcome() {
            _ if self.moves.is_empty() => "NotStarted",
            None => "InProgress",
            Some(HiveOutcome::Win(Colour::White)) => "WhiteWins",
            Some(HiveOutcome::Win(Colour::Black)) => "BlackWins",
            Some(HiveOutcome::Draw) => "Draw",
        }
    }

    /// The move strings played, in order.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The last move played, if any (read back from its string in the
    /// position it was played in).
    pub fn last_move(&self) -> Option<Move> {
        let text = self.moves.last()?;
        let before = self.positions.get(self.positions.len().checked_sub(2)?)?;
        before.parse_move(text).ok()
    }

    /// Takes back up to `count` moves; returns how many.
    pub fn undo(&mut self, count: usize) -> usize {
        let count = count.min(self.moves.len());
        for _ in 0..count {
            self.moves.pop();
            self.positions.pop();
        }
        count
    }

    /// Reads a game string (or a bare game type, `Base+MLP`), playing its
    /// moves under the standard rules with the game type's expansions.
    ///
    /// # Errors
    /// An unknown game type, or a move in it is illegal.
    pub fn parse(text: &str) -> Result<HiveGame, HiveNotationError> {
        HiveGame::parse_under(text, HiveRules::STANDARD)
    }

    /// Reads a game string, playing its moves under `rules` with the game
    /// type's expansions (whatever `rules` has for those).
    ///
    /// # Errors
    /// An unknown game type, or a move in it is illegal.
    pub fn parse_under(text: &str, rules: HiveRules) -> Result<HiveGame, HiveNotationError> {
        let mut parts = text.trim().split(';');
        let game_type = parts.next().unwrap_or_default().trim();
        let expansions = Expansions::parse(game_type)
            .ok_or_else(|| HiveNotationError::BadGame(game_type.to_owned()))?;
        let _state = parts.next();
        let _turn = parts.next();
        let mut game = HiveGame::with_rules(rules.with_expansions(expansions));
        for text in parts.filter(|t| !t.trim().is_empty()) {
            game.play(text)?;
        }
        Ok(game)
    }
}

impl fmt::Display for HiveGame {
    /// The UHP game string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let position = self.position();
        let state = self.state();
        let colour = match position.to_move() {
            Colour::White => "White",
            Colour::Black => "Black",
        };
        let game_type = position.rules().expansions;
        write!(
            f,
            "{game_type};{state};{colour}[{}]",
            position.turn_number()
        )?;
        for mv in &self.moves {
            write!(f, ";{mv}")?;
        }
        Ok(())
    }
}
