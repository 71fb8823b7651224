//! The screens the layout test lays out, and how each is opened.

use bevy::prelude::*;
use tabletop::blokus3d::session::BlokusSession;
use tabletop::deblockle::session::DeblockleSession;
use tabletop::game_start::ChosenGame;
use tabletop::hive::session::HiveSession;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::table::history::screen::RecordView;
use tabletop::table::lessons::LessonRequest;
use tabletop::table::puzzles::PuzzleRequest;
use tabletop::table::set_up::{SetUpAction, SetUpRequest};

use super::{go_to, menu_at, start_as};

/// A screen to lay out, and how to open it in the app.
pub(super) struct Shown {
    pub(super) name: &'static str,
    pub(super) open: fn(&mut App),
}

pub(super) const SCREENS: [Shown; 27] = [
    Shown {
        name: "menu",
        open: |app| menu_at(app, MenuPage::Front, ChosenGame::Deblockle),
    },
    Shown {
        name: "Deblockle's options",
        open: |app| menu_at(app, MenuPage::Game, ChosenGame::Deblockle),
    },
    Shown {
        name: "Hive's options",
        open: |app| menu_at(app, MenuPage::Game, ChosenGame::Hive),
    },
    Shown {
        name: "Blokus 3D's options",
        open: |app| menu_at(app, MenuPage::Game, ChosenGame::Blokus3d),
    },
    Shown {
        name: "settings",
        open: |app| go_to(app, Screen::Settings),
    },
    Shown {
        name: "Blokus 3D's options for three people",
        open: crate::names::blokus_for_three_people,
    },
    Shown {
        name: "games",
        open: |app| go_to(app, Screen::Games),
    },
    Shown {
        name: "lessons",
        open: |app| go_to(app, Screen::Lessons),
    },
    Shown {
        name: "puzzles",
        open: |app| go_to(app, Screen::Puzzles),
    },
    Shown {
        name: "record's players",
        open: |app| crate::history::record_at(app, RecordView::Players),
    },
    Shown {
        name: "record's rating",
        open: |app| crate::history::record_at(app, RecordView::Rating),
    },
    Shown {
        name: "record's opponents",
        open: |app| crate::history::record_at(app, RecordView::Opponents),
    },
    Shown {
        name: "record's latest games",
        open: |app| crate::history::record_at(app, RecordView::Latest),
    },
    Shown {
        name: "Deblockle",
        open: |app| start_as(app, &["--moves", "c1N-c3"]),
    },
    Shown {
        name: "Deblockle's position set up",
        open: set_up_deblockle,
    },
    Shown {
        name: "Hive",
        open: |app| start_as(app, &["--game", "hive"]),
    },
    Shown {
        name: "Hive's position set up",
        open: set_up_hive,
    },
    Shown {
        name: "Blokus 3D",
        open: |app| start_as(app, &["--game", "blokus3d"]),
    },
    Shown {
        name: "Blokus 3D's position set up",
        open: set_up_blokus,
    },
    Shown {
        name: "Hive with a controller",
        open: |app| with_a_controller(app, &["--game", "hive"]),
    },
    Shown {
        name: "Blokus 3D with a controller",
        open: |app| with_a_controller(app, &["--game", "blokus3d"]),
    },
    Shown {
        // The longest of the options' hints, in the controller's words.
        name: "Blokus 3D's options with a controller",
        open: |app| {
            menu_at(app, MenuPage::Game, ChosenGame::Blokus3d);
            play_with_a_controller(app);
        },
    },
    Shown {
        // The guide's card with its line for a controller.
        name: "Deblockle's first lesson with a controller",
        open: |app| {
            guided(
                app,
                tabletop::deblockle::TABLE,
                LessonRequest::<DeblockleSession>::start(0),
            );
            play_with_a_controller(app);
        },
    },
    Shown {
        name: "Hive's first lesson",
        open: |app| {
            guided(
                app,
                tabletop::hive::TABLE,
                LessonRequest::<HiveSession>::start(0),
            )
        },
    },
    Shown {
        name: "Blokus 3D's first lesson",
        open: |app| {
            guided(
                app,
                tabletop::blokus3d::TABLE,
                LessonRequest::<BlokusSession>::start(0),
            )
        },
    },
    Shown {
        name: "a Deblockle puzzle",
        open: |app| {
            guided(
                app,
                tabletop::deblockle::TABLE,
                PuzzleRequest::<DeblockleSession>::start(0),
            )
        },
    },
    Shown {
        // The most lines the options have: a name and a controller for
        // each of four people (last: the controllers stay plugged in).
        name: "Blokus 3D's options for four people with four controllers",
        open: blokus_for_four_controllers,
    },
];

