//! Shared by the `http_*` tests: a library in a temporary data directory,
//! driven by the real `skill-mcp` binary, and a server started on an
//! ephemeral port whose address is read from its stderr.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::Value;

/// Longest a test waits for an asynchronous effect (a catalog reload, a
/// batched access-log write, a process start). Only an upper bound.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// The built binary under test.
pub fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_skill-mcp")
}

/// A data directory plus a folder of source skills.
pub struct Library {
    pub dir: tempfile::TempDir,
}

/// An API key made with `keys create`.
#[derive(Debug, Clone)]
pub struct Key {
    pub id: String,
    pub token: String,
}

/// A 1x1 PNG, for binary files.
pub const PNG: &[u8] = &[
    0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, b'I', b'H', b'D', b'R', 0, 0, 0,
    1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a, b'I', b'D', b'A', b'T',
    0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, b'I', b'E', b'N',
    b'D', 0xae, 0x42, 0x60, 0x82,
];

/// The SKILL.md of a test skill.
pub fn skill_md(name: &str, description: &str, body: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\nversion: 1.0.0\n---\n{body}\n")
}

impl Library {
    /// An empty library.
    pub fn empty() -> Self {
        Self {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// A library holding `alpha` (a text reference and a PNG), `beta` (no
    /// supporting files) and `gamma-tools` (one script).
    pub fn standard() -> Self {
        let lib = Self::empty();
        let src = lib.write_skill(
            "alpha",
            &[
                (
                    "SKILL.md",
                    skill_md(
                        "alpha",
                        "The alpha skill.",
                        "# Alpha\n\nRead references/guide.md.",
                    )
                    .as_bytes(),
                ),
                ("references/guide.md", b"# Guide\n\nStep one.\n"),
                ("assets/logo.png", PNG),
            ],
        );
        lib.write_skill(
            "beta",
            &[(
                "SKILL.md",
                skill_md("beta", "The beta skill.", "# Beta").as_bytes(),
            )],
        );
        lib.write_skill(
            "gamma-tools",
            &[
                (
                    "SKILL.md",
                    skill_md("gamma-tools", "Gamma tools for builds.", "# Gamma").as_bytes(),
                ),
                ("scripts/run.sh", b"#!/bin/sh\necho gamma\n"),
            ],
        );
        lib.cli_ok(&["import", src.parent().unwrap().to_str().unwrap()]);
        lib
    }

    /// The data directory.
    pub fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// Writes a skill folder under `sources/` and returns its path.
    pub fn write_skill(&self, name: &str, files: &[(&str, &[u8])]) -> PathBuf {
        let root = self.dir.path().join("sources").join(name);
        for (path, bytes) in files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, bytes).unwrap();
        }
        root
    }

    /// Runs the CLI on this library.
    pub fn cli(&self, args: &[&str]) -> Output {
        Command::new(binary())
            .arg("--data-dir")
            .arg(self.data_dir())
            .args(args)
            .output()
            .unwrap()
    }

    /// Runs the CLI and returns its stdout; panics when it fails.
    pub fn cli_ok(&self, args: &[&str]) -> String {
        let out = self.cli(args);
        assert!(
            out.status.success(),
            "skill-mcp {args:?} failed:\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// Creates a key with `keys create`; the token is the last line of stdout.
    pub fn key(&self, role: &str, name: &str) -> Key {
        let out = self.cli_ok(&["keys", "create", "--role", role, "--name", name]);
        let token = out.lines().last().unwrap().trim().to_owned();
        let listed: Value =
            serde_json::from_str(&self.cli_ok(&["keys", "list", "--json"])).unwrap();
        let id = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["name"] == name)
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        Key { id, token }
    }

    /// Everything stored, as `list --json` prints it: compared before and after
    /// a refused request to show that nothing changed.
    pub fn snapshot(&self) -> Value {
        serde_json::from_str(&self.cli_ok(&["list", "--json"])).unwrap()
    }
}

/// A running `skill-mcp serve --http`.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// `127.0.0.1:PORT`.
    pub addr: String,
    stderr: Arc<Mutex<Vec<String>>>,
}

impl Server {
    /// Starts a server on `127.0.0.1:0` with extra `serve` arguments.
    pub fn start(lib: &Library, extra: &[&str]) -> Self {
        Self::start_on(lib, "127.0.0.1:0", extra)
    }

