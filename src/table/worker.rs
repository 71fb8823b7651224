//! An answer worked out on a thread of its own (a computer's move, an
//! engine's reply), waited for without blocking a frame.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

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

/// Works `work` out on a thread of its own: every table's opponents think
/// this way (not on Bevy's task pools, which a long search would hold up).
pub fn on_its_own_thread<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Answer<T> {
    let (reply, answer) = channel();
    std::thread::spawn(move || {
        // Nobody may be waiting any more (a new game): that is no error.
        let _ = reply.send(work());
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
    use std::sync::mpsc::channel;

    use super::*;

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
