//! Every screen laid out at every size: at 1280×720 with the largest UI
//! scale, at 1920×1080, at 4K (its system scale 2) and on the Steam Deck's
//! 1280×800 with the largest UI scale, in every language,
//! no text or panel runs out of the window, out of the node that holds it,
//! or over another. The whole app without a renderer, with a window that
//! has a size but no surface: Bevy's UI lays it out as on screen.

use bevy::prelude::*;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};
use bevy::window::{PrimaryWindow, WindowResized, WindowResolution, WindowScaleFactorChanged};
use clap::Parser;
use tabletop::AppOptions;
use tabletop::blokus3d::session::BlokusSeats;
use tabletop::game_start::{ChosenGame, StartGame};
use tabletop::hive::seats::HiveSeats;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::settings::{Settings, SettingsFile};
use tabletop::table::camera::clearance::ClearOfHud;
use tabletop::theme::HudPanel;
use tabletop_i18n::Language;

mod screens;

/// The window's size in physical pixels, its system scale and the UI scale.
#[derive(Clone, Copy, Debug)]
pub(super) struct Size {
    width: u32,
    height: u32,
    system_scale: f32,
    ui_scale: f32,
}

impl Size {
    /// The window, in physical pixels.
    pub(super) fn window(self) -> Rect {
        Rect::new(0.0, 0.0, self.width as f32, self.height as f32)
    }
}

pub(super) const SIZES: [Size; 6] = [
    Size {
        width: 1280,
        height: 720,
        system_scale: 1.0,
        ui_scale: 1.0,
    },
    Size {
        width: 1280,
        height: 720,
        system_scale: 1.0,
        ui_scale: 1.5,
    },
    Size {
        width: 1920,
        height: 1080,
        system_scale: 1.0,
        ui_scale: 1.5,
    },
    Size {
        width: 3840,
        height: 2160,
        system_scale: 2.0,
        ui_scale: 1.5,
    },
    // The Steam Deck's screen, with the largest text.
    Size {
        width: 1280,
        height: 800,
        system_scale: 1.0,
        ui_scale: 1.5,
    },
    // The Steam Deck's screen, with the text it starts with.
    STEAM_DECK,
];

/// The Steam Deck's screen with the text size it starts with.
const STEAM_DECK: Size = Size {
    width: 1280,
    height: 800,
    system_scale: 1.0,
    ui_scale: 1.25,
};

pub(super) fn menu_at(app: &mut App, page: MenuPage, game: ChosenGame) {
    app.insert_resource(game);
    app.insert_resource(page);
    go_to(app, Screen::Menu);
}

pub(super) fn go_to(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
}

/// Starts the game a command line would (`tabletop ARGUMENTS…`).
pub(super) fn start_as(app: &mut App, arguments: &[&str]) {
    let options =
        AppOptions::try_parse_from([&["tabletop"], arguments].concat()).expect("the options parse");
    let start = if options.hive() {
        let game = options.hive_game().expect("a Hive game");
        StartGame::Hive(Box::new(game), HiveSeats::default())
    } else if options.blokus3d() {
        let position = options.blokus_position().expect("a Blokus 3D position");
        StartGame::Blokus3d(Box::new(position), BlokusSeats::default())
    } else {
        let request = options.start_request().expect("a Deblockle game");
        StartGame::Deblockle(request, options.deblockle_seats())
    };
    go_to(app, start.table());
    app.world_mut().write_message(start);
}

/// The whole app without a renderer, in a window that has a size but no
/// surface, its settings never written.
pub(super) fn app_in_a_window() -> App {
    let mut app = tabletop::app_without_renderer();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        tabletop::testing::FRAME,
    ));
    tabletop::testing::on_one_thread(&mut app);
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    app.finish();
    app.cleanup();
    app.update();
    app.insert_resource(SettingsFile {
        path: None,
        problem: None,
    });
    app
}

