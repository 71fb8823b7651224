//! The main menu: which game, that game's new-game options (each game's
//! `new_game`), Continue, Play, From a position, Tutorial, Puzzles, Games, Settings
//! and Quit.

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
use crate::table::random::TableRng;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, card, centred_screen, display_if, label, plain_label,
    set_button_text, set_texts,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChosenGame>()
        .init_resource::<MenuNotice>()
        .add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(Update, show_settings.run_if(in_state(Screen::Menu)));
}

/// How to play `game`, in a line.
fn hint(game: ChosenGame) -> Message {
    Message::new(match game {
        ChosenGame::Deblockle => "menu-hint-deblockle",
        ChosenGame::Hive => "menu-hint-hive",
        ChosenGame::Blokus3d => "menu-hint-blokus3d",
    })
}

/// The button that switches the game.
#[derive(Component)]
struct GameSwitch;
/// A button only Deblockle has.
#[derive(Component)]
struct DeblockleOnly;
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
) {
    // What the autosave offers: a game to continue, or why there is none
    // (having nothing saved is no problem to mention).
    let resumable = resumable_game(autosave.as_deref());
    let can_continue = resumable.is_ok();
    let autosave_problem = resumable.err().flatten();
    commands
        .spawn((
            Name::new("Main menu"),
            DespawnOnExit(Screen::Menu),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen.spawn(card(Node::default())).with_children(|menu| {
                menu.spawn(plain_label("tabletop", 52.0, TEXT));
                menu.spawn((GameSwitch, button(""))).observe(
                    |_: On<Pointer<Click>>, mut chosen: ResMut<ChosenGame>| {
                        *chosen = match *chosen {
                            ChosenGame::Deblockle => ChosenGame::Hive,
                            ChosenGame::Hive => ChosenGame::Blokus3d,
                            ChosenGame::Blokus3d => ChosenGame::Deblockle,
                        };
                    },
                );
                crate::deblockle::new_game::spawn_options(menu);
                spawn_options(menu, &hive_settings);
                crate::blokus3d::new_game::spawn_options(menu);
                menu.spawn(Node {
                    column_gap: px(14),
                    margin: UiRect::top(px(12)),
                    ..default()
                })
                .with_children(|row| {
                    if can_continue {
                        row.spawn(button("menu-continue")).observe(continue_game);
                    }
                    row.spawn(button("menu-play")).observe(play);
                    row.spawn(button("menu-position"))
                        .observe(crate::position_dialog::open);
                    row.spawn(button("ref-open")).observe(
                        |_: On<Pointer<Click>>,
                         chosen: Res<ChosenGame>,
                         mut requests: MessageWriter<ReferenceRequest>| {
                            requests.write(ReferenceRequest::Open(*chosen));
                        },
                    );
                    row.spawn((DeblockleOnly, button("menu-tutorial"))).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Lessons);
                        },
                    );
                    row.spawn((DeblockleOnly, button("menu-puzzles"))).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Puzzles);
                        },
                    );
                    row.spawn(button("menu-games")).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Games);
                        },
                    );
                    row.spawn(button("menu-settings")).observe(
                        |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                            next.set(Screen::Settings);
                        },
                    );
                    row.spawn(button("menu-quit")).observe(
                        |_: On<Pointer<Click>>, mut exit: MessageWriter<AppExit>| {
                            exit.write(AppExit::Success);
                        },
                    );
                });
                if let Some(problem) = autosave_problem {
                    menu.spawn((
                        label(problem, 15.0, WARNING_TEXT),
                        Node {
                            max_width: px(720),
                            ..default()
                        },
                    ));
                }
                let notice = notice.0.clone().unwrap_or_else(blank);
                menu.spawn((MenuWarning, label(notice, 15.0, WARNING_TEXT)));
                menu.spawn((GameHint, label("", 15.0, FAINT_TEXT)));
            });
        });
}

fn play(
    _: On<Pointer<Click>>,
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
            if let Some(clocks) = resumed_clocks(autosave.as_deref()) {
                commands.insert_resource(clocks);
            }
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

/// The autosaved game's clocks, for the game Continue starts, where they
/// stood when it was saved.
pub(crate) fn resumed_clocks(autosave: Option<&GameAutosave>) -> Option<ClockNextGame> {
    let saved = autosave.and_then(GameAutosave::resumable)?;
    let record = saved.clock.clone()?;
    Some(ClockNextGame(ClockStart::Resumed(record)))
}

/// Why Continue had nothing to carry on, in words.
pub(crate) fn nothing_to_continue(reason: Option<Message>) -> Message {
    reason.unwrap_or_else(|| Message::new("menu-nothing-to-continue"))
}

/// What the menu says when it opens: why `--continue` had nothing to carry
/// on.
#[derive(Resource, Default)]
pub struct MenuNotice(pub Option<Message>);

/// Shows the chosen game's options, and says which game it is.
fn show_settings(
    chosen: Res<ChosenGame>,
    mut parts: Query<
        (
            &mut Node,
            Has<DeblockleOptions>,
            Has<DeblockleOnly>,
            Has<HiveOptions>,
            Has<BlokusOptions>,
        ),
        (
            Or<(
                With<DeblockleOptions>,
                With<DeblockleOnly>,
                With<HiveOptions>,
                With<BlokusOptions>,
            )>,
        ),
    >,
    switches: Query<&Children, With<GameSwitch>>,
    mut hints: Query<&mut Localized, (With<GameHint>, Without<Button>)>,
    mut texts: Query<&mut Localized, Without<GameHint>>,
) {
    for (mut node, deblockle_options, deblockle_only, hive_options, blokus_options) in &mut parts {
        let shown = match *chosen {
            ChosenGame::Deblockle => deblockle_options || deblockle_only,
            ChosenGame::Hive => hive_options,
            ChosenGame::Blokus3d => blokus_options,
        };
        let display = display_if(shown);
        if node.display != display {
            node.display = display;
        }
    }
    for children in &switches {
        let wanted = Message::new("menu-game-switch").with("game", chosen.name());
        set_button_text(children, &mut texts, wanted);
    }
    set_texts(&mut hints, hint(*chosen));
}
