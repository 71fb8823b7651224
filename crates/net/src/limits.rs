//! What a peer is held to: the name its player shows (no control
//! characters, not too long) and how many messages it may send (a flood is
//! cut off, not read). Time comes in from the caller, so tests drive it.

use std::time::Duration;

/// The longest name shown, in characters.
pub const MAX_NAME: usize = 24;

/// The longest chat line (or move text), in characters.
pub const MAX_CHAT: usize = 200;

/// The longest step of a game's preparation, in characters (four placed
/// blocks fit many times over).
pub const MAX_PREPARED: usize = 1000;

/// `name` as it may be shown: control characters gone, runs of spaces one
/// space, trimmed, cut to [`MAX_NAME`] characters.
pub fn clean_name(name: &str) -> String {
    let words: Vec<&str> = name
        .split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|word| !word.is_empty())
        .collect();
    words
        .join(" ")
        .chars()
        .take(MAX_NAME)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

/// A peer's messages held to a rate: up to `burst` at once, then
/// `per_second` (a bucket of tokens, refilled as time passes).
#[derive(Clone, Debug)]
pub struct RateLimit {
    burst: f64,
    per_second: f64,
    tokens: f64,
    last: Duration,
}

impl RateLimit {
    /// A limit of `burst` messages at once and `per_second` after, its
    /// clock starting at `now`.
    pub fn new(burst: u32, per_second: u32, now: Duration) -> RateLimit {
        RateLimit {
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            tokens: f64::from(burst),
            last: now,
        }
    }

    /// The limit a game's peer is held to: a move, a chat line, a ping come
    /// a few a second at most.
    pub fn for_a_peer(now: Duration) -> RateLimit {
        RateLimit::new(40, 20, now)
    }

    /// Whether a message arriving at `now` is read (else it is dropped).
    pub fn allow(&mut self, now: Duration) -> bool {
        let passed = now.saturating_sub(self.last).as_secs_f64();
        self.last = self.last.max(now);
        self.tokens = (self.tokens + passed * self.per_second).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_cleaned_and_cut() {
        assert_eq!(clean_name("  Ana\tMaria \n"), "Ana Maria");
        assert_eq!(clean_name("\u{1b}]0;title\u{7}Bob"), "]0;title Bob");
        assert_eq!(clean_name("\u{0}\u{8}"), "");
        let long = "Ж".repeat(100);
        assert_eq!(clean_name(&long).chars().count(), MAX_NAME);
        assert_eq!(clean_name(&clean_name(&long)), clean_name(&long));
        // Cut where a space fell: no space left at the end.
        let spaced = format!("{} b", "a".repeat(MAX_NAME - 1));
        assert_eq!(clean_name(&spaced), "a".repeat(MAX_NAME - 1));
    }

    #[test]
    fn a_flood_is_cut_to_the_burst_then_the_rate() {
        let start = Duration::from_secs(100);
        let mut limit = RateLimit::new(40, 20, start);
        let read = (0..10_000).filter(|_| limit.allow(start)).count();
        assert_eq!(read, 40, "ten thousand at once: the burst");
        // Half a second later, ten more.
        let later = start + Duration::from_millis(500);
        let read = (0..10_000).filter(|_| limit.allow(later)).count();
        assert_eq!(read, 10);
        // A clock going back changes nothing.
        assert!(!limit.allow(start));
    }

    #[test]
    fn a_steady_peer_is_never_cut() {
        let mut limit = RateLimit::for_a_peer(Duration::ZERO);
        let every_tenth = (0..1_000).map(|n| Duration::from_millis(100 * n));
        assert!(every_tenth.into_iter().all(|now| limit.allow(now)));
    }
}
