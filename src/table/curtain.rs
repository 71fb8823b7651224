//! The curtain: a table shows only once it is drawn whole.
//!
//! A render pipeline compiles the first time a material, a light or a
//! shadow is drawn: seconds with a software driver or a slow GPU, and the
//! renderer skips whatever still lacks its pipeline (a black table, a board
//! without its blocks). The render world reports how many pipelines it has
//! and how many are still compiling. While a new table's pipelines compile,
//! a curtain covers the window and the game's clock (Bevy's virtual time)
//! stands still, so the setup's roll, a lesson, the computer's first move
//! and every animation begin once the table can be seen. `--screenshot`
//! waits for the same report. The curtain does not drop away: it fades
//! while the camera glides down onto the table from afar, so a table
//! arrives (from the menu, or at the start) rather than cutting in.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::PrimaryWindow;
use tabletop_i18n::Message;

use super::game::TableScreens;
use crate::language::{Localized, blank};
use crate::table::camera::OrbitCamera;
use crate::table::frames::{DrawsFrames, Frames};
use crate::theme;

/// Rendered frames in a row with no pipeline compiling and none new before
/// the scene counts as drawn: a table's meshes and materials reach the
/// renderer a frame or two after they are spawned, and only then ask for
/// their pipelines.
const SETTLED_FRAMES: u32 = 5;

/// The longest the curtain stays up: a pipeline that never compiles must
/// not shut the player out of the game.
const LONGEST_CURTAIN: Duration = Duration::from_secs(30);

/// How long the curtain takes to fade once the table is drawn.
const FADE: Duration = Duration::from_millis(600);

/// Whether the curtain is up. Present in every app; only an app that
/// renders raises it, so headless games run on at once.
#[derive(Resource, Default, Debug)]
pub struct Curtain {
    raised: Option<Raised>,
    /// Real time when it was last lowered (it fades from then).
    lowered_at: Option<Duration>,
}

#[derive(Debug)]
struct Raised {
    /// The renderer's frame count when it went up.
    frames: u64,
    /// Real time when it went up.
    at: Duration,
}

impl Curtain {
    /// Whether the table behind it is still being prepared.
    pub fn is_up(&self) -> bool {
        self.raised.is_some()
    }

    /// Whether any of it still covers the window at real time `now` (up,
    /// or still fading).
    pub fn covers(&self, now: Duration) -> bool {
        self.cover(now) > 0.0
    }

    /// How much of the window it still covers at real time `now`: 1 while
    /// up, then fading to 0.
    fn cover(&self, now: Duration) -> f32 {
        if self.is_up() {
            return 1.0;
        }
        let Some(lowered) = self.lowered_at else {
            return 0.0;
        };
        let gone = now.saturating_sub(lowered).as_secs_f32() / FADE.as_secs_f32();
        let left = (1.0 - gone).clamp(0.0, 1.0);
        // Eased: quick to start thinning, gentle at the end.
        left * left
    }
}

/// What the render world last said of its pipelines, shared with the main
/// world (the two run on different threads).
#[derive(Resource, Clone, Default)]
pub struct PipelineReport(Arc<Counts>);

#[derive(Default)]
struct Counts {
    /// Frames rendered so far.
    frames: AtomicU64,
    /// Frames in a row with nothing compiling and nothing new.
    settled: AtomicU32,
    /// Pipelines the renderer knows.
    pipelines: AtomicU32,
    /// Of those, still compiling.
    compiling: AtomicU32,
}

impl PipelineReport {
    /// Notes a rendered frame: the pipelines the renderer knows after
    /// drawing it, and how many of them are still compiling.
    pub fn record_frame(&self, pipelines: usize, compiling: usize) {
        let counts = &self.0;
        let known = counts.pipelines.load(Ordering::Acquire) as usize;
        let quiet = compiling == 0 && pipelines == known;
        let settled = if quiet {
            counts.settled.load(Ordering::Acquire).saturating_add(1)
        } else {
            0
        };
        counts.settled.store(settled, Ordering::Release);
        counts.pipelines.store(
            u32::try_from(pipelines).unwrap_or(u32::MAX),
            Ordering::Release,
        );
        counts.compiling.store(
            u32::try_from(compiling).unwrap_or(u32::MAX),
            Ordering::Release,
        );
        counts.frames.fetch_add(1, Ordering::AcqRel);
    }

    /// Whether the last few frames were drawn with every pipeline they use.
    pub fn settled(&self) -> bool {
        self.0.settled.load(Ordering::Acquire) >= SETTLED_FRAMES
    }

    /// Whether the scene is drawn whole and has been since `frames`.
    fn settled_since(&self, frames: u64) -> bool {
        let now = self.0.frames.load(Ordering::Acquire);
        self.settled() && now >= frames + u64::from(SETTLED_FRAMES)
    }

