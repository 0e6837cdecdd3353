//! Bounded MCP sessions over Streamable HTTP.
//!
//! rmcp's [`LocalSessionManager`] keeps every session until it ends or sits
//! idle past its keep-alive; nothing bounds how many there are (30,000
//! `initialize` calls took a server to 1.7 GB). [`CappedSessions`] wraps it:
//! - at most `max_sessions` live sessions, and at most `max_per_client` for
//!   one client (its API key when MCP needs one, else its IP address); an
//!   `initialize` over a cap is answered 503 (server full) or 429 (this
//!   client's share used up) with a JSON-RPC error, before any session is
//!   made;
//! - a session belongs to the client that created it: another client
//!   naming its id gets 404, as for an unknown session;
//! - a session idle for `idle_timeout` ends (rmcp's keep-alive), its worker
//!   and server are dropped and its slot is given back.
//!
//! The client of a request is known only to the HTTP layer, and rmcp calls
//! [`SessionManager::create_session`] with no request at hand, so the
//! middleware [`bound_sessions`] reserves a slot first and hands it to
//! `create_session` through a task-local: the reservation is made and
//! checked atomically, and given back if no session comes of it.

use std::cell::RefCell;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::header::{AUTHORIZATION, RETRY_AFTER};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
use rmcp::transport::streamable_http_server::session::local::{
    LocalSessionManager, LocalSessionManagerError,
};
use rmcp::transport::streamable_http_server::session::{
    ServerSseMessage, SessionId, SessionManager,
};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::auth::{Caller, Principal};

/// Default cap on live MCP sessions.
pub const DEFAULT_MAX_SESSIONS: usize = 1000;
/// Default cap on live MCP sessions of one client.
pub const DEFAULT_MAX_SESSIONS_PER_CLIENT: usize = 100;
/// Default time an MCP session may sit idle before it ends.
pub const DEFAULT_SESSION_IDLE: Duration = Duration::from_secs(300);

/// The header that carries a session's id.
const SESSION_HEADER: &str = "mcp-session-id";

/// JSON-RPC 2.0's implementation-defined server error, used for a refusal
/// that is about the server's state rather than the request.
const SERVER_ERROR: i64 = -32000;

/// How many sessions may live, and for how long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionLimits {
    /// Live sessions on this server.
    pub max_sessions: usize,
    /// Live sessions of one client (API key, or address without one).
    pub max_per_client: usize,
    /// A session with no request for this long ends.
    pub idle_timeout: Duration,
}

impl Default for SessionLimits {
    fn default() -> Self {
        Self {
            max_sessions: DEFAULT_MAX_SESSIONS,
            max_per_client: DEFAULT_MAX_SESSIONS_PER_CLIENT,
            idle_timeout: DEFAULT_SESSION_IDLE,
        }
    }
}

/// Who a session belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ClientId {
    /// The SHA-256 of the API key the client authenticated with.
    Key([u8; 32]),
    /// The client's IP address, when MCP needs no key.
    Address(IpAddr),
}

/// Live sessions and slots reserved for sessions being created.
#[derive(Debug, Default)]
struct Ledger {
    owners: HashMap<SessionId, ClientId>,
    per_client: HashMap<ClientId, usize>,
    total: usize,
}

impl Ledger {
    fn release(&mut self, client: &ClientId) {
        self.total = self.total.saturating_sub(1);
        if let Some(n) = self.per_client.get_mut(client) {
            *n -= 1;
            if *n == 0 {
                self.per_client.remove(client);
            }
        }
    }
}

type SharedLedger = Arc<Mutex<Ledger>>;

fn lock(ledger: &SharedLedger) -> MutexGuard<'_, Ledger> {
    // The ledger is consistent after every statement; a panic elsewhere
    // while it was held leaves nothing half-done.
    ledger.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A slot held for one session being created; given back when dropped
/// unless a session was made with it.
struct Reservation {
    ledger: SharedLedger,
    client: ClientId,
    committed: bool,
}

impl Reservation {
    fn commit(mut self, id: SessionId) {
        self.committed = true;
        lock(&self.ledger).owners.insert(id, self.client.clone());
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if !self.committed {
            lock(&self.ledger).release(&self.client);
        }
    }
}

tokio::task_local! {
    /// The slot reserved for the `initialize` request this task is serving.
    static RESERVED: RefCell<Option<Reservation>>;
}

/// Why an `initialize` was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// The server holds `max_sessions`.
    Server(usize),
    /// This client holds `max_per_client`.
    Client(usize),
}

/// rmcp's in-memory sessions, bounded; see the module documentation.
#[derive(Debug)]
pub struct CappedSessions {
    inner: LocalSessionManager,
    limits: SessionLimits,
    ledger: SharedLedger,
}

