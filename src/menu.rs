//! The main menu: which game, that game's new-game options (for Deblockle
//! the opponent, blocks per side, the variants, who moves first, the
//! setup; for Hive see `hive::new_game`), Continue, Play, Tutorial, Games,
//! Settings and Quit.

use bevy::prelude::*;
use tabletop_ai::Level;
use tabletop_i18n::{Explained, Message};
use tabletop_rules::deblockle::{Player, RulesOptions, TipWithoutHop};

use crate::blokus3d::new_game::{BlokusNewGame, BlokusOptions};
use crate::blokus3d::session::BlokusRequest;
use crate::deblockle::autosave::{Autosave, Resume, SavedGame};
use crate::deblockle::computer::{Computer, ComputerSeat};
use crate::deblockle::session::{Request, Start};
use crate::deblockle::setup::{Placing, SetupPlan};
use crate::hive::new_game::{HiveNewGame, HiveOptions, spawn_options};
use crate::hive::session::HiveRequest;
use crate::language::{Localized, level_name, on_off};
use crate::reference::ReferenceRequest;
use crate::screens::Screen;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, card, centred_screen, display_if, label, plain_label,
    set_button_text, set_texts,
};
use crate::tutorial::TutorialRequest;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGameSettings>()
        .init_resource::<ChosenGame>()
        .add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(Update, show_settings.run_if(in_state(Screen::Menu)));
}

/// A line of a game's new-game options: a button whose click changes the
/// settings (its text kept in step by the game's own system).
pub trait OptionRow: Component + Copy {
    /// The settings it changes.
    type Settings: Resource<Mutability = bevy::ecs::component::Mutable>;

    /// Changes the settings as a click does.
    fn change(self, settings: &mut Self::Settings);
}

/// A column of option rows under `parent`, with `marker` (to show it only
/// when its game is chosen); more lines can be added to it.
pub fn spawn_option_rows<'a, R: OptionRow>(
    parent: &'a mut ChildSpawnerCommands,
    marker: impl Bundle,
    rows: impl IntoIterator<Item = R>,
) -> EntityCommands<'a> {
    let mut column = parent.spawn((
        marker,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(10),
            ..default()
        },
    ));
    column.with_children(|options| {
        for row in rows {
            options.spawn((button(""), row)).observe(
                move |_: On<Pointer<Click>>, mut settings: ResMut<R::Settings>| {
                    row.change(&mut settings);
                },
            );
        }
    });
    column
}

/// The game the menu starts.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChosenGame {
    /// Deblockle.
    #[default]
    Deblockle,
    /// Hive.
    Hive,
    /// Blokus 3D.
    Blokus3d,
}

impl ChosenGame {
    /// The game's name (a trade name: the same in every language).
    pub fn name(self) -> &'static str {
        match self {
            ChosenGame::Deblockle => "Deblockle",
            ChosenGame::Hive => "Hive",
            ChosenGame::Blokus3d => "Blokus 3D",
        }
    }

    /// How to play it, in a line.
    fn hint(self) -> Message {
        Message::new(match self {
            ChosenGame::Deblockle => "menu-hint-deblockle",
            ChosenGame::Hive => "menu-hint-hive",
            ChosenGame::Blokus3d => "menu-hint-blokus3d",
        })
    }
}

/// The button that switches the game.
#[derive(Component)]
struct GameSwitch;
/// The Deblockle options (hidden when Hive is chosen).
#[derive(Component)]
struct DeblockleOptions;
/// A button only Deblockle has.
#[derive(Component)]
struct DeblockleOnly;
/// The how-to line under the buttons.
#[derive(Component)]
struct GameHint;
/// Why Play could not start the game.
#[derive(Component)]
struct MenuWarning;

/// Who moves first in a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstPlayer {
    /// Gold.
    #[default]
    Gold,
    /// Teal.
    Teal,
    /// Chosen at random.
    Random,
}

