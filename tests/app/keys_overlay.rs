//! The keys overlay (F1) at every table: above the HUD, and laid out
//! whole at every size in every language — nothing of it runs out of the
//! window or over another of its lines (it covers the table's panels by
//! design, so only its own nodes are judged).

use bevy::prelude::*;
use tabletop_i18n::Language;

use crate::layout::{SIZES, app_in_a_window, faults, placed_nodes, resize, start_as};
use crate::whole::press_key;

/// The overlay and everything in it, as laid out.
fn overlay_nodes(app: &mut App) -> Vec<crate::layout::Placed> {
    let nodes = placed_nodes(app);
    let Some(root) = nodes
        .iter()
        .find(|node| node.what == "Help")
        .map(|n| n.entity)
    else {
        return Vec::new();
    };
    let in_overlay = |node: &crate::layout::Placed| {
        std::iter::successors(Some(node), |up| {
            up.parent
                .and_then(|parent| nodes.iter().find(|node| node.entity == parent))
        })
        .any(|up| up.entity == root)
    };
    let kept: Vec<Entity> = nodes
        .iter()
        .filter(|node| in_overlay(node))
        .map(|node| node.entity)
        .collect();
    nodes
        .into_iter()
        .filter(|node| kept.contains(&node.entity))
        .collect()
}

#[test]
fn the_keys_overlay_fits_every_size_in_every_language() {
    let mut app = app_in_a_window();
    let mut found = Vec::new();
    for (name, arguments) in [
        ("Deblockle", &["--moves", "c1N-c3"][..]),
        ("Hive", &["--game", "hive"][..]),
        ("Blokus 3D", &["--game", "blokus3d"][..]),
    ] {
        start_as(&mut app, arguments);
        for _ in 0..30 {
            app.update();
        }
        press_key(&mut app, KeyCode::F1);
        for size in SIZES {
            for language in Language::ALL {
                resize(&mut app, size, language);
                let overlay = overlay_nodes(&mut app);
                assert!(overlay.len() > 10, "{name}: the overlay shows its lines");
                for fault in faults(&overlay, size.window()) {
                    found.push(format!("{size:?} {} {name}: {fault}", language.code()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}
