//! How to play: each game's rules on a few pages with a picture beside
//! most, in the player's language. An overlay, not a screen, so it opens
//! over the menu (How to play) and over a game in progress (F2 or the Rules
//! button) without putting the table's pieces away.

mod pictures;

use std::collections::HashMap;

use bevy::prelude::*;
use tabletop_i18n::Message;

pub use pictures::Picture;

use crate::game_start::ChosenGame;
use crate::screens::Screen;
use crate::table::clock::PausesClocks;
use crate::theme::{FAINT_TEXT, TEXT, button, label, solid_panel};

/// The reference's requests, keys and overlay.
pub fn plugin(app: &mut App) {
    app.add_message::<ReferenceRequest>()
        .init_resource::<PictureCache>()
        .add_systems(
            Update,
            (reference_keys, follow_requests, show_reference).chain(),
        )
        .add_systems(
            Update,
            close_reference
                .run_if(state_changed::<Screen>)
                .before(follow_requests),
        )
        // A game's clock stands still while its rules are read.
        .pauses_clocks(|world| world.contains_resource::<OpenReference>());
}

/// What a player asks of the rules reference.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReferenceRequest {
    /// Open at the first page of a game's rules.
    Open(ChosenGame),
    /// Open at this page.
    Page(usize),
    /// The next page (or the previous, with -1).
    Turn(i32),
    /// Close it.
    Close,
}

/// The reference being read: which game, which page. Absent when closed.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenReference {
    /// Whose rules.
    pub game: ChosenGame,
    /// Which of [`pages`].
    pub page: usize,
}

/// One page: its message keys (`KEY-title`, `KEY-body`) and its picture.
#[derive(Clone, Copy, Debug)]
pub struct Page {
    /// The keys' stem, like `ref-deblockle-goal`.
    pub key: &'static str,
    /// The picture beside the text, if any.
    pub picture: Option<Picture>,
}

const fn page(key: &'static str, picture: Option<Picture>) -> Page {
    Page { key, picture }
}

const DEBLOCKLE_PAGES: [Page; 6] = [
    page("ref-deblockle-goal", Some(Picture::DeblockleBoard)),
    page("ref-deblockle-tip", Some(Picture::DeblockleTip)),
    page("ref-deblockle-hops", Some(Picture::DeblockleHops)),
    page("ref-deblockle-leaving", Some(Picture::DeblockleLeaving)),
    page("ref-deblockle-blocked", None),
    page("ref-deblockle-setup", None),
];

const HIVE_PAGES: [Page; 6] = [
    page("ref-hive-goal", Some(Picture::HiveSurround)),
    page("ref-hive-placing", Some(Picture::HivePlacing)),
    page("ref-hive-moving", Some(Picture::HiveGate)),
    page("ref-hive-bugs", Some(Picture::HiveBugs)),
    page("ref-hive-expansions", Some(Picture::HiveExpansions)),
    page("ref-hive-end", None),
];

const BLOKUS_PAGES: [Page; 4] = [
    page("ref-blokus-goal", Some(Picture::BlokusTopView)),
    page("ref-blokus-placing", Some(Picture::BlokusSupport)),
    page("ref-blokus-limits", Some(Picture::BlokusLimits)),
    page("ref-blokus-end", None),
];

/// The pages of `game`'s rules, in reading order.
pub fn pages(game: ChosenGame) -> &'static [Page] {
    match game {
        ChosenGame::Deblockle => &DEBLOCKLE_PAGES,
        ChosenGame::Hive => &HIVE_PAGES,
        ChosenGame::Blokus3d => &BLOKUS_PAGES,
    }
}

/// The game played on `screen`, if it is a table.
pub fn game_at(screen: Screen) -> Option<ChosenGame> {
    match screen {
        crate::deblockle::TABLE => Some(ChosenGame::Deblockle),
        crate::hive::TABLE => Some(ChosenGame::Hive),
        crate::blokus3d::TABLE => Some(ChosenGame::Blokus3d),
        _ => None,
    }
}

