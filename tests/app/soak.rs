//! The whole app (no window, no renderer) fed random input at each table:
//! clicks on pieces and squares, buttons, keys, menu round trips, saves and
//! Continue — seeded, so a failure replays — and after every frame at rest
//! the pieces on screen are where the rules' position says. The short soak
//! runs with the tests; `TABLETOP_APP_SOAK_FRAMES=N` runs a long one.
//!
//! The soak runs in a child process whose data and config folders are
//! scratch folders (the settings and saves it makes are its own).

use bevy::input::ButtonState;
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use rand::prelude::*;
use rand_chacha::ChaCha8Rng;
use tabletop::blokus3d::session::{BlokusChange, BlokusSeats, BlokusSession};
use tabletop::deblockle::seats::DeblockleSeats;
use tabletop::deblockle::session::{DeblockleChange, DeblockleRequest, DeblockleSession, Start};
use tabletop::deblockle::setup::Setup;
use tabletop::game_start::StartGame;
use tabletop::hive::seats::HiveSeats;
use tabletop::hive::session::{HiveChange, HiveSession};
use tabletop::saved_game::GameAutosave;
use tabletop::screens::Screen;
use tabletop::table::activity::any_table_busy;
use tabletop::table::game::TableGame as _;
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{Position, RulesOptions};
use tabletop_rules::hive::{Expansions, HiveGame, HiveRules};

use super::whole::{click_with, key_event, whole_app};

/// Frames of the soak in the test suite, for each table.
const SHORT: usize = 400;

/// The keys a player might press.
const KEYS: [KeyCode; 22] = [
    KeyCode::Escape,
    KeyCode::Enter,
    KeyCode::Space,
    KeyCode::Backspace,
    KeyCode::Tab,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::KeyZ,
    KeyCode::KeyY,
    KeyCode::KeyU,
    KeyCode::KeyR,
    KeyCode::KeyQ,
    KeyCode::KeyE,
    KeyCode::KeyH,
    KeyCode::KeyN,
    KeyCode::F1,
    KeyCode::F2,
    KeyCode::F3,
    KeyCode::Digit1,
    KeyCode::ControlLeft,
];

/// How many frames the soak lets random input spend off the table.
const AWAY_AT_MOST: usize = 60;

/// What the parent tells its child.
const SEED: &str = "TABLETOP_APP_SOAK_SEED";

