//! Games and records: repetition, the move cap, undo, agreement, a loss
//! on time, who starts a rematch, and replaying records.

use tabletop_rules::concession::Concession;
use tabletop_rules::deblockle::{
    ByPlayer, DrawReason, Game, GameRecord, IllegalMove, Move, Outcome, Player, Position,
    RecordError, RulesOptions, Undone,
};

mod setups;

use setups::example_setup;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Gold b4 and Teal b7 show Cross up, Stop north (Hoops west, Slider east).
/// Each tips east (Hoops up) and hops one square on, then tips back west
/// (Cross up again) and hops home: four moves bring the position back.
const SHUTTLE: &str = "1tCP5/3*3/7/1gCP5/7/3*3/7 g";
const SHUTTLE_MOVES: [&str; 4] = ["b4E-d4", "b7E-d7", "d4W-b4", "d7W-b7"];

fn shuttle(game: &mut Game, times: usize) {
    for text in SHUTTLE_MOVES.iter().cycle().take(times) {
        game.play(mv(text))
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn the_third_repetition_is_a_draw_under_the_house_rule() {
    let start: Position = SHUTTLE.parse().unwrap();
    let mut game = Game::new(RulesOptions::default(), start);
    shuttle(&mut game, 4);
    assert_eq!(game.position(), &start);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    shuttle(&mut game, 4);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(
        game.rematch_first(),
        Player::Gold,
        "after a draw, as before"
    );
    assert_eq!(game.play(mv("b4E-d4")), Err(IllegalMove::GameOver));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn strict_rules_play_on_through_repetition() {
    let mut game = Game::new(RulesOptions::strict(), SHUTTLE.parse().unwrap());
    shuttle(&mut game, 12);
    assert_eq!(game.repetitions(), 4);
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_move_cap_draws() {
    let rules = RulesOptions {
        move_cap: Some(3),
        ..RulesOptions::strict()
    };
    let mut game = Game::new(rules, SHUTTLE.parse().unwrap());
    shuttle(&mut game, 2);
    assert_eq!(game.outcome(), None);
    game.play(mv("d4W-b4")).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::MoveCap)));
    assert_eq!(game.undo(), Some(Undone::Move(mv("d4W-b4"))));
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_draw_by_agreement_can_be_taken_back() {
    let mut game = Game::new(RulesOptions::default(), Position::example_start());
    game.play(mv("c1N-d3")).unwrap();
    game.agree_draw().unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.play(mv("c5N")), Err(IllegalMove::GameOver));
    assert_eq!(game.agree_draw(), Err(IllegalMove::GameOver));
    assert_eq!(game.undo(), Some(Undone::DrawAgreement));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.undo(), Some(Undone::Move(mv("c1N-d3"))));
    assert_eq!(game.position(), &Position::example_start());
    assert_eq!(game.undo(), None);
}

#[test]
fn an_illegal_move_leaves_the_game_unchanged() {
    let mut game = Game::new(RulesOptions::default(), Position::example_start());
    let before = game.clone();
    assert_eq!(game.play(mv("c1S")), Err(IllegalMove::TipOffBoard));
    assert_eq!(game, before);
}

fn record_of_shuttle() -> GameRecord {
    let mut game = Game::new(RulesOptions::default(), SHUTTLE.parse().unwrap());
    shuttle(&mut game, 8);
    GameRecord::from_game(&game)
}

#[test]
fn a_record_reads_as_ron() {
    let record = record_of_shuttle();
    let text = ron::ser::to_string_pretty(&record, ron::ser::PrettyConfig::default()).unwrap();
    assert!(
        text.contains("start: \"1tCP5/3*3/7/1gCP5/7/3*3/7 g\""),
        "{text}"
    );
    assert!(text.contains("\"b4E-d4\""), "{text}");
    assert!(text.contains("Draw(Repetition)"), "{text}");
    assert!(!text.contains("hints"), "none shown, none written: {text}");
    let read: GameRecord = ron::from_str(&text).unwrap();
    assert_eq!(
        read.replay().unwrap().outcome(),
        Some(Outcome::Draw(DrawReason::Repetition))
    );
}

#[test]
fn a_game_saves_as_its_record_and_loads_by_replaying_it() {
    let mut game = Game::from_setup(RulesOptions::default(), example_setup()).unwrap();
    game.play(mv("c1N-d3")).unwrap();
    game.count_hint();
    game.count_hint();
    game.agree_draw().unwrap();
    let text = ron::to_string(&game).unwrap();
    assert!(text.contains("\"c1N-d3\""), "{text}");
    assert!(text.contains("hints:2"), "the hints shown are kept: {text}");
    let loaded: Game = ron::from_str(&text).unwrap();
    assert_eq!(loaded, game);
    assert_eq!(loaded.hints(), 2);
    let tampered = text.replace("c1N-d3", "c1N-d4");
    let error = ron::from_str::<Game>(&tampered).unwrap_err().to_string();
    assert!(error.contains("move 1 (c1N-d4)"), "{error}");
}

