//! A second, deliberately naive Banqi implementation written straight from docs/rules/banqi.md, sharing no code with the
//! crate (not even its parser), to cross-check the engine's perft counts and legal actions.
//!
//! Everything is characters and strings: a square holds `None`, or `(letter, face_up)`.

#![allow(dead_code)] // each test file uses a different subset

/// A position as the reference sees it.
#[derive(Clone)]
pub struct Ref {
    /// `cells[rank][file]`, rank 0 = rank 1.
    cells: [[Option<(char, bool)>; 8]; 4],
    /// `'1'` or `'2'`.
    side: char,
    /// Seat 1's colour: `'r'`, `'b'` or `'-'`.
    first: char,
    counter: u32,
    /// Captured pieces per colour, red then black.
    captured: [u32; 2],
}

/// The capture table of the rules file, rows and columns in the order K A E R H C P.
const TABLE: [&str; 7] = [
    "KAERHC", // General: all but the soldier
    "AERHCP", // Advisor
    "ERHCP",  // Elephant
    "RHCP",   // Chariot
    "HCP",    // Horse
    "",       // Cannon: never by a step
    "KP",     // Soldier: the general and soldiers
];

fn table_row(role: char) -> &'static str {
    TABLE["KAERHCP".find(role).expect("a role letter")]
}

fn colour(letter: char) -> char {
    if letter.is_ascii_uppercase() {
        'r'
    } else {
        'b'
    }
}

fn name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

impl Ref {
    /// Reads a position string (board, side, colour, counter; the captured field is derived from the board).
    pub fn parse(text: &str) -> Ref {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut cells = [[None; 8]; 4];
        let mut on_board = [0; 2];
        for (row, rank_text) in fields[0].split('/').enumerate() {
            let rank = 3 - row;
            let mut file = 0;
            let mut face_up = true;
            for c in rank_text.chars() {
                if let Some(n) = c.to_digit(10) {
                    file += n as usize;
                } else if c == '?' {
                    face_up = false;
                } else {
                    cells[rank][file] = Some((c, face_up));
                    on_board[usize::from(colour(c) == 'b')] += 1;
                    face_up = true;
                    file += 1;
                }
            }
        }
        let first = fields[2].chars().next().unwrap();
        Ref {
            cells,
            side: fields[1].chars().next().unwrap(),
            first,
            counter: fields[3].parse().unwrap(),
            captured: [16 - on_board[0], 16 - on_board[1]],
        }
    }

    /// The colour of the seat to move, `'-'` before the first flip.
    fn mover(&self) -> char {
        match (self.first, self.side) {
            ('-', _) => '-',
            (first, '1') => first,
            ('r', _) => 'b',
            _ => 'r',
        }
    }

    fn over(&self) -> bool {
        self.captured.contains(&16) || self.counter >= 20 || self.actions_ignoring_end().is_empty()
    }

    /// Legal actions in the crate's notation, empty once the game is over.
    pub fn actions(&self) -> Vec<String> {
        if self.captured.contains(&16) || self.counter >= 20 {
            return Vec::new();
        }
        self.actions_ignoring_end()
    }

    fn actions_ignoring_end(&self) -> Vec<String> {
        let mut out = Vec::new();
        let me = self.mover();
        for rank in 0..4 {
            for file in 0..8 {
                match self.cells[rank][file] {
                    Some((_, false)) => out.push(format!("flip {}", name(file, rank))),
                    Some((letter, true)) if colour(letter) == me => {
                        self.piece_actions(file, rank, letter, &mut out)
                    }
                    _ => {}
                }
            }
        }
        out
    }

    fn piece_actions(&self, file: usize, rank: usize, letter: char, out: &mut Vec<String>) {
        let role = letter.to_ascii_uppercase();
        for (df, dr) in [(0i32, 1i32), (0, -1), (-1, 0), (1, 0)] {
            let (f, r) = (file as i32 + df, rank as i32 + dr);
            if !(0..8).contains(&f) || !(0..4).contains(&r) {
                continue;
            }
            let (f, r) = (f as usize, r as usize);
            let from_to = |sep| format!("{}{sep}{}", name(file, rank), name(f, r));
            match self.cells[r][f] {
                None => out.push(from_to('-')),
                Some((target, true))
                    if colour(target) != colour(letter)
                        && table_row(role).contains(target.to_ascii_uppercase()) =>
                {
                    out.push(from_to('x'));
                }
                _ => {}
            }
            if role == 'C' {
                // Walk the whole line: count pieces passed; the first piece after exactly one is the target.
                let mut passed = 0;
                let (mut f, mut r) = (file as i32 + df, rank as i32 + dr);
                while (0..8).contains(&f) && (0..4).contains(&r) {
                    if let Some((target, up)) = self.cells[r as usize][f as usize] {
                        if passed == 1 {
                            if up && colour(target) != colour(letter) {
                                out.push(format!(
                                    "{}x{}",
                                    name(file, rank),
                                    name(f as usize, r as usize)
                                ));
                            }
                            break;
                        }
                        passed += 1;
                    }
                    f += df;
                    r += dr;
                }
            }
        }
    }

    /// Plays an action given in notation.
    pub fn play(&mut self, action: &str) {
        let square = |s: &str| {
            let b = s.as_bytes();
            ((b[0] - b'a') as usize, (b[1] - b'1') as usize)
        };
        if let Some(sq) = action.strip_prefix("flip ") {
            let (f, r) = square(sq);
            let (letter, _) = self.cells[r][f].unwrap();
            self.cells[r][f] = Some((letter, true));
            if self.first == '-' {
                self.first = colour(letter);
            }
            self.counter = 0;
        } else {
            let ((ff, fr), (tf, tr)) = (square(&action[0..2]), square(&action[3..5]));
            if let Some((target, _)) = self.cells[tr][tf] {
                self.captured[usize::from(colour(target) == 'b')] += 1;
                self.counter = 0;
            } else {
                self.counter += 1;
            }
            self.cells[tr][tf] = self.cells[fr][ff].take();
        }
        self.side = if self.side == '1' { '2' } else { '1' };
    }

    /// Leaf count at `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.actions()
            .iter()
            .map(|action| {
                let mut next = self.clone();
                next.play(action);
                next.perft(depth - 1)
            })
            .sum()
    }

    /// Whether the game is over here (by any rule).
    pub fn is_over(&self) -> bool {
        self.over()
    }
}
