//! Move generation and perft speed. Criterion reports time per iteration; nodes per second = leaf count / time
//! (the counts are printed alongside).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hnefatafl::{GameState, Position, perft};

/// A middlegame from a random game (tests/data/perft.txt, `random-7-ply40`).
const MIDDLEGAME: &str =
    "/3ttttt3/2t2t2t2/11/5tT4/1TT7t/t3TKT3t/tT1T1TT3t/3tTT4t/2t8/t7Tt1/3t1ttt3/ a";

fn bench_movegen(c: &mut Criterion) {
    let start = Position::start();
    let middlegame: Position = MIDDLEGAME.parse().expect("valid position");
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(1));
    group.bench_function("legal_moves start", |b| {
        b.iter(|| black_box(&start).legal_moves())
    });
    group.bench_function("legal_moves middlegame", |b| {
        b.iter(|| black_box(&middlegame).legal_moves())
    });
    group.bench_function("play_unchecked middlegame", |b| {
        let moves = middlegame.legal_moves();
        b.iter(|| {
            for &mv in &moves {
                let mut next = *black_box(&middlegame);
                black_box(next.play_unchecked(mv));
            }
        })
    });
    group.finish();
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, position, depth) in [
        ("start", hnefatafl::START, 3),
        ("middlegame", MIDDLEGAME, 3),
    ] {
        let mut game = GameState::from_position(position.parse().expect("valid position"));
        let nodes = perft(&mut game, depth);
        println!("perft {name} depth {depth}: {nodes} nodes");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name} depth {depth}"), |b| {
            b.iter(|| perft(black_box(&mut game), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_movegen, bench_perft);
criterion_main!(benches);
