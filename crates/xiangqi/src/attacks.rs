//! The one attack test the rules need: is a king attacked? It looks outward from the king (four rays, the horse
//! points, the soldier points) instead of generating the enemy's moves.

use crate::piece::code;
use crate::tables::{HORSE_ATTACKERS, RAYS, SOLDIER_ATTACKERS};
use crate::{Color, Kind};

/// Whether the king of `us` standing on `king` could be captured on `board`: by a chariot or the enemy king
/// (flying general) on a clear line, a cannon over exactly one screen, a horse with a free leg, or a soldier.
#[inline]
pub(crate) fn king_attacked(board: &[u8; 90], king: usize, us: Color) -> bool {
    let them = (us.opponent() as u8) << 3;
    let chariot = code::of(Kind::Chariot, them);
    let cannon = code::of(Kind::Cannon, them);
    let enemy_king = code::of(Kind::King, them);
    for ray in &RAYS[king] {
        let mut points = ray.iter();
        // The first piece on the ray: a chariot or the facing king attacks.
        let first = points
            .by_ref()
            .map(|sq| board[sq])
            .find(|&c| c != code::EMPTY);
        match first {
            None => continue,
            Some(c) if c == chariot || c == enemy_king => return true,
            Some(_) => {}
        }
        // The second piece: a cannon using the first as its screen attacks.
        if points.map(|sq| board[sq]).find(|&c| c != code::EMPTY) == Some(cannon) {
            return true;
        }
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
