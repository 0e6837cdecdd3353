//! A payment address swapped in code: a script keeps literal payment
//! identifiers (a crypto address, an IBAN) under a constant's name, and a
//! function that is handed an address returns that constant instead. The
//! invoice shows the skill's account, not the one the user gave
//! (rounds 36 and 38: a Ruby `CANON.fetch(kind, clean)` above an amount,
//! a Python `return _ROUTING["evm"]` after the given address validated).
//!
//! Read on the original text (addresses are case-sensitive); no regex.

use super::excerpt::excerpt;
use super::{Document, Hit};

/// Lines above a table's entry searched for the name the table is bound to.
const TABLE_LOOKBACK: usize = 30;
/// Constants holding payment identifiers tracked in one script.
const MAX_NAMES: usize = 64;
/// Longest line read (a longer one is data, not a function's code).
const MAX_LINE: usize = 1024;
/// Most hits reported in one script (the first say what the rest would).
const MAX_HITS: usize = 8;
/// Words in a constant's name that say it is a token's contract, a
/// router or the zero address, which web3 code names beside a payee.
const NOT_A_PAYEE: &[&str] = &[
    "token",
    "contract",
    "router",
    "zero",
    "null",
    "pool",
    "factory",
    "usdc",
    "usdt",
    "dai",
    "weth",
    "wbtc",
    "erc20",
    "multicall",
    "example",
    "sample",
    "test",
    "sandbox",
    "dummy",
    "fake",
];

/// Words in a function's name or parameters that say it handles where money goes.
const PAYEE_WORDS: &[&str] = &[
    "address",
    "addr",
    "iban",
    "account",
    "payee",
    "wallet",
    "recipient",
    "beneficiary",
    "pay",
    "destination",
    "receiv",
    "creditor",
];

/// Hits of [`payment-redirect`] in a script: a line of a function handed
/// an address that uses a constant holding literal payment identifiers
/// (returns it, picks it in a condition, assigns it).
pub fn swapped_payees(doc: &Document<'_>) -> Vec<Hit> {
    let path = doc.path.to_ascii_lowercase();
    // A test's fixtures name accounts on purpose.
    if !super::rules::is_script_doc(doc)
        || ["test", "spec", "fixture", "example"]
            .iter()
            .any(|w| path.contains(w))
        || !may_hold_identifier(doc.text.as_bytes())
    {
        return Vec::new();
    }
    let lines: Vec<&str> = doc.text.lines().collect();
    let names = constants_holding_identifiers(&lines);
    if names.is_empty() {
        return Vec::new();
    }
    let mut hits = Vec::new();
    let mut handed_an_address = false;
    for (i, line) in lines.iter().enumerate() {
        if hits.len() >= MAX_HITS {
            break;
        }
        if line.len() > MAX_LINE {
            continue;
        }
        // Code back at the left margin is outside the function.
        if line.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            handed_an_address = false;
        }
        if let Some(signature) = function_signature(line) {
            let lower = signature.to_ascii_lowercase();
            handed_an_address = signature.contains('(')
                && !signature.contains("()")
                && PAYEE_WORDS.iter().any(|w| lower.contains(w));
            continue;
        }
        if !handed_an_address || holds_payment_identifier(line) {
            continue;
        }
        if let Some(name) = names.iter().find(|n| find_word(line, n).is_some()) {
            hits.push(Hit {
                line: (i + 1) as u32,
                excerpt: excerpt(&format!(
                    "puts the fixed payment address {name} in place of the one it was handed: {}",
                    line.trim()
                )),
            });
        }
    }
    hits
}

/// One cheap pass over the bytes: true when a run of letters and digits
/// has the length and form of an identifier (`0x` + 40, `bc1…`, an IBAN's
/// letters and check digits), or an IBAN may be written in groups.
fn may_hold_identifier(text: &[u8]) -> bool {
    let mut start = 0;
    for (i, &b) in text.iter().enumerate() {
        if b.is_ascii_alphanumeric() {
            continue;
        }
        let run = &text[start..i];
        start = i + 1;
        let n = run.len();
        if n < 4 {
            continue;
        }
        let iban_head =
            run[..2].iter().all(u8::is_ascii_uppercase) && run[2..4].iter().all(u8::is_ascii_digit);
        if (n == 42 && run.starts_with(b"0x"))
            || ((28..=65).contains(&n) && (run.starts_with(b"bc1") || run.starts_with(b"BC1")))
            || (iban_head && (n == 4 || (15..=34).contains(&n)))
        {
            return true;
        }
    }
    false
}

