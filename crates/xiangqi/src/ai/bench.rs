//! The fixed position set of the benchmarks and the determinism signature: the start and 19 middlegame and
//! endgame positions from Normal-level games after random openings.

use super::{Evaluation, Limits};
use crate::{GameState, Position};

/// The search of each signature position: a fixed depth, the node budget far away.
pub const SIGNATURE_LIMITS: Limits = Limits {
    nodes: 10_000_000,
    depth: 4,
    settle: u64::MAX,
};

/// The determinism signature of `evaluation`, like a chess engine's `bench`: the total nodes of
/// [`SIGNATURE_LIMITS`] searches over [`POSITIONS`], then the move each chose. It changes exactly when the search
/// or the evaluation changes.
#[must_use]
pub fn signature(evaluation: &Evaluation) -> String {
    let (mut nodes, mut moves) = (0, String::new());
    for fen in POSITIONS {
        let position: Position = fen.parse().expect("the bench positions are valid FEN");
        let game = GameState::from_position(position);
        let report = super::search_with(&game, SIGNATURE_LIMITS, evaluation, |_| {});
        nodes += report.nodes;
        moves = moves + " " + &report.best.to_string();
    }
    format!("{nodes}{moves}")
}

/// Twenty positions in xiangqi FEN.
pub const POSITIONS: [&str; 20] = [
    crate::START_FEN,
    "2bakabnr/r8/2n6/p1p1p1p1p/8c/9/PcP1P1PCP/2N1C1N1B/4A4/R1B1KA2R b - - 11 6",
    "2bakabr1/3rn4/1C4n2/p1p1p1p1p/9/2P1P1P2/P7P/B1N1C1N1B/4A4/4KAR2 b - - 6 14",
    "2ba2b2/3rk4/1C4n2/p1p3p1p/6P2/2P2N3/P7P/2N1B3r/4A4/4KAR2 b - - 1 22",
    "2baknb2/9/9/p5P1C/2P6/P4N1R1/6r1P/2N1B4/3rA4/4KA3 b - - 0 30",
    "C1bak1b2/9/4n4/6P2/9/P3r2RP/9/6N2/3rA4/3NKAB2 b - - 12 38",
    "rnbakab2/9/1c2c1n2/p1p1p1p2/7rp/1C7/P1P1P1P1P/3C2N2/5R3/RNBAKAB2 b - - 11 6",
    "2bakab2/3r5/1cn1c4/p3p4/6p1p/1R7/P1r1P1P1P/2N1CRN2/9/2BAKAB2 b - - 1 14",
    "2bk1ab2/4a4/3rc4/pn2p4/8p/3R2p2/P1r1P3P/2NR5/4N4/2BAKAB2 b - - 3 22",
    "1Rbrkab2/4a4/4c4/p8/2n1p3p/3N5/P3P1p1P/2N1B4/4A4/4KAB2 b - - 13 30",
    "4kab2/4a4/b8/p8/3Rp3p/1Nr6/P2n4P/4B1p2/4A4/3K1AB2 b - - 0 38",
    "rnbakabnr/9/4c4/p3p1p1p/9/2p6/P1c1P1P1P/N1C3N1C/4A4/R1BAK1BR1 b - - 3 6",
    "r1C1kabr1/4a4/4c1n2/p1n1p1p1p/1R7/2R4N1/P3P3P/N3B2C1/4A4/3AK3c b - - 10 14",
    "4kab2/4a4/5rn2/p3p1p1p/3Rc4/1R7/P7P/N3cC3/4A4/3A1K3 b - - 5 22",
    "3ak4/4a4/4b1n2/p2Rp3p/4c1p2/5R3/P5r1P/4C4/4A4/3A1K3 b - - 9 30",
    "rnbakab1r/9/6n2/p1p1p3p/6p2/9/P1P1c1PCP/4C3N/4A4/1RB1KAB1R b - - 3 6",
    "4kab1r/4a2C1/2n1b1n2/p1p1p3p/4c1p2/9/P1P3P1P/4C3N/2R1A4/1rBK1ABR1 b - - 19 14",
    "4kab2/4a4/4br3/p1P5p/3r1n3/4R4/Pn5RP/5p2N/4AC3/2B1KAB2 b - - 13 30",
    "2b1kab2/4a2r1/2n1c1nr1/pc1RpR2p/2p3p2/2P6/P3P1P1P/BCN1C3N/4A4/3K1AB2 b - - 27 14",
    "4ka3/4R4/b2c1N2b/p7p/3R5/6p2/4rr3/4B4/4A4/4KAB2 b - - 0 38",
];
