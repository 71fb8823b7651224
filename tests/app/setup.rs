//! The setup at the table, headless: the seeded throws come to rest, the
//! roller's requests place and turn the blocks (the rules refusing what is
//! wrong), each roller in turn, and the game starts from what was placed.

use std::time::Duration;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tabletop::deblockle::coords::block_transform;
use tabletop::deblockle::phase::DeblocklePhase;
use tabletop::deblockle::session::{DeblockleRequest, Start};
use tabletop::deblockle::setup::quick::{quick_setup, throw_blocks};
use tabletop::deblockle::setup::{Placing, Setup, SetupBlock, SetupPlan, SetupRequest};
use tabletop::screens::Screen;
use tabletop::table::curtain::{Curtain, PipelineReport, raise_curtain};
use tabletop::testing::{FRAME, headless_app};
use tabletop_rules::deblockle::{ByPlayer, Face, Game, Player, RulesOptions};

use super::{Refusals, assert_blocks_match_the_rules, keep_refusals, session, settle, sq};

/// A quick setup from `seed`, Gold first, the throws shown at rest.
fn quick(seed: u64) -> SetupPlan {
    SetupPlan {
        first: Player::Gold,
        seed,
        placing: Placing::AtRandom,
        animate: false,
    }
}

pub(super) fn begin(app: &mut App, rules: RulesOptions, plan: SetupPlan) {
    app.init_resource::<Refusals>()
        .add_systems(Last, keep_refusals);
    app.world_mut().write_message(DeblockleRequest::NewGame {
        rules,
        start: Start::Setup(plan),
    });
}

/// Runs frames until `done` holds; the throws run on a thread of their own,
/// so this waits in real time too.
pub(super) fn run_until(app: &mut App, what: &str, done: impl Fn(&World) -> bool) {
    tabletop::testing::frames_until(app, what, |app| done(app.world()));
}

pub(super) fn placing_for(world: &World, roller: Player) -> bool {
    world
        .get_resource::<Setup>()
        .is_some_and(|setup| setup.roller == roller && setup.placement().is_some())
}

/// The placement under way.
pub(super) fn placement(app: &App) -> tabletop_rules::deblockle::Placement {
    app.world()
        .resource::<Setup>()
        .placement()
        .cloned()
        .expect("a placement under way")
}

fn refusals(app: &App) -> Vec<String> {
    app.world().resource::<Refusals>().0.clone()
}

fn request(app: &mut App, request: SetupRequest) {
    app.world_mut().write_message(request);
    settle(app);
}

/// The rolled blocks drawn on the table, by their number in the roll.
fn drawn_blocks(app: &mut App) -> Vec<(usize, Transform)> {
    let mut blocks: Vec<(usize, Transform)> = app
        .world_mut()
        .query::<(&SetupBlock, &Transform)>()
        .iter(app.world())
        .map(|(block, transform)| (block.0, *transform))
        .collect();
    blocks.sort_by_key(|(index, _)| *index);
    blocks
}

