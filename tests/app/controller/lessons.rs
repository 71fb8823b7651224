//! A lesson with a controller: the guide's card says that the cursor and
//! A do what its "click" does, and the first Deblockle lesson is played
//! so, the block on d5 tipped onto the star on d6. The card with that line
//! fits the Steam Deck's screen at the text size it starts with.

use bevy::prelude::*;
use tabletop::deblockle::session::DeblockleSession;
use tabletop::screens::Screen;
use tabletop::table::game::TableGame;
use tabletop::table::lessons::{ActiveLesson, LessonRequest};
use tabletop_i18n::Language;
use tabletop_rules::tree::Cell;

use super::tables::walk_to;
use super::{connect, press, shown_text};
use crate::layout::{
    SIZES, STEAM_DECK, app_in_a_window, assert_no_faults, faults, go_to, placed_nodes, resize,
};
use crate::settle;

/// Whether the guide's line for a controller is laid out.
fn note_shown(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut texts = world.query::<(&tabletop::language::Localized, &Node)>();
    texts
        .iter(world)
        .find(|(text, _)| text.0.key == "guide-clicks")
        .is_some_and(|(_, node)| node.display != Display::None)
}

/// The first Deblockle lesson at its table, in a window.
fn first_lesson() -> App {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[0], Language::English);
    go_to(&mut app, Screen::Deblockle);
    app.world_mut()
        .write_message(LessonRequest::start(DeblockleSession::GAME, 0));
    settle(&mut app);
    app
}

#[test]
fn a_lessons_card_with_the_controllers_line_fits_the_steam_deck_in_every_language() {
    let mut app = first_lesson();
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::DPadUp);
    let mut found = Vec::new();
    for size in [SIZES[0], STEAM_DECK] {
        for language in Language::ALL {
            resize(&mut app, size, language);
            let code = language.code();
            found.extend(
                faults(&placed_nodes(&mut app), size.window())
                    .into_iter()
                    .map(|fault| format!("{size:?} {code}: {fault}")),
            );
        }
    }
    assert_no_faults(&found);
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
