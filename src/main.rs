//! `tabletop`: the game's window. See `tabletop --help`.
#![forbid(unsafe_code)]

use bevy::prelude::*;
use clap::Parser;
use tabletop::AppOptions;

fn main() -> AppExit {
    let options = AppOptions::parse();
    if let Some(start) = options.quick_start_to_print() {
        println!("{start}");
        return AppExit::Success;
    }
    tabletop::app(&options).run()
}
