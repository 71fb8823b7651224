//! Why a piece cannot move at all, as the rules say it: hand-checked
//! positions where the block or tile is missing, the opponent's, or has
//! nowhere to go, and tips that are not to a neighbouring square.

use tabletop_rules::deblockle::{Direction, IllegalMove, Player, Position, Square, tip_onto};

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// Gold's block in the a1 corner is hemmed in by Teal's on a2 and b1 (its
/// other tips would leave the board); Gold's g7 block can move, so Gold is
/// to move and the turn does not pass.
const HEMMED_IN: &str = "6gPC/3*3/7/7/7/tPC2*3/gPCtPC5 g";

#[test]
fn a_block_that_cannot_move_says_why() {
    let position: Position = HEMMED_IN.parse().expect("a position");
    assert_eq!(position.turn(), Player::Gold);
    assert_eq!(
        position.why_immobile(sq("a1")),
        Some(IllegalMove::NoLegalMove(sq("a1")))
    );
    assert_eq!(
        position.why_immobile(sq("g7")),
        None,
        "it tips west or south"
    );
    assert_eq!(
        position.why_immobile(sq("b1")),
        Some(IllegalMove::NotYourBlock {
            square: sq("b1"),
            owner: Player::Teal
        })
    );
    assert_eq!(
        position.why_immobile(sq("c4")),
        Some(IllegalMove::NoBlock(sq("c4")))
    );
    // Exactly the blocks the legal moves start from are the movable ones.
    for square in Square::ALL {
        let moves_from = position.legal_moves().iter().any(|mv| mv.from == square);
        assert_eq!(
            position.why_immobile(square).is_none(),
            moves_from,
            "{square}"
        );
    }
}

#[test]
fn a_tip_goes_to_a_neighbouring_square_only() {
    assert_eq!(tip_onto(sq("c1"), sq("c2")), Ok(Direction::North));
    assert_eq!(tip_onto(sq("c2"), sq("c1")), Ok(Direction::South));
    assert_eq!(tip_onto(sq("c2"), sq("d2")), Ok(Direction::East));
    assert_eq!(tip_onto(sq("c2"), sq("b2")), Ok(Direction::West));
    for far in ["c3", "d3", "a1", "c1"] {
        assert_eq!(
            tip_onto(sq("c1"), sq(far)),
            Err(IllegalMove::NotNextTo {
                from: sq("c1"),
                to: sq(far)
            }),
            "{far}"
        );
    }
}

mod hive {
    use tabletop_rules::hive::{HiveGame, HiveIllegal, Move, Piece, Position};

    fn piece(name: &str) -> Piece {
        Piece::parse(name).expect("a piece")
    }

    fn position(game: &str) -> Position {
        HiveGame::parse(game).expect("a game").position().clone()
    }

    #[test]
    fn a_tile_that_cannot_be_played_says_why() {
        // White to move on its third turn, its Queen still in hand.
        let p = position("Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ /bG1");
        assert_eq!(
            p.why_immobile(piece("wS1")),
            Some(HiveIllegal::QueenNotPlaced)
        );
        assert_eq!(
            p.why_immobile(piece("bG1")),
            Some(HiveIllegal::NotYours(piece("bG1")))
        );
        assert_eq!(p.why_immobile(piece("wQ")), None, "the Queen may come in");
        assert_eq!(
            p.why_immobile(piece("wA2")),
            None,
            "the next Ant may come in"
        );
        assert_eq!(
            p.why_immobile(piece("wA3")),
            Some(HiveIllegal::OutOfOrder {
                piece: piece("wA3"),
                next: piece("wA2")
            })
        );
        // A line wQ wG1 bG1 bQ, White to move: its Grasshopper holds the
        // hive together, its Queen at the end may walk.
        let line = position("Base;InProgress;White[3];wG1;bG1 wG1-;wQ -wG1;bQ bG1-");
        assert_eq!(
            line.why_immobile(piece("wG1")),
            Some(HiveIllegal::Pinned(piece("wG1")))
        );
        assert_eq!(line.why_immobile(piece("wQ")), None);
    }

    #[test]
    fn a_tile_is_immobile_exactly_when_no_legal_move_plays_it() {
        // Random games from the start (a fixed xorshift stream).
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            usize::try_from(state % n as u64).expect("small")
        };
        for _ in 0..40 {
            let mut p = Position::starting(Default::default());
            for _ in 0..30 {
                for piece in Piece::all() {
                    let plays = p
                        .legal_moves()
                        .into_iter()
                        .any(|mv| matches!(mv, Move::Place(q, _) | Move::Move(q, _) if q == piece));
                    let reason = p.why_immobile(piece);
                    assert_eq!(reason.is_none(), plays, "{piece}: {reason:?}");
                    if piece.colour != p.to_move() && p.outcome().is_none() {
                        assert!(plays || reason == Some(HiveIllegal::NotYours(piece)));
                    }
                }
                let moves = p.legal_moves();
                if p.outcome().is_some() || moves.is_empty() {
                    break;
                }
                p = p.play_unchecked(moves[next(moves.len())]);
            }
        }
    }
}

mod blokus3d {
    use tabletop_rules::blokus3d::{PieceKind, Placement, PlacementError, Position, SIDE, Seating};

    /// Every placement of `piece` as turned that `check` accepts, square by
    /// square.
    fn spots_by_checking(position: &Position, piece: PieceKind, orientation: u8) -> Vec<Placement> {
        let mut spots = Vec::new();
        for y in 0..SIDE as u8 {
            for x in 0..SIDE as u8 {
                let placement = Placement {
                    piece,
                    orientation,
                    x,
                    y,
                };
                if position.check(placement).is_ok() {
                    spots.push(placement);
                }
            }
        }
        spots
    }

    #[test]
    fn the_legal_spots_of_a_piece_as_held_are_those_check_accepts() {
        let mut position = Position::start('D', Seating::one_colour_each(3)).expect("the Pyramid");
        for round in 0..6 {
            for piece in PieceKind::ALL {
                for orientation in 0..piece.orientations().len() as u8 {
                    let mut spots = position.legal_spots(piece, orientation);
                    spots.sort_by_key(|p| (p.y, p.x));
                    assert_eq!(
                        spots,
                        spots_by_checking(&position, piece, orientation),
                        "round {round}: {piece} turned {orientation}"
                    );
                }
            }
            let placements = position.legal_placements();
            let Some(&first) = placements.get(round * 7 % placements.len().max(1)) else {
                break;
            };
            position.place(first).expect("legal");
        }
    }

    #[test]
    fn a_piece_not_in_hand_cannot_be_taken_up() {
        let mut position = Position::start('A', Seating::one_colour_each(2)).expect("the Tower");
        let first = position.legal_placements()[0];
        assert_eq!(position.check_in_hand(first.piece), Ok(()));
        position.place(first).expect("legal");
        // Blue placed it; now the other player holds all eleven, and once
        // Blue is to move again, that piece is gone from Blue's hand.
        assert_eq!(position.check_in_hand(first.piece), Ok(()));
        let reply = position.legal_placements()[0];
        position.place(reply).expect("legal");
        assert_eq!(
            position.check_in_hand(first.piece),
            Err(PlacementError::NotInHand(first.piece))
        );
    }
}
