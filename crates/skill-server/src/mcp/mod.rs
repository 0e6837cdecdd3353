//! The MCP front end: tool definitions and the rmcp server handler.

pub mod list_changed;
pub mod server;
pub mod session_pins;
pub mod skills_extension;
pub mod stdio_guard;
pub mod tools;

pub use list_changed::ListChangedPeers;
pub use server::SkillMcpServer;
pub use session_pins::VERSION_META_KEY;
