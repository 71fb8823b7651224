//! Files another handle holds, on Windows. There a save's rename fails
//! while a reader has the old file open, and opening a file fails while it
//! is being replaced, both with "access denied" for as long as the other
//! handle lasts (a moment: a game reads or writes a file in milliseconds).
//! Such an operation is tried again for up to about a second before its
//! error stands. Elsewhere neither happens, and everything runs once.

use std::io;
use std::time::Duration;

/// How many times an operation refused so is tried in all.
const TRIES: u32 = 100;

/// The pause before each new try.
const PAUSE: Duration = Duration::from_millis(10);

/// `operation`, tried again while Windows refuses it because another
/// handle holds its file.
pub(crate) fn retried<T>(mut operation: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    let mut tries = 1;
    loop {
        match operation() {
            Err(error) if held_elsewhere(&error) && tries < TRIES => {
                tries += 1;
                std::thread::sleep(PAUSE);
            }
            result => return result,
        }
    }
}

/// Whether Windows refused a file because another handle holds it. Only
/// Windows says "access denied" for that; elsewhere it means the
/// permissions, which no wait changes.
fn held_elsewhere(error: &io::Error) -> bool {
    cfg!(windows) && error.kind() == io::ErrorKind::PermissionDenied
}
