CREATE TABLE skills (
    id           TEXT PRIMARY KEY,
    slug         TEXT NOT NULL UNIQUE,
    name         TEXT NOT NULL,
    description  TEXT NOT NULL,
    version      TEXT,
    status       TEXT NOT NULL,
    category     TEXT,
    tags         TEXT NOT NULL,
    frontmatter  TEXT NOT NULL,
    body         TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    revision     BIGINT NOT NULL,
    findings     TEXT NOT NULL,
    file_count   BIGINT NOT NULL,
    total_bytes  BIGINT NOT NULL,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE TABLE slug_ids (
    slug TEXT PRIMARY KEY,
    id   TEXT NOT NULL UNIQUE
);
CREATE TABLE blobs (
    hash TEXT PRIMARY KEY,
    size BIGINT NOT NULL,
    data BYTEA NOT NULL
);
CREATE TABLE skill_files (
    skill_id  TEXT NOT NULL REFERENCES skills(id) ON DELETE CASCADE,
    path      TEXT NOT NULL,
    blob_hash TEXT NOT NULL REFERENCES blobs(hash),
    size      BIGINT NOT NULL,
    mime      TEXT NOT NULL,
    class     TEXT NOT NULL,
    PRIMARY KEY (skill_id, path)
);
CREATE INDEX skill_files_blob ON skill_files(blob_hash);
CREATE TABLE skill_versions (
    skill_id     TEXT NOT NULL,
    revision     BIGINT NOT NULL,
    content_hash TEXT NOT NULL,
    version      TEXT,
    file_count   BIGINT NOT NULL,
    total_bytes  BIGINT NOT NULL,
    imported_at  BIGINT NOT NULL,
    PRIMARY KEY (skill_id, revision)
);
CREATE TABLE access_log (
    id          BIGSERIAL PRIMARY KEY,
    at          BIGINT NOT NULL,
    action      TEXT NOT NULL,
    slug        TEXT,
    client      TEXT,
    transport   TEXT NOT NULL,
    duration_us BIGINT NOT NULL,
    outcome     TEXT NOT NULL
);
CREATE INDEX access_log_at ON access_log(at);
CREATE INDEX access_log_slug ON access_log(slug, at);
CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,
    name         TEXT,
    role         TEXT NOT NULL,
    key_hash     TEXT NOT NULL UNIQUE,
    created_at   BIGINT NOT NULL,
    revoked_at   BIGINT,
    last_used_at BIGINT
);
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
INSERT INTO store_meta (key, value) VALUES ('generation', 0);
