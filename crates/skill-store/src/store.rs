//! The `Store` trait: everything the layers above may ask of durable state.

use std::collections::HashMap;

use async_trait::async_trait;
use bytes::Bytes;
use skill_core::{SkillPackage, SkillSlug};
use tokio::sync::watch;
use uuid::Uuid;

use crate::StoreError;
use crate::model::*;

/// Durable state of a skill library. Implemented once over SQL for SQLite and
/// PostgreSQL; every write is one transaction and bumps the store generation.
#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Imports one validated skill in one transaction: it appears whole or not at all.
    /// Identical content is a no-op; the slug keeps its UUID across re-imports.
    async fn import(
        &self,
        package: &SkillPackage,
        options: &ImportOptions,
    ) -> Result<ImportOutcome, StoreError>;

    /// Removes a skill and its files (its kept revisions stay, for history
    /// and rollback). Returns false when no such skill existed.
    async fn remove(&self, slug: &SkillSlug, actor: &Actor) -> Result<bool, StoreError>;

    /// Every stored skill (any status), sorted by slug.
    async fn skills(&self) -> Result<Vec<SkillRecord>, StoreError>;

    /// Every stored skill (any status), sorted by slug, read for a listing:
    /// `frontmatter` is empty, a published skill's `body` is empty and an
    /// unpublished one's holds at most its first `body_chars` characters.
    /// Much cheaper than [`Store::skills`] at 10,000 skills.
    async fn skill_listing(&self, body_chars: u32) -> Result<Vec<SkillRecord>, StoreError>;

    /// The skills of [`Store::skill_listing`] that are not published (the
    /// catalog holds the published ones).
    async fn unpublished_listing(&self, body_chars: u32) -> Result<Vec<SkillRecord>, StoreError>;

    /// One skill by slug.
    async fn skill(&self, slug: &SkillSlug) -> Result<Option<SkillRecord>, StoreError>;

    /// Every published skill with its files: the source of the catalog.
    async fn load_published(&self) -> Result<Vec<StoredSkill>, StoreError>;

    /// Every published skill with its file manifest but no file bytes, read
    /// in one transaction: the catalog's source. Records come without
    /// `body` and `frontmatter` (both empty): they are in SKILL.md's blob.
    async fn load_published_manifests(&self) -> Result<Vec<SkillManifest>, StoreError>;

    /// The bytes of the blobs with these hashes (at most
    /// [`MAX_BLOBS_PER_READ`], else `TooManyBlobs`); a hash no blob has is
    /// absent from the answer. Blobs are immutable, so any read is consistent.
    async fn blobs(&self, hashes: &[String]) -> Result<HashMap<String, Bytes>, StoreError>;

    /// A skill with its files, any status.
    async fn load_skill(&self, slug: &SkillSlug) -> Result<Option<StoredSkill>, StoreError>;

    /// Changes admin-managed metadata; `None` when the skill does not exist.
    async fn update_metadata(
        &self,
        slug: &SkillSlug,
        patch: &MetadataPatch,
        actor: &Actor,
    ) -> Result<Option<SkillRecord>, StoreError>;

    /// A counter bumped by every committed write; equal values mean equal content.
    async fn generation(&self) -> Result<i64, StoreError>;

    /// A receiver that changes whenever this store learns of a write
    /// (its own, or another process's through database notifications).
    fn changes(&self) -> watch::Receiver<i64>;

    /// Appends access-log rows in one statement batch.
    async fn append_access_log(&self, rows: &[AccessLogEntry]) -> Result<(), StoreError>;

    /// Reads the access log, newest first.
    async fn access_log(&self, query: &LogQuery) -> Result<Vec<AccessLogEntry>, StoreError>;

    /// The access log summed up: calls per day, top clients, top skills and
    /// errors, computed by the database.
    async fn usage(&self, query: &UsageQuery) -> Result<UsageSummary, StoreError>;

    /// Deletes access-log rows older than `before`; returns how many.
    async fn prune_access_log(&self, before: UnixMillis) -> Result<u64, StoreError>;

    /// Library-wide counts; calls counted since `since`.
    async fn stats(&self, since: UnixMillis) -> Result<StoreStats, StoreError>;

    /// Stores a new API key.
    async fn create_api_key(&self, key: &ApiKeyRecord, actor: &Actor) -> Result<(), StoreError>;

    /// Every API key, newest first.
    async fn api_keys(&self) -> Result<Vec<ApiKeyRecord>, StoreError>;

    /// Revokes a key by id; false when no unrevoked key has that id.
    async fn revoke_api_key(&self, id: Uuid, actor: &Actor) -> Result<bool, StoreError>;

    /// Looks an unrevoked key up by the hash of its token.
    async fn find_api_key(&self, key_hash: &str) -> Result<Option<ApiKeyRecord>, StoreError>;

    /// Checks that the database answers, failing within a few seconds when it does not.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Writes a skill exactly as given (id, revision, status, timestamps,
    /// findings), replacing whatever its slug held, in one transaction. Used to
    /// copy a library; files must match their hashes and the content hash.
    async fn import_stored(&self, skill: &StoredSkill) -> Result<(), StoreError>;

    /// Version history, oldest revision first: of one skill, or of every skill
    /// ever stored (removed ones included) when `skill_id` is `None`.
    async fn skill_versions(&self, skill_id: Option<Uuid>)
    -> Result<Vec<SkillVersion>, StoreError>;

    /// The id every slug keeps, removed skills included, sorted by slug.
    async fn slug_ids(&self) -> Result<Vec<SlugId>, StoreError>;

    /// Adds remembered ids and version-history rows as given, keeping rows
    /// that exist already; one transaction.
    async fn import_history(
        &self,
        ids: &[SlugId],
        versions: &[SkillVersion],
    ) -> Result<(), StoreError>;

    /// Access-log rows after position `after` (0 for the start), oldest first, at most `limit`.
    async fn access_log_after(
        &self,
        after: i64,
        limit: i64,
    ) -> Result<Vec<AccessLogRow>, StoreError>;

    /// Deletes the whole library (skills, files, history, ids, API keys and
    /// access log) in one transaction; for overwriting a migration target.
    async fn clear_library(&self) -> Result<(), StoreError>;

    /// The id of a slug, removed skills included; `None` if it was never stored.
    async fn skill_id(&self, slug: &SkillSlug) -> Result<Option<Uuid>, StoreError>;

    /// A skill's history, oldest revision first, with what each revision
    /// changed; `NoSuchSkill` when the slug was never stored.
    async fn revisions(&self, slug: &SkillSlug) -> Result<Vec<RevisionInfo>, StoreError>;

    /// One kept revision with its manifest and files; `NoSuchSkill`,
    /// `NoSuchRevision` or `RevisionPruned` otherwise.
    async fn revision(&self, slug: &SkillSlug, revision: i64) -> Result<Revision, StoreError>;

    /// One kept revision by skill id (for copying); `None` when not kept.
    async fn revision_by_id(
        &self,
        skill_id: Uuid,
        revision: i64,
    ) -> Result<Option<Revision>, StoreError>;

    /// Publishes the content of a kept revision as a new revision (history
    /// only grows), in one write transaction; a removed skill comes back.
    async fn rollback(
        &self,
        slug: &SkillSlug,
        revision: i64,
        actor: &Actor,
    ) -> Result<RollbackOutcome, StoreError>;

    /// Stores a copied revision's manifest and files beside its version row
    /// (copied first with `import_history`); keeps one that exists already.
    async fn import_revision(&self, revision: &Revision) -> Result<(), StoreError>;

    /// The audit log, newest first, one page.
    async fn audit(&self, query: &AuditQuery) -> Result<Vec<AuditEntry>, StoreError>;

    /// Audit rows after position `after` (0 for the start), oldest first, at most `limit`.
    async fn audit_after(&self, after: i64, limit: i64) -> Result<Vec<AuditEntry>, StoreError>;

    /// Appends audit rows as given (their `seq` is assigned anew), for copying.
    async fn import_audit(&self, rows: &[AuditEntry]) -> Result<(), StoreError>;
}
