//! A UHP engine that dies: it answers every command but a search, at which
//! it exits. The CLI's tests play a match against it (an example, so that
//! it is built with the tests on every system, with no shell needed).

use std::io::{BufRead, Write};

fn main() {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "id dying\nok");
    let _ = out.flush();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if line.starts_with("bestmove") {
            std::process::exit(1);
        }
        let _ = writeln!(out, "Base+MLP\nok");
        let _ = out.flush();
    }
}
