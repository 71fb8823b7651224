//! Blokus 3D's rules on hand-built positions: orientation counts, support,
//! height, contact, elimination, scoring, notation, and structure files.

mod structures;

use tabletop_rules::blokus3d::{
    Colour, Cube, PieceKind, Placement, PlacementError, Position, PositionParseError, Seating,
    Structure,
};
use tabletop_rules::concession::Concession;

/// The orientation of `piece` whose cubes are `cubes` (sorted, from 0).
fn orientation(piece: PieceKind, cubes: &[Cube]) -> u8 {
    let mut wanted = cubes.to_vec();
    wanted.sort_unstable();
    piece
        .orientations()
        .iter()
        .position(|shape| shape.cubes() == wanted.as_slice())
        .expect("an orientation of the piece") as u8
}

fn at(piece: PieceKind, cubes: &[Cube], x: u8, y: u8) -> Placement {
    Placement {
        piece,
        orientation: orientation(piece, cubes),
        x,
        y,
    }
}

const FLAT_D2_X: &[Cube] = &[[0, 0, 0], [1, 0, 0]];
const UPRIGHT_D2: &[Cube] = &[[0, 0, 0], [0, 0, 1]];
const FLAT_I3_X: &[Cube] = &[[0, 0, 0], [1, 0, 0], [2, 0, 0]];
const UPRIGHT_I4: &[Cube] = &[[0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 0, 3]];

fn two_player_tower() -> Position {
    Position::start('A', Seating::one_colour_each(2)).expect("the shipped Tower")
}

#[test]
fn each_piece_has_its_number_of_proper_rotations() {
    let expected = [
        (PieceKind::D2, 3),
        (PieceKind::I3, 3),
        (PieceKind::V3, 12),
        (PieceKind::I4, 3),
        (PieceKind::O4, 3),
        (PieceKind::T4, 12),
        (PieceKind::L4, 24),
        (PieceKind::S4, 12),
        (PieceKind::Y4, 8),
        (PieceKind::H4R, 12),
        (PieceKind::H4L, 12),
    ];
    for (piece, count) in expected {
        assert_eq!(piece.orientations().len(), count, "{piece}");
    }
    let total: usize = PieceKind::ALL.iter().map(|p| p.orientations().len()).sum();
    assert_eq!(total, 104);
    // The screws are mirror images: no rotation turns one into the other.
    let mirrored: Vec<Vec<Cube>> = PieceKind::H4R
        .orientations()
        .iter()
        .map(|shape| {
            let mut cubes: Vec<Cube> = shape.cubes().iter().map(|c| [-c[0], c[1], c[2]]).collect();
            let low = cubes.iter().map(|c| c[0]).min().unwrap_or(0);
            cubes.iter_mut().for_each(|c| c[0] -= low);
            cubes.sort_unstable();
            cubes
        })
        .collect();
    for shape in PieceKind::H4L.orientations() {
        assert!(mirrored.contains(&shape.cubes().to_vec()));
    }
    for shape in PieceKind::H4R.orientations() {
        assert!(!PieceKind::H4L.orientations().contains(shape));
    }
}

#[test]
fn the_first_domino_fits_the_tower_51_ways() {
    // The Tower for 2 is 4 wide (x 3–6), 5 deep (y 2–6), 4 high: a domino
    // lies along x in 3 × 5 ways, along y in 4 × 4, or stands in 20 squares.
    let dominoes = two_player_tower()
        .legal_placements()
        .into_iter()
        .filter(|p| p.piece == PieceKind::D2)
        .count();
    assert_eq!(dominoes, 15 + 16 + 20);
}

#[test]
fn cubes_rest_on_something_and_stay_within_the_structure() {
    let mut position = two_player_tower();
    position
        .place(at(PieceKind::I3, FLAT_I3_X, 3, 2))
        .expect("Blue's first");
    // Yellow's domino from (5,2) to (6,2): (5,2) is 1 high, (6,2) empty.
    assert_eq!(
        position.check(at(PieceKind::D2, FLAT_D2_X, 5, 2)),
        Err(PlacementError::Overhang)
    );
    assert_eq!(
        position.check(at(PieceKind::D2, FLAT_D2_X, 1, 2)),
        Err(PlacementError::Outside)
    );
    // On top of Blue's I3: touches a piece, but not the board.
    assert_eq!(
        position.check(at(PieceKind::D2, FLAT_D2_X, 3, 2)),
        Err(PlacementError::FirstMustTouchTheBoard)
    );
    assert_eq!(
        position.check(at(PieceKind::D2, FLAT_D2_X, 3, 5)),
        Err(PlacementError::FirstMustTouchAPiece)
    );
    // Beside it on the board: fine, resting at height 0.
    assert_eq!(position.check(at(PieceKind::D2, FLAT_D2_X, 3, 3)), Ok(0));
    position
        .place(at(PieceKind::D2, FLAT_D2_X, 3, 3))
        .expect("Yellow's first");
    // Blue again: an upright I4 on (6,6) touches no blue cube.
    assert_eq!(
        position.check(at(PieceKind::I4, UPRIGHT_I4, 6, 6)),
        Err(PlacementError::MustTouchOwnColour)
    );
    // Standing on Blue's I3 at (3,2): z 1–4, but the limit is 4 (z 0–3).
    assert_eq!(
        position.check(at(PieceKind::I4, UPRIGHT_I4, 3, 2)),
        Err(PlacementError::TooHigh)
    );
    // An upright domino on (5,2) stands on Blue: z 1–2, touching Blue below.
    assert_eq!(position.check(at(PieceKind::D2, UPRIGHT_D2, 5, 2)), Ok(1));
    assert_eq!(
        position.check(at(PieceKind::I3, FLAT_I3_X, 3, 2)),
        Err(PlacementError::NotInHand(PieceKind::I3))
    );
}

