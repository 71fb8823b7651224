//! Files written on a thread of their own, so that a game's frames never
//! wait for a disk (a flush can take longer than a frame). Each file is
//! written atomically ([`crate::write_atomically`]); when several writes of
//! one file wait, only the newest is written. Other work on files (tidying
//! a folder after a write) runs there too, in the order it was asked.

use std::path::PathBuf;
use std::sync::mpsc::{Sender, channel};
use std::time::Duration;

use crate::StoreError;

/// A writer thread. Dropping every clone ends it once it has written what
/// it was given.
#[derive(Clone, Debug)]
pub struct Writer {
    jobs: Sender<Job>,
}

/// What the writer thread is asked.
enum Job {
    /// Write these bytes to this file.
    Write(PathBuf, Vec<u8>),
    /// Do this once everything asked before is written (or has failed).
    Run(Box<dyn FnOnce() + Send>),
    /// Answer once everything asked before is done.
    Flush(Sender<()>),
}

/// Writes each of `writes` (emptied), reporting the failures to `failed`.
fn write_each(writes: &mut Vec<(PathBuf, Vec<u8>)>, failed: &impl Fn(StoreError)) {
    for (path, bytes) in writes.drain(..) {
        if let Err(error) = crate::write_atomically(&path, &bytes) {
            failed(error);
        }
    }
}

impl Writer {
    /// Starts a writer; `failed` hears, on the writer's thread, of each
    /// write that failed (the file before it is left whole).
    pub fn spawn(failed: impl Fn(StoreError) + Send + 'static) -> Writer {
        let (jobs, asked) = channel::<Job>();
        std::thread::Builder::new()
            .name("file writer".into())
            .spawn(move || {
                while let Ok(first) = asked.recv() {
                    let mut writes: Vec<(PathBuf, Vec<u8>)> = Vec::new();
                    let mut waiting = Vec::new();
                    for job in std::iter::once(first).chain(asked.try_iter()) {
                        match job {
                            Job::Write(path, bytes) => {
                                match writes.iter_mut().find(|(earlier, _)| *earlier == path) {
                                    Some(earlier) => earlier.1 = bytes,
                                    None => writes.push((path, bytes)),
                                }
                            }
                            Job::Run(work) => {
                                write_each(&mut writes, &failed);
                                work();
                            }
                            Job::Flush(done) => waiting.push(done),
                        }
                    }
                    write_each(&mut writes, &failed);
                    for done in waiting {
                        let _ = done.send(());
                    }
                }
            })
            .expect("the system starts a thread");
        Writer { jobs }
    }

    /// Writes `bytes` to `path` in the background; `false` if the writer
    /// has stopped (nothing is written then).
    pub fn write(&self, path: PathBuf, bytes: Vec<u8>) -> bool {
        self.jobs.send(Job::Write(path, bytes)).is_ok()
    }

    /// Runs `work` in the background once every write asked before it is
    /// done; `false` if the writer has stopped (nothing runs then).
    pub fn run(&self, work: impl FnOnce() + Send + 'static) -> bool {
        self.jobs.send(Job::Run(Box::new(work))).is_ok()
    }

    /// Waits until everything asked so far is written (or has failed), at
    /// most `patience`; whether it was. Before the program ends, so that
    /// nothing is lost with the thread.
    pub fn flush(&self, patience: Duration) -> bool {
        let (done, written) = channel();
        self.jobs.send(Job::Flush(done)).is_ok() && written.recv_timeout(patience).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    fn folder(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("tabletop-writer-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    #[test]
    fn every_file_ends_with_its_newest_bytes_once_flushed() {
        let folder = folder("newest");
        let writer = Writer::spawn(|error| panic!("{error}"));
        for round in 0..200 {
            for file in ["history.ron", "players.ron"] {
                let bytes = format!("{file} {round}").into_bytes();
                assert!(writer.write(folder.join(file), bytes));
            }
        }
        assert!(writer.flush(Duration::from_secs(30)));
        for file in ["history.ron", "players.ron"] {
            let text = std::fs::read_to_string(folder.join(file)).expect("written");
            assert_eq!(text, format!("{file} 199"));
        }
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn work_runs_after_the_writes_asked_before_it() {
        let folder = folder("run");
        let writer = Writer::spawn(|error| panic!("{error}"));
        let seen = Arc::new(Mutex::new(Vec::new()));
        for round in 0..50 {
            let file = folder.join("record.ron");
            assert!(writer.write(file.clone(), format!("{round}").into_bytes()));
            let seen = Arc::clone(&seen);
            assert!(writer.run(move || {
                let text = std::fs::read_to_string(&file).expect("written before");
                seen.lock().expect("lock").push(text);
            }));
        }
        assert!(writer.flush(Duration::from_secs(30)));
        let seen = seen.lock().expect("lock").clone();
        let expected: Vec<String> = (0..50).map(|round| round.to_string()).collect();
        assert_eq!(seen, expected);
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn a_write_that_fails_is_reported_and_the_others_go_on() {
        let folder = folder("fails");
        std::fs::create_dir_all(&folder).expect("made");
        // A file where the folder should be: nothing can be written inside.
        let blocked = folder.join("not-a-folder");
        std::fs::write(&blocked, "a file").expect("written");
        let failures = Arc::new(Mutex::new(Vec::new()));
        let heard = Arc::clone(&failures);
        let writer =
            Writer::spawn(move |error| heard.lock().expect("lock").push(error.to_string()));
        assert!(writer.write(blocked.join("history.ron"), b"lost".to_vec()));
        assert!(writer.write(folder.join("players.ron"), b"kept".to_vec()));
        assert!(writer.flush(Duration::from_secs(30)));
        let failures = failures.lock().expect("lock").clone();
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert!(failures[0].contains("not-a-folder"), "{failures:?}");
        assert_eq!(
            std::fs::read_to_string(folder.join("players.ron")).expect("written"),
            "kept"
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
