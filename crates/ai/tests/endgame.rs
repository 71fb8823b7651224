//! The solved endgames, checked against the rules themselves: a plain
//! minimax over the rules' moves for short wins, the best child for every
//! sampled position, and positions worked out by hand. Two against one
//! takes minutes to solve on two cores, so its tests are ignored by
//! default: `cargo test --release -p tabletop-ai --test endgame -- --ignored`.

mod common;

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use common::{forces_win, random_positions, samples, table};
use rand::Rng;
use tabletop_ai::Level;
use tabletop_ai::deblockle::{ComputerPlayer, Endgame, EndgameTable, SolvedEndgame, SolvedTables};
use tabletop_ai::search::Exact;
use tabletop_rules::deblockle::{
    Block, Board, Game, MoveRules, Orientation, Player, Position, RulesOptions, Square,
};

fn position(text: &str) -> Position {
    text.parse().expect("a valid position")
}

/// The value of `child` for the player to move in `parent`.
fn for_parent(parent: &Position, child: &Position, table: &EndgameTable) -> Exact {
    through(parent, child, |child| table.probe(child))
}

/// The value of `child` for the player to move in `parent`, given what
/// `probe` says of unfinished children.
fn through(
    parent: &Position,
    child: &Position,
    probe: impl Fn(&Position) -> Option<Exact>,
) -> Exact {
    if child.winner() == Some(parent.turn()) {
        return Exact::Win(1);
    }
    let value = probe(child).expect("a solved child");
    match (child.turn() == parent.turn(), value) {
        (_, Exact::Draw) => Exact::Draw,
        (true, Exact::Win(n)) | (false, Exact::Loss(n)) => Exact::Win(n + 1),
        (true, Exact::Loss(n)) | (false, Exact::Win(n)) => Exact::Loss(n + 1),
    }
}

/// Orders values from the mover's view: quicker wins best, slower losses better.
fn goodness(value: Exact) -> i64 {
    match value {
        Exact::Win(n) => 1000 - i64::from(n),
        Exact::Draw => 0,
        Exact::Loss(n) => -1000 + i64::from(n),
    }
}

/// Checks `value`, the table's for the player to move in `position`,
/// against a plain minimax over the rules' moves: a result within `horizon`
/// plies is forced in exactly that many; with `beyond`, a longer result or
/// a draw has no forced win for either side within `horizon`. Returns the
/// winner of a short result.
fn check_against_minimax(
    position: &Position,
    value: Exact,
    horizon: u32,
    beyond: bool,
) -> Option<Player> {
    let me = position.turn();
    let short = match value {
        Exact::Win(n) if n <= horizon => Some((me, n)),
        Exact::Loss(n) if n <= horizon => Some((me.opponent(), n)),
        _ => None,
    };
    let Some((winner, plies)) = short else {
        if beyond {
            for player in Player::BOTH {
                assert!(
                    !forces_win(position, player, horizon),
                    "{position}: {value:?}"
                );
            }
        }
        return None;
    };
    assert!(forces_win(position, winner, plies), "{position}: {value:?}");
    assert!(
        !forces_win(position, winner, plies - 1),
        "{position}: {value:?} is not the shortest"
    );
    Some(winner)
}