/// The options of the next game, as set in the menu.
#[derive(Resource, Clone, Copy, Debug)]
pub struct NewGameSettings {
    /// The rules options.
    pub rules: RulesOptions,
    /// Who moves first.
    pub first: FirstPlayer,
    /// Whether the rolled blocks are placed by hand or at random.
    pub placing: Placing,
    /// Whether the setup's throws are shown in motion.
    pub animate_roll: bool,
    /// The computer's level, or `None` for two people at the screen.
    pub computer: Option<Level>,
    /// The side the computer plays.
    pub computer_side: Player,
}

impl Default for NewGameSettings {
    fn default() -> NewGameSettings {
        NewGameSettings {
            rules: RulesOptions::default(),
            first: FirstPlayer::default(),
            placing: Placing::default(),
            animate_roll: true,
            computer: None,
            computer_side: Player::Teal,
        }
    }
}

impl NewGameSettings {
    /// The setup of a game that `first` opens, thrown from `seed`.
    pub fn plan(&self, first: Player, seed: u64) -> SetupPlan {
        SetupPlan {
            first,
            seed,
            placing: self.placing,
            animate: self.animate_roll,
        }
    }

    /// The computer's seat in this game, if one plays.
    pub fn computer_seat(&self) -> Computer {
        Computer(self.computer.map(|level| ComputerSeat {
            player: self.computer_side,
            level,
        }))
    }

    /// The request that starts this game, its setup thrown from `seed`.
    pub fn request(&self, seed: u64) -> Request {
        let first = match self.first {
            FirstPlayer::Gold => Player::Gold,
            FirstPlayer::Teal => Player::Teal,
            FirstPlayer::Random if seed.is_multiple_of(2) => Player::Gold,
            FirstPlayer::Random => Player::Teal,
        };
        Request::NewGame {
            rules: self.rules,
            start: Start::Setup(self.plan(first, seed)),
        }
    }
}

/// One line of options: its label and how a click changes the settings.
#[derive(Component, Clone, Copy)]
enum Setting {
    Opponent,
    ComputerSide,
    GoldBlocks,
    TealBlocks,
    NoAdjacent,
    TipWithoutHop,
    Repetition,
    First,
    Placing,
    RollAnimation,
}

impl Setting {
    const ALL: [Setting; 10] = [
        Setting::Opponent,
        Setting::ComputerSide,
        Setting::GoldBlocks,
        Setting::TealBlocks,
        Setting::NoAdjacent,
        Setting::TipWithoutHop,
        Setting::Repetition,
        Setting::First,
        Setting::Placing,
        Setting::RollAnimation,
    ];

    fn describe(self, settings: &NewGameSettings) -> Message {
        let rules = &settings.rules;
        match self {
            Setting::Opponent => match settings.computer {
                None => Message::new("menu-opponent-friend"),
                Some(level) => {
                    Message::new("menu-opponent-computer").with("level", level_name(level))
                }
            },
            Setting::ComputerSide => {
                Message::new("menu-computer-side").with("player", settings.computer_side.message())
            }
            Setting::GoldBlocks => {
                Message::new("menu-gold-blocks").with("count", rules.blocks.gold)
            }
            Setting::TealBlocks => {
                Message::new("menu-teal-blocks").with("count", rules.blocks.teal)
            }
            Setting::NoAdjacent => {
                Message::new("menu-no-adjacent").with("state", on_off(rules.no_adjacent))
            }
            Setting::TipWithoutHop => Message::new(match rules.tip_without_hop {
                TipWithoutHop::Forbid => "menu-tip-without-hop-forbid",
                TipWithoutHop::Stay => "menu-tip-without-hop-stay",
            }),
            Setting::Repetition => {
                Message::new("menu-repetition").with("state", on_off(rules.repetition_draw))
            }
            Setting::First => Message::new("menu-first").with(
                "player",
                match settings.first {
                    FirstPlayer::Gold => Player::Gold.message(),
                    FirstPlayer::Teal => Player::Teal.message(),
                    FirstPlayer::Random => Message::new("menu-first-random"),
                },
            ),
            Setting::Placing => Message::new(match settings.placing {
                Placing::ByHand => "menu-placing-by-hand",
                Placing::AtRandom => "menu-placing-at-random",
            }),
            Setting::RollAnimation => {
                Message::new("menu-roll-animation").with("state", on_off(settings.animate_roll))
            }
        }
    }
}

