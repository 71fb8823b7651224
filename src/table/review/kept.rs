//! A review written into the move tree: once the engine has been through
//! the line, each move it marked an inaccuracy, a mistake or a blunder
//! carries that symbol (?!, ?, ??) where the players wrote none; and V
//! keeps the engine's better move, where the table stands, as a variation
//! beside the game's (without playing it).

use bevy::prelude::*;
use tabletop_ai::review::Mark;
use tabletop_rules::tree::Symbol;

use super::{Reviewed, Reviews, line_at};
use crate::table::TableSystems;
use crate::table::requests::Requests;
use crate::table::tree::TreeChanged;

/// Keep the engine's better move as a variation (V).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeepBetterMove;

/// Adds the review's marks and better moves to `G`'s move tree (with its
/// table, by [`crate::table::game::add_table_game`]).
pub fn add_kept_in_tree<G: Reviews + Requests>(app: &mut App) {
    app.add_message::<KeepBetterMove>()
        .add_message::<TreeChanged>()
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
fn mark_the_line<G: Reviews + Requests>(
    reviewed: Option<Res<Reviewed<G>>>,
    session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged>,
) {
    let (Some(reviewed), Some(mut session)) = (reviewed, session) else {
        return;
    };
    let tree = session.tree();
    if !reviewed.is_added() || tree.line(tree.end()) != reviewed.line.moves {
        return;
    }
    let marks: Vec<_> = reviewed
        .judged
        .iter()
        .enumerate()
        .filter_map(|(played, judgement)| {
            let symbol = symbol_of(judgement.mark)?;
            let node = tree.on_line(played + 1)?;
            let unwritten = tree.notes(node)?.symbol.is_none();
            unwritten.then_some((node, symbol))
        })
        .collect();
    if marks.is_empty() {
        return;
    }
    let tree = session.tree_mut();
    for (node, symbol) in marks {
        if let Some(notes) = tree.notes_mut(node) {
            notes.symbol = Some(symbol);
        }
    }
    changed.write(TreeChanged(G::GAME));
}

/// V: the engine's move where the table stands, kept beside the game's.
fn keep_the_better_move<G: Reviews + Requests>(
    mut asked: MessageReader<KeepBetterMove>,
    reviewed: Option<Res<Reviewed<G>>>,
    session: Option<ResMut<G>>,
    mut changed: MessageWriter<TreeChanged>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let (Some(reviewed), Some(mut session)) = (reviewed, session) else {
        return;
    };
    let Some(now) = line_at(Some(&*session)).filter(|now| reviewed.line.holds(now)) else {
        return;
    };
    let better = reviewed
        .judged
        .get(now.played)
        .filter(|judgement| judgement.mark != Mark::Best)
        .and_then(|judgement| judgement.best);
    if let Some(best) = better {
        let tree = session.tree_mut();
        let here = tree.at();
        tree.add_line(here, [best]);
        changed.write(TreeChanged(G::GAME));
    }
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
    use bevy::ecs::system::RunSystemOnce;
    use tabletop_ai::analysis::Verdict;
    use tabletop_ai::review::Judgement;
    use tabletop_rules::deblockle::{Game, Position, RulesOptions};

    use super::*;
    use crate::deblockle::session::DeblockleSession;
    use crate::table::review::Line;

    /// Three moves of Deblockle judged best, a mistake and a blunder (the
    /// engine preferring another move at the second).
    fn reviewed_game() -> (World, Vec<tabletop_rules::deblockle::Move>) {
        let mut game = Game::new(RulesOptions::default(), Position::example_start());
        let mut moves = Vec::new();
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.play(mv).expect("legal");
            moves.push(mv);
        }
        let better = Game::new(RulesOptions::default(), Position::example_start());
        let mut better = better;
        better.play(moves[0]).expect("legal");
        let other = better.legal_moves()[1];
        let judged = [
            (Mark::Best, None),
            (Mark::Mistake, Some(other)),
            (Mark::Blunder, None),
        ]
        .iter()
        .zip(&moves)
        .map(|(&(mark, best), &played)| Judgement {
            seat: 0,
            played,
            best: best.or(Some(played)),
            before: Verdict::Likely(0.5),
            after: Verdict::Likely(0.5),
            mark,
        })
        .collect();
        let mut world = World::new();
        world.init_resource::<Messages<KeepBetterMove>>();
        world.init_resource::<Messages<TreeChanged>>();
        world.insert_resource(DeblockleSession::new(game));
        world.insert_resource(Reviewed::<DeblockleSession> {
            line: Line {
                start: Position::example_start(),
                moves: moves.clone(),
                played: 3,
            },
            positions: Vec::new(),
            judged,
            summaries: Vec::new(),
            shown_at: None,
        });
        (world, moves)
    }

    fn symbols(world: &World) -> Vec<Option<Symbol>> {
        let tree = world.resource::<DeblockleSession>().tree();
        let line = tree.main_line();
        line.iter()
            .map(|&node| tree.notes(node).and_then(|notes| notes.symbol))
            .collect()
    }

    #[test]
    fn a_review_marks_the_line_and_keeps_what_the_players_wrote() {
        let (mut world, _) = reviewed_game();
        let second = world.resource::<DeblockleSession>().tree().main_line()[1];
        let mut session = world.resource_mut::<DeblockleSession>();
        let notes = session.tree_mut().notes_mut(second).expect("a move");
        notes.symbol = Some(Symbol::Interesting);
        world
            .run_system_once(mark_the_line::<DeblockleSession>)
            .expect("runs");
        assert_eq!(
            symbols(&world),
            [None, Some(Symbol::Interesting), Some(Symbol::Blunder)]
        );
    }

    #[test]
    fn v_keeps_the_engines_better_move_beside_the_games_without_playing_it() {
        let (mut world, moves) = reviewed_game();
        // Back at the second move, where the engine preferred another.
        let mut session = world.resource_mut::<DeblockleSession>();
        let first = session.tree().main_line()[0];
        session.tree_mut().go_to(first);
        session.game.undo();
        session.game.undo();
        world.write_message(KeepBetterMove);
        world
            .run_system_once(keep_the_better_move::<DeblockleSession>)
            .expect("runs");
        let tree = world.resource::<DeblockleSession>().tree();
        assert_eq!(tree.at(), first, "nothing played");
        let answers = tree.children(first);
        assert_eq!(answers.len(), 2, "the game's move and the engine's");
        assert_eq!(tree.move_at(answers[0]), Some(&moves[1]));
        assert_ne!(tree.move_at(answers[1]), Some(&moves[1]));
    }
}
