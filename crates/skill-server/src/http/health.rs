//! `GET /api/health`: open, for load balancers and the seed's clients.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

use super::state::AppState;
use super::wire::rfc3339;

/// The health answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok`, or `unavailable` when the database does not answer.
    #[schema(example = "ok")]
    pub status: &'static str,
    /// Server time, RFC 3339.
    pub timestamp: String,
    /// `ok` or `unreachable`.
    #[schema(example = "ok")]
    pub database: &'static str,
    /// Skills in the published catalog.
    pub skills: usize,
}

/// `GET /api/health`.
#[utoipa::path(
    get,
    path = "/api/health",
    tag = "operations",
    responses(
        (status = 200, description = "The server and its database answer", body = Health),
        (status = 503, description = "The database does not answer", body = Health),
    )
)]
pub async fn health(State(state): State<AppState>) -> Response {
    let db_ok = match state.store.ping().await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %e, "health check: the database does not answer");
            false
        }
    };
    let body = Health {
        status: if db_ok { "ok" } else { "unavailable" },
        timestamp: rfc3339(skill_store::now_millis()),
        database: if db_ok { "ok" } else { "unreachable" },
        skills: state.catalog.snapshot().len(),
    };
    let status = if db_ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(body)).into_response()
}
