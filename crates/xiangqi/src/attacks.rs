//! The one attack test the rules need: is a king attacked? It looks outward from the king (four rays, the horse
//! points, the soldier points) instead of generating the enemy's moves.

use boardgame::bits::bit;

use crate::piece::code;
use crate::tables::{
    ADVISOR, ELEPHANT, HORSE_ATTACKERS, KING, RAY_SETS, RAYS, SOLDIER_ATTACKERS, nearest,
};
use crate::{Color, Kind};

/// Whether the king of `us` standing on `king` could be captured on `board` (whose occupied points, both sides', are
/// `occupied`): by a chariot or the enemy king (flying general) on a clear line, a cannon over exactly one screen, a
/// horse with a free leg, or a soldier.
#[inline]
pub(crate) fn king_attacked(board: &[u8; 90], occupied: u128, king: usize, us: Color) -> bool {
    let them = (us.opponent() as u8) << 3;
    let chariot = code::of(Kind::Chariot, them);
    let cannon = code::of(Kind::Cannon, them);
    let enemy_king = code::of(Kind::King, them);
    if line_attacked(board, occupied, king, [chariot, enemy_king], cannon) {
        return true;
    }
    let horse = code::of(Kind::Horse, them);
    if HORSE_ATTACKERS[king]
        .iter()
        .any(|(leg, from)| board[from] == horse && board[leg] == code::EMPTY)
    {
        return true;
    }
    let soldier = code::of(Kind::Soldier, them);
    SOLDIER_ATTACKERS[us.opponent().index()][king]
        .iter()
        .any(|from| board[from] == soldier)
}

/// Whether, on one of the four lines from `point`, the nearest piece is one of `first` (a chariot, or the king that
/// flies along the file) or the piece behind it is `cannon` (with the nearest as its screen).
#[inline]
fn line_attacked(
    board: &[u8; 90],
    occupied: u128,
    point: usize,
    first: [u8; 2],
    cannon: u8,
) -> bool {
    for (d, ray) in RAY_SETS[point].iter().enumerate() {
        let mut pieces = ray & occupied;
        if pieces == 0 {
            continue;
        }
        let nearest_piece = nearest(pieces, d);
        if first.contains(&board[nearest_piece]) {
            return true;
        }
        pieces &= !bit(nearest_piece);
        if pieces != 0 && board[nearest(pieces, d)] == cannon {
            return true;
        }
    }
    false
}

/// Whether a piece of the side with colour bit `them` could capture on `point` of `board` (any piece; a king only by
/// a step inside its palace). The search's capture ordering asks it (see `ai::movepick`).
pub(crate) fn point_attacked(board: &[u8; 90], occupied: u128, point: usize, them: u8) -> bool {
    let chariot = code::of(Kind::Chariot, them);
    let cannon = code::of(Kind::Cannon, them);
    if line_attacked(board, occupied, point, [chariot, chariot], cannon) {
        return true;
    }
    let horse = code::of(Kind::Horse, them);
    let soldier = code::of(Kind::Soldier, them);
    let side = usize::from(them != 0);
    let king = code::of(Kind::King, them);
    let advisor = code::of(Kind::Advisor, them);
    let elephant = code::of(Kind::Elephant, them);
    HORSE_ATTACKERS[point]
        .iter()
        .any(|(leg, from)| board[from] == horse && board[leg] == code::EMPTY)
        || SOLDIER_ATTACKERS[side][point]
            .iter()
            .any(|from| board[from] == soldier)
        || KING[point].iter().any(|from| board[from] == king)
        || ADVISOR[point].iter().any(|from| board[from] == advisor)
        || ELEPHANT[point]
            .iter()
            .any(|(eye, from)| board[from] == elephant && board[eye] == code::EMPTY)
}

/// The points of the pieces that attack the king of `us` on `king` (by the same tests as [`king_attacked`]). Only
/// the repetition adjudicator needs to know *which* pieces check, so this slower form is kept apart from the
/// search's test.
pub(crate) fn king_attackers(board: &[u8; 90], king: usize, us: Color) -> Vec<usize> {
    let them = (us.opponent() as u8) << 3;
    let mut found = Vec::new();
    for ray in &RAYS[king] {
        let mut occupied = ray.iter().filter(|&sq| board[sq] != code::EMPTY);
        let Some(first) = occupied.next() else {
            continue;
        };
        if [Kind::Chariot, Kind::King]
            .map(|k| code::of(k, them))
            .contains(&board[first])
        {
            found.push(first);
        }
        if let Some(second) = occupied.next()
            && board[second] == code::of(Kind::Cannon, them)
        {
            found.push(second);
        }
    }
    let horse = code::of(Kind::Horse, them);
    found.extend(
        HORSE_ATTACKERS[king]
            .iter()
            .filter(|&(leg, from)| board[from] == horse && board[leg] == code::EMPTY)
            .map(|(_, from)| from),
    );
    let soldier = code::of(Kind::Soldier, them);
    found.extend(
        SOLDIER_ATTACKERS[us.opponent().index()][king]
            .iter()
            .filter(|&from| board[from] == soldier),
    );
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// Both kings' attackers in `position`, as points.
    fn attackers(position: &Position) -> [Vec<usize>; 2] {
        [Color::Red, Color::Black].map(|color| {
            king_attackers(
                &position.board,
                position.kings[color.index()] as usize,
                color,
            )
        })
    }

    #[test]
    fn the_attackers_are_found_exactly_when_the_king_is_attacked() {
        for fen in crate::ai::bench::POSITIONS {
            let position: Position = fen.parse().unwrap();
            for mv in &position.legal_moves() {
                let mut after = position.clone();
                after.make_move(*mv);
                for (color, found) in [Color::Red, Color::Black]
                    .into_iter()
                    .zip(attackers(&after))
                {
                    assert_eq!(
                        found.is_empty(),
                        !after.king_attacked(color),
                        "{after} {color:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_double_check_names_both_checkers() {
        // A chariot on the file and a horse beside the palace check the black king on e9 together.
        let position: Position = "4k4/9/5N3/9/9/9/9/9/4R4/3K5 b - - 0 1".parse().unwrap();
        let mut found = attackers(&position)[1].clone();
        found.sort_unstable();
        let names: Vec<String> = found
            .into_iter()
            .map(|sq| crate::Square::from_index(sq).unwrap().to_string())
            .collect();
        assert_eq!(names, ["e1", "f7"]);
    }
}
