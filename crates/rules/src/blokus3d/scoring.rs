//! The score: seen from straight above, each square whose top cube is your
//! colour is a point; each piece you did not place costs one.

use super::position::Position;
use super::structure::SIDE;

impl Position {
    /// Each playing colour's score, by seat.
    pub fn colour_scores(&self) -> Vec<i32> {
        let seats = self.seating.colours();
        let mut scores: Vec<i32> = (0..seats)
            .map(|seat| -(self.pieces_left(seat) as i32))
            .collect();
        for y in 0..SIDE {
            for x in 0..SIDE {
                if let Some(colour) = self.top(x, y) {
                    scores[colour.index()] += 1;
                }
            }
        }
        scores
    }

    /// Each player's score: their colour's, or with two colours each, the
    /// better of their two.
    pub fn player_scores(&self) -> Vec<i32> {
        let colours = self.colour_scores();
        let mut players = vec![i32::MIN; usize::from(self.seating.players)];
        for (seat, score) in colours.into_iter().enumerate() {
            let player = self.seating.player_of(seat);
            players[player] = players[player].max(score);
        }
        players
    }

    /// The players with the best score (several share a tie), once the game
    /// is over; none before.
    pub fn winners(&self) -> Vec<usize> {
        if !self.is_over() {
            return Vec::new();
        }
        let scores = self.player_scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        (0..scores.len()).filter(|&p| scores[p] == best).collect()
    }
}
