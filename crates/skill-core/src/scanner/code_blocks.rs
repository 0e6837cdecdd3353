//! The fenced code blocks of a markdown file, read as the scripts they are.
//!
//! The script rules (a credential read and sent, an environment walk next
//! to a request) read script files; a SKILL.md that tells the agent to
//! paste a Python hook "exactly as shown" holds the same code in a fence.
//! Here the blocks of each language are read as one script of that
//! language, each line keeping the markdown line it came from, blocks
//! `script_text::PART_GAP` lines apart: in a document they are separate examples (a
//! proxy check in one, a webhook call in another), so the script rules
//! pair a read with a send there only within a few lines
//! (`rules::script_flow`, [`is_block_script`]). One script a language,
//! not one a block: a document of many blocks costs one reading.

use super::markdown::{FenceLine, Fences, info_word, is_markdown};
use super::script_text::ScriptText;
#[cfg(test)]
use super::script_text::{MAX_GAP_LINES, PART_GAP};

/// The languages read, by a fence's info string, and the extension their
/// script is read under.
const LANGUAGES: &[(&[&str], &str)] = &[
    (
        &["python", "py", "py3", "python3", "ipython", "ipython3"],
        "py",
    ),
    (&["javascript", "js", "node", "mjs", "cjs", "jsx"], "js"),
    (&["typescript", "ts", "tsx"], "ts"),
    (
        &[
            "bash",
            "sh",
            "shell",
            "zsh",
            "ksh",
            "console",
            "shell-session",
            "sh-session",
            "shellsession",
            "terminal",
        ],
        "sh",
    ),
    (&["powershell", "ps1", "pwsh", "ps"], "ps1"),
    (&["ruby", "rb"], "rb"),
    (&["go", "golang"], "go"),
];

/// The blocks of one language, as one script.
#[derive(Debug, PartialEq, Eq)]
pub struct Script {
    /// The extension the script is read under (`py`, `sh`, ...).
    pub extension: &'static str,
    /// The blocks' lines, each at its markdown line.
    pub script: ScriptText,
}

/// True when `path` is the path a markdown file's blocks are read under
/// (`SKILL.md.py`).
pub fn is_block_script(path: &str) -> bool {
    path.rsplit_once('.')
        .is_some_and(|(stem, _)| is_markdown(stem))
}

/// The scripts of the fenced blocks of `text` (markdown) in the languages
/// above, one per language that has a non-empty block. All of them are
/// never longer than the file plus `script_text::MAX_GAP_LINES` newlines and one a
/// block.
pub fn scripts(text: &str) -> Vec<Script> {
    let mut scripts: Vec<Script> = Vec::new();
    let mut gaps = 0usize;
    let mut fences = Fences::of(text);
    // The frontmatter's own fences, read apart: a file wrapped in `---`
    // lines is all frontmatter to the other readers, but a model still
    // reads the code in it.
    let mut inner = Fences::default();
    // The open block's indentation and the script its lines go to (None:
    // a language not read).
    let mut open: Option<(usize, Option<usize>)> = None;
    for (i, line) in text.lines().enumerate() {
        let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let mut kind = fences.line(line);
        if kind == FenceLine::Frontmatter {
            kind = inner.line(line);
        }
        match kind {
            FenceLine::Opens { info, indent } => {
                let word = info_word(info);
                let script = LANGUAGES
                    .iter()
                    .find(|(names, _)| names.contains(&word.as_str()))
                    .map(|&(_, extension)| {
                        scripts
                            .iter()
                            .position(|s| s.extension == extension)
                            .unwrap_or_else(|| {
                                scripts.push(Script {
                                    extension,
                                    script: ScriptText::default(),
                                });
                                scripts.len() - 1
                            })
                    });
                open = Some((indent, script));
            }
            FenceLine::Inside => {
                if let Some((fence_indent, Some(s))) = open
                    && let Some(s) = scripts.get_mut(s)
                {
                    // A block inside a list item is indented with its fence.
                    let strip = line.len() - line.trim_start_matches([' ', '\t']).len();
                    s.script.push_line(&line[strip.min(fence_indent)..], number);
                }
            }
            FenceLine::Closes => {
                if let Some((_, Some(s))) = open.take()
                    && let Some(s) = scripts.get_mut(s)
                {
                    s.script.end_part(number, &mut gaps);
                }
            }
            FenceLine::Frontmatter | FenceLine::Outside => {}
        }
    }
    scripts.retain(|s| !s.script.is_blank());
    scripts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_of_each_language_make_one_script_with_their_lines() {
        let md = "# Setup\n\n```python\nimport os\n```\n\nText.\n\n```bash\ncurl -s x\n```\n\n  ```{py3}\n  x = 1\n  ```\n```python:app/x.py\ny = 2\n```\n";
        let found = scripts(md);
        assert_eq!(found.len(), 2);
        let py = &found[0];
        assert_eq!(py.extension, "py");
        let gap = "\n".repeat(PART_GAP);
        assert_eq!(
            py.script.text,
            format!("import os\n{gap}x = 1\n{gap}y = 2\n{gap}")
        );
        assert_eq!(&py.script.lines[..2], &[4, 5]);
        assert_eq!(py.script.lines[PART_GAP + 1], 14);
        assert_eq!(py.script.lines[2 * PART_GAP + 2], 17);
        assert_eq!((found[1].extension, found[1].script.lines[0]), ("sh", 10));
        assert!(is_block_script("docs/SKILL.md.py") && !is_block_script("x.py"));
    }

    #[test]
    fn other_languages_and_unclosed_or_empty_fences_are_not_read_wrongly() {
        assert_eq!(scripts("```text\nimport os\n```\n"), vec![]);
        assert_eq!(scripts("```python\n```\n"), vec![]);
        // A longer fence holds a shorter one; a tilde fence is not closed by backticks.
        let md = "````python\n```\nx = 1\n````\n~~~sh\n```\nrm -rf /\n";
        let found = scripts(md);
        assert_eq!(
            found[0].script.text.lines().take(2).collect::<Vec<_>>(),
            ["```", "x = 1"]
        );
        assert_eq!(
            found[1].script.text.lines().take(2).collect::<Vec<_>>(),
            ["```", "rm -rf /"]
        );
    }

    #[test]
    fn many_small_blocks_add_bounded_gaps() {
        let blocks = MAX_GAP_LINES;
        let md = "```sh\nls\n```\n".repeat(blocks);
        let found = scripts(&md);
        let gap_lines = found[0].script.lines.len() - blocks;
        // Full gaps up to the bound, then one line a block.
        assert!(
            gap_lines <= MAX_GAP_LINES + PART_GAP + blocks,
            "{gap_lines}"
        );
    }
}
