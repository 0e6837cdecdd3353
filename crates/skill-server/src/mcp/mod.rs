//! The MCP front end: tool definitions and the rmcp server handler.

pub mod server;
pub mod tools;

pub use server::SkillMcpServer;
