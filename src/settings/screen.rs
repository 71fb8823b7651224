//! The settings screen: each preference a line with the control that suits
//! it (a stepper for a volume or a size, a switch for on and off, a list
//! for a language or a frame rate), grouped by what it touches, the one
//! pointed at explained; and why the settings file could not be read, if
//! it could not.

use bevy::text::EditableText;

use super::*;
use crate::table::history::roster::open_roster;
use crate::table::options::{
    ControlKind, FocusedOption, OptionGroups, OptionRow, chosen_value, spawn_option_groups,
    switch_values,
};
use crate::theme::{display_if, spawn_field_line};

/// What a preference touches: the group its line is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PreferenceGroup {
    Sound,
    Table,
    Reading,
    Screen,
    Network,
}

impl OptionGroups for PreferenceGroup {
    const COLUMNS: &'static [&'static [PreferenceGroup]] = &[
        &[PreferenceGroup::Sound, PreferenceGroup::Table],
        &[
            PreferenceGroup::Reading,
            PreferenceGroup::Screen,
            PreferenceGroup::Network,
        ],
    ];

    fn heading(self) -> &'static str {
        match self {
            PreferenceGroup::Sound => "settings-group-sound",
            PreferenceGroup::Table => "settings-group-table",
            PreferenceGroup::Reading => "settings-group-reading",
            PreferenceGroup::Screen => "settings-group-screen",
            PreferenceGroup::Network => "settings-group-network",
        }
    }
}

/// One line of the settings screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Preference {
    Volume,
    MusicVolume,
    AnimationSpeed,
    AutoTurn,
    Evaluation,
    Language,
    UiScale,
    Palette,
    Fullscreen,
    FrameCap,
    LowPower,
    Relay,
}

/// The relays offered, in turn.
const RELAYS: [RelayChoice; 3] = [RelayChoice::Public, RelayChoice::None, RelayChoice::Own];

/// A share (a volume, a size) as a whole percentage.
pub(super) fn percent_of(share: f32) -> Message {
    Message::new("settings-percent").with("percent", (share * 100.0).round() as i64)
}

/// The place in `steps` nearest to `now` (a settings file may hold a value
/// between them).
fn nearest(steps: &[f32], now: f32) -> usize {
    steps
        .iter()
        .enumerate()
        .min_by(|(_, a), (_, b)| (*a - now).abs().total_cmp(&(*b - now).abs()))
        .map_or(0, |(at, _)| at)
}

fn frame_cap_words(cap: u32) -> Message {
    match cap {
        0 => Message::new("settings-frame-rate-free"),
        cap => Message::new("settings-frame-rate-cap").with("cap", cap),
    }
}

impl Preference {
    pub(super) const ALL: [Preference; 12] = [
        Preference::Volume,
        Preference::MusicVolume,
        Preference::AnimationSpeed,
        Preference::AutoTurn,
        Preference::Evaluation,
        Preference::Language,
        Preference::UiScale,
        Preference::Palette,
        Preference::Fullscreen,
        Preference::FrameCap,
        Preference::LowPower,
        Preference::Relay,
    ];

    /// Its translation key, the stem of its name's and explanation's.
    fn key(self) -> &'static str {
        match self {
            Preference::Volume => "settings-volume",
            Preference::MusicVolume => "settings-music-volume",
            Preference::AnimationSpeed => "settings-animation-speed",
            Preference::AutoTurn => "settings-auto-turn",
            Preference::Evaluation => "settings-evaluation",
            Preference::Language => "settings-language",
            Preference::UiScale => "settings-ui-scale",
            Preference::Palette => "settings-palette",
            Preference::Fullscreen => "settings-fullscreen",
            Preference::FrameCap => "settings-frame-rate",
            Preference::LowPower => "settings-low-power",
            Preference::Relay => "settings-relay",
        }
    }
}

impl OptionRow for Preference {
    type Settings = Settings;
    type Group = PreferenceGroup;

    fn group(self) -> PreferenceGroup {
        match self {
            Preference::Volume | Preference::MusicVolume => PreferenceGroup::Sound,
            Preference::AnimationSpeed | Preference::AutoTurn | Preference::Evaluation => {
                PreferenceGroup::Table
            }
            Preference::Language | Preference::UiScale | Preference::Palette => {
                PreferenceGroup::Reading
            }
            Preference::Fullscreen | Preference::FrameCap | Preference::LowPower => {
                PreferenceGroup::Screen
            }
            Preference::Relay => PreferenceGroup::Network,
        }
    }

