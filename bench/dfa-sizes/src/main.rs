//! Builds every built-in scanner pattern (read from the gate table, which
//! lists them all) as a dense forward and reverse DFA, as the scanner
//! compiles them (ASCII mode, bytes), and prints each size and the total.

use std::time::Instant;

use regex_automata::dfa::{dense, regex::Regex};
use regex_automata::nfa::thompson;
use regex_automata::util::syntax;

/// The gate table of the scanner: one `("pattern", sets)` entry a line.
const TABLE: &str = include_str!("../../../crates/skill-core/src/scanner/gate_table.data.rs");
/// Largest DFA (each direction) built; a bigger one counts as a failure.
const LIMIT: usize = 8 << 20;

/// The text of a Rust string literal's body (the escapes the table uses).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

fn main() {
    let patterns: Vec<String> = TABLE
        .lines()
        .filter_map(|l| l.trim().strip_prefix("(\""))
        .filter_map(|l| l.split_once("\", &[").map(|(p, _)| unescape(p)))
        .collect();
    let (mut total, mut failed, mut small, mut small_bytes) = (0, 0, 0, 0);
    let started = Instant::now();
    for p in &patterns {
        let t = Instant::now();
        let built = Regex::builder()
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .thompson(thompson::Config::new().utf8(false))
            .dense(
                dense::Config::new()
                    .minimize(false)
                    .dfa_size_limit(Some(LIMIT)),
            )
            .build(p);
        let name: String = p.chars().take(60).collect();
        match built {
            Ok(r) => {
                let (f, b) = (r.forward().memory_usage(), r.reverse().memory_usage());
                total += f + b;
                if f + b < 300_000 {
                    small += 1;
                    small_bytes += f + b;
                }
                println!("{f:>9} {b:>9} {:>6} ms  {name}", t.elapsed().as_millis());
            }
            Err(e) => {
                failed += 1;
                println!(
                    "   failed           {:>6} ms  {name}: {e}",
                    t.elapsed().as_millis()
                );
            }
        }
    }
    println!(
        "{} patterns: {} built, {total} bytes in all; {failed} over {LIMIT} bytes; \
         {small} under 300 kB ({small_bytes} bytes); {:.1} s",
        patterns.len(),
        patterns.len() - failed,
        started.elapsed().as_secs_f64()
    );
}
