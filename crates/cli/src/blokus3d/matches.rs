//! `tabletop-cli blokus3d match`: computer players against each other, each
//! taking every seat in turn, with each game's scores and the tally.

use std::process::ExitCode;
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::StdRng;
use tabletop_ai::blokus3d::{Blokus3dPlayer, play_game_on_clock};
use tabletop_rules::blokus3d::Position;
use tabletop_rules::clock::TimeControl;

/// Plays `games` games from `start`; prints a line per game and
/// `wins W1 W2 … shared S` last (in the order the players were given).
pub fn run(
    start: &Position,
    players: &[Blokus3dPlayer],
    games: u32,
    seed: u64,
    clock: TimeControl,
) -> ExitCode {
    let people = usize::from(start.seating().players);
    if players.len() != people {
        eprintln!("error: give --player {people} times, once per person");
        return ExitCode::from(2);
    }
    let mut random = StdRng::seed_from_u64(seed);
    let mut wins = vec![0u32; people];
    let mut shared = 0;
    let mut out_of_time = 0;
    let started = Instant::now();
    for game in 0..games as usize {
        // Person `seat` is played by player (seat + game) mod people.
        let lineup: Vec<Blokus3dPlayer> = (0..people)
            .map(|seat| players[(seat + game) % people])
            .collect();
        let (end, _) = play_game_on_clock(start, &lineup, &mut random, clock);
        let ran_out = end.time_outs();
        out_of_time += ran_out.len();
        for (_, seat) in ran_out {
            let player = lineup[start.seating().player_of(seat)];
            eprintln!("game {}: {player}'s clock ran out", game + 1);
        }
        let winners = end.winners();
        let by_player = |seat: usize| (seat + game) % people;
        match winners[..] {
            [winner] => wins[by_player(winner)] += 1,
            _ => shared += 1,
        }
        let seats: Vec<String> = lineup
            .iter()
            .zip(end.player_scores())
            .map(|(player, score)| format!("{player} {score}"))
            .collect();
        let won: Vec<String> = winners.iter().map(|&w| lineup[w].to_string()).collect();
        say!(
            "game {}: {}; won by {}",
            game + 1,
            seats.join(", "),
            won.join(" and ")
        );
    }
    eprintln!("{games} games in {:.1} s", started.elapsed().as_secs_f64());
    if clock.is_timed() {
        say!("out of time: {out_of_time}");
    }
    let wins: Vec<String> = wins.iter().map(u32::to_string).collect();
    say!("wins {} shared {shared}", wins.join(" "));
    ExitCode::SUCCESS
}
