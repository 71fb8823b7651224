//! The Blokus 3D table, headless: whole games played through messages to
//! their end with the scores the rules give, the piece in hand turned,
//! aimed and dropped (refused with the rules' reason where it may not go),
//! undo and redo, the computer; after every drop each cube exactly where
//! the rules put it. Plus a render test under Xvfb.

use std::path::PathBuf;

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use tabletop::AppOptions;
use tabletop::blokus3d::cubes::{BlokusCube, cubes_of, resting};
use tabletop::blokus3d::placing::{BlokusHand, BlokusPick};
use tabletop::blokus3d::scoreboard;
use tabletop::blokus3d::session::{BlokusRequest, BlokusSeats, BlokusSession};
use tabletop::game_start::StartGame;
use tabletop::records::{Recorded, list_games};
use tabletop::saved_game::{GameAutosave, Saved, SavedGame};
use tabletop::table::Notice;
use tabletop::table::motion::Animating;
use tabletop::table::records::save_record;
use tabletop::table::seats::Seat;
use tabletop::testing::headless_app;
use tabletop_ai::Level;
use tabletop_rules::blokus3d::{Colour, PieceKind, Placement, Position, Seating};

use super::render::{paint_when_drawn, render_folder};
use super::setup::run_until;
use super::{app_with_autosave, settle, wait_for_autosave};

fn session(app: &App) -> &BlokusSession {
    app.world().resource::<BlokusSession>()
}

fn open(app: &mut App, position: Position) {
    app.world_mut()
        .write_message(BlokusRequest::NewGame(Box::new(position)));
    settle(app);
}

fn request(app: &mut App, request: BlokusRequest) {
    app.world_mut().write_message(request);
    settle(app);
}

/// Makes a random legal placement (from `seed`) and waits for it to land.
pub(super) fn place_at_random(app: &mut App, seed: u64) -> Placement {
    let mut random = StdRng::seed_from_u64(seed);
    let placement = session(app)
        .position
        .random_placement(&mut random)
        .expect("a placement");
    request(app, BlokusRequest::Place(placement));
    placement
}

/// One cube entity per cube of the rules' position, each resting on its
/// column and level in its colour.
pub(super) fn assert_cubes_match_the_rules(app: &mut App) {
    let position = session(app).position.clone();
    let mut cubes = app
        .world_mut()
        .query_filtered::<(&BlokusCube, &Transform), Without<Animating>>();
    let mut seen: Vec<BlokusCube> = Vec::new();
    for (cube, transform) in cubes.iter(app.world()) {
        assert!(
            transform.translation.distance(resting(*cube)) < 1e-4,
            "{cube:?}"
        );
        seen.push(*cube);
    }
    let wanted = cubes_of(&position);
    assert_eq!(seen.len(), wanted.len(), "one entity per cube, none moving");
    for cube in wanted {
        assert!(seen.contains(&cube), "{cube:?} is shown");
    }
}

#[derive(Resource, Default)]
struct Heard(Vec<String>);

fn hear(mut notices: MessageReader<Notice>, mut heard: ResMut<Heard>) {
    heard
        .0
        .extend(notices.read().map(|n| super::in_english(&n.0)));
}

#[test]
fn whole_games_play_to_their_end_with_the_rules_scores() {
    for (letter, seating) in [
        ('A', Seating::one_colour_each(2)),
        ('C', Seating::one_colour_each(3)),
        (
            'D',
            Seating {
                players: 2,
                two_colours_each: true,
            },
        ),
    ] {
        let mut app = headless_app();
        let start = Position::start(letter, seating).expect("a structure");
        open(&mut app, start);
        let mut random = StdRng::seed_from_u64(u64::from(letter as u32));
        let mut placed = 0;
        while let Some(placement) = session(&app).position.random_placement(&mut random) {
            request(&mut app, BlokusRequest::Place(placement));
            placed += 1;
            if placed % 7 == 0 {
                assert_cubes_match_the_rules(&mut app);
            }
        }
        let position = session(&app).position.clone();
        assert!(position.is_over(), "{letter}: nobody can place");
        assert_cubes_match_the_rules(&mut app);
        // The scoreboard is the rules' count, colour by colour: the top
        // view's squares less one for each piece still in hand, counted here.
        let board = scoreboard(&position);
        assert_eq!(board.len(), seating.colours());
        for (seat, (colour, score)) in board.into_iter().enumerate() {
            assert_eq!(colour, Colour::of_seat(seat));
            let mut seen = 0;
            for y in 0..10 {
                for x in 0..10 {
                    seen += i32::from(position.top(x, y) == Some(colour));
                }
            }
            let unplaced = PieceKind::ALL
                .iter()
                .filter(|&&piece| position.holds(seat, piece))
                .count() as i32;
            assert_eq!(score, seen - unplaced, "{letter}: {colour:?}");
        }
    }
}

