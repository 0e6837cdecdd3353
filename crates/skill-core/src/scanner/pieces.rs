//! A string kept in pieces: a list of string literals (`['cu', 'rl', ...]`,
//! `[]string{"cu", "rl"}`, `@('cu', 'rl')`) that a script joins at run time
//! with nothing between them (`''.join(p)`, `p.join('')`, Ruby's bare
//! `p.join`, `strings.Join(p, "")`, `implode('', $p)`, `-join $p`), read
//! with each such list joined. Pure, and bounded: lists, pieces, bytes
//! joined and the blanks skipped between two tokens.

/// Most lists of string literals read from one file, most pieces in one,
/// and most bytes of one joined.
const MAX_LISTS: usize = 16;
const MAX_PIECES: usize = 64;
const MAX_JOINED_BYTES: usize = 4096;
/// Fewest pieces in a list worth reading joined: two are a pair of
/// arguments far more often than a hidden word.
const MIN_PIECES: usize = 3;
/// Most blanks (spaces, tabs, newlines) between two tokens of a list.
const MAX_BLANKS: usize = 256;
/// Most openings (`[`, `{`, `(`) tried as the start of a list in one file.
const MAX_OPENINGS: usize = 100_000;

/// How a script joins strings with nothing between them, in the languages
/// skills ship scripts in: any of these and the script is read joined.
const EMPTY_JOINS: &[&[u8]] = &[
    b".join('')",
    b".join(\"\")",
    b".join(``)",
    b"''.join(",
    b"\"\".join(",
    b"join('',",
    b"join(\"\",",
    b"join '',",
    b"join \"\",",
    b"Join(\"\",",
    b"Join('',",
    b"implode('',",
    b"implode(\"\",",
    b"implode($",
    b"-join ",
    b"-join(",
    b"-join'",
    b"-join\"",
    b"table.concat(",
    b"joinToString(\"\")",
    b"joinToString()",
    b"::Concat(",
    b".concat(",
];

/// How a script reverses what it joins.
const REVERSALS: &[&[u8]] = &[
    b".reverse()",
    b"[::-1]",
    b"reversed(",
    b"strrev(",
    b"::Reverse(",
    b".reverse\n",
    b".reverse.",
    b".reverse)",
    b"reverse @",
    b"reverse(@",
    b".reversed()",
];

/// `text` with every list of string literals of [`MIN_PIECES`] pieces or
/// more joined: the line the list opens on holds the joined text, the
/// lines after it up to the one it closes on are emptied (that one keeps
/// what follows the list), so lines stay put. When the script also
/// reverses (`.reverse()`, `[::-1]`, `strrev`), the joined text is there
/// reversed too: on the next line, or after a tab when the list is on one
/// line. None when the script joins nothing with an empty separator or
/// holds no such list.
pub fn joined_lists(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let has = |needle: &[u8]| memchr::memmem::find(bytes, needle).is_some();
    let ruby_bare_join = memchr::memmem::find_iter(bytes, b".join").any(|at| {
        matches!(
            bytes.get(at + 5),
            None | Some(b'\n' | b' ' | b')' | b'.' | b';' | b',' | b'\r')
        )
    });
    let go_join = has(b"strings.Join(") && has(b", \"\")");
    if !(EMPTY_JOINS.iter().any(|n| has(n)) || ruby_bare_join || go_join) {
        return None;
    }
    let reverses = REVERSALS.iter().any(|n| has(n));
    let lists: Vec<List> = memchr::memchr3_iter(b'[', b'{', b'(', bytes)
        .take(MAX_OPENINGS)
        .filter_map(|at| List::at(bytes, at))
        .scan(0usize, |end, list| {
            // A list inside another's span (a piece that holds a bracket)
            // is not read twice.
            let keep = list.open >= *end;
            *end = (*end).max(list.close + 1);
            Some(keep.then_some(list))
        })
        .flatten()
        .take(MAX_LISTS)
        .collect();
    if lists.is_empty() {
        return None;
    }
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    let line_of = |at: usize| bytes[..at].iter().filter(|&&b| b == b'\n').count();
    for list in lists.iter().rev() {
        let (first, last) = (line_of(list.open), line_of(list.close));
        let reversed: String = list.joined.chars().rev().collect();
        if first == last {
            lines[first] = if reverses {
                format!("{}\t{reversed}", list.joined)
            } else {
                list.joined.clone()
            };
            continue;
        }
        lines[last] = text[list.close..]
            .split('\n')
            .next()
            .unwrap_or_default()
            .to_owned();
        for line in &mut lines[first + 1..last] {
            line.clear();
        }
        match (reverses, first + 1 < last) {
            (true, true) => {
                lines[first] = list.joined.clone();
                lines[first + 1] = reversed;
            }
            (true, false) => lines[first] = format!("{}\t{reversed}", list.joined),
            (false, _) => lines[first] = list.joined.clone(),
        }
    }
    Some(lines.join("\n"))
}

