//! Perft from the start position: the move generator's speed in leaf nodes per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use xiangqi::{Position, perft};

fn start_position(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for depth in [3, 4] {
        let mut position = Position::start();
        let nodes = perft(&mut position, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("start depth {depth}"), |b| {
            b.iter(|| perft(&mut position, depth));
        });
    }
    group.finish();
}

criterion_group!(benches, start_position);
criterion_main!(benches);