#[test]
fn the_piece_in_hand_turns_aims_and_drops_or_says_why_not() {
    let mut app = headless_app();
    app.init_resource::<Heard>().add_systems(Last, hear);
    open(
        &mut app,
        Position::start('A', Seating::one_colour_each(2)).expect("the tower"),
    );
    // Blue takes the bar, lays it along x, and aims at the tower's middle.
    let pick = |app: &mut App, pick| {
        app.world_mut().write_message(pick);
        app.update();
    };
    pick(&mut app, BlokusPick::Piece(PieceKind::I4));
    let lying = PieceKind::I4
        .orientations()
        .iter()
        .position(|s| s.reach() == (3, 0))
        .expect("lying along x") as u8;
    // Turned about y and about the vertical, it comes to lie along x.
    for axis in [1, 2, 1, 2, 0, 2, 0, 2] {
        if app.world().resource::<BlokusHand>().orientation == lying {
            break;
        }
        pick(&mut app, BlokusPick::Turn(axis));
    }
    assert_eq!(app.world().resource::<BlokusHand>().orientation, lying);
    // Off the structure: refused with the rule.
    pick(&mut app, BlokusPick::Aim(0, 0));
    pick(&mut app, BlokusPick::Drop);
    settle(&mut app);
    assert!(session(&app).position.history().is_empty());
    let heard = &app.world().resource::<Heard>().0;
    assert!(
        heard.iter().any(|h| h.contains("outside the structure")),
        "{heard:?}"
    );
    // Over the footprint it goes down, the hand empties and the turn passes.
    let position = session(&app).position.clone();
    let aim = (0..10u8)
        .flat_map(|y| (0..10u8).map(move |x| (x, y)))
        .find(|&(x, y)| {
            let hand = BlokusHand {
                piece: Some(PieceKind::I4),
                orientation: lying,
                column: Some((x, y)),
            };
            hand.placement().is_some_and(|p| position.check(p).is_ok())
        })
        .expect("somewhere the bar fits");
    pick(&mut app, BlokusPick::Aim(aim.0, aim.1));
    pick(&mut app, BlokusPick::Drop);
    settle(&mut app);
    let position = &session(&app).position;
    assert_eq!(position.history().len(), 1);
    assert_eq!(position.history()[0].piece, PieceKind::I4);
    assert_eq!(app.world().resource::<BlokusHand>().piece, None);
    assert_eq!(position.seat_to_move(), 1);
    assert_cubes_match_the_rules(&mut app);
    // Now Yellow's tray: its own bar is there to take.
    pick(&mut app, BlokusPick::Piece(PieceKind::I4));
    assert_eq!(
        app.world().resource::<BlokusHand>().piece,
        Some(PieceKind::I4)
    );
}

#[test]
fn tab_goes_through_the_pieces_held() {
    let mut app = headless_app();
    open(
        &mut app,
        Position::start('B', Seating::one_colour_each(2)).expect("a structure"),
    );
    let mut seen = Vec::new();
    for _ in 0..PieceKind::ALL.len() + 1 {
        app.world_mut().write_message(BlokusPick::Cycle(1));
        app.update();
        seen.extend(app.world().resource::<BlokusHand>().piece);
    }
    assert_eq!(seen[..11], PieceKind::ALL);
    assert_eq!(seen[11], PieceKind::D2, "round again");
    app.world_mut().write_message(BlokusPick::Cycle(-1));
    app.update();
    assert_eq!(
        app.world().resource::<BlokusHand>().piece,
        Some(PieceKind::H4L)
    );
}

#[test]
fn undo_and_redo_take_cubes_away_and_bring_them_back() {
    let mut app = headless_app();
    open(
        &mut app,
        Position::start('B', Seating::one_colour_each(2)).expect("a structure"),
    );
    let mut random = StdRng::seed_from_u64(3);
    let mut line: Vec<Placement> = Vec::new();
    for _ in 0..6 {
        let placement = session(&app)
            .position
            .random_placement(&mut random)
            .expect("a placement");
        request(&mut app, BlokusRequest::Place(placement));
        line.push(placement);
    }
    for undone in 1..=3 {
        request(&mut app, BlokusRequest::Undo);
        assert_eq!(session(&app).position.history(), &line[..6 - undone]);
        assert_cubes_match_the_rules(&mut app);
    }
    for _ in 0..3 {
        request(&mut app, BlokusRequest::Redo);
        assert_cubes_match_the_rules(&mut app);
    }
    assert_eq!(session(&app).position.history(), &line[..]);
}