/// The window at `size`, the app in `language`, laid out again.
pub(super) fn resize(app: &mut App, size: Size, language: Language) {
    let world = app.world_mut();
    let (window, mut shape) = world
        .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
        .single_mut(world)
        .expect("the window");
    shape.resolution = WindowResolution::new(size.width, size.height)
        .with_scale_factor_override(size.system_scale);
    let (width, height) = (shape.width(), shape.height());
    world.write_message(WindowResized {
        window,
        width,
        height,
    });
    world.write_message(WindowScaleFactorChanged {
        window,
        scale_factor: f64::from(size.system_scale),
    });
    let mut settings = world.resource_mut::<Settings>();
    settings.language = language.code().to_owned();
    settings.ui_scale = size.ui_scale;
    settle(app);
}

/// Updates the app until its layout and its camera have stood still for a
/// few frames (the camera eases to its room clear of the HUD once the HUD
/// is laid out), or for at most 40 frames.
fn settle(app: &mut App) {
    const STILL_FRAMES: usize = 3;
    const MOST_FRAMES: usize = 40;
    let mut last = None;
    let mut still = 0;
    for _ in 0..MOST_FRAMES {
        app.update();
        let now = what_shows(app);
        still = if last.as_ref() == Some(&now) {
            still + 1
        } else {
            0
        };
        if still == STILL_FRAMES {
            return;
        }
        last = Some(now);
    }
}

/// Where every node and camera is: the same from one frame to the next
/// once all is laid out and nothing moves.
fn what_shows(app: &mut App) -> (Vec<(Entity, Rect, String)>, Vec<GlobalTransform>) {
    let nodes = placed_nodes(app)
        .into_iter()
        .map(|node| (node.entity, node.rect, node.what))
        .collect();
    let world = app.world_mut();
    let cameras = world
        .query_filtered::<&GlobalTransform, With<Camera>>()
        .iter(world)
        .copied()
        .collect();
    (nodes, cameras)
}

/// A node as laid out: where it shows (physical pixels; of a scrolled node,
/// the part its scrolling parent shows), whether it is drawn
/// (text, an image or a background) and what holds it.
pub(super) struct Placed {
    pub(super) entity: Entity,
    pub(super) rect: Rect,
    drawn: bool,
    pub(super) parent: Option<Entity>,
    clips: bool,
    pub(super) what: String,
}

pub(super) fn placed_nodes(app: &mut App) -> Vec<Placed> {
    let world = app.world_mut();
    let mut nodes = world.query::<(
        Entity,
        &Node,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&ChildOf>,
        Option<&Text>,
        Option<&ImageNode>,
        Option<&BackgroundColor>,
        Option<&Name>,
        Option<&CalculatedClip>,
    )>();
    nodes
        .iter(world)
        .filter(|(_, _, node, _, visible, ..)| visible.get() && node.size().min_element() > 0.5)
        .filter_map(
            |(entity, style, node, transform, _, parent, text, image, background, name, clip)| {
                let drawn = text.is_some()
                    || image.is_some()
                    || background.is_some_and(|background| background.0.alpha() > 0.01);
                let what = match (text, name) {
                    (Some(text), _) => format!("{:?}", text.0),
                    (None, Some(name)) => name.to_string(),
                    (None, None) => format!("{entity}"),
                };
                // What a scrolling node shows of it.
                let whole = Rect::from_center_size(transform.translation, node.size());
                let rect = clip.map_or(whole, |clip| whole.intersect(clip.clip));
                (rect.size().min_element() > 0.5).then_some(Placed {
                    entity,
                    rect,
                    drawn,
                    parent: parent.map(ChildOf::parent),
                    clips: style.overflow.x != OverflowAxis::Visible
                        || style.overflow.y != OverflowAxis::Visible,
                    what,
                })
            },
        )
        .collect()
}

