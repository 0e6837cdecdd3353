//! JSON-RPC errors for `POST /mcp` bodies that are not one JSON-RPC message.
//!
//! rmcp answers such bodies in plain text (a 415 "fail to deserialize" for
//! invalid JSON, for instance). An MCP client expects a JSON-RPC error with
//! a JSON body, so this middleware checks the body first and answers, in
//! JSON-RPC's words: `-32700` (parse error) for an empty body or invalid
//! JSON, `-32600` (invalid request) for JSON that is not a JSON-RPC message,
//! for a batch (an array: MCP has had no batches since 2025-06-18), for a
//! `Content-Type` other than JSON, and for a body over the limit. A body
//! that is one message goes on to rmcp unchanged.

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use rmcp::model::ClientJsonRpcMessage;
use serde_json::{Value, json};

/// JSON-RPC 2.0: the body is not valid JSON.
pub const PARSE_ERROR: i64 = -32700;
/// JSON-RPC 2.0: the JSON is not a valid request object.
pub const INVALID_REQUEST: i64 = -32600;

/// Why a body is refused: HTTP status, JSON-RPC code, sentence, and the
/// request's `id` when it has a usable one.
#[derive(Debug, PartialEq)]
pub struct Refusal {
    status: StatusCode,
    code: i64,
    message: String,
    id: Value,
}

impl Refusal {
    fn new(status: StatusCode, code: i64, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            id: Value::Null,
        }
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let body = json!({
            "jsonrpc": "2.0",
            "id": self.id,
            "error": {"code": self.code, "message": self.message},
        });
        (self.status, axum::Json(body)).into_response()
    }
}

/// Middleware over the MCP routes; `max_body_bytes` is the limit rmcp applies too.
pub async fn reject_unparsable(
    State(max_body_bytes): State<usize>,
    request: Request,
    next: Next,
) -> Response {
    if request.method() != Method::POST {
        return next.run(request).await;
    }
    if !is_json(request.headers().get(CONTENT_TYPE)) {
        return Refusal::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            INVALID_REQUEST,
            "Invalid request: send the JSON-RPC message with Content-Type: application/json",
        )
        .into_response();
    }
    let declared_over =
        super::routes::declared_length(&request).is_some_and(|n| n > max_body_bytes as u64);
    let (parts, body) = request.into_parts();
    let read = if declared_over {
        // Refused on the header, without waiting for the body.
        Err(())
    } else {
        axum::body::to_bytes(body, max_body_bytes)
            .await
            .map_err(drop)
    };
    let Ok(bytes) = read else {
        return Refusal::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            INVALID_REQUEST,
            format!("Invalid request: the body is larger than {max_body_bytes} bytes"),
        )
        .into_response();
    };
    if let Err(refusal) = check(&bytes) {
        return refusal.into_response();
    }
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

/// `application/json`, with or without parameters, in any case.
fn is_json(value: Option<&axum::http::HeaderValue>) -> bool {
    value
        .and_then(|v| v.to_str().ok())
        .map(|v| v.split(';').next().unwrap_or("").trim())
        .is_some_and(|essence| essence.eq_ignore_ascii_case("application/json"))
}

/// Whether `body` is one JSON-RPC message rmcp can take.
pub fn check(body: &Bytes) -> Result<(), Refusal> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            PARSE_ERROR,
            "Parse error: the body is empty; send one JSON-RPC message",
        ));
    }
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        Refusal::new(
            StatusCode::BAD_REQUEST,
            PARSE_ERROR,
            format!("Parse error: the body is not valid JSON ({e})"),
        )
    })?;
    let id = match value.get("id") {
        Some(id @ (Value::String(_) | Value::Number(_))) => id.clone(),
        _ => Value::Null,
    };
    let refusal = |message: String| Refusal {
        id: id.clone(),
        ..Refusal::new(StatusCode::BAD_REQUEST, INVALID_REQUEST, message)
    };
    if value.is_array() {
        return Err(refusal(
            "Invalid request: batches (JSON arrays) are not supported; send one JSON-RPC message per request".into(),
        ));
    }
    if !value.is_object() {
        return Err(refusal(
            "Invalid request: the body must be a JSON-RPC message (a JSON object)".into(),
        ));
    }
    serde_json::from_value::<ClientJsonRpcMessage>(value)
        .map(drop)
        .map_err(|e| {
            refusal(format!(
                "Invalid request: not a JSON-RPC 2.0 request, notification or response ({e})"
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(body: &str) -> (StatusCode, i64, String, Value) {
        let r = check(&Bytes::copy_from_slice(body.as_bytes())).unwrap_err();
        (r.status, r.code, r.message, r.id)
    }

    #[test]
    fn one_message_passes() {
        for ok in [
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            r#"{"jsonrpc":"2.0","id":"a","method":"ping","params":{}}"#,
        ] {
            assert_eq!(
                check(&Bytes::copy_from_slice(ok.as_bytes())),
                Ok(()),
                "{ok}"
            );
        }
    }

    #[test]
    fn each_class_of_bad_body_has_its_code() {
        for empty in ["", "  \r\n"] {
            assert_eq!(
                refused(empty),
                (
                    StatusCode::BAD_REQUEST,
                    PARSE_ERROR,
                    "Parse error: the body is empty; send one JSON-RPC message".into(),
                    Value::Null
                )
            );
        }
        for bad in ["{", "{\"jsonrpc\": }", "nul", "\u{feff}{}", "{'a': 1}"] {
            let (status, code, message, _) = refused(bad);
            assert_eq!(
                (status, code),
                (StatusCode::BAD_REQUEST, PARSE_ERROR),
                "{bad}"
            );
            assert!(
                message.starts_with("Parse error: the body is not valid JSON ("),
                "{message}"
            );
        }
        let (_, code, message, id) = refused(r#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#);
        assert_eq!(code, INVALID_REQUEST);
        assert_eq!(
            message,
            "Invalid request: batches (JSON arrays) are not supported; send one JSON-RPC message per request"
        );
        assert_eq!(id, Value::Null);
        for scalar in ["7", "\"x\"", "null", "true"] {
            assert_eq!(
                refused(scalar).2,
                "Invalid request: the body must be a JSON-RPC message (a JSON object)"
            );
        }
        for not_rpc in [
            r#"{"hello":"world"}"#,
            r#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#,
            r#"{"id":3,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":3,"method":7}"#,
        ] {
            let (status, code, message, _) = refused(not_rpc);
            assert_eq!(
                (status, code),
                (StatusCode::BAD_REQUEST, INVALID_REQUEST),
                "{not_rpc}"
            );
            assert!(
                message.starts_with(
                    "Invalid request: not a JSON-RPC 2.0 request, notification or response ("
                ),
                "{message}"
            );
        }
        // The id is echoed when the request has a usable one.
        assert_eq!(
            refused(r#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#).3,
            json!(3)
        );
        assert_eq!(refused(r#"{"id":{"x":1},"method":"ping"}"#).3, Value::Null);
    }

    #[test]
    fn content_types() {
        use axum::http::HeaderValue;
        for ok in ["application/json", "Application/JSON; charset=utf-8"] {
            assert!(is_json(Some(&HeaderValue::from_static(ok))), "{ok}");
        }
        for bad in [
            "text/plain",
            "application/jsonx",
            "application/x-www-form-urlencoded",
        ] {
            assert!(!is_json(Some(&HeaderValue::from_static(bad))), "{bad}");
        }
        assert!(!is_json(None));
    }
}
