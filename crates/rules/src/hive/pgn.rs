//! The PGN-style records of hivegame.com and Mzinga: `[Tag "value"]` lines
//! (`GameType`, `White`, `Black`, `Result`, …), then one move a line as
//! `N. <UHP move string>`, then the result (`WhiteWins`, …) once over.
//! BoardSpace's converter numbers the bugs of one as its SGF does (`wM1`,
//! `bL1 /wQ1`); they are read as UHP names them (`wM`). Comments,
//! variations and move symbols are read and written as chess PGN has
//! them (see [`super::movetext`]).

use crate::tree::MoveTree;

use super::game::HiveGame;
use super::movetext;
use super::notation::HiveNotationError;
use super::piece::Bug;
use super::records::{HiveRecordFile, RecordError, RecordFormat, replay_leniently};
use super::rules::Expansions;

/// The results a record may end with: Mzinga's and hivegame.com's words,
/// and chess PGN's.
const RESULTS: [&str; 9] = [
    "WhiteWins",
    "BlackWins",
    "Draw",
    "InProgress",
    "NotStarted",
    "1-0",
    "0-1",
    "1/2-1/2",
    "*",
];

/// Reads a PGN record, its variations and comments too.
pub(super) fn read(text: &str) -> Result<HiveRecordFile, RecordError> {
    let mut expansions = Expansions::BASE;
    let (mut white, mut black, mut result) = (String::new(), String::new(), None);
    let mut tokens = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let text = raw.trim();
        if text.is_empty() {
            continue;
        }
        if let Some(tag) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
            let (key, value) = tag.split_once(' ').unwrap_or((tag, ""));
            let value = value.trim().trim_matches('"').to_owned();
            match key {
                "GameType" => {
                    expansions = Expansions::parse(&value).ok_or(RecordError::Line {
                        line,
                        problem: HiveNotationError::BadGame(value),
                    })?;
                }
                "White" => white = value,
                "Black" => black = value,
                "Result" => result = Some(value),
                _ => {}
            }
        } else if RESULTS.contains(&text) {
            result = Some(text.to_owned());
        } else {
            let found = movetext::tokens(text, |word| RESULTS.contains(&word));
            tokens.extend(found.into_iter().map(|token| (line, token)));
        }
    }
    let (game, tree) = replay_leniently(|rules| {
        let rules = rules.with_expansions(expansions);
        let tree = movetext::tree(rules, &tokens, unnumbered)?;
        let mut game = HiveGame::with_rules(rules);
        for mv in tree.moves() {
            game.play(&mv)
                .map_err(|problem| RecordError::Line { line: 0, problem })?;
        }
        Ok((game, tree))
    })?;
    Ok(HiveRecordFile {
        game,
        white,
        black,
        result: result.filter(|r| !r.is_empty()),
        format: RecordFormat::Pgn,
        tree,
    })
}

/// `mv` with the number dropped from every bug of one it names (`wM1 bL1/`
/// is `wM bL/`); a number another bug's name needs stays.
fn unnumbered(mv: &str) -> String {
    let word = |word: &str| {
        let core = word.trim_matches(['-', '/', '\\']);
        let mut chars = core.chars();
        let alone = matches!(chars.next(), Some('w' | 'b'))
            && chars
                .next()
                .and_then(Bug::from_letter)
                .is_some_and(|bug| bug.count() == 1)
            && chars.as_str() == "1";
        if alone {
            word.replacen(core, &core[..2], 1)
        } else {
            word.to_owned()
        }
    };
    mv.split_whitespace()
        .map(word)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `game` as a PGN record that Mzinga and hivegame.com read: the mandatory
/// tags, the moves a line each, and the result once the game is over.
pub fn write_pgn(game: &HiveGame, white: &str, black: &str, date: &str) -> String {
    let line = MoveTree::from_moves(game.moves().iter().cloned());
    write_annotated_pgn(game, &line, white, black, date)
}

/// `game` as a PGN record with the variations and comments of `tree` (its
/// main line `game`'s moves): the main line a move a line as
/// [`write_pgn`] writes it, each move's symbol (as a NAG) and comment after
/// it, each variation on a line of its own in parentheses.
pub fn write_annotated_pgn(
    game: &HiveGame,
    tree: &MoveTree<String>,
    white: &str,
    black: &str,
    date: &str,
) -> String {
    let result = game.state();
    let tag = |key: &str, value: &str| format!("[{key} \"{}\"]\n", value.replace('"', "'"));
    let mut text = tag("GameType", &game.rules().expansions.to_string());
    for (key, value) in [
        ("Date", date),
        ("Event", ""),
        ("Site", "tabletop"),
        ("Round", ""),
        ("White", white),
        ("Black", black),
        ("Result", result),
    ] {
        text += &tag(key, value);
    }
    let moves = movetext::write(tree);
    if !moves.is_empty() {
        text.push('\n');
        text += &moves;
    }
    if game.outcome().is_some() {
        text += &format!("\n{result}\n");
    }
    text
}
