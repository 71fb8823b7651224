//! The keys of the table at hand, listed on an overlay: F1 shows and hides
//! it at any table; a small reminder sits in the bottom-right corner (a
//! controller's buttons above it while one is in use). While a controller
//! is in use, the overlay's lines that have its wording say its buttons
//! (see `language`); its Select shows and hides the overlay.

use bevy::prelude::*;

use crate::screens::Screen;
use crate::theme::HudPanel;
use crate::theme::{FAINT_TEXT, TEXT, button, label, solid_panel};

pub(super) fn plugin(app: &mut App) {
    for screen in [
        crate::deblockle::TABLE,
        crate::hive::TABLE,
        crate::blokus3d::TABLE,
    ] {
        app.add_systems(OnEnter(screen), move |commands: Commands| {
            spawn_help(commands, screen);
        });
    }
    app.add_systems(
        Update,
        toggle_help.run_if(
            in_state(crate::deblockle::TABLE)
                .or_else(in_state(crate::hive::TABLE))
                .or_else(in_state(crate::blokus3d::TABLE)),
        ),
    );
}

/// The overlay.
#[derive(Component)]
struct HelpOverlay;

/// Every table's keys for walking the moves, drawing marks, the rules, a hint, the
/// evaluation, a review, exploring freely and playing on against the
/// computer, the window and the camera (message keys, one line each).
const TABLE_KEYS: [&str; 13] = [
    "help-tree-walk",
    "help-marks",
    "help-rules",
    "help-hint",
    "help-evaluation",
    "help-review",
    "help-analyse",
    "help-play-on",
    "help-fullscreen",
    "help-camera-orbit",
    "help-camera-zoom",
    "help-camera-pan",
    "help-camera-home",
];

/// The keys of the game on `screen` (message keys, one line each).
fn game_keys(screen: Screen) -> &'static [&'static str] {
    match screen {
        crate::hive::TABLE => &[
            "help-hive-click",
            "help-hive-tab",
            "help-hive-escape",
            "help-undo-redo",
            "help-hive-queens",
            "help-hive-pass",
        ],
        crate::blokus3d::TABLE => &[
            "help-blokus-click",
            "help-blokus-take",
            "help-blokus-turn",
            "help-blokus-escape",
            "help-blokus-aids",
            "help-blokus-turntable",
            "help-undo-redo",
        ],
        _ => &[
            "help-deblockle-click",
            "help-deblockle-walk",
            "help-deblockle-escape",
            "help-undo-redo",
            "help-set-up",
        ],
    }
}

fn spawn_help(mut commands: Commands, screen: Screen) {
    commands
        .spawn((
            Name::new("Help reminder"),
            DespawnOnExit(screen),
            HudPanel::Items,
            Node {
                position_type: PositionType::Absolute,
                right: px(16),
                bottom: px(16),
                column_gap: px(12),
                align_items: AlignItems::Center,
                ..default()
            },
        ))
        .with_children(|corner| {
            corner.spawn(label("help-reminder", 15.0, FAINT_TEXT));
            corner
                .spawn(button("ref-open-at-table"))
                .observe(crate::reference::open_at_table);
        });
    commands.spawn((
        DespawnOnExit(screen),
        crate::controller::prompts::legend_corner(),
    ));
    // Above every panel of the table, in two columns of as many lines (the
    // game's keys, then every table's) so that it fits a small window at the
    // largest size.
    let lines: Vec<&str> = game_keys(screen)
        .iter()
        .chain(&TABLE_KEYS)
        .copied()
        .collect();
    commands
        .spawn((
            Name::new("Help"),
            HelpOverlay,
            DespawnOnExit(screen),
            Visibility::Hidden,
            GlobalZIndex(40),
            solid_panel(Node {
                position_type: PositionType::Absolute,
                align_self: AlignSelf::Center,
                justify_self: JustifySelf::Center,
                width: percent(94),
                max_width: px(1100),
                padding: UiRect::all(px(20)),
                ..default()
            }),
        ))
        .with_children(|help| {
            help.spawn(label("help-title", 26.0, TEXT));
            help.spawn(Node {
                column_gap: px(28),
                row_gap: px(8),
                flex_wrap: FlexWrap::Wrap,
                ..default()
            })
            .with_children(|columns| {
                for lines in lines.chunks(lines.len().div_ceil(2)) {
                    columns
                        .spawn(Node {
                            flex_direction: FlexDirection::Column,
                            flex_basis: px(300),
                            flex_grow: 1.0,
                            row_gap: px(2),
                            ..default()
                        })
                        .with_children(|column| {
                            for &line in lines {
                                column.spawn(label(line, 16.0, TEXT));
                            }
                        });
                }
            });
            help.spawn(label("help-hides", 15.0, FAINT_TEXT));
        });
}

fn toggle_help(
    keys: Res<ButtonInput<KeyCode>>,
    mut overlays: Query<&mut Visibility, With<HelpOverlay>>,
) {
    if !keys.just_pressed(KeyCode::F1) {
        return;
    }
    for mut visibility in &mut overlays {
        *visibility = match *visibility {
            Visibility::Hidden => Visibility::Inherited,
            _ => Visibility::Hidden,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_lists_its_own_keys() {
        let english = tabletop_i18n::Words::new(tabletop_i18n::Language::English);
        let lines = |screen| -> Vec<String> {
            game_keys(screen)
                .iter()
                .map(|&key| english.text(key))
                .collect()
        };
        assert!(
            lines(crate::hive::TABLE)
                .iter()
                .any(|line| line.starts_with("Q:"))
        );
        assert!(
            lines(crate::blokus3d::TABLE)
                .iter()
                .any(|line| line.starts_with("R, F, G:"))
        );
        assert!(
            lines(crate::deblockle::TABLE)
                .iter()
                .any(|line| line.contains("Tab"))
        );
    }
}
