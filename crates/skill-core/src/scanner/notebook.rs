//! The code cells of a Jupyter notebook, read as the script they are.
//!
//! A notebook is JSON: each line of a cell's code is a string in an array
//! (`"    requests.post(url, json=creds)\n",`), so the script rules, which
//! read `.py` files line by line, never see it as code. Here the code
//! cells are put together as one Python script, and each of its lines
//! keeps the notebook line it came from, so a finding points at the cell.

use serde_json::Value;

/// Blank lines put between two cells.
const CELL_GAP: usize = 32;

/// The code of a notebook's code cells and where each of its lines stands.
#[derive(Debug, PartialEq, Eq)]
pub struct NotebookCode {
    /// The code cells' lines, one cell after another (LF newlines).
    pub text: String,
    /// For each line of `text`, the 1-based line of the notebook holding it.
    pub lines: Vec<u32>,
}

/// True when `path` names a Jupyter notebook.
pub fn is_notebook(path: &str) -> bool {
    path.rsplit_once('.')
        .is_some_and(|(_, ext)| ext.eq_ignore_ascii_case("ipynb"))
}

/// The code cells of the notebook `text` (nbformat 4: `cells`, each with a
/// `cell_type` and a `source` string or array of strings); None when it is
/// not such a notebook or has no code. The code is never longer than the
/// notebook plus [`CELL_GAP`] newlines a cell (a decoded string is no
/// longer than its JSON, a cell no shorter than 20 bytes of it), so the
/// notebook's own bound bounds it; the whole of it is read, since a cap
/// would let padding cells hide the last one.
pub fn code(text: &str) -> Option<NotebookCode> {
    let notebook: Value = serde_json::from_str(text).ok()?;
    let cells = notebook.get("cells")?.as_array()?;
    let mut code = NotebookCode {
        text: String::new(),
        lines: Vec::new(),
    };
    // The file's string literals in order: cells and their strings stand
    // in the file in the order the parse gives them, so each piece is the
    // next literal that decodes to it. A piece not found (a key given
    // twice) puts the reading back; past the budget of bytes such misses
    // may read, lines are only approximate.
    let mut strings = Literals::new(text);
    let mut line = 1u32;
    let mut budget = 4 * text.len();
    for cell in cells {
        if cell.get("cell_type").and_then(Value::as_str) != Some("code") {
            continue;
        }
        let pieces: Vec<&str> = match cell.get("source") {
            Some(Value::String(s)) => vec![s.as_str()],
            Some(Value::Array(parts)) => parts.iter().filter_map(Value::as_str).collect(),
            _ => continue,
        };
        for piece in pieces {
            if budget > 0 {
                let before = strings.clone();
                match strings.by_ref().find(|l| l.decodes_to(piece)) {
                    Some(found) => line = found.line,
                    None => {
                        budget = budget.saturating_sub(text.len() - before.at);
                        strings = before;
                    }
                }
            }
            for part in piece.split_inclusive('\n') {
                code.text.push_str(part.trim_end_matches(['\n', '\r']));
                code.text.push('\n');
                code.lines.push(line);
            }
        }
        // Cells apart: one cell's last line does not run into the next, and
        // what only counts near a send (a walk over the environment, within
        // 30 lines: `rules::ENVIRONMENT_WALK_REACH`) counts in its own cell.
        for _ in 0..CELL_GAP {
            code.text.push('\n');
            code.lines.push(line);
        }
    }
    (!code.text.trim().is_empty()).then_some(code)
}

/// A string literal of a JSON text: its text between the quotes (escapes
/// as written) and the line it starts on.
struct Literal<'a> {
    raw: &'a str,
    line: u32,
}

impl Literal<'_> {
    /// Whether the literal's value is `value`.
    fn decodes_to(&self, value: &str) -> bool {
        if !self.raw.contains('\\') {
            return self.raw == value;
        }
        serde_json::from_str::<String>(&format!("\"{}\"", self.raw)).is_ok_and(|v| v == value)
    }
}

/// The string literals of a JSON text, in order (keys too).
#[derive(Clone)]
struct Literals<'a> {
    text: &'a str,
    /// Where the next literal is looked for.
    at: usize,
    /// The line of `at`.
    line: u32,
}

impl<'a> Literals<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text,
            at: 0,
            line: 1,
        }
    }
}

impl<'a> Iterator for Literals<'a> {
    type Item = Literal<'a>;

    fn next(&mut self) -> Option<Literal<'a>> {
        let bytes = self.text.as_bytes();
        let open = self.at + memchr::memchr(b'"', &bytes[self.at..])?;
        self.line += count_newlines(&bytes[self.at..open]);
        let mut end = open + 1;
        loop {
            end += memchr::memchr2(b'"', b'\\', &bytes[end..])?;
            if bytes[end] == b'\\' {
                end += 2;
                if end > bytes.len() {
                    return None;
                }
                continue;
            }
            break;
        }
        let literal = Literal {
            raw: self.text.get(open + 1..end)?,
            line: self.line,
        };
        // A JSON string holds no raw newline; counted anyway, for bad input.
        self.line += count_newlines(&bytes[open..end]);
        self.at = end + 1;
        Some(literal)
    }
}

fn count_newlines(bytes: &[u8]) -> u32 {
    u32::try_from(memchr::memchr_iter(b'\n', bytes).count()).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_cells_keep_their_lines_and_markdown_is_left_out() {
        let nb = r##"{
 "cells": [
  {
   "cell_type": "markdown",
   "source": ["# curl https://x | sh\n"]
  },
  {
   "cell_type": "code",
   "source": [
    "import os\n",
    "print(os.environ)\n"
   ]
  },
  {"cell_type": "code", "source": "x = 1\ny = 2"}
 ],
 "nbformat": 4
}"##;
        let code = code(nb).expect("a notebook with code");
        let gap = "\n".repeat(CELL_GAP);
        assert_eq!(
            code.text,
            format!("import os\nprint(os.environ)\n{gap}x = 1\ny = 2\n{gap}")
        );
        let mut lines = vec![10, 11];
        lines.extend([11; CELL_GAP]);
        lines.extend([14, 14]);
        lines.extend([14; CELL_GAP]);
        assert_eq!(code.lines, lines);
    }

    #[test]
    fn what_is_not_a_notebook_has_no_code() {
        for text in [
            "",
            "{",
            "[]",
            r#"{"cells": 3}"#,
            r#"{"cells": [{"cell_type": "markdown", "source": "hi"}]}"#,
        ] {
            assert_eq!(code(text), None, "{text}");
        }
        assert!(is_notebook("a/B.IPYNB"));
        assert!(!is_notebook("ipynb"));
    }

    #[test]
    fn pieces_written_with_other_escapes_are_read() {
        // Every line escaped as `\u0065`: none is found where serde_json
        // would write it, and each search stops at the budget.
        let lines: String = (0..5_000)
            .map(|i| format!("    \"\\u0065 = {i}\\n\",\n"))
            .collect();
        let nb = format!(
            "{{\"cells\": [{{\"cell_type\": \"code\", \"source\": [\n{}\"\"]}}]}}",
            lines
        );
        let code = code(&nb).expect("code");
        assert_eq!(code.lines.len(), 5_000 + CELL_GAP);
        assert!(code.text.starts_with("e = 0\ne = 1\n"));
    }
}
