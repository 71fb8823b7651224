//! tabletop's files on disk: every file a player's work lives in (saves,
//! records, settings, tutorial progress) is RON with a version, written so
//! that a crash or a full disk never leaves a half-written file where the
//! old one was, and read back with an error that says what is wrong instead
//! of a panic. A file that cannot be read is left exactly as it is.

#![forbid(unsafe_code)]

mod held;
mod writer;

pub use writer::Writer;

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;
use thiserror::Error;

/// Why a file could not be read or written.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The file or its folder could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is not what was expected: damaged, cut short, or another kind of file.
    #[error("{path} is not a valid {what} file: {reason}")]
    Malformed {
        /// The file.
        path: PathBuf,
        /// What kind of file was expected ("game record", "settings").
        what: &'static str,
        /// Where and why reading stopped.
        reason: String,
    },
    /// The file was written by a newer tabletop.
    #[error(
        "{path} was written by a newer tabletop ({what} version {found}; this one reads up to {supported})"
    )]
    Newer {
        /// The file.
        path: PathBuf,
        /// What kind of file.
        what: &'static str,
        /// The file's version.
        found: u32,
        /// The newest version understood.
        supported: u32,
    },
    /// The value could not be written as RON.
    #[error("{what} could not be written as RON: {reason}")]
    Encode {
        /// What kind of file.
        what: &'static str,
        /// Why.
        reason: String,
    },
}

/// Reads a `what` file (for messages: "game record") from `path`, whose
/// format this build knows up to version `supported`; `None` when there is
/// no such file. Every format is a RON struct with a `version` field.
///
/// # Errors
/// The file cannot be read, is not a valid `what` file, or is newer.
pub fn load<T: DeserializeOwned>(
    path: &Path,
    what: &'static str,
    supported: u32,
) -> Result<Option<T>, StoreError> {
    let Some(text) = read_text(path)? else {
        return Ok(None);
    };
    parse(&text, path, what, supported).map(Some)
}

/// Reads a `what` file like [`load`], for a format that changed shape: a
/// file of version `old_up_to` or older is read as `Old` and brought up to
/// date by `migrate`, a newer one (up to `supported`) is read as `New`.
///
/// # Errors
/// As [`load`]; and an old file that `migrate` cannot bring up to date is
/// not a valid `what` file, for the reason `migrate` gives.
pub fn load_migrating<Old: DeserializeOwned, New: DeserializeOwned>(
    path: &Path,
    what: &'static str,
    supported: u32,
    old_up_to: u32,
    migrate: impl FnOnce(Old) -> Result<New, String>,
) -> Result<Option<New>, StoreError> {
    let Some(text) = read_text(path)? else {
        return Ok(None);
    };
    parse_migrating(&text, path, what, supported, old_up_to, migrate).map(Some)
}

/// Parses the text of a `what` file that came from `path`, bringing an old
/// one up to date (see [`load_migrating`]).
///
/// # Errors
/// As [`load_migrating`].
pub fn parse_migrating<Old: DeserializeOwned, New: DeserializeOwned>(
    text: &str,
    path: &Path,
    what: &'static str,
    supported: u32,
    old_up_to: u32,
    migrate: impl FnOnce(Old) -> Result<New, String>,
) -> Result<New, StoreError> {
    let old = version_of(text).is_some_and(|version| version <= old_up_to);
    if !old {
        return parse(text, path, what, supported);
    }
    let found: Old = parse(text, path, what, old_up_to)?;
    migrate(found).map_err(|reason| StoreError::Malformed {
        path: path.to_owned(),
        what,
        reason,
    })
}