impl CappedSessions {
    /// An empty session table with these limits.
    pub fn new(limits: SessionLimits) -> Self {
        let mut inner = LocalSessionManager::default();
        inner.session_config.keep_alive = Some(limits.idle_timeout);
        Self {
            inner,
            limits,
            ledger: SharedLedger::default(),
        }
    }

    /// Live sessions (and slots reserved for sessions being created).
    pub fn live(&self) -> usize {
        lock(&self.ledger).total
    }

    fn reserve(&self, client: ClientId) -> Result<Reservation, Full> {
        let mut ledger = lock(&self.ledger);
        if ledger.total >= self.limits.max_sessions {
            return Err(Full::Server(self.limits.max_sessions));
        }
        let mine = ledger.per_client.get(&client).copied().unwrap_or(0);
        if mine >= self.limits.max_per_client {
            return Err(Full::Client(self.limits.max_per_client));
        }
        ledger.total += 1;
        *ledger.per_client.entry(client.clone()).or_insert(0) += 1;
        Ok(Reservation {
            ledger: Arc::clone(&self.ledger),
            client,
            committed: false,
        })
    }

    /// The client a live session belongs to.
    fn owner(&self, id: &str) -> Option<ClientId> {
        lock(&self.ledger).owners.get(id).cloned()
    }

    fn forget(&self, id: &SessionId) {
        let mut ledger = lock(&self.ledger);
        if let Some(client) = ledger.owners.remove(id) {
            ledger.release(&client);
        }
    }
}

/// No slot was reserved for a session being created: the request did not
/// pass through [`bound_sessions`].
#[derive(Debug, thiserror::Error)]
pub enum CappedSessionError {
    /// rmcp's own session error.
    #[error(transparent)]
    Local(#[from] LocalSessionManagerError),
    /// `create_session` outside an `initialize` [`bound_sessions`] let through.
    #[error("no session slot was reserved for this initialize request")]
    NotReserved,
}

impl SessionManager for CappedSessions {
    type Error = CappedSessionError;
    type Transport = <LocalSessionManager as SessionManager>::Transport;

    async fn create_session(&self) -> Result<(SessionId, Self::Transport), Self::Error> {
        let reservation = RESERVED
            .try_with(|slot| slot.borrow_mut().take())
            .ok()
            .flatten()
            .ok_or(CappedSessionError::NotReserved)?;
        let (id, transport) = self.inner.create_session().await?;
        reservation.commit(id.clone());
        Ok((id, transport))
    }

