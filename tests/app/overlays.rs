//! The overlays at every table — the keys (F1) and the rules reference
//! (F2, every page) — laid out whole at every size in every language:
//! nothing of them runs out of the window or over another of their lines
//! (they cover the table's panels by design, so only their own nodes are
//! judged).

use bevy::prelude::*;
use tabletop_i18n::Language;

use crate::layout::{
    SIZES, Size, app_in_a_window, assert_no_faults, faults, placed_nodes, resize, start_as,
};
use crate::whole::press_key;

/// The overlay called `name` and everything in it, as laid out.
pub(super) fn overlay_nodes(app: &mut App, name: &str) -> Vec<crate::layout::Placed> {
    let world = app.world_mut();
    let Some(root) = world
        .query::<(Entity, &Name)>()
        .iter(world)
        .find(|(_, named)| named.as_str() == name)
        .map(|(root, _)| root)
    else {
        return Vec::new();
    };
    let mut children = world.query::<&Children>();
    let overlay: Vec<Entity> = std::iter::once(root)
        .chain(children.query(world).iter_descendants(root))
        .collect();
    placed_nodes(app)
        .into_iter()
        .filter(|node| overlay.contains(&node.entity))
        .collect()
}

/// The tables, each as a command line starts it.
const TABLES: [(&str, &[&str]); 3] = [
    ("Deblockle", &["--moves", "c1N-c3"]),
    ("Hive", &["--game", "hive"]),
    ("Blokus 3D", &["--game", "blokus3d"]),
];

fn start(app: &mut App, arguments: &[&str]) {
    start_as(app, arguments);
    for _ in 0..30 {
        app.update();
    }
}

/// The faults of the overlay `name` as laid out now.
fn faults_of(app: &mut App, name: &str, size: Size, language: Language) -> Vec<String> {
    let overlay = overlay_nodes(app, name);
    assert!(overlay.len() > 5, "{name} shows");
    faults(&overlay, size.window())
        .into_iter()
        .map(|fault| format!("{size:?} {}: {fault}", language.code()))
        .collect()
}

#[test]
fn the_keys_overlay_fits_every_size_in_every_language() {
    let mut app = app_in_a_window();
    let mut found = Vec::new();
    for (name, arguments) in TABLES {
        start(&mut app, arguments);
        press_key(&mut app, KeyCode::F1);
        for size in SIZES {
            for language in Language::ALL {
                resize(&mut app, size, language);
                for fault in faults_of(&mut app, "Help", size, language) {
                    found.push(format!("{name} {fault}"));
                }
            }
        }
    }
    assert_no_faults(&found);
}

#[test]
fn every_page_of_the_rules_reference_fits_every_size_in_every_language() {
    let mut app = app_in_a_window();
    let mut found = Vec::new();
    for (name, arguments) in TABLES {
        start(&mut app, arguments);
        for size in SIZES {
            for language in Language::ALL {
                resize(&mut app, size, language);
                press_key(&mut app, KeyCode::F2);
                // Page by page, until → no longer turns it.
                let mut seen = Vec::new();
                loop {
                    let page = faults_of(&mut app, "Rules reference", size, language);
                    found.extend(page.into_iter().map(|fault| format!("{name} {fault}")));
                    let at = *app.world().resource::<tabletop::reference::OpenReference>();
                    if seen.contains(&at.page) || seen.len() > 12 {
                        break;
                    }
                    seen.push(at.page);
                    press_key(&mut app, KeyCode::ArrowRight);
                    app.update();
                }
                press_key(&mut app, KeyCode::F2);
            }
        }
    }
    assert_no_faults(&found);
}
