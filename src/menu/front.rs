//! The menu's front door: the three games as cards (a picture of each
//! table, its name, its players, what it is in a line), what Continue
//! carries on, and the ways to the tutorial, the puzzles, the saved games,
//! the settings. A card opens its game's new-game options; ← and → choose
//! a card, Enter opens it, Escape comes back.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use tabletop_i18n::Message;

use super::MenuPage;
use crate::game_start::{ChosenGame, StartGame};
use crate::language::list;
use crate::table::keys::typing;
use crate::theme::{FAINT_TEXT, TEXT, label, plain_label};

pub(super) fn plugin(app: &mut App) {
    // Made as the plugin is built: a table opened from the command line
    // enters its screen (and the menu after it) before any Startup system.
    app.init_resource::<MenuPictures>();
}

/// Each game's table in a picture, for its card.
#[derive(Resource)]
pub(super) struct MenuPictures([Handle<Image>; 3]);

/// The games in the order of their cards.
const GAMES: [ChosenGame; 3] = [
    ChosenGame::Deblockle,
    ChosenGame::Hive,
    ChosenGame::Blokus3d,
];

/// The pictures, shipped with the game (shots of each table, 320×180).
const PICTURES: [&[u8]; 3] = [
    include_bytes!("../../assets/menu/deblockle.png"),
    include_bytes!("../../assets/menu/hive.png"),
    include_bytes!("../../assets/menu/blokus3d.png"),
];

impl FromWorld for MenuPictures {
    fn from_world(world: &mut World) -> MenuPictures {
        let mut images = world.resource_mut::<Assets<Image>>();
        MenuPictures(PICTURES.map(|bytes| {
            let picture = Image::from_buffer(
                bytes,
                ImageType::Extension("png"),
                CompressedImageFormats::NONE,
                true,
                ImageSampler::linear(),
                RenderAssetUsages::RENDER_WORLD,
            )
            .unwrap_or_default();
            images.add(picture)
        }))
    }
}

/// A game's card on the front door.
#[derive(Component, Clone, Copy)]
pub(super) struct GameCard(pub(super) ChosenGame);

/// How many play `game`, and what it is, in a line each.
fn about(game: ChosenGame) -> (Message, Message) {
    let (players, line) = match game {
        ChosenGame::Deblockle => ("menu-players-two", "menu-about-deblockle"),
        ChosenGame::Hive => ("menu-players-two", "menu-about-hive"),
        ChosenGame::Blokus3d => ("menu-players-two-to-four", "menu-about-blokus3d"),
    };
    (Message::new(players), Message::new(line))
}

/// The three cards in a row (wrapping when the window is narrow).
pub(super) fn spawn_cards(page: &mut ChildSpawnerCommands, pictures: Option<&MenuPictures>) {
    // Side by side always: at a large UI scale in a small window the
    // cards narrow (and their pictures with them) rather than wrap.
    page.spawn(Node {
        width: percent(100),
        justify_content: JustifyContent::Center,
        column_gap: px(12),
        ..default()
    })
    .with_children(|row| {
        for (index, game) in GAMES.into_iter().enumerate() {
            let (players, line) = about(game);
            let mut card = row.spawn((
                Name::new(game.name()),
                GameCard(game),
                Button,
                // Narrowed to share a row too small for three (not a flex
                // basis of nothing: the text would be measured at no width
                // and the cards grow tall).
                Node {
                    width: px(250),
                    flex_shrink: 1.0,
                    min_width: px(0),
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    padding: UiRect::all(px(8)),
                    row_gap: px(4),
                    border: UiRect::all(px(3)),
                    border_radius: BorderRadius::all(px(8)),
                    ..default()
                },
                BackgroundColor(crate::theme::BUTTON),
                BorderColor::all(Color::NONE),
            ));
            card.with_children(|card| {
                if let Some(pictures) = pictures {
                    card.spawn((
                        ImageNode::new(pictures.0[index].clone()),
                        Node {
                            width: percent(100),
                            aspect_ratio: Some(16.0 / 9.0),
                            ..default()
                        },
                    ));
                }
                card.spawn(plain_label(game.name(), 24.0, TEXT));
                card.spawn(label(players, 15.0, FAINT_TEXT));
                card.spawn(label(line, 14.0, TEXT));
            });
            card.observe(
                move |_: On<Pointer<Click>>,
                      mut chosen: ResMut<ChosenGame>,
                      mut page: ResMut<MenuPage>| {
                    *chosen = game;
                    *page = MenuPage::Game;
                },
            );
        }
    });
}

/// The chosen game's card stands out by its frame.
pub(super) fn frame_the_chosen_card(
    chosen: Res<ChosenGame>,
    mut cards: Query<(&GameCard, &mut BorderColor)>,
) {
    for (card, mut border) in &mut cards {
        let colour = if card.0 == *chosen {
            crate::theme::TEXT
        } else {
            Color::NONE
        };
        border.set_if_neq(BorderColor::all(colour));
    }
}

/// ← and → choose a card, Enter opens it; Escape on a game's options
/// comes back to the cards.
pub(super) fn keys_at_the_front_door(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    fields: Query<(), With<bevy::text::EditableText>>,
    focus: Res<bevy::input_focus::InputFocus>,
    mut chosen: ResMut<ChosenGame>,
    mut page: ResMut<MenuPage>,
) {
    if typing(&focus, &fields) {
        return;
    }
    let at = GAMES.iter().position(|game| game == &*chosen).unwrap_or(0);
    match *page {
        MenuPage::Front => {
            if keys.just_pressed(KeyCode::ArrowRight) {
                *chosen = GAMES[(at + 1) % GAMES.len()];
            } else if keys.just_pressed(KeyCode::ArrowLeft) {
                *chosen = GAMES[(at + GAMES.len() - 1) % GAMES.len()];
            } else if keys.clear_just_pressed(KeyCode::Enter) {
                // Used up: the same Enter must not also press Play.
                *page = MenuPage::Game;
            }
        }
        MenuPage::Game => {
            if keys.just_pressed(KeyCode::Escape) {
                *page = MenuPage::Front;
            }
        }
    }
}

/// What Continue carries on, in a line: the game, the move it is at, who
/// plays it.
pub(super) fn continue_line(start: &StartGame) -> Message {
    let (game, moves, players) = match start {
        StartGame::Deblockle(request, seats) => {
            let moves = match request {
                crate::deblockle::session::DeblockleRequest::NewGame {
                    start: crate::deblockle::session::Start::Game(game),
                    ..
                } => Some(game.moves().len()),
                _ => None,
            };
            (
                ChosenGame::Deblockle,
                moves,
                seats.all().iter().map(|s| s.describe()).collect(),
            )
        }
        StartGame::Hive(game, seats) => (
            ChosenGame::Hive,
            Some(game.moves().len()),
            seats.all().iter().map(|s| s.describe()).collect(),
        ),
        StartGame::Blokus3d(position, seats) => (
            ChosenGame::Blokus3d,
            Some(position.history().len()),
            seats.all().iter().map(|s| s.describe()).collect(),
        ),
    };
    let players = list(players, true);
    match moves {
        Some(moves) => Message::new("menu-continue-game")
            .with("game", game.name())
            .with("move", moves + 1)
            .with("players", players),
        None => Message::new("menu-continue-setup")
            .with("game", game.name())
            .with("players", players),
    }
}