    fn name(self) -> Message {
        Message::new(self.key())
    }

    fn explanation(self) -> Message {
        Message::new(format!("{}-about", self.key()))
    }

    fn kind(self) -> ControlKind {
        match self {
            Preference::Volume
            | Preference::MusicVolume
            | Preference::AnimationSpeed
            | Preference::UiScale => ControlKind::Stepper,
            Preference::AutoTurn
            | Preference::Evaluation
            | Preference::Fullscreen
            | Preference::LowPower => ControlKind::Switch,
            Preference::Language
            | Preference::Palette
            | Preference::FrameCap
            | Preference::Relay => ControlKind::Choice,
        }
    }

    fn values(self, _: &Settings) -> Vec<Message> {
        match self {
            Preference::Volume | Preference::MusicVolume => {
                VOLUMES.iter().map(|&volume| percent_of(volume)).collect()
            }
            Preference::AnimationSpeed => SPEEDS
                .iter()
                .map(|speed| Message::new("settings-speed").with("speed", speed.to_string()))
                .collect(),
            Preference::UiScale => UI_SCALES.iter().map(|&scale| percent_of(scale)).collect(),
            Preference::AutoTurn
            | Preference::Evaluation
            | Preference::Fullscreen
            | Preference::LowPower => switch_values(),
            // The system's, then each language by its own name.
            Preference::Language => std::iter::once(
                Message::new("settings-language-system").with("name", Language::of_system().name()),
            )
            .chain(Language::ALL.iter().map(|language| {
                Message::new("settings-language-name").with("name", language.name())
            }))
            .collect(),
            Preference::Palette => vec![
                Message::new("settings-palette-standard"),
                Message::new("settings-palette-colour-blind"),
            ],
            Preference::FrameCap => FRAME_CAPS.iter().map(|&cap| frame_cap_words(cap)).collect(),
            Preference::Relay => [
                "settings-relay-public",
                "settings-relay-none",
                "settings-relay-own",
            ]
            .map(Message::new)
            .into(),
        }
    }

    fn chosen(self, settings: &Settings) -> usize {
        let on = |flag: bool| usize::from(flag);
        match self {
            Preference::Volume => nearest(&VOLUMES, settings.volume),
            Preference::MusicVolume => nearest(&VOLUMES, settings.music_volume),
            Preference::AnimationSpeed => nearest(&SPEEDS, settings.animation_speed),
            Preference::UiScale => nearest(&UI_SCALES, settings.ui_scale),
            Preference::AutoTurn => on(settings.camera_auto_turn),
            Preference::Evaluation => on(settings.show_evaluation),
            Preference::Fullscreen => on(settings.fullscreen),
            Preference::LowPower => on(settings.low_power),
            Preference::Language => Language::ALL
                .iter()
                .position(|language| language.code() == settings.language)
                .map_or(0, |at| at + 1),
            Preference::Palette => Palette::ALL
                .iter()
                .position(|&palette| palette == settings.palette)
                .unwrap_or(0),
            Preference::FrameCap => FRAME_CAPS
                .iter()
                .position(|&cap| cap == settings.frame_cap)
                .unwrap_or(0),
            Preference::Relay => RELAYS
                .iter()
                .position(|&relay| relay == settings.relay)
                .unwrap_or(0),
        }
    }

    fn choose(self, settings: &mut Settings, index: usize) {
        let pick = |steps: &[f32], now: f32| steps.get(index).copied().unwrap_or(now);
        match self {
            Preference::Volume => settings.volume = pick(&VOLUMES, settings.volume),
            Preference::MusicVolume => {
                settings.music_volume = pick(&VOLUMES, settings.music_volume);
            }
            Preference::AnimationSpeed => {
                settings.animation_speed = pick(&SPEEDS, settings.animation_speed);
            }
            Preference::UiScale => settings.ui_scale = pick(&UI_SCALES, settings.ui_scale),
            Preference::AutoTurn => settings.camera_auto_turn = index == 1,
            Preference::Evaluation => settings.show_evaluation = index == 1,
            Preference::Fullscreen => settings.fullscreen = index == 1,
            Preference::LowPower => settings.low_power = index == 1,
            Preference::Language => {
                settings.language = match index.checked_sub(1).and_then(|at| Language::ALL.get(at))
                {
                    Some(language) => language.code().to_owned(),
                    None => SYSTEM_LANGUAGE.to_owned(),
                };
            }
            Preference::Palette => {
                if let Some(&palette) = Palette::ALL.get(index) {
                    settings.palette = palette;
                }
            }
            Preference::FrameCap => {
                if let Some(&cap) = FRAME_CAPS.get(index) {
                    settings.frame_cap = cap;
                }
            }
            Preference::Relay => {
                if let Some(&relay) = RELAYS.get(index) {
                    settings.relay = relay;
                }
            }
        }
    }

