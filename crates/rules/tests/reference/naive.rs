//! The naive implementation of the Deblockle rules. Nothing here calls
//! the crate.

use std::collections::BTreeSet;

pub type Vector = [i32; 3];
const UP: Vector = [0, 0, 1];
const DOWN: Vector = [0, 0, -1];
const LETTERS: [char; 6] = ['S', 'P', 'C', 'X', 'L', 'H'];
/// Where each face (in LETTERS order) points with Star up and Cross north.
const REFERENCE: [Vector; 6] = [
    [0, 0, 1],  // Star up
    [0, 0, -1], // Stop down
    [0, 1, 0],  // Cross north
    [0, -1, 0], // X south
    [1, 0, 0],  // Slider east
    [-1, 0, 0], // Hoops west
];
const STARS: [(i32, i32); 2] = [(3, 1), (3, 5)];
const DIRECTIONS: [(char, i32, i32); 4] = [('N', 0, 1), ('E', 1, 0), ('S', 0, -1), ('W', -1, 0)];

#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Cube {
    pub owner: char,
    /// Where each face points now.
    pub faces: [Vector; 6],
}

impl Cube {
    fn face_towards(&self, v: Vector) -> usize {
        (0..6).find(|&f| self.faces[f] == v).unwrap()
    }
    fn top(&self) -> char {
        LETTERS[self.face_towards(UP)]
    }
    fn letters(&self) -> String {
        format!(
            "{}{}{}",
            self.owner,
            LETTERS[self.face_towards(UP)],
            LETTERS[self.face_towards([0, 1, 0])]
        )
    }
    /// Rolls over the bottom edge towards (dx, dy): the top turns to
    /// face that way, that side goes under, the bottom turns back, the
    /// back side comes up.
    fn rolled(&self, dx: i32, dy: i32) -> Cube {
        let d = [dx, dy, 0];
        let back = [-dx, -dy, 0];
        let mut faces = self.faces;
        for v in &mut faces {
            *v = if *v == UP {
                d
            } else if *v == d {
                DOWN
            } else if *v == DOWN {
                back
            } else if *v == back {
                UP
            } else {
                *v
            };
        }
        Cube { faces, ..*self }
    }
    /// The cube showing `top` up and `north` north, found among all
    /// ways of rolling and turning the reference cube.
    pub fn from_letters(owner: char, top: char, north: char) -> Option<Cube> {
        let mut seen = vec![Cube {
            owner,
            faces: REFERENCE,
        }];
        let mut i = 0;
        while i < seen.len() {
            for (_, dx, dy) in DIRECTIONS {
                let next = seen[i].rolled(dx, dy);
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        assert_eq!(seen.len(), 24, "a cube has 24 orientations");
        seen.into_iter()
            .find(|c| c.letters()[1..] == format!("{top}{north}"))
    }
}

#[derive(Clone)]
pub struct Game {
    pub grid: [[Option<Cube>; 7]; 7],
    pub turn: char,
    pub no_adjacent: bool,
    pub stay: bool,
}

fn on_board(x: i32, y: i32) -> bool {
    (0..7).contains(&x) && (0..7).contains(&y)
}

fn is_star(x: i32, y: i32) -> bool {
    STARS.contains(&(x, y))
}

fn name(x: i32, y: i32) -> String {
    format!("{}{}", (b'a' + x as u8) as char, y + 1)
}

fn opponent(player: char) -> char {
    if player == 'g' { 't' } else { 'g' }
}

impl Game {
    pub fn parse(text: &str, no_adjacent: bool, stay: bool) -> Game {
        let (board, turn) = text.split_once(' ').unwrap();
        let mut grid = [[None; 7]; 7];
        for (row, rank) in board.split('/').enumerate() {
            let y = 6 - row;
            let chars: Vec<char> = rank.chars().collect();
            let (mut x, mut i) = (0, 0);
            while i < chars.len() {
                match chars[i] {
                    '*' => x += 1,
                    c if c.is_ascii_digit() => x += c as usize - '0' as usize,
                    owner => {
                        grid[x][y] = Cube::from_letters(owner, chars[i + 1], chars[i + 2]);
                        x += 1;
                        i += 2;
                    }
                }
                i += 1;
            }
        }
        let mut game = Game {
            grid,
            turn: turn.chars().next().unwrap(),
            no_adjacent,
            stay,
        };
        game.settle();
        game
    }

    pub fn notation(&self) -> String {
        let mut ranks = Vec::new();
        for y in (0..7).rev() {
            let mut rank = String::new();
            let mut empty = 0;
            for x in 0..7 {
                match self.grid[x][y] {
                    Some(cube) => {
                        if empty > 0 {
                            rank += &empty.to_string();
                            empty = 0;
                        }
                        rank += &cube.letters();
                    }
                    None if is_star(x as i32, y as i32) => {
                        if empty > 0 {
                            rank += &empty.to_string();
                            empty = 0;
                        }
                        rank.push('*');
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                rank += &empty.to_string();
            }
            ranks.push(rank);
        }
        format!("{} {}", ranks.join("/"), self.turn)
    }

    fn at(&self, x: i32, y: i32) -> Option<Cube> {
        self.grid[x as usize][y as usize]
    }

    fn count(&self, player: char) -> usize {
        self.grid
            .iter()
            .flatten()
            .flatten()
            .filter(|c| c.owner == player)
            .count()
    }

    pub fn finished(&self) -> bool {
        self.count('g') == 0 || self.count('t') == 0
    }

    pub fn settle(&mut self) {
        if self.finished() || !self.moves().is_empty() {
            return;
        }
        self.turn = opponent(self.turn);
        if self.moves().is_empty() {
            self.turn = opponent(self.turn);
        }
    }

    /// Every legal move, with the grid after it.
    pub fn successors(&self) -> Vec<(String, Game)> {
        let mut out = Vec::new();
        if self.finished() {
            return out;
        }
        let target = if self.turn == 'g' { (3, 5) } else { (3, 1) };
        for x in 0..7 {
            for y in 0..7 {
                let Some(cube) = self.at(x, y) else { continue };
                if cube.owner != self.turn {
                    continue;
                }
                let mut without = self.clone();
                without.grid[x as usize][y as usize] = None;
                for (letter, dx, dy) in DIRECTIONS {
                    let (tx, ty) = (x + dx, y + dy);
                    if !on_board(tx, ty) || without.at(tx, ty).is_some() {
                        continue;
                    }
                    let rolled = cube.rolled(dx, dy);
                    let tip = format!("{}{letter}", name(x, y));
                    if is_star(tx, ty) {
                        if (tx, ty) == target && rolled.top() == 'S' {
                            without.finish(tip, None, rolled, &mut out);
                        }
                        continue;
                    }
                    if rolled.top() == 'S' {
                        continue;
                    }
                    let ends = without.hops(rolled.top(), tx, ty);
                    match ends {
                        None => without.finish(tip, Some((tx, ty)), rolled, &mut out),
                        // No hop that the rules allow (none at all, or
                        // none that no_adjacent lets end there): the tip
                        // stands, under stay.
                        Some(ends) => {
                            let before = out.len();
                            for (ex, ey) in ends {
                                let mv = format!("{tip}-{}", name(ex, ey));
                                without.finish(mv, Some((ex, ey)), rolled, &mut out);
                            }
                            if out.len() == before && self.stay {
                                without.finish(tip, Some((tx, ty)), rolled, &mut out);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    pub fn moves(&self) -> BTreeSet<String> {
        self.successors().into_iter().map(|(mv, _)| mv).collect()
    }

    /// Puts the cube down (or not, for a removal), applies no_adjacent
    /// and hands over the turn.
    fn finish(
        &self,
        mv: String,
        end: Option<(i32, i32)>,
        cube: Cube,
        out: &mut Vec<(String, Game)>,
    ) {
        let mut next = self.clone();
        if let Some((x, y)) = end {
            next.grid[x as usize][y as usize] = Some(cube);
        }
        if self.no_adjacent && next.touching(self.turn) {
            return;
        }
        next.turn = opponent(self.turn);
        out.push((mv, next));
    }

    fn touching(&self, player: char) -> bool {
        for x in 0..7 {
            for y in 0..7 {
                if self.at(x, y).is_some_and(|c| c.owner == player) {
                    for (_, dx, dy) in DIRECTIONS {
                        let (nx, ny) = (x + dx, y + dy);
                        if on_board(nx, ny) && self.at(nx, ny).is_some_and(|c| c.owner != player) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }

    /// Where a cube showing `top` on (x, y) may hop; None for Stop.
    fn hops(&self, top: char, x: i32, y: i32) -> Option<BTreeSet<(i32, i32)>> {
        let free = |x: i32, y: i32| on_board(x, y) && self.at(x, y).is_none();
        let land = |x: i32, y: i32| free(x, y) && !is_star(x, y);
        let mut ends = BTreeSet::new();
        match top {
            'P' => return None,
            'C' => {
                for (_, dx, dy) in DIRECTIONS {
                    if land(x + dx, y + dy) {
                        ends.insert((x + dx, y + dy));
                    }
                }
            }
            'X' => {
                for (dx, dy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    if land(x + dx, y + dy) {
                        ends.insert((x + dx, y + dy));
                    }
                }
            }
            'L' => {
                for (_, dx, dy) in DIRECTIONS {
                    let mut path = Vec::new();
                    let (mut cx, mut cy) = (x + dx, y + dy);
                    while free(cx, cy) {
                        path.push((cx, cy));
                        cx += dx;
                        cy += dy;
                    }
                    if let Some(&(lx, ly)) = path.last()
                        && !is_star(lx, ly)
                    {
                        ends.insert((lx, ly));
                    }
                    for i in 1..path.len() {
                        if is_star(path[i].0, path[i].1) {
                            ends.insert(path[i - 1]);
                        }
                    }
                }
            }
            'H' => {
                let mut walks = vec![(x, y)];
                for _ in 0..3 {
                    let mut next = Vec::new();
                    for (wx, wy) in walks {
                        for (_, dx, dy) in DIRECTIONS {
                            if free(wx + dx, wy + dy) {
                                next.push((wx + dx, wy + dy));
                            }
                        }
                    }
                    walks = next;
                }
                ends.extend(walks.into_iter().filter(|&(ex, ey)| !is_star(ex, ey)));
            }
            other => panic!("no hop for {other}"),
        }
        Some(ends)
    }
}