/// The text of the file at `path`, or `None` when there is no such file.
fn read_text(path: &Path) -> Result<Option<String>, StoreError> {
    match held::retried(|| fs::read_to_string(path)) {
        Ok(text) => Ok(Some(text)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(StoreError::Io {
            path: path.to_owned(),
            source,
        }),
    }
}

/// Parses the text of a `what` file that came from `path` (see [`load`]).
///
/// # Errors
/// The text is not a valid `what` file, or is newer than `supported`.
pub fn parse<T: DeserializeOwned>(
    text: &str,
    path: &Path,
    what: &'static str,
    supported: u32,
) -> Result<T, StoreError> {
    // The version first, on its own: a newer file may have fields this
    // build does not know, and saying "newer" is more use than "malformed".
    if let Some(found) = version_of(text)
        && found > supported
    {
        return Err(StoreError::Newer {
            path: path.to_owned(),
            what,
            found,
            supported,
        });
    }
    ron::from_str(text).map_err(|error| StoreError::Malformed {
        path: path.to_owned(),
        what,
        reason: error.to_string(),
    })
}

/// Just the version field of any of our files.
#[derive(serde::Deserialize)]
struct VersionOnly {
    version: u32,
}

/// The version of one of our files, however its struct is written: RON
/// may name it (`Settings(version: 2, …)`), and a name other than
/// `VersionOnly` would keep the version from being read at all, so the
/// text is read as any value first (found by fuzzing: a newer file written
/// with its name was read as if it were current).
fn version_of(text: &str) -> Option<u32> {
    let value: ron::Value = ron::from_str(text).ok()?;
    value
        .into_rust::<VersionOnly>()
        .ok()
        .map(|header| header.version)
}

/// Writes `value` to `path` as pretty RON, atomically (see [`write_atomically`]).
///
/// # Errors
/// The value cannot be encoded, or the file cannot be written.
pub fn save<T: Serialize>(value: &T, path: &Path, what: &'static str) -> Result<(), StoreError> {
    write_atomically(path, encode(value, what)?.as_bytes())
}

/// `value` as the pretty RON [`save`] writes (`what` it is, for errors).
///
/// # Errors
/// The value cannot be encoded.
pub fn encode<T: Serialize>(value: &T, what: &'static str) -> Result<String, StoreError> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).map_err(|error| {
        StoreError::Encode {
            what,
            reason: error.to_string(),
        }
    })
}

/// Writes `bytes` to `path` so that a reader (or the next start after a
/// crash) finds either the whole old file or the whole new one: the bytes
/// go to a temporary file beside it, are flushed to the disk, and only then
/// does a rename put them in place. Creates the folder if need be.
///
/// # Errors
/// The folder or the file cannot be written; the old file is then untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let io_error = |source| StoreError::Io {
        path: path.to_owned(),
        source,
    };
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(folder).map_err(io_error)?;
    }
    let temporary = temporary_path(path);
    let written = File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(source) = written.and_then(|()| held::retried(|| fs::rename(&temporary, path))) {
        let _ = fs::remove_file(&temporary);
        return Err(io_error(source));
    }
    remove_stale_temporaries(path);
    Ok(())
}

/// How old another process's temporary file of the same file must be to
/// count as left behind by a crash (a running game saves in milliseconds).
const STALE: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes the temporary files of `path` that processes killed mid-save
/// left behind (one per process, so they would pile up), once they are
/// old enough that no running game can still be writing them. Best
/// effort: what cannot be listed or removed stays.
fn remove_stale_temporaries(path: &Path) {
    let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    let prefix = format!("{}.", name.to_string_lossy());
    for entry in entries.flatten() {
        let entry_name = entry.file_name();
        let entry_name = entry_name.to_string_lossy();
        let is_temporary = entry_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()));
        let old = entry
            .metadata()
            .and_then(|metadata| metadata.modified())
            .ok()
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age > STALE);
        if is_temporary && old {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Moves a damaged file out of the way, beside where it was, as
/// `NAME.damaged-N.EXT` (the first N free), so that a fresh file can take
/// its place while what it held stays for the player (or a fix) to rescue.
/// Returns where it went.
///
/// # Errors
/// The file cannot be renamed; it is then where it was.
pub fn set_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let extension = path
        .extension()
        .map(|extension| format!(".{}", extension.to_string_lossy()))
        .unwrap_or_default();
    let aside = (1..)
        .map(|n| path.with_file_name(format!("{stem}.damaged-{n}{extension}")))
        .find(|aside| !aside.exists())
        .expect("some number is free");
    held::retried(|| fs::rename(path, &aside)).map_err(|source| StoreError::Io {
        path: path.to_owned(),
        source,
    })?;
    Ok(aside)
}

/// The temporary file a save of `path` writes first: beside it (a rename
/// is only atomic within one file system), named for this process so two
/// running games never write the same one.
pub fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.tmp", std::process::id()));
    path.with_file_name(name)
}
