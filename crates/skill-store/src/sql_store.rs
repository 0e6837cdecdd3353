//! `SqlStore`: the one implementation of [`Store`], over SQLite or PostgreSQL
//! through sqlx's `Any` driver, so that both backends run the same queries.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use skill_core::{ContentHash, FileClass, FilePath, Groups, SkillPackage, SkillSlug};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use tokio::sync::watch;
use uuid::Uuid;

use crate::backend::sqlite_path;
use crate::model::*;
use crate::{Backend, Store, StoreError, migrations};

/// The PostgreSQL channel every write notifies.
pub const NOTIFY_CHANNEL: &str = "skill_mcp_changes";

/// Longest [`Store::ping`] waits for the database.
pub const PING_TIMEOUT: Duration = Duration::from_secs(3);

/// A skill library in a SQL database.
pub struct SqlStore {
    pool: AnyPool,
    backend: Backend,
    url: String,
    changes: watch::Sender<i64>,
    retention: RevisionRetention,
}

const SKILL_COLUMNS: &str = "id, slug, name, description, version, status, category, tags, frontmatter, body, content_hash, revision, findings, file_count, total_bytes, created_at, updated_at, group_names";

/// [`SKILL_COLUMNS`] in its order without the two big ones: an empty
/// frontmatter, and `body_sql` (an SQL expression) as the body.
fn lean_columns(body_sql: &str) -> String {
    format!(
        "id, slug, name, description, version, status, category, tags, '{{}}' AS frontmatter, \
         {body_sql} AS body, content_hash, revision, findings, file_count, total_bytes, \
         created_at, updated_at, group_names"
    )
}

impl SqlStore {
    /// The rows of [`Store::skill_listing`] that `filter` (a constant
    /// `WHERE` clause, or empty) keeps.
    async fn listing(&self, body_chars: u32, filter: &str) -> Result<Vec<SkillRecord>, StoreError> {
        // The columns of SKILL_COLUMNS in its order, without the two big
        // ones: no frontmatter, and a body only where a listing searches it
        // (unpublished skills, which the catalog's index does not hold).
        // `body_chars` is a number, spliced as such (PostgreSQL's substr
        // takes an int, which a bound i64 is not).
        let columns = lean_columns(&format!(
            "CASE WHEN status = 'published' THEN '' ELSE substr(body, 1, {body_chars}) END"
        ));
        let sql = format!("SELECT {columns} FROM skills {filter} ORDER BY slug");
        let mut records = Vec::new();
        let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&self.pool);
        while let Some(row) = next_row(&mut rows).await? {
            records.push(skill_from_row(&row)?);
        }
        Ok(records)
    }

    /// Connects to `url` (`sqlite://PATH?mode=rwc` or `postgres://...`) and runs migrations.
    pub async fn open(url: &str) -> Result<Arc<Self>, StoreError> {
        Self::open_with(url, RevisionRetention::default()).await
    }

    /// Like [`SqlStore::open`], keeping revisions as `retention` says.
    pub async fn open_with(
        url: &str,
        retention: RevisionRetention,
    ) -> Result<Arc<Self>, StoreError> {
        let backend = Backend::of_url(url)?;
        sqlx::any::install_default_drivers();
        if backend == Backend::Sqlite
            && let Some(path) = sqlite_path(url)
            && let Some(parent) = std::path::Path::new(&path).parent()
            && !parent.as_os_str().is_empty()
        {
            std::fs::create_dir_all(parent).map_err(|e| {
                StoreError::Database(sqlx::Error::Configuration(
                    format!("cannot create data directory {}: {e}", parent.display()).into(),
                ))
            })?;
        }
        let options = AnyPoolOptions::new()
            .max_connections(if backend == Backend::Sqlite { 4 } else { 8 })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets readers run beside the one writer; the busy timeout makes
                        // a second process wait for the lock instead of failing at once.
                        sqlx::raw_sql(
                            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA busy_timeout=15000;",
                        )
                        .execute(conn)
                        .await?;
                    }
                    Ok(())
                })
            });
        let pool = options.connect(url).await?;
        migrations::run(&pool, backend).await?;
        let store = Self {
            pool,
            backend,
            url: url.to_owned(),
            changes: watch::channel(0).0,
            retention: RevisionRetention {
                keep: retention.keep.max(1),
                ..retention
            },
        };
        let generation = store.generation().await?;
        store.changes.send_replace(generation);
        Ok(Arc::new(store))
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The URL it was opened with.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The connection pool, for backend-specific helpers (notifications).
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Re-reads the generation and tells watchers when it moved. Called after
    /// every own write, by the poller, and by PostgreSQL notifications.
    pub async fn refresh_generation(&self) -> Result<i64, StoreError> {
        let generation = self.generation().await?;
        self.changes.send_if_modified(|current| {
            if *current != generation {
                *current = generation;
                true
            } else {
                false
            }
        });
        Ok(generation)
    }

    async fn notify_written(&self) {
        if let Err(e) = self.refresh_generation().await {
            tracing::warn!(error = %e, "cannot read the store generation after a write");
        }
    }

    async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // The first statement of every write takes the write lock: SQLite then
        // waits (busy_timeout) instead of failing on a lock upgrade, and on
        // PostgreSQL concurrent writers queue on this row, so that two imports
        // of one slug end with one whole version or the other.
        sqlx::query("UPDATE store_meta SET value = value + 1 WHERE key = 'generation'")
            .execute(&mut *tx)
            .await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_notify('skill_mcp_changes', '')")
                .execute(&mut *tx)
                .await?;
        }
        Ok(tx)
    }

    /// A read-only transaction whose queries all see one state (SQLite's
    /// read transactions already do; PostgreSQL needs repeatable read).
    async fn begin_read(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        Ok(tx)
    }
}

/// The published skills' records, by slug, in the caller's transaction,
/// with the columns `columns` (see [`SKILL_COLUMNS`] and [`lean_columns`]).
async fn published_records(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    columns: &str,
) -> Result<Vec<SkillRecord>, StoreError> {
    let sql = format!("SELECT {columns} FROM skills WHERE status = 'published' ORDER BY slug");
    let mut records = Vec::new();
    let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&mut **tx);
    while let Some(row) = next_row(&mut rows).await? {
        records.push(skill_from_row(&row)?);
    }
    Ok(records)
}

/// The next row of a streamed query. Streaming keeps one decoded row at a
/// time instead of every row of a 10,000-skill result (`fetch_all`), which
/// is most of a catalog load's peak memory.
async fn next_row<S>(rows: &mut S) -> Result<Option<AnyRow>, StoreError>
where
    S: futures_core::Stream<Item = Result<AnyRow, sqlx::Error>> + Unpin,
{
    let next = std::future::poll_fn(|cx| std::pin::Pin::new(&mut *rows).poll_next(cx)).await;
    Ok(next.transpose()?)
}

fn json_text<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "null".into())
}

/// The `content_hash` column, checked: a malformed one is corrupt data.
fn hash_from_row(row: &AnyRow) -> Result<ContentHash, StoreError> {
    let text: String = row.try_get("content_hash")?;
    ContentHash::parse(&text).map_err(|e| StoreError::corrupt("content hash", e))
}

fn skill_from_row(row: &AnyRow) -> Result<SkillRecord, StoreError> {
    let get_json = |col: &str| -> Result<serde_json::Value, StoreError> {
        let text: String = row.try_get(col)?;
        serde_json::from_str(&text).map_err(|e| StoreError::corrupt(col, e))
    };
    let slug: String = row.try_get("slug")?;
    let id: String = row.try_get("id")?;
    let status: String = row.try_get("status")?;
    Ok(SkillRecord {
        id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))?,
        slug: SkillSlug::parse(&slug).map_err(|e| StoreError::corrupt("skill slug", e))?,
        name: row.try_get("name")?,
        description: row.try_get("description")?,
        version: row.try_get("version")?,
        status: SkillStatus::from_str(&status).map_err(|e| StoreError::corrupt("status", e))?,
        category: row.try_get("category")?,
        tags: serde_json::from_value(get_json("tags")?)
            .map_err(|e| StoreError::corrupt("tags", e))?,
        groups: serde_json::from_value(get_json("group_names")?)
            .map_err(|e| StoreError::corrupt("group names", e))?,
        frontmatter: match get_json("frontmatter")? {
            serde_json::Value::Object(m) => m,
            other => return Err(StoreError::corrupt("frontmatter", other)),
        },
        body: row.try_get("body")?,
        content_hash: hash_from_row(row)?,
        revision: row.try_get("revision")?,
        findings: serde_json::from_value(get_json("findings")?)
            .map_err(|e| StoreError::corrupt("findings", e))?,
        file_count: row.try_get("file_count")?,
        total_bytes: row.try_get("total_bytes")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

fn class_str(c: FileClass) -> &'static str {
    match c {
        FileClass::Text => "text",
        FileClass::Binary => "binary",
    }
}

