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

/// Most lines a frontmatter block can have.
const MAX_FRONTMATTER_LINES: usize = 1000;

/// Reads a markdown text's lines in order and says what each one is.
#[derive(Debug, Default)]
pub struct Fences {
    /// Lines read so far.
    read: usize,
    /// How many of the first lines are frontmatter, `---` lines included.
    frontmatter: usize,
    /// The open block's fence character, length and indentation.
    open: Option<(u8, usize, usize)>,
    /// The prose above is a list item (or its indented continuation), so
    /// an indented fence is the item's block.
    in_list: bool,
    /// The 0-based line of the open block's fence.
    opened_at: usize,
}

impl Fences {
    /// The reader of `text`: its frontmatter is a `---` first line and the
    /// next `---` line, as `skill_md.rs` reads it, when that comes within
    /// [`MAX_FRONTMATTER_LINES`] (a first `---` never closed opens none).
    /// A fence inside it opens nothing: it is YAML's text (a block scalar
    /// or a quoted string), so the body's fences keep their pairs.
    pub fn of(text: &str) -> Self {
        let mut lines = text.lines();
        let frontmatter = if lines.next().is_some_and(|l| l.trim() == "---") {
            lines
                .take(MAX_FRONTMATTER_LINES)
                .position(|l| l.trim() == "---")
                .map_or(0, |i| i + 2)
        } else {
            0
        };
        Self {
            frontmatter,
            ..Self::default()
        }
    }

    /// What `line`, the next line of the text (no newline), is.
    pub fn line<'a>(&mut self, line: &'a str) -> FenceLine<'a> {
        self.read += 1;
        if self.read <= self.frontmatter {
            return FenceLine::Frontmatter;
        }
        let rest = line.trim_start_matches([' ', '\t']);
        let indent = line.len() - rest.len();
        let fence = fence_of(rest);
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
            // Indented four or more outside a list item, it is an
            // indented code block's text, not a fence.
            (None, Some((c, n))) if indent <= 3 || self.in_list => {
                let info = rest[n..].trim();
                // ```x``` on one line is code in the text, not a fence (a
                // single backtick in the info string, ```python `app.py`,
                // still opens one: that is how a reader sees it).
                if c == b'`' && info.contains(&"`".repeat(n)) {
                    return FenceLine::Outside;
                }
                self.open = Some((c, n, indent));
                self.opened_at = self.read - 1;
                FenceLine::Opens { info, indent }
            }
            (None, _) => {
                if !rest.is_empty() {
                    self.in_list = starts_list_item(rest) || (self.in_list && indent >= 2);
                }
                FenceLine::Outside
            }
        }
    }

    /// The 0-based line of the fence of the block still open, if one is.
    pub fn open_since(&self) -> Option<usize> {
        self.open.map(|_| self.opened_at)
    }

    /// How many lines it has read.
    pub fn lines_read(&self) -> usize {
        self.read
    }

    /// Counts a line its reader kept to itself (a configuration file's
    /// comment): it opens nothing, but it is a line.
    pub fn skip(&mut self) {
        self.read += 1;
    }
}

/// The 0-based line of the fence that opens a block `text` never closes,
/// if there is one: to a reader of prose, what follows it is still prose
/// (a stray fence early in a file does not make the rest code).
#[cfg(test)]
fn unclosed_fence(text: &str) -> Option<usize> {
    let mut fences = Fences::of(text);
    text.lines().for_each(|line| {
        fences.line(line);
    });
    fences.open_since()
}

/// The fence character and run length `rest` (a line without its
/// indentation) opens with, when it is three or more backticks or tildes.
fn fence_of(rest: &str) -> Option<(u8, usize)> {
    rest.as_bytes()
        .first()
        .filter(|&&c| c == b'`' || c == b'~')
        .map(|&c| (c, rest.bytes().take_while(|&b| b == c).count()))
        .filter(|&(_, n)| n >= 3)
}

/// True when `rest` starts a list item (`- `, `* `, `+ `, `1. `, `1) `).
fn starts_list_item(rest: &str) -> bool {
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let after = &rest.as_bytes()[digits..];
    matches!(
        (digits, after),
        (0, [b'-' | b'*' | b'+', b' ' | b'\t', ..]) | (1..=9, [b'.' | b')', b' ' | b'\t', ..])
    )
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
        let mut fences = Fences::of(text);
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
        // Inline code of three backticks opens nothing; a single backtick
        // in the info string does not close it.
        assert_eq!(kinds("```x``` and\nprose\n"), ['.', '.']);
        assert_eq!(kinds("```python `app.py`\nx = 1\n```\n"), ['(', 'i', ')']);
        // Indented four outside a list: an indented code block's text.
        assert_eq!(
            kinds("Text.\n\n        ```\n```python\nx\n```\n"),
            ['.', '.', '.', '(', 'i', ')']
        );
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
        assert_eq!(unclosed_fence("x\n```\na\n```\n~~~\nb"), Some(4));
        assert_eq!(unclosed_fence("```\na\n```\n"), None);
    }

    #[test]
    fn frontmatter_holds_no_fence() {
        let md = "---\nname: x\ndescription: a\n---\n```sh\nls\n```\n";
        assert_eq!(kinds(md), ['f', 'f', 'f', 'f', '(', 'i', ')']);
        // A fence between the `---` lines is YAML's text: the body's
        // fences keep their pairs.
        let md = "---\ndescription: |\n  ```python\n---\n```sh\nls\n```\n";
        assert_eq!(kinds(md), ['f', 'f', 'f', 'f', '(', 'i', ')']);
        // Only on the first line.
        assert_eq!(kinds("x\n---\n```\n"), ['.', '.', '(']);
        // One never closed: no frontmatter.
        assert_eq!(
            kinds("---\nx: 1\n```sh\nls\n```\n"),
            ['.', '.', '(', 'i', ')']
        );
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
