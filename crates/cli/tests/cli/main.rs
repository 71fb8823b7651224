//! The command line as a user meets it: output format, exit codes, and a
//! scripted terminal game; one module a game.

mod analysis;
mod blokus3d;
mod deblockle;
mod hive;
mod hive_match;
mod net;
mod net_clocks;
#[cfg(target_os = "linux")]
mod net_faults;
#[cfg(target_os = "linux")]
mod net_nearby;
mod net_setup;
mod outside;
mod ratings;

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub(crate) fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop-cli"))
        .args(args)
        .output()
        .expect("tabletop-cli runs")
}

pub(crate) fn cli_with_input(args: &[&str], input: &str) -> Output {
    cli_with_bytes(args, input.as_bytes())
}

/// The CLI fed `input` as it is, bytes that are not UTF-8 included.
pub(crate) fn cli_with_bytes(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tabletop-cli runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("input written");
    child.wait_with_output().expect("tabletop-cli ends")
}

pub(crate) fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub(crate) fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_short_soak_of_every_game_finds_the_rules_agreeing_with_themselves() {
    let output = cli(&["soak", "--games", "3", "--seed", "7"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for game in ["deblockle", "hive", "blokus3d"] {
        let line = text
            .lines()
            .find(|line| line.starts_with(&format!("{game}: 3 games, ")))
            .unwrap_or_else(|| panic!("no line for {game}: {text}"));
        let positions: usize = line
            .split_whitespace()
            .nth(3)
            .and_then(|n| n.parse().ok())
            .unwrap_or_default();
        assert!(positions > 10, "{line}");
    }
    let one = stdout(&cli(&["soak", "--games", "2", "--game", "blokus3d"]));
    assert!(
        one.starts_with("blokus3d: 2 games") && one.lines().count() == 1,
        "{one}"
    );
    assert_eq!(cli(&["soak", "--game", "chess"]).status.code(), Some(2));
}
