//! A UHP engine that fails after greeting, as the first argument says:
//! `dies` exits at the first command, `silent` reads every command and
//! answers none. The crate's tests start it (an example, so that it is
//! built with the tests on every system, with no shell needed).

use std::io::{BufRead, Write};

fn main() {
    let name = std::env::args().nth(1).unwrap_or_default();
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "id {name}\nok");
    let _ = out.flush();
    for _command in std::io::stdin().lock().lines() {
        if name == "dies" {
            std::process::exit(1);
        }
    }
}