/// A structure of `row` (one row of digits, the rest outside) for 2 players.
fn row_structure(row: &str) -> Structure {
    let mut rows = vec![format!("{row:.<10}")];
    rows.extend(std::iter::repeat_n("..........".to_owned(), 9));
    let rows: Vec<String> = rows.into_iter().map(|r| format!("\"{r}\"")).collect();
    Structure::parse(&format!(
        "(version: 1, name: \"test\", players: 2, rows: [{}])",
        rows.join(", ")
    ))
    .expect("a structure")
}

#[test]
fn a_player_who_cannot_place_is_out_and_the_game_ends_when_nobody_can() {
    // Three squares, 2 high. Blue lays a domino on the first two; Yellow
    // stands one on the third, against Blue. Blue's other pieces (3 or 4
    // cubes) cannot fit on 2 squares nor straddle the third (2 high), and
    // Yellow has no room left: both are out.
    let mut position = Position::on(row_structure("222"), 'T', Seating::one_colour_each(2));
    position
        .place(at(PieceKind::D2, FLAT_D2_X, 0, 0))
        .expect("Blue");
    position
        .place(at(PieceKind::D2, UPRIGHT_D2, 2, 0))
        .expect("Yellow");
    assert!(position.is_out(0) && position.is_out(1));
    assert!(position.is_over());
    assert!(position.legal_placements().is_empty());
    assert_eq!(
        position.check(at(PieceKind::I3, FLAT_I3_X, 0, 0)),
        Err(PlacementError::GameOver)
    );
    // From above: two blue squares, one yellow; ten pieces left each.
    assert_eq!(position.colour_scores(), [2 - 10, 1 - 10]);
    assert_eq!(position.winners(), [0]);
}

#[test]
fn a_seat_that_cannot_place_is_skipped_for_good() {
    // Two squares, 1 high: Blue's domino fills them; Yellow is out at once,
    // and so is Blue (no room), before anyone else moves.
    let mut position = Position::on(row_structure("11"), 'T', Seating::one_colour_each(2));
    position
        .place(at(PieceKind::D2, FLAT_D2_X, 0, 0))
        .expect("Blue");
    assert!(position.is_over());
    assert_eq!(position.colour_scores(), [2 - 10, -11]);
    assert_eq!(position.top(0, 0), Some(Colour::Blue));
}

#[test]
fn tied_players_share_the_win_and_two_colours_count_the_better() {
    // Four squares, 1 high, two players with two colours each: Blue and Red
    // are player 0, Yellow and Green player 1. Blue lays a domino on (0,0)
    // and (1,0); Yellow one on (2,0)–(3,0), touching it; nothing else fits.
    let mut position = Position::on(
        row_structure("1111"),
        'T',
        Seating {
            players: 2,
            two_colours_each: true,
        },
    );
    position
        .place(at(PieceKind::D2, FLAT_D2_X, 0, 0))
        .expect("Blue");
    position
        .place(at(PieceKind::D2, FLAT_D2_X, 2, 0))
        .expect("Yellow");
    assert!(position.is_over());
    assert_eq!(position.colour_scores(), [2 - 10, 2 - 10, -11, -11]);
    assert_eq!(position.player_scores(), [-8, -8]);
    assert_eq!(position.winners(), [0, 1]);
}

#[test]
fn positions_write_and_read_back_through_text_and_serde() {
    let mut position = two_player_tower();
    position
        .place(at(PieceKind::I3, FLAT_I3_X, 3, 2))
        .expect("Blue");
    position
        .place(at(PieceKind::D2, FLAT_D2_X, 3, 3))
        .expect("Yellow");
    let text = position.to_string();
    assert!(text.starts_with("A-2; I3:"), "{text}");
    assert_eq!(Position::parse(&text), Ok(position.clone()));
    let ron = ron::to_string(&position).expect("serialises");
    // A position file holds either form.
    assert_eq!(Position::parse_file(&ron), Ok(position.clone()));
    assert_eq!(
        Position::parse_file(&format!("  {text}\n")),
        Ok(position.clone())
    );
    assert_eq!(
        ron::from_str::<Position>(&ron).expect("reads back"),
        position
    );
    for placement in position.history() {
        assert_eq!(placement.to_string().parse::<Placement>(), Ok(*placement));
    }
    assert!(
        Position::parse("A-2; D2:0@0,0").is_err(),
        "outside the Tower"
    );
    assert!(Position::parse("Z-2").is_err());
    assert!(Position::parse("A-2; nonsense").is_err());
    assert!(
        "L4:99@1,1".parse::<Placement>().is_ok(),
        "well written, if illegal"
    );
}