#[test]
fn the_computer_places_for_its_seat_and_undo_takes_it_back_too() {
    let mut app = headless_app();
    app.insert_resource(BlokusSeats::new(vec![
        Seat::Person,
        Seat::Computer(Level::Easy),
    ]));
    open(
        &mut app,
        Position::start('A', Seating::one_colour_each(2)).expect("the tower"),
    );
    place_at_random(&mut app, 5);
    run_until(&mut app, "the computer places", |world| {
        world.resource::<BlokusSession>().position.history().len() == 2
    });
    settle(&mut app);
    assert_cubes_match_the_rules(&mut app);
    assert_eq!(
        session(&app).position.seat_to_move(),
        0,
        "the person's turn again"
    );
    // Undo goes back to the person's turn, before both placements.
    request(&mut app, BlokusRequest::Undo);
    assert!(session(&app).position.history().is_empty());
    assert_cubes_match_the_rules(&mut app);
}

#[test]
fn the_game_is_autosaved_resumes_and_lists_with_the_saved_games() {
    let (mut app, folder) = app_with_autosave("blokus-autosave");
    let path = folder.join("autosave.ron");
    let seats = BlokusSeats::new(vec![Seat::Person, Seat::Computer(Level::Hard)]);
    app.insert_resource(seats.clone());
    open(
        &mut app,
        Position::start('B', Seating::one_colour_each(2)).expect("a structure"),
    );
    let placement = place_at_random(&mut app, 8);
    let saved = wait_for_autosave(
        &mut app,
        &path,
        |saved| matches!(saved, Saved::Blokus3d(b) if b.position.history().first() == Some(&placement)),
    );
    let Saved::Blokus3d(record) = saved else {
        panic!("a Blokus 3D record");
    };
    assert_eq!(record.seats(), seats);
    let Some(Ok(StartGame::Blokus3d(position, resumed_seats))) =
        GameAutosave::at(&path).resumable().map(SavedGame::resume)
    else {
        panic!("a Blokus 3D game to continue");
    };
    assert_eq!(position.history()[0], placement);
    assert_eq!(resumed_seats, seats);
    let games = folder.join("games");
    save_record(&record, &games, "tower").expect("saved");
    assert!(matches!(&list_games(&games)[0].game, Ok(Recorded::Blokus3d(r)) if **r == *record));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_command_line_starts_a_structure_or_reads_a_position_file() {
    use clap::Parser;
    let options = AppOptions::parse_from([
        "tabletop",
        "--game",
        "blokus3d",
        "--structure",
        "C",
        "--players",
        "3",
    ]);
    assert_eq!(options.check(), Ok(()));
    let position = options.blokus_position().expect("a start");
    assert_eq!(position.seating(), Seating::one_colour_each(3));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("blokus-position");
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("half-built.txt");
    std::fs::write(&file, format!("{HALF_BUILT}\n")).expect("written");
    let path = file.to_string_lossy().into_owned();
    let from_file = AppOptions::parse_from(["tabletop", "--game", "blokus3d", "--position", &path]);
    assert_eq!(
        from_file.blokus_position().map(|p| p.history().len()),
        Ok(20)
    );
    std::fs::write(&file, "D-4; I4:0@0,0").expect("written");
    assert!(
        from_file
            .check()
            .is_err_and(|e| e.contains("half-built.txt"))
    );
    let missing = AppOptions::parse_from(["tabletop", "--game", "blokus3d", "--structure", "Z"]);
    assert!(missing.check().is_err_and(|e| e.contains("no structure Z")));
    let mixed = AppOptions::parse_from(["tabletop", "--game", "blokus3d", "--seed", "2"]);
    assert!(mixed.check().is_err());
}

/// Twenty placements on the four-player structure D, by greedy players.
pub(super) const HALF_BUILT: &str = "D-4; T4:5@5,2; H4L:1@6,1; Y4:4@5,2; I4:1@7,3; H4L:9@6,3; T4:10@5,2; L4:17@2,3; S4:5@6,7; L4:23@6,5; L4:16@2,3; T4:3@4,5; H4R:7@4,6; S4:11@3,1; S4:11@3,1; S4:11@0,4; Y4:5@4,5; I4:1@8,0; H4R:4@1,4; I4:2@3,8; L4:20@4,3";

/// A half-built structure under Xvfb: plastic in all four colours on the
/// turntable, and no trace of Deblockle's board.
#[test]
#[cfg_attr(
    not(target_os = "linux"),
    ignore = "renders under Xvfb, which only Linux has"
)]
fn blokus_render_test() {
    let dir = render_folder("render-blokus");
    let file = dir.join("half-built.txt");
    std::fs::write(&file, HALF_BUILT).expect("written");
    let file_arg = file.to_string_lossy().into_owned();
    let paint = paint_when_drawn(&["--game", "blokus3d", "--position", &file_arg], &dir);
    assert!(paint.blue > 1_500, "Blue shows: {paint:?}");
    assert!(paint.red > 1_500, "Red shows: {paint:?}");
    assert!(paint.green > 1_500, "Green shows: {paint:?}");
    assert!(paint.gold > 1_500, "Yellow shows: {paint:?}");
    assert!(paint.teal < 500, "no Deblockle blocks: {paint:?}");
}
