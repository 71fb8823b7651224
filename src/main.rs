//! `tabletop`: the game's window. See `tabletop --help`.
#![forbid(unsafe_code)]
// A game, not a console program: no console window beside it on Windows in
// release builds (the command line's errors then go nowhere; run the debug
// build or `tabletop-cli` to see them).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::panic::AssertUnwindSafe;

use bevy::prelude::*;
use clap::{CommandFactory, Parser};
use tabletop::AppOptions;
use tabletop::failure::{self, Stop};

fn main() -> AppExit {
    tabletop::frame_timing::mark_start();
    let options = AppOptions::parse();
    if let Err(problem) = options.check() {
        AppOptions::command()
            .error(clap::error::ErrorKind::InvalidValue, problem)
            .exit();
    }
    if let Some(start) = options.quick_start_to_print() {
        println!("{start}");
        return AppExit::Success;
    }
    // A failure is logged and, where the player has no terminal to read
    // it (Windows), told in a message box.
    failure::keep_panics();
    if let Some(language) = options.language {
        failure::speak(language);
    }
    let played = std::panic::catch_unwind(AssertUnwindSafe(|| tabletop::app(&options).run()));
    match played {
        Ok(AppExit::Success) => AppExit::Success,
        Ok(failed) => {
            failure::tell_player(Stop::Failed);
            failed
        }
        Err(_) => {
            failure::tell_player(Stop::Panicked);
            AppExit::from_code(101)
        }
    }
}
