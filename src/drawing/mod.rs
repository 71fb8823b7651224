//! Pictures drawn by code (tiny-skia) for any game's textures: paints,
//! shapes, the conversion into a Bevy image with its mip chain, and (in
//! [`wood`]) wood.

pub mod wood;

use std::f32::consts::TAU;

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use tiny_skia::{Paint, Path, PathBuilder, Pixmap};

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// A solid, anti-aliased paint.
pub fn paint(rgb: Rgb, alpha: u8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(rgb[0], rgb[1], rgb[2], alpha);
    paint.anti_alias = true;
    paint
}

/// `rgb` darker (below 1) or lighter (above 1).
pub fn shade(rgb: Rgb, factor: f32) -> Rgb {
    rgb.map(|c| (f32::from(c) * factor).clamp(0.0, 255.0) as u8)
}

/// A closed polygon through `points`.
pub fn polygon(points: impl IntoIterator<Item = (f32, f32)>) -> Option<Path> {
    let mut builder = PathBuilder::new();
    let mut points = points.into_iter();
    let (x, y) = points.next()?;
    builder.move_to(x, y);
    for (x, y) in points {
        builder.line_to(x, y);
    }
    builder.close();
    builder.finish()
}

/// `n` points on a circle of `radius`, starting at `start` radians (0 = up).
pub fn ring(n: usize, radius: f32, start: f32) -> impl Iterator<Item = (f32, f32)> {
    (0..n).map(move |i| {
        let angle = start + TAU * i as f32 / n as f32;
        (radius * angle.sin(), -radius * angle.cos())
    })
}

/// An image with its whole mip chain, sampled smoothly at any distance.
pub fn into_image(pixmap: Pixmap) -> Image {
    into_image_at_most(pixmap, u32::MAX)
}

/// An image as [`into_image`] makes it, no wider or taller than `largest`
/// pixels: a picture drawn larger is scaled down by its mip chain's box
/// filter (a picture drawn at 512 pixels shown at 256 keeps its detail
/// and takes a quarter of the memory).
pub fn into_image_at_most(pixmap: Pixmap, largest: u32) -> Image {
    let (mut width, mut height) = (pixmap.width(), pixmap.height());
    let (mut data, mut levels) = with_mipmaps(pixmap.take(), width, height);
    while width.max(height) > largest && levels > 1 {
        data.drain(..(width * height * 4) as usize);
        (width, height) = ((width / 2).max(1), (height / 2).max(1));
        levels -= 1;
    }
    let size = Extent3d {
        width,
        height,
        depth_or_array_layers: 1,
    };
    let mut image = Image::new_uninit(
        size,
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        anisotropy_clamp: 8,
        ..ImageSamplerDescriptor::default()
    });
    image
}

/// Appends each half-size level (a 2×2 box filter) down to 1×1.
fn with_mipmaps(base: Vec<u8>, mut width: u32, mut height: u32) -> (Vec<u8>, u32) {
    let mut data = base.clone();
    let mut level = base;
    let mut levels = 1;
    while width > 1 || height > 1 {
        let (next_width, next_height) = ((width / 2).max(1), (height / 2).max(1));
        let mut next = vec![0u8; (next_width * next_height * 4) as usize];
        for y in 0..next_height {
            for x in 0..next_width {
                for channel in 0..4 {
                    let sample = |dx: u32, dy: u32| {
                        let (sx, sy) = ((x * 2 + dx).min(width - 1), (y * 2 + dy).min(height - 1));
                        u32::from(level[((sy * width + sx) * 4 + channel) as usize])
                    };
                    let sum = sample(0, 0) + sample(1, 0) + sample(0, 1) + sample(1, 1);
                    next[((y * next_width + x) * 4 + channel) as usize] = (sum / 4) as u8;
                }
            }
        }
        data.extend_from_slice(&next);
        level = next;
        (width, height) = (next_width, next_height);
        levels += 1;
    }
    (data, levels)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_kept_smaller_is_its_box_filtered_half_with_the_rest_of_its_chain() {
        // Columns alternately black and white: each 2×2 box holds two of
        // each, so the half-size picture is an even grey.
        let mut pixmap = Pixmap::new(512, 256).expect("a size");
        for (index, pixel) in pixmap.pixels_mut().iter_mut().enumerate() {
            let level = if index % 2 == 0 { 0 } else { 255 };
            *pixel = tiny_skia::ColorU8::from_rgba(level, level, level, 255).premultiply();
        }
        let whole = into_image(pixmap.clone());
        assert_eq!(whole.texture_descriptor.size.width, 512);
        assert_eq!(whole.texture_descriptor.mip_level_count, 10);

        let kept = into_image_at_most(pixmap, 256);
        let size = kept.texture_descriptor.size;
        assert_eq!((size.width, size.height), (256, 128));
        assert_eq!(kept.texture_descriptor.mip_level_count, 9);
        let data = kept.data.as_ref().expect("pixels");
        // 256×128 and every half below it, down to 1×1.
        let chain: u32 = (0..9)
            .map(|level| (256 >> level).max(1) * (128 >> level).max(1))
            .sum();
        assert_eq!(data.len(), (chain * 4) as usize);
        assert!(
            data[..256 * 128 * 4]
                .chunks(4)
                .all(|p| p == [127, 127, 127, 255])
        );
    }
}
