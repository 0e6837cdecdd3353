//! Which version of each skill one MCP connection viewed, so that its
//! `skill_file` calls read the files of that version even when a newer one
//! was published in between (`skill_view` and `skill_file` are two calls).
//!
//! A stdio connection and a 2025-11-25 HTTP session each get their own
//! [`SessionPins`]. The stateless 2026-07-28 protocol has no session: there a
//! client pins a read by sending back the `_meta` value [`VERSION_META_KEY`]
//! that `skill_view` returned.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use rmcp::model::MetaObject;
use serde_json::Value;

use crate::provider::{SkillKey, SkillView};

/// `_meta` key carrying a skill version's content hash: set on `skill_view`
/// and `skill_file` results, honoured on `skill_file` requests.
pub const VERSION_META_KEY: &str = "dev.skill-mcp/content-hash";

/// The content hash each viewed skill had when this connection viewed it.
#[derive(Debug, Default)]
pub struct SessionPins {
    by_key: Mutex<HashMap<SkillKey, String>>,
}

impl SessionPins {
    fn lock(&self) -> MutexGuard<'_, HashMap<SkillKey, String>> {
        // Every edit is a single insert, so a poisoned map is whole.
        self.by_key
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Remembers the version `view` shows, under its slug and its id.
    pub fn viewed(&self, view: &SkillView) {
        let mut pins = self.lock();
        let hash = &view.content_hash;
        pins.insert(SkillKey::Slug(view.summary.slug.clone()), hash.clone());
        pins.insert(SkillKey::Id(view.summary.id), hash.clone());
    }

    /// The version last viewed under `key`.
    pub fn get(&self, key: &SkillKey) -> Option<String> {
        self.lock().get(key).cloned()
    }
}

/// The version a request's `_meta` pins, if it names one.
pub fn requested_version(meta: &MetaObject) -> Option<String> {
    match meta.0.get(VERSION_META_KEY) {
        Some(Value::String(hash)) if !hash.is_empty() => Some(hash.clone()),
        _ => None,
    }
}

/// A result `_meta` naming the version a result came from.
pub fn version_meta(content_hash: &str) -> MetaObject {
    let mut meta = MetaObject::default();
    meta.0
        .insert(VERSION_META_KEY.into(), Value::String(content_hash.into()));
    meta
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::provider::SkillSummary;
    use skill_core::SkillSlug;
    use uuid::Uuid;

    fn view(hash: &str) -> SkillView {
        let summary = SkillSummary {
            id: Uuid::from_u128(7),
            slug: SkillSlug::parse("alpha").unwrap(),
            name: "alpha".into(),
            description: "A.".into(),
            version: None,
        };
        SkillView::new(
            summary,
            "# A".into(),
            Vec::new(),
            hash.into(),
            Default::default(),
        )
    }

    #[test]
    fn the_last_view_pins_both_slug_and_id() {
        let pins = SessionPins::default();
        let slug = SkillKey::Slug(SkillSlug::parse("alpha").unwrap());
        let id = SkillKey::Id(Uuid::from_u128(7));
        assert_eq!(pins.get(&slug), None);
        pins.viewed(&view("h1"));
        pins.viewed(&view("h2"));
        assert_eq!(pins.get(&slug).as_deref(), Some("h2"));
        assert_eq!(pins.get(&id).as_deref(), Some("h2"));
    }

    #[test]
    fn meta_round_trips_and_ignores_other_values() {
        assert_eq!(
            requested_version(&version_meta("h1")).as_deref(),
            Some("h1")
        );
        let mut meta = MetaObject::default();
        assert_eq!(requested_version(&meta), None);
        meta.0.insert(VERSION_META_KEY.into(), Value::from(3));
        assert_eq!(requested_version(&meta), None);
    }
}
