//! The player's settings (sound and music volume, animation speed, whether
//! the camera turns to the player to move, language, the text's size, the
//! players' colours, fullscreen, the window's size, a frame-rate cap, a
//! low-power mode, the evaluation at the tables, the relay a game with a
//! friend elsewhere may use), on a screen of
//! their own and kept in the platform's config folder as versioned RON,
//! written atomically. A settings file that cannot be read is reported on
//! the settings screen, the defaults are used, and the file is left as it is.

mod file;
mod preferences;
mod screen;

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowResized};
use serde::{Deserialize, Serialize};
use tabletop_i18n::{Language, Message, Words};
use tabletop_net::Relay;

use self::file::load_settings;
pub use self::file::{SettingsFile, UI_SCALE_BOUNDS};
use crate::audio::SoundSettings;
use crate::language::{Localized, Translations};
use crate::screens::Screen;
use crate::table::camera::CameraSettings;
use crate::table::evaluation::{EvaluationShown, ToggleEvaluation};
use crate::table::frames::{DrawsFrames, FrameLimits, Frames};
use crate::table::motion::AnimationSpeed;
use crate::table::network::NetworkSetup;
use crate::table::options::{OptionSystems, option_rows_plugin};
use crate::table::palette::Palette;
use crate::theme::{
    FAINT_TEXT, TEXT, WARNING_TEXT, button, centred_screen, label, panel, set_texts,
};

/// The settings format's version.
pub(super) const VERSION: u32 = 1;
/// What the settings file is called in messages.
pub(super) const WHAT: &str = "settings";
/// The volumes offered, in turn.
const VOLUMES: [f32; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];
/// The animation speeds offered, in turn.
const SPEEDS: [f32; 4] = [0.5, 1.0, 1.5, 2.0];
/// The frame-rate caps offered, in turn (0: none).
const FRAME_CAPS: [u32; 4] = [0, 30, 60, 120];
/// The sizes of the text and everything on the screens offered, in turn:
/// a multiple of the window's own scale (the system's display scaling).
pub(super) const UI_SCALES: [f32; 3] = [1.0, 1.25, 1.5];
/// How long the window must keep its size before it is remembered.
const RESIZE_SETTLE_SECONDS: f32 = 0.6;

/// The language setting that follows the system's.
const SYSTEM_LANGUAGE: &str = "system";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettlingSize>()
        .init_resource::<EvaluationShown>()
        .add_message::<ToggleEvaluation>()
        // Frames while a resize settles, so that the size is kept in time.
        .draws(|world| {
            let settling = world.get_resource::<SettlingSize>()?;
            settling
                .0
                .map(|_| Frames::Every(Duration::from_millis(200)))
        })
        .add_systems(Startup, load_settings)
        .add_plugins(option_rows_plugin::<preferences::Preference>)
        .add_systems(OnEnter(Screen::Settings), screen::spawn_screen)
        .add_systems(
            Update,
            (
                apply_settings.run_if(resource_changed::<Settings>),
                (
                    screen::explain_focused_preference.in_set(OptionSystems::Show),
                    screen::leave_with_escape.after(OptionSystems::Keys),
                    screen::show_relay_line,
                )
                    .run_if(in_state(Screen::Settings)),
                remember_window_size,
                toggle_fullscreen_with_f11,
                toggle_evaluation,
            ),
        );
}

/// The window's new size, and how long it has stood: kept once it stops
/// changing.
#[derive(Resource, Default)]
struct SettlingSize(Option<((u32, u32), f32)>);

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format's version.
    pub version: u32,
    /// Sound volume, 0 (silent) to 1.
    pub volume: f32,
    /// Music volume, 0 (silent) to 1.
    pub music_volume: f32,
    /// A multiplier on every animation's speed; 1 is normal.
    pub animation_speed: f32,
    /// Turn the camera to the player to move after every move (hotseat).
    pub camera_auto_turn: bool,
    /// The language, as a code (`hr`), or `system` for the system's.
    pub language: String,
    /// The size of the text and everything on the screens, as a multiple
    /// of the window's own scale; 1 is normal.
    pub ui_scale: f32,
    /// The players' colours: the games' own, or every eye's.
    pub palette: Palette,
    /// Fill the screen.
    pub fullscreen: bool,
    /// The window's size when last changed (logical pixels), if ever.
    pub window_size: Option<(u32, u32)>,
    /// At most this many frames a second (0: as many as the screen takes).
    pub frame_cap: u32,
    /// Low-power mode: at most 30 frames a second, and one a second in the
    /// background.
    pub low_power: bool,
    /// Show the evaluation (who is ahead) at the tables.
    pub show_evaluation: bool,
    /// Where a game with a friend elsewhere goes when no direct path can be
    /// made.
    pub relay: RelayChoice,
    /// The player's own relay's address (with [`RelayChoice::Own`]).
    pub relay_address: String,
    /// Hints and the evaluation at a table with a friend elsewhere, if the
    /// friend lets them too.
    pub help_with_friends: bool,
}

/// The relays a game with a friend elsewhere may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RelayChoice {
    /// The networking engine's public relays.
    #[default]
    Public,
    /// None: the local network and direct addresses only.
    None,
    /// The player's own, at the address typed.
    Own,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: VERSION,
            volume: SoundSettings::default().volume,
            music_volume: SoundSettings::default().music_volume,
            animation_speed: AnimationSpeed::default().0,
            camera_auto_turn: CameraSettings::default().auto_turn,
            language: SYSTEM_LANGUAGE.to_owned(),
            ui_scale: 1.0,
            palette: Palette::Standard,
            fullscreen: false,
            window_size: None,
            frame_cap: 0,
            low_power: false,
            show_evaluation: false,
            relay: RelayChoice::Public,
            relay_address: String::new(),
            help_with_friends: false,
        }
    }
}

