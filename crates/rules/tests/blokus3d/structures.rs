//! The structures Blokus 3D is built on: files that say what is wrong,
//! the shipped ones, and a start none of them has.

use tabletop_rules::blokus3d::{Position, Seating, Structure, StructureError};

#[test]
fn a_malformed_structure_file_says_what_is_wrong() {
    assert!(matches!(
        Structure::parse("(version: 1, name: \"x\", players: 2"),
        Err(StructureError::Malformed(_))
    ));
    let bad_cell = "(version: 1, name: \"x\", players: 2, rows: [\"12x.......\", \
                    \"..........\", \"..........\", \"..........\", \"..........\", \
                    \"..........\", \"..........\", \"..........\", \"..........\", \
                    \"..........\"])";
    let error = Structure::parse(bad_cell).expect_err("a bad cell");
    assert_eq!(
        error,
        StructureError::Cell {
            row: 0,
            column: 2,
            found: 'x'
        }
    );
    assert!(error.to_string().contains("row 0, column 2"));
    assert!(matches!(
        Structure::parse("(version: 1, name: \"x\", players: 2, rows: [\"1\"])"),
        Err(StructureError::Size(_))
    ));
    assert!(matches!(
        Structure::parse("(version: 7, name: \"x\", players: 2, rows: [])"),
        Err(StructureError::Newer(7))
    ));
}

#[test]
fn every_shipped_structure_reads_and_has_room_for_the_cubes_in_play() {
    for letter in ['A', 'B', 'C', 'D'] {
        for players in 2..=4u8 {
            let structure = Structure::shipped(letter, players).expect("shipped");
            assert_eq!(structure.players(), players);
            // Each colour brings 40 cubes; the reconstructions hold them.
            assert!(
                structure.capacity() >= 40 * u32::from(players),
                "{letter}-{players}"
            );
        }
    }
}

#[test]
fn a_start_the_shipped_structures_lack_is_refused_in_words() {
    let three_with_two_colours = Seating {
        players: 3,
        two_colours_each: true,
    };
    let refused = Position::start('A', three_with_two_colours).expect_err("two colours seat two");
    assert_eq!(
        refused.to_string(),
        "no structure A for 3 players with two colours each (structures A to D; two colours each is for 2 players)"
    );
    let refused = Position::start('E', Seating::one_colour_each(2)).expect_err("no structure E");
    assert_eq!(refused.letter, 'E');
    assert!(Position::start('a', Seating::one_colour_each(2)).is_ok());
}