    fn frames(&self) -> u64 {
        self.0.frames.load(Ordering::Acquire)
    }

    /// Pipelines ready, and pipelines known.
    fn progress(&self) -> (u32, u32) {
        let pipelines = self.0.pipelines.load(Ordering::Acquire);
        let compiling = self.0.compiling.load(Ordering::Acquire);
        (pipelines.saturating_sub(compiling), pipelines)
    }
}

/// The curtain's logic: present in every app, headless or not; it goes up
/// and down only where there is a [`PipelineReport`].
pub(crate) fn logic_plugin(app: &mut App) {
    app.draws(|world| {
        let now = world.get_resource::<Time<Real>>()?.elapsed();
        let covers = world
            .get_resource::<Curtain>()
            .is_some_and(|curtain| curtain.covers(now));
        covers.then_some(Frames::Smooth)
    })
    .init_resource::<Curtain>()
    .add_systems(
        First,
        lower_when_drawn.run_if(resource_exists::<PipelineReport>),
    );
}

/// Raising and lowering the curtain, and the render world's report. Without
/// a renderer there is nothing to wait for, and the curtain stays down.
pub(crate) fn view_plugin(app: &mut App) {
    let report = PipelineReport::default();
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .insert_resource(report.clone())
        .add_systems(Render, count_pipelines.in_set(RenderSystems::Cleanup));
    app.insert_resource(report)
        .add_systems(Startup, (spawn_curtain, raise_curtain))
        .add_systems(
            PostUpdate,
            (
                show_curtain.before(bevy::ui::UiSystems::Prepare),
                draw_less_behind_the_curtain.before(bevy::camera::CameraUpdateSystems),
            ),
        );
    // The tables (added before the view): each brings materials, lights
    // and shadows of its own.
    let tables = app.world().get_resource::<TableScreens>().cloned();
    for screen in tables.unwrap_or_default().0 {
        app.add_systems(OnEnter(screen), raise_curtain);
    }
}

/// In the render world, after the frame is drawn: how many pipelines there
/// are and how many are still compiling.
fn count_pipelines(cache: Res<PipelineCache>, report: Res<PipelineReport>) {
    report.record_frame(cache.pipelines().count(), cache.waiting_pipelines().count());
}

/// Puts the curtain up and stops the game's clock.
pub fn raise_curtain(
    mut curtain: ResMut<Curtain>,
    report: Res<PipelineReport>,
    real: Res<Time<Real>>,
    mut clock: ResMut<Time<Virtual>>,
) {
    curtain.raised = Some(Raised {
        frames: report.frames(),
        at: real.elapsed(),
    });
    clock.pause();
}

/// Takes the curtain down once the table behind it is drawn (or it has
/// been up too long), starts the game's clock again, and sets the camera
/// far off to glide down to the view the table asked for.
fn lower_when_drawn(
    mut curtain: ResMut<Curtain>,
    report: Res<PipelineReport>,
    real: Res<Time<Real>>,
    mut clock: ResMut<Time<Virtual>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let Some(raised) = &curtain.raised else {
        return;
    };
    let drawn = report.settled_since(raised.frames);
    let too_long = real.elapsed().saturating_sub(raised.at) > LONGEST_CURTAIN;
    if too_long && !drawn {
        warn!(
            "the table's render pipelines were not all ready after {} s; showing it anyway",
            LONGEST_CURTAIN.as_secs()
        );
    }
    if drawn || too_long {
        curtain.raised = None;
        curtain.lowered_at = Some(real.elapsed());
        clock.unpause();
        for mut camera in &mut cameras {
            camera.arrive_from_afar();
        }
    }
}

/// While the curtain is up, the table behind it is drawn in the middle
/// quarter of the window only (the window's shape, so the table is framed
/// alike): its frames ask for every pipeline the whole window will (the
/// same camera, materials, lights and shadows) at a quarter of the
/// pixels, which on a slow renderer is most of a frame's cost, so the
/// table is ready sooner. The curtain and its progress line show in that
/// quarter; around it is the window's background, the curtain's colour.
fn draw_less_behind_the_curtain(
    curtain: Res<Curtain>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<&mut Camera, With<Camera3d>>,
) {
    let middle = |window: &Window| {
        let size = window.physical_size();
        bevy::camera::Viewport {
            physical_position: size / 4,
            physical_size: (size / 2).max(UVec2::ONE),
            ..default()
        }
    };
    let viewport = curtain
        .is_up()
        .then(|| windows.single().ok().map(middle))
        .flatten();
    let place = |viewport: &Option<bevy::camera::Viewport>| {
        viewport
            .as_ref()
            .map(|viewport| (viewport.physical_position, viewport.physical_size))
    };
    for mut camera in &mut cameras {
        if place(&camera.viewport) != place(&viewport) {
            camera.viewport = viewport.clone();
        }
    }
}

