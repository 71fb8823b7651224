//! The buttons' prompts in the controller's own language: which kind of
//! controller is in use (Xbox, PlayStation, Nintendo, Steam Deck, from its
//! maker), and each button's glyph as that controller prints it — A, B, X,
//! Y in their colours, PlayStation's cross, circle, square and triangle
//! (drawn, as the app draws its other pictures), the shoulders' and
//! Start's names. The table's corner shows them while a controller is in
//! use, and the keys' reminder again once the keyboard or the mouse is.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use tiny_skia::{Pixmap, Stroke, Transform as Skew};

use crate::drawing::{Rgb, into_image, paint, polygon, ring};
use crate::theme::{FAINT_TEXT, label, plain_label};

/// The makers' USB vendor ids.
const MICROSOFT: u16 = 0x045e;
const SONY: u16 = 0x054c;
const NINTENDO: u16 = 0x057e;
const VALVE: u16 = 0x28de;

/// How big a glyph is drawn, in pixels, and shown, in logical pixels.
const DRAWN: u32 = 64;
const SHOWN: f32 = 26.0;

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

/// What the players last played with: the keys and the mouse, or a
/// controller of a style.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InputInUse {
    /// The keyboard or the mouse.
    #[default]
    Keys,
    /// A controller.
    Pad(PadStyle),
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
        // Nintendo prints A on the right and B at the bottom, in grey.
        (PadStyle::Nintendo, B::South) => Glyph::Letter("B", GREY),
        (PadStyle::Nintendo, B::East) => Glyph::Letter("A", GREY),
        (PadStyle::Nintendo, B::West) => Glyph::Letter("Y", GREY),
        (PadStyle::Nintendo, B::North) => Glyph::Letter("X", GREY),
        (PadStyle::Nintendo, B::LeftTrigger) => Glyph::Word("L"),
        (PadStyle::Nintendo, B::RightTrigger) => Glyph::Word("R"),
        (PadStyle::Nintendo, B::Start) => Glyph::Word("+"),
        (PadStyle::SteamDeck, B::LeftTrigger) => Glyph::Word("L1"),
        (PadStyle::SteamDeck, B::RightTrigger) => Glyph::Word("R1"),
        (_, B::LeftTrigger) => Glyph::Word("LB"),
        (_, B::RightTrigger) => Glyph::Word("RB"),
        (_, B::Start) => Glyph::Word("MENU"),
        (_, B::South) => face("A"),
        (_, B::East) => face("B"),
        (_, B::West) => face("X"),
        (_, B::North) => face("Y"),
        (_, _) => Glyph::Word("?"),
    }
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

/// Notes what the players play with: a controller's button, or a key
/// typed on the keyboard (the controller's own keys come from no window)
/// or a mouse button.
pub(super) fn note_the_input(
    pads: Query<(&Gamepad, Option<&Name>)>,
    mut keys: MessageReader<KeyboardInput>,
    mut mouse: MessageReader<MouseButtonInput>,
    mut in_use: ResMut<InputInUse>,
) {
    let typed = keys.read().any(|key| key.window != Entity::PLACEHOLDER);
    let clicked = mouse.read().count() > 0;
    let pad = pads
        .iter()
        .find(|(pad, _)| pad.get_just_pressed().next().is_some())
        .map(|(pad, name)| PadStyle::of(pad.vendor_id(), name.map_or("", Name::as_str)));
    let now = match pad {
        Some(style) => InputInUse::Pad(style),
        None if typed || clicked => InputInUse::Keys,
        None => return,
    };
    in_use.set_if_neq(now);
}

/// The legend of a controller's buttons at a table, shown while one is in
/// use (in place of the keys' reminder).
#[derive(Component)]
pub struct PadLegend;

/// The keys' reminder, hidden while the legend shows.
#[derive(Component)]
pub struct KeysReminder;

