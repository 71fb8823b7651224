//! The puzzle's panel at its game's table, in the move list's place (see
//! `lessons::panel`): which
//! puzzle, its goal, the guide's remark, and Hint, Solution, Retry, Next
//! and Puzzles.

use bevy::prelude::*;
use tabletop_i18n::Message;

use super::progress::PuzzleProgress;
use super::screen::{PuzzleShelf, ShownPuzzles};
use super::{ActivePuzzle, PuzzleAsk, PuzzleRequest, PuzzleState, Puzzled, Puzzles};
use crate::language::Localized;
use crate::screens::Screen;
use crate::table::guide_card::{CardParts, open_at, show_card, spawn_guide_card};
use crate::theme::{button, display_if};

pub(super) fn add_panel<G: Puzzled>(app: &mut App) {
    app.add_systems(OnEnter(G::SCREEN), spawn_puzzle_panel::<G>)
        .add_systems(Update, show_puzzle::<G>.run_if(in_state(G::SCREEN)));
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

fn request<G: Puzzled>(
    what: impl Fn(&ActivePuzzle<G>) -> PuzzleAsk + Send + Sync + 'static,
) -> impl Fn(On<Pointer<Click>>, Option<Res<ActivePuzzle<G>>>, MessageWriter<PuzzleRequest<G>>) {
    move |_, active, mut requests| {
        if let Some(active) = active {
            requests.write(PuzzleRequest::new(what(&active)));
        }
    }
}

fn spawn_puzzle_panel<G: Puzzled>(mut commands: Commands) {
    let parts = CardParts {
        root: PuzzlePanel,
        title: PuzzleTitle,
        text: GoalText,
        remark: RemarkText,
    };
    spawn_guide_card(
        &mut commands,
        "Puzzle panel",
        G::SCREEN,
        parts,
        16.0,
        |row| {
            row.spawn((button("puzzle-hint"), WhileSolving))
                .observe(request::<G>(|_| PuzzleAsk::Hint));
            row.spawn((button("puzzle-solution"), WhileSolving))
                .observe(request::<G>(|_| PuzzleAsk::Solution));
            row.spawn(button("puzzle-retry"))
                .observe(request::<G>(|active| PuzzleAsk::Start(active.index)));
            row.spawn((button("puzzle-next"), OnceOver)).observe(
                |_: On<Pointer<Click>>,
                 active: Option<Res<ActivePuzzle<G>>>,
                 puzzles: Res<Puzzles<G>>,
                 progress: Option<Res<PuzzleProgress>>,
                 mut requests: MessageWriter<PuzzleRequest<G>>| {
                    let (Some(active), Some(progress)) = (active, progress) else {
                        return;
                    };
                    let book: Vec<(String, u8)> =
                        puzzles.0.iter().map(|p| (p.id.clone(), p.level)).collect();
                    let level = Some(active.puzzle.level);
                    let next = progress
                        .next(&book, level, Some(active.index))
                        .filter(|&next| next != active.index)
                        .or_else(|| progress.next(&book, None, Some(active.index)));
                    if let Some(next) = next {
                        requests.write(PuzzleRequest::start(next));
                    }
                },
            );
            row.spawn(button("puzzle-list"))
                .observe(open_at::<PuzzleShelf, ShownPuzzles>(
                    G::GAME,
                    Screen::Puzzles,
                ));
        },
    );
}

fn show_puzzle<G: Puzzled>(
    active: Option<Res<ActivePuzzle<G>>>,
    mut roots: Query<&mut Visibility, With<PuzzlePanel>>,
    mut buttons: Query<(&mut Node, Has<WhileSolving>), Or<(With<WhileSolving>, With<OnceOver>)>>,
    mut texts: ParamSet<(
        Query<&mut Localized, With<PuzzleTitle>>,
        Query<&mut Localized, With<GoalText>>,
        Query<&mut Localized, With<RemarkText>>,
    )>,
) {
    let words = active.as_ref().map(|active| {
        let title = Message::new("puzzle-title")
            .with("number", active.index + 1)
            .with("level", active.puzzle.level);
        let remark = active.remark.clone().unwrap_or_else(crate::language::blank);
        [title, active.puzzle.goal.clone(), remark]
    });
    show_card(&mut roots, &mut texts, words);
    let Some(active) = active else {
        return;
    };
    let solving = active.state == PuzzleState::Solving;
    for (mut node, while_solving) in &mut buttons {
        // Only on a change, so the layout is not redone every frame.
        let wanted = display_if(solving == while_solving);
        if node.display != wanted {
            node.display = wanted;
        }
    }
}
