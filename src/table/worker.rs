//! An answer worked out on a thread of its own (a computer's move, an
//! engine's reply), waited for without blocking a frame.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

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

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::mpsc::channel;

    use super::*;

    #[test]
    fn an_answer_from_its_own_thread_wakes_the_app() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&wakes);
        let waker = Waker::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
        });
        let (go, wait) = channel::<()>();
        let answer = on_its_own_thread(waker, move || {
            wait.recv().expect("told to answer");
            42
        });
        assert_eq!(answer.poll(), Polled::Waiting);
        assert_eq!(wakes.load(Ordering::SeqCst), 0, "no wake before the answer");
        go.send(()).expect("sent");
        // The thread sends, then wakes: wait for the wake itself.
        while wakes.load(Ordering::SeqCst) == 0 {
            std::thread::yield_now();
        }
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
}
