//! The window's icon: a Gold block with the Star on top, drawn by code.
//! Bevy 0.19 has no icon setting, so it is handed to winit on the main
//! thread once the window exists. Windows and X11 show it; macOS takes an
//! app's icon from its bundle instead, and Wayland from its desktop file.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;
use tabletop_rules::deblockle::{Face, Player};
use tiny_skia::{Pixmap, Transform as Skia};
use winit::window::Icon;

use crate::deblockle::textures::{TILE, draw_symbol, paint_of};
use crate::drawing::{paint, shade};

/// The icon's width and height in pixels.
const SIZE: u32 = 64;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon.run_if(run_once_window_exists()));
}

/// A condition true until the icon has been set once.
fn run_once_window_exists() -> impl FnMut(Query<(), With<PrimaryWindow>>, Local<bool>) -> bool {
    |windows: Query<(), With<PrimaryWindow>>, mut done: Local<bool>| {
        let now = !*done && !windows.is_empty();
        *done |= now;
        now
    }
}

/// The icon's pixels, RGBA, `SIZE` square.
pub fn icon_rgba() -> Vec<u8> {
    let Some(mut pixmap) = Pixmap::new(SIZE, SIZE) else {
        return Vec::new();
    };
    let gold = paint_of(Player::Gold);
    let side = SIZE as f32;
    // A dark rim, then the painted face.
    for (inset, colour) in [(2.0, shade(gold, 0.55)), (5.0, gold)] {
        let width = side - 2.0 * inset;
        if let Some(square) = tiny_skia::Rect::from_xywh(inset, inset, width, width) {
            pixmap.fill_rect(square, &paint(colour, 255), Skia::identity(), None);
        }
    }
    let scale = side * 0.8 / TILE as f32;
    let centre = Skia::from_translate(side / 2.0, side / 2.0).pre_scale(scale, scale);
    draw_symbol(&mut pixmap, Face::Star, centre, [246, 238, 218], gold);
    // tiny-skia keeps premultiplied alpha; the icon is opaque where drawn,
    // so the bytes are plain RGBA there and clear elsewhere.
    pixmap.take()
}

fn set_icon(windows: Query<Entity, With<PrimaryWindow>>, _main_thread: NonSendMarker) {
    let Ok(icon) = Icon::from_rgba(icon_rgba(), SIZE, SIZE) else {
        warn!("the window icon could not be made");
        return;
    };
    WINIT_WINDOWS.with_borrow(|winit_windows| {
        for entity in &windows {
            if let Some(window) = winit_windows.get_window(entity) {
                window.set_window_icon(Some(icon.clone()));
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_is_a_gold_square_with_a_cream_star() {
        let rgba = icon_rgba();
        assert_eq!(rgba.len(), (SIZE * SIZE * 4) as usize);
        let at = |x: u32, y: u32| &rgba[((y * SIZE + x) * 4) as usize..][..4];
        // The star's middle is cream, a corner inside the border is gold,
        // and the very corner outside the block is clear.
        assert_eq!(at(SIZE / 2, SIZE / 2), [246, 238, 218, 255]);
        let gold = paint_of(Player::Gold);
        assert_eq!(at(7, 7), [gold[0], gold[1], gold[2], 255]);
        assert_eq!(at(0, 0)[3], 0);
    }
}
