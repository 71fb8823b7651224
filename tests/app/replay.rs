//! Looking through a recorded game, headless: it opens at its start with
//! every move waiting for redo, steps forward and back with the animations,
//! jumps to the start, the end or any move, and a move of one's own plays
//! on from there.

use bevy::prelude::*;
use tabletop::deblockle::session::{DeblockleRequest, Start};
use tabletop::table::game::TableGame as _;
use tabletop::testing::headless_app;
use tabletop_rules::deblockle::{Game, Outcome, Player, RulesOptions};

use super::{ONE_EACH, ONE_EACH_GAME, assert_blocks_match_the_rules, mv, session, settle};

fn recorded() -> Game {
    let mut game = Game::new(
        RulesOptions::default(),
        ONE_EACH.parse().expect("a position"),
    );
    for text in ONE_EACH_GAME {
        game.play(mv(text)).expect("legal");
    }
    game
}

fn request(app: &mut App, request: DeblockleRequest) {
    app.world_mut().write_message(request);
    settle(app);
}

#[test]
fn a_record_opens_at_its_start_and_steps_jumps_and_plays_on() {
    let game = recorded();
    let mut app = headless_app();
    request(
        &mut app,
        DeblockleRequest::NewGame {
            rules: *game.rules(),
            start: Start::Replay(Box::new(game.clone())),
        },
    );
    assert!(session(&app).game.moves().is_empty());
    assert_eq!(session(&app).whole_line(), game.moves());
    assert_blocks_match_the_rules(&mut app);

    request(&mut app, DeblockleRequest::Redo);
    request(&mut app, DeblockleRequest::Redo);
    assert_eq!(session(&app).game.moves(), &game.moves()[..2]);
    request(&mut app, DeblockleRequest::Undo);
    assert_eq!(session(&app).game.moves(), &game.moves()[..1]);
    assert_blocks_match_the_rules(&mut app);

    request(&mut app, DeblockleRequest::JumpTo(ONE_EACH_GAME.len()));
    assert_eq!(
        session(&app).game.outcome(),
        Some(Outcome::Win(Player::Gold))
    );
    assert_blocks_match_the_rules(&mut app);
    request(&mut app, DeblockleRequest::JumpTo(3));
    assert_eq!(session(&app).game.moves(), &game.moves()[..3]);
    assert!(session(&app).can_redo());
    assert_blocks_match_the_rules(&mut app);

    // Teal plays something else at move 4: the rest of the record is gone.
    let other = session(&app)
        .game
        .legal_moves()
        .into_iter()
        .find(|&m| m != game.moves()[3])
        .expect("another move");
    request(&mut app, DeblockleRequest::Play(other));
    assert!(!session(&app).can_redo());
    assert_eq!(session(&app).whole_line().len(), 4);
    assert_blocks_match_the_rules(&mut app);
}
