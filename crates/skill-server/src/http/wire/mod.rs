//! The JSON shapes of the REST API (bodies and answers), with their OpenAPI
//! schemas, and the small parsers shared by the admin and gateway routes.
//! One file per subject; the gateway API's contract lives in
//! [`crate::gateway_api`], shared with the remote provider.

mod admin_skill;
mod files_request;
mod import;
mod log;
mod page;
mod params;
pub mod revisions;
mod stats;
mod timestamp;
mod tree;

pub use crate::gateway_api::{
    Data, FileItem, GatewayFile, GatewaySearchHit, GatewaySkill, GatewaySkillDetail,
};
pub use admin_skill::{
    AdminSkill, AdminSkillDetail, MAX_LABEL_CHARS, MAX_TAGS, MetadataUpdate, StoredFileEntry,
    check_label,
};
pub use files_request::FilesRequest;
pub use import::{ImportReport, ImportRequest, ImportedSkill};
pub use log::LogRow;
pub use page::Page;
pub use params::{bounded_param, parse_slug};
pub use stats::Stats;
pub use timestamp::rfc3339;
pub use tree::{FileTree, TreeNode, file_tree};
