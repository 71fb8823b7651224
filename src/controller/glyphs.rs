//! Each controller's buttons as it prints them: which kind of controller
//! it is (Xbox, PlayStation, Nintendo, Steam Deck, from its maker or else
//! its name), and each button's glyph — A, B, X, Y in their colours,
//! PlayStation's cross, circle, square and triangle and the D-pad drawn as
//! the app draws its other pictures, the shoulders' and Start's names.

use bevy::prelude::*;
use tabletop_i18n::{Arg, Message};
use tiny_skia::{Pixmap, Stroke, Transform as Skew};

use crate::drawing::{Rgb, into_image, paint, polygon, ring};

/// The makers' USB vendor ids.
const MICROSOFT: u16 = 0x045e;
const SONY: u16 = 0x054c;
const NINTENDO: u16 = 0x057e;
const VALVE: u16 = 0x28de;

/// How big a glyph is drawn, in pixels.
const DRAWN: u32 = 64;

/// The kind of controller, by whose buttons it prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PadStyle {
    /// A, B, X, Y (and any controller not known otherwise).
    Xbox,
    /// Cross, circle, square, triangle.
    PlayStation,
    /// B, A, Y, X (A on the right).
    Nintendo,
    /// A, B, X, Y, with Valve's L1, R1 and Menu.
    SteamDeck,
}

impl PadStyle {
    /// The style of a controller made by `vendor` (its USB id), or named
    /// `name` where its maker is not told.
    pub fn of(vendor: Option<u16>, name: &str) -> PadStyle {
        let name = name.to_lowercase();
        let named = |words: &[&str]| words.iter().any(|word| name.contains(word));
        match vendor {
            Some(SONY) => PadStyle::PlayStation,
            Some(NINTENDO) => PadStyle::Nintendo,
            Some(VALVE) => PadStyle::SteamDeck,
            Some(MICROSOFT) => PadStyle::Xbox,
            _ if named(&["playstation", "dualsense", "dualshock", "ps4", "ps5"]) => {
                PadStyle::PlayStation
            }
            _ if named(&["nintendo", "pro controller", "joy-con"]) => PadStyle::Nintendo,
            _ if named(&["steam"]) => PadStyle::SteamDeck,
            _ => PadStyle::Xbox,
        }
    }
}

/// A glyph: a word or letter on a badge, or a shape drawn on one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// Letters on a round badge in a colour (Xbox's A green…).
    Letter(&'static str, Rgb),
    /// A word on a rounded badge (a shoulder, Start).
    Word(&'static str),
    /// PlayStation's face buttons and the D-pad, drawn.
    Drawn(Shape),
}

/// The shapes drawn on a badge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// ✕, blue.
    Cross,
    /// ○, red.
    Circle,
    /// □, pink.
    Square,
    /// △, green.
    Triangle,
    /// The D-pad's cross of arrows.
    DPad,
}

