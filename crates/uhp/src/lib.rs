//! A client of the Universal Hive Protocol: starts a Hive engine (ours,
//! Mzinga, nokamute, any other), sends it commands on stdin and reads its
//! answers, each ended by `ok`, from stdout. Used by `tabletop-cli hive
//! match` and by the app's "vs engine" opponent. No Bevy, no rules: the
//! caller referees.
//!
//! The engine's output is read on a thread of its own, so that an answer
//! can be waited for with a deadline: an engine that hangs is found out
//! like one that dies.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long an engine may take over anything but a move: its greeting, a
/// new game, a move played.
const QUICK_ANSWER: Duration = Duration::from_secs(10);

/// One engine process, its input, and the lines it writes.
pub struct UhpEngine {
    name: String,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl UhpEngine {
    /// Starts `command` (a program and its arguments, split at spaces) and
    /// reads its greeting, `id <name>` then `ok`.
    ///
    /// # Errors
    /// The program cannot be started, or it stops before its greeting.
    pub fn start(command: &str) -> io::Result<UhpEngine> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| io::Error::other("an engine command is empty"))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| io::Error::other(format!("cannot start '{command}': {error}")))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(io::Error::other("no pipes to the engine"));
        };
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            // Ends when the engine closes its output or nobody listens.
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = UhpEngine {
            name: command.to_owned(),
            child,
            input,
            lines,
        };
        // UHP engines greet with `id <name>` and `ok`.
        if let Some(id) = engine.read_answer(QUICK_ANSWER)?.lines().next()
            && let Some(name) = id.strip_prefix("id ")
        {
            engine.name = name.to_owned();
        }
        Ok(engine)
    }

    /// The lines before the next `ok`, if it comes within `patience`.
    fn read_answer(&mut self, patience: Duration) -> io::Result<String> {
        let deadline = Instant::now() + patience;
        let mut answer = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(io::Error::other(format!("{} stopped answering", self.name)));
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        format!("{} gave no answer in {} s", self.name, patience.as_secs()),
                    ));
                }
            };
            let line = line.trim_end();
            if line == "ok" {
                return Ok(answer.join("\n"));
            }
            answer.push(line.to_owned());
        }
    }

    /// The engine's name, from its greeting (its command until then).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Sends `command` (not a search: see [`UhpEngine::ask_within`]).
    ///
    /// # Errors
    /// As [`UhpEngine::ask_within`].
    pub fn ask(&mut self, command: &str) -> io::Result<Result<String, String>> {
        self.ask_within(command, QUICK_ANSWER)
    }

    /// Sends `command`: its answer, or (inside) the engine's refusal
    /// (`err …`, `invalidmove …`), if it comes within `patience`.
    ///
    /// # Errors
    /// The engine's pipes fail, it stops answering, or it gives no answer
    /// in time (then it is stopped: start another).
    pub fn ask_within(
        &mut self,
        command: &str,
        patience: Duration,
    ) -> io::Result<Result<String, String>> {
        writeln!(self.input, "{command}")?;
        self.input.flush()?;
        let answer = self.read_answer(patience).inspect_err(|_| {
            // A hung engine would hang whoever waits for it next.
            let _ = self.child.kill();
        })?;
        Ok(
            if answer.starts_with("err") || answer.starts_with("invalidmove") {
                Err(format!("{} refused '{command}': {answer}", self.name))
            } else {
                Ok(answer)
            },
        )
    }
}

impl Drop for UhpEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "exit");
        let _ = self.input.flush();
        // A second to go on its own, then it is stopped.
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The UHP time argument for `bestmove time`: `hh:mm:ss`, at least a
/// second (whole seconds are all that every engine reads).
pub fn uhp_time(time: Duration) -> String {
    hours_minutes_seconds(time.as_secs().max(1))
}

/// [`uhp_time`] to the millisecond: `hh:mm:ss.fff` where `time` is not a
/// whole number of seconds, at least a millisecond. Mzinga's engine and
/// ours read the fraction; nokamute reads whole seconds only.
pub fn uhp_time_to_the_millisecond(time: Duration) -> String {
    let millis = time.as_millis().max(1);
    let whole = hours_minutes_seconds((millis / 1000) as u64);
    match millis % 1000 {
        0 => whole,
        fraction => format!("{whole}.{fraction:03}"),
    }
}

fn hours_minutes_seconds(seconds: u64) -> String {
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_as_hours_minutes_seconds() {
        assert_eq!(uhp_time(Duration::from_millis(300)), "00:00:01");
        assert_eq!(uhp_time(Duration::from_secs(75)), "00:01:15");
        assert_eq!(uhp_time(Duration::from_secs(3725)), "01:02:05");
        assert_eq!(
            uhp_time_to_the_millisecond(Duration::from_millis(250)),
            "00:00:00.250"
        );
        assert_eq!(
            uhp_time_to_the_millisecond(Duration::from_millis(61_005)),
            "00:01:01.005"
        );
        assert_eq!(
            uhp_time_to_the_millisecond(Duration::from_secs(4)),
            "00:00:04"
        );
        assert_eq!(uhp_time_to_the_millisecond(Duration::ZERO), "00:00:00.001");
    }

    #[test]
    fn an_engine_that_dies_or_hangs_is_an_error_not_a_wait_for_ever() {
        // The example cargo builds beside the tests (`target/<profile>/examples`).
        let engine = std::env::current_exe()
            .ok()
            .and_then(|test| Some(test.parent()?.parent()?.join("examples")))
            .expect("the test's folder")
            .join(format!("failing_engine{}", std::env::consts::EXE_SUFFIX));
        assert!(
            engine.exists(),
            "{} is built by `cargo test` with the tests",
            engine.display()
        );
        let command = |how: &str| format!("{} {how}", engine.display());
        // Greets, then dies on the first command.
        let mut dying = UhpEngine::start(&command("dies")).expect("it greets");
        assert_eq!(dying.name(), "dies");
        let error = dying.ask("info").expect_err("it died");
        assert!(error.to_string().contains("stopped answering"), "{error}");
        // Greets, then never answers.
        let mut silent = UhpEngine::start(&command("silent")).expect("it greets");
        let error = silent
            .ask_within("bestmove time 00:00:01", Duration::ZERO)
            .expect_err("no answer in no time");
        assert_eq!(error.kind(), io::ErrorKind::TimedOut, "{error}");
    }

    #[test]
    fn a_missing_program_is_an_error_not_a_panic() {
        let error = UhpEngine::start("/nonexistent/engine --flag").err();
        assert!(error.is_some_and(|e| e.to_string().contains("cannot start")));
        assert!(UhpEngine::start("   ").is_err());
    }
}