#[test]
fn short_wins_and_losses_agree_with_a_plain_minimax_over_the_rules() {
    let table = table();
    let mut checked = 0;
    for position in samples(600, 1) {
        let value = table.probe(&position).expect("one block each");
        if check_against_minimax(&position, value, 5, false).is_some() {
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} short results sampled");
}

#[test]
fn drawn_positions_have_no_forced_win_within_seven_plies() {
    let table = table();
    let drawn: Vec<Position> = samples(200_000, 2)
        .into_iter()
        .filter(|p| table.probe(p) == Some(Exact::Draw))
        .take(20)
        .collect();
    assert!(drawn.len() >= 5, "draws are rare but exist");
    for position in drawn {
        for player in Player::BOTH {
            assert!(
                !forces_win(&position, player, 7),
                "{position} is won for {player}"
            );
        }
    }
}

#[test]
fn every_value_is_the_best_over_the_rules_own_moves() {
    let table = table();
    for position in samples(50_000, 3) {
        let best = position
            .legal_moves()
            .into_iter()
            .map(|mv| for_parent(&position, &position.play(mv).expect("legal"), table))
            .max_by_key(|&value| goodness(value))
            .unwrap_or(Exact::Draw);
        assert_eq!(table.probe(&position), Some(best), "{position}");
    }
}

#[test]
fn hand_checked_positions() {
    let table = table();
    // Gold on d5, Cross up and Stop north, so Star south: tips north Star-up onto d6 and wins.
    let gold_leaves = position("7/3*3/3gCP3/7/7/3*3/tPC6 g");
    assert_eq!(table.probe(&gold_leaves), Some(Exact::Win(1)));
    // The same board with Teal to move: Teal's a1 block is not next to d2,
    // so it cannot leave now, and nothing it does can stop Gold's tip onto
    // the star (no block may stand there): lost in two plies.
    let teal_to_move = position("7/3*3/3gCP3/7/7/3*3/tPC6 t");
    assert_eq!(table.probe(&teal_to_move), Some(Exact::Loss(2)));
    // Teal on d3 with Star facing north tips south onto d2 and wins.
    let teal_leaves = position("7/3*3/7/7/3tCS3/3*3/gPC6 t");
    assert_eq!(table.probe(&teal_leaves), Some(Exact::Win(1)));
    // More than one block a side is not in the table.
    assert_eq!(table.probe(&Position::example_start()), None);
}

#[test]
fn hard_plays_solved_positions_perfectly() {
    let table = table();
    let rules = RulesOptions::strict();
    let stop = Arc::default();
    for (n, start) in samples(150, 4).into_iter().enumerate() {
        let game = Game::new(rules, start);
        let mut hard = ComputerPlayer::new(Level::Hard, n as u64, Some(Arc::clone(table)));
        let mv = hard
            .choose_move(&game, Duration::from_secs(30), &stop)
            .expect("an unfinished game has a move");
        let child = start.play(mv).expect("a legal move");
        let chosen = for_parent(&start, &child, table);
        let value = table.probe(&start).expect("one block each");
        assert_eq!(
            chosen, value,
            "{start}: {mv} gives {chosen:?}, the best is {value:?}"
        );
    }
}

#[test]
fn the_counts_add_up_to_every_position() {
    let counts = table().counts();
    assert_eq!(
        counts.won + counts.lost + counts.drawn,
        positions_the_rules_accept()
    );
    assert!(counts.won > counts.lost, "moving first is an advantage");
}

#[test]
fn kept_as_bytes_the_table_reads_back_whole_and_a_cut_file_does_not() {
    let bytes = table().to_bytes();
    let read = EndgameTable::from_bytes(&bytes, MoveRules::default()).expect("it reads back");
    assert_eq!(read.to_bytes(), bytes);
    assert_eq!(read.rules(), MoveRules::default());
    for sample in samples(200, 11) {
        assert_eq!(read.probe(&sample), table().probe(&sample));
    }
    assert!(EndgameTable::from_bytes(&bytes[..bytes.len() - 2], MoveRules::default()).is_none());
}

/// The one-block-each positions the rules accept, counted directly: both
/// blocks off the stars on different squares, either to move, less those
/// where the player named to move would have to pass.
fn positions_the_rules_accept() -> u64 {
    let mut count = 0;
    for gold in Square::ALL {
        for teal in Square::ALL {
            if gold == teal {
                continue;
            }
            for gold_lying in Orientation::ALL {
                for teal_lying in Orientation::ALL {
                    let mut board = Board::empty();
                    let ok = board
                        .place(
                            gold,
                            Block {
                                owner: Player::Gold,
                                orientation: gold_lying,
                            },
                        )
                        .and_then(|()| {
                            board.place(
                                teal,
                                Block {
                                    owner: Player::Teal,
                                    orientation: teal_lying,
                                },
                            )
                        })
                        .is_ok();
                    if !ok {
                        continue;
                    }
                    for turn in Player::BOTH {
                        let settled = Position::new(board, turn, MoveRules::default());
                        if settled.is_ok_and(|p| p.turn() == turn) {
                            count += 1;
                        }
                    }
                }
            }
        }
    }
    count
}

/// Two against one under the default rules, solved once.
fn two_against_one() -> &'static Arc<SolvedEndgame> {
    static TABLE: OnceLock<Arc<SolvedEndgame>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let solved = SolvedEndgame::solve(Endgame::TwoAgainstOne, MoveRules::default(), |_| {});
        Arc::new(solved.expect("within a byte's plies"))
    })
}

