//! `tabletop-cli soak`: random games of every game, the rules checked
//! against themselves after every move — the position reads back from its
//! notation as itself, undo gives back the position before, the moves the
//! generator lists are exactly those the legality checker passes (every
//! candidate tried both ways), and a game ends only as the rules say. The
//! first broken invariant stops the soak with the game's seed and move.

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use tabletop_rules::blokus3d::{Position as BlokusPosition, Seating};
use tabletop_rules::deblockle::{
    ByPlayer, Direction, Game, GameSetup, Move, Player, Position, RulesOptions, Square,
    TipWithoutHop,
};
use tabletop_rules::hive::{
    Colour, Expansions, Hex, HiveGame, HiveRules, Move as HiveMove, Position as HivePosition,
};

/// How many games, from which seed.
#[derive(Args)]
pub struct SoakArgs {
    /// Games of each game (Deblockle, Hive, Blokus 3D).
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Seed of the games (game N of each is seeded `seed + N`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Only this game: deblockle, hive or blokus3d (default: all three).
    #[arg(long)]
    game: Option<String>,
}

/// One game of a soak, seeded: how many positions it checked, or the
/// invariant it broke.
type Soak = fn(&mut StdRng) -> Result<usize, String>;

/// Plays the games; a line per game with its count of positions checked,
/// the first broken invariant on stderr with exit code 1.
pub fn run(args: &SoakArgs) -> ExitCode {
    let soaks: [(&str, Soak); 3] = [
        ("deblockle", deblockle_game),
        ("hive", hive_game),
        ("blokus3d", blokus_game),
    ];
    if let Some(wanted) = &args.game
        && !soaks.iter().any(|(name, _)| name == wanted)
    {
        eprintln!("error: '{wanted}' is not a game: deblockle, hive or blokus3d");
        return ExitCode::from(2);
    }
    let chosen = soaks
        .into_iter()
        .filter(|(name, _)| args.game.as_deref().is_none_or(|wanted| wanted == *name));
    for (name, soak) in chosen {
        let started = Instant::now();
        let mut positions = 0;
        for number in 0..args.games {
            let seed = args.seed + u64::from(number);
            match soak(&mut StdRng::seed_from_u64(seed)) {
                Ok(checked) => positions += checked,
                Err(broken) => {
                    eprintln!("error: {name} game {number} (seed {seed}): {broken}");
                    return ExitCode::FAILURE;
                }
            }
        }
        say!(
            "{name}: {} games, {positions} positions checked in {:.1} s",
            args.games,
            started.elapsed().as_secs_f64()
        );
    }
    ExitCode::SUCCESS
}

/// A Deblockle game under random options (every variant, handicaps, a
/// random setup) between random players.
fn deblockle_game(rng: &mut StdRng) -> Result<usize, String> {
    let rules = RulesOptions {
        blocks: ByPlayer::new_with(|_| rng.random_range(1..=4)),
        no_adjacent: rng.random(),
        tip_without_hop: if rng.random() {
            TipWithoutHop::Stay
        } else {
            TipWithoutHop::Forbid
        },
        repetition_draw: rng.random(),
        move_cap: Some(200),
    };
    let first = if rng.random() {
        Player::Gold
    } else {
        Player::Teal
    };
    let setup = GameSetup::random(&rules, first, rng);
    let mut game = Game::from_setup(rules, setup).map_err(|error| error.to_string())?;
    let mut checked = 0;
    while game.outcome().is_none() {
        let position = *game.position();
        check_deblockle(&position)?;
        checked += 1;
        let Some(&mv) = game.legal_moves().choose(rng) else {
            return Err(format!("{position}: no move, yet the game goes on"));
        };
        game.play(mv)
            .map_err(|error| format!("{position}: {mv}: {error}"))?;
        let mut back = game.clone();
        back.undo();
        if *back.position() != position {
            return Err(format!(
                "{position}: undoing {mv} gives {}",
                back.position()
            ));
        }
    }
    let end = game.position();
    let cleared = Player::BOTH.into_iter().any(|p| end.board().count(p) == 0);
    let stuck = end.legal_moves().is_empty();
    let capped = game.moves().len() >= 200 || rules.repetition_draw;
    if !(cleared || stuck || capped) {
        return Err(format!("{end}: over as {:?} for no reason", game.outcome()));
    }
    Ok(checked)
}

/// A Deblockle position reads back as itself, and its move list is exactly
/// the candidates (every block, tip and end) the legality check passes.
fn check_deblockle(position: &Position) -> Result<(), String> {
    let read = Position::from_notation(&position.to_string(), position.rules());
    if read.as_ref() != Ok(position) {
        return Err(format!("{position} reads back as {read:?}"));
    }
    let listed = position.legal_moves();
    let mover = position.turn();
    for (from, block) in position.board().blocks() {
        if block.owner != mover {
            continue;
        }
        for tip in Direction::ALL {
            let ends = std::iter::once(None).chain(Square::ALL.into_iter().map(Some));
            for hop in ends {
                let mv = Move { from, tip, hop };
                if position.check(mv).is_ok() != listed.contains(&mv) {
                    return Err(format!("{position}: {mv} listed and checked differ"));
                }
            }
        }
    }
    Ok(())
}

/// A Hive game with random expansions between random players, capped at
/// 120 plies.
fn hive_game(rng: &mut StdRng) -> Result<usize, String> {
    let expansions = ["Base", "Base+M", "Base+L", "Base+P", "Base+MLP"]
        .choose(rng)
        .and_then(|name| Expansions::parse(name))
        .unwrap_or(Expansions::BASE);
    let rules = HiveRules::STANDARD.with_expansions(expansions);
    let mut game = HiveGame::with_rules(rules);
    let mut checked = 0;
    while game.outcome().is_none() && game.moves().len() < 120 {
        check_hive(&game)?;
        checked += 1;
        let before = game.position().clone();
        let Some(&mv) = game.legal_moves().choose(rng) else {
            return Err(format!("{game}: no move, not even a pass"));
        };
        game.play_move(mv)
            .map_err(|error| format!("{game}: {error}"))?;
        let mut back = game.clone();
        back.undo(1);
        if *back.position() != before {
            return Err(format!(
                "{game}: undoing the last move changes the position"
            ));
        }
    }
    Ok(checked)
}

/// A Hive game reads back from its game string as itself, its moves read
/// back from their strings, and the move list is exactly the candidates
/// (every tile to every hex beside the hive, a pass) the check passes.
fn check_hive(game: &HiveGame) -> Result<(), String> {
    let text = game.to_string();
    let read = HiveGame::parse_under(&text, game.rules()).map(|read| read.to_string());
    if read.as_deref() != Ok(text.as_str()) {
        return Err(format!("{text} reads back as {read:?}"));
    }
    let position = game.position();
    let listed = position.legal_moves();
    for &mv in &listed {
        if position.parse_move(&position.move_string(mv)) != Ok(mv) {
            return Err(format!(
                "{text}: {} does not read back",
                position.move_string(mv)
            ));
        }
    }
    for mv in hive_candidates(position) {
        if position.check(mv).is_ok() != listed.contains(&mv) {
            return Err(format!("{text}: {mv:?} listed and checked differ"));
        }
    }
    Ok(())
}

/// Every move worth trying: each of the mover's tiles (in hand: the next
/// of each kind) to each hex beside the hive or on top of it, and a pass.
fn hive_candidates(position: &HivePosition) -> Vec<HiveMove> {
    let mover: Colour = position.to_move();
    let occupied: Vec<Hex> = position
        .pieces()
        .filter_map(|piece| position.location(piece))
        .collect();
    let mut hexes: Vec<Hex> = occupied
        .iter()
        .flat_map(|hex| hex.neighbours())
        .chain(occupied.iter().copied())
        .chain([Hex::ORIGIN])
        .collect();
    hexes.sort_unstable();
    hexes.dedup();
    let mut candidates = vec![HiveMove::Pass];
    for bug in position.bugs() {
        if let Some(piece) = position.next_in_hand(mover, bug) {
            candidates.extend(hexes.iter().map(|&hex| HiveMove::Place(piece, hex)));
        }
    }
    for piece in position.pieces().filter(|piece| piece.colour == mover) {
        if position.location(piece).is_some() {
            candidates.extend(hexes.iter().map(|&hex| HiveMove::Move(piece, hex)));
        }
    }
    candidates
}

/// A Blokus 3D game on a random structure and seating between random
/// players.
fn blokus_game(rng: &mut StdRng) -> Result<usize, String> {
    let letter = *['A', 'B', 'C', 'D'].choose(rng).unwrap_or(&'A');
    let players = rng.random_range(2..=4);
    let seating = Seating::one_colour_each(players);
    let Ok(mut position) = BlokusPosition::start(letter, seating) else {
        // Not every structure seats every number: nothing to play.
        return Ok(0);
    };
    let mut checked = 0;
    while !position.is_over() {
        let text = position.to_string();
        let read = BlokusPosition::parse(&text);
        if read.as_ref().map(|read| read.same_game(&position)) != Ok(true) {
            return Err(format!("{text} reads back as {read:?}"));
        }
        checked += 1;
        let Some(placement) = position.random_placement(rng) else {
            return Err(format!("{text}: nothing to place, yet the game goes on"));
        };
        let before = position.clone();
        position
            .place(placement)
            .map_err(|error| format!("{text}: {error}"))?;
        let undone = position.before_last().map(|(back, _)| back);
        if undone.as_ref() != Some(&before) {
            return Err(format!(
                "{text}: taking back {placement:?} changes the position"
            ));
        }
    }
    Ok(checked)
}