/// What is wrong with the layout: nodes out of the window or out of what
/// holds them, and drawn nodes over one another.
pub(super) fn faults(nodes: &[Placed], window: Rect) -> Vec<String> {
    const SLACK: f32 = 1.0;
    let by_entity = |entity: Entity| nodes.iter().find(|node| node.entity == entity);
    let ancestors = |node: &Placed| {
        std::iter::successors(node.parent.and_then(by_entity), |up| {
            up.parent.and_then(by_entity)
        })
    };
    let mut found = Vec::new();
    for node in nodes {
        if !window.inflate(SLACK).contains(node.rect.min)
            || !window.inflate(SLACK).contains(node.rect.max)
        {
            found.push(format!(
                "{} runs out of the window: {:?}",
                node.what, node.rect
            ));
        }
        if let Some(holder) = node.parent.and_then(by_entity)
            && !holder.clips
            && holder.rect.inflate(SLACK).intersect(node.rect) != node.rect
        {
            found.push(format!(
                "{} runs out of {}: {:?} in {:?}",
                node.what, holder.what, node.rect, holder.rect
            ));
        }
    }
    let drawn: Vec<&Placed> = nodes.iter().filter(|node| node.drawn).collect();
    for (i, first) in drawn.iter().enumerate() {
        for second in &drawn[i + 1..] {
            let related = ancestors(first).any(|up| up.entity == second.entity)
                || ancestors(second).any(|up| up.entity == first.entity);
            let overlap = first
                .rect
                .inflate(-SLACK)
                .intersect(second.rect.inflate(-SLACK));
            if !related && !overlap.is_empty() {
                found.push(format!(
                    "{} and {} overlap: {:?}, {:?}",
                    first.what, second.what, first.rect, second.rect
                ));
            }
        }
    }
    found
}

/// Fails with every fault found, one a line.
pub(super) fn assert_no_faults(found: &[String]) {
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The pieces (their middles) that lie under a HUD panel as the camera
/// sees them.
fn pieces_under_the_hud(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let Ok((camera, at)) = cameras.single(world) else {
        return Vec::new();
    };
    let (camera, at) = (camera.clone(), *at);
    let scaling = camera.target_scaling_factor().unwrap_or(1.0);
    let mut panels = world.query::<(Entity, &HudPanel, Option<&Children>)>();
    let covering: Vec<Entity> = panels
        .iter(world)
        .flat_map(|(entity, panel, items)| match panel {
            HudPanel::Whole => vec![entity],
            HudPanel::Items => items.map_or(vec![], |items| items.to_vec()),
        })
        .collect();
    let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility)>();
    let rects: Vec<Rect> = covering
        .into_iter()
        .filter_map(|entity| nodes.get(world, entity).ok())
        .filter(|(node, _, visible)| visible.get() && node.size().min_element() > 0.0)
        .map(|(node, transform, _)| {
            Rect::from_center_size(transform.translation / scaling, node.size() / scaling)
        })
        .collect();
    let mut pieces =
        world.query_filtered::<(&GlobalTransform, &InheritedVisibility, Option<&Name>), With<ClearOfHud>>();
    pieces
        .iter(world)
        .filter(|(_, visible, _)| visible.get())
        .filter_map(|(piece, _, name)| {
            let seen = camera.world_to_viewport(&at, piece.translation()).ok()?;
            rects
                .iter()
                .any(|rect| rect.contains(seen))
                .then(|| format!("{name:?} lies under the HUD at {seen:?}"))
        })
        .collect()
}

#[test]
fn every_screen_fits_every_size_in_every_language() {
    let mut app = app_in_a_window();
    let mut found = Vec::new();
    for shown in &screens::SCREENS {
        (shown.open)(&mut app);
        // Long enough for a table's curtain to lift and its HUD to fill in.
        for _ in 0..30 {
            app.update();
        }
        for size in SIZES {
            for language in Language::ALL {
                resize(&mut app, size, language);
                let mut found_here = faults(&placed_nodes(&mut app), size.window());
                found_here.extend(pieces_under_the_hud(&mut app));
                for fault in found_here {
                    found.push(format!(
                        "{size:?} {} {}: {fault}",
                        language.code(),
                        shown.name
                    ));
                }
            }
        }
    }
    assert_no_faults(&found);
}
