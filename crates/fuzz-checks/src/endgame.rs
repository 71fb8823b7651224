//! The endgame table file the app keeps in its data folder (two blocks
//! against one, solved once): deflated blocks behind a header and a
//! checksum.

use std::sync::OnceLock;

use tabletop_ai::deblockle::{Endgame, SolvedEndgame};
use tabletop_rules::deblockle::{MoveRules, Position};

/// A real table, stored: one block each (the same format as two against
/// one, solved in a second), once per process.
fn stored() -> &'static [u8] {
    static STORED: OnceLock<Vec<u8>> = OnceLock::new();
    STORED.get_or_init(|| {
        SolvedEndgame::solve_on(Endgame::OneEach, MoveRules::default(), 1, |_| {})
            .expect("one block each solves")
            .to_bytes()
    })
}

/// Positions the table holds, to probe.
const PROBED: [&str; 3] = [
    "3tHC3/3*3/7/7/7/3*3/3gLC3 g",
    "7/3*3/2gXS4/7/4tPC2/3*3/7 t",
    "6tSL/3*3/7/7/7/3*3/gCS6 g",
];

/// A real table damaged where the input says — its first byte, when odd,
/// cuts the file where the next three say; then each four bytes flip bits
/// (the fourth) at an offset (the first three) — with its checksum made
/// right again, so that the damage gets past it: a table that still reads
/// answers every probe with a value or none, and never panics.
pub fn table(data: &[u8]) {
    let mut bytes = stored().to_vec();
    let Some((&how, mut rest)) = data.split_first() else {
        return;
    };
    if how % 2 == 1
        && let Some((cut, after)) = rest.split_first_chunk::<3>()
    {
        let keep = offset(*cut) % bytes.len();
        bytes.truncate(keep.max(4));
        rest = after;
    }
    let body = bytes.len() - 4;
    for flip in rest.chunks_exact(4) {
        let at = offset([flip[0], flip[1], flip[2]]) % body.max(1);
        bytes[at] ^= flip[3];
    }
    let checksum = crc32fast::hash(&bytes[..body]);
    bytes[body..].copy_from_slice(&checksum.to_le_bytes());
    let Ok(table) = SolvedEndgame::from_bytes(bytes, Endgame::OneEach, MoveRules::default()) else {
        return;
    };
    for notation in PROBED {
        let position: Position = notation.parse().expect("a position");
        let _value_or_none = table.probe(&position);
    }
}

/// Three bytes as an offset into the file.
fn offset(bytes: [u8; 3]) -> usize {
    usize::from(bytes[0]) | usize::from(bytes[1]) << 8 | usize::from(bytes[2]) << 16
}
