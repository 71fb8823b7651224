//! Every refusal and word the rules crate hands out has a text in every
//! language, with every value filled in.

use tabletop_i18n::{Arg, Explained, Language, Message, Words};
use tabletop_rules::blokus3d::{
    Colour as BlokusColour, PieceKind, PlacementError, Position as BlokusPosition, SetUpError,
};
use tabletop_rules::deblockle::{
    DrawReason, Face, IllegalMove, Outcome, ParsePlacedBlockError, PlacementTextError, Player,
    Position, SetupError, Square,
};
use tabletop_rules::hive::{
    Bug, Colour, Hex, HiveGame, HiveIllegal, HiveRules, HiveSetup, Piece,
    SetupError as HiveSetupError, read_record,
};

fn square(name: &str) -> Square {
    name.parse().expect("a square")
}

fn deblockle_messages() -> Vec<Message> {
    let face = Face::Cross;
    let player = Player::Gold;
    let c3 = square("c3");
    let refusals = [
        IllegalMove::GameOver,
        IllegalMove::NoBlock(c3),
        IllegalMove::NotYourBlock {
            square: c3,
            owner: Player::Teal,
        },
        IllegalMove::NoLegalMove(c3),
        IllegalMove::NotNextTo {
            from: c3,
            to: square("e5"),
        },
        IllegalMove::TipOffBoard,
        IllegalMove::SquareTaken(c3),
        IllegalMove::TipOntoHomeStar {
            star: square("d2"),
            target: square("d6"),
        },
        IllegalMove::TargetNeedsStarUp { top: face },
        IllegalMove::StarUpOffTarget,
        IllegalMove::HopAfterRemoval,
        IllegalMove::StopHasNoHop,
        IllegalMove::NowhereToHop(face),
        IllegalMove::StaysWithoutHop(face),
        IllegalMove::HopMissing {
            face,
            example: "c2N-c4".parse().expect("a move"),
        },
        IllegalMove::HopOntoStar(square("d6")),
        IllegalMove::CrossHopsOneSquare,
        IllegalMove::XHopsOneDiagonal,
        IllegalMove::SliderMustMove,
        IllegalMove::SliderStraightLine,
        IllegalMove::SliderPathBlocked,
        IllegalMove::SliderStopsEarly,
        IllegalMove::HoopsOddDistance,
        IllegalMove::HoopsNoPath,
        IllegalMove::EndsNextToOpponent,
    ];
    let setup = [
        SetupError::BlockCount { player, count: 0 },
        SetupError::RollCount {
            player,
            expected: 4,
            found: 3,
        },
        SetupError::PlacementCount {
            player,
            expected: 4,
            found: 1,
        },
        SetupError::NotAStartingSquare { player, square: c3 },
        SetupError::SquareUsedTwice(c3),
        SetupError::NoSuchBlock { player, block: 7 },
        SetupError::TopChanged {
            player,
            rolled: face,
            shown: Face::Stop,
        },
        SetupError::FaceNotRolled {
            player,
            square: c3,
            face,
        },
    ];
    let outcomes = [
        Outcome::Win(player),
        Outcome::Draw(DrawReason::NeitherCanMove),
        Outcome::Draw(DrawReason::Repetition),
        Outcome::Draw(DrawReason::MoveCap),
        Outcome::Draw(DrawReason::Agreement),
    ];
    let mut all: Vec<Message> = refusals.iter().map(Explained::message).collect();
    all.extend(setup.iter().map(Explained::message));
    all.push(PlacementTextError::Unreadable(ParsePlacedBlockError("c9".into())).message());
    all.extend(outcomes.iter().map(Explained::message));
    all.extend(Face::ALL.iter().map(Explained::message));
    all
}

