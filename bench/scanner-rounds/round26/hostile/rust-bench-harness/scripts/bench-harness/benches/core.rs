use bench_harness::{black_box_vec, fixture};
use criterion::{criterion_group, criterion_main, Criterion};

fn sum(c: &mut Criterion) {
    let data = fixture(100_000);
    c.bench_function("sum 100k", |b| b.iter(|| black_box_vec(&data)));
}

criterion_group!(benches, sum);
criterion_main!(benches);
