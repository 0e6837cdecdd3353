//! The markdown structure every reader of the scanner shares: which files
//! are markdown, and where their fenced code blocks open and close.
//!
//! Three readers ask where the fences are (code blocks read as scripts,
//! `context.rs` deciding what is quoted, `joined.rs` joining prose). When
//! each had its own idea, a fence one reader saw and another did not
//! (````` ```` ````` holding a ` ``` ` line, ` ```x``` ` on one line) moved
//! prose into "code" for one of them, out of the paragraph reading or into
//! another context. Here is the one reading, CommonMark's: a fence is three
//! or more backticks or tildes after the indentation, a backtick fence's
//! info string holds no backtick, and only a line of the same character, at
//! least as long, indented at most three more than the opening fence,
//! with nothing after it but blanks closes it. Indentation
//! is not limited to three spaces, so that a block in a list item is one.

/// True when `path` is markdown (`.md`, `.markdown`, `.mdx`, and Quarto's
/// and R's `.qmd`, `.rmd`).
pub fn is_markdown(path: &str) -> bool {
    path.rsplit_once('.').is_some_and(|(_, ext)| {
        ["md", "markdown", "mdx", "qmd", "rmd"]
            .iter()
            .any(|m| ext.eq_ignore_ascii_case(m))
    })
}

/// What a line of a markdown text is, with respect to fenced blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenceLine<'a> {
    /// The frontmatter (`---` on the first line, to the next `---`).
    Frontmatter,
    /// Outside every block.
    Outside,
    /// A fence that opens a block: its info string (trimmed) and how far
    /// it is indented.
    Opens { info: &'a str, indent: usize },
    /// A line inside a block.
    Inside,
    /// The fence that closes the block.
    Closes,
}

/// Reads a markdown text's lines in order and says what each one is.
#[derive(Debug, Default)]
pub struct Fences {
    /// Lines read so far.
    read: usize,
    in_frontmatter: bool,
    /// The open block's fence character, length and indentation.
    open: Option<(u8, usize, usize)>,
}

impl Fences {
    /// What `line`, the next line of the text (no newline), is.
    pub fn line<'a>(&mut self, line: &'a str) -> FenceLine<'a> {
        let first = self.read == 0;
        self.read += 1;
        if first && line.trim() == "---" {
            self.in_frontmatter = true;
            return FenceLine::Frontmatter;
        }
        if self.in_frontmatter {
            if line.trim() == "---" {
                self.in_frontmatter = false;
            }
            return FenceLine::Frontmatter;
        }
        let rest = line.trim_start_matches([' ', '\t']);
        let indent = line.len() - rest.len();
        let fence = rest
            .as_bytes()
            .first()
            .filter(|&&c| c == b'`' || c == b'~')
            .map(|&c| (c, rest.bytes().take_while(|&b| b == c).count()))
            .filter(|&(_, n)| n >= 3);
        match (self.open, fence) {
            // Indented four more than its opening fence, it is the
            // block's text (a fence in a string of the code).
            (Some((c, n, at)), Some((fc, fnum)))
                if fc == c && fnum >= n && indent <= at + 3 && rest[fnum..].trim().is_empty() =>
            {
                self.open = None;
                FenceLine::Closes
            }
            (Some(_), _) => FenceLine::Inside,
            (None, Some((c, n))) => {
                let info = rest[n..].trim();
                // ```x``` on one line is code in the text, not a fence.
                if c == b'`' && info.contains('`') {
                    return FenceLine::Outside;
                }
                self.open = Some((c, n, indent));
                FenceLine::Opens { info, indent }
            }
            (None, None) => FenceLine::Outside,
        }
    }
}

impl Fences {
    /// Counts a line its reader kept to itself (a configuration file's
    /// comment): it opens nothing, but it is a line.
    pub fn skip(&mut self) {
        self.read += 1;
    }
}

/// The language word of an info string, lowercased: `python` of
/// `python`, `{python}`, `.python`, `python:app/x.py`, `py title="x"`.
pub fn info_word(info: &str) -> String {
    info.trim_start_matches(['{', '.'])
        .split(|ch: char| ch.is_whitespace() || matches!(ch, '{' | '}' | ',' | ':'))
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<char> {
        let mut fences = Fences::default();
        text.lines()
            .map(|l| match fences.line(l) {
                FenceLine::Frontmatter => 'f',
                FenceLine::Outside => '.',
                FenceLine::Opens { .. } => '(',
                FenceLine::Inside => 'i',
                FenceLine::Closes => ')',
            })
            .collect()
    }

    #[test]
    fn fences_close_only_with_their_own_kind() {
        // A longer fence holds a shorter one and one of the other character;
        // a closing fence takes no info string.
        let md = "````md\n```\n~~~\n```python\n````\nprose\n";
        assert_eq!(kinds(md), ['(', 'i', 'i', 'i', ')', '.']);
        // Inline code of three backticks opens nothing.
        assert_eq!(kinds("```x``` and\nprose\n"), ['.', '.']);
        // Indented fences (a list item's) open and close; tildes too.
        assert_eq!(
            kinds("1. step\n     ```bash\n     ls\n     ```\n~~~\nx\n~~~~\n"),
            ['.', '(', 'i', ')', '(', 'i', ')']
        );
        // A fence indented four more than the opening one is the block's text.
        assert_eq!(
            kinds("```python\nx = '''\n    ```\n'''\n```\n"),
            ['(', 'i', 'i', 'i', ')']
        );
        // Unclosed: to the end.
        assert_eq!(kinds("```\na\nb"), ['(', 'i', 'i']);
    }

    #[test]
    fn frontmatter_holds_no_fence() {
        let md = "---\ndescription: |\n  ```python\n---\n```sh\nls\n```\n";
        assert_eq!(kinds(md), ['f', 'f', 'f', 'f', '(', 'i', ')']);
        // Only on the first line.
        assert_eq!(kinds("x\n---\n```\n"), ['.', '.', '(']);
    }

    #[test]
    fn info_words_and_markdown_paths() {
        assert_eq!(info_word("{Python} x"), "python");
        assert_eq!(info_word("python:app/x.py"), "python");
        assert_eq!(info_word(".py title=\"x\""), "py");
        assert_eq!(info_word(""), "");
        assert!(is_markdown("a/README.MD") && is_markdown("x.mdx") && is_markdown("n.Rmd"));
        assert!(!is_markdown("md") && !is_markdown("x.py"));
    }
}
