//! What the Record screen counts from the history, for one game: each
//! person's results (by opponent), streaks and rating over time.

use super::book::{HistoryLine, Player};

/// Games won, drawn and lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Won.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
}

impl Results {
    fn add(&mut self, result: Option<bool>) {
        match result {
            Some(true) => self.won += 1,
            None => self.drawn += 1,
            Some(false) => self.lost += 1,
        }
    }

    /// Games in all.
    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// One person's record in one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersonRecord {
    /// Their name.
    pub name: String,
    /// Every game's result.
    pub results: Results,
    /// Results against each opponent, in the order first met.
    pub by_opponent: Vec<(Player, Results)>,
    /// Games won in a row up to the last one.
    pub streak: u32,
    /// The most games won in a row.
    pub best_streak: u32,
    /// The rating after each rated game, oldest first.
    pub ratings: Vec<f64>,
}

/// The record of every person who played `game` in `lines`, in the order
/// they first played.
pub fn records_of(lines: &[HistoryLine], game: &str) -> Vec<PersonRecord> {
    let mut records: Vec<PersonRecord> = Vec::new();
    for line in lines.iter().filter(|line| line.game == game) {
        for (side, player) in line.seats.iter().enumerate() {
            let Player::Person(name) = player else {
                continue;
            };
            let index = match records.iter().position(|record| &record.name == name) {
                Some(index) => index,
                None => {
                    records.push(PersonRecord {
                        name: name.clone(),
                        ..PersonRecord::default()
                    });
                    records.len() - 1
                }
            };
            let record = &mut records[index];
            let result = line.result_of(side);
            record.results.add(result);
            // Against the other sides (all of them, in a game of several).
            for (other_side, other) in line.seats.iter().enumerate() {
                if other_side == side || other == player {
                    continue;
                }
                match record.by_opponent.iter_mut().find(|(met, _)| met == other) {
                    Some((_, results)) => results.add(result),
                    None => {
                        let mut results = Results::default();
                        results.add(result);
                        record.by_opponent.push((other.clone(), results));
                    }
                }
            }
            record.streak = if result == Some(true) {
                record.streak + 1
            } else {
                0
            };
            record.best_streak = record.best_streak.max(record.streak);
            if let Some(Some(change)) = line.ratings.get(side) {
                record.ratings.push(change.after.rating);
            }
        }
    }
    records
}

/// The latest `count` lines of `game`, newest first.
pub fn latest<'a>(lines: &'a [HistoryLine], game: &str, count: usize) -> Vec<&'a HistoryLine> {
    lines
        .iter()
        .rev()
        .filter(|line| line.game == game)
        .take(count)
        .collect()
}

#[cfg(test)]
mod tests {
    use tabletop_ai::Level;
    use tabletop_rating::Rating;

    use super::super::book::RatingChange;
    use super::*;

    fn line(game: &str, seats: [Player; 2], winners: &[usize], rated: Option<f64>) -> HistoryLine {
        let change = rated.map(|rating| RatingChange {
            before: Rating::new_player(0.0),
            after: Rating::new_player(rating),
        });
        HistoryLine {
            ended: String::new(),
            game: game.to_owned(),
            variant: String::new(),
            seats: seats.to_vec(),
            winners: winners.to_vec(),
            how: String::new(),
            moves: 0,
            seconds: 0,
            hints: 0,
            undos: 0,
            record: None,
            ratings: vec![change, None],
        }
    }

    fn ana() -> Player {
        Player::Person("Ana".into())
    }

    #[test]
    fn results_streaks_and_ratings_are_counted_per_person_and_opponent() {
        let hard = Player::Computer(Level::Hard);
        let ben = Player::Person("Ben".into());
        let lines = [
            line("hive", [ana(), hard.clone()], &[0], Some(900.0)),
            line("hive", [ana(), hard.clone()], &[0], Some(950.0)),
            line("deblockle", [ana(), hard.clone()], &[1], Some(10.0)),
            line("hive", [ana(), ben.clone()], &[], Some(940.0)),
            line("hive", [hard.clone(), ana()], &[1], None),
            line("hive", [ana(), hard.clone()], &[0], Some(980.0)),
        ];
        let records = records_of(&lines, "hive");
        let names: Vec<&str> = records.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["Ana", "Ben"]);
        let ana = &records[0];
        assert_eq!(
            (ana.results.won, ana.results.drawn, ana.results.lost),
            (4, 1, 0)
        );
        assert_eq!(
            ana.by_opponent[0],
            (
                hard,
                Results {
                    won: 4,
                    drawn: 0,
                    lost: 0
                }
            )
        );
        assert_eq!(ana.by_opponent[1].1.drawn, 1);
        assert_eq!((ana.streak, ana.best_streak), (2, 2));
        assert_eq!(ana.ratings, [900.0, 950.0, 940.0, 980.0]);
        let ben = &records[1];
        assert_eq!(ben.results.games(), 1);
        assert_eq!(latest(&lines, "hive", 2)[0].winners, [0]);
        assert_eq!(latest(&lines, "deblockle", 9).len(), 1);
    }
}