/// One list of string literals: where it opens and closes, its pieces joined.
#[derive(Debug)]
struct List {
    open: usize,
    close: usize,
    joined: String,
}

impl List {
    /// The list that opens at `open` (a `[`, `{` or `(`), when it holds
    /// only string literals, [`MIN_PIECES`] or more, separated by commas
    /// (one after the last allowed) and closes with the matching bracket.
    fn at(bytes: &[u8], open: usize) -> Option<Self> {
        let closer = match bytes[open] {
            b'[' => b']',
            b'{' => b'}',
            _ => b')',
        };
        let mut at = open + 1;
        let mut joined = Vec::new();
        let mut pieces = 0usize;
        loop {
            at = skip_blanks(bytes, at)?;
            if bytes.get(at) == Some(&closer) && pieces >= MIN_PIECES {
                break;
            }
            let (piece, after) = literal(bytes, at)?;
            pieces += 1;
            if pieces > MAX_PIECES || joined.len() + piece.len() > MAX_JOINED_BYTES {
                return None;
            }
            joined.extend_from_slice(piece);
            at = skip_blanks(bytes, after)?;
            match bytes.get(at) {
                Some(b',') => at += 1,
                Some(&c) if c == closer && pieces >= MIN_PIECES => break,
                _ => return None,
            }
        }
        let joined = String::from_utf8(joined).ok()?;
        Some(Self {
            open,
            close: at,
            joined,
        })
    }
}

/// Where the next token after `at` starts: None past [`MAX_BLANKS`] blanks.
fn skip_blanks(bytes: &[u8], at: usize) -> Option<usize> {
    let blanks = bytes
        .get(at..)?
        .iter()
        .take(MAX_BLANKS + 1)
        .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
        .count();
    (blanks <= MAX_BLANKS).then_some(at + blanks)
}

