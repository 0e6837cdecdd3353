//! `SqlStore`: the one implementation of [`Store`], over SQLite or PostgreSQL
//! through sqlx's `Any` driver, so that both backends run the same queries.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use skill_core::{FileClass, FilePath, SkillPackage, SkillSlug};
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
}

const SKILL_COLUMNS: &str = "id, slug, name, description, version, status, category, tags, frontmatter, body, content_hash, revision, findings, file_count, total_bytes, created_at, updated_at";

impl SqlStore {
    /// Connects to `url` (`sqlite://PATH?mode=rwc` or `postgres://...`) and runs migrations.
    pub async fn open(url: &str) -> Result<Arc<Self>, StoreError> {
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
}

fn json_text<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "null".into())
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
        frontmatter: match get_json("frontmatter")? {
            serde_json::Value::Object(m) => m,
            other => return Err(StoreError::corrupt("frontmatter", other)),
        },
        body: row.try_get("body")?,
        content_hash: row.try_get("content_hash")?,
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

fn key_from_row(row: &AnyRow) -> Result<ApiKeyRecord, StoreError> {
    let id: String = row.try_get("id")?;
    let role: String = row.try_get("role")?;
    Ok(ApiKeyRecord {
        id: Uuid::parse_str(&id).map_err(|e| StoreError::corrupt("key id", e))?,
        name: row.try_get("name")?,
        role: Role::from_str(&role).map_err(|e| StoreError::corrupt("key role", e))?,
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
            "SELECT id, content_hash, revision, status, category, tags, created_at FROM skills WHERE slug = $1",
        )
        .bind(slug.to_owned())
        .fetch_optional(&mut *tx)
        .await?;
        let now = now_millis();
        let (revision, status, category, tags, created_at, change) = match &existing {
            Some(row) => {
                let old_hash: String = row.try_get("content_hash")?;
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
                if old_hash == package.content_hash
                    && status == old_status
                    && category == old_category
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
                (revision, status, category, tags, created_at, change)
            }
            None => (
                1,
                options.status.unwrap_or(SkillStatus::Published),
                options
                    .category
                    .clone()
                    .or_else(|| package.category.clone()),
                package.tags.clone(),
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

        let total_bytes = package.total_bytes() as i64;
        let file_count = package.files.len() as i64;
        sqlx::query(
            "INSERT INTO skills (id, slug, name, description, version, status, category, tags, frontmatter, body, content_hash, revision, findings, file_count, total_bytes, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) \
             ON CONFLICT (slug) DO UPDATE SET name = excluded.name, description = excluded.description, \
             version = excluded.version, status = excluded.status, category = excluded.category, tags = excluded.tags, \
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
        .bind(package.content_hash.clone())
        .bind(revision)
        .bind(json_text(&package.findings))
        .bind(file_count)
        .bind(total_bytes)
        .bind(created_at)
        .bind(now)
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
        if change != ImportChange::Unchanged {
            sqlx::query(
                "INSERT INTO skill_versions (skill_id, revision, content_hash, version, file_count, total_bytes, imported_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (skill_id, revision) DO NOTHING",
            )
            .bind(id.clone())
            .bind(revision)
            .bind(package.content_hash.clone())
            .bind(package.version.clone())
            .bind(file_count)
            .bind(total_bytes)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
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

    async fn remove(&self, slug: &SkillSlug) -> Result<bool, StoreError> {
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
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        let sql =
            format!("SELECT {SKILL_COLUMNS} FROM skills WHERE status = 'published' ORDER BY slug");
        let records: Vec<SkillRecord> = sqlx::query(sqlx::AssertSqlSafe(sql))
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(skill_from_row)
            .collect::<Result<_, _>>()?;
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

    async fn load_skill(&self, slug: &SkillSlug) -> Result<Option<StoredSkill>, StoreError> {
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
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

    async fn create_api_key(&self, key: &ApiKeyRecord) -> Result<(), StoreError> {
        // Key changes go through the write lock too, so that they bump the
        // generation and notify: replicas that cache keys learn of them.
        let mut tx = self.begin_write().await?;
        sqlx::query(
            "INSERT INTO api_keys (id, name, role, key_hash, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(key.id.to_string())
        .bind(key.name.clone())
        .bind(key.role.as_str())
        .bind(key.key_hash.clone())
        .bind(key.created_at)
        .bind(key.revoked_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.notify_written().await;
        Ok(())
    }

    async fn api_keys(&self) -> Result<Vec<ApiKeyRecord>, StoreError> {
        sqlx::query("SELECT id, name, role, key_hash, created_at, revoked_at FROM api_keys ORDER BY created_at DESC")
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(key_from_row)
            .collect()
    }

    async fn revoke_api_key(&self, id: Uuid) -> Result<bool, StoreError> {
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
        tx.commit().await?;
        self.notify_written().await;
        Ok(true)
    }

    async fn find_api_key(&self, key_hash: &str) -> Result<Option<ApiKeyRecord>, StoreError> {
        sqlx::query("SELECT id, name, role, key_hash, created_at, revoked_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL")
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
            "INSERT INTO skills ({SKILL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)"
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
            .bind(record.content_hash.clone())
            .bind(record.revision)
            .bind(json_text(&record.findings))
            .bind(skill.files.len() as i64)
            .bind(total_bytes)
            .bind(record.created_at)
            .bind(record.updated_at)
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
                "SELECT skill_id, revision, content_hash, version, file_count, total_bytes, imported_at \
                 FROM skill_versions WHERE skill_id = $1 ORDER BY revision",
            )
            .bind(id.to_string())
            .fetch_all(&self.pool)
            .await?,
            None => sqlx::query(
                "SELECT skill_id, revision, content_hash, version, file_count, total_bytes, imported_at \
                 FROM skill_versions ORDER BY skill_id, revision",
            )
            .fetch_all(&self.pool)
            .await?,
        };
        rows.iter()
            .map(|r| {
                let id: String = r.try_get("skill_id")?;
                Ok(SkillVersion {
                    skill_id: Uuid::parse_str(&id)
                        .map_err(|e| StoreError::corrupt("skill id", e))?,
                    revision: r.try_get("revision")?,
                    content_hash: r.try_get("content_hash")?,
                    version: r.try_get("version")?,
                    file_count: r.try_get("file_count")?,
                    total_bytes: r.try_get("total_bytes")?,
                    imported_at: r.try_get("imported_at")?,
                })
            })
            .collect()
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
            sqlx::query(
                "INSERT INTO skill_versions (skill_id, revision, content_hash, version, file_count, total_bytes, imported_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (skill_id, revision) DO NOTHING",
            )
            .bind(v.skill_id.to_string())
            .bind(v.revision)
            .bind(v.content_hash.clone())
            .bind(v.version.clone())
            .bind(v.file_count)
            .bind(v.total_bytes)
            .bind(v.imported_at)
            .execute(&mut *tx)
            .await?;
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
            "DELETE FROM skills",
            "DELETE FROM blobs",
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
}

/// Checks a skill to be stored verbatim: every file's bytes match its hash,
/// paths are unique, and the files make up the recorded content hash.
fn check_stored(skill: &StoredSkill) -> Result<(), StoreError> {
    let slug = skill.record.slug.as_str();
    let mut paths = HashSet::new();
    for f in &skill.files {
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
        skill
            .files
            .iter()
            .map(|f| (f.path.as_str(), f.sha256.as_str())),
    );
    if hash != skill.record.content_hash {
        return Err(StoreError::corrupt(
            "content hash",
            format!(
                "the files of '{slug}' hash to {hash}, not {}",
                skill.record.content_hash
            ),
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
        "DELETE FROM blobs WHERE hash = $1 AND NOT EXISTS (SELECT 1 FROM skill_files WHERE blob_hash = $1)",
    )
    .bind(hash.to_owned())
    .execute(&mut **tx)
    .await?;
    Ok(())
}
