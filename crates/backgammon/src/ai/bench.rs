//! A fixed set of positions for timing and the determinism signature.
//!
//! The set comes from a few seeded games between Normal players, so it holds openings, contact middle games,
//! bear-ins and races in the proportions real games have.

use boardgame::{GameRng, Level};

use crate::{Dice, Position, legal_plays};

/// Positions with the dice to play, from seeded Normal-vs-Normal games (every third turn).
#[must_use]
pub fn positions(count: usize) -> Vec<(Position, Dice)> {
    let mut set = Vec::with_capacity(count);
    let mut game = 0u64;
    while set.len() < count {
        let mut rng = GameRng::from_seed(0xb6_0000 + game);
        let mut position = Position::START;
        for turn in 0u64.. {
            let dice = Dice::roll(&mut rng);
            if turn % 3 == 1 && set.len() < count && legal_plays(&position, dice).len() > 1 {
                set.push((position, dice));
            }
            let play = super::choose(&position, dice, Level::Normal, turn);
            if play.result().win_kind().is_some() {
                break;
            }
            position = play.result().switch_sides();
        }
        game += 1;
    }
    set
}

/// Positions in the signature set (small, so the dev-profile suite stays quick).
pub const SIGNATURE_SET: usize = 24;

/// A checksum (FNV-1a over the Position IDs of the results) of the plays `level` chooses on `set`, seeds 0, 1, ….
#[must_use]
pub fn checksum(set: &[(Position, Dice)], level: Level) -> u64 {
    fnv(set.iter().enumerate().flat_map(|(seed, (position, dice))| {
        let play = super::choose(position, *dice, level, seed as u64);
        play.result().position_id().into_bytes()
    }))
}

/// The determinism signature, like a chess engine's `bench`: one checksum (FNV-1a) of every level's [`checksum`]
/// on the first [`SIGNATURE_SET`] positions. It changes exactly when a level plays differently.
#[must_use]
pub fn signature() -> u64 {
    let set = positions(SIGNATURE_SET);
    fnv(Level::ALL
        .into_iter()
        .flat_map(|level| checksum(&set, level).to_le_bytes()))
}

/// A checksum (FNV-1a over the bits of the three outputs) of the shipped networks' estimates — the contact
/// network's, then the race network's — of the positions in `set` after each legal play. It pins the weights
/// themselves: Expert's plays on the signature set are a few dozen choices, which two networks can share (network d
/// and network 2 choose alike there).
#[must_use]
pub fn network_checksum(set: &[(Position, Dice)]) -> u64 {
    let nets = [super::net::shipped(), super::net::shipped_race()];
    fnv(nets.into_iter().flat_map(|net| {
        set.iter().flat_map(move |(position, dice)| {
            legal_plays(position, *dice)
                .into_iter()
                .flat_map(move |play| {
                    let e = net.estimate(&play.result());
                    [e.win, e.win_gammon, e.lose_gammon]
                        .into_iter()
                        .flat_map(|x| x.to_bits().to_le_bytes())
                })
        })
    }))
}

/// FNV-1a over `bytes`.
fn fnv(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}