#[test]
fn before_last_takes_back_one_placement_at_a_time() {
    use rand::SeedableRng;
    let mut random = rand::rngs::StdRng::seed_from_u64(9);
    let start = Position::start('B', Seating::one_colour_each(3)).expect("a structure");
    let mut line = vec![start.clone()];
    while let Some(placement) = line[line.len() - 1].random_placement(&mut random) {
        let mut next = line[line.len() - 1].clone();
        next.place(placement).expect("legal");
        line.push(next);
        if line.len() > 12 {
            break;
        }
    }
    assert!(line.len() > 5);
    for window in line.windows(2) {
        let (before, placement) = window[1].before_last().expect("a placement to take back");
        assert_eq!(before, window[0]);
        assert_eq!(Some(&placement), window[1].history().last());
    }
    assert!(start.before_last().is_none());
}

#[test]
fn a_piece_lands_on_the_highest_column_under_it_legal_or_not() {
    // The tower: I3 lying along x at (3,2) on the bare board lands at 0;
    // a second bar across it lands on it (level 1), and a bar hanging off
    // the structure still lands where its cubes meet the columns.
    let mut position = Position::start('A', Seating::one_colour_each(2)).expect("the tower");
    let along_x = orientation(PieceKind::I3, &[[0, 0, 0], [1, 0, 0], [2, 0, 0]]);
    let along_y = orientation(PieceKind::I3, &[[0, 0, 0], [0, 1, 0], [0, 2, 0]]);
    let bar = |orientation, x, y| Placement {
        piece: PieceKind::I3,
        orientation,
        x,
        y,
    };
    assert_eq!(position.landing_level(bar(along_x, 3, 2)), 0);
    assert_eq!(position.check(bar(along_x, 3, 2)), Ok(0));
    position.place(bar(along_x, 3, 2)).expect("legal");
    // Worked out by hand: its middle cube is over the first bar's (4,2).
    assert_eq!(position.landing_level(bar(along_y, 4, 1)), 1);
    assert_eq!(position.landing_level(bar(along_x, 0, 0)), 0);
}

#[test]
fn a_colour_out_of_time_is_out_and_the_turn_passes_on() {
    let mut position = Position::start('A', Seating::one_colour_each(3)).expect("a structure");
    assert_eq!(position.seat_to_move(), 0);
    assert!(position.time_out(0));
    assert!(position.is_out(0) && !position.is_over());
    assert_eq!(position.seat_to_move(), 1);
    assert!(!position.time_out(0), "out already");
    assert!(position.time_out(2), "out of turn: the turn stays");
    assert_eq!(position.seat_to_move(), 1);
    assert!(position.time_out(1));
    assert!(position.is_over());
    assert!(!position.time_out(7));
    assert_eq!(position.time_outs(), [(0, 0), (0, 2), (0, 1)]);
    // Read back from the placements alone, the time-outs put in again.
    let mut played = Position::start('A', Seating::one_colour_each(3)).expect("a structure");
    let first = played.legal_placements()[0];
    played.place(first).expect("legal");
    played.time_out(1);
    let second = played.legal_placements()[0];
    played.place(second).expect("legal");
    assert!(played.concede(2, Concession::Resigned), "the third resigns");
    assert!(!played.concede(2, Concession::Resigned), "out already");
    assert_eq!(played.time_outs(), [(1, 1)]);
    assert_eq!(played.conceded(Concession::Resigned), [(2, 2)]);
    // The notation has each colour given up where it was given up.
    let text = played.to_string();
    let letter = |seat| Colour::of_seat(seat).letter();
    let tail = format!(
        "; {first}; {} out of time; {second}; {} resigned",
        letter(1),
        letter(2)
    );
    assert!(text.ends_with(&tail), "{text}");
    let notation = Position::parse(&text).expect("its notation");
    assert_eq!(notation, played);
    let conceded = [(2, 2, Concession::Resigned), (1, 1, Concession::OnTime)];
    assert_eq!(notation.with_conceded(&conceded), Some(played));
    // A colour given up twice, or in words the notation lacks, is refused.
    let twice = format!("A-3; {} resigned; {0} out of time", letter(0));
    assert!(matches!(
        Position::parse(&twice),
        Err(PositionParseError::GivenUp(_))
    ));
    let asleep = format!("A-3; {} asleep", letter(0));
    assert!(matches!(
        Position::parse(&asleep),
        Err(PositionParseError::GivenUp(_))
    ));
    assert!(
        Position::parse("A-3; Q resigned").is_err(),
        "no such colour"
    );
}
