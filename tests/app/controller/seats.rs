//! Two controllers at a Hive hotseat, each chosen in the new-game options
//! for one person (the second plugged in for the first person, to tell a
//! choice from the order plugged in): each moves on its person's turns
//! alone, whichever presses first. Four people with four controllers have
//! more options than 1280×720 at the largest text holds: they scroll to
//! the line chosen.

use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy::ui_widgets::ScrollArea;
use tabletop::game_start::ChosenGame;
use tabletop::menu::MenuPage;
use tabletop::table::history::pads::PadRow;
use tabletop::table::options::{ChooseOption, OptionState};
use tabletop_i18n::{Language, Message};

use super::{connect, cursor_shown, play_the_first_move, press};
use crate::layout::{SIZES, app_in_a_window, menu_at, resize, start_as};
use crate::settle;

/// Hive's options' controller lines: each with its person and what it shows.
fn pad_lines(app: &mut App) -> Vec<(Entity, usize, OptionState)> {
    let world = app.world_mut();
    let mut lines = world.query::<(Entity, &PadRow, &OptionState)>();
    let mut found: Vec<_> = lines
        .iter(world)
        .filter(|(_, row, _)| row.game == "hive")
        .map(|(line, row, state)| (line, row.place, state.clone()))
        .collect();
    found.sort_by_key(|&(_, place, _)| place);
    found
}

#[test]
fn controllers_chosen_in_the_options_play_for_their_person_alone() {
    let mut app = app_in_a_window();
    resize(&mut app, SIZES[0], Language::English);
    menu_at(&mut app, MenuPage::Game, ChosenGame::Hive);
    settle(&mut app);
    assert!(
        pad_lines(&mut app)
            .iter()
            .all(|(_, _, state)| !state.applies),
        "no controller, no controller lines"
    );

    let (first, second) = (connect(&mut app), connect(&mut app));
    settle(&mut app);
    let lines = pad_lines(&mut app);
    let (line, _, state) = &lines[0];
    assert!(state.applies);
    assert_eq!(
        state.values,
        [
            Message::new("options-controller-anyone"),
            Message::new("options-controller-number").with("number", 1),
            Message::new("options-controller-number").with("number", 2),
        ]
    );
    // The first person plays with controller 2, the second with 1.
    let choose = |line: Entity, index| ChooseOption { line, index };
    app.world_mut().write_message(choose(*line, 2));
    app.world_mut().write_message(choose(lines[1].0, 1));
    settle(&mut app);
    assert_eq!(pad_lines(&mut app)[0].2.chosen, 2);

    start_as(&mut app, &["--game", "hive"]);
    settle(&mut app);
    // White's turn is the first person's: the second controller's, though
    // the first presses first.
    press(&mut app, first, GamepadButton::RightTrigger);
    assert!(!cursor_shown(&app), "not the first controller's person");
    press(&mut app, second, GamepadButton::RightTrigger);
    assert!(cursor_shown(&app));
    play_the_first_move(&mut app, second);

    // Black's, the first controller's.
    press(&mut app, second, GamepadButton::RightTrigger);
    assert!(!cursor_shown(&app), "not the second controller's person");
    press(&mut app, first, GamepadButton::RightTrigger);
    assert!(cursor_shown(&app));
}

/// Where a node shows, in physical pixels.
fn area(app: &mut App, entity: Entity) -> Rect {
    let world = app.world_mut();
    let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform)>();
    let (node, at) = nodes.get(world, entity).expect("a laid out node");
    Rect::from_center_size(at.translation, node.size())
}

#[test]
fn options_too_many_for_the_window_scroll_to_each_line_the_dpad_chooses() {
    use tabletop::blokus3d::new_game::BlokusNewGame;
    use tabletop::table::options::FocusedOption;
    use tabletop::table::seats::Seat;
    use tabletop_rules::blokus3d::Seating;

    let mut app = app_in_a_window();
    resize(&mut app, SIZES[1], Language::English);
    app.insert_resource(BlokusNewGame {
        seating: Seating::one_colour_each(4),
        seats: [Seat::Person, Seat::Person, Seat::Person, Seat::Person],
        ..BlokusNewGame::default()
    });
    let pads: Vec<Entity> = (0..4).map(|_| connect(&mut app)).collect();
    menu_at(&mut app, MenuPage::Game, ChosenGame::Blokus3d);
    settle(&mut app);
    let world = app.world_mut();
    // The other games' options are there too, not displayed: no room.
    let mut areas = world.query_filtered::<(Entity, &ComputedNode), With<ScrollArea>>();
    let options = areas
        .iter(world)
        .find(|(_, node)| node.size().y > 0.0)
        .map(|(entity, _)| entity)
        .expect("Blokus 3D's options");

    let mut lines = Vec::new();
    let mut deepest: f32 = 0.0;
    for _ in 0..24 {
        press(&mut app, pads[0], GamepadButton::DPadDown);
        settle(&mut app);
        let line = app.world().resource::<FocusedOption>().line();
        let line = line.expect("a line is chosen");
        let (shown, chosen) = (area(&mut app, options), area(&mut app, line));
        assert_eq!(
            shown.inflate(1.0).intersect(chosen),
            chosen,
            "the chosen line is in sight"
        );
        deepest = deepest.max(app.world().get::<ScrollPosition>(options).unwrap().y);
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    assert!(deepest > 0.0, "the options scrolled");
    // Four players' seats, four names and four controllers among them.
    assert!(lines.len() > 12, "{} lines", lines.len());
}