impl OptionRow for Setting {
    type Settings = NewGameSettings;

    fn change(self, settings: &mut NewGameSettings) {
        let next_count = |count: u8| count % 4 + 1;
        let rules = &mut settings.rules;
        match self {
            Setting::Opponent => {
                settings.computer = match settings.computer {
                    None => Some(Level::Easy),
                    Some(Level::Easy) => Some(Level::Medium),
                    Some(Level::Medium) => Some(Level::Hard),
                    Some(Level::Hard | Level::Random) => None,
                }
            }
            Setting::ComputerSide => settings.computer_side = settings.computer_side.opponent(),
            Setting::GoldBlocks => rules.blocks.gold = next_count(rules.blocks.gold),
            Setting::TealBlocks => rules.blocks.teal = next_count(rules.blocks.teal),
            Setting::NoAdjacent => rules.no_adjacent = !rules.no_adjacent,
            Setting::TipWithoutHop => {
                rules.tip_without_hop = match rules.tip_without_hop {
                    TipWithoutHop::Forbid => TipWithoutHop::Stay,
                    TipWithoutHop::Stay => TipWithoutHop::Forbid,
                }
            }
            Setting::Repetition => rules.repetition_draw = !rules.repetition_draw,
            Setting::First => {
                settings.first = match settings.first {
                    FirstPlayer::Gold => FirstPlayer::Teal,
                    FirstPlayer::Teal => FirstPlayer::Random,
                    FirstPlayer::Random => FirstPlayer::Gold,
                }
            }
            Setting::Placing => {
                settings.placing = match settings.placing {
                    Placing::ByHand => Placing::AtRandom,
                    Placing::AtRandom => Placing::ByHand,
                }
            }
            Setting::RollAnimation => settings.animate_roll = !settings.animate_roll,
        }
    }
}

fn spawn_menu(
    mut commands: Commands,
    autosave: Option<Res<Autosave>>,
    hive_settings: Res<HiveNewGame>,
) {
    // What the autosave offers: a game to continue, or why there is none.
    let (can_continue, autosave_problem) = match autosave.as_deref() {
        Some(autosave) => match autosave.resumable().map(SavedGame::resume) {
            Some(Ok(_)) => (true, autosave.problem().cloned()),
            Some(Err(reason)) => (
                false,
                Some(Message::new("menu-cannot-resume").with("reason", reason)),
            ),
            None => (false, autosave.problem().cloned()),
        },
        None => (false, None),
    };
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
                spawn_option_rows(menu, DeblockleOptions, Setting::ALL);
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
                menu.spawn((MenuWarning, label("", 15.0, WARNING_TEXT)));
                menu.spawn((GameHint, label("", 15.0, FAINT_TEXT)));
            });
        });
}

fn play(
    _: On<Pointer<Click>>,
    mut commands: Commands,
    chosen: Res<ChosenGame>,
    settings: Res<NewGameSettings>,
    hive_settings: Res<HiveNewGame>,
    blokus_settings: Res<BlokusNewGame>,
    mut requests: MessageWriter<Request>,
    mut hive_requests: MessageWriter<HiveRequest>,
    mut blokus_requests: MessageWriter<BlokusRequest>,
    mut tutorial: MessageWriter<TutorialRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut warnings: Query<&mut Localized, With<MenuWarning>>,
) {
    match *chosen {
        ChosenGame::Deblockle => {
            tutorial.write(TutorialRequest::Leave);
            commands.insert_resource(settings.computer_seat());
            requests.write(settings.request(rand::random()));
            next.set(Screen::Playing);
        }
        ChosenGame::Blokus3d => {
            if let Some((request, seats)) = blokus_settings.request() {
                commands.insert_resource(seats);
                blokus_requests.write(request);
                next.set(Screen::Blokus3d);
            }
        }
        ChosenGame::Hive => match hive_settings.seats() {
            Ok(seats) => {
                commands.insert_resource(seats);
                hive_requests.write(hive_settings.request());
                next.set(Screen::Hive);
            }
            Err(reason) => set_texts(&mut warnings, reason),
        },
    }
}