#[cfg(target_os = "linux")]
#[test]
fn the_app_fed_random_input_keeps_its_pieces_where_the_rules_say() {
    let folder = tabletop::testing::scratch_folder("soak", "folders");
    let frames = std::env::var("TABLETOP_APP_SOAK_FRAMES").unwrap_or_else(|_| SHORT.to_string());
    for seed in [1_u64, 2] {
        let output = std::process::Command::new(std::env::current_exe().expect("this binary"))
            .args(["--ignored", "--exact", "soak::soaking", "--nocapture"])
            .env(SEED, seed.to_string())
            .env("TABLETOP_APP_SOAK_FRAMES", &frames)
            .env("XDG_DATA_HOME", folder.join("data"))
            .env("XDG_CONFIG_HOME", folder.join("config"))
            .output()
            .expect("the soak starts");
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && said.contains("soaked"),
            "seed {seed}:\n{said}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// Not a test on its own: the soak, in the child process the test above
/// starts with scratch folders.
#[test]
#[ignore = "run by the_app_fed_random_input_keeps_its_pieces_where_the_rules_say"]
fn soaking() {
    let Some(seed) = std::env::var(SEED).ok().and_then(|seed| seed.parse().ok()) else {
        return;
    };
    let frames = std::env::var("TABLETOP_APP_SOAK_FRAMES")
        .ok()
        .and_then(|frames| frames.parse().ok())
        .unwrap_or(SHORT);
    let mut app = whole_app();
    if let Some(data) = std::env::var_os("XDG_DATA_HOME") {
        let path = std::path::Path::new(&data).join("autosave.ron");
        app.insert_resource(GameAutosave::at(&path));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for table in [
        tabletop::deblockle::TABLE,
        tabletop::hive::TABLE,
        tabletop::blokus3d::TABLE,
    ] {
        let (mut away, mut shown, mut checked) = (0, 0, 0);
        let mut recent = std::collections::VecDeque::new();
        let mut pressed = std::collections::BTreeSet::new();
        for frame in 0..frames {
            // Random clicks wander the menus for long (the options alone
            // have dozens of buttons): after a while away the soak brings a
            // game back, so most frames are spent at the table it soaks.
            if frame == 0 || away > AWAY_AT_MOST {
                app.world_mut().write_message(new_game(table, &mut rng));
                away = 0;
            }
            let done = act(&mut app, &mut rng);
            if let Some(button) = done.strip_prefix("button ") {
                pressed.insert(button.to_owned());
            }
            recent.push_back(format!("{frame}: {done}"));
            if recent.len() > 40 {
                recent.pop_front();
            }
            let updated = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| app.update()));
            if let Err(panic) = updated {
                println!(
                    "{table:?}, the last things done:\n{}",
                    Vec::from(recent).join("\n")
                );
                std::panic::resume_unwind(panic);
            }
            let screen = *app.world().resource::<State<Screen>>().get();
            (away, shown) = if screen == table {
                (0, shown + 1)
            } else {
                (away + 1, 0)
            };
            // A table just opened draws its pieces in the frame after.
            if shown <= 2 {
                continue;
            }
            let outcome =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&mut app, screen)));
            checked += usize::from(outcome.as_ref().is_ok_and(|&done| done));
            if let Err(panic) = outcome {
                println!("{}", state(&mut app));
                println!(
                    "{table:?}, the last things done:\n{}",
                    Vec::from(recent).join("\n")
                );
                std::panic::resume_unwind(panic);
            }
        }
        println!("{table:?}: {frames} frames, {checked} of them at rest and checked");
        println!("buttons pressed: {pressed:?}");
        // A computer's thinking runs in real time on a thread while frames
        // run as fast as they can, so on a loaded machine (the suite's other
        // tests beside it) far fewer frames find a table at rest: one in a
        // hundred still shows the soak checked the pieces as it went (a
        // Blokus 3D run beside the suite found 8 in 400, alone 41 to 50).
        assert!(
            checked * 100 >= frames,
            "{table:?}: too few frames at rest to check"
        );
    }
    println!("soaked");
}

/// A new game at `table`, its start drawn at random.
fn new_game(table: Screen, rng: &mut ChaCha8Rng) -> StartGame {
    match table {
        tabletop::hive::TABLE => {
            let expansions = *[Expansions::BASE, Expansions::ALL]
                .choose(rng)
                .expect("some");
            let rules = HiveRules::default().with_expansions(expansions);
            StartGame::Hive(Box::new(HiveGame::with_rules(rules)), HiveSeats::default())
        }
        tabletop::blokus3d::TABLE => {
            let players = rng.random_range(2..=4);
            let letter = *['A', 'B', 'C', 'D'].choose(rng).expect("some");
            let seating = Seating {
                players,
                two_colours_each: false,
            };
            let position = BlokusPosition::start(letter, seating).expect("a structure");
            StartGame::Blokus3d(Box::new(position), BlokusSeats::default())
        }
        _ => {
            let start = Start::Position(Position::example_start());
            let rules = RulesOptions::default();
            StartGame::Deblockle(
                DeblockleRequest::NewGame { rules, start },
                DeblockleSeats::default(),
            )
        }
    }
}

