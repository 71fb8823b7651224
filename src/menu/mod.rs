//! The main menu, in two pages: the front door (the games as cards,
//! Continue and what it carries on, Tutorial, Puzzles, Games, Settings,
//! Quit: `front`) and the chosen game's new-game options (each game's
//! `new_game`) with Play, From a position and How to play.

mod front;

use bevy::prelude::*;
use tabletop_i18n::Message;

use crate::blokus3d::new_game::{BlokusNewGame, BlokusOptions};
use crate::deblockle::new_game::{DeblockleOptions, NewGameSettings};
use crate::game_start::{ChosenGame, StartGame};
use crate::hive::new_game::{HiveNewGame, HiveOptions, spawn_options};
use crate::language::{Localized, blank};
use crate::reference::ReferenceRequest;
use crate::saved_game::{GameAutosave, SavedGame};
use crate::screens::Screen;
use crate::table::clock::{ClockChoice, ClockNextGame, ClockStart};
use crate::table::network::ResumeAcross;
use crate::table::options::{FocusedOption, OptionSystems};
use crate::table::random::TableRng;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, button_grid, centred_screen, display_if, label, panel,
    plain_label, set_texts,
};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(front::plugin)
        .init_resource::<ChosenGame>()
        .init_resource::<MenuNotice>()
        .init_resource::<MenuPage>()
        .add_message::<PlayChosen>()
        .add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(
            Update,
            (
                front::keys_at_the_front_door,
                front::frame_the_chosen_card,
                show_settings,
                play,
            )
                .chain()
                // An open list takes Escape before the page does.
                .after(OptionSystems::Keys)
                .run_if(in_state(Screen::Menu)),
        );
}

/// Which page of the menu shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MenuPage {
    /// The front door: the games' cards.
    #[default]
    Front,
    /// The chosen game's new-game options.
    Game,
}

/// A page of the menu (shown when it is the page).
#[derive(Component, Clone, Copy, PartialEq, Eq)]
struct Page(MenuPage);

/// Play was asked for (the button, or Enter on a game's options).
#[derive(Message, Clone, Copy, Debug)]
struct PlayChosen;

/// How to play `game`, in a line.
fn hint(game: ChosenGame) -> Message {
    Message::new(match game {
        ChosenGame::Deblockle => "menu-hint-deblockle",
        ChosenGame::Hive => "menu-hint-hive",
        ChosenGame::Blokus3d => "menu-hint-blokus3d",
    })
}

/// The chosen game's name over its options.
#[derive(Component)]
struct GameTitle;
/// The how-to line under the buttons.
#[derive(Component)]
struct GameHint;
/// Why Play could not start the game.
#[derive(Component)]
struct MenuWarning;

