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

use std::time::Duration;

use bevy::prelude::*;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::PrimaryWindow;
use tabletop_i18n::Message;

mod pipelines;

pub use pipelines::PipelineReport;
use pipelines::count_pipelines;

use super::game::TableScreens;
use crate::language::{Localized, blank};
use crate::table::camera::OrbitCamera;
use crate::table::frames::{DrawsFrames, Frames};
use crate::theme;

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
