//! The yardstick for the game's memory and start: a bare Bevy 3D scene (a
//! camera, a light, a cube) in a window the game's size, built with the
//! game's Bevy and features. `scripts/memory` runs it beside the game's
//! screens and compares.
//!
//! `cargo run --example bare_scene -- SECONDS` prints, as the game's
//! `--measure` does, when the first frame appeared and when the scene was
//! drawn whole (every render pipeline compiled), then quits after SECONDS
//! (default 20).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::WindowResolution;

/// Rendered frames in a row with pipelines and none compiling before the
/// scene counts as drawn (as the game's curtain counts them).
const SETTLED_FRAMES: u32 = 5;

/// When the program started and how long it runs.
#[derive(Resource)]
struct Plan {
    started: Instant,
    seconds: Duration,
}

/// Set by the render world once the scene is drawn whole.
#[derive(Resource, Clone, Default)]
struct Drawn(Arc<AtomicBool>);

fn main() -> AppExit {
    let started = Instant::now();
    let seconds = std::env::args()
        .nth(1)
        .and_then(|text| text.parse::<f32>().ok())
        .unwrap_or(20.0);
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "bare scene".into(),
            resolution: WindowResolution::new(1280, 720),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(Plan {
        started,
        seconds: Duration::from_secs_f32(seconds),
    })
    .add_systems(Startup, spawn_scene)
    .add_systems(Last, report);
    let drawn = Drawn::default();
    app.insert_resource(drawn.clone());
    app.sub_app_mut(RenderApp)
        .insert_resource(drawn)
        .insert_resource(QuietFrames::default())
        .add_systems(Render, watch_pipelines.in_set(RenderSystems::Cleanup));
    app.run()
}

fn spawn_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(1.0, 1.0, 1.0))),
        MeshMaterial3d(materials.add(Color::srgb(0.8, 0.7, 0.6))),
    ));
    commands.spawn((PointLight::default(), Transform::from_xyz(4.0, 8.0, 4.0)));
    commands.spawn((
        Camera3d::default(),
        Transform::from_xyz(-2.5, 4.5, 9.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

#[derive(Resource, Default)]
struct QuietFrames(u32);

/// In the render world, after each frame: whether every pipeline it asked
/// for has compiled, frame after frame.
fn watch_pipelines(cache: Res<PipelineCache>, mut quiet: ResMut<QuietFrames>, drawn: Res<Drawn>) {
    let ready = cache.pipelines().count() > 0 && cache.waiting_pipelines().count() == 0;
    quiet.0 = if ready { quiet.0 + 1 } else { 0 };
    if quiet.0 >= SETTLED_FRAMES {
        drawn.0.store(true, Ordering::Release);
    }
}

fn report(
    plan: Res<Plan>,
    frames: Res<FrameCount>,
    drawn: Res<Drawn>,
    mut said: Local<(bool, bool)>,
    mut exit: MessageWriter<AppExit>,
) {
    let elapsed = plan.started.elapsed();
    if frames.0 >= 1 && !said.0 {
        said.0 = true;
        println!("first frame after {} ms", elapsed.as_millis());
    }
    if drawn.0.load(Ordering::Acquire) && !said.1 {
        said.1 = true;
        println!("drawn whole after {} ms", elapsed.as_millis());
    }
    if elapsed >= plan.seconds {
        exit.write(AppExit::Success);
    }
}
