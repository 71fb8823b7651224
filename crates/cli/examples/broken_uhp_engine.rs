//! A UHP engine that breaks at a search, as its argument says: `dies` (the
//! default: it answers every other command, and exits when asked for a
//! move) or `refuses` (it answers each search with an error, which names
//! the search asked for). The CLI's tests play matches against it (an
//! example, so that it is built with the tests on every system, with no
//! shell needed).

use std::io::{BufRead, Write};

fn main() {
    let dies = std::env::args().nth(1).as_deref() != Some("refuses");
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "id {}\nok", if dies { "dying" } else { "refusing" });
    let _ = out.flush();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let answer = match (line.starts_with("bestmove"), dies) {
            (true, true) => std::process::exit(1),
            (true, false) => "err no search here",
            (false, _) => "Base+MLP",
        };
        let _ = writeln!(out, "{answer}\nok");
        let _ = out.flush();
    }
}
