//! The deeper endgame table on its shelf, headless: Hard sitting down has
//! it solved in the background and kept in the shelf's folder, and a later
//! run reads the kept file back instead of solving again. (The app shelves
//! two against one, minutes to solve; these tests shelve one each, which
//! takes the same path in seconds.)

use std::time::SystemTime;

use bevy::prelude::*;
use tabletop::deblockle::endgames::{EndgameShelf, Endgames};
use tabletop::deblockle::seats::against_computer;
use tabletop::testing::{headless_app, scratch_folder};
use tabletop_ai::Level;
use tabletop_ai::deblockle::{Endgame, SolvedEndgame};
use tabletop_rules::deblockle::{MoveRules, Player, Position};

use super::setup::run_until;
use super::start;

/// A game against Hard with `shelf`, run until Hard has the shelf's table.
fn hard_takes_up_the_shelf(shelf: &EndgameShelf) -> App {
    let mut app = headless_app();
    app.insert_resource(shelf.clone());
    app.insert_resource(against_computer(Player::Teal, Level::Hard));
    start(&mut app, Position::EXAMPLE_START);
    run_until(&mut app, "Hard has the shelved table", |world| {
        let tables = world
            .resource::<Endgames>()
            .tables_for(MoveRules::default());
        tables.two_against_one.is_some() && tables.one_each.is_some()
    });
    app
}

fn modified(path: &std::path::Path) -> SystemTime {
    let metadata = std::fs::metadata(path).expect("the table is kept");
    metadata.modified().expect("the file system keeps times")
}

#[test]
fn hard_has_its_shelved_table_solved_and_kept_and_a_later_run_reads_it_back() {
    let shelf = EndgameShelf::at(scratch_folder("shelf", "kept"), Endgame::OneEach);
    let path = shelf.path(MoveRules::default());
    let app = hard_takes_up_the_shelf(&shelf);
    assert!(app.world().resource::<Endgames>().building().is_none());
    let bytes = std::fs::read(&path).expect("the solved table is kept");
    let kept = SolvedEndgame::from_bytes(bytes, Endgame::OneEach, MoveRules::default())
        .expect("a table that checks out");
    assert!(kept.counts().is_some_and(|counts| counts.won > 0));
    let written = modified(&path);
    drop(app);

    drop(hard_takes_up_the_shelf(&shelf));
    assert_eq!(
        modified(&path),
        written,
        "read back, not solved and written again"
    );
    let _ = std::fs::remove_dir_all(path.parent().expect("a folder"));
}
