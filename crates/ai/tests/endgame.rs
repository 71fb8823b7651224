//! The solved one-block-each endgame, checked against the rules themselves:
//! a plain minimax over the rules' moves for short wins, the best child for
//! every sampled position, and positions worked out by hand.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{forces_win, samples, table};
use tabletop_ai::Level;
use tabletop_ai::deblockle::{ComputerPlayer, EndgameTable};
use tabletop_ai::search::Exact;
use tabletop_rules::deblockle::{
    Block, Board, Game, MoveRules, Orientation, Player, Position, RulesOptions, Square,
};

fn position(text: &str) -> Position {
    text.parse().expect("a valid position")
}

/// The value of `child` for the player to move in `parent`.
fn for_parent(parent: &Position, child: &Position, table: &EndgameTable) -> Exact {
    if child.winner() == Some(parent.turn()) {
        return Exact::Win(1);
    }
    let value = table.probe(child).expect("one block each");
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

#[test]
fn short_wins_and_losses_agree_with_a_plain_minimax_over_the_rules() {
    let table = table();
    let mut checked = 0;
    for position in samples(600, 1) {
        let me = position.turn();
        let value = table.probe(&position).expect("one block each");
        let (winner, plies) = match value {
            Exact::Win(n) => (me, n),
            Exact::Loss(n) => (me.opponent(), n),
            Exact::Draw => continue,
        };
        if plies > 5 {
            continue;
        }
        assert!(
            forces_win(&position, winner, plies),
            "{position}: {value:?}"
        );
        assert!(
            !forces_win(&position, winner, plies - 1),
            "{position}: {value:?} is not the shortest"
        );
        checked += 1;
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
