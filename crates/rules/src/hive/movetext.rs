//! The moves of a PGN record as a tree: each move numbered (`12. bA1 wS1-`),
//! comments in braces, variations in parentheses after the move they
//! replace (nested as deep as they go), move symbols as NAGs (`$1`) or
//! written after the move (`!?`), as chess PGN has them. Records without
//! any of these (hivegame.com's, Mzinga's: one move a line) read as one
//! line. Written back, each move of the main line keeps a line of its own,
//! and what is said of it (its comment, its symbol, its variations) the
//! line below, in braces for the readers of a move a line.

use crate::tree::{MoveTree, NodeId, START, Symbol};

use super::game::HiveGame;
use super::records::RecordError;
use super::rules::HiveRules;

/// What the movetext says, in order.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Token {
    /// A move string.
    Move(String),
    /// A comment on the move before it (or on the start).
    Comment(String),
    /// A move symbol for the move before it.
    Symbol(Symbol),
    /// A variation begins: it replaces the move before it.
    Open,
    /// The variation ends.
    Close,
}

/// The tokens of one line of movetext, `finish` saying whether the line's
/// words are a result instead (then they are not moves).
pub(super) fn tokens(line: &str, is_result: impl Fn(&str) -> bool) -> Vec<Token> {
    let mut found = Vec::new();
    let mut run = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                words(&std::mem::take(&mut run), &is_result, &mut found);
                let comment: String = chars.by_ref().take_while(|&c| c != '}').collect();
                found.push(Token::Comment(comment.trim().to_owned()));
            }
            '(' | ')' => {
                words(&std::mem::take(&mut run), &is_result, &mut found);
                found.push(if c == '(' { Token::Open } else { Token::Close });
            }
            '$' => {
                words(&std::mem::take(&mut run), &is_result, &mut found);
                let mut nag = String::from("$");
                while let Some(digit) = chars.next_if(char::is_ascii_digit) {
                    nag.push(digit);
                }
                // A NAG that is not one of the six symbols says nothing here.
                if let Ok(symbol) = nag.parse() {
                    found.push(Token::Symbol(symbol));
                }
            }
            _ => run.push(c),
        }
    }
    words(&run, &is_result, &mut found);
    found
}

/// The moves in a run of words: a number (`12.`, `12...`) begins a move,
/// a symbol (`!?`, or one written onto the move's last word) ends one.
fn words(run: &str, is_result: &impl Fn(&str) -> bool, found: &mut Vec<Token>) {
    let mut mv: Vec<&str> = Vec::new();
    let flush = |mv: &mut Vec<&str>, found: &mut Vec<Token>| {
        if !mv.is_empty() {
            found.push(Token::Move(mv.join(" ")));
            mv.clear();
        }
    };
    for word in run.split_whitespace() {
        let unnumbered = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let rest = unnumbered.trim_start_matches('.');
        if rest.len() < unnumbered.len() && unnumbered.len() < word.len() {
            flush(&mut mv, found);
            if !rest.is_empty() {
                mv.push(rest);
            }
            continue;
        }
        if is_result(word) {
            flush(&mut mv, found);
            continue;
        }
        if let Ok(symbol) = word.parse::<Symbol>() {
            flush(&mut mv, found);
            found.push(Token::Symbol(symbol));
            continue;
        }
        let bare = word.trim_end_matches(['!', '?']);
        if bare.len() < word.len()
            && !bare.is_empty()
            && let Ok(symbol) = word[bare.len()..].parse::<Symbol>()
        {
            mv.push(bare);
            flush(&mut mv, found);
            found.push(Token::Symbol(symbol));
            continue;
        }
        mv.push(word);
    }
    flush(&mut mv, found);
}

