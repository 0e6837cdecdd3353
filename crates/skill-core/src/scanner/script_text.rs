//! A part of a file put together as a script of its own (a notebook's code
//! cells, a markdown file's code blocks of one language), each line keeping
//! the line of the file it came from, so that a finding points there.

/// Blank lines put between two parts (cells, blocks): one part's last line
/// does not run into the next, and what counts only near a send (within 30
/// lines: `rules::ENVIRONMENT_WALK_REACH`) stays in its part; past
/// [`MAX_GAP_LINES`] in one file, one.
pub const PART_GAP: usize = 32;

/// Most blank lines put between parts in one file: many small parts would
/// otherwise make the script many times longer than the file.
pub const MAX_GAP_LINES: usize = 1 << 16;

/// A script made of parts of a file, and where each of its lines stands.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ScriptText {
    /// The parts' lines, one part after another (LF newlines).
    pub text: String,
    /// For each line of `text`, the 1-based line of the file holding it.
    pub lines: Vec<u32>,
}

impl ScriptText {
    /// Adds `line` (no newline in it) from the file's line `from`.
    pub fn push_line(&mut self, line: &str, from: u32) {
        self.text.push_str(line);
        self.text.push('\n');
        self.lines.push(from);
    }

    /// Ends a part with [`PART_GAP`] blank lines at the file's line `at`
    /// (one once `gaps`, the file's count, reaches [`MAX_GAP_LINES`]).
    pub fn end_part(&mut self, at: u32, gaps: &mut usize) {
        let gap = if *gaps < MAX_GAP_LINES { PART_GAP } else { 1 };
        *gaps += gap;
        for _ in 0..gap {
            self.push_line("", at);
        }
    }

    /// True when it holds nothing but blanks.
    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }
}
