//! Every cell of the capture table: 7 attackers × 7 targets, enemy and own, face up and face down, for both colours.

mod support;

use banqi::{Color, ParsePositionError, Piece, Role};
use support::{capture, offers};

/// The rules' table, step captures, in `Role::ALL` order (K A E R H C P); the cannon's row is all ✗ because it never
/// captures by stepping.
const STEP: [[bool; 7]; 7] = {
    const X: bool = true;
    const O: bool = false;
    [
        //K  A  E  R  H  C  P   target
        [X, X, X, X, X, X, O], // General: everything but the soldier
        [O, X, X, X, X, X, X], // Advisor
        [O, O, X, X, X, X, X], // Elephant
        [O, O, O, X, X, X, X], // Chariot
        [O, O, O, O, X, X, X], // Horse
        [O, O, O, O, O, O, O], // Cannon: never by a step
        [X, O, O, O, O, O, X], // Soldier: the general and soldiers only
    ]
};

/// The rules' table, cannon jumps: any face-up enemy of any rank.
const JUMP: [bool; 7] = [true; 7];

/// Text for one square: the piece, face up or (with `?`) face down.
fn token(piece: Piece, face_up: bool) -> String {
    if face_up {
        piece.letter().to_string()
    } else {
        format!("?{}", piece.letter())
    }
}

/// Seat 1 plays `mine` and moves; rank 2 holds `rank2`, and a face-down enemy soldier on h4 keeps the enemy alive.
fn position(mine: Color, rank2: &str) -> Result<banqi::Position, ParsePositionError> {
    let keeper = Piece::new(mine.opponent(), Role::Soldier).letter();
    format!("7?{keeper}/8/{rank2}/8 1 {} 0", mine.char()).parse()
}

#[test]
fn every_cell_of_the_capture_table() {
    let mut checked = 0;
    for mine in Color::BOTH {
        for (a, attacker_role) in Role::ALL.into_iter().enumerate() {
            let attacker = Piece::new(mine, attacker_role);
            for (t, target_role) in Role::ALL.into_iter().enumerate() {
                for target_color in [mine.opponent(), mine] {
                    let target = Piece::new(target_color, target_role);
                    let enemy = target_color != mine;
                    for face_up in [true, false] {
                        let tag = format!("{attacker} vs {target} (face up: {face_up})");
                        // Step: attacker on b2, target next to it on c2.
                        let rank2 = format!("1{}{}5", attacker.letter(), token(target, face_up));
                        match position(mine, &rank2) {
                            Ok(position) => {
                                let expected = enemy && face_up && STEP[a][t];
                                assert_eq!(
                                    offers(&position, capture("b2", "c2")),
                                    expected,
                                    "step {tag}"
                                );
                                checked += 1;
                            }
                            // Each colour has a single general: it cannot meet itself.
                            Err(e) => {
                                assert_eq!(e, ParsePositionError::TooMany(target), "{tag}");
                                assert!(
                                    !enemy
                                        && attacker_role == Role::General
                                        && target_role == Role::General
                                );
                            }
                        }
                        if attacker_role == Role::Cannon {
                            // Jump: cannon on a2, a face-down screen on b2, target on c2.
                            let screen = Piece::new(mine, Role::Elephant);
                            let rank2 = format!(
                                "{}{}{}5",
                                attacker.letter(),
                                token(screen, false),
                                token(target, face_up)
                            );
                            let position =
                                position(mine, &rank2).unwrap_or_else(|e| panic!("{tag}: {e}"));
                            let expected = enemy && face_up && JUMP[t];
                            assert_eq!(
                                offers(&position, capture("a2", "c2")),
                                expected,
                                "jump {tag}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    // 2 colours × 7 × 7 × 2 × 2 step cells, minus the two impossible own-general cells, plus the cannon's jumps.
    assert_eq!(checked, 2 * 7 * 7 * 4 - 2 * 2 + 2 * 7 * 4);
}

#[test]
fn soldier_captures_general() {
    let position = position(Color::Red, "1Pk5").unwrap();
    assert!(offers(&position, capture("b2", "c2")));
}

#[test]
fn general_cannot_capture_soldier() {
    let position = position(Color::Red, "1Kp5").unwrap();
    assert!(!offers(&position, capture("b2", "c2")));
}

#[test]
fn soldier_cannot_capture_cannon() {
    let position = position(Color::Black, "1pC5").unwrap();
    assert!(!offers(&position, capture("b2", "c2")));
}
