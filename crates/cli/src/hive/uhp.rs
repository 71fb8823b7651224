//! `tabletop-cli hive uhp`: a Universal Hive Protocol engine on stdin and
//! stdout, so that Mzinga's viewer and other UHP tools can play it. Every
//! answer ends with a line `ok`; bad input gets `err …` or `invalidmove …`
//! and never ends the engine.

use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

use tabletop_ai::hive::HiveEvaluation;
use tabletop_ai::search::{Limits, Searcher};
use tabletop_rules::Game as _;
use tabletop_rules::hive::{HiveGame, HiveRules, Position};

use super::options;

/// The engine's name and version, then the expansions it plays, as `info`
/// gives them.
const ID: &str = concat!(
    "id tabletop-cli ",
    env!("CARGO_PKG_VERSION"),
    "\nMosquito;Ladybug;Pillbug"
);

/// Runs the engine, searching on `threads` threads, until `exit` or the
/// end of input.
pub fn run(input: impl BufRead, mut output: impl Write, threads: usize) -> io::Result<()> {
    let mut engine = Engine {
        threads,
        ..Engine::default()
    };
    // UHP engines introduce themselves with `info` at start.
    writeln!(output, "{ID}\nok")?;
    output.flush()?;
    for line in crate::typed_lines(input) {
        let line = line?;
        let command = line.trim();
        if command.is_empty() {
            continue;
        }
        if command == "exit" {
            break;
        }
        writeln!(output, "{}\nok", engine.answer(command))?;
        output.flush()?;
    }
    Ok(())
}

#[derive(Default)]
struct Engine {
    game: Option<HiveGame>,
    /// The rule options for new games (and, when set, the game in
    /// progress); the expansions come with each game's type.
    rules: HiveRules,
    searcher: Option<Searcher<Position, HiveEvaluation>>,
    threads: usize,
}

impl Engine {
    /// The answer to one command, without its closing `ok`.
    fn answer(&mut self, command: &str) -> String {
        let (verb, rest) = command.split_once(' ').unwrap_or((command, ""));
        let rest = rest.trim();
        match verb {
            "info" => ID.into(),
            "options" => self.options(rest),
            "newgame" => self.new_game(rest),
            "play" => self.play(rest),
            "pass" => self.play("pass"),
            "validmoves" => self.with_game(|game| {
                let position = game.position();
                let moves: Vec<String> = game
                    .legal_moves()
                    .into_iter()
                    .map(|mv| position.move_string(mv))
                    .collect();
                moves.join(";")
            }),
            "bestmove" => self.best_move(rest),
            "undo" => self.undo(rest),
            _ => "err Invalid command. Try info, newgame, play, pass, validmoves, bestmove, undo, options or exit.".into(),
        }
    }

    fn with_game(&mut self, answer: impl FnOnce(&mut HiveGame) -> String) -> String {
        match &mut self.game {
            Some(game) => answer(game),
            None => "err No game in progress. Try 'newgame' to start a new game.".into(),
        }
    }

    fn new_game(&mut self, text: &str) -> String {
        let parsed = if text.is_empty() {
            Ok(HiveGame::with_rules(self.rules))
        } else {
            HiveGame::parse_under(text, self.rules)
        };
        match parsed {
            Ok(game) => {
                let answer = game.to_string();
                self.game = Some(game);
                self.searcher = None;
                answer
            }
            Err(error) => format!("err {error}"),
        }
    }

    /// `options`, `options get Key`, `options set Key Value`: a change
    /// applies to the game in progress too, unless its moves break the new
    /// rules (then nothing changes).
    fn options(&mut self, arguments: &str) -> String {
        let (rules, lines) = match options::answer(self.rules, arguments) {
            Ok(answer) => answer,
            Err(error) => return error,
        };
        if rules != self.rules
            && let Some(game) = &self.game
        {
            match game.under_rules(rules.with_expansions(game.rules().expansions)) {
                Ok(replayed) => self.game = Some(replayed),
                Err(error) => return format!("err The game in progress breaks that rule: {error}"),
            }
        }
        self.rules = rules;
        lines
    }

    fn play(&mut self, text: &str) -> String {
        self.with_game(|game| match game.play(text) {
            Ok(_) => game.to_string(),
            Err(error) => format!("invalidmove {error}"),
        })
    }

    fn undo(&mut self, text: &str) -> String {
        let count = if text.is_empty() {
            Ok(1)
        } else {
            text.parse::<usize>()
        };
        match count {
            // As Mzinga does: more moves than were played is refused, the
            // game left as it was.
            Ok(count) => self.with_game(|game| {
                let played = game.moves().len();
                if count > played {
                    return format!("err Unable to undo {count} moves: {played} have been played");
                }
                game.undo(count);
                game.to_string()
            }),
            Err(_) => format!("err '{text}' is not a number of moves to undo"),
        }
    }

