//! Move generation speed over a fixed set of positions and rolls drawn from seeded random games.

use std::hint::black_box;

use backgammon::{Backgammon, Dice, GameState, Phase, Position, legal_plays};
use boardgame::{Game, GameRng, Turn};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Every (position, roll) met in a few seeded random games.
fn sample() -> Vec<(Position, Dice)> {
    let mut sample = Vec::new();
    for seed in 0..20 {
        let mut rng = GameRng::from_seed(seed);
        let mut state = GameState::new();
        while Backgammon::turn(&state) != Turn::Over {
            let action = match Backgammon::turn(&state) {
                Turn::Chance => Backgammon::chance(&state, &mut rng),
                _ => {
                    if let Phase::Move(dice) = state.phase() {
                        sample.push((state.position(), dice));
                    }
                    let actions = Backgammon::legal_actions(&state);
                    actions[rng.below(actions.len() as u32) as usize]
                }
            };
            Backgammon::apply(&mut state, &action);
        }
    }
    sample
}

fn movegen(c: &mut Criterion) {
    let sample = sample();
    let plays: u64 = sample
        .iter()
        .map(|(p, d)| legal_plays(p, *d).len() as u64)
        .sum();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(plays));
    group.bench_function(
        format!("legal_plays ({} positions, {plays} plays)", sample.len()),
        |b| {
            b.iter(|| {
                for (position, dice) in &sample {
                    black_box(legal_plays(black_box(position), *dice));
                }
            })
        },
    );
    group.finish();
}

criterion_group!(benches, movegen);
criterion_main!(benches);
