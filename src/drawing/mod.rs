//! Pictures drawn by code for any game's textures (the `tabletop-drawing`
//! crate: paints, shapes, wood) and their conversion into a Bevy image
//! with its mip chain.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use tabletop_drawing::with_mipmaps;
pub use tabletop_drawing::{Rgb, paint, polygon, ring, shade, wood};
use tiny_skia::Pixmap;

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