/// One random thing a player does: a click on something in the scene, a
/// button, a key, or nothing (time passes); what it was, in words.
fn act(app: &mut App, rng: &mut ChaCha8Rng) -> String {
    match rng.random_range(0..100) {
        0..35 => {
            let targets = shown::<With<Mesh3d>>(app);
            if let Some(&target) = targets.choose(rng) {
                let button = if rng.random_bool(0.9) {
                    PointerButton::Primary
                } else {
                    PointerButton::Secondary
                };
                click_with(app, target, button);
                return format!("{button:?} click on {}", named(app, target));
            }
            "no piece to click".into()
        }
        35..60 => {
            let targets = shown::<With<Button>>(app);
            if let Some(&target) = targets.choose(rng) {
                click_with(app, target, PointerButton::Primary);
                return format!("button {}", named(app, target));
            }
            "no button to press".into()
        }
        60..85 => {
            let key = *KEYS.choose(rng).expect("some");
            let state = if rng.random_bool(0.5) {
                ButtonState::Pressed
            } else {
                ButtonState::Released
            };
            key_event(app, key, state);
            format!("{key:?} {state:?}")
        }
        _ => "nothing".into(),
    }
}

/// The entities that `F` picks out and that are not hidden.
fn shown<F: bevy::ecs::query::QueryFilter>(app: &mut App) -> Vec<Entity> {
    let world = app.world_mut();
    let mut query = world.query_filtered::<(Entity, &InheritedVisibility), F>();
    query
        .iter(world)
        .filter(|(_, visible)| visible.get())
        .map(|(entity, _)| entity)
        .collect()
}

/// An entity as a person would name it: its name, or its label's key.
fn named(app: &mut App, entity: Entity) -> String {
    let world = app.world_mut();
    if let Some(name) = world.get::<Name>(entity) {
        return name.to_string();
    }
    let mut labels = world.query::<(&tabletop::language::Localized, &ChildOf)>();
    labels
        .iter(world)
        .find(|(_, parent)| parent.parent() == entity)
        .map_or_else(|| format!("{entity}"), |(label, _)| label.0.key.to_string())
}

/// Whether the table is at rest: nothing moving, no request waiting, and
/// no change of the last two frames unread (the pieces take up a change in
/// the frame after the rules make it).
fn at_rest<C: Message>(world: &mut World) -> bool {
    !any_table_busy(world)
        && world
            .get_resource::<Messages<C>>()
            .is_some_and(Messages::is_empty)
}

/// At a table at rest, its pieces are where the rules say; whether it was
/// at rest (and so checked).
fn check(app: &mut App, screen: Screen) -> bool {
    let world = app.world_mut();
    match screen {
        tabletop::deblockle::TABLE
            if world.contains_resource::<DeblockleSession>()
                && !world.contains_resource::<Setup>()
                && at_rest::<DeblockleChange>(world) =>
        {
            super::assert_blocks_match_the_rules(app);
            true
        }
        tabletop::hive::TABLE
            if world.contains_resource::<HiveSession>() && at_rest::<HiveChange>(world) =>
        {
            super::hive::assert_tiles_match_the_rules(app);
            true
        }
        tabletop::blokus3d::TABLE
            if world.contains_resource::<BlokusSession>() && at_rest::<BlokusChange>(world) =>
        {
            super::blokus3d::assert_cubes_match_the_rules(app);
            true
        }
        _ => false,
    }
}

/// The Deblockle game at the table, in words, for a failure's report.
fn state(app: &mut App) -> String {
    let world = app.world_mut();
    let Some(session) = world.get_resource::<DeblockleSession>() else {
        return "no Deblockle game".into();
    };
    let moves: Vec<String> = session
        .game
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    let redo = session.can_redo();
    let guided = world.contains_resource::<tabletop::deblockle::guided::Guided>();
    let on_board: Vec<String> = world
        .resource::<tabletop::deblockle::pieces::Blocks>()
        .on_board
        .keys()
        .map(ToString::to_string)
        .collect();
    format!("moves {moves:?}, redo {redo}, guided {guided}, shown on {on_board:?}")
}