fn hive_and_blokus_messages() -> Vec<Message> {
    let ant = Piece {
        colour: Colour::White,
        bug: Bug::Ant,
        number: 2,
    };
    let hive = [
        HiveIllegal::GameOver,
        HiveIllegal::PassWithMoves,
        HiveIllegal::NotYours(ant),
        HiveIllegal::OutOfOrder {
            piece: ant,
            next: Piece { number: 1, ..ant },
        },
        HiveIllegal::QueenOnFirstTurn,
        HiveIllegal::QueenDue,
        HiveIllegal::HexTaken(Hex::ORIGIN),
        HiveIllegal::MustTouchOwn,
        HiveIllegal::TouchesOther,
        HiveIllegal::MustTouchFirst,
        HiveIllegal::FirstTileElsewhere,
        HiveIllegal::QueenNotPlaced,
        HiveIllegal::NowhereToGo(ant),
        HiveIllegal::Covered(ant),
        HiveIllegal::Pinned(ant),
        HiveIllegal::CannotReach { bug: Bug::Spider },
        HiveIllegal::MovedLastTurn(ant),
        HiveIllegal::StackedNotThrown(ant),
    ];
    let blokus = [
        PlacementError::GameOver,
        PlacementError::NotInHand(PieceKind::D2),
        PlacementError::NoSuchOrientation {
            piece: PieceKind::D2,
            orientation: 9,
        },
        PlacementError::Outside,
        PlacementError::Overhang,
        PlacementError::TooHigh,
        PlacementError::FirstMustTouchAPiece,
        PlacementError::FirstMustTouchTheBoard,
        PlacementError::MustTouchOwnColour,
    ];
    // A position set up by hand that no game reaches.
    let hive_set_up = [
        HiveSetupError::HiveInParts,
        HiveSetupError::Climber(ant),
        HiveSetupError::NoQueen(Colour::Black),
        HiveSetupError::BlackFirst,
        HiveSetupError::WhiteNotPlayed,
        HiveSetupError::BlackNotPlayed,
        HiveSetupError::NotInGame(ant),
        HiveSetupError::OutOfReach,
    ];
    let blokus_set_up = [
        SetUpError::Apart(BlokusColour::Red),
        SetUpError::OffTheBoard(BlokusColour::Green),
        SetUpError::Scattered,
        SetUpError::TurnOrder,
    ];
    let mut all: Vec<Message> = hive.iter().map(Explained::message).collect();
    all.extend(blokus.iter().map(Explained::message));
    all.extend(hive_set_up.iter().map(Explained::message));
    all.extend(blokus_set_up.iter().map(Explained::message));
    all.extend(Bug::ALL.iter().map(Explained::message));
    all.extend(BlokusColour::ALL.iter().map(Explained::message));
    all.extend(
        [Colour::White, Colour::Black]
            .iter()
            .map(Explained::message),
    );
    all
}

#[test]
fn every_refusal_reads_in_every_language_with_its_values_filled_in() {
    let mut messages = deblockle_messages();
    messages.extend(hive_and_blokus_messages());
    for text in ["five", "0+0", "9999"] {
        let refusal = text.parse::<tabletop_rules::clock::TimeControl>();
        messages.push(refusal.expect_err("not a time control").message());
    }
    for language in Language::ALL {
        let words = Words::new(language);
        for message in &messages {
            let code = language.code();
            assert!(words.has(&message.key), "{code}: no {}", message.key);
            let text = words.say(message);
            assert!(!text.contains('{'), "{code}: {text}");
            for (_, value) in &message.args {
                if let Arg::Text(value) = value {
                    assert!(
                        text.contains(value.as_str()),
                        "{code}: {text} lacks {value}"
                    );
                }
            }
        }
    }
}

#[test]
fn english_refusals_read_as_the_rules_say_them() {
    let english = Words::new(Language::English);
    let pinned = HiveIllegal::Pinned(Piece {
        colour: Colour::White,
        bug: Bug::Ant,
        number: 3,
    });
    assert_eq!(
        english.say(&pinned.message()),
        "Moving wA3 would split the hive."
    );
    let star = IllegalMove::TargetNeedsStarUp { top: Face::Hoops };
    assert_eq!(
        english.say(&star.message()),
        "A block leaves the board only by landing Star-up on your target star; this tip would show the Hoops."
    );
}