    /// Starts a server bound to `bind`, always reached over 127.0.0.1.
    pub fn start_on(lib: &Library, bind: &str, extra: &[&str]) -> Self {
        let mut child = Command::new(binary())
            .arg("--data-dir")
            .arg(lib.data_dir())
            .args(["serve", "--http", bind])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stderr = child.stderr.take().unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&lines);
        // Drain stderr for the whole life of the process so it never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        let mut server = Self {
            child,
            base: String::new(),
            addr: String::new(),
            stderr: lines,
        };
        let line = server.wait_for_stderr("listening on http://");
        let port = line.rsplit(':').next().unwrap().trim().to_owned();
        server.addr = format!("127.0.0.1:{port}");
        server.base = format!("http://{}", server.addr);
        server
    }

    /// `base` + `path`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Waits for a stderr line containing `needle` and returns it.
    pub fn wait_for_stderr(&mut self, needle: &str) -> String {
        let start = Instant::now();
        loop {
            if let Some(line) = self
                .stderr
                .lock()
                .unwrap()
                .iter()
                .find(|l| l.contains(needle))
            {
                return line.clone();
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!(
                    "server exited with {status} before printing '{needle}':\n{}",
                    self.stderr_text()
                );
            }
            assert!(
                start.elapsed() < PATIENCE,
                "no '{needle}' on stderr:\n{}",
                self.stderr_text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Everything printed on stderr so far.
    pub fn stderr_text(&self) -> String {
        self.stderr.lock().unwrap().join("\n")
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends SIGTERM.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.pid().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Waits for the process to exit.
    pub fn wait(&mut self) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                start.elapsed() < PATIENCE * 3,
                "server did not exit:\n{}",
                self.stderr_text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A client for the tests.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(PATIENCE)
        .build()
        .unwrap()
}

/// Status and JSON body of a response.
pub async fn json(response: reqwest::Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.unwrap();
    let value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("not JSON ({e}), status {status}: {text}"));
    (status, value)
}

/// Asserts the seed's error shape with exactly `message`.
pub fn assert_error(got: &(StatusCode, Value), status: u16, message: &str) {
    assert_eq!(got.0.as_u16(), status, "{}", got.1);
    assert_eq!(
        got.1,
        serde_json::json!({"success": false, "error": message}),
        "status {}",
        got.0
    );
}

/// Asserts the seed's error shape with a message starting with `prefix`.
pub fn assert_error_prefix(got: &(StatusCode, Value), status: u16, prefix: &str) {
    assert_eq!(got.0.as_u16(), status, "{}", got.1);
    assert_eq!(got.1["success"], false, "{}", got.1);
    let message = got.1["error"].as_str().unwrap_or_default();
    assert!(
        message.starts_with(prefix),
        "error '{message}' does not start with '{prefix}'"
    );
    assert_eq!(got.1.as_object().unwrap().len(), 2, "{}", got.1);
}

/// Sends raw bytes over a new connection and returns everything the server
/// answers until it closes the connection (requests carry `Connection: close`).
pub fn raw_http(addr: &str, request: &[u8]) -> String {
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream.write_all(request).unwrap();
    let mut out = Vec::new();
    std::io::Read::read_to_end(&mut stream, &mut out).unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

/// The JSON body of a raw HTTP/1.1 answer (de-chunked when needed).
pub fn raw_body(response: &str) -> Value {
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        let mut out = String::new();
        let mut rest = body;
        loop {
            let (size, tail) = rest.split_once("\r\n").unwrap();
            let size = usize::from_str_radix(size.trim(), 16).unwrap();
            if size == 0 {
                break;
            }
            out.push_str(&tail[..size]);
            rest = &tail[size + 2..];
        }
        out
    } else {
        body.to_owned()
    };
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("not JSON ({e}): {body}"))
}

/// Polls `check` until it returns `Some`, for at most [`PATIENCE`].
pub async fn eventually<T, F, Fut>(what: &str, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let start = Instant::now();
    loop {
        if let Some(v) = check().await {
            return v;
        }
        assert!(start.elapsed() < PATIENCE, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A `.zip` with the given files.
pub fn zip_of(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (path, bytes) in files {
        w.start_file(*path, opts).unwrap();
        w.write_all(bytes).unwrap();
    }
    w.finish().unwrap().into_inner()
}

/// A `.tar.gz` with the given files.
pub fn tar_gz_of(files: &[(&str, &[u8])]) -> Vec<u8> {
    let gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let mut tar = tar::Builder::new(gz);
    for (path, bytes) in files {
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        tar.append_data(&mut header, Path::new(path), *bytes)
            .unwrap();
    }
    tar.into_inner().unwrap().finish().unwrap()
}