    async fn initialize_session(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<ServerJsonRpcMessage, Self::Error> {
        Ok(self.inner.initialize_session(id, message).await?)
    }

    async fn has_session(&self, id: &SessionId) -> Result<bool, Self::Error> {
        Ok(self.inner.has_session(id).await?)
    }

    async fn close_session(&self, id: &SessionId) -> Result<(), Self::Error> {
        // rmcp calls this for a DELETE and again when the session's worker
        // ends (idle, cancelled); the ledger gives a slot back once.
        let result = self.inner.close_session(id).await;
        self.forget(id);
        Ok(result?)
    }

    async fn create_stream(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<
        impl futures_core::Stream<Item = ServerSseMessage> + Send + Sync + 'static,
        Self::Error,
    > {
        Ok(self.inner.create_stream(id, message).await?)
    }

    async fn accept_message(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<(), Self::Error> {
        Ok(self.inner.accept_message(id, message).await?)
    }

    async fn create_standalone_stream(
        &self,
        id: &SessionId,
    ) -> Result<
        impl futures_core::Stream<Item = ServerSseMessage> + Send + Sync + 'static,
        Self::Error,
    > {
        Ok(self.inner.create_standalone_stream(id).await?)
    }

    async fn resume(
        &self,
        id: &SessionId,
        last_event_id: String,
    ) -> Result<
        impl futures_core::Stream<Item = ServerSseMessage> + Send + Sync + 'static,
        Self::Error,
    > {
        Ok(self.inner.resume(id, last_event_id).await?)
    }
}

/// What [`bound_sessions`] needs: the session table and whether MCP
/// authenticates clients by key.
#[derive(Clone)]
pub struct SessionGate {
    /// The session table rmcp's service uses.
    pub sessions: Arc<CappedSessions>,
    /// MCP needs a key: clients are told apart by key, else by address.
    pub by_key: bool,
}

/// The client of `request`: its (already checked) key when MCP needs one,
/// else its IP address.
fn client_of(request: &Request, by_key: bool) -> ClientId {
    // A token's caller is its issuer and subject, not the token: a client
    // that refreshes its access token keeps its sessions.
    if by_key
        && let Some(Caller {
            principal: Principal::Token {
                issuer, subject, ..
            },
            ..
        }) = request.extensions().get::<Caller>()
    {
        let mut hash = Sha256::new();
        hash.update(issuer.as_bytes());
        hash.update([0]);
        hash.update(subject.as_bytes());
        return ClientId::Key(hash.finalize().into());
    }
    if by_key
        && let Some(token) = request
            .headers()
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().split_once(' '))
            .map(|(_, token)| token.trim())
    {
        return ClientId::Key(Sha256::digest(token.as_bytes()).into());
    }
    let ip = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    ClientId::Address(ip)
}

/// The `method` and `id` of a JSON-RPC body, when it has them.
#[derive(serde::Deserialize)]
struct Probe {
    #[serde(default)]
    method: Option<String>,
    #[serde(default)]
    id: Value,
}

/// Middleware over the MCP routes, inside the key check and the body check:
/// refuses a session id of another client, and reserves a session slot for
/// an `initialize` (or refuses it over a cap).
pub async fn bound_sessions(
    State(gate): State<SessionGate>,
    request: Request,
    next: Next,
) -> Response {
    let client = client_of(&request, gate.by_key);
    if let Some(id) = request
        .headers()
        .get(SESSION_HEADER)
        .and_then(|v| v.to_str().ok())
    {
        if gate.sessions.owner(id).is_some_and(|owner| owner != client) {
            tracing::warn!("refused a request naming another client's MCP session");
            return refusal(
                StatusCode::NOT_FOUND,
                Value::Null,
                "Session not found: start a new session with initialize".to_owned(),
            );
        }
        return next.run(request).await;
    }
    if request.method() != Method::POST {
        return next.run(request).await;
    }
    // The body was read and checked by `mcp_body`; it is in memory.
    let (parts, body) = request.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return refusal(
            StatusCode::BAD_REQUEST,
            Value::Null,
            "Invalid request: the body could not be read".to_owned(),
        );
    };
    let request = Request::from_parts(parts, Body::from(bytes.clone()));
    let probe: Option<Probe> = serde_json::from_slice(&bytes).ok();
    let Some(probe) = probe.filter(|p| p.method.as_deref() == Some("initialize")) else {
        return next.run(request).await;
    };
    match gate.sessions.reserve(client) {
        Ok(reservation) => {
            RESERVED
                .scope(RefCell::new(Some(reservation)), next.run(request))
                .await
        }
        Err(full) => {
            tracing::warn!(?full, "refused an MCP session over the cap");
            let idle = gate.sessions.limits.idle_timeout.as_secs();
            let (status, message) = match full {
                Full::Server(limit) => (
                    StatusCode::SERVICE_UNAVAILABLE,
                    format!(
                        "Too many MCP sessions on this server (limit {limit}); try again later: idle sessions end after {idle} s"
                    ),
                ),
                Full::Client(limit) => (
                    StatusCode::TOO_MANY_REQUESTS,
                    format!(
                        "Too many MCP sessions for this client (limit {limit} per API key or address); end sessions you no longer use (HTTP DELETE with their Mcp-Session-Id) or wait: idle sessions end after {idle} s"
                    ),
                ),
            };
            let mut response = refusal(status, probe.id, message);
            response.headers_mut().insert(
                RETRY_AFTER,
                HeaderValue::from_str(&idle.clamp(1, 60).to_string())
                    .unwrap_or(HeaderValue::from_static("60")),
            );
            response
        }
    }
}

fn refusal(status: StatusCode, id: Value, message: String) -> Response {
    let body = json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": {"code": SERVER_ERROR, "message": message},
    });
    (status, axum::Json(body)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(last: u8) -> ClientId {
        ClientId::Address(IpAddr::V4(Ipv4Addr::new(10, 0, 0, last)))
    }

    #[test]
    fn caps_are_global_and_per_client_and_slots_come_back() {
        let sessions = CappedSessions::new(SessionLimits {
            max_sessions: 3,
            max_per_client: 2,
            idle_timeout: Duration::from_secs(1),
        });
        let a1 = sessions.reserve(addr(1)).unwrap();
        let a2 = sessions.reserve(addr(1)).unwrap();
        assert_eq!(sessions.reserve(addr(1)).err(), Some(Full::Client(2)));
        let b1 = sessions.reserve(addr(2)).unwrap();
        assert_eq!(sessions.reserve(addr(3)).err(), Some(Full::Server(3)));
        // A reservation no session came of is given back.
        drop(a2);
        assert_eq!(sessions.live(), 2);
        a1.commit("s-a1".into());
        b1.commit("s-b1".into());
        assert_eq!(sessions.owner("s-a1"), Some(addr(1)));
        sessions.forget(&"s-a1".into());
        sessions.forget(&"s-a1".into());
        assert_eq!(sessions.live(), 1);
        assert_eq!(sessions.owner("s-a1"), None);
        assert!(sessions.reserve(addr(1)).is_ok());
    }
}
