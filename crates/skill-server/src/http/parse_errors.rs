//! The JSON error shape for the answers hyper writes itself.
//!
//! A request line or header block hyper cannot take (malformed: 400, a URI
//! over its limit: 414, headers over its buffer: 431) never reaches the
//! router: hyper writes a head with `content-length: 0` and closes. This
//! wrapper around the connection's I/O recognises such a head — a whole
//! response head with one of those statuses and an empty body, written in
//! one piece (the server disables vectored writes) — and writes the same
//! status with a `{"success": false, "error": ...}` body instead. The
//! application never answers these statuses with an empty body (every error
//! of ours is JSON), so nothing else is touched.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use hyper::rt::{Read, ReadBufCursor, Write};

/// Connection I/O that rewrites hyper's bodiless parse-error answers.
pub struct ShapeParseErrors<I> {
    inner: I,
    /// A rewritten answer being written, how much of it is out, and the
    /// length of the original head to report once it is all out.
    pending: Option<(Vec<u8>, usize, usize)>,
}

impl<I> ShapeParseErrors<I> {
    /// Wraps a connection's I/O.
    pub fn new(inner: I) -> Self {
        Self {
            inner,
            pending: None,
        }
    }
}

/// The sentence sent for a status hyper answers itself.
fn message(status: &str) -> Option<&'static str> {
    Some(match status {
        "400" => "Malformed HTTP request: check the request line and the headers",
        "414" => "The request URI is too long; shorten the path and query",
        "431" => "The request headers are too large; send fewer or shorter headers",
        _ => return None,
    })
}

/// The JSON-shaped replacement for `head`, when it is one of hyper's own
/// bodiless parse-error answers.
pub fn reshape(head: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(head).ok()?;
    let rest = text
        .strip_prefix("HTTP/1.1 ")
        .or_else(|| text.strip_prefix("HTTP/1.0 "))?;
    let message = message(rest.get(..3)?)?;
    // One whole head, nothing after it.
    let (lines, after) = text.split_once("\r\n\r\n")?;
    if !after.is_empty() {
        return None;
    }
    let mut lines = lines.split("\r\n");
    let status_line = lines.next()?;
    let mut headers = Vec::new();
    let mut empty_body = false;
    for line in lines {
        let (name, value) = line.split_once(':')?;
        if name.eq_ignore_ascii_case("content-length") {
            empty_body = value.trim() == "0";
        } else if !name.eq_ignore_ascii_case("content-type") {
            headers.push(line);
        }
    }
    if !empty_body {
        return None;
    }
    // Written by hand to keep the seed's key order; `message` is JSON-safe text.
    let body = format!(r#"{{"success":false,"error":"{message}"}}"#);
    let mut out = format!("{status_line}\r\n");
    for h in headers {
        out.push_str(h);
        out.push_str("\r\n");
    }
    out.push_str(&format!(
        "content-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    ));
    Some(out.into_bytes())
}

impl<I: Read + Unpin> Read for ShapeParseErrors<I> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: ReadBufCursor<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<I: Write + Unpin> Write for ShapeParseErrors<I> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.pending.is_none() {
            match reshape(buf) {
                Some(replacement) => this.pending = Some((replacement, 0, buf.len())),
                None => return Pin::new(&mut this.inner).poll_write(cx, buf),
            }
        }
        loop {
            let Some((bytes, written, reported)) = this.pending.as_mut() else {
                return Poll::Ready(Ok(0));
            };
            if *written == bytes.len() {
                let n = *reported;
                this.pending = None;
                return Poll::Ready(Ok(n));
            }
            let n = ready!(Pin::new(&mut this.inner).poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_bodiless_parse_errors_get_the_error_shape() {
        let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let out = String::from_utf8(reshape(head).unwrap()).unwrap();
        let (head, body) = out.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"));
        assert!(head.contains("connection: close\r\n"));
        assert!(head.contains("content-type: application/json\r\n"));
        assert!(head.contains(&format!("content-length: {}", body.len())));
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(body).unwrap(),
            serde_json::json!({"success": false, "error": "The request headers are too large; send fewer or shorter headers"})
        );
    }

    #[test]
    fn everything_else_is_left_alone() {
        for other in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 12\r\n\r\n",
            b"HTTP/1.1 414 URI Too Long\r\ncontent-length: 0\r\n\r\n{}",
            b"HTTP/1.1 431 Too Large\r\ncontent-length: 0\r\n",
            b"data: HTTP/1.1 400 \r\n\r\n",
        ] {
            assert_eq!(reshape(other), None, "{}", String::from_utf8_lossy(other));
        }
    }
}