    /// `bestmove time hh:mm:ss` or `bestmove depth N`.
    fn best_move(&mut self, text: &str) -> String {
        let limits = match text.split_once(' ') {
            Some(("time", time)) => match parse_time(time) {
                Some(time) => Limits {
                    depth: 64,
                    deadline: Some(Instant::now() + time),
                    positions: None,
                    stop: Default::default(),
                },
                None => return format!("err '{time}' is not a time like 00:00:05"),
            },
            Some(("depth", depth)) => match depth.trim().parse::<u32>() {
                Ok(depth) if (1..=MAX_DEPTH).contains(&depth) => Limits::depth(depth),
                Ok(depth) if depth > MAX_DEPTH => {
                    return format!(
                        "err {depth} plies is deeper than this engine searches (1 to {MAX_DEPTH})"
                    );
                }
                _ => return format!("err '{depth}' is not a depth"),
            },
            _ => return "err Try 'bestmove time hh:mm:ss' or 'bestmove depth N'.".into(),
        };
        let Some(game) = &self.game else {
            return "err No game in progress. Try 'newgame' to start a new game.".into();
        };
        if game.outcome().is_some() {
            return "err The game is over.".into();
        }
        let position = game.position();
        let history = game.positions().iter().map(|p| p.key()).collect::<Vec<_>>();
        let threads = self.threads;
        let searcher = self
            .searcher
            .get_or_insert_with(|| Searcher::new(HiveEvaluation).with_threads(threads));
        let started = Instant::now();
        let report = searcher.search(position, &history[..history.len() - 1], limits);
        // For whoever runs the engine; UHP reads stdout only.
        eprintln!(
            "depth {} nodes {} score {} in {:.2} s",
            report.depth,
            report.nodes,
            report.score,
            started.elapsed().as_secs_f64()
        );
        match report.best {
            Some(mv) => position.move_string(mv),
            None => "err The game is over.".into(),
        }
    }
}

/// The deepest `bestmove depth` this engine takes: deeper would not answer
/// for longer than anyone waits (a time is the way to ask for a long think).
const MAX_DEPTH: u32 = 20;

/// `hh:mm:ss` as a duration: minutes and seconds under 60, hours up to 99;
/// the seconds may have a fraction (`00:00:00.25`, as Mzinga writes it).
fn parse_time(text: &str) -> Option<Duration> {
    let mut parts = text.trim().split(':');
    let (hours, minutes, seconds) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let (seconds, fraction) = match seconds.split_once('.') {
        Some((seconds, fraction)) => (seconds, Some(fraction)),
        None => (seconds, None),
    };
    let (hours, minutes, seconds) = (digits(hours)?, digits(minutes)?, digits(seconds)?);
    if hours > 99 || minutes >= 60 || seconds >= 60 {
        return None;
    }
    let nanos = match fraction {
        None => 0,
        Some(fraction) => {
            if !all_digits(fraction) {
                return None;
            }
            // Nanoseconds: the first nine digits, the rest too fine to matter.
            let kept = &fraction[..fraction.len().min(9)];
            u32::try_from(digits(kept)?).ok()? * 10u32.pow(9 - kept.len() as u32)
        }
    };
    Some(Duration::new(hours * 3600 + minutes * 60 + seconds, nanos))
}

/// A number written as digits only (no sign, no spaces).
fn digits(text: &str) -> Option<u64> {
    all_digits(text).then(|| text.parse().ok()).flatten()
}

fn all_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_hours_minutes_and_seconds_with_a_fraction() {
        assert_eq!(parse_time("00:00:05"), Some(Duration::from_secs(5)));
        assert_eq!(parse_time(" 01:02:03 "), Some(Duration::from_secs(3723)));
        assert_eq!(parse_time("00:00:00.25"), Some(Duration::from_millis(250)));
        // .NET's TimeSpan, as Mzinga writes it, has seven digits.
        assert_eq!(parse_time("00:00:01.0000000"), Some(Duration::from_secs(1)));
        assert_eq!(
            parse_time("00:00:00.1234567891"),
            Some(Duration::from_nanos(123_456_789))
        );
        for bad in [
            "00:00:60",
            "00:60:00",
            "100:00:00",
            "00:00",
            "00:00:00:00",
            "00:00:05.",
            "00:00:.5",
            "00:00:+5",
            "00:00:0x",
            "00:00:05.-1",
            "00:00:5.5.5",
            "-1:00:00",
        ] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
    }
}
