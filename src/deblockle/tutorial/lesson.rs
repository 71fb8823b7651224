//! Deblockle's lessons (`assets/tutorial/deblockle/*.ron`): its goals, and
//! how the table's lessons read its notation and start its games.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletop_i18n::Message;
use tabletop_rules::deblockle::{Game, Move, Outcome, Player, Position, RulesOptions, Square};

use crate::deblockle::guided::{Guided, leave_every_guide};
use crate::deblockle::session::{DeblockleChange, DeblockleRequest, DeblockleSession, Start};
use crate::lesson_file;
use crate::table::lessons::{Lesson, Taught, read_text};

/// What completes a lesson, for the learner (the side to move at its start).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// One of the learner's blocks stands on this square.
    Reach(String),
    /// The learner has taken this many blocks off the board.
    Remove(u8),
    /// The learner wins.
    Win,
    /// The learner's move leaves the opponent Deblockle'd.
    Deblockle,
}

/// A Deblockle lesson.
pub type DeblockleLesson = Lesson<DeblockleSession>;

impl Taught for DeblockleSession {
    type Goal = Goal;
    type Setup = RulesOptions;
    type Spot = Square;
    /// The progress files began with Deblockle's lessons and puzzles.
    const KEPT_FIRST: bool = true;

    /// The position under the lesson's rules, as its game will have it.
    fn lesson_game(position: &str, rules: &RulesOptions) -> Result<Game, String> {
        let start: Position = read_text(position)?;
        Ok(Game::new(*rules, start.with_rules(rules.move_rules())))
    }

    fn read_spot(_: &Game, text: &str) -> Result<Square, String> {
        read_text(text)
    }

    fn guided_session(game: Game) -> DeblockleSession {
        let learner = game.position().turn();
        DeblockleSession {
            learner: Some(learner),
            ..DeblockleSession::new(game)
        }
    }

    fn read_move(&self, text: &str) -> Result<Move, String> {
        read_text(text)
    }

    fn played(change: &DeblockleChange) -> Option<(Player, Move)> {
        match change {
            DeblockleChange::Played { turn, .. } => Some((turn.player, turn.mv)),
            _ => None,
        }
    }

    fn reached(&self, goal: &Goal, lesson: &DeblockleLesson, change: &DeblockleChange) -> bool {
        let DeblockleChange::Played { turn, .. } = change else {
            return false;
        };
        let learner = lesson.learner;
        let board = self.game.position().board();
        let own = |position: &Position| {
            position
                .board()
                .blocks()
                .filter(|(_, block)| block.owner == learner)
                .count()
        };
        match goal {
            Goal::Reach(square) => square
                .parse::<Square>()
                .ok()
                .and_then(|square| board.block_at(square))
                .is_some_and(|block| block.owner == learner),
            Goal::Remove(count) => {
                own(lesson.start.start()).saturating_sub(own(self.game.position()))
                    >= usize::from(*count)
            }
            Goal::Win => self.game.outcome() == Some(Outcome::Win(learner)),
            Goal::Deblockle => turn.opponent_blocked,
        }
    }

    fn goal_words(goal: &Goal) -> Message {
        match goal {
            Goal::Reach(square) => Message::new("goal-reach").with("square", square.as_str()),
            Goal::Remove(count) => Message::new("goal-remove").with("count", *count),
            Goal::Win => Message::new("goal-win"),
            Goal::Deblockle => Message::new("goal-deblockle"),
        }
    }

    fn begin(lesson: &DeblockleLesson) -> DeblockleRequest {
        DeblockleRequest::NewGame {
            rules: *lesson.start.rules(),
            start: Start::Guided(*lesson.start.start(), lesson.learner),
        }
    }

    /// A puzzle gives way to the lesson, whose squares the board lights.
    fn lesson_begins(commands: &mut Commands, lesson: &DeblockleLesson) {
        leave_every_guide(commands);
        commands.insert_resource(Guided {
            learner: lesson.learner,
            highlight: lesson.highlight.clone(),
            paused: false,
        });
    }
}

/// The lessons the game ships, in order.
pub const SHIPPED: [(&str, &str); 11] = [
    lesson_file!("deblockle", "01-the-board-and-the-goal"),
    lesson_file!("deblockle", "02-tipping-and-stop"),
    lesson_file!("deblockle", "03-cross"),
    lesson_file!("deblockle", "04-x"),
    lesson_file!("deblockle", "05-slider"),
    lesson_file!("deblockle", "06-hoops"),
    lesson_file!("deblockle", "07-removing-a-block"),
    lesson_file!("deblockle", "08-deblockled"),
    lesson_file!("deblockle", "09-the-setup"),
    lesson_file!("deblockle", "10-variants"),
    lesson_file!("deblockle", "11-a-puzzle"),
];

/// Every Deblockle lesson the game ships, in order.
///
/// # Errors
/// A lesson is wrong (the tests see to it that none is).
pub fn shipped_lessons() -> Result<Vec<DeblockleLesson>, crate::table::lessons::LessonError> {
    crate::table::lessons::lesson::read_lessons(&SHIPPED)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_is_shipped_in_its_order_and_reaches_its_goal() {
        crate::table::lessons::lesson::check_shipped::<DeblockleSession>(&SHIPPED, 10);
    }

    #[test]
    fn a_wrong_lesson_says_what_is_wrong() {
        let (_, text) = SHIPPED
            .iter()
            .find(|(id, _)| *id == "03-cross")
            .expect("shipped");
        let miss = text.replace("b3E-c4", "b3N-c5");
        let error = DeblockleLesson::from_ron("03-cross", &miss)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("deblockle/03-cross: solution move 1 (b3N-c5) is illegal"),
            "{error}"
        );
        let short = text.replace("goal: Reach(\"c4\")", "goal: Reach(\"c5\")");
        let error = DeblockleLesson::from_ron("03-cross", &short)
            .unwrap_err()
            .to_string();
        assert!(error.contains("does not reach the goal"), "{error}");
        let error = DeblockleLesson::from_ron("x", "(title: 3)")
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("deblockle/x: "), "{error}");
    }
}