fn class_from(s: &str) -> Result<FileClass, StoreError> {
    match s {
        "text" => Ok(FileClass::Text),
        "binary" => Ok(FileClass::Binary),
        other => Err(StoreError::corrupt("file class", other)),
    }
}

/// Reads files of the skills matching `filter` (`status` or `slug`), sharing
/// the bytes of identical blobs.
async fn load_files<'e, E>(
    exec: E,
    by_slug: Option<&str>,
) -> Result<HashMap<String, Vec<StoredFile>>, StoreError>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows = match by_slug {
        None => sqlx::query(
            "SELECT f.skill_id, f.path, f.blob_hash, f.mime, f.class, b.data FROM skill_files f \
             JOIN blobs b ON b.hash = f.blob_hash JOIN skills s ON s.id = f.skill_id \
             WHERE s.status = 'published' ORDER BY f.skill_id, f.path",
        )
        .fetch_all(exec)
        .await?,
        Some(slug) => sqlx::query(
            "SELECT f.skill_id, f.path, f.blob_hash, f.mime, f.class, b.data FROM skill_files f \
             JOIN blobs b ON b.hash = f.blob_hash JOIN skills s ON s.id = f.skill_id \
             WHERE s.slug = $1 ORDER BY f.path",
        )
        .bind(slug.to_owned())
        .fetch_all(exec)
        .await?,
    };
    let mut blobs: HashMap<String, Bytes> = HashMap::new();
    let mut out: HashMap<String, Vec<StoredFile>> = HashMap::new();
    for row in rows {
        let skill_id: String = row.try_get("skill_id")?;
        let path: String = row.try_get("path")?;
        let hash: String = row.try_get("blob_hash")?;
        let class: String = row.try_get("class")?;
        let bytes = match blobs.get(&hash) {
            Some(b) => b.clone(),
            None => {
                let data: Vec<u8> = row.try_get("data")?;
                let b = Bytes::from(data);
                blobs.insert(hash.clone(), b.clone());
                b
            }
        };
        out.entry(skill_id).or_default().push(StoredFile {
            path: FilePath::parse(&path).map_err(|e| StoreError::corrupt("file path", e))?,
            sha256: hash,
            mime: row.try_get("mime")?,
            class: class_from(&class)?,
            bytes,
        });
    }
    Ok(out)
}

/// The `group_names` column, checked: an invalid list is corrupt data.
fn groups_from_row(row: &AnyRow) -> Result<Groups, StoreError> {
    let text: String = row.try_get("group_names")?;
    serde_json::from_str(&text).map_err(|e| StoreError::corrupt("group names", e))
}

fn key_from_row(row: &AnyRow) -> Result<ApiKeyRecord, StoreError> {
    let id: String = row.try_get("id")?;
    let role: String = row.try_get("role")?;
    Ok(ApiKeyRecord {
        id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("key id", e))?,
        name: row.try_get("name")?,
        role: Role::from_str(&role).map_err(|e| StoreError::corrupt("key role", e))?,
        groups: groups_from_row(row)?,
        key_hash: row.try_get("key_hash")?,
        created_at: row.try_get("created_at")?,
        revoked_at: row.try_get("revoked_at")?,
    })
}