#[test]
fn a_full_setup_is_rolled_placed_turned_and_started() {
    let mut app = headless_app();
    let rules = RulesOptions::default();
    let plan = SetupPlan {
        first: Player::Teal,
        seed: 5,
        placing: Placing::ByHand,
        animate: true,
    };
    begin(&mut app, rules, plan);
    run_until(&mut app, "Gold places Teal's blocks", |w| {
        placing_for(w, Player::Gold)
    });
    // The faces are those the seeded throw came to rest showing.
    let teal_faces: Vec<Face> = throw_blocks(&rules, 5, Player::Teal)
        .rests
        .iter()
        .map(|o| o.top())
        .collect();
    assert_eq!(placement(&app).faces(), teal_faces);
    assert_eq!(drawn_blocks(&mut app).len(), 4);

    // Refused, with the rules' reasons: a Gold square, a taken square, Done
    // before every block is down.
    request(
        &mut app,
        SetupRequest::Place {
            block: 0,
            square: sq("c1"),
        },
    );
    request(
        &mut app,
        SetupRequest::Place {
            block: 0,
            square: sq("c5"),
        },
    );
    request(
        &mut app,
        SetupRequest::Place {
            block: 1,
            square: sq("c5"),
        },
    );
    request(&mut app, SetupRequest::Done);
    assert_eq!(
        refusals(&app),
        [
            "c1 is not one of Teal's starting squares.",
            "Two blocks were placed on c5.",
            "Teal has 4 blocks, but one was placed.",
        ]
    );
    for (block, square) in [(1, "e5"), (2, "c7"), (3, "e7")] {
        request(
            &mut app,
            SetupRequest::Place {
                block,
                square: sq(square),
            },
        );
    }
    request(
        &mut app,
        SetupRequest::Turn {
            block: 2,
            clockwise: true,
        },
    );
    request(
        &mut app,
        SetupRequest::Turn {
            block: 3,
            clockwise: false,
        },
    );
    // The blocks stand on their squares as the placement has them.
    let teal = placement(&app);
    for (block, transform) in drawn_blocks(&mut app) {
        let expected = block_transform(
            teal.square(block).unwrap(),
            teal.orientation(block).unwrap(),
        );
        assert!(transform.translation.distance(expected.translation) < 1e-3);
        assert!(transform.rotation.angle_between(expected.rotation) < 1e-3);
    }
    request(&mut app, SetupRequest::Done);

    run_until(&mut app, "Teal places Gold's blocks", |w| {
        placing_for(w, Player::Teal)
    });
    let gold = placement(&app);
    // Lifted back into the tray, then put down again.
    for (block, square) in [(0, "c1"), (1, "e1"), (2, "c3"), (3, "e3")] {
        request(
            &mut app,
            SetupRequest::Place {
                block,
                square: sq(square),
            },
        );
    }
    request(&mut app, SetupRequest::Lift(3));
    request(&mut app, SetupRequest::Done);
    request(
        &mut app,
        SetupRequest::Place {
            block: 3,
            square: sq("e3"),
        },
    );
    request(&mut app, SetupRequest::Done);
    run_until(&mut app, "the game starts", |w| {
        w.get_resource::<Setup>().is_none()
    });
    settle(&mut app);

    let start = *session(&app).game.start();
    assert_eq!(start.turn(), Player::Teal);
    let board = start.board();
    for (square, block) in [("c5", 0), ("e5", 1), ("c7", 2), ("e7", 3)] {
        let lying = board.block_at(sq(square)).unwrap();
        assert_eq!(lying.owner, Player::Teal);
        assert_eq!(lying.orientation, teal.orientation(block).unwrap());
    }
    for (square, block) in [("c1", 0), ("e1", 1), ("c3", 2), ("e3", 3)] {
        let lying = board.block_at(sq(square)).unwrap();
        assert_eq!(lying.owner, Player::Gold);
        assert_eq!(lying.orientation, gold.orientation(block).unwrap());
    }
    assert_eq!(
        refusals(&app).last().map(String::as_str),
        Some("Gold has 4 blocks, but 3 were placed.")
    );
    assert_blocks_match_the_rules(&mut app);
}

#[test]
fn a_quick_setup_places_as_the_seed_says_and_the_game_starts() {
    for (seed, gold, teal) in [(11, 4, 4), (12, 2, 3)] {
        let mut app = headless_app();
        let rules = RulesOptions {
            blocks: ByPlayer { gold, teal },
            ..RulesOptions::default()
        };
        let plan = quick(seed);
        begin(&mut app, rules, plan);
        run_until(&mut app, "the game starts", |w| {
            w.get_resource::<Setup>().is_none()
                && w.get_resource::<tabletop::deblockle::session::DeblockleSession>()
                    .is_some()
        });
        settle(&mut app);
        let expected = Game::from_setup(rules, quick_setup(&rules, &plan)).unwrap();
        assert_eq!(session(&app).game.start(), expected.start(), "seed {seed}");
        assert_blocks_match_the_rules(&mut app);
    }
}

fn phase(app: &App) -> Option<DeblocklePhase> {
    app.world()
        .get_resource::<State<DeblocklePhase>>()
        .map(|state| *state.get())
}

