//! The structures (templates) A–D: which cells of the 10×10 turntable may
//! be built on, and how high, for each number of players. They are data
//! (`assets/blokus3d/*.ron`), since the printed figures are not available;
//! the shipped files are the reconstruction in `shared/rules/blokus3d.md`.

use serde::Deserialize;
use thiserror::Error;

/// Squares along each side of the turntable.
pub const SIDE: usize = 10;
/// Squares on the turntable.
pub const SQUARES: usize = SIDE * SIDE;
/// The highest limit a structure file may give a cell.
pub const MAX_HEIGHT: usize = 9;
/// The structure file format this build reads.
const FORMAT_VERSION: u32 = 1;

/// A structure for a number of players: a height limit per cell (0 outside).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Structure {
    name: String,
    players: u8,
    limits: [u8; SQUARES],
}

/// Why a structure file cannot be used.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum StructureError {
    /// Not RON of the expected shape.
    #[error("not a structure file: {0}")]
    Malformed(String),
    /// Written by a newer tabletop.
    #[error("structure format version {0} is newer than this tabletop reads ({FORMAT_VERSION})")]
    Newer(u32),
    /// Not 2 to 4 players.
    #[error("a structure is for 2, 3 or 4 players, not {0}")]
    Players(u8),
    /// Not ten rows of ten.
    #[error("a structure has {SIDE} rows of {SIDE} characters; {0}")]
    Size(String),
    /// A character that is neither `.` nor a digit 1–9.
    #[error("row {row}, column {column}: '{found}' is neither '.' nor a height 1-9")]
    Cell {
        /// From 0 (the front).
        row: usize,
        /// From 0 (the left).
        column: usize,
        /// What is there.
        found: char,
    },
    /// No cell to build on.
    #[error("the structure has no cells")]
    Empty,
}

/// The file as written.
#[derive(Deserialize)]
struct StructureFile {
    version: u32,
    name: String,
    players: u8,
    rows: Vec<String>,
}

/// The shipped files, by letter and player count.
const SHIPPED: [(char, u8, &str); 12] = [
    ('A', 2, include_str!("../../../../assets/blokus3d/A-2.ron")),
    ('A', 3, include_str!("../../../../assets/blokus3d/A-3.ron")),
    ('A', 4, include_str!("../../../../assets/blokus3d/A-4.ron")),
    ('B', 2, include_str!("../../../../assets/blokus3d/B-2.ron")),
    ('B', 3, include_str!("../../../../assets/blokus3d/B-3.ron")),
    ('B', 4, include_str!("../../../../assets/blokus3d/B-4.ron")),
    ('C', 2, include_str!("../../../../assets/blokus3d/C-2.ron")),
    ('C', 3, include_str!("../../../../assets/blokus3d/C-3.ron")),
    ('C', 4, include_str!("../../../../assets/blokus3d/C-4.ron")),
    ('D', 2, include_str!("../../../../assets/blokus3d/D-2.ron")),
    ('D', 3, include_str!("../../../../assets/blokus3d/D-3.ron")),
    ('D', 4, include_str!("../../../../assets/blokus3d/D-4.ron")),
];

impl Structure {
    /// The shipped structure `letter` (A–D) for `players` (2–4), if there is one.
    pub fn shipped(letter: char, players: u8) -> Option<Structure> {
        SHIPPED
            .iter()
            .find(|&&(l, p, _)| l == letter.to_ascii_uppercase() && p == players)
            .and_then(|&(_, _, text)| Structure::parse(text).ok())
    }

    /// Reads a structure file's text.
    ///
    /// # Errors
    /// What is wrong with it, with the row and column of a bad cell.
    pub fn parse(text: &str) -> Result<Structure, StructureError> {
        let file: StructureFile =
            ron::from_str(text).map_err(|error| StructureError::Malformed(error.to_string()))?;
        if file.version > FORMAT_VERSION {
            return Err(StructureError::Newer(file.version));
        }
        if !(2..=4).contains(&file.players) {
            return Err(StructureError::Players(file.players));
        }
        if file.rows.len() != SIDE {
            return Err(StructureError::Size(format!(
                "this one has {} rows",
                file.rows.len()
            )));
        }
        let mut limits = [0; SQUARES];
        for (row, text) in file.rows.iter().enumerate() {
            if text.chars().count() != SIDE {
                return Err(StructureError::Size(format!(
                    "row {row} has {} characters",
                    text.chars().count()
                )));
            }
            for (column, found) in text.chars().enumerate() {
                limits[row * SIDE + column] = match found {
                    '.' => 0,
                    '1'..='9' => found as u8 - b'0',
                    _ => return Err(StructureError::Cell { row, column, found }),
                };
            }
        }
        if limits.iter().all(|&limit| limit == 0) {
            return Err(StructureError::Empty);
        }
        Ok(Structure {
            name: file.name,
            players: file.players,
            limits,
        })
    }

    /// Its name (`A Tower`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The number of players it is for.
    pub const fn players(&self) -> u8 {
        self.players
    }

    /// How many cubes may stand on square `square` (`y * 10 + x`; 0 outside).
    pub const fn limit(&self, square: usize) -> u8 {
        self.limits[square]
    }

    /// Room for how many cubes in all.
    pub fn capacity(&self) -> u32 {
        self.limits.iter().map(|&limit| u32::from(limit)).sum()
    }
}
