//! The shipped network (`nets/correction-1.bin`, a correction to the handcrafted evaluation that won its SPRTs;
//! recipe in `docs/ai/experiments.md`): it loads, searching with it gives a recorded signature, so neither the file
//! nor the integer inference can change unnoticed, and Expert plays it.

use std::sync::Arc;

use boardgame::Level;
use xiangqi::GameState;
use xiangqi::ai::nnue::{self, Network};
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
        settle: u64::MAX,
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
            81_617,
            "b2e2 i5c5 d8d3 d8d6 g3c3 e4h4 c6c5 c3c2 e7e3 g3g2 e5e4 a9a7 c6e5 e8d9 g5g4 e3e5 e5c5 d5c5 c7d5 e9e8"
        )
    );
}

#[test]
fn expert_plays_the_compiled_in_network_and_the_other_levels_the_handcrafted_evaluation() {
    let file = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/nets/correction-1.bin"
    ))
    .expect("the weights file");
    assert_eq!(nnue::shipped().to_bytes(), file);
    for level in [Level::Easy, Level::Normal] {
        assert!(matches!(
            Evaluation::for_level(level),
            Evaluation::Handcrafted
        ));
    }
    assert!(matches!(
        Evaluation::for_level(Level::Expert),
        Evaluation::Corrected(net) if Arc::ptr_eq(&net, nnue::shipped())
    ));
    // `choose` plays Expert's evaluation: here it and the handcrafted one choose different moves.
    let game = GameState::from_position(POSITIONS[2].parse().expect("valid FEN"));
    let limits = Limits::for_level(Level::Expert);
    let best = |evaluation| ai::search_with(&game, limits, &evaluation, |_| {}).best;
    let expert = best(Evaluation::for_level(Level::Expert));
    assert_eq!(ai::choose(&game, Level::Expert, 0), expert);
    assert_ne!(best(Evaluation::Handcrafted), expert);
}
