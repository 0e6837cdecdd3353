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

use skill_core::ContentHash;

use crate::provider::{SkillKey, SkillView};

/// `_meta` key carrying a skill version's content hash: set on `skill_view`
/// and `skill_file` results, honoured on `skill_file` requests.
pub const VERSION_META_KEY: &str = "dev.skill-mcp/content-hash";

/// Who read a version: the tools (`skill_view` -> `skill_file`) and the
/// Skills extension (`skills/list`, `skills/get` -> `resources/read`) keep
/// separate pins, so a host refreshing its extension manifest never moves
/// the version a model read with `skill_view`, nor the other way round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PinScope {
    /// `skill_view` pins what `skill_file` reads.
    Tools,
    /// `skills/list` and `skills/get` pin what `resources/read` reads.
    Extension,
}

/// The content hash each viewed skill had when this connection viewed it.
#[derive(Debug, Default)]
pub struct SessionPins {
    by_key: Mutex<HashMap<(PinScope, SkillKey), ContentHash>>,
}

impl SessionPins {
    fn lock(&self) -> MutexGuard<'_, HashMap<(PinScope, SkillKey), ContentHash>> {
        // Every edit is a single insert, so a poisoned map is whole.
        self.by_key
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Remembers the version `view` shows, under its slug and its id.
    pub fn viewed(&self, scope: PinScope, view: &SkillView) {
        let mut pins = self.lock();
        let hash = &view.content_hash;
        pins.insert(
            (scope, SkillKey::Slug(view.summary.slug.clone())),
            hash.clone(),
        );
        pins.insert((scope, SkillKey::Id(view.summary.id)), hash.clone());
    }

    /// The version last viewed under `key` in `scope`.
    pub fn get(&self, scope: PinScope, key: &SkillKey) -> Option<ContentHash> {
        self.lock().get(&(scope, key.clone())).cloned()
    }
}

/// The version a request's `_meta` pins, if it names one: a content hash
/// (64 lowercase hex digits); anything else is ignored.
pub fn requested_version(meta: &MetaObject) -> Option<ContentHash> {
    match meta.0.get(VERSION_META_KEY) {
        Some(Value::String(hash)) => ContentHash::parse(hash).ok(),
        _ => None,
    }
}

/// A result `_meta` naming the version a result came from.
pub fn version_meta(content_hash: &ContentHash) -> MetaObject {
    let mut meta = MetaObject::default();
    meta.0.insert(
        VERSION_META_KEY.into(),
        Value::String(content_hash.to_string()),
    );
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
            ContentHash::of_bytes(hash.as_bytes()),
            Default::default(),
        )
    }

    #[test]
    fn the_last_view_pins_both_slug_and_id_within_its_scope() {
        let pins = SessionPins::default();
        let slug = SkillKey::Slug(SkillSlug::parse("alpha").unwrap());
        let id = SkillKey::Id(Uuid::from_u128(7));
        assert_eq!(pins.get(PinScope::Tools, &slug), None);
        pins.viewed(PinScope::Tools, &view("h1"));
        pins.viewed(PinScope::Tools, &view("h2"));
        pins.viewed(PinScope::Extension, &view("h3"));
        let h = |s: &str| Some(ContentHash::of_bytes(s.as_bytes()));
        assert_eq!(pins.get(PinScope::Tools, &slug), h("h2"));
        assert_eq!(pins.get(PinScope::Tools, &id), h("h2"));
        assert_eq!(pins.get(PinScope::Extension, &slug), h("h3"));
    }

    #[test]
    fn meta_round_trips_and_ignores_other_values() {
        let hash = ContentHash::parse(&"0123456789abcdef".repeat(4)).unwrap();
        assert_eq!(requested_version(&version_meta(&hash)), Some(hash.clone()));
        let mut meta = MetaObject::default();
        assert_eq!(requested_version(&meta), None);
        for bad in [
            Value::from(3),
            Value::from("h1"),
            Value::from(hash.as_str().to_uppercase()),
        ] {
            meta.0.insert(VERSION_META_KEY.into(), bad);
            assert_eq!(requested_version(&meta), None);
        }
    }
}
