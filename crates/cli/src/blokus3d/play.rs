//! People play Blokus 3D at one terminal: placements typed in notation.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use tabletop_rules::blokus3d::{Colour, PieceKind, Position};

use super::top_view::draw;

const HELP: &str = "\
Type a placement: piece, orientation, then the square of its lowest x and y,
as L4:5@3,2. The piece comes down from above and rests where it lands.
Pieces: D2 I3 V3 I4 O4 T4 L4 S4 Y4 H4R H4L. A square shows its top colour and
height (B2: Blue, 2 high) or, empty, how high it may go (_4).
Commands: shapes PIECE (its orientations' cubes), moves (the legal
placements), hand, undo, help, quit.";

/// Plays on stdin and stdout.
pub fn run(start: Position) -> ExitCode {
    crate::session_exit(play(start, io::stdin().lock(), io::stdout().lock()))
}

/// The game loop, over any input and output.
fn play(start: Position, input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    let mut positions = vec![start];
    writeln!(out, "{HELP}\n")?;
    show(&positions[0], &mut out)?;
    for line in crate::typed_lines(input) {
        let line = line?;
        let Some(position) = positions.last() else {
            break;
        };
        let (command, argument) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        match command {
            "" => continue,
            "quit" | "exit" => break,
            "help" | "?" => writeln!(out, "{HELP}")?,
            "moves" => {
                let moves: Vec<String> = position
                    .legal_placements()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                writeln!(out, "{} placements: {}", moves.len(), moves.join(" "))?;
            }
            "hand" => {
                let seat = position.seat_to_move();
                let hand: Vec<String> = PieceKind::ALL
                    .into_iter()
                    .filter(|&piece| position.holds(seat, piece))
                    .map(|piece| piece.to_string())
                    .collect();
                writeln!(
                    out,
                    "{:?} holds {}",
                    position.colour_to_move(),
                    hand.join(" ")
                )?;
            }
            "shapes" => match PieceKind::parse(argument.trim()) {
                None => writeln!(
                    out,
                    "Which piece? One of D2 I3 V3 I4 O4 T4 L4 S4 Y4 H4R H4L."
                )?,
                Some(piece) => {
                    for (index, shape) in piece.orientations().iter().enumerate() {
                        let cubes: Vec<String> = shape
                            .cubes()
                            .iter()
                            .map(|[x, y, z]| format!("({x},{y},{z})"))
                            .collect();
                        writeln!(out, "{piece}:{index}  {}", cubes.join(" "))?;
                    }
                }
            },
            "undo" => {
                if positions.len() > 1 {
                    positions.pop();
                    writeln!(out, "Took back the last placement.")?;
                } else {
                    writeln!(out, "Nothing to undo.")?;
                }
                show(positions.last().unwrap_or(&positions[0]), &mut out)?;
            }
            text => match text.parse() {
                Err(error) => writeln!(out, "{error}; type help for how.")?,
                Ok(placement) => {
                    let mut next = position.clone();
                    match next.place(placement) {
                        Err(error) => writeln!(out, "Illegal: {error}.")?,
                        Ok(()) => {
                            show(&next, &mut out)?;
                            positions.push(next);
                        }
                    }
                }
            },
        }
    }
    Ok(())
}

fn show(position: &Position, out: &mut impl Write) -> io::Result<()> {
    write!(out, "\n{}", draw(position))?;
    writeln!(out, "{position}")?;
    let scores: Vec<String> = position
        .colour_scores()
        .iter()
        .enumerate()
        .map(|(seat, score)| format!("{:?} {score}", Colour::of_seat(seat)))
        .collect();
    writeln!(out, "Scores: {}", scores.join(", "))?;
    if position.is_over() {
        let winners: Vec<String> = position
            .winners()
            .iter()
            .map(|player| format!("player {}", player + 1))
            .collect();
        writeln!(
            out,
            "Nobody can place any more. Won by {}.",
            winners.join(" and ")
        )
    } else {
        writeln!(out, "{:?} to place:", position.colour_to_move())
    }
}
