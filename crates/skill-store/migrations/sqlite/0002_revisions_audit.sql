-- Every revision keeps its manifest (metadata, and path -> blob per file),
-- and who stored it; every write leaves an audit row.
ALTER TABLE skill_versions ADD COLUMN actor TEXT NOT NULL DEFAULT 'unknown';
ALTER TABLE skill_versions ADD COLUMN transport TEXT NOT NULL DEFAULT 'unknown';
CREATE TABLE revision_manifests (
    skill_id    TEXT NOT NULL,
    revision    INTEGER NOT NULL,
    name        TEXT NOT NULL,
    description TEXT NOT NULL,
    frontmatter TEXT NOT NULL,
    body        TEXT NOT NULL,
    findings    TEXT NOT NULL,
    PRIMARY KEY (skill_id, revision)
);
CREATE TABLE revision_files (
    skill_id  TEXT NOT NULL,
    revision  INTEGER NOT NULL,
    path      TEXT NOT NULL,
    blob_hash TEXT NOT NULL REFERENCES blobs(hash),
    size      INTEGER NOT NULL,
    mime      TEXT NOT NULL,
    class     TEXT NOT NULL,
    PRIMARY KEY (skill_id, revision, path)
);
CREATE INDEX revision_files_blob ON revision_files(blob_hash);
CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    at        INTEGER NOT NULL,
    actor     TEXT NOT NULL,
    transport TEXT NOT NULL,
    action    TEXT NOT NULL,
    target    TEXT NOT NULL,
    detail    TEXT NOT NULL
);
CREATE INDEX audit_log_target ON audit_log(target, id);
-- Backfill: the current revision of every stored skill has its blobs, so it
-- gets its manifest; older revisions' files were never kept.
INSERT INTO skill_versions (skill_id, revision, content_hash, version, file_count, total_bytes, imported_at)
SELECT s.id, s.revision, s.content_hash, s.version, s.file_count, s.total_bytes, s.updated_at FROM skills s
WHERE NOT EXISTS (SELECT 1 FROM skill_versions v WHERE v.skill_id = s.id AND v.revision = s.revision);
INSERT INTO revision_manifests (skill_id, revision, name, description, frontmatter, body, findings)
SELECT s.id, s.revision, s.name, s.description, s.frontmatter, s.body, s.findings FROM skills s
JOIN skill_versions v ON v.skill_id = s.id AND v.revision = s.revision AND v.content_hash = s.content_hash;
INSERT INTO revision_files (skill_id, revision, path, blob_hash, size, mime, class)
SELECT f.skill_id, s.revision, f.path, f.blob_hash, f.size, f.mime, f.class FROM skill_files f
JOIN skills s ON s.id = f.skill_id
JOIN revision_manifests m ON m.skill_id = s.id AND m.revision = s.revision;
