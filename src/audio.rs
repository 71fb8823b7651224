//! Sound: the wooden clack of a block landing, synthesised at start-up
//! (a burst of filtered noise with a fast decay over a low thump), and the
//! volumes of sound and music (the music itself is `music.rs`).

use std::io::Cursor;
use std::sync::Arc;

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::table::motion::Clack;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoundSettings>()
        .add_systems(Startup, make_sounds)
        .add_systems(Update, play_clacks);
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
    commands.insert_resource(Sounds { clack });
}

fn play_clacks(
    mut commands: Commands,
    mut clacks: MessageReader<Clack>,
    sounds: Option<Res<Sounds>>,
    settings: Res<SoundSettings>,
) {
    // Several blocks landing in one frame make one clack.
    if clacks.read().count() == 0 || settings.volume <= 0.0 {
        return;
    }
    if let Some(sounds) = sounds {
        commands.spawn((
            AudioPlayer::new(sounds.clack.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
