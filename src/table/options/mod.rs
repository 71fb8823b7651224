//! Options as proper controls — a game's new-game options in the menu, the
//! player's settings on their screen: each option a line with its name
//! and a stepper (counts), a switch (on or off) or a list to choose from
//! (several values), grouped by what they decide (for a new game: players,
//! rules, setup), and a short explanation of the one pointed at or chosen
//! with the keys.
//!
//! A game (or the settings screen) describes its options ([`OptionRow`]);
//! the controls, their clicks and keys are the same for all. A click or a
//! key asks for a value ([`ChooseOption`]); the settings the options
//! belong to take it in ([`option_rows_plugin`]), and each line shows what
//! they hold.

mod controls;
mod keys;
mod lists;

use bevy::ecs::component::Mutable;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::ui_widgets::ScrollArea;
use tabletop_i18n::Message;

pub use keys::{FocusedOption, OpenList};

use crate::language::on_off;
use crate::screens::Screen;
use crate::theme::{FAINT_TEXT, button_grid, label};

/// Whether the screen shown has options (the menu, the settings).
fn options_shown(screen: Res<State<Screen>>) -> bool {
    matches!(screen.get(), Screen::Menu | Screen::Settings)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FocusedOption>()
        .init_resource::<OpenList>()
        .add_message::<ChooseOption>()
        .configure_sets(
            Update,
            (
                OptionSystems::Keys,
                OptionSystems::Apply,
                OptionSystems::Show,
            )
                .chain()
                .run_if(options_shown),
        )
        .add_systems(OnExit(Screen::Menu), keys::forget_focus)
        .add_systems(OnExit(Screen::Settings), keys::forget_focus)
        .add_systems(
            Update,
            (
                // Only where there is a keyboard and a mouse (not in the
                // headless game of the tests).
                (
                    keys::focus_and_change_with_keys.run_if(
                        resource_exists::<ButtonInput<KeyCode>>
                            .and_then(resource_exists::<InputFocus>),
                    ),
                    keys::close_lists_clicked_past
                        .run_if(resource_exists::<ButtonInput<MouseButton>>),
                )
                    .in_set(OptionSystems::Keys),
                (
                    controls::show_lines,
                    lists::fill_lists,
                    keys::shade_focused_line,
                    keys::bring_the_focused_line_into_sight,
                )
                    .in_set(OptionSystems::Show),
            ),
        );
}

/// Options of one kind, as their settings take them in: `R` a line for
/// each of them, and the settings it changes.
pub fn option_rows_plugin<R: OptionRow>(app: &mut App) {
    app.add_systems(Update, take_choices_in::<R>.in_set(OptionSystems::Apply));
}

/// The order of the options' work in a frame: keys and clicks ask, the
/// settings take it in, the lines show it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionSystems {
    /// The keys (and clicks away from an open list).
    Keys,
    /// The settings take in what was asked for.
    Apply,
    /// The lines show the settings.
    Show,
}

/// The groups a kind of options is shown in, each under its heading, in
/// columns side by side; the keys go through them in that order (down the
/// first column, then the second).
pub trait OptionGroups: Copy + PartialEq + Send + Sync + 'static {
    /// The groups in their columns, left to right, each from the top.
    const COLUMNS: &'static [&'static [Self]];

    /// The group's heading (a translation key).
    fn heading(self) -> &'static str;

    /// Where the keys come to the group: its place in the columns.
    fn rank(self) -> usize {
        Self::COLUMNS
            .iter()
            .flat_map(|column| column.iter())
            .position(|&group| group == self)
            .unwrap_or(usize::MAX)
    }
}

/// What a new-game option decides: the group its line is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionGroup {
    /// Who plays: people, the computer, engines; who starts.
    Players,
    /// The names of the people at the screen.
    Names,
    /// How the game is set up: the pieces, the structure.
    Setup,
    /// The rules and their variants, and the clock.
    Rules,
}

impl OptionGroups for OptionGroup {
    /// The players and the setup, then the rules (as even as the three
    /// games' options come; two groups a line would not fit 1280×720 at the
    /// largest text size).
    const COLUMNS: &'static [&'static [OptionGroup]] = &[
        &[OptionGroup::Players, OptionGroup::Setup],
        &[OptionGroup::Names, OptionGroup::Rules],
    ];

    fn heading(self) -> &'static str {
        match self {
            OptionGroup::Players => "options-players",
            OptionGroup::Names => "options-names",
            OptionGroup::Rules => "options-rules",
            OptionGroup::Setup => "options-setup",
        }
    }
}

/// How an option is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ControlKind {
    /// A count, one less or one more (– and +).
    Stepper,
    /// On or off.
    Switch,
    /// One of several values, from a list.
    Choice,
}

/// One option (of a game's new game, of the settings), as a line.
pub trait OptionRow: Component + Copy {
    /// The settings it changes.
    type Settings: Resource<Mutability = Mutable>;

    /// The groups options of its kind are shown in.
    type Group: OptionGroups;

    /// The group it is shown in.
    fn group(self) -> Self::Group;

    /// Its name.
    fn name(self) -> Message;

    /// What it does, in a sentence or two.
    fn explanation(self) -> Message;

