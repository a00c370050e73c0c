//! A deliberately simple second implementation of the rules, written straight from the rules file, to cross-check
//! the engine: an 11×11 array of cells, moves found by stepping square by square, whole boards cloned, history
//! compared board by board. It shares no code with the engine (not even the square names or the position parser).

#![allow(dead_code)]

const N: i32 = 11;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Empty,
    Attacker,
    Defender,
    King,
}

/// Pieces plus the side to move: what the repetition rule compares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    cells: [[Cell; 11]; 11], // [rank][file], rank 0 = rank 1
    attackers_to_move: bool,
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..N).contains(&file) && (0..N).contains(&rank)
}

fn is_corner(file: i32, rank: i32) -> bool {
    (file == 0 || file == N - 1) && (rank == 0 || rank == N - 1)
}

fn is_throne(file: i32, rank: i32) -> bool {
    file == 5 && rank == 5
}

fn name(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Board {
    /// Reads `/rank1/rank2/.../rank11/ a|d`.
    pub fn parse(text: &str) -> Board {
        let (record, side) = text.split_once(' ').expect("record and side");
        let mut cells = [[Cell::Empty; 11]; 11];
        let rows: Vec<&str> = record.trim_matches('/').split('/').collect();
        assert_eq!(rows.len(), 11);
        for (rank, row) in rows.iter().enumerate() {
            let mut file = 0;
            let mut digits = String::new();
            for ch in row.chars() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                    continue;
                }
                if !digits.is_empty() {
                    file += digits.parse::<usize>().unwrap();
                    digits.clear();
                }
                cells[rank][file] = match ch {
                    't' => Cell::Attacker,
                    'T' => Cell::Defender,
                    'K' => Cell::King,
                    other => panic!("unknown piece {other}"),
                };
                file += 1;
            }
        }
        Board {
            cells,
            attackers_to_move: side == "a",
        }
    }

    fn at(&self, file: i32, rank: i32) -> Cell {
        self.cells[rank as usize][file as usize]
    }

    fn set(&mut self, file: i32, rank: i32, cell: Cell) {
        self.cells[rank as usize][file as usize] = cell;
    }

    fn king(&self) -> Option<(i32, i32)> {
        (0..N)
            .flat_map(|rank| (0..N).map(move |file| (file, rank)))
            .find(|&(file, rank)| self.at(file, rank) == Cell::King)
    }

    fn mine(&self, cell: Cell) -> bool {
        if self.attackers_to_move {
            cell == Cell::Attacker
        } else {
            cell == Cell::Defender || cell == Cell::King
        }
    }

    /// Every move as (from file, from rank, to file, to rank).
    pub fn moves(&self) -> Vec<(i32, i32, i32, i32)> {
        let mut moves = Vec::new();
        for rank in 0..N {
            for file in 0..N {
                let piece = self.at(file, rank);
                if !self.mine(piece) {
                    continue;
                }
                for (df, dr) in DIRECTIONS {
                    let (mut f, mut r) = (file + df, rank + dr);
                    while on_board(f, r) && self.at(f, r) == Cell::Empty {
                        // The throne blocks everyone but the king, even when empty.
                        if is_throne(f, r) && piece != Cell::King {
                            break;
                        }
                        if piece == Cell::King || !is_corner(f, r) {
                            moves.push((file, rank, f, r));
                        }
                        f += df;
                        r += dr;
                    }
                }
            }
        }
        moves
    }

    /// Whether `(file, rank)` helps the side that just moved sandwich an enemy.
    fn hostile_to_enemy(&self, file: i32, rank: i32, mover_attacker: bool) -> bool {
        if !on_board(file, rank) {
            return false;
        }
        let cell = self.at(file, rank);
        let friend = if mover_attacker {
            cell == Cell::Attacker
        } else {
            cell == Cell::Defender || cell == Cell::King
        };
        friend || is_corner(file, rank) || (is_throne(file, rank) && cell == Cell::Empty)
    }

    /// Plays a move; returns the board after it and the captured squares' names in board order.
    pub fn play(&self, (ff, fr, tf, tr): (i32, i32, i32, i32)) -> (Board, Vec<String>) {
        let mut next = self.clone();
        let piece = next.at(ff, fr);
        next.set(ff, fr, Cell::Empty);
        next.set(tf, tr, piece);
        let mover_attacker = self.attackers_to_move;
        let mut captured = Vec::new();
        for (df, dr) in DIRECTIONS {
            let (vf, vr) = (tf + df, tr + dr);
            if !on_board(vf, vr) {
                continue;
            }
            let victim = next.at(vf, vr);
            let enemy = if mover_attacker {
                victim == Cell::Defender
            } else {
                victim == Cell::Attacker
            };
            if enemy && next.hostile_to_enemy(vf + df, vr + dr, mover_attacker) {
                captured.push((vf, vr));
            }
        }
        if mover_attacker && let Some((kf, kr)) = next.king() {
            let adjacent = (kf - tf).abs() + (kr - tr).abs() == 1;
            let walled = DIRECTIONS.iter().all(|&(df, dr)| {
                let (f, r) = (kf + df, kr + dr);
                on_board(f, r)
                    && (next.at(f, r) == Cell::Attacker
                        || is_corner(f, r)
                        || (is_throne(f, r) && next.at(f, r) == Cell::Empty))
            });
            if adjacent && walled {
                captured.push((kf, kr));
            }
        }
        for &(f, r) in &captured {
            next.set(f, r, Cell::Empty);
        }
        next.attackers_to_move = !self.attackers_to_move;
        captured.sort_by_key(|&(f, r)| (r, f));
        let names = captured.iter().map(|&(f, r)| name(f, r)).collect();
        (next, names)
    }

    /// The move as text: `from-to` plus `x` and the captures joined by `/`.
    pub fn move_text(&self, mv: (i32, i32, i32, i32)) -> String {
        let (_, captured) = self.play(mv);
        let mut text = format!("{}-{}", name(mv.0, mv.1), name(mv.2, mv.3));
        if !captured.is_empty() {
            text.push('x');
            text.push_str(&captured.join("/"));
        }
        text
    }

    fn decided(&self) -> bool {
        match self.king() {
            None => true,
            Some((file, rank)) => is_corner(file, rank),
        }
    }
}

