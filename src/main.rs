//! `tabletop`: the game's window. See `tabletop --help`.
#![forbid(unsafe_code)]

use bevy::prelude::*;
use clap::Parser;
use tabletop::AppOptions;

fn main() -> AppExit {
    let options = AppOptions::parse();
    tabletop::app(&options).run()
}
