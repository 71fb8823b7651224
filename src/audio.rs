//! Sound: the wooden clack of a block landing, synthesised at start-up
//! (a burst of filtered noise with a fast decay over a low thump), and the
//! volumes of sound and music (the music itself is `music.rs`).

use std::io::Cursor;
use std::sync::Arc;

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::table::clock::LowTime;
use crate::table::motion::Clack;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoundSettings>()
        .add_systems(Startup, make_sounds)
        .add_systems(Update, (play_clacks, play_low_time_warnings));
}

/// Sound preferences.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SoundSettings {
    /// Sounds, 0 (silent) to 1.
    pub volume: f32,
    /// Music, 0 (silent) to 1.
    pub music_volume: f32,
}

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            volume: 0.75,
            music_volume: 0.5,
        }
    }
}

#[derive(Resource)]
struct Sounds {
    clack: Handle<AudioSource>,
    low_time: Handle<AudioSource>,
}

const SAMPLE_RATE: u32 = 44_100;

/// Samples from -1 to 1 as 16-bit mono WAV at `sample_rate`.
pub fn wav(sample_rate: u32, samples: impl IntoIterator<Item = f32>) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut bytes = Cursor::new(Vec::new());
    let Ok(mut writer) = hound::WavWriter::new(&mut bytes, spec) else {
        return Vec::new();
    };
    for sample in samples {
        let sample = sample.clamp(-1.0, 1.0);
        if writer
            .write_sample((sample * f32::from(i16::MAX)) as i16)
            .is_err()
        {
            break;
        }
    }
    let _ = writer.finalize();
    bytes.into_inner()
}

/// A short wooden knock as 16-bit mono WAV.
pub fn clack_wav() -> Vec<u8> {
    let length = (SAMPLE_RATE as f32 * 0.09) as u32;
    let mut noise_state: u32 = 0x1234_5678;
    let mut low_passed = 0.0f32;
    let samples = (0..length).map(move |n| {
        let t = n as f32 / SAMPLE_RATE as f32;
        noise_state ^= noise_state << 13;
        noise_state ^= noise_state >> 17;
        noise_state ^= noise_state << 5;
        let noise = noise_state as f32 / u32::MAX as f32 * 2.0 - 1.0;
        // A one-pole low-pass takes the hiss out of the knock.
        low_passed += (noise - low_passed) * 0.35;
        let knock = low_passed * (-t * 70.0).exp();
        let thump = (std::f32::consts::TAU * 190.0 * t).sin() * (-t * 45.0).exp() * 0.6;
        let body = (std::f32::consts::TAU * 740.0 * t).sin() * (-t * 90.0).exp() * 0.25;
        (knock + thump + body) * 0.5
    });
    wav(SAMPLE_RATE, samples)
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let clack = sources.add(AudioSource {
        bytes: Arc::from(clack_wav()),
    });
    let low_time = sources.add(AudioSource {
        bytes: Arc::from(low_time_wav()),
    });
    commands.insert_resource(Sounds { clack, low_time });
}

/// Two short high pips, as a chess clock warns: time is running low.
pub fn low_time_wav() -> Vec<u8> {
    let pip = 0.07;
    let gap = 0.08;
    let length = (SAMPLE_RATE as f32 * (2.0 * pip + gap)) as u32;
    let samples = (0..length).map(|n| {
        let t = n as f32 / SAMPLE_RATE as f32;
        let within = if t < pip { t } else { t - pip - gap };
        if !(0.0..pip).contains(&within) {
            return 0.0;
        }
        // A soft start and end, so the pip does not click.
        let envelope = (within / 0.005).min(1.0) * ((pip - within) / 0.01).min(1.0);
        (std::f32::consts::TAU * 1_760.0 * t).sin() * envelope * 0.4
    });
    wav(SAMPLE_RATE, samples)
}

fn play_low_time_warnings(
    mut commands: Commands,
    mut warnings: MessageReader<LowTime>,
    sounds: Option<Res<Sounds>>,
    settings: Res<SoundSettings>,
) {
    if warnings.read().count() > 0 {
        play(&mut commands, sounds.map(|s| s.low_time.clone()), &settings);
    }
}

fn play_clacks(
    mut commands: Commands,
    mut clacks: MessageReader<Clack>,
    sounds: Option<Res<Sounds>>,
    settings: Res<SoundSettings>,
) {
    // Several blocks landing in one frame make one clack.
    if clacks.read().count() > 0 {
        play(&mut commands, sounds.map(|s| s.clack.clone()), &settings);
    }
}

/// Plays `sound` once at the sound volume (nothing when silent or when the
/// sounds are not made yet).
fn play(commands: &mut Commands, sound: Option<Handle<AudioSource>>, settings: &SoundSettings) {
    if let Some(sound) = sound.filter(|_| settings.volume > 0.0) {
        commands.spawn((
            AudioPlayer::new(sound),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_low_time_warning_is_two_short_pips() {
        let reader = hound::WavReader::new(Cursor::new(low_time_wav())).unwrap();
        let rate = reader.spec().sample_rate as usize;
        let samples: Vec<i16> = reader.into_samples::<i16>().map(|s| s.unwrap()).collect();
        let loud = |from: f32, to: f32| {
            let part = &samples[(from * rate as f32) as usize..(to * rate as f32) as usize];
            part.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0)
        };
        assert!(loud(0.0, 0.07) > 3_000, "the first pip");
        assert!(loud(0.075, 0.145) == 0, "the gap");
        assert!(loud(0.15, 0.22) > 3_000, "the second pip");
    }

    #[test]
    fn the_clack_is_a_short_wav() {
        let wav = clack_wav();
        let reader = hound::WavReader::new(Cursor::new(wav)).unwrap();
        let seconds = reader.duration() as f32 / reader.spec().sample_rate as f32;
        assert!((0.05..0.2).contains(&seconds), "{seconds} s");
        let peak = reader
            .into_samples::<i16>()
            .map(|s| s.unwrap().unsigned_abs())
            .max()
            .unwrap();
        assert!(peak > 3_000, "audible: peak {peak}");
    }
}
