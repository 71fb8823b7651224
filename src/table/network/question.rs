//! A question put to a friend elsewhere — take the last move back, a
//! draw, a rematch — kept alike for each: this side may have asked and
//! wait for the answer, and a friend may have asked this side, whose card
//! then asks the player.

use tabletop_peer::Friend;

/// Where one kind of question stands between the sides.
#[derive(Default, Debug)]
pub(super) struct Question {
    /// This side asked, and waits for the answer.
    asked: bool,
    /// The friend who asked, waiting for this side's answer.
    pub(super) from: Option<Friend>,
}

impl Question {
    /// This side asks: the answer is awaited.
    pub(super) fn ask(&mut self) {
        self.asked = true;
    }

    /// Whether this side asked and waits for the answer.
    pub(super) fn waits(&self) -> bool {
        self.asked
    }

    /// The friend's answer came: whether this side had asked.
    pub(super) fn answered(&mut self) -> bool {
        std::mem::take(&mut self.asked)
    }

    /// The player answers: the friend who asked, if one did.
    pub(super) fn answer(&mut self) -> Option<Friend> {
        self.from.take()
    }
}
