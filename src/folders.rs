//! Where tabletop keeps a player's files: games and progress in the
//! platform's data folder (`~/.local/share/tabletop` on Linux, `AppData` on
//! Windows, `Library/Application Support` on macOS), settings in its
//! config folder.

use std::path::PathBuf;

use directories::ProjectDirs;

fn folders() -> Option<ProjectDirs> {
    ProjectDirs::from("org", "tabletop", "tabletop")
}

/// The file `name` in the data folder, if the platform has one.
pub fn data_file(name: &str) -> Option<PathBuf> {
    folders().map(|dirs| dirs.data_dir().join(name))
}

/// The file `name` in the config folder, if the platform has one.
pub fn config_file(name: &str) -> Option<PathBuf> {
    folders().map(|dirs| dirs.config_dir().join(name))
}
