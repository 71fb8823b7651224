//! A lesson with a controller: the guide's card says that the cursor and
//! A do what its "click" does, and the first Deblockle lesson is played
//! so, the block on d5 tipped onto the star on d6. A card cut short by the
//! largest text reads on with LT (PageDown on the keyboard).

use bevy::prelude::*;
use bevy::ui::ComputedNode;
use bevy::ui_widgets::ScrollArea;
use tabletop::blokus3d::session::BlokusSession;
use tabletop::deblockle::session::DeblockleSession;
use tabletop::table::lessons::{ActiveLesson, LessonAsk, LessonRequest};
use tabletop_i18n::Language;
use tabletop_rules::tree::Cell;

use super::tables::walk_to;
use super::{connect, press, shown_text};
use crate::layout::{SIZES, app_in_a_window, go_to, resize};
use crate::settle;
use crate::whole::press_key;

/// Whether the text that says the message `key` is laid out.
/// Whether a line saying `key` is laid out (each guide has a card, the
/// guides not at work theirs put away: any of them may come first).
fn laid_out(app: &mut App, key: &str) -> bool {
    let world = app.world_mut();
    let mut texts = world.query::<(&tabletop::language::Localized, &Node)>();
    texts
        .iter(world)
        .any(|(text, node)| text.0.key == key && node.display != Display::None)
}

/// Whether the guide's line for a controller is laid out.
fn note_shown(app: &mut App) -> bool {
    laid_out(app, "guide-clicks")
}

/// The first Deblockle lesson at its table, in a window.
fn first_lesson() -> App {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[0], Language::English);
    go_to(&mut app, tabletop::deblockle::TABLE);
    app.world_mut()
        .write_message(LessonRequest::<DeblockleSession>::start(0));
    settle(&mut app);
    app
}

/// Where the card's text is scrolled to, and how far it can go.
fn scrolled(app: &mut App) -> (f32, f32) {
    let world = app.world_mut();
    let mut scrolls = world
        .query_filtered::<(&ScrollPosition, &ComputedNode, &InheritedVisibility), With<ScrollArea>>(
        );
    let (position, node, _) = scrolls
        .iter(world)
        .find(|(_, _, shown)| shown.get())
        .expect("the card's text");
    let scale = node.inverse_scale_factor();
    (position.y, (node.content_size().y - node.size().y) * scale)
}

/// Whether the line that offers to read on is laid out.
fn offered_to_read_on(app: &mut App) -> bool {
    laid_out(app, "guide-read-on")
}

#[test]
fn a_lesson_cut_short_by_the_largest_text_reads_on_with_lt_and_back_to_its_top() {
    let mut app = first_lesson();
    assert!(
        !offered_to_read_on(&mut app),
        "at 100 % the whole text fits"
    );
    assert_eq!(scrolled(&mut app).1, 0.0);

    resize(&mut app, SIZES[1], Language::English);
    let (top, reach) = scrolled(&mut app);
    assert_eq!(top, 0.0);
    assert!(reach > 20.0, "the text is cut short at 150 %: {reach}");
    assert!(offered_to_read_on(&mut app));
    assert_eq!(
        shown_text(&mut app, "guide-read-on"),
        "More below: the wheel, or PgDn to read on."
    );

    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::LeftTrigger2);
    assert_eq!(
        shown_text(&mut app, "guide-read-on"),
        "More below: LT to read on."
    );
    // The controller's line after the text: more to read.
    let (first, reach) = scrolled(&mut app);
    let mut pages = vec![first];
    while pages.last() != Some(&reach) && pages.len() < 20 {
        press(&mut app, pad, GamepadButton::LeftTrigger2);
        pages.push(scrolled(&mut app).0);
    }
    assert!(pages[0] > 0.0, "LT reads on: {pages:?}");
    assert!(pages.windows(2).all(|two| two[0] < two[1]), "{pages:?}");
    assert_eq!(pages.last(), Some(&reach), "the end is reached: {pages:?}");
    // Past the end, back to the top; PageUp from the top stays there.
    press(&mut app, pad, GamepadButton::LeftTrigger2);
    assert_eq!(scrolled(&mut app).0, 0.0);
    press_key(&mut app, KeyCode::PageDown);
    press_key(&mut app, KeyCode::PageDown);
    let down_two = scrolled(&mut app).0;
    press_key(&mut app, KeyCode::PageUp);
    assert!(scrolled(&mut app).0 < down_two);

    // The next lesson's text starts at its top.
    press_key(&mut app, KeyCode::PageDown);
    assert!(scrolled(&mut app).0 > 0.0);
    app.world_mut()
        .write_message(LessonRequest::<DeblockleSession>::start(1));
    settle(&mut app);
    assert_eq!(scrolled(&mut app).0, 0.0);
}

#[test]
fn a_controller_plays_the_first_lesson_where_it_says_click() {
    let mut app = first_lesson();
    assert!(!note_shown(&mut app), "the mouse and the keys need no note");

    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::DPadUp);
    assert!(note_shown(&mut app));
    assert_eq!(
        shown_text(&mut app, "guide-clicks"),
        "Where it says click: move there with the D-pad and press A."
    );
    // The guide's hint in the controller's words.
    app.world_mut()
        .write_message(LessonRequest::<DeblockleSession>::new(LessonAsk::Hint));
    settle(&mut app);
    assert_eq!(
        shown_text(&mut app, "lesson-01-hint-1"),
        "Press A on the block on d5, then the star on d6."
    );
    // "Click the block on d5, then the star on d6."
    walk_to::<DeblockleSession>(&mut app, pad, Cell(3, 4, 0));
    press(&mut app, pad, GamepadButton::South);
    walk_to::<DeblockleSession>(&mut app, pad, Cell(3, 5, 0));
    press(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    let session = app.world().resource::<DeblockleSession>();
    assert_eq!(
        session
            .game
            .moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["d5N"]
    );
    assert!(
        app.world()
            .resource::<ActiveLesson<DeblockleSession>>()
            .completed
    );
}

#[test]
fn a_lessons_narration_and_the_tables_buttons_name_the_controllers_buttons() {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[0], Language::English);
    go_to(&mut app, tabletop::blokus3d::TABLE);
    app.world_mut()
        .write_message(LessonRequest::<BlokusSession>::start(0));
    settle(&mut app);
    let narration = shown_text(&mut app, "paragraphs");
    assert!(narration.contains("R, F and G turn it"), "{narration}");
    assert_eq!(shown_text(&mut app, "blokus-turn-r"), "Turn R");

    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::DPadUp);
    // A paragraph of the narration in the controller's words, the others
    // as they were.
    let narration = shown_text(&mut app, "paragraphs");
    assert!(narration.contains("X, Y and RT turn it"), "{narration}");
    assert!(!narration.contains("R, F and G"), "{narration}");
    assert!(
        narration.contains("In Blokus 3D the players build"),
        "{narration}"
    );
    assert_eq!(shown_text(&mut app, "blokus-turn-r"), "Turn X");
    assert_eq!(shown_text(&mut app, "blokus-spots"), "Spots");
}