fn spawn_menu(
    mut commands: Commands,
    autosave: Option<Res<GameAutosave>>,
    hive_settings: Res<HiveNewGame>,
    notice: Res<MenuNotice>,
    pictures: Option<Res<front::MenuPictures>>,
) {
    // What the autosave offers: a game to continue, or why there is none
    // (having nothing saved is no problem to mention).
    let resumable = resumable_game(autosave.as_deref());
    let carried_on = resumable.as_ref().ok().map(front::continue_line);
    let autosave_problem = resumable.err().flatten();
    // A panel's tight padding: each page fits 1280×720 at the largest UI
    // scale.
    let room = || {
        panel(Node {
            width: percent(92),
            max_width: px(1100),
            // The options scroll rather than run out of the window.
            max_height: percent(100),
            align_items: AlignItems::Center,
            ..default()
        })
    };
    commands
        .spawn((
            Name::new("Main menu"),
            DespawnOnExit(Screen::Menu),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn((Page(MenuPage::Front), room()))
                .with_children(|menu| {
                    menu.spawn(plain_label("tabletop", 40.0, TEXT));
                    front::spawn_cards(menu, pictures.as_deref());
                    if let Some(line) = carried_on {
                        menu.spawn(Node {
                            column_gap: px(12),
                            align_items: AlignItems::Center,
                            ..default()
                        })
                        .with_children(|row| {
                            row.spawn(button("menu-continue")).observe(continue_game);
                            row.spawn(label(line, 15.0, FAINT_TEXT));
                        });
                    }
                    menu.spawn(button_grid()).with_children(|row| {
                        for (text, screen) in [
                            ("menu-tutorial", Screen::Lessons),
                            ("menu-puzzles", Screen::Puzzles),
                            ("menu-join-friend", Screen::JoinFriend),
                            ("menu-games", Screen::Games),
                            ("menu-record", Screen::Record),
                            ("menu-settings", Screen::Settings),
                        ] {
                            row.spawn(button(text)).observe(
                                move |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                                    next.set(screen);
                                },
                            );
                        }
                        row.spawn(button("menu-quit")).observe(
                            |_: On<Pointer<Click>>, mut exit: MessageWriter<AppExit>| {
                                exit.write(AppExit::Success);
                            },
                        );
                    });
                    if let Some(problem) = autosave_problem {
                        menu.spawn(label(problem, 15.0, WARNING_TEXT));
                    }
                    menu.spawn(label("menu-front-hint", 15.0, FAINT_TEXT));
                });
            screen
                .spawn((Page(MenuPage::Game), room()))
                .with_children(|menu| {
                    menu.spawn((GameTitle, plain_label("", 28.0, TEXT)));
                    crate::deblockle::new_game::spawn_options(menu);
                    spawn_options(menu, &hive_settings);
                    crate::blokus3d::new_game::spawn_options(menu);
                    menu.spawn((
                        GameHint,
                        label("", 15.0, FAINT_TEXT),
                        Node {
                            min_height: px(38),
                            ..default()
                        },
                    ));
                    menu.spawn(Node {
                        margin: UiRect::top(px(6)),
                        ..button_grid()
                    })
                    .with_children(|row| {
                        row.spawn(button("back")).observe(
                            |_: On<Pointer<Click>>, mut page: ResMut<MenuPage>| {
                                *page = MenuPage::Front;
                            },
                        );
                        row.spawn(button("menu-play")).observe(
                            |_: On<Pointer<Click>>, mut play: MessageWriter<PlayChosen>| {
                                play.write(PlayChosen);
                            },
                        );
                        row.spawn(button("menu-position"))
                            .observe(crate::position_dialog::open);
                        row.spawn(button("ref-open")).observe(
                            |_: On<Pointer<Click>>,
                             chosen: Res<ChosenGame>,
                             mut requests: MessageWriter<ReferenceRequest>| {
                                requests.write(ReferenceRequest::Open(*chosen));
                            },
                        );
                    });
                    let notice = notice.0.clone().unwrap_or_else(blank);
                    menu.spawn((MenuWarning, label(notice, 15.0, WARNING_TEXT)));
                });
        });
}

/// Starts the chosen game with its options, when Play is asked for (the
/// button, or Enter on the options).
fn play(
    mut asked: MessageReader<PlayChosen>,
    keys: Res<ButtonInput<KeyCode>>,
    page: Res<MenuPage>,
    chosen: Res<ChosenGame>,
    settings: Res<NewGameSettings>,
    hive_settings: Res<HiveNewGame>,
    blokus_settings: Res<BlokusNewGame>,
    mut rng: ResMut<TableRng>,
    clock: Res<ClockChoice>,
    mut commands: Commands,
    mut starts: MessageWriter<StartGame>,
    mut warnings: Query<&mut Localized, With<MenuWarning>>,
) {
    let entered = *page == MenuPage::Game && keys.just_pressed(KeyCode::Enter);
    if asked.read().count() == 0 && !entered {
        return;
    }
    // The game started next is played on the menu's time control.
    commands.insert_resource(ClockNextGame(ClockStart::Fresh(clock.control)));
    match *chosen {
        ChosenGame::Deblockle => {
            starts.write(StartGame::Deblockle(
                settings.request(rng.next_seed()),
                settings.seats(),
            ));
        }
        ChosenGame::Blokus3d => {
            if let Some((position, seats)) = blokus_settings.start() {
                starts.write(StartGame::Blokus3d(Box::new(position), seats));
            }
        }
        ChosenGame::Hive => match hive_settings.seats() {
            Ok(seats) => {
                starts.write(StartGame::Hive(hive_settings.game(), seats));
            }
            Err(reason) => set_texts(&mut warnings, reason),
        },
    }
}

