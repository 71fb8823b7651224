//! Players by name, in the whole app: a seat's list offers the players
//! kept and a new one, whose name is typed in a field (refused with the
//! reason when it cannot be one, Enter taking it without starting the
//! game); Settings' players are renamed (their ratings and their games
//! going with the name) and removed (their games staying).

use bevy::prelude::*;
use bevy::text::EditableText;
use tabletop::blokus3d::new_game::BlokusNewGame;
use tabletop::game_start::ChosenGame;
use tabletop::language::Localized;
use tabletop::menu::MenuPage;
use tabletop::screens::Screen;
use tabletop::table::history::names::NameRow;
use tabletop::table::history::naming::{NameDialog, Naming, open_name_dialog};
use tabletop::table::history::roster::Roster;
use tabletop::table::history::{History, Players, SeatNames};
use tabletop::table::options::{ChooseOption, OptionState};
use tabletop::table::seats::Seat;
use tabletop_ai::Level;
use tabletop_i18n::Language;
use tabletop_rules::blokus3d::Seating;

use crate::history::play_a_game;
use crate::layout::{SIZES, app_in_a_window, assert_no_faults, faults, go_to, menu_at, resize};
use crate::overlays::overlay_nodes;
use crate::whole::{button_labelled, click, press_key};

/// Whether a text shown says `words`.
fn shows(app: &mut App, words: &str) -> bool {
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &InheritedVisibility, &ComputedNode)>();
    texts
        .iter(world)
        .any(|(text, visible, node)| visible.get() && node.size().x > 0.0 && text.0 == words)
}

fn names(app: &App) -> &SeatNames {
    app.world().resource::<SeatNames>()
}

fn dialog(app: &mut App) -> Option<Naming> {
    let world = app.world_mut();
    let mut dialogs = world.query::<&NameDialog>();
    dialogs.iter(world).next().map(|dialog| dialog.0.clone())
}

/// Types `name` into the open name field and presses Enter.
fn type_name(app: &mut App, name: &str) {
    let world = app.world_mut();
    let field = world
        .query_filtered::<Entity, (With<EditableText>, With<ChildOf>)>()
        .iter(world)
        .find(|&field| {
            // The field of the dialog, not an option's.
            let mut at = field;
            while let Some(parent) = world.get::<ChildOf>(at) {
                at = parent.parent();
            }
            world.get::<NameDialog>(at).is_some()
        })
        .expect("the name field");
    world.entity_mut(field).insert(EditableText::new(name));
    press_key(app, KeyCode::Enter);
}

/// The button saying `key` on the players' line of `name`.
fn button_beside(app: &mut App, name: &str, key: &str) -> Entity {
    let world = app.world_mut();
    let line = world
        .query::<(&Text, &ChildOf)>()
        .iter(world)
        .find(|(text, _)| text.0 == name)
        .map(|(_, line)| line.parent())
        .unwrap_or_else(|| panic!("no line of {name}"));
    let mut labels = world.query::<(&Localized, &ChildOf)>();
    let buttons: Vec<(Entity, String)> = labels
        .iter(world)
        .map(|(text, button)| (button.parent(), text.0.key.to_string()))
        .collect();
    buttons
        .into_iter()
        .find(|(button, said)| {
            said == key
                && world
                    .get::<ChildOf>(*button)
                    .and_then(|holder| world.get::<ChildOf>(holder.parent()))
                    .is_some_and(|holder| holder.parent() == line)
        })
        .map(|(button, _)| button)
        .unwrap_or_else(|| panic!("no {key} beside {name}"))
}

/// The line naming person `place` at `game`'s table, and its values' count.
fn name_line(app: &mut App, game: &str, place: usize) -> (Entity, usize) {
    let world = app.world_mut();
    let mut lines = world.query::<(Entity, &NameRow, &OptionState)>();
    lines
        .iter(world)
        .find(|(_, row, _)| row.game == game && row.place == place)
        .map(|(line, _, state)| (line, state.values.len()))
        .expect("the name's line")
}

#[test]
fn a_new_name_typed_at_a_seat_is_kept_and_enter_does_not_start_the_game() {
    let mut app = app_in_a_window();
    menu_at(&mut app, MenuPage::Game, ChosenGame::Hive);
    resize(&mut app, SIZES[1], Language::English);
    // One person against the computer: one name to choose.
    assert!(shows(&mut app, "Person 1"), "the first person's line");
    assert!(shows(&mut app, "Player 1"));
    assert!(!shows(&mut app, "Person 2"), "only one person plays");
    let (line, count) = name_line(&mut app, "hive", 0);
    assert_eq!(count, 2, "Player 1, then a new player");
    app.world_mut().write_message(ChooseOption {
        line,
        index: count - 1,
    });
    app.update();
    app.update();
    assert_eq!(dialog(&mut app), Some(Naming::Seat(0)));
    assert!(shows(&mut app, "A new player"));
    type_name(&mut app, "   ");
    assert!(shows(&mut app, "A name needs at least one letter."));
    assert_eq!(dialog(&mut app), Some(Naming::Seat(0)), "it stays open");
    type_name(&mut app, "  Ana ");
    assert_eq!(dialog(&mut app), None);
    assert_eq!(names(&app).of(0), "Ana");
    let players = app.world().resource::<Players>();
    assert!(players.profile("Ana").is_some(), "kept as a player");
    assert_eq!(players.seated[0], "Ana", "seated again next run");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Game);
    // Two people now: the second line offers Ana, and choosing her there
    // swaps the two.
    app.world_mut()
        .resource_mut::<tabletop::hive::new_game::HiveNewGame>()
        .black = tabletop::hive::new_game::SeatChoice::Person;
    app.update();
    app.update();
    assert!(shows(&mut app, "Person 2"));
    let (second, count) = name_line(&mut app, "hive", 1);
    assert_eq!(count, 4, "Ana, Player 2, Player 1, a new player");
    app.world_mut().write_message(ChooseOption {
        line: second,
        index: 0,
    });
    app.update();
    assert_eq!(names(&app).chosen[..2], ["Player 2", "Ana"]);
    // Escape in the field closes it and stays on the options' page.
    app.world_mut().write_message(ChooseOption {
        line: second,
        index: 3,
    });
    app.update();
    app.update();
    assert!(dialog(&mut app).is_some());
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(dialog(&mut app), None);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Game);
}