/// Why each of these texts is not a position or a game.
fn unreadable_texts() -> Vec<Message> {
    let deblockle = [
        "",
        "3tHC3/3*3/7/7/7/3*3/3gLC3",
        "3tHC3/3*3/7/7/7/3*3/3gLC3 q",
        "3tHC3/3*3/7/7/7/3*3/3gLC3 g x",
        "3tHC3/3*3/7/7/7/3*3 g",
        "3tHC3/3*3/7/7/7/3*3/3gLC3/7 g",
        "3tHC4/3*3/7/7/7/3*3/3gLC3 g",
        "3tHC2/3*3/7/7/7/3*3/3gLC3 g",
        "3tHC3/3*3/0/7/7/3*3/3gLC3 g",
        "3?3/3*3/7/7/7/3*3/3gLC3 g",
        "*6/3*3/7/7/7/3*3/3gLC3 g",
        "3tH/3*3/7/7/7/3*3/3gLC3 g",
        "3tZC3/3*3/7/7/7/3*3/3gLC3 g",
        "3tSS3/3*3/7/7/7/3*3/3gLC3 g",
        "3tHC3/3tHC3/7/7/7/3*3/3gLC3 g",
        "7/3*3/7/7/7/3*3/7 g",
    ];
    let mut all: Vec<Message> = deblockle
        .iter()
        .map(|text| {
            let error = text.parse::<Position>().expect_err(text);
            error.message()
        })
        .collect();
    let hive = [
        "Base+Q;NotStarted;White[1]",
        "Base;NotStarted;White[1];wM",
        "Base;InProgress;White[2];zz",
        "Base;InProgress;White[2];wS1;bG1 -wS1 wS1",
        "Base;InProgress;White[2];wS1;bG1 -wA1",
        "Base;InProgress;White[1];wQ",
        "Base;InProgress;Black[2];wS1;bG1 -wS1;wS2",
        "Base;Draw;White[2];wS1;bG1 -wS1",
    ];
    all.extend(hive.iter().map(|text| {
        let error = HiveGame::parse(text).expect_err(text);
        error.message()
    }));
    // Records from other programs: an unknown format, an illegal move.
    for record in ["hello", "[GameType \"Base\"]\n\n1. wS1\n2. bG1 wS1"] {
        all.push(read_record(record).expect_err(record).message());
    }
    // A game begun at a position set up that no game reaches.
    let mut black_first = HiveSetup::new(HiveRules::STANDARD);
    let queen = Piece::parse("bQ").expect("a tile");
    black_first.put(queen, Hex::ORIGIN).expect("in the game");
    let game = HiveGame::parse_from("Base;NotStarted;White[1]", &black_first);
    all.push(game.expect_err("Black first").message());
    // A game begun at a position set up, asked for by other programs.
    let mut white_queen = HiveSetup::new(HiveRules::STANDARD);
    let queen = Piece::parse("wQ").expect("a tile");
    white_queen.put(queen, Hex::ORIGIN).expect("in the game");
    white_queen.to_move = Colour::Black;
    let game = HiveGame::from_position(white_queen.position().expect("reachable"));
    let refused = game.check_for_other_programs();
    all.push(refused.expect_err("begun at a set-up").message());
    let blokus = [
        "Z-9",
        "A-2; nonsense",
        "A-2; L4:0@9,9",
        "A-2; Q=D2:0@3,2",
        "A-2; turn=Y",
        "A-2; Q resigned",
    ];
    all.extend(blokus.iter().map(|text| {
        let error = BlokusPosition::parse(text).expect_err(text);
        error.message()
    }));
    all
}

#[test]
fn every_unreadable_position_or_game_says_why_in_every_language() {
    let messages = unreadable_texts();
    let mut keys: Vec<String> = messages
        .iter()
        .map(
            |message| match message.args.iter().find(|(name, _)| *name == "reason") {
                Some((_, Arg::Message(reason))) => format!("{} {}", message.key, reason.key),
                _ => message.key.to_string(),
            },
        )
        .collect();
    keys.sort();
    keys.dedup();
    assert_eq!(
        keys.len(),
        messages.len(),
        "each text a reason of its own: {keys:?}"
    );
    for language in Language::ALL {
        let words = Words::new(language);
        for message in &messages {
            let text = words.say(message);
            let code = language.code();
            assert!(!text.contains('{') && !text.is_empty(), "{code}: {text}");
            assert!(words.has(&message.key), "{code}: no {}", message.key);
        }
    }
    let english = Words::new(Language::English);
    let on_star = "3tHC3/3tHC3/7/7/7/3*3/3gLC3 g".parse::<Position>();
    assert_eq!(
        english.say(&on_star.expect_err("a block on d6").message()),
        "Character 8: A block may not stand on the star at d6."
    );
}
