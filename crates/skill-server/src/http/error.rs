//! The seed's error shape, `{"success": false, "error": "..."}`, for every
//! rejection of the REST API: handler errors, extractor rejections, unknown
//! routes, wrong methods, oversize bodies and timeouts alike.

use axum::body::Body;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use axum::http::header::{ALLOW, CONTENT_TYPE, WWW_AUTHENTICATE};
use axum::http::{HeaderValue, Method, StatusCode, Uri};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;

/// The body of every error response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// Always false.
    pub success: bool,
    /// One sentence saying what is wrong.
    pub error: String,
}

/// Longest error body read back from an inner service when reshaping it.
const MAX_REWRITTEN_BODY: usize = 16 * 1024;

/// Longest prefix of a refused value an error message quotes.
pub const QUOTED_CHARS: usize = 80;

/// What an error message quotes of a value it refuses: at most
/// [`QUOTED_CHARS`] characters, control characters escaped.
pub fn excerpt(value: &str) -> String {
    skill_core::text::excerpt(value, QUOTED_CHARS)
}

/// Longest parser message quoted: long enough for serde's "unknown field
/// `x`, expected one of ... at line L column C", short enough that a huge
/// field name or value it echoes stays out of the answer.
const PARSER_MESSAGE_CHARS: usize = 240;

/// A JSON parser's message, bounded like [`excerpt`] but longer.
fn parser_message(message: &str) -> String {
    skill_core::text::excerpt(message, PARSER_MESSAGE_CHARS)
}

/// The `WWW-Authenticate` challenge sent with every 401.
pub const BEARER_CHALLENGE: &str = "Bearer realm=\"skill-mcp\"";

/// An error answer of the REST API.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
    /// A `WWW-Authenticate` value other than [`BEARER_CHALLENGE`] (OAuth).
    challenge: Option<HeaderValue>,
}

impl ApiError {
    /// An error with any status.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        Self {
            status,
            message: message.into(),
            challenge: None,
        }
    }

    /// The same error with this `WWW-Authenticate` challenge (401 and 403).
    pub fn with_challenge(mut self, challenge: HeaderValue) -> Self {
        self.challenge = Some(challenge);
        self
    }

    /// 400: the request is malformed.
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    /// 404: no such thing.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }

    /// 401 with a Bearer challenge.
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "Invalid or missing API key")
    }

    /// 403: authenticated, but not allowed.
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, message)
    }

    /// 503 for a database that does not answer; the cause goes to the log only.
    pub fn unavailable(cause: &dyn std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "request failed: the database is unavailable");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "The skill library's database is unavailable; try again shortly",
        )
    }

    /// The status code.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl From<skill_store::StoreError> for ApiError {
    /// Each store error as what it is; no wildcard, so a new variant must be
    /// given its status here.
    fn from(e: skill_store::StoreError) -> Self {
        use skill_store::StoreError as E;
        match e {
            E::NoSuchSkill(_) | E::NoSuchRevision { .. } => Self::not_found(e.to_string()),
            // Gone for good: retention dropped its files.
            E::RevisionPruned { .. } => Self::new(StatusCode::GONE, e.to_string()),
            // A caller's request larger than one read may be: its fault.
            E::TooManyBlobs(_) => Self::new(StatusCode::BAD_REQUEST, e.to_string()),
            // The id is another skill's: the request conflicts with the library.
            E::IdTaken { .. } => Self::new(StatusCode::CONFLICT, e.to_string()),
            // Not a 503: retrying reads the same bad row.
            E::Corrupt { .. } => {
                tracing::error!(error = %e, "request failed: stored data is corrupt");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    format!("{e}; re-import the skill concerned to replace it"),
                )
            }
            E::Database(_) | E::Migrate(_) | E::UnsupportedUrl(_) | E::Timeout(_) => {
                Self::unavailable(&e)
            }
        }
    }
}

/// Longest error message sent: a backstop for messages that quote input
/// through a library's words (serde's "unknown variant `...`").
const MAX_MESSAGE_CHARS: usize = 1000;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let error = match skill_core::text::truncate_chars(&self.message, MAX_MESSAGE_CHARS) {
            std::borrow::Cow::Borrowed(_) => self.message,
            std::borrow::Cow::Owned(cut) => cut,
        };
        let mut response = (
            self.status,
            axum::Json(ErrorBody {
                success: false,
                error,
            }),
        )
            .into_response();
        if let Some(challenge) = self.challenge {
            response.headers_mut().insert(WWW_AUTHENTICATE, challenge);
        } else if self.status == StatusCode::UNAUTHORIZED {
            response
                .headers_mut()
                .insert(WWW_AUTHENTICATE, HeaderValue::from_static(BEARER_CHALLENGE));
        }
        response
    }
}