/// Blokus 3D's options for four people, four controllers plugged in.
fn blokus_for_four_controllers(app: &mut App) {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    use tabletop::blokus3d::new_game::BlokusNewGame;
    use tabletop::table::seats::Seat;
    use tabletop_rules::blokus3d::Seating;

    for number in 1..=4 {
        let pad = app.world_mut().spawn_empty().id();
        let connected = GamepadConnection::Connected {
            name: format!("controller {number}"),
            vendor_id: None,
            product_id: None,
        };
        app.world_mut()
            .write_message(GamepadConnectionEvent::new(pad, connected));
    }
    app.insert_resource(BlokusNewGame {
        seating: Seating::one_colour_each(4),
        seats: [Seat::Person, Seat::Person, Seat::Person, Seat::Person],
        ..BlokusNewGame::default()
    });
    menu_at(app, MenuPage::Game, ChosenGame::Blokus3d);
}

/// `screen`'s table with a guide's card up: a lesson or a puzzle that
/// `request` starts.
fn guided(app: &mut App, screen: Screen, request: impl Message) {
    go_to(app, screen);
    app.world_mut().write_message(request);
    for _ in 0..30 {
        app.update();
    }
}

/// The table `start_as` opens with `arguments`, played with a PlayStation
/// controller (whose words are the longest): its buttons in the corner.
fn with_a_controller(app: &mut App, arguments: &[&str]) {
    start_as(app, arguments);
    for _ in 0..30 {
        app.update();
    }
    play_with_a_controller(app);
}

/// A PlayStation controller in use.
fn play_with_a_controller(app: &mut App) {
    use tabletop::controller::glyphs::PadStyle;
    use tabletop::controller::prompts::InputInUse;

    app.insert_resource(InputInUse::Pad(PadStyle::PlayStation));
}

/// The table `start_as` opens with `arguments`, its position being set up
/// (then `steps`: each line of the set-up's panel says something).
fn set_up_at<G: 'static>(app: &mut App, arguments: &[&str], steps: &[SetUpAction]) {
    start_as(app, arguments);
    for _ in 0..30 {
        app.update();
    }
    for &action in [SetUpAction::Begin].iter().chain(steps) {
        app.world_mut()
            .write_message(SetUpRequest::<G>::new(action));
        app.update();
    }
}

/// Deblockle's table, its position being set up.
fn set_up_deblockle(app: &mut App) {
    set_up_at::<DeblockleSession>(app, &["--moves", "c1N-c3"], &[]);
}

/// Hive's table being set up: Black's Queen alone on the table (no game
/// reaches it), White's Ant in hand.
fn set_up_hive(app: &mut App) {
    use tabletop::hive::setting_up::pile_cell;
    use tabletop::table::set_up::Touch;
    use tabletop_rules::hive::{Bug, Colour};
    use tabletop_rules::tree::Cell;

    let touch = |cell| SetUpAction::Touch(cell, Touch::Next);
    let steps = [
        touch(pile_cell(Colour::Black, Bug::Queen)),
        touch(Cell(0, 0, 0)),
        touch(pile_cell(Colour::White, Bug::Ant)),
    ];
    set_up_at::<HiveSession>(app, &["--game", "hive"], &steps);
}

/// Blokus 3D's table being set up: Yellow to move with nothing placed.
fn set_up_blokus(app: &mut App) {
    set_up_at::<BlokusSession>(app, &["--game", "blokus3d"], &[SetUpAction::PassTheMove]);
}