/// The text of the string literal at `at` (quoted with `'`, `"` or a
/// backtick, an `r`, `b` or `u` prefix allowed) and where it ends; None
/// for anything else, or for a literal with an escape, a line break or a
/// template substitution, which joining as written would misread.
fn literal(bytes: &[u8], at: usize) -> Option<(&[u8], usize)> {
    let start = match bytes.get(at)? {
        b'r' | b'b' | b'u' | b'R' | b'B' | b'U' => at + 1,
        _ => at,
    };
    let quote = *bytes
        .get(start)
        .filter(|q| matches!(q, b'\'' | b'"' | b'`'))?;
    let body = &bytes[start + 1..];
    let len = memchr::memchr3(quote, b'\n', b'\\', body)?;
    let inner = &body[..len];
    if body[len] != quote || (quote == b'`' && memchr::memmem::find(inner, b"${").is_some()) {
        return None;
    }
    Some((inner, start + 1 + len + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_on_their_own_lines_are_joined_in_place() {
        let js =
            "p = [\n 'ab',\n \"cd\",\n `ef`\n];\nx = p.join('').split('').reverse().join('');\n";
        assert_eq!(
            joined_lists(js).as_deref(),
            Some("abcdef\nfedcba\n\n\n];\nx = p.join('').split('').reverse().join('');\n")
        );
        let py = "p = [\n 'ab',\n 'cd',\n 'ef',\n]\nx = ''.join(p)\n";
        assert_eq!(
            joined_lists(py).as_deref(),
            Some("abcdef\n\n\n\n]\nx = ''.join(p)\n")
        );
    }

    #[test]
    fn lists_on_one_line_or_closed_on_the_last_piece_are_joined() {
        let py = "cmd = ''.join(['cu', 'rl', ' -s'])\n";
        assert_eq!(joined_lists(py).as_deref(), Some("curl -s\n"));
        let rb = "p = [\n 'ab',\n 'cd', 'ef']\nsystem(p.reverse.join)\n";
        assert_eq!(
            joined_lists(rb).as_deref(),
            Some("abcdef\nfedcba\n]\nsystem(p.reverse.join)\n")
        );
        let go = "p := []string{\"ab\", \"cd\", \"ef\",}\ns := strings.Join(p, \"\")\n";
        assert_eq!(
            joined_lists(go).as_deref(),
            Some("abcdef\ns := strings.Join(p, \"\")\n")
        );
        let ps = "$p = @('ab','cd','ef')\niex (-join $p)\n";
        assert_eq!(
            joined_lists(ps).as_deref(),
            Some("abcdef\niex (-join $p)\n")
        );
        let php = "$p = array('ab', \"cd\", 'ef'); echo strrev(implode('', $p));\n";
        assert_eq!(joined_lists(php).as_deref(), Some("abcdef\tfedcba\n"));
    }

    #[test]
    fn nothing_is_joined_without_an_empty_join_or_a_list_of_three() {
        assert_eq!(joined_lists("p = [\n 'ab',\n 'cd',\n 'ef',\n]\n"), None);
        assert_eq!(joined_lists("p = ['ab', 'cd']\nx = ''.join(p)\n"), None);
        // Not only literals, an escape, a substitution: left as written.
        assert_eq!(joined_lists("x = ''.join(['a', b, 'c', 'd'])\n"), None);
        assert_eq!(joined_lists("x = ''.join(['a', 'b\\n', 'c'])\n"), None);
        assert_eq!(joined_lists("x = [`a`, `${b}`, `c`].join('')\n"), None);
        // `os.path.join(` is not a bare Ruby join.
        assert_eq!(joined_lists("p = os.path.join('a', 'b', 'c')\n"), None);
    }

    #[test]
    fn lists_are_bounded() {
        let many = (0..=MAX_PIECES)
            .map(|_| "'a'")
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(joined_lists(&format!("x = ''.join([{many}])\n")), None);
        let big = format!(
            "x = ''.join(['{}', 'b', 'c'])\n",
            "a".repeat(MAX_JOINED_BYTES)
        );
        assert_eq!(joined_lists(&big), None);
        let wide = format!(
            "x = ''.join(['a',{}'b', 'c'])\n",
            " ".repeat(MAX_BLANKS + 1)
        );
        assert_eq!(joined_lists(&wide), None);
        let lists = (0..MAX_LISTS + 4)
            .map(|i| format!("p{i} = ['a', 'b', 'c']"))
            .collect::<Vec<_>>()
            .join("\n");
        let out = joined_lists(&format!("{lists}\nx = ''.join(p0)\n")).unwrap_or_default();
        assert_eq!(out.lines().filter(|l| *l == "abc").count(), MAX_LISTS);
        // Many openings, each of a list that fails late: still linear.
        let hostile = "['a', ".repeat(200_000);
        assert_eq!(joined_lists(&format!("{hostile}\n''.join(x)\n")), None);
    }
}
