//! The gateway side of the gateway deployment mode: a [`RemoteProvider`]
//! that answers the skill tools from a storage server's gateway API
//! (`/api/gateway/*`) through a cache, with no database of its own.
//!
//! - [`config`]: the storage URL and key, timeouts, retries, per-kind TTLs.
//! - `client`: the HTTP client (pooled, retries with backoff, failure causes).
//! - `cache`, `flight`: TTLs, conditional revalidation, stale-if-error, one
//!   request in flight per key.
//! - [`remote_provider`]: the provider, which keeps files per skill version.
//! - [`key_check`]: a gateway's own clients' keys, checked with the storage server.

mod cache;
mod client;
pub mod config;
mod flight;
pub mod key_check;
pub mod remote_provider;

pub use config::{CacheTtls, RemoteConfig, RemoteConfigError};
pub use key_check::RemoteKeys;
pub use remote_provider::RemoteProvider;