    /// A value a settings file holds between the steps shows as it is.
    fn shown(self, settings: &Settings) -> Message {
        match self {
            Preference::Volume => percent_of(settings.volume),
            Preference::MusicVolume => percent_of(settings.music_volume),
            Preference::UiScale => percent_of(settings.ui_scale),
            Preference::AnimationSpeed => {
                Message::new("settings-speed").with("speed", settings.animation_speed.to_string())
            }
            Preference::FrameCap => frame_cap_words(settings.frame_cap),
            _ => chosen_value(self, settings),
        }
    }
}

pub(super) fn spawn_screen(
    mut commands: Commands,
    file: Option<Res<SettingsFile>>,
    settings: Res<Settings>,
) {
    let problem = file.and_then(|file| file.problem.clone());
    let relay_address = settings.relay_address.clone();
    commands
        .spawn((
            Name::new("Settings"),
            DespawnOnExit(Screen::Settings),
            centred_screen(),
        ))
        .with_children(|screen| {
            screen
                .spawn(panel(Node {
                    width: percent(92),
                    max_width: px(1000),
                    // The settings scroll rather than run out of the window.
                    max_height: percent(100),
                    align_items: AlignItems::Center,
                    ..default()
                }))
                .with_children(|page| {
                    page.spawn(label("settings-title", 34.0, TEXT));
                    spawn_option_groups(page, (), Preference::ALL, |group, options| {
                        if group == PreferenceGroup::Network {
                            spawn_relay_line(options, &relay_address);
                        }
                    });
                    if let Some(problem) = problem {
                        page.spawn(label(problem, 15.0, WARNING_TEXT));
                    }
                    page.spawn((
                        SettingsHint,
                        label("settings-hint", 15.0, FAINT_TEXT),
                        Node {
                            min_height: px(38),
                            ..default()
                        },
                    ));
                    page.spawn(Node {
                        column_gap: px(12),
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn(button("settings-players")).observe(open_roster);
                        row.spawn(button("back")).observe(
                            |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                                next.set(Screen::Menu);
                            },
                        );
                    });
                });
        });
}

/// The line under the settings: what the one pointed at does, or how the
/// screen works.
#[derive(Component)]
pub(super) struct SettingsHint;

/// Shows what the preference pointed at (or chosen with the keys) does.
pub(super) fn explain_focused_preference(
    focus: Res<FocusedOption>,
    mut hints: Query<&mut Localized, With<SettingsHint>>,
) {
    set_texts(
        &mut hints,
        focus
            .explanation()
            .unwrap_or_else(|| Message::new("settings-hint")),
    );
}

/// Escape goes back to the menu (after an open list has taken its Escape).
pub(super) fn leave_with_escape(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.is_some_and(|keys| keys.just_pressed(KeyCode::Escape)) {
        next.set(Screen::Menu);
    }
}

/// The line to type one's own relay's address into (shown while that is
/// the relay chosen).
#[derive(Component)]
pub(super) struct RelayLine;

/// Its text field.
#[derive(Component)]
pub(super) struct RelayField;

fn spawn_relay_line(options: &mut ChildSpawnerCommands, address: &str) {
    let line = (RelayLine, false);
    spawn_field_line(
        options,
        line,
        "settings-relay-address",
        (RelayField, address),
    );
}

/// Keeps the own relay's address with its field, which shows while one's
/// own relay is chosen.
pub(super) fn show_relay_line(
    mut settings: ResMut<Settings>,
    mut lines: Query<&mut Node, With<RelayLine>>,
    fields: Query<&EditableText, With<RelayField>>,
) {
    for field in &fields {
        let typed = field.value().to_string();
        if settings.relay_address != typed {
            settings.relay_address = typed;
        }
    }
    let display = display_if(settings.relay == RelayChoice::Own);
    for mut line in &mut lines {
        if line.display != display {
            line.display = display;
        }
    }
}
