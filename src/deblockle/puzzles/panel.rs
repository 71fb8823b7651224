//! The puzzle's panel at the table: which puzzle, its goal, the guide's
//! remark, and Hint, Solution, Retry, Next and Puzzles.

use bevy::prelude::*;
use tabletop_i18n::{Explained as _, Message};
use tabletop_rules::deblockle::Goal;

use super::progress::PuzzleProgress;
use super::{ActivePuzzle, PuzzleRequest, PuzzleState, Puzzles};
use crate::language::Localized;
use crate::screens::Screen;
use crate::theme::{TEXT, WARNING_TEXT, button, display_if, label, shown_if};
use crate::theme::{guide_buttons, guide_panel};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deblockle), spawn_puzzle_panel)
        .add_systems(Update, show_puzzle.run_if(in_state(Screen::Deblockle)));
}

/// The root of the puzzle panel.
#[derive(Component)]
struct PuzzlePanel;
#[derive(Component)]
struct PuzzleTitle;
#[derive(Component)]
struct GoalText;
#[derive(Component)]
struct RemarkText;
/// A button shown while the puzzle is open (Hint, Solution).
#[derive(Component)]
struct WhileSolving;
/// A button shown once it is over (Next).
#[derive(Component)]
struct OnceOver;

fn request(
    what: impl Fn(&ActivePuzzle) -> PuzzleRequest + Send + Sync + 'static,
) -> impl Fn(On<Pointer<Click>>, Option<Res<ActivePuzzle>>, MessageWriter<PuzzleRequest>) {
    move |_, active, mut requests| {
        if let Some(active) = active {
            requests.write(what(&active));
        }
    }
}

fn spawn_puzzle_panel(mut commands: Commands) {
    commands
        .spawn((
            Name::new("Puzzle panel"),
            PuzzlePanel,
            DespawnOnExit(Screen::Deblockle),
            Visibility::Hidden,
            guide_panel(),
        ))
        .with_children(|card| {
            card.spawn((PuzzleTitle, label("", 24.0, TEXT)));
            card.spawn((GoalText, label("", 16.0, TEXT)));
            card.spawn((RemarkText, label("", 17.0, WARNING_TEXT)));
            card.spawn(guide_buttons()).with_children(|row| {
                row.spawn((button("puzzle-hint"), WhileSolving))
                    .observe(request(|_| PuzzleRequest::Hint));
                row.spawn((button("puzzle-solution"), WhileSolving))
                    .observe(request(|_| PuzzleRequest::Solution));
                row.spawn(button("puzzle-retry"))
                    .observe(request(|active| PuzzleRequest::Start(active.index)));
                row.spawn((button("puzzle-next"), OnceOver)).observe(
                    |_: On<Pointer<Click>>,
                     active: Option<Res<ActivePuzzle>>,
                     puzzles: Res<Puzzles>,
                     progress: Option<Res<PuzzleProgress>>,
                     mut requests: MessageWriter<PuzzleRequest>| {
                        let (Some(active), Some(progress)) = (active, progress) else {
                            return;
                        };
                        let level = Some(active.puzzle.difficulty);
                        let next = progress
                            .next(&puzzles.0, level, Some(active.index))
                            .filter(|&next| next != active.index)
                            .or_else(|| progress.next(&puzzles.0, None, Some(active.index)));
                        if let Some(next) = next {
                            requests.write(PuzzleRequest::Start(next));
                        }
                    },
                );
                row.spawn(button("puzzle-list")).observe(
                    |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                        next.set(Screen::Puzzles);
                    },
                );
            });
        });
}

/// The puzzle's goal in words, for the player to move.
pub fn goal_words(active: &ActivePuzzle) -> Message {
    let player = active.puzzle.solver();
    let words = match active.puzzle.goal {
        Goal::WinIn(turns) => Message::new("puzzle-goal-win").with("turns", turns),
        Goal::TakeOff { square, turns } => Message::new("puzzle-goal-take-off")
            .with("square", square.to_string())
            .with("turns", turns),
        Goal::Escape => Message::new("puzzle-goal-escape"),
        Goal::SaveTheDraw => Message::new("puzzle-goal-draw"),
    };
    words
        .with("player", player.message())
        .with("opponent", player.opponent().message())
}

fn show_puzzle(
    active: Option<Res<ActivePuzzle>>,
    mut roots: Query<&mut Visibility, With<PuzzlePanel>>,
    mut buttons: Query<(&mut Node, Has<WhileSolving>), Or<(With<WhileSolving>, With<OnceOver>)>>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<PuzzleTitle>>,
        Query<&mut Localized, With<GoalText>>,
        Query<&mut Localized, With<RemarkText>>,
    )>,
) {
    for mut visibility in &mut roots {
        visibility.set_if_neq(shown_if(active.is_some()));
    }
    let Some(active) = active else {
        return;
    };
    if let Ok(text) = texts.p0().single_mut() {
        let title = Message::new("puzzle-title")
            .with("number", active.index + 1)
            .with("level", active.puzzle.difficulty);
        Localized::show(text, title);
    }
    if let Ok(text) = texts.p1().single_mut() {
        Localized::show(text, goal_words(&active));
    }
    if let Ok(text) = texts.p2().single_mut() {
        Localized::show(
            text,
            active.remark.clone().unwrap_or_else(crate::language::blank),
        );
    }
    let solving = active.state == PuzzleState::Solving;
    for (mut node, while_solving) in &mut buttons {
        // Only on a change, so the layout is not redone every frame.
        let wanted = display_if(solving == while_solving);
        if node.display != wanted {
            node.display = wanted;
        }
    }
}
