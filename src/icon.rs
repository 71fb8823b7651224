//! The window's icon: a Gold block with the Star on top, drawn by code.
//! Bevy 0.19 has no icon setting, so it is handed to winit on the main
//! thread once the window exists. Windows and X11 show it; macOS takes an
//! app's icon from its bundle instead, and Wayland from its desktop file:
//! the packages' icon files (`assets/icon/`) are the same drawing, and a
//! test keeps them so (`TABLETOP_WRITE_ICONS=1` writes them anew).

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
    // tiny-skia keeps premultiplied alpha; the icon is opaque where drawn,
    // so the bytes are plain RGBA there and clear elsewhere.
    icon(SIZE).map(Pixmap::take).unwrap_or_default()
}

/// The icon drawn `size` pixels square.
fn icon(size: u32) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(size, size)?;
    let gold = paint_of(Player::Gold);
    let side = size as f32;
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
    Some(pixmap)
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

    /// The icon as a PNG file, `size` pixels square.
    fn png(size: u32) -> Vec<u8> {
        icon(size)
            .and_then(|pixmap| pixmap.encode_png().ok())
            .expect("the icon encodes")
    }

    /// A Windows icon: PNG images behind a directory (Windows Vista on).
    fn ico(sizes: &[u32]) -> Vec<u8> {
        let images: Vec<(u32, Vec<u8>)> = sizes.iter().map(|&size| (size, png(size))).collect();
        let count = images.len() as u16;
        let mut file = [0u16, 1, count]
            .iter()
            .flat_map(|word| word.to_le_bytes())
            .collect::<Vec<u8>>();
        let mut offset = 6 + 16 * images.len() as u32;
        for (size, data) in &images {
            // 256 is written as 0: the field is one byte.
            let side = (*size % 256) as u8;
            file.extend([side, side, 0, 0]);
            file.extend(1u16.to_le_bytes()); // colour planes
            file.extend(32u16.to_le_bytes()); // bits per pixel
            file.extend((data.len() as u32).to_le_bytes());
            file.extend(offset.to_le_bytes());
            offset += data.len() as u32;
        }
        images.iter().for_each(|(_, data)| file.extend(data));
        file
    }

    /// A macOS icon: PNG images, each under its size's type.
    fn icns(types: &[(&[u8; 4], u32)]) -> Vec<u8> {
        let body: Vec<u8> = types
            .iter()
            .flat_map(|(kind, size)| {
                let data = png(*size);
                let mut entry = kind.to_vec();
                entry.extend((data.len() as u32 + 8).to_be_bytes());
                entry.extend(data);
                entry
            })
            .collect();
        let mut file = b"icns".to_vec();
        file.extend((body.len() as u32 + 8).to_be_bytes());
        file.extend(body);
        file
    }

    #[test]
    fn the_packages_icon_files_are_the_window_icon_drawn_at_their_sizes() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon");
        let files = [
            ("tabletop.png", png(256)),
            ("tabletop.ico", ico(&[16, 24, 32, 48, 64, 256])),
            (
                "tabletop.icns",
                icns(&[
                    (b"ic07", 128),
                    (b"ic08", 256),
                    (b"ic09", 512),
                    (b"ic10", 1024),
                ]),
            ),
        ];
        let write = std::env::var_os("TABLETOP_WRITE_ICONS").is_some();
        for (name, bytes) in files {
            let path = folder.join(name);
            if write {
                std::fs::create_dir_all(&folder).expect("the icons' folder");
                std::fs::write(&path, &bytes).expect("written");
            }
            let kept = std::fs::read(&path).unwrap_or_default();
            assert!(
                kept == bytes,
                "{} is not the icon drawn now: run this test with TABLETOP_WRITE_ICONS=1",
                path.display()
            );
        }
    }
}
