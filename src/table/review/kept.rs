//! A review written into the move tree: once the engine has been through
//! the line, each move it marked an inaccuracy, a mistake or a blunder
//! carries that symbol (?!, ?, ??) where the players wrote none; and V
//! keeps the engine's better move, where the table stands, as a variation
//! beside the game's (without playing it).

use bevy::prelude::*;
use tabletop_ai::review::{Judgement, Mark};
use tabletop_rules::tree::{MoveTree, Symbol};

use super::{Reviewed, line_at};
use crate::table::TableSystems;
use crate::table::thinks::Thinks;
use crate::table::tree::{TreeChanged, TreeKept};

/// Keep the engine's better move as a variation (V).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeepBetterMove;

/// Adds the review's marks and better moves to `G`'s move tree (with its
/// table, by [`crate::table::game::add_table_game`]).
pub fn add_kept_in_tree<G: Thinks>(app: &mut App) {
    app.add_message::<KeepBetterMove>()
        .add_message::<TreeChanged<G>>()
        .add_systems(
            Update,
            (mark_the_line::<G>, keep_the_better_move::<G>)
                .chain()
                .in_set(TableSystems::Select)
                .after(super::finish_review::<G>)
                .run_if(in_state(G::SCREEN)),
        );
}

/// The symbol a review's mark is written as (none for the good moves).
fn symbol_of(mark: Mark) -> Option<Symbol> {
    match mark {
        Mark::Best | Mark::Good => None,
        Mark::Inaccuracy => Some(Symbol::Dubious),
        Mark::Mistake => Some(Symbol::Mistake),
        Mark::Blunder => Some(Symbol::Blunder),
    }
}

/// Once a review is done, its marks go on the moves of the line it judged.
fn mark_the_line<G: Thinks>(
    reviewed: Option<Res<Reviewed<G>>>,
    session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged<G>>,
) {
    let (Some(reviewed), Some(mut session)) = (reviewed, session) else {
        return;
    };
    let tree = session.tree();
    if !reviewed.is_added() || tree.line(tree.end()) != reviewed.line.moves {
        return;
    }
    if write_marks(session.tree_mut(), &reviewed.judged) {
        changed.write(TreeChanged::new(TreeKept));
    }
}

/// V: the engine's move where the table stands, kept beside the game's.
fn keep_the_better_move<G: Thinks>(
    mut asked: MessageReader<KeepBetterMove>,
    reviewed: Option<Res<Reviewed<G>>>,
    session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged<G>>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let (Some(reviewed), Some(mut session)) = (reviewed, session) else {
        return;
    };
    let still = line_at(Some(&*session)).is_some_and(|now| reviewed.line.holds(&now));
    if still && keep_better(session.tree_mut(), &reviewed.judged) {
        changed.write(TreeChanged::new(TreeKept));
    }
}

/// Writes the marks of `judged` (the moves of the line looked through, from
/// its start) on those moves where the players wrote no symbol; whether it
/// wrote any.
fn write_marks<M: Clone + PartialEq>(tree: &mut MoveTree<M>, judged: &[Judgement<M>]) -> bool {
    let marks: Vec<_> = judged
        .iter()
        .enumerate()
        .filter_map(|(played, judgement)| {
            let symbol = symbol_of(judgement.mark)?;
            let node = tree.on_line(played + 1)?;
            let unwritten = tree.notes(node)?.symbol.is_none();
            unwritten.then_some((node, symbol))
        })
        .collect();
    for &(node, symbol) in &marks {
        if let Some(notes) = tree.notes_mut(node) {
            notes.symbol = Some(symbol);
        }
    }
    !marks.is_empty()
}

/// Keeps the engine's move where the tree is, if it preferred another to
/// the one `judged` says was played there, as a line beside it (the tree
/// stays where it is); whether it did.
fn keep_better<M: Copy + PartialEq>(tree: &mut MoveTree<M>, judged: &[Judgement<M>]) -> bool {
    let here = tree.at();
    let better = judged
        .get(tree.ply(here))
        .filter(|judgement| judgement.mark != Mark::Best)
        .and_then(|judgement| judgement.best);
    better.is_some_and(|best| tree.add_line(here, [best]).is_some())
}

/// V asks for the better move to be kept, at whichever table is up.
pub(super) fn keep_by_key(
    keys: Res<ButtonInput<KeyCode>>,
    mut asks: MessageWriter<KeepBetterMove>,
) {
    if keys.just_pressed(KeyCode::KeyV) {
        asks.write(KeepBetterMove);
    }
}

#[cfg(test)]
mod tests {
    use tabletop_ai::analysis::Verdict;

    use super::*;

    /// The moves a b c judged best, a mistake (the engine preferring x)
    /// and a blunder.
    fn judged() -> Vec<Judgement<char>> {
        [
            ('a', Mark::Best, 'a'),
            ('b', Mark::Mistake, 'x'),
            ('c', Mark::Blunder, 'y'),
        ]
        .into_iter()
        .map(|(played, mark, best)| Judgement {
            seat: 0,
            played,
            best: Some(best),
            before: Verdict::Likely(0.5),
            after: Verdict::Likely(0.5),
            mark,
        })
        .collect()
    }

    #[test]
    fn a_review_marks_the_line_and_keeps_what_the_players_wrote() {
        let mut tree = MoveTree::from_moves("abc".chars());
        let line = tree.main_line();
        tree.notes_mut(line[1]).expect("b").symbol = Some(Symbol::Interesting);
        assert!(write_marks(&mut tree, &judged()));
        let symbols: Vec<_> = line
            .iter()
            .map(|&node| tree.notes(node).and_then(|notes| notes.symbol))
            .collect();
        assert_eq!(
            symbols,
            [None, Some(Symbol::Interesting), Some(Symbol::Blunder)]
        );
        assert!(!write_marks(&mut tree, &judged()), "nothing left to write");
    }

    #[test]
    fn the_engines_better_move_is_kept_beside_the_games_without_playing_it() {
        let mut tree = MoveTree::from_moves("abc".chars());
        let a = tree.main_line()[0];
        tree.go_to(a);
        assert!(keep_better(&mut tree, &judged()));
        assert_eq!(tree.at(), a, "nothing played");
        let answers: Vec<_> = tree
            .children(a)
            .iter()
            .map(|&n| tree.move_at(n).copied())
            .collect();
        assert_eq!(
            answers,
            [Some('b'), Some('x')],
            "the game's move, then the engine's"
        );
        // Where the game's move was the engine's, nothing to keep.
        tree.go_to(tabletop_rules::tree::START);
        assert!(!keep_better(&mut tree, &judged()));
        assert_eq!(tree.children(tabletop_rules::tree::START).len(), 1);
    }
}
