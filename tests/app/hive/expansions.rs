//! The expansion bugs at the table: a Pillbug's throw chosen by picks (the
//! Pillbug, then the tile it can lift, then where), the thrown tile at rest
//! where the rules put it, and the rules' refusal when the other side tries
//! to move it at once.

use tabletop::hive::selection::{HivePick, HiveSelection};
use tabletop_rules::hive::{Hex, HiveGame, Move};

use super::{assert_tiles_match_the_rules, heard, listening_app, open, piece, session};
use crate::settle;

/// White to move: Black's Queen has stepped beside White's Pillbug (0,0)
/// to (1,-1) two turns ago; Black's Grasshopper (1,0) holds bA1 to the hive
/// and White's Queen (-1,0) holds White's Ants.
const QUEEN_BESIDE_PILLBUG: &str = "Base+P;InProgress;White[6];wP;bG1 wP-;wQ -wP;bQ bG1-;wA1 -wQ;bQ bG1/;wA2 -wA1;bQ wP/;wA3 -wA2;bA1 bG1-";

#[test]
fn a_pillbug_throw_is_picked_tile_by_tile_and_the_thrown_tile_rests() {
    let mut app = listening_app();
    open(
        &mut app,
        HiveGame::parse(QUEEN_BESIDE_PILLBUG).expect("a game string"),
    );
    app.world_mut().write_message(HivePick::Tile(piece("wP")));
    app.update();
    let selection = app.world().resource::<HiveSelection>().clone();
    assert_eq!(selection.piece, Some(piece("wP")));
    assert_eq!(selection.throwables, [piece("bQ")], "only the free Queen");
    app.world_mut().write_message(HivePick::Tile(piece("bQ")));
    app.update();
    let selection = app.world().resource::<HiveSelection>().clone();
    assert_eq!(selection.piece, Some(piece("bQ")));
    let mut ends: Vec<Hex> = selection
        .moves
        .iter()
        .filter_map(|&mv| match mv {
            Move::Move(_, to) => Some(to),
            _ => None,
        })
        .collect();
    ends.sort_unstable();
    // The Pillbug's empty neighbours.
    let hex = |q, r| Hex { q, r };
    assert_eq!(ends, [hex(-1, 1), hex(0, -1), hex(0, 1)]);
    app.world_mut().write_message(HivePick::Hex(hex(0, 1)));
    settle(&mut app);
    let game = &session(&app).game;
    assert_eq!(game.position().location(piece("bQ")), Some(hex(0, 1)));
    assert_eq!(game.position().last_moved(), Some(piece("bQ")));
    assert_tiles_match_the_rules(&mut app);
    // Black's Queen rests this turn: picking it says why.
    app.world_mut().write_message(HivePick::Tile(piece("bQ")));
    settle(&mut app);
    assert!(app.world().resource::<HiveSelection>().piece.is_none());
    assert!(
        heard(&app).iter().any(|h| h.contains("moved last turn")),
        "{:?}",
        heard(&app)
    );
}
