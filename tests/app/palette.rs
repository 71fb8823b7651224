//! Colours for every eye: each game's player colours, as people with the
//! common colour-vision deficiencies see them (simulated), stay apart by
//! at least a difference told at a glance — every game's under the
//! colour-blind palette, and under the standard one for the games whose
//! own colours already are (not Blokus 3D's red and green).

use tabletop::table::palette::Palette;
use tabletop::table::palette::vision::{Deficiency, difference, least_difference};

/// The least CIEDE2000 difference between two players' colours, under any
/// vision: about twice what designers give as "distinct at a glance"
/// (ΔE₀₀ ≈ 10–15), for pieces seen small and lit from one side.
const TOLD_APART: f64 = 25.0;

fn every_game(palette: Palette) -> [(&'static str, Vec<[f32; 3]>); 3] {
    [
        ("Deblockle", tabletop::deblockle::player_colours(palette)),
        ("Hive", tabletop::hive::player_colours(palette)),
        ("Blokus 3D", tabletop::blokus3d::player_colours(palette)),
    ]
}

#[test]
fn every_players_colour_is_told_apart_by_every_eye_in_the_colour_blind_palette() {
    for (game, colours) in every_game(Palette::ColourBlind) {
        let (least, vision, first, second) = least_difference(&colours);
        assert!(
            least >= TOLD_APART,
            "{game}: colours {first} and {second} are {least:.1} apart under {vision:?}"
        );
    }
}

#[test]
fn the_standard_palette_holds_for_deblockle_and_hive_and_fails_for_blokus_red_and_green() {
    for (game, colours) in every_game(Palette::Standard) {
        let (least, vision, first, second) = least_difference(&colours);
        if game == "Blokus 3D" {
            // Red (2) and green (3): the confusion the palette is for.
            assert!(least < TOLD_APART / 2.0, "{least}");
            assert_eq!(
                (vision, first, second),
                (Some(Deficiency::Deuteranopia), 2, 3)
            );
        } else {
            assert!(least >= TOLD_APART, "{game}: {least:.1} under {vision:?}");
        }
    }
}

#[test]
fn the_colour_blind_palette_keeps_each_blokus_colour_near_its_name() {
    // Blue still reads as blue beside the box's blue, and so on: each
    // colour-blind colour is nearer its own standard colour than any other.
    let standard = tabletop::blokus3d::player_colours(Palette::Standard);
    let safe = tabletop::blokus3d::player_colours(Palette::ColourBlind);
    for (index, &colour) in safe.iter().enumerate() {
        let nearest = (0..standard.len())
            .min_by(|&a, &b| {
                difference(colour, standard[a]).total_cmp(&difference(colour, standard[b]))
            })
            .expect("four colours");
        assert_eq!(nearest, index, "{colour:?}");
    }
}
