//! Catalog, providers and front ends of skill-mcp.
//!
//! Data flows one way: the store feeds the [`catalog`], a [`provider`] answers
//! from it (or from another server's gateway API), and the front ends (MCP
//! over stdio and HTTP, the REST APIs) present what the provider returns.
//! Nothing here writes SQL.

pub mod access_log;
pub mod api_keys;
pub mod blob_cache;
pub mod catalog;
pub mod folder_sync;
pub mod folder_watch;
pub mod gateway_api;
pub mod http;
pub mod importer;
pub mod local_provider;
pub mod mcp;
pub mod model;
pub mod oauth;
pub mod provider;
pub mod remote;
pub mod texts;
pub mod visibility;

pub use access_log::AccessLogger;
pub use catalog::{Catalog, CatalogError, CatalogHandle};
pub use local_provider::LocalProvider;
pub use mcp::SkillMcpServer;
pub use provider::{SkillKey, SkillProvider};
pub use visibility::Visibility;
