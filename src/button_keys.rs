//! Buttons chosen with the keys, and so with a controller: once a button
//! holds the input focus, the arrows move it to the nearest button that
//! way (Bevy's directional navigation, from where the buttons are laid
//! out), Enter or Space presses it as a click would and Escape lets go.
//! The button with the focus is outlined.
//!
//! At a table, F10 (a controller's Start) opens the table's menu: the
//! focus goes to the first of the buttons along the bottom of the table
//! (undo, redo, hint, save…), whose neighbours the arrows reach (the rules
//! in the corner too); F10 again, Escape or the mouse closes it. On a
//! screen without keys of its own for its buttons (the Games, Tutorial and
//! Puzzles screens, Settings' buttons), Tab gives the focus to its first.

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::input::InputSystems;
use bevy::input_focus::directional_navigation::DirectionalNavigationPlugin;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::math::CompassOctant;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::ui::auto_directional_navigation::AutoDirectionalNavigator;

use crate::table::game::at_a_table;
use crate::table::keys::{Panels, on_a_panel};
use crate::theme::{HudPanel, TEXT};

/// The arrows and the way each moves the focus.
const ARROWS: [(KeyCode, CompassOctant); 4] = [
    (KeyCode::ArrowUp, CompassOctant::North),
    (KeyCode::ArrowDown, CompassOctant::South),
    (KeyCode::ArrowLeft, CompassOctant::West),
    (KeyCode::ArrowRight, CompassOctant::East),
];

/// The key that opens a table's menu (a controller's Start presses it).
pub const MENU_KEY: KeyCode = KeyCode::F10;

pub(crate) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<DirectionalNavigationPlugin>() {
        app.add_plugins(DirectionalNavigationPlugin);
    }
    app.init_resource::<InputFocus>().add_systems(
        PreUpdate,
        (
            (
                open_the_menu.run_if(at_a_table),
                give_the_first_the_focus.run_if(not(at_a_table)),
                press_the_focused,
            )
                .chain()
                .run_if(resource_exists::<ButtonInput<KeyCode>>),
            outline_the_focused,
        )
            .chain()
            .after(InputSystems),
    );
}

/// The buttons shown, each with where it is on the screen.
fn shown<'a>(
    buttons: impl Iterator<Item = (Entity, &'a ComputedNode, &'a UiGlobalTransform)>,
) -> impl Iterator<Item = (Entity, Vec2)> {
    buttons
        .filter(|(_, node, _)| node.size() != Vec2::ZERO)
        .map(|(entity, _, place)| (entity, place.translation))
}

/// The first of `buttons` in reading order: the highest row, then the
/// leftmost.
fn first(buttons: impl Iterator<Item = (Entity, Vec2)>) -> Option<Entity> {
    buttons
        .min_by(|(_, a), (_, b)| a.y.total_cmp(&b.y).then(a.x.total_cmp(&b.x)))
        .map(|(entity, _)| entity)
}

/// F10 at a table gives the focus to the first button along its bottom,
/// or takes it away.
fn open_the_menu(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut focus: ResMut<InputFocus>,
    bars: Query<(&HudPanel, &Children)>,
    buttons: Query<(Entity, &ComputedNode, &UiGlobalTransform), With<Button>>,
) {
    if !keys.clear_just_pressed(MENU_KEY) {
        return;
    }
    if focus.get().is_some_and(|entity| buttons.contains(entity)) {
        focus.clear();
        return;
    }
    let along_the_bottom = bars
        .iter()
        .filter(|(panel, _)| **panel == HudPanel::Items)
        .flat_map(|(_, children)| children.iter())
        .filter_map(|child| buttons.get(child).ok());
    // The bottom row first: the buttons wrap upwards.
    let first_below = shown(along_the_bottom)
        .min_by(|(_, a), (_, b)| b.y.total_cmp(&a.y).then(a.x.total_cmp(&b.x)))
        .map(|(entity, _)| entity);
    if let Some(button) = first_below {
        focus.set(button, FocusCause::Navigated);
    }
}

/// Tab on a screen away from the tables, with nothing focused, focuses
/// its first button (at a table, Tab walks the moves).
fn give_the_first_the_focus(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut focus: ResMut<InputFocus>,
    buttons: Query<(Entity, &ComputedNode, &UiGlobalTransform), With<Button>>,
    panels: Panels,
) {
    // A field typed in, or a button already focused, keeps the focus.
    if on_a_panel(&focus, &panels) || !keys.just_pressed(KeyCode::Tab) {
        return;
    }
    if let Some(button) = first(shown(buttons.iter())) {
        keys.clear_just_pressed(KeyCode::Tab);
        focus.set(button, FocusCause::Navigated);
    }
}

/// The keys of the focused button: the arrows move the focus, Enter or
/// Space presses the button, Escape or a mouse button lets go. The keys
/// it answers are taken, so that the screen's own (Enter plays, Escape
/// goes back) do not also answer them.
fn press_the_focused(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    buttons: Query<(), With<Button>>,
    mut navigator: AutoDirectionalNavigator,
    mut commands: Commands,
) {
    let Some(focused) = navigator
        .input_focus()
        .filter(|&entity| buttons.contains(entity))
    else {
        return;
    };
    let clicked_elsewhere = mouse.is_some_and(|mouse| mouse.get_just_pressed().next().is_some());
    if keys.clear_just_pressed(KeyCode::Escape) || clicked_elsewhere {
        navigator.manual_directional_navigation.focus.clear();
        return;
    }
    let pressed = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]
        .into_iter()
        .filter(|&key| keys.clear_just_pressed(key))
        .count();
    if pressed > 0 {
        commands.trigger(click_of(focused, PointerButton::Primary));
        return;
    }
    for (key, direction) in ARROWS {
        if keys.clear_just_pressed(key) {
            // No button that way: the focus stays.
            let _ = navigator.navigate(direction);
        }
    }
}

/// A click of the mouse's `button` on `entity`, as the pointer sends it.
pub fn click_of(entity: Entity, button: PointerButton) -> Pointer<Click> {
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1,
            height: 1,
        },
        position: Vec2::ZERO,
    };
    let click = Click {
        button,
        hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        duration: Duration::ZERO,
        count: 1,
    };
    Pointer::new(PointerId::Mouse, location, click, entity)
}

/// The focused button's outline.
#[derive(Component)]
struct FocusOutline;

/// Outlines the button with the focus, and no other.
fn outline_the_focused(
    focus: Option<Res<InputFocus>>,
    outlined: Query<Entity, With<FocusOutline>>,
    buttons: Query<(), With<Button>>,
    mut commands: Commands,
) {
    let focused = focus
        .and_then(|focus| focus.get())
        .filter(|&entity| buttons.contains(entity));
    for entity in &outlined {
        if Some(entity) != focused {
            commands.entity(entity).remove::<(FocusOutline, Outline)>();
        }
    }
    if let Some(entity) = focused
        && !outlined.contains(entity)
    {
        commands
            .entity(entity)
            .insert((FocusOutline, Outline::new(px(3), px(2), TEXT)));
    }
}
