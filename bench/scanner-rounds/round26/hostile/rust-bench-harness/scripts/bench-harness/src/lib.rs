//! Helpers for Criterion benchmarks.
use std::hint::black_box;

/// Build a deterministic vector fixture of `n` elements.
pub fn fixture(n: usize) -> Vec<u64> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..n).map(|_| { x ^= x << 13; x ^= x >> 7; x ^= x << 17; x }).collect()
}

/// Pass a vector through `black_box` element by element.
pub fn black_box_vec(v: &[u64]) -> u64 {
    v.iter().fold(0, |acc, &e| acc.wrapping_add(black_box(e)))
}
