//! The keys of the table at hand, listed on an overlay: F1 shows and hides
//! it at any table; a small reminder sits in the bottom-right corner.

use bevy::prelude::*;

use crate::screens::Screen;
use crate::theme::{FAINT_TEXT, TEXT, label, panel};

pub(super) fn plugin(app: &mut App) {
    for screen in [Screen::Playing, Screen::Hive, Screen::Blokus3d] {
        app.add_systems(OnEnter(screen), move |commands: Commands| {
            spawn_help(commands, screen);
        });
    }
    app.add_systems(
        Update,
        toggle_help.run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::Hive))
                .or_else(in_state(Screen::Blokus3d)),
        ),
    );
}

/// The overlay.
#[derive(Component)]
struct HelpOverlay;

/// Every table's camera keys.
const CAMERA_KEYS: [(&str, &str); 4] = [
    ("Right-drag, arrow keys", "orbit the camera"),
    ("Wheel, + and -", "zoom"),
    ("Shift+right-drag, W A S D", "pan"),
    ("Home, middle click", "back to the table's view"),
];

/// The keys of the game on `screen`.
fn game_keys(screen: Screen) -> &'static [(&'static str, &'static str)] {
    match screen {
        Screen::Hive => &[
            ("Click", "a tile (reserve or hive), then a green hex"),
            ("Esc", "let go of the tile"),
            ("Ctrl+Z, Ctrl+Y", "undo, redo"),
            ("Q", "the Queens' free sides"),
            ("P", "pass (only when nothing else is legal)"),
        ],
        Screen::Blokus3d => &[
            ("Click", "a piece in your tray, then where to drop it"),
            ("1-9, 0, Tab, Shift+Tab", "take a piece"),
            ("R, F, G", "turn it about the vertical, tip it, roll it"),
            ("Esc", "put it back"),
            ("H, L, T", "legal spots, height limits, the view from above"),
            ("Q, E, drag the rim", "turn the turntable"),
            ("Ctrl+Z, Ctrl+Y", "undo, redo"),
        ],
        _ => &[
            ("Click", "a block, where to tip it, where it hops"),
            ("Tab, Shift+Tab, Enter", "walk the choices, take one"),
            ("Esc", "step back (tips a block back)"),
            ("Ctrl+Z, Ctrl+Y", "undo, redo"),
        ],
    }
}

fn spawn_help(mut commands: Commands, screen: Screen) {
    commands.spawn((
        Name::new("Help reminder"),
        DespawnOnExit(screen),
        label("F1: keys", 15.0, FAINT_TEXT),
        Node {
            position_type: PositionType::Absolute,
            right: px(16),
            bottom: px(22),
            ..default()
        },
    ));
    commands
        .spawn((
            Name::new("Help"),
            HelpOverlay,
            DespawnOnExit(screen),
            Visibility::Hidden,
            panel(Node {
                position_type: PositionType::Absolute,
                align_self: AlignSelf::Center,
                justify_self: JustifySelf::Center,
                width: px(640),
                padding: UiRect::all(px(24)),
                ..default()
            }),
        ))
        .with_children(|help| {
            help.spawn(label("Keys", 28.0, TEXT));
            for (keys, action) in game_keys(screen).iter().chain(CAMERA_KEYS.iter()) {
                help.spawn(label(format!("{keys}: {action}"), 17.0, TEXT));
            }
            help.spawn(label("F1 hides this.", 15.0, FAINT_TEXT));
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
        assert!(
            game_keys(Screen::Hive)
                .iter()
                .any(|(keys, _)| keys.contains('Q'))
        );
        assert!(
            game_keys(Screen::Blokus3d)
                .iter()
                .any(|(keys, _)| keys.contains("R, F, G"))
        );
        assert!(
            game_keys(Screen::Playing)
                .iter()
                .any(|(keys, _)| keys.contains("Tab"))
        );
    }
}