/// The glyph `style` prints on `button`.
pub fn glyph(style: PadStyle, button: GamepadButton) -> Glyph {
    use GamepadButton as B;
    const GREEN: Rgb = [96, 190, 72];
    const RED: Rgb = [224, 72, 60];
    const BLUE: Rgb = [64, 140, 230];
    const YELLOW: Rgb = [240, 196, 40];
    const GREY: Rgb = [210, 210, 210];
    let face = |letter| match letter {
        "A" => Glyph::Letter("A", GREEN),
        "B" => Glyph::Letter("B", RED),
        "X" => Glyph::Letter("X", BLUE),
        _ => Glyph::Letter("Y", YELLOW),
    };
    match (style, button) {
        (_, B::DPadUp | B::DPadDown | B::DPadLeft | B::DPadRight) => Glyph::Drawn(Shape::DPad),
        (PadStyle::PlayStation, B::South) => Glyph::Drawn(Shape::Cross),
        (PadStyle::PlayStation, B::East) => Glyph::Drawn(Shape::Circle),
        (PadStyle::PlayStation, B::West) => Glyph::Drawn(Shape::Square),
        (PadStyle::PlayStation, B::North) => Glyph::Drawn(Shape::Triangle),
        (PadStyle::PlayStation, B::LeftTrigger) => Glyph::Word("L1"),
        (PadStyle::PlayStation, B::RightTrigger) => Glyph::Word("R1"),
        (PadStyle::PlayStation, B::Start) => Glyph::Word("OPTIONS"),
        (PadStyle::PlayStation, B::Select) => Glyph::Word("CREATE"),
        (PadStyle::PlayStation | PadStyle::SteamDeck, B::LeftTrigger2) => Glyph::Word("L2"),
        (PadStyle::PlayStation | PadStyle::SteamDeck, B::RightTrigger2) => Glyph::Word("R2"),
        // Nintendo prints A on the right and B at the bottom, in grey.
        (PadStyle::Nintendo, B::South) => Glyph::Letter("B", GREY),
        (PadStyle::Nintendo, B::East) => Glyph::Letter("A", GREY),
        (PadStyle::Nintendo, B::West) => Glyph::Letter("Y", GREY),
        (PadStyle::Nintendo, B::North) => Glyph::Letter("X", GREY),
        (PadStyle::Nintendo, B::LeftTrigger) => Glyph::Word("L"),
        (PadStyle::Nintendo, B::RightTrigger) => Glyph::Word("R"),
        (PadStyle::Nintendo, B::Start) => Glyph::Word("+"),
        (PadStyle::Nintendo, B::Select) => Glyph::Word("-"),
        (PadStyle::Nintendo, B::LeftTrigger2) => Glyph::Word("ZL"),
        (PadStyle::Nintendo, B::RightTrigger2) => Glyph::Word("ZR"),
        (PadStyle::SteamDeck, B::LeftTrigger) => Glyph::Word("L1"),
        (PadStyle::SteamDeck, B::RightTrigger) => Glyph::Word("R1"),
        (_, B::LeftTrigger) => Glyph::Word("LB"),
        (_, B::RightTrigger) => Glyph::Word("RB"),
        (_, B::Start) => Glyph::Word("MENU"),
        (_, B::Select) => Glyph::Word("VIEW"),
        (_, B::LeftTrigger2) => Glyph::Word("LT"),
        (_, B::RightTrigger2) => Glyph::Word("RT"),
        (_, B::South) => face("A"),
        (_, B::East) => face("B"),
        (_, B::West) => face("X"),
        (_, B::North) => face("Y"),
        (_, _) => Glyph::Word("?"),
    }
}

/// What a text calls `button` of a `style` of controller: its letters or
/// word, or for PlayStation's drawn shapes their names (translated).
pub fn name(style: PadStyle, button: GamepadButton) -> Arg {
    match glyph(style, button) {
        Glyph::Letter(letters, _) | Glyph::Word(letters) => Arg::Text(letters.into()),
        Glyph::Drawn(shape) => Arg::Message(Message::new(match shape {
            Shape::Cross => "pad-cross",
            Shape::Circle => "pad-circle",
            Shape::Square => "pad-square",
            Shape::Triangle => "pad-triangle",
            Shape::DPad => "pad-dpad",
        })),
    }
}

/// The names of a controller's buttons its wordings fill in: `dpad`
/// moves, `a` (A, Cross…) presses, `b` goes back, `x` and `y` (turn and tip), `rt`
/// (roll), `lt` (read on), `shoulders` (the next choice), `menu` and `select` (the list of
/// buttons).
pub fn names(style: PadStyle) -> Vec<(&'static str, Arg)> {
    use GamepadButton as B;
    let text = |button| match name(style, button) {
        Arg::Text(text) => text,
        _ => String::new(),
    };
    let shoulders = format!("{}/{}", text(B::LeftTrigger), text(B::RightTrigger));
    vec![
        ("dpad", name(style, B::DPadUp)),
        ("a", name(style, B::South)),
        ("b", name(style, B::East)),
        ("x", name(style, B::West)),
        ("y", name(style, B::North)),
        ("rt", name(style, B::RightTrigger2)),
        ("lt", name(style, B::LeftTrigger2)),
        ("shoulders", Arg::Text(shoulders)),
        ("menu", name(style, B::Start)),
        ("select", name(style, B::Select)),
    ]
}