/// A JSON body whose rejections (bad syntax, wrong shape, wrong content
/// type, too large) come back in the error shape with a clear message.
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(v)) => Ok(Self(v)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

fn json_rejection(rejection: JsonRejection) -> ApiError {
    let message = match &rejection {
        JsonRejection::MissingJsonContentType(_) => {
            "Expected a JSON body with 'Content-Type: application/json'".to_owned()
        }
        JsonRejection::JsonSyntaxError(e) => {
            format!("Malformed JSON: {}", parser_message(&source_text(e)))
        }
        JsonRejection::JsonDataError(e) => {
            format!("Invalid request body: {}", parser_message(&source_text(e)))
        }
        JsonRejection::BytesRejection(_) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return too_large();
        }
        _ => rejection.body_text(),
    };
    let status = match rejection.status() {
        // axum answers a data error with 422; it is a malformed request to this API.
        StatusCode::UNPROCESSABLE_ENTITY => StatusCode::BAD_REQUEST,
        s => s,
    };
    ApiError::new(status, message)
}

/// The innermost cause of an extractor error, which names the line and column.
fn source_text(e: &dyn std::error::Error) -> String {
    let mut cur: &dyn std::error::Error = e;
    while let Some(next) = cur.source() {
        cur = next;
    }
    cur.to_string()
}

/// 413 for a body over the route's limit.
pub fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "Request body is too large for this route",
    )
}

/// The answer for a path no route matches.
pub async fn unknown_route(method: Method, uri: Uri) -> ApiError {
    ApiError::not_found(format!(
        "No route for {method} {}; see /api/openapi.json",
        uri.path()
    ))
}

/// True for paths served by the MCP transport, whose error answers belong to
/// the MCP protocol and are passed through untouched.
pub fn is_mcp_path(path: &str) -> bool {
    super::mcp_http::MCP_PATHS.contains(&path)
}

/// Rewrites any error answer that is not already JSON (a 405 from the router,
/// a 413 from a body limit, a plain-text rejection) into the error shape, so
/// that no route of the REST API answers an error in another form.
pub async fn ensure_error_shape(request: Request, next: Next) -> Response {
    // The console answers people with HTML pages, errors included.
    let mcp =
        is_mcp_path(request.uri().path()) || super::console::is_console_path(request.uri().path());
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let status = response.status();
    if mcp || !(status.is_client_error() || status.is_server_error()) || is_json(&response) {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = axum::body::to_bytes(body, MAX_REWRITTEN_BODY)
        .await
        .map(|b| String::from_utf8_lossy(&b).trim().to_owned())
        .unwrap_or_default();
    let message = match status {
        StatusCode::METHOD_NOT_ALLOWED => {
            let allowed = parts
                .headers
                .get(ALLOW)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            // Router-level layers run inside the route, before axum adds the
            // Allow header to a 405; name the allowed methods when it is there.
            if allowed.is_empty() {
                format!("Method {method} is not allowed on {path}; see the Allow header")
            } else {
                format!("Method {method} is not allowed on {path}; allowed: {allowed}")
            }
        }
        StatusCode::PAYLOAD_TOO_LARGE => too_large().message,
        _ if text.is_empty() => status
            .canonical_reason()
            .unwrap_or("Request failed")
            .to_owned(),
        _ => text,
    };
    let mut rewritten = ApiError::new(status, message).into_response();
    for (name, value) in parts.headers.iter() {
        if name != CONTENT_TYPE && name != axum::http::header::CONTENT_LENGTH {
            rewritten.headers_mut().insert(name, value.clone());
        }
    }
    rewritten
}

fn is_json(response: &Response<Body>) -> bool {
    response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn body_json(response: Response) -> serde_json::Value {
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        serde_json::from_slice(&bytes).unwrap()
    }

    #[tokio::test]
    async fn errors_have_the_seed_shape() {
        let response = ApiError::not_found("Skill 'x' not found").into_response();
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(
            body_json(response).await,
            serde_json::json!({"success": false, "error": "Skill 'x' not found"})
        );
    }

    #[test]
    fn store_errors_map_to_what_they_are() {
        use skill_store::StoreError as E;
        let corrupt = ApiError::from(E::Corrupt {
            what: "content hash".into(),
            detail: "'h1' is not a content hash".into(),
        });
        assert_eq!(corrupt.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(
            corrupt.message(),
            "stored data is corrupt (content hash): 'h1' is not a content hash; re-import the skill concerned to replace it"
        );
        let taken = ApiError::from(E::IdTaken {
            slug: "other".into(),
            id: uuid::Uuid::nil(),
            owner: "owner".into(),
        });
        assert_eq!(taken.status(), StatusCode::CONFLICT);
        assert_eq!(
            taken.message(),
            "cannot store skill 'other' with id 00000000-0000-0000-0000-000000000000: that id belongs to skill 'owner'"
        );
        let down = ApiError::from(E::Timeout(std::time::Duration::from_secs(5)));
        assert_eq!(down.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            down.message(),
            "The skill library's database is unavailable; try again shortly"
        );
        let missing = ApiError::from(E::NoSuchSkill("ghost".into()));
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    }

    #[tokio::test]
    async fn unauthorized_carries_a_bearer_challenge() {
        let response = ApiError::unauthorized().into_response();
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        assert_eq!(response.headers()[WWW_AUTHENTICATE], BEARER_CHALLENGE);
        assert_eq!(
            body_json(response).await["error"],
            "Invalid or missing API key"
        );
    }
}