impl Settings {
    /// The language chosen, or the system's; an unknown code counts as
    /// the system's.
    pub fn language(&self) -> Language {
        Language::ALL
            .into_iter()
            .find(|language| language.code() == self.language)
            .unwrap_or_else(Language::of_system)
    }

    /// The relay chosen: an own relay whose address does not read is none
    /// at all (nothing is sent where the player did not choose).
    pub fn relay(&self) -> Relay {
        match self.relay {
            RelayChoice::Public => Relay::Default,
            RelayChoice::None => Relay::None,
            RelayChoice::Own => match self.relay_address.parse() {
                Ok(own @ Relay::Own(_)) => own,
                _ => Relay::None,
            },
        }
    }

    /// The limits on frames these settings ask for.
    pub fn frame_limits(&self) -> FrameLimits {
        FrameLimits {
            cap: self.frame_cap,
            low_power: self.low_power,
        }
    }
}

/// What the command line chose for this run: each wins over its setting
/// and is not saved.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ForThisRun {
    /// The language.
    pub language: Option<Language>,
    /// The size of the text and everything on the screens.
    pub ui_scale: Option<f32>,
    /// The players' colours.
    pub palette: Option<Palette>,
}

/// Puts the settings into effect, and keeps them (unless the file could
/// not be read at start).
fn apply_settings(
    settings: Res<Settings>,
    file: Option<Res<SettingsFile>>,
    mut sound: ResMut<SoundSettings>,
    mut speed: ResMut<AnimationSpeed>,
    mut camera: ResMut<CameraSettings>,
    mut translations: ResMut<Translations>,
    for_this_run: Option<Res<ForThisRun>>,
    ui_scale: Option<ResMut<UiScale>>,
    mut palette: ResMut<Palette>,
    limits: Option<ResMut<FrameLimits>>,
    (mut evaluation, network): (ResMut<EvaluationShown>, Option<ResMut<NetworkSetup>>),
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if let Some(mut network) = network {
        network.relay = settings.relay();
        network.help = settings.help_with_friends;
    }
    sound.volume = settings.volume;
    sound.music_volume = settings.music_volume;
    let for_this_run = for_this_run.as_deref().copied().unwrap_or_default();
    let language = for_this_run.language.unwrap_or_else(|| settings.language());
    if translations.language() != language {
        *translations = Translations(Words::new(language));
    }
    if let Some(mut limits) = limits {
        limits.set_if_neq(settings.frame_limits());
    }
    speed.0 = settings.animation_speed;
    let scale = for_this_run.ui_scale.unwrap_or(settings.ui_scale);
    if let Some(mut ui_scale) = ui_scale
        && ui_scale.0 != scale
    {
        ui_scale.0 = scale;
    }
    palette.set_if_neq(for_this_run.palette.unwrap_or(settings.palette));
    camera.auto_turn = settings.camera_auto_turn;
    evaluation.set_if_neq(EvaluationShown(settings.show_evaluation));
    let mode = if settings.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != mode {
            window.mode = mode;
        }
        // The size kept from last time, set once at start.
        if let (true, Some((width, height))) = (settings.is_added(), settings.window_size) {
            window.resolution.set(width as f32, height as f32);
        }
    }
    if settings.is_added() {
        return;
    }
    if let Some(SettingsFile {
        path: Some(path),
        problem: None,
    }) = file.as_deref()
        && let Err(error) = tabletop_store::save(&*settings, path, WHAT)
    {
        warn!("{error}");
    }
}

/// F11 switches fullscreen on and off anywhere (and it is remembered, as
/// from the settings screen).
fn toggle_fullscreen_with_f11(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    settings: Option<ResMut<Settings>>,
) {
    if let (Some(keys), Some(mut settings)) = (keys, settings)
        && keys.just_pressed(KeyCode::F11)
    {
        settings.fullscreen = !settings.fullscreen;
    }
}

/// F4 at a table shows or hides the evaluation (and it is remembered, as
/// from the settings screen).
fn toggle_evaluation(
    mut toggles: MessageReader<ToggleEvaluation>,
    settings: Option<ResMut<Settings>>,
) {
    if let (true, Some(mut settings)) = (toggles.read().count() % 2 == 1, settings) {
        settings.show_evaluation = !settings.show_evaluation;
    }
}

/// Remembers the window's size once it has kept it a moment (a drag of its
/// edge sends many sizes; only the last is kept).
fn remember_window_size(
    time: Res<Time>,
    mut resized: MessageReader<WindowResized>,
    settings: Option<ResMut<Settings>>,
    mut settling: ResMut<SettlingSize>,
) {
    if let Some(last) = resized.read().last() {
        let size = (last.width.round() as u32, last.height.round() as u32);
        settling.0 = Some((size, 0.0));
    }
    let Some(mut settings) = settings else {
        return;
    };
    if let Some((size, waited)) = settling.0.as_mut() {
        *waited += time.delta_secs();
        if *waited >= RESIZE_SETTLE_SECONDS {
            if !settings.fullscreen && settings.window_size != Some(*size) {
                settings.window_size = Some(*size);
            }
            settling.0 = None;
        }
    }
}

#[cfg(test)]
mod tests;