#[test]
fn settings_rename_a_player_with_their_games_and_remove_one_whose_games_stay() {
    let mut app = app_in_a_window();
    let (mut history, mut players) = (History::default(), Players::default());
    for game in 0..8 {
        play_a_game(&mut history, &mut players, game);
    }
    let rating = players.profile("Ana").expect("Ana played").ratings["hive"];
    app.insert_resource(history);
    app.insert_resource(players);
    app.world_mut().resource_mut::<SeatNames>().seat(0, "Ana");
    go_to(&mut app, Screen::Settings);
    resize(&mut app, SIZES[1], Language::English);
    let open = button_labelled(&mut app, "settings-players");
    click(&mut app, open);
    assert!(shows(&mut app, "Ana") && shows(&mut app, "Chidi"));
    // Rename Ana, first to a name taken.
    let rename = button_beside(&mut app, "Ana", "roster-rename");
    click(&mut app, rename);
    assert_eq!(dialog(&mut app), Some(Naming::Rename("Ana".into())));
    type_name(&mut app, "Chidi");
    assert!(shows(&mut app, "There is already a player called Chidi."));
    type_name(&mut app, "Ana Lovelace");
    assert_eq!(dialog(&mut app), None);
    let players = app.world().resource::<Players>();
    assert!(players.profile("Ana").is_none());
    let renamed = players.profile("Ana Lovelace").expect("renamed");
    assert_eq!(renamed.ratings["hive"], rating, "her rating goes with her");
    let games_of = |app: &App, name: &str| {
        let history = app.world().resource::<History>();
        let person = tabletop::table::history::Player::Person(name.into());
        history
            .games
            .iter()
            .filter(|game| game.seats.contains(&person))
            .count()
    };
    assert_eq!(games_of(&app, "Ana"), 0);
    assert!(games_of(&app, "Ana Lovelace") >= 2);
    assert_eq!(names(&app).of(0), "Ana Lovelace");
    assert!(
        shows(&mut app, "Ana Lovelace"),
        "the list shows the new name"
    );
    // Remove her: asked first, Enter confirms, her games stay.
    let remove = button_beside(&mut app, "Ana Lovelace", "roster-remove");
    click(&mut app, remove);
    assert!(shows(&mut app, "Remove Ana Lovelace?"));
    press_key(&mut app, KeyCode::Enter);
    assert!(
        app.world()
            .resource::<Players>()
            .profile("Ana Lovelace")
            .is_none()
    );
    assert!(games_of(&app, "Ana Lovelace") >= 2);
    assert_eq!(names(&app).of(0), "Player 1");
    assert!(!shows(&mut app, "Ana Lovelace"));
    // Escape closes the players, then leaves Settings.
    press_key(&mut app, KeyCode::Escape);
    let mut rosters = app.world_mut().query::<&Roster>();
    assert_eq!(rosters.iter(app.world()).count(), 0);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Settings
    );
}

/// Settings' players open, four kept (names long and short, two scripts).
fn players_in_settings(app: &mut App) {
    let (mut history, mut players) = (History::default(), Players::default());
    for game in 0..4 {
        play_a_game(&mut history, &mut players, game);
    }
    app.insert_resource(history);
    app.insert_resource(players);
    go_to(app, Screen::Settings);
    app.update();
    app.update();
    let open = button_labelled(app, "settings-players");
    click(app, open);
}

/// Blokus 3D's options with three people at the screen: the most names.
pub(super) fn blokus_for_three_people(app: &mut App) {
    app.insert_resource(BlokusNewGame {
        seating: Seating::one_colour_each(4),
        seats: [
            Seat::Person,
            Seat::Person,
            Seat::Person,
            Seat::Computer(Level::Hard),
        ],
        ..BlokusNewGame::default()
    });
    menu_at(app, MenuPage::Game, ChosenGame::Blokus3d);
}

#[test]
fn the_players_and_the_name_field_fit_every_size_in_every_language() {
    let mut app = app_in_a_window();
    players_in_settings(&mut app);
    let mut found = faults_everywhere(&mut app, "Players");
    blokus_for_three_people(&mut app);
    app.update();
    app.update();
    app.world_mut().commands().run_system_cached_with(
        open_name_dialog,
        Naming::Rename("Benedikt Kovačević".into()),
    );
    found.extend(faults_everywhere(&mut app, "Name dialog"));
    assert_no_faults(&found);
}

/// The faults of the overlay `name` at every size in every language.
fn faults_everywhere(app: &mut App, name: &str) -> Vec<String> {
    let mut found = Vec::new();
    for size in SIZES {
        for language in Language::ALL {
            resize(app, size, language);
            let overlay = overlay_nodes(app, name);
            assert!(overlay.len() > 5, "{name} shows");
            found.extend(
                faults(&overlay, size.window())
                    .into_iter()
                    .map(|fault| format!("{size:?} {} {name}: {fault}", language.code())),
            );
        }
    }
    found
}