#[test]
fn bad_records_are_refused_with_a_reason() {
    let mut newer = record_of_shuttle();
    newer.version = GameRecord::VERSION + 1;
    assert_eq!(
        newer.replay().unwrap_err(),
        RecordError::NewerVersion {
            found: GameRecord::VERSION + 1,
            supported: GameRecord::VERSION
        }
    );
    let mut illegal = record_of_shuttle();
    illegal.moves[2] = mv("d4W-a4");
    assert_eq!(
        illegal.replay().unwrap_err(),
        RecordError::IllegalMove {
            number: 3,
            mv: mv("d4W-a4"),
            reason: IllegalMove::CrossHopsOneSquare
        }
    );
    let mut wrong_result = record_of_shuttle();
    wrong_result.result = Some(Outcome::Win(Player::Gold));
    assert!(matches!(
        wrong_result.replay().unwrap_err(),
        RecordError::ResultMismatch { .. }
    ));
    let mut bad_start = record_of_shuttle();
    bad_start.start = "nonsense".into();
    assert!(matches!(
        bad_start.replay().unwrap_err(),
        RecordError::Start(_)
    ));
    let mut other_setup =
        GameRecord::from_game(&Game::from_setup(RulesOptions::default(), example_setup()).unwrap());
    other_setup.start = SHUTTLE.into();
    assert!(matches!(
        other_setup.replay().unwrap_err(),
        RecordError::StartDiffersFromSetup { .. }
    ));
    // Garbage and truncations are RON errors, not panics.
    let text = ron::to_string(&record_of_shuttle()).unwrap();
    for end in (0..text.len()).step_by(7) {
        if let Some(cut) = text.get(..end) {
            assert!(ron::from_str::<GameRecord>(cut).is_err());
        }
    }
    assert!(ron::from_str::<GameRecord>("(moves: [\"z9Q\"])").is_err());
}

#[test]
fn a_loss_on_time_ends_the_game_and_undo_takes_it_back_first() {
    let mut game = Game::new(RulesOptions::default(), Position::example_start());
    let first = game.legal_moves()[0];
    game.play(first).expect("legal");
    let teal = game.position().turn();
    game.time_out(teal).expect("an unfinished game");
    assert_eq!(game.outcome(), Some(Outcome::Win(teal.opponent())));
    // The winner starts a rematch, though the loser started this game.
    let mut lost_at_once = Game::new(RulesOptions::default(), Position::example_start());
    let starter = lost_at_once.position().turn();
    lost_at_once.time_out(starter).expect("an unfinished game");
    assert_eq!(lost_at_once.rematch_first(), starter.opponent());
    assert_eq!(game.timed_out(), Some(teal));
    assert!(game.time_out(teal.opponent()).is_err(), "already over");
    let next = game.position().legal_moves()[0];
    assert_eq!(game.play(next), Err(IllegalMove::GameOver));
    assert_eq!(game.undo(), Some(Undone::TimeOut));
    assert_eq!((game.outcome(), game.timed_out()), (None, None));
    assert_eq!(game.undo(), Some(Undone::Move(first)));
}

#[test]
fn a_resignation_ends_the_game_is_kept_in_its_record_and_undo_takes_it_back_first() {
    let mut game = Game::new(RulesOptions::default(), Position::example_start());
    let first = game.legal_moves()[0];
    game.play(first).expect("legal");
    let teal = game.position().turn();
    game.concede(teal.opponent(), Concession::Resigned)
        .expect("an unfinished game");
    assert_eq!(game.outcome(), Some(Outcome::Win(teal)), "out of turn too");
    assert_eq!(game.timed_out(), None, "not on time");
    assert!(game.concede(teal, Concession::Resigned).is_err(), "over");
    let record = GameRecord::from_game(&game);
    assert_eq!(
        (record.resigned, record.timed_out),
        (Some(teal.opponent()), None)
    );
    let text = ron::to_string(&record).expect("written");
    let read: GameRecord = ron::from_str(&text).expect("read");
    let replayed = read.replay().expect("it replays");
    assert_eq!(
        replayed.conceded(),
        Some((teal.opponent(), Concession::Resigned))
    );
    assert_eq!(game.undo(), Some(Undone::Resignation));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.undo(), Some(Undone::Move(first)));
}

#[test]
fn a_record_of_a_game_lost_on_time_replays_as_lost_on_time() {
    let mut game = Game::new(RulesOptions::default(), Position::example_start());
    game.play(game.legal_moves()[0]).expect("legal");
    let teal = game.position().turn();
    game.time_out(teal).expect("unfinished");
    let record = GameRecord::from_game(&game);
    assert_eq!(record.timed_out, Some(teal));
    let text = ron::to_string(&record).expect("written");
    let read: GameRecord = ron::from_str(&text).expect("read");
    let replayed = read.replay().expect("it replays");
    assert_eq!(replayed.timed_out(), Some(teal));
    assert_eq!(replayed.outcome(), Some(Outcome::Win(teal.opponent())));
    // Without the loss on time the recorded result is not what the moves give.
    let mut cut = read;
    cut.timed_out = None;
    assert!(matches!(
        cut.replay(),
        Err(RecordError::ResultMismatch { .. })
    ));
}

#[test]
fn a_record_without_a_setup_must_count_at_least_the_blocks_its_start_has() {
    let start = Position::example_start();
    let mut record = GameRecord::from_game(&Game::new(RulesOptions::default(), start));
    for blocks in [
        ByPlayer { gold: 0, teal: 0 },
        ByPlayer { gold: 1, teal: 4 },
        ByPlayer { gold: 4, teal: 5 },
    ] {
        record.rules.blocks = blocks;
        assert!(
            matches!(record.replay(), Err(RecordError::BlockCounts { .. })),
            "{blocks:?}"
        );
    }
    // A game from a position plays with the blocks it has, so its record
    // holds together even where the options said fewer.
    let fewer = RulesOptions {
        blocks: ByPlayer::both(1),
        ..RulesOptions::default()
    };
    let game = Game::new(fewer, start);
    assert_eq!(game.rules().blocks, ByPlayer::both(4));
    assert!(GameRecord::from_game(&game).replay().is_ok());
}