/// Names of constants whose value is, or holds, a literal payment
/// identifier: `NAME = "0x…"` on the identifier's line, or the table it is
/// an entry of (`NAME = {` up to [`TABLE_LOOKBACK`] lines above).
fn constants_holding_identifiers<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut names: Vec<&'a str> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if names.len() >= MAX_NAMES {
            break;
        }
        if line.len() > MAX_LINE || !holds_payment_identifier(line) {
            continue;
        }
        let from = i.saturating_sub(TABLE_LOOKBACK);
        let bound = assigned_name(line).or_else(|| {
            lines[from..i]
                .iter()
                .rev()
                .find_map(|l| opens_table(l).then(|| assigned_name(l)).flatten())
        });
        if let Some(name) = bound
            && !names.contains(&name)
            && !NOT_A_PAYEE
                .iter()
                .any(|w| name.to_ascii_lowercase().contains(w))
        {
            names.push(name);
        }
    }
    names
}

/// True when `line` holds an EVM address, a bech32 Bitcoin address or an
/// IBAN whose check digits are right, as one token, or an IBAN written in
/// groups of four inside quotes (`'GB33 BUKB 2020 1555 5555 55'`).
fn holds_payment_identifier(line: &str) -> bool {
    line.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|t| is_evm_address(t) || is_bech32_address(t) || is_iban(t))
        || line
            .split(['"', '\'', '`'])
            .skip(1)
            .step_by(2)
            .filter(|q| q.contains(' ') && q.len() <= 48)
            .any(|q| is_iban(&q.replace(' ', "")))
}

/// `0x` and 40 hex digits.
fn is_evm_address(t: &str) -> bool {
    t.len() == 42 && t.starts_with("0x") && t.as_bytes()[2..].iter().all(|b| b.is_ascii_hexdigit())
}

/// `bc1` and 25 to 62 characters of bech32's alphabet (lower case).
fn is_bech32_address(t: &str) -> bool {
    const ALPHABET: &[u8] = b"qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    // Bech32 is written all lower or all upper case; read without a copy
    // (every word of a script's lines comes here).
    let upper = t.starts_with("BC1") && !t.bytes().any(|b| b.is_ascii_lowercase());
    let fold = |b: u8| if upper { b.to_ascii_lowercase() } else { b };
    (28..=65).contains(&t.len())
        && (upper || t.starts_with("bc1"))
        && t.as_bytes()[3..]
            .iter()
            .all(|&b| ALPHABET.contains(&fold(b)))
}

/// Two letters, two check digits and 11 to 30 letters or digits, with the
/// ISO 13616 check (mod 97 of the rearranged number is 1).
fn is_iban(t: &str) -> bool {
    let b = t.as_bytes();
    if !(15..=34).contains(&b.len())
        || !b[..2].iter().all(u8::is_ascii_uppercase)
        || !b[2..4].iter().all(u8::is_ascii_digit)
        || !b[4..]
            .iter()
            .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
    {
        return false;
    }
    let mut remainder: u32 = 0;
    for &c in b[4..].iter().chain(&b[..4]) {
        let value = if c.is_ascii_digit() {
            u32::from(c - b'0')
        } else {
            u32::from(c - b'A') + 10
        };
        remainder = if value >= 10 {
            (remainder * 100 + value) % 97
        } else {
            (remainder * 10 + value) % 97
        };
    }
    remainder == 1
}

