//! BoardSpace's SGF archives of Hive games: `SU[hive-plm]` names the
//! expansions, `P0[id "name"]` and `P1[…]` the players, and each action is
//! a node `; P0[<n> <action>]`. A turn is what the last `dropb`, `move` or
//! `pdropb` (the Pillbug's) before `done` says: the tile and the grid cell
//! where it lands (column letters, row numbers; the relative note after
//! them is ignored, the cell is exact). `pickb` on the cell just dropped
//! on takes that drop back; `pass` and `resign` are what they say, and a
//! bare `done` by a player who can only pass is a pass. An archive of
//! several games is read up to the end of its first.
//!
//! BoardSpace numbers a player's tiles of a kind as it likes (a third Ant
//! may go down first); ours go down in number order, so each BoardSpace
//! name is given our next tile of its kind when it is first placed.

use crate::tree::MoveTree;
use std::collections::HashMap;

use super::game::HiveGame;
use super::hex::Hex;
use super::notation::HiveNotationError;
use super::piece::{Bug, Colour, Piece};
use super::position::Move;
use super::records::{HiveRecordFile, RecordError, RecordFormat, replay_leniently};
use super::rules::Expansions;

/// One player's action: its line, the player (0 moves first) and its words.
struct Action<'a> {
    line: usize,
    player: usize,
    words: Vec<&'a str>,
    text: &'a str,
}

