//! stdin for MCP over stdio, with nesting checked before rmcp parses it.
//!
//! serde_json stops at 128 levels of nesting with a syntax error, and rmcp
//! ignores a line that is not valid JSON without a word (so that a peer
//! echoing errors back cannot start a storm): a client that sent a request
//! nested too deeply waited for an answer that never came. This guard reads
//! stdin line by line and hands rmcp, in place of a line nested deeper than
//! [`MAX_DEPTH`], a line that is valid JSON but no JSON-RPC message, which
//! rmcp answers with `-32600 Invalid request`; the connection goes on.
//! Everything else passes unchanged, in order.

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWriteExt, BufReader, DuplexStream};

/// Deepest nesting of objects and arrays a message may have.
pub const MAX_DEPTH: usize = 100;

/// Longest line checked; a longer one is passed on in pieces, unchecked,
/// and rmcp drops it for its own line limit (16 MiB).
const MAX_CHECKED_LINE: usize = 16 * 1024 * 1024;

/// What rmcp is handed instead of a line nested too deeply.
const TOO_DEEP: &[u8] =
    b"{\"jsonrpc\":\"2.0\",\"error\":\"nested deeper than the server accepts\"}\n";

/// True when `line` nests objects and arrays deeper than [`MAX_DEPTH`]
/// (brackets inside strings do not count).
pub fn too_deep(line: &[u8]) -> bool {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for &b in line {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' | b'[' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return true;
                }
            }
            b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

/// Reads `input` in a task and returns what rmcp should read instead.
pub fn guard<R>(input: R) -> DuplexStream
where
    R: AsyncRead + Unpin + Send + 'static,
{
    let (mut to_rmcp, for_rmcp) = tokio::io::duplex(64 * 1024);
    tokio::spawn(async move {
        let mut reader = BufReader::new(input);
        let mut line = Vec::new();
        // False while the rest of an over-long line is passed on.
        let mut at_line_start = true;
        loop {
            line.clear();
            let read = (&mut reader)
                .take(MAX_CHECKED_LINE as u64)
                .read_until(b'\n', &mut line)
                .await;
            match read {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) => {
                    tracing::debug!(error = %e, "stdin ended with an error");
                    break;
                }
            }
            let whole = line.ends_with(b"\n");
            let out: &[u8] = if at_line_start && whole && too_deep(&line) {
                tracing::warn!(
                    max_depth = MAX_DEPTH,
                    "refused an MCP message nested too deeply"
                );
                TOO_DEEP
            } else {
                &line
            };
            at_line_start = whole;
            if to_rmcp.write_all(out).await.is_err() {
                break;
            }
        }
        let _ = to_rmcp.shutdown().await;
    });
    for_rmcp
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(depth: usize) -> String {
        format!("{}{}", "[".repeat(depth), "]".repeat(depth))
    }

    #[test]
    fn depth_counts_brackets_outside_strings_only() {
        assert!(!too_deep(nested(MAX_DEPTH).as_bytes()));
        assert!(too_deep(nested(MAX_DEPTH + 1).as_bytes()));
        let in_string = format!("{{\"a\":\"{}\\\"{}\"}}", "[".repeat(500), "{".repeat(500));
        assert!(!too_deep(in_string.as_bytes()));
        assert!(serde_json::from_slice::<serde_json::Value>(TOO_DEEP).is_ok());
    }

    #[tokio::test]
    async fn deep_lines_are_replaced_and_the_rest_passes_in_order() {
        let deep = format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":{{\"a\":{}}}}}\n",
            nested(5000)
        );
        let input = format!("{{\"a\":1}}\n{deep}{{\"b\":2}}\n");
        let mut out = String::new();
        guard(std::io::Cursor::new(input.into_bytes()))
            .read_to_string(&mut out)
            .await
            .unwrap();
        assert_eq!(
            out,
            format!(
                "{{\"a\":1}}\n{}{{\"b\":2}}\n",
                String::from_utf8_lossy(TOO_DEEP)
            )
        );
    }
}
