//! Hive's UHP notation: the spec's example game string, where its marks put
//! the tiles, and every legal move written and read back the same along
//! random games.

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use tabletop_rules::concession::Concession;
use tabletop_rules::hive::{
    Colour, Hex, HiveGame, HiveIllegal, HiveNotationError, HiveOutcome, Piece, Position,
};

fn piece(name: &str) -> Piece {
    Piece::parse(name).expect("a piece")
}

#[test]
fn the_spec_s_example_game_string_places_each_tile_by_its_mark() {
    let game = HiveGame::parse("Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bG2 /bG1")
        .expect("a legal game");
    let position = game.position();
    let at = |name: &str| position.location(piece(name)).expect("in the hive");
    assert_eq!(at("wS1"), Hex::ORIGIN);
    // "-wS1": west of wS1; "wS1/": north-east of it; "/bG1": south-west of bG1.
    assert_eq!(at("bG1"), Hex { q: -1, r: 0 });
    assert_eq!(at("wA1"), Hex { q: 1, r: -1 });
    assert_eq!(at("bG2"), Hex { q: -2, r: 1 });
    assert_eq!(
        game.to_string(),
        "Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bG2 /bG1"
    );
}

#[test]
fn bad_strings_say_what_is_wrong() {
    assert!(matches!(
        Piece::parse("wQ1"),
        Err(HiveNotationError::BadPiece(_))
    ));
    assert!(matches!(
        Piece::parse("bA4"),
        Err(HiveNotationError::BadPiece(_))
    ));
    assert!(matches!(
        Piece::parse("xS1"),
        Err(HiveNotationError::BadPiece(_))
    ));
    let start = Position::new();
    // The tournament rule: no Queen on the first turn.
    assert!(matches!(
        start.parse_move("wQ"),
        Err(HiveNotationError::Illegal {
            reason: HiveIllegal::QueenOnFirstTurn,
            ..
        })
    ));
    let game = HiveGame::parse("Base;InProgress;Black[1];wS1").expect("a game");
    assert!(matches!(
        game.position().parse_move("bG1 -wA1"),
        Err(HiveNotationError::NotInHive(_))
    ));
    assert!(matches!(
        HiveGame::parse("Base+PLM;NotStarted;White[1]"),
        Err(HiveNotationError::BadGame(_))
    ));
}

#[test]
fn every_legal_move_reads_back_as_itself_along_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for game in 0..20 {
        // Half of them with every expansion: throws read back too.
        let game_type = if game % 2 == 0 { "Base" } else { "Base+MLP" };
        let mut position = HiveGame::parse(game_type)
            .expect("a game type")
            .position()
            .clone();
        for _ in 0..60 {
            let moves = position.legal_moves();
            let Some(&chosen) = moves.choose(&mut rng) else {
                break;
            };
            for &mv in &moves {
                let text = position.move_string(mv);
                assert_eq!(position.parse_move(&text), Ok(mv), "{text}");
            }
            position = position.play_unchecked(chosen);
        }
    }
}

#[test]
fn the_third_time_a_position_comes_back_is_a_draw() {
    // nokamute's "Draw by threefold repetition": the Queens step out and back.
    let text = "Base;InProgress;White[7];wS1;bB1 wS1-;wQ \\wS1;bQ bB1\\;wQ -wS1;bQ bB1-;wQ \\wS1;bQ bB1\\;wQ -wS1;bQ bB1-;wQ \\wS1;bQ bB1\\";
    let game = HiveGame::parse(text).expect("legal");
    assert_eq!(
        game.outcome(),
        Some(tabletop_rules::hive::HiveOutcome::Draw)
    );
    assert!(game.to_string().starts_with("Base;Draw;"));
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.draw_reason(),
        Some(tabletop_rules::hive::DrawReason::Repetition)
    );
    // One move earlier it is no draw yet.
    let mut before = game.clone();
    before.undo(1);
    assert_eq!((before.outcome(), before.draw_reason()), (None, None));
}

#[test]
fn a_loss_on_time_ends_the_game_and_undo_takes_it_back_with_the_move() {
    let mut game = HiveGame::parse("Base;InProgress;White[2];wS1;bG1 -wS1").expect("a game");
    game.time_out(Colour::White).expect("an unfinished game");
    assert_eq!(game.outcome(), Some(HiveOutcome::Win(Colour::Black)));
    assert_eq!(game.state(), "BlackWins");
    assert_eq!(game.timed_out(), Some(Colour::White));
    assert_eq!(game.draw_reason(), None, "a win is no draw");
    assert_eq!(game.time_out(Colour::Black), Err(HiveIllegal::GameOver));
    assert!(game.play("wQ -wS1").is_err(), "over");
    assert_eq!(game.undo(1), 1);
    assert_eq!(
        (game.outcome(), game.timed_out(), game.moves().len()),
        (None, None, 1)
    );
}

#[test]
fn a_resignation_ends_the_game_off_the_game_string_and_undo_takes_it_back() {
    let mut game = HiveGame::parse("Base;InProgress;White[2];wS1;bG1 -wS1").expect("a game");
    game.concede(Colour::Black, Concession::Resigned)
        .expect("an unfinished game");
    assert_eq!(game.outcome(), Some(HiveOutcome::Win(Colour::White)));
    assert_eq!(game.state(), "WhiteWins");
    assert_eq!(game.conceded(), Some((Colour::Black, Concession::Resigned)));
    assert_eq!(game.timed_out(), None, "not on time");
    assert_eq!(
        game.played_string(),
        "Base;InProgress;White[2];wS1;bG1 -wS1"
    );
    assert_eq!(game.undo(1), 1);
    assert_eq!((game.outcome(), game.conceded()), (None, None));
}

#[test]
fn a_game_strings_state_and_turn_must_be_what_its_moves_give() {
    let moves = "wS1;bG1 -wS1";
    for wrong in [
        format!("Base;Draw;White[2];{moves}"),
        format!("Base;WhiteWins;White[2];{moves}"),
        format!("Base;InProgress;White[99];{moves}"),
        format!("Base;InProgress;Black[2];{moves}"),
        format!("Base;NotStarted;White[1];{moves}"),
        "Base;InProgress;White[1]".to_owned(),
    ] {
        assert!(
            matches!(
                HiveGame::parse(&wrong),
                Err(HiveNotationError::Contradicts { .. })
            ),
            "{wrong}"
        );
    }
    let right = format!("Base;InProgress;White[2];{moves}");
    assert_eq!(
        HiveGame::parse(&right).map(|game| game.to_string()),
        Ok(right)
    );
    assert!(HiveGame::parse("Base+MLP").is_ok(), "a bare game type");
}

#[test]
fn a_tile_named_alone_after_the_first_move_is_told_where_is_missing() {
    let game = HiveGame::parse("Base;InProgress;Black[1];wS1").expect("a game");
    let error = game.position().parse_move("bG1").expect_err("where?");
    assert_eq!(error, HiveNotationError::WhereTo("bG1".into()));
    assert!(error.to_string().contains("like bG1 -wS1"), "{error}");
}