/// The overlay's root.
#[derive(Component)]
pub struct ReferenceOverlay;

/// The pictures drawn so far (each is drawn once, when first shown).
#[derive(Resource, Default)]
struct PictureCache(HashMap<Picture, Handle<Image>>);

/// F2 opens the rules of the table's game or closes them; Esc closes them;
/// the arrow keys turn the pages.
fn reference_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    screen: Res<State<Screen>>,
    open: Option<Res<OpenReference>>,
    mut requests: MessageWriter<ReferenceRequest>,
) {
    let Some(keys) = keys else {
        return;
    };
    if keys.just_pressed(KeyCode::F2) {
        match (open.is_some(), game_at(*screen.get())) {
            (true, _) => {
                requests.write(ReferenceRequest::Close);
            }
            (false, Some(game)) => {
                requests.write(ReferenceRequest::Open(game));
            }
            (false, None) => {}
        }
    }
    if open.is_none() {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        requests.write(ReferenceRequest::Close);
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        requests.write(ReferenceRequest::Turn(1));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        requests.write(ReferenceRequest::Turn(-1));
    }
}

fn follow_requests(
    mut commands: Commands,
    mut requests: MessageReader<ReferenceRequest>,
    open: Option<Res<OpenReference>>,
) {
    if requests.is_empty() {
        return;
    }
    let mut open = open.map(|open| *open);
    for request in requests.read() {
        open = match (*request, open) {
            (ReferenceRequest::Open(game), _) => Some(OpenReference { game, page: 0 }),
            (ReferenceRequest::Close, _) => None,
            (ReferenceRequest::Page(page), Some(now)) => Some(OpenReference {
                page: page.min(pages(now.game).len() - 1),
                ..now
            }),
            (ReferenceRequest::Turn(step), Some(now)) => {
                let last = pages(now.game).len() as i32 - 1;
                let page = (now.page as i32 + step).clamp(0, last) as usize;
                Some(OpenReference { page, ..now })
            }
            (_, None) => None,
        };
    }
    match open {
        Some(open) => commands.insert_resource(open),
        None => commands.remove_resource::<OpenReference>(),
    }
}

/// Leaving a screen closes the reference (it belongs to the screen it was
/// opened on); a request in the same frame still opens it on the new one.
fn close_reference(mut commands: Commands) {
    commands.remove_resource::<OpenReference>();
}

/// Rebuilds the overlay when another page (or none) is open.
fn show_reference(
    mut commands: Commands,
    open: Option<Res<OpenReference>>,
    mut shown: Local<Option<OpenReference>>,
    overlays: Query<Entity, With<ReferenceOverlay>>,
    images: Option<ResMut<Assets<Image>>>,
    mut cache: ResMut<PictureCache>,
) {
    let open = open.map(|open| *open);
    if *shown == open {
        return;
    }
    *shown = open;
    for overlay in &overlays {
        commands.entity(overlay).despawn();
    }
    let Some(open) = open else {
        return;
    };
    let all = pages(open.game);
    let page = all[open.page.min(all.len() - 1)];
    let picture = page.picture.zip(images).map(|(picture, mut images)| {
        cache
            .0
            .entry(picture)
            .or_insert_with(|| images.add(picture.image()))
            .clone()
    });
    commands
        .spawn((
            Name::new("Rules reference"),
            ReferenceOverlay,
            GlobalZIndex(20),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
        ))
        .with_children(|overlay| {
            overlay
                .spawn(solid_panel(Node {
                    width: percent(96),
                    max_width: px(900),
                    max_height: percent(96),
                    padding: UiRect::all(px(18)),
                    row_gap: px(12),
                    ..default()
                }))
                .with_children(|card| {
                    let title = Message::new("ref-title").with("game", open.game.name());
                    card.spawn(label(title, 26.0, TEXT));
                    card.spawn(Node {
                        column_gap: px(20),
                        ..default()
                    })
                    .with_children(|row| {
                        // The pages and the buttons in the first column,
                        // where the list leaves room: the page has the
                        // card's whole height.
                        row.spawn(Node {
                            flex_direction: FlexDirection::Column,
                            row_gap: px(16),
                            width: px(220),
                            flex_shrink: 0.0,
                            ..default()
                        })
                        .with_children(|column| {
                            spawn_contents(column, all, open.page);
                            spawn_page_buttons(column, open.page, all.len());
                        });
                        spawn_page(row, page, picture);
                    });
                });
        });
}