/// The name an assignment on `line` binds (`NAME = …`, `const NAME = …`,
/// `self.NAME = …`), when there is one.
fn assigned_name(line: &str) -> Option<&str> {
    let eq = line.find('=')?;
    if line[eq + 1..].starts_with(['=', '>', '~']) || line[..eq].ends_with(['!', '<', '>', '=']) {
        return None;
    }
    let left = line[..eq].trim_end();
    // A type annotation (`NAME: dict[str, str] = {`).
    let left = left.split(':').next().unwrap_or(left).trim_end();
    let name_start = left
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |p| p + 1);
    let name = &left[name_start..];
    (!name.is_empty() && !name.as_bytes()[0].is_ascii_digit()).then_some(name)
}

/// True when `line` assigns a table that continues below (`NAME = {`, `[`, `(`, `dict(`).
fn opens_table(line: &str) -> bool {
    let t = line.trim_end();
    t.contains('=')
        && (t.ends_with('{') || t.ends_with('[') || t.ends_with('(') || t.ends_with("dict("))
}

/// The signature of a function defined on `line` (Python, Ruby, JavaScript,
/// PHP, Go): the text after its keyword; an arrow function's
/// (`const f = (a, b) => {`) or a class method's (`name(a, b) {`) whole.
fn function_signature(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let declared = t.strip_prefix("export ").unwrap_or(t);
    if t.contains("=>")
        && t.contains('(')
        && ["const ", "let ", "var "]
            .iter()
            .any(|k| declared.starts_with(k))
    {
        return Some(t);
    }
    if let Some(open) = t.find('(')
        && t.trim_end().ends_with('{')
        && !t[..open].contains(['=', ' ', '.'])
        && !matches!(
            &t[..open],
            "if" | "for" | "while" | "switch" | "catch" | "function" | ""
        )
    {
        return Some(t);
    }
    ["def ", "async def ", "function ", "func ", "fn "]
        .iter()
        .find_map(|k| t.strip_prefix(k))
        .or_else(|| {
            t.split_once(" function ")
                .filter(|(before, _)| {
                    before.split_ascii_whitespace().all(|w| {
                        matches!(
                            w,
                            "export" | "async" | "public" | "private" | "static" | "default"
                        )
                    })
                })
                .map(|(_, rest)| rest)
        })
}

/// Where `word` starts in `text` as a whole word (not inside a longer name).
fn find_word(text: &str, word: &str) -> Option<usize> {
    let is_name = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    text.match_indices(word).map(|(at, _)| at).find(|&at| {
        let before = at.checked_sub(1).map(|p| text.as_bytes()[p]);
        let after = text.as_bytes().get(at + word.len()).copied();
        !before.is_some_and(is_name) && !after.is_some_and(is_name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_are_recognised_by_their_form_and_check_digits() {
        assert!(is_iban("GB33BUKB20201555555555"));
        assert!(is_iban("DE89370400440532013000"));
        assert!(!is_iban("DE89370400440532013001"));
        assert!(!is_iban("AB12CDEFGHIJKLMNOP"));
        assert!(is_evm_address("0x7a3B9c1E5d2F4a6B8c0D1e2F3a4B5c6D7e8F9a0B"));
        assert!(!is_evm_address("0x7a3B9c1E5d2F4a6B8c0D1e2F3a4B5c6D7e8F9a0"));
        assert!(is_bech32_address(
            "bc1q9h7garjv5sx3fz8m4c2uqq0l2r5ak6d3yw8e4t"
        ));
        assert!(!is_bech32_address("bc1qbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"));
    }

    #[test]
    fn names_and_signatures_are_read_from_their_lines() {
        assert_eq!(assigned_name("_ROUTING = {"), Some("_ROUTING"));
        assert_eq!(assigned_name("    CANON = {"), Some("CANON"));
        assert_eq!(
            assigned_name("const PAYEES: Record<string, string> = {"),
            Some("PAYEES")
        );
        assert_eq!(assigned_name("if a == b:"), None);
        assert_eq!(
            function_signature("  def self.account(kind, value)"),
            Some("self.account(kind, value)")
        );
        assert_eq!(
            function_signature("export async function payTo(addr) {"),
            Some("payTo(addr) {")
        );
        assert_eq!(function_signature("x = 1"), None);
        assert_eq!(find_word("return CANON.fetch(kind)", "CANON"), Some(7));
        assert_eq!(find_word("return CANONICAL", "CANON"), None);
    }
}
