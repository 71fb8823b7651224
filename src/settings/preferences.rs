//! Each preference as a line of the settings screen: what it touches (its
//! group), the control that suits it (a stepper for a volume or a size, a
//! switch for on and off, a list for a language, a frame rate or a relay),
//! the values it offers and how choosing one changes the settings.

use super::*;
use crate::table::options::{ControlKind, OptionGroups, OptionRow, chosen_value, switch_values};

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
    FriendsHelp,
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
    pub(super) const ALL: [Preference; 13] = [
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
        Preference::FriendsHelp,
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
            Preference::FriendsHelp => "settings-friends-help",
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
            Preference::Relay | Preference::FriendsHelp => PreferenceGroup::Network,
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
            | Preference::LowPower
            | Preference::FriendsHelp => ControlKind::Switch,
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
            | Preference::LowPower
            | Preference::FriendsHelp => switch_values(),
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
            Preference::FriendsHelp => on(settings.help_with_friends),
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
            Preference::FriendsHelp => settings.help_with_friends = index == 1,
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