#[async_trait]
impl Store for SqlStore {
    async fn import(
        &self,
        package: &SkillPackage,
        options: &ImportOptions,
    ) -> Result<ImportOutcome, StoreError> {
        let slug = package.slug.as_str();
        let mut tx = self.begin_write().await?;
        let existing = sqlx::query(
            "SELECT id, content_hash, revision, status, category, tags, created_at, group_names, findings FROM skills WHERE slug = $1",
        )
        .bind(slug.to_owned())
        .fetch_optional(&mut *tx)
        .await?;
        let now = now_millis();
        let mut findings_changed = false;
        let (revision, status, category, tags, groups, created_at, change) = match &existing {
            Some(row) => {
                let old_hash = hash_from_row(row)?;
                let old_rev: i64 = row.try_get("revision")?;
                let old_status: String = row.try_get("status")?;
                let old_status = SkillStatus::from_str(&old_status)
                    .map_err(|e| StoreError::corrupt("status", e))?;
                let old_category: Option<String> = row.try_get("category")?;
                let old_tags: String = row.try_get("tags")?;
                let old_tags: Vec<String> =
                    serde_json::from_str(&old_tags).map_err(|e| StoreError::corrupt("tags", e))?;
                let status = options.status.unwrap_or(old_status);
                let category = options
                    .category
                    .clone()
                    .or_else(|| package.category.clone())
                    .or(old_category.clone());
                let old_groups = groups_from_row(row)?;
                let old_findings: String = row.try_get("findings")?;
                let old_findings: Vec<skill_core::Finding> = serde_json::from_str(&old_findings)
                    .map_err(|e| StoreError::corrupt("findings", e))?;
                // The same content scanned by other rules (a new release,
                // an edited rules file) is a change: the stored findings
                // are what `warn` tells the model and `block` decides on.
                findings_changed = old_findings != package.findings;
                let groups = match &options.groups {
                    Some(groups) => groups.clone(),
                    None if !package.groups.is_empty() => package.groups.clone(),
                    None => old_groups.clone(),
                };
                if old_hash == package.content_hash
                    && status == old_status
                    && category == old_category
                    && groups == old_groups
                    && !findings_changed
                {
                    tx.rollback().await?;
                    let id: String = row.try_get("id")?;
                    return Ok(ImportOutcome {
                        id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))?,
                        slug: package.slug.clone(),
                        revision: old_rev,
                        content_hash: old_hash,
                        change: ImportChange::Unchanged,
                        status: old_status,
                    });
                }
                let tags = if package.tags.is_empty() {
                    old_tags
                } else {
                    package.tags.clone()
                };
                let created_at: i64 = row.try_get("created_at")?;
                let (revision, change) = if old_hash == package.content_hash {
                    (old_rev, ImportChange::Updated)
                } else {
                    (old_rev + 1, ImportChange::Updated)
                };
                (revision, status, category, tags, groups, created_at, change)
            }
            None => (
                1,
                options.status.unwrap_or(SkillStatus::Published),
                options
                    .category
                    .clone()
                    .or_else(|| package.category.clone()),
                package.tags.clone(),
                options
                    .groups
                    .clone()
                    .unwrap_or_else(|| package.groups.clone()),
                now,
                ImportChange::Created,
            ),
        };

        sqlx::query(
            "INSERT INTO slug_ids (slug, id) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING",
        )
        .bind(slug.to_owned())
        .bind(Uuid::new_v4().to_string())
        .execute(&mut *tx)
        .await?;
        let id: String = sqlx::query("SELECT id FROM slug_ids WHERE slug = $1")
            .bind(slug.to_owned())
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?;
        // A slug stored again after a removal continues its history.
        let revision = if existing.is_none() {
            next_revision(&mut tx, &id).await?
        } else {
            revision
        };
        let new_revision = existing.is_none() || revision != current_revision(&existing)?;

        let total_bytes = package.total_bytes() as i64;
        let file_count = package.files.len() as i64;
        sqlx::query(
            "INSERT INTO skills (id, slug, name, description, version, status, category, tags, frontmatter, body, content_hash, revision, findings, file_count, total_bytes, created_at, updated_at, group_names) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) \
             ON CONFLICT (slug) DO UPDATE SET name = excluded.name, description = excluded.description, \
             version = excluded.version, status = excluded.status, category = excluded.category, tags = excluded.tags, group_names = excluded.group_names, \
             frontmatter = excluded.frontmatter, body = excluded.body, content_hash = excluded.content_hash, \
             revision = excluded.revision, findings = excluded.findings, file_count = excluded.file_count, \
             total_bytes = excluded.total_bytes, updated_at = excluded.updated_at",
        )
        .bind(id.clone())
        .bind(slug.to_owned())
        .bind(package.name.clone())
        .bind(package.description.clone())
        .bind(package.version.clone())
        .bind(status.as_str())
        .bind(category)
        .bind(json_text(&tags))
        .bind(json_text(&package.frontmatter))
        .bind(package.body.clone())
        .bind(package.content_hash.to_string())
        .bind(revision)
        .bind(json_text(&package.findings))
        .bind(file_count)
        .bind(total_bytes)
        .bind(created_at)
        .bind(now)
        .bind(json_text(&groups))
        .execute(&mut *tx)
        .await?;

        let old_hashes: Vec<String> =
            sqlx::query("SELECT blob_hash FROM skill_files WHERE skill_id = $1")
                .bind(id.clone())
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| r.try_get("blob_hash"))
                .collect::<Result<_, _>>()?;
        sqlx::query("DELETE FROM skill_files WHERE skill_id = $1")
            .bind(id.clone())
            .execute(&mut *tx)
            .await?;
        let rows: Vec<FileRow<'_>> = package
            .files
            .iter()
            .map(|f| FileRow {
                path: f.path.as_str(),
                sha256: &f.sha256,
                bytes: &f.bytes,
                mime: &f.mime,
                class: f.class,
            })
            .collect();
        write_files(&mut tx, &id, &rows, &old_hashes).await?;
        if new_revision {
            let version = SkillVersion {
                skill_id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))?,
                revision,
                content_hash: package.content_hash.clone(),
                version: package.version.clone(),
                file_count,
                total_bytes,
                imported_at: now,
                actor: options.actor.clone(),
            };
            insert_version(&mut tx, &version).await?;
            let manifest = ManifestRow {
                name: &package.name,
                description: &package.description,
                frontmatter: json_text(&package.frontmatter),
                body: &package.body,
                findings: json_text(&package.findings),
            };
            insert_manifest(&mut tx, &id, revision, &manifest, &rows).await?;
            collect_revisions(&mut tx, &id, self.retention, now).await?;
        } else if findings_changed {
            // The revision's manifest keeps the findings of its content.
            sqlx::query(
                "UPDATE revision_manifests SET findings = $1 WHERE skill_id = $2 AND revision = $3",
            )
            .bind(json_text(&package.findings))
            .bind(id.clone())
            .bind(revision)
            .execute(&mut *tx)
            .await?;
        }
        let detail = match (new_revision, findings_changed) {
            (true, _) => format!("revision {revision} ({}), {status}", package.content_hash),
            (false, true) => format!("revision {revision} unchanged, {status}, findings rescanned"),
            (false, false) => format!("revision {revision} unchanged, {status}"),
        };
        insert_audit(&mut tx, &options.actor, "import", slug, &detail).await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(ImportOutcome {
            id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))?,
            slug: package.slug.clone(),
            revision,
            content_hash: package.content_hash.clone(),
            change,
            status,
        })
    }

    async fn remove(&self, slug: &SkillSlug, actor: &Actor) -> Result<bool, StoreError> {
        let mut tx = self.begin_write().await?;
        let Some(row) = sqlx::query("SELECT id FROM skills WHERE slug = $1")
            .bind(slug.as_str().to_owned())
            .fetch_optional(&mut *tx)
            .await?
        else {
            tx.rollback().await?;
            return Ok(false);
        };
        let id: String = row.try_get("id")?;
        let hashes: Vec<String> =
            sqlx::query("SELECT blob_hash FROM skill_files WHERE skill_id = $1")
                .bind(id.clone())
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| r.try_get("blob_hash"))
                .collect::<Result<_, _>>()?;
        sqlx::query("DELETE FROM skill_files WHERE skill_id = $1")
            .bind(id.clone())
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM skills WHERE id = $1")
            .bind(id.clone())
            .execute(&mut *tx)
            .await?;
        for h in &hashes {
            delete_orphan_blob(&mut tx, h).await?;
        }
        collect_revisions(&mut tx, &id, self.retention, now_millis()).await?;
        insert_audit(&mut tx, actor, "remove", slug.as_str(), "removed").await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(true)
    }

    async fn skills(&self) -> Result<Vec<SkillRecord>, StoreError> {
        let sql = format!("SELECT {SKILL_COLUMNS} FROM skills ORDER BY slug");
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(skill_from_row)
            .collect()
    }

    async fn skill_listing(&self, body_chars: u32) -> Result<Vec<SkillRecord>, StoreError> {
        self.listing(body_chars, "").await
    }

    async fn unpublished_listing(&self, body_chars: u32) -> Result<Vec<SkillRecord>, StoreError> {
        self.listing(body_chars, "WHERE status <> 'published'")
            .await
    }

    async fn skill(&self, slug: &SkillSlug) -> Result<Option<SkillRecord>, StoreError> {
        let sql = format!("SELECT {SKILL_COLUMNS} FROM skills WHERE slug = $1");
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(slug.as_str().to_owned())
            .fetch_optional(&self.pool)
            .await?
            .as_ref()
            .map(skill_from_row)
            .transpose()
    }

    async fn load_published(&self) -> Result<Vec<StoredSkill>, StoreError> {
        // One read transaction, so that skills and files come from one state.
        let mut tx = self.begin_read().await?;
        let records = published_records(&mut tx, SKILL_COLUMNS).await?;
        let mut files = load_files(&mut *tx, None).await?;
        tx.commit().await?;
        Ok(records
            .into_iter()
            .map(|record| StoredSkill {
                files: files.remove(&record.id.to_string()).unwrap_or_default(),
                record,
            })
            .collect())
    }

    async fn load_published_manifests(&self) -> Result<Vec<SkillManifest>, StoreError> {
        // One read transaction, so that skills and manifests come from one
        // state; no blob is read (the catalog reads bytes by digest on
        // demand), nor the body and frontmatter (SKILL.md is a blob too).
        let mut tx = self.begin_read().await?;
        let records = published_records(&mut tx, &lean_columns("''")).await?;
        let mut files: HashMap<String, Vec<StoredFileEntry>> = HashMap::new();
        let mut rows = sqlx::query(
            "SELECT f.skill_id, f.path, f.blob_hash, f.mime, f.class, f.size FROM skill_files f \
             JOIN skills s ON s.id = f.skill_id \
             WHERE s.status = 'published' ORDER BY f.skill_id, f.path",
        )
        .fetch(&mut *tx);
        while let Some(row) = next_row(&mut rows).await? {
            let skill_id: String = row.try_get("skill_id")?;
            let path: String = row.try_get("path")?;
            let class: String = row.try_get("class")?;
            let size: i64 = row.try_get("size")?;
            files.entry(skill_id).or_default().push(StoredFileEntry {
                path: FilePath::parse(&path).map_err(|e| StoreError::corrupt("file path", e))?,
                sha256: row.try_get("blob_hash")?,
                mime: row.try_get("mime")?,
                class: class_from(&class)?,
                size: u64::try_from(size).map_err(|e| StoreError::corrupt("file size", e))?,
            });
        }
        drop(rows);
        tx.commit().await?;
        Ok(records
            .into_iter()
            .map(|record| SkillManifest {
                files: files.remove(&record.id.to_string()).unwrap_or_default(),
                record,
            })
            .collect())
    }

    async fn blobs(&self, hashes: &[String]) -> Result<HashMap<String, Bytes>, StoreError> {
        if hashes.len() > MAX_BLOBS_PER_READ {
            return Err(StoreError::TooManyBlobs(hashes.len()));
        }
        let wanted: Vec<&String> = hashes.iter().collect::<HashSet<_>>().into_iter().collect();
        let mut out = HashMap::with_capacity(wanted.len());
        // Few placeholders per statement: SQLite allows 32,766, but a batch
        // of a skill's files is small and a short IN list plans well on both.
        for chunk in wanted.chunks(64) {
            let placeholders: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT hash, data FROM blobs WHERE hash IN ({})",
                placeholders.join(", ")
            );
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for hash in chunk {
                query = query.bind((*hash).clone());
            }
            for row in query.fetch_all(&self.pool).await? {
                let hash: String = row.try_get("hash")?;
                let data: Vec<u8> = row.try_get("data")?;
                out.insert(hash, Bytes::from(data));
            }
        }
        Ok(out)
    }

    async fn load_skill(&self, slug: &SkillSlug) -> Result<Option<StoredSkill>, StoreError> {
        let mut tx = self.begin_read().await?;
        let sql = format!("SELECT {SKILL_COLUMNS} FROM skills WHERE slug = $1");
        let Some(row) = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(slug.as_str().to_owned())
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(None);
        };
        let record = skill_from_row(&row)?;
        let mut files = load_files(&mut *tx, Some(slug.as_str())).await?;
        tx.commit().await?;
        Ok(Some(StoredSkill {
            files: files.remove(&record.id.to_string()).unwrap_or_default(),
            record,
        }))
    }

    async fn update_metadata(
        &self,
        slug: &SkillSlug,
        patch: &MetadataPatch,
        actor: &Actor,
    ) -> Result<Option<SkillRecord>, StoreError> {
        let mut tx = self.begin_write().await?;
        let exists = sqlx::query("SELECT id FROM skills WHERE slug = $1")
            .bind(slug.as_str().to_owned())
            .fetch_optional(&mut *tx)
            .await?
            .is_some();
        if !exists {
            tx.rollback().await?;
            return Ok(None);
        }
        if let Some(category) = &patch.category {
            sqlx::query("UPDATE skills SET category = $1 WHERE slug = $2")
                .bind(category.clone())
                .bind(slug.as_str().to_owned())
                .execute(&mut *tx)
                .await?;
        }
        if let Some(tags) = &patch.tags {
            sqlx::query("UPDATE skills SET tags = $1 WHERE slug = $2")
                .bind(json_text(tags))
                .bind(slug.as_str().to_owned())
                .execute(&mut *tx)
                .await?;
        }
        if let Some(groups) = &patch.groups {
            sqlx::query("UPDATE skills SET group_names = $1 WHERE slug = $2")
                .bind(json_text(groups))
                .bind(slug.as_str().to_owned())
                .execute(&mut *tx)
                .await?;
        }
        if let Some(status) = patch.status {
            sqlx::query("UPDATE skills SET status = $1 WHERE slug = $2")
                .bind(status.as_str())
                .bind(slug.as_str().to_owned())
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("UPDATE skills SET updated_at = $1 WHERE slug = $2")
            .bind(now_millis())
            .bind(slug.as_str().to_owned())
            .execute(&mut *tx)
            .await?;
        let mut changed = Vec::new();
        if let Some(c) = &patch.category {
            changed.push(format!("category={}", c.as_deref().unwrap_or("(none)")));
        }
        if let Some(t) = &patch.tags {
            changed.push(format!("tags={}", t.join(",")));
        }
        if let Some(g) = &patch.groups {
            changed.push(format!("groups={g}"));
        }
        if let Some(st) = patch.status {
            changed.push(format!("status={st}"));
        }
        insert_audit(&mut tx, actor, "update", slug.as_str(), &changed.join(" ")).await?;
        tx.commit().await?;
        self.notify_written().await;
        self.skill(slug).await
    }

    async fn generation(&self) -> Result<i64, StoreError> {
        Ok(
            sqlx::query("SELECT value FROM store_meta WHERE key = 'generation'")
                .fetch_one(&self.pool)
                .await?
                .try_get("value")?,
        )
    }

    fn changes(&self) -> watch::Receiver<i64> {
        self.changes.subscribe()
    }

    async fn append_access_log(&self, rows: &[AccessLogEntry]) -> Result<(), StoreError> {
        if rows.is_empty() {
            return Ok(());
        }
        let mut tx = self.pool.begin().await?;
        for r in rows {
            sqlx::query(
                "INSERT INTO access_log (at, action, slug, client, transport, duration_us, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(r.at)
            .bind(r.action.clone())
            .bind(r.slug.clone())
            .bind(r.client.clone())
            .bind(r.transport.clone())
            .bind(r.duration_us)
            .bind(r.outcome.clone())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn access_log(&self, query: &LogQuery) -> Result<Vec<AccessLogEntry>, StoreError> {
        let rows = match &query.slug {
            Some(slug) => sqlx::query(
                "SELECT at, action, slug, client, transport, duration_us, outcome FROM access_log WHERE slug = $1 ORDER BY id DESC LIMIT $2",
            )
            .bind(slug.clone())
            .bind(query.limit)
            .fetch_all(&self.pool)
            .await?,
            None => sqlx::query(
                "SELECT at, action, slug, client, transport, duration_us, outcome FROM access_log ORDER BY id DESC LIMIT $1",
            )
            .bind(query.limit)
            .fetch_all(&self.pool)
            .await?,
        };
        rows.iter().map(log_entry_from_row).collect()
    }

    async fn usage(&self, query: &UsageQuery) -> Result<UsageSummary, StoreError> {
        // One filter for the four queries; the slug is a bound parameter.
        let filter = if query.slug.is_some() {
            "WHERE at >= $1 AND slug = $2"
        } else {
            "WHERE at >= $1"
        };
        let limit = if query.slug.is_some() { "$3" } else { "$2" };
        let fetch = |sql: String| {
            let slug = query.slug.clone();
            let since = query.since;
            let top = query.top;
            let pool = self.pool.clone();
            async move {
                let mut q = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(since);
                if let Some(slug) = slug {
                    q = q.bind(slug);
                }
                q.bind(top).fetch_all(&pool).await
            }
        };
        let mut summary = UsageSummary::default();
        for row in fetch(format!(
            "SELECT CAST(at / 86400000 AS BIGINT) AS day, CAST(COUNT(*) AS BIGINT) AS n, CAST(SUM(CASE WHEN outcome = 'ok' THEN 0 ELSE 1 END) AS BIGINT) AS e FROM access_log {filter} GROUP BY CAST(at / 86400000 AS BIGINT) ORDER BY day LIMIT {limit}"
        ))
        .await?
        {
            summary.per_day.push(DayCount {
                day: row.try_get("day")?,
                calls: row.try_get("n")?,
                errors: row.try_get("e")?,
            });
        }
        for row in fetch(format!(
            "SELECT client, CAST(COUNT(*) AS BIGINT) AS n FROM access_log {filter} GROUP BY client ORDER BY n DESC, client LIMIT {limit}"
        ))
        .await?
        {
            summary.by_client.push(NamedCount {
                name: row.try_get("client")?,
                calls: row.try_get("n")?,
            });
        }
        for row in fetch(format!(
            "SELECT slug, CAST(COUNT(*) AS BIGINT) AS n FROM access_log {filter} AND slug IS NOT NULL GROUP BY slug ORDER BY n DESC, slug LIMIT {limit}"
        ))
        .await?
        {
            summary.by_skill.push(NamedCount {
                name: row.try_get("slug")?,
                calls: row.try_get("n")?,
            });
        }
        for row in fetch(format!(
            "SELECT action, outcome, CAST(COUNT(*) AS BIGINT) AS n FROM access_log {filter} AND outcome <> 'ok' GROUP BY action, outcome ORDER BY n DESC, action, outcome LIMIT {limit}"
        ))
        .await?
        {
            summary.errors.push(ErrorCount {
                action: row.try_get("action")?,
                outcome: row.try_get("outcome")?,
                calls: row.try_get("n")?,
            });
        }
        Ok(summary)
    }

    async fn prune_access_log(&self, before: UnixMillis) -> Result<u64, StoreError> {
        Ok(sqlx::query("DELETE FROM access_log WHERE at < $1")
            .bind(before)
            .execute(&self.pool)
            .await?
            .rows_affected())
    }

    async fn stats(&self, since: UnixMillis) -> Result<StoreStats, StoreError> {
        let mut skills_by_status = BTreeMap::new();
        let mut total_skills = 0;
        for row in sqlx::query("SELECT status, COUNT(*) AS n FROM skills GROUP BY status")
            .fetch_all(&self.pool)
            .await?
        {
            let n: i64 = row.try_get("n")?;
            total_skills += n;
            skills_by_status.insert(row.try_get("status")?, n);
        }
        let totals = sqlx::query(
            "SELECT CAST(COALESCE(SUM(file_count), 0) AS BIGINT) AS files, CAST(COALESCE(SUM(total_bytes), 0) AS BIGINT) AS bytes FROM skills",
        )
        .fetch_one(&self.pool)
        .await?;
        let mut calls_last_24h = BTreeMap::new();
        for row in sqlx::query(
            "SELECT action, COUNT(*) AS n FROM access_log WHERE at >= $1 GROUP BY action",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await?
        {
            calls_last_24h.insert(row.try_get("action")?, row.try_get("n")?);
        }
        Ok(StoreStats {
            total_skills,
            skills_by_status,
            total_files: totals.try_get("files")?,
            total_bytes: totals.try_get("bytes")?,
            calls_last_24h,
        })
    }

    async fn create_api_key(&self, key: &ApiKeyRecord, actor: &Actor) -> Result<(), StoreError> {
        // Key changes go through the write lock too, so that they bump the
        // generation and notify: replicas that cache keys learn of them.
        let mut tx = self.begin_write().await?;
        sqlx::query(
            "INSERT INTO api_keys (id, name, role, key_hash, created_at, revoked_at, group_names) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(key.id.to_string())
        .bind(key.name.clone())
        .bind(key.role.as_str())
        .bind(key.key_hash.clone())
        .bind(key.created_at)
        .bind(key.revoked_at)
        .bind(json_text(&key.groups))
        .execute(&mut *tx)
        .await?;
        let detail = format!(
            "{} key{}{}",
            key.role.as_str(),
            key.name
                .as_deref()
                .map(|n| format!(" '{n}'"))
                .unwrap_or_default(),
            if key.groups.is_empty() {
                String::new()
            } else {
                format!(" groups={}", key.groups)
            }
        );
        insert_audit(&mut tx, actor, "key-create", &key.id.to_string(), &detail).await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(())
    }

    async fn api_keys(&self) -> Result<Vec<ApiKeyRecord>, StoreError> {
        sqlx::query("SELECT id, name, role, key_hash, created_at, revoked_at, group_names FROM api_keys ORDER BY created_at DESC")
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(key_from_row)
            .collect()
    }

    async fn revoke_api_key(&self, id: Uuid, actor: &Actor) -> Result<bool, StoreError> {
        let mut tx = self.begin_write().await?;
        let revoked =
            sqlx::query("UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
                .bind(now_millis())
                .bind(id.to_string())
                .execute(&mut *tx)
                .await?
                .rows_affected()
                > 0;
        if !revoked {
            tx.rollback().await?;
            return Ok(false);
        }
        insert_audit(&mut tx, actor, "key-revoke", &id.to_string(), "revoked").await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(true)
    }

    async fn find_api_key(&self, key_hash: &str) -> Result<Option<ApiKeyRecord>, StoreError> {
        sqlx::query("SELECT id, name, role, key_hash, created_at, revoked_at, group_names FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL")
            .bind(key_hash.to_owned())
            .fetch_optional(&self.pool)
            .await?
            .as_ref()
            .map(key_from_row)
            .transpose()
    }

    async fn ping(&self) -> Result<(), StoreError> {
        // A health check must answer promptly: without a bound, a refused
        // connection is retried for the whole pool acquire timeout.
        match tokio::time::timeout(PING_TIMEOUT, sqlx::query("SELECT 1").execute(&self.pool)).await
        {
            Ok(result) => result.map(drop).map_err(StoreError::from),
            Err(_) => Err(StoreError::Timeout(PING_TIMEOUT)),
        }
    }

    async fn import_stored(&self, skill: &StoredSkill) -> Result<(), StoreError> {
        let record = &skill.record;
        let slug = record.slug.as_str().to_owned();
        let id = record.id.to_string();
        check_stored(skill)?;
        let mut tx = self.begin_write().await?;
        if let Some(row) = sqlx::query("SELECT slug FROM slug_ids WHERE id = $1 AND slug <> $2")
            .bind(id.clone())
            .bind(slug.clone())
            .fetch_optional(&mut *tx)
            .await?
        {
            tx.rollback().await?;
            return Err(StoreError::IdTaken {
                slug,
                id: record.id,
                owner: row.try_get("slug")?,
            });
        }
        // Whatever the slug held goes, files first (their blobs may be orphaned).
        let old_hashes: Vec<String> = sqlx::query(
            "SELECT f.blob_hash FROM skill_files f JOIN skills s ON s.id = f.skill_id WHERE s.slug = $1",
        )
        .bind(slug.clone())
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|r| r.try_get("blob_hash"))
        .collect::<Result<_, _>>()?;
        sqlx::query(
            "DELETE FROM skill_files WHERE skill_id IN (SELECT id FROM skills WHERE slug = $1)",
        )
        .bind(slug.clone())
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM skills WHERE slug = $1")
            .bind(slug.clone())
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO slug_ids (slug, id) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET id = excluded.id",
        )
        .bind(slug.clone())
        .bind(id.clone())
        .execute(&mut *tx)
        .await?;
        let total_bytes: i64 = skill.files.iter().map(|f| f.bytes.len() as i64).sum();
        let sql = format!(
            "INSERT INTO skills ({SKILL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)"
        );
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(id.clone())
            .bind(slug.clone())
            .bind(record.name.clone())
            .bind(record.description.clone())
            .bind(record.version.clone())
            .bind(record.status.as_str())
            .bind(record.category.clone())
            .bind(json_text(&record.tags))
            .bind(json_text(&record.frontmatter))
            .bind(record.body.clone())
            .bind(record.content_hash.to_string())
            .bind(record.revision)
            .bind(json_text(&record.findings))
            .bind(skill.files.len() as i64)
            .bind(total_bytes)
            .bind(record.created_at)
            .bind(record.updated_at)
            .bind(json_text(&record.groups))
            .execute(&mut *tx)
            .await?;
        let rows: Vec<FileRow<'_>> = skill
            .files
            .iter()
            .map(|f| FileRow {
                path: f.path.as_str(),
                sha256: &f.sha256,
                bytes: &f.bytes,
                mime: &f.mime,
                class: f.class,
            })
            .collect();
        write_files(&mut tx, &id, &rows, &old_hashes).await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(())
    }

    async fn skill_versions(
        &self,
        skill_id: Option<Uuid>,
    ) -> Result<Vec<SkillVersion>, StoreError> {
        let rows = match skill_id {
            Some(id) => sqlx::query(
                "SELECT skill_id, revision, content_hash, version, file_count, total_bytes, imported_at, actor, transport \
                 FROM skill_versions WHERE skill_id = $1 ORDER BY revision",
            )
            .bind(id.to_string())
            .fetch_all(&self.pool)
            .await?,
            None => sqlx::query(
                "SELECT skill_id, revision, content_hash, version, file_count, total_bytes, imported_at, actor, transport \
                 FROM skill_versions ORDER BY skill_id, revision",
            )
            .fetch_all(&self.pool)
            .await?,
        };
        rows.iter().map(version_from_row).collect()
    }

    async fn slug_ids(&self) -> Result<Vec<SlugId>, StoreError> {
        sqlx::query("SELECT slug, id FROM slug_ids ORDER BY slug")
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                let slug: String = r.try_get("slug")?;
                let id: String = r.try_get("id")?;
                Ok(SlugId {
                    slug: SkillSlug::parse(&slug)
                        .map_err(|e| StoreError::corrupt("skill slug", e))?,
                    id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))?,
                })
            })
            .collect()
    }

    async fn import_history(
        &self,
        ids: &[SlugId],
        versions: &[SkillVersion],
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        for i in ids {
            sqlx::query("INSERT INTO slug_ids (slug, id) VALUES ($1, $2) ON CONFLICT DO NOTHING")
                .bind(i.slug.as_str().to_owned())
                .bind(i.id.to_string())
                .execute(&mut *tx)
                .await?;
        }
        for v in versions {
            insert_version(&mut tx, v).await?;
        }
        tx.commit().await?;
        self.notify_written().await;
        Ok(())
    }

    async fn access_log_after(
        &self,
        after: i64,
        limit: i64,
    ) -> Result<Vec<AccessLogRow>, StoreError> {
        sqlx::query(
            "SELECT id, at, action, slug, client, transport, duration_us, outcome FROM access_log WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(AccessLogRow {
                seq: r.try_get("id")?,
                entry: log_entry_from_row(r)?,
            })
        })
        .collect()
    }

    async fn clear_library(&self) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        // Children before parents, so that foreign keys hold at every step.
        for sql in [
            "DELETE FROM skill_files",
            "DELETE FROM revision_files",
            "DELETE FROM revision_manifests",
            "DELETE FROM skills",
            "DELETE FROM blobs",
            "DELETE FROM audit_log",
            "DELETE FROM skill_versions",
            "DELETE FROM slug_ids",
            "DELETE FROM api_keys",
            "DELETE FROM access_log",
        ] {
            sqlx::query(sql).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        self.notify_written().await;
        Ok(())
    }

    async fn skill_id(&self, slug: &SkillSlug) -> Result<Option<Uuid>, StoreError> {
        sqlx::query("SELECT id FROM slug_ids WHERE slug = $1")
            .bind(slug.as_str().to_owned())
            .fetch_optional(&self.pool)
            .await?
            .map(|r| {
                let id: String = r.try_get("id")?;
                Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))
            })
            .transpose()
    }

    async fn revisions(&self, slug: &SkillSlug) -> Result<Vec<RevisionInfo>, StoreError> {
        let id = self
            .skill_id(slug)
            .await?
            .ok_or_else(|| StoreError::NoSuchSkill(slug.to_string()))?;
        let mut tx = self.begin_read().await?;
        let versions: Vec<SkillVersion> = sqlx::query(
            "SELECT skill_id, revision, content_hash, version, file_count, total_bytes, imported_at, actor, transport \
             FROM skill_versions WHERE skill_id = $1 ORDER BY revision",
        )
        .bind(id.to_string())
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(version_from_row)
        .collect::<Result<_, _>>()?;
        let mut manifests: BTreeMap<i64, BTreeMap<String, String>> = BTreeMap::new();
        for r in sqlx::query("SELECT revision FROM revision_manifests WHERE skill_id = $1")
            .bind(id.to_string())
            .fetch_all(&mut *tx)
            .await?
        {
            manifests.insert(r.try_get("revision")?, BTreeMap::new());
        }
        for r in
            sqlx::query("SELECT revision, path, blob_hash FROM revision_files WHERE skill_id = $1")
                .bind(id.to_string())
                .fetch_all(&mut *tx)
                .await?
        {
            let rev: i64 = r.try_get("revision")?;
            if let Some(m) = manifests.get_mut(&rev) {
                m.insert(r.try_get("path")?, r.try_get("blob_hash")?);
            }
        }
        tx.commit().await?;
        let empty = BTreeMap::new();
        let mut previous: Option<Option<&BTreeMap<String, String>>> = None;
        let mut out = Vec::with_capacity(versions.len());
        for version in versions {
            let this = manifests.get(&version.revision);
            let changed = match (previous, this) {
                // The first revision adds every file.
                (None, Some(m)) => Some(changed_paths(&empty, m)),
                (Some(Some(old)), Some(new)) => Some(changed_paths(old, new)),
                _ => None,
            };
            previous = Some(this);
            out.push(RevisionInfo {
                kept: this.is_some(),
                changed,
                version,
            });
        }
        Ok(out)
    }

    async fn revision(&self, slug: &SkillSlug, revision: i64) -> Result<Revision, StoreError> {
        let id = self
            .skill_id(slug)
            .await?
            .ok_or_else(|| StoreError::NoSuchSkill(slug.to_string()))?;
        if let Some(r) = self.revision_by_id(id, revision).await? {
            return Ok(r);
        }
        let exists = sqlx::query(
            "SELECT 1 AS one FROM skill_versions WHERE skill_id = $1 AND revision = $2",
        )
        .bind(id.to_string())
        .bind(revision)
        .fetch_optional(&self.pool)
        .await?
        .is_some();
        let slug = slug.to_string();
        Err(if exists {
            StoreError::RevisionPruned { slug, revision }
        } else {
            StoreError::NoSuchRevision { slug, revision }
        })
    }

    async fn revision_by_id(
        &self,
        skill_id: Uuid,
        revision: i64,
    ) -> Result<Option<Revision>, StoreError> {
        let mut tx = self.begin_read().await?;
        let found = read_revision(&mut tx, &skill_id.to_string(), revision).await?;
        tx.commit().await?;
        Ok(found)
    }

    async fn rollback(
        &self,
        slug: &SkillSlug,
        revision: i64,
        actor: &Actor,
    ) -> Result<RollbackOutcome, StoreError> {
        let mut tx = self.begin_write().await?;
        let Some(id_row) = sqlx::query("SELECT id FROM slug_ids WHERE slug = $1")
            .bind(slug.as_str().to_owned())
            .fetch_optional(&mut *tx)
            .await?
        else {
            tx.rollback().await?;
            return Err(StoreError::NoSuchSkill(slug.to_string()));
        };
        let id: String = id_row.try_get("id")?;
        let Some(old) = read_revision(&mut tx, &id, revision).await? else {
            let exists = sqlx::query(
                "SELECT 1 AS one FROM skill_versions WHERE skill_id = $1 AND revision = $2",
            )
            .bind(id.clone())
            .bind(revision)
            .fetch_optional(&mut *tx)
            .await?
            .is_some();
            tx.rollback().await?;
            let slug = slug.to_string();
            return Err(if exists {
                StoreError::RevisionPruned { slug, revision }
            } else {
                StoreError::NoSuchRevision { slug, revision }
            });
        };
        let current =
            sqlx::query("SELECT category, tags, created_at, group_names FROM skills WHERE id = $1")
                .bind(id.clone())
                .fetch_optional(&mut *tx)
                .await?;
        let now = now_millis();
        // Admin-managed metadata stays; a removed skill gets what its
        // frontmatter says, as an import would.
        let (category, tags, groups, created_at) = match &current {
            Some(row) => (
                row.try_get::<Option<String>, _>("category")?,
                row.try_get::<String, _>("tags")?,
                groups_from_row(row)?,
                row.try_get::<i64, _>("created_at")?,
            ),
            None => (
                old.manifest
                    .frontmatter
                    .get("category")
                    .and_then(|v| v.as_str())
                    .map(str::to_owned),
                json_text(
                    &skill_core::package::frontmatter_tags(&old.manifest.frontmatter)
                        .unwrap_or_default(),
                ),
                skill_core::package::frontmatter_groups(&old.manifest.frontmatter),
                now,
            ),
        };
        let new_revision = next_revision(&mut tx, &id).await?;
        let file_count = old.files.len() as i64;
        let total_bytes: i64 = old.files.iter().map(|f| f.bytes.len() as i64).sum();
        let m = &old.manifest;
        let sql = format!(
            "INSERT INTO skills ({SKILL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) \
             ON CONFLICT (slug) DO UPDATE SET name = excluded.name, description = excluded.description, \
             version = excluded.version, status = excluded.status, category = excluded.category, tags = excluded.tags, group_names = excluded.group_names, \
             frontmatter = excluded.frontmatter, body = excluded.body, content_hash = excluded.content_hash, \
             revision = excluded.revision, findings = excluded.findings, file_count = excluded.file_count, \
             total_bytes = excluded.total_bytes, updated_at = excluded.updated_at"
        );
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(id.clone())
            .bind(slug.as_str().to_owned())
            .bind(m.name.clone())
            .bind(m.description.clone())
            .bind(old.version.version.clone())
            .bind(SkillStatus::Published.as_str())
            .bind(category)
            .bind(tags)
            .bind(json_text(&m.frontmatter))
            .bind(m.body.clone())
            .bind(old.version.content_hash.to_string())
            .bind(new_revision)
            .bind(json_text(&m.findings))
            .bind(file_count)
            .bind(total_bytes)
            .bind(created_at)
            .bind(now)
            .bind(json_text(&groups))
            .execute(&mut *tx)
            .await?;
        let old_hashes: Vec<String> =
            sqlx::query("SELECT blob_hash FROM skill_files WHERE skill_id = $1")
                .bind(id.clone())
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| r.try_get("blob_hash"))
                .collect::<Result<_, _>>()?;
        sqlx::query("DELETE FROM skill_files WHERE skill_id = $1")
            .bind(id.clone())
            .execute(&mut *tx)
            .await?;
        let rows: Vec<FileRow<'_>> = old
            .files
            .iter()
            .map(|f| FileRow {
                path: f.path.as_str(),
                sha256: &f.sha256,
                bytes: &f.bytes,
                mime: &f.mime,
                class: f.class,
            })
            .collect();
        write_files(&mut tx, &id, &rows, &old_hashes).await?;
        let version = SkillVersion {
            revision: new_revision,
            imported_at: now,
            actor: actor.clone(),
            file_count,
            total_bytes,
            ..old.version.clone()
        };
        insert_version(&mut tx, &version).await?;
        let manifest = ManifestRow {
            name: &m.name,
            description: &m.description,
            frontmatter: json_text(&m.frontmatter),
            body: &m.body,
            findings: json_text(&m.findings),
        };
        insert_manifest(&mut tx, &id, new_revision, &manifest, &rows).await?;
        collect_revisions(&mut tx, &id, self.retention, now).await?;
        let detail = format!(
            "revision {new_revision} = revision {revision} ({})",
            old.version.content_hash
        );
        insert_audit(&mut tx, actor, "rollback", slug.as_str(), &detail).await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(RollbackOutcome {
            slug: slug.clone(),
            from_revision: revision,
            revision: new_revision,
            content_hash: old.version.content_hash,
        })
    }

    async fn import_revision(&self, revision: &Revision) -> Result<(), StoreError> {
        let v = &revision.version;
        // The same checks as a stored skill: bytes match hashes, hashes make
        // up the recorded content hash.
        check_files(
            &format!("revision {} of {}", v.revision, v.skill_id),
            &revision.files,
            &v.content_hash,
        )?;
        let id = v.skill_id.to_string();
        let mut tx = self.begin_write().await?;
        insert_version(&mut tx, v).await?;
        for f in &revision.files {
            sqlx::query(
                "INSERT INTO blobs (hash, size, data) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING",
            )
            .bind(f.sha256.clone())
            .bind(f.bytes.len() as i64)
            .bind(f.bytes.to_vec())
            .execute(&mut *tx)
            .await?;
        }
        let rows: Vec<FileRow<'_>> = revision
            .files
            .iter()
            .map(|f| FileRow {
                path: f.path.as_str(),
                sha256: &f.sha256,
                bytes: &f.bytes,
                mime: &f.mime,
                class: f.class,
            })
            .collect();
        let m = &revision.manifest;
        let manifest = ManifestRow {
            name: &m.name,
            description: &m.description,
            frontmatter: json_text(&m.frontmatter),
            body: &m.body,
            findings: json_text(&m.findings),
        };
        insert_manifest(&mut tx, &id, v.revision, &manifest, &rows).await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(())
    }

    async fn audit(&self, query: &AuditQuery) -> Result<Vec<AuditEntry>, StoreError> {
        let before = query.before.unwrap_or(i64::MAX);
        let rows = match &query.target {
            Some(target) => {
                sqlx::query(
                    "SELECT id, at, actor, transport, action, target, detail FROM audit_log \
                 WHERE id < $1 AND target = $2 ORDER BY id DESC LIMIT $3",
                )
                .bind(before)
                .bind(target.clone())
                .bind(query.limit)
                .fetch_all(&self.pool)
                .await?
            }
            None => {
                sqlx::query(
                    "SELECT id, at, actor, transport, action, target, detail FROM audit_log \
                 WHERE id < $1 ORDER BY id DESC LIMIT $2",
                )
                .bind(before)
                .bind(query.limit)
                .fetch_all(&self.pool)
                .await?
            }
        };
        rows.iter().map(audit_from_row).collect()
    }

    async fn audit_after(&self, after: i64, limit: i64) -> Result<Vec<AuditEntry>, StoreError> {
        sqlx::query(
            "SELECT id, at, actor, transport, action, target, detail FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(audit_from_row)
        .collect()
    }

    async fn import_audit(&self, rows: &[AuditEntry]) -> Result<(), StoreError> {
        if rows.is_empty() {
            return Ok(());
        }
        let mut tx = self.pool.begin().await?;
        for r in rows {
            insert_audit_at(&mut tx, r.at, &r.actor, &r.action, &r.target, &r.detail).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// Checks a skill to be stored verbatim: every file's bytes match its hash,
/// paths are unique, and the files make up the recorded content hash.
fn check_stored(skill: &StoredSkill) -> Result<(), StoreError> {
    check_files(
        skill.record.slug.as_str(),
        &skill.files,
        &skill.record.content_hash,
    )
}

/// Checks files to be stored verbatim under `label` (a slug, or a revision).
fn check_files(
    label: &str,
    files: &[StoredFile],
    content_hash: &ContentHash,
) -> Result<(), StoreError> {
    let slug = label;
    let mut paths = HashSet::new();
    for f in files {
        if !paths.insert(f.path.as_str()) {
            return Err(StoreError::corrupt(
                "skill files",
                format!("'{slug}' lists {} twice", f.path),
            ));
        }
        if skill_core::package::sha256_hex(&f.bytes) != f.sha256 {
            return Err(StoreError::corrupt(
                "file hash",
                format!("{slug}/{} does not match its SHA-256", f.path),
            ));
        }
    }
    let hash = skill_core::package::content_hash(
        files.iter().map(|f| (f.path.as_str(), f.sha256.as_str())),
    );
    if &hash != content_hash {
        return Err(StoreError::corrupt(
            "content hash",
            format!("the files of '{slug}' hash to {hash}, not {content_hash}"),
        ));
    }
    Ok(())
}

fn log_entry_from_row(r: &AnyRow) -> Result<AccessLogEntry, StoreError> {
    Ok(AccessLogEntry {
        at: r.try_get("at")?,
        action: r.try_get("action")?,
        slug: r.try_get("slug")?,
        client: r.try_get("client")?,
        transport: r.try_get("transport")?,
        duration_us: r.try_get("duration_us")?,
        outcome: r.try_get("outcome")?,
    })
}

/// One file as the SQL layer writes it, whether it comes from a package or a stored skill.
struct FileRow<'a> {
    path: &'a str,
    sha256: &'a str,
    bytes: &'a [u8],
    mime: &'a str,
    class: FileClass,
}

/// Stores a skill's blobs and file rows (its old rows already deleted), then
/// drops the blobs of `old_hashes` that nothing references any more.
async fn write_files(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    skill_id: &str,
    files: &[FileRow<'_>],
    old_hashes: &[String],
) -> Result<(), StoreError> {
    for f in files {
        sqlx::query(
            "INSERT INTO blobs (hash, size, data) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING",
        )
        .bind(f.sha256.to_owned())
        .bind(f.bytes.len() as i64)
        .bind(f.bytes.to_vec())
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO skill_files (skill_id, path, blob_hash, size, mime, class) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(skill_id.to_owned())
        .bind(f.path.to_owned())
        .bind(f.sha256.to_owned())
        .bind(f.bytes.len() as i64)
        .bind(f.mime.to_owned())
        .bind(class_str(f.class))
        .execute(&mut **tx)
        .await?;
    }
    let new_hashes: HashSet<&str> = files.iter().map(|f| f.sha256).collect();
    for old in old_hashes
        .iter()
        .filter(|h| !new_hashes.contains(h.as_str()))
    {
        delete_orphan_blob(tx, old).await?;
    }
    Ok(())
}

async fn delete_orphan_blob(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    hash: &str,
) -> Result<(), StoreError> {
    sqlx::query(
        "DELETE FROM blobs WHERE hash = $1 AND NOT EXISTS (SELECT 1 FROM skill_files WHERE blob_hash = $1) \
         AND NOT EXISTS (SELECT 1 FROM revision_files WHERE blob_hash = $1)",
    )
    .bind(hash.to_owned())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The revision of the stored row `existing`, 0 when there is none.
fn current_revision(existing: &Option<AnyRow>) -> Result<i64, StoreError> {
    Ok(match existing {
        Some(row) => row.try_get("revision")?,
        None => 0,
    })
}

/// One past the highest revision the skill ever had (1 for a new one).
async fn next_revision(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    skill_id: &str,
) -> Result<i64, StoreError> {
    let row = sqlx::query(
        "SELECT CAST(COALESCE(MAX(revision), 0) AS BIGINT) AS top FROM skill_versions WHERE skill_id = $1",
    )
    .bind(skill_id.to_owned())
    .fetch_one(&mut **tx)
    .await?;
    let top: i64 = row.try_get("top")?;
    Ok(top + 1)
}

fn version_from_row(r: &AnyRow) -> Result<SkillVersion, StoreError> {
    let id: String = r.try_get("skill_id")?;
    Ok(SkillVersion {
        skill_id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("skill id", e))?,
        revision: r.try_get("revision")?,
        content_hash: hash_from_row(r)?,
        version: r.try_get("version")?,
        file_count: r.try_get("file_count")?,
        total_bytes: r.try_get("total_bytes")?,
        imported_at: r.try_get("imported_at")?,
        actor: Actor::new(
            r.try_get::<String, _>("actor")?,
            r.try_get::<String, _>("transport")?,
        ),
    })
}

async fn insert_version(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    v: &SkillVersion,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO skill_versions (skill_id, revision, content_hash, version, file_count, total_bytes, imported_at, actor, transport) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (skill_id, revision) DO NOTHING",
    )
    .bind(v.skill_id.to_string())
    .bind(v.revision)
    .bind(v.content_hash.to_string())
    .bind(v.version.clone())
    .bind(v.file_count)
    .bind(v.total_bytes)
    .bind(v.imported_at)
    .bind(v.actor.who.clone())
    .bind(v.actor.transport.clone())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A revision's metadata as the SQL layer writes it.
struct ManifestRow<'a> {
    name: &'a str,
    description: &'a str,
    frontmatter: String,
    body: &'a str,
    findings: String,
}

/// Writes a revision's manifest and file list; the blobs exist already.
async fn insert_manifest(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    skill_id: &str,
    revision: i64,
    m: &ManifestRow<'_>,
    files: &[FileRow<'_>],
) -> Result<(), StoreError> {
    let inserted = sqlx::query(
        "INSERT INTO revision_manifests (skill_id, revision, name, description, frontmatter, body, findings) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (skill_id, revision) DO NOTHING",
    )
    .bind(skill_id.to_owned())
    .bind(revision)
    .bind(m.name.to_owned())
    .bind(m.description.to_owned())
    .bind(m.frontmatter.clone())
    .bind(m.body.to_owned())
    .bind(m.findings.clone())
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if inserted == 0 {
        // Kept already (a copy run twice): its files are there too.
        return Ok(());
    }
    for f in files {
        sqlx::query(
            "INSERT INTO revision_files (skill_id, revision, path, blob_hash, size, mime, class) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(skill_id.to_owned())
        .bind(revision)
        .bind(f.path.to_owned())
        .bind(f.sha256.to_owned())
        .bind(f.bytes.len() as i64)
        .bind(f.mime.to_owned())
        .bind(class_str(f.class))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Which of a skill's kept revisions retention lets go: all but the newest
/// `keep`, the current (published or draft) one, and those superseded less
/// than `pin_grace_ms` before `now` (a catalog may still serve them).
/// `versions` is (revision, imported_at) of every version row, any order.
pub(crate) fn revisions_to_drop(
    versions: &[(i64, UnixMillis)],
    kept: &[i64],
    current: Option<i64>,
    retention: RevisionRetention,
    now: UnixMillis,
) -> Vec<i64> {
    let mut sorted = versions.to_vec();
    sorted.sort_unstable();
    // When each revision was superseded: the next revision's import time.
    let superseded_at = |rev: i64| sorted.iter().find(|(r, _)| *r > rev).map(|(_, at)| *at);
    let mut newest_first: Vec<i64> = kept.to_vec();
    newest_first.sort_unstable_by(|a, b| b.cmp(a));
    newest_first
        .iter()
        .skip(retention.keep as usize)
        .copied()
        .filter(|rev| Some(*rev) != current)
        .filter(|rev| match superseded_at(*rev) {
            Some(at) => now.saturating_sub(at) >= retention.pin_grace_ms,
            None => false,
        })
        .collect()
}

/// Drops the manifests and files of the revisions retention lets go, and
/// the blobs nothing references any more. Runs inside a write transaction.
async fn collect_revisions(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    skill_id: &str,
    retention: RevisionRetention,
    now: UnixMillis,
) -> Result<(), StoreError> {
    let versions: Vec<(i64, i64)> =
        sqlx::query("SELECT revision, imported_at FROM skill_versions WHERE skill_id = $1")
            .bind(skill_id.to_owned())
            .fetch_all(&mut **tx)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("revision")?, r.try_get("imported_at")?)))
            .collect::<Result<_, StoreError>>()?;
    let kept: Vec<i64> = sqlx::query("SELECT revision FROM revision_manifests WHERE skill_id = $1")
        .bind(skill_id.to_owned())
        .fetch_all(&mut **tx)
        .await?
        .iter()
        .map(|r| r.try_get("revision"))
        .collect::<Result<_, _>>()?;
    let current: Option<i64> = sqlx::query("SELECT revision FROM skills WHERE id = $1")
        .bind(skill_id.to_owned())
        .fetch_optional(&mut **tx)
        .await?
        .map(|r| r.try_get("revision"))
        .transpose()?;
    for rev in revisions_to_drop(&versions, &kept, current, retention, now) {
        let hashes: Vec<String> = sqlx::query(
            "SELECT blob_hash FROM revision_files WHERE skill_id = $1 AND revision = $2",
        )
        .bind(skill_id.to_owned())
        .bind(rev)
        .fetch_all(&mut **tx)
        .await?
        .iter()
        .map(|r| r.try_get("blob_hash"))
        .collect::<Result<_, _>>()?;
        for table in ["revision_files", "revision_manifests"] {
            let sql = format!("DELETE FROM {table} WHERE skill_id = $1 AND revision = $2");
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(skill_id.to_owned())
                .bind(rev)
                .execute(&mut **tx)
                .await?;
        }
        for h in &hashes {
            delete_orphan_blob(tx, h).await?;
        }
    }
    Ok(())
}

async fn insert_audit(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    actor: &Actor,
    action: &str,
    target: &str,
    detail: &str,
) -> Result<(), StoreError> {
    insert_audit_at(tx, now_millis(), actor, action, target, detail).await
}

async fn insert_audit_at(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    at: UnixMillis,
    actor: &Actor,
    action: &str,
    target: &str,
    detail: &str,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO audit_log (at, actor, transport, action, target, detail) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(at)
    .bind(actor.who.clone())
    .bind(actor.transport.clone())
    .bind(action.to_owned())
    .bind(target.to_owned())
    .bind(detail.to_owned())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

fn audit_from_row(r: &AnyRow) -> Result<AuditEntry, StoreError> {
    Ok(AuditEntry {
        seq: r.try_get("id")?,
        at: r.try_get("at")?,
        actor: Actor::new(
            r.try_get::<String, _>("actor")?,
            r.try_get::<String, _>("transport")?,
        ),
        action: r.try_get("action")?,
        target: r.try_get("target")?,
        detail: r.try_get("detail")?,
    })
}

/// Reads a kept revision (manifest, file list, bytes) of `skill_id`.
async fn read_revision(
    conn: &mut sqlx::AnyConnection,
    skill_id: &str,
    revision: i64,
) -> Result<Option<Revision>, StoreError> {
    let Some(v) = sqlx::query(
        "SELECT skill_id, revision, content_hash, version, file_count, total_bytes, imported_at, actor, transport \
         FROM skill_versions WHERE skill_id = $1 AND revision = $2",
    )
    .bind(skill_id.to_owned())
    .bind(revision)
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(None);
    };
    let version = version_from_row(&v)?;
    let Some(m) = sqlx::query(
        "SELECT name, description, frontmatter, body, findings FROM revision_manifests WHERE skill_id = $1 AND revision = $2",
    )
    .bind(skill_id.to_owned())
    .bind(revision)
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(None);
    };
    let rows = sqlx::query(
        "SELECT f.path, f.blob_hash, f.size, f.mime, f.class, b.data FROM revision_files f \
         JOIN blobs b ON b.hash = f.blob_hash WHERE f.skill_id = $1 AND f.revision = $2 ORDER BY f.path",
    )
    .bind(skill_id.to_owned())
    .bind(revision)
    .fetch_all(&mut *conn)
    .await?;
    let mut manifest_files = Vec::with_capacity(rows.len());
    let mut files = Vec::with_capacity(rows.len());
    for row in &rows {
        let path: String = row.try_get("path")?;
        let path = FilePath::parse(&path).map_err(|e| StoreError::corrupt("file path", e))?;
        let class: String = row.try_get("class")?;
        let class = class_from(&class)?;
        let sha256: String = row.try_get("blob_hash")?;
        let mime: String = row.try_get("mime")?;
        let data: Vec<u8> = row.try_get("data")?;
        manifest_files.push(ManifestFile {
            path: path.clone(),
            sha256: sha256.clone(),
            size: row.try_get("size")?,
            mime: mime.clone(),
            class,
        });
        files.push(StoredFile {
            path,
            sha256,
            mime,
            class,
            bytes: Bytes::from(data),
        });
    }
    let frontmatter: String = m.try_get("frontmatter")?;
    let findings: String = m.try_get("findings")?;
    let manifest = RevisionManifest {
        name: m.try_get("name")?,
        description: m.try_get("description")?,
        frontmatter: match serde_json::from_str(&frontmatter)
            .map_err(|e| StoreError::corrupt("frontmatter", e))?
        {
            serde_json::Value::Object(map) => map,
            other => return Err(StoreError::corrupt("frontmatter", other)),
        },
        body: m.try_get("body")?,
        findings: serde_json::from_str(&findings)
            .map_err(|e| StoreError::corrupt("findings", e))?,
        files: manifest_files,
    };
    Ok(Some(Revision {
        version,
        manifest,
        files,
    }))
}

/// Paths that differ between two manifests' (path, hash) lists.
fn changed_paths(old: &BTreeMap<String, String>, new: &BTreeMap<String, String>) -> Vec<String> {
    let mut out: Vec<String> = new
        .iter()
        .filter(|(p, h)| old.get(*p) != Some(*h))
        .map(|(p, _)| p.clone())
        .chain(old.keys().filter(|p| !new.contains_key(*p)).cloned())
        .collect();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NO_GRACE: RevisionRetention = RevisionRetention {
        keep: 2,
        pin_grace_ms: 0,
    };

    #[test]
    fn retention_keeps_the_newest_and_the_current() {
        let versions = [(1, 10), (2, 20), (3, 30), (4, 40)];
        assert_eq!(
            revisions_to_drop(&versions, &[1, 2, 3, 4], Some(4), NO_GRACE, 100),
            vec![2, 1]
        );
        // A rolled-back-to current revision is never dropped, whatever its age.
        assert_eq!(
            revisions_to_drop(&versions, &[1, 2, 3, 4], Some(1), NO_GRACE, 100),
            vec![2]
        );
    }

    #[test]
    fn retention_keeps_recently_superseded_revisions() {
        let versions = [(1, 10), (2, 20), (3, 95), (4, 96)];
        let pinned = RevisionRetention {
            keep: 1,
            pin_grace_ms: 10,
        };
        // Revision 2 was superseded at 95, 5 ms before now: still pinned.
        // Revision 1 was superseded at 20: dropped.
        assert_eq!(
            revisions_to_drop(&versions, &[1, 2, 3, 4], Some(4), pinned, 100),
            vec![1]
        );
    }

    #[test]
    fn changed_paths_lists_added_changed_and_removed() {
        let old: BTreeMap<String, String> = [("a", "1"), ("b", "2"), ("c", "3")]
            .iter()
            .map(|(p, h)| (p.to_string(), h.to_string()))
            .collect();
        let new: BTreeMap<String, String> = [("a", "1"), ("b", "9"), ("d", "4")]
            .iter()
            .map(|(p, h)| (p.to_string(), h.to_string()))
            .collect();
        assert_eq!(changed_paths(&old, &new), vec!["b", "c", "d"]);
    }
}
