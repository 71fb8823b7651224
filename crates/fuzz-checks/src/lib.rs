//! What every reader of outside input must do with any bytes at all: never
//! panic, and more where it can — what parses writes back to the same
//! value, and what the rules accept they also list among the legal moves.
//!
//! Each check takes one fuzz input. The fuzz targets in `fuzz/` (cargo
//! fuzz, nightly) call them; so do the regression tests over the kept
//! corpora and crash inputs (`tests/corpora.rs`, stable), so CI runs every
//! input the fuzzers found interesting. A check that finds a broken
//! promise panics: that is what a fuzzer reports.

pub mod blokus3d;
pub mod clock;
pub mod deblockle;
pub mod endgame;
pub mod hive;
pub mod net;
pub mod uhp;

/// A fuzz target's check of one input.
pub type Check = fn(&[u8]);

/// Every check of this crate by its fuzz target's name (the app's files
/// are checked by the app's own `tabletop::fuzzing`).
pub const TARGETS: &[(&str, Check)] = &[
    ("deblockle_position", deblockle::position),
    ("deblockle_move", deblockle::moves),
    ("deblockle_record", deblockle::record),
    ("endgame_table", endgame::table),
    ("time_control", clock::time_control),
    ("clock_record", clock::record),
    ("hive_game_string", hive::game_string),
    ("hive_move", hive::moves),
    ("hive_record_file", hive::record_file),
    ("uhp_session", uhp::session),
    ("blokus3d_position", blokus3d::position),
    ("blokus3d_structure", blokus3d::structure),
    ("net_wire", net::wire),
    ("net_invitation", net::invitation),
];

/// The input as text, when it is UTF-8 (every reader takes text; other
/// bytes are refused before any of ours run).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// The input's first byte as a choice among options, and the rest as text.
pub fn choice_and_text(data: &[u8]) -> Option<(u8, &str)> {
    let (&choice, rest) = data.split_first()?;
    Some((choice, text(rest)?))
}

/// The input's first byte as a choice, and its text's first line and the
/// rest (a position or a game, then a move).
pub fn choice_and_two_lines(data: &[u8]) -> Option<(u8, &str, &str)> {
    let (choice, text) = choice_and_text(data)?;
    let (first, second) = text.split_once('\n')?;
    Some((choice, first, second))
}
