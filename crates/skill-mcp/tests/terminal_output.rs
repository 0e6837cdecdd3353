//! What the CLI prints of outside text (issue 12, item 10), and stdio's
//! answer to a message nested too deeply (item 15), through the real binary.

mod http_support;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use http_support::*;
use serde_json::{Value, json};

/// Bytes a terminal acts on: ESC (CSI, OSC), BEL, CR, and C1's CSI.
fn assert_inert(what: &str, out: &str) {
    for c in ['\x1b', '\x07', '\r', '\u{9b}'] {
        assert!(
            !out.contains(c),
            "{what} printed a raw {:?}:\n{out}",
            c as u32
        );
    }
}

/// A SKILL.md whose metadata carries terminal sequences (YAML escapes:
/// `\e` is ESC, `\a` is BEL).
const HOSTILE_SKILL_MD: &str = "---\nname: esc-skill\ndescription: \"Retitle \\e]0;pwned\\a, clear \\e[2J\\e[H, return\\r and a forged line\\nok      fake (row)\"\nversion: \"1.0\\e[31m\"\n---\n# Esc\n\nBody.\n";

#[test]
fn cli_output_escapes_control_characters() {
    let lib = Library::empty();
    let src = lib.write_skill(
        "esc-skill",
        &[
            ("SKILL.md", HOSTILE_SKILL_MD.as_bytes()),
            ("ref\x1b[2J\x07.md", b"# Ref\n"),
        ],
    );
    let zip = lib.dir.path().join("hostile.zip");
    std::fs::write(
        &zip,
        zip_of(&[
            (
                "zip-skill/SKILL.md",
                skill_md("zip-skill", "From a zip.", "# Zip").as_bytes(),
            ),
            ("zip-skill/evil\x1b]0;zip\x07\r.md", b"# Evil\n"),
        ]),
    )
    .unwrap();

    let lint = lib.cli(&["lint", src.to_str().unwrap()]);
    let lint = String::from_utf8(lint.stdout).unwrap();
    assert_inert("lint", &lint);
    assert!(lint.contains("\\u{1b}[2J\\u{7}.md"), "{lint}");

    let import = lib.cli(&["import", src.to_str().unwrap(), zip.to_str().unwrap()]);
    let import = format!(
        "{}{}",
        String::from_utf8(import.stdout).unwrap(),
        String::from_utf8(import.stderr).unwrap()
    );
    assert_inert("import", &import);
    assert!(import.contains("\\u{1b}[2J"), "{import}");
    assert!(
        import.contains("evil\\u{1b}]0;zip\\u{7}\\u{d}.md"),
        "{import}"
    );

    let list = lib.cli_ok(&["list"]);
    assert_inert("list", &list);
    let row = list.lines().find(|l| l.starts_with("esc-skill")).unwrap();
    assert!(row.contains("1.0\\u{1b}[31m"), "{list}");
    // The description's newline cannot start a row of its own.
    assert_eq!(list.lines().filter(|l| l.contains("fake (row)")).count(), 1);
    assert!(!list.lines().any(|l| l.starts_with("ok ")), "{list}");

    let show = lib.cli_ok(&["show", "esc-skill"]);
    assert_inert("show", &show);
    assert!(
        show.contains("description:  Retitle \\u{1b}]0;pwned\\u{7}, clear \\u{1b}[2J\\u{1b}[H, return\\u{d} and a forged line\\u{a}ok      fake (row)"),
        "{show}"
    );
    assert!(show.contains("version:      1.0\\u{1b}[31m"), "{show}");

    // Errors quote what they refuse the same way.
    let missing = lib.cli(&["import", "/nonexistent/\x1b]0;title\x07"]);
    let out = String::from_utf8(missing.stdout).unwrap();
    assert_inert("a failed import", &out);
    assert!(out.contains("/nonexistent/\\u{1b}]0;title\\u{7}"), "{out}");
    let bad = lib.cli(&["show", "x\x1b[2J\ry"]);
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(!bad.status.success());
    assert_inert("an error", &err);
    assert!(err.starts_with("error: "), "{err}");
}

/// One JSON-RPC line from the server.
fn read_message(out: &mut impl BufRead) -> Value {
    let mut line = String::new();
    assert!(out.read_line(&mut line).unwrap() > 0, "stdout closed");
    serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
}

#[test]
fn stdio_answers_a_message_nested_too_deeply_and_goes_on() {
    let lib = Library::standard();
    let mut child = Command::new(binary())
        .arg("--data-dir")
        .arg(lib.data_dir())
        .arg("serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut send = move |v: String| {
        stdin.write_all(v.as_bytes()).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    };
    send(json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "deep", "version": "1"}}}).to_string());
    assert_eq!(read_message(&mut stdout)["id"], 1);
    send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string());
    let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
    send(format!(
        r#"{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{{"name":"skill_list","arguments":{{"x":{deep}}}}}}}"#
    ));
    let refused = read_message(&mut stdout);
    assert_eq!(refused["error"]["code"], -32600, "{refused}");
    // The connection is still usable.
    send(json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list"}).to_string());
    let tools = read_message(&mut stdout);
    assert_eq!(tools["id"], 3, "{tools}");
    assert!(tools["result"]["tools"].as_array().unwrap().len() > 1);
    drop(send);
    assert!(child.wait().unwrap().success());
}
