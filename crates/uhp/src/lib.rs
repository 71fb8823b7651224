//! A client of the Universal Hive Protocol: starts a Hive engine (ours,
//! Mzinga, nokamute, any other), sends it commands on stdin and reads its
//! answers, each ended by `ok`, from stdout. Used by `tabletop-cli hive
//! match` and by the app's "vs engine" opponent. No Bevy, no rules: the
//! caller referees.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

/// One engine process and its pipes.
pub struct UhpEngine {
    name: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
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
        let mut engine = UhpEngine {
            name: command.to_owned(),
            child,
            input,
            output: BufReader::new(output),
        };
        // UHP engines greet with `id <name>` and `ok`.
        if let Some(id) = engine.read_answer()?.lines().next()
            && let Some(name) = id.strip_prefix("id ")
        {
            engine.name = name.to_owned();
        }
        Ok(engine)
    }

    /// The lines before the next `ok`.
    fn read_answer(&mut self) -> io::Result<String> {
        let mut answer = Vec::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                return Err(io::Error::other(format!("{} stopped answering", self.name)));
            }
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

    /// Sends `command`: its answer, or (inside) the engine's refusal
    /// (`err …`, `invalidmove …`).
    ///
    /// # Errors
    /// The engine's pipes fail or it stops answering.
    pub fn ask(&mut self, command: &str) -> io::Result<Result<String, String>> {
        writeln!(self.input, "{command}")?;
        self.input.flush()?;
        let answer = self.read_answer()?;
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
        let _ = self.child.wait();
    }
}

/// The UHP time argument for `bestmove time`: `hh:mm:ss`, at least a second.
pub fn uhp_time(time: Duration) -> String {
    let seconds = time.as_secs().max(1);
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
    }

    #[test]
    fn a_missing_program_is_an_error_not_a_panic() {
        let error = UhpEngine::start("/nonexistent/engine --flag").err();
        assert!(error.is_some_and(|e| e.to_string().contains("cannot start")));
        assert!(UhpEngine::start("   ").is_err());
    }
}
