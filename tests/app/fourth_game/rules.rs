//! Noughts and crosses on the rules' `Game` trait, and an engine's
//! judgement that leaves everything to the search (it sees every game to
//! its end).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use tabletop_ai::analysis::SearchAnalyst;
use tabletop_ai::search::Evaluator;
use tabletop_rules::{Finished, Game};

/// The nine squares (0 top left, row by row): 0 empty, 1 X's, 2 O's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grid([u8; 9]);

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Game for Grid {
    type Move = u8;
    tabletop_rules::copy_make!();

    fn to_move(&self) -> usize {
        self.0.iter().filter(|&&square| square != 0).count() % 2
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if self.finished().is_none() {
            moves.extend((0..9).filter(|&square| self.0[usize::from(square)] == 0));
        }
    }

    fn play(&self, square: u8) -> Grid {
        let mut next = *self;
        next.0[usize::from(square)] = self.to_move() as u8 + 1;
        next
    }

    fn finished(&self) -> Option<Finished> {
        let won = LINES.iter().find(|line| {
            let [a, b, c] = line.map(|square| self.0[square]);
            a != 0 && a == b && b == c
        });
        match won {
            Some(line) => Some(Finished::Won(usize::from(self.0[line[0]] - 1))),
            None if !self.0.contains(&0) => Some(Finished::Drawn),
            None => None,
        }
    }

    fn key(&self) -> u64 {
        self.0
            .iter()
            .fold(0, |key, &square| key * 3 + u64::from(square))
    }
}

/// No judgement of its own.
pub struct ToTheEnd;

impl Evaluator<Grid> for ToTheEnd {
    fn evaluate(&self, _: &Grid) -> i32 {
        0
    }

    fn three_in_four(&self) -> i32 {
        100
    }
}

/// The search, to the end of every game.
pub fn analyst(stop: Arc<AtomicBool>) -> SearchAnalyst<Grid, ToTheEnd> {
    SearchAnalyst::new(ToTheEnd, stop)
}

/// A game as played: every grid so far (the first empty), the moves, and
/// the seat whose time ran out, if one did.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub grids: Vec<Grid>,
    pub moves: Vec<u8>,
    pub timed_out: Option<usize>,
}

impl Played {
    /// The game after `moves` (each legal).
    pub fn after(moves: &[u8]) -> Played {
        let mut game = Played {
            grids: vec![Grid::default()],
            moves: Vec::new(),
            timed_out: None,
        };
        for &square in moves {
            game.play(square).expect("a legal move");
        }
        game
    }

    /// The grid now.
    pub fn now(&self) -> Grid {
        self.grids[self.grids.len() - 1]
    }

    /// Whether a line is made, the grid full, or a seat's time run out.
    pub fn is_over(&self) -> bool {
        self.now().finished().is_some() || self.timed_out.is_some()
    }

    /// Marks `square` for the player to move.
    ///
    /// # Errors
    /// The square is taken, or the game over.
    pub fn play(&mut self, square: u8) -> Result<(), String> {
        let mut legal = Vec::new();
        self.now().legal_moves(&mut legal);
        if !legal.contains(&square) || self.timed_out.is_some() {
            return Err(format!("{square} is not free"));
        }
        self.grids.push(self.now().play(square));
        self.moves.push(square);
        Ok(())
    }

    /// Takes the last move back; false at the start.
    pub fn undo(&mut self) -> bool {
        let undone = self.moves.pop().is_some();
        if undone {
            self.grids.pop();
        }
        undone
    }
}