/// The tree the tokens make under `rules` (each move as the rules write
/// it), each with the line it was on.
///
/// # Errors
/// A move the rules refuse where it stands, with its line.
pub(super) fn tree(
    rules: HiveRules,
    tokens: &[(usize, Token)],
    spell: impl Fn(&str) -> String,
) -> Result<MoveTree<String>, RecordError> {
    let mut tree: MoveTree<String> = MoveTree::default();
    // The game where the tree is, and where each open variation goes back to.
    let mut game = HiveGame::with_rules(rules);
    let mut returns: Vec<(NodeId, HiveGame)> = Vec::new();
    for (line, token) in tokens {
        match token {
            Token::Move(text) => {
                game.play(&spell(text))
                    .map_err(|problem| RecordError::Line {
                        line: *line,
                        problem,
                    })?;
                let written = game.moves().last().cloned().unwrap_or_default();
                tree.play(written);
            }
            // An empty comment says nothing (one may close a line of notes).
            Token::Comment(comment) if comment.is_empty() => {}
            Token::Comment(comment) => {
                if let Some(notes) = tree.notes_mut(tree.at()) {
                    if !notes.comment.is_empty() {
                        notes.comment.push(' ');
                    }
                    notes.comment.push_str(comment);
                }
            }
            Token::Symbol(symbol) => {
                let at = tree.at();
                if let Some(notes) = tree.notes_mut(at).filter(|_| at != START) {
                    notes.symbol = Some(*symbol);
                }
            }
            Token::Open => {
                returns.push((tree.at(), game.clone()));
                if tree.back() {
                    game.undo(1);
                }
            }
            Token::Close => {
                if let Some((back, then)) = returns.pop() {
                    tree.go_to(back);
                    game = then;
                }
            }
        }
    }
    // Where the record leaves it: at the end of its main line.
    tree.go_to(tree.main_line().last().copied().unwrap_or(START));
    Ok(tree)
}

/// The tree's moves as movetext: the main line a move a line; after a
/// move, on a line of its own, its comment, its symbol and the variations
/// that replace it (theirs within them). That line begins and ends with a
/// brace (an empty comment where nothing else does): the Hive programs that
/// read a move a line (Mzinga, hivegame.com) pass over it as a comment and
/// read the main line, while PGN readers read it all.
pub(super) fn write(tree: &MoveTree<String>) -> String {
    let mut text = String::new();
    if let Some(notes) = tree.notes(START)
        && !notes.comment.is_empty()
    {
        text += &format!("{{{}}}\n", braced(&notes.comment));
    }
    let mut after = String::new();
    for listed in tree.listing() {
        let Some(mv) = tree.move_at(listed.node) else {
            continue;
        };
        let notes = tree.notes(listed.node);
        let symbol = notes
            .and_then(|notes| notes.symbol)
            .map(|symbol| format!(" ${}", symbol.nag()))
            .unwrap_or_default();
        let comment = notes
            .filter(|notes| !notes.comment.is_empty())
            .map(|notes| format!(" {{{}}}", braced(&notes.comment)))
            .unwrap_or_default();
        if listed.depth == 0 {
            end_notes(&mut text, &mut after);
            text += &format!("{}. {mv}\n", listed.ply);
            // The comment first: the line after the move begins with it.
            after += &comment;
            after += &symbol;
        } else {
            after.push(' ');
            if listed.opens {
                after.push('(');
            }
            after += &format!("{}. {mv}{symbol}{comment}", listed.ply);
            after += &")".repeat(listed.closes);
        }
    }
    end_notes(&mut text, &mut after);
    text
}

/// Writes out the line after a main-line move, if it says anything,
/// beginning and ending with a brace.
fn end_notes(text: &mut String, after: &mut String) {
    let mut line = after.trim().to_owned();
    after.clear();
    if line.is_empty() {
        return;
    }
    if !line.starts_with('{') {
        line.insert_str(0, "{} ");
    }
    if !line.ends_with('}') {
        line.push_str(" {}");
    }
    *text += &line;
    text.push('\n');
}

/// A comment as it can stand in braces: on one line, no closing brace.
fn braced(comment: &str) -> String {
    comment
        .replace('}', ")")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}
