//! The committed candidate network (`nets/correction-1.bin`, a correction to the handcrafted evaluation that won
//! its SPRT at 5,000 nodes; recipe in `docs/ai/experiments.md`): it loads, and searching with it gives a recorded
//! signature, so neither the file nor the integer inference can change unnoticed.

use std::sync::Arc;

use xiangqi::GameState;
use xiangqi::ai::nnue::Network;
use xiangqi::ai::{self, Evaluation, Limits, bench::POSITIONS};

#[test]
fn the_candidate_network_loads_and_gives_its_signature() {
    let net =
        Network::from_bytes(include_bytes!("../nets/correction-1.bin")).expect("a weights file");
    assert_eq!(net.hidden(), 64);
    let evaluation = Evaluation::Corrected(Arc::new(net));
    let limits = Limits {
        nodes: 10_000_000,
        depth: 4,
    };
    let mut nodes = 0;
    let mut moves = Vec::new();
    for fen in POSITIONS {
        let game = GameState::from_position(fen.parse().expect("valid FEN"));
        let thought = ai::search_with(&game, limits, &evaluation, |_| {});
        nodes += thought.nodes;
        moves.push(thought.best.to_string());
    }
    assert_eq!(
        (nodes, moves.join(" ").as_str()),
        (
            145_768,
            "b2e2 i5c5 d8d3 d8b8 g3c3 e4h4 h5d5 c3c2 e7e3 c5d3 e5e4 b9a7 c6e5 e8d9 g5g4 e3e5 e5c5 d5b5 c7d5 e9e8"
        )
    );
}
