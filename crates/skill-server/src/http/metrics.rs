//! Prometheus metrics: HTTP requests and latency by route, MCP tool calls and
//! latency by tool, served at `/metrics` in the OpenMetrics text format.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use skill_store::AccessLogEntry;

use super::error::ApiError;
use super::state::AppState;

/// The content type of the OpenMetrics text format, which Prometheus reads.
pub const CONTENT_TYPE_OPENMETRICS: &str =
    "application/openmetrics-text; version=1.0.0; charset=utf-8";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: String,
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: String,
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ToolLabels {
    tool: String,
    transport: String,
    outcome: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ToolLatencyLabels {
    tool: String,
}

type HistogramFamily<L> = Family<L, Histogram, fn() -> Histogram>;

/// 50 µs to about 26 s in factors of two: tool calls from the catalog take
/// microseconds, imports take seconds.
fn latency_histogram() -> Histogram {
    Histogram::new(exponential_buckets(0.000_05, 2.0, 20))
}

/// Every metric of the server.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    request_seconds: HistogramFamily<RouteLabels>,
    tool_calls: Family<ToolLabels, Counter>,
    tool_seconds: HistogramFamily<ToolLatencyLabels>,
    in_flight: Gauge,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    /// Registers every metric.
    pub fn new() -> Self {
        let mut registry = Registry::with_prefix("skill_mcp");
        let requests = Family::<RequestLabels, Counter>::default();
        let request_seconds: HistogramFamily<RouteLabels> =
            Family::new_with_constructor(latency_histogram);
        let tool_calls = Family::<ToolLabels, Counter>::default();
        let tool_seconds: HistogramFamily<ToolLatencyLabels> =
            Family::new_with_constructor(latency_histogram);
        registry.register(
            "http_requests",
            "HTTP requests answered, by method, route and status",
            requests.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "Time to answer an HTTP request, by method and route",
            request_seconds.clone(),
        );
        registry.register(
            "tool_calls",
            "MCP tool calls, by tool, transport and outcome",
            tool_calls.clone(),
        );
        registry.register(
            "tool_call_duration_seconds",
            "Time to answer an MCP tool call, by tool",
            tool_seconds.clone(),
        );
        let in_flight = Gauge::default();
        registry.register(
            "http_requests_in_flight",
            "HTTP requests whose answer is not fully sent (standing MCP streams excluded)",
            in_flight.clone(),
        );
        Self {
            registry,
            in_flight,
            requests,
            request_seconds,
            tool_calls,
            tool_seconds,
        }
    }

    /// Exports the counters of `skill_file`'s blob cache.
    pub fn register_blob_cache(&mut self, stats: &crate::blob_cache::BlobCacheStats) {
        self.registry.register(
            "blob_cache_hits",
            "skill_file reads of file content answered from the blob cache",
            stats.hits.clone(),
        );
        self.registry.register(
            "blob_cache_misses",
            "skill_file reads of file content that went to the database",
            stats.misses.clone(),
        );
        self.registry.register(
            "blob_cache_bytes",
            "Bytes of file content held in the blob cache",
            stats.bytes.clone(),
        );
        self.registry.register(
            "blob_cache_entries",
            "Files (blobs) held in the blob cache",
            stats.entries.clone(),
        );
    }

    /// The in-flight gauge, driven by the graceful-shutdown tracker.
    pub fn in_flight_gauge(&self) -> Gauge {
        self.in_flight.clone()
    }

    /// Counts one answered HTTP request.
    pub fn observe_request(&self, method: &str, route: &str, status: StatusCode, took: Duration) {
        self.requests
            .get_or_create(&RequestLabels {
                method: method.to_owned(),
                route: route.to_owned(),
                status: status.as_u16(),
            })
            .inc();
        self.request_seconds
            .get_or_create(&RouteLabels {
                method: method.to_owned(),
                route: route.to_owned(),
            })
            .observe(took.as_secs_f64());
    }

    /// Counts one access-log row if it is an MCP tool call (REST calls are
    /// counted by [`Metrics::observe_request`]).
    pub fn observe_access(&self, entry: &AccessLogEntry) {
        if entry.transport == "http" {
            return;
        }
        self.tool_calls
            .get_or_create(&ToolLabels {
                tool: entry.action.clone(),
                transport: entry.transport.clone(),
                outcome: entry.outcome.clone(),
            })
            .inc();
        self.tool_seconds
            .get_or_create(&ToolLatencyLabels {
                tool: entry.action.clone(),
            })
            .observe(entry.duration_us as f64 / 1e6);
    }

    /// An access-log observer feeding [`Metrics::observe_access`].
    pub fn observer(self: &Arc<Self>) -> crate::access_log::AccessObserver {
        let metrics = Arc::clone(self);
        Arc::new(move |entry| metrics.observe_access(entry))
    }

    /// The exposition text.
    pub fn render(&self) -> Result<String, std::fmt::Error> {
        let mut out = String::new();
        encode(&mut out, &self.registry)?;
        Ok(out)
    }
}

/// `GET /metrics`.
#[utoipa::path(
    get,
    path = "/metrics",
    tag = "operations",
    responses((status = 200, description = "Prometheus metrics in the OpenMetrics text format", content_type = "application/openmetrics-text", body = String))
)]
pub async fn metrics(State(state): State<AppState>) -> Response {
    render_response(&state.metrics)
}

fn render_response(metrics: &Arc<Metrics>) -> Response {
    match metrics.render() {
        Ok(text) => ([(CONTENT_TYPE, CONTENT_TYPE_OPENMETRICS)], text).into_response(),
        Err(e) => ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot render metrics: {e}"),
        )
        .into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_requests_and_tools() {
        let m = Metrics::new();
        m.observe_request(
            "GET",
            "/api/gateway/skills",
            StatusCode::OK,
            Duration::from_micros(120),
        );
        m.observe_access(&AccessLogEntry {
            at: 0,
            action: "skill_view".into(),
            slug: Some("a".into()),
            client: None,
            transport: "mcp-http".into(),
            duration_us: 40,
            outcome: "ok".into(),
        });
        m.observe_access(&AccessLogEntry {
            at: 0,
            action: "GET /api/gateway/skills".into(),
            slug: None,
            client: None,
            transport: "http".into(),
            duration_us: 40,
            outcome: "ok".into(),
        });
        let text = m.render().unwrap();
        assert!(text.contains(
            "skill_mcp_http_requests_total{method=\"GET\",route=\"/api/gateway/skills\",status=\"200\"} 1"
        ), "{text}");
        assert!(text.contains(
            "skill_mcp_tool_calls_total{tool=\"skill_view\",transport=\"mcp-http\",outcome=\"ok\"} 1"
        ), "{text}");
        assert!(
            text.contains("skill_mcp_tool_call_duration_seconds_count{tool=\"skill_view\"} 1"),
            "{text}"
        );
        assert!(!text.contains("tool=\"GET /api/gateway/skills\""), "{text}");
        assert!(text.ends_with("# EOF\n"));
    }
}
