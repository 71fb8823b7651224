//! The UHP engine of `tabletop-cli hive uhp`, fed a session: every command
//! gets its answer and its `ok`, and nothing ends the session but `exit`
//! or the end of input.

use std::io::Cursor;

/// The deepest search a fuzzed session asks for: a deeper `bestmove`, or
/// one on a clock, would spend the fuzzer's time searching, not reading.
const DEEPEST: u32 = 2;

/// A session of commands, one a line: the engine answers each with `ok`
/// and never stops early.
pub fn session(data: &[u8]) {
    let commands: Vec<Vec<u8>> = data.split(|&byte| byte == b'\n').map(kept_short).collect();
    let input = commands.join(&b'\n');
    let mut output = Vec::new();
    tabletop_cli::uhp_engine(Cursor::new(&input), &mut output, 1)
        .expect("reading from memory and writing to it cannot fail");
    let output = String::from_utf8(output).expect("the engine writes UTF-8");
    let asked = commands
        .iter()
        .map(|line| String::from_utf8_lossy(line).trim().to_owned())
        .take_while(|command| command != "exit")
        .filter(|command| !command.is_empty())
        .count();
    let answered = output.lines().filter(|line| *line == "ok").count();
    // The greeting ends with `ok` too.
    assert_eq!(answered, asked + 1, "{output}");
}

/// The command, or `bestmove depth 2` for a search that would take longer
/// (a deeper one, or a time that reads as one).
fn kept_short(line: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(line);
    let mut words = text.split_whitespace();
    let long = match (words.next(), words.next(), words.next()) {
        (Some("bestmove"), Some("depth"), Some(depth)) => {
            depth.parse::<u32>().is_ok_and(|depth| depth > DEEPEST)
        }
        (Some("bestmove"), Some("time"), Some(time)) => {
            time.chars().all(|c| c.is_ascii_digit() || c == ':')
        }
        _ => false,
    };
    if long {
        format!("bestmove depth {DEEPEST}").into_bytes()
    } else {
        line.to_vec()
    }
}