/// The list of the pages, the open one marked.
fn spawn_contents(column: &mut ChildSpawnerCommands, all: &[Page], open: usize) {
    column
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(6),
            ..default()
        })
        .with_children(|list| {
            for (index, page) in all.iter().enumerate() {
                let colour = if index == open { TEXT } else { FAINT_TEXT };
                list.spawn((
                    Button,
                    Node {
                        padding: UiRect::axes(px(8), px(4)),
                        ..default()
                    },
                    children![label(
                        Message::new(format!("{}-title", page.key)),
                        17.0,
                        colour
                    )],
                ))
                .observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<ReferenceRequest>| {
                        requests.write(ReferenceRequest::Page(index));
                    },
                );
            }
        });
}

/// The open page: its title, its picture, its text.
fn spawn_page(row: &mut ChildSpawnerCommands, page: Page, picture: Option<Handle<Image>>) {
    row.spawn(Node {
        flex_direction: FlexDirection::Column,
        row_gap: px(10),
        width: px(600),
        ..default()
    })
    .with_children(|text| {
        text.spawn(label(
            Message::new(format!("{}-title", page.key)),
            24.0,
            TEXT,
        ));
        if let Some(picture) = picture {
            // At most a share of the window's height (whatever the text
            // size), its shape kept: a small window at the largest size
            // keeps room for the text and the buttons.
            text.spawn((
                ImageNode::new(picture),
                Node {
                    height: px(pictures::HEIGHT),
                    max_height: Val::Vh(22.0),
                    aspect_ratio: Some(pictures::WIDTH / pictures::HEIGHT),
                    align_self: AlignSelf::FlexStart,
                    ..default()
                },
            ));
        }
        text.spawn(label(
            Message::new(format!("{}-body", page.key)),
            16.0,
            TEXT,
        ));
    });
}

/// Back, where we are, Next, Close.
fn spawn_page_buttons(column: &mut ChildSpawnerCommands, open: usize, count: usize) {
    column
        .spawn(Node {
            column_gap: px(10),
            row_gap: px(8),
            flex_wrap: FlexWrap::Wrap,
            align_items: AlignItems::Center,
            ..default()
        })
        .with_children(|row| {
            for (key, step) in [("ref-previous", -1), ("ref-next", 1)] {
                row.spawn(button(key)).observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<ReferenceRequest>| {
                        requests.write(ReferenceRequest::Turn(step));
                    },
                );
            }
            let where_we_are = Message::new("ref-page")
                .with("page", open + 1)
                .with("pages", count);
            row.spawn(label(where_we_are, 15.0, FAINT_TEXT));
            row.spawn(button("ref-close")).observe(
                |_: On<Pointer<Click>>, mut requests: MessageWriter<ReferenceRequest>| {
                    requests.write(ReferenceRequest::Close);
                },
            );
        });
}

/// The Rules button at a table (its click opens the table's game's rules).
pub fn open_at_table(
    _: On<Pointer<Click>>,
    screen: Res<State<Screen>>,
    mut requests: MessageWriter<ReferenceRequest>,
) {
    if let Some(game) = game_at(*screen.get()) {
        requests.write(ReferenceRequest::Open(game));
    }
}