/// `shape` drawn light on a dark disc.
pub fn draw(shape: Shape) -> Image {
    let mut pixmap = Pixmap::new(DRAWN, DRAWN).expect("a glyph's size");
    let middle = DRAWN as f32 / 2.0;
    if let Some(disc) = polygon(ring(48, middle - 1.0, 0.0).map(|(x, y)| (x + middle, y + middle)))
    {
        pixmap.fill_path(
            &disc,
            &paint([40, 40, 46], 235),
            tiny_skia::FillRule::Winding,
            Skew::identity(),
            None,
        );
    }
    let stroke = Stroke {
        width: 6.0,
        ..Stroke::default()
    };
    let around =
        |n, radius, start| polygon(ring(n, radius, start).map(|(x, y)| (x + middle, y + middle)));
    let quarter = std::f32::consts::FRAC_PI_4;
    let (path, colour) = match shape {
        Shape::Cross => {
            let mut builder = tiny_skia::PathBuilder::new();
            let reach = 14.0;
            builder.move_to(middle - reach, middle - reach);
            builder.line_to(middle + reach, middle + reach);
            builder.move_to(middle + reach, middle - reach);
            builder.line_to(middle - reach, middle + reach);
            (builder.finish(), [110, 160, 245])
        }
        Shape::Circle => (around(40, 15.0, 0.0), [240, 96, 90]),
        Shape::Square => (around(4, 19.0, quarter), [235, 130, 200]),
        Shape::Triangle => (
            around(3, 18.0, -std::f32::consts::FRAC_PI_2),
            [90, 210, 170],
        ),
        Shape::DPad => {
            let (arm, reach) = (7.0, 20.0);
            let points = [
                (-arm, -reach),
                (arm, -reach),
                (arm, -arm),
                (reach, -arm),
                (reach, arm),
                (arm, arm),
                (arm, reach),
                (-arm, reach),
                (-arm, arm),
                (-reach, arm),
                (-reach, -arm),
                (-arm, -arm),
            ];
            let plus = polygon(points.map(|(x, y)| (x + middle, y + middle)));
            if let Some(plus) = &plus {
                pixmap.fill_path(
                    plus,
                    &paint([225, 225, 225], 255),
                    tiny_skia::FillRule::Winding,
                    Skew::identity(),
                    None,
                );
            }
            return into_image(pixmap);
        }
    };
    if let Some(path) = path {
        pixmap.stroke_path(&path, &paint(colour, 255), &stroke, Skew::identity(), None);
    }
    into_image(pixmap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_controller_is_known_by_its_maker_or_else_its_name() {
        assert_eq!(PadStyle::of(Some(SONY), ""), PadStyle::PlayStation);
        assert_eq!(PadStyle::of(Some(VALVE), "Steam Deck"), PadStyle::SteamDeck);
        assert_eq!(
            PadStyle::of(None, "Nintendo Switch Pro Controller"),
            PadStyle::Nintendo
        );
        assert_eq!(
            PadStyle::of(None, "DualSense Wireless Controller"),
            PadStyle::PlayStation
        );
        assert_eq!(PadStyle::of(None, "Generic X-Box pad"), PadStyle::Xbox);
    }

    #[test]
    fn each_controller_prints_its_own_glyph_on_the_same_button() {
        let south = GamepadButton::South;
        assert_eq!(
            glyph(PadStyle::Xbox, south),
            Glyph::Letter("A", [96, 190, 72])
        );
        assert_eq!(
            glyph(PadStyle::PlayStation, south),
            Glyph::Drawn(Shape::Cross)
        );
        // Nintendo's A is on the right: the bottom button says B.
        assert!(matches!(
            glyph(PadStyle::Nintendo, south),
            Glyph::Letter("B", _)
        ));
        assert_eq!(
            glyph(PadStyle::SteamDeck, GamepadButton::RightTrigger),
            Glyph::Word("R1")
        );
        assert_eq!(
            glyph(PadStyle::Nintendo, GamepadButton::Start),
            Glyph::Word("+")
        );
    }

    #[test]
    fn a_drawn_glyph_has_its_shape_in_its_colour_on_a_dark_disc() {
        let image = draw(Shape::Circle);
        let data = image.data.as_ref().expect("pixels");
        let pixel = |x: u32, y: u32| {
            let at = ((y * DRAWN + x) * 4) as usize;
            [data[at], data[at + 1], data[at + 2], data[at + 3]]
        };
        let middle = DRAWN / 2;
        assert!(pixel(middle, middle)[0] < 80, "dark inside the ring");
        let on_the_ring = pixel(middle + 15, middle);
        assert!(
            on_the_ring[0] > 200 && on_the_ring[1] < 150,
            "{on_the_ring:?}"
        );
        assert_eq!(pixel(0, 0)[3], 0, "clear outside the disc");
    }
}
