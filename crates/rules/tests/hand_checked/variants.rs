//! The variants by hand: no_adjacent (every block of the mover, not just
//! the one that moves) and tip_without_hop, alone and together.

use super::*;

/// Gold d4 as in [`STOP_SLIDER_HOOPS`], with a Teal block on c5.
#[test]
fn no_adjacent_forbids_ending_next_to_an_opponent() {
    let notation = "7/3*3/2tCL4/3gCS3/7/3*3/7 g";
    // Standard rules: Stop on d5; the Slider on e4 to e7, e1, g4, a4; Hoops
    // on c4, which c5 now blocks, so c5 and c7 (only reached through c5)
    // are gone from its thirteen ends.
    let standard = [
        "d4N", "d4E-e7", "d4E-e1", "d4E-g4", "d4E-a4", "d4W-c1", "d4W-b2", "d4W-c3", "d4W-a3",
        "d4W-b4", "d4W-e3", "d4W-d4", "d4W-b6", "d4W-a5", "d4W-e5", "d4W-f4",
    ];
    assert_eq!(moves(&position(notation)), set(&standard));
    // With no_adjacent, d5 touches c5; no other end touches it (b4, d4 and
    // b6 touch it only diagonally, which is allowed).
    let variant = under(
        notation,
        MoveRules {
            no_adjacent: true,
            ..MoveRules::default()
        },
    );
    assert_eq!(moves(&variant), set(&standard[1..]));
    assert_eq!(reason(&variant, "d4N"), IllegalMove::EndsNextToOpponent);
}

/// The shared rules' hop rule 3: with no_adjacent and `stay` both on, a
/// tip whose every hop would end next to an opponent stands (when the turn
/// so ended obeys no_adjacent); under `forbid` it is refused.
#[test]
fn under_stay_a_tip_whose_every_hop_ends_next_to_an_opponent_stands() {
    let notation = "7/1gHC2tHP2/1gSL5/3tPHtHX2/1tXL5/7/7 g";
    let both = |tip_without_hop| {
        under(
            notation,
            MoveRules {
                no_adjacent: true,
                tip_without_hop,
            },
        )
    };
    let stay = both(TipWithoutHop::Stay);
    assert!(moves(&stay).contains("b5W"), "{:?}", moves(&stay));
    assert_eq!(stay.check("b5W".parse().expect("a move")), Ok(()));
    let after = stay.play("b5W".parse().expect("a move")).expect("legal");
    assert!(
        after
            .board()
            .block_at("a5".parse().expect("a square"))
            .is_some(),
        "it stays on a5"
    );
    let forbid = both(TipWithoutHop::Forbid);
    assert!(!moves(&forbid).iter().any(|mv| mv.starts_with("b5W")));
    assert!(forbid.check("b5W".parse().expect("a move")).is_err());
}

#[test]
fn no_adjacent_holds_every_block_not_just_the_one_that_moves() {
    // Gold c4 already touches Teal c5; Gold g1 cannot move, since the turn
    // would end with c4 still beside c5. Only c4 moving away is legal.
    let notation = "7/3*3/2tCL4/2gCS4/7/3*3/6gCS g";
    let variant = under(
        notation,
        MoveRules {
            no_adjacent: true,
            ..MoveRules::default()
        },
    );
    assert!(!moves(&variant).is_empty());
    assert!(moves(&variant).iter().all(|mv| mv.starts_with("c4")));
    // g1N (Stop up on g2) is fine by itself, but c4 would still touch c5.
    assert_eq!(reason(&variant, "g1N"), IllegalMove::EndsNextToOpponent);
    assert!(!moves(&variant).contains("c4E-d5"));
    assert!(moves(&variant).contains("c4E-d7"));
}

/// Gold a1 shows Star up, Hoops north (X west): tipping east puts the X on
/// b1, whose diagonals a2 and c2 hold Teal blocks; tipping north is blocked.
/// Gold's g7 block keeps Gold from being Deblockle'd.
const X_WITH_NOWHERE_TO_GO: &str = "6gCL/3*3/7/7/7/tCL1tCL*3/gSH6 g";

#[test]
fn a_tip_whose_hop_has_nowhere_to_go_is_illegal_by_default() {
    let p = position(X_WITH_NOWHERE_TO_GO);
    assert!(moves_starting(&p, "a1").is_empty());
    assert_eq!(reason(&p, "a1E"), IllegalMove::NowhereToHop(Face::X));
    assert_eq!(reason(&p, "a1N"), IllegalMove::SquareTaken(sq("a2")));
}

#[test]
fn tip_without_hop_stay_lets_the_tip_stand() {
    let p = under(
        X_WITH_NOWHERE_TO_GO,
        MoveRules {
            tip_without_hop: TipWithoutHop::Stay,
            ..MoveRules::default()
        },
    );
    assert_eq!(moves_starting(&p, "a1"), set(&["a1E"]));
    assert_eq!(reason(&p, "a1E-a2"), IllegalMove::StaysWithoutHop(Face::X));
    let after = p.play("a1E".parse().unwrap()).unwrap();
    let block = after
        .board()
        .block_at(sq("b1"))
        .expect("the block stays on b1");
    assert_eq!(block.orientation.top(), Face::X);
}