/// A game as a list of boards, oldest first; the last is the current one.
#[derive(Clone, Debug)]
pub struct Game {
    boards: Vec<Board>,
    over: bool,
}

impl Game {
    /// A game starting at `board`.
    pub fn new(board: Board) -> Game {
        let over = board.decided() || board.moves().is_empty();
        Game {
            boards: vec![board],
            over,
        }
    }

    /// The current board.
    pub fn board(&self) -> &Board {
        self.boards.last().unwrap()
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.over
    }

    /// The legal moves as text, in no particular order (none once the game is over).
    pub fn move_texts(&self) -> Vec<String> {
        if self.over {
            return Vec::new();
        }
        let board = self.board();
        board
            .moves()
            .into_iter()
            .map(|mv| board.move_text(mv))
            .collect()
    }

    /// Plays the move whose `from-to` part is `text`'s.
    pub fn play_text(&mut self, text: &str) {
        let squares = text.split('x').next().unwrap();
        let board = self.board().clone();
        let mv = board
            .moves()
            .into_iter()
            .find(|&(a, b, c, d)| format!("{}-{}", name(a, b), name(c, d)) == squares)
            .unwrap_or_else(|| panic!("reference: {text} is not legal"));
        self.push(board.play(mv).0);
    }

    fn push(&mut self, next: Board) {
        // The king falls or escapes; else the mover's third repetition; else the next side has no move.
        let repeated = self.boards.iter().filter(|b| **b == next).count() + 1 >= 3;
        self.over = next.decided() || repeated || next.moves().is_empty();
        self.boards.push(next);
    }

    fn pop(&mut self) {
        self.boards.pop();
        self.over = false;
    }

    /// Leaf count to `depth`; a finished game has no children.
    pub fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over {
            return 0;
        }
        let board = self.board().clone();
        let moves = board.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for mv in moves {
            self.push(board.play(mv).0);
            nodes += self.perft(depth - 1);
            self.pop();
        }
        nodes
    }
}
