//! Fonts with every glyph the translations need: Noto Sans for Latin and
//! Vietnamese, with Noto Sans Devanagari behind it for Marathi (shipped in
//! `assets/fonts/` under the SIL Open Font Licence), compiled in so text
//! never waits for an asset.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::text::{FontCx, load_font_assets_into_font_collection};
use parley::fontique::{Blob, CharmapIndex, Collection, CollectionOptions, FallbackKey, Script};

/// Noto Sans: Latin with every Vietnamese and Croatian diacritic. It
/// replaces Bevy's default font, so every text uses it.
const NOTO_SANS: &[u8] = include_bytes!("../../assets/fonts/NotoSans-Regular.ttf");
/// Noto Sans Devanagari, for Marathi. It has no Latin letters, so it is a
/// fallback for Devanagari text inside Noto Sans, not a font of its own.
const NOTO_SANS_DEVANAGARI: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansDevanagari-Regular.ttf");
/// Its family name, as the font file gives it.
const DEVANAGARI_FAMILY: &str = "Noto Sans Devanagari";

pub(super) fn plugin(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    let replaced = fonts.insert(AssetId::default(), Font::from_bytes(NOTO_SANS.to_vec()));
    if let Err(error) = replaced {
        warn!("Noto Sans could not replace the default font: {error}");
    }
    let devanagari = fonts.add(Font::from_bytes(NOTO_SANS_DEVANAGARI.to_vec()));
    app.insert_resource(DevanagariFont { _kept: devanagari })
        .add_systems(
            PostUpdate,
            fall_back_to_devanagari
                .after(load_font_assets_into_font_collection)
                .run_if(not(resource_exists::<DevanagariFallback>)),
        );
}

/// Noto Sans Devanagari's handle, kept so the font stays loaded.
#[derive(Resource)]
struct DevanagariFont {
    _kept: Handle<Font>,
}

/// Marks that Devanagari text now falls back to Noto Sans Devanagari.
#[derive(Resource)]
struct DevanagariFallback;

/// Once Bevy has put Noto Sans Devanagari into the font collection, names
/// it as the fallback for the Devanagari script, so a Marathi sentence in
/// Noto Sans (with Latin names such as "Deblockle" in it) shows both
/// scripts.
fn fall_back_to_devanagari(mut commands: Commands, mut font_cx: ResMut<FontCx>) {
    let Some(family) = font_cx.collection.family_id(DEVANAGARI_FAMILY) else {
        return;
    };
    let key = FallbackKey::new(Script::from_bytes(*b"Deva"), None);
    font_cx
        .collection
        .set_fallbacks(key, std::iter::once(family));
    commands.insert_resource(DevanagariFallback);
}

/// Which characters the app's fonts can show.
#[derive(Resource)]
pub struct Coverage {
    maps: Vec<(&'static [u8], CharmapIndex)>,
}

impl Default for Coverage {
    fn default() -> Coverage {
        let mut collection = Collection::new(CollectionOptions {
            shared: false,
            system_fonts: false,
        });
        let maps = [NOTO_SANS, NOTO_SANS_DEVANAGARI]
            .into_iter()
            .filter_map(|data| {
                let blob = Blob::new(Arc::new(data));
                let families = collection.register_fonts(blob, None);
                let font = families.first()?.1.first()?;
                Some((data, font.charmap_index()))
            })
            .collect();
        Coverage { maps }
    }
}

impl Coverage {
    /// Whether some font has a glyph for `c` (line breaks and other
    /// controls need none).
    pub fn shows(&self, c: char) -> bool {
        c.is_control()
            || self.maps.iter().any(|(data, index)| {
                index
                    .charmap(data)
                    .and_then(|map| map.map(c))
                    .is_some_and(|glyph| glyph != 0)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fonts_show_vietnamese_and_marathi_but_not_chinese() {
        let coverage = Coverage::default();
        assert!("Tiếng Việt: Hòa! ệ ữ".chars().all(|c| coverage.shows(c)));
        assert!("मराठी: क्लिक करा".chars().all(|c| coverage.shows(c)));
        assert!("Hrvatski: čćđšž\n".chars().all(|c| coverage.shows(c)));
        assert!(!coverage.shows('漢'));
    }
}
