//! Helpers shared by the integration tests: readable position set-ups.

#![allow(dead_code)] // each test file uses a different subset

use banqi::{Action, Position, Square};

/// Parses a square, panicking on a typo in the test itself.
pub fn sq(text: &str) -> Square {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A position from a list of `(square, token)` pairs, where a token is a piece letter (face up) or `?` and a letter
/// (face down); every piece not placed counts as captured. `first` is seat 1's colour (`r`/`b`), `side` the seat
/// to move (`1`/`2`).
pub fn setup(pieces: &[(&str, &str)], side: &str, first: &str, counter: u8) -> Position {
    let mut tokens = vec![String::new(); 32];
    for (square, token) in pieces {
        tokens[sq(square).index()] = (*token).to_owned();
    }
    let ranks: Vec<String> = (0..4)
        .rev()
        .map(|rank| {
            let mut out = String::new();
            let mut empty = 0;
            for file in 0..8 {
                let token = &tokens[rank * 8 + file];
                if token.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(token);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    let text = format!("{} {side} {first} {counter}", ranks.join("/"));
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A step or cannon capture.
pub fn capture(from: &str, to: &str) -> Action {
    Action::Capture {
        from: sq(from),
        to: sq(to),
    }
}

/// A step to an empty square.
pub fn step(from: &str, to: &str) -> Action {
    Action::Move {
        from: sq(from),
        to: sq(to),
    }
}

/// Whether the generator offers `action`; also checks the independent legality check agrees.
pub fn offers(position: &Position, action: Action) -> bool {
    let generated = position.legal_actions().contains(&action);
    assert_eq!(
        generated,
        position.is_legal(action),
        "generator and legality check disagree on {action} in {position}"
    );
    generated
}
