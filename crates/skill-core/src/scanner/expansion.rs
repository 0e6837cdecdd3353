//! Line-for-line rewriting within bounds, shared by the readings that put
//! a file's variables in (`make_vars.rs`, `shell_vars.rs`): a finding on
//! the rewritten text keeps its line, and a hostile file cannot make the
//! rewrite large.

/// Longest line a rewrite may make; a longer one stays as it was.
pub const MAX_LINE: usize = 4096;
/// Most bytes the rewrite may add to a whole file (many short lines that
/// each name a long value would otherwise multiply it).
pub const MAX_GROWTH: usize = 256 * 1024;

/// `text` with `step` applied to each line up to `rounds` times, until it
/// returns None (nothing left to put in), changes nothing, or would make
/// the line longer than [`MAX_LINE`]; past the file's growth budget lines
/// stay as written. None when no line changed.
pub fn rewrite_lines(
    text: &str,
    rounds: usize,
    step: impl Fn(&str) -> Option<String>,
) -> Option<String> {
    let mut changed = false;
    let mut grown = 0usize;
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let mut current = line.to_owned();
            for _ in 0..rounds {
                let Some(next) = step(&current) else {
                    break;
                };
                if next == current || next.len() > MAX_LINE {
                    break;
                }
                current = next;
            }
            grown += current.len().saturating_sub(line.len());
            if grown > MAX_GROWTH {
                return line.to_owned();
            }
            changed |= current != line;
            current
        })
        .collect();
    changed.then(|| lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_the_file_are_bounded() {
        let doubled = |l: &str| Some(format!("{l}{l}"));
        let out = rewrite_lines("ab\ncd\n", 3, doubled).unwrap_or_default();
        assert_eq!(out, "abababababababab\ncdcdcdcdcdcdcdcd");
        let long = "x".repeat(3000);
        let out = rewrite_lines(&long, 3, doubled).unwrap_or_default();
        assert!(out.is_empty(), "a line past MAX_LINE stays as it was");
        let many = "0123456789\n".repeat(20_000);
        let grow = |l: &str| Some(l.repeat(100));
        let out = rewrite_lines(&many, 1, grow).unwrap_or_default();
        assert!(out.len() <= many.len() + MAX_GROWTH + MAX_LINE);
        assert_eq!(out.lines().count(), many.lines().count());
        assert_eq!(rewrite_lines("a\nb\n", 2, |_| None), None);
    }
}