#[derive(Component)]
struct CurtainCloth;

#[derive(Component)]
struct CurtainProgress;

fn spawn_curtain(mut commands: Commands) {
    commands.spawn((
        CurtainCloth,
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        // Above every screen, panel and overlay.
        GlobalZIndex(i32::MAX),
        // The window's own background, so the first frames (before even the
        // curtain can be drawn) look the same.
        BackgroundColor(theme::BACKGROUND),
        Pickable {
            should_block_lower: true,
            is_hoverable: false,
        },
        children![(
            CurtainProgress,
            theme::label(blank(), 24.0, theme::FAINT_TEXT)
        )],
    ));
}

/// Shows the curtain while it is up, with how many pipelines are ready,
/// and as it fades.
fn show_curtain(
    curtain: Res<Curtain>,
    report: Res<PipelineReport>,
    real: Res<Time<Real>>,
    cloth: Single<(&mut Visibility, &mut BackgroundColor, &mut Pickable), With<CurtainCloth>>,
    progress: Single<&mut Localized, With<CurtainProgress>>,
) {
    let (mut visibility, mut colour, mut pickable) = cloth.into_inner();
    let cover = curtain.cover(real.elapsed());
    visibility.set_if_neq(theme::shown_if(cover > 0.0));
    colour.set_if_neq(BackgroundColor(theme::BACKGROUND.with_alpha(cover)));
    // Fading, it no longer keeps the pointer from the table.
    let blocks = curtain.is_up();
    if pickable.should_block_lower != blocks {
        pickable.should_block_lower = blocks;
    }
    if !curtain.is_up() {
        Localized::show(progress.into_inner(), blank());
        return;
    }
    let (ready, total) = report.progress();
    let message = Message::new("curtain-preparing")
        .with("ready", ready)
        .with("total", total);
    Localized::show(progress.into_inner(), message);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scene_settles_after_quiet_frames_and_a_new_pipeline_unsettles_it() {
        let report = PipelineReport::default();
        report.record_frame(5, 2);
        assert!(!report.settled(), "two still compiling");
        for _ in 1..SETTLED_FRAMES {
            report.record_frame(5, 0);
        }
        assert!(!report.settled(), "one quiet frame short");
        report.record_frame(5, 0);
        assert!(report.settled());
        let raised_at = report.frames();
        assert!(!report.settled_since(raised_at), "no frame drawn since");
        report.record_frame(6, 0);
        assert!(!report.settled(), "a new pipeline was just made");
        for _ in 0..SETTLED_FRAMES {
            report.record_frame(6, 0);
        }
        assert!(report.settled_since(raised_at));
        assert_eq!(report.progress(), (6, 6));
    }

    #[test]
    fn behind_the_curtain_the_table_is_drawn_in_the_middle_quarter() {
        let mut world = World::new();
        let mut window = Window::default();
        window.resolution.set_physical_resolution(1280, 720);
        world.spawn((window, PrimaryWindow));
        let camera = world.spawn((Camera3d::default(), Camera::default())).id();
        world.insert_resource(Curtain {
            raised: Some(Raised {
                frames: 0,
                at: Duration::ZERO,
            }),
            lowered_at: None,
        });
        let viewport = |world: &mut World| {
            world
                .run_system_cached(draw_less_behind_the_curtain)
                .expect("runs");
            let camera = world.get::<Camera>(camera).expect("a camera");
            camera
                .viewport
                .as_ref()
                .map(|viewport| (viewport.physical_position, viewport.physical_size))
        };
        assert_eq!(
            viewport(&mut world),
            Some((UVec2::new(320, 180), UVec2::new(640, 360)))
        );
        world.resource_mut::<Curtain>().raised = None;
        assert_eq!(
            viewport(&mut world),
            None,
            "the whole window once it is down"
        );
    }

    #[test]
    fn the_curtain_covers_while_up_then_fades_away() {
        let second = Duration::from_secs(1);
        let mut curtain = Curtain::default();
        assert_eq!(curtain.cover(second), 0.0, "never raised");
        curtain.raised = Some(Raised {
            frames: 0,
            at: Duration::ZERO,
        });
        assert_eq!(curtain.cover(second), 1.0);
        curtain.raised = None;
        curtain.lowered_at = Some(second);
        assert_eq!(curtain.cover(second), 1.0, "just lowered");
        let halfway = curtain.cover(second + FADE / 2);
        assert!(0.0 < halfway && halfway < 1.0, "{halfway}");
        assert_eq!(curtain.cover(second + FADE), 0.0);
    }
}
