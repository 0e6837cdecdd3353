//! The store layer of skill-mcp: durable skills, files (content-addressed
//! blobs), versions, API keys and access logs behind the [`Store`] trait.
//! One SQL implementation serves SQLite (embedded default) and PostgreSQL
//! (shared by replicas); nothing here knows MCP or HTTP.

mod backend;
mod error;
mod migrations;
pub mod model;
mod sql_store;
mod store;

pub use backend::{Backend, redact, sqlite_url_in};
pub use error::StoreError;
pub use model::*;
pub use sql_store::{NOTIFY_CHANNEL, SqlStore};
pub use store::Store;