/// Random positions with two blocks against one, either side the pair.
fn two_against_one_samples(count: usize, seed: u64) -> Vec<Position> {
    random_positions(count, seed, |rng| {
        if rng.random_bool(0.5) { [2, 1] } else { [1, 2] }
    })
}

/// A child's value from the table that holds it: two against one, or the
/// one-each table solved forwards (a second method).
fn probe_either(child: &Position) -> Option<Exact> {
    two_against_one()
        .probe(child)
        .or_else(|| table().probe(child))
}

#[test]
#[ignore = "solves two against one: minutes on two cores"]
fn two_against_one_values_are_the_best_over_the_rules_own_moves() {
    for position in two_against_one_samples(100_000, 5) {
        let best = position
            .legal_moves()
            .into_iter()
            .map(|mv| through(&position, &position.play(mv).expect("legal"), probe_either))
            .max_by_key(|&value| goodness(value))
            .unwrap_or(Exact::Draw);
        assert_eq!(two_against_one().probe(&position), Some(best), "{position}");
    }
}

#[test]
#[ignore = "solves two against one: minutes on two cores"]
fn two_against_one_short_wins_and_losses_agree_with_a_plain_minimax() {
    let mut checked = [0; 2];
    for position in two_against_one_samples(2_000, 6) {
        let value = two_against_one().probe(&position).expect("two against one");
        if let Some(winner) = check_against_minimax(&position, value, 3, true) {
            checked[usize::from(winner == position.turn())] += 1;
        }
    }
    // Short losses are rare among random positions (12 of these 2 000).
    let [losses, wins] = checked;
    assert!(
        losses >= 10 && wins >= 100,
        "short results sampled: {checked:?}"
    );
}

#[test]
#[ignore = "solves two against one: minutes on two cores"]
fn two_against_one_stored_and_read_back_is_the_same_table() {
    let table = two_against_one();
    let bytes = table.to_bytes();
    let rules = MoveRules::default();
    let again = SolvedEndgame::from_bytes(bytes, Endgame::TwoAgainstOne, rules).expect("reads");
    assert_eq!(again.counts(), table.counts());
    for position in two_against_one_samples(10_000, 7) {
        assert_eq!(again.probe(&position), table.probe(&position), "{position}");
    }
}

#[test]
#[ignore = "solves two against one: minutes on two cores"]
fn hard_plays_two_against_one_perfectly() {
    let stop = Arc::default();
    let two = two_against_one();
    for (n, start) in two_against_one_samples(40, 8).into_iter().enumerate() {
        let game = Game::new(RulesOptions::strict(), start);
        let tables = SolvedTables {
            one_each: None,
            two_against_one: Some(Arc::clone(two)),
        };
        let mut hard = ComputerPlayer::with_tables(Level::Hard, n as u64, tables);
        let mv = hard
            .choose_move(&game, Duration::from_millis(500), &stop)
            .expect("an unfinished game has a move");
        let child = start.play(mv).expect("a legal move");
        let chosen = through(&start, &child, probe_either);
        let value = two_against_one().probe(&start).expect("two against one");
        assert_eq!(
            chosen, value,
            "{start}: {mv} gives {chosen:?}, the best is {value:?}"
        );
    }
}
