//! Music: a quiet loop written by code at start-up (soft chords under a
//! slow plucked tune, C major, 32 seconds), played for as long as the app
//! runs at the music volume the player sets. Writing it takes a tenth of a
//! second, so a thread of its own does it and the first frame does not
//! wait; the music starts when it is ready.

use std::f32::consts::TAU;
use std::sync::Arc;

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::audio::{SoundSettings, wav};
use crate::table::worker::{Answer, Polled};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, write_music).add_systems(
        Update,
        (
            start_music.run_if(resource_exists::<MusicBeingWritten>),
            follow_music_volume,
        ),
    );
}

/// The loop, being written on its own thread.
#[derive(Resource)]
struct MusicBeingWritten(Answer<Vec<u8>>);

/// The music's player.
#[derive(Component)]
struct Music;

/// Low enough for a soft loop, high enough for the plucks' overtones.
const SAMPLE_RATE: u32 = 22_050;
/// Each chord's length in seconds; four chords make the loop.
const CHORD_SECONDS: f32 = 8.0;
/// C, A minor, F, G: one chord's three notes in Hz.
const CHORDS: [[f32; 3]; 4] = [
    [261.63, 329.63, 392.00],
    [220.00, 261.63, 329.63],
    [174.61, 220.00, 261.63],
    [196.00, 246.94, 293.66],
];
/// The tune: one pluck a second, as an index into its chord's notes, an
/// octave up (a rest where none).
const TUNE: [Option<usize>; 8] = [
    Some(2),
    None,
    Some(1),
    Some(2),
    None,
    Some(0),
    Some(1),
    None,
];

/// The loop's length in seconds.
fn loop_seconds() -> f32 {
    CHORD_SECONDS * CHORDS.len() as f32
}

/// One sample of the loop at `t` seconds (0 to [`loop_seconds`]).
fn sample(t: f32) -> f32 {
    let length = loop_seconds();
    let mut pad = 0.0;
    for (index, chord) in CHORDS.iter().enumerate() {
        // Time into this chord, wrapped so the last chord's fade runs on
        // into the loop's start and the loop has no seam.
        let u = (t - index as f32 * CHORD_SECONDS).rem_euclid(length);
        let swell = (u / 2.0).min(1.0) * ((CHORD_SECONDS + 2.0 - u) / 2.0).clamp(0.0, 1.0);
        if swell <= 0.0 {
            continue;
        }
        for &note in chord {
            // Two voices a hair apart beat slowly, as a real pad does.
            pad += swell * ((TAU * note * u).sin() + 0.5 * (TAU * note * 1.003 * u).sin());
        }
        pad += swell * 0.8 * (TAU * chord[0] * 0.5 * u).sin();
    }
    let mut plucks = 0.0;
    let beat = t.floor() as i32;
    // Only the last three plucks still ring.
    for back in 0..3 {
        let start = (beat - back).rem_euclid(length as i32);
        let u = (t - start as f32).rem_euclid(length);
        let chord = CHORDS[(start as f32 / CHORD_SECONDS) as usize % CHORDS.len()];
        if let Some(note) = TUNE[start as usize % TUNE.len()] {
            let pitch = chord[note] * 2.0;
            let ring = (-u * 2.5).exp();
            plucks += ring * ((TAU * pitch * u).sin() + 0.3 * (TAU * pitch * 2.0 * u).sin());
        }
    }
    pad * 0.045 + plucks * 0.16
}

/// The loop as 16-bit mono WAV.
pub fn music_wav() -> Vec<u8> {
    let count = (loop_seconds() * SAMPLE_RATE as f32) as u32;
    wav(
        SAMPLE_RATE,
        (0..count).map(|n| sample(n as f32 / SAMPLE_RATE as f32)),
    )
}

fn write_music(mut commands: Commands) {
    let (sender, receiver) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("music".into())
        .spawn(move || sender.send(music_wav()));
    match spawned {
        Ok(_) => commands.insert_resource(MusicBeingWritten(Answer::new(receiver))),
        Err(error) => warn!("no music: its thread could not start ({error})"),
    }
}

fn start_music(
    mut commands: Commands,
    being_written: Res<MusicBeingWritten>,
    mut sources: ResMut<Assets<AudioSource>>,
    settings: Res<SoundSettings>,
) {
    let wav = match being_written.0.poll() {
        Polled::Waiting => return,
        Polled::Ready(wav) => wav,
        Polled::Gone => {
            warn!("no music: its thread stopped");
            commands.remove_resource::<MusicBeingWritten>();
            return;
        }
    };
    commands.remove_resource::<MusicBeingWritten>();
    let music = sources.add(AudioSource {
        bytes: Arc::from(wav),
    });
    commands.spawn((
        Name::new("Music"),
        Music,
        AudioPlayer::new(music),
        PlaybackSettings::LOOP.with_volume(Volume::Linear(settings.music_volume)),
    ));
}

fn follow_music_volume(
    settings: Res<SoundSettings>,
    mut sinks: Query<&mut AudioSink, With<Music>>,
) {
    if !settings.is_changed() {
        return;
    }
    for mut sink in &mut sinks {
        sink.set_volume(Volume::Linear(settings.music_volume));
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;

    #[test]
    fn the_music_loops_without_a_click_and_never_clips() {
        let length = loop_seconds();
        // The end runs into the start: the last sample and the first differ
        // by no more than two neighbouring samples inside the loop do.
        let step = 1.0 / SAMPLE_RATE as f32;
        let seam = (sample(length - step) - sample(0.0)).abs();
        let largest_step = (0..(length * SAMPLE_RATE as f32) as u32 - 1)
            .map(|n| {
                let t = n as f32 * step;
                (sample(t + step) - sample(t)).abs()
            })
            .fold(0.0, f32::max);
        assert!(
            seam <= largest_step,
            "seam {seam}, largest step {largest_step}"
        );
        let reader = hound::WavReader::new(Cursor::new(music_wav())).unwrap();
        let seconds = reader.duration() as f32 / reader.spec().sample_rate as f32;
        assert!((seconds - 32.0).abs() < 0.01, "{seconds} s");
        let peak = reader
            .into_samples::<i16>()
            .map(|s| s.unwrap().unsigned_abs())
            .max()
            .unwrap();
        assert!(
            (3_000..i16::MAX as u16).contains(&peak),
            "audible, unclipped: peak {peak}"
        );
    }
}
