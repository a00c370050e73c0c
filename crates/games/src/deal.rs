//! Who deals: where a game's hidden set-up, its rolls and the computer's per-move seeds come from.

use boardgame::{Game, GameRng};
use sha2::{Digest, Sha256};

/// The source of everything chance decides in a game, and of the computer's seed at each ply.
///
/// - [`Dealer::Seeded`]: the device deals from a seed of its own (hot-seat and unranked games against the computer,
///   where nothing is at stake). Knowing the seed means knowing every roll in advance; that is fine there, and it is
///   what makes such a game replay exactly from its record.
/// - [`Dealer::Secret`]: the server deals from a 256-bit secret that never leaves it (online rooms, ranked games).
///   Every value is a SHA-256 of the secret and a label, so a value revealed to a player — a roll, the seed of one
///   computer move, even the start seed once the game is over — tells nothing about any other.
#[derive(Clone, PartialEq, Eq)]
pub enum Dealer {
    /// A device's own seed.
    Seeded(u64),
    /// A server's secret.
    Secret([u8; 32]),
}

impl std::fmt::Debug for Dealer {
    /// Never prints a secret.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Dealer::Seeded(seed) => write!(f, "Seeded({seed})"),
            Dealer::Secret(_) => f.write_str("Secret(..)"),
        }
    }
}

impl Dealer {
    /// The seed the start position is dealt from (what a finished game's record carries).
    #[must_use]
    pub fn start_seed(&self) -> u64 {
        match self {
            Dealer::Seeded(seed) => *seed,
            Dealer::Secret(secret) => derive(secret, b"start", 0),
        }
    }

    /// The seed of ply `ply` (0-based): the roll drawn there, or the computer's move there.
    #[must_use]
    pub fn ply_seed(&self, ply: usize) -> u64 {
        match self {
            Dealer::Seeded(seed) => move_seed(*seed, ply),
            Dealer::Secret(secret) => derive(secret, b"ply", ply as u64),
        }
    }

    /// The start position of game `G`.
    #[must_use]
    pub fn start<G: Game>(&self) -> G::Position {
        G::start(&mut GameRng::from_seed(self.start_seed()))
    }

    /// The chance result (a roll) at `ply` in `position`, where chance is to act.
    #[must_use]
    pub fn chance<G: Game>(&self, position: &G::Position, ply: usize) -> G::Action {
        G::chance(position, &mut GameRng::from_seed(self.ply_seed(ply)))
    }
}

/// The first 64 bits of SHA-256(secret ‖ label ‖ index).
fn derive(secret: &[u8; 32], label: &[u8], index: u64) -> u64 {
    let digest = Sha256::new()
        .chain_update(secret)
        .chain_update(label)
        .chain_update(index.to_le_bytes())
        .finalize();
    u64::from_le_bytes(
        digest[..8]
            .try_into()
            .expect("a SHA-256 digest has 32 bytes"),
    )
}

/// The seed the computer uses for the action at `ply` (0-based) of a game seeded with `game_seed`: every move of a
/// game gets its own stream, and a replay derives the same ones. (A device's dealing; see [`Dealer::Seeded`].)
#[must_use]
pub fn move_seed(game_seed: u64, ply: usize) -> u64 {
    // SplitMix64's finaliser: neighbouring plies get unrelated seeds.
    let mut z = game_seed
        ^ (ply as u64)
            .wrapping_add(1)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_follows_the_game_and_the_ply() {
        assert_eq!(move_seed(3, 4), move_seed(3, 4));
        assert_ne!(move_seed(3, 4), move_seed(3, 5));
        assert_ne!(move_seed(3, 4), move_seed(4, 4));
        let dealer = Dealer::Seeded(3);
        assert_eq!(dealer.ply_seed(4), move_seed(3, 4));
        assert_eq!(
            dealer.start_seed(),
            3,
            "a device's games keep their old seeds"
        );
    }

    #[test]
    fn a_secret_dealer_gives_unrelated_values_and_hides_its_secret() {
        let dealer = Dealer::Secret([7; 32]);
        let other = Dealer::Secret([8; 32]);
        let seeds: std::collections::BTreeSet<u64> =
            (0..100).map(|ply| dealer.ply_seed(ply)).collect();
        assert_eq!(seeds.len(), 100);
        assert_ne!(dealer.ply_seed(0), other.ply_seed(0));
        assert_ne!(dealer.start_seed(), dealer.ply_seed(0));
        assert_eq!(dealer.ply_seed(9), Dealer::Secret([7; 32]).ply_seed(9));
        assert_eq!(format!("{dealer:?}"), "Secret(..)");
    }
}