#[test]
fn the_table_is_in_its_setup_phase_then_in_play_and_in_neither_away() {
    let mut app = headless_app();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(tabletop::deblockle::TABLE);
    app.update();
    assert_eq!(phase(&app), None, "no game opened yet");
    begin(&mut app, RulesOptions::default(), quick(11));
    run_until(&mut app, "the setup phase", |w| {
        w.get_resource::<State<DeblocklePhase>>()
            .is_some_and(|p| *p.get() == DeblocklePhase::Setup)
    });
    assert!(app.world().get_resource::<Setup>().is_some());
    run_until(&mut app, "the game is played", |w| {
        w.get_resource::<State<DeblocklePhase>>()
            .is_some_and(|p| *p.get() == DeblocklePhase::Play)
    });
    assert!(app.world().get_resource::<Setup>().is_none());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Settings);
    app.update();
    assert_eq!(phase(&app), None, "away from the table");
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(tabletop::deblockle::TABLE);
    app.update();
    assert_eq!(phase(&app), Some(DeblocklePhase::Play), "back at the game");
}

#[test]
fn a_setup_with_an_impossible_block_count_is_refused() {
    let mut app = headless_app();
    let rules = RulesOptions {
        blocks: ByPlayer { gold: 0, teal: 4 },
        ..RulesOptions::default()
    };
    begin(&mut app, rules, quick(1));
    settle(&mut app);
    assert!(app.world().get_resource::<Setup>().is_none());
    assert_eq!(refusals(&app), ["Gold must have 1 to 4 blocks, not 0."]);
}

/// `tabletop --seed N --setup quick --exit-after-setup` works the setup out
/// without a window and prints the same start, the one the app plays, twice.
#[test]
fn the_command_line_prints_a_seeded_quick_setup() {
    let printed = || {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_tabletop"))
            .args(["--seed", "18", "--setup", "quick", "--exit-after-setup"])
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .expect("tabletop runs");
        assert!(output.status.success(), "{output:?}");
        let stdout = String::from_utf8(output.stdout).expect("text");
        stdout.lines().last().expect("a last line").to_string()
    };
    let first = printed();
    assert_eq!(printed(), first);
    let start: tabletop_rules::deblockle::Position = first.parse().expect("a position");
    let rules = RulesOptions::default();
    let expected = Game::from_setup(rules, quick_setup(&rules, &quick(18))).unwrap();
    assert_eq!(&start, expected.start());
}

/// While the renderer is still compiling the table's pipelines the curtain
/// is up and the game's clock stands still: the throw lands on the table
/// but does not roll until the table is drawn whole.
#[test]
fn the_roll_waits_behind_the_curtain_until_the_table_is_drawn() {
    let mut app = headless_app();
    let renderer = PipelineReport::default();
    app.insert_resource(renderer.clone());
    app.world_mut()
        .run_system_once(raise_curtain)
        .expect("the curtain goes up");
    let plan = SetupPlan {
        first: Player::Gold,
        seed: 5,
        placing: Placing::ByHand,
        animate: true,
    };
    begin(&mut app, RulesOptions::default(), plan);
    // Twelve pipelines, three of them compiling, frame after frame. The
    // throw is worked out on a thread of its own, for as long as the
    // machine's load makes it take: no real time passes in the app while
    // the test waits for it, or the curtain's own limit would lower it.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO));
    run_until(&mut app, "the throw is on the table", |world| {
        renderer.record_frame(12, 3);
        world
            .iter_entities()
            .any(|entity| entity.contains::<SetupBlock>())
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    let thrown = drawn_blocks(&mut app);
    for _ in 0..200 {
        renderer.record_frame(12, 3);
        app.update();
    }
    assert!(app.world().resource::<Curtain>().is_up());
    assert_eq!(
        drawn_blocks(&mut app),
        thrown,
        "nothing rolls behind the curtain"
    );
    // Compiled: a few frames later the curtain is down and the roll plays
    // out to the placing.
    run_until(&mut app, "Gold places Teal's blocks", |world| {
        renderer.record_frame(12, 0);
        placing_for(world, Player::Gold)
    });
    assert!(!app.world().resource::<Curtain>().is_up());
    assert_ne!(drawn_blocks(&mut app), thrown);
}