    /// How it is set.
    fn kind(self) -> ControlKind;

    /// The values it offers, in order (a switch's: off, then on); they may
    /// change with the settings (the names of the players to choose from).
    fn values(self, settings: &Self::Settings) -> Vec<Message>;

    /// Which of the values the settings hold.
    fn chosen(self, settings: &Self::Settings) -> usize;

    /// Makes the settings hold the value at `index`.
    fn choose(self, settings: &mut Self::Settings, index: usize);

    /// The chosen value in words (a value with more to say than its name in
    /// the list may say it here).
    fn shown(self, settings: &Self::Settings) -> Message {
        chosen_value(self, settings)
    }

    /// Whether it applies to the settings as they are (the computer's side
    /// does not while two people play).
    fn applies(self, _settings: &Self::Settings) -> bool {
        true
    }
}

/// The value `row`'s settings hold, as its list names it (what a line shows
/// unless its [`OptionRow::shown`] says more).
pub fn chosen_value<R: OptionRow>(row: R, settings: &R::Settings) -> Message {
    let values = row.values(settings);
    let at = row.chosen(settings).min(values.len().saturating_sub(1));
    values
        .into_iter()
        .nth(at)
        .unwrap_or_else(crate::language::blank)
}

/// A switch's values: off, then on.
pub fn switch_values() -> Vec<Message> {
    vec![on_off(false), on_off(true)]
}

/// Counts from `least` to `most`, as a stepper shows them.
pub fn count_values(least: u8, most: u8) -> Vec<Message> {
    (least..=most)
        .map(|count| Message::new("options-count").with("count", count))
        .collect()
}

/// A click or a key asks that an option's line hold the value at `index`.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChooseOption {
    /// The option's line.
    pub line: Entity,
    /// The value asked for.
    pub index: usize,
}

/// An option's line: what is the same whatever the settings.
#[derive(Component, Clone, Debug)]
pub struct OptionLine {
    /// Where the keys come to its group ([`OptionGroups::rank`]).
    pub rank: usize,
    /// How it is set.
    pub kind: ControlKind,
    /// What it does.
    pub explanation: Message,
}

/// What an option's line shows of the settings.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct OptionState {
    /// The values it offers.
    pub values: Vec<Message>,
    /// The chosen value's place among the values.
    pub chosen: usize,
    /// The chosen value in words.
    pub shown: Message,
    /// Whether the line applies (shown) now.
    pub applies: bool,
}

/// Each line of `R` takes in what was asked of it, then shows the settings.
fn take_choices_in<R: OptionRow>(
    mut asked: MessageReader<ChooseOption>,
    mut settings: ResMut<R::Settings>,
    mut lines: Query<(Entity, &R, &mut OptionState)>,
) {
    for choice in asked.read() {
        if let Ok((_, row, _)) = lines.get(choice.line) {
            row.choose(&mut settings, choice.index);
        }
    }
    for (_, row, mut state) in &mut lines {
        state.set_if_neq(OptionState {
            values: row.values(&settings),
            chosen: row.chosen(&settings),
            shown: row.shown(&settings),
            applies: row.applies(&settings),
        });
    }
}

/// Options under `parent`, in their groups (each with its heading) in
/// columns side by side (one above the other where the room is too
/// narrow), scrolling where the window is too short for them all, with
/// `marker` (a game's: to show them only when it is chosen).
/// `more` adds what a group needs beyond the options themselves (the
/// clock's line to a game's rules).
pub fn spawn_option_groups<R: OptionRow>(
    parent: &mut ChildSpawnerCommands,
    marker: impl Bundle,
    rows: impl IntoIterator<Item = R>,
    mut more: impl FnMut(R::Group, &mut ChildSpawnerCommands),
) {
    let rows: Vec<R> = rows.into_iter().collect();
    parent
        .spawn((
            marker,
            ScrollArea,
            Node {
                align_items: AlignItems::FlexStart,
                column_gap: px(28),
                overflow: Overflow::scroll_y(),
                min_height: px(0),
                flex_shrink: 1.0,
                ..button_grid()
            },
        ))
        .with_children(|columns| {
            for &groups in R::Group::COLUMNS {
                columns
                    .spawn(Node {
                        flex_direction: FlexDirection::Column,
                        flex_basis: px(300),
                        flex_grow: 1.0,
                        max_width: px(460),
                        row_gap: px(10),
                        ..default()
                    })
                    .with_children(|column| {
                        for &group in groups {
                            column
                                .spawn(Node {
                                    flex_direction: FlexDirection::Column,
                                    row_gap: px(2),
                                    ..default()
                                })
                                .with_children(|lines| {
                                    lines.spawn(label(group.heading(), 15.0, FAINT_TEXT));
                                    for &row in rows.iter().filter(|row| row.group() == group) {
                                        spawn_option_line(lines, row);
                                    }
                                    more(group, lines);
                                });
                        }
                    });
            }
        });
}

/// One option's line under `column`.
pub fn spawn_option_line<R: OptionRow>(column: &mut ChildSpawnerCommands, row: R) {
    let line = OptionLine {
        rank: row.group().rank(),
        kind: row.kind(),
        explanation: row.explanation(),
    };
    controls::spawn_line(column, row, row.name(), line);
}
