//! Notation: canonical strings survive parse-then-format unchanged, and
//! malformed input gets an error that names what and where — never a panic.

use proptest::prelude::*;
use tabletop_rules::deblockle::{
    BoardError, Face, FaceLetter, Move, ParseMoveError, ParsePositionError, Player, Position,
    PositionError, Square,
};

#[test]
fn canonical_positions_round_trip() {
    for text in [
        Position::EXAMPLE_START,
        "7/3*3/7/7/7/3*3/3gCLtCPgCPtCP g",
        "6tCL/3*3/7/3gCS3/7/3*3/7 t",
        "tSCtPLtCLtXH3/3*3/7/7/7/3*3/3gHSgLPgSLgPC t",
        "7/3*3/7/7/7/3*3/gCL6 g",
    ] {
        let position: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(position.to_string(), text);
    }
}

#[test]
fn a_star_may_be_folded_into_a_digit_run() {
    let folded: Position = "2tCL1tXH2/7/2tLS1tPC2/7/2gHC1gCS2/7/2gSC1gXL2 g"
        .parse()
        .unwrap();
    assert_eq!(folded.to_string(), Position::EXAMPLE_START);
}

#[test]
fn canonical_moves_round_trip() {
    for text in ["c1N-d3", "e3N", "d5N", "a1E-g1", "g7W-a7"] {
        let mv: Move = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
    }
    let forgiving: Move = "  C1n-D3 ".parse().unwrap();
    assert_eq!(forgiving.to_string(), "c1N-d3");
}

fn parse(text: &str) -> ParsePositionError {
    text.parse::<Position>().expect_err(text)
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn position_errors_say_what_and_where() {
    use ParsePositionError::*;
    assert_eq!(parse(""), Empty);
    assert_eq!(parse("   "), Empty);
    assert_eq!(
        parse("8/3*3/7/7/7/3*3/gCL6 g"),
        RankTooLong { column: 1, rank: 7 }
    );
    assert_eq!(parse("0/3*3/7/7/7/3*3/gCL6 g"), ZeroDigit { column: 1 });
    assert_eq!(
        parse("6/3*3/7/7/7/3*3/gCL6 g"),
        RankTooShort {
            column: 2,
            rank: 7,
            squares: 6
        }
    );
    assert_eq!(parse("7/3*3/7/7/7/3*3 g"), TooFewRanks { found: 6 });
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/gCL6/7 g"),
        TooManyRanks { column: 21 }
    );
    assert_eq!(
        parse("*6/3*3/7/7/7/3*3/gCL6 g"),
        StarOffStar {
            column: 1,
            square: sq("a7")
        }
    );
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/gZL6 g"),
        BadFace {
            column: 18,
            square: sq("a1"),
            letter: FaceLetter::Top,
            found: 'Z'
        }
    );
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/6gC g"),
        MissingFace {
            column: 20,
            square: sq("g1"),
            letter: FaceLetter::North
        }
    );
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/gSP6 g"),
        FacesNotAdjacent {
            column: 17,
            square: sq("a1"),
            top: Face::Star,
            north: Face::Stop
        }
    );
    assert_eq!(
        parse("7/3gCL3/7/7/7/3*3/gCL6 g"),
        Board {
            column: 4,
            error: BoardError::BlockOnStar(sq("d6"))
        }
    );
    assert_eq!(
        parse("gCLgCLgCLgCLgCL2/3*3/7/7/7/3*3/tCL6 g"),
        Board {
            column: 13,
            error: BoardError::TooManyBlocks(Player::Gold)
        }
    );
    assert_eq!(parse("7/3*3/7/7/7/3*3/gCL6"), MissingTurn);
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/gCL6 x"),
        BadTurn {
            column: 22,
            found: 'x'
        }
    );
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/gCL6 g extra"),
        TrailingText { column: 24 }
    );
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/7 g"),
        Position(PositionError::NoBlocks)
    );
    assert_eq!(
        parse("7/3*3/7/7/7/3*3/?CL6 g"),
        UnexpectedChar {
            column: 17,
            found: '?'
        }
    );
    // Messages read as sentences and carry the place.
    let message = parse("7/3*3/7/7/7/3*3/gSP6 g").to_string();
    assert!(message.starts_with("column 17:"), "{message}");
    assert!(
        message.contains("Star") && message.contains("Stop"),
        "{message}"
    );
}

#[test]
fn move_errors_say_what_and_where() {
    let parse = |text: &str| text.parse::<Move>().expect_err(text);
    assert_eq!(parse(""), ParseMoveError::Empty);
    assert_eq!(parse("h1N"), ParseMoveError::BadSquare { column: 1 });
    assert_eq!(parse("c8N"), ParseMoveError::BadSquare { column: 1 });
    assert_eq!(parse("c1"), ParseMoveError::MissingDirection);
    assert_eq!(
        parse("c1Q"),
        ParseMoveError::BadDirection {
            column: 3,
            found: 'Q'
        }
    );
    assert_eq!(
        parse("c1Nxd3"),
        ParseMoveError::ExpectedDash {
            column: 4,
            found: 'x'
        }
    );
    assert_eq!(parse("c1N-"), ParseMoveError::BadSquare { column: 0 });
    assert_eq!(parse("c1N-z9"), ParseMoveError::BadSquare { column: 5 });
    assert_eq!(
        parse("c1N-d3 e3N"),
        ParseMoveError::TrailingText { column: 8 }
    );
}

proptest! {
    #[test]
    fn no_input_makes_the_parsers_panic(text in "\\PC{0,80}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Move>();
        let _ = text.parse::<Square>();
    }

    #[test]
    fn near_miss_positions_never_panic(
        text in "[1-8*/gtSPCXLHx ]{0,60}"
    ) {
        let _ = text.parse::<Position>();
    }
}
