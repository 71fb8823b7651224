//! Where tabletop keeps a player's files: the platform's data folder
//! (`~/.local/share/tabletop` on Linux, `AppData\Roaming` on Windows,
//! `Library/Application Support` on macOS).

use std::path::PathBuf;

/// The file `name` in the data folder, if the platform has one.
pub fn data_file(name: &str) -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "tabletop", "tabletop")
        .map(|dirs| dirs.data_dir().join(name))
}
