//! Playing the computer, headless: it answers on a thread of its own
//! through the same requests as a person, ignores the person's picks on its
//! turn, undo takes back its answer with the move it answered, and as the
//! roller it places the blocks itself.

use bevy::prelude::*;
use tabletop::deblockle::seats::{DeblockleSeats, against_computer};
use tabletop::deblockle::selection::{Pick, Selection};
use tabletop::deblockle::session::{DeblockleRequest, DeblockleSession, Start};
use tabletop::deblockle::setup::{Placing, SetupPlan, SetupRequest};
use tabletop::table::opponent::{AnalyseHere, PlayOnAgainstComputer, Thinking as ThinkingOf};
use tabletop::table::random::TableRng;
use tabletop::table::seats::Seat;
use tabletop::testing::headless_app;
use tabletop_ai::Level;
use tabletop_rules::deblockle::{Player, RulesOptions, starting_squares};

use super::setup::{placement, placing_for, run_until};
use super::{
    Refusals, assert_blocks_match_the_rules, keep_refusals, mv, session, settle, sq, start,
};

/// The computer's thinking at the Deblockle table.
type Thinking = ThinkingOf<DeblockleSession>;

fn against(player: Player, level: Level) -> App {
    let mut app = headless_app();
    app.insert_resource(against_computer(player, level));
    app
}

fn moves_played(world: &World) -> usize {
    world
        .get_resource::<tabletop::deblockle::session::DeblockleSession>()
        .map_or(0, |session| session.game.moves().len())
}

#[test]
fn the_computer_answers_a_move_and_undo_takes_both_back() {
    let mut app = against(Player::Teal, Level::Medium);
    start(&mut app, tabletop_rules::deblockle::Position::EXAMPLE_START);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    run_until(&mut app, "Teal answers", |world| moves_played(world) == 2);
    settle(&mut app);
    let game = &session(&app).game;
    assert_eq!(
        game.positions()[1].turn(),
        Player::Teal,
        "the answer is Teal's"
    );
    assert_eq!(game.position().turn(), Player::Gold);
    assert_blocks_match_the_rules(&mut app);

    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    assert_eq!(
        moves_played(app.world()),
        0,
        "the answer and the move are taken back"
    );
    assert_eq!(session(&app).game.position().turn(), Player::Gold);
    assert_blocks_match_the_rules(&mut app);
}

/// After an undo, stepping forward again replays the computer's own
/// answer: it does not think anew while there are moves to redo.
#[test]
fn redo_replays_the_computers_answer_instead_of_a_new_one() {
    let mut app = against(Player::Teal, Level::Easy);
    start(&mut app, tabletop_rules::deblockle::Position::EXAMPLE_START);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    run_until(&mut app, "Teal answers", |world| moves_played(world) == 2);
    settle(&mut app);
    let answered = session(&app).game.moves().to_vec();
    app.world_mut().write_message(DeblockleRequest::Undo);
    settle(&mut app);
    assert_eq!(moves_played(app.world()), 0);
    app.world_mut().write_message(DeblockleRequest::Redo);
    settle(&mut app);
    assert_eq!(moves_played(app.world()), 1);
    assert!(
        app.world().get_resource::<Thinking>().is_none(),
        "no thinking while its answer waits to be redone"
    );
    app.world_mut().write_message(DeblockleRequest::Redo);
    settle(&mut app);
    assert_eq!(session(&app).game.moves(), answered);
}

#[test]
fn the_computer_opens_when_it_moves_first_and_the_person_cannot_move_its_blocks() {
    let mut app = against(Player::Gold, Level::Easy);
    start(&mut app, tabletop_rules::deblockle::Position::EXAMPLE_START);
    assert!(
        app.world().get_resource::<Thinking>().is_some(),
        "it thinks at once"
    );
    app.world_mut().write_message(Pick::Square(sq("c1")));
    app.update();
    assert_eq!(*app.world().resource::<Selection>(), Selection::Idle);
    run_until(&mut app, "Gold opens", |world| moves_played(world) == 1);
    settle(&mut app);
    assert_eq!(session(&app).game.position().turn(), Player::Teal);
    assert!(
        app.world().get_resource::<Thinking>().is_none(),
        "it waits for Teal"
    );
}

#[test]
fn analysing_here_seats_people_at_every_side_and_playing_on_seats_the_computer_again() {
    let mut app = against(Player::Gold, Level::Hard);
    start(&mut app, tabletop_rules::deblockle::Position::EXAMPLE_START);
    assert!(app.world().get_resource::<Thinking>().is_some());
    app.world_mut().write_message(AnalyseHere);
    app.update();
    assert!(app.world().get_resource::<Thinking>().is_none());
    let seats = app.world().resource::<DeblockleSeats>();
    assert!(seats.all().iter().all(|seat| !seat.is_machine()));
    // Gold's move is the person's now: nobody plays it for them.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(moves_played(app.world()), 0);
    app.world_mut()
        .write_message(DeblockleRequest::Play(mv("c1N-d3")));
    settle(&mut app);
    assert_eq!(moves_played(app.world()), 1, "and no answer comes");

    // Playing on against the computer from here: Teal, to move, is the
    // person's; Gold the computer's again, at the level it played at.
    app.world_mut().write_message(PlayOnAgainstComputer);
    app.update();
    let seats = app.world().resource::<DeblockleSeats>();
    assert_eq!(seats.of(Player::Teal), &Seat::Person);
    assert_eq!(seats.of(Player::Gold), &Seat::Computer(Level::Hard));
    let teal_moves = session(&app).game.legal_moves();
    app.world_mut()
        .write_message(DeblockleRequest::Play(*teal_moves.first().expect("a move")));
    run_until(&mut app, "Gold answers", |world| moves_played(world) == 3);
}