/// Carries on the autosaved game (or setup), its players included.
fn continue_game(
    _: On<Pointer<Click>>,
    mut commands: Commands,
    autosave: Option<Res<Autosave>>,
    mut requests: MessageWriter<Request>,
    mut hive_requests: MessageWriter<HiveRequest>,
    mut blokus_requests: MessageWriter<BlokusRequest>,
    mut tutorial: MessageWriter<TutorialRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    let resumed = autosave
        .as_deref()
        .and_then(Autosave::resumable)
        .map(SavedGame::resume);
    match resumed {
        Some(Ok(Resume::Deblockle(request, computer))) => {
            tutorial.write(TutorialRequest::Leave);
            commands.insert_resource(computer);
            requests.write(request);
            next.set(Screen::Playing);
        }
        Some(Ok(Resume::Hive(game, seats))) => {
            commands.insert_resource(seats);
            hive_requests.write(HiveRequest::NewGame(game));
            next.set(Screen::Hive);
        }
        Some(Ok(Resume::Blokus3d(position, seats))) => {
            commands.insert_resource(seats);
            blokus_requests.write(BlokusRequest::NewGame(position));
            next.set(Screen::Blokus3d);
        }
        _ => {}
    }
}

/// Keeps each option button's text in step with the settings, and shows
/// the chosen game's options.
fn show_settings(
    settings: Res<NewGameSettings>,
    chosen: Res<ChosenGame>,
    mut options: Query<(&Setting, &Children, &mut Node)>,
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
            Without<Setting>,
        ),
    >,
    switches: Query<&Children, With<GameSwitch>>,
    mut hints: Query<&mut Localized, (With<GameHint>, Without<Button>)>,
    mut texts: Query<&mut Localized, Without<GameHint>>,
) {
    for (setting, children, mut node) in &mut options {
        // The computer's side only matters when the computer plays.
        let applies = !matches!(setting, Setting::ComputerSide) || settings.computer.is_some();
        let display = display_if(applies);
        if node.display != display {
            node.display = display;
        }
        set_button_text(children, &mut texts, setting.describe(&settings));
    }
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
    set_texts(&mut hints, chosen.hint());
}

#[cfg(test)]
mod tests {
    use tabletop_rules::deblockle::ByPlayer;

    use super::*;

    #[test]
    fn block_counts_cycle_through_one_to_four() {
        let mut settings = NewGameSettings::default();
        let counts: Vec<u8> = (0..5)
            .map(|_| {
                Setting::GoldBlocks.change(&mut settings);
                settings.rules.blocks.gold
            })
            .collect();
        assert_eq!(counts, [1, 2, 3, 4, 1]);
        assert_eq!(settings.rules.blocks, ByPlayer { gold: 1, teal: 4 });
    }

    #[test]
    fn the_opponent_cycles_from_a_friend_through_the_levels() {
        let mut settings = NewGameSettings::default();
        assert_eq!(settings.computer_seat(), Computer(None));
        let mut seen = Vec::new();
        for _ in 0..4 {
            Setting::Opponent.change(&mut settings);
            seen.push(settings.computer);
        }
        assert_eq!(
            seen,
            [
                Some(Level::Easy),
                Some(Level::Medium),
                Some(Level::Hard),
                None
            ]
        );
        Setting::Opponent.change(&mut settings);
        Setting::ComputerSide.change(&mut settings);
        assert_eq!(
            settings.computer_seat(),
            Computer(Some(ComputerSeat {
                player: Player::Gold,
                level: Level::Easy
            }))
        );
    }
}