/// Carries on the autosaved game (or setup), its players included.
fn continue_game(
    _: On<Pointer<Click>>,
    autosave: Option<Res<GameAutosave>>,
    mut commands: Commands,
    mut starts: MessageWriter<StartGame>,
    mut warnings: Query<&mut Localized, With<MenuWarning>>,
) {
    match resumable_game(autosave.as_deref()) {
        Ok(start) => {
            commands.queue(carried_on(autosave.as_deref()));
            starts.write(start);
        }
        Err(reason) => set_texts(&mut warnings, nothing_to_continue(reason)),
    }
}

/// The autosaved game, ready to start again.
///
/// # Errors
/// Why it cannot be carried on (a save that cannot be read or replayed),
/// or `None` when there is just nothing to carry on (no save, or the game
/// was finished).
pub(crate) fn resumable_game(
    autosave: Option<&GameAutosave>,
) -> Result<StartGame, Option<Message>> {
    match autosave
        .and_then(GameAutosave::resumable)
        .map(SavedGame::resume)
    {
        Some(Ok(start)) => Ok(start),
        Some(Err(reason)) => Err(Some(
            Message::new("menu-cannot-resume").with("reason", reason),
        )),
        None => Err(autosave.and_then(GameAutosave::problem).cloned()),
    }
}

/// What the game Continue starts carries on beside its moves, put in
/// place before it starts: its move tree, its clocks where they stood,
/// and how it was played with friends elsewhere (to find them again).
pub(crate) fn carried_on(autosave: Option<&GameAutosave>) -> impl FnOnce(&mut World) + use<> {
    let saved = autosave.and_then(GameAutosave::resumable);
    let tree = saved.and_then(SavedGame::tree);
    let clock = saved.and_then(|saved| saved.clock.clone());
    let across = saved.and_then(|saved| saved.across.clone());
    move |world: &mut World| {
        if let Some(tree) = tree {
            tree.keep(world);
        }
        if let Some(record) = clock {
            world.insert_resource(ClockNextGame(ClockStart::Resumed(record)));
        }
        if let Some(across) = across {
            world.insert_resource(ResumeAcross(across));
        }
    }
}

/// Why Continue had nothing to carry on, in words.
pub(crate) fn nothing_to_continue(reason: Option<Message>) -> Message {
    reason.unwrap_or_else(|| Message::new("menu-nothing-to-continue"))
}

/// What the menu says when it opens: why `--continue` had nothing to carry
/// on.
#[derive(Resource, Default)]
pub struct MenuNotice(pub Option<Message>);

/// Shows the page asked for, on the game page the chosen game's options
/// under its name.
fn show_settings(
    chosen: Res<ChosenGame>,
    page: Res<MenuPage>,
    mut pages: Query<(&Page, &mut Node)>,
    mut parts: Query<
        (
            &mut Node,
            Has<DeblockleOptions>,
            Has<HiveOptions>,
            Has<BlokusOptions>,
        ),
        (
            Or<(
                With<DeblockleOptions>,
                With<HiveOptions>,
                With<BlokusOptions>,
            )>,
            Without<Page>,
        ),
    >,
    mut titles: Query<&mut Text, With<GameTitle>>,
    mut hints: Query<&mut Localized, With<GameHint>>,
    focus: Res<FocusedOption>,
) {
    let show = |node: &mut Node, shown: bool| {
        let display = display_if(shown);
        if node.display != display {
            node.display = display;
        }
    };
    for (shown, mut node) in &mut pages {
        show(&mut node, shown.0 == *page);
    }
    for (mut node, deblockle_options, hive_options, blokus_options) in &mut parts {
        let shown = match *chosen {
            ChosenGame::Deblockle => deblockle_options,
            ChosenGame::Hive => hive_options,
            ChosenGame::Blokus3d => blokus_options,
        };
        show(&mut node, shown);
    }
    for mut title in &mut titles {
        if title.0 != chosen.name() {
            title.0 = chosen.name().to_owned();
        }
    }
    // What the option pointed at does, or how to play.
    set_texts(
        &mut hints,
        focus.explanation().unwrap_or_else(|| hint(*chosen)),
    );
}