#[test]
fn a_new_game_drops_the_thinking_about_the_old_one() {
    let mut app = against(Player::Gold, Level::Hard);
    app.init_resource::<Refusals>()
        .add_systems(Last, keep_refusals);
    start(&mut app, tabletop_rules::deblockle::Position::EXAMPLE_START);
    assert!(app.world().get_resource::<Thinking>().is_some());
    // Teal to move in the new game: the old game's move must not even be
    // asked for (the rules would refuse it, and say so).
    start(
        &mut app,
        "2tCL1tXH2/3*3/2tLS1tPC2/7/2gHC1gCS2/3*3/2gSC1gXL2 t",
    );
    run_until(&mut app, "the old thinking is dropped", |world| {
        world.get_resource::<Thinking>().is_none()
    });
    settle(&mut app);
    assert_eq!(moves_played(app.world()), 0);
    assert_eq!(app.world().resource::<Refusals>().0, Vec::<String>::new());
}

#[test]
fn the_computer_places_the_blocks_it_rolled() {
    let mut app = against(Player::Gold, Level::Hard);
    app.world_mut().write_message(DeblockleRequest::NewGame {
        rules: RulesOptions::default(),
        start: Start::Setup(SetupPlan {
            first: Player::Gold,
            seed: 3,
            placing: Placing::ByHand,
            animate: false,
        }),
    });
    // Gold (the computer) rolls and places Teal's blocks by itself.
    run_until(&mut app, "Teal places Gold's blocks", |world| {
        placing_for(world, Player::Teal)
    });
    // Teal (the person) puts Gold's blocks on their squares as rolled.
    let squares = starting_squares(Player::Gold, 4).expect("four blocks");
    for (block, &square) in squares.iter().enumerate() {
        app.world_mut()
            .write_message(SetupRequest::Place { block, square });
        settle(&mut app);
    }
    assert!(placement(&app).is_complete());
    app.world_mut().write_message(SetupRequest::Done);
    run_until(&mut app, "the game starts", |world| {
        world
            .get_resource::<tabletop::deblockle::session::DeblockleSession>()
            .is_some()
    });
    let setup = session(&app).game.setup().cloned().expect("a setup");
    // Hard put Teal's blocks as far from leaving as their rolled faces allow.
    let roll = tabletop_rules::deblockle::Roll {
        owner: Player::Teal,
        faces: setup.rolls.teal.clone(),
    };
    let turns = |placed: &[tabletop_rules::deblockle::PlacedBlock]| -> u32 {
        placed
            .iter()
            .filter_map(|b| {
                tabletop_rules::deblockle::turns_to_leave(Player::Teal, b.square, b.orientation)
            })
            .map(u32::from)
            .sum()
    };
    assert_eq!(turns(&setup.placements.teal), most_turns_to_leave(&roll));
}

/// The most turns Teal's rolled blocks can be kept from leaving, by brute
/// force over every way to put them on Teal's starting squares with their
/// rolled faces up (a second implementation of what Hard does).
fn most_turns_to_leave(roll: &tabletop_rules::deblockle::Roll) -> u32 {
    use tabletop_rules::deblockle::{Orientation, turns_to_leave};
    let count = u8::try_from(roll.faces.len()).expect("at most four blocks");
    let squares = starting_squares(roll.owner, count).expect("starting squares");
    let lyings: Vec<Vec<Orientation>> = roll
        .faces
        .iter()
        .map(|&face| {
            Orientation::ALL
                .into_iter()
                .filter(|o| o.top() == face)
                .collect()
        })
        .collect();
    // Every square order, then every lying of each block on its square.
    let mut best = 0;
    let mut order: Vec<usize> = (0..squares.len()).collect();
    permute(&mut order, 0, &mut |order| {
        let per_block: Vec<u32> = order
            .iter()
            .zip(&lyings)
            .map(|(&at, lyings)| {
                lyings
                    .iter()
                    .filter_map(|&lying| turns_to_leave(roll.owner, squares[at], lying))
                    .map(u32::from)
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        best = best.max(per_block.iter().sum());
    });
    best
}

/// Calls `visit` with every permutation of `items[from..]`.
fn permute(items: &mut Vec<usize>, from: usize, visit: &mut impl FnMut(&[usize])) {
    if from == items.len() {
        visit(items);
        return;
    }
    for i in from..items.len() {
        items.swap(from, i);
        permute(items, from + 1, visit);
        items.swap(from, i);
    }
}

/// Every random choice the app makes comes from one seeded stream: the
/// same seed, the same computer moves.
#[test]
fn a_seeded_run_plays_the_same_moves_again() {
    let opening = |seed| {
        let mut app = against(Player::Gold, Level::Easy);
        app.insert_resource(TableRng::seeded(seed));
        start(&mut app, tabletop_rules::deblockle::Position::EXAMPLE_START);
        run_until(&mut app, "Gold opens", |world| moves_played(world) == 1);
        session(&app).game.moves().to_vec()
    };
    let first = opening(21);
    assert_eq!(opening(21), first);
    let others: Vec<_> = (22..30).map(opening).collect();
    assert!(
        others.iter().any(|moves| *moves != first),
        "Easy's noise comes from the seed: {first:?} {others:?}"
    );
}