/// The legend's place: above the table's bottom-right corner (a child of
/// it), in rows as wide as the corner keeps, each button with its word.
pub fn legend_corner() -> impl Bundle {
    (
        Name::new("Controller legend"),
        PadLegend,
        Node {
            display: Display::None,
            position_type: PositionType::Absolute,
            right: px(0),
            bottom: percent(100),
            margin: UiRect::bottom(px(8)),
            width: px(crate::theme::CORNER_WIDTH - 16.0),
            flex_wrap: FlexWrap::WrapReverse,
            justify_content: JustifyContent::FlexEnd,
            align_items: AlignItems::Center,
            column_gap: px(12),
            row_gap: px(6),
            ..default()
        },
    )
}

/// Shows the legend of the controller in use (drawn again when another
/// kind is picked up), or the keys' reminder.
pub(super) fn show_the_legend(
    in_use: Res<InputInUse>,
    mut legends: Query<(Entity, &mut Node), With<PadLegend>>,
    added: Query<(), Added<PadLegend>>,
    mut reminders: Query<&mut Node, (With<KeysReminder>, Without<PadLegend>)>,
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
) {
    if !in_use.is_changed() && added.is_empty() {
        return;
    }
    let style = match *in_use {
        InputInUse::Pad(style) => Some(style),
        InputInUse::Keys => None,
    };
    for mut reminder in &mut reminders {
        reminder.display = crate::theme::display_if(style.is_none());
    }
    for (legend, mut node) in &mut legends {
        node.display = crate::theme::display_if(style.is_some());
        commands.entity(legend).despawn_related::<Children>();
        if let Some(style) = style {
            commands.entity(legend).with_children(|legend| {
                spawn_legend(legend, style, &mut images);
            });
        }
    }
}

/// What the legend says, button by button (message keys).
const LEGEND: [(&[GamepadButton], &str); 5] = [
    (&[GamepadButton::DPadUp], "pad-cursor"),
    (&[GamepadButton::South], "pad-press"),
    (&[GamepadButton::East], "pad-back"),
    (
        &[GamepadButton::LeftTrigger, GamepadButton::RightTrigger],
        "pad-choose",
    ),
    (&[GamepadButton::Start], "pad-menu"),
];

/// Spawns the legend for `style` under `parent`: each glyph and its word.
pub fn spawn_legend(
    parent: &mut ChildSpawnerCommands,
    style: PadStyle,
    images: &mut Assets<Image>,
) {
    for (buttons, words) in LEGEND {
        let row = Node {
            column_gap: px(4),
            align_items: AlignItems::Center,
            ..default()
        };
        parent.spawn(row).with_children(|row| {
            for &button in buttons {
                spawn_glyph(row, glyph(style, button), images);
            }
            row.spawn(label(words, 15.0, FAINT_TEXT));
        });
    }
}

/// One glyph on its badge.
fn spawn_glyph(parent: &mut ChildSpawnerCommands, glyph: Glyph, images: &mut Assets<Image>) {
    let badge = |round: bool, colour: Color| {
        (
            Node {
                min_width: px(SHOWN),
                height: px(SHOWN),
                padding: UiRect::horizontal(px(if round { 0 } else { 6 })),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(if round { percent(50) } else { px(6) }),
                ..default()
            },
            BackgroundColor(colour),
        )
    };
    let dark = Color::srgba(0.16, 0.16, 0.18, 0.92);
    match glyph {
        Glyph::Letter(letter, rgb) => {
            let colour = Color::srgb_u8(rgb[0], rgb[1], rgb[2]);
            parent
                .spawn(badge(true, dark))
                .with_child(plain_label(letter, 16.0, colour));
        }
        Glyph::Word(word) => {
            parent
                .spawn(badge(false, dark))
                .with_child(plain_label(word, 13.0, Color::WHITE));
        }
        Glyph::Drawn(shape) => {
            parent.spawn((
                Node {
                    width: px(SHOWN),
                    height: px(SHOWN),
                    ..default()
                },
                ImageNode::new(images.add(draw(shape))),
            ));
        }
    }
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
