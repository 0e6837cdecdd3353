//! The store layer of skill-mcp: durable skills, files (content-addressed
//! blobs), versions, API keys and access logs behind the [`Store`] trait.
//! One SQL implementation serves SQLite (embedded default) and PostgreSQL
//! (shared by replicas); nothing here knows MCP or HTTP.

mod backend;
mod error;
mod migrations;
pub mod model;
mod notify;
mod retention;
mod sql_store;
mod store;
#[cfg(feature = "test-support")]
pub mod test_support;

pub use backend::{Backend, redact, same_database, sqlite_path, sqlite_url_in};
pub use error::StoreError;
pub use model::*;
pub use notify::{SAFETY_POLL, SQLITE_POLL};
pub use retention::{LogRetention, PRUNE_EVERY};
pub use sql_store::{NOTIFY_CHANNEL, PING_TIMEOUT, SqlStore};
pub use store::Store;
