//! The Record screen (from the main menu): a tab per game; for the game
//! shown, everyone who played it side by side (rating and its margin,
//! results, streak, the level that gives them even chances), one person's
//! rating over time as a chart beside the computer's levels, their results
//! by opponent, and the latest games. It opens at the game played last.
//! Each game joins as its history is
//! added, so the screen names no game.

use bevy::ecs::hierarchy::ChildSpawnerCommands;
use bevy::prelude::*;

use super::book::History;
use super::players::Players;
use super::stats::records_of;
use super::views::{Shown, spawn_view};
use super::{HistoryFolder, LevelTables};
use crate::kept::KeptFile;
use crate::screens::Screen;
use crate::table::guide_card::{ShownTab, spawn_tabs, tab_words};
use crate::theme::{TEXT, WARNING_TEXT, button, button_grid, centred_screen, label, panel};

/// The games with a history, in the order they were added: each one's
/// name in files and the message key of its name.
#[derive(Resource, Default, Clone, Debug)]
pub struct RecordShelf(pub Vec<(&'static str, &'static str)>);

/// Which game's tab the screen shows, which view of it, and whose.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownRecord {
    /// The game's tab.
    pub tab: usize,
    /// What of the game's record.
    pub view: RecordView,
    /// The person whose rating and opponents are shown (of the game's).
    pub person: usize,
}

impl ShownTab for ShownRecord {
    fn show(&mut self, index: usize) {
        self.tab = index;
        self.person = 0;
    }
}

/// A view of a game's record: each a page, so that the screen fits a
/// small window at a large text size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RecordView {
    /// Everyone who played, side by side.
    #[default]
    Players,
    /// One person's rating over time.
    Rating,
    /// One person's results by opponent.
    Opponents,
    /// The latest games.
    Latest,
}

impl RecordView {
    /// The views, in the order of their buttons.
    pub const ALL: [RecordView; 4] = [
        RecordView::Players,
        RecordView::Rating,
        RecordView::Opponents,
        RecordView::Latest,
    ];

    /// The message key of the view's button.
    fn name(self) -> &'static str {
        match self {
            RecordView::Players => "record-view-players",
            RecordView::Rating => "record-view-rating",
            RecordView::Opponents => "record-view-opponents",
            RecordView::Latest => "record-view-latest",
        }
    }
}

/// The screen's systems, once however many games have a history.
pub(super) fn add_screen(app: &mut App) {
    if !app.world().contains_resource::<ShownRecord>() {
        app.init_resource::<ShownRecord>()
            .init_resource::<RecordShelf>()
            .add_systems(
                OnEnter(Screen::Record),
                (open_at_the_last_game_played, spawn_record).chain(),
            )
            .add_systems(
                Update,
                respawn_when_shown
                    .run_if(in_state(Screen::Record))
                    .run_if(resource_changed::<ShownRecord>),
            );
    }
}

/// The screen's root.
#[derive(Component)]
struct RecordScreen;

/// What the screen reads.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct RecordData<'w> {
    shelf: Res<'w, RecordShelf>,
    shown: Res<'w, ShownRecord>,
    pub(super) history: Res<'w, History>,
    pub(super) players: Res<'w, Players>,
    pub(super) folder: Res<'w, HistoryFolder>,
    tables: Res<'w, LevelTables>,
    history_file: Res<'w, KeptFile<History>>,
    players_file: Res<'w, KeptFile<Players>>,
}

fn respawn_when_shown(
    mut commands: Commands,
    screens: Query<Entity, With<RecordScreen>>,
    kept: RecordData,
    images: Option<ResMut<Assets<Image>>>,
) {
    for screen in &screens {
        commands.entity(screen).despawn();
    }
    spawn_record(commands, kept, images);
}

/// The screen opens at the tab of the game played last.
fn open_at_the_last_game_played(
    shelf: Res<RecordShelf>,
    history: Res<History>,
    mut shown: ResMut<ShownRecord>,
) {
    let last = history.games.last().map(|line| line.game.as_str());
    if let Some(tab) = shelf.0.iter().position(|&(game, _)| Some(game) == last) {
        shown.show(tab);
    }
}

fn spawn_record(
    mut commands: Commands,
    kept: RecordData,
    mut images: Option<ResMut<Assets<Image>>>,
) {
    let tab = kept.shown.tab.min(kept.shelf.0.len().saturating_sub(1));
    let Some(&(game, _)) = kept.shelf.0.get(tab) else {
        return;
    };
    let records = records_of(&kept.history.games, game);
    let shown = Shown {
        game,
        person: kept.shown.person.min(records.len().saturating_sub(1)),
        records: &records,
        table: kept.tables.0.get(game),
    };
    commands
        .spawn((
            Name::new("Record"),
            RecordScreen,
            DespawnOnExit(Screen::Record),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(panel(Node {
                    align_items: AlignItems::Center,
                    padding: UiRect::all(px(18)),
                    row_gap: px(5),
                    width: px(900),
                    max_width: percent(98),
                    ..default()
                }))
                .with_children(|page| {
                    page.spawn(label("record-title", 32.0, TEXT));
                    let names: Vec<&'static str> =
                        kept.shelf.0.iter().map(|&(_, name)| name).collect();
                    spawn_tabs::<ShownRecord>(page, &names, tab);
                    let notices = [&kept.history_file.notice, &kept.players_file.notice];
                    for notice in notices.into_iter().flatten() {
                        page.spawn(label(notice.clone(), 15.0, WARNING_TEXT));
                    }
                    if records.is_empty() {
                        page.spawn(label("record-none", 17.0, TEXT));
                    } else {
                        spawn_view_buttons(page, kept.shown.view);
                        let images = images.as_deref_mut();
                        spawn_view(page, kept.shown.view, &shown, &kept, images);
                    }
                    page.spawn(button("back")).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Menu);
                        },
                    );
                });
        });
}

/// A button for each view, the one shown marked.
fn spawn_view_buttons(page: &mut ChildSpawnerCommands, shown: RecordView) {
    page.spawn(button_grid()).with_children(|row| {
        for view in RecordView::ALL {
            row.spawn(button(tab_words(view.name(), view == shown)))
                .observe(
                    move |_: On<Pointer<Click>>, mut record: ResMut<ShownRecord>| {
                        record.view = view;
                    },
                );
        }
    });
}