/// Reads a BoardSpace SGF record.
pub(super) fn read(text: &str) -> Result<HiveRecordFile, RecordError> {
    // An archive may hold several games: the first is read.
    let text = match text.match_indices("(;").nth(1) {
        Some((second, _)) => &text[..second],
        None => text,
    };
    let mut expansions = Expansions::BASE;
    let (mut white, mut black, mut result) = (String::new(), String::new(), None);
    let mut actions = Vec::new();
    for (line, property, value) in properties(text) {
        match property {
            "SU" => {
                let variant = value.split_whitespace().next().unwrap_or_default();
                expansions = variant_expansions(variant).ok_or_else(|| RecordError::Line {
                    line,
                    problem: HiveNotationError::BadGame(variant.to_owned()),
                })?;
            }
            "RE" => result = Some(value.to_owned()),
            "P0" | "P1" => {
                let words: Vec<&str> = value.split_whitespace().collect();
                match words.first().copied() {
                    Some("id") => {
                        let name = value["id".len()..].trim().trim_matches('"').to_owned();
                        if property == "P0" {
                            white = name;
                        } else {
                            black = name;
                        }
                    }
                    // Each action starts with its number.
                    Some(number) if number.chars().all(|c| c.is_ascii_digit()) => {
                        actions.push(Action {
                            line,
                            player: usize::from(property == "P1"),
                            words: words[1..].to_vec(),
                            text: value,
                        });
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    let game = replay_leniently(|rules| {
        let mut replay = Replay {
            game: HiveGame::with_rules(rules.with_expansions(expansions)),
            names: HashMap::new(),
            origin: None,
        };
        replay.play(&actions)?;
        Ok(replay.game)
    })?;
    Ok(HiveRecordFile {
        tree: MoveTree::from_moves(game.moves().iter().cloned()),
        game,
        white,
        black,
        result,
        format: RecordFormat::Sgf,
    })
}

/// The expansions of a BoardSpace variant: `hive`, `hive-plm`, `Hive-LM`.
fn variant_expansions(variant: &str) -> Option<Expansions> {
    let lower = variant.to_ascii_lowercase();
    let letters = match lower.strip_prefix("hive") {
        Some("") => return Some(Expansions::BASE),
        Some(rest) => rest.strip_prefix('-')?,
        None => return None,
    };
    let mut expansions = Expansions::BASE;
    for letter in letters.chars() {
        match letter {
            'm' => expansions.mosquito = true,
            'l' => expansions.ladybug = true,
            'p' => expansions.pillbug = true,
            _ => return None,
        }
    }
    Some(expansions)
}

/// Each `NAME[value]` property of the text with the line it starts on
/// (values may hold `\]` and `\\`, kept as they are).
fn properties(text: &str) -> Vec<(usize, &str, &str)> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let (mut at, mut line) = (0, 1);
    while at < bytes.len() {
        if bytes[at] == b'\n' {
            line += 1;
        }
        if bytes[at] != b'[' {
            at += 1;
            continue;
        }
        // The name starts after the last character that cannot be in one
        // (which may be more than one byte long).
        let name_start = text[..at]
            .char_indices()
            .rev()
            .find(|&(_, c)| !c.is_ascii_alphanumeric())
            .map_or(0, |(i, c)| i + c.len_utf8());
        let start = at + 1;
        let mut end = start;
        while end < bytes.len() && bytes[end] != b']' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        let end = end.min(bytes.len());
        found.push((line, &text[name_start..at], &text[start..end]));
        line += text[start..end].matches('\n').count();
        at = end + 1;
    }
    found
}

/// A turn waiting for `done`: a tile (as BoardSpace names it, with its
/// colour when the action says it) landing on a grid cell, or a pass.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pending<'a> {
    Lands {
        name: &'a str,
        colour: Option<Colour>,
        cell: (i32, i32),
    },
    Pass,
}

/// The game being replayed, with BoardSpace's names for its tiles and the
/// cell of the first tile (our origin).
struct Replay {
    game: HiveGame,
    names: HashMap<(Colour, String), Piece>,
    origin: Option<(i32, i32)>,
}

impl Replay {
    /// Plays each confirmed turn of `actions`, up to a resignation.
    fn play(&mut self, actions: &[Action<'_>]) -> Result<(), RecordError> {
        let mut pending: Option<(Pending<'_>, &Action<'_>)> = None;
        for action in actions {
            let words = &action.words;
            let bad = || RecordError::Line {
                line: action.line,
                problem: HiveNotationError::BadMove(action.text.trim().to_owned()),
            };
            let command = words
                .first()
                .map(|w| w.to_ascii_lowercase())
                .unwrap_or_default();
            match command.as_str() {
                // dropb <tile> <column> <row> [note]
                "dropb" | "pdropb" => {
                    let (Some(name), Some(cell)) = (words.get(1), cell(words.get(2..4))) else {
                        return Err(bad());
                    };
                    let lands = Pending::Lands {
                        name,
                        colour: None,
                        cell,
                    };
                    pending = Some((lands, action));
                }
                // move <W|B> <tile> <column> <row> [note]
                "move" | "pmove" | "movedone" => {
                    let colour = match words.get(1).map(|w| w.to_ascii_lowercase()).as_deref() {
                        Some("w") => Colour::White,
                        Some("b") => Colour::Black,
                        _ => return Err(bad()),
                    };
                    let (Some(name), Some(cell)) = (words.get(2), cell(words.get(3..5))) else {
                        return Err(bad());
                    };
                    let lands = Pending::Lands {
                        name,
                        colour: Some(colour),
                        cell,
                    };
                    pending = Some((lands, action));
                    if command == "movedone" {
                        self.commit(lands, action)?;
                        pending = None;
                    }
                }
                // Picking up the tile just dropped takes the drop back.
                "pickb" => {
                    if let Some((Pending::Lands { cell: dropped, .. }, _)) = pending
                        && cell(words.get(1..3)) == Some(dropped)
                    {
                        pending = None;
                    }
                }
                "pass" => pending = Some((Pending::Pass, action)),
                "done" => match pending.take() {
                    Some((turn, action)) => self.commit(turn, action)?,
                    // A player with no move confirms nothing: a pass.
                    None if self.must_pass(action.player) => self.commit(Pending::Pass, action)?,
                    None => {}
                },
                "resign" => break,
                _ => {}
            }
        }
        Ok(())
    }

    /// Whether `player` is to move and can only pass.
    fn must_pass(&self, player: usize) -> bool {
        let game = &self.game;
        game.position().to_move().index() == player && game.legal_moves() == [Move::Pass]
    }

    /// Plays a confirmed turn.
    fn commit(&mut self, turn: Pending<'_>, action: &Action<'_>) -> Result<(), RecordError> {
        let fail = |problem| RecordError::Line {
            line: action.line,
            problem,
        };
        let mv = match turn {
            Pending::Pass => Move::Pass,
            Pending::Lands { name, colour, cell } => {
                let piece = self
                    .piece(name, colour)
                    .ok_or_else(|| fail(HiveNotationError::BadPiece(name.to_owned())))?;
                let hex = self.hex(cell);
                if self.game.position().location(piece).is_some() {
                    Move::Move(piece, hex)
                } else {
                    Move::Place(piece, hex)
                }
            }
        };
        self.game.play_move(mv).map_err(|reason| {
            fail(HiveNotationError::Illegal {
                text: action.text.trim().to_owned(),
                reason,
            })
        })?;
        Ok(())
    }

    /// Our tile for a BoardSpace name (`wA2`, `bL1`; `a1`, `q` or `b1`
    /// with the colour from the action or the turn): the next of its kind
    /// in hand when the name is new.
    fn piece(&mut self, name: &str, colour: Option<Colour>) -> Option<Piece> {
        let lower = name.to_ascii_lowercase();
        let mut chars = lower.chars();
        let first = chars.next()?;
        // "b1" is a Beetle; "bq" and "bb1" are Black's.
        let coloured =
            matches!(first, 'w' | 'b') && chars.next().is_some_and(|c| c.is_alphabetic());
        let (colour, rest) = if coloured {
            let colour = if first == 'w' {
                Colour::White
            } else {
                Colour::Black
            };
            (colour, &lower[1..])
        } else {
            (
                colour.unwrap_or(self.game.position().to_move()),
                lower.as_str(),
            )
        };
        let bug = Bug::from_letter(rest.chars().next()?.to_ascii_uppercase())?;
        let key = (colour, rest.to_owned());
        if let Some(&piece) = self.names.get(&key) {
            return Some(piece);
        }
        let piece = self.game.position().next_in_hand(colour, bug)?;
        self.names.insert(key, piece);
        Some(piece)
    }

    /// Our hex for a grid cell: columns and rows each run round a cycle of
    /// 26, so the cell is taken as the one nearest the first tile's; a
    /// column to the right is east, a row up is north-east.
    fn hex(&mut self, (column, row): (i32, i32)) -> Hex {
        let (first_column, first_row) = *self.origin.get_or_insert((column, row));
        let nearest = |value: i32, origin: i32| {
            let step = (value - origin).rem_euclid(26);
            if step > 13 { step - 26 } else { step }
        };
        Hex {
            q: nearest(column, first_column) as i16,
            r: -nearest(row, first_row) as i16,
        }
    }
}

/// A grid cell from its column and row words: `N 13`; a column past the
/// grid's edge is written with a count before its letter (`1A` is left
/// of `A`, `1Z` right of `Z`).
fn cell(words: Option<&[&str]>) -> Option<(i32, i32)> {
    let [column, row] = words? else {
        return None;
    };
    let letter = column.chars().last()?.to_ascii_uppercase();
    if !letter.is_ascii_uppercase() {
        return None;
    }
    let index = i32::from(letter as u8 - b'A');
    let beyond: i32 = match &column[..column.len() - 1] {
        "" => 0,
        count => count.parse().ok()?,
    };
    let column = match letter {
        'A' => index - beyond,
        _ => index + beyond,
    };
    Some((column, row.parse().ok()?))
}
