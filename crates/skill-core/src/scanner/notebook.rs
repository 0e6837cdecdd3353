//! The code cells of a Jupyter notebook, read as the script they are.
//!
//! A notebook is JSON: each line of a cell's code is a string in an array
//! (`"    requests.post(url, json=creds)\n",`), so the script rules, which
//! read `.py` files line by line, never see it as code. Here the code
//! cells are put together as one Python script, and each of its lines
//! keeps the notebook line it came from, so a finding points at the cell.

use serde_json::Value;

#[cfg(test)]
use super::script_text::PART_GAP;
use super::script_text::ScriptText;

/// True when `path` names a Jupyter notebook.
pub fn is_notebook(path: &str) -> bool {
    path.rsplit_once('.')
        .is_some_and(|(_, ext)| ext.eq_ignore_ascii_case("ipynb"))
}

/// The code cells of the notebook `text` (nbformat 4: `cells`, each with a
/// `cell_type` and a `source` string or array of strings); None when it is
/// not such a notebook or has no code. The code is never longer than the
/// notebook plus `script_text::MAX_GAP_LINES` newlines and one a cell (a decoded
/// string is no longer than its JSON), so the notebook's own bound bounds
/// it; the whole of it is read, since a cap would let padding cells hide
/// the last one. nbformat 3 (`worksheets`, `input`) is read too.
pub fn code(text: &str) -> Option<ScriptText> {
    let notebook: Value = serde_json::from_str(text).ok()?;
    // nbformat 4 keeps the cells at the top, nbformat 3 in worksheets.
    let cells: Vec<&Value> = match notebook.get("cells").and_then(Value::as_array) {
        Some(cells) => cells.iter().collect(),
        None => notebook
            .get("worksheets")?
            .as_array()?
            .iter()
            .filter_map(|w| w.get("cells").and_then(Value::as_array))
            .flatten()
            .collect(),
    };
    let mut code = ScriptText::default();
    // The file's string literals in order: cells, their `source` keys and
    // their strings stand in the file in the order the parse gives them,
    // so a cell's pieces are the literals that decode to them after its
    // key. A literal not found (a key given twice) puts the reading back;
    // past the budget of bytes such misses may read, lines are only
    // approximate.
    let mut strings = Literals::new(text);
    let mut line = 1u32;
    let mut budget = 4 * text.len();
    let mut locate = |value: &str| -> Option<u32> {
        if budget == 0 {
            return None;
        }
        let before = strings.clone();
        let found = strings.by_ref().find(|l| l.decodes_to(value));
        if found.is_none() {
            budget = budget.saturating_sub(text.len() - before.at);
            strings = before;
        }
        found.map(|l| l.line)
    };
    let mut gaps = 0usize;
    for cell in cells {
        // nbformat 3 names a code cell's source `input`.
        let Some((key, source)) = ["source", "input"]
            .iter()
            .find_map(|k| cell.get(*k).map(|v| (*k, v)))
        else {
            continue;
        };
        let pieces: Vec<&str> = match source {
            Value::String(s) => vec![s.as_str()],
            Value::Array(parts) => parts.iter().filter_map(Value::as_str).collect(),
            _ => continue,
        };
        // Its key first: a markdown cell that quotes the code before it is
        // not where the code stands.
        if let Some(at) = locate(key) {
            line = at;
        }
        if cell.get("cell_type").and_then(Value::as_str) != Some("code") {
            continue;
        }
        // The pieces are joined as Jupyter joins them (a line may be split
        // over two); each line is at the piece holding its first byte.
        let mut joined = String::new();
        let mut starts: Vec<(usize, u32)> = Vec::with_capacity(pieces.len());
        for piece in pieces {
            if let Some(at) = locate(piece) {
                line = at;
            }
            starts.push((joined.len(), line));
            joined.push_str(piece);
        }
        if joined.trim().is_empty() {
            continue;
        }
        let mut offset = 0usize;
        let mut k = 0usize;
        for part in joined.split_inclusive('\n') {
            while k + 1 < starts.len() && starts[k + 1].0 <= offset {
                k += 1;
            }
            code.push_line(
                part.trim_end_matches(['\n', '\r']),
                starts.get(k).map_or(line, |s| s.1),
            );
            offset += part.len();
        }
        code.end_part(line, &mut gaps);
    }
    (!code.is_blank()).then_some(code)
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
        let gap = "\n".repeat(PART_GAP);
        assert_eq!(
            code.text,
            format!("import os\nprint(os.environ)\n{gap}x = 1\ny = 2\n{gap}")
        );
        let mut lines = vec![10, 11];
        lines.extend([11; PART_GAP]);
        lines.extend([14, 14]);
        lines.extend([14; PART_GAP]);
        assert_eq!(code.lines, lines);
    }

    #[test]
    fn pieces_are_joined_as_jupyter_joins_them() {
        let nb = r#"{"cells": [
 {"cell_type": "code", "source": [
  "x = os.envi",
  "ron.items()\n",
  "requests.po",
  "st(u)\n"]}]}"#;
        let code = code(nb).expect("code");
        assert!(
            code.text
                .starts_with("x = os.environ.items()\nrequests.post(u)\n")
        );
        assert_eq!(&code.lines[..2], &[3, 5]);
    }

    #[test]
    fn a_markdown_cell_quoting_the_code_is_not_where_it_stands() {
        let nb = r#"{"cells": [
 {"cell_type": "markdown", "source": [
  "import os\n"]},
 {"cell_type": "code", "source": [
  "import os\n"]}]}"#;
        assert_eq!(code(nb).expect("code").lines[0], 5);
    }

    #[test]
    fn nbformat_3_and_empty_cells() {
        let v3 = r#"{"worksheets": [{"cells": [{"cell_type": "code", "input": ["import os\n"]}]}], "nbformat": 3}"#;
        assert!(code(v3).expect("code").text.starts_with("import os\n"));
        // Empty cells add no lines.
        let empty = format!(
            r#"{{"cells": [{}{{"cell_type": "code", "source": "x = 1"}}]}}"#,
            r#"{"cell_type": "code", "source": ""},"#.repeat(1_000)
        );
        assert_eq!(code(&empty).expect("code").lines.len(), 1 + PART_GAP);
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
        assert_eq!(code.lines.len(), 5_000 + PART_GAP);
        assert!(code.text.starts_with("e = 0\ne = 1\n"));
    }
}
