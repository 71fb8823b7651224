//! The guide's card in the room the table's other panels leave it: as
//! wide as the room beside the top-left panel allows (up to its width),
//! down to just above the buttons along the bottom, its text scrolling
//! when the rest does not fit (a small window at the largest text size).
//! The wheel over the text, PageUp and PageDown (a controller's LT) read
//! on; past the end, PageDown comes back to the top, so that one button
//! reads all of it.

use bevy::prelude::*;
use bevy::ui::ComputedNode;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;

use crate::language::Localized;
use crate::theme::{HudPanel, display_if};

/// The card's widest, and its narrowest before it runs over a panel.
const WIDEST: f32 = 400.0;
const NARROWEST: f32 = 240.0;
/// The HUD's distance from the window's edges, and between panels.
const EDGE: f32 = 16.0;
const GAP: f32 = 12.0;
/// What a page of reading on keeps of the page before, so that the eye
/// finds its place.
const OVERLAP: f32 = 24.0;

/// A guide's card, whichever guide's.
#[derive(Component)]
pub(super) struct GuideCard;

/// The part of the card whose text scrolls.
#[derive(Component)]
pub(super) struct CardScroll;

/// The line under a text cut short (the card's [`CardScroll`]), saying
/// how to read on.
#[derive(Component)]
pub(super) struct ReadOn(pub(super) Entity);

/// A panel's area, in logical pixels.
fn logical(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    let scale = node.inverse_scale_factor();
    let rect = Rect::from_center_size(at.translation, node.size());
    Rect::from_corners(rect.min * scale, rect.max * scale)
}

/// The areas of the table's other panels that are laid out and shown.
fn panel_areas(
    panels: &Query<(Entity, &HudPanel, Option<&Children>), Without<GuideCard>>,
    nodes: &Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility)>,
) -> Vec<Rect> {
    panels
        .iter()
        .flat_map(|(entity, panel, items)| match panel {
            HudPanel::Whole => vec![entity],
            HudPanel::Items => items.map_or(Vec::new(), |items| items.to_vec()),
        })
        .filter_map(|entity| nodes.get(entity).ok())
        .filter(|(node, _, shown)| shown.get() && node.size().min_element() > 0.0)
        .map(|(node, at, _)| logical(node, at))
        .collect()
}

/// The card's width and greatest height in a window `window` (logical)
/// beside the panels at `areas`: clear of the panels in the top-left
/// quarter, above those along the bottom that lie under it.
pub(super) fn room(window: Vec2, areas: &[Rect]) -> (f32, f32) {
    let beside = areas
        .iter()
        .filter(|area| area.min.y < window.y / 2.0 && area.min.x < window.x / 2.0)
        .map(|area| area.max.x + GAP)
        .fold(EDGE, f32::max);
    let width = (window.x - EDGE - beside).clamp(NARROWEST, WIDEST);
    let left = window.x - EDGE - width;
    let above = areas
        .iter()
        .filter(|area| area.min.y > window.y / 2.0 && area.max.x > left)
        .map(|area| area.min.y - GAP)
        .fold(window.y - EDGE, f32::min);
    (width, above - EDGE)
}

/// Fits each shown card into the room the other panels leave it.
pub(super) fn fit_the_card(
    windows: Query<&Window, With<PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    panels: Query<(Entity, &HudPanel, Option<&Children>), Without<GuideCard>>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility)>,
    mut cards: Query<(&mut Node, &Visibility), With<GuideCard>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let window = window.size() / scale.map_or(1.0, |scale| scale.0);
    let areas = panel_areas(&panels, &nodes);
    let (width, height) = room(window, &areas);
    for (mut card, shown) in &mut cards {
        if *shown == Visibility::Hidden {
            continue;
        }
        if card.width != px(width) || card.max_height != px(height) {
            card.width = px(width);
            card.max_height = px(height);
        }
    }
}

/// How far the text can scroll (logical pixels) and a page of it.
fn reach(node: &ComputedNode) -> (f32, f32) {
    let scale = node.inverse_scale_factor();
    let page = node.size().y * scale;
    ((node.content_size().y * scale - page).max(0.0), page)
}

/// Shows the line that says there is more while its text is cut short.
pub(super) fn offer_to_read_on(
    scrolls: Query<&ComputedNode, With<CardScroll>>,
    mut lines: Query<(&mut Node, &ReadOn)>,
) {
    for (mut line, &ReadOn(scroll)) in &mut lines {
        let cut_short = scrolls.get(scroll).is_ok_and(|node| reach(node).0 > 1.0);
        let display = display_if(cut_short);
        if line.display != display {
            line.display = display;
        }
    }
}

/// PageDown reads on a page (from the top again past the end), PageUp
/// back one.
pub(super) fn read_on_with_the_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut scrolls: Query<(&ComputedNode, &mut ScrollPosition), With<CardScroll>>,
) {
    // None without a keyboard (the headless game of the tests).
    let Some(keys) = keys else {
        return;
    };
    let down = keys.just_pressed(KeyCode::PageDown);
    let up = keys.just_pressed(KeyCode::PageUp);
    if !down && !up {
        return;
    }
    for (node, mut position) in &mut scrolls {
        let (most, page) = reach(node);
        let step = (page - OVERLAP).max(OVERLAP);
        position.y = if down && position.y >= most - 1.0 {
            0.0
        } else if down {
            (position.y + step).min(most)
        } else {
            (position.y - step).max(0.0)
        };
    }
}

/// A new text starts at its top.
pub(super) fn start_a_new_text_at_the_top(
    texts: Query<&ChildOf, Changed<Localized>>,
    mut scrolls: Query<&mut ScrollPosition, With<CardScroll>>,
) {
    for text in &texts {
        if let Ok(mut position) = scrolls.get_mut(text.parent()) {
            position.0 = Vec2::ZERO;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WINDOW: Vec2 = Vec2::new(853.0, 480.0);

    #[test]
    fn a_wide_window_gives_the_card_its_width_down_to_the_buttons() {
        let top_left = Rect::new(16.0, 16.0, 476.0, 160.0);
        let buttons = Rect::new(1300.0, 650.0, 1424.0, 700.0);
        let (width, height) = room(Vec2::new(1440.0, 720.0), &[top_left, buttons]);
        assert_eq!(width, WIDEST);
        assert_eq!(height, 650.0 - GAP - EDGE);
    }

    #[test]
    fn a_narrow_window_narrows_the_card_beside_the_top_left_panel() {
        let top_left = Rect::new(16.0, 16.0, 476.0, 160.0);
        let (width, _) = room(WINDOW, &[top_left]);
        // From the panel's edge and a gap to the window's edge less its margin.
        assert_eq!(width, 853.0 - EDGE - (476.0 + GAP));
    }

    #[test]
    fn only_the_buttons_under_the_card_cut_it_short() {
        let left_buttons = Rect::new(16.0, 300.0, 300.0, 340.0);
        let corner = Rect::new(600.0, 420.0, 837.0, 464.0);
        let (width, height) = room(WINDOW, &[left_buttons, corner]);
        assert_eq!(width, WIDEST);
        assert_eq!(height, 420.0 - GAP - EDGE);
    }

    #[test]
    fn the_card_keeps_a_readable_width_however_wide_the_panel() {
        let wide = Rect::new(16.0, 16.0, 800.0, 100.0);
        assert_eq!(room(WINDOW, &[wide]).0, NARROWEST);
    }
}
