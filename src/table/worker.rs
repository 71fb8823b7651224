//! An answer worked out on a thread of its own (a computer's move, an
//! engine's reply), waited for without blocking a frame; and a [`Job`], such
//! work that gives up once nobody waits for it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::sync::{Arc, Mutex};

use super::frames::Waker;

/// Where an answer stands.
#[derive(Debug, PartialEq, Eq)]
pub enum Polled<T> {
    /// Not yet.
    Waiting,
    /// Here it is.
    Ready(T),
    /// The thread stopped without answering.
    Gone,
}

/// The receiving end of a worker's answer. The lock is there only because
/// Bevy resources are shared between threads; nobody else ever holds it.
pub struct Answer<T>(Mutex<Receiver<T>>);

/// Works `work` out on a thread of its own, and wakes the app with
/// `waker` when the answer is there: every table's opponents think this way
/// (not on Bevy's task pools, which a long search would hold up).
pub fn on_its_own_thread<T: Send + 'static>(
    waker: Waker,
    work: impl FnOnce() -> T + Send + 'static,
) -> Answer<T> {
    let (reply, answer) = channel();
    std::thread::spawn(move || {
        // Nobody may be waiting any more (a new game): that is no error.
        if reply.send(work()).is_ok() {
            waker.wake();
        }
    });
    Answer::new(answer)
}

impl<T> Answer<T> {
    /// Waits on `receiver`.
    pub fn new(receiver: Receiver<T>) -> Answer<T> {
        Answer(Mutex::new(receiver))
    }

    /// The answer, if it has come.
    pub fn poll(&self) -> Polled<T> {
        let received = match self.0.lock() {
            Ok(receiver) => receiver.try_recv(),
            Err(_) => Err(TryRecvError::Disconnected),
        };
        match received {
            Ok(answer) => Polled::Ready(answer),
            Err(TryRecvError::Empty) => Polled::Waiting,
            Err(TryRecvError::Disconnected) => Polled::Gone,
        }
    }
}

/// Work on a thread of its own that is told to give up (its flag raised)
/// as soon as nobody holds the job any more: a hint, an evaluation, a
/// review, a program's move dropped because the game moved on.
pub struct Job<T> {
    answer: Answer<T>,
    stop: Arc<AtomicBool>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work`, which should give up when the flag it is handed is
    /// raised; `waker` wakes the app when the answer is there.
    pub fn start(
        waker: Waker,
        work: impl FnOnce(&Arc<AtomicBool>) -> T + Send + 'static,
    ) -> Job<T> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        Job {
            answer: on_its_own_thread(waker, move || work(&flag)),
            stop,
        }
    }

    /// The answer, if it has come.
    pub fn poll(&self) -> Polled<T> {
        self.answer.poll()
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;
    use std::sync::mpsc::channel;

    use super::*;

    #[test]
    fn an_answer_from_its_own_thread_wakes_the_app() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&wakes);
        let (woke, woken) = channel::<()>();
        let waker = Waker::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            let _ = woke.send(());
        });
        let (go, wait) = channel::<()>();
        let answer = on_its_own_thread(waker, move || {
            wait.recv().expect("told to answer");
            42
        });
        assert_eq!(answer.poll(), Polled::Waiting);
        assert_eq!(wakes.load(Ordering::SeqCst), 0, "no wake before the answer");
        go.send(()).expect("sent");
        // The thread sends, then wakes: wait for the wake itself (a minute
        // at most: a wake that never comes fails the test).
        woken
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("the answer woke the app");
        assert_eq!(wakes.load(Ordering::SeqCst), 1);
        assert_eq!(answer.poll(), Polled::Ready(42));
    }

    #[test]
    fn an_answer_is_waited_for_taken_or_gone() {
        let (sender, receiver) = channel();
        let answer = Answer::new(receiver);
        assert_eq!(answer.poll(), Polled::Waiting);
        sender.send(7).expect("sent");
        assert_eq!(answer.poll(), Polled::Ready(7));
        drop(sender);
        assert_eq!(answer.poll(), Polled::Gone);
    }

    #[test]
    fn a_job_let_go_is_told_to_give_up() {
        let (flag, seen) = channel();
        let job = Job::start(Waker::default(), move |stop: &Arc<AtomicBool>| {
            flag.send(Arc::clone(stop)).expect("sent");
        });
        let stop = seen.recv().expect("the job's flag");
        assert!(!stop.load(Ordering::SeqCst));
        drop(job);
        assert!(stop.load(Ordering::SeqCst));
    }
}
