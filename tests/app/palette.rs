//! Colours for every eye: each game's player colours, as people with the
//! common colour-vision deficiencies see them (simulated), stay apart by
//! at least a difference told at a glance — every game's under the
//! colour-blind palette, and under the standard one for the games whose
//! own colours already are (not Blokus 3D's red and green).

use tabletop::table::palette::Palette;
use tabletop::table::palette::vision::{Deficiency, difference, lab, least_difference};

use crate::render::{read_png, render_folder, run_under_xvfb};

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

/// The least difference between the rendered colours of the four players,
/// as the render shows them lit: lighting greys colours and brings them
/// together (the render of the standard palette has Blokus red and green
/// 3.5 apart under deuteranopia, its colours 7.2), so the bar here is
/// lower than the palette's, yet four times that.
const TOLD_APART_RENDERED: f64 = 14.0;

/// Each Blokus colour's pixels in a render, picked by their hue, chroma
/// and lightness (CIELAB): the colour-blind palette's plastic lit and
/// shaded; the wooden table and turntable (hue 50–65°, chroma under 55)
/// fall outside every range.
const RENDERED: [(&str, (f64, f64), f64, f64); 4] = [
    ("Blue", (260.0, 320.0), 30.0, 0.0),
    ("Yellow", (80.0, 105.0), 40.0, 60.0),
    ("Red", (15.0, 45.0), 55.0, 0.0),
    ("Green", (140.0, 210.0), 15.0, 40.0),
];

/// The mean colour of each of [`RENDERED`]'s ranges in the screenshot at
/// `path`, and how many pixels (of every fourth) fell in it.
fn rendered_colours(path: &std::path::Path) -> Vec<([f32; 3], u32)> {
    let image = read_png(path);
    let mut sums = [([0.0f64; 3], 0u32); 4];
    for y in (0..image.height()).step_by(2) {
        for x in (0..image.width()).step_by(2) {
            let Ok(color) = image.get_color_at(x, y) else {
                continue;
            };
            let srgba = color.to_srgba();
            let pixel = [srgba.red, srgba.green, srgba.blue];
            let [lightness, a, b] = lab(pixel);
            let (chroma, hue) = (a.hypot(b), b.atan2(a).to_degrees().rem_euclid(360.0));
            for (sum, (_, (from, to), least_chroma, least_lightness)) in
                sums.iter_mut().zip(RENDERED)
            {
                if (from..to).contains(&hue)
                    && chroma >= least_chroma
                    && lightness >= least_lightness
                {
                    for (total, channel) in sum.0.iter_mut().zip(pixel) {
                        *total += f64::from(channel);
                    }
                    sum.1 += 1;
                }
            }
        }
    }
    sums.iter()
        .map(|(total, count)| {
            (
                total.map(|t| (t / f64::from((*count).max(1))) as f32),
                *count,
            )
        })
        .collect()
}

/// The Blokus 3D table rendered in the colour-blind palette (under Xvfb,
/// Mesa's software Vulkan): each colour shows, and the four as lit stay
/// apart under every simulated deficiency.
#[test]
#[cfg_attr(
    not(target_os = "linux"),
    ignore = "renders under Xvfb, which only Linux has"
)]
fn palette_render_test() {
    let dir = render_folder("render-palette");
    let file = dir.join("half-built.txt");
    std::fs::write(&file, crate::blokus3d::HALF_BUILT).expect("written");
    let shot = dir.join("shot.png");
    let (file_arg, shot_arg) = (file.to_string_lossy(), shot.to_string_lossy());
    let args = [
        "--game",
        "blokus3d",
        "--palette",
        "colour-blind",
        "--position",
        &file_arg,
    ];
    run_under_xvfb(
        &[&args[..], &["--screenshot", &shot_arg]].concat(),
        &dir,
        None,
    );
    let rendered = rendered_colours(&shot);
    for ((name, ..), (colour, pixels)) in RENDERED.iter().zip(&rendered) {
        assert!(*pixels > 1_000, "{name} shows: {pixels} pixels, {colour:?}");
    }
    let colours: Vec<[f32; 3]> = rendered.iter().map(|(colour, _)| *colour).collect();
    let (least, vision, first, second) = least_difference(&colours);
    assert!(
        least >= TOLD_APART_RENDERED,
        "{} and {} are {least:.1} apart under {vision:?} as rendered: {colours:?}",
        RENDERED[first].0,
        RENDERED[second].0
    );
}
